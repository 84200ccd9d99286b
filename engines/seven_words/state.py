"""The values a 7 słów game trades in: actions, the state, round results and the view."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engines.core import Action, GameState, PlayerId
from engines.seven_words.area import Discard, Table
from engines.seven_words.solo import SoloField

AUTOMATIC = "automatic"
CHALLENGE = "challenge"
STANDARD = "standard"
NO_TIMER = "no_timer"


# -- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class SubmitWord(Action):
    """Write ``word`` for this round; a written word cannot change.

    ``elapsed_ms`` is the player's thinking time, measured from when their screen opened (the
    hot-seat fairness rule: the shortest time is the fastest player). ``typed_from_ms`` is
    when they started typing, for the 5-second grace after the timer runs out. With
    ``accept_family`` the players accept a word the lexicon puts in the family of an earlier
    round's word (automatic checking); a repeated word (same lemma) is refused regardless.
    """

    word: str
    elapsed_ms: int = 0
    typed_from_ms: int | None = None
    accept_family: bool = False


@dataclass(frozen=True)
class GiveUp(Action):
    """No word this round (scores 0)."""


@dataclass(frozen=True)
class Challenge(Action):
    """Challenge mode, after the reveal: the lexicon judges player ``target``'s word."""

    target: int


@dataclass(frozen=True)
class Continue(Action):
    """Challenge mode: this player is done with the reveal; the round is scored once all are."""


@dataclass(frozen=True)
class CorrectWord(Action):
    """PORADA (option ``porada``): after a challenge struck the player's word as no word, they
    change it to the word they clearly meant — its proper form, or one of the two words (or
    of a hyphenated word's parts) they wrote."""

    word: str


# -- state -----------------------------------------------------------------------------------
class Phase(enum.Enum):
    WRITING = "writing"  # everyone writes secretly
    REVIEW = "review"  # challenge mode: words revealed, challenges open
    OVER = "over"


@dataclass(frozen=True)
class Submission:
    """What one player handed in: a word (None: gave up or out of time) and its timing."""

    word: str | None
    elapsed_ms: int | None = None
    typed_from_ms: int | None = None
    #: Order of arrival in the round (ties of ``elapsed_ms`` go to the earlier one).
    arrival: int = 0
    family_accepted: bool = False
    timed_out: bool = False
    #: PORADA: what the player had written before changing it after a challenge.
    corrected_from: str | None = None


class Verdict(enum.Enum):
    """The lexicon's answer to a challenge."""

    VALID = "valid"  # the challenger takes a penalty mark
    NOT_A_WORD = "not_a_word"
    REPEATED_WORD = "repeated_word"  # same lemma as an earlier round's word
    SAME_FAMILY = "same_family"  # same family as an earlier round's word

    @property
    def upheld(self) -> bool:
        return self is not Verdict.VALID


@dataclass(frozen=True)
class ChallengeResult:
    challenger: PlayerId
    target: PlayerId
    word: str
    verdict: Verdict
    #: The earlier word a repeat or family verdict points at.
    earlier: str | None = None
    #: PORADA: the word the player changed the struck one to (it scores; the challenge was
    #: right all the same, so the challenger takes no penalty).
    corrected: str | None = None


class WordStatus(enum.Enum):
    SCORED = "scored"
    NO_WORD = "no_word"
    LATE = "late"  # more than 30 s (plus grace) after the fastest: 0
    STRUCK = "struck"  # ruled out by a challenge: 0 and no bonus


@dataclass(frozen=True)
class PlayerRound:
    """One line of a player's score sheet."""

    word: str | None
    elapsed_ms: int | None
    status: WordStatus
    #: The area positions the word takes (shown even when it does not count).
    cards: tuple[int, ...]
    #: The word score on the sheet (0 unless ``status`` is SCORED).
    points: int
    #: The ">" and "≥" bonuses earned (their values, 0 when not earned).
    greater: int
    at_least: int
    penalties: int
    family_accepted: bool = False
    #: Solo: written before the timer ran out.
    in_time: bool = True
    #: PORADA: what the player had written before changing it after a challenge.
    corrected_from: str | None = None


@dataclass(frozen=True)
class RoundResult:
    number: int
    area: tuple[str, ...]
    #: The fastest player (the main player without a timer); None when nobody qualified.
    fastest: PlayerId | None
    players: tuple[PlayerRound, ...]
    challenges: tuple[ChallengeResult, ...] = ()
    solo_field: SoloField | None = None
    solo_field_after: SoloField | None = None


@dataclass(frozen=True)
class SevenWordsState(GameState):
    round: int
    phase: Phase
    table: Table
    submissions: tuple[Submission | None, ...]
    arrivals: int
    challenges: tuple[ChallengeResult, ...]
    continued: tuple[bool, ...]
    #: Holder of the "don't flip" card (3+ players with the timer), None before round 2.
    dont_flip: PlayerId | None
    #: No-timer variant: the player in the fastest player's role.
    main_player: PlayerId | None
    solo_field: SoloField | None
    history: tuple[RoundResult, ...]


# -- view ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SevenWordsView:
    """What ``player`` may see (None: everyone). Others' words and times stay hidden while
    writing; they are revealed in the review phase and in the round results."""

    player: PlayerId | None
    players: int
    rules: str
    checking: str
    round: int
    rounds: int
    phase: Phase
    #: The 8 area letters (see :mod:`engines.seven_words.cards` for positions) and their values.
    area: tuple[str, ...]
    card_values: tuple[int, ...]
    discard_log: tuple[Discard, ...]
    deck_left: int
    submitted: tuple[bool, ...]
    own: Submission | None
    #: Every player's submission in the review phase, else None.
    revealed: tuple[Submission | None, ...] | None
    #: The round scored as it stands now (review phase), before it is final.
    provisional: RoundResult | None
    challenges: tuple[ChallengeResult, ...]
    continued: tuple[bool, ...]
    #: The fastest time so far (someone eligible has written) and the others' deadline.
    time_to_beat_ms: int | None
    deadline_ms: int | None
    timer_ms: int | None
    dont_flip: PlayerId | None
    main_player: PlayerId | None
    veterans: tuple[bool, ...]
    veteran: bool
    solo_field: SoloField | None
    solo_target: int | None
    earlier_words: tuple[str, ...]
    history: tuple[RoundResult, ...]
    scores: tuple[int, ...]
    penalties: tuple[int, ...]
    finished: bool
    solo_won: bool | None
    #: PORADA (option ``porada``): a word a challenge struck as no word may be changed.
    porada: bool = False
