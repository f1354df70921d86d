"""How the tested seat's rounds end in a figure's matches, and what each ending does to its match.

    uv run python benchmarks/diag_outcomes.py --tested hard --others hunter --matches 400 \\
        --seed 1 --jobs 2 --hard time_cap_s=60

The duplicate matches of ``bench_strength.py --tested T --others O`` (the same deals, seats
and bot seeds, so ``win_rate`` is that figure's). Each round is classed by how it ended for
the tested seat (``Ending``), and as held when the seat held an opening back in it at least
once (its search or its style's rule chose to wait for a Hand; the holds of a search's own
worlds do not count). Prints ``NAME VALUE UNIT`` lines, ``_held`` for the held rounds:

* ``ENDING[_held]_share``: the share of the seat's rounds that ended so;
* ``ENDING[_held]_match_win_rate``: the share of matches won among those with such a round;
* ``held_rounds``: the share of rounds with a hold; ``held_turns``: turns held per such round;
* ``win_rate``: the share of matches the tested seat won.

Individual variants only: in a partner variant a seat's ending is its team's.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_strength import Job, custom_figure, figure_jobs, hard_setting, process_pool, table

from hand_desktop.core.bots.policy import PolicyBot
from hand_desktop.core.cards import Card
from hand_desktop.core.events import RoundEnded
from hand_desktop.core.melds import Meld
from hand_desktop.core.rules import Variant
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.scoring import Finish, Role, RoundResult
from hand_desktop.core.view import PlayerView


class Ending(Enum):
    """How a round ended for one seat."""

    OUT = "out"  # it went out: -30
    HAND = "hand"  # it went out as a Hand: -60
    CAUGHT_CLOSED = "caught_closed"  # someone went out while it had not opened: 100
    CAUGHT_CLOSED_BY_HAND = "caught_closed_by_hand"  # ... as a Hand: 200
    PAID = "paid"  # someone went out after it opened: its cards
    PAID_BY_HAND = "paid_by_hand"  # ... as a Hand: twice its cards
    NO_CONTEST = "no_contest"


def ending(result: RoundResult, seat: int) -> Ending:
    mine = result.seats[seat]
    if result.finish is Finish.NO_CONTEST:
        return Ending.NO_CONTEST
    by_hand = result.finish.is_hand
    if mine.role is Role.FINISHER:
        return Ending.HAND if by_hand else Ending.OUT
    if not mine.opened:
        return Ending.CAUGHT_CLOSED_BY_HAND if by_hand else Ending.CAUGHT_CLOSED
    return Ending.PAID_BY_HAND if by_hand else Ending.PAID


@dataclass(frozen=True)
class RoundOutcome:
    ending: Ending
    held_turns: int  # turns the seat held an opening back in this round


@dataclass(frozen=True)
class MatchOutcome:
    won: bool
    rounds: tuple[RoundOutcome, ...]


def count_holds(bot: PolicyBot) -> list[int]:
    """Count the turns ``bot`` holds an opening back (``wait_for_hand`` says wait): one
    counter, that the caller reads and resets. Only this bot's own decisions count, not
    the bots its search plays its worlds with."""
    held = [0]
    ask = bot.wait_for_hand

    def wait_for_hand(view: PlayerView, melds: Sequence[Meld], left: Sequence[Card]) -> bool:
        waits = ask(view, melds, left)
        held[0] += waits
        return waits

    bot.wait_for_hand = wait_for_hand  # type: ignore[method-assign]  # this bot alone, not its class
    return held


def play(job: Job) -> MatchOutcome:
    """One match of the figure, as ``bench_strength.play`` deals and seats it."""
    rotation = job[4]  # the tested seat (individual variants)
    _, bots, match = table(job)
    tested = bots[rotation]
    held = count_holds(tested) if isinstance(tested, PolicyBot) else [0]  # (every level is one)
    outcomes: list[RoundOutcome] = []
    for event in MatchRunner(match).play(lambda view: bots[view.seat].choose(view)):
        if isinstance(event, RoundEnded):
            outcomes.append(RoundOutcome(ending(event.result, rotation), held[0]))
            held[0] = 0
    return MatchOutcome(match.winner() == rotation, tuple(outcomes))


def lines(matches: Sequence[MatchOutcome]) -> list[str]:
    """The report's ``NAME VALUE UNIT`` lines."""
    rounds = [r for m in matches for r in m.rounds]
    shares: Counter[str] = Counter()
    having: Counter[str] = Counter()
    won_having: Counter[str] = Counter()
    for m in matches:
        names = set()
        for r in m.rounds:
            name = r.ending.value + ("_held" if r.held_turns else "")
            shares[name] += 1
            names.add(name)
        for name in names:
            having[name] += 1
            won_having[name] += m.won
    out = []
    for name in sorted(shares):
        out.append(f"{name}_share {shares[name] / len(rounds):.3f} share")
        out.append(f"{name}_match_win_rate {won_having[name] / having[name]:.3f} share")
    held = [r.held_turns for r in rounds if r.held_turns]
    out.append(f"held_rounds {len(held) / len(rounds):.3f} share")
    out.append(f"held_turns {sum(held) / len(held) if held else 0.0:.2f} turns")
    out.append(f"win_rate {sum(m.won for m in matches) / len(matches):.3f} share")
    out.append(f"matches {len(matches)} matches")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tested", default="hard", help="hard, medium, a style or a style's variant")
    p.add_argument("--others", default="hunter", help="the bot in the other three seats")
    p.add_argument("--variant", default="hand", choices=[v.value for v in Variant if not v.partners])
    p.add_argument("--matches", type=int, default=400, help="rounded up to whole deals")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--hard", default="", help="a setting of the tested Hard (bench_strength.py --hard)")
    ns = p.parse_args(argv)
    if ns.matches < 1:
        p.error("--matches must be 1 or more")
    try:
        setting = hard_setting(ns.hard)
    except ValueError as exc:
        p.error(str(exc))
    figure = custom_figure(p, ns.tested, ns.others, Variant(ns.variant))
    jobs = figure_jobs(figure, ns.matches, ns.rounds, ns.seed, setting)
    with process_pool(ns.jobs) as pool_map:
        matches: list[MatchOutcome] = pool_map(play, jobs)
    for line in lines(matches):
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
