"""The coach: where a seat could have done better, seen with that seat's eyes only.

``coach(replay)`` walks a ``Replay`` turn by turn and, for each seat, asks the
exact solver and Hard's judgement (``hints``, ``moves``, ``policy.SHARP``)
the questions a player asks afterwards, using only that seat's ``PlayerView``
at that moment (never another hand, never the stock):

* ``OPEN_EARLIER``: the first turn of the round it could have opened (and did not);
* ``FIRE_OPENS``: ... where that took the fire card it let go;
* ``HAND_MISSED``: it could have gone out as a Hand (everything down at once);
* ``GO_OUT_MISSED``: it could have gone out (own melds, lay-offs, Joker replacements);
* ``FIRE_GOES_OUT``: the fire card it let go would have taken it out;
* ``FED_NEXT``: its discard was the card the next player took to open or go out;
* ``JOKER_LEFT``: it ended a turn leaving a Joker on the table that it could have taken back.

A finding is a value: its kind, the position of the moment the chance was
there (the review marks the log entry played there instead), the better move
as core actions (checked by the core: ``Replay.what_if``), and numbers, never
words (the UI words them). ``value`` is the value of the melds of the better
move (the opening's points); ``gain`` is what going out would have saved the
seat at the round's end (its points in the round minus a finisher's), when
the round ended. One opening finding per round (the first chance), one
going-out finding per turn, one per Joker and round.

A round's summary counts its findings and gives the most one of them would
have saved (the chances are alternatives, not a sum).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    DrawSource,
    LayMelds,
    ReplaceJoker,
    action_from_json,
    action_to_json,
)
from hand_desktop.core.bots.policy import SHARP, PolicyBot
from hand_desktop.core.cards import Card, CardToken, NotationError, parse_card
from hand_desktop.core.conditions import hand_still_possible, opening_allowed_yet
from hand_desktop.core.events import MeldsLaid, RoundEnded
from hand_desktop.core.hints import HintKind, HintMove, actions_of, fire_going_out, going_out_moves
from hand_desktop.core.melds import Meld, build_meld
from hand_desktop.core.moves import (
    fire_draw_allowed,
    opening_actions,
    replacement_actions,
    spec_for,
)
from hand_desktop.core.opening import find_opening
from hand_desktop.core.replay import Moment, Replay
from hand_desktop.core.rules import RuleError, Rules
from hand_desktop.core.scoring import GULF_ROWS, STANDARD_ROWS, Finish, gulf_hand_kind
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView

COACH_VERSION = 1  # raise it when the findings change: cached findings of another version are redone
COACH_KIND = "hand-desktop-coach"


class FindingKind(Enum):
    OPEN_EARLIER = "open_earlier"
    FIRE_OPENS = "fire_opens"
    HAND_MISSED = "hand_missed"
    GO_OUT_MISSED = "go_out_missed"
    FIRE_GOES_OUT = "fire_goes_out"
    FED_NEXT = "fed_next"
    JOKER_LEFT = "joker_left"


@dataclass(frozen=True)
class Finding:
    kind: FindingKind
    seat: int
    position: int  # the moment the chance was there; the log's entry ``position`` missed it
    round: int  # 1-based
    actions: tuple[Action, ...]  # the better move (() when there is none to show)
    value: int = 0  # the melds of the better move (an opening's points); for FED_NEXT the other's opening
    gain: int | None = None  # points the seat would have saved by going out (None: not known)
    card: Card | None = None  # the fire card let go, the card fed, the Joker left
    other: int | None = None  # FED_NEXT: the seat fed
    hand: bool = False  # the going out would have been a Hand (FIRE_GOES_OUT; HAND_MISSED always)
    out: bool = False  # FED_NEXT: the seat fed went out (else it opened)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value, "seat": self.seat, "position": self.position, "round": self.round,
            "actions": [action_to_json(a) for a in self.actions], "value": self.value, "gain": self.gain,
            "card": self.card.code(True) if self.card is not None else None, "other": self.other,
            "hand": self.hand, "out": self.out,
        }

    @classmethod
    def from_json(cls, data: Any, players: int) -> Finding:
        """``ValueError`` (a ``RuleError`` or ``NotationError`` among them) for anything malformed."""
        if not isinstance(data, dict):
            raise ValueError("a finding is an object")
        card = data.get("card")
        other = data.get("other")
        gain = data.get("gain")
        ints: list[int] = []
        for key in ("seat", "position", "round", "value"):
            value = data.get(key)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{key} is a whole number")
            ints.append(value)
        if gain is not None and not isinstance(gain, int) or other is not None and not isinstance(other, int):
            raise ValueError("gain and other are whole numbers or null")
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise ValueError("actions is a list")
        return cls(
            kind=FindingKind(data.get("kind")), seat=ints[0], position=ints[1], round=ints[2],
            actions=tuple(action_from_json(a, players) for a in actions), value=ints[3], gain=gain,
            card=parse_card(card) if isinstance(card, str) else None, other=other,
            hand=data.get("hand") is True, out=data.get("out") is True,
        )


@dataclass(frozen=True)
class RoundSummary:
    round: int
    seat: int
    chances: int  # findings in the round
    points: int  # the most one of them would have saved (0 when none says)


@dataclass(frozen=True)
class Coaching:
    """Every finding of a match, for every seat, in the order of the match."""

    findings: tuple[Finding, ...]

    def for_seat(self, seat: int) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.seat == seat)

    def at(self, position: int, seat: int) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.seat == seat and f.position == position)

    def summary(self, seat: int, round_: int) -> RoundSummary:
        mine = [f for f in self.findings if f.seat == seat and f.round == round_]
        gains = [f.gain for f in mine if f.gain is not None and f.gain > 0]
        return RoundSummary(round_, seat, len(mine), max(gains, default=0))

    def to_json(self, save: dict[str, Any]) -> dict[str, Any]:
        return {"kind": COACH_KIND, "version": COACH_VERSION, "save": save_digest(save),
                "findings": [f.to_json() for f in self.findings]}

    @classmethod
    def from_json(cls, data: Any, save: dict[str, Any], players: int) -> Coaching:
        """Cached findings of this very save; ``ValueError`` for a cache that is broken,
        of another version or of another save (then it is computed again)."""
        if not isinstance(data, dict) or data.get("kind") != COACH_KIND:
            raise ValueError("not the coach's findings")
        if data.get("version") != COACH_VERSION or data.get("save") != save_digest(save):
            raise ValueError("findings of another version or of another save")
        items = data.get("findings")
        if not isinstance(items, list):
            raise ValueError("findings is a list")
        try:
            return cls(tuple(Finding.from_json(f, players) for f in items))
        except (RuleError, NotationError, TypeError) as exc:
            raise ValueError(str(exc)) from None


def save_digest(save: dict[str, Any]) -> str:
    """What the findings depend on: the deal and every move (not names or hand orders)."""
    key = {k: save.get(k) for k in ("rules", "players", "seed", "start", "actions")}
    text = json.dumps(key, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# --------------------------------------------------------------------------- the walk


@dataclass(frozen=True)
class _Turn:
    """One seat's turn: positions ``start`` (before its first entry) to ``end`` (after its last)."""

    seat: int
    start: int
    end: int


