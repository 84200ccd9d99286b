"""The puzzles' score table: one row per round, one column per player, a bold totals row; each
game says what a round's cell holds."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

# Ink of a cell about the round being played (who has finished), not a result.
PENDING = QColor("#7a6a55")
#: Room kept either side of a name in its column's header.
NAME_PADDING = 4


def wrap_words(text: str, fits: Callable[[str], bool]) -> list[str]:
    """``text`` in lines broken between words, each line as long as ``fits`` allows (a word
    too long for a line alone stays whole).

    >>> wrap_words("Komputer 1 (średni)", lambda line: len(line) <= 10)
    ['Komputer 1', '(średni)']
    """
    lines: list[str] = []
    for word in text.split():
        if lines and fits(f"{lines[-1]} {word}"):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [text]


class RoundsTable(QTableWidget):
    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names = tuple(names)
        self.setColumnCount(len(names))
        self.setHorizontalHeaderLabels(list(names))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAlternatingRowColors(True)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # Lines are broken to fit (below): none is cut with "…" as a whole.
        header.setTextElideMode(Qt.TextElideMode.ElideNone)
        header.sectionResized.connect(lambda *_: self._fit_names())
        self.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)

    def _fit_names(self) -> None:
        """A name longer than its column goes on more lines, broken between words (issue
        #28: "omputer (średn" with three players); the header grows to hold them."""
        header = self.horizontalHeader()
        metrics = header.fontMetrics()
        changed = False
        for column, name in enumerate(self._names):
            room = header.sectionSize(column) - 2 * NAME_PADDING

            def fits(line: str, room: int = room) -> bool:
                return metrics.horizontalAdvance(line) <= room

            text = "\n".join(wrap_words(name, fits))
            item = self.horizontalHeaderItem(column)
            if item is not None and item.text() != text:
                item.setText(text)
                item.setToolTip(name)
                changed = True
        if changed:
            self.header_changed()

    def header_changed(self) -> None:
        """The names' header changed height (a table of fixed height fits itself again)."""

    def fill(
        self,
        rounds: int,
        totals: Sequence[int],
        round_item: Callable[[int, int], QTableWidgetItem],
    ) -> None:
        """``rounds`` rows from ``round_item(row, player)``, then the totals in bold."""
        self.setRowCount(rounds + 1)
        self.setVerticalHeaderLabels([str(n) for n in range(1, rounds + 1)] + [self.tr("Razem")])
        for row in range(rounds):
            for player in range(len(self._names)):
                self.setItem(row, player, round_item(row, player))
        bold = QFont(self.font())
        bold.setBold(True)
        for player, total in enumerate(totals):
            item = QTableWidgetItem(str(total))
            item.setFont(bold)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setItem(rounds, player, item)
