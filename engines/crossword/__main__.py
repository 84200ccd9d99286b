"""Command line: ``python -m engines.crossword solve --rules jawa|wordsmith --board FILE
--rack RACK [--top N | --all] [--wordlist FILE]``.

Prints ``SCORE COORD WORD`` lines, best first (the top 10 unless ``--top``/``--all``). Bad input
gives a one-line error and exit status 2.
"""

from __future__ import annotations

from engines.crossword.rulesets import RULE_SETS
from engines.crossword.solver import SolverInputError, solve_lines
from engines.tools.cli import run_main, solve_main


def main(argv: list[str] | None = None) -> int:
    return solve_main(
        argv,
        prog="python -m engines.crossword",
        description="Crossword tools.",
        solve_help="print the best moves for a board and a rack",
        board_help="15 lines of 15: . A-Z a-z",
        rack_help="letters, ? for a blank",
        rule_sets=sorted(RULE_SETS),
        solve_lines=solve_lines,
        input_error=SolverInputError,
    )


if __name__ == "__main__":
    raise SystemExit(run_main(main))
