"""The six lessons of Help → Learn to play, as data.

Each lesson is a RULES.md section 14 scenario in ``resources/lessons/`` (loaded
with the normal scenario loader) and a few steps (``steps.Step``). The texts are
source texts of the "Lessons" context, translated where they are shown.
"""

from __future__ import annotations

from hand_desktop.core.rules import ErrorCode
from hand_desktop.core.scoring import Finish
from hand_desktop.ui.lessons.steps import Goal, Kind, Lesson, Light, Step
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP

CTX = "Lessons"

YOU = QT_TRANSLATE_NOOP("Lessons", "You")
ALI = QT_TRANSLATE_NOOP("Lessons", "Ali")
HUDA = QT_TRANSLATE_NOOP("Lessons", "Huda")
OMAR = QT_TRANSLATE_NOOP("Lessons", "Omar")

_AFTER = frozenset({Kind.LAY, Kind.EXTEND, Kind.REPLACE_JOKER})  # free play once open, before the discard

MELDS = Lesson(
    key="melds",
    file="1_melds.json",
    title=QT_TRANSLATE_NOOP("Lessons", "Runs and sets"),
    blurb=QT_TRANSLATE_NOOP("Lessons", "What a meld is, a Joker in a meld, and what each card counts."),
    names=(YOU, ALI),
    steps=(
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "A run is three or more cards of one suit, in a row. You opened earlier "
                              "this round, so you may lay melds now: put %1 in the prepared area "
                              "(drag them there, or select them with Space and press M), then press "
                              "Submit melds."),
            Goal(Kind.LAY, ("5H", "6H", "7H")),
            light=("5H", "6H", "7H"), zone=Light.PREPARED, fills=(("5H", "6H", "7H"),),
            hints=((ErrorCode.ILLEGAL_MELD, QT_TRANSLATE_NOOP(
                "Lessons", "Those cards are not a meld: a run keeps to one suit, with ranks in a row, "
                           "like %1.")),),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "A set is three or four cards of one rank, each of a different suit. "
                              "Lay the set %1."),
            Goal(Kind.LAY, ("9S", "9H", "9D")),
            light=("9S", "9H", "9D"), zone=Light.PREPARED, fills=(("9S", "9H", "9D"),),
            hints=((ErrorCode.ILLEGAL_MELD, QT_TRANSLATE_NOOP(
                "Lessons", "A set needs cards of one rank, each of another suit, like %1.")),),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "A Joker stands for the one card a meld is missing. Lay %1: a run in "
                              "which the Joker is %2 or %3, and counts as that card."),
            Goal(Kind.LAY, ("JC", "QC", "JK")),
            light=("JC", "QC", "JK"), zone=Light.PREPARED,
            fills=(("JC", "QC", "JK"), ("10C",), ("KC",)),
            hints=((ErrorCode.ILLEGAL_MELD, QT_TRANSLATE_NOOP(
                "Lessons", "The Joker fills one gap; the other cards must still fit together: %1.")),),
        ),
    ),
    summary=QT_TRANSLATE_NOOP(
        "Lessons",
        "A run is one suit with ranks in a row; an Ace sits at either end (A-2-3 or Q-K-A, never "
        "K-A-2). A set is one rank in different suits. A meld holds at most one Joker.\n\n"
        "In a meld, 2 to 10 count their number, J, Q and K count 10, an Ace 11 (1 at the low end of "
        "A-2-3) and a Joker the card it stands for. Cards still in your hand when someone goes out "
        "count against you, a Joker 15."),
)

OPENING = Lesson(
    key="opening",
    file="2_opening.json",
    title=QT_TRANSLATE_NOOP("Lessons", "Opening"),
    blurb=QT_TRANSLATE_NOOP("Lessons", "Your first lay-down: the prepared area, the counter, reaching 51."),
    names=(YOU, ALI),
    steps=(
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "Every turn starts with a draw. Draw the top card of the stock: click "
                              "the stock, or press D."),
            Goal(Kind.DRAW_STOCK), zone=Light.STOCK,
            hints=((ErrorCode.CANNOT_OPEN_WITH_FIRE_CARD, QT_TRANSLATE_NOOP(
                "Lessons", "You could not open with that fire card, so it stays there: draw from the "
                           "stock.")),),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "Before you lay anything you must open: one lay-down worth 51 points or "
                              "more. Put %1 and %2 in the prepared area; the counter there adds them "
                              "up. When it says enough, press Submit melds (Ctrl+Enter)."),
            Goal(Kind.LAY, opening=True),
            light=("10H", "JH", "QH", "7S", "7D", "7C"), zone=Light.PREPARED,
            fills=(("10H", "JH", "QH"), ("7S", "7D", "7C")),
            hints=((ErrorCode.BELOW_THRESHOLD, QT_TRANSLATE_NOOP(
                "Lessons", "Not enough yet: the opening must reach 51 in one lay-down. Put the set %2 "
                           "in with the run, and the counter shows 51.")),),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "You are open. End your turn by throwing a card you do not need, %1 for "
                              "example: select it and press X, or drag it onto the fire pile."),
            Goal(Kind.DISCARD), also=_AFTER, light=("2C",), zone=Light.FIRE, fills=(("2C",),),
        ),
    ),
    summary=QT_TRANSLATE_NOOP(
        "Lessons",
        "Your opening is one lay-down of 51 points or more, all from your hand, all at once. Build it "
        "in the prepared area first: the counter says when it is enough.\n\n"
        "Until you have opened you may not add to the melds on the table. Once open, there is no "
        "threshold any more."),
)

