"""Lines on the wire (PROTOCOL.md sections 2, 12.5 and 12.13): one JSON object per line.

``LineDecoder`` cuts one connection's incoming bytes into messages and reports
the first framing fault as a ``BadFrame`` (after which it reads nothing more:
the host closes that connection). ``encode`` turns one outgoing message into
its line and refuses anything that could leak (a key ``seed`` or ``stock``).

Decisions where PROTOCOL.md is silent:

- The 16,384-byte limit counts every byte before the ``\\n``, a ``\\r`` included
  (so a line too long is too long whether it arrives in one chunk or in many).
- A line of only spaces is not empty: it is ``bad_json``.
- Numbers that JSON reads as infinite (``1e999``) count as Infinity: ``bad_json``;
  so do integers longer than Python reads (4,300 digits), and a leading BOM.
- Nesting is counted on the text before parsing (brackets outside strings),
  so a deep input never reaches the parser's recursion.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hand_desktop.net.codes import WireError

CLIENT_LINE_LIMIT = 16_384  # bytes of a client line, the newline not counted
HOST_LINE_LIMIT = 262_144  # bytes of a host line
MAX_DEPTH = 32  # open [ or { levels
FORBIDDEN_KEYS = frozenset({"seed", "stock"})  # section 12.13, whatever their value

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


@dataclass(frozen=True, slots=True)
class BadFrame:
    """A line the host cannot read; the connection gets ``error{code}`` and is closed."""

    code: WireError


Frame = dict[str, Any] | BadFrame


class LineDecoder:
    """One connection's incoming bytes, cut into JSON objects."""

    def __init__(self, limit: int = CLIENT_LINE_LIMIT) -> None:
        self._limit = limit
        self._buffer = bytearray()
        self.broken = False  # a fault was reported: nothing more is read

    def feed(self, data: bytes) -> list[Frame]:
        """The messages completed by ``data``, in order; a fault ends the list."""
        self.push(data)
        return list(self.frames())

    def push(self, data: bytes) -> None:
        """Buffer ``data``; ``frames()`` then reads what it completes."""
        if not self.broken:
            self._buffer += data

    def frames(self) -> Iterator[Frame]:
        """The buffered messages one by one, so a reader may stop early (a closed connection)."""
        while not self.broken:
            end = self._buffer.find(b"\n")
            if end < 0:
                break
            line = bytes(self._buffer[:end])
            del self._buffer[: end + 1]
            if len(line) > self._limit:
                yield self._fail(WireError.TOO_LONG)
                return
            if line.endswith(b"\r"):
                line = line[:-1]
            if not line:
                continue
            frame = parse_line(line)
            if isinstance(frame, BadFrame):
                self._fail(frame.code)
            yield frame
        if not self.broken and len(self._buffer) > self._limit:
            yield self._fail(WireError.TOO_LONG)

    def _fail(self, code: WireError) -> BadFrame:
        self.broken = True
        self._buffer.clear()
        return BadFrame(code)


def parse_line(line: bytes) -> Frame:
    """One line (no newline) as a JSON object, or the fault that stops it."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return BadFrame(WireError.BAD_UTF8)
    if nesting_depth(text) > MAX_DEPTH:
        return BadFrame(WireError.BAD_JSON)
    try:
        value = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float)
    except (ValueError, RecursionError):  # JSONDecodeError is a ValueError
        return BadFrame(WireError.BAD_JSON)
    if not isinstance(value, dict):
        return BadFrame(WireError.BAD_JSON)
    return value


def nesting_depth(text: str) -> int:
    """The deepest count of open ``[``/``{`` outside strings (unbalanced text is still counted)."""
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth = max(0, depth - 1)
    return deepest


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("an infinite number is not allowed")
    return value


class LeakError(RuntimeError):
    """A message about to go out holds something no connection may receive (a bug)."""


def encode(message: dict[str, Any]) -> bytes:
    """The message's line, ``\\n`` included. Raises ``LeakError`` for a key ``seed``/``stock``."""
    if not isinstance(message.get("type"), str):
        raise ValueError("a message needs a 'type' string")
    leak = _forbidden_key(message)
    if leak is not None:
        raise LeakError(f"refusing to send a {message['type']!r} message with a key {leak!r}")
    line = json.dumps(message, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    data = line.encode("utf-8")
    if len(data) > HOST_LINE_LIMIT:
        raise ValueError(f"a {message['type']!r} line of {len(data)} bytes is over the limit")
    return data + b"\n"


def _forbidden_key(value: Any) -> str | None:
    """The first forbidden key anywhere in ``value``, searched without recursion."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            for key, inner in item.items():
                if key in FORBIDDEN_KEYS:
                    return str(key)
                pending.append(inner)
        elif isinstance(item, list | tuple):
            pending.extend(item)
    return None
