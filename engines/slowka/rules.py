"""Słówka's rules as functions of states (GAMES.md §2).

Start: every player draws a token, the letter nearest the start of the Polish alphabet begins
(tied players draw again; each round is a chance step); the tokens go back, the pool is mixed,
the first player draws one token onto START, then everyone draws 6, the first player first.

Turn: the player to move places tokens and reads one word along a path (:class:`Place`, checked
by :func:`engines.slowka.moves.make_play`), exchanges (:class:`Exchange`) or passes
(:class:`Pass`). After a move they draw back to 6 (fewer when the pool runs out).

Reading (option ``reading``): the word's path steps through sides and corners (``any``, the
default) or through sides only (``side``; games saved before the option existed were played so).

Word checking (option ``challenge``): off — a word not in the lexicon is refused before it is
played and nothing changes; on — the move waits as ``pending`` until the next player accepts it
(:class:`Accept`: scored, the mover draws; "Jeżeli następny gracz już zdążył wykonać ruch […]
błędne słowo zostaje zaliczone"), and until then any other player may challenge it
(:class:`Challenge`; "Poprawność tworzonych wyrazów może być weryfikowana […] przez innych
graczy"). A wrong word goes back to the mover's rack and the mover's turn is lost; a right word
is scored and play goes on — the rulebook has no penalty (option ``failed_challenge``
``free``). Under ``lose_turn`` (games saved before) only the next player may challenge and a
right word costs them their turn.

Exchange (decision): 1–6 of one's tokens, only while the pool holds at least as many; the new
tokens are drawn first, then the returned ones are mixed into the pool (a chance step).

End: when every light square is covered (in challenge mode: once that move is accepted), or
after ``idle_rounds`` (2) rounds in a row without a token placed — that many turns of every
player in a row (decision: passes, exchanges and lost turns all count). Highest score wins; a
tie goes to the best single word (its letter points, decision: bonus squares not counted);
still equal, the place is shared.

Game clock (options ``clock``…, :mod:`engines.game_clock`): ``TimeUsed`` from ``SYSTEM`` adds to
a player's clock at any time; under a total clock each started minute over costs 10 points at
the end (``GameEnd.overtime``, in ``totals``); under a per-move limit ``TimeUp(player)`` from
``SYSTEM`` loses the turn as a pass, or accepts the move a challenge window was open for.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from dataclasses import dataclass
from functools import cache

from engines.core import (
    Action,
    Outcome,
    PlayerId,
    Reason,
    Rejected,
    Setup,
    TimeUp,
    chance,
    rank_by,
)
from engines.game_clock import (
    check_time_up,
    game_clock,
    mover,
    on_the_clock,
    overtime,
    time_up_stands,
    with_time_kept,
)
from engines.lexicon import Lexicon, load_lexicon
from engines.slowka.actions import Accept, Challenge, Exchange, Pass, Place
from engines.slowka.board import EMPTY, Board, Layout, load_layout
from engines.slowka.movegen import generate
from engines.slowka.moves import Play, make_play
from engines.slowka.rulesets import (
    FAILED_CHALLENGE,
    FREE,
    READING,
    SlowkaRules,
    rules_for,
)
from engines.slowka.state import (
    BOARD_FULL,
    CHALLENGED_OFF,
    EXCHANGED,
    LOST_TURN,
    NO_PLACEMENTS,
    PASSED,
    PLACED,
    GameEnd,
    Pending,
    SlowkaState,
    SlowkaView,
    Turn,
    best_words,
    hide_exchanges,
    unseen_tiles,
)
from engines.take_backs import TakeBack, hide_turns, remember, take_back
from engines.tile_turns import add_at, exchange, replace_at
from engines.tiles import Bag, Rack, TileSet, load_tile_set
from engines.tiles.first_player import draw_for_start


@dataclass(frozen=True)
class Context:
    """Everything a game's setup fixes: rules, board, tokens and words."""

    rules: SlowkaRules
    layout: Layout
    tile_set: TileSet
    challenge: bool
    #: How a word is read: ``any`` (sides and corners) or ``side``.
    reading: str
    #: Whether challenging a right word costs nothing (and anyone may challenge).
    free_challenge: bool

    @property
    def lexicon(self) -> Lexicon:
        return load_lexicon(self.rules.language)


