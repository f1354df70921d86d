"""The table's sounds: the right sound for each move, the volume and mute respected, the
committed files what tools/make_sounds.py makes, and no trouble where there is no device."""

from __future__ import annotations

import logging
import wave
from array import array
from pathlib import Path
from typing import Any

import pytest

from hand_desktop.core.actions import (
    Discard,
    Draw,
    DrawSource,
    Extend,
    LayMelds,
    MeldSpec,
    tokens_of,
)
from hand_desktop.core.cards import parse_cards
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui.sessions.local_session import LocalSession
from hand_desktop.ui.sound import TURN_AFTER_MS, MiniaudioPlayer, Sound, SoundBoard, sounds_dir
from tests.scripts import load_script
from tests.ui.table_support import scenario_match

ROOT = Path(__file__).resolve().parents[2]


class FakePlayer:
    def __init__(self) -> None:
        self.played: list[tuple[Sound, float]] = []

    def play(self, sound: Sound, volume: float) -> None:
        self.played.append((sound, volume))

    def close(self) -> None:
        pass

    @property
    def sounds(self) -> list[Sound]:
        return [s for s, _v in self.played]


def _hot_seat(volume: float = 0.7) -> tuple[LocalSession, SoundBoard, FakePlayer]:
    """The opening scenario with people at every seat (no computer moves in between)."""
    match = scenario_match()
    seats = [Seat(name, SeatKind.HUMAN) for name in match.names]
    session = LocalSession(match, seats, animation_ms=0)
    player = FakePlayer()
    board = SoundBoard(player, volume)
    board.set_session(session)
    session.start()
    return session, board, player


def test_each_move_makes_its_sound(app, qtbot) -> None:
    session, _board, player = _hot_seat()
    session.submit(Draw(0, DrawSource.STOCK))
    assert player.sounds == [Sound.DRAW]
    melds = (MeldSpec(tokens_of(parse_cards("QH KH AH"))), MeldSpec(tokens_of(parse_cards("10S JS QS"))))
    assert session.submit(LayMelds(0, melds)) is True
    assert player.sounds[-1] is Sound.MELD
    assert session.submit(Extend(0, 1, tokens_of(parse_cards("9H")))) is True
    assert player.sounds[-1] is Sound.LAYOFF
    assert session.submit(Discard(0, tokens_of(parse_cards("4D")))) is True
    assert player.sounds[-1] is Sound.DISCARD
    # The turn went to the next person at this computer: "your turn" follows, a moment later.
    qtbot.waitUntil(lambda: player.sounds[-1] is Sound.TURN, timeout=2000)
    assert all(v == pytest.approx(0.7) for _s, v in player.played)


def test_a_refused_move_sounds_a_refusal_and_changes_nothing(app) -> None:
    session, _board, player = _hot_seat()
    session.submit(Discard(0, tokens_of(parse_cards("4D"))))  # must draw first
    assert player.sounds == [Sound.REFUSAL]


def test_muted_or_at_volume_zero_nothing_plays(app, qtbot) -> None:
    session, board, player = _hot_seat(volume=0.0)
    session.submit(Draw(0, DrawSource.STOCK))
    session.submit(Discard(0, tokens_of(parse_cards("4D"))))
    qtbot.wait(500)
    assert player.played == []
    board.set_volume(0.4)
    session.submit(Draw(1, DrawSource.STOCK))
    assert player.played == [(Sound.DRAW, 0.4)]


def test_a_hand_and_a_win_have_their_sounds() -> None:
    """A round ended with a Hand sounds the Hand; a round won by a person here the win."""
    from hand_desktop.core.scoring import Finish, RoundResult
    from hand_desktop.ui.sessions.session import Applied
    from hand_desktop.ui.sound import sounds_of

    hand = Applied(5, ((0, ()),), round_ended=RoundResult(Finish.HAND, 2, ()))
    assert sounds_of(hand, [0]) == [Sound.HAND]
    won = Applied(5, ((0, ()),), round_ended=RoundResult(Finish.NORMAL, 0, ()))
    assert sounds_of(won, [0]) == [Sound.WIN]
    lost = Applied(5, ((0, ()),), round_ended=RoundResult(Finish.NORMAL, 1, ()))
    assert sounds_of(lost, [0]) == [Sound.DISCARD]


