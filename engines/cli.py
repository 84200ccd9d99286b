"""Pieces every engine command line shares: argparse with one-line errors (exit status 2),
positive counts, and reading a text file the way users save them (UTF-8, with or without a
byte-order mark, any line ends)."""

from __future__ import annotations

import argparse
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
