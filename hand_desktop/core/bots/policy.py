"""The rule-based policy behind every level: Easy, Medium, and Hard's own play.

A ``Style`` sets what separates the levels (``EASY``, ``MEDIUM``, ``SHARP``
for Hard); see their definitions below.

A turn, as the policy plays it:

1. **Draw.** Unopened: take the fire card only when the guard lets it be
   taken (an opening exists with it) and it helps: either the bot cannot open
   without it, or it ends up in the opening. Opened: take it when it can be
   played at once (it extends a meld on the table or makes a new meld).
2. **Play.** Unopened: go out at once as a Hand if the whole hand can be laid
   down (and the rules let it); otherwise open with the solver's best opening
   as soon as it reaches the value required (a style that hunts Hands keeps a
   near-complete hand closed instead, while no opponent is close to going
   out). Opened (or the partner opened):
   replace Jokers it holds the card for, lay every meld it has, add cards to
   melds on the table, and lay off a Joker it cannot use.
3. **Discard.** Keep the melds; among the rest, keep the cards whose partial
   melds have the most outs (unseen cards that complete them) and, while
   unopened, the high cards an opening needs; shed high cards once someone who
   would make this seat pay (an opponent, or the partner) is close to going
   out; avoid throwing what the next player can use (a card that extends a
   meld while they are opened, a card near what they took from the fire pile).

Every action is built from the view only, and is legal by construction (the
tests replay thousands of rounds through ``Round.check``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    DrawSource,
    Extend,
    LayMelds,
    ReplaceJoker,
    token_of,
    tokens_of,
)
from hand_desktop.core.bots.analysis import (
    ONE_OF_EACH,
    SolverCache,
    card_value,
    connects,
    connects_ids,
    fits_meld,
    frees_joker,
    hand_chance,
    hand_reach,
    partial_outs,
)
from hand_desktop.core.bots.card_memory import Memory, live_counts, unseen_counts
from hand_desktop.core.cards import (
    HIGH_ACE_POS,
    JOKER_KIND,
    Card,
    CardToken,
    natural_kind,
    penalty_value,
    position_rank,
)
from hand_desktop.core.conditions import (
    double_joker_hand,
    hand_still_possible,
    left_problem,
    may_open_this_turn,
    opening_allowed_yet,
)
from hand_desktop.core.kindmask import id_mask, ids_of_kinds
from hand_desktop.core.melds import Meld, MeldKind, build_meld, extend_meld, joker_places
from hand_desktop.core.moves import fire_draw_allowed, legal_actions, spec_for
from hand_desktop.core.opening import opening_value_bound
from hand_desktop.core.rules import PartnerPays, RuleError, Rules
from hand_desktop.core.solver import Opening, most_melded
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView


@dataclass(frozen=True)
class Style:
    """What separates the levels."""

    name: str
    fire_to_open: float  # chance to take the fire card when it lets the bot open
    fire_when_opened: bool  # take a fire card that can be played at once
    replace_jokers: bool
    lay_off_joker: bool
    smart_discard: bool  # partial-meld outs (else: throw the highest card not in a meld)
    watch_next: bool  # avoid feeding the next player
    noise: float  # random noise added to discard scores
    w_value_unopened: float = 0.08  # unopened: high cards help reach the threshold
    w_penalty_opened: float = 0.3  # opened: high cards cost if an opponent goes out
    duplicate_factor: float = 0.3  # a second copy of a leftover card adds little
    w_feed: float = 3.0  # do not throw a card the (opened) next player can lay off
    w_set: float = 1.0  # weight of an out that completes a set
    w_run: float = 1.0  # weight of an out that completes a run
    urgency_close: int = 3  # an opened opponent with this few cards may go out any time
    urgency_mid: int = 6  # ... with this few, soon
    urgency_low: float = 0.2  # how much high cards cost while nobody is close
    w_table_fit: float = 1.0  # unopened: a card that fits a meld on the table goes once open
    fire_for_joker: bool = False  # opened: take a fire card that takes back a Joker on the table
    guard_jokers: bool = False  # do not feed the next player a Joker; lay Jokers where they stay
    w_free_joker: float = 0.0  # unopened: keep a card that will take back a Joker on the table
    hunt_cards: int = 0  # hold an opening that would leave this few cards, to go out as a Hand
    hunt_until: int = 4  # ... until an opened opponent is down to this many cards
    # Reading the table (off for Medium and SHARP, on for Hard's own play):
    live_outs: bool = False  # outs count only copies not seen going into another hand
    read_next: float = 0.0  # weight of what the next player collects (``Memory.interest``)
    smooth_urgency: bool = False  # urgency from every opened opponent's card count
    hold_bar: float = 0.0  # hunting: hold only if the next draws make the Hand this likely (0: always)
    open_lookahead: float = 0.0  # unopened: weight of the chance the next draws let it open (0: off)
    out_lookahead: float = 0.0  # opened: weight of the chance the next draws let it go out (0: off)
    lookahead_samples: int = 48  # the lookahead samples its next draws at most this many times
    lookahead_calls: int = 400  # ... and no more once the solver was asked this often (the time it takes)
    # Holding for a Hand by its worth (0: off; ``hunt_cards`` and ``hunt_until`` still bound it):
    # hold when the chance of the Hand within ``hand_turns`` turns times what it gains beats
    # ``hand_ev`` times the risk of being caught closed in that time times what that costs.
    hand_ev: float = 0.0
    hand_turns: int = 3  # ... the turns the chance counts
    hand_runs: int = 16  # ... sampled runs of the cards those turns may bring
    hand_fire: int = 1  # ... fire cards the previous player may throw, per turn, in a run (0 or 1)
    hand_discards: int = 3  # ... the discards tried for the one that keeps the Hand likeliest
    hand_standing: float = 0.0  # ... a match leader weighs the risk this much more, a trailer less


# The policy at its best: no noise, weights measured with paired duplicate rounds,
# Joker tactics. Hard plays it with Hand hunting (``hard.HARD``); Hard's search plays
# its worlds out with it.
SHARP = Style("sharp", fire_to_open=1.0, fire_when_opened=True, replace_jokers=True,
              lay_off_joker=True, smart_discard=True, watch_next=True, noise=0.0,
              w_value_unopened=0.3, duplicate_factor=0.0, fire_for_joker=True,
              guard_jokers=True, w_free_joker=3.0)
# Medium: the same policy with judgement noise on which loose card to keep, and without
# the Joker tactics. The noise spaces the levels: at 6 Medium was within reach of Hard
# (one Hard won 33% of 4-player matches against three Medium), at 12 one Hard wins 38%
# and Medium still beats Easy in 84% of 2-player matches (hand-desktop-sim --duplicate).
MEDIUM = replace(SHARP, name="medium", noise=12.0, fire_for_joker=False, guard_jokers=False,
                 w_free_joker=0.0)
# Easy: throws its highest loose card (with noise), takes the fire card to open only half
# the time and never once opened, and leaves Jokers on the table alone.
EASY = Style("easy", fire_to_open=0.5, fire_when_opened=False, replace_jokers=False,
             lay_off_joker=False, smart_discard=False, watch_next=False, noise=4.0)


class PolicyBot:
    """A bot playing one ``Style``; deterministic given its seed and the views it gets."""

    level = "policy"

    def __init__(self, seed: int = 0, style: Style = MEDIUM, cache: SolverCache | None = None) -> None:
        self.seed = seed
        self.style = style
        self.rng = random.Random(seed)
        self.memory = Memory()
        self.cache = cache if cache is not None else SolverCache()
        self.fallbacks = 0  # times the policy had to fall back on legal_actions (should stay 0)
        self.planned: Discard | None = None  # the discard a hold for the Hand chose (``hand_ev``)

    # ------------------------------------------------------------------ entry point

    def choose(self, view: PlayerView) -> Action:
        if not view.my_turn or view.phase is Phase.OVER:
            raise ValueError("the bot was asked to move when it is not its turn")
        self.memory.observe(view)
        try:
            action = self.decide(view)
        except RuleError:
            action = None
        if action is None:
            action = self._fallback(view)
        if isinstance(action, Discard):
            thrown = tuple(c for c in view.hand if token_of(c) in action.cards)
            self.memory.left_turn(view.fire + thrown, view.discards + len(thrown))
        return action

    def decide(self, view: PlayerView) -> Action | None:
        self.planned = None
        if view.phase is Phase.DRAW:
            return self.draw(view)
        if view.phase is Phase.FIRST_DISCARD:
            return self.discard(view)
        if not view.opened[view.seat]:
            action = self.open(view)
            if action is not None:
                return action
            if view.must_open:
                return None
        else:
            action = self.play_opened(view)
            if action is not None:
                return action
        return self.discard(view)

    def _fallback(self, view: PlayerView) -> Action:
        self.fallbacks += 1
        actions = legal_actions(view)
        if not actions:
            raise ValueError("no legal action for this view")
        plays = [a for a in actions if isinstance(a, LayMelds)]
        return plays[0] if plays else actions[0]

    # ------------------------------------------------------------------ draw

    def draw(self, view: PlayerView) -> Action:
        stock = Draw(view.seat, DrawSource.STOCK)
        fire = view.fire_top
        if fire is None:
            return stock
        if view.opened[view.seat]:
            # (Taking it must leave a card that may be thrown: section 3.9.)
            locked = view.rules.locked_by(fire)
            discardable_after = any(c not in locked for c in view.hand)
            if (self.style.fire_when_opened and discardable_after
                    and self.fire_pays_opened(view, fire)):
                return Draw(view.seat, DrawSource.FIRE)
            return stock
        if self.fire_pays_unopened(view, fire) and (
                self.style.fire_to_open >= 1.0 or self.rng.random() < self.style.fire_to_open):
            return Draw(view.seat, DrawSource.FIRE)
        return stock

    def fire_pays_opened(self, view: PlayerView, fire: Card) -> bool:
        """An opened seat takes the fire card when it can play it at once."""
        if any(fits_meld(fire, m) for m in view.table) and not fire.is_joker:
            return True
        if fire.is_joker:
            return True  # a Joker always finds a place once opened
        hand = list(view.hand)
        if self.style.fire_for_joker and any(frees_joker(fire, m, hand) for m in view.table):
            return True  # it brings a Joker back into the hand
        if not connects(fire, hand):
            return False
        low = view.rules.low_ace_value
        with_fire = self.cache.best_opening(hand + [fire], low)
        if with_fire is None:
            return False
        without = self.cache.best_opening(hand, low)
        used_before = len(hand) - len(without.leftover) if without else 0
        return len(hand) + 1 - len(with_fire.leftover) > used_before + 1

    def fire_pays_unopened(self, view: PlayerView, fire: Card) -> bool:
        """Take the fire card only if it lets the seat open, and it helps the opening."""
        rules = view.rules
        hand = list(view.hand)
        if not rules.open_only_after_taking_discard and not connects(fire, hand):
            return False
        if not fire_draw_allowed(view):
            return False
        if rules.open_only_after_taking_discard:
            return True  # the only way to open at all
        now = self.opening_now(view, hand, frozenset())
        if now is None:
            return True
        locked = rules.locked_by(fire)
        if self.hunting(view, len(now[1])) and (
                not self.style.hand_ev or self.hand_worth(view, hand, now[1]) is not None):
            # Taking it means opening this turn: only worth it if that opening is a Hand.
            out = self.cache.go_out(hand + [fire], rules.low_ace_value, locked,
                                    rules.discard_required_to_finish)
            return out is not None and bool(out.melds)
        later = self.opening_now(view, hand + [fire], locked)
        if later is None:
            return False
        # Worth it when the fire card goes into the opening (fewer cards left than now + 1).
        return len(later[1]) <= len(now[1])

    def opening_now(
        self, view: PlayerView, hand: list[Card], locked: frozenset[Card]
    ) -> tuple[list[Meld], list[Card]] | None:
        """The melds of the opening this hand would make now (Hand first), and the cards left."""
        rules = view.rules
        low = rules.low_ace_value
        required = view.required_opening
        allowed_yet = opening_allowed_yet(rules, view.discards)
        if hand_still_possible(view.laid_earlier[view.seat], view.touched_other):
            out = self.cache.go_out(hand, low, locked, rules.discard_required_to_finish)
            if out is not None and out.melds:
                value = sum(m.value(low) for m in out.melds)
                if value >= required or rules.hand_exempt_from_threshold:
                    used = {c for m in out.melds for c in m.cards}
                    return list(out.melds), [c for c in hand if c not in used]
        if allowed_yet:
            best = self.layable_melds(rules, hand, locked)
            if best is not None and best.value >= required:
                return list(best.melds), list(best.leftover)
        return None

    def layable_melds(self, rules: Rules, hand: list[Card], locked: frozenset[Card]) -> Opening | None:
        """The highest-value melds of ``hand`` that may be laid now: a card stays to throw,
        unless the rules let a player go out with nothing to throw."""
        return self.cache.best_opening(hand, rules.low_ace_value, locked, need_discard=True,
                                       allow_empty=not rules.discard_required_to_finish)

    # ------------------------------------------------------------------ opening

    def open(self, view: PlayerView) -> Action | None:
        if not may_open_this_turn(view.rules, view.fire_card_taken is not None):
            return None
        found = self.opening_now(view, list(view.hand), view.locked)
        if found is None:
            return None
        melds, left = found
        if self.wait_for_hand(view, melds, left):
            return None
        return self.lay(view, melds)

    def wait_for_hand(self, view: PlayerView, melds: Sequence[Meld], left: Sequence[Card]) -> bool:
        """Hold back this opening to try for a Hand?

        Only a style that hunts Hands does (``hunt_cards``): while the opening would
        leave at most that many cards and no opponent who has opened is down to a
        few cards (who could go out and catch this hand closed, at 100 points).
        """
        if view.must_open or view.phase is not Phase.PLAY or not self.hunting(view, len(left)):
            return False
        if self.style.hand_ev:
            self.planned = self.hold_for_hand(view, left)
            return self.planned is not None
        hold = PolicyBot.discard(self, view)
        if not isinstance(hold, Discard):
            return False
        return not self.style.hold_bar or self.hand_chance(view, hold) >= self.hold_threshold(view)

    def hand_chance(self, view: PlayerView, hold: Discard) -> float:
        """The chance that one of the next ``HOLD_TURNS`` draws completes a Hand, after ``hold``."""
        thrown = set(hold.cards)
        hand = [c for c in view.hand if token_of(c) not in thrown]
        rules = view.rules
        return hand_chance(hand, live_counts(view, self.memory), rules.low_ace_value,
                           rules.discard_required_to_finish, self.cache, HOLD_TURNS)

    def hold_for_hand(self, view: PlayerView, left: Sequence[Card]) -> Discard | None:
        """The discard to hold the hand closed with, if the Hand is worth the wait (``hand_ev``)."""
        found = self.hand_hold(view)
        if found is None or not self.hand_pays(view, found[0], left):
            return None
        return found[1]

    def hand_hold(self, view: PlayerView) -> tuple[float, Discard] | None:
        """The discard that keeps the Hand likeliest, and that chance (``hand_reach``).

        The discards tried are the cards some largest lay-down leaves loose (the
        ``hand_discards`` the keep scores would throw first among them), all on the
        same sampled runs.
        """
        hand = list(view.hand)
        low = view.rules.low_ace_value
        melded = most_melded(hand, low)
        kinds: dict[object, Card] = {}
        for card in hand:
            if card not in view.locked and card.kind not in kinds:
                kinds[card.kind] = card
        loose = [c for c in kinds.values() if most_melded([h for h in hand if h is not c], low) == melded]
        if not loose:
            return None
        if len(loose) > self.style.hand_discards:
            scores = self.keep_scores(view, hand)
            loose = sorted(loose, key=lambda c: scores[c])[:self.style.hand_discards]
        runs = self.hand_runs(view)
        best: tuple[float, Card] | None = None
        for card in loose:
            rest = [h for h in hand if h is not card]
            chance = self.reach(view, rest, runs)
            if best is None or chance > best[0]:
                best = (chance, card)
        assert best is not None
        return best[0], Discard(view.seat, (token_of(best[1]),))

    def hand_worth(self, view: PlayerView, hand: list[Card], left: Sequence[Card]) -> float | None:
        """The Hand's chance for ``hand`` as it stands, if holding it is worth it (else None)."""
        chance = self.reach(view, hand, self.hand_runs(view))
        return chance if self.hand_pays(view, chance, left) else None

    def hand_runs(self, view: PlayerView) -> list[list[Card]]:
        """Sampled runs of the cards the next ``hand_turns`` turns may bring (``hand_reach``)."""
        style = self.style
        live = live_counts(view, self.memory)
        pool = [ONE_OF_EACH[k] for k, n in enumerate(live) for _ in range(n)]
        size = style.hand_turns * (1 + style.hand_fire)
        if len(pool) < size:
            return []
        return [self.rng.sample(pool, size) for _ in range(style.hand_runs)]

    def reach(self, view: PlayerView, hand: list[Card], runs: list[list[Card]]) -> float:
        return hand_reach(hand, view.rules.low_ace_value, self.style.hand_turns, runs,
                          self.style.hand_fire)

    def hand_pays(self, view: PlayerView, chance: float, left: Sequence[Card]) -> bool:
        """Does a Hand this likely within ``hand_turns`` turns outweigh the risk of the wait?

        The Hand gains the finisher 30 points over a normal finish, and each opponent
        pays 100 more if closed, about their hand's value more if opened; being caught
        closed costs 100 less what the opening's leftover (``left``) would have paid.
        The risk: someone else goes out within those turns (``OUT_SOON`` of each opened
        opponent's cards, ``CLOSED_OUT`` for a closed one).
        """
        me = set(view.side(view.seat))
        opponents = [s for s in range(view.players) if s not in me]
        extra = sum(100.0 if not view.opened[s] else 6.0 * view.hand_counts[s] for s in opponents)
        gain = 30.0 + extra / max(1, len(opponents))
        stay = 1.0
        for s in opponents:
            stay *= 1.0 - (OUT_SOON.get(view.hand_counts[s], 0.05) if view.opened[s] else CLOSED_OUT)
        risk = 1.0 - stay ** self.style.hand_turns
        cost = max(10.0, 100.0 - sum(penalty_value(c, view.rules.joker_penalty) for c in left))
        return chance * gain >= self.style.hand_ev * self.standing_factor(view) * risk * cost

    def standing_factor(self, view: PlayerView) -> float:
        """``1 + hand_standing`` for a match leader, ``1 / (1 + hand_standing)`` for a trailer
        (squared in the last round), else 1: a trailer needs the Hand's swing, a leader not."""
        if not self.style.hand_standing or view.rounds_left is None:
            return 1.0
        me = view.side(view.seat)
        mine = sum(view.scores[s] for s in me)
        others = [sum(view.scores[t] for t in view.side(s)) for s in range(view.players) if s not in me]
        factor = (1.0 + self.style.hand_standing) ** (2 if view.rounds_left == 0 else 1)
        if mine < min(others):
            return factor
        if mine > max(others):
            return 1.0 / factor
        return 1.0

    def hold_threshold(self, view: PlayerView) -> float:
        """The style's bar, raised for a match leader and lowered for a trailer (more so at
        the end): a leader has less to gain from a gamble on a Hand, a trailer more."""
        bar = self.style.hold_bar
        if view.rounds_left is None:
            return bar
        me = view.side(view.seat)
        mine = sum(view.scores[s] for s in me)
        others = [sum(view.scores[t] for t in view.side(s)) for s in range(view.players) if s not in me]
        shift = STANDING_SHIFT * (2.0 if view.rounds_left == 0 else 1.0)
        if mine < min(others):
            bar += shift
        elif mine > max(others):
            bar -= shift
        return max(0.05, bar)

    def hunting(self, view: PlayerView, left: int) -> bool:
        """Would this style hold an opening leaving ``left`` cards, to go out as a Hand?

        Never with one card or none left: then the opening goes out now, as a Hand.
        Never under a rising threshold (Saudi): every opening by another player
        raises what this hand needs, and holding back can price it out of opening.
        """
        if not self.huntable(left) or view.rules.rising:
            return False
        me = set(view.side(view.seat))
        return not any(view.opened[s] and view.hand_counts[s] <= self.style.hunt_until
                       for s in range(view.players) if s not in me)

    def huntable(self, left: int) -> bool:
        """Few enough cards would be left to hunt the Hand, and not so few the opening goes out."""
        return 1 < left <= self.style.hunt_cards

    def lay(self, view: PlayerView, melds: Sequence[Meld]) -> LayMelds:
        if self.style.guard_jokers:
            melds = self.sheltered(view, melds)
        return LayMelds(view.seat, tuple(spec_for(m) for m in melds))

    def sheltered(self, view: PlayerView, melds: Sequence[Meld]) -> list[Meld]:
        """Runs with a Joker at one end, turned to the end whose card fewer opponents can hold.

        Whoever holds the card a Joker stands for takes the Joker (section 5.3); an
        opening keeps the value it needs.
        """
        unseen = unseen_counts(view)
        out: list[Meld] = []
        for meld in melds:
            other = other_joker_end(meld)
            if other is not None and live_copies(other, unseen) < live_copies(meld, unseen):
                out.append(other)
            else:
                out.append(meld)
        if not view.opened[view.seat]:
            low = view.rules.low_ace_value
            if sum(m.value(low) for m in out) < view.required_opening:
                return list(melds)
        return out

    # ------------------------------------------------------------------ opened play

    def blocked(self, view: PlayerView, index: int) -> bool:
        return view.waived is not None and index not in view.laid_this_turn

    def leftover_ok(self, view: PlayerView, left: Sequence[Card]) -> bool:
        """After a play the hand still has a card it may discard (or is empty, if allowed)."""
        return left_problem(left, view.locked, view.rules) is None

    def play_opened(self, view: PlayerView) -> Action | None:
        hand = list(view.hand)
        locked = view.locked
        if len(hand) == 1 and hand[0] not in locked:
            return None  # discard it and go out
        rules = view.rules
        if hand_still_possible(view.laid_earlier[view.seat], view.touched_other):
            # Untouched this round (the partner opened for the team, or it opened this turn):
            # a whole hand laid down now, with nothing put on others' melds, is a Hand.
            out = self.cache.go_out(hand, rules.low_ace_value, locked,
                                    rules.discard_required_to_finish)
            if out is not None and out.melds:
                return self.lay(view, out.melds)
        if self.style.replace_jokers:
            action = self.replacement(view, hand)
            if action is not None:
                return action
        best = self.layable_melds(rules, hand, locked)
        if best is not None and best.melds:
            return self.lay(view, best.melds)
        action = self.extension(view, hand)
        if action is not None:
            return action
        if self.style.lay_off_joker:
            return self.joker_lay_off(view, hand)
        return None

    def replacement(self, view: PlayerView, hand: list[Card]) -> Action | None:
        for index, meld in enumerate(view.table):
            joker = meld.joker
            if joker is None or self.blocked(view, index):
                continue
            cards: list[Card] = []
            for rank, suit in meld.joker_represents():
                match = next(
                    (c for c in hand if c.rank == rank and c.suit is suit and c not in cards), None
                )
                if match is None:
                    break
                cards.append(match)
            else:
                left = [c for c in hand if c not in cards] + [joker]
                if self.leftover_ok(view, left):
                    return ReplaceJoker(view.seat, index, tokens_of(cards))
        return None

    def extension(self, view: PlayerView, hand: list[Card]) -> Action | None:
        joker_pen = view.rules.joker_penalty
        order = sorted((c for c in hand if not c.is_joker),
                       key=lambda c: -penalty_value(c, joker_pen))
        # A partner's set missing a suit comes last: the partner may hold that card.
        partner = (view.seat + 2) % view.players if view.rules.partners else -1
        indices = sorted(range(len(view.table)), key=lambda i: (
            view.table[i].owner == partner and view.table[i].kind is MeldKind.SET, i))
        for card in order:
            left = [c for c in hand if c != card]
            if not self.leftover_ok(view, left):
                continue
            for index in indices:
                meld = view.table[index]
                if self.blocked(view, index) or not fits_meld(card, meld):
                    continue
                try:
                    extend_meld(meld, [card])
                except RuleError:
                    continue
                return Extend(view.seat, index, (token_of(card),))
        return None

    def joker_lay_off(self, view: PlayerView, hand: list[Card]) -> Action | None:
        joker = next((c for c in hand if c.is_joker), None)
        if joker is None:
            return None
        left = [c for c in hand if c != joker]
        if not self.leftover_ok(view, left):
            return None
        places: list[tuple[int, int, CardToken | None]] = []  # (live copies, meld, Joker's card)
        unseen = unseen_counts(view) if self.style.guard_jokers else None
        for index, meld in enumerate(view.table):
            if meld.has_joker or self.blocked(view, index):
                continue
            # The high end first: there the Joker stands for a higher card.
            for joker_as in reversed(joker_places(meld)):
                try:
                    grown = extend_meld(meld, [joker], joker_as)
                except RuleError:
                    continue
                if unseen is None:
                    return Extend(view.seat, index, (token_of(joker),), joker_as)
                # Where the card it stands for is dead, nobody can take the Joker back.
                places.append((live_copies(grown, unseen), index, joker_as))
        if not places:
            return None
        _, index, joker_as = min(places, key=lambda p: (p[0], p[1]))
        return Extend(view.seat, index, (token_of(joker),), joker_as)

    # ------------------------------------------------------------------ discard

    def discard(self, view: PlayerView, look_ahead: bool = True) -> Action | None:
        """The card to throw (``look_ahead=False``: by the keep scores alone, the quick way)."""
        planned, self.planned = self.planned, None
        if planned is not None:
            return planned
        hand = list(view.hand)
        locked = view.locked
        choices: dict[tuple[int, object], Card] = {}
        for card in hand:
            if card not in locked:
                choices.setdefault(card.kind, card)
        if not choices:
            return None
        untouched = hand_still_possible(view.laid_earlier[view.seat], view.touched_other)
        if double_joker_hand(hand, view.rules, view.phase, untouched):
            return Discard(view.seat, tokens_of(hand))
        if len(choices) == 1:
            card = next(iter(choices.values()))
            return Discard(view.seat, (token_of(card),))
        scores = self.keep_scores(view, hand)
        if look_ahead and (self.style.open_lookahead or self.style.out_lookahead):
            self.add_lookahead(view, hand, choices, scores)
        noise = self.style.noise
        best = min(
            choices.values(),
            key=lambda c: scores[c] + (self.rng.random() * noise if noise else 0.0),
        )
        return Discard(view.seat, (token_of(best),))

    def keep_scores(self, view: PlayerView, hand: list[Card]) -> dict[Card, float]:
        """How much the seat wants to keep each card (the lowest is thrown)."""
        rules = view.rules
        low = rules.low_ace_value
        part = self.cache.best_opening(hand, low)
        melded = {c for m in part.melds for c in m.cards} if part else set()
        joker_pen = rules.joker_penalty
        side_opened = view.opened[view.seat]
        scores: dict[Card, float] = {}
        if not self.style.smart_discard:
            for card in hand:
                base = 100.0 if card in melded or card.is_joker else 0.0
                scores[card] = base - penalty_value(card, joker_pen)
            return scores
        unseen = live_counts(view, self.memory) if self.style.live_outs else unseen_counts(view)
        urgency = self.urgency(view)
        in_hand = set(hand)
        style = self.style
        value_weight = style.w_value_unopened
        for card in hand:
            if card in melded:
                scores[card] = 50.0 + card_value(card)
                continue
            if card.is_joker:
                scores[card] = 40.0
                continue
            kind_id = card.kind_id  # same kind, same kind_id: the card and its twin left out
            rest = [c for c in hand if c.kind_id != kind_id]
            outs = partial_outs(card, rest, unseen)
            keep = style.w_set * outs.set_outs + style.w_run * outs.run_outs
            if card.twin in in_hand and card.twin not in melded:
                keep *= style.duplicate_factor  # the other copy keeps the same chances
            if side_opened:
                keep -= urgency * style.w_penalty_opened * penalty_value(card, joker_pen)
            else:
                keep += value_weight * card_value(card) * (1.0 if outs.partners else LONE_VALUE)
                if any(fits_meld(card, m) for m in view.table):
                    keep += style.w_table_fit  # it can be laid off once open
                if style.w_free_joker and any(frees_joker(card, m, rest) for m in view.table):
                    keep += style.w_free_joker
            scores[card] = keep
        if self.style.watch_next:
            self.add_danger(view, scores)
        return scores

    def add_lookahead(self, view: PlayerView, hand: list[Card],
                      choices: dict[tuple[int, object], Card], scores: dict[Card, float]) -> None:
        """Lower the keep score of the cards whose throw brings the next goal closer.

        The goal: unopened, reaching the opening value (``open_lookahead``);
        opened, going out (``out_lookahead``). The few cards the keep scores would
        throw first are each tried against the same sampled next draws
        (``lookahead_samples`` runs of ``LOOKAHEAD_DRAWS`` stock cards, drawn from
        the copies that can still be drawn): how often does the hand without it,
        plus those draws, reach the goal? The outs count partial melds one by
        one; this counts what the whole hand can do, high cards and all.
        """
        opened = view.opened[view.seat]
        weight = self.style.out_lookahead if opened else self.style.open_lookahead
        if not weight:
            return
        live = live_counts(view, self.memory)
        pool = [ONE_OF_EACH[k] for k, n in enumerate(live) for _ in range(n)]
        if len(pool) < LOOKAHEAD_DRAWS:
            return
        low = view.rules.low_ace_value
        required = view.required_opening
        cache = self.cache
        must_throw = view.rules.discard_required_to_finish
        on_table = [any(fits_meld(ONE_OF_EACH[k], m) for m in view.table) for k in range(len(live))]
        # The cards ``loose`` keeps, as an id mask: the draws below keep the hand as one.
        loose_ids = ids_of_kinds(sum(1 << k for k in range(len(live)) if k == JOKER_KIND or not on_table[k]))

        def loose(cards: list[Card]) -> list[Card]:
            """Once opened: the cards that do not simply go onto the table's melds."""
            return [c for c in cards if c.is_joker or not on_table[c.kind_id]]

        def reached(cards: list[Card]) -> bool:
            if not opened:
                # The cheap bound first: most sampled hands fall short of it.
                return opening_value_bound(cards) >= required and cache.opening_value(cards, low) >= required
            return cache.go_out(loose(cards), low, frozenset(), must_throw) is not None

        def may_change(drawn: Card, ids: int) -> bool:
            """Could adding ``drawn`` turn a hand (``ids``: its id mask) that misses the goal into
            one that reaches it?"""
            if not opened:
                return connects_ids(drawn, ids)  # a card in no meld leaves the opening as it was
            if drawn.is_joker or must_throw:
                return True
            # Once opened: a card that fits the table goes at once; one that makes no meld
            # could only be the last discard, and then the rest would have gone out already.
            return not on_table[drawn.kind_id] and connects_ids(drawn, ids & loose_ids)

        ordered = sorted(choices.values(), key=lambda c: scores[c])
        # A card whose keep score is more than ``weight`` above the lowest stays whatever it shows.
        tried = [c for c in ordered if scores[c] <= scores[ordered[0]] + weight][:LOOKAHEAD_CARDS]
        if len(tried) < 2:
            return
        rests = {card: [c for c in hand if c != card] for card in tried}
        hits = {card: 0 for card in tried}
        # A card whose throw leaves the goal reached already scores 1 with any draw.
        live_cards = [card for card in tried if not reached(rests[card])]
        calls = 0
        done = 0
        # Every card is tried on the same runs; the runs stop at a number of solver calls,
        # so the work has a bound and a replay makes the same choice.
        samples, most_calls = self.style.lookahead_samples, self.style.lookahead_calls
        while done < samples and calls < most_calls and live_cards:
            run = self.rng.sample(pool, LOOKAHEAD_DRAWS)
            done += 1
            for card in live_cards:
                cards = list(rests[card])
                ids = id_mask(cards)
                for drawn in run:
                    if ids >> drawn.id & 1:  # that copy is in the hand: the other one is drawn
                        drawn = drawn.twin
                    changed = may_change(drawn, ids)
                    cards.append(drawn)
                    ids |= 1 << drawn.id
                    if changed:
                        calls += 1
                        if reached(cards):
                            hits[card] += 1
                            break
        if not done:
            return  # a style whose caps allow no run learns nothing here
        progress = {card: hits[card] / done if card in live_cards else 1.0 for card in tried}
        # Throwing a card that leaves the likelier goal costs less: its keep score drops.
        base = min(progress.values())
        for card, p in progress.items():
            scores[card] -= weight * (p - base)

    def urgency(self, view: PlayerView) -> float:
        """How soon someone may go out (low .. 1.0): then the cards left in hand cost.

        Opponents count; so does the partner when its going out makes this seat pay
        its hand (keep the team's penalty low).
        """
        me = set(view.side(view.seat))
        watch = [s for s in range(view.players) if s not in me]
        if view.rules.partners and view.rules.partner_of_finisher_pays is PartnerPays.HAND:
            watch.append((view.seat + 2) % view.players)
        if self.style.smooth_urgency:
            return self.smooth_urgency(view, watch)
        fewest = min((view.hand_counts[s] for s in watch if view.opened[s]), default=99)
        if fewest <= self.style.urgency_close:
            return 1.0
        if fewest <= self.style.urgency_mid:
            return 0.5
        return self.style.urgency_low

    def smooth_urgency(self, view: PlayerView, watch: Sequence[int]) -> float:
        """The chance that one of ``watch`` goes out within about a lap of turns.

        An opened player with ``k`` cards goes out soon with a chance falling with
        ``k`` (``OUT_SOON``); a closed one only by a Hand, rarely. Several close
        players add up; a thin stock (the round near its end) raises it a little.
        """
        stay = 1.0
        for s in watch:
            k = view.hand_counts[s]
            p = OUT_SOON.get(k, 0.05) if view.opened[s] else 0.02
            stay *= 1.0 - p
        late = 0.1 if view.stock_size < 20 else 0.0
        return max(self.style.urgency_low, min(1.0, 1.0 - stay + late))

    def add_danger(self, view: PlayerView, scores: dict[Card, float]) -> None:
        """Raise the keep score of cards the next player could use (so they are not thrown)."""
        nxt = (view.seat + 1) % view.players
        opened = view.opened[nxt]
        taken = self.memory.taken_by(nxt)
        thrown = self.memory.thrown_by(nxt)
        close = 1.5 if view.hand_counts[nxt] <= 4 else 1.0
        interest: list[float] | None = None
        if self.style.read_next:
            # What they took, threw and let pass, read as one picture of what they collect.
            interest = self.memory.interest(nxt)
            taken, thrown = [], []
        for card, score in scores.items():
            if card.is_joker:
                continue
            danger = 0.0
            if opened and any(fits_meld(card, m) for m in view.table):
                danger += self.style.w_feed
            if opened and self.style.guard_jokers and any(
                    frees_joker(card, m, ()) for m in view.table):
                danger += self.style.w_feed  # it would hand them a Joker
            for t in taken:
                if t.is_joker:
                    continue
                if t.rank == card.rank and t.suit is not card.suit or t.suit is card.suit and abs(t.rank - card.rank) <= 2:
                    danger += 1.5
            for t in thrown:
                if t.rank == card.rank:
                    danger -= 0.5
            if interest is not None:
                danger += self.style.read_next * interest[card.kind_id]
            scores[card] = score + danger * close


