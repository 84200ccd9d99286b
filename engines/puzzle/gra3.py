"""GRA III of the letter puzzles: the longest word from your own 15 tiles, 10 rounds.

Every round each player draws 15 tiles and makes a word from them (blanks stand for any letter
and score 0). A player ends the round by raising a hand — submitting a word of at least 5 letters
(:data:`MIN_ENDING_LENGTH`) — and then every player's word is scored: its letter sum, and +5 for
each longest word. After 10 rounds the highest total wins.

The round's end (option ``round_end``; GAMES.md §4, decision of 2026-11-28; the rulebook: "Runda
kończy się, gdy osoba, która ułożyła wyraz podniesie rękę. Wtedy prowadzący grę podlicza punkty
za wyraz u każdego z grających"):

* ``hand`` (every new game): a word of 5 letters or more ends the round; a shorter word may be
  handed in at any time and stands (it counts if it was handed in before the round ended), and a
  player may give up. Every action may carry ``at``, the time on the player's own clock; the
  round ends at the earliest time a player handed in a word of 5+ letters
  (:func:`engines.puzzle.rounds.round_end`), and only words handed in by then count — a later one
  is ``late`` and scores 0. At their own computers everyone's clock starts with the round, so
  the host ends every other sitting the moment a player ends the round; at one screen each
  player in turn has that time on their own clock (the view's ``time_to_beat``). The round is
  scored once every player has handed in, given up or run out of time (``TimeUp``). A word of 5+
  letters handed in with no time (the command line) ends the round at once: the others score 0
  unless they handed in before it.
* ``grace`` (games saved before 2026-11-28, which replay as they were played): the first word
  handed in ends the round and needs 5 letters; the others then still hand in a word of any
  length (option ``time_limit``: seconds each gets, 0 = no limit), or give up.

Words: nouns, verbs, numerals, adjectives, pronouns, adverbs and prepositions, plus the words
and proper names agreed before the game (options, :mod:`engines.puzzle.words`); the word typed is
compared after Unicode NFC normalisation.

Decisions (GAMES.md §4 and the issue): all tiles return to the pool after a round, which is
reshuffled before the next deal; a player with no word scores 0; tied longest words all get the
bonus; equal totals share the place; when every player has handed in a shorter word or given up
(nobody could end the round) the round is scored as it stands, every word counting.
"""

from __future__ import annotations

import dataclasses
import math
import random
from dataclasses import dataclass

from engines.core import (
    SYSTEM,
    Action,
    GameState,
    OptionSpec,
    Outcome,
    PlayerId,
    Reason,
    Rejected,
    Setup,
    Text,
    TimeUp,
    chance,
)
from engines.puzzle.rounds import round_end, round_totals, standing
from engines.puzzle.word_classes import SCHOOL
from engines.puzzle.words import (
    PuzzleDictionary,
    dictionary_of_options,
    normalise_setup,
    normalise_word,
    word_options_of,
    word_problem,
)
from engines.tiles import BLANK, Bag, TileSet, load_tile_set, rack_cover

TILE_SET = "puzzle"
ROUNDS = 10
RACK_SIZE = 15
MIN_ENDING_LENGTH = 5
LONGEST_BONUS = 5

#: ``round_end``: a raised hand ends the round at once (the rulebook), or the others get
#: ``time_limit`` more seconds after the first word (this app's rule before 2026-11-28).
HAND = "hand"
GRACE = "grace"

ROUND_END = OptionSpec(
    key="round_end",
    label=Text("Koniec rundy", "End of a round"),
    default=HAND,
    allowed=(HAND, GRACE),
    value_labels=(
        Text(
            "podniesiona ręka (słowo z co najmniej 5 liter) kończy rundę",
            "a raised hand (a word of at least 5 letters) ends the round",
        ),
        Text(
            "po pierwszym słowie pozostali mają jeszcze czas",
            "after the first word the others have more time",
        ),
    ),
    # Games saved before the decision of 2026-11-28 were played with the time after the word.
    recorded_default=GRACE,
    offered=False,
)


