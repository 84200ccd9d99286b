"""Background work (issue 24): a cancelled task never starts or stops at its next check, every
QObject lives and dies in the GUI thread, a worker never changes the process's word list, and
a widget that goes away stops its tasks and hears nothing from them."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QObject, QThreadPool, Slot
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from engines.core import Cancelled, PlayerId, Setup
from engines.lexicon import load_lexicon, shipped_lexicon
from engines.lexicon.lexicon import use_lexicon
from engines.lexicon.wordlists import WordLists, set_default_word_lists, word_list_in_use
from engines.puzzle.gra3 import SubmitWord
from engines.records.record import Move, replay, start
from gui.support.workers import cancel_all, running_tasks, start_task

#: Long enough for any worker here to notice a stop; never reached when things work.
PATIENCE_S = 20


class Calls(QObject):
    """A GUI-side receiver that remembers what reached it."""

    def __init__(self) -> None:
        super().__init__()
        self.done: list[object] = []
        self.failed: list[str] = []

    @Slot(object)
    def on_done(self, result: object) -> None:
        self.done.append(result)

    @Slot(str)
    def on_failed(self, message: str) -> None:
        self.failed.append(message)


@pytest.fixture
def one_thread() -> Iterator[QThreadPool]:
    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    yield pool
    assert pool.waitForDone(PATIENCE_S * 1000)


def block(pool: QThreadPool, calls: Calls) -> threading.Event:
    """Keep ``pool``'s one thread busy until the returned event is set."""
    release = threading.Event()

    def wait(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> str:
        while not release.wait(0.01):
            if should_stop():
                raise Cancelled
        return "blocker"

    start_task(wait, calls.on_done, calls.on_failed, pool=pool)
    return release


def settle(pool: QThreadPool) -> None:
    assert pool.waitForDone(PATIENCE_S * 1000)
    QApplication.processEvents()


def test_a_task_cancelled_before_it_starts_never_runs(
    qtbot: QtBot, one_thread: QThreadPool
) -> None:
    calls = Calls()
    release = block(one_thread, calls)
    ran: list[bool] = []

    def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> str:
        ran.append(True)
        return "late"

    task = start_task(work, calls.on_done, calls.on_failed, pool=one_thread)
    task.cancel()
    release.set()
    settle(one_thread)
    assert ran == [] and task.cancelled
    assert calls.done == ["blocker"] and calls.failed == []
    assert running_tasks() == 0


def test_a_running_task_stops_at_its_next_check_and_calls_nothing_back(
    qtbot: QtBot, one_thread: QThreadPool
) -> None:
    calls = Calls()
    started, stopped = threading.Event(), threading.Event()

    def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> str:
        started.set()
        for _ in range(PATIENCE_S * 100):
            progress(0.5)
            if should_stop():
                stopped.set()
                raise Cancelled
            threading.Event().wait(0.01)
        return "finished anyway"

    progress: list[float] = []
    task = start_task(work, calls.on_done, calls.on_failed, progress.append, pool=one_thread)
    assert started.wait(PATIENCE_S)
    task.cancel()
    settle(one_thread)
    assert stopped.is_set()
    assert calls.done == [] and calls.failed == [] and progress == []


def test_results_failures_and_progress_arrive_in_the_gui_thread(qtbot: QtBot) -> None:
    calls = Calls()
    threads: list[str] = []
    progress: list[float] = []

    def record(fraction: float) -> None:
        threads.append(threading.current_thread().name)
        progress.append(fraction)

    def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> int:
        progress(1.0)
        return 42

    def broken(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> int:
        raise ValueError("a bug")

    start_task(work, calls.on_done, calls.on_failed, record)
    start_task(broken, calls.on_done, calls.on_failed)
    qtbot.waitUntil(lambda: running_tasks() == 0, timeout=PATIENCE_S * 1000)
    assert calls.done == [42] and calls.failed == ["ValueError: a bug"]
    assert progress == [1.0] and threads == [threading.main_thread().name]


def test_the_signals_and_the_work_are_freed_in_the_gui_thread(qtbot: QtBot) -> None:
    """The pool frees a finished runnable in its worker thread: nothing Qt or the caller owns
    may go with it (a QObject freed there while its queued signals wait was the crash)."""
    calls = Calls()
    freed: dict[str, list[str]] = {"signals": [], "work": []}

    class Work:
        def __call__(
            self, should_stop: Callable[[], bool], progress: Callable[[float], None]
        ) -> int:
            return 1

        def __del__(self) -> None:
            freed["work"].append(threading.current_thread().name)

    def note_signals_freed(_: object = None) -> None:
        freed["signals"].append(threading.current_thread().name)

    rounds = 50
    for _ in range(rounds):
        # Nobody keeps the task: only the workers' machinery holds it.
        task = start_task(Work(), calls.on_done, calls.on_failed)
        task.signals.destroyed.connect(note_signals_freed)
        del task
    qtbot.waitUntil(lambda: running_tasks() == 0, timeout=PATIENCE_S * 1000)
    assert QThreadPool.globalInstance().waitForDone(PATIENCE_S * 1000)
    QApplication.processEvents()
    gc.collect()
    assert calls.done == [1] * rounds
    main = threading.main_thread().name
    assert freed["signals"] == [main] * rounds
    assert freed["work"] == [main] * rounds


def test_a_worker_replaying_another_list_leaves_the_process_list_alone(
    qtbot: QtBot, tmp_path: Path
) -> None:
    lists = WordLists(tmp_path / "lexicons")
    set_default_word_lists(lists)
    plain = Setup("puzzle", "gra3", 2, 5)
    state: Any = start(plain)[1]
    word = "".join(t for t in state.racks[0] if t != "?")[:5]
    assert word not in shipped_lexicon("pl")
    (tmp_path / "moja.txt").write_text(word, encoding="utf-8")
    setup = Setup(
        "puzzle", "gra3", 2, 5, word_list=lists.install(tmp_path / "moja.txt", "pl", "moja").ref
    )
    calls = Calls()

    def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
        replay(setup, [Move(PlayerId(0), SubmitWord(word))])
        return load_lexicon("pl")

    start_task(work, calls.on_done, calls.on_failed)
    qtbot.waitUntil(lambda: running_tasks() == 0, timeout=PATIENCE_S * 1000)
    assert calls.failed == [] and calls.done == [lists.load("moja")]
    # The game being played (here: none, the shipped lexicon) never saw the worker's list.
    assert word_list_in_use("pl") is None and load_lexicon("pl") is shipped_lexicon("pl")


def test_a_task_starts_with_the_lists_in_use_when_it_was_started(qtbot: QtBot) -> None:
    calls = Calls()
    own = shipped_lexicon("en")  # any other lexicon will do

    def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
        return load_lexicon("pl")

    use_lexicon("pl", own)
    start_task(work, calls.on_done, calls.on_failed)
    use_lexicon("pl", None)
    qtbot.waitUntil(lambda: running_tasks() == 0, timeout=PATIENCE_S * 1000)
    assert calls.done == [own]


class Owner(QWidget):
    """A window with a task running."""

    def __init__(self) -> None:
        super().__init__()
        self.results: list[object] = []

    @Slot(object)
    def on_done(self, result: object) -> None:
        self.results.append(result)

    @Slot(str)
    def on_failed(self, message: str) -> None:
        self.results.append(message)


def test_a_widget_that_goes_away_stops_its_task_and_hears_nothing(
    qtbot: QtBot, one_thread: QThreadPool
) -> None:
    started, stopped = threading.Event(), threading.Event()

    def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> str:
        started.set()
        for _ in range(PATIENCE_S * 100):
            if should_stop():
                stopped.set()
                raise Cancelled
            threading.Event().wait(0.01)
        return "too late"

    owner = Owner()
    heard: list[object] = []
    task = start_task(work, owner.on_done, owner.on_failed, pool=one_thread)
    # A callback that is not the owner's method still hears nothing once the owner is gone.
    task.signals.done.connect(heard.append)
    assert started.wait(PATIENCE_S)
    shiboken6.delete(owner)
    settle(one_thread)
    assert stopped.is_set() and task.cancelled and heard == []


def test_cancel_all_stops_running_and_queued_tasks(qtbot: QtBot, one_thread: QThreadPool) -> None:
    calls = Calls()
    ran: list[bool] = []

    def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> str:
        ran.append(True)
        return "late"

    block(one_thread, calls)
    start_task(work, calls.on_done, calls.on_failed, pool=one_thread)
    cancel_all()
    settle(one_thread)
    assert ran == [] and calls.done == [] and running_tasks() == 0


def test_tasks_are_started_from_the_gui_thread_only(qtbot: QtBot) -> None:
    errors: list[BaseException] = []

    def from_a_thread() -> None:
        try:
            start_task(lambda stop, progress: None, print, print)
        except RuntimeError as error:
            errors.append(error)

    thread = threading.Thread(target=from_a_thread)
    thread.start()
    thread.join()
    assert len(errors) == 1