FIRE_CARD = Lesson(
    key="fire_card",
    file="3_fire_card.json",
    title=QT_TRANSLATE_NOOP("Lessons", "The fire card"),
    blurb=QT_TRANSLATE_NOOP("Lessons", "Taking it obliges you to open this turn, and you may not throw it back."),
    names=(YOU, ALI),
    steps=(
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "The %1 on top of the fire pile would give you a set with %2, and with "
                              "%3 that makes 59: an opening. Take the fire card: click it, or press F."),
            Goal(Kind.DRAW_FIRE), light=("KC",), zone=Light.FIRE,
            fills=(("KC",), ("KS", "KD"), ("9S", "10S", "JS")),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "You took the fire card before opening, so you must open in this same "
                              "turn. Open now with %1 and %2."),
            Goal(Kind.LAY, opening=True),
            light=("9S", "10S", "JS", "KS", "KD", "KC"), zone=Light.PREPARED,
            fills=(("9S", "10S", "JS"), ("KS", "KD", "KC")),
            hints=(
                (ErrorCode.MUST_OPEN, QT_TRANSLATE_NOOP(
                    "Lessons", "No discarding yet: whoever takes the fire card before opening must "
                               "open first. Lay %1 and %2.")),
                (ErrorCode.BELOW_THRESHOLD, QT_TRANSLATE_NOOP(
                    "Lessons", "Lay both melds together: 29 and 30 make 59.")),
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "Now throw a card to end your turn. A card taken from the fire pile, and "
                              "its twin, may never go straight back in the same turn; any other card "
                              "may, %1 for example."),
            Goal(Kind.DISCARD), also=_AFTER, light=("2H",), zone=Light.FIRE, fills=(("2H",),),
            hints=((ErrorCode.FIRE_CARD_LOCKED, QT_TRANSLATE_NOOP(
                "Lessons", "The fire card and its twin stay with you this turn: throw another card.")),),
        ),
    ),
    summary=QT_TRANSLATE_NOOP(
        "Lessons",
        "Everyone sees the whole fire pile, but only its top card can be taken.\n\n"
        "Before you have opened, you may take it only if you can open with it, and then you must open "
        "in that same turn. Whoever takes it may not throw it, or its twin, back in the same turn."),
)

AFTER_OPENING = Lesson(
    key="after_opening",
    file="4_after_opening.json",
    title=QT_TRANSLATE_NOOP("Lessons", "After opening"),
    blurb=QT_TRANSLATE_NOOP("Lessons", "Add to any meld, and take a Joker back with the card it stands for."),
    names=(YOU, ALI),
    steps=(
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "Once you have opened you may add cards to any meld on the table, even "
                              "Ali's. Add %1 to Ali's run %2: drag it onto the run, or select it, move "
                              "to the run with the arrow keys and press Enter."),
            Goal(Kind.EXTEND, ("7S",), meld=1), light=("7S",), meld=1,
            fills=(("7S",), ("4S", "5S", "6S")),
            hints=((ErrorCode.ILLEGAL_EXTENSION, QT_TRANSLATE_NOOP(
                "Lessons", "That card does not continue the run: %1 comes next after %2.")),),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "The Joker in %1 stands for %2, and you hold %2: put it on that meld "
                              "and the Joker comes back to your hand."),
            Goal(Kind.REPLACE_JOKER, ("JC",), meld=2), light=("JC", "JK"), meld=2,
            fills=(("9C", "10C", "JK"), ("JC",)),
            hints=(
                (ErrorCode.ILLEGAL_REPLACEMENT, QT_TRANSLATE_NOOP(
                    "Lessons", "Only the card the Joker stands for takes it back, and here that is %2.")),
                (ErrorCode.ILLEGAL_EXTENSION, QT_TRANSLATE_NOOP(
                    "Lessons", "That card does not fit the meld. The Joker stands for %2: put %2 on it.")),
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "The Joker is yours again, to use this same turn. Lay it with %1 as a "
                              "run of hearts."),
            Goal(Kind.LAY, ("JK",)), light=("8H", "9H", "JK"), zone=Light.PREPARED,
            fills=(("8H", "9H"),),
            hints=((ErrorCode.ILLEGAL_MELD, QT_TRANSLATE_NOOP(
                "Lessons", "Put the Joker with %1 to make a run.")),),
        ),
    ),
    summary=QT_TRANSLATE_NOOP(
        "Lessons",
        "Once open, in the same turn and later, you may lay new melds, add cards to any meld on the "
        "table (yours, your partner's or an opponent's) and take a Joker back by putting in the card "
        "it stands for.\n\n"
        "A Joker taken back is best used at once: left in your hand when the round ends, it costs 15."),
)

