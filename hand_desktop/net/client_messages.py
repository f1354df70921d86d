"""Client messages (PROTOCOL.md section 5) as frozen values, and the cleaning of names and chat.

``parse_client`` turns a decoded line into a ``Hello``, ``Act``, ``Ready``,
``Chat``, ``Ping`` or ``Bye``, or an ``Unknown`` for a ``type`` the host does
not know. Fields are checked only as far as the message's meaning needs:
unknown fields are ignored, and a field of the wrong kind is kept as it came
(``Act.action`` may be anything) so that the host answers it with the code
its checking order (section 12.4) gives.

Decisions where PROTOCOL.md is silent:

- A line without a ``type`` string is ``unknown_type`` (``hello_first`` before ``hello``).
- Chat text is cleaned like names (``core.names``: control, format and bidi
  characters removed, spaces made one, ends stripped) but not cut; a chat that is not text or is longer than
  200 characters after cleaning gets ``error{code:"bad_input"}`` (the connection
  stays open); a chat empty after cleaning is dropped.
- ``ping.n`` is echoed when it is an integer or a clean string of at most 64
  characters, else ``pong`` carries ``null`` (nothing a client sends is
  echoed in bulk).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hand_desktop.core import names
from hand_desktop.core.jsonfile import is_whole
from hand_desktop.core.limits import NAME_VISIBLE

NAME_LIMIT = NAME_VISIBLE
CHAT_LIMIT = 200
PING_TEXT_LIMIT = 64


@dataclass(frozen=True, slots=True)
class Hello:
    proto: object  # the raw value: the host answers anything but a spoken int with ``version``
    app: str
    name: str
    code: object  # the raw value; None when absent
    token: object  # the raw value; None when absent (a rejoin has one)
    table: object


@dataclass(frozen=True, slots=True)
class Act:
    seq: object  # raw: an int when well formed
    rev: object
    action: object
    seat: object  # raw; ``MISSING`` when the client left it out


@dataclass(frozen=True, slots=True)
class Ready:
    pass


@dataclass(frozen=True, slots=True)
class Chat:
    text: object


@dataclass(frozen=True, slots=True)
class Ping:
    n: int | str | None


@dataclass(frozen=True, slots=True)
class Bye:
    pass


@dataclass(frozen=True, slots=True)
class Unknown:
    type: object


ClientMessage = Hello | Act | Ready | Chat | Ping | Bye | Unknown

MISSING: Any = type("Missing", (), {"__repr__": lambda self: "MISSING"})()


def parse_client(obj: dict[str, Any]) -> ClientMessage:
    """The message a decoded client line holds."""
    kind = obj.get("type")
    if kind == "hello":
        name = obj.get("name")
        app = obj.get("app")
        return Hello(
            proto=obj.get("proto"),
            app=app if isinstance(app, str) else "",
            name=name if isinstance(name, str) else "",
            code=obj.get("code"),
            token=obj.get("token"),
            table=obj.get("table"),
        )
    if kind == "act":
        return Act(obj.get("seq"), obj.get("rev"), obj.get("action", MISSING), obj.get("seat", MISSING))
    if kind == "ready":
        return Ready()
    if kind == "chat":
        return Chat(obj.get("text"))
    if kind == "ping":
        return Ping(_echoable(obj.get("n")))
    if kind == "bye":
        return Bye()
    return Unknown(kind)


def _echoable(n: object) -> int | str | None:
    if is_whole(n):
        return n
    if isinstance(n, str) and len(n) <= PING_TEXT_LIMIT and n == clean_text(n):
        return n
    return None


def clean_text(text: str) -> str:
    """``text`` by the name rule (``core.names``) without its cut: what chat and ``ping`` keep."""
    return names.clean_text(text)


def clean_name(name: object, default: str) -> str:
    """A player's name as the table shows it (section 4.4): ``core.names``'s rule, the one the
    client and every file of the game use too."""
    return names.clean_name(name, default)


def clean_chat(text: object) -> str | None:
    """The chat line to relay, ``""`` for one to drop, ``None`` for one to refuse."""
    if not isinstance(text, str):
        return None
    cleaned = clean_text(text)
    return cleaned if len(cleaned) <= CHAT_LIMIT else None
