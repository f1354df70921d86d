"""LAN play on loopback: ``uv run python benchmarks/bench_lan.py [--quick]``.

Prints one line per figure, ``NAME VALUE UNIT``:

1. ``lan4_update_latency_p50`` / ``_p99``: a headless host process with four
   remote seats and four clients (our ``ClientConnection``) in this process
   playing random legal actions (``core.moves.legal_actions`` over their
   view): time from a client writing its ``act`` to the last of the four
   clients reading the ``update`` it caused. Target p99 <= 20 ms.
2. ``lan50_actions_per_s`` / ``lan50_latency_p99`` / ``lan50_host_rss``: one
   headless host process serving 50 tables (its hidden ``--tables`` option),
   four scripted clients each, all in this process; the clients play a cheap
   legal line (draw from the stock, throw the drawn card) so that the host,
   not the clients, is measured. Latency as in (1), per table. RSS is the host's
   resident memory at the end (``VmRSS``) and its peak (``VmHWM``); the CPU
   shares of the host process and of this process (all 200 clients), the host's
   CPU time per action and the machine's load average tell which side bounds the
   rate (on a shared machine, mostly the CPU share the host gets).
3. ``lan_bytes_per_round_per_client``: bytes the host sent to each client in
   (1), divided by the rounds played.

Every client paces its own messages under the protocol's rate limit (20 a
second): it acts at most ``PACE`` times a second. Everything binds and
connects to 127.0.0.1 only.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from hand_desktop.core.actions import Discard, Draw, action_to_json
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.wire import view_from_json
from hand_desktop.net.client import ClientState
from hand_desktop.net.transport import ClientConnection

PACE = 15.0
CODE = "K7QX2M"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def random_legal(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    actions = legal_actions(view_from_json(view))
    plays = [a for a in actions if not isinstance(a, Discard | Draw)]
    pick = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(
        [a for a in actions if isinstance(a, Discard | Draw)] or actions)
    out = action_to_json(pick)
    del out["seat"]
    return out


def cheap_legal(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    if view["phase"] == "draw":
        return {"draw": "stock"}
    return {"discard": view["hand"][-1]}  # after a stock draw nothing is locked


class HostProcess:
    def __init__(self, *args: str) -> None:
        cmd = [sys.executable, "-m", "hand_desktop.headless_host", "--bind", "127.0.0.1", "--port", "0",
               "--no-discovery", "--code", CODE, "--seed", "7", *args]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.lines: list[dict[str, Any]] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for raw in self.proc.stdout:  # type: ignore[union-attr]
            self.lines.append(json.loads(raw))

    def ports(self, count: int, timeout: float = 60.0) -> list[int]:
        end = time.monotonic() + timeout
        while len([x for x in self.lines if "listening" in x]) < count and time.monotonic() < end:
            time.sleep(0.02)
        return [x["listening"]["port"] for x in self.lines if "listening" in x]

    def rss(self) -> tuple[int, int]:
        status = Path(f"/proc/{self.proc.pid}/status").read_text()
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Tab:
    """One table's four clients and its latency records."""

    def __init__(self, port: int, policy: Any, seed: int, count_bytes: bool = True) -> None:
        self.policy = policy
        self.count_bytes = count_bytes
        self.rng = random.Random(seed)
        self.clients: list[ClientConnection] = []
        self.sent_at: dict[int, float] = {}  # rev the act will make -> when it was written
        self.seen: dict[int, list[float]] = {}
        self.latencies: list[float] = []
        self.last_sent: dict[int, float] = {}
        self.bytes = [0] * 4
        self.rounds = 0
        self.actions = 0
        for i in range(4):
            state = ClientState(name=f"P{i}", code=CODE, app="bench")
            conn = ClientConnection(state, "127.0.0.1", port, max_retries=3)
            conn.received.connect(lambda m, i=i: self.on_message(i, m))
            self.clients.append(conn)
            conn.start()

    def on_message(self, i: int, m: dict[str, Any]) -> None:
        if self.count_bytes:  # the line as the host encodes it (same separators, UTF-8)
            self.bytes[i] += len(json.dumps(m, ensure_ascii=False, separators=(",", ":")).encode()) + 1
        kind = m["type"]
        conn = self.clients[i]
        if kind == "welcome":
            conn.ready()
        elif kind == "round_over":
            if i == 0:
                self.rounds += 1
            if conn.state.match_over is None:
                conn.ready()
        elif kind == "update":
            rev = m["rev"]
            now = time.perf_counter()
            seen = self.seen.setdefault(rev, [])
            seen.append(now)
            if len(seen) == 4 and rev in self.sent_at:
                self.latencies.append(max(seen) - self.sent_at.pop(rev))
                self.actions += 1
                del self.seen[rev]

    def step(self) -> None:
        """The client in turn acts once the last update reached it, paced."""
        for i, conn in enumerate(self.clients):
            s = conn.state
            if not s.my_turn or s.pending or s.view is None or (s.rev + 1) in self.sent_at:
                continue
            now = time.perf_counter()
            if now - self.last_sent.get(i, 0.0) < 1 / PACE:
                continue
            self.sent_at[s.rev + 1] = time.perf_counter()
            if conn.act(self.policy(s.view, self.rng)):
                self.last_sent[i] = now

    @property
    def over(self) -> bool:
        return all(c.state.match_over is not None for c in self.clients)

    def stop(self) -> None:
        for c in self.clients:
            c.stop(say_bye=False)