THE_HAND = Lesson(
    key="the_hand",
    file="5_the_hand.json",
    title=QT_TRANSLATE_NOOP("Lessons", "Going out, and the Hand"),
    blurb=QT_TRANSLATE_NOOP("Lessons", "Everything down in one turn, without touching others' melds: \u221260."),
    names=(YOU, ALI),
    steps=(
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "You have laid nothing this round, and your cards nearly fit together. "
                              "Draw from the stock (D)."),
            Goal(Kind.DRAW_STOCK), zone=Light.STOCK,
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "All your cards but one make melds: %1, %2, %3 and %4. Lay them all in "
                              "this turn; together they are your opening too (102 points)."),
            Goal(Kind.LAY, hand_left=1),
            light=("10H", "JH", "QH", "KH", "7S", "7D", "7C", "2C", "3C", "4C", "5C", "9D", "9S", "9H"),
            zone=Light.PREPARED,
            fills=(("10H", "JH", "QH", "KH"), ("7S", "7D", "7C"), ("2C", "3C", "4C", "5C"),
                   ("9D", "9S", "9H")),
            hints=(
                (ErrorCode.NOT_OPENED, QT_TRANSLATE_NOOP(
                    "Lessons", "Before you open you may not touch the melds on the table, and for a "
                               "Hand you must not touch anyone else's at all: lay your own melds.")),
                (ErrorCode.BELOW_THRESHOLD, QT_TRANSLATE_NOOP(
                    "Lessons", "Your first lay-down must reach 51: put two or more melds in it.")),
            ),
            astray=((Kind.EXTEND, QT_TRANSLATE_NOOP(
                "Lessons", "Adding to Ali's meld is allowed, but then it is no longer a Hand: keep to "
                           "your own melds.")),),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "Throw your last card, %1, to go out. Everything went down in one turn "
                              "and you touched nobody else's meld: that is a Hand."),
            Goal(Kind.DISCARD, finish=Finish.HAND), light=("JD",), zone=Light.FIRE, fills=(("JD",),),
            astray=((Kind.EXTEND, QT_TRANSLATE_NOOP(
                "Lessons", "Putting %1 on Ali's meld would go out too, but as a normal finish (\u221230): "
                           "throw it on the fire pile for a Hand.")),),
        ),
    ),
    summary=QT_TRANSLATE_NOOP(
        "Lessons",
        "The round ends the moment a player's hand is empty. Points are penalties, lower is better: "
        "going out scores \u221230, the others pay what they hold, or 100 if they never opened.\n\n"
        "A Hand is going out in one turn with everything, having laid nothing before and touched no "
        "one else's meld: \u221260 for you, and the others pay double, 200 if they had not opened."),
)

SAUDI_PARTNERS = Lesson(
    key="saudi_partners",
    file="6_saudi_partners.json",
    title=QT_TRANSLATE_NOOP("Lessons", "Saudi Hand and partners"),
    blurb=QT_TRANSLATE_NOOP("Lessons", "The rising threshold, team openings and team totals."),
    names=(YOU, ALI, HUDA, OMAR),
    steps=(
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "Saudi Hand with partners: Huda, opposite you, is your partner. Ali's "
                              "team opened with 58, and every later opening must beat the last one, "
                              "so you need 59. Open with %1 and %2; the counter shows the target."),
            Goal(Kind.LAY, opening=True),
            light=("10H", "JH", "QH", "KH", "7S", "7D", "7C"), zone=Light.PREPARED,
            fills=(("10H", "JH", "QH", "KH"), ("7S", "7D", "7C")),
            hints=((ErrorCode.BELOW_THRESHOLD, QT_TRANSLATE_NOOP(
                "Lessons", "51 would do in plain Hand, but here the last opening was 58: you need 59 "
                           "or more. Keep the whole run %1.")),),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lessons",
                              "Your team is open now, you and Huda both: she may lay melds freely, with "
                              "no threshold. Throw a card to end your turn, %1 for example."),
            Goal(Kind.DISCARD), also=_AFTER, light=("2C",), zone=Light.FIRE, fills=(("2C",),),
        ),
    ),
    summary=QT_TRANSLATE_NOOP(
        "Lessons",
        "Saudi Hand: the first opening of a round needs 51, and each later one must beat the last "
        "opening (after 58 comes 59, after 61 comes 62).\n\n"
        "Partners sit opposite each other. The first opening by either partner opens the team, and "
        "at the end of each round the two partners' points are added: the team with the lower total "
        "wins the match."),
)

LESSONS: tuple[Lesson, ...] = (MELDS, OPENING, FIRE_CARD, AFTER_OPENING, THE_HAND, SAUDI_PARTNERS)
