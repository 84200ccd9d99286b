"""The crossword game's blank dialog: the letter a blank stands for. It opens window-modal with
``open()`` and reports through a signal, so the game never blocks in a nested event loop (and
tests can click it). The exchange dialog every game shares is :mod:`gui.exchange`."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.tiles import TileButton


class BlankLetterDialog(QDialog):
    """ "Mydełko: jaką literę oznacza?" with the alphabet as tiles; a click chooses (a typed
    letter too). Emits ``letter_chosen`` and accepts."""

    letter_chosen = Signal(str)

    def __init__(self, alphabet: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Mydełko"))
        self.alphabet = alphabet
        label = QLabel(self.tr("Jaką literę oznacza mydełko? (Mydełko jest warte 0 pkt.)"))
        label.setWordWrap(True)
        grid = QGridLayout()
        grid.setSpacing(4)
        columns = 8
        self.buttons: dict[str, TileButton] = {}
        for index, letter in enumerate(alphabet):
            button = TileButton(letter, None, 40)
            button.clicked.connect(lambda _checked=False, c=letter: self.choose(c))
            self.buttons[letter] = button
            grid.addWidget(button, index // columns, index % columns)
        cancel = QPushButton(self.tr("Anuluj"))
        cancel.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addLayout(grid)
        layout.addLayout(buttons)

    def choose(self, letter: str) -> None:
        if letter in self.alphabet:
            self.letter_chosen.emit(letter)
            self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().lower()
        if len(text) == 1 and text in self.alphabet:
            self.choose(text)
            return
        super().keyPressEvent(event)
