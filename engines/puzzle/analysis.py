"""GRA III's analysis hook: the word a player wrote and the best-scoring word their tiles held."""

from __future__ import annotations

from engines.core import Action, MoveAnalysis, PlayerId
from engines.puzzle.computer import rack_score
from engines.puzzle.gra3 import (
    MIN_ENDING_LENGTH,
    GiveUp,
    Gra3State,
    SubmitWord,
    dictionary_of,
    view,
)
from engines.puzzle.words import normalise_word
from engines.tiles import BLANK


def analyse_gra3(
    state: Gra3State, player: PlayerId, action: Action, *, search: bool
) -> MoveAnalysis | None:
    """A word (or giving up) is the round's decision; its points are its letter sum (the +5
    for the longest word depends on the others' words). The best word is the one with the
    highest letter sum the rack allowed at that moment (5 letters at least before the round
    was ended)."""
    if not isinstance(action, SubmitWord | GiveUp):
        return None
    values = view(state, player).values
    rack = state.racks[player]
    word = normalise_word(action.word) if isinstance(action, SubmitWord) else ""
    points = rack_score(word, rack, values) if word else 0
    if not search:
        return MoveAnalysis(word, points)
    letters = "".join(t for t in rack if t != BLANK)
    min_length = MIN_ENDING_LENGTH if view(state, player).short_words_wait else 1
    dictionary = dictionary_of(state)
    found = dictionary.lexicon.anagrams(letters, rack.count(BLANK), min_length=min_length)
    words = dictionary.playable(found)
    if not words:
        return MoveAnalysis(word, points, False, None, None)
    best = max(words, key=lambda w: (rack_score(w, rack, values), len(w), [-ord(c) for c in w]))
    return MoveAnalysis(word, points, False, best, rack_score(best, rack, values))
