"""``python -m engines net host …`` and ``net join …``: a game served from the command line
(a machine that only hosts, tests) and a computer player that joins one."""

from __future__ import annotations

import argparse
import logging
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engines.core import LEVELS, Rejected, Setup, resolve_setup
from engines.net.discovery import BROADCAST, DISCOVERY_PORT, is_loopback
from engines.net.protocol import CODE_LETTERS, MIN_CODE_LENGTH, normal_code, valid_name
from engines.registry import get_game
from engines.tools.cli import OneLineParser, positive_int, seed

#: The longest a host's master computer may be told to think over a move (seconds).
MAX_THINK_SECONDS = 60.0

if TYPE_CHECKING:  # imported when hosting: the other commands start without the games
    from engines.net.host import SeatPlan


def add_commands(commands: Any) -> None:
    """The ``net`` command and its ``host`` and ``join`` subcommands."""
    net = commands.add_parser("net", help="play over the local network")
    sub = net.add_subparsers(dest="net_command", required=True, parser_class=OneLineParser)
    host = sub.add_parser("host", help="serve one game; print its id when it is over")
    host.add_argument("--game")
    host.add_argument("--rules")
    host.add_argument("--players", type=positive_int)
    host.add_argument("--port", type=_port, required=True, help="0: any free port")
    host.add_argument("--bind", default="0.0.0.0", help="address to listen on (all)")
    host.add_argument("--store", type=Path, help="saved-games file (the app's)")
    host.add_argument(
        "--seats",
        help="comma-separated: net, or a level (the host's computer); all net by default",
    )
    host.add_argument("--seed", type=seed, help="the game's seed (random)")
    host.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a rule-set option (repeatable), e.g. clock=per_move",
    )
    host.add_argument("--code", type=_code, help="the game's code (random)")
    host.add_argument("--resume", type=positive_int, help="go on with this unfinished game")
    host.add_argument("--takeover", choices=LEVELS, help="a computer plays a dropped seat")
    host.add_argument(
        "--no-announce", action="store_true", help="do not announce the game on the network"
    )
    host.add_argument("--name", default="", help="the host's name in the announcement")
    host.add_argument(
        "--think",
        type=_think_seconds,
        metavar="SECONDS",
        help="how long the host's master computers think a move (idle machine's seconds)",
    )
    find = sub.add_parser("find", help="list the games hosts announce on the local network")
    find.add_argument("--seconds", type=positive_int, default=3, help="how long to listen (3)")
    join = sub.add_parser("join", help="a computer player that joins a hosted game")
    join.add_argument("address", help="HOST:PORT")
    join.add_argument("--name", required=True)
    join.add_argument("--code", type=_code, required=True)
    join.add_argument("--level", choices=LEVELS, default="strong")
    join.add_argument("--wait", type=positive_int, default=60, help="seconds to wait for a host")
    join.add_argument(
        "--seat-file",
        type=Path,
        help="keep the seat's secret in this file; run again with it to continue the seat",
    )


def _port(text: str) -> int:
    value = int(text) if text.isdigit() else -1
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"not a port: {text[:20]!r}")
    return value


def _think_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text[:20]!r}") from None
    if not 0.1 <= value <= MAX_THINK_SECONDS:
        raise argparse.ArgumentTypeError(f"must be from 0.1 to {MAX_THINK_SECONDS:g}")
    return value


def _code(text: str) -> str:
    code = normal_code(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            f"a code is {MIN_CODE_LENGTH} to 32 of {CODE_LETTERS} (no 0, O, 1 or I)"
        )
    return code


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s", stream=sys.stderr)
    if args.net_command == "host":
        return _host(args)
    if args.net_command == "find":
        return _find(args)
    return _join(args)


def _find(args: argparse.Namespace) -> int:
    from engines.net.discovery import find_games

    try:
        games = find_games(args.seconds)
    except OSError as error:
        return _fail(f"cannot listen on UDP port {DISCOVERY_PORT}: {error.strerror}")
    for game in games:
        print(f"{game.address}:{game.port}\t{game.game}\t{game.rules}\t"
              f"{game.free}/{game.players} free\t{game.host_name}")  # fmt: skip
    return 0


def _plans(text: str | None, players: int) -> list[SeatPlan]:
    from engines.net.host import COMPUTER, NETWORK, SeatPlan

    words = text.split(",") if text else ["net"] * players
    if len(words) != players or not set(words) <= {"net", *LEVELS}:
        raise ValueError(f"--seats needs {players} of net, {', '.join(LEVELS)}")
    return [SeatPlan(NETWORK) if w == "net" else SeatPlan(COMPUTER, w) for w in words]


