"""GRA I of the letter puzzles: a crossword on an unbounded table, racks of 7 (GAMES.md §4).

Public API (the screen and the computer players build on it; keep it stable)
===========================================================================

Coordinates: a square of the table is ``(row, column)``, two integers with no bounds (negative
ones too); rows grow downwards, columns to the right. Tiles keep their coordinates for the whole
game; the first word may go anywhere (the computer players and the solver put it at ``(0, 0)``
across); a screen may show ``(0, 0)`` in its middle. See :mod:`engines.puzzle.table`.

Actions (frozen, JSON-friendly, with a text form that :func:`action_from_text` reads back):

* :class:`PlaceWord` ``(row, column, across, word)`` — ``"3 -1 a KOT"``: the whole main word
  from its first square, ``a`` across or ``d`` down; letters of new tiles uppercase, a blank as
  the lowercase letter it stands for; letters already on the table in either case.
  :func:`place_from_tiles` makes one from tiles put on squares one by one (the screen's way).
* :class:`ExchangeTiles` ``(tiles)`` — ``"EXCHANGE AK?"``: return some or all tiles (``?`` a
  blank) for as many new ones; the pool must hold at least as many.
* :class:`PassTurn` — ``"PASS"``.
* :class:`~engines.take_backs.TakeBack` — ``"TAKE BACK"``: the player's last move and the
  replies after it undone (option ``take_backs``, :mod:`engines.take_backs`).

Refusals (:class:`~engines.core.Rejected` with a :class:`~engines.core.Reason`): ``GAME_OVER``,
``NOT_YOUR_TURN``, ``UNKNOWN_ACTION``; for a placement, in this order: ``EMPTY_WORD``,
``LETTERS_NOT_IN_ALPHABET``, ``TILE_MISMATCH`` (``square`` "ROW COL", ``letter``, ``on_board``),
``NO_NEW_TILES``, ``NOT_WHOLE_WORD`` (``word``, ``whole``), ``WORD_TOO_SHORT`` (``min_length``),
``NOT_CONNECTED`` (no tile touches the table; with ``must_cross=True``: it touches, but the main
word holds no tile already there — a parallel word — which GRA I does not allow),
``MISSING_TILES`` (``word``, ``tiles``), ``UNKNOWN_WORD`` (``word``: the wrong ones joined by
", ", ``words``: a tuple), ``WORD_CLASS`` (the same facts: words the lexicon has but whose every
reading is a conjunction, particle, interjection… — :mod:`engines.puzzle.word_classes`);
:func:`place_from_tiles` adds ``SQUARE_TAKEN``, ``NOT_IN_LINE``, ``GAP``; for an exchange
``EMPTY_EXCHANGE``, ``MISSING_TILES``, ``NOT_ENOUGH_IN_BAG`` (``requested``, ``available``).

Checking a move without playing it (the live preview): :func:`check_place` (table only: shape
and scores, no rack, no dictionary) returns a :class:`TablePlay` — its tiles
(:class:`TableTile`), every word formed with its squares and score (:class:`TableWord`, main
word first), the bingo and the total; :func:`unknown_words` says which words the dictionary
lacks (:func:`dictionary_of` a view or setup). :func:`check_move` does all of apply's checks.
Every legal placement with its score: :func:`engines.puzzle.gra1_moves.all_moves` (table, rack,
dictionary) → :class:`~engines.puzzle.gra1_moves.TableMove` list, best first; computer players:
:mod:`engines.puzzle.gra1_computer`.

The view (:class:`Gra1View`, from ``view(state, player)``): ``player``, ``players``, ``table``,
``rack`` (own tiles only, None for the public view), ``rack_sizes``, ``scores``, ``bag_count``,
``unseen`` (letter, count: the pool and the others' racks, as this player sees them), ``turn``,
``order`` (turn order from the draw), ``to_act``, ``history`` (:class:`Gra1Turn`: ``player``,
``kind`` ``"place"``/``"exchange"``/``"pass"``, ``score``, ``place``, ``words``, ``bingo``,
``tiles``, ``count``; others' exchanged tiles hidden), ``start_draws`` (the order draw, one
row per draw, None: not drawing), ``scoreless`` (turns in a row with no word), ``end``
(:class:`Gra1End`), ``values`` (letter → points, ``?`` 0), ``rack_size`` 7, ``bingo_tiles`` 7,
``bingo_bonus`` 20, ``extra_words``, ``banned_words``, ``proper_names``.

Rules
=====

* Order: every player draws one puzzle; alphabetical order (Polish alphabet, a blank before A);
  tied players draw again among themselves, those tiles going straight back into the pool (each
  such draw a chance step of the seed). Each keeps the puzzle of the first draw and, in turn
  order, draws 6 more.
* A move places tiles in one line, contiguous with the tiles between them; every word has at
  least 2 letters (decision: as in the crossword, a lone letter is not a word on the table). The
  first word goes anywhere. Every later move's main word (the word read along its line) holds at
  least one tile already on the table: it crosses or extends a word; a single tile may do so in
  either line. Every other word the move forms must be valid too.
* Score: every word formed scores its whole letter sum (blanks 0) — an extended word counts as a
  new word (SEN → BASENU 8; ŁOWY 8 + OS 2 = 10); +20 when all 7 tiles are used (decision: a full
  rack of 7, as the rulebook says "wszystkie siedem literek"). Racks are refilled to 7 while the
  pool lasts.
* Instead of playing: exchange some or all tiles (while the pool holds as many) or pass.
* End (GAMES.md): the pool is empty and a player has used all their tiles, or every player has
  passed or exchanged in one full round (``players`` such turns in a row). Decision: no
  end-of-game adjustment for tiles left (the rulebook has none); equal totals share the place.
* Words: nouns, verbs, numerals, adjectives, pronouns, adverbs, prepositions
  (:mod:`engines.puzzle.words`). House rules: options ``extra_words`` / ``banned_words`` as in
  the crossword, and ``proper_names`` (names agreed before the game, GAMES.md).
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections import Counter
from collections.abc import Container, Iterable
from dataclasses import dataclass, field

from engines.core import (
    Action,
    GameState,
    OptionSpec,
    Outcome,
    PlayerId,
    Reason,
    Rejected,
    Setup,
    Text,
    chance,
    rank_by,
)
from engines.crossword.layout import plain_layout
from engines.crossword.placement import (
    NewTile,
    bingo_for,
    check_shape,
    formed_words,
    line_of_tiles,
    tiles_along,
)
from engines.puzzle.table import Table, Window
from engines.puzzle.word_classes import SCHOOL
from engines.puzzle.words import (
    WORD_OPTIONS,
    PuzzleDictionary,
    dictionary_of_options,
    normalise_setup,
    view_dictionary,
    word_options_of,
    word_problem,
)
from engines.take_backs import (
    Step,
    TakeBack,
    TakenBack,
    hide_turns,
    remember,
    take_back,
    take_backs_option,
)
from engines.tiles import BLANK, Bag, Rack, TileSet, load_tile_set

TILE_SET = "puzzle"
LANGUAGE = "pl"
#: Tiles a player draws at the start on top of the one that decided the order.
FIRST_DRAW = 6


@dataclass(frozen=True)
class Gra1Rules:
    """GRA I's numbers, read by the crossword's placement checks and move generator
    (:class:`engines.crossword.placement.PlacementRules`)."""

    rack_size: int = 7
    min_word_length: int = 2
    first_move_min_tiles: int = 1
    bingo_tiles: int = 7
    bingo_bonus: int = 20
    bingo_empties_rack: bool = False
    main_word_holds_tile: bool = True


RULES = Gra1Rules()

OPTIONS: tuple[OptionSpec, ...] = (
    *WORD_OPTIONS,
    take_backs_option(
        Text(
            "Instrukcja nie przewiduje cofania ułożonego wyrazu: ruch się liczy. Cofnięcie ruchu "
            "to zasada domowa, ustalona przed grą („przed przystąpieniem do gry można zmienić "
            "zasady”).",
            "The rulebook has no taking back of a word laid: a move counts. Taking back a move is "
            "a house rule agreed before the game.",
        )
    ),
)


# -- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlaceWord(Action):
    """Lay tiles so that the main word ``word`` reads from ``(row, column)``, across or down.

    >>> place = PlaceWord.parse("3 -1 a KoT")
    >>> place, str(place)
    (PlaceWord(row=3, column=-1, across=True, word='KoT'), '3 -1 a KoT')
    """

    row: int
    column: int
    across: bool
    word: str

    def __post_init__(self) -> None:
        # Records are read from JSON: refuse fields of the wrong kind as an unknown action.
        numbers = (self.row, self.column)
        if any(isinstance(n, bool) or not isinstance(n, int) for n in numbers) or not (
            isinstance(self.across, bool) and isinstance(self.word, str)
        ):
            raise Rejected(Reason.UNKNOWN_ACTION, action=repr(self))
        # NFC: a letter typed as a base letter and a combining mark is the Polish letter.
        object.__setattr__(self, "word", unicodedata.normalize("NFC", self.word.strip()))

    @classmethod
    def parse(cls, text: str) -> PlaceWord:
        parts = text.split()
        if len(parts) != 4 or parts[2].lower() not in ("a", "d"):
            raise Rejected(Reason.UNKNOWN_ACTION, action=text)
        try:
            row, column = int(parts[0]), int(parts[1])
        except ValueError:
            raise Rejected(Reason.UNKNOWN_ACTION, action=text) from None
        return cls(row, column, parts[2].lower() == "a", parts[3])

    def squares(self) -> list[tuple[int, int]]:
        """The table squares of the main word, first letter first."""
        dr, dc = (0, 1) if self.across else (1, 0)
        return [(self.row + i * dr, self.column + i * dc) for i in range(len(self.word))]

    def __str__(self) -> str:
        return f"{self.row} {self.column} {'a' if self.across else 'd'} {self.word}"


@dataclass(frozen=True)
class ExchangeTiles(Action):
    """Return ``tiles`` (letters, ``?`` for a blank) to the pool for as many new ones."""

    tiles: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", "".join(self.tiles.split()).lower())

    def __str__(self) -> str:
        return f"EXCHANGE {self.tiles.upper()}"


@dataclass(frozen=True)
class PassTurn(Action):
    """End the turn without placing or exchanging."""

    def __str__(self) -> str:
        return "PASS"


ACTION_TYPES: tuple[type[Action], ...] = (PlaceWord, ExchangeTiles, PassTurn, TakeBack)


def action_from_text(text: str) -> Action:
    """The action written as ``text`` (the inverse of ``str(action)``).

    >>> [str(action_from_text(t)) for t in ("pass", "exchange ak?", "0 0 d ŁOWY", "take back")]
    ['PASS', 'EXCHANGE AK?', '0 0 d ŁOWY', 'TAKE BACK']
    """
    cleaned = " ".join(text.split())
    upper = cleaned.upper()
    if upper == "PASS":
        return PassTurn()
    if upper == str(TakeBack()):
        return TakeBack()
    if upper.startswith("EXCHANGE "):
        return ExchangeTiles(cleaned[len("EXCHANGE ") :])
    return PlaceWord.parse(cleaned)


# -- a checked placement ------------------------------------------------------------------------
@dataclass(frozen=True)
class TableTile:
    """A tile a move puts on the table."""

    row: int
    column: int
    letter: str
    blank: bool = False

    @property
    def cell(self) -> str:
        """The table character: uppercase for a tile, lowercase for a blank."""
        return self.letter if self.blank else self.letter.upper()

    @property
    def rack_tile(self) -> str:
        """The rack tile it uses (``?`` for a blank)."""
        return BLANK if self.blank else self.letter


@dataclass(frozen=True)
class TableWord:
    """One word a move forms: its text (lowercase), its squares and its score."""

    word: str
    squares: tuple[tuple[int, int], ...]
    score: int


@dataclass(frozen=True)
class TablePlay:
    """A placement checked against the table: its tiles, every word it forms (main word
    first), the bingo and the score. Whether the words are in the dictionary is separate."""

    place: PlaceWord
    tiles: tuple[TableTile, ...]
    words: tuple[TableWord, ...]
    bingo: int

    @property
    def score(self) -> int:
        return sum(w.score for w in self.words) + self.bingo

    @property
    def main_word(self) -> str:
        return self.words[0].word

    @property
    def rack_tiles(self) -> tuple[str, ...]:
        return tuple(t.rack_tile for t in self.tiles)


def _tile_set() -> TileSet:
    return load_tile_set(TILE_SET)


def _near_table(table: Table, squares: Iterable[tuple[int, int]]) -> bool:
    """Whether any of ``squares`` is on or next to the tiles' bounding box."""
    bounds = table.bounds()
    assert bounds is not None
    top, left, bottom, right = bounds
    return any(top - 1 <= r <= bottom + 1 and left - 1 <= c <= right + 1 for r, c in squares)


