"""Computer players for GRA III: the longest word from the rack, then the highest score.

Under the rulebook's round end (``round_end`` ``hand``) a word is timed on the computer's clock:
decision, it takes :data:`~engines.puzzle.rounds.PACE` seconds of its level per letter (strong 5
s, medium 8 s, easy 12 s: a 9-letter word at 45 s at best), and hands its word in at that time;
once a player has ended the round (the view's ``time_to_beat``) it hands in only a word it could
have found by then, or gives up. So at one screen, where it sits after the people, and over the
network, where it plays at once with them (the host holds its word until its clock gets there),
it plays the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core import Action, Cancelled, ComputerPlayer
from engines.lexicon.common import common_words
from engines.puzzle.gra3 import HAND, GiveUp, Gra3View, SubmitWord
from engines.puzzle.rounds import PACE
from engines.puzzle.words import view_dictionary
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
        min_length = view.min_ending_length if view.short_words_wait else 1
        dictionary = view_dictionary(view)
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
        timed = view.round_end == HAND
        pace = PACE.get(self.level, PACE["medium"])
        if timed and view.time_to_beat is not None:  # what it could have found by the end
            words = [w for w in words if len(w) * pace <= view.time_to_beat]
        if not words:
            return GiveUp(at=view.time_to_beat) if timed else GiveUp()
        word = self.pick(words, view, rng)
        return SubmitWord(word, at=len(word) * pace) if timed else SubmitWord(word)

    def pick(self, words: list[str], view: Gra3View, rng: random.Random) -> str:
        """The level's word among ``words`` (longest first)."""
        assert view.rack is not None
        rack = view.rack
        longest = max(len(w) for w in words)
        if self.level == "strong":
            return max(
                (w for w in words if len(w) == longest),
                key=lambda w: (rack_score(w, rack, view.values), [-ord(c) for c in w]),
            )
        reach = 2 if self.level == "medium" else 4
        pool = [w for w in words if len(w) >= max(1, longest - reach) and len(w) < longest + 1]
        if self.level == "easy":
            shorter = [w for w in pool if len(w) < longest]
            pool = shorter or pool
        return rng.choice(pool)
