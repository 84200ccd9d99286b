"""GRA II of the letter puzzles: every player builds their own crossword from their own tiles.

Rules (GAMES.md §4, seed 004, issue #10): 2–4 players, 4 rounds. With 2 or 3 players each draws
20 tiles, with 4 players 15; the rest stays on the table. Each player builds a crossword of
their own tiles on their own grid: all tiles connected, every run of two or more tiles a word.
Every word scores its letter sum (blanks 0, values of ``resources/tiles/puzzle.toml``); using all
your tiles adds +20. Once per round a player may swap two of their tiles for two random ones from
the table. After 4 rounds the highest total wins.

Every player builds in a *sitting* of their own, all of them open at once (``to_act`` is every
player whose sitting is not over): at their own computers (over the network) everyone builds at
the same time; on one computer (decision of issue #10) the window lets the players build one
after another, each behind the privacy screen, in the round's sitting order (``order``). Each
sitting has the same time limit (option ``time_limit``, seconds, default 300, 0 = no limit; the
GUI, or the network host, runs the clock and sends ``TimeUp`` from ``SYSTEM``). A sitting ends when

* the player's grid holds all their tiles as a valid crossword (ends at once, as the rulebook's
  round ends when someone has laid all their tiles), ``ended = ALL_TILES``;
* the player says they are done (:class:`EndSitting`, or :class:`SubmitGrid` with a whole
  crossword) — refused while the grid is not a valid crossword; an empty grid may be handed in
  (0 points), ``ended = DONE``;
* the time is up (``TimeUp``): the grid is scored as it lies — every valid word that stands
  counts, in every part of the grid; +20 only for one valid crossword of all the tiles,
  ``ended = TIME_UP``.

The round's length (GAMES.md §4, decision of 2026-11-25; one definition for one screen and the
network, :mod:`engines.puzzle.rounds`): every action may carry ``at``, the time in seconds on the
sitting's clock (from 0 when the sitting opens — at their own computers, when the round starts;
it never runs back; an untimed action leaves it standing), and every change of the grid is
recorded with it (``Sitting.steps``). When the last sitting ends, the round lasts until the
earliest time at which a player had used all their tiles; without one, the longest sitting (a
time-up's sitting lasts the whole limit) — :func:`round_length`. Each crossword is scored as it
stood at that moment on its own clock; a player still building then is marked ``ROUND_OVER``.
The view's ``time_to_beat`` is that moment once a player has used all their tiles: a sitting
ends when its clock gets there (:func:`engines.puzzle.rounds.sitting_limit`) — at their own
computers at once, as the host's clocks all run from the round's start. A round in which no
action carried a time scores every crossword as handed in.

Public API for a screen (all names importable from this module):

* Actions (text forms round-trip through :func:`action_from_text` / ``str``):
  :class:`PutTile` ``PUT 3 -2 A`` (an own tile on an empty square; a lowercase letter puts a
  blank standing for it), :class:`TakeTile` ``TAKE 3 -2`` (back to the rack),
  :class:`MoveTile` ``MOVE 3 -2 4 -2`` (a placed tile to an empty square, a blank keeps its
  letter), :class:`SwapTiles` ``SWAP A?`` (exactly two rack tiles, once per round),
  :class:`EndSitting` ``DONE``, :class:`SubmitGrid` ``SUBMIT ..S.P/TRĄBY`` (replace the grid by a
  whole crossword and end the sitting: what the computer players send), and the core ``TimeUp``
  from ``SYSTEM`` (``TIME UP`` ends the first open sitting in the sitting order, ``TIME UP 2``
  seat 2's). Squares are ``(row, col)`` of any sign (|x| ≤ 200). Every action but ``TimeUp``
  takes ``at`` (text ``PUT 3 -2 A @12.5``).
* Refusals (typed :class:`~engines.core.Reason`, facts in ``details``): ``NOT_YOUR_TURN`` (your
  sitting is over), ``SQUARE_TAKEN`` / ``BAD_SQUARE`` (``square``: taken / nothing to take there),
  ``OFF_BOARD``, ``MISSING_TILES`` (``word``: tiles you do not have on your rack — "not your
  tile"), ``LETTERS_NOT_IN_ALPHABET``, ``NOT_CONNECTED`` (``parts``), ``UNKNOWN_WORD`` (``word``,
  all of them in ``words``), ``WORD_CLASS`` (the same facts: a conjunction, particle…),
  ``WORD_TOO_SHORT`` (a lone tile is no crossword), ``BAD_TIME`` (``at`` negative or no number),
  ``EMPTY_EXCHANGE`` (a swap needs exactly ``need`` = 2 tiles), ``WRONG_PHASE`` (``swap_used``:
  the swap of this round is spent), ``NOT_ENOUGH_IN_BAG``, ``GAME_OVER``.
* :func:`view` → :class:`Gra2View`: whose sittings are over (``ended``) or have begun
  (``started``), the viewer's own tiles, rack, grid and its live
  :class:`~engines.puzzle.grid.Assessment` (words, problem, what would score now) — a window at
  one screen shows them only once the viewer's sitting opens; other players' tiles and grids
  are never in a view until the round is over, then every crossword is in ``history``
  (:class:`RoundResult`, one :class:`PlayerRound` per player as it stood at the round's
  ``length``, for the round summary); ``time_to_beat`` (the quickest full crossword so far this
  round: a time, never the crossword) and ``clock`` (the viewer's sitting's clock).

Decisions: at one screen sittings in a round go in seat order starting with seat ``round - 1``
(the first sitter changes each round; :func:`engines.puzzle.rounds.sitting_order`); a swap draws
two tiles from the table first and then mixes the two given back in (so they never come straight
back), and only rack tiles (not on the grid) can be swapped; all tiles return to the table after
each round, which is reshuffled before the next deal; a ``TimeUp`` is accepted even with no time
limit (the GUI may end a sitting that way); equal totals share the place.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import random
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from engines.core import (
    SYSTEM,
    Action,
    GameState,
    Outcome,
    PlayerId,
    Reason,
    Rejected,
    Setup,
    TimeUp,
    chance,
)
from engines.puzzle.grid import (
    Assessment,
    Grid,
    GridWord,
    assess,
    check_cell,
    check_square,
    tile_of,
    word_cells,
)
from engines.puzzle.rounds import round_end, round_totals, sitting_order, standing
from engines.puzzle.word_classes import SCHOOL
from engines.puzzle.words import (
    PuzzleDictionary,
    dictionary_of_options,
    normalise_setup,
    word_options_of,
)
from engines.tiles import BLANK, Bag, Rack, TileSet, load_tile_set

TILE_SET = "puzzle"
ROUNDS = 4
ALL_TILES_BONUS = 20
SWAP_SIZE = 2


def tiles_per_player(players: int) -> int:
    """20 tiles each for 2 or 3 players, 15 for 4."""
    return 15 if players >= 4 else 20


# -- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class PutTile(Action):
    """Put a rack tile on the empty square ``(row, col)`` of your grid. ``cell`` is the letter
    in uppercase for a tile, in lowercase for a blank standing for that letter."""

    row: int
    col: int
    cell: str
    #: Seconds on the sitting's clock (None: untimed, the clock stands).
    at: float | None = None

    def __post_init__(self) -> None:
        # NFC: a letter typed as a base letter and a combining mark is the Polish letter.
        object.__setattr__(self, "cell", unicodedata.normalize("NFC", self.cell))

    def __str__(self) -> str:
        return f"PUT {self.row} {self.col} {self.cell}{_at_text(self.at)}"


@dataclass(frozen=True)
class TakeTile(Action):
    """Take the tile on ``(row, col)`` back to your rack."""

    row: int
    col: int
    at: float | None = None

    def __str__(self) -> str:
        return f"TAKE {self.row} {self.col}{_at_text(self.at)}"


@dataclass(frozen=True)
class MoveTile(Action):
    """Move the tile on ``(row, col)`` to the empty square ``(to_row, to_col)``."""

    row: int
    col: int
    to_row: int
    to_col: int
    at: float | None = None

    def __str__(self) -> str:
        return f"MOVE {self.row} {self.col} {self.to_row} {self.to_col}{_at_text(self.at)}"


@dataclass(frozen=True)
class SwapTiles(Action):
    """Swap two rack tiles (letters, ``?`` for a blank) for two random ones from the table."""

    tiles: str
    at: float | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", "".join(self.tiles.split()).lower())

    def __str__(self) -> str:
        return f"SWAP {self.tiles.upper()}{_at_text(self.at)}"


@dataclass(frozen=True)
class EndSitting(Action):
    """Hand in your grid as it lies (it must be a valid crossword, or empty)."""

    at: float | None = None

    def __str__(self) -> str:
        return f"DONE{_at_text(self.at)}"


@dataclass(frozen=True)
class SubmitGrid(Action):
    """Replace your grid by the crossword ``grid`` (text form of :class:`Grid`) and hand it in."""

    grid: str
    at: float | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "grid", unicodedata.normalize("NFC", self.grid))

    def __str__(self) -> str:
        return f"SUBMIT {self.grid}{_at_text(self.at)}"


def _at_text(at: float | None) -> str:
    """The clock time in an action's text form: `` @12.5`` (nothing when untimed)."""
    return "" if at is None else f" @{at:g}"


