"""The new-game dialog: variant, rounds, seats (human or computer, with names), house rules.

The dialog starts from the last choices (``Settings.new_game``, a JSON dict)
and gives back a ``NewGameChoice``: the core ``Rules`` plus who sits where.
Anything odd in the remembered choices falls back to the default for that
field only, so a hand-edited settings file never stops a new game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.rules import (
    ALLOWED_DISCARDS_BEFORE_OPENING,
    ALLOWED_ROUNDS,
    ALLOWED_THRESHOLDS,
    Rules,
    ScoreTable,
    Variant,
)
from hand_desktop.core.seats import LOCAL_KINDS, SeatKind
from hand_desktop.ui.dialogs.common import default_name, fill, number, variant_name

CTX = "NewGameDialog"
KINDS: tuple[SeatKind, ...] = LOCAL_KINDS
MAX_NAME = 24
_KIND_TEXTS = {
    SeatKind.HUMAN: QT_TRANSLATE_NOOP("NewGameDialog", "Human"),
    SeatKind.EASY: QT_TRANSLATE_NOOP("NewGameDialog", "Computer (Easy)"),
    SeatKind.MEDIUM: QT_TRANSLATE_NOOP("NewGameDialog", "Computer (Medium)"),
    SeatKind.HARD: QT_TRANSLATE_NOOP("NewGameDialog", "Computer (Hard)"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


@dataclass(frozen=True)
class NewGameChoice:
    """What the dialog decided: the table's rules and who sits at each seat."""

    rules: Rules
    names: tuple[str, ...]
    kinds: tuple[SeatKind, ...]

    @property
    def players(self) -> int:
        return len(self.names)

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": self.rules.variant.value,
            "rounds": self.rules.rounds,
            "players": self.players,
            "names": list(self.names),
            "kinds": [k.value for k in self.kinds],
            "threshold": self.rules.threshold,
            "discards_before_opening": self.rules.discards_before_opening,
            "open_only_after_taking_discard": self.rules.open_only_after_taking_discard,
            "gulf_scores": self.rules.score_table is ScoreTable.GULF,
        }

    @classmethod
    def from_json(cls, data: Any) -> NewGameChoice:
        """Lenient: each missing or bad field takes its default."""
        data = data if isinstance(data, dict) else {}

        def pick(key: str, allowed: tuple[Any, ...], default: Any) -> Any:
            value = data.get(key, default)
            return value if value in allowed and type(value) is type(default) else default

        variant = Variant(pick("variant", tuple(v.value for v in Variant), Variant.HAND.value))
        players = 4 if variant.partners else pick("players", (2, 3, 4), 2)
        names_in = data.get("names") if isinstance(data.get("names"), list) else []
        kinds_in = data.get("kinds") if isinstance(data.get("kinds"), list) else []
        names, kinds = [], []
        for seat in range(4):
            name = names_in[seat] if seat < len(names_in) else None
            names.append(name.strip()[:MAX_NAME] if isinstance(name, str) and name.strip() else "")
            kind = kinds_in[seat] if seat < len(kinds_in) else None
            kinds.append(SeatKind(kind) if isinstance(kind, str) and kind in KINDS
                         else (SeatKind.HUMAN if seat == 0 else SeatKind.MEDIUM))
        rules = Rules(
            variant=variant,
            rounds=pick("rounds", ALLOWED_ROUNDS, 5),
            threshold=pick("threshold", ALLOWED_THRESHOLDS, 51),
            discards_before_opening=pick("discards_before_opening", ALLOWED_DISCARDS_BEFORE_OPENING, 0),
            open_only_after_taking_discard=pick("open_only_after_taking_discard", (True, False), False),
            score_table=ScoreTable.GULF if pick("gulf_scores", (True, False), False) else ScoreTable.STANDARD,
        )
        # Names stay empty when unknown; the dialog shows "Player N" for them.
        return cls(rules, tuple(names[:players]), tuple(kinds[:players]))