# -- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class SubmitWord(Action):
    """Play ``word`` from your tiles (blanks are used only for letters you lack); ``at`` is
    the time on the player's clock, seconds (None: untimed)."""

    word: str
    at: float | None = None


@dataclass(frozen=True)
class GiveUp(Action):
    """No word this round (scores 0)."""

    at: float | None = None


# -- state -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Submission:
    word: str | None
    #: The tiles the word used, ``?`` for each blank (empty when no word).
    tiles: tuple[str, ...] = ()
    #: When it was handed in on the player's clock (None: untimed).
    at: float | None = None
    #: Handed in after the round had ended on the player's clock: it scores 0 (``hand``).
    late: bool = False
    #: The player's time ran out before they handed anything in.
    timed_out: bool = False

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
    #: The round's end on every player's clock (s; None: untimed, or nobody ended it).
    length: float | None = None

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
    word_classes: str = SCHOOL
    round_end: str = HAND
    #: ``hand``: the round's end so far on the players' clocks (the earliest word of 5+
    #: letters handed in), the time each player who sits later has. A time, never the word.
    time_to_beat: float | None = None

    @property
    def short_words_wait(self) -> bool:
        """Whether a word shorter than 5 letters must wait until the round is ended (``grace``);
        under ``hand`` it may be handed in at any time and stands."""
        return self.round_end == GRACE and self.ender is None


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


def round_end_rule(setup: Setup) -> str:
    """``hand`` or ``grace`` (option ``round_end``)."""
    return str(setup.options.get(ROUND_END.key, HAND))


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
    short_words_wait = round_end_rule(state.setup) == GRACE and state.ender is None
    if short_words_wait and len(word) < MIN_ENDING_LENGTH:
        raise Rejected(Reason.TOO_SHORT, word=word, min_length=MIN_ENDING_LENGTH)
    problem = word_problem([word], dictionary)
    if problem is not None:
        raise problem
    return tiles


def _check_time(at: float | None) -> None:
    if at is not None and (not math.isfinite(at) or at < 0):
        raise Rejected(Reason.BAD_TIME, at=at)


def ends_round(submission: Submission | None) -> bool:
    """Whether ``submission`` is a raised hand: a word of at least 5 letters."""
    return (
        submission is not None
        and submission.word is not None
        and len(submission.word) >= MIN_ENDING_LENGTH
    )


def hands_raised(state: Gra3State) -> tuple[float, PlayerId] | None:
    """``hand``: the round's end so far on the players' clocks and whose word set it (None:
    nobody has raised a hand on a clock yet)."""
    return round_end(
        (s.at, PlayerId(i))
        for i, s in enumerate(state.submissions)
        if s is not None and ends_round(s)
    )


def apply(state: Gra3State, player: PlayerId, action: Action) -> Gra3State:
    if state.finished:
        raise Rejected(Reason.GAME_OVER)
    if isinstance(action, TimeUp):
        if player != SYSTEM:
            raise Rejected(Reason.NOT_YOUR_TURN, player=player)
        pending = to_act(state) if action.player == SYSTEM else {PlayerId(action.player)}
        if not pending <= to_act(state):
            raise Rejected(Reason.ALREADY_SUBMITTED, player=action.player)
        out_of_time = Submission(None, timed_out=round_end_rule(state.setup) == HAND)
        filled = tuple(
            out_of_time if PlayerId(i) in pending else s for i, s in enumerate(state.submissions)
        )
        state = dataclasses.replace(state, submissions=filled)
        return _resolve_round(state) if not to_act(state) else state
    if player not in to_act(state):
        if 0 <= player < len(state.submissions):
            raise Rejected(Reason.ALREADY_SUBMITTED, player=player)
        raise Rejected(Reason.NOT_YOUR_TURN, player=player)
    hand = round_end_rule(state.setup) == HAND
    if isinstance(action, SubmitWord | GiveUp):
        _check_time(action.at)
    at = action.at if hand and isinstance(action, SubmitWord | GiveUp) else None
    if isinstance(action, SubmitWord):
        word = normalise_word(action.word)
        tiles = check_word(state, player, word)
        submission = Submission(word, tiles, at)
    elif isinstance(action, GiveUp):
        submission = Submission(None, at=at)
    else:
        raise Rejected(Reason.UNKNOWN_ACTION, action=type(action).__name__)
    submissions = list(state.submissions)
    submissions[player] = submission
    state = dataclasses.replace(state, submissions=tuple(submissions))
    if not hand:
        if isinstance(action, SubmitWord) and state.ender is None:
            state = dataclasses.replace(state, ender=player)
    elif ends_round(submission) and at is None:
        # A raised hand with no time: the round ends now, for everyone still without a word.
        ended = tuple(Submission(None) if s is None else s for s in state.submissions)
        return _resolve_round(dataclasses.replace(state, submissions=ended, ender=player))
    else:
        raised = hands_raised(state)
        state = dataclasses.replace(state, ender=None if raised is None else raised[1])
    if all(s is not None for s in state.submissions):
        return _resolve_round(state)
    return state