ACTION_TYPES: tuple[type[Action], ...] = (
    PutTile,
    TakeTile,
    MoveTile,
    SwapTiles,
    EndSitting,
    SubmitGrid,
    TimeUp,
)


def action_text(action: Action) -> str:
    """The text form of a GRA II action (``TimeUp`` included: ``TIME UP`` / ``TIME UP 2``)."""
    if isinstance(action, TimeUp):
        return "TIME UP" if action.player == SYSTEM else f"TIME UP {action.player}"
    return str(action)


def action_from_text(text: str) -> Action:
    """The action written as ``text`` (inverse of :func:`action_text`).

    >>> action_from_text("put 3 -2 ą"), action_from_text("SWAP a?"), action_from_text("DONE @61")
    (PutTile(row=3, col=-2, cell='ą', at=None), SwapTiles(tiles='a?', at=None), EndSitting(at=61.0))
    """
    parts = text.split()
    at: float | None = None
    if len(parts) > 1 and parts[-1].startswith("@"):
        try:
            at = float(parts.pop()[1:])
        except ValueError:
            raise Rejected(Reason.UNKNOWN_ACTION, action=text) from None
    keyword = parts[0].upper() if parts else ""
    args = parts[1:]
    try:
        if keyword == "PUT" and len(args) == 3:
            return PutTile(int(args[0]), int(args[1]), args[2], at)
        if keyword == "TAKE" and len(args) == 2:
            return TakeTile(int(args[0]), int(args[1]), at)
        if keyword == "MOVE" and len(args) == 4:
            row, col, to_row, to_col = (int(a) for a in args)
            return MoveTile(row, col, to_row, to_col, at)
        if keyword == "SWAP" and len(args) == 1:
            return SwapTiles(args[0], at)
        if keyword == "DONE" and not args:
            return EndSitting(at)
        if keyword == "SUBMIT" and len(args) <= 1:
            return SubmitGrid(args[0] if args else "", at)
        timeup = at is None and [a.upper() for a in args[:1]] == ["UP"] and len(args) <= 2
        if keyword == "TIME" and timeup:
            return TimeUp(int(args[1])) if len(args) == 2 else TimeUp()
    except ValueError:
        pass
    raise Rejected(Reason.UNKNOWN_ACTION, action=text)


