"""The solver behind ``python -m engines.crossword solve``: every move for a position, best first.

Input: a board file (15 lines of 15 characters: ``.`` empty, uppercase a tile, lowercase a blank
standing for that letter), a rack (letters, ``?`` for a blank) and a rule set; optionally a plain
word list used instead of the built-in lexicon. Output lines ``SCORE COORD WORD``: ``8H`` across,
``H8`` down, the whole main word with blanks in lowercase.

Checked before solving (:class:`SolverInputError`, one line each): the board's shape and letters,
the rack's letters and size, and that the board and rack together hold no more tiles of a kind
than the rule set's tile set (``wordsmith``: its largest set, 4 blanks).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from engines.crossword.board import Board, BoardFormatError
from engines.crossword.layout import load_layout
from engines.crossword.movegen import Move, all_moves
from engines.crossword.rulesets import RULE_SETS, CrosswordRules, tile_set_for
from engines.crossword.words import Dictionary, dictionary_for
from engines.files import InputFileError, read_text_file
from engines.lexicon import WordTooLong, lexicon_from_words
from engines.lexicon.wordlists import MAX_WORD_LIST_BYTES
from engines.tiles import BLANK, TileSet

#: Players assumed for a tile set whose blanks depend on them (the most blanks).
SOLVER_PLAYERS = 4


class SolverInputError(ValueError):
    """Input the solver refuses; the message is one line for the user."""


def parse_rack(text: str, alphabet: str, rack_size: int) -> tuple[str, ...]:
    """Rack tiles from ``AKOT?`` (either case), checked against the alphabet and rack size."""
    tiles = tuple(BLANK if c == BLANK else c.lower() for c in text.strip())
    if not tiles:
        raise SolverInputError("the rack is empty")
    bad = sorted({t for t in tiles if t != BLANK and t not in alphabet})
    if bad:
        raise SolverInputError(f"letters outside the alphabet on the rack: {''.join(bad)}")
    if len(tiles) > rack_size:
        raise SolverInputError(f"a rack holds at most {rack_size} tiles, got {len(tiles)}")
    return tiles


def check_tile_counts(board: Board, rack: tuple[str, ...], tile_set: TileSet) -> None:
    """Refuse more tiles of a kind on the board and rack than the set has."""
    check_cell_counts((cell for _, cell in board.tiles()), rack, tile_set)


def check_cell_counts(cells: Iterable[str], rack: tuple[str, ...], tile_set: TileSet) -> None:
    """Refuse more tiles of a kind among ``cells`` (board characters: lowercase a blank) and
    the rack than the set has."""
    used = Counter(BLANK if cell.islower() else cell.lower() for cell in cells)
    used.update(rack)
    for tile, count in sorted(used.items()):
        if count > tile_set.count(tile):
            name = "blanks" if tile == BLANK else f"{tile.upper()} tiles"
            raise SolverInputError(
                f"impossible tile counts: {count} {name} on the board and rack, "
                f"the set has {tile_set.count(tile)}"
            )


def read_word_list(path: Path, alphabet: str, language: str) -> Dictionary:
    """A dictionary of the words in a UTF-8 file, one a line (other characters: skipped)."""
    try:
        lines = read_text_file(path, "word list", MAX_WORD_LIST_BYTES).splitlines()
    except InputFileError as error:
        raise SolverInputError(str(error)) from error
    letters = set(alphabet)
    words = [w for w in (line.strip().lower() for line in lines) if w and set(w) <= letters]
    if not words:
        raise SolverInputError(f"no words of the alphabet in {path}")
    try:
        return Dictionary(lexicon_from_words(words, language))
    except WordTooLong as error:
        raise SolverInputError(f"{path}: {error}") from error


def solve(
    rules: CrosswordRules, board_text: str, rack_text: str, word_list: Path | None = None
) -> list[Move]:
    """Every legal move, best first."""
    layout = load_layout(rules.board)
    tile_set = tile_set_for(rules, SOLVER_PLAYERS)
    try:
        board = Board.from_text(board_text, tile_set.alphabet, layout.size)
    except BoardFormatError as error:
        raise SolverInputError(str(error)) from error
    rack = parse_rack(rack_text, tile_set.alphabet, rules.rack_size)
    check_tile_counts(board, rack, tile_set)
    if word_list is None:
        dictionary = dictionary_for(rules.language)
    else:
        dictionary = read_word_list(word_list, tile_set.alphabet, rules.language)
    return all_moves(board, rack, dictionary, layout, tile_set, rules)


def format_move(move: Move) -> str:
    return f"{move.score} {move.place.square} {move.place.word}"


def solve_lines(
    rules_id: str,
    board_text: str,
    rack_text: str,
    *,
    top: int | None = 10,
    word_list: Path | None = None,
) -> list[str]:
    """The solver's output lines (``top`` None: all moves)."""
    if rules_id not in RULE_SETS:
        raise SolverInputError(f"unknown rules {rules_id!r} (known: {', '.join(RULE_SETS)})")
    moves = solve(RULE_SETS[rules_id], board_text, rack_text, word_list)
    return [format_move(m) for m in (moves if top is None else moves[:top])]