def score_round(
    submissions: tuple[Submission, ...], tile_set: TileSet
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Word scores (letter sums, blanks 0) and the +5 bonuses for every longest word; a late
    word scores nothing and gets no bonus."""
    counted = [s.word if not s.late else None for s in submissions]
    scores = tuple(
        tile_set.sum_values(s.tiles) if word else 0
        for s, word in zip(submissions, counted, strict=True)
    )
    longest = max((len(word) for word in counted if word), default=0)
    bonuses = tuple(
        LONGEST_BONUS if word is not None and longest and len(word) == longest else 0
        for word in counted
    )
    return scores, bonuses


def _judged(state: Gra3State) -> tuple[tuple[Submission, ...], float | None]:
    """Every player's submission as the round's end judges it (``hand``: a word handed in after
    the end on the player's clock is late), and the end (None: untimed or nobody ended it)."""
    submissions = tuple(s if s is not None else Submission(None) for s in state.submissions)
    if round_end_rule(state.setup) != HAND:
        return submissions, None
    raised = hands_raised(state)
    if raised is None:
        return submissions, None
    end = raised[0]
    judged = tuple(
        dataclasses.replace(s, late=True)
        if s.word is not None and s.at is not None and s.at > end
        else s
        for s in submissions
    )
    return judged, end


def _resolve_round(state: Gra3State) -> Gra3State:
    submissions, length = _judged(state)
    word_scores, bonuses = score_round(submissions, _tile_set())
    result = RoundResult(
        number=state.round,
        racks=state.racks,
        submissions=submissions,
        ender=state.ender,
        word_scores=word_scores,
        bonuses=bonuses,
        length=length,
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
    raised_rule = round_end_rule(state.setup) == HAND
    raised = hands_raised(state) if raised_rule else None
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
        # The time after the first word is the ``grace`` rule's; a raised hand leaves none.
        time_limit=int(state.setup.options.get("time_limit", 0)) if not raised_rule else 0,
        **word_options_of(state.setup.options),
        round_end=round_end_rule(state.setup),
        time_to_beat=None if raised is None else raised[0],
    )


def random_action(state: Gra3State, player: PlayerId, rng: random.Random) -> Action:
    """A random legal action: mostly a random playable word, sometimes giving up."""
    rack = state.racks[player]
    letters = "".join(t for t in rack if t != BLANK)
    short_words_wait = round_end_rule(state.setup) == GRACE and state.ender is None
    min_length = MIN_ENDING_LENGTH if short_words_wait else 1
    dictionary = dictionary_of(state)
    found = dictionary.lexicon.anagrams(letters, rack.count(BLANK), min_length=min_length)
    words = dictionary.playable(found)
    if not words or rng.random() < 0.1:
        return GiveUp()
    return SubmitWord(rng.choice(words))


def outcome(state: Gra3State) -> Outcome:
    return standing(totals(state))
