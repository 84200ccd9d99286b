"""The 7 słów score sheet, drawn as in the rulebook: per round the word, its score and the ">"
and "≥" boxes printed with that round's values (an X where earned), the struck-out lowest
words, the penalty marks, and the sums at the foot. Every number comes from the engine (the
round results, ``bonus_values``, ``counted_words``, the totals); the sheet only lays them out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from engines.seven_words import INFO
from engines.seven_words.scoring import (
    PENALTY_POINTS,
    ROUNDS,
    STRUCK_WORDS,
    bonus_values,
    counted_words,
)
from engines.seven_words.state import SevenWordsView, WordStatus
from gui.support.i18n import pick

SHEET_PAPER = QColor("#fffdf6")
RULE = QColor("#b9ad93")
PRINTED = QColor("#7d7059")  # what is printed on the sheet
PENCIL = QColor("#1d3a6e")  # what the player writes
STRIKE = QColor("#b3261e")
NOTE = QColor("#8a4b08")
#: The smallest a long word is written before it is cut short.
MIN_WORD_PIXELS = 8


@dataclass(frozen=True)
class SheetLine:
    """One round's line of a player's sheet."""

    round: int
    #: The word written (None: none, or the round is not played yet).
    word: str | None
    points: int | None
    status: WordStatus | None
    greater_value: int
    greater: bool
    at_least_value: int
    at_least: bool
    struck: bool
    #: Penalty marks earned this round.
    penalties: int = 0
    #: The round being played: whether this player has written (public).
    submitted: bool | None = None


@dataclass(frozen=True)
class SheetData:
    name: str
    lines: tuple[SheetLine, ...]
    #: The counted words' sum, all bonuses, the penalty marks and the total (the engine's).
    words: int
    bonuses: int
    penalties: int
    total: int
    finished: bool

    @property
    def struck_words(self) -> tuple[str | None, ...]:
        return tuple(line.word for line in self.lines if line.struck)


def sheet_data(view: SevenWordsView, player: int, name: str, *, pending: bool = True) -> SheetData:
    """``player``'s sheet from a public view (``pending``: mark who has written in the round
    being played)."""
    history = view.history
    points = [result.players[player].points for result in history]
    counted = counted_words(points)
    # The engine counts the best words; the ones left out are struck. Among equal scores it
    # does not matter which is struck: the earliest.
    struck_count = len(points) - len(counted)
    struck = set(sorted(range(len(points)), key=lambda r: (points[r], r))[:struck_count])
    lines = []
    for number in range(1, view.rounds + 1):
        greater_value, at_least_value = bonus_values(number)
        if number <= len(history):
            line = history[number - 1].players[player]
            lines.append(
                SheetLine(
                    number,
                    line.word,
                    line.points,
                    line.status,
                    greater_value,
                    line.greater > 0,
                    at_least_value,
                    line.at_least > 0,
                    number - 1 in struck,
                    line.penalties,
                )
            )
        else:
            current = pending and number == view.round and not view.finished
            lines.append(
                SheetLine(
                    number,
                    None,
                    None,
                    None,
                    greater_value,
                    False,
                    at_least_value,
                    False,
                    False,
                    submitted=view.submitted[player] if current else None,
                )
            )
    bonuses = sum(r.players[player].greater + r.players[player].at_least for r in history)
    return SheetData(
        name=name,
        lines=tuple(lines),
        words=sum(counted),
        bonuses=bonuses,
        penalties=view.penalties[player],
        total=view.scores[player],
        finished=view.finished,
    )


class ScoreSheet(QWidget):
    """One player's sheet."""

    ROW = 25
    SIZE = QSize(276, 326)
    #: How wide a sheet grows when there is room (long words then keep their size).
    MAX_WIDTH = 400

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: SheetData | None = None
        self.scale = 1.0
        self.set_scale(1.0)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_scale(self, scale: float) -> None:
        """Drawn ``scale`` times as large (a large window has room for it)."""
        self.scale = scale
        self.setMinimumSize(self.SIZE * scale)
        self.setMaximumSize(round(self.MAX_WIDTH * scale), round(self.SIZE.height() * scale))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return self.SIZE * self.scale

    def set_data(self, data: SheetData) -> None:
        self.data = data
        self.setAccessibleName(self.tr("Karta wyników: {name}").format(name=data.name))
        self.setToolTip(self._summary(data))
        self.update()

    def _summary(self, data: SheetData) -> str:
        return self.tr(
            "{name}: {words} za słowa + {bonuses} bonusów − {penalty} kar = {total}"
        ).format(
            name=data.name,
            words=data.words,
            bonuses=data.bonuses,
            penalty=PENALTY_POINTS * data.penalties,
            total=data.total,
        )

    # -- painting ---------------------------------------------------------------------------
    def _font(self, pixels: int, bold: bool = False, italic: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(pixels)
        font.setBold(bold)
        font.setItalic(italic)
        return font

    def written_name(self, name: str, room: int) -> tuple[QFont, str]:
        """The player's name as written in ``room`` pixels: a long one smaller (issue #28:
        "Komputer 1 (śre…"); only the longest are cut short (the tooltip says them whole)."""
        for pixels in range(16, 10, -1):
            font = self._font(pixels, bold=True)
            metrics = QFontMetrics(font)
            if metrics.horizontalAdvance(name) <= room:
                return font, name
        return font, metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)

    def name_room(self) -> int:
        """How many pixels the name has beside the printed title."""
        return int(self.width() / self.scale - 17 - 86)

    def paintEvent(self, event: QPaintEvent) -> None:
        data = self.data
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self.scale, self.scale)
        w, h = self.width() / self.scale, self.height() / self.scale
        painter.setPen(QPen(RULE, 1.0))
        painter.setBrush(SHEET_PAPER)
        painter.drawRoundedRect(QRectF(1, 1, w - 3, h - 3), 6, 6)
        if data is None:
            return
        left, right = 8.0, w - 9.0
        col_box = 34.0
        x_ge = right - col_box
        x_gt = x_ge - col_box
        x_score = x_gt - 42.0
        x_word = left + 22.0

        # Title: the game's name printed, the player's name written.
        painter.setPen(PRINTED)
        painter.setFont(self._font(12, bold=True))
        painter.drawText(
            QRectF(left, 6, 80, 22), Qt.AlignmentFlag.AlignVCenter, pick(INFO.name).upper()
        )
        painter.setPen(PENCIL)
        font, name = self.written_name(data.name, self.name_room())
        painter.setFont(font)
        painter.drawText(
            QRectF(left + 80, 4, right - left - 80, 26),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            name,
        )
        y = 32.0
        painter.setPen(PRINTED)
        painter.setFont(self._font(11, bold=True))
        for x0, x1, text in (
            (x_word, x_score, self.tr("SŁOWO")),
            (x_score, x_gt, self.tr("WYNIK")),
            (x_gt, x_ge, ">"),
            (x_ge, right, "≥"),
        ):
            painter.drawText(QRectF(x0, y, x1 - x0, 18), Qt.AlignmentFlag.AlignCenter, text)
        y += 20
        painter.setPen(QPen(RULE, 1.0))
        painter.drawLine(QPointF(left, y), QPointF(right, y))
        for line in data.lines:
            self._paint_line(painter, line, y, left, x_word, x_score, x_gt, x_ge, right)
            y += self.ROW
            painter.setPen(QPen(RULE, 0.8))
            painter.drawLine(QPointF(left, y), QPointF(right, y))
        for x in (x_word - 2, x_score, x_gt, x_ge):
            painter.drawLine(QPointF(x, 52), QPointF(x, y))
        self._paint_footer(painter, data, y + 6, left, right)

    def _paint_line(
        self,
        painter: QPainter,
        line: SheetLine,
        y: float,
        left: float,
        x_word: float,
        x_score: float,
        x_gt: float,
        x_ge: float,
        right: float,
    ) -> None:
        row = self.ROW
        painter.setPen(PRINTED)
        painter.setFont(self._font(11))
        painter.drawText(
            QRectF(left, y, x_word - left - 4, row), Qt.AlignmentFlag.AlignCenter, str(line.round)
        )
        word_box = QRectF(x_word + 2, y, x_score - x_word - 6, row)
        if line.points is None:
            if line.submitted is not None:
                painter.setPen(NOTE)
                painter.setFont(self._font(11, italic=True))
                text = self.tr("zgłoszone") if line.submitted else self.tr("pisze…")
                painter.drawText(word_box, Qt.AlignmentFlag.AlignVCenter, text)
        else:
            painter.setPen(PENCIL)
            text = line.word.upper() if line.word else "—"
            note = self._status_note(line)
            note_width = 0
            if note:
                note_font = self._font(10, italic=True)
                note_width = QFontMetrics(note_font).horizontalAdvance(note) + 4
            # Long words are written smaller, as on paper; only the longest are cut short.
            room = int(word_box.width() - note_width)
            for pixels in range(12, MIN_WORD_PIXELS - 1, -1):
                painter.setFont(self._font(pixels, bold=True))
                metrics = QFontMetrics(painter.font())
                if metrics.horizontalAdvance(text) <= room:
                    break
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
            painter.drawText(word_box, Qt.AlignmentFlag.AlignVCenter, shown)
            text_width = metrics.horizontalAdvance(shown)
            if note:
                painter.setPen(NOTE)
                painter.setFont(self._font(10, italic=True))
                painter.drawText(
                    QRectF(word_box.left() + text_width + 4, y, note_width, row),
                    Qt.AlignmentFlag.AlignVCenter,
                    note,
                )
            painter.setPen(PENCIL)
            painter.setFont(self._font(13, bold=True))
            score_box = QRectF(x_score, y, x_gt - x_score, row)
            painter.drawText(score_box, Qt.AlignmentFlag.AlignCenter, str(line.points))
            if line.struck:
                painter.setPen(QPen(STRIKE, 2.0))
                mid = y + row / 2
                painter.drawLine(QPointF(x_word, mid), QPointF(x_word + text_width + 4, mid))
                painter.drawLine(QPointF(x_score + 8, mid), QPointF(x_gt - 8, mid))
        for x0, x1, value, earned in (
            (x_gt, x_ge, line.greater_value, line.greater),
            (x_ge, right, line.at_least_value, line.at_least),
        ):
            box = QRectF(x0, y, x1 - x0, row)
            painter.setPen(PRINTED)
            painter.setFont(self._font(10))
            painter.drawText(
                box.adjusted(0, 1, -3, 0),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                f"+{value}",
            )
            if earned:
                pen = QPen(PENCIL, 2.4)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                inner = box.adjusted(5, 11, -18, -2)
                painter.drawLine(inner.topLeft(), inner.bottomRight())
                painter.drawLine(inner.bottomLeft(), inner.topRight())

    def _status_note(self, line: SheetLine) -> str:
        if line.status is WordStatus.LATE:
            return self.tr("za późno")
        if line.status is WordStatus.STRUCK:
            return self.tr("wyzwanie")
        return ""

    def _paint_footer(
        self, painter: QPainter, data: SheetData, y: float, left: float, right: float
    ) -> None:
        rows = (
            (
                self.tr("Wynik ({n} najlepszych słów)").format(n=ROUNDS - STRUCK_WORDS),
                str(data.words),
                False,
            ),
            (self.tr("Bonusy"), f"+{data.bonuses}", False),
            (
                self.tr("Kary {marks}").format(marks=" ".join("X" * data.penalties)).strip(),
                f"−{PENALTY_POINTS * data.penalties}" if data.penalties else "0",
                False,
            ),
            (
                self.tr("ŁĄCZNIE") if data.finished else self.tr("Razem na razie"),
                str(data.total),
                True,
            ),
        )
        for text, value, strong in rows:
            painter.setPen(PRINTED)
            painter.setFont(self._font(12 if strong else 11, bold=strong))
            painter.drawText(
                QRectF(left, y, right - left - 60, 18), Qt.AlignmentFlag.AlignVCenter, text
            )
            painter.setPen(PENCIL)
            painter.setFont(self._font(15 if strong else 13, bold=True))
            painter.drawText(
                QRectF(right - 60, y, 60, 18),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                value,
            )
            y += 20 if not strong else 22


