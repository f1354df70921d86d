"""The table's sounds: which moves make which sound, and playing them.

``SoundBoard`` listens to a session (its ``applied`` and ``rejected`` signals)
and picks the sounds of each change: a card drawn, a discard, melds laid,
cards added to a meld, a Hand, a win, a refused move, and "your turn" for a
person at this computer. It hands them to a ``Player``; the real one
(``MiniaudioPlayer``) plays the WAV files of ``resources/sounds`` (made by
``tools/make_sounds.py``) through miniaudio, a small self-contained library
(Qt's own sound module is in PySide6-Addons, a 175 MB wheel whose multimedia
libraries the bundle could not afford). The device is opened at the first
sound, off the start path. Where there is no sound device (a server, headless
CI) or the library cannot be loaded, the game is silent: one line in the log,
never an error on the screen.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import wave
from array import array
from collections.abc import Callable, Sequence
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer

from hand_desktop import paths

if TYPE_CHECKING:
    from hand_desktop.ui.sessions.session import Applied, Session

log = logging.getLogger(__name__)

RATE = 22050  # the files' sample rate (tools/make_sounds.py)
OFF_ENV = "HAND_DESKTOP_SOUND"  # "off": no sound device is opened (tests, scripted runs)
TURN_AFTER_MS = 350  # "your turn" waits for the sound of the move that made it so


class Sound(Enum):
    DRAW = "draw"
    DISCARD = "discard"
    MELD = "meld"
    LAYOFF = "layoff"
    HAND = "hand"
    WIN = "win"
    REFUSAL = "refusal"
    TURN = "turn"


def sounds_dir() -> Path:
    return paths.resources() / "sounds"


class Player(Protocol):
    def play(self, sound: Sound, volume: float) -> None: ...
    def close(self) -> None: ...


class SilentPlayer:
    """Plays nothing (sound is off, or no device could be had)."""

    def play(self, sound: Sound, volume: float) -> None:
        pass

    def close(self) -> None:
        pass


class MiniaudioPlayer:
    """Plays the sounds through one miniaudio device, opened at the first sound.

    The device pulls samples from a generator on its own thread; sounds started
    while another plays are mixed. ``open_device`` is the seam tests replace (a
    machine with no sound device raises there, and the player goes silent).
    """

    def __init__(self, folder: Path | None = None,
                 open_device: Callable[[], Any] | None = None) -> None:
        self._folder = folder or sounds_dir()
        self._open_device = open_device or _open_miniaudio
        self._samples: dict[Sound, array[int]] = {}
        self._playing: list[tuple[array[int], int, float]] = []  # samples, position, volume
        self._lock = threading.Lock()
        self._device: Any = None
        self.failed = False  # no device: silent for the rest of the run

    def play(self, sound: Sound, volume: float) -> None:
        if self.failed or volume <= 0.0:
            return
        samples = self.samples(sound)
        if samples is None or not self._ensure_device():
            return
        with self._lock:
            self._playing.append((samples, 0, min(1.0, volume)))

    def samples(self, sound: Sound) -> array[int] | None:
        """The sound's samples, read once (None: missing or unreadable: that sound stays silent)."""
        if sound not in self._samples:
            path = self._folder / f"{sound.value}.wav"
            try:
                with wave.open(str(path), "rb") as file:
                    if (file.getnchannels(), file.getsampwidth(), file.getframerate()) != (1, 2, RATE):
                        raise wave.Error("not mono 16-bit 22050 Hz")
                    data = array("h")
                    data.frombytes(file.readframes(file.getnframes()))
            except (OSError, wave.Error, EOFError) as exc:
                log.warning("sound %s cannot be read (%s): it stays silent", path, exc)
                data = array("h")
            self._samples[sound] = data
        return self._samples[sound] or None

    def _ensure_device(self) -> bool:
        if self._device is not None:
            return True
        try:
            self._device = self._open_device()
            generator = self._frames()
            next(generator)
            self._device.start(generator)
        except Exception as exc:  # any failure of the library or the system: silence
            log.info("no sound: %s", exc)
            self.failed = True
            self._device = None
            return False
        return True

    def _frames(self) -> Any:
        """The device's generator: asked for n frames, it answers the mix of what plays."""
        wanted = yield b""
        while True:
            wanted = yield self.mix(int(wanted)).tobytes()

    def mix(self, n: int) -> array[int]:
        """The next ``n`` frames of every sound playing, mixed (and clipped)."""
        with self._lock:
            playing, self._playing = self._playing, []
        out = [0.0] * n
        still = []
        for samples, pos, volume in playing:
            chunk = samples[pos:pos + n]
            for i, v in enumerate(chunk):
                out[i] += v * volume
            if pos + n < len(samples):
                still.append((samples, pos + n, volume))
        with self._lock:
            self._playing = still + self._playing
        return array("h", (max(-32767, min(32767, int(v))) for v in out))

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            try:
                device.close()
            except Exception as exc:  # a broken device: nothing more to do
                log.info("closing the sound device: %s", exc)


