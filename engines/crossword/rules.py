"""The crossword game's rules as functions of states (GAMES.md §3, both rule sets).

Turn flow: the player to move places a word (:class:`Place`), exchanges (:class:`Exchange`) or
passes (:class:`Pass`); before that they may use a hint (:class:`RequestHint`), which shows the
best-scoring move as a proposal they play or take back (:class:`DismissHint`).

Refusals: a placement the board, the rack or the dictionary refuses raises :class:`Rejected` and
changes nothing — so without challenges a word the dictionary rejects is simply taken back and
changed, with no penalty (as online in ``wordsmith``).

Challenge mode (option ``challenge``, both rule sets; decision on the details): a placement is
checked against the board and the rack only and waits as ``pending``; the next player then accepts
it (:class:`Accept`: it is scored and the mover draws) or challenges it (:class:`Challenge`). If a
word is not in the dictionary the tiles go back to the mover's rack and the mover's turn is lost; if
all words are good the move is scored and the challenger loses their turn. A lost turn counts as a
pass for the end of the game; an exchange does not.

Who starts: ``jawa`` — every player draws a tile, the one nearest A starts (a blank counts as
before A); tied players draw again; the tiles go back and the bag is mixed; each round is a chance
step. ``wordsmith`` — the first seat (decision).

End: the bag is empty and a player has played their last tile (in challenge mode: once that
move is accepted), or every player has passed twice in a row. The one who went out gets
``out_bonus`` (jawa 10) plus the values left on every other rack; the others lose their own.
When all passed, every player loses the values left on their own rack (decision).

Game clock (options ``clock``…, :mod:`engines.game_clock`): ``TimeUsed`` from ``SYSTEM`` adds to
a player's clock at any time; under a total clock each started minute over costs 10 points at
the end (``GameEnd.overtime``); under a per-move limit ``TimeUp(player)`` from ``SYSTEM`` loses
the turn as a pass, or accepts the move a challenge window was open for.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

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
from engines.crossword.actions import (
    Accept,
    Challenge,
    DismissHint,
    Exchange,
    Pass,
    Place,
    RequestHint,
)
from engines.crossword.board import EMPTY, Board
from engines.crossword.layout import Layout, load_layout
from engines.crossword.movegen import Position, best_move, generate_raw, to_move
from engines.crossword.placement import Play, board_after, make_play, unknown_words
from engines.crossword.rulesets import (
    CrosswordRules,
    normalise_word_list,
    rules_for,
    tile_set_for,
)
from engines.crossword.state import (
    CHALLENGED_OFF,
    EXCHANGED,
    LOST_TURN,
    PASSED,
    PLACED,
    CrosswordState,
    CrosswordView,
    GameEnd,
    Pending,
    Proposal,
    Turn,
    hide_exchanges,
    unseen_tiles,
)
from engines.crossword.words import Dictionary, dictionary_for
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
from engines.take_backs import TakeBack, hide_turns, remember, take_back
from engines.tile_turns import add_at, exchange, replace_at
from engines.tiles import BLANK, Bag, Rack, TileSet
from engines.tiles.first_player import draw_for_start


@dataclass(frozen=True)
class Context:
    """Everything a game's setup fixes: rules, board, tiles and words."""

    rules: CrosswordRules
    layout: Layout
    tile_set: TileSet
    dictionary: Dictionary
    challenge: bool
    hints: int

    def position(self, board: Board) -> Position:
        return Position(board, self.dictionary, self.layout, self.tile_set, self.rules)


def context(setup: Setup) -> Context:
    options = setup.options
    return _context(
        setup.rules,
        setup.players,
        tuple(options.get("extra_words", ())),
        tuple(options.get("banned_words", ())),
        bool(options.get("challenge", False)),
        int(options.get("hints", 3)),
        load_lexicon(rules_for(setup.rules).language),
    )


#: Bounded: each key holds a lexicon, and a player's own list is tens of megabytes.
@lru_cache(maxsize=16)
def _context(
    rules_id: str,
    players: int,
    extra: tuple[str, ...],
    banned: tuple[str, ...],
    challenge: bool,
    hints: int,
    lexicon: Lexicon,
) -> Context:
    """The context of a setup, made once per setup and lexicon in use: the lexicon is part of
    the key, or a game on another word list (or the shipped one after it) would be judged by
    the dictionary of the list in use when the first such game began."""
    rules = rules_for(rules_id)
    return Context(
        rules=rules,
        layout=load_layout(rules.board),
        tile_set=tile_set_for(rules, players),
        dictionary=dictionary_for(rules.language, extra, banned),
        challenge=challenge,
        hints=hints,
    )


