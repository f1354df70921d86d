"""A table's address as a player reads and types it: a host and a TCP port.

The port is PROTOCOL.md section 2's default unless the host chose another; the
address is then written without it (``192.168.1.20``), and with it otherwise
(``192.168.1.20:47200``). The finders' UDP port has the same number (section 10)
but is another port. One definition of each serves the join dialog, the note of
a joined seat, the hosting window and the headless host.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_PORT = 47123  # PROTOCOL.md section 2: the table's TCP port
DISCOVERY_PORT = 47123  # section 10: the UDP port a finder asks on


@dataclass(frozen=True)
class Address:
    host: str
    port: int

    def __str__(self) -> str:
        return self.host if self.port == DEFAULT_PORT else f"{self.host}:{self.port}"


def parse_address(text: str) -> Address | None:
    """``192.168.1.20`` or ``192.168.1.20:47123`` (a host name too); None if it is not one."""
    text = text.strip()
    host, sep, port_text = text.rpartition(":") if text.count(":") == 1 else (text, "", "")
    if not sep:
        host = text
    if not host or any(c.isspace() or c in "/\\@[]" for c in host):
        return None
    if not sep:
        return Address(host, DEFAULT_PORT)
    if not port_text.isascii() or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        return None
    return Address(host, int(port_text))
