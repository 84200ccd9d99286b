"""Random legal actions (for the conformance tests and the property tests)."""

from __future__ import annotations

import random

from engines.core import SYSTEM, Action, PlayerId, TimeUp
from engines.lexicon.relation import Relation
from engines.seven_words.families import family_conflict
from engines.seven_words.index import word_ranks
from engines.seven_words.round_end import earlier_words
from engines.seven_words.rules import checking
from engines.seven_words.state import (
    CHALLENGE,
    Challenge,
    Continue,
    GiveUp,
    Phase,
    SevenWordsState,
    SubmitWord,
)

_LETTERS = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"


def random_action(state: SevenWordsState, player: PlayerId, rng: random.Random) -> Action:
    if player == SYSTEM:
        return TimeUp()
    if state.phase is Phase.REVIEW:
        targets = [
            t
            for t, s in enumerate(state.submissions)
            if t != player
            and s is not None
            and s.word is not None
            and all(c.target != t for c in state.challenges)
        ]
        if targets and rng.random() < 0.3:
            return Challenge(rng.choice(targets))
        return Continue()
    if rng.random() < 0.1:
        return GiveUp()
    elapsed = rng.randrange(0, 70_000)
    typed_from = rng.choice([None, max(0, elapsed - rng.randrange(0, 8_000))])
    if checking(state.setup) == CHALLENGE and rng.random() < 0.15:
        made_up = "".join(rng.choice(_LETTERS) for _ in range(rng.randint(2, 9)))
        return SubmitWord(made_up, elapsed, typed_from)
    ranks = word_ranks()
    earlier = earlier_words(state.history)
    for _ in range(20):
        word = ranks.word_at(rng.randrange(ranks.word_count))
        conflict = family_conflict(word, earlier)
        if conflict is None:
            return SubmitWord(word, elapsed, typed_from)
        if conflict.relation is Relation.FAMILY:
            return SubmitWord(word, elapsed, typed_from, accept_family=True)
    return GiveUp()
