"""The words on the seat plates and around the table: who, how many cards, what they just did."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.seats import SeatKind
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.sessions.session import Presence, Session
from hand_desktop.ui.table.decor import PlateInfo
from hand_desktop.ui.table.sentences import event_text
from hand_desktop.ui.words.text import fill, isolate, join_parts, number


def plate_info(session: Session, view: PlayerView, bottom: int, seat: int) -> PlateInfo:
    """What the plate of ``seat`` shows to the person at ``bottom``."""
    own = seat == bottom
    count = view.hand_counts[seat]
    opened = view.opened[seat]
    parts = []
    level = LEVEL_NAMES.get(session.seats[seat].kind)
    if level is not None:
        parts.append(QCoreApplication.translate("Table", level))
    parts.append(QCoreApplication.translate("Table", "%n card(s)", None, count))
    if opened:
        parts.append(QCoreApplication.translate("Table", "opened \u2713"))
    if view.rules.partners and (seat - bottom) % view.players == 2:
        parts.append(QCoreApplication.translate("Table", "partner"))
    presence = session.presence(seat)
    turn = view.turn == seat and view.phase is not Phase.OVER
    if own:
        action = own_prompt(view) if turn else recent_text(session, bottom, seat)
    elif presence is not Presence.HERE:
        # A network seat's state comes first, on its own line: it explains why the table waits.
        action = QCoreApplication.translate("Table", PRESENCE_WORDS[presence])
    elif turn and session.seats[seat].kind is SeatKind.REMOTE:
        # A person at another computer: the table waits for them, nobody is "thinking" here.
        action = fill(QCoreApplication.translate("Table", "waiting for %1"), isolate(session.name(seat)))
    elif turn and not session.is_human(seat):
        action = QCoreApplication.translate("Table", "thinking\u2026")
    elif turn:
        action = QCoreApplication.translate("Table", "to play")
    else:
        action = recent_text(session, bottom, seat)
    moves = tuple(recent_parts(session, bottom, seat)) if action and action == recent_text(session, bottom, seat) else ()
    score = fill(QCoreApplication.translate("Table", "Score %1"), number(view.scores[seat]))
    detail = join_parts(parts)
    lines = [isolate(session.name(seat)) + "  " + score, detail]
    if view.dealer == seat:
        lines.append(QCoreApplication.translate("Table", "Dealer of this round"))
    if action:
        lines.append(action)
    return PlateInfo(session.name(seat), score, detail, action, -1 if own else count,
                     opened, turn, view.dealer == seat, tip="\n".join(lines), action_parts=moves,
                     joiner=QCoreApplication.translate("Text", ", ", "between items of a list"))


# The bot levels as the plates name them (the setting's own words, translated where shown).
LEVEL_NAMES = {
    SeatKind.EASY: QT_TRANSLATE_NOOP("Table", "Easy"),
    SeatKind.MEDIUM: QT_TRANSLATE_NOOP("Table", "Medium"),
    SeatKind.HARD: QT_TRANSLATE_NOOP("Table", "Hard"),
}


# A network seat that is not simply there (Session.presence), beside its card count.
PRESENCE_WORDS = {
    Presence.AWAY: QT_TRANSLATE_NOOP("Table", "reconnecting\u2026"),
    Presence.COVERED: QT_TRANSLATE_NOOP("Table", "played by the computer"),
}


def recent_text(session: Session, bottom: int, seat: int) -> str:
    """What ``seat`` did in its latest turn, as ``bottom`` may know it, in the order it was
    played (the discard, which ends a turn, last)."""
    return QCoreApplication.translate("Text", ", ", "between items of a list").join(recent_parts(session, bottom, seat))


def recent_parts(session: Session, bottom: int, seat: int) -> list[str]:
    return [t for t in (event_text(e) for e in session.recent_events(seat, bottom)) if t]


def own_prompt(view: PlayerView) -> str:
    if view.phase is Phase.FIRST_DISCARD:
        return QCoreApplication.translate("Table", "Your turn: you have 15 cards, discard one")
    if view.phase is Phase.DRAW:
        return QCoreApplication.translate("Table", "Your turn: draw from the stock or the fire")
    if view.must_open:
        return QCoreApplication.translate("Table", "Your turn: open with the fire card, then discard")
    return QCoreApplication.translate("Table", "Your turn: meld, then discard")


def group_title(session: Session, view: PlayerView, bottom: int, g: int) -> str:
    """The title of meld group ``g`` (0 is the bottom seat's side)."""
    players = view.players
    if view.rules.partners:
        names = fill(QCoreApplication.translate("Scores", "%1 & %2"),
                     isolate(session.name((bottom + g) % players)),
                     isolate(session.name((bottom + g + 2) % players)))
        if not session.is_human(bottom):  # watching the computer: nobody at the table is "us"
            return fill(QCoreApplication.translate("Table", "Melds of %1"), names)
        if g == 0:
            return fill(QCoreApplication.translate("Table", "Our melds (%1)"), names)
        return fill(QCoreApplication.translate("Table", "Their melds (%1)"), names)
    if g == 0 and session.is_human(bottom):  # watching the computer, the bottom seat is not "you"
        return QCoreApplication.translate("Table", "Your melds")
    name = isolate(session.name((bottom + g) % players))
    return fill(QCoreApplication.translate("Table", "Melds of %1"), name)


def info_text(session: Session, view: PlayerView, bottom: int) -> str:
    """The corner: the round, the team totals, what an opening needs now (in a lesson only
    the last: its round stands alone)."""
    need = fill(QCoreApplication.translate("Table", "To open: %1 points"),
                number(view.required_opening))
    if not session.shows_rounds:
        return need
    summary = session.summary()
    if summary.deciding:
        head = QCoreApplication.translate("Table", "Deciding round")
    else:
        head = fill(QCoreApplication.translate("Table", "Round %1 of %2"),
                    number(summary.round_number), number(view.rules.rounds))
    if summary.team_totals is not None:
        totals = summary.team_totals
        mine = bottom % 2
        head += "  " + fill(QCoreApplication.translate("Table", "Us %1 \u2013 Them %2"),
                            number(totals[mine]), number(totals[1 - mine]))
    return head + "\n" + need
