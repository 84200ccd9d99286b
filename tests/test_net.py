"""Games over the network (engines.net), on the loopback address only: every rule set played to
the end by computer clients, a client killed and rejoining, the host killed and resumed from its
store, a client that finds nothing hidden of others in what it is told, and the host's protocol
fuzzed."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import queue
import random
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core import SYSTEM, PlayerId, Reason, Setup, TimeUp
from engines.crossword import CrosswordGame
from engines.crossword.actions import RequestHint
from engines.crossword.state import CrosswordState
from engines.game_clock import TimeUsed
from engines.net.client import Connection, Finished, JoinRefused, SeatMemory, play
from engines.net.clocks import stamped
from engines.net.codec import CodecError, decode, encode
from engines.net.discovery import (
    MAX_DATAGRAM,
    HostedGame,
    announcement,
    parse_announcement,
)
from engines.net.host import (
    COMPUTER,
    NETWORK,
    Host,
    HostingRecord,
    SeatPlan,
    serve_in_thread,
)
from engines.net.protocol import (
    MAX_CLIENT_LINE,
    VERSION,
    ClockReading,
    NetReason,
    ProtocolError,
    clock_reading,
    thinking_seats,
)
from engines.puzzle.gra2 import PutTile
from engines.records.record import Move, replay, start
from engines.records.store import GameStore
from engines.registry import all_games, get_game
from engines.seven_words.round_end import GRACE_MS
from engines.seven_words.state import SevenWordsState, SubmitWord, WordStatus
from engines.slowka.actions import Accept, Challenge, Place
from engines.slowka.movegen import generate
from engines.slowka.rules import context as slowka_context
from engines.slowka.state import CHALLENGED_OFF, PLACED, SlowkaState
from engines.tile_turns import Pass

LOOPBACK = "127.0.0.1"
CODE = "KAT234"
FP = "4FK2-9XQM"
ROOT = Path(__file__).resolve().parent.parent
#: How long a test waits for something that takes a second or two (a failure, not a figure).
PATIENCE = 20


def serve(path: Path, make: Callable[[GameStore], Host]) -> tuple[Host, int, Future[int | None]]:
    """Run a host in a thread on loopback: the host, its port, and its result."""
    hosting = serve_in_thread(path, make, LOOPBACK)
    return hosting.host, hosting.port, hosting.result


def wait_until(condition: Callable[[], bool]) -> None:
    """Wait for ``condition`` (a failure after PATIENCE seconds: no figure is measured)."""
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.01)


def join_in_thread(port: int, name: str, level: str = "easy", **kwargs: Any) -> Future[Finished]:
    result: Future[Finished] = Future()

    def run() -> None:
        try:
            rng = random.Random(name)  # the same game each run
            result.set_result(play(LOOPBACK, port, name, CODE, level, rng=rng, **kwargs))
        except BaseException as error:  # handed to the test
            result.set_exception(error)

    threading.Thread(target=run, daemon=True).start()
    return result


class RawSeat:
    """A person's seat spoken to in the protocol itself (the handshake done with ``code``): the
    test decides when it acts. It keeps the secret its seat was given (``secret``: join again
    with it)."""

    def __init__(self, port: int, name: str, secret: str | None = None, code: str = CODE) -> None:
        self.connection = Connection(LOOPBACK, port, code, timeout=PATIENCE)
        self.sent = 0
        join: dict[str, Any] = {"type": "join", "name": name, "kind": "human"}
        if secret is not None:
            join["secret"] = secret
        self.connection.send(join)
        welcome = self.receive()
        assert welcome is not None and welcome["type"] == "welcome", welcome
        self.seat = welcome["seat"]
        self.secret = welcome["secret"] or secret

    def send(self, message: dict[str, Any]) -> None:
        self.connection.send(message)

    def receive(self) -> dict[str, Any] | None:
        return self.connection.receive()

    def messages(self) -> Iterator[dict[str, Any]]:
        """Every message until the host closes the connection."""
        while (message := self.receive()) is not None:
            yield message

    def view(self, condition: Callable[[dict[str, Any]], bool] = lambda _: True) -> dict[str, Any]:
        """The next view that meets ``condition`` (an ``over`` raises)."""
        for message in self.messages():
            assert message["type"] not in ("over", "error", "rejected"), message
            if message["type"] == "view" and message["started"] and condition(message):
                return message
        raise AssertionError("the host closed the connection")

    def my_turn(self) -> dict[str, Any]:
        """The view in which this seat is to act, the host having dealt with its last action."""
        return self.view(lambda m: m["seat"] in m["to_act"] and m["done"] == (self.sent or None))

    def act(self, action: dict[str, Any]) -> None:
        self.sent += 1
        self.send({"type": "action", "id": self.sent, "action": action})

    def close(self) -> None:
        self.connection.close()


def talk(port: int, messages: list[dict[str, Any]], code: str = CODE) -> list[dict[str, Any]]:
    """A fresh connection that proves ``code`` and sends ``messages``: every message the host
    answers until it closes (a refusal in clear as an ``error``)."""
    answers: list[dict[str, Any]] = []
    try:
        connection = Connection(LOOPBACK, port, code, timeout=PATIENCE)
    except JoinRefused as refused:
        return [{"v": VERSION, "type": "error", "reason": refused.reason}]
    try:
        for message in messages:
            connection.send(message)
        while (answer := connection.receive()) is not None:
            answers.append(answer)
    except JoinRefused as refused:
        answers.append({"v": VERSION, "type": "error", "reason": refused.reason})
    except (BrokenPipeError, ConnectionResetError):
        pass  # closed meanwhile
    finally:
        connection.close()
    return answers


def ticked(host: Host) -> None:
    """Wait until the host has looked at its clocks (twice: once after now)."""
    seen = host.ticks
    wait_until(lambda: host.ticks >= seen + 2)


def engines_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "engines", *args]


def spawn(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        engines_command(*args),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def listening_port(process: subprocess.Popen[str]) -> int:
    """The port a ``net host`` process says it listens on (its stderr)."""
    assert process.stderr is not None
    for line in process.stderr:
        if line.startswith("listening on "):
            return int(line.rsplit(":", 1)[1])
    raise AssertionError(f"the host did not listen: {process.wait()}")


class Gate:
    """A client's ``on_message`` that holds the client whenever its seat is to act, until the
    test lets it go: the test decides when the game moves on."""

    def __init__(self) -> None:
        self.arrived: queue.Queue[int] = queue.Queue()
        self.go: queue.Queue[bool] = queue.Queue()
        self.open = False
        #: Actions the client has sent (one per release): views before the host dealt with
        #: the last one are old news, the client does not act on them.
        self.sent = 0

    def __call__(self, message: dict[str, Any]) -> None:
        if self.open or message["type"] != "view" or not message["started"]:
            return
        if message["seat"] in message["to_act"] and message["done"] == (self.sent or None):
            self.arrived.put(message["moves"])
            self.go.get(timeout=PATIENCE)

    def wait_turn(self) -> int:
        """The number of moves played when the held client was next to act."""
        return self.arrived.get(timeout=PATIENCE)

    def release(self, for_good: bool = False) -> None:
        self.open = self.open or for_good
        self.sent += 1
        self.go.put(True)


def rule_sets() -> list[tuple[str, str]]:
    return [(g.info.id, r.id) for g in all_games() for r in g.info.rule_sets]


# -- every game --------------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "rules"), rule_sets())
def test_every_game_is_played_to_the_end_by_network_clients(
    tmp_path: Path, game_id: str, rules: str
) -> None:
    """Two computer clients over loopback play a whole game; the host saves it exactly as a
    local game: finished, with the clients' names, and its actions replay to the end."""
    path = tmp_path / "games.sqlite"
    setup = Setup(game_id, rules, 2, seed=11)
    _, port, hosted = serve(
        path, lambda store: Host(store, [SeatPlan(NETWORK)] * 2, setup=setup, code=CODE)
    )
    clients = [join_in_thread(port, name) for name in ("Ala", "Ola")]
    finished = [client.result(timeout=PATIENCE) for client in clients]
    game_id_saved = hosted.result(timeout=PATIENCE)
    with GameStore(path) as store:
        (saved,) = store.finished()
        assert saved.id == game_id_saved == finished[0].game_id == finished[1].game_id
        assert sorted(seat.name for seat in saved.seats) == ["Ala", "Ola"]
        game, _ = start(saved.setup)
        state = replay(saved.setup, store.moves(saved.id, game))
        assert game.is_over(state)
        assert saved.scores == game.scores(state)
        assert {f.seat for f in finished} == {0, 1}
    with pytest.raises(OSError):  # nothing listens once the game is over
        socket.create_connection((LOOPBACK, port), timeout=5).close()


