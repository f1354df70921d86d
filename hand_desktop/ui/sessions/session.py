"""The session: what the table and the window talk to, wherever the match is played.

``Session`` is the seam between the UI and a match. The table and the window
read only views, events and the summary from it and send actions to it; they
never see a ``Match`` or a ``Round`` (an import-linter contract checks that the
table and the dialogs import neither). ``submit`` does not answer: the answer
arrives as a signal, ``applied`` (one frozen ``Applied`` report of what
changed) or ``rejected`` (a code), because a match hosted at another computer
answers after a round trip. ``LocalSession`` (``local_session.py``) answers at
once; a ``RemoteSession`` speaking PROTOCOL.md (``update{rev, events, view}``,
``round_over``, ``match_over``, ``refused{code}``) fits the same seam.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from hand_desktop.core.actions import Action
from hand_desktop.core.events import Event, RoundEnded, RoundStarted
from hand_desktop.core.scoring import RoundResult
from hand_desktop.core.seats import Seat
from hand_desktop.core.summary import MatchSummary
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.sessions.presence import Link, Presence

if TYPE_CHECKING:
    from hand_desktop.core.match import Match

DEFAULT_ANIMATION_MS = 250  # the table's normal animation speed
# A computer move waits this long at the default animation speed, so a person can follow it
# (scaled with the speed: 0 when animations are instant).
BOT_PACE_MS = 600


@dataclass(frozen=True)
class Applied:
    """What one accepted change did, as this computer may see it (the ``applied`` signal's value).

    ``seen`` holds the change's events per seat whose cards this computer may show
    (its people; seat 0 when only computers play), each already redacted for that
    seat. A remote session fills it for its one seat from ``update{rev, events}``.
    """

    rev: int  # how many changes the match has taken (PROTOCOL.md's ``rev``)
    seen: tuple[tuple[int, tuple[Event, ...]], ...]
    round_started: RoundStarted | None = None  # a deal: the table starts afresh
    round_ended: RoundResult | None = None  # the round just ended, with every seat's cards
    match_over: bool = False
    to_act: int | None = None  # the seat whose move is awaited now; None between rounds and at the end

    def events(self, seat: int) -> tuple[Event, ...]:
        """The change's events as ``seat`` may see them (none for a seat not at this computer)."""
        return next((events for s, events in self.seen if s == seat), ())

    @classmethod
    def after(cls, rev: int, seen: tuple[tuple[int, tuple[Event, ...]], ...], match_over: bool,
              to_act: int | None) -> Applied:
        """The report of a change: a deal and a round's end are read from the events seen."""
        everything = [e for _seat, events in seen for e in events]
        return cls(
            rev=rev, seen=seen,
            round_started=next((e for e in everything if isinstance(e, RoundStarted)), None),
            round_ended=next((e.result for e in everything if isinstance(e, RoundEnded)), None),
            match_over=match_over, to_act=to_act,
        )

    @classmethod
    def of_match(cls, match: Match, viewers: Sequence[int]) -> Applied:
        """The report of the last change of a match played or hosted here, for the seats shown here."""
        seen = tuple((seat, match.events_for(seat)) for seat in viewers)
        return cls.after(len(match.log), seen, match.over, match.to_act())


class Session(QObject):
    """A match as the UI sees it: views, events and the summary out; actions in, answered by signal.

    Signals:
        applied(Applied): a change was accepted (a move, or a deal); read views and events again.
        rejected(str, str): the last ``submit`` or ``next_round`` was refused: the code (an
            ``ErrorCode`` value, or a PROTOCOL.md code) and a detail for the log (may be "").
        chat_received(int, str): a chat line from a seat (network tables only).
        presence_changed(): some seat's ``presence`` changed (network tables only).
        link_changed(): ``link`` changed (a joined table's connection dropped or came back).
    """

    applied = Signal(object)
    rejected = Signal(str, str)
    chat_received = Signal(int, str)
    presence_changed = Signal()
    link_changed = Signal()

    def __init__(self, parent: QObject | None = None, animation_ms: int = DEFAULT_ANIMATION_MS) -> None:
        super().__init__(parent)
        self._animation_ms = max(0, animation_ms)

    # Whether the round in play is one of a match's rounds, so the table names it ("Round 2 of 5")
    # with the match's totals; a lesson is one round on its own and shows neither.
    shows_rounds: bool = True

    # ------------------------------------------------------------------ who sits where

    @property
    def seats(self) -> tuple[Seat, ...]:
        raise NotImplementedError

    @property
    def human_seats(self) -> list[int]:
        """The seats played by people at this computer (the table shows and takes their moves)."""
        return [s for s, seat in enumerate(self.seats) if seat.is_human]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human

    def name(self, seat: int) -> str:
        """The seat's name as shown (a default name in the current language if it has none)."""
        from hand_desktop.ui.words.text import default_name

        return self.seats[seat].name.strip() or default_name(seat)

    @property
    def viewers(self) -> list[int]:
        """Seats whose view this computer may show: its people, else seat 0 (a spectator's place)."""
        return self.human_seats or [0]

    # ------------------------------------------------------------------ what the table reads

    def view_for(self, seat: int) -> PlayerView:
        raise NotImplementedError

    def summary(self) -> MatchSummary:
        raise NotImplementedError

    def events_for(self, seat: int) -> tuple[Event, ...]:
        """The last accepted change's events, as ``seat`` may see them."""
        raise NotImplementedError

    def recent_events(self, seat: int, viewer: int) -> tuple[Event, ...]:
        """What ``seat`` did in its latest turn, as ``viewer`` may see it."""
        raise NotImplementedError

    def round_events(self, viewer: int) -> tuple[Event, ...]:
        """Every event of the round in play, as ``viewer`` may see them."""
        raise NotImplementedError

    # ------------------------------------------------------------------ commands (answered by signal)

    def start(self) -> None:
        """Begin play (bots move, people are asked)."""
        raise NotImplementedError

    def submit(self, action: Action) -> bool | None:
        """Send a person's action; ``applied`` or ``rejected`` follows (at once, or after a round trip).

        What it returns is for scripts and tests of one session class (a ``LocalSession``
        says at once whether it was accepted; a remote one returns None): the table and the
        window act on the signals only.
        """
        raise NotImplementedError

    def next_round(self) -> bool | None:
        """Ask for the next deal once a round is over; ``applied`` (with ``round_started``) follows."""
        raise NotImplementedError

    def shutdown(self) -> None:
        """Stop for good (threads, connections) before the session is dropped."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the network's extras

    @property
    def can_chat(self) -> bool:
        """Whether this match has a chat (a table played over the network)."""
        return False

    def send_chat(self, text: str) -> None:
        """Say a line at the table (only when ``can_chat``)."""
        raise NotImplementedError

    def presence(self, seat: int) -> Presence:
        """How ``seat`` is played right now; a match on one computer has everyone here."""
        return Presence.HERE

    @property
    def link(self) -> Link:
        return Link.LOCAL

    # ------------------------------------------------------------------ pacing

    @property
    def animation_ms(self) -> int:
        return self._animation_ms

    def set_animation_ms(self, ms: int) -> None:
        self._animation_ms = max(0, ms)

    @property
    def bot_delay_ms(self) -> int:
        """How long a computer seat played here waits before moving: 0 when animations are instant."""
        return BOT_PACE_MS * self._animation_ms // DEFAULT_ANIMATION_MS

    @property
    def bot_think_ms(self) -> int:
        """When a computer seat is asked to choose: once the last move's animation is over
        (its think then runs during the rest of its pause, not during the animation)."""
        return self._animation_ms
