"""The engine interface every game implements, and the values it trades in.

A game is a factory with no state of its own (OpenSpiel's game/state split): it describes itself
(:class:`GameInfo`) and makes the first state from a :class:`Setup`. States are frozen; ``apply``
returns a new one or raises :class:`Rejected` with a typed :class:`Reason`. Actions are small frozen
dataclasses that serialise to JSON for game records.

Turn order is expressed as *who may act now*: one player in turn-based phases, several in a
simultaneous phase (each submits a sealed action; the phase resolves when all are in). The
``SYSTEM`` actor sends what no player decides, such as "time is up" from a GUI timer.

Chance: a game draws only from :func:`chance`, a ``random.Random`` derived from the game's seed
and a step number kept in the state, so a game replays exactly from its seed and actions.
"""

from __future__ import annotations

import dataclasses
import functools
import random
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, NewType, TypeVar

from engines.game_info import GameInfo as GameInfo
from engines.game_info import OptionSpec as OptionSpec
from engines.game_info import RuleSet as RuleSet
from engines.game_info import Text as Text
from engines.reasons import Reason as Reason
from engines.reasons import Rejected as Rejected

PlayerId = NewType("PlayerId", int)
#: The actor for actions no player decides (a GUI timer running out).
SYSTEM = PlayerId(-1)


# -- description and setup (Text, OptionSpec, RuleSet and GameInfo: engines.game_info) -----------
@dataclass(frozen=True)
class WordListRef:
    """A player's own word list (``engines.lexicon.wordlists``) a game is played with: its
    name and the checksum of its compiled words, so a changed list is noticed on resume."""

    lang: str
    name: str
    checksum: str


@dataclass(frozen=True)
class EditionUse:
    """An edition of the shipped lexicon (:mod:`engines.lexicon.editions`: its version and
    the checksum of its word list) that judged a game's moves from move ``since`` (an index
    in the game's action log) on, until the next one a setup names."""

    since: int
    version: int
    checksum: str


@dataclass(frozen=True)
class Setup:
    """Everything a new game is made from; stored with the game so it can be replayed."""

    game: str
    rules: str
    players: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    #: The word list the game uses instead of the shipped lexicon of its language (None: the
    #: shipped one).
    word_list: WordListRef | None = None
    #: With the shipped lexicon, the editions of it that judged the moves, first at move 0
    #: (``engines.records.record``). Empty: a new game, judged by the edition shipped now;
    #: None: a record of an older release, which names none.
    editions: tuple[EditionUse, ...] | None = ()

    def option(self, key: str) -> Any:
        return self.options[key]


def resolve_setup(info: GameInfo, setup: Setup) -> Setup:
    """Check a setup against the game's description and fill in default options."""
    rules = info.rule_set(setup.rules)
    if not rules.min_players <= setup.players <= rules.max_players:
        raise Rejected(
            Reason.BAD_PLAYER_COUNT,
            players=setup.players,
            min=rules.min_players,
            max=rules.max_players,
        )
    known = {spec.key for spec in rules.options}
    unknown = sorted(set(setup.options) - known)
    if unknown:
        raise Rejected(Reason.BAD_OPTION, option=unknown[0])
    options: dict[str, Any] = {}
    for spec in rules.options:
        value = setup.options.get(spec.key, spec.default)
        if value not in spec.allowed:
            raise Rejected(Reason.BAD_OPTION, option=spec.key, value=value)
        options[spec.key] = value
    return dataclasses.replace(setup, options=options)


def with_recorded_options(info: GameInfo, setup: Setup) -> Setup:
    """A setup read from a saved game or record file: every option it lacks that has a
    ``recorded_default`` gets that value (the rule the game was played under before the option
    existed). Unknown rule sets are left for :func:`resolve_setup` to refuse."""
    try:
        rules = info.rule_set(setup.rules)
    except Rejected:
        return setup
    missing = {
        spec.key: spec.recorded_default
        for spec in rules.options
        if spec.recorded_default is not None and spec.key not in setup.options
    }
    if not missing:
        return setup
    return dataclasses.replace(setup, options={**setup.options, **missing})