# -- state -----------------------------------------------------------------------------------
class SittingEnd(enum.Enum):
    """How a sitting ended."""

    DONE = "done"
    ALL_TILES = "all_tiles"
    TIME_UP = "time_up"
    #: Still building when another player's full crossword ended the round (on their clock):
    #: scored as it stood then, as after a time-up.
    ROUND_OVER = "round_over"


@dataclass(frozen=True)
class Sitting:
    """One player's round: all their tiles (placed or not, after any swap), their grid, whether
    they swapped, and how the sitting ended (None while not over)."""

    tiles: tuple[str, ...]
    grid: Grid = field(default_factory=Grid)
    swapped: bool = False
    ended: SittingEnd | None = None
    #: The sitting's clock: the latest time (s) an action carried; it never goes back.
    clock: float = 0.0
    #: Whether any action carried a time (untimed sittings are scored as handed in).
    timed: bool = False
    #: The grid after every change, with its clock time (the round is scored at one moment).
    steps: tuple[tuple[float, Grid], ...] = ()

    def grid_at(self, moment: float) -> Grid:
        """The grid as it stood at ``moment`` on this sitting's clock."""
        grid = Grid()
        for at, after in self.steps:
            if at > moment:
                break
            grid = after
        return grid

    @property
    def full_at(self) -> float | None:
        """When the player had used all their tiles in a crossword (None: not in this sitting,
        or an untimed sitting, which sets no time)."""
        return self.clock if self.ended is SittingEnd.ALL_TILES and self.timed else None

    @property
    def rack(self) -> tuple[str, ...]:
        """The tiles not on the grid, in the order dealt."""
        return Rack(self.tiles).remove(self.grid.tiles()).tiles

    @property
    def started(self) -> bool:
        """Whether the player has done anything this round (laid, swapped, handed in, timed)."""
        return bool(self.ended or self.steps or self.swapped or self.timed)


