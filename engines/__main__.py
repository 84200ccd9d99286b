"""Command line: ``python -m engines list``, ``play``, ``fuzz``, over a saved-games file
``import``, ``export`` and ``stats``, and ``net host`` / ``net join`` (games over the network)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engines.core import LEVELS, Rejected, Setup, resolve_setup
from engines.files import write_text_atomically
from engines.registry import all_games, get_game
from engines.tools.cli import OneLineParser, positive_int, run_main, seed
from engines.tools.fuzz import EngineReport, fuzz
from engines.tools.net import add_commands as add_net_commands
from engines.tools.net import run as run_net
from engines.tools.play import play_out


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m engines", description="Game engines.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    commands.add_parser("list", help="print GAME_ID RULES_ID lines")
    play = commands.add_parser("play", help="play a whole game with computer players")
    play.add_argument("--game", required=True)
    play.add_argument("--rules", required=True)
    play.add_argument("--players", type=_count, required=True)
    play.add_argument("--seed", type=seed, required=True)
    play.add_argument("--level", choices=LEVELS, default="strong", help="every player's level")
    play.add_argument("--levels", help="comma-separated level per player (overrides --level)")
    play.add_argument("--record", type=Path, help="write the game record (JSON) here")
    fuzz = commands.add_parser("fuzz", help="fuzz the engines: legal and garbage actions")
    fuzz.add_argument("--game", help="only this game")
    fuzz.add_argument("--rules", help="only this rule set")
    fuzz.add_argument("--games", type=_count, default=20, help="games per rule set (20)")
    fuzz.add_argument("--seconds", type=_count, help="time for the whole run")
    fuzz.add_argument("--seed", type=seed, default=1, help="seed of the first game (1)")
    imports = commands.add_parser("import", help="import a .json record or a crossword .gcg")
    imports.add_argument("--store", type=Path, required=True, help="saved-games file")
    imports.add_argument("file", type=Path)
    export = commands.add_parser("export", help="print a saved game as a record")
    export.add_argument("--store", type=Path, required=True, help="saved-games file")
    export.add_argument("--game", type=positive_int, required=True, help="the game's id")
    export.add_argument("--format", choices=("gcg", "json"), required=True)
    stats = commands.add_parser("stats", help="statistics per player over finished games")
    stats.add_argument("--store", type=Path, required=True, help="saved-games file")
    stats.add_argument("--player", help="only this player (a name, or komputer:LEVEL)")
    add_net_commands(commands)
    args = parser.parse_args(argv)

    if args.command == "net":
        return run_net(args)
    if args.command == "fuzz":
        return _fuzz(args)
    if args.command in ("import", "export", "stats"):
        return _store_command(args)

    if args.command == "list":
        for game in all_games():
            for rules in game.info.rule_sets:
                print(f"{game.info.id} {rules.id}")
        return 0

    setup = Setup(game=args.game, rules=args.rules, players=args.players, seed=args.seed)
    try:
        resolve_setup(get_game(args.game).info, setup)
    except Rejected as error:
        print(f"error: {error.reason.value} {error.details}", file=sys.stderr)
        return 2
    levels = args.levels.split(",") if args.levels else [args.level] * args.players
    if len(levels) != args.players or set(levels) - set(LEVELS):
        parser.error(f"--levels needs {args.players} of {', '.join(LEVELS)}")
    if args.record is not None and not args.record.parent.is_dir():
        parser.error(f"--record: no folder {str(args.record.parent)!r}")
    if args.record is not None and args.record.is_dir():
        parser.error(f"--record: {str(args.record)!r} is a folder")
    game, state, record = play_out(setup, levels)
    outcome = game.outcome(state)
    print("place\tplayer\tlevel\tscore")
    for player in sorted(range(args.players), key=lambda p: (outcome.ranks[p], p)):
        print(f"{outcome.ranks[player]}\t{player + 1}\t{levels[player]}\t{outcome.scores[player]}")
    if args.record:
        try:
            write_text_atomically(args.record, record.dumps() + "\n")
        except OSError as error:
            print(f"error: cannot write {args.record}: {error.strerror}", file=sys.stderr)
            return 2
    return 0


def _count(text: str) -> int:
    value = int(text)
    if value < 1:
        raise ValueError(text)
    return value


def _store_command(args: argparse.Namespace) -> int:
    """``import``, ``export`` and ``stats``: every failure is one line and exit status 2."""
    from engines.lexicon.wordlists import WordListError
    from engines.records.history import player_stats, stats_lines, summaries
    from engines.records.import_export import export_game, import_file
    from engines.records.record import RecordError
    from engines.records.store import GameStore, StoreError

    def fail(message: str) -> int:
        print(f"error: {message}", file=sys.stderr)
        return 2

    if args.command == "import" and not args.file.is_file():
        return fail(f"no file {str(args.file)!r}")
    try:
        with GameStore(args.store) as store:
            if args.command == "import":
                imported = import_file(store, args.file)
                print(imported.game_id)
                if imported.needs is not None:
                    needs = imported.needs
                    print(
                        f"note: the game needs the word list {needs.name!r} ({needs.lang}), "
                        "which is not installed here (or not the same list): install it to "
                        "replay the game",
                        file=sys.stderr,
                    )
            elif args.command == "export":
                sys.stdout.write(export_game(store, args.game, args.format))
            else:
                found = player_stats(summaries(store))
                if args.player is not None:
                    if args.player not in found:
                        return fail(f"no finished game with a player {args.player!r}")
                    found = {args.player: found[args.player]}
                print("\n".join(stats_lines(found.values())))
    except (StoreError, RecordError, WordListError, OSError) as error:
        return fail(str(error))
    except Rejected as error:  # a saved game this version cannot replay (its setup or a move)
        return fail(f"the game cannot be replayed here: {error.reason.value}")
    return 0


def _fuzz(args: argparse.Namespace) -> int:
    def show(report: EngineReport) -> None:
        print(report.line(), flush=True)
        for failure in report.failures:
            print(
                f"  {failure.kind} at action {failure.step}: {failure.text} — reproduce: "
                f"python -m engines fuzz --game {report.game} --rules {report.rules} "
                f"--games 1 --seed {failure.seed}",
                flush=True,
            )

    try:
        reports = fuzz(args.game, args.rules, args.games, args.seconds, args.seed, show)
    except Rejected:
        print(
            f"error: no rule set matches --game {args.game} --rules {args.rules}", file=sys.stderr
        )
        return 2
    return 1 if any(report.failures for report in reports) else 0


if __name__ == "__main__":
    raise SystemExit(run_main(main))
