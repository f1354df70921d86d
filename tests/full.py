"""``HAND_FULL_TESTS=1`` (``.ci/run`` sets it) runs the long checks as well: the
whole brute-force solver oracle, the frozen bundle build with its installers (the
.deb installed in a minimal Debian root, the self-test on Xvfb; the Inno Setup
compile under Wine where Wine is installed), every example of the
longest property tests, three bot rounds for each rule setting, more rounds of
Hard and the sparring bot, and three crash trials of the real game. Without it the
suite runs a sixth of the oracle, a third of those examples, one round a setting,
fewer of those rounds and two crash trials, and skips the bundle, and takes about a
minute on a 2-core machine."""

from __future__ import annotations

import os

FULL = os.environ.get("HAND_FULL_TESTS") == "1"
SKIP_REASON = "the frozen bundle build takes a few minutes: HAND_FULL_TESTS=1 runs it (CI does)"


def examples(full: int) -> int:
    """A long property test's ``max_examples``: ``full`` in CI, a third of it otherwise."""
    return full if FULL else max(1, full // 3)
