"""A fingerprint of seeded play, to show a refactoring changed no action: ``python tools/play_fingerprint.py``.

Six 3-round matches of random legal play through the core's ``MatchRunner`` and
two 3-round matches of bots through the desktop's ``LocalSession`` (animations
off, the next round dealt as the window does). Prints ``play_actions N actions``
and ``play_fingerprint HEX hash``: the SHA-256 of the action logs. Equal output
before and after a change means every seeded game took the same actions.
"""

from __future__ import annotations

import hashlib
import json
import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from hand_desktop.core.match import Match
from hand_desktop.core.randomplay import random_action
from hand_desktop.core.rules import Rules
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui.sessions.local_session import LocalSession

MAX_STEPS = 20_000


def random_matches(digest: hashlib._Hash) -> int:
    total = 0
    for seed in range(6):
        match = Match(Rules(rounds=3), 4, seed)
        rng = random.Random(seed)
        for _ in MatchRunner(match).play(lambda _view, m=match, r=rng: random_action(m.round, r),
                                         MAX_STEPS):
            pass
        total += len(match.log)
        digest.update(json.dumps(match.log, sort_keys=True).encode())
    return total


def session_matches(digest: hashlib._Hash) -> int:
    app = QApplication.instance() or QApplication([])
    total = 0
    kinds = (SeatKind.EASY, SeatKind.MEDIUM, SeatKind.EASY, SeatKind.MEDIUM)
    for seed in (100, 101):
        match = Match(Rules(rounds=3), 4, seed)
        session = LocalSession(match, [Seat(f"Bot {i}", k) for i, k in enumerate(kinds)], 0)
        session.applied.connect(
            lambda r, s=session: QTimer.singleShot(0, s.next_round) if r.round_ended and not r.match_over else None)
        session.start()
        for _ in range(200_000):
            if match.over:
                break
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
        session.shutdown()
        if not match.over:
            raise SystemExit(f"the bots' match of seed {seed} did not end")
        total += len(match.log)
        digest.update(json.dumps(match.log, sort_keys=True).encode())
    return total


def main() -> None:
    digest = hashlib.sha256()
    total = random_matches(digest) + session_matches(digest)
    print(f"play_actions {total} actions")
    print(f"play_fingerprint {digest.hexdigest()} hash")


if __name__ == "__main__":
    main()
