"""The solver behind ``python -m engines.slowka solve``: every move of a position, best first.

Input: a board file (7 lines of 7 characters: ``#`` a bonus square — exactly where the board has
them —, ``.`` an empty light square, an uppercase Polish letter a token; a UTF-8 BOM, CRLF line
ends, trailing spaces and blank lines at the end are fine), a rack (1–6 uppercase letters) and
optionally a plain word list (UTF-8, one word a line, either case; lines with other characters
are skipped) used instead of the lexicon, and how words are read (``any``: through sides and
corners, the standard rules' default; ``side``: through sides only). Letters are compared in
Unicode NFC, so a letter typed as a base letter and a combining mark is the letter itself.

Output lines ``SCORE PATH WORD``: the path's squares in reading order joined by ``-`` (column
``a``–``g`` left to right, row ``1``–``7`` top to bottom), the word uppercase. Order: higher
score first, then the word in Polish alphabetical order, then the path's square names compared
one by one (``a1`` < ``a2`` < … < ``b1``).

The token counts are not checked against the set: any board and rack of the right shape is
solved as given.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

from engines.files import InputFileError, read_text_file
from engines.lexicon import Lexicon, WordTooLong, lexicon_from_words, load_lexicon
from engines.lexicon.wordlists import MAX_WORD_LIST_BYTES
from engines.slowka.board import Board, BoardFormatError, load_layout
from engines.slowka.movegen import Move, all_moves
from engines.slowka.rulesets import READING, STANDARD
from engines.tiles import load_tile_set


class SolverInputError(ValueError):
    """Input the solver refuses; the message is one line for the user."""


def parse_rack(text: str, alphabet: str, rack_size: int) -> tuple[str, ...]:
    """Rack tokens from ``NOŻYK`` (uppercase letters of ``alphabet``, 1 to ``rack_size``)."""
    cleaned = unicodedata.normalize("NFC", text.strip())
    if not cleaned:
        raise SolverInputError("the rack is empty")
    bad = sorted({c for c in cleaned if c not in alphabet.upper()})
    if bad:
        raise SolverInputError(f"the rack must be uppercase Polish letters, got {''.join(bad)!r}")
    if len(cleaned) > rack_size:
        raise SolverInputError(f"a rack holds at most {rack_size} tokens, got {len(cleaned)}")
    return tuple(cleaned.lower())


def read_word_list(path: Path, alphabet: str, language: str) -> Lexicon:
    """A lexicon of the words in a UTF-8 file, one a line."""
    try:
        text = read_text_file(path, "word list", MAX_WORD_LIST_BYTES)
    except InputFileError as error:
        raise SolverInputError(str(error)) from error
    letters = set(alphabet)
    lines = unicodedata.normalize("NFC", text).splitlines()
    words = [w for w in (line.strip().lower() for line in lines) if w]
    kept = [w for w in words if set(w) <= letters]
    if not kept:
        raise SolverInputError(f"no words of the Polish alphabet in {path}")
    try:
        return lexicon_from_words(kept, language)
    except WordTooLong as error:
        raise SolverInputError(f"{path}: {error}") from error


def solve(
    board_text: str,
    rack_text: str,
    word_list: Path | None = None,
    reading: str = READING.default,
) -> list[Move]:
    """Every legal move, best first."""
    layout = load_layout(STANDARD.board)
    tile_set = load_tile_set(STANDARD.tile_set)
    if reading not in READING.allowed:
        raise SolverInputError(f"reading must be one of {', '.join(READING.allowed)}")
    try:
        board = Board.from_text(unicodedata.normalize("NFC", board_text), layout, tile_set.alphabet)
    except BoardFormatError as error:
        raise SolverInputError(str(error)) from error
    rack = parse_rack(rack_text, tile_set.alphabet, STANDARD.rack_size)
    if word_list is None:
        lexicon = load_lexicon(STANDARD.language)
    else:
        lexicon = read_word_list(word_list, tile_set.alphabet, STANDARD.language)
    return all_moves(board, rack, lexicon, layout, tile_set, reading)


def format_move(move: Move) -> str:
    layout = load_layout(STANDARD.board)
    return f"{move.score} {move.place(layout).path} {move.word.upper()}"


def solve_lines(
    board_text: str,
    rack_text: str,
    *,
    top: int | None = 10,
    word_list: Path | None = None,
    reading: str = READING.default,
) -> list[str]:
    """The solver's output lines (``top`` None: all moves)."""
    moves = solve(board_text, rack_text, word_list, reading)
    return [format_move(m) for m in (moves if top is None else moves[:top])]
