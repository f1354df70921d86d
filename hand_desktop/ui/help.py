"""Help → Rules: the rules of the table being played, written for players.

The page is assembled from translated paragraphs (context "RulesHelp") and
the numbers of the :class:`Rules` in force (threshold, Joker penalty, rounds,
score table, house rules), so it always describes the game on the table and
not some other version of it. It is rebuilt on every language change.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from hand_desktop.core.rules import PartnerPays, Rules
from hand_desktop.ui.screen_fit import fit_on_show
from hand_desktop.ui.words.i18n import is_rtl
from hand_desktop.ui.words.text import fill, local_digits, number, variant_name

# lupdate finds texts only in calls named translate(...) with literal arguments,
# so every text below is written out as translate("RulesHelp", "...").
translate = QCoreApplication.translate


def _text(text: str) -> str:
    """Escaped for HTML, with the digits people chose (the catalogues write 0-9)."""
    return html.escape(local_digits(text))


class _Page:
    """A tiny HTML builder: every piece of text is escaped (and its digits set) here, once."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def h1(self, text: str) -> None:
        self.parts.append(f"<h1>{_text(text)}</h1>")

    def h2(self, text: str) -> None:
        self.parts.append(f"<h2>{_text(text)}</h2>")

    def p(self, text: str) -> None:
        self.parts.append(f"<p>{_text(text)}</p>")

    def ul(self, items: list[str]) -> None:
        lis = "".join(f"<li>{_text(item)}</li>" for item in items)
        self.parts.append(f"<ul>{lis}</ul>")

    def table(self, header: list[str], rows: list[list[str]]) -> None:
        # Qt's rich text lays table columns out left to right whatever the
        # direction, so in right-to-left the columns are reversed here and the
        # table is set against the right margin.
        rtl = is_rtl()

        def ordered(cells: list[str]) -> list[str]:
            return cells[::-1] if rtl else cells

        head = "".join(f"<th>{_text(cell)}</th>" for cell in ordered(header))
        body = "".join(
            "<tr>" + "".join(f"<td>{_text(cell)}</td>" for cell in ordered(row)) + "</tr>"
            for row in rows
        )
        align = "right" if rtl else "left"
        self.parts.append(
            f'<table align="{align}" border="1" cellspacing="0" cellpadding="4">'
            f"<tr>{head}</tr>{body}</table>"
        )


def rules_html(rules: Rules) -> str:
    """The whole rules page for ``rules``, in the current language."""
    page = _Page()
    page.h1(fill(translate("RulesHelp", "How to play %1"), variant_name(rules.variant)))
    _house_rules(page, rules)
    _overview(page, rules)
    _turn(page, rules)
    _melds(page, rules)
    _opening(page, rules)
    _fire(page, rules)
    _jokers(page, rules)
    _the_hand(page, rules)
    _going_out(page, rules)
    _scoring(page, rules)
    _end(page, rules)
    direction = "rtl" if is_rtl() else "ltr"
    return f'<html><body dir="{direction}">{"".join(page.parts)}</body></html>'


def _house_rules(page: _Page, rules: Rules) -> None:
    """First, so nobody is surprised by a score: every way this table differs from the standard."""
    from hand_desktop.ui.words.house_words import difference_lines

    lines = difference_lines(rules)
    page.h2(translate("RulesHelp", "House rules"))
    if not lines:
        page.p(translate("RulesHelp", "This table plays the standard rules."))
        return
    page.p(translate("RulesHelp", "This table differs from the standard rules:"))
    page.ul(lines)


def _overview(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "The game"))
    page.p(
        translate(
            "RulesHelp",
            "Hand is a rummy game for two decks: 106 cards, that is two packs of 52 and two "
            "Jokers. Every card exists twice. The aim of each round is to get rid of all your "
            "cards by laying them on the table in melds. Points are penalties: the fewer, the better.",
        )
    )
    if rules.partners:
        page.p(
            translate(
                "RulesHelp",
                "Four players in two teams of two. Partners sit opposite each other, so turns "
                "alternate between the teams. A team's score is the sum of both partners' points.",
            )
        )
    else:
        page.p(translate("RulesHelp", "Two, three or four players, each playing for themselves."))
    page.p(
        translate(
            "RulesHelp",
            "The match lasts %n round(s). The lowest total at the end wins.",
            None,
            rules.rounds,
        )
    )


