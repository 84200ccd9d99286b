"""Long work off the GUI thread, in one design every window uses (Quackle's ``OppoThread``,
Anki's ``CollectionOp``).

The work is a function ``work(should_stop, progress) -> result`` that never touches widgets;
:func:`start_task` runs it in a thread pool and the result comes back to the GUI thread.

- **Cancel** means *never start, or stop at the next check*: :meth:`Task.cancel` takes a task
  that has not started back from its pool (``tryTake``), so its work is never called; a running
  one sees ``should_stop()`` true and raises :class:`~engines.core.Cancelled`. Either way no
  callback comes after the cancel.
- **Every QObject is the GUI thread's.** The runnable holds none: it posts through one mailbox
  made in the GUI thread that lives as long as the process (queued signals carrying the task's
  number). In the GUI thread the mailbox hands each message to the task's :class:`TaskSignals`,
  which the GUI side makes, connects and lets go of. The pool frees the runnable in the worker
  thread, and with it nothing that Qt or a widget owns; the work function itself is let go of in
  the GUI thread too.
- **No process-wide state is touched off the GUI thread.** The work runs with the word lists in
  use when it was started (:func:`engines.lexicon.wordlists.private_choice`): a replay inside it
  may switch lists for itself, never for the game being played.
- **A window that goes away detaches.** A task is tied to the QObject its ``on_done`` belongs to
  (or an ``owner``): when that object is destroyed the task is cancelled, so no callback reaches
  a deleted widget. Windows cancel their tasks when they close and do not wait; the app cancels
  every task before it waits for the pool at exit (:func:`cancel_all`).
"""

from __future__ import annotations

import enum
import itertools
import logging
import threading
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRunnable, Qt, QThread, QThreadPool, Signal, Slot

from engines.core import Cancelled
from engines.lexicon.wordlists import WordListChoice, private_choice, word_list_choice

log = logging.getLogger(__name__)

#: ``work(should_stop, progress) -> result``; raises :class:`Cancelled` when told to stop.
Work = Callable[[Callable[[], bool], Callable[[float], None]], Any]


class TaskSignals(QObject):
    """One task's results, emitted in the GUI thread (made there by :func:`start_task`)."""

    done = Signal(object)
    failed = Signal(str)
    progress = Signal(float)


class _Stage(enum.Enum):
    QUEUED = enum.auto()
    RUNNING = enum.auto()
    CANCELLED_BEFORE_START = enum.auto()


class _Mailbox(QObject):
    """Where workers post; it lives in the GUI thread until the process ends, so a worker
    never emits on an object that might be gone. Every connection is queued: a message is
    handled in the GUI thread's event loop, after the call that posted it returned."""

    progress = Signal(int, float)
    done = Signal(int, object)
    failed = Signal(int, str)
    #: The worker is finished with the task (after ``done``/``failed``, or cancelled).
    ended = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        queued = Qt.ConnectionType.QueuedConnection
        self.progress.connect(self._on_progress, queued)
        self.done.connect(self._on_done, queued)
        self.failed.connect(self._on_failed, queued)
        self.ended.connect(self._on_ended, queued)

    @Slot(int, float)
    def _on_progress(self, number: int, fraction: float) -> None:
        task = _tasks.get(number)
        if task is not None and not task.cancelled:
            task.signals.progress.emit(fraction)

    @Slot(int, object)
    def _on_done(self, number: int, result: object) -> None:
        task = _tasks.get(number)
        if task is not None and task._deliver():
            task.signals.done.emit(result)

    @Slot(int, str)
    def _on_failed(self, number: int, message: str) -> None:
        task = _tasks.get(number)
        if task is not None and task._deliver():
            task.signals.failed.emit(message)

    @Slot(int)
    def _on_ended(self, number: int) -> None:
        task = _tasks.get(number)
        if task is not None:
            task._end()


#: The tasks whose worker may still hold a part of them, by number (GUI thread only). A task
#: stays here until its worker says it has ended, so what the task holds is let go of here.
_tasks: dict[int, Task] = {}
_numbers = itertools.count(1)
_mailbox: _Mailbox | None = None


def _require_gui_thread() -> None:
    # The GUI thread is the one the application was made in.
    if not QThread.isMainThread():
        raise RuntimeError("tasks are started and cancelled in the GUI thread only")


def _the_mailbox() -> _Mailbox:
    global _mailbox
    _require_gui_thread()
    if _mailbox is None:
        _mailbox = _Mailbox()
    return _mailbox