# -- hidden information ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game_id", "rules"),
    [("crossword", "jawa"), ("seven_words", "standard"), ("slowka", "standard")],
)
def test_a_client_is_told_nothing_hidden_of_the_others(
    tmp_path: Path, game_id: str, rules: str
) -> None:
    """A client that keeps every message finds in each view exactly its own seat's view of
    the game at that move — no other rack, no word still being written, no seed."""
    heard: list[dict[str, Any]] = []
    texts: list[str] = []

    def snoop(message: dict[str, Any]) -> None:
        heard.append(message)
        texts.append(json.dumps(message, ensure_ascii=False))

    seed = 8_274_619_305_117
    path = tmp_path / "games.sqlite"
    setup = Setup(game_id, rules, 3, seed=seed)
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy"), SeatPlan(COMPUTER, "easy")]
    _, port, hosted = serve(path, lambda store: Host(store, plans, setup=setup, code=CODE))
    join_in_thread(port, "Szpieg", on_message=snoop).result(timeout=PATIENCE)
    saved_id = hosted.result(timeout=PATIENCE)
    with GameStore(path) as store:
        game, _ = start(setup)
        moves = store.moves(saved_id, game)

    assert not any(str(seed) in text for text in texts)
    views = [m for m in heard if m["type"] == "view"]
    assert views and {m["seat"] for m in views} == {0}
    envelope = {"v", "type", "seat", "moves", "started", "to_act", "optional", "away", "seats"}
    envelope |= {"done", "view", "public", "clock"}
    for message in views:
        assert set(message) == envelope
        state = replay(setup, moves[: message["moves"]])
        assert message["view"] == encode(game.view(state, PlayerId(0)))
        assert message["public"] == encode(game.view(state, None))
        seen = decode(message["view"])
        text = json.dumps(message["view"], ensure_ascii=False)
        if isinstance(state, CrosswordState | SlowkaState):
            assert seen.rack == state.racks[0].tiles
            assert decode(message["public"]).rack is None
        else:  # 7 słów: "everyone writes secretly" — no other word before the reveal
            assert isinstance(state, SevenWordsState)
            for other in (1, 2):
                submitted = state.submissions[other] if state.phase.value == "writing" else None
                mine = state.submissions[0]
                if submitted and submitted.word and not (mine and mine.word == submitted.word):
                    assert f'"{submitted.word}"' not in text


# -- a client killed -------------------------------------------------------------------------
def test_a_killed_client_rejoins_with_its_seat_file_and_plays_on(tmp_path: Path) -> None:
    """kill -9 of a client mid-game: its seat waits (nobody plays for it); an intruder who knows
    the code and the name is refused (issue #36, point 1), the client run again with its seat
    file joins again, gets its view back and the game is played to the end."""
    path = tmp_path / "games.sqlite"
    setup = Setup("crossword", "jawa", 2, seed=5)
    host, port, hosted = serve(
        path, lambda store: Host(store, [SeatPlan(NETWORK)] * 2, setup=setup, code=CODE)
    )
    address = f"{LOOPBACK}:{port}"
    seat_file = tmp_path / "ala.seat"
    joining = ("net", "join", address, "--code", CODE, "--level", "easy")
    killed = spawn(*joining, "--name", "Ala", "--seat-file", str(seat_file))
    gate = Gate()
    ola = join_in_thread(port, "Ola", on_message=gate)
    moves = gate.wait_turn()
    if moves == 0:  # Ola began: one move, so that Ala has moved before she is killed
        gate.release()
        moves = gate.wait_turn()
    killed.send_signal(signal.SIGKILL)
    killed.wait(timeout=PATIENCE)
    wait_until(lambda: bool(host.away()))
    (ala_seat,) = host.away()
    gate.release(for_good=True)  # Ola moves; now it is Ala's turn, and her seat waits
    wait_until(lambda: host.moves_played > moves)
    assert host.moves_played == moves + 1
    assert host.away() == [ala_seat]
    intruder = spawn(*joining, "--name", "Ala")
    _, err = intruder.communicate(timeout=PATIENCE)
    assert intruder.returncode == 1 and "seat_taken" in err
    assert host.away() == [ala_seat]
    back = spawn(*joining, "--name", "Ala", "--seat-file", str(seat_file))
    out, err = back.communicate(timeout=PATIENCE)
    assert back.returncode == 0, err
    saved_id = hosted.result(timeout=PATIENCE)
    assert out.startswith(f"game {saved_id}: seat {ala_seat + 1},")
    assert ola.result(timeout=PATIENCE).game_id == saved_id
    with GameStore(path) as store:
        (saved,) = store.finished()
    assert saved.seats[ala_seat].name == "Ala"


# -- the host killed -------------------------------------------------------------------------
def test_a_killed_host_resumes_from_its_store_and_the_clients_come_back(tmp_path: Path) -> None:
    """kill -9 of the host mid-game: the game is in its store; ``net host --resume`` goes on
    from there on the same port and code (the code and seats as recorded with the game: not
    given again), the clients join again and the game ends."""
    path = tmp_path / "games.sqlite"
    common = ("--port", "0", "--bind", LOOPBACK, "--store", str(path), "--code", CODE)
    first = spawn("net", "host", "--game", "crossword", "--rules", "wordsmith", "--players", "2",
                  "--seed", "9", *common)  # fmt: skip
    port = listening_port(first)
    address = f"{LOOPBACK}:{port}"
    ala = spawn("net", "join", address, "--name", "Ala", "--code", CODE, "--level", "easy")
    gate = Gate()
    ola = join_in_thread(port, "Ola", on_message=gate)
    moves = gate.wait_turn()
    if moves == 0:
        gate.release()
        moves = gate.wait_turn()
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=PATIENCE)
    with GameStore(path) as store:
        (saved,) = store.unfinished()
        assert saved.moves_count == moves >= 1
        # How it was hosted is kept with the game: the code is not given again below.
        recorded = store.hosting(saved.id)
    assert recorded is not None
    record = HostingRecord.from_json(recorded)
    assert (record.code, record.port, record.bind) == (CODE, port, LOOPBACK)
    assert record.plans == (SeatPlan(NETWORK), SeatPlan(NETWORK)) and record.takeover is None
    gate.release(for_good=True)  # Ola's move meets a dead host; she joins again
    resumed_args = ("--port", str(port), "--bind", LOOPBACK, "--store", str(path))
    second = spawn("net", "host", "--resume", str(saved.id), *resumed_args)
    out, err = second.communicate(timeout=PATIENCE)
    assert second.returncode == 0, err
    assert out.strip() == str(saved.id)
    _, ala_err = ala.communicate(timeout=PATIENCE)
    assert ala.returncode == 0, ala_err
    assert ola.result(timeout=PATIENCE).game_id == saved.id
    with GameStore(path) as store:
        (done,) = store.finished()
        assert done.id == saved.id and done.moves_count > moves


# -- the protocol ----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def waiting_host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Host, int]]:
    """A host waiting for its players (its game not begun), for messages from strangers."""
    path = tmp_path_factory.mktemp("net") / "games.sqlite"
    setup = Setup("puzzle", "gra3", 2, 3)
    host, port, hosted = serve(
        path, lambda store: Host(store, [SeatPlan(NETWORK)] * 2, setup=setup, code=CODE)
    )
    yield host, port
    host.stop()
    assert hosted.result(timeout=PATIENCE) is None  # stopped before it had a game


def exchange(port: int, data: bytes) -> list[dict[str, Any]]:
    """Send ``data`` on a fresh connection; every message the host answers until it closes."""
    with socket.create_connection((LOOPBACK, port), timeout=PATIENCE) as connection:
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # closed meanwhile
            connection.sendall(data)
        received = b""
        while True:
            try:
                chunk = connection.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            received += chunk
    return [json.loads(line) for line in received.splitlines() if line.strip()]


def assert_closed_with_reason(answers: list[dict[str, Any]]) -> None:
    assert answers, "the host closed without a word"
    last = answers[-1]
    assert last["v"] == VERSION and last["type"] == "error"
    assert last["reason"] in {reason.value for reason in NetReason}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
