"""The new-game dialog: variant, rounds, seats (human or computer, with names), house rules
(dialogs/house_rules.py); in its host mode (Game \u2192 Host a table\u2026) also "Player on the
network" per seat and the table's network options (its name, the join code, the grace time).

The dialog starts from the last choices (``Settings.new_game``, a JSON dict)
and gives back a ``NewGameChoice``: the core ``Rules`` plus who sits where.
Anything odd in the remembered choices falls back to the default for that
field only, so a hand-edited settings file never stops a new game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.house_rules import HouseSetting
from hand_desktop.core.limits import NAME_VISIBLE, TABLE_NAME_VISIBLE
from hand_desktop.core.names import clean_name, clean_table_name
from hand_desktop.core.rules import (
    ALLOWED_DISCARDS_BEFORE_OPENING,
    ALLOWED_ROUNDS,
    ALLOWED_THRESHOLDS,
    Rules,
    ScoreTable,
    Variant,
)
from hand_desktop.core.seats import LOCAL_KINDS, SeatKind
from hand_desktop.ui import wheel_guard
from hand_desktop.ui.dialogs.house_rules import HouseRulesPanel
from hand_desktop.ui.dialogs.rows import Rows
from hand_desktop.ui.looks import set_text_colour
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.rule_sets import RuleSetStore, rules_json
from hand_desktop.ui.screen_fit import fit_on_screen, fit_on_show, room
from hand_desktop.ui.words.text import default_name, fill, number, variant_name

CTX = "NewGameDialog"
KINDS: tuple[SeatKind, ...] = LOCAL_KINDS
HOST_KINDS: tuple[SeatKind, ...] = (*LOCAL_KINDS, SeatKind.REMOTE)  # a hosted table's seats
MAX_NAME = NAME_VISIBLE  # the name rule's cap (core.names)
MAX_TABLE_NAME = TABLE_NAME_VISIBLE
DEFAULT_GRACE = 60
MAX_GRACE = 600
_KIND_TEXTS = {
    SeatKind.HUMAN: QT_TRANSLATE_NOOP("NewGameDialog", "Human"),
    SeatKind.EASY: QT_TRANSLATE_NOOP("NewGameDialog", "Computer (Easy)"),
    SeatKind.MEDIUM: QT_TRANSLATE_NOOP("NewGameDialog", "Computer (Medium)"),
    SeatKind.HARD: QT_TRANSLATE_NOOP("NewGameDialog", "Computer (Hard)"),
    SeatKind.REMOTE: QT_TRANSLATE_NOOP("NewGameDialog", "Player on the network"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


@dataclass(frozen=True)
class HostChoice:
    """How a hosted table is offered on the network (the host mode's extra choices)."""

    name: str  # the table's name as others find it
    code: bool = True  # whoever joins must type the join code
    grace: int = DEFAULT_GRACE  # seconds before a computer player plays an absent person; 0 = wait for ever

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "code": self.code, "grace": self.grace}

    @classmethod
    def from_json(cls, data: Any) -> HostChoice:
        """Lenient: each missing or bad field takes its default (an empty name: "<name>'s table")."""
        data = data if isinstance(data, dict) else {}
        name = data.get("name")
        code = data.get("code")
        grace = data.get("grace")
        return cls(
            name=clean_table_name(name),
            code=code if isinstance(code, bool) else True,
            grace=grace if type(grace) is int and 0 <= grace <= MAX_GRACE else DEFAULT_GRACE,
        )


