"""The wire codes of PROTOCOL.md: each enum's values are the exact strings sent.

A seat's kind is the app's one ``core.seats.SeatKind``; ``SeatKind.wire`` spells it
as section 1 does.
"""

from __future__ import annotations

from enum import Enum

from hand_desktop.core.rules import ErrorCode

PROTO_RANGE = (1, 1)  # the protocol versions this host speaks, lowest and highest


class WireError(Enum):
    """``error`` codes (section 8, plus the non-closing ones).

    ``unknown_type`` and ``bad_input`` leave the connection open; every other
    code is sent just before the host closes the connection.
    """

    TOO_LONG = "too_long"
    BAD_UTF8 = "bad_utf8"
    BAD_JSON = "bad_json"
    HELLO_FIRST = "hello_first"
    HELLO_TIMEOUT = "hello_timeout"
    RATE_LIMITED = "rate_limited"
    TIMEOUT = "timeout"
    REPLACED = "replaced"
    UNKNOWN_TYPE = "unknown_type"
    BAD_INPUT = "bad_input"

    @property
    def closes(self) -> bool:
        return self not in (WireError.UNKNOWN_TYPE, WireError.BAD_INPUT)


class RejectCode(Enum):
    """``reject`` codes: why a ``hello`` was turned away (section 4.2)."""

    VERSION = "version"
    BAD_TOKEN = "bad_token"
    BAD_CODE = "bad_code"
    FULL = "full"
    BUSY = "busy"


class RefusedCode(Enum):
    """``refused`` codes of the host itself; the game's own are RULES.md's ``ErrorCode``."""

    NOT_YOUR_SEAT = "not_your_seat"
    STALE = "stale"


class NotSent(Enum):
    """A client's own refusal of a move it could not send (the host never heard it)."""

    OFFLINE = "offline"


Refusal = ErrorCode | RefusedCode
