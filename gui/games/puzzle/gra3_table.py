"""GRA III score table: one row per round (word, its score, the +5), a totals row."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QHeaderView,
    QTableWidgetItem,
    QWidget,
)

from engines.puzzle.gra3 import Gra3View, RoundResult
from gui.games.puzzle.rounds_table import PENDING, RoundsTable


class Gra3ScoreTable(RoundsTable):
    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(names, parent)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)

    def show_view(self, view: Gra3View) -> None:
        """Fill from a public view: finished rounds in full, the current one as who has played."""
        self.fill(view.rounds, view.scores, lambda row, player: self._round_item(view, row, player))
        self._fit_height()

    def header_changed(self) -> None:
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as its rows: all ten rounds stay in sight without scrolling."""
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        header = self.horizontalHeader().sizeHint().height()
        self.setFixedHeight(header + rows + 2 * self.frameWidth())

    def _round_item(self, view: Gra3View, row: int, player: int) -> QTableWidgetItem:
        item = QTableWidgetItem()
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if row < len(view.history):
            result = view.history[row]
            item.setText(self.cell_text(result, player))
            item.setToolTip(self._tooltip(result, player))
        elif row + 1 == view.round and not view.finished:
            item.setText(self.tr("zgłoszone") if view.submitted[player] else "")
            item.setForeground(QBrush(PENDING))
        return item

    def cell_text(self, result: RoundResult, player: int) -> str:
        word = result.submissions[player].word
        if word is None:
            return self.tr("— 0")
        text = f"{word.upper()}  {result.word_scores[player]}"
        if result.bonuses[player]:
            text += f"  +{result.bonuses[player]}"
        if result.submissions[player].late:
            text += "  " + self.tr("(po czasie)")
        return text

    def _tooltip(self, result: RoundResult, player: int) -> str:
        lines = [
            self.tr("Runda {n}: razem {points} pkt").format(
                n=result.number, points=result.totals[player]
            )
        ]
        if result.ender == player:
            lines.append(self.tr("Słowo kończące rundę"))
        return "\n".join(lines)