def check_place(table: Table, place: PlaceWord, rack_size: int | None = None) -> TablePlay:
    """``place`` checked against the table (not a rack, not the dictionary) and scored;
    ``rack_size`` is unused by GRA I's bingo (a full 7) but kept for the shared rule."""
    squares = place.squares()
    if not place.word:
        raise Rejected(Reason.EMPTY_WORD)
    if not table.is_empty and not _near_table(table, squares):
        raise Rejected(Reason.NOT_CONNECTED)
    if len(place.word) > len(table) + RULES.rack_size:
        # Longer than every tile on the table and a full rack: no window that large is needed.
        raise Rejected(Reason.MISSING_TILES, word=place.word, tiles="")
    window = table.window(1, squares)
    board = window.board
    first = window.square(place.row, place.column)
    tile_set = _tile_set()
    tiles = tiles_along(board, first, place.across, place.word, tile_set.alphabet, window.name)
    # The first word may go anywhere: the window's start square is where it begins.
    layout = plain_layout(board.size, first)
    check_shape(board, tiles, len(place.word), layout, RULES)
    words = formed_words(board, tiles, place.across, layout, tile_set)
    return TablePlay(
        place=place,
        tiles=tuple(_table_tile(window, t) for t in tiles),
        words=tuple(
            TableWord(w.word, tuple(window.position(s) for s in w.squares), w.score) for w in words
        ),
        bingo=bingo_for(RULES, len(tiles), rack_size),
    )