def _turn(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "The deal and a turn"))
    page.ul(
        [
            translate(
                "RulesHelp",
                "Everyone gets 14 cards; the player after the dealer gets a 15th and starts by "
                "throwing one card onto the fire pile, without drawing.",
            ),
            translate(
                "RulesHelp",
                "The rest of the cards form the stock, face down. The deal passes to the next "
                "player every round, and play goes counter-clockwise.",
            ),
            translate(
                "RulesHelp",
                "On your turn: draw one card, from the stock or the top of the fire pile; then lay "
                "melds, add to melds or replace Jokers if you may; then throw one card onto the "
                "fire pile to end your turn.",
            ),
        ]
    )


def _melds(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "Melds"))
    page.ul(
        [
            translate(
                "RulesHelp",
                "A run: three or more cards of one suit in a row, such as 5 6 7 of hearts. An Ace "
                "is low (A 2 3) or high (Q K A), but a run never goes round the corner (K A 2).",
            ),
            translate(
                "RulesHelp",
                "A set: three or four cards of one rank, all of different suits. The two copies of "
                "the same card never share a set.",
            ),
            translate(
                "RulesHelp",
                "A meld may hold one Joker at most. Melds are never split or rearranged, and every "
                "card added must leave a proper run or set.",
            ),
        ]
    )
    low_ace = number(rules.low_ace_value)
    page.table(
        [
            translate("RulesHelp", "Card"),
            translate("RulesHelp", "In a meld"),
            translate("RulesHelp", "Left in your hand"),
        ],
        [
            [
                translate("RulesHelp", "2 to 10"),
                translate("RulesHelp", "its number"),
                translate("RulesHelp", "its number"),
            ],
            [translate("RulesHelp", "Jack, Queen, King"), number(10), number(10)],
            [translate("RulesHelp", "Ace, high or in a set"), number(11), number(11)],
            [translate("RulesHelp", "Ace, low (A 2 3)"), low_ace, number(11)],
            [
                translate("RulesHelp", "Joker"),
                translate("RulesHelp", "the card it stands for"),
                number(rules.joker_penalty),
            ],
        ],
    )


def _opening(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "The opening"))
    page.p(
        translate(
            "RulesHelp",
            "Your first lay-down in a round is your opening: one or more new melds from your "
            "hand, all at once, whose values add up to at least the opening threshold. If one "
            "meld is wrong or the total falls short, nothing is laid and you have not opened.",
        )
    )
    threshold = number(rules.threshold)
    low_ace = number(rules.low_ace_value)
    if rules.rising:
        page.p(
            fill(
                translate(
                    "RulesHelp",
                    "The first opening of the round needs %1 points. Every later opening must beat "
                    "the previous one by at least a point: if someone opens with %2, the next "
                    "opening needs %3. The counter on the table shows what you have and what you "
                    "need.",
                ),
                threshold,
                number(rules.threshold + 7),
                number(rules.threshold + 8),
            )
        )
    else:
        page.p(fill(translate("RulesHelp", "Every opening needs at least %1 points."), threshold))
    if rules.partners:
        if rules.rising:
            page.p(
                translate(
                    "RulesHelp",
                    "Each team opens once: the first opening by either partner opens the team, and "
                    "the other partner then plays freely. The rising value runs between the teams.",
                )
            )
        else:
            page.p(
                translate(
                    "RulesHelp",
                    "Each team opens once: the first opening by either partner opens the team, and "
                    "the other partner then plays freely.",
                )
            )
    page.p(
        translate(
            "RulesHelp",
            "Before you have opened you may not add to melds on the table nor replace Jokers. "
            "Once opened there is no threshold any more: lay melds, add to any meld (yours, your "
            "partner's or your opponents') and replace Jokers as you like.",
        )
    )
    house: list[str] = []
    if rules.discards_before_opening:
        house.append(
            translate(
                "RulesHelp",
                "Nobody may open before %n cards have been thrown onto the fire pile this round "
                "(a Hand is exempt).",
                None,
                rules.discards_before_opening,
            )
        )
    if rules.open_only_after_taking_discard:
        house.append(
            translate(
                "RulesHelp",
                "You may open only in a turn in which you took the previous player's discard.",
            )
        )
    if rules.hand_exempt_from_threshold:
        house.append(translate("RulesHelp", "A Hand need not reach the opening threshold."))
    if rules.low_ace_value != 1:
        house.append(fill(translate("RulesHelp", "A low Ace counts %1 in an opening."), low_ace))
    if house:
        page.p(translate("RulesHelp", "House rules at this table:"))
        page.ul(house)


