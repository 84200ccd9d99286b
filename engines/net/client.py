"""A client that plays its seat with a computer player (``python -m engines net join``).

It joins with a name and the game's code, and whenever its view says it may act (and the host has
dealt with its last action) it chooses from that view alone — it never sees more — and sends the
action. When the connection drops (the host restarted, the network went) it joins again under the
same name until ``wait`` seconds pass without a host.
"""

from __future__ import annotations

import logging
import random
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.core import ComputerPlayer, Game, PlayerId
from engines.net.codec import CodecError, decode
from engines.net.protocol import MAX_HOST_LINE, NetReason, ProtocolError, dumps, loads
from engines.registry import get_game

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


class Connection:
    """One connection to a host: lines out, validated messages in."""

    def __init__(self, host: str, port: int, timeout: float | None = None) -> None:
        self.socket = socket.create_connection((host, port), timeout=timeout)
        self.socket.settimeout(None)
        self._file = self.socket.makefile("rb")

    def send(self, message: dict[str, Any]) -> None:
        self.socket.sendall(dumps(message))

    def receive(self) -> dict[str, Any] | None:
        """The next message (None: the host closed the connection)."""
        line = self._file.readline(MAX_HOST_LINE + 1)
        if not line:
            return None
        if not line.endswith(b"\n"):
            if len(line) > MAX_HOST_LINE:
                raise ProtocolError(NetReason.TOO_LARGE, "from the host")
            return None  # cut off: the host went mid-line
        return loads(line, MAX_HOST_LINE)

    def close(self) -> None:
        self._file.close()
        self.socket.close()


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
) -> Finished:
    """Play the seat of ``name`` to the end of the game with a computer of ``level``.
    ``on_message`` sees every message as it came (tests check what a client is told); ``rng``
    is the computer's random source (its own by default: the game's seed stays on the host)."""
    rng = rng or random.Random(random.SystemRandom().getrandbits(64))
    last_contact = time.monotonic()
    while True:
        try:
            connection = Connection(host, port, timeout=5.0)
        except OSError as error:
            if time.monotonic() - last_contact > wait:
                raise HostGone(f"no host at {host}:{port}: {error}") from error
            time.sleep(0.2)
            continue
        try:
            finished = _play_connected(connection, name, code, level, rng, on_message)
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
    code: str,
    level: str,
    rng: random.Random,
    on_message: Callable[[dict[str, Any]], None],
) -> Finished | None:
    """Play over one connection: the end of the game, or None when the connection is lost."""
    join = {"type": "join", "name": name, "code": code, "kind": "computer", "level": level}
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
