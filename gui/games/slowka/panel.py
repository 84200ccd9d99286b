"""Słówka's score sheet (every move's word and points), the bonus squares each player took, and
the end-of-game summary. Everything is drawn from a :class:`~engines.slowka.state.SlowkaView`;
nothing is decided here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QWidget

from engines.slowka.board import Layout
from engines.slowka.moves import Play
from engines.slowka.state import (
    BOARD_FULL,
    CHALLENGED_OFF,
    EXCHANGED,
    LOST_TURN,
    PASSED,
    PLACED,
    SlowkaView,
    Turn,
    taken_bonuses,
)
from gui.games.board_turns import summary_beside_board
from gui.games.slowka.board import PLAYER_COLOURS, SlowkaBoard
from gui.widgets.score_sheet import (
    compact_table,
    fit_rows,
    overtime_header,
    overtime_text,
    table_item,
)
from gui.widgets.tile_panel import HistoryTable


def last_play(history: Sequence[Turn]) -> Play | None:
    """The most recent turn's move if it laid tokens that stayed (else None)."""
    if history and history[-1].kind == PLACED:
        return history[-1].play
    return None


def arithmetic(play: Play, values: Mapping[str, int], layout: Layout) -> str:
    """The rulebook's sum: ``N1+O1+Ż8+Y3+K1 = 14``, then ``+ 10 (b2) = 24``."""
    letters = "+".join(f"{letter.upper()}{values.get(letter, 0)}" for letter in play.word)
    text = f"{letters} = {play.word_score}"
    if play.bonus:
        squares = ", ".join(layout.name(s) for s in play.bonus_squares)
        text += f" + {play.bonus} ({squares}) = {play.score}"
    return text


class SlowkaSheet(HistoryTable):
    """The score sheet: each turn's word (its bonus squares, if any), points and the total."""

    def __init__(
        self,
        names: Sequence[str],
        values: Mapping[str, int],
        layout: Layout,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(names, parent)
        self._values = values
        self._layout = layout

    def describe(self, turn: Turn) -> str:
        """One turn as the sheet shows it."""
        play = turn.play
        if turn.kind == PLACED and play is not None:
            if play.bonus:
                return self.tr("{word} (+{bonus} za otoczenie)").format(
                    word=play.word.upper(), bonus=play.bonus
                )
            return play.word.upper()
        if turn.kind == EXCHANGED:
            return self.exchange_text(turn.tiles, turn.count)
        if turn.kind == PASSED:
            return self.pass_text(turn.timed_out)
        if turn.kind == CHALLENGED_OFF and play is not None:
            return self.tr("{word} — zdjęte po sprawdzeniu").format(word=play.word.upper())
        if turn.kind == LOST_TURN:
            return self.tr("traci kolejkę (słowo było dobre)")
        return turn.kind

    def exchanged(self, count: int) -> str:
        if count == 1:
            return self.tr("wymiana 1 żetonu")
        return self.tr("wymiana {n} żetonów").format(n=count)

    def tooltip(self, turn: Turn) -> str:
        if turn.play is None:
            return ""
        return f"{turn.play.place.path}: {arithmetic(turn.play, self._values, self._layout)}"


class EndSummary(QWidget):
    """The final board and, per player, the points, the best word (the tie-break) and the bonus
    squares taken."""

    def __init__(
        self,
        view: SlowkaView,
        names: Sequence[str],
        values: Mapping[str, int],
        layout: Layout,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        end = view.end
        assert end is not None
        taken = taken_bonuses(view.history)
        self.board = SlowkaBoard(layout)
        self.board.set_board(view.board, values, taken)
        play = last_play(view.history)
        if play is not None:
            self.board.set_last_move((s for s, _ in play.placed), play.squares)

        if end.reason == BOARD_FULL:
            text = self.tr("Wszystkie jasne pola są zakryte.")
        else:
            text = self.tr("Przez dwie kolejki z rzędu nikt nie położył żetonu.")
        text += " " + self.tr("Przy remisie wygrywa ten, kto ułożył najwyżej punktowane słowo.")
        overtime = end.overtime if any(end.overtime) else ()
        if overtime:
            text += " " + overtime_text()
        self.explanation = QLabel(text)
        self.explanation.setWordWrap(True)

        best: list[tuple[int, str]] = [(0, "")] * len(names)
        for turn in view.history:
            if turn.kind == PLACED and turn.play is not None:
                score = turn.play.word_score
                if score > best[turn.player][0]:
                    best[turn.player] = (score, turn.play.word.upper())
        headers = [
            self.tr("Gracz"),
            self.tr("Najlepsze słowo"),
            self.tr("Za otoczenie"),
            *([overtime_header()] if overtime else []),
            self.tr("Wynik"),
        ]
        self.table = QTableWidget(len(names), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        compact_table(self.table)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for player, name in enumerate(names):
            bonus = sum(layout.bonuses[s] for s, p in taken.items() if p == player)
            score, word = best[player]
            cells = [
                table_item(name, colour=PLAYER_COLOURS[player % len(PLAYER_COLOURS)]),
                table_item(f"{word} {score}" if word else "—"),
                table_item(str(bonus), align_right=True),
                *([table_item(f"{overtime[player]:+d}", align_right=True)] if overtime else []),
                table_item(str(view.scores[player]), align_right=True, bold=True),
            ]
            for column, item in enumerate(cells):
                self.table.setItem(player, column, item)
        fit_rows(self.table, len(names))
        self.table.setMinimumWidth(420)

        title = self.tr("Koniec partii Słówek")
        summary_beside_board(self, self.board, title, self.explanation, self.table)

    def row_text(self, row: int) -> str:
        cells = [self.table.item(row, c) for c in range(self.table.columnCount())]
        return " | ".join("" if c is None else c.text() for c in cells)
