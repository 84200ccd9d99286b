"""7 słów rules: setup, who acts, and every action (GAMES.md §1 and issue 4).

A round is a simultaneous phase: every player writes one word (:class:`SubmitWord`) or gives
up; a ``SYSTEM`` :class:`TimeUp` ends the writing for one player or everyone still writing. With
"automatic" checking the lexicon refuses a word at once (not a word, a repeat, or a family word
unless the players accept it). With "challenge" checking every string of letters is written;
after all words are in they are revealed (the review phase), anyone may challenge anyone's
word, the lexicon decides, and the round is scored when every player has pressed
:class:`Continue`. Scoring and the end of a round are in :mod:`.round_end`.

Decisions: with automatic checking a word the lexicon lacks is refused at once, like a family
word, so a typo can be corrected ("not a word: 0 and no bonus" is the challenge-mode rule); a
solo game always checks automatically (there is nobody to challenge); the first main player of
the no-timer variant is the first seat; a challenged word cannot be challenged again.

PORADA (option ``porada``, challenge mode, off by default; seed 000: "gdy dopiero uczycie się
gry, albo gracie w luźniejszej atmosferze […] Jeśli podczas wyzwania jasne jest, o jakie słowo
chodziło graczowi, może on zmienić zapisane przez siebie słowo na jego właściwą formę. Jeśli
gracz zapisał łącznie dwa słowa albo użył słowa z łącznikiem, może on wybrać i zapisać jedno z
użytych słów."): the sheet takes what a learner writes — two words, or a word with a hyphen —
and a player whose word a challenge struck as no word may change it once (:class:`CorrectWord`)
to a word of the lexicon the family rule allows that is clearly the one meant
(:func:`clearly_meant`: one of the words written, or the written word with at most two letters
(one in a word of up to four) added, dropped, changed or swapped, diacritics aside — decision).
The challenge stays right (no penalty for the challenger); the new word scores and may earn a
bonus. A challenge that strikes a word as no word reopens its player's review, so they may
use PORADA before the round is scored.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata

from engines.core import SYSTEM, Action, PlayerId, Reason, Rejected, Setup, TimeUp
from engines.lexicon import load_lexicon
from engines.lexicon.relation import Relation
from engines.seven_words.area import new_table
from engines.seven_words.families import family_conflict
from engines.seven_words.round_end import earlier_words, finish_round
from engines.seven_words.solo import SoloField
from engines.seven_words.state import (
    AUTOMATIC,
    CHALLENGE,
    NO_TIMER,
    Challenge,
    ChallengeResult,
    Continue,
    CorrectWord,
    GiveUp,
    Phase,
    SevenWordsState,
    Submission,
    SubmitWord,
    Verdict,
)


def checking(setup: Setup) -> str:
    """ "automatic" or "challenge" (always automatic for one player)."""
    if setup.players == 1:
        return AUTOMATIC
    return str(setup.options.get("checking", AUTOMATIC))


def porada(setup: Setup) -> bool:
    """Whether PORADA is on: option ``porada``, in challenge mode only."""
    return checking(setup) == CHALLENGE and bool(setup.options.get("porada", False))


#: PORADA: what may stand between the words a learner writes (a space, a hyphen).
_BETWEEN_WORDS = re.compile(r"\s*-\s*|\s+")
#: Letters compared without their diacritics when judging which word was meant.
_FOLDED = str.maketrans("ąćęłńóśźż", "acelnoszz")


def written_words(text: str) -> tuple[str, ...]:
    """The words of what a player wrote: one, or those joined by spaces or hyphens.

    >>> written_words("biało-czerwony"), written_words("dom  kot"), written_words("kot")
    (('biało', 'czerwony'), ('dom', 'kot'), ('kot',))
    """
    return tuple(_BETWEEN_WORDS.split(text.strip()))


def clearly_meant(written: str, word: str) -> bool:
    """PORADA's "jasne jest, o jakie słowo chodziło graczowi" (decision): ``word`` is one of the
    words ``written`` holds, or — one word written — differs from it by at most two letters
    added, dropped, changed or swapped (one in a word of up to four letters), diacritics aside.

    >>> clearly_meant("biało-czerwony", "czerwony"), clearly_meant("poszłem", "poszedłem")
    (True, True)
    >>> clearly_meant("dzieśięciogroszówka", "dziesięciogroszówka"), clearly_meant("kot", "pies")
    (True, False)
    """
    words = written_words(written)
    if len(words) > 1:
        return word in words
    folded, meant = written.translate(_FOLDED), word.translate(_FOLDED)
    return _edits(folded, meant) <= (1 if len(written) <= 4 else 2)


def _edits(a: str, b: str) -> int:
    """Letters added, dropped, changed or two neighbours swapped between ``a`` and ``b``
    (the optimal string alignment distance)."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[i - 2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def _written_text(setup: Setup, text: object) -> str:
    """What a player wrote, lowercase in NFC; with PORADA two words or a hyphen may be in it
    (one space or hyphen between words)."""
    word = unicodedata.normalize("NFC", text).strip().lower() if isinstance(text, str) else ""
    if not porada(setup):
        return word
    words = written_words(word)
    # One space or hyphen between two words, as written (a hyphen stays a hyphen).
    kinds = ["-" if "-" in gap else " " for gap in _BETWEEN_WORDS.findall(word)]
    return "".join(w + (kinds[i] if i < len(kinds) else "") for i, w in enumerate(words))


