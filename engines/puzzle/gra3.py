"""GRA III of the letter puzzles: the longest word from your own 15 tiles, 10 rounds.

Every round each player draws 15 tiles and makes a word from them (blanks stand for any letter
and score 0). All players submit secretly; the first *word* submitted ends the round and must
have at least 5 letters; the others still submit (or give up, or run out of time). Then every
word scores its letter sum, and each longest word gets +5. After 10 rounds the highest total wins.

Words: nouns, verbs, numerals, adjectives, pronouns, adverbs and prepositions, plus the words
and proper names agreed before the game (options, :mod:`engines.puzzle.words`); the word typed is
compared after Unicode NFC normalisation.

Decisions (GAMES.md §4 and the issue): all tiles return to the pool after a round, which is
reshuffled before the next deal; a player with no word scores 0; tied longest words all get the
bonus; equal totals share the place.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from engines.core import (
    SYSTEM,
    Action,
    GameState,
    Outcome,
    PlayerId,
    Reason,
    Rejected,
    Setup,
    TimeUp,
    chance,
)
from engines.puzzle.rounds import round_totals, standing
from engines.puzzle.words import (
    PuzzleDictionary,
    dictionary_of_options,
    normalise_setup,
    normalise_word,
    word_problem,
)
from engines.tiles import BLANK, Bag, TileSet, load_tile_set, rack_cover

TILE_SET = "puzzle"
ROUNDS = 10
RACK_SIZE = 15
MIN_ENDING_LENGTH = 5
LONGEST_BONUS = 5


# -- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class SubmitWord(Action):
    """Play ``word`` from your tiles (blanks are used only for letters you lack)."""

    word: str


@dataclass(frozen=True)
class GiveUp(Action):
    """No word this round (scores 0)."""


# -- state -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Submission:
    word: str | None
    #: The tiles the word used, ``?`` for each blank (empty when no word).
    tiles: tuple[str, ...] = ()

    @property
    def blank_letters(self) -> tuple[str, ...]:
        """Letters of the word that blanks stand for."""
        if self.word is None:
            return ()
        real = list(self.tiles)
        blanks: list[str] = []
        for letter in self.word:
            if letter in real:
                real.remove(letter)
            else:
                blanks.append(letter)
        return tuple(blanks)


@dataclass(frozen=True)
class RoundResult:
    number: int
    racks: tuple[tuple[str, ...], ...]
    submissions: tuple[Submission, ...]
    ender: PlayerId | None
    word_scores: tuple[int, ...]
    bonuses: tuple[int, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(w + b for w, b in zip(self.word_scores, self.bonuses, strict=True))


@dataclass(frozen=True)
class Gra3State(GameState):
    round: int
    bag: Bag
    racks: tuple[tuple[str, ...], ...]
    submissions: tuple[Submission | None, ...]
    ender: PlayerId | None
    history: tuple[RoundResult, ...]
    finished: bool


@dataclass(frozen=True)
class Gra3View:
    """What one player may see: own rack only; others' words only once a round is scored."""

    player: PlayerId | None
    players: int
    round: int
    rounds: int
    rack: tuple[str, ...] | None
    submitted: tuple[bool, ...]
    own_submission: Submission | None
    ender: PlayerId | None
    history: tuple[RoundResult, ...]
    scores: tuple[int, ...]
    finished: bool
    values: dict[str, int]
    min_ending_length: int
    time_limit: int
    extra_words: tuple[str, ...] = ()
    banned_words: tuple[str, ...] = ()
    proper_names: bool = False


# -- rules -----------------------------------------------------------------------------------
def _tile_set() -> TileSet:
    return load_tile_set(TILE_SET)


def deal(state_bag: Bag, players: int) -> tuple[tuple[tuple[str, ...], ...], Bag]:
    racks = []
    bag = state_bag
    for _ in range(players):
        rack, bag = bag.draw(RACK_SIZE)
        racks.append(rack)
    return tuple(racks), bag


def new_game(setup: Setup) -> Gra3State:
    setup = normalise_setup(setup)
    bag = Bag.full(_tile_set(), chance(setup.seed, 0))
    racks, bag = deal(bag, setup.players)
    return Gra3State(
        setup=setup,
        chance_steps=1,
        round=1,
        bag=bag,
        racks=racks,
        submissions=(None,) * setup.players,
        ender=None,
        history=(),
        finished=False,
    )


def to_act(state: Gra3State) -> frozenset[PlayerId]:
    if state.finished:
        return frozenset()
    return frozenset(PlayerId(i) for i, s in enumerate(state.submissions) if s is None)


def dictionary_of(state: Gra3State) -> PuzzleDictionary:
    """The game's words (:mod:`engines.puzzle.words`)."""
    return dictionary_of_options(state.setup.options)


def check_word(state: Gra3State, player: PlayerId, word: str) -> tuple[str, ...]:
    """The tiles ``word`` would use; raises :class:`Rejected` when it cannot be played."""
    dictionary = dictionary_of(state)
    if not word:
        raise Rejected(Reason.EMPTY_WORD)
    outside = sorted({c for c in word if c not in dictionary.alphabet})
    if outside:
        raise Rejected(Reason.LETTERS_NOT_IN_ALPHABET, word=word, letters="".join(outside))
    tiles = rack_cover(word, state.racks[player])
    if tiles is None:
        raise Rejected(Reason.MISSING_TILES, word=word)
    if state.ender is None and len(word) < MIN_ENDING_LENGTH:
        raise Rejected(Reason.TOO_SHORT, word=word, min_length=MIN_ENDING_LENGTH)
    problem = word_problem([word], dictionary)
    if problem is not None:
        raise problem
    return tiles


