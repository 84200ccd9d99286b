"""Side-panel widgets of the games played with tiles in turns (the crossword game, GRA I):
the scores, the move history and the tiles a player cannot see. They read a view's fields by
name — ``scores``, ``rack_sizes``, ``to_act``, ``end``, ``history``, ``unseen``, ``bag_count``
— which :class:`~engines.crossword.state.CrosswordView` and
:class:`~engines.puzzle.gra1.Gra1View` share (with the same kinds of turn); nothing is decided
here."""

from __future__ import annotations

from collections.abc import Container, Iterable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from engines.crossword.state import CHALLENGED_OFF, EXCHANGED, LOST_TURN, PASSED, PLACED
from engines.tiles import BLANK

QUIET_STYLE = "color: #6b6256;"
GOOD_COLOUR = "#1d7f3b"
BAD_COLOUR = "#b00020"


def words_html(words: Iterable[Any], bad: Container[str]) -> str:
    """Formed words (anything with ``word`` and ``score``) as a preview shows them:
    ``KOT 5 · OS 2``, the ones in ``bad`` struck through in red."""
    return " · ".join(
        (
            f"<span style='color:{BAD_COLOUR}'><s>{escape(w.word.upper())}</s></span>"
            if w.word in bad
            else escape(w.word.upper())
        )
        + f" {w.score}"
        for w in words
    )


def new_squares(history: Sequence[Any]) -> list[tuple[Any, ...]]:
    """The squares each placed turn of ``history`` covered with new tiles (one entry per
    ``PLACED`` turn, in order). Every tile on the board belongs to the main word of the move
    that put it there, so a move's new squares are those of its main word that no earlier
    move's main word covered. Squares are whatever the words hold (board squares, table
    positions)."""
    covered: set[Any] = set()
    result: list[tuple[Any, ...]] = []
    for turn in history:
        if turn.kind != PLACED or not turn.words:
            continue
        squares = turn.words[0].squares
        result.append(tuple(s for s in squares if s not in covered))
        covered.update(squares)
    return result


def last_move_squares(history: Sequence[Any]) -> tuple[Any, ...]:
    """The new squares of the most recent turn if it placed tiles (else none)."""
    if not history or history[-1].kind != PLACED:
        return ()
    placed = new_squares(history)
    return placed[-1] if placed else ()


def table_item(text: str, *, align_right: bool = False, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    return item


def compact_table(table: QTableWidget) -> None:
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)


class ScoresTable(QTableWidget):
    """One row per player: score, tiles on the rack, hints left; whose turn in bold."""

    def __init__(self, names: Sequence[str], hints: bool, parent: QWidget | None = None) -> None:
        super().__init__(len(names), 4 if hints else 3, parent)
        self._names = list(names)
        self._hints = hints
        headers = [self.tr("Gracz"), self.tr("Punkty"), self.tr("Płytki")]
        if hints:
            headers.append(self.tr("Podpowiedzi"))
        self.setHorizontalHeaderLabels(headers)
        compact_table(self)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, self.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        rows = self.verticalHeader().defaultSectionSize() * len(names)
        self.setFixedHeight(rows + header.sizeHint().height() + 4)

    def show_view(self, view: Any) -> None:
        acting = set(view.to_act)
        for player, name in enumerate(self._names):
            bold = player in acting and view.end is None
            marker = "▶ " if bold else ""
            cells = [
                table_item(marker + name, bold=bold),
                table_item(str(view.scores[player]), align_right=True, bold=bold),
                table_item(str(view.rack_sizes[player]), align_right=True),
            ]
            if self._hints:
                cells.append(table_item(str(view.hints_left[player]), align_right=True))
            for column, item in enumerate(cells):
                self.setItem(player, column, item)

    def text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return "" if item is None else item.text()


class HistoryTable(QTableWidget):
    """Every turn: number, player, the move in the usual notation (``8H KOT``: row 8, column H,
    across; ``H8`` down; blanks in lowercase), its points and the player's total so far."""

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self._names = list(names)
        self.setHorizontalHeaderLabels(
            ["#", self.tr("Gracz"), self.tr("Ruch"), self.tr("Pkt"), self.tr("Razem")]
        )
        compact_table(self)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.ResizeToContents)

    def describe(self, turn: Any) -> str:
        """One turn as the history shows it."""
        if turn.kind == PLACED and turn.place is not None:
            text = str(turn.place)
            if turn.bingo:
                text += " " + self.tr("(premia +{bonus})").format(bonus=turn.bingo)
            return text
        if turn.kind == EXCHANGED:
            if turn.tiles:
                return self.tr("wymiana: {tiles}").format(
                    tiles=" ".join(t.upper() for t in turn.tiles)
                )
            return self.tr("wymiana ({n})").format(n=turn.count)
        if turn.kind == PASSED:
            return self.tr("pas")
        if turn.kind == CHALLENGED_OFF and turn.place is not None:
            return self.tr("{move} — zdjęte po sprawdzeniu").format(move=str(turn.place))
        if turn.kind == LOST_TURN:
            return self.tr("traci kolejkę (słowa były dobre)")
        return str(turn.kind)

    def words_tooltip(self, turn: Any) -> str:
        return ", ".join(f"{w.word.upper()} {w.score}" for w in turn.words)

    def show_view(self, view: Any) -> None:
        history = view.history
        self.setRowCount(len(history))
        totals = [0] * len(self._names)
        for row, turn in enumerate(history):
            if turn.kind == PLACED:
                totals[turn.player] += turn.score
            cells = [
                table_item(str(row + 1), align_right=True),
                table_item(self._names[turn.player]),
                table_item(self.describe(turn)),
                table_item(str(turn.score), align_right=True),
                table_item(str(totals[turn.player]), align_right=True),
            ]
            tip = self.words_tooltip(turn)
            for column, item in enumerate(cells):
                if tip:
                    item.setToolTip(tip)
                if turn.kind in (CHALLENGED_OFF, LOST_TURN):
                    item.setForeground(QBrush(QColor("#b00020")))
                self.setItem(row, column, item)
        if history:
            self.scrollToBottom()

    def row_text(self, row: int) -> str:
        cells = [self.item(row, c) for c in range(self.columnCount())]
        return " | ".join("" if c is None else c.text() for c in cells)


class UnseenLabel(QLabel):
    """The tiles this player cannot see — the bag and the other racks — letter by letter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

    def head_text(self, view: Any, total: int) -> str:
        if view.player is None:
            return self.tr("Płytki poza planszą: {n}").format(n=total)
        return self.tr("Niewidoczne dla ciebie: {n} (worek {bag}, stojaki rywali {racks})").format(
            n=total, bag=view.bag_count, racks=total - view.bag_count
        )

    def show_view(self, view: Any) -> None:
        total = sum(n for _, n in view.unseen)
        head = self.head_text(view, total)
        cells = []
        for tile, count in view.unseen:
            letter = "?" if tile == BLANK else tile.upper()
            shown = f"<b>{letter}</b>&nbsp;{count}" if count > 1 else f"<b>{letter}</b>"
            # A line may break only between letters, never at the start of one.
            cells.append(f"<span style='white-space: nowrap'>{shown}&nbsp;&nbsp;</span>")
        body = " ".join(cells) if cells else "—"
        self.setText(f"{head}<br><span style='font-size: 11pt'>{body}</span>")


def quiet_label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet(QUIET_STYLE)
    return label
