"""The side panel of the games played with tiles in turns on a grid (the crossword game,
GRA I): the shared scores table, move sheet and unseen tiles (:mod:`gui.widgets.score_sheet`, which
Słówka fills too) filled from a view, the squares each move covered, and the formed words as a
preview lists them. They read a view's fields by name — ``scores``, ``rack_sizes``,
``to_act``, ``end``, ``history``, ``unseen``, ``bag_count`` — which
:class:`~engines.crossword.state.CrosswordView` and :class:`~engines.puzzle.gra1.Gra1View`
share (with the same kinds of turn); nothing is decided here."""

from __future__ import annotations

from collections.abc import Container, Iterable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from engines.crossword.state import CHALLENGED_OFF, EXCHANGED, LOST_TURN, PASSED, PLACED
from engines.take_backs import rows
from gui.widgets.score_sheet import MoveSheet, SheetEntry, UnseenTiles
from gui.widgets.score_sheet import ScoresTable as SharedScoresTable

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


def since_last_turn(history: Sequence[Any], player: int) -> tuple[list[Any], set[Any]]:
    """What happened while ``player`` was away: the turns after their last one (all of them
    before their first) and the squares those turns covered with tiles still lying there."""
    mine = [i for i, turn in enumerate(history) if turn.player == player]
    since = mine[-1] + 1 if mine else 0
    placed = new_squares(history)
    placed_turns = [i for i, turn in enumerate(history) if turn.kind == PLACED and turn.words]
    squares: set[Any] = set()
    for index, covered in zip(placed_turns, placed, strict=True):
        if index >= since:
            squares.update(covered)
    return list(history[since:]), squares


class ScoresTable(SharedScoresTable):
    """One row per player: score, tiles on the rack, hints left; whose turn in bold."""

    def __init__(
        self,
        names: Sequence[str],
        hints: bool,
        parent: QWidget | None = None,
        *,
        clock: bool = False,
    ) -> None:
        headers = [QCoreApplication.translate("ScoresTable", "Płytki")]
        if hints:
            headers.append(QCoreApplication.translate("ScoresTable", "Podpowiedzi"))
        super().__init__(names, headers, parent=parent, clock=clock)
        self._hints = hints

    def show_view(self, view: Any) -> None:
        sizes = list(view.rack_sizes)
        pending = getattr(view, "pending", None)
        if pending is not None:
            # A word waiting for a check is still its player's tiles (they draw only once it
            # is accepted): not "Płytki 1" for a seven-tile word on the board.
            sizes[pending.player] += len(pending.play.tiles)
        extra = [
            [str(size), *([str(view.hints_left[player])] if self._hints else [])]
            for player, size in enumerate(sizes)
        ]
        acting = frozenset() if view.end is not None else frozenset(view.to_act)
        self.show_scores(view.scores, acting, extra)


class HistoryTable(MoveSheet):
    """Every turn: number, player, the move in the usual notation (``8H KOT``: row 8, column H,
    across; ``H8`` down; blanks in lowercase) with every other word it formed, its points and
    the player's total so far. A placed move counts; one challenged off, or a turn lost to a
    challenge, is struck; a turn played after asking for a hint says so. Słówka's sheet is
    this one with its own :meth:`describe` and :meth:`tooltip` (its turns have the same
    kinds); GRA I's writes its own :meth:`placed`."""

    def notation(self, text: str) -> str:
        """A move in the engine's text form (an analysis's best move) as this history writes
        moves: the crossword's is the same (``8H KOT``)."""
        return text

    def placed(self, turn: Any) -> str:
        """A placement: the main word in its notation, then the cross-words (``8H KOT, KC``)."""
        return ", ".join([str(turn.place), *(w.word.upper() for w in turn.words[1:])])

    def describe(self, turn: Any) -> str:
        """One turn as the history shows it."""
        text = self._describe(turn)
        if getattr(turn, "hinted", False):
            text = self.tr("{move} — po podpowiedzi").format(move=text)
        return text

    def _describe(self, turn: Any) -> str:
        if turn.kind == PLACED and turn.place is not None:
            text = self.placed(turn)
            if turn.bingo:
                text += " " + self.tr("(premia +{bonus})").format(bonus=turn.bingo)
            return text
        if turn.kind == EXCHANGED:
            return self.exchange_text(turn.tiles, turn.count)
        if turn.kind == PASSED:
            # GRA I's turns have no game clock to run out.
            return self.pass_text(getattr(turn, "timed_out", False))
        if turn.kind == CHALLENGED_OFF and turn.place is not None:
            return self.tr("{move} — zdjęte po sprawdzeniu").format(move=self.placed(turn))
        if turn.kind == LOST_TURN:
            return self.tr("traci kolejkę (słowa były dobre)")
        return str(turn.kind)

    def tooltip(self, turn: Any) -> str:
        """What hovering over a turn shows: its words and their points."""
        return ", ".join(f"{w.word.upper()} {w.score}" for w in turn.words)

    def show_view(self, view: Any) -> None:
        """The view's turns, with the moves taken back (issue #28) where they were played:
        struck, "(cofnięty)", their points not counted."""
        shown = rows(view.history, view.taken_back)
        # Each standing row's place in the history: the rows not taken back before it.
        places: list[int | None] = []
        for _, taken_back in shown:
            places.append(None if taken_back else len(places) - places.count(None))
        self.show_entries(
            [
                SheetEntry(
                    turn.player,
                    self.tr("{move} (cofnięty)").format(move=self.describe(turn))
                    if taken_back
                    else self.describe(turn),
                    turn.score,
                    counts=turn.kind == PLACED and not taken_back,
                    struck=taken_back or turn.kind in (CHALLENGED_OFF, LOST_TURN),
                    tooltip=self.tooltip(turn),
                    turn=place,
                )
                for (turn, taken_back), place in zip(shown, places, strict=True)
            ]
        )


class UnseenLabel(UnseenTiles):
    """The tiles this player cannot see — the bag and the other racks — letter by letter."""

    def head_text(self, view: Any, total: int) -> str:
        if view.player is None:
            return self.tr("Płytki poza planszą: {n}").format(n=total)
        return self.tr("Niewidoczne dla ciebie: {n} (worek {bag}, stojaki rywali {racks})").format(
            n=total, bag=view.bag_count, racks=total - view.bag_count
        )

    def show_view(self, view: Any) -> None:
        total = sum(n for _, n in view.unseen)
        self.show_tiles(self.head_text(view, total), view.unseen)