# -- actions -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Action:
    """Base of every action. Subclasses are frozen dataclasses of JSON-friendly fields."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


@dataclass(frozen=True)
class TimeUp(Action):
    """Sent by the ``SYSTEM`` actor when a GUI timer runs out: for ``player`` only (hot-seat
    turns each have their own clock) or, with ``SYSTEM``, for everyone still to act."""

    player: int = SYSTEM

    def __str__(self) -> str:
        return "TIME UP" if self.player == SYSTEM else f"TIME UP {self.player}"


def _fits(value: Any, hint: Any) -> bool:
    """Whether ``value`` is of the declared type ``hint`` (the kinds action fields use: str,
    int, bool, float, NewTypes of them, ``X | None`` and ``tuple[X, ...]``)."""
    supertype = getattr(hint, "__supertype__", None)
    if supertype is not None:  # a NewType such as PlayerId
        return _fits(value, supertype)
    if hint is Any:
        return True
    if hint in (int, float):
        return type(value) is int or (hint is float and type(value) is float)
    if hint in (str, bool):
        return type(value) is hint
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return any(_fits(value, arg) for arg in args)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(item, args[0]) for item in value)
        return len(args) == len(value) and all(map(_fits, value, args))
    if hint is type(None):
        return value is None
    return isinstance(value, hint) if isinstance(hint, type) else False


_FIELD_TYPES: dict[type[Action], dict[str, Any]] = {}


def _field_types(kind: type[Action]) -> dict[str, Any]:
    """The declared types of ``kind``'s fields (resolved once: annotations are strings)."""
    if kind not in _FIELD_TYPES:
        _FIELD_TYPES[kind] = typing.get_type_hints(kind)
    return _FIELD_TYPES[kind]


def check_action(types: Iterable[type[Action]], action: object) -> None:
    """Refuse anything that is not one of ``types`` with fields of their declared types."""
    if type(action) not in tuple(types):
        raise Rejected(Reason.UNKNOWN_ACTION, action=type(action).__name__)
    assert isinstance(action, Action)
    hints = _field_types(type(action))
    for f in dataclasses.fields(action):
        if not _fits(getattr(action, f.name), hints[f.name]):
            raise Rejected(Reason.BAD_ACTION, action=type(action).__name__, field=f.name)


def check_player(state: GameState, player: object) -> None:
    """Refuse a player id that is not a seat of ``state``'s game (or :data:`SYSTEM`)."""
    if type(player) is not int or not (player == SYSTEM or 0 <= player < state.setup.players):
        raise Rejected(Reason.BAD_PLAYER, player=repr(player)[:40])


def check_viewer(state: GameState, player: object) -> None:
    """Refuse a viewer that is neither None (what everyone may see) nor a seat of ``state``'s
    game: ``Rejected(BAD_PLAYER)`` (not the ``SYSTEM`` actor either: it sees nothing)."""
    if player is not None and (type(player) is not int or not 0 <= player < state.setup.players):
        raise Rejected(Reason.BAD_PLAYER, player=repr(player)[:40])


def action_from_json(types: Iterable[type[Action]], data: Mapping[str, Any]) -> Action:
    """The action in ``data`` (as :meth:`Action.to_json` writes it). Anything else — an unknown
    type, a missing or extra field, a field of the wrong type — is ``Rejected``."""
    if not isinstance(data, Mapping):
        raise Rejected(Reason.UNKNOWN_ACTION, action=repr(data)[:40])
    by_name = {t.__name__: t for t in types}
    name = data.get("type")
    kind = by_name.get(name) if isinstance(name, str) else None
    if kind is None:
        raise Rejected(Reason.UNKNOWN_ACTION, action=repr(name)[:40])
    fields = {f.name: f for f in dataclasses.fields(kind)}
    extra = sorted(str(key) for key in set(data) - set(fields) - {"type"})
    if extra:
        raise Rejected(Reason.BAD_ACTION, action=name, field=extra[0][:40])
    hints = _field_types(kind)
    values: dict[str, Any] = {}
    for f in fields.values():
        if f.name not in data:
            if f.default is not dataclasses.MISSING:
                continue
            raise Rejected(Reason.UNKNOWN_ACTION, action=name, missing=f.name)
        value = data[f.name]
        value = tuple(value) if isinstance(value, list) else value
        if not _fits(value, hints[f.name]):
            raise Rejected(Reason.BAD_ACTION, action=name, field=f.name)
        values[f.name] = value
    return kind(**values)


# -- chance --------------------------------------------------------------------------------
def chance(seed: int, step: int) -> random.Random:
    """The random source for chance step ``step`` of the game with ``seed``.

    Seeding from a string is stable across processes and Python versions (it hashes with
    SHA-512), unlike ``hash()``.

    >>> chance(7, 1).random() == chance(7, 1).random()
    True
    """
    return random.Random(f"gry-slowne:{seed}:{step}")


