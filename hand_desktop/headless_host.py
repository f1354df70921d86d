"""``hand-desktop-host``: a table with no window (PROTOCOL.md sections 11 and 12.12).

Example::

    hand-desktop-host --seats remote,remote,medium,hard --variant saudi --rounds 5 \\
        --port 47123 --data ~/hand-table

Bots move at the pace of a table at this computer (``--bot-delay-ms``, 600 by
default), so a client that answers every ``update`` at once stays well under
the protocol's rate limit (20 messages a second).

Standard error carries the host log: one line per join, rejoin, leave, refusal
and drop, with its code (never a token, a join code or a card); ``--quiet``
leaves only warnings and errors. A table whose files cannot be written says so
there at once (once, until they can be written again): it plays on, but could
not be resumed after a crash.

Standard output carries only JSON lines: the listening line, one line per
finished round (``{"round": n, "result": ..., "totals": [...]}``) and one at
the match end (``{"match_over": {"totals": [...], "winner": w}}``). Logs go to
standard error. Bad options: one error line, exit 2. The process closes its
connections and exits 0 within a few seconds of sending ``match_over``.

With ``--data DIR`` the host writes, after every accepted action, the match's
autosave (``autosave.json``, which holds the seed and never leaves this
computer) and the host-only seat file (``seats.json``: the table id, the join
code, the seats' kinds and names and the SHA-256 of each token, never a
token). Started again with the same ``--data`` it resumes that table, and the
clients rejoin with their tokens. A file that cannot be read is reported and
set aside (renamed ``NAME.broken-<timestamp>.json``) and a new table starts; the
match's files are removed once the match is over. The files are private (0600 in
a 0700 folder): the autosave holds the seed, the seat file the join code.

This module, not ``hand_desktop.net``, owns the ``Match`` and its save: the
network layer never reaches the save form or the seed.
"""

from __future__ import annotations

import argparse
import json
import logging
import secrets
import signal
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hand_desktop import __version__
from hand_desktop.core.driver import Bots
from hand_desktop.core.match import Match
from hand_desktop.core.names import clean_name
from hand_desktop.core.rules import ALLOWED_ROUNDS, Rules, Variant
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.wire import result_to_json, rules_to_json
from hand_desktop.host_files import TableFiles, load_saved
from hand_desktop.net.address import DEFAULT_PORT, DISCOVERY_PORT
from hand_desktop.net.host import SeatConfig, TableConfig, TableHost
from hand_desktop.net.match_game import MatchGame
from hand_desktop.net.security import is_join_code, new_join_code, normalize_code

if TYPE_CHECKING:  # for the attribute's type; the module itself is imported where a responder starts
    from hand_desktop.net.discovery import DiscoveryResponder

log = logging.getLogger("hand_desktop.host")

EXIT_AFTER_MATCH_MS = 1500  # flush the last messages, then close and quit (well within 10 s)
BOT_DELAY_MS = 600  # a bot's pause before it moves: ui.session.BOT_PACE_MS, a local table's
TABLE_NAME = "Hand table"  # what a table search lists when no seat has a name yet
DESCRIPTION = ("Host a table of Hand with no window. Traffic between the players' computers is "
               "not encrypted: play only on a network you trust.")
HEADLESS_KINDS = ("remote", "easy", "medium", "hard")


class OptionError(ValueError):
    """A bad option; the message is the one line the user reads."""


@dataclass(frozen=True)
class Options:
    seats: tuple[SeatKind, ...]
    rules: Rules
    port: int
    bind: str
    code: str | None
    seed: int
    grace: float
    data: Path | None
    discovery: bool
    tables: int  # bench only: this many independent tables, each on its own port
    discovery_port: int = DISCOVERY_PORT  # tests only: another UDP port than the protocol's
    bot_delay_ms: int = BOT_DELAY_MS
    quiet: bool = False


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise OptionError(message)


