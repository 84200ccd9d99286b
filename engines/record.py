"""Game records: the setup plus every action in order. Replaying one gives the same state."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engines.core import Action, Game, GameState, PlayerId, Setup, WordListRef, resolve_setup
from engines.registry import get_game

RECORD_VERSION = 1


@dataclass(frozen=True)
class Move:
    player: PlayerId
    action: Action

    def to_json(self) -> dict[str, Any]:
        return {"player": int(self.player), "action": self.action.to_json()}

    @staticmethod
    def from_json(game: Game[Any], data: dict[str, Any]) -> Move:
        return Move(PlayerId(int(data["player"])), game.parse_action(data["action"]))


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
    def from_json(data: dict[str, Any]) -> GameRecord:
        setup = setup_from_json(data)
        game = get_game(setup.game)
        return GameRecord(setup, tuple(Move.from_json(game, m) for m in data["actions"]))


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


def setup_from_json(data: dict[str, Any]) -> Setup:
    ref = data.get("word_list")
    return Setup(
        game=str(data["game"]),
        rules=str(data["rules"]),
        players=int(data["players"]),
        seed=int(data["seed"]),
        options=dict(data.get("options", {})),
        word_list=(
            None
            if ref is None
            else WordListRef(str(ref["lang"]), str(ref["name"]), str(ref["checksum"]))
        ),
    )


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
