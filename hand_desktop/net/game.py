"""What the host's table needs from the match it serves: ``NetGame``.

The table state machine (``hand_desktop.net.host``) knows seats, connections
and the protocol; the match is behind this small interface, in wire form
(JSON-ready dicts). The adapter over the core ``Match`` implements it; the
tests use a fake with canned JSON. Everything a method returns for a seat must
be what that seat may know (PROTOCOL.md section 9): the host sends it as is,
except that its encoder raises ``LeakError`` (a bug to fix, never sent) for
any key named ``seed`` or ``stock``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from hand_desktop.core.rules import ErrorCode

Json = dict[str, Any]


class NetGame(Protocol):
    """A match in play, as the network host sees it."""

    @property
    def rev(self) -> int:
        """Entries in the match's action log (PROTOCOL.md 12.1): 0 after the first deal."""
        ...

    def turn(self) -> int | None:
        """The seat whose move the table waits for; None while no round is in play."""
        ...

    def apply(self, seat: int, action: Json) -> ErrorCode | None:
        """Play ``action`` (RULES.md section 14 form, ``seat`` set) for ``seat``.

        None when accepted (``rev`` is then one more); else the core's code,
        and nothing changed. Malformed input is ``ErrorCode.BAD_INPUT``; this
        never raises for anything a client can send.
        """
        ...

    def view(self, seat: int) -> Json:
        """The seat's whole view (PROTOCOL.md section 5, "The view")."""
        ...

    def events_for(self, seat: int) -> list[Json]:
        """The events of the last log entry (the deal, an action or the next round), redacted for ``seat``."""
        ...

    def round_result(self) -> Json | None:
        """The finished round's public result (12.3) while it is over; None while it is in play."""
        ...

    def match_over(self) -> Json | None:
        """``{"totals": [...], "winner": ...}`` once the match is over, else None."""
        ...

    def next_round(self) -> None:
        """Deal the next round (``rev`` + 1); called only when a round is over and the match is not."""
        ...


GameFactory = Callable[[list[str]], NetGame]
"""Makes the match when the host starts it, from the seats' names in seat order."""