def context(setup: Setup) -> Context:
    options = setup.options
    return _context(
        setup.rules,
        bool(options.get("challenge", False)),
        str(options.get(READING.key, READING.default)),
        options.get(FAILED_CHALLENGE.key, FAILED_CHALLENGE.default) == FREE,
    )


@cache
def _context(rules_id: str, challenge: bool, reading: str, free_challenge: bool) -> Context:
    rules = rules_for(rules_id)
    return Context(
        rules=rules,
        layout=load_layout(rules.board),
        tile_set=load_tile_set(rules.tile_set),
        challenge=challenge,
        reading=reading,
        free_challenge=free_challenge,
    )


# -- the start -----------------------------------------------------------------------------------
def new_game(setup: Setup) -> SlowkaState:
    """Decide who starts, put a token on START and deal. ``setup`` is already resolved."""
    ctx = context(setup)
    players = setup.players
    first, draws, steps = draw_for_start(ctx.tile_set, players, setup.seed)
    bag = Bag.full(ctx.tile_set, chance(setup.seed, steps))
    (start_tile,), bag = bag.draw(1)
    racks: list[Rack] = [Rack()] * players
    for offset in range(players):
        seat = (first + offset) % players
        tiles, bag = bag.draw(ctx.rules.rack_size)
        racks[seat] = Rack(tiles)
    return SlowkaState(
        setup=setup,
        chance_steps=steps + 1,
        board=Board.empty(ctx.layout).with_tiles([(ctx.layout.start, start_tile)]),
        bag=bag,
        racks=tuple(racks),
        scores=(0,) * players,
        turn=first,
        idle_turns=0,
        pending=None,
        history=(),
        start_draws=draws,
        first_player=first,
        start_tile=start_tile,
        end=None,
        clock_ms=(0,) * players,
        turn_ms=0,
    )


# -- whose turn ----------------------------------------------------------------------------------
def next_player(state: SlowkaState, player: PlayerId) -> PlayerId:
    return PlayerId((player + 1) % state.players)


def to_act(state: SlowkaState) -> frozenset[PlayerId]:
    """Who must act: the player to move, or while a move is pending the next player (to accept
    or challenge it; the others may challenge too, see :func:`challengers`)."""
    if state.end is not None:
        return frozenset()
    if state.pending is not None:
        return frozenset({next_player(state, state.pending.player)})
    return frozenset({state.turn})


def challengers(state: SlowkaState) -> tuple[PlayerId, ...]:
    """Who may challenge the pending move now: every other player, or under ``lose_turn`` only
    the next one; nobody when no move is pending."""
    if state.end is not None or state.pending is None:
        return ()
    mover = state.pending.player
    if not context(state.setup).free_challenge:
        return (next_player(state, mover),)
    return tuple(PlayerId(p) for p in range(state.players) if p != mover)


# -- actions -------------------------------------------------------------------------------------
def apply(state: SlowkaState, player: PlayerId, action: Action) -> SlowkaState:
    """The state after ``action``; a take-back returns to before ``player``'s last move."""
    if isinstance(action, TakeBack):
        restored: SlowkaState = with_time_kept(
            state, take_back(state, player, over=state.end is not None), player, to_act
        )
        return restored
    moved = mover(player, action)
    after: SlowkaState = on_the_clock(state, player, action, to_act, _apply)
    final = time_up_stands(state.setup, action)
    return remember(
        state, after, player if moved is None else moved, moved is not None, final=final
    )


def _apply(state: SlowkaState, player: PlayerId, action: Action) -> SlowkaState:
    if isinstance(action, TimeUp):
        return _time_up(state, player, action)
    if isinstance(action, Challenge) and player in challengers(state):
        return _challenge(state, player)
    if player not in to_act(state):
        raise Rejected(Reason.NOT_YOUR_TURN, player=player)
    if state.pending is not None:
        if isinstance(action, Accept):
            return _score_play(state, state.pending.player, state.pending.play)
        raise Rejected(Reason.CHALLENGE_PENDING)
    if isinstance(action, Challenge | Accept):
        raise Rejected(Reason.NOTHING_TO_CHALLENGE)
    if isinstance(action, Place):
        return _place(state, player, action)
    if isinstance(action, Exchange):
        return _exchange(state, player, action)
    if isinstance(action, Pass):
        return _after_idle(state, player, Turn(player, PASSED))
    raise Rejected(Reason.UNKNOWN_ACTION, action=type(action).__name__)


