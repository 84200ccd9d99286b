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
from engines.net.protocol import (
    MAX_CLIENT_LINE,
    ActionMessage,
    Bye,
    Join,
    NetReason,
    ProtocolError,
    client_message,
    dumps,
    loads,
)
from engines.records.record import EditionChange, Move, edition_change, replay, start
from engines.records.store import GameStore, Seat, StoreError
from engines.registry import get_game
from engines.seven_words.state import SubmitWord
from engines.take_backs import TakeBack, check_allowed, rule

LOG = logging.getLogger("engines.net")

NETWORK = "network"
COMPUTER = "computer"
#: The names the host gives its own computer players (the GUI shows them in its language).
COMPUTER_NAMES = {
    "easy": "Komputer (łatwy)",
    "medium": "Komputer (średni)",
    "strong": "Komputer (mocny)",
    "mistrz": "Komputer (mistrz)",
}
#: Letters of a game code: no 0/O or 1/I to mix up when typing it from another screen.
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
#: What may wait unread for one client before the host gives up on it (a client that never
#: reads must not fill the host's memory): many views' worth.
MAX_UNREAD = 16 * 1024 * 1024
#: How long the host goes on reading (and dropping) from a client it closes.
LINGER_SECONDS = 2.0
#: How often the host looks at the clocks.
TICK_SECONDS = 0.1


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


#: The version of :class:`HostingRecord`'s JSON.
HOSTING_VERSION = 1


@dataclass(frozen=True)
class HostingRecord:
    """What it takes to host a saved game again, kept with it in the store
    (:meth:`GameStore.hosting`): the code and the port the players know, the address listened
    on, each seat's plan and the takeover. The host records it when the game begins, and again
    when it is resumed (on another port, if that one was taken)."""

    code: str
    port: int
    bind: str
    plans: tuple[SeatPlan, ...]
    takeover: str | None = None

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
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> HostingRecord:
        """The record as saved; ``ValueError`` if it is of another version or damaged."""
        if data.get("v") != HOSTING_VERSION:
            raise ValueError(f"a hosting record of version {data.get('v')!r}")
        try:
            code, port, bind = data["code"], data["port"], data["bind"]
            seats, takeover = data["seats"], data["takeover"]
            if not (
                isinstance(code, str)
                and code.isalnum()
                and isinstance(port, int)
                and 0 <= port <= 65535
                and isinstance(bind, str)
                and isinstance(seats, list)
                and (takeover is None or takeover in LEVELS)
            ):
                raise ValueError("a damaged hosting record")
            plans = tuple(SeatPlan(seat["kind"], seat["level"], seat["name"]) for seat in seats)
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"a damaged hosting record: {error!r}") from error
        return HostingRecord(code, port, bind, plans, takeover)


@dataclass(eq=False)
class _Connection:
    writer: asyncio.StreamWriter
    peer: str
    seat: PlayerId | None = None
    #: The client's last action the host has dealt with (echoed as ``done``).
    done: int | None = None


