"""The hand-over screen of hot-seat play: it fills the game window before a player's hidden
things (rack, word being typed) appear, so the previous player sees nothing of them."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gui.widgets.shortcuts import on_enter


class PrivacyScreen(QWidget):
    """ "Przekaż komputer graczowi NAME — gotowe?" with a button; Enter works as well."""

    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privacyScreen")
        self.setAutoFillBackground(True)
        self._message = QLabel()
        self._message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._message.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self._message.setFont(font)
        self._hint = QLabel(self.tr("Pozostali gracze nie powinni teraz patrzeć na ekran."))
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        #: A game's own line (e.g. "your time starts when you press the button").
        self._note = QLabel()
        self._note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._note.setWordWrap(True)
        self._note.setStyleSheet("color: #8a4b08;")
        self._note.hide()
        self.button = QPushButton(self.tr("Gotowe — &pokaż moje litery"))
        self.button.setMinimumHeight(44)
        self.button.setMinimumWidth(280)
        self.button.clicked.connect(self.confirmed)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 48, 48, 48)
        layout.addStretch(2)
        layout.addWidget(self._message)
        layout.addSpacing(12)
        layout.addWidget(self._hint)
        layout.addWidget(self._note)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

        on_enter(self, self._confirm_if_visible)

    def show_for(self, name: str, note: str | None = None, button: str | None = None) -> None:
        """``button``: the game's own words for what it shows ("…pokaż moje żetony")."""
        self._message.setText(
            self.tr("Przekaż komputer graczowi {name} — gotowe?").format(name=name)
        )
        self.button.setText(button or self.tr("Gotowe — &pokaż moje litery"))
        self._note.setText(note or "")
        self._note.setVisible(bool(note))
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def message(self) -> str:
        return self._message.text()

    def note(self) -> str:
        """The game's extra line (empty when there is none)."""
        return self._note.text()

    def _confirm_if_visible(self) -> None:
        if self.isVisible():
            self.confirmed.emit()
