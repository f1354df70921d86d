"""Synthesise the game's sounds as small WAV files (standard library only).

Run from the repository root::

    uv run python tools/make_sounds.py            # writes resources/sounds/
    uv run python tools/make_sounds.py OUT_DIR    # writes into OUT_DIR instead

Every sound is made here from sine tones, a little noise (from a seeded
generator) and envelopes: nothing is sampled or copied, so the files are ours
to license with the game. The output is deterministic, so the committed files
must equal what this script produces (``tests/ui/test_sound.py`` checks it).
Mono, 16-bit, 22 050 Hz: short and small (the whole set is about 150 kB).
"""

from __future__ import annotations

import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
OUT_DIR = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def _tone(freq: float, seconds: float, attack: float = 0.005, decay: float = 6.0,
          harmonics: Sequence[float] = (1.0, 0.25, 0.08)) -> Samples:
    """A plucked or struck tone: a quick attack, an exponential decay, a few harmonics."""
    out = []
    n = round(seconds * RATE)
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        value = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append(env * value)
    return _fade_out(out)


def _noise(seconds: float, seed: int, smooth: float, decay: float, attack: float = 0.002) -> Samples:
    """Filtered noise with an envelope: the rustle of a card, the tap of one on the table."""
    rng = random.Random(seed)
    out, low = [], 0.0
    n = round(seconds * RATE)
    for i in range(n):
        t = i / RATE
        low += smooth * (rng.uniform(-1.0, 1.0) - low)  # a one-pole low-pass
        out.append(low * min(1.0, t / attack) * math.exp(-decay * t))
    return _fade_out(out)


def _fade_out(samples: Samples, seconds: float = 0.01) -> Samples:
    """The last few milliseconds ramp to zero: no click at the end."""
    n = min(len(samples), round(seconds * RATE))
    for i in range(n):
        samples[len(samples) - n + i] *= 1.0 - (i + 1) / n
    return samples


def _mix(*parts: tuple[float, Samples]) -> Samples:
    """Parts laid over each other, each from its start time in seconds."""
    end = max(round(at * RATE) + len(s) for at, s in parts)
    out = [0.0] * end
    for at, samples in parts:
        start = round(at * RATE)
        for i, v in enumerate(samples):
            out[start + i] += v
    return out


def _normalise(samples: Samples, peak: float) -> Samples:
    top = max(abs(v) for v in samples) or 1.0
    return [v * peak / top for v in samples]


def _note(name: str) -> float:
    """The frequency of a note such as "C5" or "F#4" (A4 = 440 Hz)."""
    steps = {"C": -9, "C#": -8, "D": -7, "D#": -6, "E": -5, "F": -4, "F#": -3, "G": -2,
             "G#": -1, "A": 0, "A#": 1, "B": 2}
    return 440.0 * 2 ** ((steps[name[:-1]] + 12 * (int(name[-1]) - 4)) / 12)


def draw() -> Samples:
    """A card slid off the stock: a soft rustle."""
    return _normalise(_noise(0.12, seed=1, smooth=0.25, decay=28.0, attack=0.02), 0.35)


def discard() -> Samples:
    """A card put down on the fire pile: a tap with a little body."""
    tap = _noise(0.09, seed=2, smooth=0.5, decay=45.0)
    body = _tone(180.0, 0.09, attack=0.002, decay=40.0, harmonics=(1.0,))
    return _normalise(_mix((0.0, tap), (0.0, [0.6 * v for v in body])), 0.45)


def meld() -> Samples:
    """Melds laid on the table: two notes rising."""
    return _normalise(_mix((0.0, _tone(_note("C5"), 0.25)), (0.09, _tone(_note("E5"), 0.3))), 0.4)


def layoff() -> Samples:
    """Cards added to a meld on the table (or a Joker taken back): one light note."""
    return _normalise(_tone(_note("G5"), 0.2, decay=12.0), 0.32)


def hand() -> Samples:
    """A Hand: a bright arpeggio up to the octave."""
    notes = ("C5", "E5", "G5", "C6")
    parts = [(0.08 * i, _tone(_note(n), 0.5, decay=5.0)) for i, n in enumerate(notes)]
    return _normalise(_mix(*parts), 0.5)


def win() -> Samples:
    """A match won: a short fanfare ending on a held chord."""
    run = [(0.11 * i, _tone(_note(n), 0.3, decay=7.0)) for i, n in enumerate(("G4", "C5", "E5"))]
    chord = [(0.36, _tone(_note(n), 0.9, attack=0.01, decay=2.5)) for n in ("C5", "E5", "G5", "C6")]
    return _normalise(_mix(*run, *chord), 0.5)


def refusal() -> Samples:
    """A move refused: a low, soft double knock (not an alarm)."""
    knock = _tone(_note("A3"), 0.1, attack=0.003, decay=30.0, harmonics=(1.0, 0.5, 0.3))
    return _normalise(_mix((0.0, knock), (0.12, knock)), 0.4)


def turn() -> Samples:
    """Your turn: a gentle two-note bell."""
    return _normalise(_mix((0.0, _tone(_note("E5"), 0.35, decay=7.0, harmonics=(1.0, 0.1))),
                           (0.12, _tone(_note("A5"), 0.4, decay=6.0, harmonics=(1.0, 0.1)))), 0.3)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "draw": draw, "discard": discard, "meld": meld, "layoff": layoff, "hand": hand,
    "win": win, "refusal": refusal, "turn": turn,
}


def wav_bytes(samples: Samples) -> bytes:
    """``samples`` (-1..1) as a mono 16-bit WAV file."""
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in samples)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def all_sounds() -> dict[str, bytes]:
    """Every file name mapped to its bytes."""
    return {f"{name}.wav": wav_bytes(make()) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) > 1:
        print("usage: make_sounds.py [OUTPUT_DIR]", file=sys.stderr)
        return 2
    out_dir = Path(args[0]) if args else OUT_DIR
    out_dir.mkdir(parents=True, exist_ok=True)
    files = all_sounds()
    for name, data in files.items():
        (out_dir / name).write_bytes(data)
    print(f"wrote {len(files)} files to {out_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