Progress = Callable[[int, int], None]  # (rounds done, rounds) after each round


def coach(replay: Replay, seats: Sequence[int] | None = None, progress: Progress | None = None) -> Coaching:
    """The findings for ``seats`` (every seat by default), round by round."""
    wanted = set(range(replay.players) if seats is None else seats)
    findings: list[Finding] = []
    for index in range(replay.rounds):
        findings += _coach_round(replay, index, wanted)
        if progress is not None:
            progress(index + 1, replay.rounds)
    return Coaching(tuple(findings))


def _turns(replay: Replay, index: int) -> list[_Turn]:
    span = replay.round_span(index)
    starts = [p for p in replay.turn_starts if p in span]
    turns = []
    for a, b in zip(starts, [*starts[1:], span.stop - 1], strict=True):
        moment = replay.moments[a]
        if b > a and moment.phase is not Phase.OVER:
            turns.append(_Turn(moment.turn, a, b))
    return turns


def _coach_round(replay: Replay, index: int, wanted: set[int]) -> list[Finding]:
    turns = _turns(replay, index)
    span = replay.round_span(index)
    last = replay.moments[span.stop - 1]
    ended = last.phase is Phase.OVER
    points = last.summary.results[-1].points if ended and last.summary.results else None
    walk = _RoundWalk(replay, points)
    out: list[Finding] = []
    for k, turn in enumerate(turns):
        if turn.seat in wanted:
            nxt = turns[k + 1] if k + 1 < len(turns) else None
            out += walk.turn(turn, nxt)
    out.sort(key=lambda f: (f.position, f.seat))
    return out