@dataclass(frozen=True)
class PlayerRound:
    """One player's round as scored: the grid as left, the crossword that scored (the grid, or
    its best valid part after a time-up), its words, the points and the +20."""

    tiles: tuple[str, ...]
    grid: Grid
    crossword: Grid
    words: tuple[GridWord, ...]
    word_score: int
    bonus: int
    ended: SittingEnd
    swapped: bool
    #: The moment on the player's own clock at which the grid was scored (None: untimed).
    at: float | None = None

    @property
    def total(self) -> int:
        return self.word_score + self.bonus


@dataclass(frozen=True)
class RoundResult:
    number: int
    players: tuple[PlayerRound, ...]
    #: The round's length (s): the earliest full crossword, else the longest sitting (None:
    #: untimed, every crossword scored as handed in).
    length: float | None = None
    #: Whose full crossword ended the round (the quickest; None: nobody used all tiles).
    ended_by: PlayerId | None = None

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(p.total for p in self.players)


@dataclass(frozen=True)
class Gra2State(GameState):
    round: int
    #: The tiles on the table (not dealt), in draw order.
    table: Bag
    #: Seats in sitting order this round.
    order: tuple[PlayerId, ...]
    sittings: tuple[Sitting, ...]
    history: tuple[RoundResult, ...]
    finished: bool

    @property
    def builder(self) -> PlayerId | None:
        """The first open sitting in the sitting order: whose sitting a window at one screen
        opens next (None when the game is over)."""
        if self.finished:
            return None
        for player in self.order:
            if self.sittings[player].ended is None:
                return player
        return None

    @property
    def open_sittings(self) -> frozenset[PlayerId]:
        """Every player whose sitting is not over (they all may build at once)."""
        if self.finished:
            return frozenset()
        return frozenset(PlayerId(i) for i, s in enumerate(self.sittings) if s.ended is None)


