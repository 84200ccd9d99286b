"""A seat of a network game, seen from this computer: what the host last sent, as the game
screens read it from a session (``view``, ``seats``, ``setup``, ``to_act``), and the player's
actions sent to the host, which judges them.

The connection is a plain non-blocking socket the GUI thread owns, read when a
``QSocketNotifier`` says so (QtNetwork is not in the app's bundles); it is made, and its
handshake done (:mod:`engines.net.secure`: the code proven, never sent; the host's key
checked), in a worker so a host that does not answer never freezes a window. The seat's
secret is kept in the app's data folder (:class:`~engines.net.remembered.Remembered`) with
the host's key, the address and the code: joining again after a crash needs nothing typed, and
a host that comes back with another key is said plainly before anything is sent to it.

The clocks are the host's: every view comes with its :class:`ClockReading`, and the session
counts on from it on this computer's clock until the next one (for drawing only: the host
alone judges time), reading them out as a local session does (``game_clock``, ``clock_used``,
``clock_left``, ``move_time_left``) plus this seat's own turn limit (``time_left``).
"""

from __future__ import annotations

import base64
import logging
import socket
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, Signal, Slot

from engines.core import Action, Outcome, PlayerId, Reason, Rejected, Setup
from engines.game_clock import GameClock, game_clock, move_left, shown
from engines.net.client import Connection, JoinRefused, refusal
from engines.net.codec import CodecError, decode
from engines.net.protocol import (
    MAX_HOST_LINE,
    ClockReading,
    NetReason,
    ProtocolError,
    clock_reading,
    loads,
    thinking_seats,
)
from engines.net.remembered import CHANGED, KNOWN, NEW, Remembered, RememberedSeat
from engines.net.secure import MAX_HANDSHAKE_LINE, Channel, fingerprint
from engines.records.store import Seat
from engines.slowka import INFO as SLOWKA
from gui.support.seats import shown_seats
from gui.support.workers import Task, start_task
from gui.widgets.timers import Clock, monotonic_ms

log = logging.getLogger(__name__)

#: How long a host has to answer a connection, seconds.
CONNECT_SECONDS = 5.0


def rounds_from_history(view: Any) -> int:
    """Rounds scored, as the round games' public views list them."""
    return len(view.history)


def no_rounds(view: Any) -> int:
    return 0


#: Every rule set a network seat plays on the game's own screen (the screens read the game
#: only through views; a hint is the host's to search), and how many rounds its public view
#: says are scored. A test checks that no registered rule set is missing.
NETWORK_SCREENS: Mapping[tuple[str, str], Callable[[Any], int]] = {
    ("puzzle", "gra3"): rounds_from_history,
    ("puzzle", "gra2"): rounds_from_history,
    ("puzzle", "gra1"): no_rounds,
    ("crossword", "jawa"): no_rounds,
    ("crossword", "wordsmith"): no_rounds,
    ("seven_words", "standard"): rounds_from_history,
    ("seven_words", "no_timer"): rounds_from_history,
    **{(SLOWKA.id, rules.id): no_rounds for rules in SLOWKA.rule_sets},
}


