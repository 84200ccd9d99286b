"""Słówka's state, its move history and what each player may see.

The state is frozen; the rules (:mod:`engines.slowka.rules`) return new states. Two optional
parts describe the moments between ordinary turns:

* ``pending`` (challenge mode): a move on the board whose word nobody has checked yet; the next
  player challenges or accepts it before their own turn. Its tokens are on ``board`` and off the
  mover's rack, but it is neither scored nor drawn for until accepted.
* ``end``: the game is over, and why.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from engines.core import GameState, PlayerId
from engines.slowka.board import Board
from engines.slowka.moves import Play
from engines.take_backs import Step, TakenBack
from engines.tiles import Bag, Rack, TileSet

# Kinds of turn in the history.
PLACED = "place"
EXCHANGED = "exchange"
PASSED = "pass"
#: Challenge mode: the move was challenged and its word was wrong; taken back, turn lost.
CHALLENGED_OFF = "challenged_off"
#: Challenge mode, rule ``failed_challenge = lose_turn`` (games saved before 2026-11-25): the
#: challenged word was right; the challenger loses this turn.
LOST_TURN = "lost_turn"

# Why the game ended.
BOARD_FULL = "board_full"
NO_PLACEMENTS = "no_placements"


@dataclass(frozen=True)
class Turn:
    """One line of the move history (the score sheet)."""

    player: PlayerId
    kind: str
    #: The move (PLACED, CHALLENGED_OFF): its path, word, tokens placed, word and bonus points.
    play: Play | None = None
    #: Tokens exchanged (seen only by their owner, see :func:`hide_exchanges`).
    tiles: tuple[str, ...] = ()
    #: How many tokens were placed or exchanged.
    count: int = 0
    #: A pass because the per-move limit ran out (:mod:`engines.game_clock`).
    timed_out: bool = False
    #: A move that stands because a challenge found its word right: who challenged it.
    checked_by: PlayerId | None = None

    @property
    def score(self) -> int:
        return self.play.score if self.play is not None and self.kind == PLACED else 0


@dataclass(frozen=True)
class Pending:
    """Challenge mode: ``player``'s move, on the board but not yet accepted."""

    player: PlayerId
    play: Play


@dataclass(frozen=True)
class GameEnd:
    """Why the game ended: ``BOARD_FULL`` (every light square covered) or ``NO_PLACEMENTS``
    (two rounds in a row without a token placed); each player's penalty for time over a
    total clock (≤ 0, :mod:`engines.game_clock`)."""

    reason: str
    overtime: tuple[int, ...] = ()


@dataclass(frozen=True)
class SlowkaState(GameState):
    board: Board
    bag: Bag
    racks: tuple[Rack, ...]
    scores: tuple[int, ...]
    turn: PlayerId
    #: Turns in a row without a token placed (passes, exchanges, turns lost to a challenge).
    idle_turns: int
    pending: Pending | None
    history: tuple[Turn, ...]
    #: The who-starts draw, one row per round: the token each player drew (None: not drawing).
    start_draws: tuple[tuple[str | None, ...], ...]
    first_player: PlayerId
    #: The token the first player drew onto START.
    start_tile: str
    end: GameEnd | None
    #: Moves taken back, on show in the history (:mod:`engines.take_backs`).
    taken_back: tuple[TakenBack, ...] = ()
    #: Where a take-back returns to (not compared: it follows from the moves).
    steps: Step | None = field(default=None, compare=False, repr=False)
    #: Milliseconds each player's game clock has run (:mod:`engines.game_clock`).
    clock_ms: tuple[int, ...] = ()
    #: Milliseconds the player to act has used of the turn now open (a per-move limit).
    turn_ms: int = 0

    @property
    def players(self) -> int:
        return len(self.racks)

    @property
    def totals(self) -> tuple[int, ...]:
        """``scores`` (the moves' points) with the overtime penalties once the game is over."""
        if self.end is None or not self.end.overtime:
            return self.scores
        return tuple(s + o for s, o in zip(self.scores, self.end.overtime, strict=True))


@dataclass(frozen=True)
class SlowkaView:
    """What one player (or, with ``player`` None, everyone) may see: no other rack, no pool
    order, no other player's exchanged tokens."""

    player: PlayerId | None
    rules: str
    board_id: str
    players: int
    board: Board
    #: This player's tokens (lowercase letters), None in the public view.
    rack: tuple[str, ...] | None
    rack_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    #: Each player's best single word (letter points), the tie-break.
    best_words: tuple[int, ...]
    pool_count: int
    #: Tokens this player cannot see (pool and other racks), as (letter, count) in set order.
    unseen: tuple[tuple[str, int], ...]
    turn: PlayerId
    to_act: tuple[PlayerId, ...]
    pending: Pending | None
    #: Who may challenge ``pending`` now (empty when nothing is pending).
    challengers: tuple[PlayerId, ...]
    history: tuple[Turn, ...]
    start_draws: tuple[tuple[str | None, ...], ...]
    first_player: PlayerId
    start_tile: str
    idle_turns: int
    end: GameEnd | None
    challenge: bool
    #: How a word is read: ``any`` (sides and corners) or ``side`` (the rule option).
    reading: str
    #: Moves taken back (others' exchanged tokens hidden), shown struck on the score sheet.
    taken_back: tuple[TakenBack, ...] = ()
    #: Milliseconds each player's game clock has run (empty: no clock).
    clock_ms: tuple[int, ...] = ()
    #: Milliseconds the player to act has used of the turn now open.
    turn_ms: int = 0


def best_words(history: tuple[Turn, ...], players: int) -> tuple[int, ...]:
    """Each player's highest word score (letter points, bonus squares not counted)."""
    best = [0] * players
    for turn in history:
        if turn.kind == PLACED and turn.play is not None:
            best[turn.player] = max(best[turn.player], turn.play.word_score)
    return tuple(best)


def taken_bonuses(history: tuple[Turn, ...]) -> dict[int, PlayerId]:
    """Each bonus square surrounded so far → the player whose move surrounded it."""
    return {
        square: turn.player
        for turn in history
        if turn.kind == PLACED and turn.play is not None
        for square in turn.play.bonus_squares
    }


def unseen_tiles(tile_set: TileSet, board: Board, rack: tuple[str, ...]) -> Counter[str]:
    """The full set minus the tokens on the board and minus ``rack``."""
    left = Counter(tile_set.tiles())
    left.subtract(letter for _, letter in board.tiles())
    left.subtract(rack)
    return +left


def hide_exchanges(history: tuple[Turn, ...], player: PlayerId | None) -> tuple[Turn, ...]:
    """The history with exchanged tokens removed except the viewer's own."""
    return tuple(
        Turn(t.player, t.kind, t.play, (), t.count)
        if t.kind == EXCHANGED and t.player != player
        else t
        for t in history
    )
