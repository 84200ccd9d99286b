"""Finding hosted games on the local network: UDP broadcast, standard library only.

A host that listens on a network address (not loopback) says so every
:data:`ANNOUNCE_SECONDS` on UDP port :data:`DISCOVERY_PORT`: one small JSON datagram with the
game, its rule set, the seats, the TCP port and the short fingerprint of the host's key — never
the game's code. A player looking for games listens on that port for a few seconds
(:func:`find_games`); nothing listens otherwise. Datagrams are checked as strictly as the
host's messages: anything else is ignored.

Anyone can send such a datagram, so an announcement is only a hint of where to connect: the
list shows each one's address and fingerprint, and the handshake checks that the host proves
the key whose fingerprint it announced (:mod:`engines.net.secure`).
"""

from __future__ import annotations

import contextlib
import json
import socket
import time
from dataclasses import dataclass
from typing import Any

from engines.net.protocol import FINGERPRINT_LETTERS, FINGERPRINT_SYMBOLS, VERSION, valid_name
from engines.text_input import text_problem

DISCOVERY_PORT = 47_474
ANNOUNCE_SECONDS = 1.0
#: The largest announcement (a game id, a rule set, a few numbers and names).
MAX_DATAGRAM = 2048
BROADCAST = "255.255.255.255"


@dataclass(frozen=True)
class HostedGame:
    """A game some host announces: where to join and what it is."""

    address: str
    port: int
    game: str
    rules: str
    players: int
    free: int
    #: The name of whoever hosts (shown in the list).
    host_name: str
    #: The short fingerprint of the host's key, as announced (the handshake checks it).
    fingerprint: str = ""


def is_loopback(bind: str) -> bool:
    """A host listening on ``bind`` is reachable from this computer only (it announces
    nothing)."""
    return bind.startswith("127.") or bind in ("localhost", "::1")


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses other computers may reach it at (not loopback): the one
    its traffic leaves from (a UDP socket "connected" sends nothing) and those its name has."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: only picks the route (no network: none)
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        found += socket.gethostbyname_ex(socket.gethostname())[2]
    return [a for a in dict.fromkeys(found) if not is_loopback(a) and a != "0.0.0.0"]


def valid_fingerprint(text: Any) -> bool:
    """``text`` has the shape of a key's short fingerprint (``4FK2-9XQM``)."""
    half = FINGERPRINT_SYMBOLS // 2
    return (
        isinstance(text, str)
        and len(text) == FINGERPRINT_SYMBOLS + 1
        and text[half] == "-"
        and set(text[:half] + text[half + 1 :]) <= set(FINGERPRINT_LETTERS)
    )


def announcement(
    port: int, game: str, rules: str, players: int, free: int, host_name: str, fingerprint: str
) -> bytes:
    data = {
        "v": VERSION,
        "type": "hosted",
        "port": port,
        "game": game,
        "rules": rules,
        "players": players,
        "free": free,
        "host": host_name,
        "fp": fingerprint,
    }
    return json.dumps(data, ensure_ascii=False).encode("utf-8", errors="backslashreplace")


def parse_announcement(datagram: bytes, address: str) -> HostedGame | None:
    """The game a datagram announces (None: not an announcement of this version)."""
    if len(datagram) > MAX_DATAGRAM:
        return None
    try:
        data: Any = json.loads(datagram.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    fields = {"v", "type", "port", "game", "rules", "players", "free", "host", "fp"}
    if not isinstance(data, dict) or set(data) != fields:
        return None
    if data["v"] != VERSION or type(data["v"]) is not int or data["type"] != "hosted":
        return None
    numbers = (data["port"], data["players"], data["free"])
    if not all(type(n) is int for n in numbers) or not 0 < data["port"] <= 65535:
        return None
    if not 0 <= data["free"] <= data["players"] <= 64:
        return None
    texts = (data["game"], data["rules"])
    if not all(isinstance(t, str) and 0 < len(t) <= 40 for t in texts):
        return None
    if not valid_name(data["host"]) or not valid_fingerprint(data["fp"]):
        return None
    if any(text_problem(t, max_length=40) for t in texts):
        return None
    return HostedGame(
        address, data["port"], data["game"], data["rules"], data["players"], data["free"],
        data["host"], data["fp"],
    )  # fmt: skip


def find_games(seconds: float, port: int = DISCOVERY_PORT) -> list[HostedGame]:
    """The games announced on the local network within ``seconds`` (the latest word of each
    host and port), listening on UDP ``port`` only for that long."""
    found: dict[tuple[str, int], HostedGame] = {}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as listener:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("", port))
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            listener.settimeout(left)
            try:
                datagram, (address, _) = listener.recvfrom(MAX_DATAGRAM + 1)
            except TimeoutError:
                break
            game = parse_announcement(datagram, address)
            if game is not None:
                found[(game.address, game.port)] = game
    return sorted(found.values(), key=lambda g: (g.host_name, g.address, g.port))