near_messages = st.fixed_dictionaries(
    {"v": st.sampled_from([VERSION, VERSION + 1, "1", None]), "type": st.sampled_from(
        ["join", "action", "bye", "view", "hello", ""])},
    optional={"name": json_values, "code": json_values, "kind": json_values, "level": json_values,
              "id": json_values, "action": json_values, "extra": json_values},
)  # fmt: skip
hostile_lines = st.one_of(
    st.binary(max_size=200).map(lambda b: b.replace(b"\n", b"") + b"\n"),
    json_values.map(lambda v: json.dumps(v).encode() + b"\n"),
    near_messages.map(lambda m: json.dumps(m).encode() + b"\n"),
    st.integers(1, 5).map(lambda n: b'{"v": 1, "type": "join", "name": "' + b"x" * MAX_CLIENT_LINE * n),  # noqa: E501
)  # fmt: skip


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(line=hostile_lines)
def test_fuzzed_messages_close_their_connection_with_a_reason(
    waiting_host: tuple[Host, int], line: bytes
) -> None:
    """Whatever a stranger sends (garbage, other versions, damaged or oversized messages,
    guessed codes), the host answers with a typed reason and closes that connection; it never
    gives the stranger a seat."""
    host, port = waiting_host
    assert_closed_with_reason(exchange(port, line))
    assert host.away() == [0, 1]  # the stranger got no seat


def test_a_hostile_player_is_closed_and_the_game_goes_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A seated client that sends damaged actions loses its connection (the reason logged) and
    the game is unchanged; an action the rules refuse is only refused; the player joins again
    and the game is played to the end."""
    caplog.set_level(logging.INFO, logger="engines.net")
    path = tmp_path / "games.sqlite"
    setup = Setup("puzzle", "gra3", 2, seed=4)
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    host, port, hosted = serve(path, lambda store: Host(store, plans, setup=setup, code=CODE))
    ala: list[str] = []  # her seat's secret, once she has one

    def seated(*messages: dict[str, Any]) -> list[dict[str, Any]]:
        join = {"type": "join", "name": "Ala", "kind": "human"}
        answers = talk(port, [{**join, **({"secret": ala[0]} if ala else {})}, *messages])
        if not ala:
            ala.append(answers[0]["secret"])
        return answers

    word = {"type": "SubmitWord", "word": "zzzzzz"}
    answers = seated({"type": "action", "id": 1, "action": word}, {"type": "bye"})
    kinds = [a["type"] for a in answers]
    assert kinds[0] == "welcome" and "rejected" in kinds and kinds[-1] == "view"
    refused = next(a for a in answers if a["type"] == "rejected")
    assert refused["id"] == 1 and refused["reason"] in {reason.value for reason in Reason}

    for damaged in (
        {"type": "SubmitWord", "word": 7},
        {"type": "Place", "word": "kot"},
        {"type": "SubmitWord", "word": "kot", "extra": 1},
        [1, 2],
    ):
        answers = seated({"type": "action", "id": 2, "action": damaged})
        assert answers[-1]["type"] == "error"
        assert answers[-1]["reason"] in ("bad_action", "bad_message")
    answers = seated({"type": "join", "name": "Ala", "kind": "human"})
    assert answers[-1]["reason"] == "unexpected"
    assert any("closing: bad_action" in r.getMessage()
               for r in caplog.records)  # fmt: skip
    assert host.game_id is not None
    with GameStore(path) as store:  # the game goes on: nothing of Ala's was played
        assert all(move.player != 0 for move in store.moves(host.game_id, start(setup)[0]))

    ola = {"type": "join", "name": "Ola", "kind": "human"}
    assert talk(port, [ola])[-1]["reason"] == "no_free_seat"
    wrong = talk(port, [{"type": "join", "name": "Ala", "kind": "human"}], code="ZLYZLY")
    assert wrong[-1]["reason"] == "bad_code"
    with pytest.raises(JoinRefused):
        play(LOOPBACK, port, "Ala", "ZLYZLY", "easy", wait=5)

    memory = SeatMemory(secret=ala[0])
    finished = join_in_thread(port, "Ala", seat=memory).result(timeout=PATIENCE)
    assert finished.game_id == hosted.result(timeout=PATIENCE)


@pytest.mark.parametrize("option", ["computers", "always"])
def test_a_take_back_among_people_is_refused_over_the_network(tmp_path: Path, option: str) -> None:
    """The engine knows only the take-back option; the host knows who is a person. Against
    another person a take-back needs their agreement, which the protocol cannot ask: refused
    with the typed reason before the engine sees it (it would have said "nothing to take back")."""
    setup = Setup("puzzle", "gra1", 2, seed=4, options={"take_backs": option})
    plans = [SeatPlan(NETWORK), SeatPlan(NETWORK)]
    _host, port, _hosted = serve(
        tmp_path / "games.sqlite", lambda store: Host(store, plans, setup=setup, code=CODE)
    )
    ola = RawSeat(port, "Ola")
    join = {"type": "join", "name": "Ala", "kind": "human"}
    take_back = {"type": "action", "id": 1, "action": {"type": "TakeBack"}}
    answers = talk(port, [join, take_back, {"type": "bye"}])
    ola.close()
    refused = next(a for a in answers if a["type"] == "rejected")
    assert refused["id"] == 1 and refused["reason"] == Reason.TAKE_BACK_NOT_ALLOWED.value


def test_a_hint_is_searched_off_the_hosts_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crossword hint searches for a second or more (two blanks): the host works a client's
    action out off its loop, as its computers' choices, so the others are served meanwhile;
    a view sent meanwhile is no answer to it (``done`` stays), the one with the hint is."""
    searching, found = threading.Event(), threading.Event()
    apply = CrosswordGame.apply

    def slow_apply(game: CrosswordGame, state: Any, player: PlayerId, action: Any) -> Any:
        if isinstance(action, RequestHint):
            searching.set()
            assert found.wait(PATIENCE)
        return apply(game, state, player, action)

    monkeypatch.setattr(CrosswordGame, "apply", slow_apply)
    setup = Setup("crossword", "wordsmith", 2, seed=5)  # wordsmith: the first seat starts
    _host, port, hosted = serve(
        tmp_path / "games.sqlite",
        lambda store: Host(store, [SeatPlan(NETWORK)] * 2, setup=setup, code=CODE),
    )

    ala = RawSeat(port, "Ala")
    ola = RawSeat(port, "Ola")
    try:
        assert ala.view()["to_act"] == [0]
        ala.act(RequestHint().to_json())
        assert searching.wait(PATIENCE)
        # While the search runs: a stranger is answered, and Ola leaving is told to Ala.
        answers = talk(port, [{"type": "join", "name": "Ela", "kind": "human"}], code="ZLYZLY")
        assert answers[-1]["reason"] == "bad_code"
        ola.close()
        meanwhile = ala.view()
        assert meanwhile["away"] == [1] and meanwhile["done"] is None
        assert decode(meanwhile["view"]).proposal is None
    finally:
        found.set()
    answer = ala.view()
    assert answer["done"] == 1 and decode(answer["view"]).proposal is not None
    ala.close()
    _host.stop()
    assert hosted.result(timeout=PATIENCE) is not None


def test_the_command_line_hosts_and_joins(tmp_path: Path) -> None:
    """``net host`` waits for its players, plays, saves, prints the game's id and exits 0;
    ``net join`` plays its seat to the end and exits 0; bad arguments are one line, status 2."""
    path = tmp_path / "games.sqlite"
    host = spawn("net", "host", "--game", "puzzle", "--rules", "gra1", "--players", "3", "--port",
                 "0", "--bind", LOOPBACK, "--store", str(path), "--seats", "net,easy,net",
                 "--code", CODE)  # fmt: skip
    address = f"{LOOPBACK}:{listening_port(host)}"
    joins = [
        spawn("net", "join", address, "--name", name, "--code", CODE.lower(), "--level", "easy")
        for name in ("Ala", "Ola")
    ]
    for process in joins:
        out, err = process.communicate(timeout=PATIENCE)
        assert process.returncode == 0, err
    out, err = host.communicate(timeout=PATIENCE)
    assert host.returncode == 0, err
    with GameStore(path) as store:
        (saved,) = store.finished()
    assert out.strip() == str(saved.id)
    assert [s.kind for s in saved.seats] == ["computer"] * 3
    assert saved.seats[1].name == "Komputer (łatwy)"

    command = ("net", "host", "--game", "puzzle", "--rules", "gra1", "--players", "2",
               "--port", "0", "--seats", "net")  # fmt: skip
    bad = subprocess.run(
        engines_command(*command),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        env={**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)},
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "--seats" in bad.stderr