# -- the start -----------------------------------------------------------------------------------
def normalise_setup(setup: Setup) -> Setup:
    """The setup as stored with the game: word lists sorted and lowercase."""
    options = dict(setup.options)
    for key in ("extra_words", "banned_words"):
        if key in options:
            options[key] = normalise_word_list(options[key])
    return dataclasses.replace(setup, options=options)


def new_game(setup: Setup) -> CrosswordState:
    """Deal the racks after deciding who starts. ``setup`` is already resolved."""
    setup = normalise_setup(setup)
    ctx = context(setup)
    rules = ctx.rules
    players = setup.players
    if rules.starter == "draw":
        order = BLANK + ctx.tile_set.alphabet  # a blank counts as before A
        first, draws, steps = draw_for_start(ctx.tile_set, players, setup.seed, order)
    else:
        first, draws, steps = PlayerId(0), (), 0
    bag = Bag.full(ctx.tile_set, chance(setup.seed, steps))
    racks = []
    for _ in range(players):
        tiles, bag = bag.draw(rules.rack_size)
        racks.append(Rack(tiles))
    return CrosswordState(
        setup=setup,
        chance_steps=steps + 1,
        board=Board.empty(ctx.layout.size),
        bag=bag,
        racks=tuple(racks),
        move_scores=(0,) * players,
        turn=first,
        passes=0,
        hints_left=(ctx.hints,) * players,
        proposal=None,
        pending=None,
        history=(),
        start_draws=draws,
        first_player=first,
        end=None,
        clock_ms=(0,) * players,
        turn_ms=0,
    )


# -- whose turn ----------------------------------------------------------------------------------
def next_player(state: CrosswordState, player: PlayerId) -> PlayerId:
    return PlayerId((player + 1) % state.players)


def to_act(state: CrosswordState) -> frozenset[PlayerId]:
    if state.end is not None:
        return frozenset()
    if state.pending is not None:
        return frozenset({next_player(state, state.pending.player)})
    return frozenset({state.turn})


# -- actions -------------------------------------------------------------------------------------
def apply(state: CrosswordState, player: PlayerId, action: Action) -> CrosswordState:
    """The state after ``action``; a take-back returns to before ``player``'s last move (a
    hint asked for or put away is no move of its own)."""
    if isinstance(action, TakeBack):
        restored: CrosswordState = with_time_kept(
            state, take_back(state, player, over=state.end is not None), player, to_act
        )
        return restored
    after: CrosswordState = on_the_clock(state, player, action, to_act, _apply)
    moved = mover(player, action)
    is_move = moved is not None and not isinstance(action, RequestHint | DismissHint)
    final = time_up_stands(state.setup, action)
    return remember(state, after, player if moved is None else moved, is_move, final=final)


def _apply(state: CrosswordState, player: PlayerId, action: Action) -> CrosswordState:
    if isinstance(action, TimeUp):
        return _time_up(state, player, action)
    if player not in to_act(state):
        raise Rejected(Reason.NOT_YOUR_TURN, player=player)
    if state.pending is not None:
        if isinstance(action, Challenge):
            return _challenge(state, player)
        if isinstance(action, Accept):
            return _accept(state)
        raise Rejected(Reason.CHALLENGE_PENDING)
    if isinstance(action, Challenge | Accept):
        raise Rejected(Reason.NOTHING_TO_CHALLENGE)
    if isinstance(action, Place):
        return _place(state, player, action)
    if isinstance(action, Exchange):
        return _exchange(state, player, action)
    if isinstance(action, Pass):
        turn = Turn(player, PASSED)
        return _after_scoreless(state, player, turn, pass_counts=True)
    if isinstance(action, RequestHint):
        return _request_hint(state, player)
    if isinstance(action, DismissHint):
        if state.proposal is None:
            raise Rejected(Reason.NO_HINT_SHOWN)
        return dataclasses.replace(state, proposal=None)
    raise Rejected(Reason.UNKNOWN_ACTION, action=type(action).__name__)


def _time_up(state: CrosswordState, actor: PlayerId, action: TimeUp) -> CrosswordState:
    """The per-move limit ran out: a challenge window closes with the move accepted; a turn
    is lost as a pass (it counts towards the end by passes)."""
    check_time_up(state.setup, actor, action.player, to_act(state))
    if state.pending is not None:
        return _accept(state)
    player = PlayerId(action.player)
    turn = Turn(player, PASSED, timed_out=True)
    return _after_scoreless(state, player, turn, pass_counts=True)


def check_place(state: CrosswordState, player: PlayerId, place: Place) -> Play:
    """``place`` checked against the board and ``player``'s rack and scored; raises
    :class:`Rejected`. The dictionary is not asked (see :func:`check_words`)."""
    ctx = context(state.setup)
    rack = state.racks[player].tiles
    return _check_place(state.board, rack, place, ctx.layout, ctx.tile_set, ctx.rules)