def _time_up(state: SlowkaState, actor: PlayerId, action: TimeUp) -> SlowkaState:
    """The per-move limit ran out: a challenge window closes with the move accepted; a turn
    is lost as a pass."""
    check_time_up(state.setup, actor, action.player, to_act(state))
    if state.pending is not None:
        return _score_play(state, state.pending.player, state.pending.play)
    player = PlayerId(action.player)
    return _after_idle(state, player, Turn(player, PASSED, timed_out=True))


def _ended(state: SlowkaState, reason: str) -> SlowkaState:
    return dataclasses.replace(state, end=GameEnd(reason, overtime(state.setup, state.clock_ms)))


def check_place(state: SlowkaState, player: PlayerId, place: Place) -> Play:
    """``place`` checked against the board and ``player``'s tokens, and scored; raises
    :class:`Rejected`. The lexicon is not asked (see :func:`is_word`)."""
    return check_play(state.setup, state.board, state.racks[player], place)


def check_play(setup: Setup, board: Board, rack: Rack, place: Place) -> Play:
    """:func:`check_place` from what a player sees: ``board`` and their own tokens ``rack``
    (a screen that has only the player's view, as a network seat does)."""
    ctx = context(setup)
    play = make_play(board, place, ctx.layout, ctx.tile_set, ctx.reading)
    missing = rack.missing(play.tiles)
    if missing:
        raise Rejected(Reason.MISSING_TILES, word=place.word, tiles="".join(missing.elements()))
    return play


def is_word(state: SlowkaState, word: str) -> bool:
    return word in context(state.setup).lexicon


def _place(state: SlowkaState, player: PlayerId, place: Place) -> SlowkaState:
    ctx = context(state.setup)
    play = check_place(state, player, place)
    rack = state.racks[player].remove(play.tiles)
    if ctx.challenge:
        return dataclasses.replace(
            state,
            board=state.board.with_tiles(play.placed),
            racks=replace_at(state.racks, player, rack),
            pending=Pending(player, play),
        )
    if play.word not in ctx.lexicon:
        raise Rejected(Reason.UNKNOWN_WORD, word=play.word)
    state = dataclasses.replace(
        state,
        board=state.board.with_tiles(play.placed),
        racks=replace_at(state.racks, player, rack),
    )
    return _score_play(state, player, play)


def _score_play(
    state: SlowkaState, player: PlayerId, play: Play, checked_by: PlayerId | None = None
) -> SlowkaState:
    """Score a move already on the board, draw back up, and move on (or end the game);
    ``checked_by``: the player whose challenge found the word right."""
    ctx = context(state.setup)
    drawn, bag = state.bag.draw(ctx.rules.rack_size - len(state.racks[player]))
    state = dataclasses.replace(
        state,
        bag=bag,
        racks=replace_at(state.racks, player, state.racks[player].add(drawn)),
        scores=add_at(state.scores, player, play.score),
        turn=next_player(state, player),
        idle_turns=0,
        pending=None,
        history=(
            *state.history,
            Turn(player, PLACED, play, play.tiles, len(play.placed), checked_by=checked_by),
        ),
    )
    if not state.board.empty_squares():
        return _ended(state, BOARD_FULL)
    return state


def _after_idle(state: SlowkaState, player: PlayerId, turn: Turn) -> SlowkaState:
    """A turn without a token placed: the next player moves, or the game ends."""
    idle = state.idle_turns + 1
    state = dataclasses.replace(
        state,
        turn=next_player(state, player),
        idle_turns=idle,
        pending=None,
        history=(*state.history, turn),
    )
    if idle >= context(state.setup).rules.idle_rounds * state.players:
        return _ended(state, NO_PLACEMENTS)
    return state