def apply(state: Gra3State, player: PlayerId, action: Action) -> Gra3State:
    if state.finished:
        raise Rejected(Reason.GAME_OVER)
    if isinstance(action, TimeUp):
        if player != SYSTEM:
            raise Rejected(Reason.NOT_YOUR_TURN, player=player)
        pending = to_act(state) if action.player == SYSTEM else {PlayerId(action.player)}
        if not pending <= to_act(state):
            raise Rejected(Reason.ALREADY_SUBMITTED, player=action.player)
        filled = tuple(
            Submission(None) if PlayerId(i) in pending else s
            for i, s in enumerate(state.submissions)
        )
        state = dataclasses.replace(state, submissions=filled)
        return _resolve_round(state) if not to_act(state) else state
    if player not in to_act(state):
        if 0 <= player < len(state.submissions):
            raise Rejected(Reason.ALREADY_SUBMITTED, player=player)
        raise Rejected(Reason.NOT_YOUR_TURN, player=player)
    if isinstance(action, SubmitWord):
        word = normalise_word(action.word)
        tiles = check_word(state, player, word)
        submission = Submission(word, tiles)
        ender: PlayerId | None = state.ender if state.ender is not None else player
    elif isinstance(action, GiveUp):
        submission = Submission(None)
        ender = state.ender
    else:
        raise Rejected(Reason.UNKNOWN_ACTION, action=type(action).__name__)
    submissions = list(state.submissions)
    submissions[player] = submission
    state = dataclasses.replace(state, submissions=tuple(submissions), ender=ender)
    if all(s is not None for s in state.submissions):
        return _resolve_round(state)
    return state


def score_round(
    submissions: tuple[Submission, ...], tile_set: TileSet
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Word scores (letter sums, blanks 0) and the +5 bonuses for every longest word."""
    scores = tuple(tile_set.sum_values(s.tiles) for s in submissions)
    longest = max((len(s.word) for s in submissions if s.word), default=0)
    bonuses = tuple(
        LONGEST_BONUS if s.word is not None and longest and len(s.word) == longest else 0
        for s in submissions
    )
    return scores, bonuses


def _resolve_round(state: Gra3State) -> Gra3State:
    submissions = tuple(s if s is not None else Submission(None) for s in state.submissions)
    word_scores, bonuses = score_round(submissions, _tile_set())
    result = RoundResult(
        number=state.round,
        racks=state.racks,
        submissions=submissions,
        ender=state.ender,
        word_scores=word_scores,
        bonuses=bonuses,
    )
    history = (*state.history, result)
    if state.round >= ROUNDS:
        return dataclasses.replace(state, history=history, submissions=submissions, finished=True)
    # Every tile goes back to the pool, which is mixed before the next deal.
    bag = state.bag.put_back(
        [t for rack in state.racks for t in rack], chance(state.setup.seed, state.chance_steps)
    )
    racks, bag = deal(bag, state.setup.players)
    return dataclasses.replace(
        state,
        chance_steps=state.chance_steps + 1,
        round=state.round + 1,
        bag=bag,
        racks=racks,
        submissions=(None,) * state.setup.players,
        ender=None,
        history=history,
    )


def totals(state: Gra3State) -> tuple[int, ...]:
    return round_totals(state.history, state.setup.players)


def view(state: Gra3State, player: PlayerId | None) -> Gra3View:
    tile_set = _tile_set()
    own = state.submissions[player] if player is not None and player >= 0 else None
    return Gra3View(
        player=player,
        players=state.setup.players,
        round=state.round,
        rounds=ROUNDS,
        rack=state.racks[player] if player is not None and player >= 0 else None,
        submitted=tuple(s is not None for s in state.submissions),
        own_submission=own,
        ender=state.ender,
        history=state.history,
        scores=totals(state),
        finished=state.finished,
        values={letter: tile_set.value(letter) for letter in (*tile_set.alphabet, BLANK)},
        min_ending_length=MIN_ENDING_LENGTH,
        time_limit=int(state.setup.options.get("time_limit", 0)),
        extra_words=tuple(state.setup.options.get("extra_words", ())),
        banned_words=tuple(state.setup.options.get("banned_words", ())),
        proper_names=bool(state.setup.options.get("proper_names", False)),
    )


def random_action(state: Gra3State, player: PlayerId, rng: random.Random) -> Action:
    """A random legal action: mostly a random playable word, sometimes giving up."""
    rack = state.racks[player]
    letters = "".join(t for t in rack if t != BLANK)
    min_length = MIN_ENDING_LENGTH if state.ender is None else 1
    dictionary = dictionary_of(state)
    found = dictionary.lexicon.anagrams(letters, rack.count(BLANK), min_length=min_length)
    words = dictionary.playable(found)
    if not words or rng.random() < 0.1:
        return GiveUp()
    return SubmitWord(rng.choice(words))


def outcome(state: Gra3State) -> Outcome:
    return standing(totals(state))