@dataclass(frozen=True)
class NewGameChoice:
    """What the dialog decided: the table's rules and who sits at each seat."""

    rules: Rules
    names: tuple[str, ...]
    kinds: tuple[SeatKind, ...]
    host: HostChoice | None = field(default=None)  # set in the host mode

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
            # Every house setting (the keys above stay for older versions of Hand).
            "rules": rules_json(self.rules),
        }

    @classmethod
    def from_json(cls, data: Any, host: bool = False) -> NewGameChoice:
        """Lenient: each missing or bad field takes its default.

        ``host``: the seats are those remembered for hosting (``data["host"]["kinds"]``,
        where "Player on the network" is allowed), and the network options come too.
        """
        data = data if isinstance(data, dict) else {}
        hosting = data.get("host") if isinstance(data.get("host"), dict) else {}
        allowed = HOST_KINDS if host else KINDS

        def pick(key: str, allowed: tuple[Any, ...], default: Any) -> Any:
            value = data.get(key, default)
            return value if value in allowed and type(value) is type(default) else default

        variant = Variant(pick("variant", tuple(v.value for v in Variant), Variant.HAND.value))
        players = 4 if variant.partners else pick("players", (2, 3, 4), 2)
        names_in: list[Any] = data["names"] if isinstance(data.get("names"), list) else []
        kinds_from = hosting if host else data
        kinds_in: list[Any] = kinds_from["kinds"] if isinstance(kinds_from.get("kinds"), list) else []
        other = SeatKind.REMOTE if host else SeatKind.MEDIUM
        names, kinds = [], []
        for seat in range(4):
            name = names_in[seat] if seat < len(names_in) else None
            names.append(clean_name(name))
            kind = kinds_in[seat] if seat < len(kinds_in) else None
            kinds.append(SeatKind(kind) if isinstance(kind, str) and kind in allowed
                         else (SeatKind.HUMAN if seat == 0 else other))
        rules = _all_rules(data.get("rules"), variant) or Rules(
            variant=variant,
            rounds=pick("rounds", ALLOWED_ROUNDS, 5),
            threshold=pick("threshold", ALLOWED_THRESHOLDS, 51),
            discards_before_opening=pick("discards_before_opening", ALLOWED_DISCARDS_BEFORE_OPENING, 0),
            open_only_after_taking_discard=pick("open_only_after_taking_discard", (True, False), False),
            score_table=ScoreTable.GULF if pick("gulf_scores", (True, False), False) else ScoreTable.STANDARD,
        )
        # Names stay empty when unknown; the dialog shows "Player N" for them.
        return cls(rules, tuple(names[:players]), tuple(kinds[:players]),
                   HostChoice.from_json(hosting) if host else None)


def _all_rules(data: Any, variant: Variant) -> Rules | None:
    """The remembered rules written whole, on the remembered variant; None when missing or bad."""
    if not isinstance(data, dict):
        return None
    try:
        return Rules.from_json({**data, "variant": variant.value})
    except (ValueError, TypeError):
        return None


