"""Two small dialogs of every game with a rack of tiles: the letter a blank stands for, and the
tiles to exchange. Both open window-modal with ``open()`` and report through signals, so the
game never blocks in a nested event loop (and tests can click them)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.tiles import BLANK
from gui.support.appearance import ERROR_STYLE, QUIET_STYLE
from gui.widgets.tiles import TileButton


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
        cancel = QPushButton(self.tr("&Anuluj"))
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


class ExchangeDialog(QDialog):
    """Choose the tiles to return to the bag: any of the rack, but at most ``max_tiles`` (what
    the bag holds; a game whose exchange needs only one tile in the bag passes the rack's
    length), or exactly ``exactly`` (GRA II's swap of two). A game with its own words for
    things (tokens and a pool) passes its ``title``, ``intro`` and ``limit`` sentence — said
    only when the bag holds fewer than the rack (with ``{n}`` chosen and ``{bag}`` the most
    allowed)."""

    def __init__(
        self,
        rack: Sequence[str],
        values: Mapping[str, int],
        max_tiles: int,
        parent: QWidget | None = None,
        *,
        exactly: int | None = None,
        title: str | None = None,
        intro: str | None = None,
        limit: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Wymiana płytek"))
        self.setMinimumWidth(480)
        self.max_tiles = min(max_tiles, len(rack))
        #: The exchange takes exactly this many tiles (None: any number up to ``max_tiles``).
        self.exactly = exactly
        if max_tiles < len(rack):
            self._limit = limit or self.tr(
                "Wybrane: {n}. W worku: {bag} — tyle najwyżej można wymienić."
            )
        else:  # the rack is the limit: the bag's count says nothing here
            self._limit = self.tr("Wybrane: {n} z {rack}.")
        intro_label = QLabel(
            intro
            or self.tr(
                "Zaznacz płytki, które wracają do worka; dostaniesz tyle samo nowych. "
                "Wymiana kończy ruch bez punktów."
            )
        )
        intro_label.setWordWrap(True)
        self.limit_label = QLabel()
        self.limit_label.setWordWrap(True)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.buttons: list[TileButton] = []
        for tile in rack:
            button = TileButton(tile, None if tile == BLANK else values.get(tile), checkable=True)
            button.toggled.connect(lambda _on: self._update())
            self.buttons.append(button)
            row.addWidget(button)
        row.addStretch(1)
        all_button = QPushButton(self.tr("&Zaznacz wszystkie"))
        all_button.clicked.connect(self.select_all)
        all_button.setEnabled(len(rack) <= max_tiles and exactly is None)
        all_button.setVisible(exactly is None)
        box = QDialogButtonBox()
        self.ok_button = box.addButton(self.tr("&Wymień"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = box.addButton(QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(intro_label)
        layout.addLayout(row)
        layout.addWidget(self.limit_label)
        bottom = QHBoxLayout()
        bottom.addWidget(all_button)
        bottom.addStretch(1)
        bottom.addWidget(box)
        layout.addLayout(bottom)
        self._update()

    def chosen(self) -> str:
        """The chosen tiles as the engine's ``Exchange`` takes them."""
        return "".join(b.tile for b in self.buttons if b.isChecked())

    def select_all(self) -> None:
        for button in self.buttons:
            button.setChecked(True)

    def _update(self) -> None:
        count = len(self.chosen())
        if self.exactly is not None:
            too_many = count > self.exactly
            self.ok_button.setEnabled(count == self.exactly)
            text = self.tr("Wybrane: {n} z {need}.").format(n=count, need=self.exactly)
            self.limit_label.setText(text)
            self.limit_label.setStyleSheet(ERROR_STYLE if too_many else QUIET_STYLE)
            return
        too_many = count > self.max_tiles
        self.ok_button.setEnabled(0 < count <= self.max_tiles)
        self.limit_label.setText(
            self._limit.format(n=count, bag=self.max_tiles, rack=len(self.buttons))
        )
        self.limit_label.setStyleSheet(ERROR_STYLE if too_many else QUIET_STYLE)