def _exchange(state: SlowkaState, player: PlayerId, action: Exchange) -> SlowkaState:
    rng = chance(state.setup.seed, state.chance_steps)
    rack, bag = exchange(state.bag, state.racks[player], action, rng)
    state = dataclasses.replace(
        state,
        chance_steps=state.chance_steps + 1,
        bag=bag,
        racks=replace_at(state.racks, player, rack),
    )
    tiles = tuple(action.tiles)
    return _after_idle(state, player, Turn(player, EXCHANGED, tiles=tiles, count=len(tiles)))


def _challenge(state: SlowkaState, challenger: PlayerId) -> SlowkaState:
    assert state.pending is not None
    mover, play = state.pending.player, state.pending.play
    if not is_word(state, play.word):
        board = state.board.with_tiles((square, EMPTY) for square, _ in play.placed)
        rack = state.racks[mover].add(play.tiles)
        state = dataclasses.replace(state, board=board, racks=replace_at(state.racks, mover, rack))
        turn = Turn(mover, CHALLENGED_OFF, play, play.tiles, len(play.placed))
        return _after_idle(state, mover, turn)
    state = _score_play(state, mover, play, checked_by=challenger)
    if state.end is not None or context(state.setup).free_challenge:
        return state
    return _after_idle(state, challenger, Turn(challenger, LOST_TURN))


# -- results and views ---------------------------------------------------------------------------
def outcome(state: SlowkaState) -> Outcome:
    best = best_words(state.history, state.players)
    totals = state.totals
    keys = [(score, word) for score, word in zip(totals, best, strict=True)]
    return Outcome(scores=totals, ranks=rank_by(keys))


def view(state: SlowkaState, player: PlayerId | None) -> SlowkaView:
    ctx = context(state.setup)
    own = player is not None and 0 <= player < state.players
    rack = state.racks[player].tiles if own and player is not None else None
    unseen = unseen_tiles(ctx.tile_set, state.board, rack or ())
    return SlowkaView(
        player=player,
        rules=ctx.rules.id,
        board_id=ctx.layout.id,
        players=state.players,
        board=state.board,
        rack=rack,
        rack_sizes=tuple(len(r) for r in state.racks),
        scores=state.totals,
        best_words=best_words(state.history, state.players),
        pool_count=len(state.bag),
        unseen=tuple((t, unseen[t]) for t in ctx.tile_set.alphabet if unseen[t]),
        turn=state.turn,
        to_act=tuple(sorted(to_act(state))),
        pending=state.pending,
        challengers=challengers(state),
        history=hide_exchanges(state.history, player),
        start_draws=state.start_draws,
        first_player=state.first_player,
        start_tile=state.start_tile,
        idle_turns=state.idle_turns,
        end=state.end,
        challenge=ctx.challenge,
        reading=ctx.reading,
        taken_back=hide_turns(state.taken_back, lambda turns: hide_exchanges(turns, player)),
        clock_ms=state.clock_ms if game_clock(state.setup).on else (),
        turn_ms=state.turn_ms,
    )


def tiles_in_play(state: SlowkaState) -> Counter[str]:
    """Every token of the game wherever it is: board, racks, pool (always the whole set)."""
    found = Counter(letter for _, letter in state.board.tiles())
    for rack in state.racks:
        found.update(rack.tiles)
    found.update(state.bag.tiles)
    return found


# -- random play (tests, the conformance suite) --------------------------------------------------
def random_action(state: SlowkaState, player: PlayerId, rng: random.Random) -> Action:
    """A random legal action: mostly a random legal move; sometimes an exchange or a pass; in a
    challenge window, a challenge now and then."""
    if state.pending is not None:
        return Challenge() if rng.random() < 0.3 else Accept()
    ctx = context(state.setup)
    rack = state.racks[player].tiles
    moves = sorted(generate(state.board, rack, ctx.lexicon, ctx.layout, ctx.tile_set, ctx.reading))
    roll = rng.random()
    if moves and roll < 0.9:
        _, squares, word = rng.choice(moves)
        return Place.of([ctx.layout.name(s) for s in squares], word)
    if len(state.bag) and rack and roll < 0.95:
        count = rng.randint(1, min(len(rack), len(state.bag)))
        return Exchange("".join(rng.sample(rack, count)))
    return Pass()