@dataclass(frozen=True)
class Gra2View:
    """What one player may see. ``tiles``, ``rack``, ``grid``, ``assessment`` and ``swap_used``
    are the viewer's own and None before the viewer's sitting of this round has started (and in
    the public view); other players' crosswords appear only in ``history``."""

    player: PlayerId | None
    players: int
    round: int
    rounds: int
    builder: PlayerId | None
    order: tuple[PlayerId, ...]
    #: Per seat: whether their sitting of this round is over.
    ended: tuple[bool, ...]
    #: Per seat: whether they have begun building this round (laid, swapped, handed in).
    started: tuple[bool, ...]
    tiles: tuple[str, ...] | None
    rack: tuple[str, ...] | None
    grid: Grid | None
    assessment: Assessment | None
    swap_used: bool | None
    table_count: int
    tiles_per_player: int
    history: tuple[RoundResult, ...]
    scores: tuple[int, ...]
    finished: bool
    values: dict[str, int]
    time_limit: int
    all_tiles_bonus: int
    extra_words: tuple[str, ...] = ()
    banned_words: tuple[str, ...] = ()
    proper_names: bool = False
    word_classes: str = SCHOOL
    #: The earliest clock time at which a player who has built this round used all their
    #: tiles: the time to beat (None: nobody yet). A time, never the crossword.
    time_to_beat: float | None = None
    #: The viewer's own sitting's clock (s), so a resumed sitting's clock runs on from there.
    clock: float | None = None

    @property
    def preview_total(self) -> int | None:
        """What the viewer's sitting would score if it ended now: the valid words plus the +20
        when the grid is one valid crossword of all their tiles (None when hidden)."""
        if self.assessment is None or self.tiles is None or self.grid is None:
            return None
        return self.assessment.score + all_tiles_bonus(self.assessment, self.grid, self.tiles)

    @property
    def building(self) -> bool:
        """Whether the viewer's sitting is open: they may build now."""
        return self.player is not None and self.grid is not None and not self.ended[self.player]

    @property
    def can_finish(self) -> bool:
        """Whether the viewer may say "done" now (their sitting, a valid or empty grid)."""
        if not self.building or self.grid is None or self.assessment is None:
            return False
        return self.assessment.valid or not self.grid


# -- rules -----------------------------------------------------------------------------------
@cache
def tile_set() -> TileSet:
    return load_tile_set(TILE_SET)


def letter_values() -> dict[str, int]:
    """Letter → points, the blank (``?``) included."""
    tiles = tile_set()
    return {letter: tiles.value(letter) for letter in (*tiles.alphabet, BLANK)}


def dictionary_of(state: Gra2State) -> PuzzleDictionary:
    """The game's words (:mod:`engines.puzzle.words`)."""
    return dictionary_of_options(state.setup.options)


def assess_grid(grid: Grid, dictionary: PuzzleDictionary) -> Assessment:
    """``grid`` judged with the game's words and the puzzle values."""
    return assess(grid, dictionary.__contains__, letter_values(), dictionary.is_refused)


def all_tiles_bonus(judged: Assessment, grid: Grid, tiles: tuple[str, ...]) -> int:
    """+20 for a grid that is one valid crossword holding every tile (GAMES.md §4: a clock
    that runs out on a grid in pieces scores its words, never the +20)."""
    return ALL_TILES_BONUS if judged.valid and tiles and len(grid) == len(tiles) else 0


def _deal(
    table: Bag, players: int, round_number: int
) -> tuple[tuple[Sitting, ...], Bag, tuple[PlayerId, ...]]:
    sittings = []
    for _ in range(players):
        tiles, table = table.draw(tiles_per_player(players))
        sittings.append(Sitting(tiles))
    return tuple(sittings), table, sitting_order(round_number, players)


def new_game(setup: Setup) -> Gra2State:
    setup = normalise_setup(setup)
    table = Bag.full(tile_set(), chance(setup.seed, 0))
    sittings, table, order = _deal(table, setup.players, 1)
    return Gra2State(
        setup=setup,
        chance_steps=1,
        round=1,
        table=table,
        order=order,
        sittings=sittings,
        history=(),
        finished=False,
    )


def to_act(state: Gra2State) -> frozenset[PlayerId]:
    return state.open_sittings