def computer_rng(setup: Setup, player: PlayerId, move_number: int) -> random.Random:
    """The random source a computer player gets for one decision: the GUI, the command line's
    games, the fuzzer and the benchmarks all use this one, so a game replays the same in each."""
    return chance(setup.seed, 1_000_000 + move_number * 16 + int(player))


# -- states, views and results -------------------------------------------------------------
@dataclass(frozen=True)
class GameState:
    """Fields every state has; games subclass it (frozen) with their own."""

    setup: Setup
    #: How many chance steps have been taken (the next one uses ``chance(seed, chance_steps)``).
    chance_steps: int


S = TypeVar("S", bound=GameState)


@dataclass(frozen=True)
class Outcome:
    """Final standing: scores per player and ranks (1 = winner; equal ranks share a place)."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]

    @property
    def winners(self) -> tuple[PlayerId, ...]:
        return tuple(PlayerId(i) for i, rank in enumerate(self.ranks) if rank == 1)


def rank_by(keys: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Competition ranks (1, 1, 3…) from per-player sort keys, highest key first."""
    return tuple(1 + sum(1 for other in keys if tuple(other) > tuple(mine)) for mine in keys)


#: How many of the best moves a search lists ("what was possible": the best three).
TOP_MOVES = 3


@dataclass(frozen=True)
class MoveAnalysis:
    """What one decision (a move, a round's word) did and, when searched, the best there was.

    ``played`` is the move's text (``8H KOT``, a word; ``""`` for a pass or giving up),
    ``points`` what it scored by itself (before any end-of-round bonus), ``bingo`` whether it
    earned a bingo. With a search, ``best`` and ``best_points`` are the best-scoring move the
    player had (None: none found or no search), and ``others`` the next best ones after it
    (move, points), best first — the games that can list them (the crossword game, Słówka,
    GRA I) do, up to :data:`TOP_MOVES` in all.
    """

    played: str
    points: int
    bingo: bool = False
    best: str | None = None
    best_points: int | None = None
    others: tuple[tuple[str, int], ...] = ()

    @classmethod
    def searched(
        cls, played: str, points: int, bingo: bool, ranked: Sequence[tuple[str, int]]
    ) -> MoveAnalysis:
        """The analysis with the best moves the search found: ``ranked`` (move, points), best
        first; the first :data:`TOP_MOVES` of them are kept."""
        if not ranked:
            return cls(played, points, bingo, None, None)
        (best, best_points), *others = ranked[:TOP_MOVES]
        return cls(played, points, bingo, best, best_points, tuple(others))

    @property
    def missed(self) -> int:
        """Points missed against the best move (0 without a search, never negative)."""
        if self.best_points is None:
            return 0
        return max(0, self.best_points - self.points)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> MoveAnalysis:
        return MoveAnalysis(
            played=str(data["played"]),
            points=int(data["points"]),
            bingo=bool(data.get("bingo", False)),
            best=None if data.get("best") is None else str(data["best"]),
            best_points=None if data.get("best_points") is None else int(data["best_points"]),
            others=tuple((str(move), int(points)) for move, points in data.get("others", ())),
        )