def new_game(setup: Setup) -> SevenWordsState:
    table, step = new_table(setup.seed)
    return SevenWordsState(
        setup=setup,
        chance_steps=step,
        round=1,
        phase=Phase.WRITING,
        table=table,
        submissions=(None,) * setup.players,
        arrivals=0,
        challenges=(),
        continued=(False,) * setup.players,
        dont_flip=None,
        main_player=PlayerId(0) if setup.rules == NO_TIMER else None,
        solo_field=SoloField.TOP if setup.players == 1 else None,
        history=(),
    )


def to_act(state: SevenWordsState) -> frozenset[PlayerId]:
    if state.phase is Phase.WRITING:
        return frozenset(PlayerId(i) for i, s in enumerate(state.submissions) if s is None)
    if state.phase is Phase.REVIEW:
        return frozenset(PlayerId(i) for i, done in enumerate(state.continued) if not done)
    return frozenset()


def apply(state: SevenWordsState, player: PlayerId, action: Action) -> SevenWordsState:
    if state.phase is Phase.OVER:
        raise Rejected(Reason.GAME_OVER)
    if isinstance(action, TimeUp):
        return _time_up(state, player, action)
    if player not in to_act(state):
        if 0 <= player < state.setup.players and state.phase is Phase.WRITING:
            raise Rejected(Reason.ALREADY_SUBMITTED, player=player)
        raise Rejected(Reason.NOT_YOUR_TURN, player=player)
    if isinstance(action, SubmitWord | GiveUp):
        if state.phase is not Phase.WRITING:
            raise Rejected(Reason.WRONG_PHASE, phase=state.phase.value)
        if isinstance(action, GiveUp):
            return _hand_in(state, player, Submission(None, arrival=state.arrivals))
        return _hand_in(state, player, _checked_submission(state, action))
    if isinstance(action, Challenge | Continue | CorrectWord):
        if state.phase is not Phase.REVIEW:
            raise Rejected(Reason.WRONG_PHASE, phase=state.phase.value)
        if isinstance(action, Continue):
            continued = tuple(done or i == player for i, done in enumerate(state.continued))
            state = dataclasses.replace(state, continued=continued)
            return finish_round(state) if all(continued) else state
        if isinstance(action, CorrectWord):
            return _correct(state, player, action.word)
        return _challenge(state, player, action.target)
    raise Rejected(Reason.UNKNOWN_ACTION, action=type(action).__name__)


def _checked_submission(state: SevenWordsState, action: SubmitWord) -> Submission:
    """The submission ``action`` makes, or :class:`Rejected` (see the module docstring)."""
    elapsed, typed_from = action.elapsed_ms, action.typed_from_ms
    if not _is_time(elapsed) or (typed_from is not None and not _is_time(typed_from)):
        raise Rejected(Reason.BAD_TIME, elapsed_ms=elapsed, typed_from_ms=typed_from)
    word = _written_text(state.setup, action.word)
    if not word:
        raise Rejected(Reason.EMPTY_WORD)
    lexicon = load_lexicon("pl")
    between = " -" if porada(state.setup) else ""
    outside = sorted({c for c in word if c not in lexicon.alphabet and c not in between})
    if outside or not all(written_words(word)):
        raise Rejected(Reason.LETTERS_NOT_IN_ALPHABET, word=word, letters="".join(outside))
    accepted = False
    if checking(state.setup) == AUTOMATIC:
        if word not in lexicon:
            raise Rejected(Reason.UNKNOWN_WORD, word=word)
        conflict = family_conflict(word, earlier_words(state.history))
        if conflict is not None and conflict.relation is Relation.SAME:
            raise Rejected(Reason.REPEATED_WORD, word=word, earlier=conflict.earlier)
        if conflict is not None:
            if not action.accept_family:
                raise Rejected(Reason.SAME_FAMILY, word=word, earlier=conflict.earlier)
            accepted = True
    return Submission(word, elapsed, typed_from, state.arrivals, family_accepted=accepted)


