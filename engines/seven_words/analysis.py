"""7 słów's analysis hook: the word a player wrote and the round's best word for them."""

from __future__ import annotations

import random
from collections.abc import Callable

from engines.core import Action, MoveAnalysis, PlayerId
from engines.seven_words.state import GiveUp, Phase, SevenWordsState, SubmitWord
from engines.seven_words.views import view


def analyse_seven_words(
    state: SevenWordsState,
    player: PlayerId,
    action: Action,
    *,
    search: bool,
    should_stop: Callable[[], bool],
) -> MoveAnalysis | None:
    """A word (or giving up) in the writing phase is the round's decision; its points are its
    card score on the round's area (bonuses and challenges come later). The best word is the
    best-scoring one of the whole lexicon that the family rule allowed this player."""
    if state.phase is not Phase.WRITING or not isinstance(action, SubmitWord | GiveUp):
        return None
    # Imported on use: scoring and search pull in NumPy and the word index.
    from engines.seven_words.families import family_conflict
    from engines.seven_words.scoring import score_word

    seen = view(state, player)
    word = action.word.strip().lower() if isinstance(action, SubmitWord) else ""
    points = score_word(word, seen.area, veteran=seen.veteran).points if word else 0
    if not search:
        return MoveAnalysis(word, points)
    from engines.seven_words.index import lexicon_index
    from engines.seven_words.search import best_allowed_word

    earlier = seen.earlier_words
    best = best_allowed_word(
        lexicon_index(should_stop),
        seen.area,
        lambda candidate: family_conflict(candidate, earlier) is None,
        random.Random(0),
        veteran=seen.veteran,
    )
    if best is None:
        return MoveAnalysis(word, points, False, None, None)
    return MoveAnalysis(word, points, False, best[1], best[0])
