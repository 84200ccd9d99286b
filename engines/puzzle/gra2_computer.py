"""Computer players for GRA II: build a crossword from the player's own tiles in one go and hand
it in (:class:`~engines.puzzle.gra2.SubmitGrid`).

Words are placed one at a time. The first goes across the middle of a plain square board
(:data:`BOARD_SIZE` a side, no premiums), taken from the lexicon's anagram search; every later one
comes from the crossword game's move generator (:func:`engines.crossword.movegen.generate_raw`)
on that board, recentred after every word so the crossword can grow any way. The generator
scores a move as the sum of the words it forms; a crossword scores the sum of *all* its words,
so a move's gain is measured on the lines it touches (an extended word replaces the old one).
Blanks join the rack only once :data:`BLANK_RACK` real tiles or fewer are left, and one at a
time: early on they would only stand in for letters the player has, and a long rack with blanks
(or any rack with two) has too many placements to list.

* ``strong``: a beam search — per crossword the :data:`STRONG_BRANCH` best next words, the
  :data:`STRONG_BEAM` best crosswords kept per step, ranked by score plus :data:`TILE_WEIGHT` per
  tile laid (a tile laid is a step towards the +20) — handing in the best crossword seen, +20
  included. The work is bounded by those numbers, with a :data:`DEADLINE` safety net in seconds
  of the thread's CPU time (not the wall clock, so that a busy machine makes it slower but not
  weaker, and games replay the same).
* ``medium``: a keen home player: greedy with main words from the common-word list (the words
  it knows), one of the :data:`MEDIUM_CHOICES` best next words at random each step.
* ``easy``: a casual player: greedy with common words too, one of the :data:`EASY_CHOICES`
  best at random, at most :data:`EASY_WORDS` words, no blanks.

No level swaps tiles: in the benchmark the strong player uses all its tiles in nearly every deal.

On one screen the round lasts until the quickest full crossword (:func:`~engines.puzzle.gra2.
round_length`), so a computer's crossword needs a time on its clock: decision, it lays a tile
every :data:`PACE` seconds of its level (strong 5 s, medium 8 s, easy 12 s — 20 tiles in 100 s
at best, against a person's few minutes), and it hands in its crossword at that time. Within the
time limit and the time to beat it lays only as many tiles as its pace allows there, so it never
hands in a crossword it could not have built before the round was over.
"""

from __future__ import annotations

import heapq
import random
import time
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.core import Action, Cancelled, ComputerPlayer
from engines.crossword.board import Board
from engines.crossword.layout import Layout
from engines.crossword.movegen import Position, generate_raw, main_word, to_move
from engines.crossword.movegen_core import RawMove
from engines.crossword.rulesets import CrosswordRules
from engines.lexicon.common import common_words
from engines.puzzle.gra2 import (
    ALL_TILES_BONUS,
    TILE_SET,
    Gra2View,
    SubmitGrid,
    tile_set,
)
from engines.puzzle.grid import Grid, word_cells
from engines.puzzle.rounds import PACE
from engines.puzzle.words import PuzzleDictionary, view_dictionary
from engines.tiles import BLANK

#: Room for any crossword of 20 tiles once recentred (the move generator's coordinates allow
#: at most 26 columns).
BOARD_SIZE = 25
BLANK_RACK = 6
STRONG_BEAM = 24
STRONG_BRANCH = 10
#: Value of a tile laid, for ranking unfinished crosswords.
TILE_WEIGHT = 0.5
MEDIUM_CHOICES = 3
EASY_CHOICES = 5
EASY_WORDS = 4
#: CPU seconds of the searching thread after which the best crossword found so far is handed in
#: (a safety net for slow machines; the numbers above keep a search well inside it: benchmark).
DEADLINE = 1.5

