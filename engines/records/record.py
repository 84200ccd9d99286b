"""Game records: the setup plus every action in order. Replaying one gives the same state."""

from __future__ import annotations

import dataclasses
import itertools
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from engines.core import (
    Action,
    EditionUse,
    Game,
    GameState,
    PlayerId,
    Rejected,
    Setup,
    WordListRef,
    resolve_setup,
    with_recorded_options,
)
from engines.lexicon import Lexicon
from engines.lexicon.editions import (
    current_edition,
    edition_lexicon,
    editions,
    find_edition,
    judged_with,
)
from engines.registry import get_game
from engines.take_backs import TakeBack, taken_back_moves
from engines.text_input import BadText

RECORD_VERSION = 1
#: The largest seed a record may hold: SQLite's largest integer, where the game is saved (every
#: seed the app makes is far smaller).
MAX_SEED = 2**63 - 1
#: The most actions a record may hold: the longest games (GRA II, where every tile laid, taken
#: back or moved is an action) stay far below it; a longer file is refused before it is replayed.
MAX_MOVES = 10_000
#: The largest size of a number in a record's actions and options: a time in milliseconds (11½
#: days), a score, a square. Larger ones are a damaged or hostile file (a clock's 10^30 ms would
#: be a score of -10^23).
MAX_NUMBER = 10**9
#: The highest edition number a record may name (the shipped lexicon gets a few a year).
MAX_EDITION_VERSION = 10_000
#: The most lexicon editions a record may name (one more each time a game goes on after an
#: update of the shipped lexicon).
MAX_EDITIONS = 100
#: A checksum is a SHA-256 in hexadecimal.
CHECKSUM_LENGTH = 64


class RecordError(ValueError):
    """A game record that cannot be read: not the record format, or an action the game does not
    know. The message says what is wrong in one line; ``bad_text`` is the text from the file
    that :func:`engines.text_input.checked_text` refused, when that is what is wrong (the GUI
    words it)."""

    def __init__(self, message: str, *, bad_text: BadText | None = None) -> None:
        super().__init__(message)
        self.bad_text = bad_text


class MoveRefused(Rejected):
    """A recorded move the engine refuses on replay: the move number ``index`` (from 0) in the
    record, the ``move``, and the engine's reason and facts."""

    def __init__(self, index: int, move: Move, error: Rejected) -> None:
        super().__init__(error.reason, **error.details)
        self.index = index
        self.move = move


@dataclass(frozen=True)
class Move:
    player: PlayerId
    action: Action

    def to_json(self) -> dict[str, Any]:
        return {"player": int(self.player), "action": self.action.to_json()}

    @staticmethod
    def from_json(game: Game[Any], data: Any) -> Move:
        """The move in ``data``; raises :class:`RecordError` for anything else."""
        if not isinstance(data, dict) or set(data) != {"player", "action"}:
            raise RecordError(f"a move must be {{player, action}}, not {_short(data)}")
        player = data["player"]
        if type(player) is not int:
            raise RecordError(f"a move's player must be a whole number, not {_short(player)}")
        action = data["action"]
        if not isinstance(action, dict):
            raise RecordError(f"a move's action must be an object, not {_short(action)}")
        try:
            return Move(PlayerId(player), game.parse_action(action))
        except Rejected as error:
            raise RecordError(
                f"an action {game.info.id} does not know: {_short(action)}"
            ) from error


