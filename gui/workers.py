"""Long work off the GUI thread: a ``QRunnable`` with a cancel flag and a progress callback.

The work function never touches widgets; it gets ``should_stop`` and ``progress`` and returns a
value, which comes back to the GUI thread through a queued signal (Quackle's ``OppoThread``,
Anki's ``CollectionOp``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from engines.core import Cancelled

log = logging.getLogger(__name__)

#: ``work(should_stop, progress) -> result``; raises :class:`Cancelled` when told to stop.
Work = Callable[[Callable[[], bool], Callable[[float], None]], Any]


class TaskSignals(QObject):
    """Lives in the GUI thread; emitted from the worker, so every connection is queued."""

    done = Signal(object)
    failed = Signal(str)
    progress = Signal(float)


class Task(QRunnable):
    """One piece of work for a thread pool. Keep ``signals`` and call :meth:`cancel`; never
    call the runnable itself after starting it (the pool deletes it when it is done)."""

    def __init__(self, work: Work) -> None:
        super().__init__()
        self.signals = TaskSignals()
        self._work = work
        self._stop = threading.Event()

    def cancel(self) -> None:
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def run(self) -> None:
        signals = self.signals
        try:
            result = self._work(self._stop.is_set, signals.progress.emit)
        except Cancelled:
            return
        except Exception as error:  # a bug in the work: report it, never kill the pool thread
            log.exception("background task failed")
            if not self._stop.is_set():
                signals.failed.emit(f"{type(error).__name__}: {error}")
            return
        # A result that arrives after a cancel belongs to a state nobody looks at any more.
        if not self._stop.is_set():
            signals.done.emit(result)


def start_task(
    work: Work,
    on_done: Callable[[Any], None],
    on_failed: Callable[[str], None],
    on_progress: Callable[[float], None] | None = None,
    pool: QThreadPool | None = None,
) -> Task:
    """Run ``work`` in ``pool`` (the global one by default); the callbacks are bound methods
    of GUI-thread objects, so they run in the GUI thread."""
    task = Task(work)
    task.signals.done.connect(on_done)
    task.signals.failed.connect(on_failed)
    if on_progress is not None:
        task.signals.progress.connect(on_progress)
    (pool or QThreadPool.globalInstance()).start(task)
    return task
