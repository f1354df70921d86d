"""Who sits at a seat: ``SeatKind`` and ``Seat(name, kind)``, the one seat model of the app.

A person at this computer is ``HUMAN`` (PROTOCOL.md section 1 calls such a seat
``local`` at a networked table: ``wire`` and ``from_wire`` say it so); a person
at another computer is ``REMOTE``; the rest are the bot levels of
``hand_desktop.core.bots``. The saves, the network layer and the UI share this
one enum.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class SeatKind(StrEnum):
    """A seat's kind; its value is how saves write it (``SeatKind.HUMAN == "human"``), ``wire``
    how PROTOCOL.md does (``"local"`` for ``HUMAN``, the value for the rest)."""

    HUMAN = "human"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    REMOTE = "remote"

    @property
    def is_bot(self) -> bool:
        return self in BOT_KINDS

    @property
    def is_person(self) -> bool:
        return not self.is_bot

    @property
    def wire(self) -> str:
        """The kind as PROTOCOL.md section 1 writes it: a person at the host's computer is ``local``."""
        return WIRE_LOCAL if self is SeatKind.HUMAN else self.value

    @classmethod
    def from_wire(cls, text: object) -> SeatKind:
        """The kind a wire string names; ``ValueError`` for anything else (``"human"`` included)."""
        if text == WIRE_LOCAL:
            return cls.HUMAN
        if not isinstance(text, str) or text == cls.HUMAN.value:
            raise ValueError(f"{text!r} is not a seat kind of PROTOCOL.md")
        return cls(text)


WIRE_LOCAL = "local"  # PROTOCOL.md's word for a person at the host's computer


BOT_KINDS: tuple[SeatKind, ...] = (SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD)
# What a seat can be in a game played at one computer (the new-game dialog's choices).
LOCAL_KINDS: tuple[SeatKind, ...] = (SeatKind.HUMAN, *BOT_KINDS)


@dataclass(frozen=True)
class Seat:
    """A seat's player: a name and a ``SeatKind``."""

    name: str
    kind: SeatKind = SeatKind.HUMAN

    def __post_init__(self) -> None:
        if not isinstance(self.kind, SeatKind):
            raise TypeError(f"a seat's kind is a SeatKind, not {self.kind!r}")

    @property
    def is_human(self) -> bool:
        """A person at this computer: the table shows their cards and takes their moves."""
        return self.kind is SeatKind.HUMAN

    @property
    def is_bot(self) -> bool:
        return self.kind.is_bot
