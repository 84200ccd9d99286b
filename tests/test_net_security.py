"""Network play that no stranger can abuse (issue #36), on the loopback address only: each of
the issue's seven findings reproduced against the host, and what stops it — seat secrets, the
SPAKE2 handshake on the code with sealed frames, the caps on strangers, discovery with the
host's fingerprint, saves that fail and are tried again, text from the wire checked — plus
hypothesis fuzzing of the handshake and of every message."""

from __future__ import annotations

import base64
import contextlib
import json
import logging
import resource
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_net import (
    CODE,
    LOOPBACK,
    PATIENCE,
    ROOT,
    RawSeat,
    engines_command,
    exchange,
    join_in_thread,
    listening_port,
    serve,
    talk,
    wait_until,
)

from engines.core import Reason, Setup
from engines.net.client import Connection, HostGone, JoinRefused, SeatMemory, answer_of, play
from engines.net.guard import Guard, Limits, RepeatedLines
from engines.net.host import COMPUTER, NETWORK, Host, HostingRecord, SeatPlan
from engines.net.protocol import (
    MAX_CLIENT_LINE,
    VERSION,
    NetReason,
    ProtocolError,
    client_message,
    dumps,
    loads,
    normal_code,
)
from engines.net.remembered import CHANGED, KNOWN, NEW, Remembered, RememberedSeat
from engines.net.secure import (
    Channel,
    ClientHandshake,
    HostHandshake,
    HostKey,
    fingerprint,
    secret_hash,
)
from engines.records.store import GameStore, HostedElsewhere, StoreError
from engines.text_input import TextReason, json_text_problem

#: Limits that let a test make many handshakes from 127.0.0.1 (every test client's address).
OPEN = Limits(handshakes_per_minute=100_000, guesses_per_minute=100_000, first_delay=0.0)
REASONS = {reason.value for reason in NetReason}


def quick_host(path: Path, plans: list[SeatPlan], seed: int = 4, **kwargs: Any) -> Any:
    setup = Setup("puzzle", "gra3", len(plans), seed=seed)
    kwargs.setdefault("limits", OPEN)
    return serve(path, lambda store: Host(store, plans, setup=setup, code=CODE, **kwargs))


# -- 1. a seat is taken by its secret, never by its name ----------------------------------------
def test_an_intruder_who_knows_the_code_and_the_name_gets_no_seat(tmp_path: Path) -> None:
    """Point 1: Ala's seat has a secret; a second connection with the code and her name is
    refused (``seat_taken``) while she plays and while she is away, and her moves stay hers; a
    secret the host does not know is refused; Ala comes back with hers."""
    host, port, hosted = quick_host(tmp_path / "g.sqlite", [SeatPlan(NETWORK)] * 2)
    ala = RawSeat(port, "Ala")
    ola = RawSeat(port, "Ola")
    assert ala.secret and len(base64.urlsafe_b64decode(ala.secret)) * 8 >= 128
    intruder = talk(port, [{"type": "join", "name": "Ala", "kind": "human"}])
    assert intruder[-1]["reason"] == "seat_taken"
    assert host.away() == []
    ala.close()
    wait_until(lambda: host.away() == [ala.seat])
    assert talk(port, [{"type": "join", "name": "Ala", "kind": "human"}])[-1]["reason"] == (
        "seat_taken"
    )
    forged = {"type": "join", "name": "Ala", "kind": "human", "secret": "x" * 32}
    assert talk(port, [forged])[-1]["reason"] == "bad_secret"
    assert host.away() == [ala.seat]
    back = RawSeat(port, "Ala", ala.secret)
    assert back.seat == ala.seat
    wait_until(lambda: host.away() == [])
    back.close()
    ola.close()
    host.stop()
    hosted.result(timeout=PATIENCE)


