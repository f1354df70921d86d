"""The new-game dialog's house rules: every setting reaches the match, rule sets, the file."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QLabel, QWidget

from hand_desktop.core.house_rules import HouseSetting
from hand_desktop.core.match import Match
from hand_desktop.core.rules import PartnerPays, Rules, ScoreTable, Variant
from hand_desktop.ui import rule_sets, storage
from hand_desktop.ui.dialogs.new_game import NewGameDialog
from hand_desktop.ui.rule_sets import RuleSetStore

S = HouseSetting
# A value other than the standard for every house setting (the Gulf table apart: it
# overrides two of them, so it is tested on its own).
CHANGED = {
    S.THRESHOLD: 91,
    S.RISING_THRESHOLD: True,
    S.DISCARDS_BEFORE_OPENING: 16,
    S.OPEN_ONLY_AFTER_TAKING_DISCARD: True,
    S.HAND_EXEMPT_FROM_THRESHOLD: True,
    S.LOW_ACE_VALUE: 11,
    S.FIRE_TWIN_DISCARD_ALLOWED: True,
    S.FINAL_DISCARD_REQUIRED: True,
    S.MAX_RESHUFFLES: 0,
    S.JOKER_IN_HAND: 20,
    S.PARTNER_OF_FINISHER_PAYS: "zero",
}


def _set(dialog: NewGameDialog, setting: HouseSetting, value: object) -> None:
    """Change a control as the player would: the box's item, or the check box."""
    control = dialog.house.controls[setting]
    assert control.isEnabled(), setting
    if isinstance(control, QCheckBox):
        control.setChecked(bool(value))
    else:
        index = control.findData(value)
        assert index >= 0, (setting, value)
        control.setCurrentIndex(index)


def _dialog(qtbot, store: RuleSetStore | None = None, remembered: dict | None = None) -> NewGameDialog:
    dialog = NewGameDialog(remembered or {}, None, store if store is not None else RuleSetStore())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_folded_the_settings_are_not_built_and_unfolded_they_follow_the_panel_in_tab_order(
        app, qtbot) -> None:
    """A new game's dialog (the first window of a start) builds the dozen setting rows
    only when they are first shown; built late, they still come before OK and Cancel."""
    dialog = _dialog(qtbot)
    assert dialog.findChildren(QCheckBox) == []  # no setting row while folded
    dialog.house.set_expanded(True)
    assert len(dialog.findChildren(QCheckBox)) == 6 and dialog.house.body.isVisible()
    chain, widget = [], dialog.house.delete_button.nextInFocusChain()
    while widget is not dialog and len(chain) < 100:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    controls = list(dialog.house.controls.values())
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert all(chain.index(c) < chain.index(ok) for c in controls)
    assert [w for w in chain if w in controls] == controls  # in the order they are read


def test_settings_built_after_a_language_switch_are_in_that_language(app, qtbot) -> None:
    from PySide6.QtCore import Qt

    from hand_desktop.ui.words import i18n

    dialog = _dialog(qtbot)
    i18n.switch_language(app, "ar")  # folded: no setting row to retranslate yet
    dialog.house.set_expanded(True)
    label = dialog.house.labels[S.THRESHOLD].text()
    assert any("\u0600" <= ch <= "\u06ff" for ch in label), label
    assert dialog.house.body.layoutDirection() == Qt.LayoutDirection.RightToLeft


def test_folded_by_default_with_standard_rules(app, qtbot) -> None:
    dialog = _dialog(qtbot)
    assert not dialog.house.body.isVisible()
    assert dialog.house.summary.text() == "Standard rules"
    assert dialog.house.set_combo.currentText() == "Standard"
    dialog.house.toggle.click()
    assert dialog.house.body.isVisible()


def test_every_section_13_key_set_in_the_dialog_reaches_the_match(app, qtbot, tmp_path: Path) -> None:
    dialog = _dialog(qtbot)
    dialog._set_combo(dialog.variant, Variant.HAND_PARTNERS.value)
    dialog._set_combo(dialog.rounds, 7)
    assert set(CHANGED) | {S.SCORE_TABLE} == set(S)
    for setting, value in CHANGED.items():
        _set(dialog, setting, value)
    choice = dialog.choice()
    match = Match(choice.rules, choice.players, 1, list(choice.names))
    # Through a save and back, as a resumed match would have them.
    path = storage.save_match(match, choice.kinds, tmp_path / "m.json")
    loaded = storage.load_saved_match(path).match.rules
    for rules in (match.rules, loaded):
        data = rules.to_json()
        assert data["variant"] == "hand_partners" and data["rounds"] == 7
        for setting, value in CHANGED.items():
            assert data[setting.value] == value, setting
        assert rules.partner_of_finisher_pays is PartnerPays.ZERO
    assert dialog.house.summary.text() == f"{len(CHANGED)} house rules"