def _table_tile(window: Window, tile: NewTile) -> TableTile:
    row, column = window.position(tile.square)
    return TableTile(row, column, tile.letter, tile.blank)


def place_from_tiles(table: Table, tiles: Iterable[TableTile]) -> PlaceWord:
    """The :class:`PlaceWord` for tiles put on squares one by one (the screen's way).

    Refuses tiles on occupied squares (``SQUARE_TAKEN``), outside one line (``NOT_IN_LINE``) or
    with an empty square between them (``GAP``). One tile reads in the direction where it makes
    the longer word (across when equal).
    """
    placed = list(tiles)
    if not placed:
        raise Rejected(Reason.NO_NEW_TILES, word="")
    rows = {t.row for t in placed}
    columns = {t.column for t in placed}
    if len(rows) > 1 and len(columns) > 1:
        raise Rejected(Reason.NOT_IN_LINE)
    span = max(max(rows) - min(rows), max(columns) - min(columns)) + 1
    if span > len(placed) + len(table):
        raise Rejected(Reason.GAP)
    squares = [(t.row, t.column) for t in placed]
    # Far from the table no tile of it can join the word: a window of the tiles alone.
    shown = table if not table.is_empty and _near_table(table, squares) else Table()
    window = shown.window(1, squares)
    new = [NewTile(window.square(t.row, t.column), t.letter, t.blank) for t in placed]
    for t in placed:
        if table.cell(t.row, t.column) is not None:
            raise Rejected(Reason.SQUARE_TAKEN, square=f"{t.row} {t.column}")
    first, across, word = line_of_tiles(window.board, new, window.name)
    row, column = window.position(first)
    return PlaceWord(row, column, across, word)