def _fire(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "The fire card"))
    page.p(
        translate(
            "RulesHelp",
            "The fire pile is the discard pile. Every thrown card goes on it face up and everyone "
            "can see the whole pile, but only its top card, the fire card, can be taken, instead "
            "of drawing from the stock.",
        )
    )
    page.ul(
        [
            translate(
                "RulesHelp",
                "If your side has not opened, taking the fire card means you must open in this same "
                "turn, and you may not throw a card before you have opened. The game lets you take "
                "it only when an opening exists with your hand and that card, so you never get "
                "stuck.",
            ),
            translate(
                "RulesHelp", "Once your side has opened, you take the fire card with no obligation."
            ),
            translate("RulesHelp", "You may not throw the fire card back in the same turn.")
            if rules.fire_twin_discard_allowed
            else translate(
                "RulesHelp",
                "You may not throw the fire card back in the same turn, nor its twin (the "
                "other copy of the same card).",
            ),
        ]
    )


def _jokers(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "Jokers"))
    page.ul(
        [
            translate(
                "RulesHelp",
                "The two Jokers are the only wild cards. A Joker stands for one missing card: in a "
                "run it fills the gap or sits at either end, in a set it takes a missing suit.",
            ),
            translate(
                "RulesHelp",
                "Once opened, you may replace a Joker: put the real card it stands for into its "
                "meld and take the Joker into your hand, to use again at once. In a set of two "
                "cards and a Joker you must add both missing suits together.",
            ),
            translate(
                "RulesHelp",
                "A second Joker may never join a meld. Jokers are thrown and taken from the fire "
                "pile like any other card.",
            ),
            fill(
                translate(
                    "RulesHelp", "A Joker left in your hand at the end of a round costs %1 points."
                ),
                number(rules.joker_penalty),
            ),
        ]
    )


def _the_hand(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "The Hand"))
    page.p(
        translate(
            "RulesHelp",
            "A Hand is going out all in one turn: you laid nothing in earlier turns, and in this "
            "turn you lay your whole hand in new melds of your own, adding nothing to melds "
            "already on the table, and go out. A Hand scores double.",
        )
    )
    if rules.hand_exempt_from_threshold:
        page.p(translate("RulesHelp", "At this table a Hand need not reach the opening threshold."))
    else:
        page.p(
            translate(
                "RulesHelp",
                "A Hand by a player whose side has not opened is also that side's opening, so its "
                "melds must reach the opening threshold too.",
            )
        )
    if rules.partners:
        page.p(
            translate(
                "RulesHelp", "If your partner has already opened, your Hand needs no threshold."
            )
        )
    if rules.gulf:
        page.p(
            translate(
                "RulesHelp",
                "With the Gulf score table there are special Hands, worth more: a coloured Hand "
                "(all 15 cards red, or all black), a Joker Hand (the card thrown last is a Joker), "
                "a suited Hand (all 15 cards of one suit), a double Joker Hand (both Jokers thrown "
                "at the end) and a double Joker coloured Hand. A finish that fits several scores "
                "the highest.",
            )
        )


def _going_out(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "Going out"))
    if rules.discard_required_to_finish:
        page.p(
            translate(
                "RulesHelp",
                "The round ends the moment a player has no cards left. Going out always ends with "
                "a throw onto the fire pile.",
            )
        )
    else:
        page.p(
            translate(
                "RulesHelp",
                "The round ends the moment a player has no cards left: after throwing their last "
                "card, or after laying or adding their last cards (no throw needed).",
            )
        )
    if rules.max_reshuffles:
        page.p(
            translate(
                "RulesHelp",
                "When the stock runs out, the fire pile except its top card is shuffled into a new "
                "stock, at most %n time(s) a round. If the stock is needed after that, the round "
                "ends with no result and everyone scores 0.",
                None,
                rules.max_reshuffles,
            )
        )
    else:
        page.p(
            translate(
                "RulesHelp",
                "When the stock runs out, the round ends with no result and everyone scores 0.",
            )
        )


