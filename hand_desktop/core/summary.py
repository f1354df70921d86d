"""``MatchSummary``: the score of a match as one frozen value.

What the status bar, the score sheet, the round summary and the match end
read, and what a LAN host sends its clients (``wire.summary_to_json``): it
names no card of a round in play, so it is public.
"""

from __future__ import annotations

from dataclasses import dataclass

from hand_desktop.core.rules import Rules
from hand_desktop.core.scoring import RoundResult
from hand_desktop.core.seats import SeatKind


def team_totals(totals: tuple[int, ...] | list[int]) -> tuple[int, int]:
    """Team totals in partner variants: team 0 = seats 0+2, team 1 = seats 1+3."""
    return (totals[0] + totals[2], totals[1] + totals[3])


def standings(totals: tuple[int, ...] | list[int], partners: bool) -> tuple[int, ...]:
    """What decides the match: team totals with partners, else seat totals."""
    return team_totals(totals) if partners else tuple(totals)


@dataclass(frozen=True)
class MatchSummary:
    names: tuple[str, ...]
    kinds: tuple[SeatKind, ...]
    rules: Rules
    results: tuple[RoundResult, ...]  # per finished round, deciding rounds included
    totals: tuple[int, ...]  # per seat
    team_totals: tuple[int, ...] | None  # team 0 = seats 0+2, team 1 = seats 1+3; None without partners
    standings: tuple[int, ...]  # what decides: team totals with partners, else seat totals
    round_number: int  # 1-based: the round in play, or the one just finished
    deciding: bool  # the round in play (or the next) is a deciding round
    round_over: bool  # the round numbered round_number is over
    over: bool
    winner: int | None  # a seat, or a team index with partners; None until the match is over

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def partners(self) -> bool:
        return self.rules.partners

    @property
    def rounds(self) -> int:
        """Rounds chosen for the match (deciding rounds come on top)."""
        return self.rules.rounds

    @property
    def rounds_played(self) -> int:
        return len(self.results)
