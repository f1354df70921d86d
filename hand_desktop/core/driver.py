"""The one driver of a match's computer players, for every session that plays one.

A game at this computer (``LocalSession``), a table hosted from the window
(``HostSession``, through ``HostServer``) and the headless host
(``hand-desktop-host``) all move their bots with ``BotDriver``, so each of
these is written once, here:

- which seat a bot is to move for (``Due``: the owner says, from the match or
  from the hosting ``TableHost``, which also knows the network seats a bot covers);
- the bots themselves, one per seat and level, each seeded by ``bot_seed``
  from the match's seed, so that a seeded match replays;
- the loop: after every change the owner calls ``prompt``; a bot that is due
  and not asked yet moves once the pace has passed (``pace_ms``, one parameter:
  a table at this computer follows its animation speed, the headless host its
  ``--bot-delay-ms``), and an answer for a state that moved on is dropped. It is
  asked after ``think_ms`` (by default the whole pace; a table in the window:
  once the last move's animation is over; the headless host: at once), so a
  long think (Hard's search, up to about half a second) runs during the pace
  instead of after it, and its move is held until the pace is over;
- the fallback: when a bot fails or its move is refused (a bug of the bot),
  ``safe_action`` is played instead, so a bot never stalls a match.

Pure Python: the owner hands in how to wait (``schedule``: a Qt timer), how a
bot thinks (``think``: on a worker thread for the window, at once for the
headless host) and how a move is submitted (through the match, or through the
host like anyone's).
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from hand_desktop.core.actions import Action, Discard, Draw, DrawSource, token_of
from hand_desktop.core.bots import Bot
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView

log = logging.getLogger(__name__)

BotFactory = Callable[[str, int], Bot]  # (level, seed) -> a bot
Answer = Callable[[Action | None, str], None]  # the bot's move, or None and what went wrong
Think = Callable[[Bot, PlayerView, Answer], None]  # ask a bot, answer when it has chosen


def bot_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat``: the same at a table at this computer and a hosted one."""
    return match_seed * 10 + seat


def _make_bot(level: str, seed: int) -> Bot:
    from hand_desktop.core.bots import make_bot

    return make_bot(level, seed)


class Bots:
    """One bot per seat and level for a whole match, made on first use with ``bot_seed``."""

    def __init__(self, seed: int, factory: BotFactory | None = None) -> None:
        self._seed = seed
        self._factory = factory or _make_bot
        self._bots: dict[tuple[int, SeatKind], Bot] = {}

    def for_seat(self, seat: int, level: SeatKind) -> Bot:
        key = (seat, level)
        if key not in self._bots:
            self._bots[key] = self._factory(level.value, bot_seed(self._seed, seat))
        return self._bots[key]

    def made(self) -> list[Bot]:
        """The bots made so far (for the memory benchmark)."""
        return list(self._bots.values())


def safe_action(view: PlayerView) -> Action | None:
    """A move that is always accepted when any is: draw from the stock, else the first discard.

    Played only when a bot fails, so a bug in a bot never stalls the match.
    """
    if view.phase is Phase.DRAW:
        return Draw(view.seat, DrawSource.STOCK)
    actions = legal_actions(view)
    discards = [a for a in actions if isinstance(a, Discard)]
    if discards:
        return discards[0]
    if actions:
        return actions[0]
    if view.hand:
        return Discard(view.seat, (token_of(view.hand[0]),))
    return None


def think_now(bot: Bot, view: PlayerView, answer: Answer) -> None:
    """Let the bot choose on the caller's thread (the headless host)."""
    try:
        action = bot.choose(view)
    except Exception as exc:  # a bot's bug must not stop the table: the safe move instead
        answer(None, f"{type(exc).__name__}: {exc}")
        return
    answer(action, "")


@dataclass(frozen=True)
class Due:
    """A bot move awaited: how many changes the match had taken, the seat, the level to play it."""

    rev: int
    seat: int
    level: SeatKind


class BotDriver:
    """Moves the computer players of one match; the owner calls ``prompt`` after every change."""

    def __init__(
        self,
        bots: Bots,
        *,
        due: Callable[[], Due | None],
        view_for: Callable[[int], PlayerView],
        submit: Callable[[Action], bool],
        schedule: Callable[[int, Callable[[], None]], None],
        pace_ms: Callable[[], int] = lambda: 0,
        think: Think = think_now,
        think_ms: Callable[[], int] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``due``: the bot move awaited now, if any; ``submit``: apply a bot's move, False if
        refused (a bot's refused move is its bug, never reported as a person's mistake);
        ``schedule(ms, f)``: call ``f`` after ``ms``; ``pace_ms``: how long a bot waits before
        it moves; ``think_ms``: how long before it is asked (at most the pace; None: the
        pace); ``clock``: seconds, to hold an early answer until the pace is over."""
        self.bots = bots
        self._due = due
        self._view_for = view_for
        self._submit = submit
        self._schedule = schedule
        self._pace_ms = pace_ms
        self._think = think
        self._think_ms = think_ms or pace_ms
        self._clock = clock
        self.running = False
        self._asked: Due | None = None  # the move asked for and not applied yet
        self._pace_ends = 0.0  # when the move asked for may be played (``clock``)

    def start(self) -> None:
        """Bots move from now on (a table at this computer: once it is shown)."""
        self.running = True
        self.prompt()

    def stop(self) -> None:
        """No bot moves any more; answers still on their way are dropped."""
        self.running = False
        self._asked = None

    def prompt(self) -> None:
        """After every change: a bot that is due and not asked yet is asked (after ``think_ms``)."""
        due = self._due()
        if not self.running or due is None or due == self._asked:
            return
        self._asked = due
        pace = self._pace_ms()
        self._pace_ends = self._clock() + pace / 1000
        self._schedule(min(self._think_ms(), pace), lambda: self._ask(due))

    def _ask(self, due: Due) -> None:
        if not self.running or self._due() != due:
            return
        bot = self.bots.for_seat(due.seat, due.level)
        self._think(bot, self._view_for(due.seat), lambda action, failure: self._answered(due, action, failure))

    def _answered(self, due: Due, action: Action | None, failure: str) -> None:
        """The bot has chosen: its move is played once the pace is over."""
        if not self._current(due):
            return
        wait_ms = math.ceil((self._pace_ends - self._clock()) * 1000)
        if wait_ms > 0:
            self._schedule(wait_ms, lambda: self._play(due, action, failure))
        else:
            self._play(due, action, failure)

    def _current(self, due: Due) -> bool:
        """Is ``due`` still the move awaited? If not, and it was the last asked, ask anew."""
        if self.running and self._due() == due:
            return True
        if self.running and due == self._asked:  # the last move asked: ask for the state there is now
            self._asked = None
            self.prompt()
        return False

    def _play(self, due: Due, action: Action | None, failure: str) -> None:
        if not self._current(due):
            return
        if action is not None and action.seat == due.seat and self._submit(action):
            return  # applied: the owner prompts again after the change
        if action is None:
            log.warning("the %s bot at seat %d failed (%s); playing a safe move", due.level.value, due.seat,
                        failure)
        else:
            log.warning("the %s bot at seat %d proposed a refused move %r; playing a safe move",
                        due.level.value, due.seat, action)
        fallback = safe_action(self._view_for(due.seat))
        if fallback is None or not self._submit(fallback):
            log.error("no safe move for seat %d; the table waits", due.seat)
