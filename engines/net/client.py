"""A client that plays its seat with a computer player (``python -m engines net join``).

It proves the game's code in the handshake (:mod:`engines.net.secure`: the code never travels),
joins with a name, and keeps the secret the host gives its seat — in memory, and in a seat file
when it is given one (``--seat-file``: run again with it, it continues its seat). Whenever its
view says it may act (and the host has dealt with its last action) it chooses from that view
alone — it never sees more — and sends the action. When the connection drops (the host
restarted, the network went) it joins again with its seat's secret until ``wait`` seconds pass
without a host. A host whose key is not the one its seat was taken from is refused.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import random
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engines.core import ComputerPlayer, Game, PlayerId
from engines.files import InputFileError, read_text_file, write_text_atomically
from engines.net.codec import CodecError, decode
from engines.net.protocol import (
    MAX_HOST_LINE,
    MAX_SECRET_LENGTH,
    NetReason,
    ProtocolError,
    dumps,
    loads,
    old_version,
)
from engines.net.secure import (
    HEADER_SIZE,
    MAX_HANDSHAKE_LINE,
    Channel,
    ClientHandshake,
    fingerprint,
    frame_size,
)
from engines.registry import get_game
from engines.text_input import text_problem

LOG = logging.getLogger("engines.net")

#: Refusals of the same decision in a row after which a computer client gives up (its choices
#: are legal: refusals mean the host and it disagree on the rules, a different version).
MAX_REFUSALS = 5


class JoinRefused(RuntimeError):
    """The host closed the connection for ``reason`` (a bad code, no free seat…)."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


class HostGone(RuntimeError):
    """No host answered within the time the client waits."""


@dataclass(frozen=True)
class Finished:
    """How the game ended, as the host said."""

    game_id: int
    seat: PlayerId
    scores: tuple[int, ...]
    ranks: tuple[int, ...]


def answer_of(line: bytes) -> dict[str, Any]:
    """The host's answer to a client's ``hello`` (a clear line): its ``hello``, or
    :class:`JoinRefused` when it refuses (a host of an older version: update the app there)."""
    version = old_version(line)
    if version is not None:
        raise JoinRefused(
            NetReason.BAD_VERSION.value,
            f"the host runs an older Gry słowne (protocol {version}): update the app there",
        )
    answer = loads(line.rstrip(b"\n"), MAX_HANDSHAKE_LINE)
    refused = refusal(answer)
    if refused is not None:
        raise refused
    return answer


def refusal(message: dict[str, Any]) -> JoinRefused | None:
    """The refusal an ``error`` message says (None: it is no ``error``)."""
    if message.get("type") != "error":
        return None
    return JoinRefused(str(message.get("reason")), str(message.get("detail", ""))[:200])


class Connection:
    """One connection to a host, its handshake done: sealed messages out and in.

    ``host_key`` is the key the host proved in the handshake (its :func:`fingerprint` is what
    the host's screen shows)."""

    def __init__(self, host: str, port: int, code: str, timeout: float | None = None) -> None:
        self.socket = socket.create_connection((host, port), timeout=timeout)
        self._file = self.socket.makefile("rb")
        try:
            handshake = ClientHandshake(code)
            self.socket.sendall(dumps(handshake.hello()))
            line = self._file.readline(MAX_HANDSHAKE_LINE + 1)
            if not line.endswith(b"\n"):
                raise ConnectionError("the host closed during the handshake")
            self.channel: Channel
            self.channel, self.host_key = handshake.finish(answer_of(line))
        except BaseException:
            self.close()
            raise
        #: Nothing sealed has come yet: a wrong code is answered in clear. (The timeout holds
        #: until the answer to the join: a host that says nothing after its hello is gone.)
        self._first = True

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.host_key)

    def send(self, message: dict[str, Any]) -> None:
        self.socket.sendall(self.channel.seal(message))

    def receive(self) -> dict[str, Any] | None:
        """The next message (None: the host closed the connection)."""
        header = self._file.read(HEADER_SIZE)
        if self._first and header[:1] == b"{":  # a refusal in clear (a wrong code)
            line = header + self._file.readline(MAX_HANDSHAKE_LINE)
            message = loads(line.rstrip(b"\n"), MAX_HANDSHAKE_LINE)
            refused = refusal(message)
            if refused is None:
                raise ProtocolError(NetReason.UNEXPECTED, "a clear message after the hello")
            raise refused
        if len(header) < HEADER_SIZE:
            return None
        size = frame_size(header, MAX_HOST_LINE)
        body = self._file.read(size)
        if len(body) < size:
            return None  # cut off: the host went mid-frame
        if self._first:
            self._first = False
            self.socket.settimeout(None)  # from now on the host speaks when the game moves
        return self.channel.open(body, MAX_HOST_LINE)

    def close(self) -> None:
        self._file.close()
        self.socket.close()

    def detach(self) -> tuple[socket.socket, Channel]:
        """The socket and the channel, for a reader of its own (the app's windows read as
        bytes come): nothing has come after the host's ``hello``, since the host waits for the
        client's ``join``."""
        self._file.close()  # the socket stays open
        return self.socket, self.channel


