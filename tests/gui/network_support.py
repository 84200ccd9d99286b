"""Helpers for the GUI's network tests: a host on 127.0.0.1 under the tests' game code, and a
network seat's window joined to it (with every message its session receives, for the tests
that check nothing hidden was sent)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from engines.core import Setup
from engines.net.client import Connection
from engines.net.host import Host, Hosting, SeatPlan, serve_in_thread
from gui.network.session import RemoteSession
from gui.network.window import NetworkGameWindow

LOOPBACK = "127.0.0.1"
CODE = "KAT234"


def host_on_loopback(
    path: Path, setup: Setup, plans: list[SeatPlan], clock: Callable[[], float] = lambda: 0.0
) -> Hosting:
    """A host of ``setup`` saving to ``path``, on the test's ``clock`` (seconds; by default
    one that stands, so no time runs out while a test plays)."""
    return serve_in_thread(
        path, lambda store: Host(store, plans, setup=setup, code=CODE, clock=clock), LOOPBACK
    )


class RawSeat:
    """Another player, speaking the protocol itself (the handshake done with the code)."""

    def __init__(self, port: int, name: str) -> None:
        self.connection = Connection(LOOPBACK, port, CODE, timeout=30)
        self.connection.send({"type": "join", "name": name, "kind": "human"})
        self.sent = 0

    def act(self, action: dict[str, object]) -> None:
        self.sent += 1
        self.connection.send({"type": "action", "id": self.sent, "action": action})

    def close(self) -> None:
        self.connection.close()


def seat_window(
    qtbot: QtBot, port: int, name: str, heard: list[dict[str, Any]] | None = None
) -> NetworkGameWindow:
    """A network seat's window joining the host at ``port`` as ``name``, shown; ``heard``
    gets every message its session receives."""
    session = RemoteSession(LOOPBACK, port, name, CODE)
    if heard is not None:
        handle = session._handle

        def keep(message: dict[str, Any]) -> None:
            heard.append(message)
            handle(message)

        session._handle = keep  # type: ignore[method-assign]
    window = NetworkGameWindow(session)
    qtbot.addWidget(window)
    window.show()
    return window