LOOKAHEAD_CARDS = 6  # the lookahead tries this many of the cards it would throw first
LOOKAHEAD_DRAWS = 4  # ... over this many next draws
# (sampled at most ``Style.lookahead_samples`` times, the same draws for every card tried)
LONE_VALUE = 0.3  # unopened: a high card with no partial meld keeps this share of its value
HOLD_TURNS = 3  # a Hand's chance counts this many draws (someone is rarely out sooner once opened)
CLOSED_OUT = 0.03  # a closed opponent goes out (as a Hand) within a lap (a weight: measured about 0.01)
STANDING_SHIFT = 0.15  # a match leader's hold bar is this much higher, a trailer's lower (x2 at the end)

# How close an opened player with this many cards is to going out, as the urgency and the
# Hand's risk weigh it. A weight shape, not a chance: in real rounds a player with one card
# goes out within a lap about 30% of the time, with four about 3% (measured by
# benchmarks/diag_out_soon.py); replaced by those chances (and the weights retuned), the
# field's best policy scored within noise of this table (docs/STRENGTH.md).
OUT_SOON: dict[int, float] = {0: 1.0, 1: 0.9, 2: 0.7, 3: 0.5, 4: 0.35, 5: 0.25, 6: 0.18,
                              7: 0.12, 8: 0.08}



def other_joker_end(meld: Meld) -> Meld | None:
    """The same run with its end Joker moved to the other end, if that end exists."""
    if meld.kind is not MeldKind.RUN or meld.joker_pos is None or meld.suit is None:
        return None
    if meld.joker_pos == meld.low:
        pos = meld.high + 1
    elif meld.joker_pos == meld.high:
        pos = meld.low - 1
    else:
        return None  # the Joker fills a gap: it has no choice
    if not 1 <= pos <= HIGH_ACE_POS:
        return None
    try:
        return build_meld(meld.cards, CardToken(position_rank(pos), meld.suit), meld.owner)
    except RuleError:
        return None


def live_copies(meld: Meld, unseen: Sequence[int]) -> int:
    """Unseen copies of the card(s) a meld's Joker stands for."""
    return sum(unseen[natural_kind(suit.index, rank)] for rank, suit in meld.joker_represents())


class EasyBot(PolicyBot):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, EASY)


class MediumBot(PolicyBot):
    level = "medium"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, MEDIUM)