@dataclass
class SeatMemory:
    """What a client keeps of its seat: the host's key (a host with another key is not the
    one the seat was taken from) and the seat's secret; with a ``path``, kept in that file
    too (only its owner may read it)."""

    path: Path | None = None
    host_key: bytes | None = None
    secret: str | None = None

    @classmethod
    def read(cls, path: Path) -> SeatMemory:
        """The seat kept in ``path`` (none yet when there is no such file); ``ValueError``
        when the file is not a seat file."""
        if not path.exists():
            return cls(path)
        try:
            data = json.loads(read_text_file(path, "seat file", limit=4096))
            key = base64.b64decode(data["host_key"], validate=True)
            secret = data["secret"]
        except (InputFileError, ValueError, KeyError, TypeError, binascii.Error) as error:
            raise ValueError(f"{path} is not a seat file: {error}") from error
        if len(key) != 32 or text_problem(secret, max_length=MAX_SECRET_LENGTH) is not None:
            raise ValueError(f"{path} is not a seat file")
        return cls(path, key, secret)

    def keep(self, host_key: bytes, secret: str) -> None:
        self.host_key, self.secret = host_key, secret
        if self.path is not None:
            data = {"v": 1, "host_key": base64.b64encode(host_key).decode(), "secret": secret}
            write_text_atomically(self.path, json.dumps(data) + "\n", private=True)


def play(
    host: str,
    port: int,
    name: str,
    code: str,
    level: str,
    *,
    wait: float = 60.0,
    on_message: Callable[[dict[str, Any]], None] = lambda _: None,
    rng: random.Random | None = None,
    seat: SeatMemory | None = None,
    on_host: Callable[[Connection], None] = lambda _: None,
) -> Finished:
    """Play a seat to the end of the game with a computer of ``level``: a free one taken as
    ``name``, or the one ``seat`` remembers. ``on_message`` sees every message as it came
    (tests check what a client is told); ``rng`` is the computer's random source (its own by
    default: the game's seed stays on the host); ``on_host`` sees each connection once its
    handshake is done (its host's fingerprint)."""
    rng = rng or random.Random(random.SystemRandom().getrandbits(64))
    seat = seat or SeatMemory()
    last_contact = time.monotonic()
    while True:
        try:
            connection = Connection(host, port, code, timeout=5.0)
        except OSError as error:
            if time.monotonic() - last_contact > wait:
                raise HostGone(f"no host at {host}:{port}: {error}") from error
            time.sleep(0.2)
            continue
        try:
            if seat.host_key is not None and connection.host_key != seat.host_key:
                raise JoinRefused(
                    "host_changed",
                    f"the host's fingerprint is {connection.fingerprint}, not "
                    f"{fingerprint(seat.host_key)} as when this seat was taken",
                )
            on_host(connection)
            finished = _play_connected(connection, name, level, rng, on_message, seat)
        except (ConnectionError, OSError) as error:
            LOG.info("connection lost: %s", error)
            finished = None
        finally:
            connection.close()
        if finished is not None:
            return finished
        last_contact = time.monotonic()
        LOG.info("joining again as %s", name)


def _play_connected(
    connection: Connection,
    name: str,
    level: str,
    rng: random.Random,
    on_message: Callable[[dict[str, Any]], None],
    memory: SeatMemory,
) -> Finished | None:
    """Play over one connection: the end of the game, or None when the connection is lost."""
    join: dict[str, Any] = {"type": "join", "name": name, "kind": "computer", "level": level}
    if memory.secret is not None:
        join["secret"] = memory.secret
    connection.send(join)
    game: Game[Any] | None = None
    computer: ComputerPlayer | None = None
    seat: PlayerId | None = None
    sent = 0
    waiting_for: int | None = None  # the id of the action the host has not dealt with yet
    refusals = 0
    while True:
        message = connection.receive()
        if message is None:
            return None
        on_message(message)
        kind = message["type"]
        if kind == "welcome":
            game = get_game(str(message["game"]))
            computer = game.computer(level)
            seat = PlayerId(int(message["seat"]))
            secret = message.get("secret")
            if isinstance(secret, str):
                memory.keep(connection.host_key, secret)
        elif kind == "error":
            reason = str(message.get("reason"))
            if reason == NetReason.HOST_CLOSING.value:
                return None
            raise JoinRefused(reason, str(message.get("detail", "")))
        elif kind == "over":
            assert seat is not None
            return Finished(
                int(message["game_id"]),
                seat,
                tuple(int(s) for s in message["scores"]),
                tuple(int(r) for r in message["ranks"]),
            )
        elif kind == "rejected":
            if message.get("id") == waiting_for:
                waiting_for = None
                refusals += 1
                if refusals >= MAX_REFUSALS:
                    raise JoinRefused("refused", f"{message.get('reason')} {MAX_REFUSALS} times")
        elif kind == "view":
            if waiting_for is not None and message.get("done") == waiting_for:
                waiting_for = None
                refusals = 0
            if game is None or computer is None or seat is None or waiting_for is not None:
                continue
            if not message.get("started") or int(seat) not in message.get("to_act", ()):
                continue
            try:
                view = decode(message["view"])
            except CodecError as error:
                raise ProtocolError(NetReason.MALFORMED, str(error)) from error
            action = computer.choose(view, rng, lambda: False, lambda _fraction: None)
            sent += 1
            waiting_for = sent
            connection.send({"type": "action", "id": sent, "action": action.to_json()})
