"""The new-game dialog's "House rules" part: every house setting of RULES.md section 13,
named rule sets, and a one-line summary while it is folded away.

The panel keeps the player's value of each setting (``values``); the controls
only show them. A setting that does nothing at the chosen table is shown
disabled with the reason, and with the value that applies (the Gulf score
table's Joker 20 and final discard); the player's own value comes back when
the setting applies again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.house_rules import (
    HouseSetting,
    NotApplicable,
    effective,
    normalised,
    not_applicable,
)
from hand_desktop.core.rules import (
    ALLOWED_DISCARDS_BEFORE_OPENING,
    ALLOWED_THRESHOLDS,
    PartnerPays,
    Rules,
    ScoreTable,
    Variant,
)
from hand_desktop.ui import wheel_guard
from hand_desktop.ui.looks import set_bold, set_text_colour
from hand_desktop.ui.rule_sets import (
    BUILT_IN,
    RuleSet,
    RuleSetStore,
    check_name,
    for_table,
    matching,
)
from hand_desktop.ui.words.house_words import GULF_JOKER, difference_lines, gulf_effects, summary
from hand_desktop.ui.words.text import fill, local_digits, number

CTX = "HouseRulesPanel"
S = HouseSetting
# The choices of each setting shown as a list (the others are check boxes).
CHOICES: dict[HouseSetting, tuple[Any, ...]] = {
    S.THRESHOLD: ALLOWED_THRESHOLDS,
    S.DISCARDS_BEFORE_OPENING: ALLOWED_DISCARDS_BEFORE_OPENING,
    S.LOW_ACE_VALUE: (1, 11),
    S.MAX_RESHUFFLES: tuple(range(10)),
    S.JOKER_IN_HAND: (15, 20),
    S.PARTNER_OF_FINISHER_PAYS: tuple(p.value for p in PartnerPays),
}
SECTIONS: tuple[tuple[str, tuple[HouseSetting, ...]], ...] = (
    ("opening", (S.THRESHOLD, S.RISING_THRESHOLD, S.DISCARDS_BEFORE_OPENING,
                 S.OPEN_ONLY_AFTER_TAKING_DISCARD, S.HAND_EXEMPT_FROM_THRESHOLD, S.LOW_ACE_VALUE)),
    ("play", (S.FIRE_TWIN_DISCARD_ALLOWED, S.FINAL_DISCARD_REQUIRED, S.MAX_RESHUFFLES)),
    ("scores", (S.SCORE_TABLE, S.JOKER_IN_HAND, S.PARTNER_OF_FINISHER_PAYS)),
)
STANDARD = Rules()


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, None, n)


def _stored(setting: HouseSetting, rules: Rules) -> Any:
    """The value the panel keeps: plain values, ``rising_threshold`` may be None."""
    value = getattr(rules, setting.value)
    if setting is S.SCORE_TABLE:
        return value is ScoreTable.GULF
    if setting is S.PARTNER_OF_FINISHER_PAYS:
        return value.value
    return value


def _to_rules(values: dict[HouseSetting, Any], variant: Variant, rounds: int) -> Rules:
    kwargs = {s.value: v for s, v in values.items()}
    kwargs["score_table"] = ScoreTable.GULF if values[S.SCORE_TABLE] else ScoreTable.STANDARD
    kwargs["partner_of_finisher_pays"] = PartnerPays(values[S.PARTNER_OF_FINISHER_PAYS])
    return Rules(variant=variant, rounds=rounds, **kwargs)


class _Body(QScrollArea):
    """The settings, scrolled: asks for a few rows' height, not the whole list's, so that the
    dialog fits a small screen (Tab scrolls the focused setting into view)."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), min(hint.height(), 330))