class _Runnable(QRunnable):
    """What the pool runs and then frees in a worker thread: no QObject, only the task's
    number, its stop flag and, until it has run, its work."""

    def __init__(self, number: int, work: Work, choice: WordListChoice, mailbox: _Mailbox) -> None:
        super().__init__()
        self.number = number
        self.stop = threading.Event()
        #: Guards :attr:`stage`, so a cancel and the start of :meth:`run` never interleave.
        self.lock = threading.Lock()
        self.stage = _Stage.QUEUED
        self._work: Work | None = work
        self._choice = choice
        self._mailbox = mailbox

    def run(self) -> None:
        with self.lock:
            starts = self.stage is _Stage.QUEUED
            if starts:
                self.stage = _Stage.RUNNING
        if starts:
            self._run_work()
        # The task holds the work until it hears "ended": dropping this reference first means
        # the work (and whatever it holds) is freed in the GUI thread, never in this one.
        self._work = None
        self._mailbox.ended.emit(self.number)

    def _run_work(self) -> None:
        mailbox, number, work = self._mailbox, self.number, self._work
        assert work is not None
        try:
            with private_choice(self._choice):
                result = work(self.stop.is_set, lambda f: mailbox.progress.emit(number, f))
        except Cancelled:
            return
        except Exception as error:  # a bug in the work: report it, never kill the pool thread
            log.exception("background task failed")
            mailbox.failed.emit(number, f"{type(error).__name__}: {error}")
            return
        mailbox.done.emit(number, result)


class Task:
    """A piece of work started by :func:`start_task`, used in the GUI thread only: keep it to
    :meth:`cancel` it; its :attr:`signals` carry the result."""

    def __init__(self, work: Work, pool: QThreadPool) -> None:
        mailbox = _the_mailbox()
        self.signals = TaskSignals()
        self._pool = pool
        self._cancelled = False
        self._delivered = False
        self._number = next(_numbers)
        self._work: Work | None = work
        self._runnable: _Runnable | None = _Runnable(
            self._number, work, word_list_choice(), mailbox
        )

    def _start(self) -> None:
        assert self._runnable is not None
        _tasks[self._number] = self
        self._pool.start(self._runnable)

    def cancel(self) -> None:
        """No callback after this; the work never starts, or stops at its next check."""
        _require_gui_thread()
        runnable = self._runnable
        if self._cancelled or self._delivered or runnable is None:
            return
        self._cancelled = True
        runnable.stop.set()
        with runnable.lock:
            # While it is QUEUED the pool still holds the runnable (a worker about to run it
            # waits for this lock), so tryTake is never given a freed one.
            if runnable.stage is _Stage.QUEUED:
                runnable.stage = _Stage.CANCELLED_BEFORE_START
                taken = self._pool.tryTake(runnable)
            else:
                taken = False
        if taken:
            # Taken back, the runnable is ours to free: Qt does not hand it back to Python.
            shiboken6.delete(runnable)
            self._end()

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def _deliver(self) -> bool:
        """True the first time a result arrives for a task nobody cancelled."""
        deliver = not self._cancelled and not self._delivered
        self._delivered = True
        return deliver

    def _end(self) -> None:
        """No worker holds any part of the task any more: let go of the work here."""
        _tasks.pop(self._number, None)
        self._runnable = None
        self._work = None


def start_task(
    work: Work,
    on_done: Callable[[Any], None],
    on_failed: Callable[[str], None],
    on_progress: Callable[[float], None] | None = None,
    pool: QThreadPool | None = None,
    owner: QObject | None = None,
) -> Task:
    """Run ``work`` in ``pool`` (the global one by default); the callbacks run in the GUI
    thread. The task is cancelled when ``owner`` is destroyed — by default the QObject
    ``on_done`` is a method of."""
    task = Task(work, pool or QThreadPool.globalInstance())
    task.signals.done.connect(on_done)
    task.signals.failed.connect(on_failed)
    if on_progress is not None:
        task.signals.progress.connect(on_progress)
    if owner is None:
        bound_to = getattr(on_done, "__self__", None)
        owner = bound_to if isinstance(bound_to, QObject) else None
    if owner is not None:
        # Held weakly by the connection: a finished task is not kept alive by its owner.
        owner.destroyed.connect(task.cancel)
    task._start()
    return task


def cancel_all() -> None:
    """Cancel every task (the app is closing: no worker starts, the running ones stop soon)."""
    for task in list(_tasks.values()):
        task.cancel()


def running_tasks() -> int:
    """How many tasks a worker may still be busy with."""
    return len(_tasks)
