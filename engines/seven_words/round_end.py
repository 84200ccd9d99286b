"""Scoring a round and moving on: the fastest player, late words, bonuses, the solo ladder,
the "don't flip" card, the next main player, and the next area.

Timing (issue 4, hot-seat fairness): each player's thinking time is measured from when their
screen opened; the fastest player is the one with the shortest time among those who wrote a
word and may flip the timer (with 3+ players, not the holder of the "don't flip" card; ties go
to the earlier submission). A word written more than 30 s after the fastest time scores 0 —
unless the player had started typing within the 30 s and finished within 5 s more (the grace
of GAMES.md). Solo: the timer starts with the round, so "in time" means within 30 s (+ grace).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from engines.core import PlayerId
from engines.lexicon import load_lexicon
from engines.seven_words.area import next_round
from engines.seven_words.scoring import (
    ROUNDS,
    WordScore,
    bonus_values,
    round_bonuses,
    score_word,
    sheet_total,
)
from engines.seven_words.solo import BRUTAL, SoloBonus, SoloField, solo_step
from engines.seven_words.state import (
    NO_TIMER,
    STANDARD,
    Phase,
    PlayerRound,
    RoundResult,
    SevenWordsState,
    Submission,
    WordStatus,
)

TIMER_MS = 30_000
GRACE_MS = 5_000
#: The "don't flip" card is used from this many players on.
DONT_FLIP_FROM = 3


def veterans(state: SevenWordsState) -> tuple[bool, ...]:
    """Who plays with the veteran handicap (the option is a bit mask over seats)."""
    mask = int(state.setup.options.get("veterans", 0))
    return tuple(bool(mask >> i & 1) for i in range(state.setup.players))


def uses_dont_flip(state: SevenWordsState) -> bool:
    return state.setup.rules == STANDARD and state.setup.players >= DONT_FLIP_FROM


def in_time(submission: Submission, limit_ms: int) -> bool:
    """Whether a written word beat ``limit_ms``, counting the 5 s grace for a player who had
    started typing before the limit.

    >>> typing = Submission("kot", elapsed_ms=31_000, typed_from_ms=29_000)
    >>> in_time(typing, 30_000), in_time(Submission("kot", elapsed_ms=31_000), 30_000)
    (True, False)
    """
    elapsed = submission.elapsed_ms
    if submission.word is None or elapsed is None:
        return False
    if elapsed <= limit_ms:
        return True
    started = submission.typed_from_ms
    return started is not None and started <= limit_ms and elapsed <= limit_ms + GRACE_MS


def fastest_player(state: SevenWordsState, submissions: Sequence[Submission | None]) -> int | None:
    """The fastest player so far (the main player without a timer; None solo or if nobody)."""
    if state.setup.players == 1:
        return None
    if state.setup.rules == NO_TIMER:
        return state.main_player
    barred = state.dont_flip if uses_dont_flip(state) else None
    timed = [
        (s.elapsed_ms, s.arrival, i)
        for i, s in enumerate(submissions)
        if s is not None and s.word is not None and s.elapsed_ms is not None and i != barred
    ]
    return min(timed)[2] if timed else None


def earlier_words(history: Sequence[RoundResult]) -> tuple[str, ...]:
    """Every real word written in earlier rounds (what the family rule compares with)."""
    lexicon = load_lexicon("pl")
    return tuple(
        dict.fromkeys(
            line.word
            for result in history
            for line in result.players
            if line.word is not None and line.word in lexicon
        )
    )


def score_round(state: SevenWordsState) -> RoundResult:
    """The round as it stands: final once writing (and challenges) are over."""
    players = state.setup.players
    submissions = tuple(s if s is not None else Submission(None) for s in state.submissions)
    area = state.table.cards
    fastest = fastest_player(state, state.submissions)
    struck = {c.target for c in state.challenges if c.verdict.upheld and c.corrected is None}
    timed = state.setup.rules == STANDARD
    limit = None
    if timed and players > 1 and fastest is not None:
        limit = (submissions[fastest].elapsed_ms or 0) + TIMER_MS
    elif timed and players == 1:
        limit = TIMER_MS
    veteran = veterans(state)
    lines: list[PlayerRound] = []
    for player, submission in enumerate(submissions):
        word = submission.word
        scored = score_word(word, area, veteran=veteran[player]) if word else WordScore(0, ())
        status = WordStatus.SCORED
        if word is None:
            status = WordStatus.NO_WORD
        elif player in struck:
            status = WordStatus.STRUCK
        elif players > 1 and limit is not None and player != fastest:
            status = WordStatus.SCORED if in_time(submission, limit) else WordStatus.LATE
        lines.append(
            PlayerRound(
                word=word,
                elapsed_ms=submission.elapsed_ms,
                status=status,
                cards=scored.cards,
                points=scored.points if status is WordStatus.SCORED else 0,
                greater=0,
                at_least=0,
                penalties=sum(
                    1 for c in state.challenges if c.challenger == player and not c.verdict.upheld
                ),
                family_accepted=submission.family_accepted,
                in_time=limit is None or in_time(submission, limit),
                corrected_from=submission.corrected_from,
            )
        )
    result = RoundResult(state.round, area, _player_id(fastest), tuple(lines), state.challenges)
    if players == 1:
        return _solo_bonus(state, result)
    greater, at_least = round_bonuses(
        [line.points for line in lines],
        [line.status is WordStatus.SCORED for line in lines],
        fastest,
        state.round,
    )
    marked = tuple(
        dataclasses.replace(line, greater=g, at_least=a)
        for line, g, a in zip(lines, greater, at_least, strict=True)
    )
    return dataclasses.replace(result, players=marked)


def _player_id(player: int | None) -> PlayerId | None:
    return None if player is None else PlayerId(player)


def _solo_bonus(state: SevenWordsState, result: RoundResult) -> RoundResult:
    line = result.players[0]
    field = state.solo_field or SoloField.TOP
    brutal = state.setup.options.get("solo") == BRUTAL
    step = solo_step(field, line.points, line.in_time, brutal=brutal)
    small, big = bonus_values(state.round)
    line = dataclasses.replace(
        line,
        greater=small if step.bonus is SoloBonus.SMALL else 0,
        at_least=big if step.bonus is SoloBonus.BIG else 0,
        penalties=line.penalties + int(step.penalty),
    )
    return dataclasses.replace(
        result, players=(line,), solo_field=field, solo_field_after=step.field
    )


def next_main_player(current: int, history: Sequence[RoundResult], players: int) -> PlayerId:
    """No-timer variant: the fewest "≥" bonuses, then the fewest ">", then the first such
    player to the left of (after) the current main player, who comes last."""
    at_least = [0] * players
    greater = [0] * players
    for result in history:
        for player, line in enumerate(result.players):
            at_least[player] += line.at_least > 0
            greater[player] += line.greater > 0
    order = [(current + step) % players for step in range(1, players + 1)]
    return PlayerId(min(order, key=lambda p: (at_least[p], greater[p])))


def finish_round(state: SevenWordsState) -> SevenWordsState:
    """Score the round, hand on the cards and the roles, and deal the next round (or end)."""
    result = score_round(state)
    history = (*state.history, result)
    dont_flip = state.dont_flip
    if uses_dont_flip(state) and result.fastest is not None:
        dont_flip = result.fastest
    main = state.main_player
    if state.setup.rules == NO_TIMER and main is not None:
        main = next_main_player(main, history, state.setup.players)
    state = dataclasses.replace(
        state,
        history=history,
        dont_flip=dont_flip,
        main_player=main,
        solo_field=result.solo_field_after or state.solo_field,
        challenges=(),
        continued=(False,) * state.setup.players,
    )
    if state.round >= ROUNDS:
        return dataclasses.replace(state, phase=Phase.OVER)
    table, step = next_round(state.table, state.round + 1, state.setup.seed, state.chance_steps)
    return dataclasses.replace(
        state,
        round=state.round + 1,
        phase=Phase.WRITING,
        table=table,
        chance_steps=step,
        submissions=(None,) * state.setup.players,
        arrivals=0,
    )


def totals(history: Sequence[RoundResult], players: int) -> tuple[int, ...]:
    """Each player's sheet total so far (the final total once 7 rounds are played)."""
    return tuple(
        sheet_total(
            [r.players[p].points for r in history],
            [r.players[p].greater + r.players[p].at_least for r in history],
            penalties(history, p),
        )
        for p in range(players)
    )


def penalties(history: Sequence[RoundResult], player: int) -> int:
    return sum(r.players[player].penalties for r in history)
