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
"""

from __future__ import annotations

import dataclasses

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
    if isinstance(action, Challenge | Continue):
        if state.phase is not Phase.REVIEW:
            raise Rejected(Reason.WRONG_PHASE, phase=state.phase.value)
        if isinstance(action, Continue):
            continued = tuple(done or i == player for i, done in enumerate(state.continued))
            state = dataclasses.replace(state, continued=continued)
            return finish_round(state) if all(continued) else state
        return _challenge(state, player, action.target)
    raise Rejected(Reason.UNKNOWN_ACTION, action=type(action).__name__)


def _checked_submission(state: SevenWordsState, action: SubmitWord) -> Submission:
    """The submission ``action`` makes, or :class:`Rejected` (see the module docstring)."""
    elapsed, typed_from = action.elapsed_ms, action.typed_from_ms
    if not _is_time(elapsed) or (typed_from is not None and not _is_time(typed_from)):
        raise Rejected(Reason.BAD_TIME, elapsed_ms=elapsed, typed_from_ms=typed_from)
    word = action.word.strip().lower() if isinstance(action.word, str) else ""
    if not word:
        raise Rejected(Reason.EMPTY_WORD)
    lexicon = load_lexicon("pl")
    outside = sorted({c for c in word if c not in lexicon.alphabet})
    if outside:
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
    return dataclasses.replace(state, challenges=(*state.challenges, result))