def unknown_words(play: TablePlay, dictionary: Container[str]) -> tuple[str, ...]:
    """The words of ``play`` that ``dictionary`` lacks, each once, in order."""
    seen: list[str] = []
    for formed in play.words:
        if formed.word not in dictionary and formed.word not in seen:
            seen.append(formed.word)
    return tuple(seen)


# -- state -----------------------------------------------------------------------------------
PLACED = "place"
EXCHANGED = "exchange"
PASSED = "pass"


@dataclass(frozen=True)
class Gra1Turn:
    """One line of the move history."""

    player: PlayerId
    kind: str
    score: int = 0
    place: PlaceWord | None = None
    words: tuple[TableWord, ...] = ()
    bingo: int = 0
    #: Tiles placed (public) or exchanged (seen only by their owner in views).
    tiles: tuple[str, ...] = ()
    count: int = 0


@dataclass(frozen=True)
class Gra1End:
    """How the game ended: who used their last tile with the pool empty (None: a full round
    with no word), and the racks left."""

    went_out: PlayerId | None
    racks: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Gra1State(GameState):
    table: Table
    bag: Bag
    racks: tuple[Rack, ...]
    scores: tuple[int, ...]
    #: Turn order from the draw: ``order[0]`` plays first.
    order: tuple[PlayerId, ...]
    turn: PlayerId
    #: Passes and exchanges in a row.
    scoreless: int
    history: tuple[Gra1Turn, ...]
    start_draws: tuple[tuple[str | None, ...], ...]
    end: Gra1End | None
    #: Moves taken back, on show in the history (:mod:`engines.take_backs`).
    taken_back: tuple[TakenBack, ...] = ()
    #: Where a take-back returns to (not compared: it follows from the moves).
    steps: Step | None = field(default=None, compare=False, repr=False)

    @property
    def players(self) -> int:
        return len(self.racks)


