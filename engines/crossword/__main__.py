"""Command line: ``python -m engines.crossword solve --rules jawa|wordsmith --board FILE
--rack RACK [--top N | --all] [--wordlist FILE]``.

Prints ``SCORE COORD WORD`` lines, best first (the top 10 unless ``--top``/``--all``). Bad input
gives a one-line error and exit status 2.
"""

from __future__ import annotations

import sys
from pathlib import Path

from engines.cli import InputFileError, OneLineParser, positive_int, read_text_file
from engines.crossword.rulesets import RULE_SETS
from engines.crossword.solver import SolverInputError, solve_lines

DEFAULT_TOP = 10


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m engines.crossword", description="Crossword tools.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    solve = commands.add_parser("solve", help="print the best moves for a board and a rack")
    solve.add_argument("--rules", required=True, choices=sorted(RULE_SETS))
    solve.add_argument("--board", required=True, type=Path, help="15 lines of 15: . A-Z a-z")
    solve.add_argument("--rack", required=True, help="letters, ? for a blank")
    how_many = solve.add_mutually_exclusive_group()
    how_many.add_argument("--top", type=positive_int, default=DEFAULT_TOP)
    how_many.add_argument("--all", action="store_true")
    solve.add_argument("--wordlist", type=Path, help="UTF-8 words, one a line")
    args = parser.parse_args(argv)

    try:
        board_text = read_text_file(args.board, "board")
        lines = solve_lines(
            args.rules,
            board_text,
            args.rack,
            top=None if args.all else args.top,
            word_list=args.wordlist,
        )
    except (InputFileError, SolverInputError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