class RemoteSession(QObject):
    """One seat of a hosted game over one connection."""

    #: The host gave this client its seat (``seat``, ``seats`` and ``setup`` are known now).
    welcomed = Signal()
    #: A new view came (any change, or a seat away or back).
    state_changed = Signal()
    #: The host refused this seat's last action: the :class:`Rejected`.
    rejected = Signal(object)
    game_finished = Signal()
    #: The connection ended before the game did: a reason for the player (Polish, translated
    #: by the window) — a :class:`~engines.net.protocol.NetReason` value, or ``connection``.
    disconnected = Signal(str)
    #: The host proved its key: (its fingerprint, ``new``/``known``/``changed`` — what this
    #: computer knew of the host). A changed key waits for :meth:`trust` or :meth:`close`.
    host_checked = Signal(str, str)
    #: The host says what closes nothing (a move it could not save; saving works again): a
    #: :class:`~engines.net.protocol.NetReason` value and its detail.
    notice = Signal(str, str)
    #: Which seats' computers are choosing changed, or how far one got (:attr:`thinking`).
    thinking_changed = Signal()

    def __init__(
        self,
        host: str,
        port: int,
        name: str,
        code: str,
        parent: QObject | None = None,
        *,
        clock: Clock = monotonic_ms,
        secret: str | None = None,
        remembered: Remembered | None = None,
        announced: str = "",
    ):
        super().__init__(parent)
        self.host, self.port, self.name, self.code = host, port, name, code
        #: The seat's secret (None: none yet; the host gives one with the seat).
        self.secret = secret
        #: What this computer remembers of network play (None: nothing is kept).
        self.remembered = remembered
        #: The fingerprint the host's announcement gave (""; none: typed by hand).
        self.announced = announced
        #: The host's key as proven in the handshake, and the table it seats this player at.
        self.host_key: bytes | None = None
        self.table = ""
        self._channel: Channel | None = None
        #: Nothing sealed has come yet: a refusal (a wrong code) comes in clear.
        self._first = True
        #: A connection whose host has another key than before, waiting for :meth:`trust`.
        self._untrusted: tuple[socket.socket, Channel, bytes] | None = None
        self.seat: PlayerId | None = None
        self.seats: tuple[Seat, ...] = ()
        self.setup: Setup | None = None
        self.started = False
        self.outcome: Outcome | None = None
        self.game_id: int | None = None
        self.away: tuple[int, ...] = ()
        #: The seats whose computer is choosing on the host, and how much of its thinking it
        #: has done (0-100; None: not said yet).
        self.thinking: dict[int, int | None] = {}
        self._view: Any = None
        self._public: Any = None
        self._to_act: frozenset[PlayerId] = frozenset()
        self._optional: frozenset[PlayerId] = frozenset()
        self._socket: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self._buffer = b""
        self._sent = 0
        self._waiting = False
        self._connecting: Task | None = None
        #: The last view answered this seat's action (the screen redraws the seat's things).
        self.answered = False
        self._clock = clock
        #: The host's clocks with the last view, and when it came (this computer's clock).
        self._reading: ClockReading | None = None
        self._read_at = 0
        #: How many actions the host had played at the last view.
        self._moves = 0
        #: The last view came after another seat acted where others could too (a challenge
        #: that any player may make): the decision this seat was shown is gone, the screen
        #: shows the new one.
        self.decided_elsewhere = False

    # -- reading (what the screens use) -----------------------------------------------------
    def view(self, player: PlayerId | None) -> Any:
        """This seat's view for its own seat; what everyone may see for any other."""
        return self._view if player is not None and player == self.seat else self._public

    def to_act(self) -> frozenset[PlayerId]:
        return self._to_act

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def may_act(self) -> bool:
        """This seat may act now — the game waits for it, or it may if it chooses (a
        challenge: ``Game.optional_actors``) — and has no action the host has not answered
        yet."""
        return (
            self.started
            and not self.is_over
            and not self._waiting
            and self.seat is not None
            and self.seat in self._to_act | self._optional
        )

    @property
    def game_clock(self) -> GameClock:
        """The game clock the setup's options ask for (the host keeps its time)."""
        assert self.setup is not None
        return game_clock(self.setup)

    def rounds_done(self) -> int:
        if self.setup is None or self._public is None:
            return 0
        return NETWORK_SCREENS[(self.setup.game, self.setup.rules)](self._public)

    # -- the clocks, as the host measures them ----------------------------------------------
    def _read_clock(self, data: Any) -> None:
        assert self.setup is not None
        self._reading = clock_reading(data, self.setup.players)
        self._read_at = self._clock()

    def _since_reading(self, player: int) -> int:
        """How long ``player``'s clock has run since the host's reading (0: it stands)."""
        reading = self._reading
        if reading is None or player not in reading.running or self.is_over:
            return 0
        return max(0, self._clock() - self._read_at)

    @property
    def clock_player(self) -> int | None:
        """Whose game clock runs now (None: nobody's, or the game has none)."""
        reading = self._reading
        if reading is None or reading.used is None or not reading.running or self.is_over:
            return None
        return min(reading.running)

    def clock_used(self) -> tuple[int, ...]:
        """Milliseconds each player's game clock has run (nothing without a game clock)."""
        reading = self._reading
        if reading is None or reading.used is None:
            return ()
        return tuple(ms + self._since_reading(p) for p, ms in enumerate(reading.used))

    def move_time_left(self, player: int) -> int:
        """Under a per-move limit, how long the open turn may still last (at least 1); 0
        without one."""
        reading = self._reading
        if reading is None or reading.turn is None:
            return 0
        return move_left(self.game_clock, reading.turn + self._since_reading(player))

    def clock_left(self) -> tuple[int | None, ...]:
        """What each player's game clock shows (see :func:`engines.game_clock.shown`)."""
        assert self.setup is not None
        running = self.clock_player
        left = 0 if running is None else self.move_time_left(running)
        return shown(self.game_clock, self.clock_used(), running, left, self.setup.players)

    def time_left(self) -> int | None:
        """Milliseconds left of this seat's own turn limit (a countdown: 7 słów's deadline,
        GRA II's sitting, GRA III after a player ended, a per-move limit); None: none runs."""
        reading = self._reading
        if reading is None or reading.left is None or self.seat is None:
            return None
        return max(0, reading.left - self._since_reading(self.seat))

    # -- connecting -------------------------------------------------------------------------
    @property
    def fingerprint(self) -> str:
        """The host key's fingerprint ("" before the handshake)."""
        return "" if self.host_key is None else fingerprint(self.host_key)

    def open(self) -> None:
        host, port, code = self.host, self.port, self.code

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            try:
                connection = Connection(host, port, code, timeout=CONNECT_SECONDS)
            except JoinRefused as refused:
                return refused
            connected, channel = connection.detach()
            return connected, channel, connection.host_key

        self._connecting = start_task(work, self._on_connected, self._on_connect_failed)

    def _key_status(self, key: bytes) -> str:
        """What this computer knew of the host's ``key``: the seat's host, the host seen at
        this address, the announcement."""
        if self.announced and fingerprint(key) != self.announced:
            return CHANGED
        remembered = self.remembered
        seat = None if remembered is None else remembered.seat_at(self.host, self.port, self.name)
        if seat is not None and self.secret == seat.secret:
            return KNOWN if seat.key == key else CHANGED
        if remembered is None:
            return NEW
        return remembered.host_status(self.host, self.port, key)

    @Slot(object)
    def _on_connected(self, result: Any) -> None:
        self._connecting = None
        if isinstance(result, JoinRefused):
            log.info("%s:%s refused: %s", self.host, self.port, result)
            self.disconnected.emit(result.reason)
            return
        connection, channel, key = result
        status = self._key_status(key)
        self.host_key = key
        if status == CHANGED:  # nothing is sent to it unless the player trusts it
            self._untrusted = (connection, channel, key)
            self.host_checked.emit(self.fingerprint, status)
            return
        self.host_checked.emit(self.fingerprint, status)
        self._join(connection, channel, key)

    def trust(self) -> None:
        """Join the host whose key changed all the same (the player checked its screen): the
        seat's secret stays with the old host, so it joins as a new player."""
        if self._untrusted is None:
            return
        connection, channel, key = self._untrusted
        self._untrusted = None
        self.secret = None
        self._join(connection, channel, key)

    def _join(self, connection: socket.socket, channel: Channel, key: bytes) -> None:
        self._remember(lambda memory: memory.know_host(self.host, self.port, key))
        connection.setblocking(False)
        self._socket = connection
        self._channel = channel
        self._first = True
        self._buffer = b""  # nothing of an earlier connection carries over
        self._waiting = False
        self._notifier = QSocketNotifier(connection.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_readable)
        join: dict[str, Any] = {"type": "join", "name": self.name, "kind": "human"}
        if self.secret is not None:
            join["secret"] = self.secret
        self._send(join)

    def _remember(self, change: Callable[[Remembered], None]) -> None:
        """Change what this computer remembers (a disk that cannot be written is no reason
        to stop playing: only the next rejoin will need the code typed)."""
        if self.remembered is not None:
            try:
                change(self.remembered)
            except OSError as error:
                log.warning("cannot remember the seat: %s", error)

    @Slot(str)
    def _on_connect_failed(self, message: str) -> None:
        self._connecting = None
        log.info("cannot reach %s:%s: %s", self.host, self.port, message)
        self.disconnected.emit("connection")

    def close(self) -> None:
        if self._untrusted is not None:
            self._untrusted[0].close()
            self._untrusted = None
        if self._connecting is not None:
            self._connecting.cancel()
            self._connecting = None
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None

    def _lost(self, reason: str) -> None:
        self.close()
        self._set_thinking({})
        if not self.is_over:
            self.disconnected.emit(reason)

    # -- acting -----------------------------------------------------------------------------
    def submit(self, player: PlayerId, action: Action) -> bool:
        """Send ``action`` for this seat; the host's answer comes as a view or a refusal."""
        if player != self.seat or not self.may_act:
            return False
        self._sent += 1
        self._waiting = True
        self._send({"type": "action", "id": self._sent, "action": action.to_json()})
        return True

    def _send(self, message: dict[str, Any]) -> None:
        if self._socket is None or self._channel is None:
            return
        try:
            self._socket.setblocking(True)
            self._socket.sendall(self._channel.seal(message))
            self._socket.setblocking(False)
        except OSError as error:
            log.info("the host is gone: %s", error)
            self._lost("connection")

    # -- messages ---------------------------------------------------------------------------
    @Slot()
    def _on_readable(self) -> None:
        if self._socket is None:
            return
        try:
            chunk = self._socket.recv(1 << 16)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._lost("connection")
            return
        self._buffer += chunk
        try:
            if self._first and self._buffer[:1] == b"{":  # a refusal in clear (a wrong code)
                if b"\n" not in self._buffer:
                    if len(self._buffer) > MAX_HANDSHAKE_LINE:
                        raise ProtocolError(NetReason.TOO_LARGE, "from the host")
                    return
                line = self._buffer.split(b"\n", 1)[0]
                refused = refusal(loads(line, MAX_HANDSHAKE_LINE))
                self._lost(refused.reason if refused else NetReason.MALFORMED.value)
                return
            assert self._channel is not None
            while self._socket is not None:
                messages, self._buffer = self._channel.unframe(self._buffer, MAX_HOST_LINE)
                if not messages:
                    break
                self._first = False
                for message in messages:
                    self._handle(message)
                    if self._socket is None:
                        return
        except (ProtocolError, CodecError, KeyError, TypeError, ValueError) as error:
            log.warning("the host sent what this client cannot read: %s", error)
            self._lost("malformed")

    def _handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.seat = PlayerId(int(message["seat"]))
            self.seats = _seats(message["seats"])
            self.table = str(message["table"])
            if isinstance(message.get("secret"), str):
                self.secret = message["secret"]
            # The seed stays on the host: nothing here draws from it.
            self.setup = Setup(
                str(message["game"]),
                str(message["rules"]),
                int(message["players"]),
                seed=0,
                options=dict(decode(message["options"])),
            )
            self._keep_seat()
            self._set_thinking({})  # the host says next who thinks, if anybody does
            self.welcomed.emit()
        elif kind == "view":
            self.seats = _seats(message["seats"])
            self._view = decode(message["view"])
            self._public = decode(message["public"])
            self._to_act = frozenset(PlayerId(int(p)) for p in message["to_act"])
            moves = int(message["moves"])
            self.decided_elsewhere = bool(self._optional) and moves != self._moves
            self._moves = moves
            self._optional = frozenset(PlayerId(int(p)) for p in message["optional"])
            self.away = tuple(int(p) for p in message["away"])
            self.started = bool(message["started"])
            self._read_clock(message["clock"])
            self.answered = self._waiting and message["done"] == self._sent
            if self.answered:
                self._waiting = False
            self.state_changed.emit()
        elif kind == "rejected":
            if message["id"] == self._sent:
                self._waiting = False
            details = decode(message["details"])
            try:
                reason = Reason(message["reason"])
            except ValueError:
                reason = Reason.BAD_ACTION  # a refusal this version does not know
            self.rejected.emit(Rejected(reason, **(details if isinstance(details, dict) else {})))
        elif kind == "thinking":
            self._set_thinking(thinking_seats(message["seats"], len(self.seats)))
        elif kind == "notice":
            self.notice.emit(str(message["reason"]), str(message.get("detail", "")))
        elif kind == "over":
            self._remember(lambda memory: memory.forget_seat(self.table))
            self.game_id = int(message["game_id"])
            self.outcome = Outcome(
                tuple(int(s) for s in message["scores"]), tuple(int(r) for r in message["ranks"])
            )
            self.game_finished.emit()
        elif kind == "error":
            why = str(message["reason"])
            if why == NetReason.BAD_SECRET.value:  # the host forgot the seat (freed it)
                self._remember(lambda memory: memory.forget_seat(self.table))
                self.secret = None
            self._lost(why)

    def _set_thinking(self, seats: dict[int, int | None]) -> None:
        if seats != self.thinking:
            self.thinking = seats
            self.thinking_changed.emit()

    def _keep_seat(self) -> None:
        """Remember the seat (with its secret and the host's key) to join it again."""
        if self.secret is None or self.host_key is None or self.setup is None:
            return
        assert self.seat is not None
        seat = RememberedSeat(
            self.table,
            self.host,
            self.port,
            base64.b64encode(self.host_key).decode(),
            self.name,
            self.code,
            self.secret,
            self.setup.game,
            self.setup.rules,
            self.setup.players,
            int(self.seat),
        )
        self._remember(lambda memory: memory.keep_seat(seat))


def _seats(seats: Any) -> tuple[Seat, ...]:
    """The seats as the host lists them, generated computer names in today's language (a seat
    nobody has taken yet: "…")."""
    return shown_seats(Seat.from_json(seat) if seat else Seat("…", "human") for seat in seats)