def apply(state: Gra2State, player: PlayerId, action: Action) -> Gra2State:
    if state.finished:
        raise Rejected(Reason.GAME_OVER)
    if isinstance(action, TimeUp):
        if player != SYSTEM:
            raise Rejected(Reason.NOT_YOUR_TURN, player=player)
        # TIME UP alone: the first open sitting (what a one-screen record of before says).
        timed_out = state.builder if action.player == SYSTEM else PlayerId(action.player)
        if timed_out not in state.open_sittings:
            raise Rejected(Reason.NOT_YOUR_TURN, player=action.player)
        assert timed_out is not None
        limit = float(state.setup.options.get("time_limit", 0))
        sitting = state.sittings[timed_out]
        # The clock stopped at the limit (a slow screen may be late to say so; a sitting that
        # the round's end cut short is scored as at that end all the same).
        if limit > 0:
            ticked = dataclasses.replace(sitting, clock=max(sitting.clock, limit))
            state = _replace_sitting(state, timed_out, ticked)
        return _end_sitting(state, timed_out, SittingEnd.TIME_UP)
    if player not in state.open_sittings:
        raise Rejected(Reason.NOT_YOUR_TURN, player=player)
    state = _tick(state, player, getattr(action, "at", None))
    sitting = state.sittings[player]
    if isinstance(action, PutTile):
        check_square(action.row, action.col)
        check_cell(action.cell, tile_set().alphabet)
        _check_empty(sitting.grid, action.row, action.col)
        _check_on_rack(sitting.rack, [tile_of(action.cell)])
        return _with_grid(state, player, sitting.grid.put(action.row, action.col, action.cell))
    if isinstance(action, TakeTile):
        _check_taken(sitting.grid, action.row, action.col)
        return _with_grid(state, player, sitting.grid.remove(action.row, action.col))
    if isinstance(action, MoveTile):
        cell = _check_taken(sitting.grid, action.row, action.col)
        check_square(action.to_row, action.to_col)
        _check_empty(sitting.grid, action.to_row, action.to_col)
        grid = sitting.grid.remove(action.row, action.col).put(action.to_row, action.to_col, cell)
        return _with_grid(state, player, grid)
    if isinstance(action, SwapTiles):
        return _swap(state, player, action.tiles)
    if isinstance(action, EndSitting):
        problem = assess_grid(sitting.grid, dictionary_of(state)).problem
        if problem is not None and len(sitting.grid):
            raise problem
        return _end_sitting(state, player, _how_handed_in(sitting, sitting.grid))
    if isinstance(action, SubmitGrid):
        grid = _read_grid(action.grid)
        _check_on_rack(sitting.tiles, grid.tiles())
        problem = assess_grid(grid, dictionary_of(state)).problem
        if problem is not None and len(grid):
            raise problem
        state = _replace_sitting(state, player, _laid(sitting, grid))
        return _end_sitting(state, player, _how_handed_in(sitting, grid))
    raise Rejected(Reason.UNKNOWN_ACTION, action=type(action).__name__)


def _tick(state: Gra2State, player: PlayerId, at: float | None) -> Gra2State:
    """The builder's clock moved on to ``at`` (never back; None: untimed, it stands)."""
    if at is None:
        return state
    if not math.isfinite(at) or at < 0:
        raise Rejected(Reason.BAD_TIME, at=at)
    sitting = state.sittings[player]
    ticked = dataclasses.replace(sitting, clock=max(sitting.clock, at), timed=True)
    return _replace_sitting(state, player, ticked)


def _laid(sitting: Sitting, grid: Grid) -> Sitting:
    """``sitting`` with its new grid, the change recorded at the sitting's clock."""
    return dataclasses.replace(sitting, grid=grid, steps=(*sitting.steps, (sitting.clock, grid)))


def _read_grid(text: str) -> Grid:
    alphabet = tile_set().alphabet
    grid = Grid.from_text(text)
    for row, col, cell in grid.cells:
        check_square(row, col)
        check_cell(cell, alphabet)
    return grid


def _square_name(row: int, col: int) -> str:
    return f"{row},{col}"


def _check_empty(grid: Grid, row: int, col: int) -> None:
    if grid.at(row, col) is not None:
        raise Rejected(Reason.SQUARE_TAKEN, square=_square_name(row, col))


def _check_taken(grid: Grid, row: int, col: int) -> str:
    cell = grid.at(row, col)
    if cell is None:
        raise Rejected(Reason.BAD_SQUARE, square=_square_name(row, col))
    return cell


def _check_on_rack(rack: tuple[str, ...], tiles: Iterable[str]) -> None:
    lacking = Rack(rack).missing(tiles)
    if lacking:
        missing = "".join(sorted(lacking.elements()))
        raise Rejected(Reason.MISSING_TILES, word=missing.upper(), tiles=missing)


def _replace_sitting(state: Gra2State, player: PlayerId, sitting: Sitting) -> Gra2State:
    sittings = list(state.sittings)
    sittings[player] = sitting
    return dataclasses.replace(state, sittings=tuple(sittings))


