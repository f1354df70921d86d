"""Hot-seat: whose cards the table shows, and when the "Pass to …" cover goes up.

With one person at the computer their seat is always at the bottom and their
cards are shown. With several, as soon as a person's turn ends the cover goes
up naming the next person to play, and every hand stays hidden until that
person clicks; then the table turns so their seat is at the bottom.
With nobody (computer players only) seat 0 is shown, as a spectator would.
"""

from __future__ import annotations


class HotSeat:
    def __init__(self, humans: list[int], players: int) -> None:
        self.humans = sorted(humans)
        self.players = players
        self.shown = self.humans[0] if self.humans else 0
        self.covered = False

    @property
    def multi(self) -> bool:
        return len(self.humans) >= 2

    def next_human(self, turn: int) -> int:
        """The first person to play at or after ``turn``."""
        for k in range(self.players):
            seat = (turn + k) % self.players
            if seat in self.humans:
                return seat
        return self.shown

    def new_round(self, turn: int) -> None:
        """A new round: cover the table for the first person to play."""
        if self.multi:
            self.shown = self.next_human(turn)
            self.covered = True

    def follow(self, turn: int, over: bool) -> bool:
        """After a move: cover the table when the next person to play is not the one shown.

        Returns True when the cover went up or changed.
        """
        if not self.multi or over:
            return False
        nxt = self.next_human(turn)
        if nxt == self.shown:
            return False
        self.shown = nxt
        self.covered = True
        return True

    def reveal(self) -> None:
        self.covered = False