def check_place_seen(view: CrosswordView, place: Place) -> Play:
    """:func:`check_place` from what the viewing player sees — their view's board and rack —,
    for a screen's preview (a network seat has no state, only views)."""
    rules = rules_for(view.rules)
    tile_set = tile_set_for(rules, view.players)
    layout = load_layout(view.board_id)
    return _check_place(view.board, view.rack or (), place, layout, tile_set, rules)


def _check_place(
    board: Board,
    rack: tuple[str, ...],
    place: Place,
    layout: Layout,
    tile_set: TileSet,
    rules: CrosswordRules,
) -> Play:
    play = make_play(board, place, layout, tile_set, rules, len(rack))
    missing = Counter(play.rack_tiles) - Counter(rack)
    if missing:
        raise Rejected(Reason.MISSING_TILES, word=place.word, tiles="".join(missing.elements()))
    return play


def check_words(play: Play, dictionary: Dictionary) -> None:
    """Refuse ``play`` (``UNKNOWN_WORD``, naming the words) when ``dictionary`` lacks any of
    its words."""
    bad = unknown_words(play, dictionary)
    if bad:
        raise Rejected(Reason.UNKNOWN_WORD, word=", ".join(bad), words=bad)


def dictionary_seen(view: CrosswordView) -> Dictionary:
    """The game's dictionary (the lexicon in use and the game's house rules) from a view."""
    return dictionary_for(view.language, view.extra_words, view.banned_words)


def _place(state: CrosswordState, player: PlayerId, place: Place) -> CrosswordState:
    ctx = context(state.setup)
    play = check_place(state, player, place)
    rack = state.racks[player].remove(play.rack_tiles)
    if ctx.challenge:
        return dataclasses.replace(
            state,
            board=board_after(state.board, play),
            racks=replace_at(state.racks, player, rack),
            pending=Pending(player, play),
            proposal=None,
        )
    check_words(play, ctx.dictionary)
    state = dataclasses.replace(state, racks=replace_at(state.racks, player, rack))
    return _score_play(state, player, play, board_after(state.board, play))


def _score_play(
    state: CrosswordState, player: PlayerId, play: Play, board: Board
) -> CrosswordState:
    """Score an accepted move, draw back up, and move on (or end the game)."""
    ctx = context(state.setup)
    drawn, bag = state.bag.draw(ctx.rules.rack_size - len(state.racks[player]))
    rack = state.racks[player].add(drawn)
    turn = Turn(
        player,
        PLACED,
        score=play.score,
        place=play.place,
        words=play.words,
        bingo=play.bingo,
        tiles=play.rack_tiles,
        count=len(play.tiles),
        hinted=state.hinted,
    )
    state = dataclasses.replace(
        state,
        hinted=False,
        board=board,
        bag=bag,
        racks=replace_at(state.racks, player, rack),
        move_scores=add_at(state.move_scores, player, play.score),
        turn=next_player(state, player),
        passes=0,
        proposal=None,
        pending=None,
        history=(*state.history, turn),
    )
    if not len(bag) and not len(rack):
        return _finish(state, went_out=player)
    return state


def _after_scoreless(
    state: CrosswordState, player: PlayerId, turn: Turn, *, pass_counts: bool
) -> CrosswordState:
    passes = state.passes + 1 if pass_counts else 0
    turn = dataclasses.replace(turn, hinted=state.hinted)
    state = dataclasses.replace(
        state,
        hinted=False,
        turn=next_player(state, player),
        passes=passes,
        proposal=None,
        pending=None,
        history=(*state.history, turn),
    )
    if passes >= context(state.setup).rules.passes_per_player * state.players:
        return _finish(state, went_out=None)
    return state


def _exchange(state: CrosswordState, player: PlayerId, action: Exchange) -> CrosswordState:
    rng = chance(state.setup.seed, state.chance_steps)
    back_first = context(state.setup).rules.exchange_back_first
    rack, bag = exchange(state.bag, state.racks[player], action, rng, back_first=back_first)
    state = dataclasses.replace(
        state,
        chance_steps=state.chance_steps + 1,
        bag=bag,
        racks=replace_at(state.racks, player, rack),
    )
    turn = Turn(player, EXCHANGED, tiles=tuple(action.tiles), count=len(action.tiles))
    return _after_scoreless(state, player, turn, pass_counts=False)


def _request_hint(state: CrosswordState, player: PlayerId) -> CrosswordState:
    if state.proposal is not None:
        raise Rejected(Reason.HINT_SHOWN)
    if state.hints_left[player] <= 0:
        raise Rejected(Reason.NO_HINTS_LEFT)
    ctx = context(state.setup)
    move = best_move(ctx.position(state.board), state.racks[player].tiles)
    if move is None:
        raise Rejected(Reason.NO_MOVE_FOUND)
    rack_size = len(state.racks[player])
    play = make_play(state.board, move.place, ctx.layout, ctx.tile_set, ctx.rules, rack_size)
    return dataclasses.replace(
        state,
        proposal=Proposal(player, play),
        hints_left=add_at(state.hints_left, player, -1),
        hinted=True,
    )


