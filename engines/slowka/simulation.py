"""Słówka's strong player: its best-scoring moves, each simulated a few moves ahead.

Playing the highest score every turn (greedy) misses what decides close games: what a move
leaves. The tokens kept (which letters will pair with the board and the bonus squares next
turn); what the move opens or closes for the opponent — a high-value token laid where the next
word reads it again, a bonus square left one or two tokens from surrounded, the opponent's best
path blocked or not. No static rule measures these (a fitted leave table explained 11 % of the
next move's points, and "fewest bonus points left open" won no more games than greedy:
docs/speed.md); playing the next moves out does. So, as the crossword's ``mistrz``
(:mod:`engines.crossword.simulation`, whose work clock and pruning this shares):

The :data:`CANDIDATES` best-scoring moves (one of each set of moves the board's symmetries map
into each other: they are worth the same) are each played on a copy of the board. Then, again
and again, the opponents' racks are drawn from the tokens this player cannot see, and the rest
is the pool's order. Each opponent in turn answers with its best-scoring move, then we play our
best-scoring move from the candidate's leave topped up from the pool. A sample is worth the
candidate's score plus our next move's minus the opponents' replies (their mean, with more than
one). With the pool empty nothing is drawn any more, so the sample plays on, every player's
best-scoring move in turn, to the game's end (the board full or nobody able to place): the
endgame, where what is left on the racks and the last squares decide; with one opponent its
rack is then known and one sample says all. Every candidate meets the same racks and draws
(common random numbers: the differences between candidates are what matter); after
:data:`PRUNE_AFTER` samples a candidate clearly behind the leader is dropped.

*The budget* is counted in work, not time: a unit is a square the move search tries
(:attr:`engines.slowka.movegen.Found.work`), plus :data:`SEARCH_CHARGE` units for the Python
around each search, and a decision does :data:`BUDGET` seconds of an idle machine's work
(:data:`WORK_PER_SECOND`), so the same seed gives the same move on any machine and under any
load. A sample costs about what the last one did: none is started that would not fit, and the
candidates are cut, in positions where searches are dear, so that :data:`MIN_SAMPLES` fit. A
wall-clock ``limit`` stops a decision whatever its work (a safety for the pure-Python search,
about 20 times slower than the compiled one the budget is measured with).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field

from engines.crossword.simulation import Clock, StillClose
from engines.slowka.board import EMPTY, Board
from engines.slowka.movegen import RawMove, Searcher, placed_tokens, play_on
from engines.slowka.state import SlowkaView

#: Work units an idle machine does in a CPU second with the compiled search (squares tried and
#: :data:`SEARCH_CHARGE`), as ``benchmarks/slowka.py`` prints it.
WORK_PER_SECOND = 75_000_000
#: Seconds of an idle machine's work a decision may do (see :data:`WORK_PER_SECOND`).
BUDGET = 0.2
#: Wall-clock seconds after which a decision stops whatever its work.
LIMIT = 2.0
#: Units charged for each search besides the squares it tries (the board, the rack, the result).
SEARCH_CHARGE = 4_000
CANDIDATES = 10
#: With the pool empty and one opponent every sample is the same, so more candidates get one.
KNOWN_CANDIDATES = 24
#: Candidates are cut so that this many samples fit the budget where searches are dear.
MIN_SAMPLES = 4
#: Samples before any candidate is dropped (and, as a safety on very fast machines, at most).
PRUNE_AFTER = 8
MAX_SAMPLES = 500
#: The share of the budget a sample may run over (its cost guessed wrong) before it is dropped.
OVERRUN = 0.1


@dataclass
class Line:
    """A candidate: its move, the board after it, the tokens it keeps and the value of each
    sample so far."""

    move: RawMove
    board: Board
    leave: tuple[str, ...]
    placed: int
    values: list[float] = field(default_factory=list)

    def mean(self) -> float:
        return statistics.fmean(self.values) if self.values else float(self.move[0])


class OutOfWork(Exception):
    """A sample stopped half-way: the wall-clock limit, or :data:`OVERRUN` over the budget."""


def simulate(
    view: SlowkaView,
    searcher: Searcher,
    moves: Sequence[RawMove],
    search_work: int,
    rack_size: int,
    rng: random.Random,
    clock: Clock,
) -> RawMove:
    """The move of best simulated value among ``moves`` (see the module's description);
    ``search_work``: what finding them cost, the measure of a search here; ``rack_size``: what
    players draw back to."""
    assert view.rack is not None
    ranked = sorted(moves, key=lambda move: -move[0])  # search order among equal scores
    assert view.player is not None
    opponents = [(view.player + k) % view.players for k in range(1, view.players)]
    sizes = [view.rack_sizes[p] for p in opponents]
    unseen = [letter for letter, count in view.unseen for _ in range(count)]
    to_end = view.pool_count == 0
    known = to_end and len(opponents) == 1
    # A sample's searches: the replies and ours, more when it plays on to the end.
    searches = (len(opponents) + 1) * (3 if to_end else 1)
    each = searches * (search_work + SEARCH_CHARGE)
    affordable = (clock.work - clock.done) // ((1 if known else MIN_SAMPLES) * each)
    count = max(1, min(KNOWN_CANDIDATES if known else CANDIDATES, affordable))
    board = view.board
    lines = []
    for move in ranked[:count]:
        placed = placed_tokens(board, move)
        leave = list(view.rack)
        for letter in placed:
            leave.remove(letter)
        lines.append(Line(move, play_on(board, move), tuple(leave), len(placed)))
    if len(lines) < 2 or sum(sizes) == 0:
        return lines[0].move
    live = list(lines)
    close = StillClose()
    samples = 0
    cost = len(lines) * each
    while samples < MAX_SAMPLES and len(live) > 1:
        if clock.time_up() or clock.done + cost > clock.work:
            break
        started = clock.done
        drawn = rng.sample(unseen, len(unseen))
        try:
            for line in live:
                line.values.append(_sample(line, drawn, sizes, rack_size, to_end, searcher, clock))
        except OutOfWork:
            # Only complete samples keep the candidates comparable (all met the same racks).
            for line in live:
                del line.values[samples:]
            break
        samples += 1
        cost = clock.done - started
        if known:
            break
        if samples >= PRUNE_AFTER:
            live = close(live)
    order = {id(line): i for i, line in enumerate(lines)}
    return max(live, key=lambda line: (line.mean(), line.move[0], -order[id(line)])).move


def _sample(
    line: Line,
    drawn: Sequence[str],
    sizes: Sequence[int],
    rack_size: int,
    to_end: bool,
    searcher: Searcher,
    clock: Clock,
) -> float:
    """One sample's value of ``line``: the opponents hold ``drawn``'s first tokens (``sizes``
    of them each), the rest is the pool's order."""
    racks = []
    at = 0
    for size in sizes:
        racks.append(list(drawn[at : at + size]))
        at += size
    pool = list(drawn[at:])
    refill = min(line.placed, len(pool))
    racks.append(list(line.leave) + pool[:refill])  # ours, last in the order of play
    del pool[:refill]
    board = line.board
    points = [0] * len(racks)
    points[-1] = line.move[0]
    idle = 0
    hard_stop = clock.work * (1 + OVERRUN)
    while True:
        for seat, rack in enumerate(racks):
            if EMPTY not in board.cells:
                idle = len(racks)
                break
            found = searcher.search(board, rack, limit=1)
            clock.charge(found.work + SEARCH_CHARGE)
            if clock.over_limit() or clock.done > hard_stop:
                raise OutOfWork
            if not found.moves:
                idle += 1
                continue
            idle = 0
            move = found.moves[0]
            points[seat] += move[0]
            for letter in placed_tokens(board, move):
                rack.remove(letter)
            board = play_on(board, move)
            refill = min(rack_size - len(rack), len(pool))
            rack.extend(pool[:refill])
            del pool[:refill]
        if not to_end or idle >= len(racks):
            break
    return points[-1] - statistics.fmean(points[:-1])
