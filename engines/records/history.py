"""What players see of their past games: replays, move analysis, per-game summaries and
per-player statistics. Pure Python over :mod:`engines.records.record` and
:mod:`engines.records.store`.

Analysis is the engines' hook :meth:`engines.core.Game.analyse`: every game that implements it
gets the replay's "best move" column, points missed, and the statistics' best move and bingos;
a game that does not still gets scores, wins, plots and thinking times.

Thinking time of a decision: the time between saving the previous action of the game (or
creating the game) and saving this one. In simultaneous phases (7 słów, GRA III) players write
at once, so this is the time since the previous player's word — an approximation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from engines.core import Cancelled, Game, GameState, MoveAnalysis, Rejected, Setup
from engines.game_clock import TimeUsed
from engines.lexicon import LexiconError
from engines.records import record
from engines.records.record import Move, as_played
from engines.records.store import GameStore, SavedGame, Seat
from engines.registry import get_game
from engines.take_backs import TakeBack, taken_back_moves
from engines.text_input import shown_text

#: Bump when a summary's content changes, so cached summaries of an older shape are remade.
#: 2: moves taken back are no decisions; each seat's take-backs are counted.
SUMMARY_VERSION = 2


@dataclass(frozen=True)
class Replay:
    """Every state of a game: ``states[0]`` the start, ``states[i + 1]`` after ``moves[i]``."""

    game: Game[Any]
    moves: tuple[Move, ...]
    states: tuple[GameState, ...]

    def scores_after(self) -> list[tuple[int, ...]]:
        """The scores after each move (the first entry: before any)."""
        return [self.game.scores(state) for state in self.states]

    def taken_back(self) -> frozenset[int]:
        """The moves (their numbers, from 0) a later take-back undid."""
        return taken_back_moves(self.states, [move.action for move in self.moves])


def replay_states(
    setup: Setup, moves: Sequence[Move], scores: Sequence[int] | None = None
) -> Replay:
    """The game's every state, each move judged with the lexicon it was played with
    (:func:`engines.records.record.replay_states`; ``scores``: a finished game's)."""
    game, states = record.replay_states(setup, moves, scores)
    return Replay(game, tuple(moves), tuple(states))


def analyse_moves(
    replay: Replay,
    *,
    search: bool,
    known: dict[int, MoveAnalysis | None] | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    progress: Callable[[float], None] = lambda _fraction: None,
) -> dict[int, MoveAnalysis | None]:
    """Each move's analysis (seq → analysis; None: not a decision), reusing ``known``."""
    results = dict(known or {})
    total = max(1, len(replay.moves))
    for seq, move in enumerate(replay.moves):
        if should_stop():
            raise Cancelled
        if seq not in results:
            before = replay.states[seq]
            with as_played(before.setup, seq):  # searched with the words of its edition
                results[seq] = replay.game.analyse(
                    before, move.player, move.action, search=search, should_stop=should_stop
                )
        progress((seq + 1) / total)
    return results


def stored_analysis(
    store: GameStore,
    game_id: int,
    *,
    should_stop: Callable[[], bool] = lambda: False,
    progress: Callable[[float], None] = lambda _fraction: None,
) -> tuple[Replay, dict[int, MoveAnalysis | None]]:
    """The game's replay and its searched analysis, taken from the store's cache where it is
    there and cached for next time. Opens nothing itself: call it with a store of its own
    thread (the GUI's worker opens a second connection)."""
    saved = store.get(game_id)
    moves = store.moves(game_id, get_game(saved.setup.game))
    replay = replay_states(saved.setup, moves, saved.scores)
    known = {
        seq: None if data is None else MoveAnalysis.from_json(data)
        for seq, data in store.cached_analysis(game_id).items()
    }
    results = analyse_moves(
        replay, search=True, known=known, should_stop=should_stop, progress=progress
    )
    fresh = {seq: r for seq, r in results.items() if seq not in known}
    if fresh:
        store.cache_analysis(
            game_id, {s: None if r is None else r.to_json() for s, r in fresh.items()}
        )
    return replay, results


# -- per-game summaries ------------------------------------------------------------------------
def summarise(saved: SavedGame, moves: Sequence[Move], times: Sequence[str]) -> dict[str, Any]:
    """A finished game's summary (JSON): per seat the score, the place, the decisions made
    (moves taken back are none), their total thinking time, the bingos, the best move and how
    many times they took back a move; and the scores after each move."""
    replay = replay_states(saved.setup, moves, saved.scores)
    analysis = analyse_moves(replay, search=False)
    undone = replay.taken_back()
    final = replay.states[-1]
    outcome = replay.game.outcome(final)
    players = saved.setup.players
    decisions = [0] * players
    think_ms = [0] * players
    bingos = [0] * players
    best: list[dict[str, Any] | None] = [None] * players
    take_backs = [0] * players
    previous = _parse_time(saved.created)
    for seq, move in enumerate(moves):
        now = _parse_time(times[seq]) if seq < len(times) else previous
        result = None if seq in undone else analysis.get(seq)
        if isinstance(move.action, TakeBack) and 0 <= move.player < players:
            take_backs[move.player] += 1
        if result is not None and 0 <= move.player < players:
            p = move.player
            decisions[p] += 1
            think_ms[p] += max(0, int((now - previous).total_seconds() * 1000))
            bingos[p] += result.bingo
            current = best[p]
            if result.played and (current is None or result.points > current["points"]):
                best[p] = {"move": result.played, "points": result.points}
        if not isinstance(move.action, TimeUsed):
            # A game clock's time is saved just before the action it was used for.
            previous = now
    return {
        "version": SUMMARY_VERSION,
        "game": saved.setup.game,
        "rules": saved.setup.rules,
        "when": saved.updated,
        "seats": [
            {
                **saved.seats[p].to_json(),
                "score": outcome.scores[p],
                "rank": outcome.ranks[p],
                "decisions": decisions[p],
                "think_ms": think_ms[p],
                "bingos": bingos[p],
                "best": best[p],
                "take_backs": take_backs[p],
            }
            for p in range(players)
        ],
        "progress": [list(s) for s in replay.scores_after()],
    }


def _parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text)