@dataclass(frozen=True)
class Gra1View:
    """What one player (or, with ``player`` None, everyone) may see."""

    player: PlayerId | None
    players: int
    table: Table
    rack: tuple[str, ...] | None
    rack_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    bag_count: int
    unseen: tuple[tuple[str, int], ...]
    turn: PlayerId
    order: tuple[PlayerId, ...]
    to_act: tuple[PlayerId, ...]
    history: tuple[Gra1Turn, ...]
    start_draws: tuple[tuple[str | None, ...], ...]
    scoreless: int
    end: Gra1End | None
    values: dict[str, int]
    rack_size: int
    bingo_tiles: int
    bingo_bonus: int
    extra_words: tuple[str, ...]
    banned_words: tuple[str, ...]
    proper_names: bool = False
    word_classes: str = SCHOOL
    rules: str = "gra1"
    #: Moves taken back (others' exchanged tiles hidden), shown struck in the history.
    taken_back: tuple[TakenBack, ...] = ()


# -- the start -------------------------------------------------------------------------------
def draw_order(
    tile_set: TileSet, players: int, seed: int
) -> tuple[tuple[PlayerId, ...], tuple[str, ...], Bag, tuple[tuple[str | None, ...], ...], int]:
    """The order draw: turn order, the puzzle each player drew and keeps, the pool left, every
    draw's tiles (one row per draw, None: not drawing) and the chance steps used.

    Tied players draw again to settle their places among themselves; those tiles go back into
    the pool at once (mixed: a chance step), so everyone keeps the puzzle of the first draw.
    """
    rank = {letter: i for i, letter in enumerate(BLANK + tile_set.alphabet)}
    kept, bag = Bag.full(tile_set, chance(seed, 0)).draw(players)
    rows: list[tuple[str | None, ...]] = [tuple(kept)]
    step = 1

    def settle(group: list[int], tiles: dict[int, str]) -> list[int]:
        nonlocal bag, step
        order: list[int] = []
        for value in sorted({rank[tiles[p]] for p in group}):
            tied = [p for p in group if rank[tiles[p]] == value]
            if len(tied) == 1:
                order.extend(tied)
                continue
            drawn, rest = bag.draw(len(tied))
            bag = rest.put_back(drawn, chance(seed, step))
            step += 1
            again = dict(zip(tied, drawn, strict=True))
            rows.append(tuple(again.get(p) for p in range(players)))
            order.extend(settle(tied, again))
        return order

    order = settle(list(range(players)), dict(enumerate(kept)))
    return tuple(PlayerId(p) for p in order), kept, bag, tuple(rows), step


