"""7 słów drawn: letter cards (with their rare bonus), the area of 2 rows × 4 columns above the
column cards 5/4/3/2, the 30-second hourglass, and the SOLO card with the hourglass standing on
its current field. Painting only: what a card is worth and which cards a word takes come from
the engine."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from engines.seven_words.cards import COLUMN_VALUES, ROWS
from engines.seven_words.solo import SoloField

PAPER = QColor("#fffaf0")
PAPER_DARK = QColor("#efe3c8")
CARD_EDGE = QColor("#8c7a5b")
INK = QColor("#2b2118")
#: Rare bonus colours: +1 and +2.
RARE_COLOURS = {1: QColor("#1f7a8c"), 2: QColor("#8e3b8e")}
TAKEN_EDGE = QColor("#d89b00")
TAKEN_FILL = QColor("#fff0b8")
COLUMN_FILL = QColor("#3d5a80")
SAND = QColor("#e2b451")
SAND_DARK = QColor("#c08a2c")
SAND_ALARM = QColor("#d9534f")
GLASS = QColor("#6d8ca3")
WOOD = QColor("#8b5a2b")
FIELD_TOP = QColor("#3f9b4a")  # "1", green
FIELD_MIDDLE = QColor("#e8d9b0")  # "2"
FIELD_BOTTOM = QColor("#c0392b")  # red
#: The hourglass and the SOLO card beside the smallest area cards (larger ones to scale).
HOURGLASS_SIZE = QSize(70, 115)
SOLO_CARD_SIZE = QSize(120, 214)


def _font(widget: QWidget, pixels: float, bold: bool = True) -> QFont:
    font = QFont(widget.font())
    font.setBold(bold)
    font.setPixelSize(max(6, int(pixels)))
    return font


class CardWidget(QWidget):
    """One letter card: the letter, a "+1"/"+2" badge on a rare card, and (optionally) what
    the card scores in the corner. A card the word takes is lit up."""

    def __init__(
        self,
        letter: str = "",
        bonus: int = 0,
        value: int | None = None,
        size: QSize = QSize(84, 108),  # noqa: B008 - an immutable value type
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.letter = letter
        self.bonus = bonus
        self.value = value
        self._taken = False
        self.setFixedSize(size)
        self._update_name()

    def set_card(self, letter: str, bonus: int, value: int | None = None) -> None:
        self.letter, self.bonus, self.value = letter, bonus, value
        self._update_name()
        self.update()

    def _update_name(self) -> None:
        name = self.letter.upper()
        if self.bonus:
            name += f" +{self.bonus}"
        self.setAccessibleName(name)

    @property
    def taken(self) -> bool:
        return self._taken

    def set_taken(self, taken: bool) -> None:
        if taken != self._taken:
            self._taken = taken
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        w, h = float(self.width()), float(self.height())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(w, h) * 0.09
        body = QRectF(2.0, 2.0, w - 6.0, h - 6.0)
        if self._taken:
            body.translate(0, -1.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70 if self._taken else 45))
        painter.drawRoundedRect(body.translated(2.5, 3.0), radius, radius)
        gradient = QLinearGradient(body.topLeft(), body.bottomRight())
        gradient.setColorAt(0.0, TAKEN_FILL if self._taken else PAPER)
        gradient.setColorAt(1.0, TAKEN_FILL.darker(106) if self._taken else PAPER_DARK)
        painter.setBrush(gradient)
        edge = TAKEN_EDGE if self._taken else CARD_EDGE
        painter.setPen(QPen(edge, 3.0 if self._taken else 1.2))
        painter.drawRoundedRect(body, radius, radius)
        if not self.letter:
            return
        colour = RARE_COLOURS.get(self.bonus)
        if colour is not None:
            # A rare card: a coloured frame inside the edge and the bonus in a round badge.
            inner = body.adjusted(4, 4, -4, -4)
            painter.setPen(QPen(colour, max(1.5, w / 40)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
            d = min(w, h) * (0.36 if w >= 60 else 0.3)
            badge = QRectF(body.right() - d - 2, body.top() + 2, d, d)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(badge)
            painter.setPen(QColor("white"))
            painter.setFont(_font(self, d * 0.5))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"+{self.bonus}")
        painter.setPen(colour.darker(130) if colour is not None else INK)
        # Small cards: a smaller letter, lower, so the badge never hides its accent (Ń, Ź).
        small = w < 60
        painter.setFont(_font(self, min(w * 0.56, h * 0.46) * (0.82 if small else 1.0)))
        painter.drawText(
            body.adjusted(0, h * (0.16 if small else 0.06), 0, 0),
            Qt.AlignmentFlag.AlignCenter,
            self.letter.upper(),
        )
        if self.value is not None:
            painter.setPen(INK)
            painter.setFont(_font(self, min(w, h) * 0.24, bold=False))
            corner = body.adjusted(0, 0, -w * 0.08, -h * 0.04)
            painter.drawText(
                corner,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                str(self.value),
            )


class ColumnCardWidget(QWidget):
    """A column card under the area: its points, large."""

    def __init__(self, points: int, size: QSize, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points = points
        self.setFixedSize(size)
        self.setAccessibleName(self.tr("{n} pkt").format(n=points))

    def paintEvent(self, event: QPaintEvent) -> None:
        w, h = float(self.width()), float(self.height())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(2.0, 2.0, w - 6.0, h - 6.0)
        painter.setPen(QPen(COLUMN_FILL.darker(140), 1.2))
        painter.setBrush(COLUMN_FILL)
        painter.drawRoundedRect(body, 7, 7)
        painter.setPen(QColor("white"))
        painter.setFont(_font(self, h * 0.42))
        painter.drawText(
            body.adjusted(0, 0, 0, -h * 0.18), Qt.AlignmentFlag.AlignCenter, str(self.points)
        )
        painter.setFont(_font(self, h * 0.17, bold=False))
        painter.drawText(
            body.adjusted(0, 0, 0, -h * 0.06),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            self.tr("pkt"),
        )


class AreaWidget(QWidget):
    """The 8 area cards, column by column from the 5-point column (position ``p`` is in column
    ``p // 2``, top card first), above the four column cards."""

    def __init__(self, card_size: QSize = QSize(84, 108), parent: QWidget | None = None) -> None:  # noqa: B008
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setVerticalSpacing(6)
        self._cards: list[CardWidget] = []
        for position in range(len(COLUMN_VALUES) * ROWS):
            card = CardWidget(size=card_size)
            self._cards.append(card)
            self._grid.addWidget(card, position % ROWS, position // ROWS)
        self._columns = [ColumnCardWidget(points, card_size) for points in COLUMN_VALUES]
        for column, column_card in enumerate(self._columns):
            self._grid.addWidget(column_card, ROWS, column)
        self.set_card_size(card_size)

    def set_card_size(self, card_size: QSize) -> None:
        """Every card this size (the column cards half as high)."""
        self._grid.setHorizontalSpacing(max(6, card_size.width() // 7))
        for card in self._cards:
            card.setFixedSize(card_size)
        column_size = QSize(card_size.width(), max(30, card_size.height() // 2))
        for column in self._columns:
            column.setFixedSize(column_size)
        self._grid.invalidate()
        self.adjustSize()

    def set_area(self, letters: Sequence[str], bonuses: Sequence[int]) -> None:
        for card, letter, extra in zip(self._cards, letters, bonuses, strict=False):
            card.set_card(letter, extra)
            card.set_taken(False)

    def set_taken(self, positions: Iterable[int]) -> None:
        chosen = set(positions)
        for position, card in enumerate(self._cards):
            card.set_taken(position in chosen)

    def card(self, position: int) -> CardWidget:
        return self._cards[position]

    def letters(self) -> tuple[str, ...]:
        return tuple(card.letter for card in self._cards)

    def taken(self) -> tuple[int, ...]:
        return tuple(p for p, card in enumerate(self._cards) if card.taken)


# -- the hourglass ----------------------------------------------------------------------------
def paint_hourglass(
    painter: QPainter, rect: QRectF, top: float, *, running: bool, alarm: bool = False
) -> None:
    """An hourglass in ``rect`` with the fraction ``top`` of its sand still in the upper bulb,
    a falling stream while ``running``, red sand for ``alarm``."""
    top = max(0.0, min(1.0, top))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    cx = rect.center().x()
    bar = max(4.0, h * 0.06)
    y1, y2 = rect.top() + bar, rect.bottom() - bar
    ym = (y1 + y2) / 2
    a, n = w * 0.36, max(1.5, w * 0.045)
    glass = QPainterPath(QPointF(cx - a, y1))
    glass.lineTo(cx + a, y1)
    glass.cubicTo(cx + a, y1 + (ym - y1) * 0.65, cx + n, ym - (ym - y1) * 0.3, cx + n, ym)
    glass.cubicTo(cx + n, ym + (y2 - ym) * 0.3, cx + a, y2 - (y2 - ym) * 0.65, cx + a, y2)
    glass.lineTo(cx - a, y2)
    glass.cubicTo(cx - a, y2 - (y2 - ym) * 0.65, cx - n, ym + (y2 - ym) * 0.3, cx - n, ym)
    glass.cubicTo(cx - n, ym - (ym - y1) * 0.3, cx - a, y1 + (ym - y1) * 0.65, cx - a, y1)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(205, 228, 242, 110))
    painter.drawPath(glass)

    sand = SAND_ALARM if alarm else SAND
    painter.save()
    painter.setClipPath(glass)
    bulb = ym - y1
    if top > 0:
        # The upper sand sits on the neck; its surface sinks as it runs out.
        level = ym - bulb * (0.08 + 0.85 * top)
        gradient = QLinearGradient(QPointF(cx, level), QPointF(cx, ym))
        gradient.setColorAt(0.0, sand.lighter(110))
        gradient.setColorAt(1.0, sand.darker(115))
        painter.setBrush(gradient)
        painter.drawRect(QRectF(rect.left(), level, w, ym - level + 1))
    below = 1.0 - top
    if below > 0:
        height = (y2 - ym) * (0.05 + 0.8 * below)
        pile = QPainterPath(QPointF(rect.left(), y2 + 1))
        pile.lineTo(rect.left(), y2 - height * 0.55)
        pile.quadTo(QPointF(cx, y2 - height * 1.35), QPointF(rect.right(), y2 - height * 0.55))
        pile.lineTo(rect.right(), y2 + 1)
        pile.closeSubpath()
        gradient = QLinearGradient(QPointF(cx, y2 - height), QPointF(cx, y2))
        gradient.setColorAt(0.0, sand.lighter(108))
        gradient.setColorAt(1.0, SAND_DARK if not alarm else sand.darker(125))
        painter.setBrush(gradient)
        painter.drawPath(pile)
    painter.restore()
    if running and top > 0:
        painter.setPen(QPen(sand.darker(110), max(1.2, n * 0.8)))
        stream_end = y2 - (y2 - ym) * (0.05 + 0.8 * (1.0 - top)) * 0.9
        painter.drawLine(QPointF(cx, ym), QPointF(cx, stream_end))

    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GLASS, max(1.2, w / 45)))
    painter.drawPath(glass)
    painter.setPen(QPen(WOOD.darker(130), 1.0))
    painter.setBrush(WOOD)
    painter.drawRoundedRect(QRectF(rect.left(), rect.top(), w, bar), 2, 2)
    painter.drawRoundedRect(QRectF(rect.left(), rect.bottom() - bar, w, bar), 2, 2)
    post = max(2.0, w * 0.05)
    for x in (rect.left() + post, rect.right() - 2 * post):
        painter.drawRect(QRectF(x, rect.top() + bar, post, h - 2 * bar))
    painter.restore()


class HourglassWidget(QWidget):
    """The 30-second timer. ``top`` is the share of sand still to fall (1: full, not yet
    flipped or just flipped; 0: run out); ``running`` draws the falling stream."""

    #: The sand started to fall (someone's word flipped it).
    flipped = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.top = 1.0
        self.running = False
        self.alarm = False
        self.setFixedSize(HOURGLASS_SIZE)

    def set_sand(self, top: float, running: bool, alarm: bool = False) -> None:
        top = max(0.0, min(1.0, top))
        if (top, running, alarm) != (self.top, self.running, self.alarm):
            started = running and not self.running
            self.top, self.running, self.alarm = top, running, alarm
            self.update()
            if started:
                self.flipped.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_hourglass(
            painter,
            QRectF(4, 2, self.width() - 8, self.height() - 4),
            self.top,
            running=self.running,
            alarm=self.alarm,
        )


class SoloCardWidget(QWidget):
    """The SOLO card: top field "1" (green), middle "2", bottom (red); the hourglass stands on
    the current field. Brutal play skips the middle field (drawn crossed out)."""

    FIELDS = (SoloField.TOP, SoloField.MIDDLE, SoloField.BOTTOM)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field = SoloField.TOP
        self.brutal = False
        self.top = 1.0
        self.running = False
        self.alarm = False
        self.setFixedSize(SOLO_CARD_SIZE)

    def set_field(self, field: SoloField, brutal: bool) -> None:
        self.field, self.brutal = field, brutal
        self.setAccessibleName(self.tr("SOLO: pole {field}").format(field=self.field_name(field)))
        self.update()

    def set_sand(self, top: float, running: bool, alarm: bool = False) -> None:
        self.top, self.running, self.alarm = max(0.0, min(1.0, top)), running, alarm
        self.update()

    def field_name(self, field: SoloField) -> str:
        return {
            SoloField.TOP: self.tr("1 (zielone)"),
            SoloField.MIDDLE: self.tr("2"),
            SoloField.BOTTOM: self.tr("dolne (czerwone)"),
        }[field]

    def paintEvent(self, event: QPaintEvent) -> None:
        w, h = float(self.width()), float(self.height())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(2, 2, w - 6, h - 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(body.translated(2.5, 3), 10, 10)
        painter.setPen(QPen(CARD_EDGE, 1.2))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(body, 10, 10)
        title = QRectF(body.left(), body.top() + 4, body.width(), 26)
        painter.setPen(INK)
        painter.setFont(_font(self, 18))
        painter.drawText(title, Qt.AlignmentFlag.AlignCenter, "SOLO")
        top = title.bottom() + 4
        field_h = (body.bottom() - 8 - top) / 3
        colours = {
            SoloField.TOP: FIELD_TOP,
            SoloField.MIDDLE: FIELD_MIDDLE,
            SoloField.BOTTOM: FIELD_BOTTOM,
        }
        labels = {SoloField.TOP: "1", SoloField.MIDDLE: "2", SoloField.BOTTOM: ""}
        for index, field in enumerate(self.FIELDS):
            box = QRectF(body.left() + 8, top + index * field_h + 3, body.width() - 16, field_h - 6)
            skipped = self.brutal and field is SoloField.MIDDLE
            colour = QColor(colours[field])
            if skipped:
                colour = QColor("#d6d2c8")
            painter.setPen(QPen(colour.darker(130), 1.0))
            painter.setBrush(QBrush(colour))
            painter.drawRoundedRect(box, 8, 8)
            if skipped:
                painter.setPen(QPen(QColor("#8c867a"), 2.0))
                painter.drawLine(box.topLeft() + QPointF(8, 8), box.bottomRight() - QPointF(8, 8))
                painter.drawLine(box.bottomLeft() + QPointF(8, -8), box.topRight() + QPointF(-8, 8))
            label = labels[field]
            if label and not skipped:
                painter.setPen(QColor("white") if field is SoloField.TOP else INK)
                painter.setFont(_font(self, field_h * 0.42))
                painter.drawText(
                    box.adjusted(12, 0, 0, 0),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                    label,
                )
            if field is self.field:
                glass_h = box.height() - 8
                glass = QRectF(
                    box.right() - glass_h * 0.62 - 10, box.top() + 4, glass_h * 0.62, glass_h
                )
                paint_hourglass(painter, glass, self.top, running=self.running, alarm=self.alarm)
