"""The host: the referee of one network game.

It runs the engine, checks every action (``Game.apply`` is the only judge), saves every action
in the store the moment it is played — the same store, rows and seats as a local game, so
history, replay, statistics and export know no difference — and after every change sends each
connected client its own seat's view (``Game.view(state, seat)``): nothing else of the state ever
leaves it. It listens only while it serves one game.

Seats are planned as network seats (filled by clients that join with a name and the game's code;
one may be kept for a named player, e.g. one at the host's own computer) or the host's own
computer players. A new game starts, and is saved, once every network seat
is taken. A client that drops leaves its seat waiting — or, with ``takeover``, played by a
computer of that level until it joins again under its name; it gets its view back on rejoining.
A host restarted on the store (``resume``) replays the saved actions and goes on where the game
was, its clocks too (:mod:`engines.net.clocks`). A malformed or hostile message closes that one
connection with a logged reason; the game goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import queue
import random
import secrets
import socket
import threading
import time
from collections.abc import Callable, Coroutine, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engines.core import (
    LEVELS,
    SYSTEM,
    Action,
    ComputerPlayer,
    Game,
    GameState,
    PlayerId,
    Reason,
    Rejected,
    Setup,
    TimeUp,
    computer_rng,
)
from engines.game_clock import MAX_TIME_USED_MS, PER_MOVE, TimeUsed, game_clock
from engines.net import clocks, discovery
from engines.net.codec import encode
from engines.net.guard import Guard, Limits, RepeatedLines
from engines.net.protocol import (
    CODE_LETTERS,
    MAX_CLIENT_LINE,
    MIN_CODE_LENGTH,
    ActionMessage,
    Bye,
    Join,
    NetReason,
    ProtocolError,
    client_message,
    dumps,
    loads,
    normal_code,
    old_version,
    update_the_app,
)
from engines.net.secure import (
    HEADER_SIZE,
    MAX_HANDSHAKE_LINE,
    Channel,
    HostHandshake,
    HostKey,
    frame_size,
    new_secret,
    secret_hash,
)
from engines.records.record import EditionChange, Move, edition_change, replay, start
from engines.records.store import GameStore, HostingClaim, Seat, StoreError
from engines.registry import get_game
from engines.seven_words.state import SubmitWord
from engines.take_backs import TakeBack, check_allowed, rule

LOG = logging.getLogger("engines.net")
#: Lines that may come without end (strangers' connections, a save tried again): each message
#: is written once a minute per reason, with a count (:class:`RepeatedLines`).
QUIET = logging.getLogger("engines.net.repeated")
_REPEATED = RepeatedLines()
QUIET.addFilter(_REPEATED)

NETWORK = "network"
COMPUTER = "computer"
#: The names the host gives its own computer players (the GUI shows them in its language).
COMPUTER_NAMES = {
    "easy": "Komputer (łatwy)",
    "medium": "Komputer (średni)",
    "strong": "Komputer (mocny)",
    "mistrz": "Komputer (mistrz)",
}
CODE_LENGTH = MIN_CODE_LENGTH
#: What may wait unread for one client before the host gives up on it (a client that never
#: reads must not fill the host's memory): many views' worth.
MAX_UNREAD = 16 * 1024 * 1024
#: How long the host goes on reading (and dropping) from a client it closes.
LINGER_SECONDS = 2.0
#: How often the host looks at the clocks.
TICK_SECONDS = 0.1
#: How far (percentage points) a thinking computer's progress moves before the seats are told
#: again (mistrz reports after every sample, hundreds a second).
THINKING_STEP = 5
#: How long the host waits before it tries again to save what it could not (a full disk).
RETRY_SECONDS = 2.0


def new_code() -> str:
    """A fresh game code (6 characters, about 30 bits)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


@dataclass(frozen=True)
class SeatPlan:
    """One seat as the host plans it: a network seat, or the host's own computer of ``level``.

    ``name`` is a computer's name (default: :data:`COMPUTER_NAMES`; the app gives the one its
    new-game dialog would, in the interface language), or the one player a network seat is kept
    for (a player at the host's computer, whose window joins over loopback): nobody else takes
    it, and that name takes it again whenever it rejoins."""

    kind: str
    level: str | None = None
    name: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in (NETWORK, COMPUTER):
            raise ValueError(f"a seat is {NETWORK} or {COMPUTER}, not {self.kind!r}")
        if (self.kind == COMPUTER) != (self.level in LEVELS):
            raise ValueError(f"a computer seat, and only one, has a level: {self.level!r}")
        if self.name is not None and not self.name.strip():
            raise ValueError("a seat's planned name must not be empty")


#: The version of :class:`HostingRecord`'s JSON. 2: the table's id and the seats' secrets
#: (their hashes); a record of version 1 is read with none.
HOSTING_VERSION = 2


@dataclass(frozen=True)
class HostingRecord:
    """What it takes to host a saved game again, kept with it in the store
    (:meth:`GameStore.hosting`): the code and the port the players know, the address listened
    on, each seat's plan and the takeover, the table's id (what the players' computers
    remember their seats by) and a hash of each seat's secret. The host records it when the game
    begins, again when it is resumed (on another port, if that one was taken) and when a seat
    gets a new secret."""

    code: str
    port: int
    bind: str
    plans: tuple[SeatPlan, ...]
    takeover: str | None = None
    table: str = ""
    #: Per seat, the hash of its secret (None: the seat has none yet; none given: no seat has).
    secrets: tuple[str | None, ...] = ()

    def __post_init__(self) -> None:
        if not self.secrets:
            object.__setattr__(self, "secrets", (None,) * len(self.plans))

    def to_json(self) -> dict[str, Any]:
        return {
            "v": HOSTING_VERSION,
            "code": self.code,
            "port": self.port,
            "bind": self.bind,
            "seats": [
                {"kind": plan.kind, "level": plan.level, "name": plan.name} for plan in self.plans
            ],
            "takeover": self.takeover,
            "table": self.table,
            "secrets": list(self.secrets),
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> HostingRecord:
        """The record as saved; ``ValueError`` if it is of another version or damaged."""
        version = data.get("v")
        if version not in (1, HOSTING_VERSION) or type(version) is not int:
            raise ValueError(f"a hosting record of version {data.get('v')!r}")
        try:
            code, port, bind = data["code"], data["port"], data["bind"]
            seats, takeover = data["seats"], data["takeover"]
            table = data["table"] if version > 1 else ""
            hashes = data["secrets"] if version > 1 else [None] * len(seats)
            if not (
                isinstance(code, str)
                and code.isalnum()
                and isinstance(port, int)
                and 0 <= port <= 65535
                and isinstance(bind, str)
                and isinstance(seats, list)
                and (takeover is None or takeover in LEVELS)
                and isinstance(table, str)
                and isinstance(hashes, list)
                and len(hashes) == len(seats)
                and all(h is None or (isinstance(h, str) and len(h) == 64) for h in hashes)
            ):
                raise ValueError("a damaged hosting record")
            plans = tuple(SeatPlan(seat["kind"], seat["level"], seat["name"]) for seat in seats)
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"a damaged hosting record: {error!r}") from error
        return HostingRecord(code, port, bind, plans, takeover, table, tuple(hashes))


