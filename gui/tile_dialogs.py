"""Two small dialogs of every game with a rack of tiles: the letter a blank stands for, and the
tiles to exchange. Both open window-modal with ``open()`` and report through signals, so the
game never blocks in a nested event loop (and tests can click them)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
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
from gui.tiles import PLACING, SELECTED, paint_tile


class TileButton(QAbstractButton):
    """A tile as a button: click (or Space) to choose it; a checked tile is lifted and ringed."""

    def __init__(
        self,
        tile: str,
        value: int | None,
        size: int = 48,
        *,
        checkable: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.tile = tile
        self.value = value
        self._size = size
        self.setCheckable(checkable)
        self.setFixedSize(QSize(size + 6, size + 10))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName("?" if tile == BLANK else tile.upper())

    def sizeHint(self) -> QSize:
        return QSize(self._size + 6, self._size + 10)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = 0 if self.isChecked() else 6
        rect = QRectF(3, lift + 2, self._size, self._size)
        blank = self.tile == BLANK
        paint_tile(
            painter,
            rect,
            None if blank else self.tile,
            self.value,
            blank=blank,
            look=PLACING if self.isChecked() else "normal",
            font=self.font(),
        )
        if blank:
            painter.setPen(QColor(31, 95, 139, 120))
            font = self.font()
            font.setPixelSize(int(self._size * 0.45))
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        if self.hasFocus():
            painter.setPen(QPen(SELECTED, 1.5, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 1, 1), 6, 6)


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


class ExchangeDialog(QDialog):
    """Choose the tiles to return to the bag: at most as many as it holds, or exactly
    ``exactly`` (GRA II's swap of two)."""

    def __init__(
        self,
        rack: Sequence[str],
        values: Mapping[str, int],
        max_tiles: int,
        parent: QWidget | None = None,
        *,
        exactly: int | None = None,
        intro_text: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Wymiana płytek"))
        self.setMinimumWidth(480)
        self.max_tiles = max_tiles
        #: The exchange takes exactly this many tiles (None: any number up to ``max_tiles``).
        self.exactly = exactly
        intro = QLabel(
            intro_text
            or self.tr(
                "Zaznacz płytki, które wracają do worka; dostaniesz tyle samo nowych. "
                "Wymiana kończy ruch bez punktów."
            )
        )
        intro.setWordWrap(True)
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
        all_button = QPushButton(self.tr("Zaznacz &wszystkie"))
        all_button.clicked.connect(self.select_all)
        all_button.setEnabled(len(rack) <= max_tiles and exactly is None)
        all_button.setVisible(exactly is None)
        box = QDialogButtonBox()
        self.ok_button = box.addButton(self.tr("&Wymień"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = box.addButton(
            self.tr("Anuluj"), QDialogButtonBox.ButtonRole.RejectRole
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(intro)
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
            self.limit_label.setStyleSheet("color: #b00020;" if too_many else "color: #6b6256;")
            return
        too_many = count > self.max_tiles
        self.ok_button.setEnabled(0 < count <= self.max_tiles)
        text = self.tr("Wybrane: {n}. W worku: {bag} — tyle najwyżej można wymienić.").format(
            n=count, bag=self.max_tiles
        )
        self.limit_label.setText(text)
        self.limit_label.setStyleSheet("color: #b00020;" if too_many else "color: #6b6256;")