def summaries(store: GameStore) -> dict[int, dict[str, Any]]:
    """Every finished game's summary (game id → JSON), made and cached for games that have
    none yet (or an older one). A game that cannot be replayed here — its word list is not
    installed, or its setup or a move is refused — is left out (and summed up once it can)."""
    cached = {
        game_id: data
        for game_id, data in store.summaries().items()
        if data.get("version") == SUMMARY_VERSION
    }
    fresh: dict[int, dict[str, Any]] = {}
    for saved in store.finished(limit=None):
        if saved.id in cached:
            continue
        game = get_game(saved.setup.game)
        try:
            fresh[saved.id] = summarise(
                saved, store.moves(saved.id, game), store.move_times(saved.id)
            )
        except (Rejected, LexiconError):
            continue
    if fresh:
        store.cache_summaries(fresh)
    return {**cached, **fresh}


# -- statistics per player ---------------------------------------------------------------------
def identity(seat: Seat | dict[str, Any]) -> str:
    """Who a seat is for the statistics: a person by name, a computer player by its level
    (``komputer:strong``) whatever it was called."""
    data = seat.to_json() if isinstance(seat, Seat) else seat
    if data["kind"] == "computer":
        return f"komputer:{data.get('level') or '?'}"
    return str(data["name"])


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    points: int = 0
    best_score: int | None = None

    def add(self, score: int, won: bool) -> None:
        self.games += 1
        self.wins += won
        self.points += score
        self.best_score = score if self.best_score is None else max(self.best_score, score)

    @property
    def average(self) -> float:
        return self.points / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class PlayerStats:
    """One player's figures over every finished game they sat in."""

    player: str
    overall: Tally = field(default_factory=Tally)
    #: Per game id ("crossword", "seven_words"…).
    per_game: dict[str, Tally] = field(default_factory=dict)
    #: Games against at least one computer player of each level, and the wins among them.
    against: dict[str, Tally] = field(default_factory=dict)
    best_move: str | None = None
    best_move_points: int = 0
    best_move_game: str | None = None
    bingos: int = 0
    decisions: int = 0
    think_ms: int = 0
    #: Moves taken back, and in how many games.
    take_backs: int = 0
    games_with_take_backs: int = 0
    #: (when, game id, score) per game, oldest first: the progression plot.
    timeline: list[tuple[str, int, int]] = field(default_factory=list)

    @property
    def average_think_s(self) -> float:
        return self.think_ms / self.decisions / 1000 if self.decisions else 0.0

    @property
    def bingo_rate(self) -> float:
        """Bingos per game."""
        return self.bingos / self.overall.games if self.overall.games else 0.0


