"""Work that waits until a window is on screen: the first paint, not the first turn of the
event loop (a zero timer started while a window is being built fires before it paints)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class _FirstPaint(QObject):
    """Watches ``watched`` for its first paint event, then runs ``work`` once, queued right
    after that paint (not inside it: the window finishes painting first)."""

    def __init__(self, watched: QObject, work: Callable[[], None]) -> None:
        super().__init__(watched)
        self._work = work
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        self.deleteLater()
        self._work()


def after_first_paint(widget: QObject, work: Callable[[], None]) -> None:
    """Run ``work`` once, on the GUI thread, just after ``widget`` first paints (never, if it
    is deleted first)."""
    _FirstPaint(widget, work)
