"""Who sits at a seat: ``SeatKind`` and ``Seat(name, kind)``, the one seat model of the app.

A person at this computer is ``HUMAN`` (PROTOCOL.md section 1 calls such a seat
``local`` at a networked table); a person at another computer is ``REMOTE``;
the rest are the bot levels of ``hand_desktop.core.bots``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class SeatKind(StrEnum):
    """A seat's kind; its value is how saves and the wire write it (``SeatKind.HUMAN == "human"``)."""

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