@dataclass(frozen=True)
class GameRecord:
    setup: Setup
    moves: tuple[Move, ...] = ()

    def with_move(self, move: Move) -> GameRecord:
        return GameRecord(self.setup, (*self.moves, move))

    def to_json(self) -> dict[str, Any]:
        return {
            "version": RECORD_VERSION,
            **setup_to_json(self.setup),
            "actions": [move.to_json() for move in self.moves],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        """The record in ``data`` (parsed JSON); raises :class:`RecordError` for anything else."""
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        version = data.get("version", RECORD_VERSION)
        if version != RECORD_VERSION:
            raise RecordError(f"record version {_short(version)} is not {RECORD_VERSION}")
        setup = setup_from_json(data)
        try:
            game = get_game(setup.game)
            resolve_setup(game.info, setup)
        except Rejected as error:
            raise RecordError(f"no such game or setup: {_short(setup)}") from error
        moves = data.get("actions")
        if not isinstance(moves, list):
            raise RecordError("a game record's actions must be a list")
        if len(moves) > MAX_MOVES:
            raise RecordError(f"a game record holds at most {MAX_MOVES} actions, not {len(moves)}")
        return GameRecord(setup, tuple(Move.from_json(game, m) for m in moves))

    @staticmethod
    def loads(text: str) -> GameRecord:
        """The record in JSON ``text``; raises :class:`RecordError` for anything else."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, RecursionError) as error:
            raise RecordError(f"not JSON: {error}") from error
        except ValueError as error:  # an integer longer than Python converts
            most = sys.get_int_max_str_digits()
            raise RecordError(f"a number in it has more than {most} digits") from error
        return GameRecord.from_json(data)


def setup_to_json(setup: Setup) -> dict[str, Any]:
    data: dict[str, Any] = {
        "game": setup.game,
        "rules": setup.rules,
        "players": setup.players,
        "seed": setup.seed,
        "options": dict(setup.options),
    }
    if setup.word_list is not None:  # absent for the shipped lexicon, as in older records
        ref = setup.word_list
        data["word_list"] = {"lang": ref.lang, "name": ref.name, "checksum": ref.checksum}
    uses = recorded_editions(setup)
    if uses is not None:
        data["lexicon"] = [
            {"since": use.since, "version": use.version, "checksum": use.checksum} for use in uses
        ]
    return data


def recorded_editions(setup: Setup) -> tuple[EditionUse, ...] | None:
    """The lexicon editions a record of ``setup`` names: a new game's (``editions`` empty) is
    the edition shipped now; None for a record that names none or a player's own list."""
    if setup.word_list is not None or setup.editions is None:
        return None
    if setup.editions:
        return setup.editions
    lang = _language(setup)
    now = None if lang is None else current_edition(lang)
    if now is None:
        return None
    return (EditionUse(0, now.version, now.checksum),)


def setup_from_json(data: Any) -> Setup:
    """The setup in ``data``; raises :class:`RecordError` when a field is missing or of the
    wrong type. An option added since the record was written gets the value the game was
    played with (:func:`engines.core.with_recorded_options`)."""
    if not isinstance(data, dict):
        raise RecordError("a setup must be a JSON object")
    fields = {"game": str, "rules": str, "players": int, "seed": int}
    for name, kind in fields.items():
        if name not in data:
            raise RecordError(f"the setup has no {name}")
        if type(data[name]) is not kind:
            raise RecordError(f"the setup's {name} must be {kind.__name__}: {_short(data[name])}")
    if not -MAX_SEED <= data["seed"] <= MAX_SEED:
        raise RecordError(f"the setup's seed must be from {-MAX_SEED} to {MAX_SEED}")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError(f"the setup's options must be an object: {_short(options)}")
    setup = Setup(
        game=data["game"],
        rules=data["rules"],
        players=data["players"],
        seed=data["seed"],
        options=dict(options),
        word_list=_word_list_from_json(data.get("word_list")),
        editions=_editions_from_json(data.get("lexicon")),
    )
    if setup.word_list is not None and setup.editions is None:
        # A player's own list is named with its checksum: the shipped editions do not matter.
        setup = dataclasses.replace(setup, editions=())
    try:
        game = get_game(setup.game)
    except Rejected:
        return setup  # an unknown game is refused where the record is used
    return with_recorded_options(game.info, _as_new(setup))


def _word_list_from_json(ref: Any) -> WordListRef | None:
    """The word list a setup names (absent: the shipped lexicon)."""
    if ref is None:
        return None
    fields = ("lang", "name", "checksum")
    if not isinstance(ref, dict) or not all(isinstance(ref.get(f), str) for f in fields):
        raise RecordError(f"the setup's word_list must be {{lang, name, checksum}}: {_short(ref)}")
    return WordListRef(ref["lang"], ref["name"], ref["checksum"])


def _editions_from_json(uses: Any) -> tuple[EditionUse, ...] | None:
    """The lexicon editions a setup names (absent: none, a record of an older release)."""
    if uses is None:
        return None
    shape = "the setup's lexicon must be a list of {since, version, checksum}"
    if not isinstance(uses, list) or not 0 < len(uses) <= MAX_EDITIONS:
        raise RecordError(f"{shape} (1 to {MAX_EDITIONS}): {_short(uses)}")
    found = []
    for use in uses:
        if not isinstance(use, dict) or set(use) != {"since", "version", "checksum"}:
            raise RecordError(f"{shape}: {_short(use)}")
        since, version, checksum = use["since"], use["version"], use["checksum"]
        if not (type(since) is int and type(version) is int and isinstance(checksum, str)):
            raise RecordError(f"{shape}: {_short(use)}")
        if not (0 <= since <= MAX_MOVES and 0 <= version <= MAX_EDITION_VERSION):
            raise RecordError(f"{shape}, moves up to {MAX_MOVES}: {_short(use)}")
        if len(checksum) != CHECKSUM_LENGTH or checksum.strip("0123456789abcdef"):
            raise RecordError(f"a lexicon checksum must be a SHA-256 in hex: {_short(checksum)}")
        found.append(EditionUse(since, version, checksum))
    if found[0].since != 0 or any(a.since > b.since for a, b in itertools.pairwise(found)):
        raise RecordError(f"the setup's lexicon must start at move 0, in order: {_short(uses)}")
    return tuple(found)


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def start(setup: Setup) -> tuple[Game[Any], GameState]:
    """The game and its first state, with the setup's word list in use for its language
    (raises :class:`engines.lexicon.wordlists.WordListUnavailable` when it is gone)."""
    from engines.lexicon.wordlists import use_word_list

    game = get_game(setup.game)
    resolved = resolve_setup(game.info, setup)
    use_word_list(game.info.rule_set(resolved.rules).language, resolved.word_list)
    with as_played(resolved, 0):
        return game, game.new_game(resolved)


# -- the lexicon a move was played with ---------------------------------------------------------
# A record names the editions of the shipped lexicon that judged its moves (``Setup.editions``,
# see engines.lexicon.editions): each move is replayed with its own, so the words accepted then
# stand and a challenge is decided as it was. A record of an older release names none: it is
# replayed with the newest edition that accepts every move (and, when the game's final scores
# are known, gives them) — the rule of :func:`replay_states`.
def _language(setup: Setup) -> str | None:
    try:
        return get_game(setup.game).info.rule_set(setup.rules).language
    except Rejected:
        return None


def _lexicon_at(setup: Setup, index: int) -> Lexicon | None:
    """The past edition that judged move ``index`` (None: the lexicon in use judges it — the
    current edition, or the player's own list)."""
    if setup.word_list is not None or not setup.editions:
        return None
    lang = _language(setup)
    if lang is None:
        return None
    use = setup.editions[0]
    for later in setup.editions[1:]:
        if later.since > index:
            break
        use = later
    edition = find_edition(lang, use.version, use.checksum)
    if edition is None or edition == current_edition(lang):
        return None
    return edition_lexicon(lang, edition.version)


@contextmanager
def as_played(setup: Setup, index: int) -> Iterator[None]:
    """Within, this thread judges move ``index`` of a game of ``setup`` with the lexicon it
    was played with (every replay loop applies each move inside this)."""
    lexicon = _lexicon_at(setup, index)
    if lexicon is None:
        yield
    else:
        with judged_with(lexicon):
            yield


def apply_as_played(game: Game[Any], state: GameState, index: int, move: Move) -> GameState:
    """``move``, the game's move number ``index``, applied to ``state`` as it was played."""
    with as_played(state.setup, index):
        after: GameState = game.apply(state, move.player, move.action)
    return after


def names_editions(setup: Setup) -> bool:
    """Whether the setup says which lexicon judged its moves: a player's own list, or editions
    this app knows (a record of an older release names none; a newer release's edition or a
    development build's is not known here)."""
    if setup.word_list is not None or setup.editions == ():
        return True
    lang = _language(setup)
    if setup.editions is None or lang is None:
        return lang is None
    return all(find_edition(lang, use.version, use.checksum) for use in setup.editions)


def settling_candidates(setup: Setup) -> list[Setup]:
    """For a record that names no known edition: the setup with each recorded edition of its
    language from move 0, newest first."""
    lang = _language(setup)
    return [
        _as_new(dataclasses.replace(setup, editions=(EditionUse(0, each.version, each.checksum),)))
        for each in reversed(editions(lang or ""))
    ]


def _as_new(setup: Setup) -> Setup:
    """``setup`` with no editions (``()``) when it names only the edition shipped now: what a
    new game's setup says, and what it is written as (:func:`recorded_editions`)."""
    if setup.editions and len(setup.editions) == 1 and setup.word_list is None:
        lang = _language(setup)
        now = None if lang is None else current_edition(lang)
        use = setup.editions[0]
        if now is not None and (use.version, use.checksum) == (now.version, now.checksum):
            return dataclasses.replace(setup, editions=())
    return setup


def replay_states(
    setup: Setup,
    moves: Sequence[Move],
    scores: Sequence[int] | None = None,
    step: Callable[[int], None] = lambda _index: None,
) -> tuple[Game[Any], list[GameState]]:
    """The game and every state of the record: the first, then the one after each move, each
    move judged as it was played (:func:`as_played`); a refused move raises
    :class:`MoveRefused`. A record that names no known edition (:func:`names_editions`) is
    replayed with the newest edition that accepts every move and, with ``scores`` (a finished
    game's), ends with them; the states' setup then names it. ``step(index)`` is called after
    each move (it may raise :class:`engines.core.Cancelled`)."""
    if names_editions(setup):
        game, state = start(setup)
        states = [state]
        for index, move in enumerate(moves):
            try:
                state = apply_as_played(game, state, index, move)
            except Rejected as error:
                raise MoveRefused(index, move, error) from None
            states.append(state)
            step(index)
        return game, states
    refused: MoveRefused | None = None
    other_scores: tuple[Game[Any], list[GameState]] | None = None
    for trial in settling_candidates(setup):
        try:
            game, states = replay_states(trial, moves, step=step)
        except MoveRefused as error:
            refused = refused or error
            continue
        final = states[-1]
        if scores is None or not game.is_over(final) or game.scores(final) == tuple(scores):
            return game, states
        other_scores = other_scores or (game, states)
    if other_scores is not None:  # every edition replays it, none to those scores
        return other_scores
    if refused is not None:
        raise refused
    # No edition of its language is recorded (cannot happen with the shipped data).
    return replay_states(dataclasses.replace(setup, editions=()), moves)


def settled(setup: Setup, moves: Sequence[Move], scores: Sequence[int] | None = None) -> Setup:
    """``setup`` naming the editions its moves were judged with (the rule of
    :func:`replay_states` for a record that names none; replays only then)."""
    if names_editions(setup):
        return setup
    return replay_states(setup, moves, scores)[1][0].setup


def replay(
    setup: Setup, moves: Sequence[Move], scores: Sequence[int] | None = None
) -> GameState:  # a refused move raises MoveRefused, a Rejected
    """The state after playing ``moves`` from the start of ``setup``, each judged as it was
    played; its ``setup`` names the editions that judged them (see :func:`replay_states`)."""
    return replay_states(setup, moves, scores)[1][-1]


@dataclass(frozen=True)
class EditionChange:
    """A saved game goes on after the shipped lexicon was updated: the ``played`` moves so far
    keep the words ``before`` accepted, the next ones are judged by ``now``; ``setup`` says so
    (save it with the game)."""

    lang: str
    played: int
    before: EditionUse
    now: EditionUse
    setup: Setup


def edition_change(setup: Setup, played: int) -> EditionChange | None:
    """What changes for a game of ``setup`` (naming its editions: :func:`settled`) that goes
    on after ``played`` moves, when the last edition it names is not the one shipped now."""
    if setup.word_list is not None or not setup.editions:
        return None
    lang = _language(setup)
    now = None if lang is None else current_edition(lang)
    last = setup.editions[-1]
    if lang is None or now is None or (last.version, last.checksum) == (now.version, now.checksum):
        return None
    use = EditionUse(played, now.version, now.checksum)
    kept = tuple(each for each in setup.editions if each.since < played)
    return EditionChange(lang, played, last, use, dataclasses.replace(setup, editions=(*kept, use)))


def standing_moves(setup: Setup, moves: Sequence[Move]) -> tuple[Move, ...]:
    """``moves`` without the moves a take-back undid and the take-backs themselves: the game
    as it stands, which replays to the same board, racks and scores (what a GCG exports)."""
    return standing_game(setup, moves)[1]


def standing_game(setup: Setup, moves: Sequence[Move]) -> tuple[Setup, tuple[Move, ...]]:
    """:func:`standing_moves` with the setup naming its editions by the standing moves'
    numbers (a take-back shifts them)."""
    setup = settled(setup, moves)
    if not any(isinstance(move.action, TakeBack) for move in moves):
        return setup, tuple(moves)
    _game, states = replay_states(setup, moves)
    undone = taken_back_moves(states, [move.action for move in moves])
    kept = [
        index
        for index, move in enumerate(moves)
        if index not in undone and not isinstance(move.action, TakeBack)
    ]
    if setup.editions:
        uses = [
            dataclasses.replace(use, since=sum(1 for index in kept if index < use.since))
            for use in setup.editions
        ]
        # A later edition from the same standing move on replaces an earlier one.
        by_start = {use.since: use for use in uses}
        setup = dataclasses.replace(setup, editions=tuple(by_start.values()))
    return setup, tuple(moves[index] for index in kept)