def test_a_seat_freed_by_the_host_is_taken_by_the_next_player(tmp_path: Path) -> None:
    """The hosting window frees the seat of a player who lost their computer: its secret is
    forgotten (the old one is refused), the player still on it is told ``seat_freed``, and the
    next player to join takes it — saved in the hosting record, so a resumed host knows it."""
    path = tmp_path / "g.sqlite"
    host, port, hosted = quick_host(path, [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")])
    ala = RawSeat(port, "Ala")
    wait_until(lambda: host.game_id is not None)
    host.free_seat(ala.seat)
    told = [m for m in ala.messages() if m["type"] == "error"]
    assert told[-1]["reason"] == "seat_freed"
    stale = {"type": "join", "name": "Ala", "kind": "human", "secret": ala.secret}
    assert talk(port, [stale])[-1]["reason"] == "bad_secret"
    ela = RawSeat(port, "Ela")  # any name: the seat is free (it keeps Ala's saved name)
    assert ela.seat == ala.seat and ela.secret != ala.secret
    with GameStore(path) as store:
        recorded = store.hosting(host.game_id)
    assert recorded is not None
    assert HostingRecord.from_json(recorded).secrets[ala.seat] == secret_hash(ela.secret)
    ela.close()
    host.stop()
    hosted.result(timeout=PATIENCE)


def test_a_seat_file_keeps_the_secret_and_the_hosts_key(tmp_path: Path) -> None:
    """``net join --seat-file``: the seat's secret and the host's key, only for its owner; a
    host with another key is refused before anything is sent to it."""
    path = tmp_path / "g.sqlite"
    host, port, hosted = quick_host(path, [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")])
    seat_file = tmp_path / "ala.seat"
    memory = SeatMemory.read(seat_file)
    finished = play(LOOPBACK, port, "Ala", CODE, "easy", seat=memory)
    assert finished.game_id == hosted.result(timeout=PATIENCE)
    kept = SeatMemory.read(seat_file)
    assert kept.host_key == host.key.public and kept.secret is not None
    assert seat_file.stat().st_mode & 0o077 == 0
    other, other_port, other_hosted = quick_host(
        tmp_path / "other.sqlite", [SeatPlan(NETWORK)] * 2, key=HostKey.generate()
    )
    with pytest.raises(JoinRefused, match="host_changed"):
        play(LOOPBACK, other_port, "Ala", CODE, "easy", seat=kept, wait=5)
    assert other.away() == [0, 1]
    other.stop()
    other_hosted.result(timeout=PATIENCE)


# -- 2. a stranger cannot hold the host at the end of a game ------------------------------------
def test_a_stranger_lingering_at_the_end_does_not_stop_the_host(tmp_path: Path) -> None:
    """Point 2: a refused connection that stays open while the game ends, and a seated player
    who sent a broken frame and keeps the socket open, never make the host fail: it finishes,
    and the others get every view."""
    host, port, hosted = quick_host(
        tmp_path / "g.sqlite",
        [SeatPlan(NETWORK), SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")],
        takeover="easy",  # the broken player's seat is played on when it is closed
    )
    ola = join_in_thread(port, "Ola")
    broken = RawSeat(port, "Zła")
    wait_until(lambda: host.game_id is not None)
    broken.connection.socket.sendall(b"\x00\x00\x00\x20" + b"x" * 32)  # does not open
    stop = threading.Event()
    strangers: list[socket.socket] = []

    def keep_coming() -> None:  # refused connections, some lingering when the game ends
        while not stop.is_set():
            with contextlib.suppress(OSError):
                stranger = socket.create_connection((LOOPBACK, port), timeout=PATIENCE)
                stranger.sendall(b"garbage\n")
                strangers.append(stranger)
            time.sleep(0.1)

    threading.Thread(target=keep_coming, daemon=True).start()
    try:
        assert ola.result(timeout=PATIENCE).game_id == hosted.result(timeout=PATIENCE)
    finally:
        stop.set()
    for stranger in strangers:
        stranger.close()
    broken.close()


class FailingWriter:
    """A connection's writer as it is after ``write_eof``: not closing, but every write
    raises."""

    def __init__(self) -> None:
        self.transport = self
        self.aborted = False

    def is_closing(self) -> bool:
        return self.aborted

    def get_write_buffer_size(self) -> int:
        return 0

    def abort(self) -> None:
        self.aborted = True

    def write(self, data: bytes) -> None:
        raise RuntimeError("Cannot call write() after write_eof()")

    def can_write_eof(self) -> bool:
        return False

    def close(self) -> None:
        self.aborted = True

    async def wait_closed(self) -> None:
        pass


@pytest.mark.parametrize("path", ["welcome", "view", "rejected", "error", "notice", "replaced"])
def test_every_send_path_to_a_closing_connection_is_guarded(tmp_path: Path, path: str) -> None:
    """Point 2, each way the host writes: to a connection whose writes fail, nothing escapes;
    the connection is let go."""
    import asyncio

    from engines.net import host as host_module
    from engines.net.protocol import ActionMessage, Join

    with GameStore(tmp_path / "g.sqlite") as store:
        plans = [SeatPlan(NETWORK)] * 2  # no game begins: nothing but the path runs
        host = Host(store, plans, setup=Setup("puzzle", "gra3", 2, seed=4), code=CODE)

        async def run() -> FailingWriter:
            host._loop = asyncio.get_running_loop()
            host.port, host.bind = 5050, LOOPBACK
            writer = FailingWriter()
            connection = host_module._Connection(writer, "peer", LOOPBACK, 0.0)  # type: ignore[arg-type]
            host._connections.add(connection)
            if path == "error":
                await host._close(connection, NetReason.BAD_CODE)
                return writer
            host._join(connection, Join("Ala", "human", None))  # the welcome
            if path == "view":
                host._send_view(connection)
            elif path == "rejected":
                message = ActionMessage(1, {"type": "SubmitWord", "word": "zzzzzz"})
                await host._action(connection, connection.seat, message)
            elif path == "notice":
                host._notice(NetReason.SAVE_FAILED, "disk full")
            elif path == "replaced":
                host._seats[0].secret = secret_hash("known")
                again = host_module._Connection(FailingWriter(), "p", LOOPBACK, 0.0)  # type: ignore[arg-type]
                host._join(again, Join("Ala", "human", None, "known"))
                await asyncio.gather(*host._tasks)  # the old connection told and closed
            return writer

        with contextlib.suppress(ProtocolError):  # the refused action itself: a bad_action
            writer = asyncio.run(run())
            assert writer.aborted


# -- 3. strangers cannot lock everyone out -----------------------------------------------------
def test_idle_strangers_are_capped_and_a_player_still_rejoins(tmp_path: Path) -> None:
    """Point 3: 100 connections that send nothing; the host keeps at most its cap of them
    (the oldest go first), a seated player is never pushed out, and a player who dropped
    rejoins at once."""
    limits = Limits(unseated=12, unseated_per_address=6, **_open())
    host, port, hosted = quick_host(tmp_path / "g.sqlite", [SeatPlan(NETWORK)] * 2, limits=limits)
    ala, ola = RawSeat(port, "Ala"), RawSeat(port, "Ola")
    wait_until(lambda: host.game_id is not None)
    idle = [socket.create_connection((LOOPBACK, port), timeout=PATIENCE) for _ in range(100)]
    wait_until(lambda: len([c for c in host._connections if c.seat is None]) <= 6)
    assert host.away() == []  # the seated were not pushed out
    ola.close()
    wait_until(lambda: host.away() == [ola.seat])
    back = RawSeat(port, "Ola", ola.secret)
    wait_until(lambda: host.away() == [])
    closed = 0
    for connection in idle:
        connection.settimeout(PATIENCE)
        with contextlib.suppress(ConnectionError):
            closed += connection.recv(1) == b""
        connection.close()
    assert closed >= 90  # all but the newest few were let go
    for seat in (ala, back):
        seat.close()
    host.stop()
    hosted.result(timeout=PATIENCE)


def _open() -> dict[str, Any]:
    return {"handshakes_per_minute": 100_000, "guesses_per_minute": 100_000, "first_delay": 0.0}


def test_a_connection_that_never_finishes_its_handshake_is_closed(tmp_path: Path) -> None:
    limits = Limits(handshake_seconds=0.3, **_open())
    host, port, hosted = quick_host(tmp_path / "g.sqlite", [SeatPlan(NETWORK)] * 2, limits=limits)
    with socket.create_connection((LOOPBACK, port), timeout=PATIENCE) as slow:
        answer = slow.makefile("rb").readline()
    assert json.loads(answer)["reason"] == "too_slow"
    host.stop()
    hosted.result(timeout=PATIENCE)


def test_300_idle_connections_under_256_files_do_not_stop_a_rejoin(tmp_path: Path) -> None:
    """The issue's check: ``net host`` under ``ulimit -n 256`` (macOS's default), 300 idle
    connections, and a player who rejoins within 20 seconds."""
    path = tmp_path / "g.sqlite"

    def limit_files() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))

    host = subprocess.Popen(
        engines_command("net", "host", "--game", "puzzle", "--rules", "gra3", "--players", "2",
                        "--port", "0", "--bind", LOOPBACK, "--store", str(path),
                        "--seats", "net,easy", "--code", CODE),
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=limit_files,
    )  # fmt: skip
    port = listening_port(host)
    ala = RawSeat(port, "Ala")
    ala.view()
    ala.close()
    idle: list[socket.socket] = []
    for _ in range(300):
        with contextlib.suppress(OSError):
            idle.append(socket.create_connection((LOOPBACK, port), timeout=PATIENCE))
    began = time.monotonic()
    memory = SeatMemory(secret=ala.secret)
    finished = play(LOOPBACK, port, "Ala", CODE, "easy", seat=memory, wait=20)
    assert time.monotonic() - began < 60  # (the game itself is played too)
    out, err = host.communicate(timeout=PATIENCE)
    assert host.returncode == 0, err[-2000:]
    assert out.strip() == str(finished.game_id)
    assert len(err) < 100_000  # the strangers' lines summarised
    for connection in idle:
        connection.close()


def test_repeated_log_lines_are_written_once_a_minute_with_a_count() -> None:
    now = [0.0]
    logger = logging.getLogger("engines.net.test_repeated")
    repeated = RepeatedLines(clock=lambda: now[0])
    logger.addFilter(repeated)
    records: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record.getMessage())

    handler = Keep()
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    try:
        for index in range(500):
            logger.warning("closing: %s from %s", "bad_code", f"peer {index}")
            now[0] += 0.01
        assert records == ["closing: bad_code from peer 0"]
        now[0] = 61
        repeated.flush()
        assert len(records) == 2 and records[1].startswith("499 more like this")
        repeated.flush()
        assert len(records) == 2
    finally:
        logger.removeHandler(handler)
        logger.removeFilter(repeated)


# -- 4. a guess costs a handshake, a delay, and has a cap --------------------------------------
def test_wrong_guesses_wait_longer_each_time_and_are_capped_per_minute() -> None:
    now = [0.0]
    guard = Guard(Limits(guesses_per_minute=5, first_delay=0.5, longest_delay=4), lambda: now[0])
    delays = []
    for _ in range(5):
        assert guard.may_handshake("10.0.0.9")
        delays.append(guard.wrong_guess("10.0.0.9"))
    assert delays == [0.5, 1.0, 2.0, 4.0, 4.0]
    assert not guard.may_handshake("10.0.0.9")  # five wrong guesses this minute: no more
    assert guard.may_handshake("10.0.0.10")  # another address is another matter
    now[0] = 61
    assert guard.may_handshake("10.0.0.9")


def test_a_guess_is_one_handshake_and_the_cap_holds_even_the_right_code(tmp_path: Path) -> None:
    limits = Limits(guesses_per_minute=3, first_delay=0.01)
    host, port, hosted = quick_host(tmp_path / "g.sqlite", [SeatPlan(NETWORK)] * 2, limits=limits)
    join = {"type": "join", "name": "Ala", "kind": "human"}
    for guess in ("AAAAAA", "BBBBBB", "CCCCCC"):
        assert talk(port, [join, join, join], code=guess) == [
            {"v": VERSION, "type": "error", "reason": "bad_code"}
        ]  # one guess per connection: the rest is never read
    assert talk(port, [join])[-1]["reason"] == "busy"
    assert host.away() == [0, 1]
    host.stop()
    hosted.result(timeout=PATIENCE)


@pytest.mark.parametrize("code", ["Q", "KAT12", "KOT234", "KAT 23", "ŻÓŁW23", "\ud800AAAAA"])
def test_a_weak_or_unreadable_code_is_refused(tmp_path: Path, code: str) -> None:
    """At least 6 symbols of the alphabet read aloud without mix-ups (no 0/O, 1/I)."""
    assert normal_code(code) is None
    with GameStore(tmp_path / "g.sqlite") as store, pytest.raises(ValueError):
        Host(store, [SeatPlan(NETWORK)] * 2, setup=Setup("puzzle", "gra3", 2, 1), code=code)
    if "\ud800" in code:
        return  # no command line can carry it
    done = subprocess.run(
        engines_command("net", "host", "--game", "puzzle", "--rules", "gra3", "--players", "2",
                        "--port", "0", "--code", code, "--store", str(tmp_path / "x.sqlite")),
        cwd=ROOT, capture_output=True, text=True, timeout=PATIENCE,
    )  # fmt: skip
    assert done.returncode == 2 and "code" in done.stderr


def test_codes_read_back_as_typed() -> None:
    assert normal_code("kat-234") == normal_code(" KAT 234 ") == "KAT234"


# -- 5. the code never travels; the host is who its fingerprint says ---------------------------
def _secrets_of(data: bytes, *texts: str) -> list[str]:
    found = []
    for text in texts:
        raw = text.encode()
        for form in (raw, raw.hex().encode(), base64.b64encode(raw), raw.lower()):
            if form in data:
                found.append(text)
    return found


def test_a_fake_host_learns_nothing_of_the_code_nor_the_seat(tmp_path: Path) -> None:
    """Point 5: ``net join`` to a fake TCP listener (one that answers like a host, or says
    nothing) sends no trace of the code — not in clear, hex or base64 — nor the seat's secret."""
    received = bytearray()
    listener = socket.create_server((LOOPBACK, 0))
    port = listener.getsockname()[1]
    fake_key = HostKey.generate()

    def fake_host() -> None:
        for answer in (True, False):
            connection, _ = listener.accept()
            with connection:
                connection.settimeout(5)
                file = connection.makefile("rb")
                line = file.readline()
                received.extend(line)
                if answer:  # a host that does not know the code: its own guess
                    reply, _channel = HostHandshake("ZZZZZZ", fake_key).answer(loads(line, 4096))
                    connection.sendall(dumps(reply))
                with contextlib.suppress(OSError):
                    received.extend(connection.recv(65536))
                file.close()

    thread = threading.Thread(target=fake_host, daemon=True)
    thread.start()
    memory = SeatMemory(secret="S3CRET-of-the-seat-Ala")
    with contextlib.suppress(JoinRefused, OSError, ProtocolError, HostGone):
        play(LOOPBACK, port, "Ala", CODE, "easy", seat=memory, wait=1)
    with contextlib.suppress(JoinRefused, OSError, ProtocolError, ConnectionError):
        Connection(LOOPBACK, port, CODE, timeout=5).close()
    thread.join(timeout=PATIENCE)
    listener.close()
    assert received
    assert _secrets_of(bytes(received), CODE, memory.secret or "", "Ala") == []


def test_someone_listening_on_a_whole_game_learns_nothing(tmp_path: Path) -> None:
    """Everything after the hello is sealed: a relay that records a whole game (a seat's join,
    rack, words) finds no code, no secret, no name, no JSON after the handshake."""
    _host, port, hosted = quick_host(
        tmp_path / "g.sqlite", [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    )
    recorded = bytearray()
    relay = socket.create_server((LOOPBACK, 0))

    def pump(source: socket.socket, target: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while chunk := source.recv(65536):
                recorded.extend(chunk)
                target.sendall(chunk)
        with contextlib.suppress(OSError):
            target.shutdown(socket.SHUT_WR)

    def serve_relay() -> None:
        client, _ = relay.accept()
        upstream = socket.create_connection((LOOPBACK, port))
        threads = [threading.Thread(target=pump, args=pair, daemon=True)
                   for pair in ((client, upstream), (upstream, client))]  # fmt: skip
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

    threading.Thread(target=serve_relay, daemon=True).start()
    memory = SeatMemory()
    # A name long enough that sealed bytes cannot hold it by chance: a whole game records
    # ~220 kB, where a three-letter name like "Ala" (or "ala") turns up at random once in ~40 games.
    name = "Aleksandra"
    finished = play(LOOPBACK, relay.getsockname()[1], name, CODE, "easy", seat=memory)
    assert finished.game_id == hosted.result(timeout=PATIENCE)
    relay.close()
    assert memory.secret is not None
    assert _secrets_of(bytes(recorded), CODE, memory.secret, name, "welcome", "view") == []


def test_a_fake_host_cannot_show_the_real_hosts_fingerprint(tmp_path: Path) -> None:
    """A fake host announcing the real one's name and fingerprint (anyone can send such a
    datagram) cannot prove the real key: the handshake shows its own fingerprint, and a
    forged signature is refused."""
    real = HostKey.generate()
    fake = HostKey.generate()
    assert fingerprint(real.public) != fingerprint(fake.public)
    fake_host, port, hosted = quick_host(tmp_path / "g.sqlite", [SeatPlan(NETWORK)] * 2, key=fake)
    connection = Connection(LOOPBACK, port, CODE, timeout=PATIENCE)
    assert connection.fingerprint == fake.fingerprint != real.fingerprint
    connection.close()
    # The fake host shows the real key but cannot sign with it.
    client = ClientHandshake(CODE)
    answer, _ = HostHandshake(CODE, fake).answer(client.hello())
    with pytest.raises(ProtocolError) as refused:
        client.finish({**answer, "key": base64.b64encode(real.public).decode()})
    assert refused.value.reason is NetReason.BAD_HANDSHAKE
    fake_host.stop()
    hosted.result(timeout=PATIENCE)


def test_the_host_key_is_kept_in_its_data_folder_for_its_owner_only(tmp_path: Path) -> None:
    key = HostKey.load_or_create(tmp_path)
    assert HostKey.load_or_create(tmp_path).public == key.public
    assert (tmp_path / "host_key.pem").stat().st_mode & 0o077 == 0
    assert len(key.fingerprint) == 9 and key.fingerprint[4] == "-"


def test_a_remembered_host_with_another_key_is_said(tmp_path: Path) -> None:
    remembered = Remembered(tmp_path)
    one, two = HostKey.generate().public, HostKey.generate().public
    assert remembered.host_status("10.0.0.2", 5050, one) == NEW
    remembered.know_host("10.0.0.2", 5050, one)
    again = Remembered(tmp_path)
    assert again.host_status("10.0.0.2", 5050, one) == KNOWN
    assert again.host_status("10.0.0.2", 5050, two) == CHANGED
    seat = RememberedSeat("t1", "10.0.0.2", 5050, base64.b64encode(one).decode(), "Ala",
                          "KAT234", "s" * 32, "puzzle", "gra3", 2, 0)  # fmt: skip
    again.keep_seat(seat)
    assert Remembered(tmp_path).seats() == [seat]
    assert (tmp_path / "network.json").stat().st_mode & 0o077 == 0
    (tmp_path / "network.json").write_text('{"v": 1, "seats": [7, {"table": 1}], "hosts": []}')
    assert Remembered(tmp_path).seats() == []


# -- 6. a save that fails is said, retried, and the game goes on ------------------------------
def test_a_failed_save_keeps_everyone_connected_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Point 6: the store refuses every write for a while (a full disk): a player's action is
    refused with ``not_saved`` (still connected), everyone is told ``save_failed``; the host's
    computer, whose move could not be saved, plays it once saving works again (``saved``),
    and the game is played to its end."""
    path = tmp_path / "g.sqlite"
    full = threading.Event()
    #: The disk is full when the host's computer (seat 1) saves its move.
    full_for_computer = threading.Event()
    append = GameStore.append_moves

    def append_moves(store: GameStore, game_id: int, moves: Any, **kwargs: Any) -> None:
        computer = any(move.player == 1 for move in moves)
        if full.is_set() or (full_for_computer.is_set() and computer):
            raise StoreError(store.path, "database or disk is full")
        append(store, game_id, moves, **kwargs)

    monkeypatch.setattr(GameStore, "append_moves", append_moves)
    monkeypatch.setattr("engines.net.host.RETRY_SECONDS", 0.2)
    setup = Setup("crossword", "jawa", 2, seed=5)
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    host, port, hosted = serve(
        path, lambda store: Host(store, plans, setup=setup, code=CODE, limits=OPEN)
    )
    ala = RawSeat(port, "Ala")
    first = ala.view()
    if 0 not in first["to_act"]:  # the computer began: let it move first
        first = ala.my_turn()
    full.set()
    moves = host.moves_played
    ala.act({"type": "Pass"})
    answers = []
    for message in ala.messages():
        answers.append(message)
        if message["type"] == "rejected":
            break
    assert {"type": "notice", "reason": "save_failed"}.items() <= answers[0].items()
    assert answers[-1]["reason"] == Reason.NOT_SAVED.value
    assert host.moves_played == moves and host.away() == []
    ala.act({"type": "Pass"})  # the player tries again: refused again, still connected
    assert next(m for m in ala.messages() if m["type"] == "rejected")["reason"] == "not_saved"
    full.clear()
    ala.act({"type": "Pass"})
    notices = []
    for message in ala.messages():
        if message["type"] == "notice":
            notices.append(message["reason"])
        if message["type"] == "view" and message["done"] == ala.sent:
            break
    assert "saved" in notices
    wait_until(lambda: host.moves_played >= moves + 2)  # hers, and the computer's reply
    ala.my_turn()
    full_for_computer.set()  # the computer's next move meets a full disk
    ala.act({"type": "Pass"})
    wait_until(lambda: host.save_trouble is not None)
    time.sleep(0.5)  # it tries again meanwhile, in vain
    stuck = host.moves_played
    assert host.game.to_act(host.state) == {1}
    full_for_computer.clear()
    wait_until(lambda: host.moves_played > stuck)  # the computer went on by itself
    ala.close()
    host.stop()
    hosted.result(timeout=PATIENCE)


def test_a_time_up_that_cannot_be_saved_is_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = [0.0]
    full = threading.Event()
    append = GameStore.append_moves

    def append_moves(store: GameStore, *args: Any, **kwargs: Any) -> None:
        if full.is_set():
            raise StoreError(store.path, "database or disk is full")
        append(store, *args, **kwargs)

    monkeypatch.setattr(GameStore, "append_moves", append_moves)
    monkeypatch.setattr("engines.net.host.RETRY_SECONDS", 0.2)
    setup = Setup("crossword", "jawa", 2, seed=3, options={"clock": "per_move", "move_seconds": 30})
    host, port, hosted = serve(
        tmp_path / "g.sqlite",
        lambda store: Host(store, [SeatPlan(NETWORK)] * 2, setup=setup, code=CODE,
                           clock=lambda: now[0], limits=OPEN),
    )  # fmt: skip
    seats = [RawSeat(port, name) for name in ("Ala", "Ola")]
    wait_until(lambda: host.game_id is not None)
    full.set()
    now[0] = 31
    wait_until(lambda: host.save_trouble is not None)
    seats[0].close()  # a player leaving while the disk is full: no exception escapes
    wait_until(lambda: len(host.away()) == 1)
    assert host.moves_played == 0
    full.clear()
    wait_until(lambda: host.moves_played >= 2)  # the time used and the TimeUp, saved at last
    seats[1].close()
    host.stop()
    hosted.result(timeout=PATIENCE)


def test_a_second_host_for_the_same_game_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite"
    host, port, hosted = quick_host(path, [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")])
    ala = RawSeat(port, "Ala")
    wait_until(lambda: host.game_id is not None)
    game_id = host.game_id
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    with pytest.raises(HostedElsewhere):
        serve(path, lambda store: Host(store, plans, resume=game_id, code=CODE))
    done = subprocess.run(
        engines_command("net", "host", "--resume", str(game_id), "--port", "0", "--bind",
                        LOOPBACK, "--store", str(path)),
        cwd=ROOT, capture_output=True, text=True, timeout=PATIENCE,
    )  # fmt: skip
    assert done.returncode == 2 and "hosted already" in done.stderr
    ala.close()
    host.stop()
    assert hosted.result(timeout=PATIENCE) == game_id
    again, _port, rehosted = serve(
        path, lambda store: Host(store, plans, resume=game_id, code=CODE)
    )
    again.stop()  # once the first host stopped, it may be hosted again
    assert rehosted.result(timeout=PATIENCE) == game_id


# -- 7. text from the wire ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        {"type": "join", "name": "Ala\ud800", "kind": "human"},
        {"type": "join", "name": "Ala", "kind": "human", "secret": "\udfff"},
        {"type": "join", "name": "Ala", "kind": "human", "\ud800": 1},
        {"type": "join", "name": "A\u202eB", "kind": "human"},
    ],
)
def test_a_lone_surrogate_or_control_character_is_refused_with_a_reason(
    waiting: tuple[Host, int], message: dict[str, Any]
) -> None:
    """Point 7: a lone surrogate (valid JSON) in any string of a message: refused with a typed
    reason, sealed (the host encodes its reply), never a dropped connection."""
    host, port = waiting
    answers = talk(port, [message])
    assert answers[-1]["type"] == "error"
    assert answers[-1]["reason"] in ("bad_text", "bad_message")
    assert host.away() == [0, 1]


def test_a_surrogate_in_an_action_is_refused_and_the_host_serves_on(tmp_path: Path) -> None:
    host, port, hosted = quick_host(
        tmp_path / "g.sqlite", [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    )
    ala = RawSeat(port, "Ala")
    ala.act({"type": "SubmitWord", "word": "k\ud800t"})
    error = next(m for m in ala.messages() if m["type"] == "error")
    assert error["reason"] == "bad_text"
    again = RawSeat(port, "Ala", ala.secret)
    assert again.seat == ala.seat
    again.close()
    host.stop()
    hosted.result(timeout=PATIENCE)


def test_a_surrogate_in_the_code_or_the_hello_is_a_wrong_guess_or_bad_text(
    waiting: tuple[Host, int],
) -> None:
    _host, port = waiting
    answers = talk(port, [{"type": "join", "name": "Ala", "kind": "human"}], code="\ud800KAT23")
    assert answers[-1]["reason"] == "bad_code"
    hello = b'{"v": 3, "type": "hello", "spake": "\\ud800"}\n'
    assert exchange(port, hello)[-1]["reason"] == "bad_text"
    assert json_text_problem({"a": ["b", {"\ud800": 1}]}) == (TextReason.SURROGATE, 0xD800)


def test_an_old_client_is_told_to_update_the_app(waiting: tuple[Host, int]) -> None:
    """Protocol 2's join, as an older app sends it: answered in words it reads."""
    _host, port = waiting
    old = json.dumps({"v": 2, "type": "join", "name": "Ala", "code": CODE, "kind": "human"})
    (answer,) = exchange(port, old.encode() + b"\n")
    assert answer == {"v": 2, "type": "error", "reason": "bad_version",
                      "detail": answer["detail"]}  # fmt: skip
    assert "update" in answer["detail"]
    with pytest.raises(JoinRefused, match="update the app"):
        answer_of(json.dumps(answer).encode() + b"\n")  # a new client at an old host


# -- fuzzing: the handshake and every message ---------------------------------------------------
@pytest.fixture(scope="module")
def waiting(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Host, int]]:
    """A host waiting for its players, for messages from strangers."""
    path = tmp_path_factory.mktemp("net") / "games.sqlite"
    setup = Setup("puzzle", "gra3", 2, 3)
    host, port, hosted = serve(
        path,
        lambda store: Host(store, [SeatPlan(NETWORK)] * 2, setup=setup, code=CODE, limits=OPEN),
    )
    yield host, port
    host.stop()
    assert hosted.result(timeout=PATIENCE) is None


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
b64 = st.binary(max_size=80).map(lambda b: base64.b64encode(b).decode())
hellos = st.fixed_dictionaries(
    {"v": st.sampled_from([VERSION, VERSION, 2, 4, "3"]),
     "type": st.sampled_from(["hello", "join", ""])},
    optional={"spake": b64 | json_values, "key": b64, "sig": b64, "extra": json_values},
)  # fmt: skip
SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@SETTINGS
@given(hello=hellos)
def test_fuzzed_hellos_are_refused_with_a_reason(waiting: tuple[Host, int], hello: Any) -> None:
    host, port = waiting
    line = json.dumps(hello).encode() + b"\n"
    answers = exchange(port, line)
    assert answers, "the host closed without a word"
    assert answers[-1]["type"] in ("error", "hello")
    if answers[-1]["type"] == "error":
        assert answers[-1]["reason"] in REASONS
    assert host.away() == [0, 1]


@SETTINGS
@given(answer=hellos)
def test_a_client_refuses_any_answer_but_the_hosts_hello(answer: Any) -> None:
    client = ClientHandshake(CODE)
    line = json.dumps(answer).encode() + b"\n"
    with pytest.raises((ProtocolError, JoinRefused)):
        client.finish(answer_of(line))


client_messages = st.fixed_dictionaries(
    {"type": st.sampled_from(["join", "action", "bye", "view", "hello", "welcome"])},
    optional={"name": json_values | st.sampled_from(["Ala", "Ola"]), "kind": json_values
              | st.just("human"), "level": json_values, "secret": json_values, "id": json_values
              | st.integers(0, 5), "action": json_values | st.just({"type": "Pass"}),
              "v": st.sampled_from([VERSION, 2, None]), "extra": json_values},
)  # fmt: skip


@SETTINGS
@given(first=client_messages, then=st.lists(client_messages, max_size=3))
def test_fuzzed_sealed_messages_get_a_typed_reason_or_their_answer(
    waiting: tuple[Host, int], first: dict[str, Any], then: list[dict[str, Any]]
) -> None:
    """Every message type with fields of every shape, sealed after a right handshake: the host
    answers each with what it asks (a welcome, a view, a refusal) or closes with a typed
    reason, never seats a second client, and serves on."""
    host, port = waiting
    answers = talk(port, [first, *then, {"type": "bye"}])
    for answer in answers:
        assert answer["type"] in ("welcome", "view", "rejected", "error", "notice")
        if answer["type"] == "error":
            assert answer["reason"] in REASONS
    wait_until(lambda: host.away() == [0, 1])


@SETTINGS
@given(frames=st.lists(st.binary(max_size=64), min_size=1, max_size=3))
def test_fuzzed_frames_never_open(waiting: tuple[Host, int], frames: list[bytes]) -> None:
    """Random bytes after the handshake (a first frame sealed with no key): a wrong guess."""
    host, port = waiting
    connection = Connection(LOOPBACK, port, CODE, timeout=PATIENCE)
    with contextlib.suppress(OSError):
        for frame in frames:
            connection.socket.sendall(len(frame).to_bytes(4, "big") + frame)
    with pytest.raises((JoinRefused, ProtocolError)):
        while connection.receive() is not None:
            pass
        raise ProtocolError(NetReason.MALFORMED, "closed without a word")
    connection.close()
    assert host.away() == [0, 1]


@SETTINGS
@given(data=st.binary(max_size=200))
def test_a_client_reads_only_whole_sealed_frames(data: bytes) -> None:
    client = ClientHandshake(CODE)
    answer, host_channel = HostHandshake(CODE, HostKey.generate()).answer(client.hello())
    channel, _key = client.finish(answer)
    with contextlib.suppress(ProtocolError):
        messages, rest = channel.unframe(data, MAX_CLIENT_LINE)
        assert messages == [] and len(rest) <= len(data)
    sealed = host_channel.seal({"type": "view", "x": 1})
    assert channel.unframe(sealed, MAX_CLIENT_LINE)[0] == [{"v": VERSION, "type": "view", "x": 1}]
    with pytest.raises(ProtocolError):  # the same frame again: replayed, it does not open
        channel.unframe(sealed, MAX_CLIENT_LINE)


@given(message=client_messages)
def test_client_messages_parse_or_are_refused_with_a_reason(message: dict[str, Any]) -> None:
    with contextlib.suppress(ProtocolError):
        client_message({"v": VERSION, **message})


@given(value=json_values | st.text(alphabet=st.characters(codec=None), max_size=30))
def test_the_quick_text_check_finds_what_the_walk_finds(value: Any) -> None:
    """``json_text_problem`` with the message's text searches it instead of walking every
    string: it must find a problem exactly when the walk does, whichever way it is written."""
    walked = json_text_problem(value)
    for ensure_ascii in (False, True):
        text = json.dumps({"x": value}, ensure_ascii=ensure_ascii)
        assert (json_text_problem({"x": value}, text) is None) == (walked is None)


def test_the_wire_text_check_is_the_one_of_text_input() -> None:
    with pytest.raises(ProtocolError) as refused:
        loads(json.dumps({"v": VERSION, "type": "bye", "x": "a\x1bb"}).encode(), 1000)
    assert refused.value.reason is NetReason.BAD_TEXT
    assert Channel is not None and sys is not None