class Game(ABC, Generic[S]):
    """A game engine: a stateless factory plus the rules as functions of states."""

    info: ClassVar[GameInfo]
    #: Every action type this game accepts (for reading records).
    action_types: ClassVar[tuple[type[Action], ...]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every engine's ``apply`` first refuses a player id that is no seat and an action
        that is not one of its ``action_types`` with fields of the declared types, so the rules
        behind it only ever see well-formed input (records and stores can be damaged); and its
        ``view`` refuses a viewer that is neither None (everyone) nor a seat
        (:func:`check_viewer`)."""
        super().__init_subclass__(**kwargs)
        rules_view = cls.__dict__.get("view")
        if rules_view is not None and not getattr(rules_view, "checks_viewer", False):

            @functools.wraps(rules_view)
            def view(self: Game[S], state: S, player: PlayerId | None) -> Any:
                check_viewer(state, player)
                return rules_view(self, state, player)

            view.checks_viewer = True  # type: ignore[attr-defined]
            cls.view = view  # type: ignore[method-assign]
        rules_apply = cls.__dict__.get("apply")
        if rules_apply is None or getattr(rules_apply, "checks_input", False):
            return

        @functools.wraps(rules_apply)
        def apply(self: Game[S], state: S, player: PlayerId, action: Action) -> S:
            check_player(state, player)
            check_action(self.action_types, action)
            result: S = rules_apply(self, state, player, action)
            return result

        apply.checks_input = True  # type: ignore[attr-defined]
        cls.apply = apply  # type: ignore[method-assign]

    @abstractmethod
    def new_game(self, setup: Setup) -> S:
        """The first state; ``setup`` is checked with :func:`resolve_setup` first."""

    @abstractmethod
    def to_act(self, state: S) -> frozenset[PlayerId]:
        """Who may act now: one player, several (a simultaneous phase), or none (game over)."""

    def optional_actors(self, state: S) -> frozenset[PlayerId]:
        """Who may act now besides :meth:`to_act`, though the game does not wait for them
        (Słówka: the other players who may challenge a word waiting to be accepted). Nobody
        by default."""
        return frozenset()

    @abstractmethod
    def apply(self, state: S, player: PlayerId, action: Action) -> S:
        """The state after ``player`` does ``action``; raises :class:`Rejected` if not allowed."""

    @abstractmethod
    def random_action(self, state: S, player: PlayerId, rng: random.Random) -> Action:
        """A legal action for ``player``, chosen at random (for tests and the weakest level)."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def scores(self, state: S) -> tuple[int, ...]: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome: ...

    @abstractmethod
    def view(self, state: S, player: PlayerId | None) -> Any:
        """What ``player`` may see (None: what everyone may see); hidden things removed."""

    @abstractmethod
    def computer(self, level: str) -> ComputerPlayer:
        """A computer player of ``level`` (one of :data:`LEVELS`)."""

    def computer_thinking(self, level: str, seconds: float | None) -> ComputerPlayer:
        """:meth:`computer`, thinking ``seconds`` of an idle machine's work if it is one that
        searches (the player's "time to think", issue #42; None: its own default)."""
        computer = self.computer(level)
        if computer.budget is not None and seconds is not None:
            computer.budget = seconds
        return computer

    def audit(self, state: S) -> list[str]:
        """What is wrong with ``state``: tiles or cards not conserved, scores that are not the
        sum of the moves' scores, a view that shows a player another player's hidden things.
        Empty when nothing is; the fuzzer (:mod:`engines.tools.fuzz`) checks it after every
        action."""
        return []

    def analyse(
        self,
        state: S,
        player: PlayerId,
        action: Action,
        *,
        search: bool = False,
        should_stop: Callable[[], bool] = lambda: False,
    ) -> MoveAnalysis | None:
        """The analysis hook (history, statistics, replay): what ``player``'s ``action`` from
        ``state`` (the state before it) did, and with ``search`` the best move or word they had
        there (crossword-like games: best placement by score; round games: the round's best
        word). None for actions that are not a decision (hints, challenges, timers) — and by
        default, for a game that does not implement the hook. ``search`` may be slow: it runs
        in a worker and checks ``should_stop`` (raise :class:`Cancelled`)."""
        return None

    def system_actions(self, state: S) -> tuple[Action, ...]:
        """Actions the ``SYSTEM`` actor may send now (e.g. ``TimeUp`` while a timer runs)."""
        return ()

    def is_legal(self, state: S, player: PlayerId, action: Action) -> bool:
        try:
            self.apply(state, player, action)
        except Rejected:
            return False
        return True

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        return action_from_json(self.action_types, data)


# -- computer players ----------------------------------------------------------------------
LEVELS = ("easy", "medium", "strong", "mistrz")
#: ``mistrz`` (master) simulates the crossword game's candidate moves; in the other games the
#: strong player's best word is already the best there is, so they play it as ``strong``.
MASTER = "mistrz"


def plain_level(level: str) -> str:
    """The level a game without a ``mistrz`` of its own plays for ``level``."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    return "strong" if level == MASTER else level


class Cancelled(Exception):
    """A computer player stopped because ``should_stop`` said so."""


class ComputerPlayer(ABC):
    """Chooses an action from a player's view; runs off the GUI thread."""

    level: str
    #: The work a level that searches may do, in seconds of an idle machine's work (None: it
    #: does not search); the crossword's mistrz counts it in move generations, not time.
    budget: float | None = None

    @abstractmethod
    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        """The action to take. Check ``should_stop`` often (raise :class:`Cancelled`);
        report ``progress`` in [0, 1] when the work is long."""
