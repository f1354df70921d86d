"""Hard: searches over sampled hidden cards (first version delegates to Medium)."""

from __future__ import annotations

from hand_desktop.core.bots.policy import MediumBot


class HardBot(MediumBot):
    level = "hard"
