"""The crossword game's state, its move history and what each player may see.

The state is frozen; the rules (:mod:`engines.crossword.rules`) return new states. Three
optional parts describe the moments between ordinary turns:

* ``proposal``: a hint shown to the player to move — the best-scoring move, to confirm by
  playing it or to take back (:class:`~engines.crossword.actions.DismissHint`); the hint is used
  either way.
* ``pending`` (challenge mode): a move on the board whose words nobody has checked yet; the next
  player challenges or accepts it before their own turn. Its tiles are on ``board`` and off the
  mover's rack, but it is neither scored nor drawn for until accepted.
* ``end``: the game is over; the racks left and the end-of-game adjustments.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass, field

from engines.core import GameState, PlayerId
from engines.crossword.actions import Place
from engines.crossword.board import Board
from engines.crossword.placement import FormedWord, Play
from engines.take_backs import Step, TakenBack
from engines.tiles import Bag, Rack, TileSet

# Kinds of turn in the history.
PLACED = "place"
EXCHANGED = "exchange"
PASSED = "pass"
#: Challenge mode: the move was challenged and a word was wrong; taken back, turn lost.
CHALLENGED_OFF = "challenged_off"
#: Challenge mode: the challenged move was right; the challenger loses this turn.
LOST_TURN = "lost_turn"


@dataclass(frozen=True)
class Turn:
    """One line of the move history."""

    player: PlayerId
    kind: str
    score: int = 0
    place: Place | None = None
    words: tuple[FormedWord, ...] = ()
    bingo: int = 0
    #: Tiles placed (public) or exchanged (seen only by their owner, see :func:`view`).
    tiles: tuple[str, ...] = ()
    #: How many tiles were placed or exchanged.
    count: int = 0
    #: The player asked for a hint during this turn (played it or not). Replaying the
    #: recorded ``HINT`` actions sets it, so older records show it too.
    hinted: bool = False
    #: A pass because the per-move limit ran out (:mod:`engines.game_clock`).
    timed_out: bool = False


@dataclass(frozen=True)
class Proposal:
    """A hint on show to ``player``: the move it proposes, checked and scored."""

    player: PlayerId
    play: Play


@dataclass(frozen=True)
class Pending:
    """Challenge mode: ``player``'s move, on the board but not yet accepted."""

    player: PlayerId
    play: Play


@dataclass(frozen=True)
class GameEnd:
    """How the game ended: who went out (None: everyone passed), the racks left, each player's
    end-of-game adjustment (negative: tiles left; the one who went out gains) and overtime
    penalty."""

    went_out: PlayerId | None
    racks: tuple[tuple[str, ...], ...]
    adjustments: tuple[int, ...]
    #: Each player's penalty for time over a total clock (≤ 0; :mod:`engines.game_clock`).
    overtime: tuple[int, ...] = ()


@dataclass(frozen=True)
class CrosswordState(GameState):
    board: Board
    bag: Bag
    racks: tuple[Rack, ...]
    #: Points from moves (the end adjustments are in ``end``).
    move_scores: tuple[int, ...]
    turn: PlayerId
    #: Passes in a row (every player passing twice ends the game).
    passes: int
    hints_left: tuple[int, ...]
    proposal: Proposal | None
    pending: Pending | None
    history: tuple[Turn, ...]
    #: The who-starts draw, one row per round: the tile each player drew (None: not drawing).
    start_draws: tuple[tuple[str | None, ...], ...]
    first_player: PlayerId
    end: GameEnd | None
    #: Moves taken back, on show in the history (:mod:`engines.take_backs`).
    taken_back: tuple[TakenBack, ...] = ()
    #: Where a take-back returns to (not compared: it follows from the moves).
    steps: Step | None = field(default=None, compare=False, repr=False)
    #: The player to move has asked for a hint this turn (it goes into their turn's history
    #: line; see :attr:`Turn.hinted`).
    hinted: bool = False
    #: Milliseconds each player's game clock has run (:mod:`engines.game_clock`).
    clock_ms: tuple[int, ...] = ()
    #: Milliseconds the player to act has used of the turn now open (a per-move limit).
    turn_ms: int = 0

    @property
    def players(self) -> int:
        return len(self.racks)

    @property
    def totals(self) -> tuple[int, ...]:
        """Scores including the end-of-game adjustments and overtime once the game is over."""
        end = self.end
        if end is None:
            return self.move_scores
        overtime = end.overtime or (0,) * self.players
        return tuple(
            s + a + o for s, a, o in zip(self.move_scores, end.adjustments, overtime, strict=True)
        )


@dataclass(frozen=True)
class CrosswordView:
    """What one player (or, with ``player`` None, everyone) may see: no other rack, no bag
    order, no other player's hint or exchanged tiles."""

    player: PlayerId | None
    rules: str
    language: str
    board_id: str
    players: int
    board: Board
    rack: tuple[str, ...] | None
    rack_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    bag_count: int
    #: Tiles this player cannot see (bag and other racks), as (letter, count) in set order.
    unseen: tuple[tuple[str, int], ...]
    turn: PlayerId
    to_act: tuple[PlayerId, ...]
    hints_left: tuple[int, ...]
    proposal: Proposal | None
    pending: Pending | None
    history: tuple[Turn, ...]
    start_draws: tuple[tuple[str | None, ...], ...]
    first_player: PlayerId
    end: GameEnd | None
    passes: int
    challenge: bool
    extra_words: tuple[str, ...]
    banned_words: tuple[str, ...]
    #: Moves taken back (others' exchanged tiles hidden), shown struck in the history.
    taken_back: tuple[TakenBack, ...] = ()
    #: Milliseconds each player's game clock has run (empty: no clock).
    clock_ms: tuple[int, ...] = ()
    #: Milliseconds the player to act has used of the turn now open.
    turn_ms: int = 0


def unseen_tiles(tile_set: TileSet, board: Board, rack: tuple[str, ...]) -> Counter[str]:
    """The full set minus the tiles on the board (blanks as ``?``) and minus ``rack``."""
    left = Counter(tile_set.tiles())
    for _, cell in board.tiles():
        left["?" if cell.islower() else cell.lower()] -= 1
    left.subtract(rack)
    return +left


def hide_exchanges(history: tuple[Turn, ...], player: PlayerId | None) -> tuple[Turn, ...]:
    """The history with exchanged tiles removed except the viewer's own."""
    return tuple(
        dataclasses.replace(t, tiles=()) if t.kind == EXCHANGED and t.player != player else t
        for t in history
    )