def _accept(state: CrosswordState) -> CrosswordState:
    assert state.pending is not None
    return _score_play(state, state.pending.player, state.pending.play, state.board)


def _challenge(state: CrosswordState, challenger: PlayerId) -> CrosswordState:
    assert state.pending is not None
    mover, play = state.pending.player, state.pending.play
    bad = unknown_words(play, context(state.setup).dictionary)
    if bad:
        board = state.board.with_tiles((t.square, EMPTY) for t in play.tiles)
        rack = state.racks[mover].add(play.rack_tiles)
        state = dataclasses.replace(state, board=board, racks=replace_at(state.racks, mover, rack))
        turn = Turn(mover, CHALLENGED_OFF, place=play.place, words=play.words)
        return _after_scoreless(state, mover, turn, pass_counts=True)
    state = _score_play(state, mover, play, state.board)
    if state.end is not None:
        return state
    return _after_scoreless(state, challenger, Turn(challenger, LOST_TURN), pass_counts=True)


def _finish(state: CrosswordState, went_out: PlayerId | None) -> CrosswordState:
    ctx = context(state.setup)
    left = [ctx.tile_set.sum_values(rack.tiles) for rack in state.racks]
    adjustments = [-value for value in left]
    if went_out is not None:
        adjustments[went_out] = ctx.rules.out_bonus + sum(left)
    end = GameEnd(
        went_out=went_out,
        racks=tuple(rack.tiles for rack in state.racks),
        adjustments=tuple(adjustments),
        overtime=overtime(state.setup, state.clock_ms),
    )
    return dataclasses.replace(state, end=end, proposal=None, pending=None)


# -- results and views ---------------------------------------------------------------------------
def outcome(state: CrosswordState) -> Outcome:
    totals = state.totals
    return Outcome(scores=totals, ranks=rank_by([(t,) for t in totals]))


def view(state: CrosswordState, player: PlayerId | None) -> CrosswordView:
    ctx = context(state.setup)
    own = player is not None and 0 <= player < state.players
    rack = state.racks[player].tiles if own and player is not None else None
    unseen = unseen_tiles(ctx.tile_set, state.board, rack or ())
    order = ctx.tile_set.alphabet + BLANK
    proposal = state.proposal if state.proposal and state.proposal.player == player else None
    options = state.setup.options
    return CrosswordView(
        player=player,
        rules=ctx.rules.id,
        language=ctx.rules.language,
        board_id=ctx.layout.id,
        players=state.players,
        board=state.board,
        rack=rack,
        rack_sizes=tuple(len(r) for r in state.racks),
        scores=state.totals,
        bag_count=len(state.bag),
        unseen=tuple((t, unseen[t]) for t in order if unseen[t]),
        turn=state.turn,
        to_act=tuple(sorted(to_act(state))),
        hints_left=state.hints_left,
        proposal=proposal,
        pending=state.pending,
        history=hide_exchanges(state.history, player),
        start_draws=state.start_draws,
        first_player=state.first_player,
        end=state.end,
        passes=state.passes,
        challenge=ctx.challenge,
        extra_words=tuple(options.get("extra_words", ())),
        banned_words=tuple(options.get("banned_words", ())),
        taken_back=hide_turns(state.taken_back, lambda turns: hide_exchanges(turns, player)),
        clock_ms=state.clock_ms if game_clock(state.setup).on else (),
        turn_ms=state.turn_ms,
    )


# -- random play (tests, the conformance suite) --------------------------------------------------
def random_action(state: CrosswordState, player: PlayerId, rng: random.Random) -> Action:
    """A random legal action: mostly a random legal placement; sometimes a hint, an exchange
    or a pass; in a challenge window, a challenge now and then."""
    if state.pending is not None:
        return Challenge() if rng.random() < 0.3 else Accept()
    if state.proposal is not None:
        return state.proposal.play.place if rng.random() < 0.5 else DismissHint()
    ctx = context(state.setup)
    rack = state.racks[player].tiles
    raws = generate_raw(ctx.position(state.board), rack)
    roll = rng.random()
    if raws and state.hints_left[player] > 0 and roll < 0.03:
        return RequestHint()
    if raws and roll < 0.9:
        return to_move(state.board, rng.choice(raws), ctx.dictionary.alphabet).place
    if len(state.bag) and roll < 0.95:
        count = rng.randint(1, ctx.rules.most_exchanged(len(rack), len(state.bag)))
        return Exchange("".join(rng.sample(rack, count)))
    return Pass()
