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
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)

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
