"""Every screen that works in the background, opened and closed hundreds of times while its
work runs (issue 24: a worker once took the test process down). Each round closes each screen
at a different moment — before its task starts, while it runs, after it answered — and the
round's closed windows are deleted at once, so a late result meets a deleted widget if the
design lets it. The long version is marked ``slow``."""

from __future__ import annotations

import gc
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass

import pytest
import shiboken6
from crossword_support import seed_where
from gui_test_support import Env, click, wait_loaded
from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool
from PySide6.QtWidgets import QApplication

from engines.core import Setup
from engines.crossword.state import CrosswordState
from engines.records.store import GameStore, Seat
from engines.registry import get_game
from engines.tiles import BLANK
from engines.tools.play import play_out
from gui.games import ui_for
from gui.games.crossword.screen import CrosswordScreen
from gui.support import workers
from gui.support.workers import running_tasks
from gui.widgets import dialogs
from gui.widgets.missed_words import MissedWordsPanel

SEATS = (Seat("Żaneta", "human"), Seat("Komputer", "computer", "strong"))


@dataclass(frozen=True)
class Games:
    finished_crossword: int
    finished_gra3: int
    gra3_with_a_computer: int
    crossword_human_first: int


def stock(store: GameStore) -> Games:
    finished = []
    for game_id, rules, seed in [("crossword", "jawa", 3), ("puzzle", "gra3", 4)]:
        game, state, record = play_out(Setup(game_id, rules, 2, seed), ["medium", "strong"])
        finished.append(
            store.import_game(record.setup, SEATS, record.moves, game.outcome(state).scores)
        )

    def human_opens(state: CrosswordState) -> bool:
        return state.first_player == 0 and BLANK not in state.racks[0].tiles

    crossword = Setup("crossword", "wordsmith", 2, seed_where("wordsmith", 2, human_opens))
    return Games(
        finished_crossword=finished[0],
        finished_gra3=finished[1],
        # Resumed, its computer starts deciding at once.
        gra3_with_a_computer=store.create_game(Setup("puzzle", "gra3", 2, 7), SEATS),
        crossword_human_first=store.create_game(crossword, SEATS),
    )


def delete_closed() -> None:
    """Delete what closed (WA_DeleteOnClose) now, as the event loop would soon."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize("rounds", [30, pytest.param(300, marks=pytest.mark.slow)])
def test_screens_with_work_running_open_and_close_without_harm(
    env: Env, rounds: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    freed_in: list[str] = []

    def note_freed(_: object = None) -> None:
        freed_in.append(threading.current_thread().name)

    class WatchedSignals(workers.TaskSignals):
        """Says in which thread it is freed: a QObject of the GUI thread freed in a worker
        while its queued signals wait is the crash this test hunts."""

        def __init__(self) -> None:
            super().__init__()
            self.destroyed.connect(note_freed)

    monkeypatch.setattr(workers, "TaskSignals", WatchedSignals)
    # A hint's tiles on the board are a move begun: closing asks, and is answered yes.
    monkeypatch.setattr(dialogs, "confirm", lambda *_args: True)
    games = stock(env.store)
    launcher, qtbot = env.launcher, env.qtbot
    rng = random.Random(24)
    busy: list[bool] = []

    def pause() -> None:
        """Close before the task starts, while it runs, or after it answered."""
        moment = rng.randrange(4)
        if moment == 1:
            QApplication.processEvents()
        elif moment == 2:
            qtbot.wait(rng.randrange(1, 15))
        elif moment == 3:
            qtbot.waitUntil(lambda: running_tasks() == 0, timeout=30_000)

    def replay() -> None:
        window = launcher.open_replay(rng.choice([games.finished_crossword, games.finished_gra3]))
        assert window is not None
        busy.append(window.analysing)
        pause()
        window.close()

    def stats() -> None:
        window = launcher.open_stats()
        assert window is not None
        busy.append(window.loading)
        pause()
        window.close()

    def saved_games() -> None:
        dialog = launcher.open_saved_games()
        assert dialog is not None
        pause()
        dialog.reject()

    def word_lookup() -> None:
        dialog = launcher.open_word_lookup()
        dialog.look_up_word(rng.choice(["źdźbło", "kot", "qqq"]))
        pause()
        dialog.close()

    def missed_words() -> None:
        saved = env.store.get(games.finished_gra3)
        moves = env.store.moves(games.finished_gra3, get_game("puzzle"))
        panel = MissedWordsPanel()
        panel.compute(
            saved.setup, moves, ["Żaneta", "Komputer"], ui_for("puzzle", "gra3").rounds_done
        )
        busy.append(panel.is_searching)
        pause()
        # Gone without a word to it: its task must stop and never call it.
        shiboken6.delete(panel)

    def computer_thinking() -> None:
        window = launcher.resume_game(games.gra3_with_a_computer)
        assert window is not None
        pause()
        window.close()

    def crossword_hint() -> None:
        window = launcher.resume_game(games.crossword_human_first)
        assert window is not None
        wait_loaded(qtbot, window)
        qtbot.waitUntil(lambda: window.current == 0)
        screen = window.game_screen
        assert isinstance(screen, CrosswordScreen)
        click(screen.hint_button)
        busy.append(screen.hint_searching)
        pause()
        window.close()

    screens: list[Callable[[], None]] = [
        replay,
        stats,
        saved_games,
        word_lookup,
        missed_words,
        computer_thinking,
        crossword_hint,
    ]
    for _ in range(rounds):
        for open_and_close in rng.sample(screens, len(screens)):
            open_and_close()
        delete_closed()
    assert QThreadPool.globalInstance().waitForDone(60_000)
    QApplication.processEvents()
    delete_closed()
    assert any(busy)  # the screens were closed with their work running, not only after
    assert running_tasks() == 0
    assert launcher.game_windows == [] and launcher.replay_windows == []
    gc.collect()
    assert freed_in and set(freed_in) == {threading.main_thread().name}
