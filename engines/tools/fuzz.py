"""A fuzzing harness for every registered engine: seeded games of legal moves (random and
computer players) with garbage mixed in, checked after every action.

Garbage is what a damaged store, an edited record or a buggy screen could send: the wrong
player (out of range, not an integer), an action of another game, a legal action with one
field replaced by a wrong type or a huge, empty or foreign string, ``TimeUp`` from a player,
malformed JSON for :meth:`Game.parse_action` and for records, and actions after the end. Every
one must be answered by a new state or a typed refusal (:class:`Rejected`, :class:`RecordError`);
anything else is a *crash*.

Now and then a seat tries to take back its last move (:mod:`engines.take_backs`), refused or
not by the game's option. After every accepted action: the old state is unchanged,
:meth:`Game.audit` finds nothing (tiles or cards conserved, scores equal to the sum of move
scores, no view showing another player's hidden things — each engine knows its own), and at
the end the game is over within
:data:`engines.tools.play.MAX_MOVES` actions, replaying its JSON record gives the identical
state, and replaying only the moves that stand (none taken back) gives it too, but for the
moves taken back on show.
A broken invariant is a *violation*. Each failure names the seed that reproduces it:
``python -m engines fuzz --game G --rules R --games 1 --seed SEED``.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import json
import random
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engines.core import (
    LEVELS,
    SYSTEM,
    Action,
    Game,
    GameState,
    PlayerId,
    Reason,
    Rejected,
    Setup,
    TimeUp,
    computer_rng,
    resolve_setup,
)
from engines.records.record import GameRecord, Move, RecordError, replay, standing_moves
from engines.registry import all_games
from engines.take_backs import TakeBack, without_taken_back

#: Values that no field of any action should take as they are.
from engines.tools.play import MAX_MOVES

#: Values that no field of any action should take as they are.
GARBAGE: tuple[Any, ...] = (
    "",
    " ",
    "1" * 5000,
    "H" + "9" * 5000,
    "9" * 5000 + "H",
    "x" * 100_000,
    "ŻÓŁW",
    "日本語",
    "\x00\n\t",
    "A1",
    "Z99",
    "8H KOT",
    "-1",
    -1,
    0,
    10**30,
    -(10**30),
    3.5,
    float("nan"),
    None,
    True,
    {"a": 1},
    [1, 2],
    ["k", "o", "t"],
    ("?",) * 50,
    (),
    b"bytes",
)
#: Player ids that are no seat of any game (the seat count is added per game).
BAD_PLAYERS: tuple[Any, ...] = (-2, 10**12, -(10**12), "0", None, [0], (0,), 0.5)
#: Probability that an action is garbage rather than a legal move.
GARBAGE_RATE = 0.35
#: Probability that a legal move comes from a computer player rather than at random.
COMPUTER_RATE = 0.15
#: Probability that a seat tries to take back its last move instead of the next action.
TAKE_BACK_RATE = 0.04
#: Seconds a searching computer level (the crossword's mistrz) may think during fuzzing.
FUZZ_BUDGET = 0.05


@dataclass
class Failure:
    kind: str  # "crash" | "violation"
    seed: int
    step: int
    text: str


@dataclass
class EngineReport:
    game: str
    rules: str
    games: int = 0
    actions: int = 0
    rejections: int = 0
    failures: list[Failure] = field(default_factory=list)

    @property
    def crashes(self) -> int:
        return sum(1 for f in self.failures if f.kind == "crash")

    @property
    def violations(self) -> int:
        return sum(1 for f in self.failures if f.kind == "violation")

    def line(self) -> str:
        return (
            f"{self.game} {self.rules}: games {self.games}, actions {self.actions}, "
            f"rejections {self.rejections}, crashes {self.crashes}, "
            f"violations {self.violations}"
        )


class _GameFailed(Exception):
    """Stops one fuzzed game at its first failure (later steps would only repeat it)."""


def _short(value: Any, limit: int = 100) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _crash(error: BaseException) -> str:
    frame = traceback.extract_tb(error.__traceback__)[-1]
    return f"{type(error).__name__}: {_short(str(error), 120)} at {frame.filename}:{frame.lineno}"


def _other_games_actions(game: Game[Any]) -> list[type[Action]]:
    return [
        kind
        for other in all_games()
        if other.info.id != game.info.id
        for kind in other.action_types
        if kind not in game.action_types
    ]


def _instantiate(kind: type[Action], rng: random.Random) -> Action | None:
    """``kind`` with garbage (or default) field values, or None if it cannot be built."""
    values = {f.name: rng.choice(GARBAGE) for f in dataclasses.fields(kind)}
    try:
        return kind(**values)
    except Exception:  # a constructor that validates its fields is fine
        return None


def _mutated(action: Action, rng: random.Random) -> Action | None:
    fields = dataclasses.fields(action)
    if not fields:
        return None
    name = rng.choice(fields).name
    try:
        return dataclasses.replace(action, **{name: rng.choice(GARBAGE)})
    except Exception:
        return None


def _garbage_json(action: Action, rng: random.Random) -> Any:
    data: dict[str, Any] = action.to_json()
    choice = rng.randrange(7)
    if choice == 0:
        data[rng.choice(list(data))] = rng.choice(GARBAGE)
    elif choice == 1:
        data["unexpected"] = rng.choice(GARBAGE)
    elif choice == 2:
        data.pop(rng.choice(list(data)))
    elif choice == 3:
        data["type"] = rng.choice(GARBAGE)
    elif choice == 4:
        return rng.choice(GARBAGE)  # not even a mapping
    elif choice == 5:
        data = {"type": data["type"]}
    else:
        for key in list(data):
            if key != "type":
                data[key] = rng.choice(GARBAGE)
    return data


class _Fuzzer:
    def __init__(self, game: Game[Any], report: EngineReport, seed: int) -> None:
        self.game = game
        self.report = report
        self.seed = seed
        self.rng = random.Random(f"fuzz:{seed}")
        self.step = 0
        self.foreign = _other_games_actions(game)

    # -- bookkeeping ------------------------------------------------------------------------
    def fail(self, kind: str, text: str) -> None:
        self.report.failures.append(Failure(kind, self.seed, self.step, text))
        raise _GameFailed

    def attempt(self, what: str, call: Callable[..., Any], *args: Any) -> Any:
        """``call(*args)``, counting a refusal; None when refused; a crash for anything else."""
        try:
            return call(*args)
        except (Rejected, RecordError):
            self.report.rejections += 1
            return None
        except Exception as error:
            self.fail("crash", f"{what}: {_crash(error)}")
            raise  # not reached: fail raises

    def check(self, state: GameState) -> None:
        try:
            problems = self.game.audit(state)
        except Exception as error:
            self.fail("crash", f"audit: {_crash(error)}")
        if problems:
            self.fail("violation", "; ".join(problems[:3]))

    # -- one game ---------------------------------------------------------------------------
    def run(self, rules_id: str, deadline: float) -> None:
        game = self.game
        rules = game.info.rule_set(rules_id)
        players = self.rng.randint(rules.min_players, rules.max_players)
        options = {
            spec.key: self.rng.choice(spec.allowed)
            for spec in rules.options
            if len(spec.allowed) > 1 and self.rng.random() < 0.5
        }
        setup = Setup(game.info.id, rules_id, players, self.seed, options)
        try:
            setup = resolve_setup(game.info, setup)
        except Rejected:  # an option that needs another player count: the defaults will do
            setup = resolve_setup(game.info, Setup(game.info.id, rules_id, players, self.seed))
        state = game.new_game(setup)
        moves: list[Move] = []
        self.check(state)
        while not game.is_over(state):
            if len(moves) >= MAX_MOVES:
                self.fail("violation", f"no end after {MAX_MOVES} actions")
            if time.monotonic() > deadline:
                return
            self.step = len(moves)
            acting = sorted(game.to_act(state))
            player = self.rng.choice(acting) if acting else SYSTEM
            if TakeBack in game.action_types and self.rng.random() < TAKE_BACK_RATE:
                taker = PlayerId(self.rng.randrange(players))
                new = self.attempt("take back", game.apply, state, taker, TakeBack())
                if new is not None:
                    state = self.accepted(new, taker, TakeBack(), moves)
                continue
            if self.rng.random() < GARBAGE_RATE:
                for action, actor, what in self.garbage(state, player, players):
                    new = self.attempt(what, lambda s=state, a=actor, x=action: game.apply(s, a, x))
                    if new is not None:
                        state = self.accepted(new, actor, action, moves)
                        break
                continue
            action = self.legal(state, player, len(moves))
            snapshot = copy.deepcopy(state)
            new = self.attempt(f"legal {_short(action)}", game.apply, state, player, action)
            if new is None:
                self.fail("violation", f"a legal action was refused: {_short(action)}")
            if state != snapshot:
                self.fail("violation", f"apply changed the old state: {_short(action)}")
            state = self.accepted(new, player, action, moves)
        self.after_the_end(state, players)
        self.replays(setup, moves, state)

    def legal(self, state: GameState, player: PlayerId, number: int) -> Action:
        game = self.game
        if player != SYSTEM and self.rng.random() < COMPUTER_RATE:
            level = self.rng.choice(LEVELS)
            rng = computer_rng(state.setup, player, number)
            chosen: Action = self.attempt(
                f"computer {level}", self.computers_choose, level, state, player, rng
            )
            return chosen
        rng = random.Random(self.rng.random())
        action: Action = self.attempt("random_action", game.random_action, state, player, rng)
        return action

    def computers_choose(
        self, level: str, state: GameState, player: PlayerId, rng: random.Random
    ) -> Action:
        computer = self.game.computer(level)
        if computer.budget is not None:  # a searching level: a short think is enough here
            computer.budget = min(computer.budget, FUZZ_BUDGET)
        return computer.choose(self.game.view(state, player), rng, lambda: False, lambda _f: None)

    def accepted(
        self, new: GameState, player: PlayerId, action: Action, moves: list[Move]
    ) -> GameState:
        self.report.actions += 1
        moves.append(Move(player, action))
        self.check(new)
        return new

    def garbage(
        self, state: GameState, player: PlayerId, players: int
    ) -> Iterator[tuple[Action, Any, str]]:
        """A few garbage attempts; the first one the engine accepts is kept as a move."""
        game, rng = self.game, self.rng
        snapshot = copy.deepcopy(state)
        try:
            sample = game.random_action(state, player, random.Random(rng.random()))
        except Exception as error:
            self.fail("crash", f"random_action: {_crash(error)}")
        kind = rng.randrange(7)
        if kind == 0:
            bad = rng.choice([*BAD_PLAYERS, players, players + 3])
            yield sample, bad, f"player {_short(bad)}"
        elif kind == 1:
            mutated = _mutated(sample, rng)
            if mutated is not None:
                yield mutated, player, f"field {_short(mutated)}"
        elif kind == 2 and self.foreign:
            foreign = _instantiate(rng.choice(self.foreign), rng)
            if foreign is not None:
                yield foreign, player, f"foreign {_short(foreign)}"
        elif kind == 3:
            built = _instantiate(rng.choice(game.action_types), rng)
            if built is not None:
                yield built, player, f"built {_short(built)}"
        elif kind == 4 and player != SYSTEM:
            yield TimeUp(player), player, "TimeUp from a player"
        elif kind == 5:
            data = _garbage_json(sample, rng)
            parsed = self.attempt(f"parse_action {_short(data)}", lambda: game.parse_action(data))
            if parsed is not None:
                yield parsed, player, f"parsed {_short(parsed)}"
        else:
            self.record_garbage(state, sample, player)
        if state != snapshot:
            self.fail("violation", "a refused action changed the state")

    def record_garbage(self, state: GameState, sample: Action, player: PlayerId) -> None:
        data = GameRecord(state.setup, (Move(player, sample),)).to_json()
        target = self.rng.choice(["version", "game", "rules", "players", "seed", "actions"])
        if target == "actions":
            data["actions"] = self.rng.choice(
                [[self.rng.choice(GARBAGE)], self.rng.choice(GARBAGE), [{"player": None}]]
            )
        else:
            data[target] = self.rng.choice(GARBAGE)
        self.attempt(f"record {target}", GameRecord.from_json, data)

    def after_the_end(self, state: GameState, players: int) -> None:
        game = self.game
        for player in range(players):
            for kind in game.action_types:
                built = _instantiate(kind, self.rng)
                if built is None:
                    continue
                new = self.attempt(
                    f"after the end {_short(built)}", game.apply, state, PlayerId(player), built
                )
                if new is not None:
                    self.fail("violation", f"accepted after the end: {_short(built)}")

    def replays(self, setup: Setup, moves: list[Move], final: GameState) -> None:
        record = GameRecord(setup, tuple(moves))
        try:
            again = GameRecord.from_json(json.loads(record.dumps()))
            replayed = replay(again.setup, again.moves)
        except Exception as error:
            self.fail("violation", f"the record does not replay: {_crash(error)}")
        if replayed != final:
            self.fail("violation", "replaying the record gives another state")
        standing = standing_moves(setup, moves)
        if len(standing) < len(moves) and replay(setup, standing) != without_taken_back(final):
            self.fail("violation", "the moves that stand replay to another state")


def fuzz(
    game_id: str | None = None,
    rules_id: str | None = None,
    games: int = 20,
    seconds: float | None = None,
    seed: int = 1,
    on_report: Callable[[EngineReport], None] | None = None,
) -> list[EngineReport]:
    """Fuzz every (matching) rule set: ``games`` games each, seeds ``seed``, ``seed + 1``…;
    ``seconds`` bounds the whole run (shared evenly between the rule sets)."""
    targets = [
        (game, rules.id)
        for game in all_games()
        if game_id in (None, game.info.id)
        for rules in game.info.rule_sets
        if rules_id in (None, rules.id)
    ]
    if not targets:
        raise Rejected(Reason.UNKNOWN_RULES, game=game_id, rules=rules_id)
    reports: list[EngineReport] = []
    for game, rules in targets:
        report = EngineReport(game.info.id, rules)
        share = None if seconds is None else seconds / len(targets)
        deadline = float("inf") if share is None else time.monotonic() + share
        for number in range(games):
            if time.monotonic() > deadline:
                break
            fuzzer = _Fuzzer(game, report, seed + number)
            with contextlib.suppress(_GameFailed):
                fuzzer.run(rules, deadline)
            report.games += 1
        reports.append(report)
        if on_report is not None:
            on_report(report)
    return reports