class HouseRulesPanel(QWidget):
    """Folded by default: a summary line and the rule sets; unfolded, every house setting."""

    changed = Signal()  # a house setting changed (by the player or a rule set)
    ruleSetChosen = Signal(object)  # the Rules of the set chosen: the dialog sets the variant

    def __init__(self, rules: Rules, store: RuleSetStore | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("houseRules")
        self.store = store if store is not None else RuleSetStore()
        self.variant = rules.variant
        self.rounds = rules.rounds
        self.values: dict[HouseSetting, Any] = {s: _stored(s, rules) for s in S}
        self._showing = False  # controls are being set from the values: no feedback

        self.toggle = QToolButton(self)
        self.toggle.setObjectName("houseToggle")
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        set_bold(self.toggle)
        self.toggle.toggled.connect(self.set_expanded)
        self.summary = QLabel(self)
        self.summary.setObjectName("houseSummary")
        self.set_label = QLabel(self)
        self.set_combo = QComboBox(self)
        self.set_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.set_label.setBuddy(self.set_combo)
        self.set_combo.activated.connect(self._choose_set)
        wheel_guard.guard(self.set_combo)
        self.save_button = QPushButton(self)
        self.save_button.setAutoDefault(False)
        self.save_button.clicked.connect(self.save_as)
        self.rename_button = QPushButton(self)
        self.rename_button.setAutoDefault(False)
        self.rename_button.clicked.connect(self.rename_set)
        self.delete_button = QPushButton(self)
        self.delete_button.setAutoDefault(False)
        self.delete_button.clicked.connect(self.delete_set)
        self.problem = QLabel(self)
        self.problem.setObjectName("houseProblem")
        self.problem.setWordWrap(True)
        set_text_colour(self.problem, QColor("#b3261e"))
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        head = QHBoxLayout()
        head.addWidget(self.toggle)
        head.addWidget(self.summary, 1)
        sets = QHBoxLayout()
        sets.addWidget(self.set_label)
        sets.addWidget(self.set_combo)
        sets.addWidget(self.save_button)
        sets.addWidget(self.rename_button)
        sets.addWidget(self.delete_button)
        sets.addStretch(1)

        # The settings themselves are built when first unfolded (or asked for): folded, as a
        # new game's dialog opens, they are a dozen rows nobody sees, built on the start path.
        self._body: _Body | None = None
        self._controls: dict[HouseSetting, QComboBox | QCheckBox] = {}
        self._labels: dict[HouseSetting, QLabel] = {}
        self._notes: dict[HouseSetting, QLabel] = {}
        self._section_labels: dict[str, QLabel] = {}

        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addLayout(head)
        self._layout.addLayout(sets)
        self._layout.addWidget(self.problem)
        self.problem.setVisible(bool(self.store.problem))
        self.set_expanded(False)
        self.retranslate_ui()

    # ------------------------------------------------------------------ the settings (built when needed)

    @property
    def body(self) -> QScrollArea:
        return self._built()

    @property
    def controls(self) -> dict[HouseSetting, QComboBox | QCheckBox]:
        self._built()
        return self._controls

    @property
    def labels(self) -> dict[HouseSetting, QLabel]:
        self._built()
        return self._labels

    @property
    def notes(self) -> dict[HouseSetting, QLabel]:
        self._built()
        return self._notes

    def _built(self) -> _Body:
        """The settings' rows, built (hidden) the first time they are needed."""
        if self._body is not None:
            return self._body
        body = self._body = _Body(self)
        body.setVisible(False)
        body.setObjectName("houseBody")
        body.setWidgetResizable(True)
        body.setFrameShape(QFrame.Shape.StyledPanel)
        body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(body)
        grid = QGridLayout(inner)
        row = 0
        for section, settings in SECTIONS:
            title = QLabel(inner)
            set_bold(title)
            title.setContentsMargins(0, 6, 0, 0)
            self._section_labels[section] = title
            grid.addWidget(title, row, 0, 1, 2)
            row += 1
            for setting in settings:
                row = self._add_row(inner, grid, row, setting)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(row, 1)
        grid.setVerticalSpacing(3)
        body.setWidget(inner)
        body.setMinimumHeight(180)
        body.setMinimumWidth(580)  # the explanations wrap, but not to a word a line
        body.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._layout.addWidget(body, 1)
        # Built late, the rows would come last in the Tab order, after the dialog's OK and
        # Cancel: they follow the panel's own buttons, as they are read.
        previous: QWidget = self.delete_button
        for widget in (body, *self._controls.values()):
            QWidget.setTabOrder(previous, widget)
            previous = widget
        self._retranslate_settings()
        self._show()
        return body

    def _add_row(self, inner: QWidget, grid: QGridLayout, row: int, setting: HouseSetting) -> int:
        note = QLabel(inner)
        note.setObjectName("hint")
        set_text_colour(note)
        note.setIndent(24)
        note.setWordWrap(True)
        self._notes[setting] = note
        if setting in CHOICES:
            label = QLabel(inner)
            combo = QComboBox(inner)
            for value in CHOICES[setting]:
                combo.addItem("", value)
            combo.currentIndexChanged.connect(lambda _i, s=setting: self._edited(s))
            label.setBuddy(combo)
            self._labels[setting] = label
            self._controls[setting] = combo
            grid.addWidget(label, row, 0)
            grid.addWidget(combo, row, 1, Qt.AlignmentFlag.AlignLeading)
        else:
            box = QCheckBox(inner)
            box.toggled.connect(lambda _on, s=setting: self._edited(s))
            self._controls[setting] = box
            grid.addWidget(box, row, 0, 1, 2)
        grid.addWidget(note, row + 1, 0, 1, 2)
        self._controls[setting].installEventFilter(self)
        wheel_guard.guard(self._controls[setting])  # a wheel over the rows scrolls them
        return row + 2

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A setting reached with its Alt+letter (not only with Tab) scrolls into view.
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            self.body.ensureWidgetVisible(watched)
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ the model

    def rules(self, variant: Variant | None = None, rounds: int | None = None) -> Rules:
        """The house settings chosen, on the table of ``variant`` and ``rounds``."""
        return _to_rules(self.values, variant or self.variant, rounds or self.rounds)

    def set_table(self, variant: Variant, rounds: int) -> None:
        """The dialog's variant or rounds changed: what applies, and the rising default, follow."""
        rising = self.values[S.RISING_THRESHOLD]
        if rising is not None and rising == variant.saudi:
            self.values[S.RISING_THRESHOLD] = None  # the new variant's own default
        self.variant, self.rounds = variant, rounds
        self._show()

    def set_rules(self, rules: Rules) -> None:
        """Show the house settings of ``rules`` (a rule set chosen)."""
        self.variant, self.rounds = rules.variant, rules.rounds
        self.values = {s: _stored(s, normalised(rules)) for s in S}
        self._show()
        self.changed.emit()

    def _edited(self, setting: HouseSetting) -> None:
        if self._showing:
            return
        control = self.controls[setting]
        if isinstance(control, QCheckBox):
            value: Any = control.isChecked()
            if setting is S.RISING_THRESHOLD and value == self.variant.saudi:
                value = None
        else:
            value = control.currentData()
        self.values[setting] = value
        self._show()
        self.changed.emit()

    def _show(self) -> None:
        """Write the values into the controls (forced values where a setting does not apply)."""
        rules = self.rules()
        self._showing = True
        try:
            for setting, control in self._controls.items():  # none while folded and never unfolded
                reason = not_applicable(setting, rules)
                shown = effective(setting, rules)
                if reason is NotApplicable.GULF_TABLE:
                    shown = 20 if setting is S.JOKER_IN_HAND else True
                elif setting is S.SCORE_TABLE:
                    shown = rules.gulf
                elif setting is S.PARTNER_OF_FINISHER_PAYS:
                    shown = rules.partner_of_finisher_pays.value
                if isinstance(control, QCheckBox):
                    control.setChecked(bool(shown))
                else:
                    index = control.findData(shown)
                    if index >= 0:
                        control.setCurrentIndex(index)
                control.setEnabled(reason is None)
                label = self._labels.get(setting)
                if label is not None:
                    label.setEnabled(reason is None)
                note = local_digits(self._note(setting, reason, rules))
                self._notes[setting].setText(note)
                control.setAccessibleDescription(note)  # what a screen reader says after the label
        finally:
            self._showing = False
        self._update_summary()

    # ------------------------------------------------------------------ rule sets

    def _fill_sets(self) -> None:
        current = matching(self.store.all(), self.rules())
        self.set_combo.blockSignals(True)
        self.set_combo.clear()
        for rule_set in self.store.all():
            self.set_combo.addItem(rule_set.shown_name(), rule_set)
        if current is None:
            self.set_combo.addItem(_tr("Your own choices"), None)
            self.set_combo.setCurrentIndex(self.set_combo.count() - 1)
        else:
            self.set_combo.setCurrentIndex(self.store.all().index(current))
        self.set_combo.blockSignals(False)
        own = current is not None and current.builtin is None
        self.rename_button.setEnabled(own)
        self.delete_button.setEnabled(own)

    def current_set(self) -> RuleSet | None:
        return self.set_combo.currentData()

    def _choose_set(self, index: int) -> None:
        rule_set = self.set_combo.itemData(index)
        if isinstance(rule_set, RuleSet):
            self.choose(rule_set)

    def choose(self, rule_set: RuleSet) -> None:
        """Play by ``rule_set``: the dialog puts its variant on the table first (the rounds stay)."""
        rules = for_table(rule_set.rules, self.variant.partners, self.rounds)
        self.ruleSetChosen.emit(rules)
        self.set_rules(rules)

    def ask_name(self, title: str, text: str, name: str = "") -> str | None:
        """Ask for a name (tests replace this); None when cancelled."""
        # The boxes are imported when asked for: their enums are not the new-game dialog's first paint.
        from PySide6.QtWidgets import QInputDialog

        value, ok = QInputDialog.getText(self, title, text, QLineEdit.EchoMode.Normal, name)
        return value if ok else None

    def inform(self, title: str, text: str) -> None:
        """Tell the player something went wrong (tests replace this)."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, title, text)

    def confirm(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _named(self, title: str, keep: RuleSet | None = None) -> str | None:
        """A name the player typed that may name a set, or None (cancelled)."""
        name = keep.name if keep is not None else ""
        while True:
            typed = self.ask_name(title, _tr("Name of the rule set (for example \u201cOur family rules\u201d):"),
                                  name)
            if typed is None:
                return None
            problem = check_name(typed, self.store.sets, keep)
            if problem is None:
                return typed.strip()
            self.inform(title, problem)
            name = typed

    def save_as(self) -> bool:
        title = _tr("Save these rules as")
        name = self._named(title)
        if name is None:
            return False
        try:
            self.store.add(name, self.rules())
        except OSError as exc:
            self.inform(title, fill(_tr("The rule set could not be saved.\n\n%1"), str(exc)))
            return False
        self._update_summary()
        return True

    def rename_set(self) -> bool:
        current = self.current_set()
        if current is None or current.builtin is not None:
            return False
        title = _tr("Rename the rule set")
        name = self._named(title, current)
        if name is None:
            return False
        try:
            self.store.rename(current, name)
        except OSError as exc:
            self.inform(title, fill(_tr("The rule set could not be saved.\n\n%1"), str(exc)))
            return False
        self._update_summary()
        return True

    def delete_set(self) -> bool:
        current = self.current_set()
        if current is None or current.builtin is not None:
            return False
        title = _tr("Delete the rule set")
        if not self.confirm(title, fill(_tr("Delete the rule set \u201c%1\u201d? The rules chosen now stay."),
                                        current.name)):
            return False
        try:
            self.store.delete(current)
        except OSError as exc:
            self.inform(title, fill(_tr("The rule set could not be saved.\n\n%1"), str(exc)))
            return False
        self._update_summary()
        return True

    # ------------------------------------------------------------------ texts

    def set_expanded(self, on: bool) -> None:
        if self.toggle.isChecked() != on:
            self.toggle.setChecked(on)
            return
        if on or self._body is not None:
            self.body.setVisible(on)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else self._closed_arrow())
        # The panel's own layout forgets the hidden rows now, not when its request comes:
        # folded, the dialog shrinks back instead of keeping their empty space.
        self._layout.invalidate()
        self._layout.activate()
        window = self.window()
        fit = getattr(window, "_fit_height", None)
        if fit is not None:
            fit()
            QTimer.singleShot(0, window, fit)  # and once Qt has handled the layout requests

    def _closed_arrow(self) -> Qt.ArrowType:
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        return Qt.ArrowType.LeftArrow if rtl else Qt.ArrowType.RightArrow

    @property
    def expanded(self) -> bool:
        return self.toggle.isChecked()

    def _update_summary(self) -> None:
        rules = self.rules()
        current = matching(self.store.all(), rules)
        text = summary(rules)
        if current is not None and current != BUILT_IN[0]:  # "Standard: Standard rules" says nothing
            text = fill(_tr("%1: %2"), current.shown_name(), text)
        self.summary.setText(text)
        lines = difference_lines(rules)
        self.summary.setToolTip("\n".join(lines))
        self.toggle.setAccessibleDescription(text)
        self._fill_sets()

    def _note(self, setting: HouseSetting, reason: NotApplicable | None, rules: Rules) -> str:
        if reason is NotApplicable.GULF_TABLE:
            return fill(_tr("Set by the Gulf score table: a Joker left in hand costs %1 and going out "
                            "ends with a throw."), number(GULF_JOKER))
        if reason is NotApplicable.NOT_PARTNERS:
            return _tr("Only in the partner variants.")
        if setting is S.SCORE_TABLE and rules.gulf:
            return gulf_effects()
        return _EXPLAIN[setting]()

    def retranslate_ui(self) -> None:
        self.toggle.setText(_tr("&House rules"))
        self.set_label.setText(_tr("R&ule set:"))
        holds = _tr("A rule set holds how the game is played: Saudi or not, and every house rule. "
                    "The rounds and the players are chosen above.")
        for widget in (self.set_label, self.set_combo):
            widget.setToolTip(holds)
        self.save_button.setText(_tr("Save these rules &as\u2026"))
        self.rename_button.setText(_tr("Rena&me\u2026"))
        self.delete_button.setText(_tr("&Delete"))
        self._retranslate_settings()
        self.problem.setText(self.store.problem or "")
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if self.expanded else self._closed_arrow())
        self._show()

    def _retranslate_settings(self) -> None:
        titles = {"opening": _tr("Opening"), "play": _tr("Play"), "scores": _tr("Scores")}
        for section, label in self._section_labels.items():
            label.setText(titles[section])
        for setting, label in self._labels.items():
            label.setText(_LABELS[setting]())
        for setting, control in self._controls.items():
            if isinstance(control, QCheckBox):
                control.setText(_LABELS[setting]())
            else:
                for i, value in enumerate(CHOICES[setting]):
                    text = _choice_text(setting, value)
                    if value == _stored(setting, STANDARD):
                        text = fill(_tr("%1 (standard)"), text)
                    control.setItemText(i, text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.LayoutDirectionChange:
            self.toggle.setArrowType(Qt.ArrowType.DownArrow if self.expanded else self._closed_arrow())
        super().changeEvent(event)


# ---------------------------------------------------------------------- words

_LABELS = {
    S.THRESHOLD: lambda: _tr("&Opening needs:"),
    S.RISING_THRESHOLD: lambda: _tr("Openings r&ise: each must beat the previous one"),
    S.DISCARDS_BEFORE_OPENING: lambda: _tr("No opening &before:"),
    S.OPEN_ONLY_AFTER_TAKING_DISCARD: lambda: _tr("Open only after &taking the previous player's discard"),
    S.HAND_EXEMPT_FROM_THRESHOLD: lambda: _tr("A Hand is &exempt from the threshold"),
    S.LOW_ACE_VALUE: lambda: _tr("Low A&ce in an opening:"),
    S.FIRE_TWIN_DISCARD_ALLOWED: lambda: _tr("The fire card's t&win may be thrown"),
    S.FINAL_DISCARD_REQUIRED: lambda: _tr("&Final throw required to go out"),
    S.MAX_RESHUFFLES: lambda: _tr("Stoc&k rebuilt at most:"),
    S.SCORE_TABLE: lambda: _tr("&Gulf score table"),
    S.JOKER_IN_HAND: lambda: _tr("&Joker left in hand:"),
    S.PARTNER_OF_FINISHER_PAYS: lambda: _tr("&Partner of the one who went out:"),
}

_EXPLAIN = {
    S.THRESHOLD: lambda: _tr("The least your first lay-down of a round must be worth."),
    S.RISING_THRESHOLD: lambda: _tr("Every opening needs a point more than the last one. "
                                    "Standard: on in Saudi Hand, off otherwise."),
    S.DISCARDS_BEFORE_OPENING: lambda: _tr("A wait, in cards thrown this round, before anyone may open "
                                           "(a Hand is exempt)."),
    S.OPEN_ONLY_AFTER_TAKING_DISCARD: lambda: _tr("You open in a turn that began by taking the card "
                                                  "the previous player threw. Standard: off."),
    S.HAND_EXEMPT_FROM_THRESHOLD: lambda: _tr("A Hand may go out even when its melds fall short of "
                                              "the threshold. Standard: off."),
    S.LOW_ACE_VALUE: lambda: _tr("What the Ace of A 2 3 is worth in an opening (left in hand it costs 11)."),
    S.FIRE_TWIN_DISCARD_ALLOWED: lambda: _tr("After taking the fire card you may throw its other copy "
                                             "in the same turn. Standard: off."),
    S.FINAL_DISCARD_REQUIRED: lambda: _tr("Laying your last cards is not enough: you must end with a "
                                          "throw. Standard: off."),
    S.MAX_RESHUFFLES: lambda: _tr("How often an empty stock is rebuilt from the fire pile before the "
                                  "round ends with no result."),
    S.SCORE_TABLE: lambda: _tr("Coloured, suited and Joker Hands score more. Standard: off."),
    S.JOKER_IN_HAND: lambda: _tr("What a Joker left in your hand costs at the end of a round."),
    S.PARTNER_OF_FINISHER_PAYS: lambda: _tr("What the partner of the player who went out pays."),
}


def _choice_text(setting: HouseSetting, value: Any) -> str:
    if setting is S.THRESHOLD:
        return fill(_tr("%1 points"), number(value))
    if setting is S.DISCARDS_BEFORE_OPENING:
        return _tr("No wait") if value == 0 else fill(_tr("%1 cards are thrown"), number(value))
    if setting is S.MAX_RESHUFFLES:
        return _tr("Never") if value == 0 else _tr("%n time(s)", value)
    if setting is S.PARTNER_OF_FINISHER_PAYS:
        return _tr("The value of their hand") if value == PartnerPays.HAND.value else _tr("Nothing")
    return fill(_tr("%1 points"), number(value))
