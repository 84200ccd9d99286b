"""Command line: ``python -m engines.puzzle solve --rules gra1 --board FILE --rack RACK
[--top N | --all] [--wordlist FILE]``.

Prints ``SCORE ROW COL DIR WORD`` lines, best first (the top 10 unless ``--top``/``--all``);
see :mod:`engines.puzzle.solver`. Bad input gives a one-line error and exit status 2.
"""

from __future__ import annotations

from engines.crossword.solver import SolverInputError
from engines.puzzle.solver import SOLVABLE, solve_lines
from engines.tools.cli import run_main, solve_main


def main(argv: list[str] | None = None) -> int:
    return solve_main(
        argv,
        prog="python -m engines.puzzle",
        description="Letter puzzle tools.",
        solve_help="print the best GRA I moves for a table and a rack",
        board_help="rows of . A-Z a-z (and Polish)",
        rack_help="letters, ? for a blank",
        rule_sets=SOLVABLE,
        solve_lines=solve_lines,
        input_error=SolverInputError,
    )


if __name__ == "__main__":
    raise SystemExit(run_main(main))