def test_the_gulf_table_shows_what_it_decides(app, qtbot) -> None:
    dialog = _dialog(qtbot)
    house = dialog.house
    joker, final = house.controls[S.JOKER_IN_HAND], house.controls[S.FINAL_DISCARD_REQUIRED]
    assert isinstance(joker, QComboBox) and isinstance(final, QCheckBox)
    _set(dialog, S.SCORE_TABLE, True)
    assert dialog.choice().rules.score_table is ScoreTable.GULF
    assert not joker.isEnabled() and joker.currentData() == 20
    assert not final.isEnabled() and final.isChecked()
    assert "Gulf score table" in house.notes[S.JOKER_IN_HAND].text()
    assert "Joker left in hand costs 20" in house.notes[S.SCORE_TABLE].text()
    # The player's own values come back when the table is standard again.
    _set(dialog, S.SCORE_TABLE, False)
    assert joker.isEnabled() and joker.currentData() == 15 and not final.isChecked()
    assert dialog.choice().rules == Rules()


def test_settings_that_do_not_apply_are_disabled_with_the_reason(app, qtbot) -> None:
    dialog = _dialog(qtbot)
    partner = dialog.house.controls[S.PARTNER_OF_FINISHER_PAYS]
    assert not partner.isEnabled()
    assert dialog.house.notes[S.PARTNER_OF_FINISHER_PAYS].text() == "Only in the partner variants."
    dialog._set_combo(dialog.variant, Variant.SAUDI_PARTNERS.value)
    assert partner.isEnabled()
    # The rising threshold follows the variant while the player has not changed it.
    rising = dialog.house.controls[S.RISING_THRESHOLD]
    assert isinstance(rising, QCheckBox) and rising.isChecked()
    assert dialog.choice().rules == Rules(variant=Variant.SAUDI_PARTNERS)
    _set(dialog, S.RISING_THRESHOLD, False)  # Saudi without the rising threshold: a house rule
    assert dialog.choice().rules.rising is False
    assert dialog.house.summary.text() == "1 house rule"


def test_defaults_are_marked(app, qtbot) -> None:
    dialog = _dialog(qtbot)
    for setting, control in dialog.house.controls.items():
        if isinstance(control, QComboBox):
            marked = [control.itemText(i) for i in range(control.count()) if "(standard)" in control.itemText(i)]
            assert len(marked) == 1, setting
        else:
            assert "Standard:" in dialog.house.notes[setting].text(), setting


def test_every_control_is_reached_with_tab_and_mnemonics_are_unique(app, qtbot) -> None:
    dialog = _dialog(qtbot)
    dialog.house.toggle.click()
    dialog._set_combo(dialog.variant, Variant.HAND_PARTNERS.value)  # every setting enabled
    dialog.variant.setFocus()
    seen: set[QWidget] = set()
    for _ in range(200):
        widget = dialog.focusWidget()
        if widget is not None:
            seen.add(widget)
        dialog.focusNextChild()
    wanted = [*dialog.house.controls.values(), dialog.house.set_combo, dialog.house.save_button,
              dialog.house.toggle]
    assert all(w in seen for w in wanted), [w.objectName() or type(w).__name__ for w in wanted if w not in seen]
    texts = [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]
    texts += [w.text() for w in dialog.findChildren(QAbstractButton)]
    keys = [m.group(1).lower() for t in texts for m in [re.search(r"&([^&\s])", t)] if m]
    assert len(keys) == len(set(keys)), sorted(keys)
    assert all(label.buddy() is not None for label in dialog.house.labels.values())


def test_a_built_in_rule_set_sets_every_setting(app, qtbot) -> None:
    dialog = _dialog(qtbot)
    combo = dialog.house.set_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names == ["Standard", "Gulf 51", "Gulf 101, open after 8 throws", "Saudi"]
    _set(dialog, S.LOW_ACE_VALUE, 11)
    assert combo.currentText() == "Your own choices"
    dialog.house.choose(dialog.house.store.all()[2])
    rules = dialog.choice().rules
    assert (rules.threshold, rules.discards_before_opening, rules.score_table, rules.low_ace_value) == (
        101, 8, ScoreTable.GULF, 1)
    assert combo.currentText() == "Gulf 101, open after 8 throws"
    assert dialog.house.summary.text().startswith("Gulf 101, open after 8 throws: ")
    # A set keeps the rules, not the seats: Saudi at a partners table is Saudi Hand Partners.
    dialog._set_combo(dialog.variant, Variant.HAND_PARTNERS.value)
    dialog.house.choose(dialog.house.store.all()[3])
    assert dialog.choice().rules == Rules(variant=Variant.SAUDI_PARTNERS)