@dataclass(eq=False)
class _Connection:
    writer: asyncio.StreamWriter
    peer: str
    #: The peer's address without its port (what the host's caps count by).
    address: str
    #: When it came (the host's clock): the oldest unseated ones go first.
    opened: float
    seat: PlayerId | None = None
    #: The client's last action the host has dealt with (echoed as ``done``).
    done: int | None = None
    #: The sealed channel once the handshake is done (None: only clear lines so far).
    channel: Channel | None = None
    #: The host is closing it: nothing more is written to it.
    closing: bool = False


@dataclass(eq=False)
class _Seat:
    plan: SeatPlan
    seat: Seat | None = None
    connection: _Connection | None = None
    #: The hash of the seat's secret (None: none yet, a name may take the seat).
    secret: str | None = None
    #: The host's player freed the seat for someone else (its secret is gone).
    freed: bool = False
    #: A computer is choosing for this seat (the host's own, or one taking over).
    thinking: bool = False
    #: How many moves were played when this seat's computer let pass an action the game does
    #: not wait for (a challenge): it is not asked again until the game moves on.
    declined: int | None = None
    players: dict[str, ComputerPlayer] = field(default_factory=dict)
    #: The seat's clocks (seconds): what ran of this turn, and of its time limit, before
    #: ``since`` (None: stopped), and which turn they belong to.
    turn_s: float = 0.0
    limit_s: float | None = None
    since: float | None = None
    turn: tuple[Any, ...] | None = None
    #: What ran of the seat's game clock before ``since`` and is not saved yet.
    unsaved_s: float = 0.0