def new_game(setup: Setup) -> Gra1State:
    """The order draw, then every player's first 6 more tiles. ``setup`` is already resolved."""
    setup = normalise_setup(setup)
    order, kept, bag, draws, steps = draw_order(_tile_set(), setup.players, setup.seed)
    racks: list[Rack] = [Rack()] * setup.players
    for player in order:
        drawn, bag = bag.draw(FIRST_DRAW)
        racks[player] = Rack((kept[player], *drawn))
    return Gra1State(
        setup=setup,
        chance_steps=steps,
        table=Table(),
        bag=bag,
        racks=tuple(racks),
        scores=(0,) * setup.players,
        order=order,
        turn=order[0],
        scoreless=0,
        history=(),
        start_draws=draws,
        end=None,
    )


# -- turns -------------------------------------------------------------------------------------
def dictionary_of(source: Setup | Gra1View) -> PuzzleDictionary:
    """The game's dictionary: the Polish lexicon in use with the puzzles' word classes and the
    words agreed before the game (:mod:`engines.puzzle.words`)."""
    if isinstance(source, Gra1View):
        return view_dictionary(source)
    return dictionary_of_options(source.options)


def to_act(state: Gra1State) -> frozenset[PlayerId]:
    return frozenset() if state.end is not None else frozenset({state.turn})


def next_player(state: Gra1State, player: PlayerId) -> PlayerId:
    return state.order[(state.order.index(player) + 1) % len(state.order)]


def check_move(
    table: Table, rack: Iterable[str], place: PlaceWord, dictionary: PuzzleDictionary
) -> TablePlay:
    """Every check a placement passes before it is played: the table, the rack, the words."""
    tiles = tuple(rack)
    play = check_place(table, place, len(tiles))
    missing = Counter(play.rack_tiles) - Counter(tiles)
    if missing:
        raise Rejected(Reason.MISSING_TILES, word=place.word, tiles="".join(missing.elements()))
    problem = word_problem((w.word for w in play.words), dictionary)
    if problem is not None:
        raise problem
    return play


def apply(state: Gra1State, player: PlayerId, action: Action) -> Gra1State:
    """The state after ``action``; a take-back returns to before ``player``'s last move."""
    if isinstance(action, TakeBack):
        return take_back(state, player, over=state.end is not None)
    return remember(state, _apply(state, player, action), player, True)


def _apply(state: Gra1State, player: PlayerId, action: Action) -> Gra1State:
    if state.end is not None:
        raise Rejected(Reason.GAME_OVER)
    if player not in to_act(state):
        raise Rejected(Reason.NOT_YOUR_TURN, player=player)
    if isinstance(action, PlaceWord):
        return _place(state, player, action)
    if isinstance(action, ExchangeTiles):
        return _exchange(state, player, action)
    if isinstance(action, PassTurn):
        return _scoreless(state, Gra1Turn(player, PASSED))
    raise Rejected(Reason.UNKNOWN_ACTION, action=type(action).__name__)


def _place(state: Gra1State, player: PlayerId, place: PlaceWord) -> Gra1State:
    rack = state.racks[player]
    play = check_move(state.table, rack.tiles, place, dictionary_of(state.setup))
    drawn, bag = state.bag.draw(RULES.rack_size - len(rack) + len(play.tiles))
    rack = rack.remove(play.rack_tiles).add(drawn)
    turn = Gra1Turn(
        player,
        PLACED,
        score=play.score,
        place=place,
        words=play.words,
        bingo=play.bingo,
        tiles=play.rack_tiles,
        count=len(play.tiles),
    )
    state = dataclasses.replace(
        state,
        table=state.table.with_tiles((t.row, t.column, t.cell) for t in play.tiles),
        bag=bag,
        racks=_set(state.racks, player, rack),
        scores=tuple(s + play.score if i == player else s for i, s in enumerate(state.scores)),
        turn=next_player(state, player),
        scoreless=0,
        history=(*state.history, turn),
    )
    if not len(bag) and not len(rack):
        return _finish(state, went_out=player)
    return state


