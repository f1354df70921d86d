"""Help → Rules: the rules page of the table being played, in both languages."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from hand_desktop.core.rules import PartnerPays, Rules, ScoreTable, Variant
from hand_desktop.ui.help import RulesDialog, rules_html, variant_name
from hand_desktop.ui.words import i18n


def _plain(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def test_plain_hand_has_a_fixed_threshold(app: QApplication) -> None:
    text = _plain(rules_html(Rules(variant=Variant.HAND)))
    assert "Every opening needs at least 51 points." in text
    assert "each playing for themselves" in text
    assert "Partner" not in text
    assert "previous one" not in text


def test_saudi_threshold_rises(app: QApplication) -> None:
    text = _plain(rules_html(Rules(variant=Variant.SAUDI, threshold=61)))
    assert "The first opening of the round needs 61 points" in text
    assert "opens with 68, the next opening needs 69" in text


def test_partner_variants_speak_of_teams(app: QApplication) -> None:
    text = _plain(rules_html(Rules(variant=Variant.SAUDI_PARTNERS)))
    assert "two teams of two" in text
    assert "Each team opens once" in text
    assert "The rising value runs between the teams." in text
    assert "Partner of the player who went out" in text
    zero = _plain(
        rules_html(Rules(variant=Variant.HAND_PARTNERS, partner_of_finisher_pays=PartnerPays.ZERO))
    )
    assert "rising value" not in zero


def test_settings_of_the_table_are_on_the_page(app: QApplication) -> None:
    rules = Rules(
        variant=Variant.HAND,
        rounds=7,
        joker_in_hand=20,
        discards_before_opening=8,
        open_only_after_taking_discard=True,
        fire_twin_discard_allowed=True,
        max_reshuffles=0,
    )
    text = _plain(rules_html(rules))
    assert "7 rounds" in text
    assert "costs 20 points" in text
    assert "before 8 cards have been thrown" in text
    assert "took the previous player's discard" in text
    assert "nor its twin" not in text
    assert "shuffled into a new stock" not in text


def test_gulf_table_lists_the_special_hands(app: QApplication) -> None:
    standard = _plain(rules_html(Rules(variant=Variant.HAND)))
    gulf = _plain(rules_html(Rules(variant=Variant.HAND, score_table=ScoreTable.GULF)))
    assert "Double Joker coloured Hand" not in standard
    for name in ("Coloured Hand", "Joker Hand", "Suited Hand", "Double Joker coloured Hand"):
        assert name in gulf
    assert "-480" in gulf and "1600" in gulf and "32 × hand value" in gulf
    assert "always ends with a throw" in gulf


def test_page_is_escaped_html(app: QApplication) -> None:
    page = rules_html(Rules(variant=Variant.HAND_PARTNERS))
    # "partner's" and "opponents'" are escaped; no stray markup from the texts.
    assert "opponents&#x27;" in page
    assert page.count("<table") == page.count("</table>") == 2


def test_arabic_page_with_digits_and_mirrored_tables(app: QApplication) -> None:
    i18n.switch_language(app, "ar")
    i18n.set_digits("arabic")
    page = rules_html(Rules(variant=Variant.SAUDI, threshold=51))
    text = _plain(page)
    assert "النزول" in text and "ورقة الأرض" in text and "الجوكر" in text
    assert "٥١" in text and "51" not in text
    # Qt lays table columns out left to right: in Arabic they are given in reverse.
    first_header = re.search(r"<th>(.*?)</th>", page)
    assert first_header is not None and first_header.group(1) == "باقية في يدك"
    assert '<body dir="rtl">' in page
    i18n.set_digits("western")
    assert "51" in _plain(rules_html(Rules(variant=Variant.SAUDI)))


def test_dialog_retranslates_on_language_switch(app: QApplication, qtbot) -> None:
    dialog = RulesDialog(Rules(variant=Variant.SAUDI_PARTNERS))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Rules: Saudi Hand Partners"
    assert "The fire card" in dialog.browser.toPlainText()
    assert dialog.layoutDirection() == Qt.LayoutDirection.LeftToRight

    i18n.switch_language(app, "ar")
    assert dialog.windowTitle() == "القواعد: هاند سعودي شراكة"
    assert "ورقة الأرض" in dialog.browser.toPlainText()
    assert "The fire card" not in dialog.browser.toPlainText()
    assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert dialog.browser.layoutDirection() == Qt.LayoutDirection.RightToLeft

    i18n.switch_language(app, "en")
    assert dialog.windowTitle() == "Rules: Saudi Hand Partners"
    assert "The fire card" in dialog.browser.toPlainText()


def test_dialog_follows_a_new_table(app: QApplication, qtbot) -> None:
    dialog = RulesDialog(Rules(variant=Variant.HAND))
    qtbot.addWidget(dialog)
    dialog.set_rules(Rules(variant=Variant.SAUDI, threshold=71))
    assert dialog.windowTitle() == "Rules: Saudi Hand"
    assert "needs 71 points" in dialog.browser.toPlainText()


def test_every_variant_has_a_name_in_both_languages(app: QApplication) -> None:
    english = {v: variant_name(v) for v in Variant}
    i18n.switch_language(app, "ar")
    arabic = {v: variant_name(v) for v in Variant}
    assert len(set(english.values())) == len(set(arabic.values())) == 4
    assert all("هاند" in name for name in arabic.values())