class Host:
    """One game, served on ``bind``:``port`` (0: a free port) until it is over.

    ``resume`` is the id of the game in ``store`` to go on with (its setup and seats are read
    from there, and the seats' secrets from its hosting record; ``plans`` says again which seats
    are the host's computers). ``on_listening`` gets the port once the host listens (from the
    host's thread). ``key`` is the host's long-term key (default: the one kept beside the
    store, made there the first time); ``limits`` what strangers may cost it;
    ``think_seconds`` how long its searching computer players think (None: their default).
    """

    def __init__(
        self,
        store: GameStore,
        plans: Sequence[SeatPlan],
        *,
        setup: Setup | None = None,
        resume: int | None = None,
        code: str | None = None,
        takeover: str | None = None,
        clock: Callable[[], float] = time.monotonic,
        announce_to: tuple[str, int] | None = None,
        host_name: str = "",
        key: HostKey | None = None,
        limits: Limits | None = None,
        think_seconds: float | None = None,
    ) -> None:
        if (setup is None) == (resume is None):
            raise ValueError("a host starts a new game (setup) or resumes one (resume)")
        if takeover is not None and takeover not in LEVELS:
            raise ValueError(f"unknown level {takeover!r}")
        checked = normal_code(code or new_code())
        if checked is None:
            raise ValueError(
                f"a game code is {MIN_CODE_LENGTH} or more of {CODE_LETTERS} (no 0, O, 1 or I)"
            )
        self.store = store
        self.code = checked
        self.key = key or HostKey.load_or_create(store.path.parent)
        self.limits = limits or Limits()
        #: How long the host's searching computer players think (None: their default).
        self.think_seconds = think_seconds
        self.guard = Guard(self.limits, clock)
        #: The id the players' computers remember their seats by (the same when resumed).
        self.table = secrets.token_hex(16)
        self.takeover = takeover
        self._clock = clock
        #: Where the host's UDP announcements go (None: it does not announce).
        self.announce_to = announce_to
        self.host_name = host_name or "?"
        #: How many times the host has looked at the clocks (tests wait for it).
        self.ticks = 0
        self.port: int | None = None
        #: The address the host listens on (once it serves).
        self.bind: str | None = None
        self.game_id: int | None = resume
        self._moves: list[Move] = []
        hashes: Sequence[str | None] = [None] * len(plans)
        if resume is not None:
            saved = next((g for g in store.unfinished() if g.id == resume), None)
            if saved is None:
                raise ValueError(f"no unfinished game {resume} in {store.path}")
            setup = saved.setup
            seats: Sequence[Seat | None] = saved.seats
            self._moves = list(store.moves(resume, get_game(setup.game)))
            recorded = store.hosting(resume)
            if recorded is not None:
                record = HostingRecord.from_json(recorded)
                self.table = record.table or self.table
                if len(record.secrets) == len(plans):
                    hashes = record.secrets
        else:
            assert setup is not None
            seats = [None] * setup.players
        if len(plans) != setup.players:
            raise ValueError(f"{len(plans)} seats planned for {setup.players} players")
        self.game: Game[Any]
        self.game, first = start(setup)
        self.setup = first.setup
        self.state: GameState = first
        #: The game was saved with an older edition of the shipped lexicon and goes on with
        #: the current one (recorded with it; see engines.records.record).
        self.edition_change: EditionChange | None = None
        if self._moves:
            self.state = replay(setup, self._moves)
            self.edition_change = edition_change(self.state.setup, len(self._moves))
            if self.edition_change is not None:
                self.state = dataclasses.replace(self.state, setup=self.edition_change.setup)
            if resume is not None and self.state.setup != setup:
                store.set_editions(resume, self.state.setup.editions or ())
            self.setup = self.state.setup
        self._seats = [
            _Seat(plan, seat, secret=hashed)
            for plan, seat, hashed in zip(plans, seats, hashes, strict=True)
        ]
        #: The secrets of the seats kept for players at this computer, made anew by each host
        #: (the app hands them to those players' windows: no name alone takes their seats).
        self.kept_secrets: dict[int, str] = {}
        for index, (plan, seat) in enumerate(zip(plans, self._seats, strict=True)):
            if plan.kind == COMPUTER and seat.seat is None:
                assert plan.level is not None
                seat.seat = Seat(plan.name or COMPUTER_NAMES[plan.level], COMPUTER, plan.level)
            if plan.kind == NETWORK and plan.name is not None:
                self.kept_secrets[index] = new_secret()
                seat.secret = secret_hash(self.kept_secrets[index])
        self._connections: set[_Connection] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._done: asyncio.Event | None = None
        #: The host is shutting down: connections that go are no change to tell anyone.
        self._closing = False
        self._tasks: set[asyncio.Future[None]] = set()
        #: The seats whose computer is choosing, and how much of its thinking it has done (0-100;
        #: None: it has not said), as the players were last told (``thinking``).
        self._thinking: dict[int, int | None] = {}
        #: Why the last save failed (None: saving works), and when to try again.
        self.save_trouble: str | None = None
        self._retry_at: float | None = None
        #: The game is over and marked finished in the store.
        self._finish_saved = False
        self._claim: HostingClaim | None = None

    # -- running ---------------------------------------------------------------------------
    def run(
        self, bind: str, port: int, on_listening: Callable[[int], None] = lambda _: None
    ) -> int | None:
        """Serve the game to its end (or until :meth:`stop`): the game's id in the store
        (None: stopped before every seat was taken)."""
        return asyncio.run(self.serve(bind, port, on_listening))

    async def serve(
        self, bind: str, port: int, on_listening: Callable[[int], None] = lambda _: None
    ) -> int | None:
        self._loop = asyncio.get_running_loop()
        self._done = asyncio.Event()
        if self.game_id is not None:  # one referee per game: refused while another hosts it
            self._claim = self.store.claim_hosting(self.game_id)
        try:
            server = await asyncio.start_server(self._client, bind, port, limit=MAX_CLIENT_LINE)
        except BaseException:
            self._release()
            raise
        self.port = int(server.sockets[0].getsockname()[1])
        self.bind = bind
        LOG.info("hosting %s %s on %s:%s", self.setup.game, self.setup.rules, bind, self.port)
        # asyncio's own lines (a flood of connections: "out of system resource") likewise.
        asyncio_log = logging.getLogger("asyncio")
        if _REPEATED not in asyncio_log.filters:
            asyncio_log.addFilter(_REPEATED)
        ticking = asyncio.ensure_future(self._tick())
        announcing = asyncio.ensure_future(self._announce())
        try:
            if self.game_id is not None:  # resumed: hosted again as it is now (its port…)
                self._record_again()
            on_listening(self.port)
            if self.game_id is not None:
                self._changed()
            await self._done.wait()
        finally:
            self._closing = True
            try:
                self._save_time()  # an unfinished game resumes with the time that ran
            except StoreError:
                LOG.exception("cannot save the game clock's time")
            ticking.cancel()
            announcing.cancel()
            server.close()
            for connection in list(self._connections):
                await self._close(connection, NetReason.HOST_CLOSING)
            await server.wait_closed()
            _REPEATED.flush()
            self._release()
        return self.game_id

    def _release(self) -> None:
        if self._claim is not None:
            self._claim.release()
            self._claim = None

    def stop(self) -> None:
        """Stop serving (from any thread); an unfinished game stays in the store."""
        if self._loop is not None and self._done is not None:
            self._loop.call_soon_threadsafe(self._done.set)

    def record(self) -> HostingRecord:
        """How this game is hosted (once it serves), to host it again."""
        assert self.port is not None and self.bind is not None
        return HostingRecord(
            self.code,
            self.port,
            self.bind,
            tuple(self.plans()),
            self.takeover,
            self.table,
            tuple(s.secret for s in self._seats),
        )

    @property
    def fingerprint(self) -> str:
        """The host key's fingerprint, for the players to compare with what their screens show."""
        return self.key.fingerprint

    def free_seat(self, index: int) -> None:
        """Free network seat ``index`` for someone else (its player lost their computer): its
        secret is forgotten and whoever plays it now is let go; the next player who joins takes
        it. Any thread may ask."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._free_seat, index)

    def seats(self) -> list[Seat | None]:
        """Who sits where (None: a network seat nobody has taken yet); any thread may ask."""
        return [s.seat for s in self._seats]

    def plans(self) -> list[SeatPlan]:
        """How each seat was planned; any thread may ask."""
        return [s.plan for s in self._seats]

    def away(self) -> list[int]:
        """The network seats no client plays now."""
        return [
            i for i, s in enumerate(self._seats) if s.plan.kind == NETWORK and s.connection is None
        ]

    @property
    def moves_played(self) -> int:
        return len(self._moves)

    # -- connections: transport, handshake, caps -------------------------------------------
    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peername = writer.get_extra_info("peername")
        address = str(peername[0]) if isinstance(peername, tuple) and peername else "?"
        connection = _Connection(writer, str(peername), address, time.monotonic())
        self._make_room(connection)
        self._connections.add(connection)
        try:
            try:
                async with asyncio.timeout(self.limits.handshake_seconds):
                    await self._handshake(connection, reader)
            except TimeoutError as error:
                raise ProtocolError(NetReason.TOO_SLOW) from error
            while not connection.closing and not writer.is_closing():
                message = await self._read_frame(connection, reader)
                if message is None:
                    break  # the client went
                await self._handle(connection, client_message(message))
        except _WrongCode:
            # Answered only after a delay that grows with each wrong guess from this address.
            await asyncio.sleep(self.guard.wrong_guess(address))
            QUIET.warning("closing: %s from %s", NetReason.BAD_CODE.value, peername)
            await self._close(connection, NetReason.BAD_CODE, "", reader)
        except _OldClient as old:
            QUIET.warning("closing: %s from %s", f"protocol {old.version}", peername)
            self._write(connection, update_the_app(old.version))
            await self._close(connection, None, "", reader)
        except ProtocolError as error:
            QUIET.warning("closing: %s from %s", error.reason.value, peername)
            await self._close(connection, error.reason, error.detail, reader)
        except (ConnectionError, OSError, asyncio.IncompleteReadError) as error:
            QUIET.info("dropped: %s from %s", type(error).__name__, peername)
        finally:
            connection.closing = True
            self._forget(connection)
            writer.close()
            with contextlib.suppress(ConnectionError, OSError):
                await writer.wait_closed()

    def _make_room(self, new: _Connection) -> None:
        """Let the oldest connections without a seat go while there are too many (from
        ``new``'s address, or from anywhere): strangers never hold the host, and never push
        out a seated player."""
        unseated = sorted(
            (c for c in self._connections if c.seat is None and not c.writer.is_closing()),
            key=lambda c: c.opened,
        )
        same = [c for c in unseated if c.address == new.address]
        going = same[: max(0, len(same) - self.limits.unseated_per_address + 1)]
        rest = [c for c in unseated if c not in going]
        going += rest[: max(0, len(rest) - self.limits.unseated + 1)]
        for connection in going:
            QUIET.warning("closing: %s from %s", NetReason.CROWDED.value, connection.peer)
            connection.closing = True
            connection.writer.transport.abort()

    async def _handshake(self, connection: _Connection, reader: asyncio.StreamReader) -> None:
        """SPAKE2 on the code (the client's ``hello`` line, the host's answer), then the
        client's first sealed frame, which must be its ``join``: one that does not open was
        sealed with a key from another code — a wrong guess."""
        try:
            line = await reader.readuntil(b"\n")
        except asyncio.LimitOverrunError as error:
            raise ProtocolError(NetReason.TOO_LARGE, "hello") from error
        version = old_version(line)
        if version is not None:
            raise _OldClient(version)
        hello = loads(line, MAX_HANDSHAKE_LINE)
        if not self.guard.may_handshake(connection.address):
            raise ProtocolError(NetReason.BUSY, "too many tries from this address")
        answer, channel = HostHandshake(self.code, self.key).answer(hello)
        self._write(connection, dumps(answer))
        header = await reader.readexactly(HEADER_SIZE)
        body = await reader.readexactly(frame_size(header, MAX_CLIENT_LINE))
        try:
            message = channel.open(body, MAX_CLIENT_LINE)
        except ProtocolError as error:
            if error.reason is NetReason.BAD_FRAME:
                raise _WrongCode from error
            connection.channel = channel  # it opened: the reason goes back sealed
            raise
        connection.channel = channel
        join = client_message(message)
        if not isinstance(join, Join):
            raise ProtocolError(NetReason.UNEXPECTED, "not joined")
        self._join(connection, join)

    async def _read_frame(
        self, connection: _Connection, reader: asyncio.StreamReader
    ) -> dict[str, Any] | None:
        """The next message of a seated client (None: it went)."""
        assert connection.channel is not None
        try:
            header = await reader.readexactly(HEADER_SIZE)
            body = await reader.readexactly(frame_size(header, MAX_CLIENT_LINE))
        except asyncio.IncompleteReadError:
            return None
        return connection.channel.open(body, MAX_CLIENT_LINE)

    def _forget(self, connection: _Connection) -> None:
        self._connections.discard(connection)
        self._unseat(connection)

    def _unseat(self, connection: _Connection) -> None:
        """``connection`` plays its seat no more (it went, or the host closes it)."""
        if connection.seat is None:
            return
        index, connection.seat = connection.seat, None
        seat = self._seats[index]
        if seat.connection is not connection:
            return
        seat.connection = None
        if self.game_id is None:  # before the game starts, a seat left is free again
            seat.seat = None
            if seat.plan.name is None:
                seat.secret = None
        LOG.info("seat %d (%s) is away", index, _name(seat))
        if not self._closing:
            try:
                self._save_time()  # its clock stands from now: what ran is saved
            except StoreError as error:
                self._save_failed(error)
            self._changed()

    async def _close(
        self,
        connection: _Connection,
        reason: NetReason | None,
        detail: str = "",
        reader: asyncio.StreamReader | None = None,
    ) -> None:
        """Say why (``reason``), then close: nothing more is sent to it and its seat is away.
        With ``reader``, what the client still sends is read and dropped for a moment first:
        closing with unread input would reset the connection and the client might never read
        the reason."""
        if reason is not None:
            self._send(connection, {"type": "error", "reason": reason.value, "detail": detail})
        connection.closing = True
        self._unseat(connection)
        writer = connection.writer
        if reader is not None and not writer.is_closing() and writer.can_write_eof():
            with contextlib.suppress(ConnectionError, OSError, TimeoutError, RuntimeError):
                writer.write_eof()
                async with asyncio.timeout(LINGER_SECONDS):
                    while await reader.read(MAX_CLIENT_LINE):
                        pass
        writer.close()
        with contextlib.suppress(ConnectionError, OSError):
            await writer.wait_closed()

    def _send(self, connection: _Connection, message: dict[str, Any]) -> None:
        """``message`` to ``connection``: sealed after the handshake, a clear line before it.
        Never to a connection the host is closing, and never an exception: a connection that
        cannot take it is let go."""
        if connection.closing or connection.writer.is_closing():
            return
        channel = connection.channel
        self._write(connection, channel.seal(message) if channel else dumps(message))

    def _write(self, connection: _Connection, data: bytes) -> None:
        writer = connection.writer
        if connection.closing or writer.is_closing():
            return
        if writer.transport.get_write_buffer_size() > MAX_UNREAD:
            QUIET.warning("closing: %s from %s", "does not read", connection.peer)
            connection.closing = True
            writer.transport.abort()
            return
        try:
            writer.write(data)
        except (RuntimeError, ConnectionError, OSError) as error:  # closed meanwhile
            QUIET.info("cannot write: %s to %s", type(error).__name__, connection.peer)
            connection.closing = True
            writer.transport.abort()

    # -- sessions and seats ----------------------------------------------------------------
    async def _handle(self, connection: _Connection, message: Join | ActionMessage | Bye) -> None:
        if isinstance(message, Join):
            raise ProtocolError(NetReason.UNEXPECTED, "joined already")
        if connection.seat is None:
            raise ProtocolError(NetReason.UNEXPECTED, "not joined")
        if isinstance(message, Bye):
            connection.closing = True
            self._unseat(connection)
            connection.writer.close()
        else:
            await self._action(connection, connection.seat, message)

    def _seat_for(self, join: Join) -> tuple[int, str | None]:
        """The seat ``join`` takes, and its new secret (None: it came with its secret). A
        seat that has a secret is taken with it only, never by its name."""
        network = [i for i, s in enumerate(self._seats) if s.plan.kind == NETWORK]
        if join.secret is not None:
            digest = secret_hash(join.secret).encode()
            for index in network:
                kept = self._seats[index].secret
                if kept is not None and secrets.compare_digest(kept.encode(), digest):
                    return index, None
            raise ProtocolError(NetReason.BAD_SECRET)
        named = [
            i for i in network if join.name in (_name(self._seats[i]), self._seats[i].plan.name)
        ]
        if named:
            if self._seats[named[0]].secret is not None:
                raise ProtocolError(NetReason.SEAT_TAKEN, join.name)
            return named[0], new_secret()
        free = self._free()
        if free and self.game_id is None:
            return free[0], new_secret()
        freed = [i for i in network if self._seats[i].freed and self._seats[i].secret is None]
        if freed:
            return freed[0], new_secret()
        raise ProtocolError(NetReason.NO_FREE_SEAT, join.name)

    def _join(self, connection: _Connection, join: Join) -> None:
        index, secret = self._seat_for(join)
        seat = self._seats[index]
        if seat.seat is None:
            seat.seat = Seat(join.name, join.kind, join.level)
        if seat.connection is not None:  # the same seat from a new connection: it wins
            old = seat.connection
            self._task(self._close(old, NetReason.REPLACED))
            self._unseat(old)
        seat.connection = connection
        connection.seat = PlayerId(index)
        LOG.info("%s sits at seat %d as %s", connection.peer, index, join.name)
        if secret is not None:
            seat.secret, seat.freed = secret_hash(secret), False
            self._record_again()  # a resumed game finds the seat's new secret
        self._send(connection, self._welcome(index, secret))
        if self._thinking:
            self._send(connection, self._thinking_message())
        if self.game_id is None and all(s.seat is not None for s in self._seats):
            self._create_game()
        self._changed()

    def _create_game(self) -> None:
        """Every seat is taken: the game begins, saved (tried again later when it cannot be)."""
        seats = [s.seat for s in self._seats if s.seat is not None]
        try:
            game_id = self.store.create_game(self.setup, seats, hosting=self.record().to_json())
            self._claim = self.store.claim_hosting(game_id)
        except StoreError as error:
            self._save_failed(error)
            return
        self.game_id = game_id
        self._saved()
        LOG.info("all seats taken: game %d starts", self.game_id)

    def _free_seat(self, index: int) -> None:
        seat = self._seats[index]
        if seat.plan.kind != NETWORK:
            return
        seat.secret, seat.freed = None, True
        self.kept_secrets.pop(index, None)
        if seat.connection is not None:
            self._task(self._close(seat.connection, NetReason.SEAT_FREED))
            self._unseat(seat.connection)
        if self.game_id is None:
            seat.seat = None
        LOG.info("seat %d is free for someone else", index)
        self._record_again()
        self._changed()

    def _record_again(self) -> None:
        """Record how the game is hosted (the seats' secrets, the port) in the store."""
        if self.game_id is None or self.port is None:
            return
        try:
            self.store.set_hosting(self.game_id, self.record().to_json())
        except StoreError as error:
            self._save_failed(error)

    # -- faults: a store that cannot save ---------------------------------------------------
    def _save_failed(self, error: StoreError) -> None:
        """Something could not be saved (a full disk): everyone is told once, the seats stay
        connected, and the host tries again in :data:`RETRY_SECONDS` (its computers and clocks
        go on once saving works)."""
        QUIET.warning("cannot save: %s; trying again", error.message)
        self._retry_at = time.monotonic() + RETRY_SECONDS
        if self.save_trouble is None:
            self.save_trouble = error.message
            self._notice(NetReason.SAVE_FAILED, error.message)

    def _saved(self) -> None:
        if self.save_trouble is not None:
            self.save_trouble = None
            self._retry_at = None
            LOG.info("saving works again")
            self._notice(NetReason.SAVED)

    def _notice(self, reason: NetReason, detail: str = "") -> None:
        for connection in list(self._connections):
            if connection.seat is not None:
                self._send(connection, {"type": "notice", "reason": reason.value, "detail": detail})

    def _retry(self) -> None:
        """Try again what could not be saved: the game's start, its end, the hosting record;
        then everything due goes on (computers choose again, clocks run)."""
        self._retry_at = None
        if self.game_id is None:
            if all(s.seat is not None for s in self._seats):
                self._create_game()
            return
        self._record_again()
        if self._retry_at is None:
            self._changed()

    def _free(self) -> list[int]:
        """The network seats anybody may take (not taken, nor kept for a named player)."""
        return [
            i
            for i, s in enumerate(self._seats)
            if s.plan.kind == NETWORK and s.seat is None and s.plan.name is None
        ]

    def _welcome(self, index: int, secret: str | None) -> dict[str, Any]:
        return {
            "type": "welcome",
            "seat": index,
            "secret": secret,
            "table": self.table,
            "game": self.setup.game,
            "rules": self.setup.rules,
            "players": self.setup.players,
            "options": encode(dict(self.setup.options)),
            "seats": self._seat_list(),
        }

    def _seat_list(self) -> list[dict[str, Any] | None]:
        """Who sits where, as saved (None: not taken yet)."""
        return [s.seat.to_json() if s.seat else None for s in self._seats]

    async def _action(
        self, connection: _Connection, seat: PlayerId, message: ActionMessage
    ) -> None:
        try:
            action = self.game.parse_action(message.action)
        except (Rejected, ValueError, TypeError) as error:
            raise ProtocolError(NetReason.BAD_ACTION, str(error)[:80]) from error
        if self.game_id is None:
            connection.done = message.id
            refusal = {"reason": "not_started", "details": {}}
            self._send(connection, {"type": "rejected", "id": message.id, **refusal})
            return
        try:
            if isinstance(action, TakeBack):
                self._check_take_back(seat)
            action = self._stamped(seat, self._unagreed(seat, action))
            times, state = await self._decided(seat, action)
            if self._closing:
                return
            self._commit(seat, action, times, state)
            # Dealt with only now: a view sent while the engine worked on it is no answer.
            connection.done = message.id
            self._changed()
        except StoreError as error:  # not played: the player may try again
            connection.done = message.id
            self._save_failed(error)
            refusal = {"reason": Reason.NOT_SAVED.value, "details": {"why": error.message}}
            self._send(connection, {"type": "rejected", "id": message.id, **refusal})
            self._send_view(connection)
        except Rejected as error:
            connection.done = message.id
            self._send(
                connection,
                {
                    "type": "rejected",
                    "id": message.id,
                    "reason": error.reason.value,
                    "details": encode(error.details),
                },
            )
            self._send_view(connection)
        except Exception as error:  # a bug the action found: the game stays as it was
            LOG.exception("seat %d: %r failed", seat, action)
            raise ProtocolError(NetReason.HOST_FAILURE, type(error).__name__) from error

    def _humans(self) -> list[bool]:
        """Which seats are people (a seat nobody has taken yet counts as one)."""
        return [
            s.plan.kind == NETWORK and (s.seat is None or s.seat.kind != COMPUTER)
            for s in self._seats
        ]

    def _check_take_back(self, seat: PlayerId) -> None:
        """The engine knows only the option; who is a person the host knows. No agreement can
        be asked over the network, so a take-back stands only against computers."""
        if check_allowed(self.setup, seat, self._humans()):
            raise Rejected(Reason.TAKE_BACK_NOT_ALLOWED, rule=rule(self.setup))

    def _unagreed(self, seat: PlayerId, action: Action) -> Action:
        """7 słów's family word "the players accept" needs the others' word, which cannot be
        asked over the network: with another person at the table the acceptance is dropped
        (the engine then refuses the word as of the family, as it would without it)."""
        others = [human for index, human in enumerate(self._humans()) if index != seat]
        if isinstance(action, SubmitWord) and action.accept_family and any(others):
            return dataclasses.replace(action, accept_family=False)
        return action

    # -- the game --------------------------------------------------------------------------
    def _apply(self, player: PlayerId, action: Action, *, own_clock: bool = False) -> None:
        """Apply, save, tell everyone; raises ``Rejected`` or ``StoreError`` and leaves all as
        it was. With ``own_clock`` the action is the host's computer's, timed on its own clock
        (see :meth:`_hold`): its time stands as it is."""
        if not own_clock:
            action = self._stamped(player, action)
        times = self._unsaved_times()
        self._commit(player, action, times, self._applied(self.state, times, player, action))
        self._changed()

    def _stamped(self, player: PlayerId, action: Action) -> Action:
        """``action`` carrying at least the time the host measured for ``player``'s turn."""
        if player == SYSTEM:
            return action
        return clocks.stamped(action, round(self._turn_seconds(player) * 1000))

    def _applied(
        self, state: GameState, times: Sequence[TimeUsed], player: PlayerId, action: Action
    ) -> GameState:
        """``state`` after the game clock's ``times`` not saved yet, then ``action``: the time
        goes first, as on one screen (a replay scores the same overtime)."""
        for used in times:
            state = self.game.apply(state, SYSTEM, used)
        after: GameState = self.game.apply(state, player, action)
        return after

    async def _decided(self, player: PlayerId, action: Action) -> tuple[list[TimeUsed], GameState]:
        """The game clock's times not saved yet and the state after them and a client's
        ``action``, worked out off the host's loop as the computers' choices are (a crossword
        hint searches for seconds: the other clients are served meanwhile), and again when the
        state moved on meanwhile; raises ``Rejected``."""
        while True:
            before, times = self.state, self._unsaved_times()
            after = await asyncio.to_thread(self._applied, before, times, player, action)
            if self.state is before:
                return times, after

    def _commit(
        self, player: PlayerId, action: Action, times: Sequence[TimeUsed], state: GameState
    ) -> None:
        """Save the clock's ``times`` and ``player``'s ``action``, which led to ``state``, in
        one transaction (``StoreError``: nothing changed); the caller tells everyone."""
        assert self.game_id is not None
        self._save([*(Move(SYSTEM, used) for used in times), Move(player, action)], times, state)
        self._saved()

    def _save(self, moves: list[Move], times: Sequence[TimeUsed], state: GameState) -> None:
        """``moves`` (with the game clock's ``times`` among them), which led to ``state``, are
        played: saved in one transaction, then taken."""
        assert self.game_id is not None
        self.store.append_moves(self.game_id, moves, seq=len(self._moves))
        self._moves.extend(moves)
        self.state = state
        for used in times:
            self._seats[used.player].unsaved_s -= used.ms / 1000

    def _changed(self) -> None:
        """Everyone gets their view; computers that are due start choosing."""
        if self.game_id is not None:
            self._run_clocks()  # first: the views carry the clocks as they run from now
        for connection in list(self._connections):
            if connection.seat is not None:
                self._send_view(connection)
        if self.game_id is None:
            return
        if self.game.is_over(self.state):
            if not self._finish_saved:
                try:
                    self.store.finish(self.game_id, self.game.scores(self.state))
                except StoreError as error:
                    self._save_failed(error)  # over only once it is saved as over
                    return
                self._finish_saved = True
                self._saved()
                LOG.info("game %d is over", self.game_id)
            outcome = self.game.outcome(self.state)
            for connection in list(self._connections):
                if connection.seat is None:
                    continue
                message = {
                    "type": "over",
                    "game_id": self.game_id,
                    "scores": list(outcome.scores),
                    "ranks": list(outcome.ranks),
                }
                self._send(connection, message)
            assert self._done is not None
            self._done.set()
            return
        acting = self.game.to_act(self.state)
        if not acting:  # nobody decides: the system does (as in play_out)
            rng = computer_rng(self.setup, SYSTEM, len(self._moves))
            try:
                self._apply(SYSTEM, self.game.random_action(self.state, SYSTEM, rng))
            except StoreError as error:
                self._save_failed(error)
            return
        if self._retry_at is not None:
            return  # nothing can be saved now: the computers choose when it can
        for player in sorted(acting | self.game.optional_actors(self.state)):
            seat = self._seats[player]
            level = seat.plan.level if seat.plan.kind == COMPUTER else None
            if level is None and seat.connection is None and self.takeover is not None:
                level = self.takeover
            if level is not None and not seat.thinking and seat.declined != len(self._moves):
                seat.thinking = True
                self._task(self._think(player, level))

    async def _think(self, player: PlayerId, level: str) -> None:
        """A computer chooses for ``player`` off the host's loop, then plays like a client.
        One the game does not wait for (:meth:`Game.optional_actors`) acts only when the rules
        take its choice, in the state it chose in."""
        seat = self._seats[player]
        moves = len(self._moves)
        asked = player in self.game.to_act(self.state)
        try:
            computer = seat.players.setdefault(
                level, self.game.computer_thinking(level, self.think_seconds)
            )
            view = self.game.view(self.state, player)
            rng = computer_rng(self.setup, player, len(self._moves))
            self._show_thinking(player, None)
            progress = self._progress_from_thread(player)
            try:
                action = await asyncio.to_thread(
                    computer.choose, view, rng, lambda: False, progress
                )
            finally:
                # Its progress reports were queued on the loop before this (first in, first out).
                self._show_thinking(player, stopped=True)
            held = await self._hold(player, view, action)
        finally:
            seat.thinking = False
        if not held:  # the round ended sooner on its clock: it chooses again, knowing when
            self._changed()
            return
        # A choice made while the game did not wait for it stands only in the state it was
        # made in (the word it checked may have been accepted, and another one laid).
        waited_for = asked and player in self.game.to_act(self.state)
        optional = len(self._moves) == moves and player in self.game.optional_actors(self.state)
        if self.game.is_over(self.state) or not (waited_for or optional):
            self._changed()  # a client came back and played meanwhile, or the game went on
            return
        try:
            self._apply(player, action, own_clock=clocks.due_seconds(action) is not None)
        except StoreError as error:  # chosen again once saving works (:meth:`_retry`)
            self._save_failed(error)
        except Rejected as error:
            if not waited_for:  # it chose not to act (a word it would accept, say)
                seat.declined = moves
                return
            # The state moved on under it: choose again.
            LOG.info("seat %d's computer was refused (%s); it chooses again", player, error.reason)
            self._changed()

    def _progress_from_thread(self, player: PlayerId) -> Callable[[float], None]:
        """A computer's progress report, called in its worker thread: shown from the loop when
        it moved on by :data:`THINKING_STEP` points (a searching computer reports often)."""
        loop = asyncio.get_running_loop()
        told: int | None = None

        def progress(fraction: float) -> None:
            nonlocal told
            done = round(100 * min(max(fraction, 0.0), 1.0))
            if told is not None and abs(done - told) < THINKING_STEP:
                return
            told = done
            with contextlib.suppress(RuntimeError):  # the host stopped (its loop is closed)
                loop.call_soon_threadsafe(self._show_thinking, player, done)

        return progress

    def _show_thinking(self, player: int, done: int | None = None, stopped: bool = False) -> None:
        """Tell every seat that ``player``'s computer thinks (``done``: how far, 0-100; None:
        not said yet) or has ``stopped``."""
        if stopped:
            if player not in self._thinking:
                return
            del self._thinking[player]
        else:
            self._thinking[player] = done
        message = self._thinking_message()
        for connection in list(self._connections):
            if connection.seat is not None:
                self._send(connection, message)

    def _thinking_message(self) -> dict[str, Any]:
        seats = [[seat, done] for seat, done in sorted(self._thinking.items())]
        return {"type": "thinking", "seats": seats}

    async def _hold(self, player: PlayerId, chosen_in: Any, action: Action) -> bool:
        """A computer's move timed on its own clock (the puzzles' ``at``: its thinking time at
        its level's pace) is played when the seat's clock gets there, as at one screen, where
        a computer's word counts from its time on its clock — or at once when no person is
        still to act this round (at one screen the computers sit after the people). False
        when the seat's time limit changed first (a player ended the round sooner on the
        clock): the computer chooses again, as at one screen it would have known that end."""
        due = clocks.due_seconds(action)
        if due is None:
            return True
        limit = clocks.limit(chosen_in, self.setup)
        while not self.game.is_over(self.state) and player in self.game.to_act(self.state):
            if clocks.limit(self.game.view(self.state, player), self.setup) != limit:
                return False
            if self._turn_seconds(player) >= due or not self._people_to_act():
                return True
            await asyncio.sleep(TICK_SECONDS)
        return True

    def _people_to_act(self) -> bool:
        """Whether a person (a network seat no computer plays) is still to act."""
        return any(
            self._seats[p].plan.kind == NETWORK
            and not (self._seats[p].connection is None and self.takeover is not None)
            for p in self.game.to_act(self.state)
        )

    # -- clocks ----------------------------------------------------------------------------
    def _runs(self, index: int, acting: frozenset[PlayerId]) -> bool:
        """Whether seat ``index``'s clock runs: it may act and somebody plays it."""
        seat = self._seats[index]
        played = seat.plan.kind == COMPUTER or seat.connection or self.takeover
        return index in acting and bool(played) and not self.game.is_over(self.state)

    def _bank(self, now: float) -> None:
        """What ran of the running clocks up to ``now`` goes to their totals (they run on)."""
        for seat in self._seats:
            if seat.since is not None:
                ran = now - seat.since
                seat.turn_s += ran
                seat.unsaved_s += ran
                if seat.limit_s is not None:
                    seat.limit_s += ran
                seat.since = now

    def _run_clocks(self) -> None:
        """Start, pause or reset each seat's clocks after a change (a move, a seat away or
        back): a new turn starts from what it had run when saved (0, or more on a resumed
        host); an away seat's clock stands."""
        now = self._clock()
        self._bank(now)
        acting = self.game.to_act(self.state) if self.game_id is not None else frozenset()
        for index, seat in enumerate(self._seats):
            view = self.game.view(self.state, PlayerId(index))
            turn = (index in acting, *clocks.turn_key(view))
            if turn != seat.turn:
                seat.turn, seat.turn_s, seat.limit_s = turn, clocks.ran_before(view), None
            if seat.limit_s is None and clocks.limit(view, self.setup) is not None:
                seat.limit_s = 0.0
            seat.since = now if self._runs(index, acting) else None

    def _unsaved_times(self) -> list[TimeUsed]:
        """The game clock's time that ran and is not saved yet, a ``TimeUsed`` for each seat
        (nothing without a game clock)."""
        if not game_clock(self.setup).on or self.game_id is None:
            return []
        self._bank(self._clock())
        times = [
            (i, min(int(seat.unsaved_s * 1000), MAX_TIME_USED_MS))
            for i, seat in enumerate(self._seats)
        ]
        return [TimeUsed(i, ms) for i, ms in times if ms > 0]

    def _save_time(self) -> None:
        """Save the game clock's time that ran (a seat going away, the host stopping)."""
        if self.game_id is None or self.game.is_over(self.state):
            return
        times = self._unsaved_times()
        state = self.state
        for used in times:
            state = self.game.apply(state, SYSTEM, used)
        if times:
            self._save([Move(SYSTEM, used) for used in times], times, state)

    def _limit_left(self, player: PlayerId) -> float | None:
        """Milliseconds left of ``player``'s time limit as it ran on this host (None: none)."""
        found = clocks.limit(self.game.view(self.state, player), self.setup)
        if found is None:
            return None
        seat = self._seats[player]
        ran = self._turn_seconds(player)
        if not found.from_turn:
            running = self._clock() - seat.since if seat.since is not None else 0.0
            ran = (seat.limit_s or 0.0) + running
        return found.ms - ran * 1000

    def _turn_seconds(self, player: PlayerId) -> float:
        seat = self._seats[player]
        return seat.turn_s + (self._clock() - seat.since if seat.since is not None else 0.0)

    async def _tick(self) -> None:
        """Look at the clocks a few times a second: every seat whose time is up gets
        ``TimeUp`` — in the puzzles, every seat at once when a player ends the round."""
        while True:
            await asyncio.sleep(TICK_SECONDS)
            self.ticks += 1
            _REPEATED.flush()
            if self._retry_at is not None:
                if time.monotonic() >= self._retry_at:
                    self._retry()
                continue
            while self.game_id is not None and not self.game.is_over(self.state):
                player = self._time_up_seat()
                if player is None:
                    break
                LOG.info("seat %d: time is up", player)
                try:
                    self._apply(SYSTEM, TimeUp(player=player))
                except StoreError as error:  # tried again once saving works
                    self._save_failed(error)
                    break
                except Rejected as error:
                    LOG.warning("seat %d: time up refused (%s)", player, error.reason)
                    break

    def _time_up_seat(self) -> PlayerId | None:
        """A seat to act whose time limit has run out (None: none). In the puzzles a computer
        still choosing is left to hand in what it had by then (:meth:`_hold`)."""
        for player in sorted(self.game.to_act(self.state)):
            seat = self._seats[player]
            left = self._limit_left(player)
            if left is None or left > 0 or seat.since is None:
                continue
            if seat.thinking and clocks.computers_finish(self.game.view(self.state, player)):
                continue
            return player
        return None

    async def _announce(self) -> None:
        """Tell the local network about the game while seats are free (UDP broadcast)."""
        if self.announce_to is None or self.port is None:
            return
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
            sender.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            sender.setblocking(False)
            while True:
                free = len(self._free())
                datagram = discovery.announcement(
                    self.port,
                    self.setup.game,
                    self.setup.rules,
                    self.setup.players,
                    free if self.game_id is None else len(self.away()),
                    self.host_name,
                    self.fingerprint,
                )
                with contextlib.suppress(OSError):  # no network now: try again later
                    sender.sendto(datagram, self.announce_to)
                await asyncio.sleep(discovery.ANNOUNCE_SECONDS)

    def _task(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` on the loop, holding on to it until it is done (asyncio keeps only a
        weak reference to a task)."""
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _send_view(self, connection: _Connection) -> None:
        assert connection.seat is not None
        message = {
            "type": "view",
            "seat": int(connection.seat),
            "moves": len(self._moves),
            "started": self.game_id is not None,
            "to_act": sorted(int(p) for p in self.game.to_act(self.state)),
            "optional": sorted(int(p) for p in self.game.optional_actors(self.state)),
            "away": self.away(),
            "seats": self._seat_list(),
            "done": connection.done,
            "view": encode(self.game.view(self.state, connection.seat)),
            "public": encode(self.game.view(self.state, None)),
            "clock": self._clock_reading(connection.seat),
        }
        self._send(connection, message)

    def _clock_reading(self, seat: PlayerId) -> dict[str, Any]:
        """The clocks as they stand on this host, for ``seat``'s screen to draw (see
        :class:`~engines.net.protocol.ClockReading`): the game clock's time of every seat and
        of the open turn, whose clocks run, and ``seat``'s own time limit left."""
        setup, state = self.setup, self.state
        clock = game_clock(setup)
        now = self._clock()
        unsaved = [
            s.unsaved_s + (now - s.since if s.since is not None else 0.0) for s in self._seats
        ]
        unsaved_ms = [int(ran * 1000) for ran in unsaved]
        used = None
        if clock.on:
            saved = tuple(getattr(state, "clock_ms", ())) or (0,) * setup.players
            used = [ms + more for ms, more in zip(saved, unsaved_ms, strict=True)]
        turn = None
        if clock.mode == PER_MOVE:
            acting = self.game.to_act(state)
            turn = int(getattr(state, "turn_ms", 0)) + sum(unsaved_ms[p] for p in acting)
        left = self._limit_left(seat) if seat in self.game.to_act(state) else None
        return {
            "used": used,
            "running": [i for i, s in enumerate(self._seats) if s.since is not None],
            "turn": turn,
            "left": None if left is None else max(0, int(left)),
        }


class _WrongCode(Exception):
    """The client's first frame did not open: it used another code."""


class _OldClient(Exception):
    """A client of an older protocol, to be told to update."""

    def __init__(self, version: int) -> None:
        super().__init__(version)
        self.version = version


def _name(seat: _Seat) -> str | None:
    return None if seat.seat is None else seat.seat.name


def random_seed() -> int:
    """A new game's seed (never sent to a client: it would tell the bag's order)."""
    return random.SystemRandom().randrange(2**62)


@dataclass(frozen=True)
class Hosting:
    """A host serving in a thread of its own (:func:`serve_in_thread`)."""

    host: Host
    port: int
    #: The game's id in the store when the host stops (None: stopped before it began).
    result: Future[int | None]


def serve_in_thread(
    path: Path, make: Callable[[GameStore], Host], bind: str, port: int = 0
) -> Hosting:
    """Serve a game in a background thread with its own connection to the store at ``path``
    (SQLite's connections belong to their thread): ``make`` builds the host there. Returns
    once it listens; raises what building it raised."""
    made: queue.Queue[Host | BaseException] = queue.Queue()
    listening: queue.Queue[int] = queue.Queue()
    result: Future[int | None] = Future()

    def run() -> None:
        try:
            with GameStore(path) as store:
                host = make(store)
                made.put(host)
                result.set_result(host.run(bind, port, listening.put))
        except BaseException as error:  # handed to whoever waits for the result
            made.put(error)
            result.set_exception(error)
            listening.put(-1)

    threading.Thread(target=run, name="network host", daemon=True).start()
    host = made.get()
    if isinstance(host, BaseException):
        raise host
    bound = listening.get()
    if bound < 0:
        result.result()  # raises why it could not listen
    return Hosting(host, bound, result)
