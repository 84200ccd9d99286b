"""The crossword game's end-of-game summary with the rack adjustments, and which squares each move
covered (its side panel's scores, history and unseen tiles are shared:
:mod:`gui.widgets.tile_panel`). Everything is drawn from a
:class:`~engines.crossword.state.CrosswordView`; nothing is decided here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QWidget,
)

from engines.crossword.layout import Layout
from engines.crossword.rulesets import rules_for
from engines.crossword.state import CrosswordView
from engines.tiles import BLANK
from gui.games.board_turns import summary_beside_board
from gui.games.crossword.board import BoardWidget, Scheme
from gui.widgets.score_sheet import (
    compact_table,
    fit_rows,
    overtime_header,
    overtime_text,
    table_item,
)
from gui.widgets.tile_panel import last_move_squares


class EndSummary(QWidget):
    """The final board and the end-of-game arithmetic: points from moves, the tiles left on
    each rack, the adjustment (the one who went out gains the others' tiles, plus a bonus under
    ``jawa``) and the total."""

    def __init__(
        self,
        view: CrosswordView,
        names: Sequence[str],
        values: Mapping[str, int],
        board_layout: Layout,
        scheme: Scheme,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        end = view.end
        assert end is not None
        rules = rules_for(view.rules)
        self.board = BoardWidget(board_layout, scheme)
        self.board.set_board(view.board, values)
        self.board.set_last_move(last_move_squares(view.history))
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        if end.went_out is not None:
            others = end.adjustments[end.went_out] - rules.out_bonus
            if rules.out_bonus:
                text = self.tr(
                    "{name} kończy grę ostatnią płytką: +{bonus} pkt premii i +{others} pkt — "
                    "suma liter, które zostały rywalom. Pozostali tracą wartość swoich liter."
                ).format(name=names[end.went_out], bonus=rules.out_bonus, others=others)
            else:
                text = self.tr(
                    "{name} kończy grę ostatnią płytką i dostaje +{others} pkt — sumę liter, "
                    "które zostały rywalom. Pozostali tracą wartość swoich liter."
                ).format(name=names[end.went_out], others=others)
        else:
            text = self.tr(
                "Wszyscy gracze spasowali dwa razy z rzędu: każdy traci wartość liter, które "
                "zostały mu na stojaku."
            )
        overtime = end.overtime if any(end.overtime) else ()
        if overtime:
            text += " " + overtime_text()
        self.explanation = QLabel(text)
        self.explanation.setWordWrap(True)

        headers = [
            self.tr("Gracz"),
            self.tr("Z ruchów"),
            self.tr("Na stojaku"),
            self.tr("Korekta"),
            *([overtime_header()] if overtime else []),
            self.tr("Wynik"),
        ]
        self.table = QTableWidget(len(names), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        compact_table(self.table)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for player, name in enumerate(names):
            total = view.scores[player]
            adjustment = end.adjustments[player]
            penalty = overtime[player] if overtime else 0
            late = [table_item(f"{penalty:+d}", align_right=True)] if overtime else []
            rack = end.racks[player]
            left = " ".join("?" if t == BLANK else t.upper() for t in rack) or "—"
            rack_value = sum(0 if t == BLANK else values.get(t, 0) for t in rack)
            if rack:
                left += " " + self.tr("({points} pkt)").format(points=rack_value)
            cells = [
                table_item(name, bold=end.went_out == player),
                table_item(str(total - adjustment - penalty), align_right=True),
                table_item(left),
                table_item(f"{adjustment:+d}", align_right=True),
                *late,
                table_item(str(total), align_right=True, bold=True),
            ]
            for column, item in enumerate(cells):
                self.table.setItem(player, column, item)
        fit_rows(self.table, len(names))
        self.table.setMinimumWidth(460)

        title = self.tr("Rozliczenie liter na koniec gry")
        summary_beside_board(self, self.board, title, self.explanation, self.table)

    def row_text(self, row: int) -> str:
        cells = [self.table.item(row, c) for c in range(self.table.columnCount())]
        return " | ".join("" if c is None else c.text() for c in cells)