def _is_time(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _hand_in(state: SevenWordsState, player: PlayerId, submission: Submission) -> SevenWordsState:
    submissions = list(state.submissions)
    submissions[player] = submission
    state = dataclasses.replace(state, submissions=tuple(submissions), arrivals=state.arrivals + 1)
    return state if to_act(state) else _end_writing(state)


def _time_up(state: SevenWordsState, player: PlayerId, action: TimeUp) -> SevenWordsState:
    if player != SYSTEM:
        raise Rejected(Reason.NOT_YOUR_TURN, player=player)
    if state.phase is not Phase.WRITING:
        raise Rejected(Reason.WRONG_PHASE, phase=state.phase.value)
    pending = to_act(state)
    late = pending if action.player == SYSTEM else frozenset({PlayerId(action.player)})
    if not late <= pending:
        raise Rejected(Reason.ALREADY_SUBMITTED, player=action.player)
    submissions = tuple(
        Submission(None, arrival=state.arrivals, timed_out=True) if PlayerId(i) in late else s
        for i, s in enumerate(state.submissions)
    )
    state = dataclasses.replace(state, submissions=submissions, arrivals=state.arrivals + 1)
    return state if to_act(state) else _end_writing(state)


def _end_writing(state: SevenWordsState) -> SevenWordsState:
    """Everyone has written: reveal for challenges, or score at once."""
    written = sum(1 for s in state.submissions if s is not None and s.word is not None)
    if checking(state.setup) == CHALLENGE and written:
        return dataclasses.replace(
            state,
            phase=Phase.REVIEW,
            continued=(False,) * state.setup.players,
            challenges=(),
        )
    return finish_round(state)


def judge(word: str, earlier: tuple[str, ...]) -> tuple[Verdict, str | None]:
    """The lexicon's verdict on a challenged ``word`` given the earlier rounds' words."""
    if word not in load_lexicon("pl"):
        return Verdict.NOT_A_WORD, None
    conflict = family_conflict(word, earlier)
    if conflict is None:
        return Verdict.VALID, None
    if conflict.relation is Relation.SAME:
        return Verdict.REPEATED_WORD, conflict.earlier
    return Verdict.SAME_FAMILY, conflict.earlier


def _challenge(state: SevenWordsState, player: PlayerId, target: int) -> SevenWordsState:
    players = state.setup.players
    if not isinstance(target, int) or not 0 <= target < players or target == player:
        raise Rejected(Reason.NOT_CHALLENGEABLE, target=target)
    submission = state.submissions[target]
    if submission is None or submission.word is None:
        raise Rejected(Reason.NOT_CHALLENGEABLE, target=target)
    if any(c.target == target for c in state.challenges):
        raise Rejected(Reason.ALREADY_CHALLENGED, target=target)
    verdict, earlier = judge(submission.word, earlier_words(state.history))
    result = ChallengeResult(player, PlayerId(target), submission.word, verdict, earlier)
    continued = state.continued
    if porada(state.setup) and verdict is Verdict.NOT_A_WORD:
        # Its player may change it (PORADA) before the round is scored.
        continued = tuple(done and i != target for i, done in enumerate(continued))
    return dataclasses.replace(state, challenges=(*state.challenges, result), continued=continued)


def _correct(state: SevenWordsState, player: PlayerId, text: object) -> SevenWordsState:
    """PORADA: ``player`` changes the word a challenge struck as no word (module docstring)."""
    challenge = next(
        (
            c
            for c in state.challenges
            if c.target == player and c.verdict is Verdict.NOT_A_WORD and c.corrected is None
        ),
        None,
    )
    submission = state.submissions[player]
    if not porada(state.setup) or challenge is None or submission is None or not submission.word:
        raise Rejected(Reason.NOTHING_TO_CORRECT, player=player)
    word = unicodedata.normalize("NFC", text).strip().lower() if isinstance(text, str) else ""
    if not word:
        raise Rejected(Reason.EMPTY_WORD)
    if not clearly_meant(submission.word, word):
        raise Rejected(Reason.NOT_THE_MEANT_WORD, written=submission.word, word=word)
    verdict, earlier = judge(word, earlier_words(state.history))
    if verdict is Verdict.NOT_A_WORD:
        raise Rejected(Reason.UNKNOWN_WORD, word=word)
    if verdict is not Verdict.VALID:
        reason = Reason.REPEATED_WORD if verdict is Verdict.REPEATED_WORD else Reason.SAME_FAMILY
        raise Rejected(reason, word=word, earlier=earlier)
    corrected = dataclasses.replace(submission, word=word, corrected_from=submission.word)
    submissions = tuple(corrected if i == player else s for i, s in enumerate(state.submissions))
    challenges = tuple(
        dataclasses.replace(c, corrected=word) if c is challenge else c for c in state.challenges
    )
    return dataclasses.replace(state, submissions=submissions, challenges=challenges)