def _exchange(state: Gra1State, player: PlayerId, action: ExchangeTiles) -> Gra1State:
    tiles = tuple(action.tiles)
    if not tiles:
        raise Rejected(Reason.EMPTY_EXCHANGE)
    rack = state.racks[player]
    missing = Counter(tiles) - rack.counts()
    if missing:
        raise Rejected(Reason.MISSING_TILES, word=action.tiles, tiles="".join(missing.elements()))
    if len(tiles) > len(state.bag):
        raise Rejected(Reason.NOT_ENOUGH_IN_BAG, requested=len(tiles), available=len(state.bag))
    drawn, bag = state.bag.exchange(tiles, chance(state.setup.seed, state.chance_steps))
    state = dataclasses.replace(
        state,
        chance_steps=state.chance_steps + 1,
        bag=bag,
        racks=_set(state.racks, player, rack.remove(tiles).add(drawn)),
    )
    return _scoreless(state, Gra1Turn(player, EXCHANGED, tiles=tiles, count=len(tiles)))


def _scoreless(state: Gra1State, turn: Gra1Turn) -> Gra1State:
    scoreless = state.scoreless + 1
    state = dataclasses.replace(
        state,
        turn=next_player(state, turn.player),
        scoreless=scoreless,
        history=(*state.history, turn),
    )
    if scoreless >= state.players:
        return _finish(state, went_out=None)
    return state


def _finish(state: Gra1State, went_out: PlayerId | None) -> Gra1State:
    end = Gra1End(went_out=went_out, racks=tuple(rack.tiles for rack in state.racks))
    return dataclasses.replace(state, end=end)


def _set(racks: tuple[Rack, ...], player: PlayerId, rack: Rack) -> tuple[Rack, ...]:
    return tuple(rack if i == player else r for i, r in enumerate(racks))


# -- results and views -----------------------------------------------------------------------
def outcome(state: Gra1State) -> Outcome:
    return Outcome(scores=state.scores, ranks=rank_by([(s,) for s in state.scores]))


def unseen_tiles(tile_set: TileSet, table: Table, rack: tuple[str, ...]) -> Counter[str]:
    """The full set minus the tiles on the table (blanks as ``?``) and minus ``rack``."""
    left = Counter(tile_set.tiles())
    for _, _, cell in table.tiles:
        left[BLANK if cell.islower() else cell.lower()] -= 1
    left.subtract(rack)
    return +left


def view(state: Gra1State, player: PlayerId | None) -> Gra1View:
    tile_set = _tile_set()
    own = player is not None and 0 <= player < state.players
    rack = state.racks[player].tiles if own and player is not None else None
    unseen = unseen_tiles(tile_set, state.table, rack or ())
    options = state.setup.options

    def hide(turns: tuple[Gra1Turn, ...]) -> tuple[Gra1Turn, ...]:
        return tuple(
            dataclasses.replace(t, tiles=()) if t.kind == EXCHANGED and t.player != player else t
            for t in turns
        )

    return Gra1View(
        player=player,
        players=state.players,
        table=state.table,
        rack=rack,
        rack_sizes=tuple(len(r) for r in state.racks),
        scores=state.scores,
        bag_count=len(state.bag),
        unseen=tuple((t, unseen[t]) for t in (*tile_set.alphabet, BLANK) if unseen[t]),
        turn=state.turn,
        order=state.order,
        to_act=tuple(sorted(to_act(state))),
        history=hide(state.history),
        start_draws=state.start_draws,
        scoreless=state.scoreless,
        end=state.end,
        values={letter: tile_set.value(letter) for letter in (*tile_set.alphabet, BLANK)},
        rack_size=RULES.rack_size,
        bingo_tiles=RULES.bingo_tiles,
        bingo_bonus=RULES.bingo_bonus,
        **word_options_of(options),
        taken_back=hide_turns(state.taken_back, hide),
    )
