"""The ``mistrz`` (master) level: the strong player's best candidates, simulated.

*Simulation* (Quackle's in essence, two plies after the candidate): the :data:`CANDIDATES` moves of
best equity (score plus leave) are each played on a copy of the board; then, again and again, an
opponent's rack is drawn from the tiles this player cannot see, and our own next rack is the
candidate's leave topped up from what remains. The opponent answers with its move of best equity (a
strong player's choice among its :data:`REPLY_WIDTH` best-scoring moves), then we answer with ours
on the board it leaves. A candidate's value in one such sample is its score minus the opponent's
reply equity plus our next move's equity: the reply's points, what the candidate opens or closes for
both sides, and what its leave really makes next turn, instead of the leave table's average. Every
candidate meets the same drawn racks and tiles (common random numbers: the differences between
candidates are what matter). A candidate that takes the bag's last tiles leaves both racks known in
each sample, so its two moves after are chosen and valued by the endgame search below
(:data:`PRE_ENDGAME_DEPTH` moves, tiles left counting against their holder) instead of the leave
table, which has no meaning once the bag is empty; when the opponent's reply takes them, our next
move is valued the same way (:data:`REPLY_ENDGAME_DEPTH`, the reply counting its score alone).
An exchange may be a candidate too (:func:`exchange_raw`: the board stays, the returned tiles
are drawn for). A candidate clearly behind the leader (by
:data:`PRUNE_DEVIATIONS` standard errors of their paired difference, from running sums:
:class:`StillClose`) stops being simulated, so the samples go to the close ones. A sample asks for
its plies in two calls (:mod:`engines.crossword.replies`): the opponent's replies on every live
candidate's board, then our next moves; the compiled core prepares each candidate's board once a
decision, generates the lines the candidates share (and the rack's left parts) once a sample, and
values the leaves in C, so a ply costs about 0.6 of what a move generation of its own did (issue #42
point 2, ``benchmarks/simulated_plies.py``). It runs until the work budget is spent (or
:data:`MAX_ITERATIONS`), reports progress, and stops when asked.

*Inference* (:func:`inferred_leaves`): the opponent's last move, when it placed tiles, says
something of what it kept. The tiles it kept are tried (leaves drawn from the unseen tiles), and
those with which a strong player would have played much better than it did are dropped; each
sampled rack then holds one of the leaves that fit, topped up from the rest. After an exchange
or a pass, or when no leave fits, the racks are drawn from all the unseen tiles.

*A short endgame search* (:class:`Endgame`; the strong player's with the bag empty against one
opponent, and the candidates above that empty the bag): both racks are known (the opponent
holds exactly the unseen tiles), so a minimax search with alpha-beta pruning runs, deepened one
move at a time up to a depth while the work budget lasts. At each turn it looks at the
:data:`ENDGAME_WIDTH` best-scoring moves, every move that goes out (the best
:data:`ENDGAME_WIDTH`), and a pass; a position is scored as the rules end the game — going out
earns the out bonus and the other rack's value (which the other player loses) —, but two passes
in a row are taken to end it with both racks lost, and a position where the depth runs out as if
the game ended there with both racks lost: a heuristic. The deepest search that finished gives
the move. mistrz's own endgame search is exact (:mod:`engines.crossword.endgame`).

*The budget* is counted in work, not time (:class:`Clock`): one unit is a move generation of the
simulation (a reply or our next move) or a node of the endgame search, and a decision may do
:data:`WORK_PER_SECOND` units for each second of its ``budget``, the rate of an idle machine. So the
same seed gives the same move on an idle machine and on a busy one, where a wall-clock budget once
got a tenth of the thinking (and a tenth of the strength). A player's wall-clock ``limit`` is a
safety stop on top: it is checked after each of a sample's two calls for plies and every endgame
node, so the search ends at most one call late (a few milliseconds with the compiled generator; with
the pure-Python fallback a rack with blanks can take a few hundred a ply) and keeps the samples it
has completed. Only then does the move depend on the machine's load, so the limit is :data:`SAFETY`
budgets: a machine may be ten times slower than the calibration before it plays differently (beside
four CPU hogs on 2 cores a decision takes about 2.5 budgets: issue #42,
``benchmarks/busy_machine.py``). A player chooses the budget in the app (Preferences, "time to
think"); the progress reported is the share of the work done."""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from engines.core import Cancelled
from engines.crossword.board import Board
from engines.crossword.leave import LeaveValues, RackLeaves
from engines.crossword.movegen import Position, generate_raw
from engines.crossword.movegen_core import BLANK_CODE, RawMove
from engines.crossword.replies import REPLY_WIDTH as REPLY_WIDTH
from engines.crossword.replies import Plies, best_reply, make_plies
from engines.crossword.replies import board_after as board_after
from engines.crossword.replies import position_on as position_on
from engines.crossword.replies import rack_after as rack_after
from engines.tiles import BLANK

