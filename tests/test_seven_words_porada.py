"""7 słów's PORADA (issue #39, item 7), an option in challenge mode, off by default. Seed 000:
„gdy dopiero uczycie się gry, albo gracie w luźniejszej atmosferze, możecie podejść do gry mniej
rygorystycznie. Jeśli podczas wyzwania jasne jest, o jakie słowo chodziło graczowi, może on
zmienić zapisane przez siebie słowo na jego właściwą formę. Jeśli gracz zapisał łącznie dwa
słowa albo użył słowa z łącznikiem, może on wybrać i zapisać jedno z użytych słów.”"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from engines.core import PlayerId, Reason, Rejected, Setup
from engines.registry import get_game
from engines.seven_words.state import (
    Challenge,
    Continue,
    CorrectWord,
    Phase,
    SevenWordsState,
    SubmitWord,
    Verdict,
    WordStatus,
)

GAME: Any = get_game("seven_words")
AREA = ("l", "p", "m", "b", "l", "t", "r", "n")


def new(players: int = 2, **options: Any) -> SevenWordsState:
    options = {"checking": "challenge", "porada": True, **options}
    state = GAME.new_game(Setup("seven_words", "standard", players, 1, options))
    return dataclasses.replace(state, table=dataclasses.replace(state.table, area=AREA))


def act(state: SevenWordsState, player: int, action: Any) -> Any:
    return GAME.apply(state, PlayerId(player), action)


def refused(state: SevenWordsState, player: int, action: Any) -> Rejected:
    with pytest.raises(Rejected) as error:
        GAME.apply(state, PlayerId(player), action)
    return error.value


def reviewed(written: str, other: str = "tor") -> SevenWordsState:
    """Player 0 wrote ``written``, player 1 ``other``; player 1 challenged player 0's word."""
    state = act(new(), 0, SubmitWord(written, 1_000))
    state = act(state, 1, SubmitWord(other, 2_000))
    assert state.phase is Phase.REVIEW
    return act(state, 1, Challenge(0))


def test_porada_is_an_option_off_by_default_in_challenge_mode() -> None:
    options = GAME.new_game(Setup("seven_words", "standard", 2, 1)).setup.options
    assert options["porada"] is False
    spec = GAME.info.rule_set("standard").option("porada")
    assert spec.requires == ("checking", "challenge") and spec.note is not None
    view = GAME.view(new(), PlayerId(0))
    assert view.porada
    assert not GAME.view(new(checking="automatic"), PlayerId(0)).porada


def test_one_of_two_words_written_may_be_chosen() -> None:
    """„Jeśli gracz zapisał łącznie dwa słowa albo użył słowa z łącznikiem, może on wybrać i
    zapisać jedno z użytych słów.”"""
    state = reviewed("Proletariat - trolejbus")
    assert state.submissions[0].word == "proletariat-trolejbus"  # as a learner wrote it
    assert state.challenges[-1].verdict is Verdict.NOT_A_WORD
    assert not state.continued[0]  # the challenge reopens the writer's review
    assert refused(state, 0, CorrectWord("trolejbusy")).reason is Reason.NOT_THE_MEANT_WORD
    state = act(state, 0, CorrectWord("proletariat"))
    assert state.submissions[0].word == "proletariat"
    assert state.submissions[0].corrected_from == "proletariat-trolejbus"
    assert refused(state, 0, CorrectWord("trolejbus")).reason is Reason.NOTHING_TO_CORRECT
    state = act(act(state, 0, Continue()), 1, Continue())
    line = state.history[0].players[0]
    assert line.status is WordStatus.SCORED and line.points > 0
    assert line.word == "proletariat" and line.corrected_from == "proletariat-trolejbus"
    # The challenge was right all the same: no penalty for the challenger.
    assert state.history[0].players[1].penalties == 0
    assert state.history[0].challenges[0].corrected == "proletariat"


def test_a_word_may_be_changed_to_its_proper_form() -> None:
    """„Jeśli podczas wyzwania jasne jest, o jakie słowo chodziło graczowi, może on zmienić
    zapisane przez siebie słowo na jego właściwą formę.” (the rulebook's own sheet has
    DZIEŚIĘCIOGROSZÓWKA: the word it meant is DZIESIĘCIOGROSZÓWKA)"""
    state = reviewed("dzieśięciogroszówka")
    assert refused(state, 0, CorrectWord("groszówka")).reason is Reason.NOT_THE_MEANT_WORD
    state = act(state, 0, CorrectWord("Dziesięciogroszówka"))
    assert state.submissions[0].word == "dziesięciogroszówka"
    # A wrong form put right: POSZŁEM → POSZEDŁEM.
    state = reviewed("poszłem")
    state = act(state, 0, CorrectWord("poszedłem"))
    assert state.submissions[0].word == "poszedłem"


def test_the_new_word_must_be_a_word_the_rules_allow() -> None:
    state = reviewed("trolejbuz")
    error = refused(state, 0, CorrectWord("trolejbuk"))  # close, but no word either
    assert error.reason is Reason.UNKNOWN_WORD and error.details["word"] == "trolejbuk"


def test_only_the_player_whose_word_was_struck_as_no_word_may_change_it() -> None:
    state = reviewed("trolejbuz")
    assert refused(state, 1, CorrectWord("tory")).reason is Reason.NOTHING_TO_CORRECT
    # A right word challenged: nothing to put right.
    state = act(act(new(), 0, SubmitWord("tor", 1_000)), 1, SubmitWord("mop", 2_000))
    state = act(state, 1, Challenge(0))
    assert state.challenges[-1].verdict is Verdict.VALID
    assert refused(state, 0, CorrectWord("tory")).reason is Reason.NOTHING_TO_CORRECT


def test_without_porada_nothing_changes() -> None:
    state = act(new(porada=False), 0, SubmitWord("trolejbuz", 1_000))
    error = refused(state, 1, SubmitWord("biało-czerwony", 2_000))
    assert error.reason is Reason.LETTERS_NOT_IN_ALPHABET
    state = act(state, 1, SubmitWord("tor", 2_000))
    state = act(state, 1, Challenge(0))
    assert state.continued == (False, False)
    assert refused(state, 0, CorrectWord("trolejbus")).reason is Reason.NOTHING_TO_CORRECT