# -- clocks on the host ------------------------------------------------------------------------
def test_the_host_times_a_seat_and_pauses_its_clock_while_it_is_away(tmp_path: Path) -> None:
    """7 słów: "the others have 30 seconds" once the fastest has written — on the host's clock,
    which stands while a dropped player is away; "a player already writing may finish the word
    … decision: 5 seconds' grace for a player who has started typing": the host cannot see
    typing, so it sends ``TimeUp`` 5 seconds after the deadline (the engine judges a word
    that comes in them)."""
    now = [0.0]
    path = tmp_path / "games.sqlite"
    setup = Setup("seven_words", "standard", 2, seed=6)
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    host, port, hosted = serve(
        path, lambda store: Host(store, plans, setup=setup, code=CODE, clock=lambda: now[0])
    )
    ala = RawSeat(port, "Ala")
    wait_until(lambda: host.moves_played == 1)  # the computer has written its word
    deadline_ms = host.game.view(host.state, PlayerId(0)).deadline_ms
    assert deadline_ms is not None
    now[0] = (deadline_ms + GRACE_MS) / 1000 - 1
    ticked(host)
    assert host.moves_played == 1
    ala.close()
    wait_until(lambda: host.away() == [0])
    now[0] += 600
    ticked(host)
    assert host.moves_played == 1  # away: her clock stood
    ala = RawSeat(port, "Ala", ala.secret)
    # Her view comes after the host restarted her clock: a second from then is her last.
    ala.view()
    assert host.away() == []
    now[0] += 1
    wait_until(lambda: host.moves_played == 2)
    assert host.game_id is not None
    with GameStore(path) as store:
        last = store.moves(host.game_id, start(setup)[0])[-1]
    assert (last.player, last.action) == (SYSTEM, TimeUp(player=0))
    ala.close()
    host.stop()
    assert hosted.result(timeout=PATIENCE) == host.game_id
    with GameStore(path) as store:
        assert [game.id for game in store.unfinished()] == [host.game_id]


def test_the_host_waits_the_grace_and_the_engine_judges_the_word_in_it(tmp_path: Path) -> None:
    """ "A player already writing may finish the word but not change it — decision: 5 seconds'
    grace for a player who has started typing": a word that comes after the deadline is still
    taken by the host (it cannot see typing) and judged by the engine — late (0) unless typing
    began in time."""
    now = [0.0]
    setup = Setup("seven_words", "standard", 2, seed=6)
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    host, port, hosted = serve(
        tmp_path / "games.sqlite",
        lambda store: Host(store, plans, setup=setup, code=CODE, clock=lambda: now[0]),
    )
    ala = RawSeat(port, "Ala")
    words = (SubmitWord("kot"), SubmitWord("dom", typed_from_ms=1_000))
    for number, word in enumerate(words, start=1):
        started = now[0]
        written = 2 * number - 1  # the computer has written
        wait_until(lambda written=written: host.moves_played == written)
        deadline_ms = host.game.view(host.state, PlayerId(0)).deadline_ms
        assert deadline_ms is not None
        now[0] = started + deadline_ms / 1000 + 2  # after the deadline, within the grace
        ala.act(word.to_json())
        # Her word ends the round; the computer may write in the next one at once.
        wait_until(lambda written=written: host.moves_played > written)
    state = host.state
    assert isinstance(state, SevenWordsState)
    late, graced = (result.players[0] for result in state.history)
    assert (late.word, late.status, late.points) == ("kot", WordStatus.LATE, 0)
    assert (graced.word, graced.status) == ("dom", WordStatus.SCORED)
    ala.close()
    host.stop()
    hosted.result(timeout=PATIENCE)


@pytest.mark.parametrize("solo", ["normal", "brutal"])
def test_the_host_never_ends_a_solo_players_writing(tmp_path: Path, solo: str) -> None:
    """Solo: "If you write your word before it runs out you may stop it; if not, you lose the
    chance of a bonus but may think on without limit." """
    now = [0.0]
    setup = Setup("seven_words", "standard", 1, seed=3, options={"solo": solo})
    plans = [SeatPlan(NETWORK)]
    host, port, hosted = serve(
        tmp_path / "games.sqlite",
        lambda store: Host(store, plans, setup=setup, code=CODE, clock=lambda: now[0]),
    )
    ala = RawSeat(port, "Ala")
    wait_until(lambda: host.game_id is not None)
    now[0] = 600.0
    seen = host.ticks
    wait_until(lambda: host.ticks >= seen + 3)
    assert host.moves_played == 0
    ala.act(SubmitWord("kot").to_json())
    wait_until(lambda: host.moves_played == 1)
    state = host.state
    assert isinstance(state, SevenWordsState)
    (line,) = state.history[0].players
    assert (line.word, line.status, line.in_time) == ("kot", WordStatus.SCORED, False)
    ala.close()
    host.stop()
    hosted.result(timeout=PATIENCE)


@pytest.mark.parametrize("other", [NETWORK, COMPUTER])
def test_a_family_word_the_players_accept_needs_no_other_person_at_the_table(
    tmp_path: Path, other: str
) -> None:
    """7 słów, automatic checking: a word of an earlier word's family is written when "all the
    players agree that it is another family" (GAMES.md, the family rule's override). Over the
    network the others cannot be asked: against a person the acceptance does not stand (the
    word is refused as of the family), against computers only it does."""
    setup = Setup("seven_words", "standard", 2, seed=4)
    plans = [SeatPlan(NETWORK), SeatPlan(other, "easy" if other == COMPUTER else None)]
    host, port, hosted = serve(
        tmp_path / "games.sqlite",
        lambda store: Host(store, plans, setup=setup, code=CODE, clock=lambda: 0.0),
    )
    seats = []
    for name in ("Ala", "Ola")[: 2 if other == NETWORK else 1]:
        seats.append(RawSeat(port, name))
    wait_until(lambda: host.game_id is not None)
    for seat, word in zip(seats, ("dom", "kot"), strict=False):
        seat.act(SubmitWord(word).to_json())

    def state() -> SevenWordsState:
        assert isinstance(host.state, SevenWordsState)
        return host.state

    wait_until(lambda: bool(state().history))
    family = SubmitWord("domowy", accept_family=True).to_json()
    seats[0].act(family)
    if other == NETWORK:
        answers = seats[0].messages()
        refusal = next(a for a in answers if a["type"] == "rejected")
        assert (refusal["id"], refusal["reason"]) == (2, Reason.SAME_FAMILY.value)
        assert state().submissions[0] is None
    else:

        def taken() -> tuple[str | None, bool] | None:
            """Ala's second word and whether its family was accepted (None: not yet in)."""
            if len(state().history) >= 2:  # the computer had written: the round is scored
                line = state().history[1].players[0]
                return line.word, line.family_accepted
            submission = state().submissions[0]
            return None if submission is None else (submission.word, submission.family_accepted)

        wait_until(lambda: taken() is not None)
        assert taken() == ("domowy", True)
    for seat in seats:
        seat.close()
    host.stop()
    hosted.result(timeout=PATIENCE)


def test_times_an_action_carries_are_at_least_the_hosts() -> None:
    """Nobody can claim to have been faster than the host saw; a computer's simulated thinking
    time (longer than its real one) stands."""
    assert stamped(SubmitWord("kot", elapsed_ms=0, typed_from_ms=50_000), 12_000) == SubmitWord(
        "kot", elapsed_ms=12_000, typed_from_ms=12_000
    )
    assert stamped(SubmitWord("kot", elapsed_ms=45_000), 300).elapsed_ms == 45_000
    assert stamped(PutTile(0, 0, "A"), 2_500) == PutTile(0, 0, "A", at=2.5)
    assert stamped(PutTile(0, 0, "A", at=9.0), 2_500) == PutTile(0, 0, "A", at=9.0)
    assert stamped(TimeUp(player=1), 2_500) == TimeUp(player=1)