class _RoundWalk:
    """The questions asked of each turn of one round (what was noted once per round is kept here)."""

    def __init__(self, replay: Replay, points: Sequence[int] | None) -> None:
        self.replay = replay
        self.points = points  # each seat's points in the round (None: the round did not end)
        self.opening_noted: set[int] = set()
        self.jokers_noted: set[tuple[int, Card]] = set()

    def view(self, position: int, seat: int) -> PlayerView:
        return self.replay.moments[position].views[seat]

    def turn(self, turn: _Turn, nxt: _Turn | None) -> list[Finding]:
        moments = self.replay.moments
        first = moments[turn.start]
        out: list[Finding] = []
        ending = moments[turn.end]
        went_out = _finisher(ending) == turn.seat
        discarded = isinstance(ending.entry, Discard) and ending.entry.seat == turn.seat
        before_discard = turn.end - 1 if discarded else None
        if first.phase is Phase.DRAW and not went_out:
            found = self._going_out(turn, before_discard)
            out += found
            if not found:
                out += self._opening(turn, ending)
            elif not first.views[turn.seat].opened[turn.seat]:
                self.opening_noted.add(turn.seat)
            if before_discard is not None:
                out += self._jokers(turn, before_discard)
        if discarded and nxt is not None and before_discard is not None:
            out += self._fed(turn, nxt, before_discard)
        return out

    # ------------------------------------------------------------------ going out

    def _going_out(self, turn: _Turn, before_discard: int | None) -> list[Finding]:
        seat, d = turn.seat, turn.start
        took = self.replay.moments[d + 1].entry
        vd = self.view(d, seat)
        if isinstance(took, Draw) and took.source is DrawSource.STOCK:
            moves = fire_going_out(vd)
            if moves:
                is_hand = not vd.laid_earlier[seat] and _own_melds_only(moves)
                actions = (Draw(seat, DrawSource.FIRE), *actions_of(vd, moves))
                return [self._out_finding(FindingKind.FIRE_GOES_OUT, turn, d, actions, moves, is_hand,
                                          vd.fire_top)]
        for position in dict.fromkeys(p for p in (d + 1, before_discard) if p is not None):
            view = self.view(position, seat)
            moves = going_out_moves(view)
            if moves:
                is_hand = hand_still_possible(view.laid_earlier[seat], view.touched_other) and \
                    _own_melds_only(moves)
                kind = FindingKind.HAND_MISSED if is_hand else FindingKind.GO_OUT_MISSED
                return [self._out_finding(kind, turn, position, actions_of(view, moves), moves, is_hand)]
        return []

    def _out_finding(self, kind: FindingKind, turn: _Turn, position: int, actions: tuple[Action, ...],
                     moves: Sequence[HintMove], is_hand: bool, card: Card | None = None) -> Finding:
        rules = self.view(position, turn.seat).rules
        melds = [m for move in moves for m in move.melds]
        value = sum(build_meld(m).value(rules.low_ace_value) for m in melds)
        gain = None
        if self.points is not None:
            gain = self.points[turn.seat] - _finisher_points(rules, is_hand, moves)
        return Finding(kind, turn.seat, position, self.replay.moments[position].round, actions, value, gain,
                       card, hand=is_hand)

    # ------------------------------------------------------------------ opening

    def _opening(self, turn: _Turn, ending: Moment) -> list[Finding]:
        seat, d = turn.seat, turn.start
        vd = self.view(d, seat)
        if seat in self.opening_noted or vd.opened[seat] or ending.views[seat].opened[seat]:
            return []
        rules = vd.rules
        found: Finding | None = None
        vp = self.view(d + 1, seat)
        if vp.phase is Phase.PLAY and not vp.must_open:  # with the card it drew, it could open
            lays = [a for a in opening_actions(vp) if isinstance(a, LayMelds)]
            if lays:
                value = sum(build_meld(_cards(vp, s.cards), s.joker_as).value(rules.low_ace_value)
                            for s in lays[0].melds)
                found = Finding(FindingKind.OPEN_EARLIER, seat, d + 1, self.replay.moments[d + 1].round,
                                (lays[0],), value)
        took = self.replay.moments[d + 1].entry
        fire = vd.fire_top
        if found is None and isinstance(took, Draw) and took.source is DrawSource.STOCK \
                and fire is not None and fire_draw_allowed(vd):  # only the fire card let it open
            melds = find_opening([*vd.hand, fire], rules.locked_by(fire), rules, vd.required_opening,
                                 opening_allowed_yet(rules, vd.discards))
            if melds:
                actions: tuple[Action, ...] = (Draw(seat, DrawSource.FIRE), _lay(seat, melds))
                found = Finding(FindingKind.FIRE_OPENS, seat, d, self.replay.moments[d].round, actions,
                                _value(melds, rules), card=fire)
        if found is None:
            return []
        self.opening_noted.add(seat)
        return [found]

    # ------------------------------------------------------------------ Jokers

    def _jokers(self, turn: _Turn, position: int) -> list[Finding]:
        view = self.view(position, turn.seat)
        if not view.opened[turn.seat] or view.phase is not Phase.PLAY:
            return []
        out = []
        for action in replacement_actions(view):
            assert isinstance(action, ReplaceJoker)
            joker = view.table[action.meld].joker
            if joker is None or (turn.seat, joker) in self.jokers_noted:
                continue
            self.jokers_noted.add((turn.seat, joker))
            out.append(Finding(FindingKind.JOKER_LEFT, turn.seat, position,
                               self.replay.moments[position].round, (action,), card=joker))
        return out

    # ------------------------------------------------------------------ feeding the next player

    def _fed(self, turn: _Turn, nxt: _Turn, position: int) -> list[Finding]:
        moments = self.replay.moments
        discard = moments[turn.end].entry
        assert isinstance(discard, Discard)
        took = moments[nxt.start + 1].entry if nxt.start + 1 <= nxt.end else None
        if not (isinstance(took, Draw) and took.source is DrawSource.FIRE and took.seat == nxt.seat):
            return []
        card = moments[turn.end].views[turn.seat].fire[-1]
        opening = next((e for p in range(nxt.start + 1, nxt.end + 1) for e in moments[p].events
                        if isinstance(e, MeldsLaid) and e.opening and e.seat == nxt.seat), None)
        out = _finisher(moments[nxt.end]) == nxt.seat
        if opening is None and not out:
            return []
        view = self.view(position, turn.seat)
        better = PolicyBot(0, SHARP).choose(view)
        actions: tuple[Action, ...] = ()
        if isinstance(better, Discard) and card.kind not in {t.kind for t in better.cards}:
            actions = (better,)
        return [Finding(FindingKind.FED_NEXT, turn.seat, position, moments[position].round, actions,
                        opening.value if opening is not None else 0, card=card, other=nxt.seat, out=out)]


