"""GRA II's score table (rounds × players) and the round summary: every player's crossword side
by side, with its words, points, the +20 and how the sitting ended, then "Dalej"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engines.puzzle.gra2 import Gra2View, PlayerRound, RoundResult, SittingEnd
from gui.games.puzzle.rounds_table import PENDING, RoundsTable
from gui.games.puzzle.table_grid import PAD, TableGrid
from gui.support.appearance import QUIET_STYLE
from gui.widgets.shortcuts import on_enter
from gui.widgets.timers import format_ms

# Squares of a crossword in the summary, in pixels: as large as the cards allow, within these.
SMALLEST_CELL, LARGEST_CELL = 12, 48
#: The least share of a row a card gets, in squares (the words of a card with no crossword).
MIN_WEIGHT = 5


class Gra2ScoreTable(RoundsTable):
    """One row per round (each player's points, ``+20`` marked) and the totals; the round
    being played shows who has finished their sitting."""

    def show_view(self, view: Gra2View) -> None:
        self.fill(view.rounds, view.scores, lambda row, player: self._item(view, row, player))

    def _item(self, view: Gra2View, row: int, player: int) -> QTableWidgetItem:
        item = QTableWidgetItem(self._cell(view, row, player))
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if row >= len(view.history):
            item.setForeground(PENDING)
        return item

    def _cell(self, view: Gra2View, row: int, player: int) -> str:
        if row < len(view.history):
            scored = view.history[row].players[player]
            return f"{scored.total} (+{scored.bonus})" if scored.bonus else str(scored.total)
        if row == view.round - 1 and not view.finished:
            if view.ended[player]:
                return self.tr("gotowe")
            if view.started[player]:
                return self.tr("buduje…")
        return ""

    def text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return "" if item is None else item.text()


class CrosswordCard(QFrame):
    """One player's round: name, the grid (what did not score ringed in red), the words that
    scored and the points."""

    def __init__(
        self,
        name: str,
        scored: PlayerRound,
        values: Mapping[str, int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        title = QLabel(name)
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.2)
        title.setFont(bold)
        self.grid = TableGrid(margin=1, minimum=None)
        self.grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The grid as it stood when the round ended on this player's clock; tiles in no valid
        # word (a clock that ran out on an unfinished grid) are ringed in red.
        self.grid.set_table(scored.grid.cells, values)
        self.grid.mark = None
        scoring = set(scored.crossword.by_square)
        self.grid.set_pending(
            square
            for row, column, _cell in scored.grid.cells
            if (row, column) not in scoring
            for square in [self.grid.square_of(row, column)]
            if square is not None
        )
        words = " · ".join(f"{w.word.upper()} {w.score}" for w in scored.words)
        self.words_label = QLabel(words or self.tr("brak krzyżówki"))
        self.words_label.setWordWrap(True)
        lines = [self.tr("Słowa: {points} pkt").format(points=scored.word_score)]
        if scored.bonus:
            lines.append(self.tr("+{bonus} za wszystkie płytki").format(bonus=scored.bonus))
        lines.append(self.tr("Razem: {points} pkt").format(points=scored.total))
        self.points_label = QLabel("\n".join(lines))
        self.points_label.setFont(bold)
        notes = [self.ending_text(scored.ended)]
        if scored.at is not None:
            notes.append(self.tr("stan po {time}").format(time=format_ms(round(scored.at * 1000))))
        if scored.swapped:
            notes.append(self.tr("wymiana dwóch płytek"))
        left = len(scored.tiles) - len(scored.crossword)
        if left:
            notes.append(self.tr("płytki poza poprawnymi słowami: {n}").format(n=left))
        self.notes_label = QLabel(", ".join(notes))
        self.notes_label.setStyleSheet(QUIET_STYLE)
        self.notes_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignHCenter)
        self.grid.setVisible(len(scored.grid) > 0)
        layout.addWidget(self.words_label)
        layout.addWidget(self.points_label)
        layout.addWidget(self.notes_label)
        layout.addStretch(1)

    def ending_text(self, ended: SittingEnd) -> str:
        """How the sitting ended, in a few words."""
        if ended is SittingEnd.ALL_TILES:
            return self.tr("wszystkie płytki w krzyżówce")
        if ended is SittingEnd.TIME_UP:
            return self.tr("koniec czasu")
        if ended is SittingEnd.ROUND_OVER:
            return self.tr("runda skończona pełną krzyżówką rywala")
        return self.tr("gotowe")


class Gra2RoundSummary(QWidget):
    """The crosswords of a round side by side (scrolling when they do not fit), the standing,
    and "Dalej" (Enter)."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = QLabel()
        self.length_label = QLabel()
        self.length_label.setWordWrap(True)
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.6)
        title_font.setBold(True)
        self._title.setFont(title_font)
        self._cards = QWidget()
        self._cards_layout = QGridLayout(self._cards)
        self._cards_layout.setSpacing(12)
        #: How many crosswords side by side (the rest in rows below).
        self.columns = 0
        self.cards: list[CrosswordCard] = []
        scroll = QScrollArea()
        self._scroll = scroll
        scroll.setWidget(self._cards)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._standing = QLabel()
        self._standing.setWordWrap(True)
        self.next_button = QPushButton(self.tr("&Dalej"))
        self.next_button.setMinimumWidth(160)
        self.next_button.setMinimumHeight(36)
        self.next_button.clicked.connect(self.closed)
        buttons = QHBoxLayout()
        buttons.addWidget(self._standing, 1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(self._title)
        layout.addWidget(self.length_label)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        on_enter(self, self._close_if_visible)

    def show_result(
        self,
        result: RoundResult,
        names: Sequence[str],
        totals: Sequence[int],
        values: Mapping[str, int],
        last_round: bool,
    ) -> None:
        self._title.setText(self.tr("Runda {n} — krzyżówki graczy").format(n=result.number))
        self.length_label.setText(self.length_text(result, names))
        self.length_label.setVisible(result.length is not None)
        for card in self.cards:
            card.hide()
            card.deleteLater()
        while self._cards_layout.count():
            self._cards_layout.takeAt(0)
        self.cards = [
            CrosswordCard(name, scored, values)
            for name, scored in zip(names, result.players, strict=True)
        ]
        self.columns = 0
        standing = " · ".join(
            self.tr("{name}: {points} pkt").format(name=name, points=points)
            for name, points in zip(names, totals, strict=True)
        )
        self._standing.setText(self.tr("Stan gry: {standing}").format(standing=standing))
        self.next_button.setText(self.tr("&Wyniki końcowe") if last_round else self.tr("&Dalej"))
        self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self._fit_cards()

    def length_text(self, result: RoundResult, names: Sequence[str]) -> str:
        """How long the round lasted and why; each crossword is shown as it stood then."""
        if result.length is None:
            return ""
        time = format_ms(round(result.length * 1000))
        if result.ended_by is not None:
            return self.tr(
                "Runda trwała {time}: tyle czasu potrzebował gracz {name} na ułożenie wszystkich "
                "płytek. Każda krzyżówka liczy się tak, jak leżała w tej chwili na zegarze "
                "swojego gracza."
            ).format(time=time, name=names[result.ended_by])
        return self.tr(
            "Runda trwała {time} (najdłuższe układanie): nikt nie ułożył wszystkich płytek."
        ).format(time=time)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_cards()

    def showEvent(self, event: QShowEvent) -> None:
        # Filled while hidden, the view's size was not yet the one it shows at (issue #28:
        # the crosswords stayed tiny when the window then kept its size).
        super().showEvent(event)
        self._fit_cards()

    def _fit_cards(self) -> None:
        """The crosswords side by side or in rows, whichever shows them larger, each as large
        as its share of the view allows (issue #28: four in a row left them tiny)."""
        if not self.cards:
            return
        count = len(self.cards)
        best = max(range(1, count + 1), key=lambda columns: min(self._cells(columns)))
        if best != self.columns:
            self.columns = best
            while self._cards_layout.count():
                self._cards_layout.takeAt(0)
            for index, card in enumerate(self.cards):
                self._cards_layout.addWidget(card, index // best, index % best)
            for column in range(count):
                weight = self._weight(self.cards[column]) if best == count else 1
                self._cards_layout.setColumnStretch(column, weight if column < best else 0)
        for card, cell in zip(self.cards, self._cells(best), strict=True):
            card.grid.set_cell_px(cell)

    @staticmethod
    def _weight(card: CrosswordCard) -> int:
        """A card's share of a single row: as many squares as its crossword is wide (one with
        no crossword needs room for its words only)."""
        return max(MIN_WEIGHT, card.grid.columns if card.grid.isVisibleTo(card) else 0)

    def _cells(self, columns: int) -> list[int]:
        """Each crossword's square size with the cards ``columns`` to a row."""
        spacing = self._cards_layout.spacing()
        view = self._scroll.viewport().size()
        rows = -(-len(self.cards) // columns)
        # In one row each card takes its weight's share; in more, an equal one.
        weights = [self._weight(c) if columns == len(self.cards) else 1 for c in self.cards]
        across = view.width() - columns * 24 - spacing * (columns - 1)
        row_weight = sum(weights[:columns])
        # A card's share of the view, less its frame's margins, the grid's padding and (in
        # height) the card's words and points.
        height = (view.height() - spacing * (rows - 1)) // rows - 2 * PAD
        cells = []
        for card, weight in zip(self.cards, weights, strict=True):
            grid = card.grid
            width = across * weight // row_weight - 24 - 2 * PAD
            room = height - (card.minimumSizeHint().height() - grid.minimumHeight())
            cell = min(width // max(1, grid.columns), room // max(1, grid.rows))
            cells.append(max(SMALLEST_CELL, min(LARGEST_CELL, cell)))
        return cells

    def _close_if_visible(self) -> None:
        if self.isVisible():
            self.closed.emit()