def run(app: QCoreApplication, tabs: list[Tab], seconds: float, stop_when_over: bool = True) -> float:
    # Wait for events instead of spinning: a busy client process would steal the CPU the host
    # process needs (the machine has two cores) and the figures would measure that. A 5 ms timer
    # wakes the loop for the paced clients.
    wake = QTimer()
    wake.start(5)
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        for t in tabs:
            t.step()
        if stop_when_over and all(t.over for t in tabs):
            break
    wake.stop()
    return time.perf_counter() - start


def main() -> None:
    quick = "--quick" in sys.argv
    app = QCoreApplication.instance() or QCoreApplication([])

    # (1) and (3): four remote clients, random legal actions
    host = HostProcess("--seats", "remote,remote,remote,remote", "--rounds", "3")
    try:
        (port,) = host.ports(1)
        tab = Tab(port, random_legal, 1)
        run(app, [tab], 30.0 if quick else 90.0)
        lat = [x * 1000 for x in tab.latencies]
        print(f"lan4_update_latency_p50 {statistics.median(lat):.2f} ms")
        print(f"lan4_update_latency_p99 {percentile(lat, 99):.2f} ms")
        print(f"lan4_actions {len(lat)} actions")
        rounds = max(1, tab.rounds)
        print(f"lan_bytes_per_round_per_client {statistics.mean(tab.bytes) / rounds:.0f} bytes")
        tab.stop()
    finally:
        host.stop()

    # (2): 50 tables in one host process
    tables = 10 if quick else 50
    host = HostProcess("--seats", "remote,remote,remote,remote", "--rounds", "9", "--tables", str(tables))
    try:
        ports = host.ports(tables)
        tabs = [Tab(p, cheap_legal, k, count_bytes=False) for k, p in enumerate(ports)]
        run(app, tabs, 5.0, stop_when_over=False)  # everyone joins and the deals go out
        for t in tabs:
            t.latencies.clear()
            t.actions = 0
        cpu_before, bench_before = host.cpu_seconds(), time.process_time()
        elapsed = run(app, tabs, 10.0 if quick else 20.0, stop_when_over=False)
        host_cpu = (host.cpu_seconds() - cpu_before) / elapsed
        bench_cpu = (time.process_time() - bench_before) / elapsed
        lat = [x * 1000 for t in tabs for x in t.latencies]
        actions = sum(t.actions for t in tabs)
        rss, peak = host.rss()
        print(f"lan{tables}_actions_per_s {actions / elapsed:.0f} actions/s")
        print(f"lan{tables}_latency_p50 {statistics.median(lat):.2f} ms")
        print(f"lan{tables}_latency_p99 {percentile(lat, 99):.2f} ms")
        print(f"lan{tables}_host_rss {rss / 1024:.1f} MiB")
        print(f"lan{tables}_host_rss_peak {peak / 1024:.1f} MiB")
        print(f"lan{tables}_host_cpu {100 * host_cpu:.0f} %")
        print(f"lan{tables}_clients_cpu {100 * bench_cpu:.0f} %")
        # the host's CPU per action: what bounds the rate on a machine whose cores are shared
        print(f"lan{tables}_host_cpu_per_action {1000 * host_cpu * elapsed / max(1, actions):.2f} ms")
        print(f"load_average_1min {os.getloadavg()[0]:.2f} runnable")
        for t in tabs:
            t.stop()
    finally:
        host.stop()


if __name__ == "__main__":
    main()
