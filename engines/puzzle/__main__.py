"""Command line: ``python -m engines.puzzle solve --rules gra1 --board FILE --rack RACK
[--top N | --all] [--wordlist FILE]``.

Prints ``SCORE ROW COL DIR WORD`` lines, best first (the top 10 unless ``--top``/``--all``);
see :mod:`engines.puzzle.solver`. Bad input gives a one-line error and exit status 2.
"""

from __future__ import annotations

import sys
from pathlib import Path

from engines.cli import InputFileError, OneLineParser, positive_int, read_text_file
from engines.crossword.solver import SolverInputError
from engines.puzzle.solver import SOLVABLE, solve_lines

DEFAULT_TOP = 10


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m engines.puzzle", description="Letter puzzle tools.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    solve = commands.add_parser("solve", help="print the best GRA I moves for a table and a rack")
    solve.add_argument("--rules", required=True, choices=SOLVABLE)
    solve.add_argument("--board", required=True, type=Path, help="rows of . A-Z a-z (and Polish)")
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