def test_a_computer_takes_over_a_dropped_seat_when_the_host_says_so(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    setup = Setup("crossword", "wordsmith", 2, seed=2)
    plans = [SeatPlan(NETWORK)] * 2
    host, port, hosted = serve(
        path, lambda store: Host(store, plans, setup=setup, code=CODE, takeover="easy")
    )
    gone = RawSeat(port, "Ala")
    ola = join_in_thread(port, "Ola")
    wait_until(lambda: host.game_id is not None)  # both seated: the game began
    gone.close()  # Ala leaves for good: a computer plays her seat to the end
    assert ola.result(timeout=PATIENCE).game_id == hosted.result(timeout=PATIENCE)
    with GameStore(path) as store:
        (saved,) = store.finished()
    assert [seat.name for seat in saved.seats] == ["Ala", "Ola"]


def test_the_command_line_host_lets_a_computer_take_over_a_dropped_seat(tmp_path: Path) -> None:
    """``net host --takeover LEVEL``: the host's computer plays a seat whose client went."""
    path = tmp_path / "games.sqlite"
    host = spawn("net", "host", "--game", "puzzle", "--rules", "gra3", "--players", "2", "--port",
                 "0", "--bind", LOOPBACK, "--store", str(path), "--seats", "net,easy",
                 "--code", CODE, "--takeover", "easy")  # fmt: skip
    gone = RawSeat(listening_port(host), "Ala")
    gone.view()  # Ala is seated and the game began: she leaves for good
    gone.close()
    out, err = host.communicate(timeout=PATIENCE)
    assert host.returncode == 0, err
    with GameStore(path) as store:
        (saved,) = store.finished()
        moves = store.moves(saved.id, get_game("puzzle"))
    assert out.strip() == str(saved.id)
    assert (saved.seats[0].name, saved.seats[0].kind) == ("Ala", "human")
    assert any(move.player == 0 for move in moves)  # her seat played on


def test_a_seat_kept_for_a_name_is_that_players_and_computers_keep_their_given_names(
    tmp_path: Path,
) -> None:
    """A seat kept for a player at the host's computer: a stranger gets the free seat (or none),
    and its name alone does not take it (issue #36, point 1); the player's window, given the
    seat's secret by the host, takes it whenever it joins; a computer has the name it was
    given."""
    path = tmp_path / "games.sqlite"
    setup = Setup("puzzle", "gra3", 3, seed=4)
    plans = [SeatPlan(NETWORK, name="Ala"), SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy", "Bot")]
    host, port, hosted = serve(path, lambda store: Host(store, plans, setup=setup, code=CODE))
    ola = join_in_thread(port, "Ola")
    wait_until(lambda: host.seats()[1] is not None)  # not Ala's seat, though it comes first
    with pytest.raises(JoinRefused, match="no_free_seat"):
        join_in_thread(port, "Ela").result(timeout=PATIENCE)
    with pytest.raises(JoinRefused, match="seat_taken"):
        join_in_thread(port, "Ala").result(timeout=PATIENCE)
    assert host.seats()[0] is None and host.game_id is None
    ala = join_in_thread(port, "Ala", seat=SeatMemory(secret=host.kept_secrets[0]))
    assert ala.result(timeout=PATIENCE).seat == 0
    assert ola.result(timeout=PATIENCE).game_id == hosted.result(timeout=PATIENCE)
    with GameStore(path) as store:
        (saved,) = store.finished()
    assert [(seat.name, seat.level) for seat in saved.seats] == [
        ("Ala", "easy"),  # the clients here are computers of the command line
        ("Ola", "easy"),
        ("Bot", "easy"),
    ]


@pytest.mark.parametrize(
    "data",
    [
        {"$data": "subprocess:Popen", "fields": {"args": ["true"]}},
        {"$enum": "os:system", "value": "true"},
        {"$data": "engines.core:_FIELD_TYPES", "fields": {}},
        {"$data": "engines.core:Setup.__init__", "fields": {}},
        {"$data": "engines.core:Outcome", "fields": {"scores": [1], "ranks": [1], "x": 1}},
        {"$rejected": "no_such_reason", "details": {}},
        {"$set": [{"$map": []}]},
        {"$map": [[1, 2], [3]]},
        {"$other": 1},
        json.loads("[" * 100 + "]" * 100),
    ],
)
def test_a_view_decodes_to_the_engines_own_values_only(data: Any) -> None:
    """What a client decodes can only be an engine's own dataclass, enum or refusal, built
    through its constructor: no other class, no private name, no odd shapes."""
    with pytest.raises(CodecError):
        decode(data)


# -- finding games -----------------------------------------------------------------------------
def test_a_host_announces_its_game_but_never_its_code(tmp_path: Path) -> None:
    """The announcement a host broadcasts says where to join and what the game is; the code
    stays on the host's screen. (Here it goes to a loopback port, not the network.)"""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as listener:
        listener.bind((LOOPBACK, 0))
        listener.settimeout(PATIENCE)
        to = (LOOPBACK, listener.getsockname()[1])
        setup = Setup("puzzle", "gra3", 3, 1)
        plans = [SeatPlan(NETWORK), SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
        host, port, hosted = serve(
            tmp_path / "games.sqlite",
            lambda store: Host(store, plans, setup=setup, code=CODE, announce_to=to,
                               host_name="Ala"),
        )  # fmt: skip
        datagram, (address, _) = listener.recvfrom(MAX_DATAGRAM + 1)
        host.stop()
        assert hosted.result(timeout=PATIENCE) is None
    assert CODE.encode() not in datagram
    assert parse_announcement(datagram, address) == HostedGame(
        LOOPBACK, port, "puzzle", "gra3", 3, 2, "Ala", host.fingerprint
    )


@pytest.mark.parametrize(
    "datagram",
    [
        b"",
        b"\xff",
        b"[]",
        b'{"v": 1, "type": "hosted"}',
        announcement(0, "puzzle", "gra3", 2, 1, "Ala", FP),
        announcement(5000, "puzzle", "gra3", 2, 3, "Ala", FP),
        announcement(5000, "puzzle", "gra3", 2, 1, "\x00", FP),
        announcement(5000, "p" * 100, "gra3", 2, 1, "Ala", FP),
        announcement(5000, "puzzle", "gra3", 2, 1, "Ala", "4FK2"),
        announcement(5000, "puzzle", "gra3", 2, 1, "Ala", "4FK0-9XQM"),
        announcement(5000, "puzzle", "gra\ud800", 2, 1, "Ala", FP),
        announcement(5000, "puzzle", "gra3", 2, 1, "Ala", FP).replace(
            f'"v": {VERSION}'.encode(), f'"v": {VERSION + 1}'.encode()
        ),
        b" " * (MAX_DATAGRAM + 1),
    ],
)
def test_odd_datagrams_announce_nothing(datagram: bytes) -> None:
    assert parse_announcement(datagram, LOOPBACK) is None


# -- the game clock on the host ----------------------------------------------------------------
def saved_moves(path: Path, game_id: int | None, setup: Setup) -> list[Any]:
    assert game_id is not None
    with GameStore(path) as store:
        return [(move.player, move.action) for move in store.moves(game_id, start(setup)[0])]


@pytest.mark.parametrize(("game_id", "rules"), [("crossword", "jawa"), ("slowka", "standard")])
def test_the_host_runs_the_game_clock_and_saves_it_with_each_action(
    tmp_path: Path, game_id: str, rules: str
) -> None:
    """A game clock over the network: the host measures a seat's time while it may act,
    saves it as the engine's ``TimeUsed`` — when the seat goes away (its clock stands while
    away) and in one transaction with its action —, each view says how the clocks stand, and
    the overtime penalty at the end is the one the saved game replays to ("each started minute
    over costs 10 points": engines/game_clock.py)."""
    now = [0.0]
    path = tmp_path / "games.sqlite"
    options = {"clock": "total", "clock_minutes": 10}
    setup = Setup(game_id, rules, 2, seed=3, options=options)
    host, port, hosted = serve(
        path,
        lambda store: Host(
            store, [SeatPlan(NETWORK)] * 2, setup=setup, code=CODE, clock=lambda: now[0]
        ),
    )
    seats = {name: RawSeat(port, name) for name in ("Ala", "Ola")}
    secrets = {name: seat.secret for name, seat in seats.items()}
    wait_until(lambda: host.game_id is not None)
    first = seats["Ala"].view()
    mover = first["to_act"][0]
    name = "Ala" if mover == 0 else "Ola"
    assert first["clock"] == {"used": [0, 0], "running": [mover], "turn": None, "left": None}
    now[0] += 5
    seats.pop(name).close()
    wait_until(lambda: host.away() == [mover] and host.moves_played == 1)
    assert saved_moves(path, host.game_id, setup)[-1] == (SYSTEM, TimeUsed(mover, 5_000))
    now[0] += 600  # away: the clock stands
    seats[name] = RawSeat(port, name, secrets[name])
    assert seats[name].my_turn()["clock"]["used"][mover] == 5_000
    now[0] += 656
    seats[name].act({"type": "Pass"})
    wait_until(lambda: host.moves_played == 3)
    moves = saved_moves(path, host.game_id, setup)
    assert moves[-2:] == [(SYSTEM, TimeUsed(mover, 656_000)), (mover, Pass())]
    other = seats["Ola" if mover == 0 else "Ala"]
    reading = other.my_turn()["clock"]
    assert reading["used"] == [661_000 if p == mover else 0 for p in (0, 1)]
    other.act({"type": "Pass"})
    for seat in seats.values():  # nobody scores: the game ends after its scoreless turns
        threading.Thread(target=pass_to_the_end, args=(seat,), daemon=True).start()
    saved_id = hosted.result(timeout=PATIENCE)
    with GameStore(path) as store:
        (saved,) = store.finished()
        state = replay(saved.setup, store.moves(saved_id, start(setup)[0]))
    assert state.clock_ms[mover] == 661_000
    # 661 s on a 600 s clock: 61 s over, two started minutes.
    assert state.end.overtime == tuple(-20 if p == mover else 0 for p in (0, 1))
    assert saved.scores == state.totals


def pass_to_the_end(seat: RawSeat) -> None:
    with contextlib.suppress(AssertionError, OSError, ValueError):  # the game is over
        while True:
            seat.my_turn()
            seat.act({"type": "Pass"})


def test_a_per_move_limit_runs_out_on_the_host_and_a_resumed_turn_goes_on(
    tmp_path: Path,
) -> None:
    """Under a per-move limit the host ends a turn whose time is gone ("when it runs out the
    turn is lost, as a pass": engines/game_clock.py), saving the time first; a host stopped
    mid-turn saves the time that ran, and resumed, the turn has only the rest of its limit."""
    now = [0.0]
    path = tmp_path / "games.sqlite"
    setup = Setup("crossword", "jawa", 2, seed=3, options={"clock": "per_move", "move_seconds": 30})
    plans = [SeatPlan(NETWORK)] * 2
    host, port, hosted = serve(
        path, lambda store: Host(store, plans, setup=setup, code=CODE, clock=lambda: now[0])
    )
    seats = [RawSeat(port, name) for name in ("Ala", "Ola")]
    mover = seats[0].view()["to_act"][0]
    assert seats[mover].my_turn()["clock"]["left"] == 30_000
    now[0] = 29.5
    ticked(host)
    assert host.moves_played == 0
    now[0] = 30
    wait_until(lambda: host.moves_played == 2)
    assert saved_moves(path, host.game_id, setup) == [
        (SYSTEM, TimeUsed(mover, 30_000)),
        (SYSTEM, TimeUp(mover)),
    ]
    nxt = 1 - mover
    assert seats[nxt].my_turn()["clock"]["left"] == 30_000
    now[0] += 12
    host.stop()
    assert hosted.result(timeout=PATIENCE) == host.game_id
    assert saved_moves(path, host.game_id, setup)[-1] == (SYSTEM, TimeUsed(nxt, 12_000))
    for seat in seats:
        seat.close()

    now[0] = 1_000.0
    resumed, port, hosted = serve(
        path,
        lambda store: Host(store, plans, resume=host.game_id, code=CODE, clock=lambda: now[0]),
    )
    seats = [RawSeat(port, name, seat.secret) for name, seat in zip("AO", seats, strict=True)]
    reading = seats[nxt].my_turn()["clock"]
    assert (reading["turn"], reading["left"], reading["running"]) == (12_000, 18_000, [nxt])
    now[0] += 17.5
    ticked(resumed)
    assert resumed.moves_played == 3
    now[0] += 0.5
    wait_until(lambda: resumed.moves_played == 5)
    assert saved_moves(path, host.game_id, setup)[-2:] == [
        (SYSTEM, TimeUsed(nxt, 18_000)),
        (SYSTEM, TimeUp(nxt)),
    ]
    resumed.stop()
    hosted.result(timeout=PATIENCE)
    for seat in seats:
        seat.close()


def test_a_resumed_gra2_sitting_goes_on_from_its_saved_clock(tmp_path: Path) -> None:
    """GRA II: "every action may carry ``at``, the time in seconds on the sitting's clock (from
    0 when the sitting opens; it never runs back)" (engines/puzzle/gra2.py). A host resumed
    mid-sitting runs the sitting's clock on from the time saved, not from 0: the next action
    carries the time before the stop plus the time since, and the limit comes when the
    sitting's whole time is gone."""
    now = [0.0]
    path = tmp_path / "games.sqlite"
    setup = Setup("puzzle", "gra2", 2, seed=5, options={"time_limit": 300})
    # Bob takes seat 1 and builds nothing: everyone builds at once, only Ala's clock matters.
    plans = [SeatPlan(NETWORK), SeatPlan(NETWORK)]
    host, port, hosted = serve(
        path, lambda store: Host(store, plans, setup=setup, code=CODE, clock=lambda: now[0])
    )
    ala = RawSeat(port, "Ala")
    bob = RawSeat(port, "Bob")
    reading = ala.my_turn()
    rack = [tile.upper() for tile in decode(reading["view"]).rack if tile != "?"]
    assert reading["clock"]["left"] == 300_000
    now[0] = 10
    ala.act(PutTile(0, 0, rack[0]).to_json())
    wait_until(lambda: host.moves_played == 1)
    host.stop()
    assert hosted.result(timeout=PATIENCE) == host.game_id
    ala.close()
    bob.close()  # away from now on: his clock stands

    now[0] = 1_000.0
    resumed, port, hosted = serve(
        path,
        lambda store: Host(store, plans, resume=host.game_id, code=CODE, clock=lambda: now[0]),
    )
    ala = RawSeat(port, "Ala", ala.secret)
    assert ala.view()["clock"]["left"] == 290_000
    now[0] += 5
    ala.act(PutTile(0, 1, rack[1]).to_json())
    ala.view(lambda m: m["done"] == 1)
    wait_until(lambda: resumed.moves_played == 2)
    assert saved_moves(path, host.game_id, setup)[1] == (0, PutTile(0, 1, rack[1], at=15.0))
    now[0] += 284.5
    ticked(resumed)
    assert resumed.moves_played == 2
    now[0] += 0.5
    wait_until(lambda: resumed.moves_played == 3)
    assert saved_moves(path, host.game_id, setup)[2] == (SYSTEM, TimeUp(0))
    resumed.stop()
    hosted.result(timeout=PATIENCE)
    ala.close()


def test_a_killed_host_resumes_with_the_game_clock_time_used(tmp_path: Path) -> None:
    """kill -9 of a host playing with a game clock: the time saved with every action is in its
    store; the resumed host (``--resume``) tells the clients each seat's time from there on and
    the finished game's clocks hold it."""
    path = tmp_path / "games.sqlite"
    common = ("--port", "0", "--bind", LOOPBACK, "--store", str(path), "--code", CODE)
    first = spawn("net", "host", "--game", "crossword", "--rules", "wordsmith", "--players", "2",
                  "--seed", "9", "--option", "clock=total", *common)  # fmt: skip
    port = listening_port(first)
    address = f"{LOOPBACK}:{port}"
    ala = spawn("net", "join", address, "--name", "Ala", "--code", CODE, "--level", "easy")
    gate = Gate()
    heard: list[dict[str, Any]] = []

    def listen(message: dict[str, Any]) -> None:
        heard.append(message)
        gate(message)

    ola = join_in_thread(port, "Ola", on_message=listen)
    moves = gate.wait_turn()
    while moves < 3:
        gate.release()
        moves = gate.wait_turn()
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=PATIENCE)
    with GameStore(path) as store:
        (saved,) = store.unfinished()
        before = replay(saved.setup, store.moves(saved.id, start(saved.setup)[0])).clock_ms
    assert saved.setup.options["clock"] == "total" and sum(before) > 0
    heard.clear()
    gate.release(for_good=True)
    resumed_args = [a if a != "0" else str(port) for a in common]
    second = spawn("net", "host", "--resume", str(saved.id), *resumed_args)
    out, err = second.communicate(timeout=PATIENCE)
    assert second.returncode == 0, err
    assert out.strip() == str(saved.id)
    ala.communicate(timeout=PATIENCE)
    assert ola.result(timeout=PATIENCE).game_id == saved.id
    told = next(m["clock"]["used"] for m in heard if m["type"] == "view")
    assert all(now >= then for now, then in zip(told, before, strict=True))
    with GameStore(path) as store:
        after = replay(saved.setup, store.moves(saved.id, start(saved.setup)[0])).clock_ms
    assert all(now >= then for now, then in zip(after, before, strict=True))


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"used": None, "running": [], "turn": None},
        {"used": None, "running": [], "turn": None, "left": None, "extra": 1},
        {"used": [1], "running": [], "turn": None, "left": None},
        {"used": [1, -1], "running": [], "turn": None, "left": None},
        {"used": [1, 1.5], "running": [], "turn": None, "left": None},
        {"used": [1, True], "running": [], "turn": None, "left": None},
        {"used": None, "running": [2], "turn": None, "left": None},
        {"used": None, "running": {"0": 1}, "turn": None, "left": None},
        {"used": None, "running": [], "turn": "5", "left": None},
        {"used": None, "running": [], "turn": None, "left": 2**60},
    ],
)
def test_a_client_refuses_a_clock_reading_of_any_other_shape(data: Any) -> None:
    """The clocks a view carries are validated as strictly as the rest of the protocol."""
    with pytest.raises(ProtocolError) as refused:
        clock_reading(data, players=2)
    assert refused.value.reason is NetReason.BAD_MESSAGE


