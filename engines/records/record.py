"""Game records: the setup plus every action in order. Replaying one gives the same state."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engines.core import (
    Action,
    Game,
    GameState,
    PlayerId,
    Rejected,
    Setup,
    WordListRef,
    resolve_setup,
    with_recorded_options,
)
from engines.registry import get_game
from engines.take_backs import TakeBack, taken_back_moves

RECORD_VERSION = 1
#: The largest seed a record may hold: SQLite's largest integer, where the game is saved (every
#: seed the app makes is far smaller).
MAX_SEED = 2**63 - 1


class RecordError(ValueError):
    """A game record that cannot be read: not the record format, or an action the game does not
    know. The message says what is wrong in one line."""


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
    return data


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
    )
    try:
        game = get_game(setup.game)
    except Rejected:
        return setup  # an unknown game is refused where the record is used
    return with_recorded_options(game.info, setup)


def _word_list_from_json(ref: Any) -> WordListRef | None:
    """The word list a setup names (absent: the shipped lexicon)."""
    if ref is None:
        return None
    fields = ("lang", "name", "checksum")
    if not isinstance(ref, dict) or not all(isinstance(ref.get(f), str) for f in fields):
        raise RecordError(f"the setup's word_list must be {{lang, name, checksum}}: {_short(ref)}")
    return WordListRef(ref["lang"], ref["name"], ref["checksum"])


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
    return game, game.new_game(resolved)


def replay(setup: Setup, moves: Iterable[Move]) -> GameState:
    """The state after playing ``moves`` from the start of ``setup``."""
    game, state = start(setup)
    for move in moves:
        state = game.apply(state, move.player, move.action)
    return state


def standing_moves(setup: Setup, moves: Sequence[Move]) -> tuple[Move, ...]:
    """``moves`` without the moves a take-back undid and the take-backs themselves: the game
    as it stands, which replays to the same board, racks and scores (what a GCG exports)."""
    if not any(isinstance(move.action, TakeBack) for move in moves):
        return tuple(moves)
    game, state = start(setup)
    states = [state]
    for move in moves:
        state = game.apply(state, move.player, move.action)
        states.append(state)
    undone = taken_back_moves(states, [move.action for move in moves])
    return tuple(
        move
        for index, move in enumerate(moves)
        if index not in undone and not isinstance(move.action, TakeBack)
    )