def test_no_sound_device_is_silent_with_one_log_line(caplog: pytest.LogCaptureFixture) -> None:
    opened = []

    def no_device() -> Any:
        opened.append(1)
        raise RuntimeError("failed to init device")

    player = MiniaudioPlayer(open_device=no_device)
    with caplog.at_level(logging.INFO, logger="hand_desktop.ui.sound"):
        player.play(Sound.DRAW, 0.5)
        player.play(Sound.WIN, 0.5)
    assert player.failed and opened == [1]  # tried once, then silent for the run
    assert [r.getMessage() for r in caplog.records] == ["no sound: failed to init device"]
    player.close()


class FakeDevice:
    def __init__(self) -> None:
        self.generator: Any = None
        self.closed = False

    def start(self, generator: Any) -> None:
        self.generator = generator

    def close(self) -> None:
        self.closed = True


def test_the_player_mixes_what_plays_at_its_volume() -> None:
    device = FakeDevice()
    player = MiniaudioPlayer(open_device=lambda: device)
    player.play(Sound.DRAW, 1.0)
    length = len(player.samples(Sound.DRAW) or ())
    assert device.generator is not None and length > 1000
    loud = array("h", device.generator.send(length))
    player.play(Sound.DRAW, 0.25)
    quiet = array("h", device.generator.send(length))
    assert max(map(abs, loud)) > 3000
    assert max(map(abs, quiet)) == pytest.approx(max(map(abs, loud)) * 0.25, abs=2)
    assert max(map(abs, array("h", device.generator.send(256)))) == 0  # over: silence
    player.close()
    assert device.closed


def test_the_committed_sounds_are_what_the_script_makes(tmp_path: Path) -> None:
    make_sounds = load_script("tools/make_sounds.py", "make_sounds")
    made = make_sounds.all_sounds()
    assert sorted(made) == sorted(f"{s.value}.wav" for s in Sound)
    for name, data in made.items():
        assert (sounds_dir() / name).read_bytes() == data, f"run tools/make_sounds.py: {name}"
        with wave.open(str(sounds_dir() / name), "rb") as file:
            assert (file.getnchannels(), file.getsampwidth(), file.getframerate()) == (1, 2, 22050)
            assert 0.05 < file.getnframes() / 22050 < 1.5  # short
    assert make_sounds.main([str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(made)


def test_the_window_plays_the_sounds_of_its_match(app, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's board follows the match in play, at the volume of the preferences, and
    View > Sound turns it off and on (remembered)."""
    from hand_desktop.core.rules import Rules
    from hand_desktop.ui import storage
    from hand_desktop.ui.main_window import MainWindow
    from hand_desktop.ui.storage import Settings
    from tests.ui.standin_table import StandInTable

    window = MainWindow(Settings(animation_ms=0), table_factory=StandInTable)
    qtbot.addWidget(window)
    player = FakePlayer()
    window.sounds.player = player
    window.start_match(Rules(), ["Ana", "Badr"], [SeatKind.HUMAN, SeatKind.HUMAN], seed=3)
    assert window.session is not None
    first = window.session.view_for(0).turn  # 15 cards: the first move is a discard
    card = window.session.view_for(first).hand[0]
    assert window.session.submit(Discard(first, tokens_of([card]))) is True
    assert player.sounds == [Sound.DISCARD] and player.played[0][1] == pytest.approx(0.7)
    window.sound_action.trigger()  # off
    assert storage.load_settings()[0].prefs.muted
    window.session.submit(Draw(first, DrawSource.STOCK))  # refused, but silent
    qtbot.wait(TURN_AFTER_MS + 100)  # nor is the turn told
    assert player.sounds == [Sound.DISCARD]
    window.volume_actions[30].trigger()  # a volume turns the sound on again
    assert not window.settings.prefs.muted and window.sound_action.isChecked()
    assert window.sounds.volume == pytest.approx(0.3)
    window.close()
