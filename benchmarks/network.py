"""Network play on loopback: how long a join takes and a move's round trip.
Run: python benchmarks/network.py [--joins N] [--games N]

A host serves a ``jawa`` game with two network seats in a thread of this process (as the app
hosts); two clients speak the protocol itself. **Join**: from opening a TCP connection to the
host's ``welcome`` (the handshake included), the seat joined again ``--joins`` times. **Move**:
from sending an action to the view that answers it (``done``): a pass, which the host checks,
saves in its store and sends to both seats, and a refused word, which it only checks and
answers. Prints median, p90 and max in milliseconds (wall time: run it on an idle machine).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.core import Setup  # noqa: E402
from engines.net.client import Connection  # noqa: E402
from engines.net.guard import Limits  # noqa: E402
from engines.net.host import NETWORK, Host, SeatPlan, serve_in_thread  # noqa: E402
from engines.net.protocol import dumps, loads  # noqa: E402
from engines.net.secure import ClientHandshake, HostHandshake, HostKey  # noqa: E402
from engines.records.store import GameStore  # noqa: E402

LOOPBACK = "127.0.0.1"
CODE = "KAT234"
#: Every join here comes from 127.0.0.1: more handshakes a minute than a stranger gets.
LIMITS = Limits(handshakes_per_minute=10_000)


class Seat:
    """One seat spoken to in the protocol itself."""

    def __init__(self, port: int, name: str) -> None:
        self.port, self.name = port, name
        self.sent = 0
        self.secret: str | None = None
        self.connection = self._join()

    def _join(self) -> Connection:
        connection = Connection(LOOPBACK, self.port, CODE, timeout=10)  # the handshake
        join = {"type": "join", "name": self.name, "kind": "human"}
        if self.secret is not None:
            join["secret"] = self.secret
        connection.send(join)
        while (message := connection.receive()) is not None and message["type"] != "welcome":
            pass
        assert message is not None, "refused"
        self.secret = message["secret"] or self.secret
        return connection

    def rejoin(self) -> float:
        """Join again on a new connection: seconds from opening it to the welcome."""
        self.connection.close()
        began = time.perf_counter()
        self.connection = self._join()
        return time.perf_counter() - began

    def next(self, kind: str, condition: Any = lambda _: True) -> dict[str, Any]:
        while True:
            message = self.connection.receive()
            assert message is not None, "the host closed"
            if message["type"] == kind and condition(message):
                return message
            if message["type"] in ("over", "error"):
                return message

    def act(self, action: dict[str, Any]) -> tuple[float, dict[str, Any]]:
        """Seconds from sending ``action`` to the view that answers it, and that view."""
        self.sent += 1
        number = self.sent
        began = time.perf_counter()
        self.connection.send({"type": "action", "id": number, "action": action})
        view = self.next("view", lambda m: m["done"] == number)
        return time.perf_counter() - began, view


def figures(label: str, seconds: list[float]) -> None:
    ms = sorted(s * 1000 for s in seconds)
    p90 = ms[min(len(ms) - 1, int(len(ms) * 0.9))]
    print(
        f"{label}: median {statistics.median(ms):.1f} ms, p90 {p90:.1f} ms, "
        f"max {ms[-1]:.1f} ms ({len(ms)} samples)"
    )


def cpu_costs(view: dict[str, Any], rounds: int = 200) -> None:
    """CPU milliseconds of a handshake, and of a view sealed and opened against clear."""
    key = HostKey.generate()
    began = time.process_time()
    for _ in range(rounds // 10):
        client = ClientHandshake(CODE)
        answer, _ = HostHandshake(CODE, key).answer(client.hello())
        client.finish(answer)
    handshake = (time.process_time() - began) / (rounds // 10) * 1000
    client = ClientHandshake(CODE)
    answer, host_channel = HostHandshake(CODE, key).answer(client.hello())
    channel, _ = client.finish(answer)
    message = {k: v for k, v in view.items() if k != "v"}
    began = time.process_time()
    for _ in range(rounds):
        channel.unframe(host_channel.seal(message), 1 << 22)
    sealed = (time.process_time() - began) / rounds * 1000
    began = time.process_time()
    for _ in range(rounds):
        loads(dumps(message).rstrip(b"\n"), 1 << 22)
    clear = (time.process_time() - began) / rounds * 1000
    print(f"CPU: a handshake (both sides) {handshake:.1f} ms; a view of {len(dumps(message))} "
          f"bytes sealed and opened {sealed:.2f} ms, as a clear line {clear:.2f} ms")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--joins", type=int, default=50)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    joins: list[float] = []
    passes: list[float] = []
    refusals: list[float] = []
    last_view: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.sqlite"
        for game in range(args.games):
            setup = Setup("crossword", "jawa", 2, seed=game)

            def make(store: GameStore, setup: Setup = setup) -> Host:
                return Host(store, [SeatPlan(NETWORK)] * 2, setup=setup, code=CODE, limits=LIMITS)

            hosting = serve_in_thread(path, make, LOOPBACK)
            seats = [Seat(hosting.port, "Ala"), Seat(hosting.port, "Ola")]
            if game == 0:
                for _ in range(args.joins):
                    joins.append(seats[0].rejoin())
            for seat in seats:
                seat.next("view", lambda m: m["started"])
            over = False
            while not over:
                for seat in seats:
                    word = {"type": "Place", "square": "8H", "word": "QQQ"}
                    seconds, _ = seat.act(word)
                    refusals.append(seconds)
                    seconds, view = seat.act({"type": "Pass"})
                    passes.append(seconds)
                    if view["type"] == "view":
                        last_view = view
                    if view["type"] == "over" or hosting.host.game.is_over(hosting.host.state):
                        over = True
                        break
            hosting.host.stop()
            hosting.result.result(timeout=30)
            for seat in seats:
                seat.connection.close()
    figures("join (connect, handshake, welcome)", joins)
    figures("move round trip, a pass (checked, saved, sent to both)", passes)
    figures("move round trip, a refused word", refusals)
    cpu_costs(last_view)


if __name__ == "__main__":
    main()
