"""Crossword games recorded by other programs (Quackle, macondo/Woogles, Eliot): replayed from
the file as written, not by our rules.

A GCG from another program has no bag order, often another tile set (English, Polish Scrabble)
and another lexicon (CSW21, NWL, OSPS), so the crossword engine cannot deal its racks or check
its words. Decision: such a game is saved as this engine's game — one :class:`Recorded` action
per event line (rack, position, tiles, score and total as written) — whose states hold what the
file says: the board (tiles laid where the line puts them), the last rack each player showed and
the totals as written. It is registered unlisted: the history replays it, nobody starts one.

Analysis (best moves) needs our move generator, so it runs only when the file's tile
distribution is one of our rule sets' tile sets (Polish Scrabble's is ``jawa``'s); the best
moves then come from that rule set's scoring and our word list of its language, whatever lexicon
the file names. :func:`analysis_basis` says which, or why there is none.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, replace
from typing import Any

from engines.core import (
    SYSTEM,
    TOP_MOVES,
    Action,
    ComputerPlayer,
    Game,
    GameInfo,
    GameState,
    MoveAnalysis,
    OptionSpec,
    Outcome,
    PlayerId,
    Reason,
    Rejected,
    RuleSet,
    Setup,
    Text,
    rank_by,
)
from engines.crossword.board import Board
from engines.crossword.layout import load_layout, parse_coordinate
from engines.records.record import MAX_MOVES
from engines.registry import register

GAME_ID = "gcg"
BOARD = "standard"
#: Longest header text kept (a title, a description): a record, not a document.
MAX_TEXT = 500
#: The most players of a recorded game, and the most lines kept as written.
MAX_PLAYERS = 4
MAX_KEPT = 100

#: The kinds of event line (the GCG spec's events).
PLACE = "place"
EXCHANGE = "exchange"
PASS = "pass"
WITHDRAWN = "withdrawn"  # ``--``: the previous placement taken back after a challenge
CHALLENGE_BONUS = "challenge"  # ``(challenge) +5``
TIME = "time"  # ``(time) -10``
END_POINTS = "end_points"  # ``(RACK) +N``: the opponents' tiles, to whoever went out
END_PENALTY = "end_penalty"  # ``RACK (RACK) -N``: a player's own tiles left at the end
KINDS = (PLACE, EXCHANGE, PASS, WITHDRAWN, CHALLENGE_BONUS, TIME, END_POINTS, END_PENALTY)

#: Tile distributions named by ``#tile-distribution`` (macondo's names) whose tiles are a rule
#: set's of ours: analysis by that rule set is then meaningful.
RULES_OF_DISTRIBUTION = {"polish": "jawa", "gry-slowne-wordsmith": "wordsmith"}
#: The letters' values of macondo's default distribution (the standard English set), so the
#: board shows the values the game was scored with. Polish ones come from ``jawa``'s tile set.
ENGLISH_VALUES = {
    letter.lower(): value
    for letters, value in (
        ("AEILNORSTU", 1),
        ("DG", 2),
        ("BCMP", 3),
        ("FHVWY", 4),
        ("K", 5),
        ("JX", 8),
        ("QZ", 10),
    )
    for letter in letters
}


class AnyText(tuple[Any, ...]):
    """The ``allowed`` of a free text option (the file's lexicon, title…): shows ``""``,
    accepts any text up to :data:`MAX_TEXT` characters (as ``WordListValues`` does for lists)."""

    def __new__(cls) -> AnyText:
        return super().__new__(cls, ("",))

    def __contains__(self, value: object) -> bool:
        return isinstance(value, str) and len(value) <= MAX_TEXT


class AnyTexts(tuple[Any, ...]):
    """The ``allowed`` of a list option of texts (the file's nicknames): up to
    :data:`MAX_PLAYERS` texts of up to :data:`MAX_TEXT` characters."""

    def __new__(cls) -> AnyTexts:
        return super().__new__(cls, ((),))

    def __contains__(self, value: object) -> bool:
        return (
            isinstance(value, (list, tuple))
            and len(value) <= MAX_PLAYERS
            and all(isinstance(item, str) and len(item) <= MAX_TEXT for item in value)
        )


class KeptLines(tuple[Any, ...]):
    """The ``allowed`` of the lines kept as written: up to :data:`MAX_KEPT` pairs (event lines
    before it, the line)."""

    def __new__(cls) -> KeptLines:
        return super().__new__(cls, ((),))

    def __contains__(self, value: object) -> bool:
        return (
            isinstance(value, (list, tuple))
            and len(value) <= MAX_KEPT
            and all(
                isinstance(pair, (list, tuple))
                and len(pair) == 2
                and type(pair[0]) is int
                and 0 <= pair[0] <= MAX_MOVES
                and isinstance(pair[1], str)
                and len(pair[1]) <= MAX_TEXT
                for pair in value
            )
        )


def _text_option(key: str, pl: str, en: str) -> OptionSpec:
    return OptionSpec(key=key, label=Text(pl, en), default="", allowed=AnyText())


#: What the file's header said, kept with the game (the setup's options), so it is exported as
#: it came: its pragmas, the players' nicknames (``#player1 NICK Name``), the lines no reader
#: of ours uses (``#rack1``, ``#game-type``, unknown pragmas: where they were), and for a file
#: that names no tile distribution the one its letters show.
HEADER_OPTIONS = (
    _text_option("lexicon", "Leksykon", "Lexicon"),
    _text_option("distribution", "Zestaw płytek", "Tile distribution"),
    _text_option("title", "Tytuł", "Title"),
    _text_option("description", "Opis", "Description"),
    _text_option("id", "Identyfikator", "Id"),
    OptionSpec("nicknames", Text("Pseudonimy", "Nicknames"), (), AnyTexts()),
    OptionSpec("kept_lines", Text("Inne wiersze", "Other lines"), (), KeptLines()),
    _text_option("guessed_distribution", "Zestaw płytek z liter", "Tile distribution by letters"),
)


@dataclass(frozen=True)
class Recorded(Action):
    """One event line as written: ``kind`` (one of :data:`KINDS`), the rack shown (``""``: not
    given; ``?`` a blank), for a placement its ``square`` (``8H`` across, ``H8`` down) and
    ``tiles`` (``.`` a tile already on the board, lowercase a blank), for an exchange the tiles
    or their count, for the end lines the rack in parentheses; the line's signed ``score`` and
    the player's ``total`` after it; the ``#note`` lines after it (an annotator's comment)."""

    kind: str
    rack: str = ""
    square: str = ""
    tiles: str = ""
    score: int = 0
    total: int = 0
    note: str = ""

    def __str__(self) -> str:
        """The event as the file wrote it, without the player."""
        signed = f"{self.score:+d}"
        if self.kind == PLACE:
            return f"{self.square} {self.tiles} {signed}"
        if self.kind == EXCHANGE:
            return f"-{self.tiles} {signed}"
        if self.kind == PASS:
            return f"- {signed}"
        if self.kind == WITHDRAWN:
            return f"-- {signed}"
        if self.kind in (CHALLENGE_BONUS, TIME):
            return f"({self.kind}) {signed}"
        return f"({self.tiles}) {signed}"


@dataclass(frozen=True)
class RecordedState(GameState):
    board: Board
    #: The last rack each player showed ("" until one is given).
    racks: tuple[str, ...]
    #: The totals as written.
    totals: tuple[int, ...]
    #: The squares of the last placement and who made it (a ``--`` line takes them back).
    last_squares: tuple[int, ...] = ()
    last_player: int = SYSTEM


class AnalysisBasis(enum.Enum):
    """Whether a recorded game's moves can be analysed, and if not, why (the GUI says it)."""

    #: Analysed with a rule set of ours whose tiles are the file's.
    RULE_SET = "rule_set"
    #: The file's tile distribution is none of our rule sets' (English Scrabble's values and
    #: counts are not ``wordsmith``'s): best moves would be scored by other values.
    OTHER_TILES = "other_tiles"


def distribution(setup: Setup) -> str:
    """The tile distribution of a recorded game: the one the file names, else the one its
    letters show (``""``: English, every reader's default)."""
    named = str(setup.options.get("distribution", "")).lower()
    return named or str(setup.options.get("guessed_distribution", "")).lower()


def analysis_basis(setup: Setup) -> tuple[AnalysisBasis, str | None]:
    """How the moves of a recorded game are analysed: the rule set used, or None and why."""
    rules = RULES_OF_DISTRIBUTION.get(distribution(setup))
    if rules is None:
        return AnalysisBasis.OTHER_TILES, None
    return AnalysisBasis.RULE_SET, rules


def tile_values(setup: Setup) -> dict[str, int]:
    """The letters' values of the file's tile distribution, where we know them ({}: none)."""
    _, rules = analysis_basis(setup)
    if rules is not None:
        from engines.crossword.rulesets import rules_for, tile_set_for

        tile_set = tile_set_for(rules_for(rules), max(2, setup.players))
        return {letter: tile_set.value(letter) for letter in tile_set.alphabet}
    if distribution(setup) in ("", "english"):
        return dict(ENGLISH_VALUES)
    return {}


def placed_squares(board: Board, action: Recorded) -> dict[int, str]:
    """The new tiles of a placement (square → cell). Raises :class:`Rejected`: a square that
    is no coordinate (``BAD_SQUARE``), tiles off the board (``OFF_BOARD``), a ``.`` over an
    empty square or a letter over another one (``TILE_MISMATCH``), nothing new
    (``NO_NEW_TILES``)."""
    start, across = parse_coordinate(action.square, board.size)
    step = 1 if across else board.size
    row, column = divmod(start, board.size)
    new: dict[int, str] = {}
    for offset, cell in enumerate(action.tiles):
        if (column + offset if across else row + offset) >= board.size:
            raise Rejected(Reason.OFF_BOARD, square=action.square, word=action.tiles)
        square = start + offset * step
        on_board = board[square]
        if cell == ".":
            if board.is_empty_at(square):
                raise Rejected(Reason.TILE_MISMATCH, square=square, word=action.tiles)
        elif board.is_empty_at(square):
            new[square] = cell
        elif on_board.lower() != cell.lower():
            raise Rejected(Reason.TILE_MISMATCH, square=square, word=action.tiles)
    if not new:
        raise Rejected(Reason.NO_NEW_TILES, square=action.square, word=action.tiles)
    return new


class _NoComputer(ComputerPlayer):
    """A record is not played on: there is no computer player of it."""

    level = "easy"

    def choose(self, view: Any, rng: random.Random, should_stop: Any, progress: Any) -> Action:
        raise Rejected(Reason.GAME_OVER)


class RecordedGame(Game[RecordedState]):
    info = GameInfo(
        id=GAME_ID,
        name=Text("Krzyżówka z innego programu", "Crossword game from another program"),
        description=Text(
            "Gra zapisana w pliku GCG przez inny program (Quackle, Woogles, Eliot), "
            "odtwarzana tak, jak ją zapisano.",
            "A game another program (Quackle, Woogles, Eliot) saved as GCG, replayed as written.",
        ),
        rule_sets=(
            RuleSet(
                id="gcg",
                name=Text("zapis GCG", "GCG record"),
                min_players=1,
                max_players=4,
                options=HEADER_OPTIONS,
            ),
        ),
    )
    action_types = (Recorded,)

    def new_game(self, setup: Setup) -> RecordedState:
        size = load_layout(BOARD).size
        return RecordedState(
            setup=setup,
            chance_steps=0,
            board=Board.empty(size),
            racks=("",) * setup.players,
            totals=(0,) * setup.players,
        )

    def to_act(self, state: RecordedState) -> frozenset[PlayerId]:
        return frozenset()

    def apply(self, state: RecordedState, player: PlayerId, action: Action) -> RecordedState:
        assert isinstance(action, Recorded)
        if action.kind not in KINDS:
            raise Rejected(Reason.UNKNOWN_ACTION, action=action.kind)
        if player == SYSTEM:
            raise Rejected(Reason.BAD_PLAYER, player=player)
        racks = list(state.racks)
        if action.rack:
            racks[player] = action.rack
        totals = list(state.totals)
        totals[player] = action.total
        board, last_squares, last_player = state.board, state.last_squares, state.last_player
        if action.kind == PLACE:
            new = placed_squares(board, action)
            board = board.with_tiles(new.items())
            last_squares, last_player = tuple(sorted(new)), player
        elif action.kind == WITHDRAWN and last_player == player:
            board = board.with_tiles((square, ".") for square in last_squares)
            last_squares, last_player = (), SYSTEM
        return replace(
            state,
            board=board,
            racks=tuple(racks),
            totals=tuple(totals),
            last_squares=last_squares,
            last_player=last_player,
        )

    def random_action(self, state: RecordedState, player: PlayerId, rng: random.Random) -> Action:
        raise Rejected(Reason.GAME_OVER)

    def is_over(self, state: RecordedState) -> bool:
        """A record is complete as written: nothing is played on."""
        return True

    def scores(self, state: RecordedState) -> tuple[int, ...]:
        return state.totals

    def outcome(self, state: RecordedState) -> Outcome:
        return Outcome(state.totals, rank_by([(total,) for total in state.totals]))

    def view(self, state: RecordedState, player: PlayerId | None) -> RecordedState:
        """Everything: a record shows every rack it wrote down."""
        return state

    def computer(self, level: str) -> ComputerPlayer:
        return _NoComputer()

    def analyse(
        self,
        state: RecordedState,
        player: PlayerId,
        action: Action,
        *,
        search: bool = False,
        should_stop: Any = lambda: False,
    ) -> MoveAnalysis | None:
        """Placements, exchanges and passes are decisions, scored as written; with ``search``
        and a rule set of ours for the file's tiles (:func:`analysis_basis`), the best moves
        there were with the rack the line shows."""
        if not isinstance(action, Recorded) or action.kind not in (PLACE, EXCHANGE, PASS):
            return None
        played = f"{action.square} {action.tiles}" if action.kind == PLACE else str(action)
        points = action.score if action.kind == PLACE else 0
        bingo = action.kind == PLACE and sum(c != "." for c in action.tiles) >= 7
        _, rules = analysis_basis(state.setup)
        if not search or rules is None or not action.rack:
            return MoveAnalysis(played, points, bingo)
        best = _best_moves(state, rules, action.rack)
        if best is None:
            return MoveAnalysis(played, points, bingo)
        if not best:
            return MoveAnalysis(played, points, bingo, None, None)
        (top, top_points), *others = best
        return MoveAnalysis(played, points, bingo, top, top_points, tuple(others))


def _best_moves(state: RecordedState, rules: str, rack: str) -> list[tuple[str, int]] | None:
    """The best three placements (text, points) by ``rules`` with ``rack`` on the state's
    board; None when the rack or the board holds letters the rule set does not know."""
    from engines.crossword.movegen import best_moves
    from engines.crossword.rules import context

    ctx = context(Setup("crossword", rules, max(2, state.setup.players), 0))
    alphabet = set(ctx.tile_set.alphabet) | {"?"}
    tiles = tuple(rack.lower())  # our racks: lowercase letters, "?" the blank
    on_board = {cell.lower() for _, cell in state.board.tiles()}
    if not set(tiles) <= alphabet or not on_board <= alphabet:
        return None
    moves = best_moves(ctx.position(state.board), tiles, TOP_MOVES)
    return [(str(move.place), move.score) for move in moves]


GAME: Any = register(RecordedGame(), listed=False)