def parse_options(argv: Sequence[str]) -> Options:
    p = _Parser(prog="hand-desktop-host", description=DESCRIPTION)
    p.add_argument("--seats", required=True, help="comma-separated: remote, easy, medium, hard")
    p.add_argument("--variant", default="hand", help="hand, hand_partners, saudi, saudi_partners")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help="0 = any free port")
    p.add_argument("--bind", default="0.0.0.0", help="the address to listen on")
    codes = p.add_mutually_exclusive_group()
    codes.add_argument("--code", help="the join code (6 characters of Crockford base32)")
    codes.add_argument("--no-code", action="store_true", help="anyone on the network may join")
    p.add_argument("--seed", type=int, help="fixes the deals (for tests)")
    p.add_argument("--grace", type=float, default=60.0, help="seconds before a bot plays an absent seat")
    p.add_argument("--data", type=Path, help="folder for the autosave and the seat tokens")
    p.add_argument("--no-discovery", action="store_true", help="do not answer table searches")
    p.add_argument("--bot-delay-ms", type=int, default=BOT_DELAY_MS,
                   help=f"how long a computer player waits before it moves (default {BOT_DELAY_MS}, "
                        "a table at one computer's pace; 0 = at once, for tests)")
    p.add_argument("--quiet", action="store_true",
                   help="no host log of joins, leaves, refusals and drops (warnings and errors still)")
    p.add_argument("--tables", type=int, default=1, help=argparse.SUPPRESS)  # the benchmark's
    p.add_argument("--discovery-port", type=int, default=DISCOVERY_PORT, help=argparse.SUPPRESS)  # tests'

    ns = p.parse_args(list(argv))

    kinds = [s.strip().lower() for s in ns.seats.split(",")]
    for k in kinds:
        if k not in HEADLESS_KINDS:
            raise OptionError(f"--seats: unknown seat {k!r}; choose from {', '.join(HEADLESS_KINDS)}")
    if SeatKind.REMOTE.value not in kinds:
        raise OptionError("--seats: a table needs at least one remote seat")
    try:
        variant = Variant(ns.variant)
    except ValueError:
        raise OptionError(f"--variant: unknown variant {ns.variant!r}; choose from "
                          f"{', '.join(v.value for v in Variant)}") from None
    if ns.rounds not in ALLOWED_ROUNDS:
        raise OptionError(f"--rounds must be one of {', '.join(map(str, ALLOWED_ROUNDS))}")
    rules = Rules(variant=variant, rounds=ns.rounds)
    try:
        rules.check_players(len(kinds))
    except ValueError as exc:
        raise OptionError(f"--seats: {exc}") from None
    if not 0 <= ns.port <= 65535:
        raise OptionError("--port must be 0 to 65535")
    code: str | None = None if ns.no_code else new_join_code()
    if ns.code is not None:
        code = normalize_code(ns.code)
        if not is_join_code(code):
            raise OptionError("--code must be 6 characters of 0-9 and A-Z without I, L, O, U")
    if not 0 <= ns.grace <= 86_400:
        raise OptionError("--grace must be 0 (wait for ever) to 86400 seconds")
    if ns.seed is not None and not 0 <= ns.seed < 2**63:
        raise OptionError("--seed must be a whole number from 0")
    if not 1 <= ns.discovery_port <= 65535:
        raise OptionError("--discovery-port must be 1 to 65535")
    if not 1 <= ns.tables <= 500:
        raise OptionError("--tables must be 1 to 500")
    if not 0 <= ns.bot_delay_ms <= 60_000:
        raise OptionError("--bot-delay-ms must be 0 to 60000")
    if ns.data is not None and ns.tables != 1:
        raise OptionError("--data keeps one table")
    seed = ns.seed if ns.seed is not None else secrets.randbits(62)
    return Options(tuple(SeatKind(k) for k in kinds), rules, ns.port, ns.bind, code, seed,
                   ns.grace, ns.data, not ns.no_discovery, ns.tables,
                   discovery_port=ns.discovery_port, bot_delay_ms=ns.bot_delay_ms, quiet=ns.quiet)


# --------------------------------------------------------------------------- one table


def emit(line: dict[str, Any]) -> None:
    """One JSON line on standard output (the only thing ever written there)."""
    sys.stdout.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
    sys.stdout.flush()


