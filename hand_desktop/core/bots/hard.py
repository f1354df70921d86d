"""Hard: the policy without Medium's noise, plus a determinized Monte Carlo search.

Hard plays the rule-based policy at its best (``policy.SHARP``): the same
judgement as Medium without Medium's noise on which loose card to keep, with
weights measured in paired duplicate rounds (it values high cards more while
it has not opened, since an opening needs points; it throws the second copy
of a loose card first).

Its search settles the decision with the largest swing: when it could open
now but the opening would leave only a few cards, should it open, or keep its
hand closed one more turn and try to go out all at once as a Hand (which
doubles what every opponent pays)? ``search.compare`` samples the hidden cards
consistently with the view, tries both moves in the same sampled worlds and
plays every world out with the noise-free policy in all seats; Hard keeps the
move with the lower mean points relative to its opponents.

Tried and dropped: searching every end-game discard or draw the same way.
Within the time budget (10 to 20 worlds of 10 to 30 ms each) the paired
difference between two discards spreads about 30 points per world while the
true differences are about 4, so the search chose worse cards than the keep
scores do (measured: no gain, slightly worse).

A search is capped by a number of worlds (so a game replays exactly from its
seeds) and by a wall-clock budget (so the table never waits long).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from hand_desktop.core.actions import Action
from hand_desktop.core.bots.policy import SHARP, PolicyBot, Style
from hand_desktop.core.bots.search import compare
from hand_desktop.core.cards import Card
from hand_desktop.core.game import Phase
from hand_desktop.core.melds import Meld
from hand_desktop.core.view import PlayerView

HARD = SHARP


class HardBot(PolicyBot):
    level = "hard"

    def __init__(
        self, seed: int = 0, *, worlds: int = 12, time_cap_s: float = 0.22,
        hand_wait_cards: int = 6, style: Style = HARD,
    ) -> None:
        super().__init__(seed, style)
        self.worlds = worlds
        self.time_cap_s = time_cap_s
        self.hand_wait_cards = hand_wait_cards
        self.searches = 0  # decisions settled by a search (for tests and tuning)

    def search(self, view: PlayerView, candidates: Sequence[Action]) -> Action:
        """The candidate with the best mean outcome; the first one if no world could be played."""
        deadline = time.perf_counter() + self.time_cap_s
        means, played = compare(view, candidates, self.memory, self.rng, self.worlds, deadline,
                                self.cache)
        if played == 0:
            return candidates[0]
        self.searches += 1
        best = min(range(len(candidates)), key=lambda i: (means[i], i))
        return candidates[best]

    def wait_for_hand(self, view: PlayerView, melds: Sequence[Meld], left: Sequence[Card]) -> bool:
        """Open now, or keep the hand closed one more turn for a Hand? Searched."""
        if (view.must_open or view.phase is not Phase.PLAY
                or not 2 <= len(left) <= self.hand_wait_cards):
            return False
        hold = PolicyBot.discard(self, view)
        if hold is None:
            return False
        lay = self.lay(view, melds)
        return self.search(view, [lay, hold]) is hold


__all__ = ["HARD", "HardBot"]
