"""GRA I's analysis hook: what a move scored and the best placement there was."""

from __future__ import annotations

from engines.core import TOP_MOVES, Action, MoveAnalysis, PlayerId
from engines.puzzle.gra1 import (
    ExchangeTiles,
    Gra1State,
    PassTurn,
    PlaceWord,
    check_place,
    dictionary_of,
    unknown_words,
)
from engines.puzzle.gra1_moves import all_moves


def analyse_gra1(
    state: Gra1State, player: PlayerId, action: Action, *, search: bool
) -> MoveAnalysis | None:
    """Places, exchanges and passes are the decisions of GRA I."""
    if not isinstance(action, PlaceWord | ExchangeTiles | PassTurn):
        return None
    points, bingo = 0, False
    dictionary = dictionary_of(state.setup)
    rack = state.racks[player].tiles
    if isinstance(action, PlaceWord):
        play = check_place(state.table, action, len(rack))
        if not unknown_words(play, dictionary):
            points, bingo = play.score, play.bingo > 0
    if not search:
        return MoveAnalysis(str(action), points, bingo)
    moves = all_moves(state.table, rack, dictionary)
    ranked = [(str(move.place), move.score) for move in moves[:TOP_MOVES]]
    return MoveAnalysis.searched(str(action), points, bingo, ranked)
