"""The real ``NetGame``: a core ``Match`` in wire form, for ``TableHost``.

``MatchGame`` parses a client's action (RULES.md section 14 JSON, plain tokens
like ``9H`` or copies like ``9H#2``; the round resolves plain tokens as
RULES.md 16.2 says), applies it through the match's own validation and maps
every failure to a code: it never raises for anything a client can send.
Views, events and results come from the match already redacted for the seat
(``Match.view_for``, ``Match.events_for``) and are put in wire form by
``core.wire``. The network layer never reaches the match's save form or its
seed: the autosave belongs to whoever made the match (``on_change`` tells it
when to write).

Bots run at the host exactly as in a local game (``core.driver``): one bot
per seat and level, seeded from the match's seed, choosing from the seat's own
view (``player_view``); their actions go through ``TableHost.submit`` like anyone's.
"""

from __future__ import annotations

from collections.abc import Callable

from hand_desktop.core.actions import action_from_json
from hand_desktop.core.match import Match
from hand_desktop.core.rules import ErrorCode, RuleError
from hand_desktop.core.view import PlayerView
from hand_desktop.core.wire import event_to_json, result_to_json, view_to_json
from hand_desktop.net.game import Json


class MatchGame:
    """``NetGame`` over ``match``; ``on_change`` runs after every new log entry (autosave)."""

    def __init__(self, match: Match, on_change: Callable[[], None] | None = None) -> None:
        self._match = match
        self._on_change = on_change

    @property
    def rev(self) -> int:
        return len(self._match.log)

    @property
    def players(self) -> int:
        return self._match.players

    def turn(self) -> int | None:
        return self._match.to_act()

    def apply(self, seat: int, action: Json) -> ErrorCode | None:
        try:
            parsed = action_from_json({**action, "seat": seat}, self._match.players)
            self._match.apply(parsed)
        except RuleError as exc:
            return exc.code
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
            return ErrorCode.BAD_INPUT  # a shape the parser let through but the round cannot use
        self._changed()
        return None

    def view(self, seat: int) -> Json:
        return view_to_json(self._match.view_for(seat))

    def player_view(self, seat: int) -> PlayerView:
        """The seat's own view, for the bot that plays it."""
        return self._match.view_for(seat)

    def events_for(self, seat: int) -> list[Json]:
        return [event_to_json(e) for e in self._match.events_for(seat)]

    def round_result(self) -> Json | None:
        if not self._match.round.over or not self._match.results:
            return None
        return result_to_json(self._match.results[-1])

    def match_over(self) -> Json | None:
        if not self._match.over:
            return None
        return {"totals": self._match.totals(), "winner": self._match.winner()}

    def next_round(self) -> None:
        self._match.start_next_round()
        self._changed()

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change()
