"""Pieces every engine command line shares (``python -m engines``, ``engines.lexicon``,
``engines.seven_words``, ``engines.crossword``, ``engines.slowka``, ``engines.puzzle``): argparse
with one-line errors (exit status 2), positive counts and ids, reading a text file the way users
save them (UTF-8, with or without a byte-order mark, any line ends, at most
:data:`MAX_TEXT_FILE_BYTES`), running a ``main`` whose output may be piped into ``head``
(:func:`run_main`), and the ``solve`` command of the board games' solvers."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (no usage block) with exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


#: The largest id or count a command line takes: SQLite's largest integer (a larger one cannot
#: name anything saved, and SQLite refuses to even look it up).
MAX_ID = 2**63 - 1
#: Board files, records and other small text inputs: far above any real one (a long game's
#: record is tens of kilobytes), far below what would exhaust memory (``/dev/zero``).
MAX_TEXT_FILE_BYTES = 10 * 2**20


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


class InputFileError(ValueError):
    """A file that cannot be read as UTF-8 text; the message is one line."""


def read_limited(path: Path, limit: int, what: str) -> bytes:
    """The bytes of ``path``; :class:`InputFileError` when it cannot be read or holds more
    than ``limit`` bytes. Reads at most ``limit + 1`` bytes, so an endless file (``/dev/zero``,
    a pipe) or a huge one costs no more memory than the limit."""
    try:
        with path.open("rb") as file:
            data = file.read(limit + 1)
    except OSError as error:
        raise InputFileError(f"cannot read the {what} {path}: {error.strerror}") from error
    if len(data) > limit:
        raise InputFileError(f"the {what} {path} is larger than {limit // 2**20} MB")
    return data


def read_text_file(path: Path, what: str, limit: int = MAX_TEXT_FILE_BYTES) -> str:
    """The text of ``path`` (at most ``limit`` bytes) without a byte-order mark, line ends as
    ``\\n``."""
    data = read_limited(path, limit, what)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputFileError(f"the {what} {path} is not UTF-8 text: {error.reason}") from error
    return text.replace("\r\n", "\n").replace("\r", "\n")


def write_text_atomically(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a file beside it renamed over it: a full disk
    or a crash leaves the old file or none, never half of the new one.

    Only a regular file (or a new one) is replaced so: a symbolic link is followed to its
    file, and a device or a pipe (``/dev/stdout``, ``/dev/full``) is written in place — renaming
    over it would put a file where the device was."""
    path = path.resolve()
    if path.exists() and not path.is_file():
        with path.open("w", encoding="utf-8") as file:
            file.write(text)
        return
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        with part.open("w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(part, path)
    except BaseException:
        part.unlink(missing_ok=True)
        raise


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