class NewGameDialog(QDialog):
    """Choose variant, rounds, seats and house rules; ``choice()`` after ``accept``."""

    def __init__(self, remembered: dict[str, Any] | None = None, parent: QWidget | None = None,
                 rule_sets: RuleSetStore | None = None, *, host: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("HostTableDialog" if host else "NewGameDialog")
        self.host_mode = host
        self.kinds = HOST_KINDS if host else KINDS
        # All four seats are remembered even when fewer play, so going 2 -> 4 players restores them.
        data = remembered if isinstance(remembered, dict) else {}
        self._data = data
        start = NewGameChoice.from_json(data, host)
        all_seats = NewGameChoice.from_json({**data, "variant": Variant.HAND_PARTNERS.value}, host)

        self.variant = QComboBox(self)
        for v in Variant:
            self.variant.addItem("", v.value)
        self.rounds = QComboBox(self)
        for r in ALLOWED_ROUNDS:
            self.rounds.addItem("", r)
        self.players = QComboBox(self)
        for p in (2, 3, 4):
            self.players.addItem("", p)
        wheel_guard.guard(self.variant, self.rounds, self.players)

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
            for k in self.kinds:
                kind.addItem("", k.value)
            kind.setCurrentIndex(self.kinds.index(all_seats.kinds[seat]))
            wheel_guard.guard(kind)
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

        # House rules: folded away under the seats; its controls get names for the code below.
        self.house = HouseRulesPanel(start.rules, rule_sets, self)
        self.house.ruleSetChosen.connect(self._apply_rule_set)

        # The table's network options, in the host mode only (a new game's dialog, the first
        # window of a start, builds none).
        self.network_box: QGroupBox | None = None
        if host:
            self.network_box = self._build_network_box(start.host or HostChoice(""))
            for edit in self.name_edits:
                edit.textChanged.connect(self._update_table_name_placeholder)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # Everything but the buttons scrolls when the screen is shorter than the rows (the
        # host's dialog in Arabic on a 1280x800 screen): Start and Cancel stay in sight and
        # no wrapped explanation is squeezed until its lines are cut.
        self.rows = Rows(self, "newGameRows")
        inner = QWidget(self.rows)
        rows = QVBoxLayout(inner)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.addWidget(self.game_box)
        rows.addWidget(self.variant_hint)
        rows.addWidget(self.seats_box)
        rows.addWidget(self.watch_hint)
        if self.network_box is not None:
            rows.addWidget(self.network_box)
        rows.addWidget(self.house, 1)
        self.rows.setWidget(inner)
        self.rows.updateGeometry()
        layout = QVBoxLayout(self)
        layout.addWidget(self.rows, 1)
        layout.addWidget(self.buttons)
        for muted in (self.variant_hint, self.watch_hint, *self.findChildren(QLabel, "team")):
            set_text_colour(muted)

        self._set_combo(self.variant, start.rules.variant.value)
        self._set_combo(self.rounds, start.rules.rounds)
        self._set_combo(self.players, len(start.names))
        self.variant.currentIndexChanged.connect(self._update_seats)
        self.rounds.currentIndexChanged.connect(self._update_seats)
        self.players.currentIndexChanged.connect(self._update_seats)
        self.retranslate_ui()
        self._update_seats()

    # The house settings most asked for by name (the panel builds its rows when first asked).
    @property
    def threshold(self) -> QComboBox:
        return cast(QComboBox, self.house.controls[HouseSetting.THRESHOLD])

    @property
    def discards(self) -> QComboBox:
        return cast(QComboBox, self.house.controls[HouseSetting.DISCARDS_BEFORE_OPENING])

    @property
    def after_discard(self) -> QCheckBox:
        return cast(QCheckBox, self.house.controls[HouseSetting.OPEN_ONLY_AFTER_TAKING_DISCARD])

    @property
    def gulf_scores(self) -> QCheckBox:
        return cast(QCheckBox, self.house.controls[HouseSetting.SCORE_TABLE])

    def _build_network_box(self, start: HostChoice) -> QGroupBox:
        """The host mode's table options: its name, the join code, the grace time."""
        from PySide6.QtWidgets import QSpinBox  # its enums: not in a new game's first paint

        box = QGroupBox(self)
        form = QFormLayout(box)
        self.table_name = QLineEdit(box)
        self.table_name.setMaxLength(MAX_TABLE_NAME)
        self.table_name.setText(start.name)
        self.table_name_label = QLabel(box)
        self.table_name_label.setBuddy(self.table_name)
        self.use_code = QCheckBox(box)
        self.use_code.setChecked(start.code)
        self.grace = QSpinBox(box)
        self.grace.setRange(0, MAX_GRACE)
        self.grace.setSingleStep(15)
        self.grace.setValue(start.grace)
        wheel_guard.guard(self.grace)
        self.grace_label = QLabel(box)
        self.grace_label.setBuddy(self.grace)
        self.grace_hint = QLabel(box)
        self.grace_hint.setWordWrap(True)
        self.grace_hint.setObjectName("hint")
        form.addRow(self.table_name_label, self.table_name)
        form.addRow("", self.use_code)
        form.addRow(self.grace_label, self.grace)
        form.addRow(self.grace_hint)
        return box

    def _default_table_name(self) -> str:
        """"<name>'s table", from the first person at this computer (else seat 1's name)."""
        count = self._player_count()
        seat = next((s for s in range(count)
                     if SeatKind(self.kind_boxes[s].currentData()) is SeatKind.HUMAN), 0)
        name = clean_name(self.name_edits[seat].text(), default_name(seat))
        return fill(_tr("%1's table"), name)

    def _update_table_name_placeholder(self) -> None:
        self.table_name.setPlaceholderText(self._default_table_name())

    @staticmethod
    def _set_combo(combo: QComboBox, value: Any) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    # ------------------------------------------------------------------ texts

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("Host a table") if self.host_mode else _tr("New game"))
        self.game_box.setTitle(_tr("Game"))
        self.seats_box.setTitle(_tr("Players"))
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
            for i, k in enumerate(self.kinds):
                text = QCoreApplication.translate(CTX, _KIND_TEXTS[k])
                if self.host_mode and k is SeatKind.HUMAN:
                    text = _tr("Player at this computer")  # beside "Player on the network"
                self.kind_boxes[seat].setItemText(i, text)
        if self.network_box is not None:
            self._retranslate_network_box(self.network_box)
        ok_text = _tr("&Start hosting") if self.host_mode else _tr("&Start")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_tr("Cancel"))
        self._update_seats()

    def _retranslate_network_box(self, box: QGroupBox) -> None:
        box.setTitle(_tr("On the network"))
        self.table_name_label.setText(_tr("Table &name:"))
        self.use_code.setText(_tr("Re&quire a join code (recommended)"))
        self.grace_label.setText(_tr("Wait for a dropped pla&yer:"))
        self.grace.setSuffix(_tr(" s"))
        self.grace.setSpecialValueText(_tr("For ever"))
        self.grace_hint.setText(_tr(
            "When a player's connection drops, the table waits this long on their turn, then a "
            "computer player plays for them until they are back."))
        self._update_table_name_placeholder()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            QTimer.singleShot(0, self, self._fit_height)  # the game's font came after the start
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        # Fitted before it was shown, the rows were measured before the window's style and
        # fonts (on a real screen: taller) were set: fit again once shown, or they scroll.
        super().showEvent(event)
        fit_on_show(self, event)
        if not event.spontaneous():
            QTimer.singleShot(0, self, self._fit_shown)

    def _fit_shown(self) -> None:
        self._fit_height()
        fit_on_screen(self)  # centred again on the window, at its new height

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
        self.house.set_table(self._variant(), int(self.rounds.currentData()))
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
        QTimer.singleShot(0, self, self._fit_height)  # not after the dialog is gone

    def _apply_rule_set(self, rules: Rules) -> None:
        """A rule set was chosen: its variant (on this table's seats) comes too; rounds are
        not a house rule and stay as chosen."""
        self._set_combo(self.variant, rules.variant.value)

    def _fit_height(self) -> None:
        """Grow or shrink to the rows shown (hidden seats leave no gap); the width stays."""
        rows: Rows | None = getattr(self, "rows", None)
        if rows is None:
            return  # the house rules panel, built before the rows, asks too early
        rows.updateGeometry()  # its size hint follows the rows shown: the layout asks again
        content = rows.widget()
        for lay in (content.layout() if content is not None else None, self.layout()):
            if lay is not None:
                lay.invalidate()
                lay.activate()  # lay the rows out now (after a direction change too)
        for box in (self.game_box, self.seats_box):
            # A box whose size did not change keeps its rows where they were until its own
            # layout request comes: after a direction change, lay them out now too.
            inner = box.layout()
            if inner is not None:
                inner.invalidate()
                inner.activate()
        height = max(self.minimumSizeHint().height(), self.sizeHint().height())
        free = room(self)
        if not free.isEmpty():  # never taller than the screen: the rows scroll instead
            height = min(height, free.height())
        self.resize(self.width(), height)  # grown once shown, it stays on screen (fit_on_show)

    def _update_watch_hint(self) -> None:
        kinds = [SeatKind(self.kind_boxes[s].currentData()) for s in range(self._player_count())]
        if self.host_mode:
            self._update_table_name_placeholder()
            needs_network = SeatKind.REMOTE not in kinds
            self.watch_hint.setText(
                _tr("Choose \u201cPlayer on the network\u201d for at least one seat: that is a "
                    "seat for a friend at another computer.") if needs_network else "")
            self.watch_hint.setVisible(needs_network)
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not needs_network)
            return
        watching = all(k is not SeatKind.HUMAN for k in kinds)
        self.watch_hint.setText(
            _tr("Every seat is played by the computer: you watch, and each round's summary "
                "moves on by itself. Game \u2192 New starts a game of your own at any time.")
            if watching else ""
        )
        self.watch_hint.setVisible(watching)

    def choice(self) -> NewGameChoice:
        """The rules and seats chosen (names left empty become "Player N")."""
        count = self._player_count()
        rules = self.house.rules(self._variant(), int(self.rounds.currentData()))
        # An empty name stays empty: the default name is shown in the current language.
        names = tuple(clean_name(self.name_edits[s].text()) for s in range(count))
        kinds = tuple(SeatKind(self.kind_boxes[s].currentData()) for s in range(count))
        host = None
        if self.host_mode:
            host = HostChoice(clean_table_name(self.table_name.text()) or clean_table_name(self._default_table_name()),
                              self.use_code.isChecked(), self.grace.value())
        return NewGameChoice(rules, names, kinds, host)

    def remembered(self) -> dict[str, Any]:
        """What to store as the last choices: all four seats, typed names only."""
        data = self.choice().to_json()
        data["names"] = [clean_name(e.text()) for e in self.name_edits]
        data["kinds"] = [str(k.currentData()) for k in self.kind_boxes]
        data["players"] = int(self.players.currentData())
        if self.host_mode:
            # The seats of a hosted table are kept apart: a local game never gets a network seat.
            data["host"] = {**HostChoice(self.table_name.text().strip(), self.use_code.isChecked(),
                                         self.grace.value()).to_json(), "kinds": data["kinds"]}
            data["kinds"] = self._data.get("kinds", [])
        elif isinstance(self._data.get("host"), dict):
            data["host"] = self._data["host"]
        return data
