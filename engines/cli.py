"""Pieces every engine command line shares (``python -m engines``, ``engines.lexicon``,
``engines.seven_words``, ``engines.crossword``, ``engines.slowka``, ``engines.puzzle``): argparse
with one-line errors (exit status 2), positive counts, and reading a text file the way users
save them (UTF-8, with or without a byte-order mark, any line ends), and the ``solve`` command
of the board games' solvers."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (no usage block) with exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def positive_int(text: str) -> int:
    """An argparse type: an integer of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


class InputFileError(ValueError):
    """A file that cannot be read as UTF-8 text; the message is one line."""


def read_text_file(path: Path, what: str) -> str:
    """The text of ``path`` without a byte-order mark, line ends as ``\\n``."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise InputFileError(f"cannot read the {what} {path}: {error.strerror}") from error
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputFileError(f"the {what} {path} is not UTF-8 text: {error.reason}") from error
    return text.replace("\r\n", "\n").replace("\r", "\n")


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