def _how_handed_in(sitting: Sitting, grid: Grid) -> SittingEnd:
    return SittingEnd.ALL_TILES if len(grid) == len(sitting.tiles) else SittingEnd.DONE


def _with_grid(state: Gra2State, player: PlayerId, grid: Grid) -> Gra2State:
    """The state with the player's new grid; a valid crossword of all their tiles ends the
    sitting at once."""
    sitting = _laid(state.sittings[player], grid)
    state = _replace_sitting(state, player, sitting)
    if len(grid) == len(sitting.tiles) and assess_grid(grid, dictionary_of(state)).valid:
        return _end_sitting(state, player, SittingEnd.ALL_TILES)
    return state


def _swap(state: Gra2State, player: PlayerId, given: str) -> Gra2State:
    sitting = state.sittings[player]
    if sitting.swapped:
        raise Rejected(Reason.WRONG_PHASE, swap_used=True)
    if len(given) != SWAP_SIZE:
        raise Rejected(Reason.EMPTY_EXCHANGE, need=SWAP_SIZE, tiles=given)
    _check_on_rack(sitting.rack, list(given))
    if len(state.table) < SWAP_SIZE:
        raise Rejected(Reason.NOT_ENOUGH_IN_BAG, count=SWAP_SIZE, bag=len(state.table))
    drawn, table = state.table.exchange(given, chance(state.setup.seed, state.chance_steps))
    kept = Rack(sitting.tiles).remove(given).tiles
    sitting = dataclasses.replace(sitting, tiles=(*kept, *drawn), swapped=True)
    state = _replace_sitting(state, player, sitting)
    return dataclasses.replace(state, table=table, chance_steps=state.chance_steps + 1)


def score_sitting(
    sitting: Sitting, dictionary: PuzzleDictionary, moment: float | None = None
) -> PlayerRound:
    """A sitting as scored — as its grid stood at ``moment`` on its clock when the round's
    length cut it short (None: as handed in; one still running: as if its player said done
    now)."""
    cut = moment is not None and sitting.clock > moment
    grid = sitting.grid_at(moment) if cut and moment is not None else sitting.grid
    judged = assess_grid(grid, dictionary)
    return PlayerRound(
        tiles=sitting.tiles,
        grid=grid,
        crossword=judged.crossword,
        words=judged.crossword_words,
        word_score=judged.score,
        bonus=all_tiles_bonus(judged, grid, sitting.tiles),
        ended=SittingEnd.ROUND_OVER if cut else sitting.ended or SittingEnd.DONE,
        swapped=sitting.swapped,
        at=moment if moment is None else min(moment, sitting.clock),
    )


def round_length(sittings: Iterable[Sitting]) -> tuple[float | None, PlayerId | None]:
    """The round's length on one screen (GAMES.md §4, decision of 2026-11-25) and whose full
    crossword set it: the earliest clock time at which a player had used all their tiles;
    without one, the longest sitting (a time-up's sitting lasts the whole limit). None when no
    action of the round carried a time."""
    every = list(sittings)
    if not any(s.timed for s in every):
        return None, None
    full = round_end((s.full_at, PlayerId(seat)) for seat, s in enumerate(every))
    if full is not None:
        return full
    return max(s.clock for s in every), None


def time_to_beat(state: Gra2State) -> float | None:
    """The round's end so far: the earliest time a player used all their tiles (None: nobody
    yet)."""
    full = round_end((s.full_at, PlayerId(seat)) for seat, s in enumerate(state.sittings))
    return None if full is None else full[0]


def _end_sitting(state: Gra2State, player: PlayerId, ended: SittingEnd) -> Gra2State:
    state = _replace_sitting(
        state, player, dataclasses.replace(state.sittings[player], ended=ended)
    )
    if state.open_sittings:
        return state
    return _end_round(state)