# --------------------------------------------------------------------------- small helpers


def _finisher(moment: Moment) -> int | None:
    ended = next((e for e in moment.events if isinstance(e, RoundEnded)), None)
    return None if ended is None else ended.result.finisher


def _own_melds_only(moves: Sequence[HintMove]) -> bool:
    """No lay-off and no Joker replacement: going out so can be a Hand (RULES.md 8.2)."""
    return all(m.kind not in (HintKind.EXTEND, HintKind.REPLACE_JOKER) for m in moves)


def _finisher_points(rules: Rules, is_hand: bool, moves: Sequence[HintMove]) -> int:
    """What the finisher scores for going out with ``moves`` (the Gulf table's Hands included)."""
    finish = Finish.HAND if is_hand else Finish.NORMAL
    if is_hand and rules.gulf:
        melds = [build_meld(m) for move in moves for m in move.melds]
        melded = [(c, m.joker_represents() if c.is_joker else []) for m in melds for c in m.cards]
        thrown = tuple(c for move in moves if move.kind is HintKind.DISCARD for c in move.cards)
        finish = gulf_hand_kind(melded, thrown)
    rows = GULF_ROWS if rules.gulf else STANDARD_ROWS
    return rows[finish].finisher


def _value(melds: Sequence[Meld], rules: Rules) -> int:
    return sum(m.value(rules.low_ace_value) for m in melds)


def _lay(seat: int, melds: Sequence[Meld]) -> LayMelds:
    return LayMelds(seat, tuple(spec_for(m) for m in melds))


def _cards(view: PlayerView, tokens: Sequence[CardToken]) -> list[Card]:
    """The hand's cards a spec names (a plain token takes the first unused copy)."""
    out: list[Card] = []
    for tok in tokens:
        card = next(c for c in view.hand if c not in out and (c.rank, c.suit) == (tok.rank, tok.suit)
                    and (tok.copy is None or c.copy == tok.copy))
        out.append(card)
    return out


__all__ = ["COACH_VERSION", "Coaching", "Finding", "FindingKind", "RoundSummary", "coach", "save_digest"]