_alsa_quiet: Any = None  # the no-op error handler given to ALSA (kept alive while it is set)


def _quiet_alsa() -> None:
    """ALSA prints a dozen lines to the terminal where it finds no sound card; the game says
    "no sound" once in its own log instead. Linux only, and only where libasound is there."""
    global _alsa_quiet
    if _alsa_quiet is not None or not sys.platform.startswith("linux"):
        return
    import ctypes

    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return
    handler = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                               ctypes.c_char_p)
    _alsa_quiet = handler(lambda *_args: None)
    alsa.snd_lib_error_set_handler(_alsa_quiet)


def _open_miniaudio() -> Any:
    import miniaudio  # type: ignore[import-untyped]

    _quiet_alsa()
    return miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                    sample_rate=RATE, buffersize_msec=60, app_name="Hand")


def make_player() -> Player:
    """The player for this run: silent when sound is turned off by the environment."""
    if os.environ.get(OFF_ENV, "").lower() == "off":
        return SilentPlayer()
    return MiniaudioPlayer()


# ---------------------------------------------------------------------- which moves sound how


def sounds_of(report: Applied, people: Sequence[int]) -> list[Sound]:
    """The sounds of one accepted change, as heard at a computer whose people sit at
    ``people``: the move's own sound, then "your turn" when it is now one of theirs."""
    from hand_desktop.core.events import (  # with the first match, not before the first window
        CardDiscarded,
        CardDrawn,
        JokerReplaced,
        MeldExtended,
        MeldsLaid,
    )

    events = report.seen[0][1] if report.seen else ()
    found: list[Sound] = []
    result = report.round_ended
    if result is not None:
        won = result.finisher is not None and result.finisher in people
        found.append(Sound.HAND if result.finish.is_hand else Sound.WIN if won else Sound.DISCARD)
    elif any(isinstance(e, MeldsLaid) for e in events):
        found.append(Sound.MELD)
    elif any(isinstance(e, (MeldExtended, JokerReplaced)) for e in events):
        found.append(Sound.LAYOFF)
    elif any(isinstance(e, CardDiscarded) for e in events):
        found.append(Sound.DISCARD)
    elif any(isinstance(e, CardDrawn) for e in events):
        found.append(Sound.DRAW)
    if report.to_act is not None and report.to_act in people and report.round_started is None \
            and not any(isinstance(e, CardDrawn | MeldsLaid | MeldExtended | JokerReplaced)
                        and getattr(e, "seat", None) == report.to_act for e in events):
        found.append(Sound.TURN)  # the turn came to a person here (not their own move going on)
    return found


class SoundBoard(QObject):
    """Plays the sounds of the session's changes at the player's volume."""

    def __init__(self, player: Player, volume: float, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.volume = volume
        self._session: Session | None = None
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.timeout.connect(self._play_later)
        self._queued: Sound | None = None

    def set_session(self, session: Session | None) -> None:
        if self._session is not None:
            try:
                self._session.applied.disconnect(self._on_applied)
                self._session.rejected.disconnect(self._on_rejected)
            except (RuntimeError, TypeError):  # the session is already gone
                pass
        self._session = session
        self._later.stop()
        if session is not None:
            session.applied.connect(self._on_applied)
            session.rejected.connect(self._on_rejected)

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self, sound: Sound) -> None:
        if self.volume > 0.0:
            self.player.play(sound, self.volume)

    def _on_applied(self, report: Applied) -> None:
        session = self._session
        if session is None:
            return
        found = sounds_of(report, session.human_seats)
        if report.match_over and session.summary().winner is not None and self._won(session):
            found = [Sound.WIN]
        if not found:
            return
        first, *rest = found
        self.play(first)
        if rest:
            self._queued = rest[0]
            self._later.start(TURN_AFTER_MS)

    @staticmethod
    def _won(session: Session) -> bool:
        summary = session.summary()
        people = session.human_seats
        if summary.partners:
            return any(seat % 2 == summary.winner for seat in people)
        return summary.winner in people

    def _on_rejected(self, _code: str, _message: str) -> None:
        self.play(Sound.REFUSAL)

    def _play_later(self) -> None:
        sound, self._queued = self._queued, None
        if sound is not None:
            self.play(sound)
