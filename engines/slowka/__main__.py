"""Command line: ``python -m engines.slowka solve --board FILE --rack LETTERS [--top N | --all]
[--wordlist FILE]``.

Prints ``SCORE PATH WORD`` lines, best first (the top 10 unless ``--top``/``--all``), e.g.
``14 d4-d3-c3-b3-a3 NOŻYK``. Bad input gives a one-line error and exit status 2.
"""

from __future__ import annotations

import sys
from pathlib import Path

from engines.cli import OneLineParser, positive_int
from engines.slowka.solver import SolverInputError, solve_lines

DEFAULT_TOP = 10


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m engines.slowka", description="Słówka tools.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    solve = commands.add_parser("solve", help="print the best moves for a board and a rack")
    solve.add_argument("--board", required=True, type=Path, help="7 lines of 7: # . A-Ż")
    solve.add_argument("--rack", required=True, help="1-6 uppercase letters")
    how_many = solve.add_mutually_exclusive_group()
    how_many.add_argument("--top", type=positive_int, default=DEFAULT_TOP)
    how_many.add_argument("--all", action="store_true")
    solve.add_argument("--wordlist", type=Path, help="UTF-8 words, one a line")
    args = parser.parse_args(argv)

    try:
        board_text = args.board.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        print(f"error: cannot read the board {args.board}: {error}", file=sys.stderr)
        return 2
    try:
        lines = solve_lines(
            board_text, args.rack, top=None if args.all else args.top, word_list=args.wordlist
        )
    except SolverInputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
