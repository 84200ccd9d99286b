"""A line plot painted with QPainter (PySide6-Essentials has no QtCharts): one line per
player, e.g. the score after every move of a game, or a player's score game after game.
Exported as PNG with ``QWidget.grab``."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

#: Line colours, one per player (distinct for the colour-blind: blue, orange, green, purple).
COLOURS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2")


class ScorePlot(QWidget):
    """Lines over x = 0 … n; an optional marker at the current x."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.x_label = ""
        self.names: tuple[str, ...] = ()
        self.series: tuple[tuple[int, ...], ...] = ()
        self.marker: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(320, 180))

    def set_data(
        self,
        names: Sequence[str],
        series: Sequence[Sequence[int]],
        *,
        title: str = "",
        x_label: str = "",
    ) -> None:
        self.names = tuple(names)
        self.series = tuple(tuple(s) for s in series)
        self.title = title
        self.x_label = x_label
        self.update()

    def set_marker(self, x: int | None) -> None:
        self.marker = x
        self.update()

    def save_png(self, path: Path) -> bool:
        return self.grab().save(str(path), "PNG")

    def value_range(self) -> tuple[int, int]:
        """The lowest and highest value on the y axis (0 always in it)."""
        values = [v for s in self.series for v in s] or [0]
        return min(0, *values), max(1, *values)

    def ticks(self, count: int = 5) -> list[int]:
        """The ``count`` values written on the y axis, bottom to top (the lowest and the
        highest among them)."""
        low, high = self.value_range()
        return [int(low + (high - low) * step / (count - 1)) for step in range(count)]

    def label_room(self, metrics: QFontMetrics) -> int:
        """The room left of the axis: the widest of its labels (a negative score's too —
        issue #40: with 18 pt "−14" read "-4"), and a gap."""
        return max(metrics.horizontalAdvance(str(y)) for y in self.ticks()) + 12

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("white"))
        metrics = painter.fontMetrics()
        line_height = metrics.height()
        top = line_height * (2 if self.title else 1)
        low, high = self.value_range()
        left = self.label_room(metrics)
        legend_height = line_height + 6
        area = QRectF(
            left,
            top,
            self.width() - left - 12,
            self.height() - top - 2 * line_height - legend_height,
        )
        if area.width() < 10 or area.height() < 10:
            return
        painter.setPen(QColor("black"))
        if self.title:
            painter.drawText(
                QRectF(0, 2, self.width(), line_height), Qt.AlignmentFlag.AlignHCenter, self.title
            )
        length = max((len(s) for s in self.series), default=1)
        last_x = max(1, length - 1)

        def point(x: int, y: int) -> QPointF:
            return QPointF(
                area.left() + area.width() * x / last_x,
                area.bottom() - area.height() * (y - low) / (high - low),
            )

        grid = QPen(QColor("#dddddd"))
        # As many labels as fit one above the other (a low plot, a large font: fewer).
        count = max(2, min(5, int(area.height() // (line_height * 1.5)) + 1))
        for y in self.ticks(count):
            at = point(0, y).y()
            painter.setPen(grid)
            painter.drawLine(QPointF(area.left(), at), QPointF(area.right(), at))
            painter.setPen(QColor("black"))
            painter.drawText(
                QRectF(0, at - line_height / 2, left - 6, line_height),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(y),
            )
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), line_height),
            Qt.AlignmentFlag.AlignLeft,
            "0",
        )
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), line_height),
            Qt.AlignmentFlag.AlignRight,
            str(length - 1),
        )
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), line_height),
            Qt.AlignmentFlag.AlignHCenter,
            self.x_label,
        )
        if self.marker is not None:
            painter.setPen(QPen(QColor("#888888"), 1, Qt.PenStyle.DashLine))
            x = point(min(self.marker, last_x), low).x()
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        legend_x = area.left()
        legend_y = self.height() - legend_height
        for index, values_of in enumerate(self.series):
            colour = QColor(COLOURS[index % len(COLOURS)])
            painter.setPen(QPen(colour, 2))
            points = [point(x, y) for x, y in enumerate(values_of)]
            for a, b in itertools.pairwise(points):
                painter.drawLine(a, b)
            if len(points) == 1:
                painter.drawEllipse(points[0], 2, 2)
            name = self.names[index] if index < len(self.names) else ""
            painter.drawLine(
                QPointF(legend_x, legend_y + line_height / 2),
                QPointF(legend_x + 16, legend_y + line_height / 2),
            )
            painter.setPen(QColor("black"))
            painter.drawText(QPointF(legend_x + 20, legend_y + metrics.ascent()), name)
            legend_x += 36 + metrics.horizontalAdvance(name)
        painter.end()