def _host(args: argparse.Namespace) -> int:
    from engines.data_dir import STORE_FILE, default_data_dir
    from engines.net.host import Host, HostingRecord
    from engines.records.store import GameStore, StoreError

    path = args.store or default_data_dir() / STORE_FILE
    if args.resume is None:
        if args.game is None or args.rules is None or args.players is None:
            return _fail("a new game needs --game, --rules and --players")
        try:
            plans = _plans(args.seats, args.players)
            options = _options(args.game, args.rules, args.option)
        except Rejected as error:
            return _fail(f"{error.reason.value} {error.details}")
        except ValueError as error:
            return _fail(str(error))
    try:
        with GameStore(path) as store:
            if args.resume is not None:
                saved = next((g for g in store.unfinished() if g.id == args.resume), None)
                if saved is None:
                    return _fail(f"no unfinished game {args.resume} in {path}")
                # What is not given again is as it was recorded when the game was hosted.
                recorded = store.hosting(args.resume)
                record = None if recorded is None else HostingRecord.from_json(recorded)
                options = _host_options(args)
                if args.seats is None and record is not None:
                    plans = list(record.plans)
                else:
                    plans = _plans(args.seats, saved.setup.players)
                if args.code is None and record is not None:
                    options["code"] = record.code
                if args.takeover is None and record is not None:
                    options["takeover"] = record.takeover
                host = Host(store, plans, resume=args.resume, **options)
            else:
                setup = Setup(args.game, args.rules, args.players, _seed(args.seed), options)
                resolve_setup(get_game(args.game).info, setup)
                host = Host(store, plans, setup=setup, **_host_options(args))
            print(f"code {host.code}", file=sys.stderr, flush=True)
            print(f"fingerprint {host.fingerprint}", file=sys.stderr, flush=True)

            def listening(port: int) -> None:
                print(f"listening on {args.bind}:{port}", file=sys.stderr, flush=True)

            game_id = host.run(args.bind, args.port, listening)
    except KeyboardInterrupt:
        return _fail("interrupted: an unfinished game stays in the store (--resume ID)")
    except Rejected as error:
        return _fail(f"{error.reason.value} {error.details}")
    except (StoreError, ValueError) as error:
        return _fail(str(error))
    except OSError as error:
        return _fail(f"cannot listen on {args.bind}:{args.port}: {error.strerror or error}")
    if game_id is None:  # only stop() ends a game not begun; the command line never calls it
        return _fail("stopped before the game began")
    print(game_id)
    return 0


def _options(game: str, rules: str, texts: list[str]) -> dict[str, Any]:
    """``KEY=VALUE`` texts as the rule set's options, each value one its option allows."""
    specs = {spec.key: spec for spec in get_game(game).info.rule_set(rules).options}
    options: dict[str, Any] = {}
    for text in texts:
        key, _, value = text.partition("=")
        spec = specs.get(key)
        if spec is None:
            raise ValueError(f"--option: {rules} has no option {key[:40]!r}")
        allowed = [v for v in spec.allowed if str(v).lower() == value.lower()]
        if not allowed:
            shown = ", ".join(str(v) for v in spec.allowed)
            raise ValueError(f"--option {key}: one of {shown}")
        options[key] = allowed[0]
    return options


def _host_options(args: argparse.Namespace) -> dict[str, Any]:
    """What a new and a resumed host share: the code, the takeover, the announcement —
    broadcast unless the host listens on loopback only, or was told not to — and how long its
    computers think."""
    announce = not (args.no_announce or is_loopback(args.bind))
    return {
        "code": args.code,
        "takeover": args.takeover,
        "announce_to": (BROADCAST, DISCOVERY_PORT) if announce else None,
        "host_name": args.name if valid_name(args.name) else socket.gethostname()[:40],
        "think_seconds": args.think,
    }


def _seed(value: int | None) -> int:
    from engines.net.host import random_seed

    return random_seed() if value is None else value


def _join(args: argparse.Namespace) -> int:
    from engines.net.client import Connection, HostGone, JoinRefused, SeatMemory, play
    from engines.net.protocol import ProtocolError

    host, _, port = args.address.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) <= 65535:
        return _fail(f"not HOST:PORT: {args.address[:60]!r}")
    if not valid_name(args.name):
        return _fail("a name is 1-100 characters")
    try:
        seat = SeatMemory.read(args.seat_file) if args.seat_file else SeatMemory()
    except ValueError as error:
        return _fail(str(error))
    told: set[bytes] = set()

    def tell(connection: Connection) -> None:
        if connection.host_key not in told:  # compare it with the host's screen
            told.add(connection.host_key)
            print(f"host fingerprint {connection.fingerprint}", file=sys.stderr, flush=True)

    try:
        finished = play(
            host, int(port), args.name, args.code, args.level,
            wait=args.wait, seat=seat, on_host=tell,
        )  # fmt: skip
    except (JoinRefused, HostGone, ProtocolError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    place = finished.ranks[finished.seat]
    print(f"game {finished.game_id}: seat {finished.seat + 1}, place {place}")
    return 0
