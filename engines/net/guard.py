"""What a stranger on the network may cost the host, capped: guesses of the code, handshakes,
connections without a seat, and log lines.

* A wrong guess of the code is answered after a delay that doubles with each wrong guess from
  the same address (:meth:`Guard.wrong_guess`), and an address gets at most
  :attr:`Limits.guesses_per_minute` wrong guesses and :attr:`Limits.handshakes_per_minute`
  handshakes a minute (then ``busy``): a 6-symbol code takes a billion guesses, and this many
  take centuries.
* A connection has :attr:`Limits.handshake_seconds` to finish its handshake and join; at most
  :attr:`Limits.unseated` connections without a seat are kept (and
  :attr:`Limits.unseated_per_address` from one address): a new one makes the oldest go. A
  seated player is never pushed out by strangers.
* A log line that repeats is written once a minute with how often it came
  (:class:`RepeatedLines`): a flood of strangers never fills the disk.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """The host's caps (tests make them tighter)."""

    handshake_seconds: float = 10.0
    unseated: int = 64
    unseated_per_address: int = 8
    handshakes_per_minute: int = 60
    guesses_per_minute: int = 10
    #: The delay of the first wrong guess from an address; each further one doubles it.
    first_delay: float = 0.5
    longest_delay: float = 16.0


#: How long a wrong guess counts towards an address's delay.
_REMEMBER_SECONDS = 600.0
#: How many addresses the guard remembers (a flood of them forgets the quietest first).
_MAX_ADDRESSES = 4096


class Guard:
    """The host's memory of what each address tried lately."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self._clock = clock
        self._handshakes: dict[str, deque[float]] = {}
        self._wrong: dict[str, deque[float]] = {}

    def _recent(self, table: dict[str, deque[float]], address: str, seconds: float) -> deque[float]:
        times = table.get(address)
        if times is None:
            if len(table) >= _MAX_ADDRESSES:
                del table[next(iter(table))]
            times = table[address] = deque()
        now = self._clock()
        while times and now - times[0] > seconds:
            times.popleft()
        return times

    def may_handshake(self, address: str) -> bool:
        """Whether ``address`` may run a handshake now (it counts as one if so)."""
        handshakes = self._recent(self._handshakes, address, 60.0)
        wrong = self._recent(self._wrong, address, _REMEMBER_SECONDS)
        now = self._clock()
        if sum(1 for t in wrong if now - t <= 60.0) >= self.limits.guesses_per_minute:
            return False
        if len(handshakes) >= self.limits.handshakes_per_minute:
            return False
        handshakes.append(now)
        return True

    def wrong_guess(self, address: str) -> float:
        """Count a wrong guess from ``address``: the seconds to wait before answering it."""
        wrong = self._recent(self._wrong, address, _REMEMBER_SECONDS)
        wrong.append(self._clock())
        delay = self.limits.first_delay * 2 ** (len(wrong) - 1)
        return float(min(self.limits.longest_delay, delay))


class RepeatedLines(logging.Filter):
    """A filter that lets a log line through once a minute per message and first argument
    (``"closing: %s from %s"`` once per reason, whoever the peer): the next ones within the
    minute are only counted, and :meth:`flush` (the host calls it every tick) writes how many
    there were."""

    def __init__(self, seconds: float = 60.0, clock: Callable[[], float] = time.monotonic):
        super().__init__()
        self.seconds = seconds
        self._clock = clock
        #: Per (logger, message template, first argument): when it was last let through, how
        #: many since, and its level.
        self._seen: dict[tuple[str, str, str], tuple[float, int, int]] = {}
        self._flushing = False

    def filter(self, record: logging.LogRecord) -> bool:
        if self._flushing:
            return True
        first = record.args[0] if isinstance(record.args, tuple) and record.args else ""
        key = (record.name, str(record.msg), str(first)[:100])
        now = self._clock()
        seen = self._seen.get(key)
        if seen is not None and now - seen[0] < self.seconds:
            self._seen[key] = (seen[0], seen[1] + 1, seen[2])
            return False
        if len(self._seen) >= _MAX_ADDRESSES:
            self._seen.clear()
        self._seen[key] = (now, 0, record.levelno)
        return True

    def flush(self) -> None:
        """Write a line for each message held back for a minute or more: how many came."""
        now = self._clock()
        for key, (since, count, level) in list(self._seen.items()):
            if count and now - since >= self.seconds:
                self._seen[key] = (now, 0, level)
                self._flushing = True
                try:
                    logging.getLogger(key[0]).log(
                        level, "%d more like this in %.0f s: %s (%s)", count, now - since,
                        key[1], key[2],
                    )  # fmt: skip
                finally:
                    self._flushing = False