class Table:
    """One headless table: its match, its server, its files and its stdout lines."""

    def __init__(self, options: Options, on_over: Any, index: int = 0) -> None:
        from hand_desktop.net.transport import HostServer  # Qt only once the options are good

        self.options = options
        self.index = index  # the benchmark's tables: the n-th listens on port + n
        self._on_over = on_over
        self.match: Match | None = None
        self._reported = 0
        self._over_sent = False
        saved = load_saved(options.data) if options.data is not None else None
        kinds = saved.kinds if saved else options.seats
        rules = saved.match.rules if saved and saved.match else options.rules
        self.table_id = saved.table if saved else "t-" + secrets.token_urlsafe(12)
        self.code = saved.code if saved else options.code
        self.rules = rules
        config = TableConfig(
            table=self.table_id, app=__version__,
            seats=tuple(SeatConfig(k) for k in kinds), rules=rules_to_json(rules),
            code=self.code, grace=options.grace, auto_start=True,
        )
        game = None
        if saved and saved.match:
            self.match = saved.match
            self._reported = len(saved.match.results)
            game = MatchGame(saved.match, self._save)
            log.info("resumed table %s at round %d", self.table_id, saved.match.round_number)
        seed = saved.match.seed if saved and saved.match else options.seed
        self._seed = seed
        self.host = TableHost(config, self._new_game, game=game,
                              token_digests=saved.digests if saved else None,
                              names=saved.names if saved else None)
        # A bot thinks as soon as it is due (nothing animates here) and moves once the delay is over.
        self.server = HostServer(self.host, Bots(seed), bot_delay_ms=options.bot_delay_ms,
                                 think_ms=lambda: 0)
        self.save_problem: str | None = None  # why the table's files cannot be written, while they cannot
        self.server.changed.connect(self._changed)
        self._digests = self.host.token_digests()
        self.responder: DiscoveryResponder | None = None

    def _new_game(self, names: list[str]) -> MatchGame:
        self.match = Match(self.rules, len(names), self._seed, list(names))
        return MatchGame(self.match, self._save)

    def listen(self) -> bool:
        o = self.options
        port = o.port + self.index if o.port else 0
        if not self.server.listen(o.bind, port):
            return False
        if o.discovery:
            from hand_desktop.net.discovery import DiscoveryResponder

            self.responder = DiscoveryResponder(self.answer, bind=o.bind, port=o.discovery_port)
            if not self.responder.start():
                log.warning("table search answers are off: UDP port %d is taken", o.discovery_port)
        self._save_seats()  # first: whoever reads the listening line finds the table's file
        emit({"listening": {"host": o.bind, "port": self.server.port},
              "table": self.table_id, "code": self.code})
        return True

    def answer(self) -> dict[str, Any]:
        seats = self.host.seats()
        return {"proto": 1, "app": __version__, "table": self.table_id, "name": self.table_name(),
                "port": self.server.port, "variant": self.rules.variant.value,
                "rounds": self.rules.rounds, "seats": seats, "code": self.code is not None}

    def table_name(self) -> str:
        """The first seated player's name, else "Hand table": never this computer's own name."""
        taken = [s["name"] for s in self.host.seats() if s["kind"] == "remote" and not s["open"]]
        return next((n for n in map(clean_name, taken) if n), TABLE_NAME)

    # ------------------------------------------------------------ after every batch

    def _changed(self) -> None:
        if self.host.token_digests() != self._digests:
            self._digests = self.host.token_digests()
            self._save_seats()
        m = self.match
        if m is None:
            return
        while self._reported < len(m.results):
            result = m.results[self._reported]
            self._reported += 1
            totals = [sum(r.points[s] for r in m.results[: self._reported]) for s in range(m.players)]
            emit({"round": self._reported, "result": result_to_json(result), "totals": totals})
        if m.over and not self._over_sent:
            self._over_sent = True
            emit({"match_over": {"totals": m.totals(), "winner": m.winner()}})
            self._finished()
            self._on_over()

    def _save(self) -> None:
        match = self.match
        if self.options.data is not None and match is not None:
            self._writing(lambda folder: folder.save_match(match))

    def _save_seats(self) -> None:
        if self.options.data is None or self._over_sent:
            return
        self._writing(lambda folder: folder.save_seats(
            self.table_id, self.code, [s["kind"] for s in self.host.seats()], self.host.names(),
            self.host.token_digests()))

    def _writing(self, write: Callable[[TableFiles], None]) -> None:
        """Write the table's files; a failure is said on standard error once (until a write works
        again), and the table plays on."""
        assert self.options.data is not None
        try:
            write(TableFiles(self.options.data))
        except OSError as exc:
            if self.save_problem is None:
                log.error("the table is not being saved, so it could not be resumed after a crash: %s", exc)
            self.save_problem = str(exc)
            return
        if self.save_problem is not None:
            log.warning("the table is being saved again")
            self.save_problem = None

    def _finished(self) -> None:
        if self.options.data is not None:
            TableFiles(self.options.data).remove()

    def close(self) -> None:
        self.server.close()
        if self.responder is not None:
            self.responder.close()


def main(argv: Sequence[str] | None = None) -> int:
    logging.basicConfig(stream=sys.stderr, level=logging.INFO,
                        format="hand-desktop-host: %(levelname)s %(message)s")
    try:
        options = parse_options(sys.argv[1:] if argv is None else argv)
    except OptionError as exc:
        print(f"hand-desktop-host: error: {exc}", file=sys.stderr)
        return 2
    if options.quiet:
        logging.getLogger().setLevel(logging.WARNING)
    if options.data is not None and options.data.exists() and not options.data.is_dir():
        print(f"hand-desktop-host: error: --data {options.data} is not a folder", file=sys.stderr)
        return 2

    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication.instance() or QCoreApplication([])
    tables: list[Table] = []
    over = [0]

    def one_over() -> None:
        over[0] += 1
        if over[0] == len(tables):
            QTimer.singleShot(EXIT_AFTER_MATCH_MS, shut_down)

    def shut_down() -> None:
        for t in tables:
            t.close()
        QTimer.singleShot(300, app.quit)  # the last bytes leave while the loop still runs

    for i in range(options.tables):
        table = Table(options if i == 0 else replace(options, discovery=False), one_over, i)
        tables.append(table)
        if not table.listen():
            print(f"hand-desktop-host: error: cannot listen on {options.bind}:{options.port}: "
                  f"{table.server.error}", file=sys.stderr)
            return 2
    signal.signal(signal.SIGINT, lambda *_: app.quit())
    signal.signal(signal.SIGTERM, lambda *_: app.quit())
    app.exec()
    for t in tables:
        t.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
