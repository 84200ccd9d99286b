"""Pieces every command line of the engines shares (``python -m engines``, ``engines.lexicon``,
``engines.seven_words``, ``engines.crossword``, ``engines.slowka``)."""

from __future__ import annotations

import argparse
from typing import NoReturn


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line on stderr and exit status 2 (the
    usage text would be several)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def positive_int(text: str) -> int:
    """An argument type: a whole number of at least 1 (``--top N``)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value
