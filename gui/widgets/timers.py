"""Turn clocks. The engine never sees time: when a countdown runs out the GUI sends a
``TimeUp`` action (Eliot's ``TimerModel``). The clock is injectable so tests advance time
instead of sleeping."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

#: A clock: milliseconds from any fixed origin, never going backwards.
Clock = Callable[[], int]


def monotonic_ms() -> int:
    return time.monotonic_ns() // 1_000_000


class Countdown(QObject):
    """Counts down from a duration. ``tick(remaining_ms)`` while it runs, ``expired`` once.

    The remaining time is always computed from the clock (not by counting ticks), so a busy
    event loop that delays ticks never makes the countdown run slow.
    """

    tick = Signal(int)
    expired = Signal()

    def __init__(
        self, clock: Clock = monotonic_ms, interval_ms: int = 250, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._clock = clock
        self._deadline: int | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)

    def start(self, duration_ms: int) -> None:
        self._deadline = self._clock() + duration_ms
        self._timer.start()
        self.check()

    def stop(self) -> None:
        self._deadline = None
        self._timer.stop()

    def is_running(self) -> bool:
        return self._deadline is not None

    def remaining_ms(self) -> int:
        if self._deadline is None:
            return 0
        return max(0, self._deadline - self._clock())

    @Slot()
    def check(self) -> None:
        """Emit the time left; stop and emit ``expired`` when it is up."""
        if self._deadline is None:
            return
        remaining = self.remaining_ms()
        self.tick.emit(remaining)
        if remaining <= 0:
            self.stop()
            self.expired.emit()


def format_ms(remaining_ms: int) -> str:
    """``m:ss``, rounding up so "0:00" shows only when the time is really up.

    >>> format_ms(61_001), format_ms(60_000), format_ms(0)
    ('1:02', '1:00', '0:00')
    """
    seconds = -(-remaining_ms // 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def format_clock(left_ms: int) -> str:
    """A game clock: the time left as ``m:ss`` (see :func:`format_ms`), time over with a minus
    sign, rounded up too, so it shows ``−0:01`` from the first millisecond over (when the
    first started minute's penalty is due).

    >>> format_clock(25 * 60_000), format_clock(0), format_clock(-1), format_clock(-61_000)
    ('25:00', '0:00', '−0:01', '−1:01')
    """
    if left_ms < 0:
        return "−" + format_ms(-left_ms)
    return format_ms(left_ms)
