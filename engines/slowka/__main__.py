"""Command line: ``python -m engines.slowka solve --board FILE --rack LETTERS [--top N | --all]
[--wordlist FILE] [--reading any|side]``.

Prints ``SCORE PATH WORD`` lines, best first (the top 10 unless ``--top``/``--all``), e.g.
``14 d4-d3-c3-b3-a3 NOŻYK``. Bad input gives a one-line error and exit status 2.
"""

from __future__ import annotations

from engines.slowka.rulesets import READING
from engines.slowka.solver import SolverInputError, solve_lines
from engines.tools.cli import Choice, run_main, solve_main


def main(argv: list[str] | None = None) -> int:
    return solve_main(
        argv,
        prog="python -m engines.slowka",
        description="Słówka tools.",
        solve_help="print the best moves for a board and a rack",
        board_help="7 lines of 7: # . A-Ż",
        rack_help="1-6 uppercase letters",
        rule_sets=None,
        solve_lines=solve_lines,
        input_error=SolverInputError,
        choices=(
            Choice(
                "reading",
                READING.allowed,
                READING.default,
                "how a word is read: any (through sides and corners) or side (sides only)",
            ),
        ),
    )


if __name__ == "__main__":
    raise SystemExit(run_main(main))