def test_a_clock_reading_reads_back() -> None:
    data = {"used": [5_000, 0], "running": [0], "turn": None, "left": 0}
    assert clock_reading(data, players=2) == ClockReading((5_000, 0), frozenset({0}), None, 0)


@pytest.mark.parametrize("option", ["clock=never", "hourglass=5", "clock"])
def test_the_command_line_refuses_an_option_the_rules_do_not_have(
    tmp_path: Path, option: str
) -> None:
    command = ("net", "host", "--game", "crossword", "--rules", "jawa", "--players", "2",
               "--port", "0", "--bind", LOOPBACK, "--option", option)  # fmt: skip
    bad = subprocess.run(
        engines_command(*command),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        env={**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)},
    )
    assert not list(tmp_path.iterdir())  # refused before any store is opened
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "--option" in bad.stderr


def test_a_gra2_sitting_goes_on_after_the_host_is_killed(tmp_path: Path) -> None:
    """kill -9 of the host mid-sitting: the sitting's clock stood at the latest ``at`` saved;
    the resumed host (``--resume``) runs it on from there — the time left is at most what was
    left then, and the next action's time is no earlier."""
    path = tmp_path / "games.sqlite"
    common = ("--port", "0", "--bind", LOOPBACK, "--store", str(path), "--code", CODE)
    first = spawn("net", "host", "--game", "puzzle", "--rules", "gra2", "--players", "2",
                  "--seats", "net,easy", "--seed", "5", *common)  # fmt: skip
    port = listening_port(first)
    ala = RawSeat(port, "Ala")  # seat 0 sits first in round 1
    reading = ala.my_turn()
    rack = [tile.upper() for tile in decode(reading["view"]).rack if tile != "?"]
    ala.act(PutTile(0, 0, rack[0], at=12.0).to_json())
    ala.my_turn()  # the host has saved it
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=PATIENCE)
    ala.close()
    with GameStore(path) as store:
        (saved,) = store.unfinished()
    resumed_args = [a if a != "0" else str(port) for a in common]
    second = spawn("net", "host", "--resume", str(saved.id), "--seats", "net,easy", *resumed_args)
    listening_port(second)
    ala = RawSeat(port, "Ala", ala.secret)
    assert ala.my_turn()["clock"]["left"] <= 300_000 - 12_000
    ala.act(PutTile(0, 1, rack[1]).to_json())
    ala.my_turn()
    second.send_signal(signal.SIGKILL)
    second.wait(timeout=PATIENCE)
    ala.close()
    moves = saved_moves(path, saved.id, saved.setup)
    assert moves[1][0] == 0 and moves[1][1].at >= 12.0