#: Work units (see the module's description) an idle machine does in a second of CPU time, as
#: ``benchmarks/mistrz.py`` prints it: 7,500 (``jawa``) and 7,000 (``wordsmith``) on the
#: project's 2-core development machine with the compiled move generator before issue #42;
#: since the plies went into the compiled core, pruned by shadow bounds (issue #42 points 2
#: and 5), the same benchmark does 2.24× (``wordsmith``) and 2.62× (``jawa``) the units a CPU
#: second (docs/speed.md), so about 7,000 × 2.2: the default budget thinks twice as much in
#: the same time.
WORK_PER_SECOND = 15000
#: Seconds of an idle machine's work a ``mistrz`` decision may do (see :data:`WORK_PER_SECOND`).
DEFAULT_BUDGET = 1.0
#: The wall-clock seconds after which a decision stops whatever its work, in budgets: a safety
#: that a working machine never meets, so load changes no move (see the module's description).
SAFETY = 10.0
CANDIDATES = 12
#: Enough samples: the means no longer move (a safety net for very fast machines).
MAX_ITERATIONS = 1000
#: Samples before any candidate is dropped, and the lead (in standard errors) that drops one.
PRUNE_AFTER = 24
PRUNE_DEVIATIONS = 2.5
ENDGAME_WIDTH = 8
#: Leaves tried for the opponent's last move (:func:`inferred_leaves`), and the equity by which a
#: better move the leave would have given makes it unlikely.
INFERENCE_TRIES = 48
INFERENCE_MARGIN = 6.0
#: Moves searched after a candidate that empties the bag (the opponent's reply and our next, as
#: the other samples look ahead).
PRE_ENDGAME_DEPTH = 2
#: Moves searched after a reply that empties the bag (our next: the same two plies after the
#: candidate as the other samples).
REPLY_ENDGAME_DEPTH = 1


@dataclass
class Candidate:
    raw: RawMove
    equity: float
    left: tuple[str, ...]
    where: Position
    #: Its board's index in the decision's :class:`~engines.crossword.replies.Plies`.
    index: int = 0
    #: The value of each sample so far (see the module's description).
    values: list[float] = field(default_factory=list)

    def mean(self) -> float:
        return statistics.fmean(self.values) if self.values else self.equity


def work_for(budget: float) -> int:
    """The work units of a budget of ``budget`` seconds on an idle machine."""
    return round(budget * WORK_PER_SECOND)