class NewGameDialog(QDialog):
    """Choose variant, rounds, seats and house rules; ``choice()`` after ``accept``."""

    def __init__(self, remembered: dict[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        # All four seats are remembered even when fewer play, so going 2 -> 4 players restores them.
        data = remembered if isinstance(remembered, dict) else {}
        start = NewGameChoice.from_json(data)
        all_seats = NewGameChoice.from_json({**data, "variant": Variant.HAND_PARTNERS.value})

        self.variant = QComboBox(self)
        for v in Variant:
            self.variant.addItem("", v.value)
        self.rounds = QComboBox(self)
        for r in ALLOWED_ROUNDS:
            self.rounds.addItem("", r)
        self.players = QComboBox(self)
        for p in (2, 3, 4):
            self.players.addItem("", p)

        self.game_box = QGroupBox(self)
        form = QFormLayout(self.game_box)
        self.variant_label = QLabel(self.game_box)
        self.rounds_label = QLabel(self.game_box)
        self.players_label = QLabel(self.game_box)
        form.addRow(self.variant_label, self.variant)
        form.addRow(self.rounds_label, self.rounds)
        form.addRow(self.players_label, self.players)
        # The variant's description runs under both boxes: inside the narrow "Game"
        # box a wrapped label of several lines was clipped (heightForWidth in a form).
        self.variant_hint = QLabel(self)
        self.variant_hint.setWordWrap(True)
        self.variant_hint.setObjectName("hint")

        self.seats_box = QGroupBox(self)
        grid = QGridLayout(self.seats_box)
        self.seat_labels: list[QLabel] = []
        self.team_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        for seat in range(4):
            label = QLabel(self.seats_box)
            edit = QLineEdit(self.seats_box)
            edit.setMaxLength(MAX_NAME)
            edit.setText(all_seats.names[seat])
            kind = QComboBox(self.seats_box)
            for k in KINDS:
                kind.addItem("", k.value)
            kind.setCurrentIndex(KINDS.index(all_seats.kinds[seat]))
            team = QLabel(self.seats_box)
            team.setObjectName("team")
            label.setBuddy(edit)
            grid.addWidget(label, seat, 0)
            grid.addWidget(edit, seat, 1)
            grid.addWidget(kind, seat, 2)
            grid.addWidget(team, seat, 3)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.kind_boxes.append(kind)
            self.team_labels.append(team)
        grid.setColumnStretch(1, 1)
        # Every seat a computer player is allowed: then the player watches (see ui/demo.py).
        # Under the box, not in its grid: a wrapped label in the grid was clipped to one line.
        self.watch_hint = QLabel(self)
        self.watch_hint.setWordWrap(True)
        self.watch_hint.setObjectName("hint")
        for kind_box in self.kind_boxes:
            kind_box.currentIndexChanged.connect(self._update_watch_hint)

        self.house_box = QGroupBox(self)
        house = QFormLayout(self.house_box)
        self.threshold = QComboBox(self.house_box)
        for t in ALLOWED_THRESHOLDS:
            self.threshold.addItem("", t)
        self.discards = QComboBox(self.house_box)
        for d in ALLOWED_DISCARDS_BEFORE_OPENING:
            self.discards.addItem("", d)
        self.after_discard = QCheckBox(self.house_box)
        self.gulf_scores = QCheckBox(self.house_box)
        self.threshold_label = QLabel(self.house_box)
        self.discards_label = QLabel(self.house_box)
        house.addRow(self.threshold_label, self.threshold)
        house.addRow(self.discards_label, self.discards)
        house.addRow(self.after_discard)
        house.addRow(self.gulf_scores)
        self.house_hint = QLabel(self.house_box)
        self.house_hint.setWordWrap(True)
        self.house_hint.setObjectName("hint")
        house.addRow(self.house_hint)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.game_box, 1)
        top.addWidget(self.house_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.variant_hint)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.watch_hint)
        layout.addWidget(self.buttons)
        self.setStyleSheet("QLabel#hint { color: palette(mid); } QLabel#team { color: palette(mid); }")

        self._set_combo(self.variant, start.rules.variant.value)
        self._set_combo(self.rounds, start.rules.rounds)
        self._set_combo(self.players, len(start.names))
        self._set_combo(self.threshold, start.rules.threshold)
        self._set_combo(self.discards, start.rules.discards_before_opening)
        self.after_discard.setChecked(start.rules.open_only_after_taking_discard)
        self.gulf_scores.setChecked(start.rules.score_table is ScoreTable.GULF)
        self.variant.currentIndexChanged.connect(self._update_seats)
        self.players.currentIndexChanged.connect(self._update_seats)
        self.retranslate_ui()
        self._update_seats()

    @staticmethod
    def _set_combo(combo: QComboBox, value: Any) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    # ------------------------------------------------------------------ texts

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("New game"))
        self.game_box.setTitle(_tr("Game"))
        self.seats_box.setTitle(_tr("Players"))
        self.house_box.setTitle(_tr("House rules (Gulf)"))
        self.variant_label.setText(_tr("&Variant:"))
        self.variant_label.setBuddy(self.variant)
        self.rounds_label.setText(_tr("&Rounds:"))
        self.rounds_label.setBuddy(self.rounds)
        self.players_label.setText(_tr("P&layers:"))
        self.players_label.setBuddy(self.players)
        for i, v in enumerate(Variant):
            self.variant.setItemText(i, variant_name(v))
        for i, r in enumerate(ALLOWED_ROUNDS):
            self.rounds.setItemText(i, number(r))
        for i, p in enumerate((2, 3, 4)):
            self.players.setItemText(i, number(p))
        for seat in range(4):
            self.seat_labels[seat].setText(fill(_tr("Seat &%1:"), number(seat + 1)))
            self.name_edits[seat].setPlaceholderText(default_name(seat))
            self.name_edits[seat].setAccessibleName(fill(_tr("Name of seat %1"), number(seat + 1)))
            self.kind_boxes[seat].setAccessibleName(fill(_tr("Who plays seat %1"), number(seat + 1)))
            for i, k in enumerate(KINDS):
                self.kind_boxes[seat].setItemText(i, QCoreApplication.translate(CTX, _KIND_TEXTS[k]))
        self.threshold_label.setText(_tr("&Opening needs:"))
        self.threshold_label.setBuddy(self.threshold)
        for i, t in enumerate(ALLOWED_THRESHOLDS):
            self.threshold.setItemText(i, fill(_tr("%1 points"), number(t)))
        self.discards_label.setText(_tr("No opening &before:"))
        self.discards_label.setBuddy(self.discards)
        for i, d in enumerate(ALLOWED_DISCARDS_BEFORE_OPENING):
            text = _tr("No wait") if d == 0 else fill(_tr("%1 cards are discarded"), number(d))
            self.discards.setItemText(i, text)
        self.after_discard.setText(_tr("Open only in a turn that took the previous player's discard"))
        self.gulf_scores.setText(_tr("Gulf score table (coloured, suited and Joker Hands; Joker left in hand 20)"))
        self.house_hint.setText(_tr("Off by default. A Hand is exempt from the wait before opening."))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_tr("&Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_tr("Cancel"))
        self._update_seats()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ------------------------------------------------------------------ behaviour

    def _variant(self) -> Variant:
        return Variant(self.variant.currentData())

    def _player_count(self) -> int:
        return 4 if self._variant().partners else int(self.players.currentData())

    def _update_seats(self) -> None:
        partners = self._variant().partners
        if partners:
            self._set_combo(self.players, 4)
        self.players.setEnabled(not partners)
        count = self._player_count()
        for seat in range(4):
            shown = seat < count
            for widget in (self.seat_labels[seat], self.name_edits[seat], self.kind_boxes[seat],
                           self.team_labels[seat]):
                widget.setVisible(shown)
            team = (_tr("Team A") if seat % 2 == 0 else _tr("Team B")) if partners else ""
            self.team_labels[seat].setText(team)
        if partners:
            hint = _tr("Four players in two teams: seats 1 and 3 against seats 2 and 4. "
                       "Partners sit opposite, so turns alternate between the teams.")
        else:
            hint = _tr("Every player for themselves.")
        if self._variant().saudi:
            hint += " " + _tr("Each opening must beat the previous one by at least one point.")
        self.variant_hint.setText(hint)
        self._update_watch_hint()
        self._fit_height()
        # Hidden rows leave the layout once Qt has handled the layout request: fit again then.
        QTimer.singleShot(0, self._fit_height)

    def _fit_height(self) -> None:
        """Grow or shrink to the rows shown (hidden seats leave no gap); the width stays."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # lay the rows out now (after a direction change too)
        self.resize(self.width(), max(self.minimumSizeHint().height(), self.sizeHint().height()))

    def _update_watch_hint(self) -> None:
        watching = all(SeatKind(self.kind_boxes[s].currentData()) is not SeatKind.HUMAN for s in range(self._player_count()))
        self.watch_hint.setText(
            _tr("Every seat is played by the computer: you watch, and each round's summary "
                "moves on by itself. Game \u2192 New starts a game of your own at any time.")
            if watching else ""
        )
        self.watch_hint.setVisible(watching)

    def choice(self) -> NewGameChoice:
        """The rules and seats chosen (names left empty become "Player N")."""
        count = self._player_count()
        rules = Rules(
            variant=self._variant(),
            rounds=int(self.rounds.currentData()),
            threshold=int(self.threshold.currentData()),
            discards_before_opening=int(self.discards.currentData()),
            open_only_after_taking_discard=self.after_discard.isChecked(),
            score_table=ScoreTable.GULF if self.gulf_scores.isChecked() else ScoreTable.STANDARD,
        )
        # An empty name stays empty: the default name is shown in the current language.
        names = tuple(self.name_edits[s].text().strip() for s in range(count))
        kinds = tuple(SeatKind(self.kind_boxes[s].currentData()) for s in range(count))
        return NewGameChoice(rules, names, kinds)

    def remembered(self) -> dict[str, Any]:
        """What to store as the last choices: all four seats, typed names only."""
        data = self.choice().to_json()
        data["names"] = [e.text().strip() for e in self.name_edits]
        data["kinds"] = [str(k.currentData()) for k in self.kind_boxes]
        data["players"] = int(self.players.currentData())
        return data
