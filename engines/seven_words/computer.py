"""Computer players for 7 słów.

Each level is what a person of that strength does: ``strong`` (a word-game regular with the
whole dictionary in mind) writes the best-scoring word of the whole lexicon that the family rule
allows; ``medium`` (a keen player) a common word of at most 11 letters worth about 60–85 % of
the best such word; ``easy`` (a casual player) a common word of at most 8 letters worth about
45–80 % of the best such word (:data:`MAX_LENGTH`: nobody but a regular spells out a 19-letter
NIECZERWONOBRĄZOWYM in half a minute). Each reports a human-like thinking time in its
:class:`SubmitWord` (the screen waits that long), so a human can be the fastest player; once
someone has written, they hurry to beat the 30 seconds. In the review phase they challenge words
they know are invalid (``easy`` only non-words) and never a valid one, then continue.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core import Action, Cancelled, ComputerPlayer, PlayerId
from engines.lexicon import load_lexicon
from engines.seven_words.families import family_conflict
from engines.seven_words.index import WordIndex, common_index, lexicon_index
from engines.seven_words.rules import judge
from engines.seven_words.search import best_allowed_word, first_allowed, scored_sets
from engines.seven_words.state import (
    Challenge,
    Continue,
    GiveUp,
    Phase,
    SevenWordsView,
    SubmitWord,
)

#: Thinking time range (ms) per level before the timer is flipped.
THINKING_MS = {"easy": (25_000, 50_000), "medium": (14_000, 32_000), "strong": (6_000, 14_000)}
#: Fraction of the best score a weaker level aims at (a random point in the range).
AIM = {"easy": (0.45, 0.8), "medium": (0.6, 0.85)}
#: The longest word a weaker level writes (the common list's words have 8 letters at the
#: median; a quarter have more than 10).
MAX_LENGTH = {"easy": 8, "medium": 11}
#: How much before the deadline a hurried computer player writes (ms).
HURRY_MS = (1_000, 4_000)


class SevenWordsComputer(ComputerPlayer):
    def __init__(self, level: str) -> None:
        self.level = level

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        assert isinstance(view, SevenWordsView) and view.player is not None
        if view.phase is Phase.REVIEW:
            return self._review(view)
        word = self.word(view, rng, should_stop)
        progress(1.0)
        if should_stop():
            raise Cancelled
        if word is None:
            return GiveUp()
        return SubmitWord(word, elapsed_ms=self.thinking_ms(view, rng))

    def word(
        self, view: SevenWordsView, rng: random.Random, should_stop: Callable[[], bool]
    ) -> str | None:
        """The word this level writes for ``view``'s area (None: it finds none allowed)."""
        earlier = view.earlier_words

        if self.level == "strong":

            def allowed(word: str) -> bool:
                return family_conflict(word, earlier) is None

            best = best_allowed_word(
                lexicon_index(should_stop), view.area, allowed, rng, veteran=view.veteran
            )
            return best[1] if best else None
        longest = MAX_LENGTH[self.level]

        def known(word: str) -> bool:
            return len(word) <= longest and family_conflict(word, earlier) is None

        return self._weaker_word(common_index(), view, known, rng)

    def _weaker_word(
        self,
        index: WordIndex,
        view: SevenWordsView,
        allowed: Callable[[str], bool],
        rng: random.Random,
    ) -> str | None:
        low, high = AIM[self.level]
        aim: float | None = None
        fallback: str | None = None
        for card_set, numbers in scored_sets(index, view.area, veteran=view.veteran):
            if aim is None:
                aim = card_set.points * rng.uniform(low, high)
            if card_set.points > aim and fallback is not None:
                continue
            word = first_allowed(index, numbers, allowed, rng, tries=40)
            if word is None:
                continue
            if card_set.points <= aim:
                return word
            fallback = word
        return fallback

    def thinking_ms(self, view: SevenWordsView, rng: random.Random) -> int:
        low, high = THINKING_MS[self.level]
        think = rng.randint(low, high)
        hurried = view.time_to_beat_ms is not None or (view.players == 1 and self.level != "easy")
        if hurried and view.deadline_ms is not None:
            latest = view.deadline_ms - rng.randint(*HURRY_MS)
            think = min(think, max(view.time_to_beat_ms or 0, latest))
        return think

    def _review(self, view: SevenWordsView) -> Action:
        lexicon = load_lexicon("pl")
        assert view.revealed is not None
        challenged = {c.target for c in view.challenges}
        for target, submission in enumerate(view.revealed):
            if target == view.player or target in challenged:
                continue
            if submission is None or submission.word is None:
                continue
            if self.level == "easy":
                invalid = submission.word not in lexicon
            else:
                invalid = judge(submission.word, view.earlier_words)[0].upheld
            if invalid:
                return Challenge(PlayerId(target))
        return Continue()