def _end_round(state: Gra2State) -> Gra2State:
    dictionary = dictionary_of(state)
    length, ended_by = round_length(state.sittings)
    players = tuple(score_sitting(s, dictionary, length) for s in state.sittings)
    history = (*state.history, RoundResult(state.round, players, length, ended_by))
    if state.round >= ROUNDS:
        return dataclasses.replace(state, history=history, finished=True)
    # Every tile goes back to the table, which is mixed before the next deal.
    table = state.table.put_back(
        [t for s in state.sittings for t in s.tiles], chance(state.setup.seed, state.chance_steps)
    )
    sittings, table, order = _deal(table, state.setup.players, state.round + 1)
    return dataclasses.replace(
        state,
        chance_steps=state.chance_steps + 1,
        round=state.round + 1,
        table=table,
        order=order,
        sittings=sittings,
        history=history,
    )


def totals(state: Gra2State) -> tuple[int, ...]:
    return round_totals(state.history, state.setup.players)


def outcome(state: Gra2State) -> Outcome:
    return standing(totals(state))


def view(state: Gra2State, player: PlayerId | None) -> Gra2View:
    own: Sitting | None = None
    if player is not None and 0 <= player < state.setup.players:
        own = state.sittings[player]
    return Gra2View(
        player=player,
        players=state.setup.players,
        round=state.round,
        rounds=ROUNDS,
        builder=state.builder,
        order=state.order,
        ended=tuple(s.ended is not None for s in state.sittings),
        started=tuple(s.started for s in state.sittings),
        tiles=own.tiles if own else None,
        rack=own.rack if own else None,
        grid=own.grid if own else None,
        assessment=assess_grid(own.grid, dictionary_of(state)) if own else None,
        swap_used=own.swapped if own else None,
        table_count=len(state.table),
        tiles_per_player=tiles_per_player(state.setup.players),
        history=state.history,
        scores=totals(state),
        finished=state.finished,
        values=letter_values(),
        time_limit=int(state.setup.options.get("time_limit", 0)),
        all_tiles_bonus=ALL_TILES_BONUS,
        **word_options_of(state.setup.options),
        time_to_beat=time_to_beat(state),
        clock=own.clock if own else None,
    )


# -- random legal actions --------------------------------------------------------------------
def random_action(state: Gra2State, player: PlayerId, rng: random.Random) -> Action:
    """A random legal action of ``player``: mostly a random one-word crossword handed in,
    sometimes a tile put, taken or moved, a swap, or "done" when the grid allows it."""
    if player == SYSTEM:
        return TimeUp()
    sitting = state.sittings[player]
    roll = rng.random()
    if roll < 0.1 and not sitting.swapped and len(sitting.rack) >= SWAP_SIZE:
        return SwapTiles("".join(rng.sample(sitting.rack, SWAP_SIZE)))
    if roll < 0.3 and sitting.rack:
        return _random_put(sitting, rng)
    if roll < 0.4 and sitting.grid.cells:
        row, col, _ = rng.choice(sitting.grid.cells)
        if rng.random() < 0.5:
            return TakeTile(row, col)
        to_row, to_col = _random_empty_square(sitting.grid, rng)
        return MoveTile(row, col, to_row, to_col)
    dictionary = dictionary_of(state)
    if roll < 0.5 and (not sitting.grid.cells or assess_grid(sitting.grid, dictionary).valid):
        return EndSitting()
    return SubmitGrid(_random_word_grid(sitting.tiles, rng, dictionary))


def _random_empty_square(grid: Grid, rng: random.Random) -> tuple[int, int]:
    while True:
        square = (rng.randint(-3, 8), rng.randint(-3, 8))
        if grid.at(*square) is None:
            return square


def _random_put(sitting: Sitting, rng: random.Random) -> PutTile:
    tile = rng.choice(sitting.rack)
    cell = rng.choice(tile_set().alphabet) if tile == BLANK else tile.upper()
    return PutTile(*_random_empty_square(sitting.grid, rng), cell)


def _random_word_grid(
    tiles: tuple[str, ...], rng: random.Random, dictionary: PuzzleDictionary
) -> str:
    """A one-word crossword from ``tiles`` (a random word of the rack), or an empty grid."""
    letters = "".join(t for t in tiles if t != BLANK)
    found = dictionary.lexicon.anagrams(letters, tiles.count(BLANK), min_length=2, max_length=8)
    words = dictionary.playable(found)
    if not words:
        return ""
    return word_cells(rng.choice(words), letters)