def test_a_saved_rule_set_round_trips(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "rule_sets.json"
    dialog = _dialog(qtbot, RuleSetStore.from_file(path))
    dialog._set_combo(dialog.rounds, 9)
    for setting, value in CHANGED.items():
        if setting is not S.PARTNER_OF_FINISHER_PAYS:
            _set(dialog, setting, value)
    wanted = dialog.choice().rules
    dialog.house.ask_name = lambda *_args: "Kuwaiti diwaniya"  # type: ignore[method-assign]
    assert dialog.house.save_as()
    assert dialog.house.set_combo.currentText() == "Kuwaiti diwaniya"
    assert json.loads(path.read_text(encoding="utf-8"))["sets"][0]["name"] == "Kuwaiti diwaniya"

    again = _dialog(qtbot, RuleSetStore.from_file(path))
    assert again.choice().rules == Rules()
    saved = [s for s in again.house.store.all() if s.name == "Kuwaiti diwaniya"]
    assert len(saved) == 1 and saved[0].rules == wanted.with_(rounds=5)  # the standard rounds
    again._set_combo(again.rounds, 3)
    again.house.choose(saved[0])
    assert again.choice().rules == wanted.with_(rounds=3)  # a set holds no rounds
    assert again.house.rename_button.isEnabled() and again.house.delete_button.isEnabled()

    # Renamed, then deleted: the file follows.
    again.house.ask_name = lambda *_args: "Our family rules"  # type: ignore[method-assign]
    assert again.house.rename_set()
    assert [s.name for s in RuleSetStore.from_file(path).sets] == ["Our family rules"]
    again.house.confirm = lambda *_args: True  # type: ignore[method-assign]
    assert again.house.delete_set()
    assert RuleSetStore.from_file(path).sets == []
    assert again.choice().rules == wanted.with_(rounds=3)  # the rules chosen stay


def test_rounds_are_not_a_house_rule(app, qtbot) -> None:
    """Changing the rounds keeps the rule set, and the line beside House rules says the same."""
    dialog = _dialog(qtbot)
    combo, summary = dialog.house.set_combo, dialog.house.summary
    assert (combo.currentText(), summary.text()) == ("Standard", "Standard rules")
    dialog._set_combo(dialog.rounds, 9)
    assert (combo.currentText(), summary.text()) == ("Standard", "Standard rules")
    dialog.house.choose(dialog.house.store.all()[1])  # Gulf 51: the rounds stay 9
    assert dialog.rounds.currentData() == 9 and dialog.choice().rules.rounds == 9
    assert combo.currentText() == "Gulf 51" and summary.text().startswith("Gulf 51: ")
    dialog._set_combo(dialog.rounds, 3)
    assert combo.currentText() == "Gulf 51" and summary.text().startswith("Gulf 51: ")
    _set(dialog, S.LOW_ACE_VALUE, 11)
    assert combo.currentText() == "Your own choices" and not summary.text().startswith("Gulf 51")
    assert "Saudi or not" in combo.toolTip() and "rounds" in combo.toolTip()


def test_a_name_in_use_is_refused_in_words(app, qtbot) -> None:
    dialog = _dialog(qtbot)
    answers = iter(["gulf 51", "  ", None])
    told: list[str] = []
    dialog.house.ask_name = lambda *_args: next(answers)  # type: ignore[method-assign]
    dialog.house.inform = lambda _title, text: told.append(text)  # type: ignore[method-assign]
    assert dialog.house.save_as() is False
    assert told == ["A rule set of that name exists already.", "Give the rule set a name."]
    assert dialog.house.store.sets == []


@pytest.mark.parametrize("content", [b"{not json", b'{"kind": "something else"}', b"\xff\xfe"])
def test_a_broken_rule_set_file_is_reported_and_set_aside(app, qtbot, tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "rule_sets.json"
    path.write_bytes(content)
    store = RuleSetStore.from_file(path)
    assert store.sets == [] and store.problem is not None
    assert "could not be read" in store.problem
    kept = list(tmp_path.glob("rule_sets.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content and not path.exists()
    dialog = _dialog(qtbot, store)
    assert dialog.house.problem.isVisible() and "could not be read" in dialog.house.problem.text()
    # Saving a new set writes a fresh file; the broken one stays as it was.
    dialog.house.ask_name = lambda *_args: "Ours"  # type: ignore[method-assign]
    assert dialog.house.save_as()
    assert [s.name for s in RuleSetStore.from_file(path).sets] == ["Ours"]
    assert kept[0].read_bytes() == content


def test_a_bad_entry_is_left_out_and_the_good_ones_kept(app, tmp_path: Path) -> None:
    path = tmp_path / "rule_sets.json"
    good = {"name": "Ours", "rules": {"threshold": 71}}
    bad = {"name": "Theirs", "rules": {"threshold": 52}}
    unknown = {"name": "Odd", "rules": {"jokers": 3}}
    text = json.dumps({"kind": rule_sets.FILE_KIND, "schema": 1, "sets": [good, bad, unknown]})
    path.write_text(text, encoding="utf-8")
    store = RuleSetStore.from_file(path)
    assert [(s.name, s.rules) for s in store.sets] == [("Ours", Rules(threshold=71))]
    assert store.problem is not None and "threshold must be one of" in store.problem
    assert "unknown rules key" in store.problem
    kept = list(tmp_path.glob("rule_sets.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text
    assert [s.name for s in RuleSetStore.from_file(path).sets] == ["Ours"]  # written back


def test_remembered_choices_keep_every_house_setting(app, qtbot) -> None:
    first = _dialog(qtbot)
    first._set_combo(first.variant, Variant.HAND_PARTNERS.value)
    for setting, value in CHANGED.items():
        _set(first, setting, value)
    second = _dialog(qtbot, remembered=json.loads(json.dumps(first.remembered())))
    assert second.choice().rules == first.choice().rules
