"""Pieces every engine command line shares (``python -m engines``, ``engines.lexicon``,
``engines.seven_words``, ``engines.crossword``, ``engines.slowka``, ``engines.puzzle``): argparse
with one-line errors (exit status 2), positive counts and ids, running a ``main`` whose output
may be piped into ``head`` (:func:`run_main`), and the ``solve`` command of the board games'
solvers (files are read through :mod:`engines.files`)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from engines.files import InputFileError, read_text_file


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (no usage block) with exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


#: The largest id or count a command line takes: SQLite's largest integer (a larger one cannot
#: name anything saved, and SQLite refuses to even look it up).
MAX_ID = 2**63 - 1


def positive_int(text: str) -> int:
    """An argparse type: an integer from 1 to :data:`MAX_ID`."""
    try:
        value = int(text)
    except ValueError:  # not digits, or more digits than Python converts (4300)
        raise argparse.ArgumentTypeError(f"not a number: {text[:20]!r}") from None
    if not 1 <= value <= MAX_ID:
        raise argparse.ArgumentTypeError(f"must be from 1 to {MAX_ID}")
    return value


def seed(text: str) -> int:
    """An argparse type: a game's seed, a whole number of at most 19 digits (what a record
    may hold, :data:`engines.records.record.MAX_SEED`)."""
    from engines.records.record import MAX_SEED

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text[:20]!r}") from None
    if not -MAX_SEED <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be from {-MAX_SEED} to {MAX_SEED}")
    return value


def run_main(main: Callable[[], int]) -> int:
    """``main()``'s exit status; when the reader of the output has gone (``... | head``) the
    command stops quietly with status 0, as a listing that was cut short is no error.

    Python's recipe (library reference, ``signal``, "Note on SIGPIPE"): standard output is
    pointed at the null device, so the interpreter's last flush at exit fails no more.
    """
    try:
        status = main()
        sys.stdout.flush()  # inside the try: the last lines may still be buffered here
    except BrokenPipeError:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
        return 0
    return status


DEFAULT_TOP = 10


@dataclass(frozen=True)
class Choice:
    """A rule option a solver takes on its command line: ``--NAME VALUE``, one of ``values``."""

    name: str
    values: tuple[str, ...]
    default: str
    help: str


def solve_main(
    argv: list[str] | None,
    *,
    prog: str,
    description: str,
    solve_help: str,
    board_help: str,
    rack_help: str,
    rule_sets: Sequence[str] | None,
    solve_lines: Callable[..., list[str]],
    input_error: type[ValueError],
    choices: Sequence[Choice] = (),
) -> int:
    """``PROG solve [--rules R] --board FILE --rack RACK [--top N | --all] [--wordlist FILE]``:
    prints ``solve_lines``'s lines. ``solve_lines(board_text, rack, top=, word_list=)`` gets
    the rule set first when ``rule_sets`` is given, and each of ``choices`` as a keyword.
    ``input_error`` and unreadable files are one line on stderr and exit status 2."""
    parser = OneLineParser(prog=prog, description=description)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    solve = commands.add_parser("solve", help=solve_help)
    if rule_sets is not None:
        solve.add_argument("--rules", required=True, choices=rule_sets)
    solve.add_argument("--board", required=True, type=Path, help=board_help)
    solve.add_argument("--rack", required=True, help=rack_help)
    how_many = solve.add_mutually_exclusive_group()
    how_many.add_argument("--top", type=positive_int, default=DEFAULT_TOP)
    how_many.add_argument("--all", action="store_true")
    solve.add_argument("--wordlist", type=Path, help="UTF-8 words, one a line")
    for choice in choices:
        solve.add_argument(
            f"--{choice.name}", choices=choice.values, default=choice.default, help=choice.help
        )
    args = parser.parse_args(argv)
    chosen = {choice.name: getattr(args, choice.name) for choice in choices}

    rules = [] if rule_sets is None else [args.rules]
    try:
        board_text = read_text_file(args.board, "board")
        lines = solve_lines(
            *rules,
            board_text,
            args.rack,
            top=None if args.all else args.top,
            word_list=args.wordlist,
            **chosen,
        )
    except (InputFileError, input_error) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    return 0