class Clock:
    """The budget: the work done against the ``work`` allowed, the wall clock against its
    ``limit`` (seconds; None: none), and whether to stop (cancelled)."""

    def __init__(
        self,
        work: int,
        limit: float | None,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> None:
        self.start = time.perf_counter()
        self.work = work
        self.limit = limit
        self.done = 0
        self.should_stop = should_stop
        self.progress = progress
        self._reported = -1

    def charge(self, units: int) -> None:
        self.done += units

    def over_limit(self) -> bool:
        """Whether the wall-clock limit is reached; raises :class:`Cancelled` when asked to
        stop. Cheap: called after every move generation."""
        if self.should_stop():
            raise Cancelled
        return self.limit is not None and time.perf_counter() - self.start >= self.limit

    def time_up(self) -> bool:
        """Whether the work is done or the limit reached; reports the share of work done (in
        whole percents: the endgame search asks after every node)."""
        over = self.over_limit()
        percent = min(100, 100 * self.done // self.work) if self.work > 0 else 100
        if percent != self._reported:
            self._reported = percent
            self.progress(percent / 100)
        return over or self.done >= self.work


def simulate(
    position: Position,
    raws: Sequence[RawMove],
    leaves: RackLeaves,
    unseen: Sequence[str],
    opponent_rack_size: int,
    bag_count: int,
    rng: random.Random,
    clock: Clock,
    endgame: Endgame,
    last: LastMove | None = None,
    core: str = "",
    exchanges: Sequence[RawMove] = (),
) -> RawMove:
    """The candidate of best simulated value (see the module's description). ``exchanges``:
    exchanges simulated too (:func:`exchange_raw`: the board stays, the returned tiles are
    drawn for). ``endgame``
    values the samples of candidates that take the bag's last tiles; ``last``, the opponent's
    last move, narrows the racks drawn for it (:func:`inferred_leaves`); ``core``: the plies'
    twin (:func:`~engines.crossword.replies.make_plies`; both give the same move)."""
    alphabet = position.dictionary.alphabet
    leave_values = LeaveValues(leaves.table)
    ranked = sorted(raws, key=lambda raw: (raw[0] + leaves.value(raw[3]), raw), reverse=True)
    candidates = [
        Candidate(
            raw,
            raw[0] + leaves.value(raw[3]),
            leaves.leave(raw[3]),
            position
            if is_exchange(raw)
            else position_on(position, board_after(position.board, raw, alphabet)),
            index,
        )
        for index, raw in enumerate(
            ranked[:CANDIDATES] + [raw for raw in exchanges if raw not in ranked[:CANDIDATES]]
        )
    ]
    size = min(opponent_rack_size, len(unseen))
    if len(candidates) < 2 or size == 0:
        return candidates[0].raw
    pool = sorted(unseen)
    kept = (
        []
        if last is None
        else inferred_leaves(position, last, size, pool, leave_values, rng, clock)
    )
    plies = make_plies(position, [c.where.board for c in candidates], size, leave_values, core)
    live = list(candidates)
    close = StillClose()
    samples = 0
    while samples < MAX_ITERATIONS and len(live) > 1 and not clock.time_up():
        drawn = rng.sample(pool, len(pool))
        if kept:
            # The opponent's rack holds a leave its last move makes likely, and tiles drawn.
            leave = rng.choice(kept)
            rest = list(pool)
            for tile in leave:
                rest.remove(tile)
            drawn = list(leave) + rng.sample(rest, len(rest))
        if not _sample(live, drawn, size, bag_count, plies, alphabet, clock, endgame):
            # The wall-clock limit struck mid-sample: only complete samples keep the
            # candidates' values comparable (every one met the same racks).
            for candidate in live:
                del candidate.values[samples:]
            break
        samples += 1
        if samples >= PRUNE_AFTER:
            live = close(live)
    best = max(live, key=lambda c: (c.mean(), c.equity, c.raw))
    return best.raw


@dataclass(frozen=True)
class LastMove:
    """The opponent's last move: the board before it, the rack tiles it played (``?`` a blank)
    and its score."""

    board: Board
    tiles: tuple[str, ...]
    score: int


def inferred_leaves(
    position: Position,
    last: LastMove,
    rack_size: int,
    unseen: Sequence[str],
    values: LeaveValues,
    rng: random.Random,
    clock: Clock,
) -> list[tuple[str, ...]]:
    """*Inference*: the tiles the opponent may have kept with its last move. Of
    :data:`INFERENCE_TRIES` leaves drawn from the ``unseen`` tiles (as many as its rack of
    ``rack_size`` holds besides what it drew after the move), those with which the move played
    was within :data:`INFERENCE_MARGIN` of the best equity it could have had (a strong
    player's choice on the board before it, the played tiles plus the leave): a leave that
    would have made a much better move is unlikely. Each try is a move generation of the work
    budget. Empty when no leave fits (the opponent plays some other way: the racks are then
    drawn from all unseen tiles)."""
    size = rack_size - len(last.tiles)
    if size <= 0 or size > len(unseen):
        return []
    before = position_on(position, last.board)
    found = []
    for _ in range(INFERENCE_TRIES):
        leave = tuple(sorted(rng.sample(unseen, size)))
        best, _ = best_reply(before, last.tiles + leave, values)
        clock.charge(1)
        if best <= last.score + values.value(leave) + INFERENCE_MARGIN:
            found.append(leave)
        if clock.over_limit():
            break
    return found


def _sample(
    live: list[Candidate],
    drawn: list[str],
    size: int,
    bag_count: int,
    plies: Plies,
    alphabet: str,
    clock: Clock,
    endgame: Endgame,
) -> bool:
    """One sample's value for every live candidate: the opponent holds ``drawn``'s first
    ``size`` tiles and the rest is the bag's order. False: the wall-clock limit struck first.
    The opponent's replies on every candidate's board come first, in one call (they share the
    rack: :mod:`engines.crossword.replies`), then each candidate's next move."""
    rack, rest = drawn[:size], drawn[size:]
    # The bag is empty after these and both racks are known: their two moves are chosen and
    # valued by the endgame's rules (tiles left count against, not for).
    emptying = [
        0 < bag_count <= len(candidate.raw[3]) and not is_exchange(candidate.raw)
        for candidate in live
    ]
    which = [c.index for c, empties in zip(live, emptying, strict=True) if not empties]
    replies = iter(plies.replies(rack, which) if which else ())
    clock.charge(len(which))
    if which and clock.over_limit():
        return False
    valued: list[Candidate] = []
    boards: list[Board] = []
    racks: list[tuple[str, ...]] = []
    equities: list[float] = []
    for candidate, empties in zip(live, emptying, strict=True):
        refill = min(len(candidate.raw[3]), bag_count, len(rest))
        ours_rack = candidate.left + tuple(rest[:refill])
        if empties:
            try:
                reply_value = endgame.value(
                    candidate.where.board, tuple(rack), ours_rack, PRE_ENDGAME_DEPTH
                )
            except OutOfTime:
                return False
            candidate.values.append(candidate.raw[0] - reply_value)
            continue
        reply_equity, reply = next(replies)
        board = candidate.where.board
        if reply is not None:
            board = board_after(board, reply, alphabet)
            left_in_bag = bag_count - refill
            if 0 < left_in_bag <= len(reply[3]):
                # The reply takes the bag's last tiles: both racks are then known, so our next
                # move is valued by the endgame's rules (tiles left count against), not by the
                # leave table — nor is the opponent's leave worth anything to it any more.
                theirs = rack_after(tuple(rack), reply[3], alphabet) + tuple(
                    rest[refill : refill + left_in_bag]
                )
                try:
                    ours_value = endgame.value(board, ours_rack, theirs, REPLY_ENDGAME_DEPTH)
                except OutOfTime:
                    return False
                candidate.values.append(candidate.raw[0] - reply[0] + ours_value)
                continue
        valued.append(candidate)
        boards.append(board)
        racks.append(ours_rack)
        equities.append(reply_equity)
    # Our next moves, in one call too (the candidates that played the same tiles hold the
    # same rack: what their boards share is generated once).
    ours = plies.best_each(boards, racks) if valued else []
    clock.charge(len(valued))
    for candidate, reply_equity, (our_equity, _) in zip(valued, equities, ours, strict=True):
        candidate.values.append(candidate.raw[0] - reply_equity + our_equity)
    return not (valued and clock.over_limit())


def exchange_raw(returned: Sequence[str], alphabet: str) -> RawMove:
    """An exchange of the ``returned`` tiles as the simulation's candidate: no score, no line,
    the returned tiles' codes (so its leave is the tiles kept, its refill as many drawn)."""
    codes = tuple(BLANK_CODE if tile == BLANK else alphabet.index(tile) for tile in returned)
    return (0, -1, -1, codes)


def is_exchange(raw: RawMove) -> bool:
    return raw[1] < 0


class Sampled(Protocol):
    """A simulated candidate: the value of each of its samples (every candidate met the same
    ones) and their mean. Słówka's simulation (:mod:`engines.slowka.simulation`) has its own."""

    values: list[float]

    def mean(self) -> float: ...


SampledT = TypeVar("SampledT", bound=Sampled)


class StillClose:
    """The candidates not clearly behind the leader (by :data:`PRUNE_DEVIATIONS` standard
    errors of their paired differences: every candidate met the same samples), from running
    sums: called after every sample, it adds the samples since the last call to each pair of
    live candidates' sums of paired differences and of their squares, instead of summing over
    every sample again (issue #42: those sums were a tenth of a decision). The same candidates
    as the sums over every sample, up to float rounding (tested)."""

    def __init__(self) -> None:
        self._seen = 0
        self._sums: dict[int, float] = {}
        #: Per pair (ids, the first before the second in the live list when first met): the
        #: sum of the first's values minus the second's, and of their squares.
        self._gaps: dict[tuple[int, int], list[float]] = {}

    def __call__(self, live: list[SampledT]) -> list[SampledT]:
        count = len(live[0].values)
        sums, gaps = self._sums, self._gaps
        keys = [id(c) for c in live]
        for t in range(self._seen, count):
            values = [c.values[t] for c in live]
            for i, value in enumerate(values):
                sums[keys[i]] = sums.get(keys[i], 0.0) + value
                for j in range(i + 1, len(values)):
                    gap = value - values[j]
                    pair = gaps.get((keys[i], keys[j]))
                    if pair is None:
                        pair = gaps[keys[i], keys[j]] = [0.0, 0.0]
                    pair[0] += gap
                    pair[1] += gap * gap
        self._seen = count
        leader = max(live, key=lambda c: sums[id(c)])
        close = []
        for candidate in live:
            if candidate is leader:
                close.append(candidate)
                continue
            pair = gaps.get((id(leader), id(candidate)))
            if pair is not None:
                total, squares = pair
            else:
                total, squares = gaps[id(candidate), id(leader)]
                total = -total
            mean = total / count
            variance = max(0.0, (squares - total * mean) / (count - 1))
            if mean <= PRUNE_DEVIATIONS * math.sqrt(variance / count):
                close.append(candidate)
        return close


class OutOfTime(Exception):
    """The work budget or the wall-clock limit ran out in the middle of a search."""


class Endgame:
    """Minimax with alpha-beta over both known racks (see the module's description)."""

    def __init__(
        self,
        position: Position,
        value_of: Callable[[Sequence[str]], int],
        out_bonus: int,
        clock: Clock,
    ) -> None:
        self.position = position
        self.alphabet = position.dictionary.alphabet
        self.value_of = value_of
        self.out_bonus = out_bonus
        self.clock = clock
        self._moves: dict[tuple[str, tuple[str, ...]], list[RawMove]] = {}
        #: Whether the work budget ends the search (:meth:`search`), or only the wall-clock
        #: limit (:meth:`value`, bounded by its depth and charged to a simulation's budget).
        self._stop_on_work = True

    def moves(self, board: Board, rack: tuple[str, ...]) -> list[RawMove]:
        """The moves worth looking at: the best scoring, and the best going out."""
        key = (board.cells, rack)
        found = self._moves.get(key)
        if found is None:
            self.clock.charge(1)
            raws = sorted(generate_raw(position_on(self.position, board), rack), reverse=True)
            out = [raw for raw in raws if len(raw[3]) == len(rack)][:ENDGAME_WIDTH]
            found = raws[:ENDGAME_WIDTH] + [raw for raw in out if raw not in raws[:ENDGAME_WIDTH]]
            found.sort(reverse=True)
            self._moves[key] = found
        return found

    def search(
        self, rack: tuple[str, ...], other: tuple[str, ...], max_depth: int
    ) -> RawMove | None:
        """The move to play now (None: pass), from the deepest search the budget allowed, at
        most ``max_depth`` moves."""
        self._stop_on_work = True
        best: RawMove | None = None
        depth = 1
        while True:
            try:
                _, move = self._negamax(
                    self.position.board, rack, other, depth, float("-inf"), float("inf"), False
                )
            except OutOfTime:
                break
            best = move
            deepest = min(2 * (len(rack) + len(other)), max_depth)  # no game lasts longer
            if depth >= deepest or self.clock.time_up():
                break
            depth += 1
        if best is None:  # not even depth 1 finished: the best-scoring move
            moves = self.moves(self.position.board, rack)
            best = moves[0] if moves else None
        return best

    def value(
        self, board: Board, rack: tuple[str, ...], other: tuple[str, ...], depth: int
    ) -> float:
        """The points of the player holding ``rack`` (to move) minus the other's, ``depth`` moves
        deep. Raises :class:`OutOfTime` past the clock's wall-clock limit."""
        self._stop_on_work = False
        return self._negamax(board, rack, other, depth, float("-inf"), float("inf"), False)[0]

    def _negamax(
        self,
        board: Board,
        rack: tuple[str, ...],
        other: tuple[str, ...],
        depth: int,
        alpha: float,
        beta: float,
        passed: bool,
    ) -> tuple[float, RawMove | None]:
        """(points of the player to move minus the other's from here on, the move)."""
        clock = self.clock
        clock.charge(1)
        if clock.time_up() if self._stop_on_work else clock.over_limit():
            raise OutOfTime
        if depth == 0:
            return self.value_of(other) - self.value_of(rack), None
        best_value = float("-inf")
        best_move: RawMove | None = None
        value: float
        for raw in self.moves(board, rack):
            left = rack_after(rack, raw[3], self.alphabet)
            if not left:
                value = raw[0] + self.out_bonus + 2 * self.value_of(other)
            else:
                after = board_after(board, raw, self.alphabet)
                # value = score − reply, so the reply's window is shifted by the score.
                reply, _ = self._negamax(
                    after, other, left, depth - 1, raw[0] - beta, raw[0] - alpha, False
                )
                value = raw[0] - reply
            if value > best_value:
                best_value, best_move = value, raw
            alpha = max(alpha, value)
            if alpha >= beta:
                return best_value, best_move
        # A pass: after the other's pass too, the game ends and both lose their racks.
        if passed:
            value = self.value_of(other) - self.value_of(rack)
        else:
            reply, _ = self._negamax(board, other, rack, depth - 1, -beta, -alpha, True)
            value = -reply
        if value > best_value:
            best_value, best_move = value, None
        return best_value, best_move
