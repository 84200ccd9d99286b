"""What each player may see, the totals and the final outcome."""

from __future__ import annotations

from engines.core import Outcome, PlayerId, rank_by
from engines.seven_words.cards import card_value
from engines.seven_words.round_end import (
    TIMER_MS,
    earlier_words,
    fastest_player,
    penalties,
    score_round,
    totals,
    uses_dont_flip,
    veterans,
)
from engines.seven_words.rules import checking, porada
from engines.seven_words.scoring import ROUNDS, counted_words
from engines.seven_words.solo import solo_target
from engines.seven_words.state import STANDARD, Phase, SevenWordsState, SevenWordsView


def view(state: SevenWordsState, player: PlayerId | None) -> SevenWordsView:
    players = state.setup.players
    seat = player if player is not None and 0 <= player < players else None
    area = state.table.cards
    review = state.phase is Phase.REVIEW
    timed = state.setup.rules == STANDARD
    time_to_beat = None
    if timed and players > 1 and state.phase is Phase.WRITING:
        fastest = fastest_player(state, state.submissions)
        submission = state.submissions[fastest] if fastest is not None else None
        time_to_beat = submission.elapsed_ms if submission is not None else None
    deadline = None
    if timed and players == 1:
        deadline = TIMER_MS
    elif time_to_beat is not None:
        deadline = time_to_beat + TIMER_MS
    solo = players == 1
    won = None
    if solo and state.phase is Phase.OVER:
        won = _solo_won(state)
    vets = veterans(state)
    return SevenWordsView(
        player=seat,
        players=players,
        rules=state.setup.rules,
        checking=checking(state.setup),
        round=state.round,
        rounds=ROUNDS,
        phase=state.phase,
        area=area,
        card_values=tuple(card_value(letter, p) for p, letter in enumerate(area)),
        discard_log=state.table.log,
        deck_left=len(state.table.deck),
        submitted=tuple(s is not None for s in state.submissions),
        own=state.submissions[seat] if seat is not None else None,
        revealed=state.submissions if review else None,
        provisional=score_round(state) if review else None,
        challenges=state.challenges,
        continued=state.continued,
        time_to_beat_ms=time_to_beat,
        deadline_ms=deadline,
        timer_ms=TIMER_MS if timed else None,
        dont_flip=state.dont_flip if uses_dont_flip(state) else None,
        main_player=state.main_player,
        veterans=vets,
        veteran=vets[seat] if seat is not None else False,
        solo_field=state.solo_field,
        solo_target=solo_target(str(state.setup.options.get("solo", "normal"))) if solo else None,
        earlier_words=earlier_words(state.history),
        history=state.history,
        scores=totals(state.history, players),
        penalties=tuple(penalties(state.history, p) for p in range(players)),
        finished=state.phase is Phase.OVER,
        solo_won=won,
        porada=porada(state.setup),
    )


def _solo_won(state: SevenWordsState) -> bool:
    target = solo_target(str(state.setup.options.get("solo", "normal")))
    return totals(state.history, 1)[0] >= target


def outcome(state: SevenWordsState) -> Outcome:
    """Ranks by total, then the best word, the next best … through the 5 counted words; then
    a shared place. Solo: rank 1 when the target was reached, else rank 2 (no winner)."""
    players = state.setup.players
    scores = totals(state.history, players)
    if players == 1:
        return Outcome(scores=scores, ranks=(1 if _solo_won(state) else 2,))
    keys = [
        (scores[p], *counted_words(r.players[p].points for r in state.history))
        for p in range(players)
    ]
    return Outcome(scores=scores, ranks=rank_by(keys))