class SheetsPanel(QWidget):
    """Every player's sheet, at most ``columns`` to a row: fewer when the panel is too narrow
    for them (the sheets reflow as the window is resized, and the scroll area around the
    panel scrolls down to the rest), so no sheet is ever cut."""

    SPACING = 10
    #: The most the sheets grow when the panel has room for them (issue #28).
    MAX_SCALE = 1.6
    #: The least they shrink to rather than make the panel scroll (issue #40: with three
    #: players the third sheet needed scrolling at 1200×760).
    MIN_SCALE = 0.8

    def __init__(
        self, names: Sequence[str], columns: int = 2, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._names = tuple(names)
        self._max_columns = max(1, columns)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(self.SPACING)
        self.sheets = [ScoreSheet() for _ in names]
        self.columns = 0
        self.scale = 1.0
        self._lay_out(self._max_columns)

    def _lay_out(self, columns: int) -> None:
        columns = max(1, min(columns, self._max_columns, len(self.sheets) or 1))
        if columns == self.columns:
            return
        grid = self._grid
        for sheet in self.sheets:
            grid.removeWidget(sheet)
        for column in range(self._max_columns + 1):
            grid.setColumnStretch(column, 0)
        for row in range(len(self.sheets) + 1):
            grid.setRowStretch(row, 0)
        for index, sheet in enumerate(self.sheets):
            grid.addWidget(sheet, index // columns, index % columns)
        for column in range(columns):
            grid.setColumnStretch(column, 1)
        # Beyond their widest, the sheets keep to the left.
        grid.setColumnStretch(columns, 1)
        grid.setRowStretch((len(self.sheets) + columns - 1) // columns, 1)
        self.columns = columns
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        # One sheet wide; as tall as the rows of the current layout (the scroll area around
        # scrolls to them instead of squeezing the sheets onto each other).
        rows = (len(self.sheets) + max(1, self.columns) - 1) // max(1, self.columns)
        least = ScoreSheet.SIZE * self.MIN_SCALE
        return QSize(least.width(), max(1, rows) * (least.height() + self.SPACING) - self.SPACING)

    def resizeEvent(self, event: QResizeEvent) -> None:
        size, gap, sheet = event.size(), self.SPACING, ScoreSheet.SIZE
        self._lay_out((size.width() + gap) // (sheet.width() + gap))
        columns = max(1, self.columns)
        rows = (len(self.sheets) + columns - 1) // columns
        # As large as the panel holds them all, when it does at their smallest (a little
        # smaller than their own size rather than out of sight).
        # (A pixel a sheet to spare: a scaled size is rounded, and rounded up it would not fit.)
        scale = min(
            self.MAX_SCALE,
            (size.width() - gap * (columns - 1) - columns) / (columns * sheet.width()),
            (size.height() - gap * (rows - 1) - rows) / (max(1, rows) * sheet.height()),
        )
        scale = max(self.MIN_SCALE, scale)
        if abs(scale - self.scale) > 0.01:
            self.scale = scale
            for each in self.sheets:
                each.set_scale(scale)
        super().resizeEvent(event)

    def show_view(self, view: SevenWordsView, *, pending: bool = True) -> None:
        for player, sheet in enumerate(self.sheets):
            sheet.set_data(sheet_data(view, player, self._names[player], pending=pending))