# -- challenges nobody waits for (Słówka) ------------------------------------------------------
@pytest.mark.parametrize("right", [False, True])
def test_the_hosts_computer_challenges_a_word_it_is_not_next_to_accept(
    tmp_path: Path, right: bool
) -> None:
    """Słówka, challenge mode: "Poprawność tworzonych wyrazów może być weryfikowana […] przez
    innych graczy" — not only the next one. Ala (seat 0) lays a word; Ola (seat 1), next, says
    nothing; the host's computer (seat 2) may challenge though the game does not wait for it:
    a wrong word it challenges at once, a right one it lets pass (asked once, no loop), and the
    word waits for Ola, who accepts it."""
    setup = next(
        setup
        for seed in range(1, 500)
        if _first_player(setup := Setup("slowka", "standard", 3, seed, {"challenge": True})) == 0
    )
    plans = [SeatPlan(NETWORK), SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    host, port, _hosted = serve(
        tmp_path / "games.sqlite", lambda store: Host(store, plans, setup=setup, code=CODE)
    )
    clients = [RawSeat(port, name) for name in ("Ala", "Ola")]
    wait_until(lambda: host.game_id is not None)
    state = host.state
    assert isinstance(state, SlowkaState)
    ctx = slowka_context(setup)
    rack = state.racks[0].tiles
    if right:
        _, squares, word = min(
            generate(state.board, rack, ctx.lexicon, ctx.layout, ctx.tile_set, ctx.reading)
        )
    else:
        start_square = ctx.layout.start
        there = state.board.letter(start_square)
        assert there is not None
        square = next(s for s in ctx.layout.light_neighbours(start_square))
        letter = next(c for c in rack if there + c not in ctx.lexicon)
        squares, word = (start_square, square), there + letter
    place = Place.of([ctx.layout.name(s) for s in squares], word)
    clients[0].send({"type": "action", "id": 1, "action": place.to_json()})
    computer = host._seats[2]
    if right:
        wait_until(lambda: computer.declined == 1 == host.moves_played)
        after = host.state
        assert isinstance(after, SlowkaState) and after.pending is not None
        assert host.game.optional_actors(after) == {PlayerId(2)}
        clients[1].send({"type": "action", "id": 1, "action": Accept().to_json()})
        wait_until(lambda: host.moves_played == 2)
        accepted = host.state
        assert isinstance(accepted, SlowkaState)
        assert accepted.history[-1].kind == PLACED and accepted.pending is None
    else:
        wait_until(lambda: host.moves_played == 2)
        challenged = host.state
        assert isinstance(challenged, SlowkaState)
        assert challenged.history[-1].kind == CHALLENGED_OFF
        assert host._moves[-1] == Move(PlayerId(2), Challenge())
    for client in clients:
        client.close()
    host.stop()


def _first_player(setup: Setup) -> int:
    _, state = start(setup)
    assert isinstance(state, SlowkaState)
    return state.first_player


def test_a_hosting_record_reads_back_and_refuses_other_versions() -> None:
    plans = (SeatPlan(NETWORK, name="Ala"), SeatPlan(COMPUTER, "easy"))
    record = HostingRecord("KAT234", 5050, LOOPBACK, plans, "medium", "t", (None, "ab" * 32))
    data = json.loads(json.dumps(record.to_json()))
    assert data["v"] == 2
    assert HostingRecord.from_json(data) == record
    old = {key: value for key, value in data.items() if key not in ("table", "secrets")}
    assert HostingRecord.from_json({**old, "v": 1}) == HostingRecord(
        "KAT234", 5050, LOOPBACK, plans, "medium", "", (None, None)
    )  # a record of version 1 has no secrets
    for damaged in (
        {**data, "v": 3},
        {**data, "secrets": ["x"]},
        {**data, "secrets": [None, 7]},
        {**data, "port": 70_000},
        {**data, "code": "KOT 12"},
        {**data, "takeover": "genius"},
        {**data, "seats": [{"kind": "robot", "level": None, "name": None}]},
        {**data, "seats": [{"kind": "network", "level": None, "name": 7}]},
        {key: value for key, value in data.items() if key != "bind"},
    ):
        with pytest.raises(ValueError):
            HostingRecord.from_json(damaged)


# -- the puzzles at their own computers (issue #39) --------------------------------------------
def _full_crossword_seed() -> tuple[int, str]:
    """A 2-player GRA II deal whose first player can lay all their tiles, and that crossword."""
    from engines.puzzle.gra2 import SittingEnd, SubmitGrid
    from engines.puzzle.gra2_computer import Gra2Computer

    game = get_game("puzzle")
    for seed in range(1, 60):
        state = game.new_game(Setup("puzzle", "gra2", 2, seed))
        action = Gra2Computer("strong").choose(
            game.view(state, PlayerId(0)), random.Random(0), lambda: False, lambda _f: None
        )
        assert isinstance(action, SubmitGrid)
        if game.apply(state, PlayerId(0), action).sittings[0].ended is SittingEnd.ALL_TILES:
            return seed, action.grid
    raise AssertionError("no deal found")


def test_gra2_seats_build_at_once_and_a_full_crossword_ends_the_round_for_everyone(
    tmp_path: Path,
) -> None:
    """GAMES.md §4: "When players sit at their own computers, they build at the same time, and
    the round ends for everyone at the same moment" (issue #39: a second seat's DONE was
    ``not_your_turn``). The moment is the host's clock, the same definition as at one screen:
    the earliest full crossword; every other crossword is scored as it stood then."""
    from engines.puzzle.gra2 import SittingEnd, SubmitGrid

    seed, grid = _full_crossword_seed()
    now = [0.0]
    path = tmp_path / "games.sqlite"
    setup = Setup("puzzle", "gra2", 2, seed, options={"time_limit": 300})
    plans = [SeatPlan(NETWORK), SeatPlan(NETWORK)]
    host, port, hosted = serve(
        path, lambda store: Host(store, plans, setup=setup, code=CODE, clock=lambda: now[0])
    )
    ala, bob = RawSeat(port, "Ala"), RawSeat(port, "Bob")
    assert ala.my_turn()["to_act"] == [0, 1]
    reading = bob.my_turn()
    tile = next(t for t in decode(reading["view"]).rack if t != "?").upper()
    now[0] = 10.0
    bob.act(PutTile(0, 0, tile).to_json())  # Bob builds while Ala builds too
    bob.view(lambda m: m["done"] == 1)
    now[0] = 30.0
    ala.act(SubmitGrid(grid).to_json())  # all her tiles: the round ends at 0:30 for everyone
    wait_until(lambda: len(getattr(host.state, "history", ())) == 1)
    result = host.state.history[0]
    assert (result.length, result.ended_by) == (30.0, 0)
    assert result.players[0].ended is SittingEnd.ALL_TILES and result.players[0].bonus == 20
    # Bob was still building: his crossword counts as it stood at 0:30 (one tile, no word).
    assert result.players[1].ended is SittingEnd.ROUND_OVER and len(result.players[1].grid) == 1
    assert saved_moves(path, host.game_id, setup)[-1] == (SYSTEM, TimeUp(1))
    host.stop()
    hosted.result(timeout=PATIENCE)
    ala.close()
    bob.close()


def test_gra3_a_raised_hand_ends_the_round_for_everyone_at_once(tmp_path: Path) -> None:
    """GAMES.md §4 (decision of 2026-11-28): "at their own computers the round ends for
    everyone when a player submits a word of 5+ letters, and each player's word as it stands
    then is scored" — a short word handed in before counts, a player with none scores 0."""
    from engines.puzzle.gra3 import SubmitWord
    from engines.puzzle.words import puzzle_dictionary

    now = [0.0]
    path = tmp_path / "games.sqlite"
    setup = Setup("puzzle", "gra3", 3, seed=4)
    plans = [SeatPlan(NETWORK)] * 3
    host, port, hosted = serve(
        path, lambda store: Host(store, plans, setup=setup, code=CODE, clock=lambda: now[0])
    )
    seats = [RawSeat(port, name) for name in ("Ala", "Bob", "Cyl")]
    racks = [decode(seat.my_turn()["view"]).rack for seat in seats]
    dictionary = puzzle_dictionary()

    def words(rack: tuple[str, ...], shortest: int, longest: int) -> list[str]:
        letters = "".join(t for t in rack if t != "?")
        found = dictionary.lexicon.anagrams(letters, 0, min_length=shortest, max_length=longest)
        return dictionary.playable(found)

    short, ending = words(racks[1], 2, 4)[0], words(racks[0], 5, 15)[0]
    now[0] = 5.0
    seats[1].act(SubmitWord(short).to_json())
    seats[1].view(lambda m: m["done"] == 1)
    assert len(host.state.history) == 0  # a short word is no raised hand
    now[0] = 12.0
    seats[0].act(SubmitWord(ending).to_json())
    wait_until(lambda: len(host.state.history) == 1)
    result = host.state.history[0]
    assert result.length == 12.0 and result.ender == 0
    assert [s.word for s in result.submissions] == [ending, short, None]
    assert result.submissions[2].timed_out and not result.submissions[1].late
    host.stop()
    hosted.result(timeout=PATIENCE)
    for seat in seats:
        seat.close()


def test_the_hosts_computer_plays_a_puzzle_word_at_its_time_on_the_clock(tmp_path: Path) -> None:
    """Issue #39: "the computer players play the simultaneous puzzles over the network as at
    one screen" — a computer's word counts from its thinking time at its level's pace, so the
    host plays it when the seat's clock gets there, not the moment it is chosen (which ended
    the round before anyone had read their tiles); and when a person ends the round sooner,
    it hands in what it could have found by then."""
    from engines.puzzle.gra3 import GiveUp, SubmitWord
    from engines.puzzle.rounds import PACE

    now = [0.0]
    path = tmp_path / "games.sqlite"
    setup = Setup("puzzle", "gra3", 2, seed=4)
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "strong")]
    host, port, hosted = serve(
        path, lambda store: Host(store, plans, setup=setup, code=CODE, clock=lambda: now[0])
    )
    ala = RawSeat(port, "Ala")
    ala.my_turn()
    ticked(host)
    ticked(host)
    assert host.moves_played == 0  # chosen, and held until its clock gets to its time
    now[0] = 600.0
    wait_until(lambda: host.moves_played >= 1)
    player, action = saved_moves(path, host.game_id, setup)[0]
    assert player == 1 and isinstance(action, SubmitWord)
    assert action.at == len(action.word) * PACE["strong"]
    wait_until(lambda: len(host.state.history) == 1)  # a long word: Ala's time was up then
    # Round 2: Ala raises her hand at once; the computer could have found nothing by then.
    now[0] = 600.0
    rack = decode(ala.view(lambda m: decode(m["view"]).round == 2)["view"]).rack
    from engines.puzzle.words import puzzle_dictionary

    dictionary = puzzle_dictionary()
    letters = "".join(t for t in rack if t != "?")
    word = dictionary.playable(dictionary.lexicon.anagrams(letters, 0, min_length=5))[0]
    now[0] = 601.0
    ala.act(SubmitWord(word).to_json())
    wait_until(lambda: len(host.state.history) == 2)
    result = host.state.history[1]
    assert result.ender == 0 and result.submissions[0].word == word
    moves = saved_moves(path, host.game_id, setup)
    assert moves[-1][0] == 1 and isinstance(moves[-1][1], GiveUp)
    host.stop()
    hosted.result(timeout=PATIENCE)
    ala.close()


