"""Game → Preferences: the table's colour, the cards, sorting, animations and sound, in one place.

The dialog edits a ``Preferences`` value and an animation speed; a preview shows
a few cards on the chosen felt, with the chosen back and suit colours, as the
choices change. Nothing is applied before OK: the window takes ``choice()``,
stores it and passes it on to the table, the card art and the sounds.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.cards import parse_card
from hand_desktop.ui import wheel_guard
from hand_desktop.ui.card_art import CardArt, cards_dir, style_for
from hand_desktop.ui.dialogs.common import CardStrip
from hand_desktop.ui.looks import set_text_colour
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.preferences import FELT_TONES, VOLUME_MAX, Back, CardSize, Felt, Preferences
from hand_desktop.ui.screen_fit import fit_on_show

CTX = "Preferences"

FELT_NAMES = {
    Felt.GREEN: QT_TRANSLATE_NOOP("Preferences", "Green"),
    Felt.BLUE: QT_TRANSLATE_NOOP("Preferences", "Blue"),
    Felt.RED: QT_TRANSLATE_NOOP("Preferences", "Burgundy"),
    Felt.BROWN: QT_TRANSLATE_NOOP("Preferences", "Walnut"),
}
BACK_NAMES = {
    Back.BLUE: QT_TRANSLATE_NOOP("Preferences", "Blue stars"),
    Back.RED: QT_TRANSLATE_NOOP("Preferences", "Red stars"),
    Back.TILES: QT_TRANSLATE_NOOP("Preferences", "Green tiles"),
}
SIZE_NAMES = {
    CardSize.AUTO: QT_TRANSLATE_NOOP("Preferences", "Automatic (as large as the window allows)"),
    CardSize.SMALL: QT_TRANSLATE_NOOP("Preferences", "Small"),
    CardSize.NORMAL: QT_TRANSLATE_NOOP("Preferences", "Normal"),
    CardSize.LARGE: QT_TRANSLATE_NOOP("Preferences", "Large"),
}
SPEED_NAMES = {
    0: QT_TRANSLATE_NOOP("Preferences", "Off (instant)"),
    120: QT_TRANSLATE_NOOP("Preferences", "Fast"),
    250: QT_TRANSLATE_NOOP("Preferences", "Normal"),
    450: QT_TRANSLATE_NOOP("Preferences", "Slow"),
}
PREVIEW = (parse_card("AS"), parse_card("10D"), parse_card("KC"), parse_card("7H"), None)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class PreferencesDialog(QDialog):
    def __init__(self, prefs: Preferences, animation_ms: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PreferencesDialog")
        self._art = CardArt(cards_dir())  # the preview's own pictures: the table's stay as they are
        self.felt = QComboBox(self)
        for felt in Felt:
            swatch = QPixmap(QSize(16, 16))
            swatch.fill(QColor(FELT_TONES[felt][0]))
            self.felt.addItem(QIcon(swatch), "", felt)
        self.back = QComboBox(self)
        self.back.setIconSize(QSize(18, 25))
        for back in Back:
            art = CardArt(cards_dir())
            art.set_style(style_for(Preferences(back=back)))
            self.back.addItem(QIcon(art.pixmap("back", 18, self.devicePixelRatioF())), "", back)
        self.size_box = QComboBox(self)
        for size in CardSize:
            self.size_box.addItem("", size)
        self.four_colour = QCheckBox(self)
        self.auto_sort = QCheckBox(self)
        self.speed = QComboBox(self)
        for ms in SPEED_NAMES:
            self.speed.addItem("", ms)
        self.sound_on = QCheckBox(self)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, VOLUME_MAX)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(20)
        wheel_guard.guard(self.felt, self.back, self.size_box, self.speed, self.volume)  # wheel: focus first
        self.preview = CardStrip(PREVIEW, 84, self, art=self._art)
        self.preview.OVERLAP = 0.35  # each card's suit and rank in sight: the colours are the point
        self.preview.setObjectName("preferencesPreview")
        self.size_hint = QLabel(self)
        # One line, not wrapped: a wrapped label in a form is cut short in Arabic.
        set_text_colour(self.size_hint)

        form = QFormLayout()
        self.felt_label, self.back_label, self.size_label = QLabel(self), QLabel(self), QLabel(self)
        self.speed_label, self.volume_label = QLabel(self), QLabel(self)
        for label, field in ((self.felt_label, self.felt), (self.back_label, self.back),
                             (self.size_label, self.size_box), (self.speed_label, self.speed)):
            label.setBuddy(field)
            form.addRow(label, field)
            if field is self.size_box:
                form.addRow("", self.size_hint)
        form.addRow("", self.four_colour)
        form.addRow("", self.auto_sort)
        sound_row = QHBoxLayout()
        sound_row.addWidget(self.sound_on)
        sound_row.addWidget(self.volume, 1)
        self.volume_label.setBuddy(self.volume)
        form.addRow(self.volume_label, sound_row)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

        self._set(prefs, animation_ms)
        for box in (self.felt, self.back):
            box.currentIndexChanged.connect(self._restyle)
        self.four_colour.toggled.connect(self._restyle)
        self.sound_on.toggled.connect(self.volume.setEnabled)
        self.retranslate_ui()
        self._restyle()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    def _set(self, prefs: Preferences, animation_ms: int) -> None:
        self.felt.setCurrentIndex(self.felt.findData(prefs.felt))
        self.back.setCurrentIndex(self.back.findData(prefs.back))
        self.size_box.setCurrentIndex(self.size_box.findData(prefs.card_size))
        self.four_colour.setChecked(prefs.four_colour)
        self.auto_sort.setChecked(prefs.auto_sort)
        speed = self.speed.findData(animation_ms)
        self.speed.setCurrentIndex(speed if speed >= 0 else self.speed.findData(250))
        self.sound_on.setChecked(not prefs.muted)
        self.volume.setValue(prefs.volume)
        self.volume.setEnabled(not prefs.muted)

    def choice(self) -> tuple[Preferences, int]:
        """The preferences chosen and the animation speed (milliseconds a move)."""
        prefs = Preferences(
            felt=self.felt.currentData(), back=self.back.currentData(),
            card_size=self.size_box.currentData(), four_colour=self.four_colour.isChecked(),
            auto_sort=self.auto_sort.isChecked(), volume=self.volume.value(),
            muted=not self.sound_on.isChecked())
        return prefs, int(self.speed.currentData())

    def _restyle(self) -> None:
        prefs, _ms = self.choice()
        self._art.set_style(style_for(prefs))
        self.preview.update()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("Preferences"))
        self.felt_label.setText(_tr("&Table colour:"))
        self.back_label.setText(_tr("Card &back:"))
        self.size_label.setText(_tr("Card &size:"))
        self.speed_label.setText(_tr("&Animations:"))
        self.volume_label.setText(_tr("&Sound:"))
        for box, names in ((self.felt, FELT_NAMES), (self.back, BACK_NAMES), (self.size_box, SIZE_NAMES),
                           (self.speed, SPEED_NAMES)):
            for i in range(box.count()):
                box.setItemText(i, _tr(names[box.itemData(i)]))  # type: ignore[index]
        self.size_hint.setText(_tr("Small, Normal, Large: that size while the window has room."))
        self.four_colour.setText(_tr("&Four-colour suits: diamonds blue, clubs green"))
        self.auto_sort.setText(_tr("Sort &new cards into place in the hand"))
        self.sound_on.setText(_tr("&On"))
        self.volume.setAccessibleName(_tr("Volume"))
        self.preview.setToolTip(_tr("How the cards will look"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
