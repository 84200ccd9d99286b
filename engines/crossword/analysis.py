"""The crossword game's analysis hook: what a move scored and the best placement there was."""

from __future__ import annotations

from engines.core import TOP_MOVES, Action, MoveAnalysis, PlayerId
from engines.crossword.actions import Exchange, Pass, Place
from engines.crossword.movegen import best_moves
from engines.crossword.placement import unknown_words
from engines.crossword.rules import check_place, context
from engines.crossword.state import CrosswordState


def analyse(
    state: CrosswordState, player: PlayerId, action: Action, *, search: bool
) -> MoveAnalysis | None:
    """Places, exchanges and passes are decisions; hints and challenges are not. A placement a
    challenge takes back scores 0 (it is still the move the player chose)."""
    if not isinstance(action, Place | Exchange | Pass) or state.pending is not None:
        return None
    points, bingo = 0, False
    if isinstance(action, Place):
        play = check_place(state, player, action)
        if not unknown_words(play, context(state.setup).dictionary):
            points, bingo = play.score, play.bingo > 0
    if not search:
        return MoveAnalysis(str(action), points, bingo)
    position = context(state.setup).position(state.board)
    moves = best_moves(position, state.racks[player].tiles, TOP_MOVES)
    ranked = [(str(move.place), move.score) for move in moves]
    return MoveAnalysis.searched(str(action), points, bingo, ranked)
