"""Command line: ``python -m engines list`` and ``python -m engines play ...``."""

from __future__ import annotations

import sys
from pathlib import Path

from engines.cli import OneLineParser
from engines.core import LEVELS, Rejected, Setup
from engines.play import play_out
from engines.registry import all_games


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m engines", description="Game engines.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    commands.add_parser("list", help="print GAME_ID RULES_ID lines")
    play = commands.add_parser("play", help="play a whole game with computer players")
    play.add_argument("--game", required=True)
    play.add_argument("--rules", required=True)
    play.add_argument("--players", type=int, required=True)
    play.add_argument("--seed", type=int, required=True)
    play.add_argument("--level", choices=LEVELS, default="strong", help="every player's level")
    play.add_argument("--levels", help="comma-separated level per player (overrides --level)")
    play.add_argument("--record", type=Path, help="write the game record (JSON) here")
    args = parser.parse_args(argv)

    if args.command == "list":
        for game in all_games():
            for rules in game.info.rule_sets:
                print(f"{game.info.id} {rules.id}")
        return 0

    levels = args.levels.split(",") if args.levels else [args.level] * args.players
    if len(levels) != args.players or set(levels) - set(LEVELS):
        parser.error(f"--levels needs {args.players} of {', '.join(LEVELS)}")
    setup = Setup(game=args.game, rules=args.rules, players=args.players, seed=args.seed)
    try:
        game, state, record = play_out(setup, levels)
    except Rejected as error:
        print(f"error: {error.reason.value} {error.details}", file=sys.stderr)
        return 2
    outcome = game.outcome(state)
    print("place\tplayer\tlevel\tscore")
    for player in sorted(range(args.players), key=lambda p: (outcome.ranks[p], p)):
        print(f"{outcome.ranks[player]}\t{player + 1}\t{levels[player]}\t{outcome.scores[player]}")
    if args.record:
        args.record.write_text(record.dumps() + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