def _scoring(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "Scoring"))
    page.p(
        fill(
            translate(
                "RulesHelp",
                "Your hand's value is the sum of the cards left in it (an Ace counts 11, a Joker %1).",
            ),
            number(rules.joker_penalty),
        )
    )
    value = translate("RulesHelp", "hand value")
    times = translate("RulesHelp", "%1 × hand value")
    if rules.partners:
        partner = value if rules.partner_of_finisher_pays is PartnerPays.HAND else number(0)
    else:
        partner = ""
    if rules.gulf:
        header = [
            translate("RulesHelp", "Finish"),
            translate("RulesHelp", "Player who went out"),
            translate("RulesHelp", "Not opened"),
            translate("RulesHelp", "Opened"),
        ]
        rows = [
            (translate("RulesHelp", "Normal finish"), -30, 100, 1),
            (translate("RulesHelp", "Hand"), -60, 200, 2),
            (translate("RulesHelp", "Coloured Hand"), -120, 400, 4),
            (translate("RulesHelp", "Joker Hand"), -120, 400, 4),
            (translate("RulesHelp", "Suited Hand"), -240, 800, 8),
            (translate("RulesHelp", "Double Joker Hand"), -240, 800, 8),
            (translate("RulesHelp", "Double Joker coloured Hand"), -480, 1600, 32),
        ]
    else:
        header = [
            translate("RulesHelp", "Finish"),
            translate("RulesHelp", "Player who went out"),
            translate("RulesHelp", "Not opened"),
            translate("RulesHelp", "Opened"),
        ]
        rows = [
            (translate("RulesHelp", "Normal finish"), -30, 100, 1),
            (translate("RulesHelp", "Hand"), -60, 200, 2),
        ]
    if rules.partners:
        header.append(translate("RulesHelp", "Partner of the player who went out"))
    table_rows: list[list[str]] = []
    for name, finisher, unopened, multiplier in rows:
        opened = value if multiplier == 1 else fill(times, number(multiplier))
        row = [name, number(finisher), number(unopened), opened]
        if rules.partners:
            row.append(partner)
        table_rows.append(row)
    page.table(header, table_rows)
    page.p(translate("RulesHelp", "A round with no result scores 0 for everyone."))
    if rules.partners:
        page.p(
            translate(
                "RulesHelp",
                "Opened counts per team: a partner who laid nothing but whose team opened pays the "
                "value of their hand, not 100.",
            )
        )


def _end(page: _Page, rules: Rules) -> None:
    page.h2(translate("RulesHelp", "End of the match"))
    if rules.partners:
        page.p(
            translate(
                "RulesHelp",
                "After %n round(s) the team with the lowest total wins. If the lowest total is "
                "tied, deciding rounds are played until one total is lowest.",
                None,
                rules.rounds,
            )
        )
    else:
        page.p(
            translate(
                "RulesHelp",
                "After %n round(s) the player with the lowest total wins. If the lowest total is "
                "tied, deciding rounds are played until one total is lowest.",
                None,
                rules.rounds,
            )
        )


class RulesDialog(QDialog):
    """Help → Rules: the rules page of the table being played; rebuilt on language change."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self._rules = rules
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.resize(640, 720)
        self.retranslate_ui()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    @property
    def rules(self) -> Rules:
        return self._rules

    def set_rules(self, rules: Rules) -> None:
        """Show the rules of another table (a new match was started)."""
        self._rules = rules
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(
            fill(
                QCoreApplication.translate("RulesDialog", "Rules: %1"),
                variant_name(self._rules.variant),
            )
        )
        # Keep the reader's place when only the language changes.
        bar = self.browser.verticalScrollBar()
        ratio = bar.value() / bar.maximum() if bar.maximum() else 0.0
        self.browser.setHtml(rules_html(self._rules))
        bar.setValue(int(ratio * bar.maximum()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.LayoutDirectionChange:
            # The table directions in the page follow the layout direction.
            self.browser.setHtml(rules_html(self._rules))
        super().changeEvent(event)


def show_rules(rules: Rules, parent: QWidget | None = None) -> RulesDialog:
    """Open the rules page without blocking the game (players may keep it open)."""
    dialog = RulesDialog(rules, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    # Take the keys at once, so Escape closes it and the arrows scroll the page.
    dialog.activateWindow()
    dialog.browser.setFocus()
    return dialog
