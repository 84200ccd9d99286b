""" "Co było możliwe" under a round summary (7 słów, GRA III): beside each player's word and
points, the best word their cards or tiles held then, with its points (Tanglet's and Quackle's
"missed words"). The engines' analysis hook (``Game.analyse`` with ``search``) finds it, from
the state before each player's last decision — the round just ended —, in a worker; the
summary shows at once and the panel fills in when the search is done. The same panel shows
one move on demand — from a board game's move sheet (the player's own moves) or the replay
(any move of a finished game) —: that move beside the best three there were (in Słówka three
different words, each path told on hover). Every word is a link to the word lookup."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QLabel, QProgressBar, QScrollArea, QToolTip, QVBoxLayout, QWidget

from engines.core import Cancelled, MoveAnalysis, PlayerId, Setup
from engines.records.record import (
    Move,
    apply_as_played,
    as_played,
    replay_states,
    standing_game,
    start,
)
from engines.slowka.actions import PATH_SEPARATOR
from gui.support.workers import Task, start_task

_WORD_SCHEME = "word"


def round_decisions(
    setup: Setup,
    moves: Sequence[Move],
    rounds_done: Callable[[Any], int],
    should_stop: Callable[[], bool] = lambda: False,
) -> dict[int, MoveAnalysis]:
    """Each player's decision (their word) in the round the ``moves`` end, analysed with the
    search: player → analysis (a player who wrote nothing, out of time, is left out)."""
    game, states = replay_states(setup, moves)
    last_round = rounds_done(states[-1]) - 1
    last: dict[int, tuple[Any, int, Move]] = {}
    for index, (before, move) in enumerate(zip(states, moves, strict=False)):
        if rounds_done(before) != last_round:
            continue
        if game.analyse(before, move.player, move.action, search=False) is not None:
            last[move.player] = (before, index, move)
    found: dict[int, MoveAnalysis] = {}
    for player, (before, index, move) in sorted(last.items()):
        with as_played(before.setup, index):
            analysed = game.analyse(
                before, PlayerId(player), move.action, search=True, should_stop=should_stop
            )
        if analysed is not None:
            found[player] = analysed
    return found


def decision_of(
    setup: Setup,
    moves: Sequence[Move],
    player: int,
    nth: int,
    should_stop: Callable[[], bool] = lambda: False,
) -> MoveAnalysis | None:
    """``player``'s decision number ``nth`` in ``moves`` (0: their first; in the board games a
    placement, an exchange or a pass), analysed with the search from the state before it
    (None: they made no such decision). Moves taken back are no decisions: they are not in the
    history the number counts in."""
    standing_setup, standing = standing_game(setup, moves)
    game, state = start(standing_setup)
    found = 0
    for index, move in enumerate(standing):
        if should_stop():
            raise Cancelled
        if move.player == player and game.analyse(state, move.player, move.action) is not None:
            if found == nth:
                with as_played(state.setup, index):
                    return game.analyse(
                        state, PlayerId(player), move.action, search=True, should_stop=should_stop
                    )
            found += 1
        state = apply_as_played(game, state, index, move)
    return None


class MissedWordsPanel(QWidget):
    """The table of what each player played and the best there was — or, on demand for one
    move (from the move sheet or the replay), that move beside the best three there were."""

    #: A word was clicked: look it up.
    word_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._task: Task | None = None
        self._names: tuple[str, ...] = ()
        #: The move searched for: its number in the game.
        self._number = 0
        self.found: dict[int, MoveAnalysis] | None = None
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.linkActivated.connect(self._on_link)
        self.text.linkHovered.connect(self._on_hover)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.addWidget(self.text)
        #: Busy while a search runs (how long it takes is not known in advance).
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumHeight(12)
        self.busy.setTextVisible(False)
        self.busy.hide()
        layout.addWidget(self.busy)

    def compute(
        self,
        setup: Setup,
        moves: Sequence[Move],
        names: Sequence[str],
        rounds_done: Callable[[Any], int],
    ) -> None:
        """Start the search for the round the ``moves`` end with."""
        self.cancel()
        self._names = tuple(names)
        self.found = None
        self.text.setText(html.escape(self.tr("Co było możliwe: szukam najlepszych słów…")))
        recorded = tuple(moves)

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            return round_decisions(setup, recorded, rounds_done, should_stop)

        self.busy.show()
        self._task = start_task(work, self._on_done, self._on_failed)

    def compute_move(
        self,
        setup: Setup,
        moves: Sequence[Move],
        player: int,
        names: Sequence[str],
        nth: int,
        number: int,
    ) -> None:
        """Start the search for ``player``'s decision ``nth`` (0: their first), move ``number``
        of the game. It uses their rack: during a game only they may ask."""
        recorded = tuple(moves)
        self.search_move(
            player,
            names,
            lambda should_stop: decision_of(setup, recorded, player, nth, should_stop),
            number,
        )

    def search_move(
        self,
        player: int,
        names: Sequence[str],
        search: Callable[[Callable[[], bool]], MoveAnalysis | None],
        number: int,
    ) -> None:
        """Run ``search`` (given the cancel check) in a worker for one move of ``player``'s,
        move ``number`` of the game, a busy bar showing meanwhile."""
        self.cancel()
        self._names = tuple(names)
        self._number = number
        self.found = None
        self.text.setText(html.escape(self.tr("Co było możliwe: szukam najlepszych ruchów…")))
        self.busy.show()

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            return {player: search(should_stop)}

        self._task = start_task(work, self._on_move_done, self._on_failed)
        QTimer.singleShot(0, self, self._bring_into_view)

    @Slot(object)
    def _on_move_done(self, found: dict[int, MoveAnalysis | None]) -> None:
        self._task = None
        self.busy.hide()
        self.found = {p: a for p, a in found.items() if a is not None}
        self.text.setText(self.move_html(self.found))
        QTimer.singleShot(0, self, self._bring_into_view)

    def _bring_into_view(self) -> None:
        """In a scrolled column (the board screens' side panel), scroll the panel into sight."""
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        if isinstance(parent, QScrollArea) and self.isVisible():
            parent.ensureWidgetVisible(self)

    def _move_link(self, move: str) -> str:
        """A move as ``8H KOT`` (or a word alone) with its word a link to the word lookup; a
        Słówka move (``d4-d5-e5 KOT``) as its word, the path shown on hover."""
        square, _, word = move.rpartition(" ")
        if not word.isalpha():
            return html.escape(move.upper())
        if PATH_SEPARATOR in square:
            return self._link(word.lower(), path=square)
        link = self._link(word.lower())
        return f"{html.escape(square)} {link}" if square else link

    def move_html(self, found: dict[int, MoveAnalysis]) -> str:
        title = html.escape(self.tr("Co było możliwe"))
        if not found:
            return f"<b>{title}</b><br>" + html.escape(self.tr("Nie było jeszcze twojego ruchu."))
        ((player, analysed),) = found.items()
        name = self._names[player] if player < len(self._names) else str(player + 1)
        played_move = analysed.played if analysed.played not in ("PASS", "") else ""
        played = (
            self.tr("{move} ({points} pkt)").format(
                move=self._move_link(played_move), points=analysed.points
            )
            if played_move and not played_move.upper().startswith("EXCHANGE")
            else html.escape(self.tr("bez ruchu na planszy (pas albo wymiana)"))
        )
        whose = html.escape(self.tr("ruch {n}: {name}").format(n=self._number, name=name))
        lines = [
            f"<b>{title}</b> — {whose}",
            html.escape(self.tr("zagrane: ")) + played,
        ]
        best = [(analysed.best, analysed.best_points)] if analysed.best is not None else []
        ranked = [*best, *analysed.others]
        if not ranked:
            lines.append(html.escape(self.tr("Nie było żadnego ruchu na planszy.")))
        else:
            items = "".join(
                "<li>"
                + self.tr("{move} ({points} pkt)").format(move=self._move_link(move), points=points)
                + "</li>"
                for move, points in ranked
            )
            lines.append(html.escape(self.tr("najlepsze możliwe:")) + f"<ol>{items}</ol>")
            if analysed.missed == 0 and played_move:
                lines.append(html.escape(self.tr("To był najlepszy ruch.")))
        return "<br>".join(lines)

    def cancel(self) -> None:
        self.busy.hide()
        if self._task is not None:
            self._task.cancel()
            self._task = None

    @property
    def is_searching(self) -> bool:
        return self._task is not None

    @Slot(object)
    def _on_done(self, found: dict[int, MoveAnalysis]) -> None:
        self._task = None
        self.busy.hide()
        self.found = found
        self.text.setText(self.summary_html(found))

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._task = None
        self.busy.hide()
        self.text.setText(
            html.escape(self.tr("Nie udało się znaleźć najlepszych słów: {error}")).format(
                error=html.escape(message)
            )
        )

    def _link(self, word: str, path: str = "") -> str:
        """``word`` linked to the word lookup; ``path``: its squares, told on hover."""
        target = f"{_WORD_SCHEME}:{word}" + (f"#{path}" if path else "")
        return f"<a href='{html.escape(target)}'>{html.escape(word.upper())}</a>"

    def path_of(self, link: str) -> str:
        """What hovering ``link`` tells: a Słówka word's path (empty: nothing)."""
        path = QUrl(link).fragment()
        if not path:
            return ""
        squares = " → ".join(square.upper() for square in path.split(PATH_SEPARATOR))
        return self.tr("Ścieżka: {squares}").format(squares=squares)

    @Slot(str)
    def _on_hover(self, link: str) -> None:
        tip = self.path_of(link)
        if tip:
            QToolTip.showText(QCursor.pos(), tip, self.text)
        else:
            QToolTip.hideText()

    def summary_html(self, found: dict[int, MoveAnalysis]) -> str:
        rows = []
        for player, analysed in sorted(found.items()):
            name = self._names[player] if player < len(self._names) else str(player + 1)
            played = (
                self.tr("{word} ({points} pkt)").format(
                    word=self._link(analysed.played), points=analysed.points
                )
                if analysed.played
                else html.escape(self.tr("bez słowa"))
            )
            if analysed.best is None:
                best = html.escape(self.tr("nie było słowa"))
            elif analysed.best_points is not None and analysed.missed == 0:
                best = html.escape(self.tr("to było najlepsze"))
            else:
                best = self.tr("{word} ({points} pkt)").format(
                    word=self._link(analysed.best), points=analysed.best_points
                )
            rows.append(
                f"<tr><td><b>{html.escape(name)}</b></td><td>{played}</td><td>{best}</td></tr>"
            )
        played_title = html.escape(self.tr("zagrane"))
        best_title = html.escape(self.tr("najlepsze możliwe"))
        head = (
            f"<tr><th align='left'></th><th align='left'>{played_title}</th>"
            f"<th align='left'>{best_title}</th></tr>"
        )
        title = html.escape(self.tr("Co było możliwe"))
        return f"<b>{title}</b><table cellspacing='0' cellpadding='3'>{head}{''.join(rows)}</table>"

    @Slot(str)
    def _on_link(self, link: str) -> None:
        url = QUrl(link)
        if url.scheme() == _WORD_SCHEME:
            self.word_clicked.emit(url.path())