@dataclass(eq=False)
class _Seat:
    plan: SeatPlan
    seat: Seat | None = None
    connection: _Connection | None = None
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
    from there; ``plans`` says again which seats are the host's computers). ``on_listening``
    gets the port once the host listens (from the host's thread).
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
    ) -> None:
        if (setup is None) == (resume is None):
            raise ValueError("a host starts a new game (setup) or resumes one (resume)")
        if takeover is not None and takeover not in LEVELS:
            raise ValueError(f"unknown level {takeover!r}")
        self.store = store
        self.code = (code or new_code()).upper()
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
        if resume is not None:
            saved = next((g for g in store.unfinished() if g.id == resume), None)
            if saved is None:
                raise ValueError(f"no unfinished game {resume} in {store.path}")
            setup = saved.setup
            seats: Sequence[Seat | None] = saved.seats
            self._moves = list(store.moves(resume, get_game(setup.game)))
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
        self._seats = [_Seat(plan, seat) for plan, seat in zip(plans, seats, strict=True)]
        for plan, seat in zip(plans, self._seats, strict=True):
            if plan.kind == COMPUTER and seat.seat is None:
                assert plan.level is not None
                seat.seat = Seat(plan.name or COMPUTER_NAMES[plan.level], COMPUTER, plan.level)
        self._connections: set[_Connection] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._done: asyncio.Event | None = None
        #: The host is shutting down: connections that go are no change to tell anyone.
        self._closing = False
        self._tasks: set[asyncio.Future[None]] = set()

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
        server = await asyncio.start_server(self._client, bind, port, limit=MAX_CLIENT_LINE)
        self.port = int(server.sockets[0].getsockname()[1])
        self.bind = bind
        LOG.info("hosting %s %s on %s:%s", self.setup.game, self.setup.rules, bind, self.port)
        ticking = asyncio.ensure_future(self._tick())
        announcing = asyncio.ensure_future(self._announce())
        try:
            if self.game_id is not None:  # resumed: hosted again as it is now (its port…)
                self.store.set_hosting(self.game_id, self.record().to_json())
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
        return self.game_id

    def stop(self) -> None:
        """Stop serving (from any thread); an unfinished game stays in the store."""
        if self._loop is not None and self._done is not None:
            self._loop.call_soon_threadsafe(self._done.set)

    def record(self) -> HostingRecord:
        """How this game is hosted (once it serves), to host it again."""
        assert self.port is not None and self.bind is not None
        return HostingRecord(self.code, self.port, self.bind, tuple(self.plans()), self.takeover)

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

    # -- connections -----------------------------------------------------------------------
    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = str(writer.get_extra_info("peername"))
        connection = _Connection(writer, peer)
        self._connections.add(connection)
        try:
            while not writer.is_closing():
                try:
                    line = await reader.readuntil(b"\n")
                except asyncio.IncompleteReadError:
                    break  # the client went
                except asyncio.LimitOverrunError as error:
                    raise ProtocolError(
                        NetReason.TOO_LARGE, f"over {error.consumed} bytes"
                    ) from error
                await self._handle(connection, client_message(loads(line, MAX_CLIENT_LINE)))
        except ProtocolError as error:
            LOG.warning("closing %s: %s", peer, error)
            await self._close(connection, error.reason, error.detail, reader)
        except (ConnectionError, OSError) as error:
            LOG.info("%s dropped: %s", peer, error)
        finally:
            self._forget(connection)
            writer.close()
            with contextlib.suppress(ConnectionError, OSError):
                await writer.wait_closed()

    def _forget(self, connection: _Connection) -> None:
        self._connections.discard(connection)
        if connection.seat is not None:
            seat = self._seats[connection.seat]
            if seat.connection is connection:
                seat.connection = None
                if self.game_id is None:  # before the game starts, a seat left is free again
                    seat.seat = None
                LOG.info("seat %d (%s) is away", connection.seat, _name(seat))
                if not self._closing:
                    self._save_time()  # its clock stands from now: what ran is saved
                    self._changed()

    async def _close(
        self,
        connection: _Connection,
        reason: NetReason,
        detail: str = "",
        reader: asyncio.StreamReader | None = None,
    ) -> None:
        """Say why, then close. With ``reader``, what the client still sends is read and
        dropped for a moment first: closing with unread input would reset the connection and
        the client might never read the reason."""
        self._send(connection, {"type": "error", "reason": reason.value, "detail": detail})
        if reader is not None and connection.writer.can_write_eof():
            with contextlib.suppress(ConnectionError, OSError, TimeoutError):
                connection.writer.write_eof()
                async with asyncio.timeout(LINGER_SECONDS):
                    while await reader.read(MAX_CLIENT_LINE):
                        pass
        connection.writer.close()
        with contextlib.suppress(ConnectionError, OSError):
            await connection.writer.wait_closed()

    def _send(self, connection: _Connection, message: dict[str, Any]) -> None:
        writer = connection.writer
        if writer.is_closing():
            return
        if writer.transport.get_write_buffer_size() > MAX_UNREAD:
            LOG.warning("closing %s: it does not read what it is sent", connection.peer)
            writer.transport.abort()
            return
        writer.write(dumps(message))

    # -- messages --------------------------------------------------------------------------
    async def _handle(self, connection: _Connection, message: Join | ActionMessage | Bye) -> None:
        if isinstance(message, Join):
            if connection.seat is not None:
                raise ProtocolError(NetReason.UNEXPECTED, "joined already")
            self._join(connection, message)
        elif connection.seat is None:
            raise ProtocolError(NetReason.UNEXPECTED, "not joined")
        elif isinstance(message, Bye):
            connection.writer.close()
        else:
            await self._action(connection, connection.seat, message)

    def _join(self, connection: _Connection, join: Join) -> None:
        if not secrets.compare_digest(join.code.upper().encode(), self.code.encode()):
            raise ProtocolError(NetReason.BAD_CODE)
        network = [i for i, s in enumerate(self._seats) if s.plan.kind == NETWORK]
        mine = [
            i for i in network if join.name in (_name(self._seats[i]), self._seats[i].plan.name)
        ]
        free = self._free()
        if mine:
            index = mine[0]
        elif free and self.game_id is None:
            index = free[0]
        else:
            raise ProtocolError(NetReason.NO_FREE_SEAT, join.name)
        seat = self._seats[index]
        if seat.seat is None:
            seat.seat = Seat(join.name, join.kind, join.level)
        if seat.connection is not None:  # the same player from a new connection: it wins
            old = seat.connection
            old.seat = None
            self._task(self._close(old, NetReason.REPLACED))
        seat.connection = connection
        connection.seat = PlayerId(index)
        LOG.info("%s sits at seat %d as %s", connection.peer, index, join.name)
        self._send(connection, self._welcome(index))
        if self.game_id is None and all(s.seat is not None for s in self._seats):
            seats = [s.seat for s in self._seats if s.seat is not None]
            self.game_id = self.store.create_game(
                self.setup, seats, hosting=self.record().to_json()
            )
            LOG.info("all seats taken: game %d starts", self.game_id)
        self._changed()

    def _free(self) -> list[int]:
        """The network seats anybody may take (not taken, nor kept for a named player)."""
        return [
            i
            for i, s in enumerate(self._seats)
            if s.plan.kind == NETWORK and s.seat is None and s.plan.name is None
        ]

    def _welcome(self, index: int) -> dict[str, Any]:
        return {
            "type": "welcome",
            "seat": index,
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
            # Dealt with only now: a view sent while the engine worked on it is no answer.
            connection.done = message.id
            self._commit(seat, action, times, state)
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
        """Apply, save, tell everyone; raises ``Rejected`` and leaves all as it was. With
        ``own_clock`` the action is the host's computer's, timed on its own clock (see
        :meth:`_hold`): its time stands as it is."""
        if not own_clock:
            action = self._stamped(player, action)
        times = self._unsaved_times()
        self._commit(player, action, times, self._applied(self.state, times, player, action))

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
        one transaction, and tell everyone."""
        assert self.game_id is not None
        self._save([*(Move(SYSTEM, used) for used in times), Move(player, action)], times, state)
        if self.game.is_over(state):
            self.store.finish(self.game_id, self.game.scores(state))
            LOG.info("game %d is over", self.game_id)
        self._changed()

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
        for connection in self._connections:
            if connection.seat is not None:
                self._send_view(connection)
        if self.game_id is None:
            return
        if self.game.is_over(self.state):
            outcome = self.game.outcome(self.state)
            for connection in self._connections:
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
            self._apply(SYSTEM, self.game.random_action(self.state, SYSTEM, rng))
            return
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
            computer = seat.players.setdefault(level, self.game.computer(level))
            view = self.game.view(self.state, player)
            rng = computer_rng(self.setup, player, len(self._moves))
            action = await asyncio.to_thread(computer.choose, view, rng, lambda: False, _ignore)
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
        except Rejected as error:
            if not waited_for:  # it chose not to act (a word it would accept, say)
                seat.declined = moves
                return
            # The state moved on under it: choose again.
            LOG.info("seat %d's computer was refused (%s); it chooses again", player, error.reason)
            self._changed()

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
            while self.game_id is not None and not self.game.is_over(self.state):
                player = self._time_up_seat()
                if player is None:
                    break
                LOG.info("seat %d: time is up", player)
                try:
                    self._apply(SYSTEM, TimeUp(player=player))
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


def _ignore(_fraction: float) -> None:
    pass


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
