"""Letter tiles drawn like wooden puzzle pieces, and a rack of them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from engines.tiles import BLANK

WOOD_LIGHT = QColor("#f4dfb0")
WOOD_DARK = QColor("#d7b173")
WOOD_EDGE = QColor("#9a7141")
INK = QColor("#3a2812")
GRAIN = QColor(150, 110, 60, 40)


class TileWidget(QWidget):
    """One tile: the letter in the middle, its value small in the corner. A blank is an empty
    tile with a faint "?", or, once played, the letter it stood for in grey."""

    clicked = Signal()

    def __init__(
        self,
        tile: str,
        value: int | None,
        size: int = 52,
        *,
        blank_letter: str | None = None,
        clickable: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.tile = tile
        self.value = value
        self.blank_letter = blank_letter
        self._size = size
        self._used = False
        self._hover = False
        self._clickable = clickable
        self.setFixedSize(QSize(size, size))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        shown = blank_letter if tile == BLANK and blank_letter else tile
        self.setAccessibleName(shown.upper())

    def set_tile_size(self, size: int) -> None:
        if size != self._size:
            self._size = size
            self.setFixedSize(QSize(size, size))
            self.update()

    @property
    def used(self) -> bool:
        return self._used

    def set_used(self, used: bool) -> None:
        if used != self._used:
            self._used = used
            self.update()

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hover = self._clickable
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._hover = False
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        size = float(self._size)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._used:
            # A tile the word already uses looks lifted off the rack.
            painter.setOpacity(0.35)
        radius = size * 0.12
        body = QRectF(1.0, 1.0, size - 4.0, size - 4.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(body.translated(2.0, 2.0), radius, radius)
        gradient = QLinearGradient(body.topLeft(), body.bottomRight())
        light = WOOD_LIGHT.lighter(108) if self._hover else WOOD_LIGHT
        gradient.setColorAt(0.0, light)
        gradient.setColorAt(1.0, WOOD_DARK)
        painter.setBrush(gradient)
        painter.setPen(QPen(WOOD_EDGE, max(1.0, size / 40)))
        painter.drawRoundedRect(body, radius, radius)
        self._paint_grain(painter, body)
        self._paint_letter(painter, body)

    def _paint_grain(self, painter: QPainter, body: QRectF) -> None:
        painter.setPen(QPen(GRAIN, 1.0))
        for i in range(3):
            y = body.top() + body.height() * (0.25 + 0.25 * i)
            painter.drawLine(
                QPointF(body.left() + body.width() * 0.12, y + i),
                QPointF(body.right() - body.width() * 0.12, y - 1),
            )

    def _paint_letter(self, painter: QPainter, body: QRectF) -> None:
        size = float(self._size)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(size * 0.5)))
        painter.setFont(font)
        letter_box = body.adjusted(0, 0, -size * 0.08, -size * 0.06)
        if self.tile == BLANK:
            if self.blank_letter:
                painter.setPen(QColor(INK.red(), INK.green(), INK.blue(), 120))
                painter.drawText(
                    letter_box, Qt.AlignmentFlag.AlignCenter, self.blank_letter.upper()
                )
            else:
                painter.setPen(QColor(INK.red(), INK.green(), INK.blue(), 70))
                painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, "?")
            return
        painter.setPen(INK)
        painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, self.tile.upper())
        if self.value is not None:
            font.setBold(False)
            font.setPixelSize(max(6, int(size * 0.22)))
            painter.setFont(font)
            corner = body.adjusted(0, 0, -size * 0.07, -size * 0.03)
            painter.drawText(
                corner,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                str(self.value),
            )


class RackWidget(QWidget):
    """A row of tiles that shrinks them to fit its width (so a long rack never pushes the
    window wider); clicking one emits its index. Holds nothing until :meth:`set_rack`."""

    tile_clicked = Signal(int)

    def __init__(
        self, max_tile: int = 58, min_tile: int = 30, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._max_tile = max_tile
        self._min_tile = min_tile
        self._capacity = 15  # sizes the hints before the first rack arrives
        self._tiles: list[TileWidget] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(max_tile + 4)

    def _gap(self, size: int) -> int:
        return max(2, size // 10)

    def sizeHint(self) -> QSize:
        n = max(self._capacity, len(self._tiles))
        return QSize(n * self._max_tile + (n - 1) * self._gap(self._max_tile), self._max_tile + 4)

    def minimumSizeHint(self) -> QSize:
        n = max(self._capacity, len(self._tiles))
        return QSize(n * self._min_tile + (n - 1) * self._gap(self._min_tile), self._max_tile + 4)

    def tile_size(self) -> int:
        n = max(1, len(self._tiles))
        size = self._max_tile
        while size > self._min_tile and n * size + (n - 1) * self._gap(size) > self.width():
            size -= 1
        return size

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_tiles()

    def _place_tiles(self) -> None:
        size = self.tile_size()
        x, y = 0, (self.height() - size) // 2
        for widget in self._tiles:
            widget.set_tile_size(size)
            widget.move(x, y)
            x += size + self._gap(size)

    def set_rack(self, tiles: Sequence[str], values: Mapping[str, int]) -> None:
        self.clear()
        for index, tile in enumerate(tiles):
            widget = TileWidget(
                tile,
                None if tile == BLANK else values.get(tile),
                self._max_tile,
                clickable=True,
                parent=self,
            )
            widget.clicked.connect(lambda i=index: self.tile_clicked.emit(i))
            self._tiles.append(widget)
            widget.show()
        self._place_tiles()
        self.updateGeometry()

    def clear(self) -> None:
        """Remove every tile (not just hide them: nothing of a player may stay behind)."""
        for widget in self._tiles:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        self._tiles.clear()

    def letters(self) -> tuple[str, ...]:
        return tuple(t.tile for t in self._tiles)

    def tile(self, index: int) -> TileWidget:
        return self._tiles[index]

    def set_used(self, indices: Iterable[int]) -> None:
        used = set(indices)
        for index, widget in enumerate(self._tiles):
            widget.set_used(index in used)


def used_indices(rack: Sequence[str], cover: Sequence[str]) -> list[int]:
    """Which rack positions the tiles of ``cover`` take (first free match of each tile).

    >>> used_indices(("k", "o", "?", "k"), ("k", "?", "k"))
    [0, 2, 3]
    """
    free = list(range(len(rack)))
    chosen: list[int] = []
    for tile in cover:
        for index in free:
            if rack[index] == tile:
                free.remove(index)
                chosen.append(index)
                break
    return sorted(chosen)