def test_every_seat_is_told_while_the_hosts_computer_thinks_and_how_far_it_got(
    tmp_path: Path,
) -> None:
    """``thinking``: the master's seat as it starts (no measure yet), its progress as it
    reports it, and nobody once it has chosen — all before the view with its move."""
    setup = Setup("crossword", "jawa", 2, seed=11)
    plans = [SeatPlan(COMPUTER, "mistrz"), SeatPlan(NETWORK)]
    host, port, _ = serve(
        tmp_path / "games.sqlite",
        lambda store: Host(store, plans, setup=setup, code=CODE, think_seconds=0.3),
    )
    seat = RawSeat(port, "Ala")
    told: list[dict[int, int | None]] = []
    for message in seat.messages():
        if message["type"] == "thinking":
            told.append(thinking_seats(message["seats"], 2))
        elif (
            message["type"] == "view"
            and message["started"]
            and seat.seat in message["to_act"]
            and message["done"] == (seat.sent or None)
        ):
            if told and told[-1] == {}:
                break  # the computer has moved: Ala's turn
            seat.act({"type": "Pass"})
    seat.close()
    host.stop()
    computer = 1 - seat.seat
    assert told[0] == {computer: None}
    progress = [m[computer] for m in told[1:-1]]
    assert progress and all(isinstance(done, int) for done in progress)
    assert progress == sorted(progress)
    assert told[-1] == {}


@pytest.mark.parametrize(
    "data",
    [None, {}, [[0]], [[0, 5, 1]], [[2, 5]], [[-1, 5]], [[0, 101]], [[0, -1]], [[0, "5"]],
     [[0, 5], [0, 6]], [[0, 1.5]], [[True, 5]], [[0, None], [1, None], [1, None]]],
)  # fmt: skip
def test_a_client_refuses_a_thinking_list_of_any_other_shape(data: Any) -> None:
    with pytest.raises(ProtocolError) as refused:
        thinking_seats(data, players=2)
    assert refused.value.reason is NetReason.BAD_MESSAGE


def test_a_thinking_list_reads_back() -> None:
    assert thinking_seats([[0, None], [1, 40]], players=2) == {0: None, 1: 40}
    assert thinking_seats([], players=2) == {}