def player_stats(summaries_by_game: dict[int, dict[str, Any]]) -> dict[str, PlayerStats]:
    """Statistics for every identity (see :func:`identity`) in the summaries."""
    stats: dict[str, PlayerStats] = {}
    for game_id, summary in sorted(summaries_by_game.items(), key=lambda i: (i[1]["when"], i[0])):
        seats = summary["seats"]
        for seat in seats:
            who = identity(seat)
            entry = stats.setdefault(who, PlayerStats(who))
            won = seat["rank"] == 1
            entry.overall.add(seat["score"], won)
            entry.per_game.setdefault(summary["game"], Tally()).add(seat["score"], won)
            levels = {
                other.get("level") or "?"
                for other in seats
                if other is not seat and other["kind"] == "computer"
            }
            for level in levels:
                entry.against.setdefault(level, Tally()).add(seat["score"], won)
            entry.bingos += seat["bingos"]
            entry.decisions += seat["decisions"]
            entry.think_ms += seat["think_ms"]
            entry.take_backs += seat.get("take_backs", 0)
            entry.games_with_take_backs += seat.get("take_backs", 0) > 0
            best = seat.get("best")
            if best is not None and (
                entry.best_move is None or best["points"] > entry.best_move_points
            ):
                entry.best_move = best["move"]
                entry.best_move_points = best["points"]
                entry.best_move_game = summary["game"]
            entry.timeline.append((summary["when"], game_id, seat["score"]))
    return stats


def stats_lines(stats: Iterable[PlayerStats]) -> list[str]:
    """The ``stats`` command's table: one line per player and per game they played. Names
    and moves saved before text from outside was checked are printed with what the check
    refuses escaped (:func:`engines.text_input.shown_text`): no escape code reaches the
    terminal, no tab or line break splits a row."""
    lines = [
        "player\tgame\tgames\twins\twin%\taverage\tbest\tbest move\tbingos/game\tthink s"
        "\ttake-backs"
    ]
    for entry in sorted(stats, key=lambda s: (-s.overall.games, s.player)):
        player = shown_text(entry.player)
        rows = [("*", entry.overall), *sorted(entry.per_game.items())]
        for game, tally in rows:
            best_move = (
                f"{shown_text(entry.best_move)} ({entry.best_move_points})"
                if game == "*" and entry.best_move
                else ""
            )
            extra = (
                f"\t{best_move}\t{entry.bingo_rate:.2f}\t{entry.average_think_s:.1f}"
                f"\t{entry.take_backs}"
                if game == "*"
                else "\t\t\t\t"
            )
            lines.append(
                f"{player}\t{game}\t{tally.games}\t{tally.wins}\t{tally.win_rate:.0%}\t"
                f"{tally.average:.1f}\t{tally.best_score}{extra}"
            )
        for level, tally in sorted(entry.against.items()):
            lines.append(
                f"{player}\tvs komputer:{shown_text(level)}\t{tally.games}\t{tally.wins}\t"
                f"{tally.win_rate:.0%}\t{tally.average:.1f}\t{tally.best_score}\t\t\t\t"
            )
    return lines
