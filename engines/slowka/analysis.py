"""Słówka's analysis hook: what a move scored and the best move there was."""

from __future__ import annotations

from engines.core import TOP_MOVES, Action, MoveAnalysis, PlayerId
from engines.slowka.actions import Exchange, Pass, Place
from engines.slowka.movegen import all_moves
from engines.slowka.rules import check_place, context, is_word
from engines.slowka.state import SlowkaState


def analyse(
    state: SlowkaState, player: PlayerId, action: Action, *, search: bool
) -> MoveAnalysis | None:
    """Places, exchanges and passes are decisions; challenges and accepts are not. A word that
    is not in the lexicon scores 0 (challenge mode takes it back). Słówka has no bingo. The
    best moves are different words (issue #40), each on its best path."""
    if not isinstance(action, Place | Exchange | Pass) or state.pending is not None:
        return None
    points = 0
    if isinstance(action, Place):
        play = check_place(state, player, action)
        if is_word(state, play.word):
            points = play.score
    if not search:
        return MoveAnalysis(str(action), points)
    ctx = context(state.setup)
    moves = all_moves(
        state.board, state.racks[player].tiles, ctx.lexicon, ctx.layout, ctx.tile_set, ctx.reading
    )
    # Different words, each on its best path: the same word on three paths says nothing new.
    ranked: list[tuple[str, int]] = []
    words: set[str] = set()
    for move in moves:
        if move.word not in words:
            words.add(move.word)
            ranked.append((str(move.place(ctx.layout)), move.score))
            if len(ranked) == TOP_MOVES:
                break
    return MoveAnalysis.searched(str(action), points, False, ranked)
