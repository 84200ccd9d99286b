"""The crossword game's side panel (scores, move history, the bag and the unseen tiles) and the
end-of-game summary with the rack adjustments. Everything is drawn from a
:class:`~engines.crossword.state.CrosswordView`; nothing is decided here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QWidget,
)

from engines.crossword.layout import Layout
from engines.crossword.rulesets import rules_for
from engines.crossword.state import (
    CHALLENGED_OFF,
    EXCHANGED,
    LOST_TURN,
    PASSED,
    PLACED,
    CrosswordView,
    Turn,
)
from engines.tiles import BLANK
from gui.board_turns import summary_beside_board
from gui.games.crossword.board import BoardWidget, Scheme
from gui.score_sheet import (
    MoveSheet,
    SheetEntry,
    UnseenTiles,
    compact_table,
    fit_rows,
    table_item,
)
from gui.score_sheet import ScoresTable as SharedScoresTable


def new_squares(history: Sequence[Turn]) -> list[tuple[int, ...]]:
    """The squares each placed turn of ``history`` covered with new tiles (one entry per
    ``PLACED`` turn, in order). Every tile on the board belongs to the main word of the move
    that put it there, so a move's new squares are those of its main word that no earlier
    move's main word covered."""
    covered: set[int] = set()
    result: list[tuple[int, ...]] = []
    for turn in history:
        if turn.kind != PLACED or not turn.words:
            continue
        squares = turn.words[0].squares
        result.append(tuple(s for s in squares if s not in covered))
        covered.update(squares)
    return result


def last_move_squares(history: Sequence[Turn]) -> tuple[int, ...]:
    """The new squares of the most recent turn if it placed tiles (else none)."""
    if not history or history[-1].kind != PLACED:
        return ()
    placed = new_squares(history)
    return placed[-1] if placed else ()


class ScoresTable(SharedScoresTable):
    """One row per player: score, tiles on the rack, hints left; whose turn in bold."""

    def __init__(self, names: Sequence[str], hints: bool, parent: QWidget | None = None) -> None:
        headers = [QCoreApplication.translate("ScoresTable", "Płytki")]
        if hints:
            headers.append(QCoreApplication.translate("ScoresTable", "Podpowiedzi"))
        super().__init__(names, headers, parent=parent)
        self._hints = hints

    def show_view(self, view: CrosswordView) -> None:
        extra = [
            [str(size), *([str(hints)] if self._hints else [])]
            for size, hints in zip(view.rack_sizes, view.hints_left, strict=True)
        ]
        acting = frozenset() if view.end is not None else frozenset(view.to_act)
        self.show_scores(view.scores, acting, extra)


class HistoryTable(MoveSheet):
    """Every turn: number, player, the move in the usual notation (``8H KOT``: row 8, column H,
    across; ``H8`` down; blanks in lowercase), its points and the player's total so far."""

    def describe(self, turn: Turn) -> str:
        """One turn as the history shows it."""
        if turn.kind == PLACED and turn.place is not None:
            text = str(turn.place)
            if turn.bingo:
                text += " " + self.tr("(premia +{bonus})").format(bonus=turn.bingo)
            return text
        if turn.kind == EXCHANGED:
            return self.exchange_text(turn.tiles, turn.count)
        if turn.kind == PASSED:
            return self.pass_text()
        if turn.kind == CHALLENGED_OFF and turn.place is not None:
            return self.tr("{move} — zdjęte po sprawdzeniu").format(move=str(turn.place))
        if turn.kind == LOST_TURN:
            return self.tr("traci kolejkę (słowa były dobre)")
        return turn.kind

    def words_tooltip(self, turn: Turn) -> str:
        return ", ".join(f"{w.word.upper()} {w.score}" for w in turn.words)

    def show_view(self, view: CrosswordView) -> None:
        self.show_entries(
            [
                SheetEntry(
                    turn.player,
                    self.describe(turn),
                    turn.score,
                    counts=turn.kind == PLACED,
                    struck=turn.kind in (CHALLENGED_OFF, LOST_TURN),
                    tooltip=self.words_tooltip(turn),
                )
                for turn in view.history
            ]
        )


class UnseenLabel(UnseenTiles):
    """The tiles this player cannot see — the bag and the other racks — letter by letter."""

    def show_view(self, view: CrosswordView) -> None:
        total = sum(n for _, n in view.unseen)
        if view.player is None:
            head = self.tr("Płytki poza planszą: {n}").format(n=total)
        else:
            head = self.tr(
                "Niewidoczne dla ciebie: {n} (worek {bag}, stojaki rywali {racks})"
            ).format(n=total, bag=view.bag_count, racks=total - view.bag_count)
        self.show_tiles(head, view.unseen)


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
        self.board.setMinimumSize(380, 380)
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
        self.explanation = QLabel(text)
        self.explanation.setWordWrap(True)

        self.table = QTableWidget(len(names), 5)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Gracz"),
                self.tr("Z ruchów"),
                self.tr("Zostało na stojaku"),
                self.tr("Korekta"),
                self.tr("Wynik"),
            ]
        )
        compact_table(self.table)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for player, name in enumerate(names):
            total = view.scores[player]
            adjustment = end.adjustments[player]
            rack = end.racks[player]
            left = " ".join("?" if t == BLANK else t.upper() for t in rack) or "—"
            rack_value = sum(0 if t == BLANK else values.get(t, 0) for t in rack)
            if rack:
                left += " " + self.tr("({points} pkt)").format(points=rack_value)
            cells = [
                table_item(name, bold=end.went_out == player),
                table_item(str(total - adjustment), align_right=True),
                table_item(left),
                table_item(f"{adjustment:+d}", align_right=True),
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