PLAIN = Layout(
    "gra2", tuple("." * BOARD_SIZE for _ in range(BOARD_SIZE)), (BOARD_SIZE // 2) * (BOARD_SIZE + 1)
)
RULES = CrosswordRules(
    id="gra2",
    language="pl",
    tile_set=TILE_SET,
    board=PLAIN.id,
    rack_size=20,
    first_move_min_tiles=2,
    min_word_length=2,
    bingo_tiles=0,
    bingo_bonus=0,
    out_bonus=0,
    starter="seat",
    passes_per_player=1,
    default_hints=0,
)


@dataclass(frozen=True)
class Node:
    """A crossword under construction: the board, the tiles left and the crossword's score."""

    board: Board
    letters: tuple[str, ...]
    blanks: int
    score: int
    laid: int

    @property
    def value(self) -> float:
        return self.score + TILE_WEIGHT * self.laid

    @property
    def final(self) -> int:
        """What the crossword scores handed in as it is."""
        done = not self.letters and not self.blanks and self.laid > 0
        return self.score + (ALL_TILES_BONUS if done else 0)


@cache
def cell_points() -> dict[str, int]:
    tiles = tile_set()
    return {letter.upper(): tiles.value(letter) for letter in tiles.alphabet}


def line_score(board: Board, squares: Iterable[int]) -> int:
    """The sum of the words (runs of 2+ tiles) along one line of squares."""
    points = cell_points()
    total = run_total = run_length = 0
    for square in (*squares, -1):
        cell = board.cells[square] if square >= 0 else "."
        if cell != ".":
            run_total += points.get(cell, 0)
            run_length += 1
            continue
        if run_length >= 2:
            total += run_total
        run_total = run_length = 0
    return total


def touched_lines_score(board: Board, squares: Collection[int]) -> int:
    """The words along every row and column through ``squares``."""
    size = board.size
    rows = {s // size for s in squares}
    cols = {s % size for s in squares}
    return sum(line_score(board, range(r * size, (r + 1) * size)) for r in rows) + sum(
        line_score(board, range(c, size * size, size)) for c in cols
    )


def recentred(board: Board) -> Board:
    """The same tiles with their bounding box in the middle of the board."""
    size = board.size
    tiles = list(board.tiles())
    rows = [s // size for s, _ in tiles]
    cols = [s % size for s, _ in tiles]
    dr = (size - (max(rows) - min(rows) + 1)) // 2 - min(rows)
    dc = (size - (max(cols) - min(cols) + 1)) // 2 - min(cols)
    if dr == 0 and dc == 0:
        return board
    return Board.empty(size).with_tiles((s + dr * size + dc, cell) for s, cell in tiles)


def to_grid(board: Board) -> Grid:
    size = board.size
    return Grid(tuple((s // size, s % size, cell) for s, cell in board.tiles())).normalised()


class Search:
    """One sitting's search for a player's tiles."""

    def __init__(
        self,
        level: str,
        rng: random.Random,
        should_stop: Callable[[], bool],
        dictionary: PuzzleDictionary,
        seconds: float = DEADLINE,
        max_laid: int | None = None,
    ) -> None:
        self.level = level
        #: At most this many tiles (what the pace allows in the time left; None: all).
        self.max_laid = max_laid
        self.rng = rng
        self.should_stop = should_stop
        self.dictionary = dictionary
        self.deadline = time.thread_time() + seconds
        self.known_words = common_words("pl") if level != "strong" else None

    def out_of_time(self) -> bool:
        if self.should_stop():
            raise Cancelled
        return time.thread_time() > self.deadline

    def usable_blanks(self, node: Node) -> int:
        """Blanks to offer the generator: one at a time (two at once multiply the placements
        to list about tenfold), once few real tiles are left; never for ``easy``."""
        if self.level == "easy" or len(node.letters) > BLANK_RACK:
            return 0
        return min(node.blanks, 1)

    def moves(self, node: Node) -> list[RawMove]:
        rack = (*node.letters, *([BLANK] * self.usable_blanks(node)))
        if not rack:
            return []
        position = Position(node.board, self.dictionary, PLAIN, tile_set(), RULES)
        raws = generate_raw(position, rack)
        if self.known_words is not None:
            alphabet = self.dictionary.alphabet
            raws = [r for r in raws if main_word(node.board, r, alphabet) in self.known_words]
        return raws

    def first_words(self, node: Node, count: int) -> list[Node]:
        """The ``count`` best first words, laid across the middle row. (The lexicon's anagram
        search lists them far faster than the move generator, which would also list every
        placement of each word.)"""
        blanks = self.usable_blanks(node)
        found = self.dictionary.lexicon.anagrams("".join(node.letters), blanks, min_length=2)
        words = self.dictionary.playable(found)
        if self.known_words is not None:
            words = [w for w in words if w in self.known_words]
        points = cell_points()
        ranked: list[tuple[float, str, str]] = []
        for word in words:
            cells = word_cells(word, node.letters)
            value = sum(points.get(cell, 0) for cell in cells) + TILE_WEIGHT * len(cells)
            ranked.append((-value, word, cells))
        children = []
        row = BOARD_SIZE // 2
        if self.max_laid is not None:
            ranked = [item for item in ranked if len(item[2]) <= self.max_laid]
        for _, _, cells in heapq.nsmallest(count, ranked):
            first = row * BOARD_SIZE + (BOARD_SIZE - len(cells)) // 2
            board = node.board.with_tiles((first + k, cell) for k, cell in enumerate(cells))
            letters = list(node.letters)
            for cell in cells:
                if cell.isupper():
                    letters.remove(cell.lower())
            used_blanks = sum(1 for cell in cells if cell.islower())
            score = line_score(board, range(first, first + len(cells)))
            children.append(
                Node(board, tuple(letters), node.blanks - used_blanks, score, len(cells))
            )
        return children

    def child(self, node: Node, raw: RawMove) -> Node:
        move = to_move(node.board, raw, self.dictionary.alphabet)
        squares = [t.square for t in move.tiles]
        board = node.board.with_tiles((t.square, t.cell) for t in move.tiles)
        gain = touched_lines_score(board, squares) - touched_lines_score(node.board, squares)
        letters = list(node.letters)
        blanks = node.blanks
        for tile in move.tiles:
            if tile.blank:
                blanks -= 1
            else:
                letters.remove(tile.letter)
        laid = node.laid + len(squares)
        return Node(recentred(board), tuple(letters), blanks, node.score + gain, laid)

    def best_children(self, node: Node, count: int) -> list[Node]:
        """The ``count`` children of highest gain (a move's score bounds its gain from above,
        so the scan stops when no later move can get in)."""
        if not node.board.has_tiles:
            return self.first_words(node, count)
        raws = sorted(self.moves(node), key=lambda r: (-r[0], r[1], r[2], r[3]))
        kept: list[tuple[float, int, Node]] = []
        for index, raw in enumerate(raws):
            if len(kept) == count and raw[0] + TILE_WEIGHT * len(raw[3]) <= kept[0][0]:
                break
            if self.max_laid is not None and node.laid + len(raw[3]) > self.max_laid:
                continue
            child = self.child(node, raw)
            item = (child.value - node.value, -index, child)
            if len(kept) < count:
                heapq.heappush(kept, item)
            elif item[:2] > kept[0][:2]:
                heapq.heapreplace(kept, item)
        return [child for _, _, child in sorted(kept, key=lambda i: (-i[0], -i[1]))]

    def run(self, root: Node) -> Node:
        if self.level == "strong":
            return self.beam(root)
        return self.greedy(root)

    def beam(self, root: Node) -> Node:
        best = root
        beam = [root]
        while beam and not self.out_of_time():
            children: dict[str, Node] = {}
            for node in beam:
                for child in self.best_children(node, STRONG_BRANCH):
                    known = children.get(child.board.cells)
                    if known is None or child.value > known.value:
                        children[child.board.cells] = child
                if self.out_of_time():
                    break
            ranked = sorted(children.values(), key=lambda n: (-n.value, n.board.cells))
            beam = ranked[:STRONG_BEAM]
            for node in ranked:
                if node.final > best.final:
                    best = node
        return best

    def greedy(self, root: Node) -> Node:
        choices = MEDIUM_CHOICES if self.level == "medium" else EASY_CHOICES
        limit = EASY_WORDS if self.level == "easy" else None
        node = best = root
        words = 0
        while (limit is None or words < limit) and not self.out_of_time():
            children = self.best_children(node, choices)
            if not children:
                break
            node = self.rng.choice(children)
            words += 1
            if node.final > best.final:
                best = node
        return best


class Gra2Computer(ComputerPlayer):
    """A computer player of ``level``; ``deadline`` is the safety net in CPU seconds (a test
    that compares levels lifts it so that nothing can cut the search short)."""

    def __init__(self, level: str, deadline: float = DEADLINE) -> None:
        self.level = level
        self.deadline = deadline

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        assert isinstance(view, Gra2View) and view.tiles is not None
        letters = tuple(t for t in view.tiles if t != BLANK)
        root = Node(Board.empty(BOARD_SIZE), letters, view.tiles.count(BLANK), 0, 0)
        dictionary = view_dictionary(view)
        pace = PACE.get(self.level, PACE["medium"])
        budget = min(
            (t for t in (view.time_limit or None, view.time_to_beat) if t is not None),
            default=None,
        )
        max_laid = None if budget is None else int(budget // pace)
        search = Search(self.level, rng, should_stop, dictionary, self.deadline, max_laid)
        best = search.run(root)
        progress(1.0)
        return SubmitGrid(to_grid(best.board).text(), at=pace * best.laid)
