"""A small picture of each game's board for the launcher: the game's own board widget (the
crossword board, Słówka's board, 7 słów's cards, GRA I's table) drawn on a made-up position of
a few words, no lexicon needed. Rendered once per size and kept: a quarter to half a second
for all four the first time, mostly importing the widgets' modules, so the launcher draws them
after its window is up (``benchmarks/launcher_pictures.py``)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

#: The crossword sample: SŁOWA across the middle row, KOT down through its O, AS down from A.
CROSSWORD_ROWS = (
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
    ".......K.......",
    ".....SŁOWA.....",
    ".......T.S.....",
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
)
#: Słówka's sample: tokens around START, the bonus squares (#) where the layout has them.
SLOWKA_ROWS = ("...#...", ".#...#.", "..MA...", "#.KOT.#", "...S...", ".#...#.", "...#...")
#: 7 słów's eight area cards, column by column.
SEVEN_WORDS_AREA = "kasrotem"
#: GRA I's sample table: (row, column, letter) of GRA across and RAK down.
TABLE_TILES = (
    (0, 0, "G"),
    (0, 1, "R"),
    (0, 2, "A"),
    (1, 1, "A"),
    (2, 1, "K"),
    (2, 2, "O"),
    (2, 3, "T"),
)


def _crossword() -> QWidget:
    from engines.crossword.board import Board
    from engines.crossword.layout import load_layout
    from engines.crossword.rulesets import rules_for, tile_set_for
    from gui.games.crossword.board import JAWA_SCHEME, BoardWidget

    rules = rules_for("jawa")
    tile_set = tile_set_for(rules, 2)
    layout = load_layout(rules.board)
    widget = BoardWidget(layout, JAWA_SCHEME)
    board = Board.from_text("\n".join(CROSSWORD_ROWS), tile_set.alphabet, layout.size)
    widget.set_board(board, {letter: tile_set.value(letter) for letter in tile_set.alphabet})
    widget.resize(480, 480)
    return widget


def _slowka() -> QWidget:
    from engines.slowka.board import Board
    from engines.slowka.rulesets import rules_for
    from engines.tiles.loader import load_tile_set
    from gui.games.slowka.board import SlowkaBoard

    rules = rules_for("standard")
    from engines.slowka.board import load_layout

    layout = load_layout(rules.board)
    tile_set = load_tile_set(rules.tile_set)
    widget = SlowkaBoard(layout)
    board = Board.from_text("\n".join(SLOWKA_ROWS), layout, tile_set.alphabet)
    values = {letter: tile_set.value(letter) for letter in tile_set.alphabet}
    widget.set_board(board, values, {})
    widget.resize(420, 420)
    return widget


def _seven_words() -> QWidget:
    from engines.seven_words.cards import bonus
    from gui.games.seven_words.cards import AreaWidget

    widget = AreaWidget()
    widget.set_area(list(SEVEN_WORDS_AREA), [bonus(letter) for letter in SEVEN_WORDS_AREA])
    widget.adjustSize()
    return widget


def _puzzle() -> QWidget:
    from engines.tiles.loader import load_tile_set
    from gui.games.puzzle.table_grid import TableGrid

    tile_set = load_tile_set("puzzle")
    widget = TableGrid(margin=1, minimum=None)
    widget.set_table(TABLE_TILES, {letter: tile_set.value(letter) for letter in tile_set.alphabet})
    widget.resize(widget.sizeHint())
    return widget


#: Game id → how to make its board widget with the sample position.
BOARDS: dict[str, Callable[[], QWidget]] = {
    "crossword": _crossword,
    "slowka": _slowka,
    "seven_words": _seven_words,
    "puzzle": _puzzle,
}


@cache
def game_picture(game_id: str, side: int) -> QPixmap:
    """The picture of ``game_id``'s board, fitted in a ``side`` × ``side`` square (an empty
    pixmap for a game with no board widget)."""
    make = BOARDS.get(game_id)
    if make is None:
        return QPixmap()
    widget = make()
    try:
        shot = widget.grab()
    finally:
        widget.deleteLater()
    return shot.scaled(
        QSize(side, side),
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
