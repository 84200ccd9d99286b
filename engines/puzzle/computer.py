"""Computer players for GRA III: the longest word from the rack, then the highest score."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core import Action, Cancelled, ComputerPlayer
from engines.lexicon.common import common_words
from engines.puzzle.gra3 import GiveUp, Gra3View, SubmitWord
from engines.puzzle.words import puzzle_dictionary
from engines.tiles import BLANK, rack_cover


def rack_score(word: str, rack: tuple[str, ...], values: dict[str, int]) -> int:
    tiles = rack_cover(word, rack) or ()
    return sum(values[t] for t in tiles)


class Gra3Computer(ComputerPlayer):
    """``strong``: the longest word, best score among equals. ``medium`` (a keen home player): a
    random common word among the longer ones it knows. ``easy`` (a casual player): a common word,
    usually not the longest it could find."""

    def __init__(self, level: str) -> None:
        self.level = level

    def candidates(self, view: Gra3View) -> list[str]:
        assert view.rack is not None
        letters = "".join(t for t in view.rack if t != BLANK)
        min_length = view.min_ending_length if view.ender is None else 1
        dictionary = puzzle_dictionary(view.extra_words, view.banned_words, view.proper_names)
        found = dictionary.lexicon.anagrams(letters, view.rack.count(BLANK), min_length=min_length)
        words = dictionary.playable(found)
        if self.level != "strong":  # the words a person of that strength knows
            common = common_words("pl")
            words = [w for w in words if w in common]
        return words

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        assert isinstance(view, Gra3View) and view.rack is not None
        words = self.candidates(view)
        if should_stop():
            raise Cancelled
        progress(1.0)
        if not words:
            return GiveUp()
        rack = view.rack
        if self.level == "strong":
            longest = len(words[0])
            best = max(
                (w for w in words if len(w) == longest),
                key=lambda w: (rack_score(w, rack, view.values), [-ord(c) for c in w]),
            )
            return SubmitWord(best)
        longest = len(words[0])
        reach = 2 if self.level == "medium" else 4
        pool = [w for w in words if len(w) >= max(1, longest - reach) and len(w) < longest + 1]
        if self.level == "easy":
            shorter = [w for w in pool if len(w) < longest]
            pool = shorter or pool
        return SubmitWord(rng.choice(pool))
