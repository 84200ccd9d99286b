"""Słówka (GAMES.md §2): words read as paths of tokens on a 7×7 board with bonus squares.

Game id ``slowka``, rule set ``standard``, 2–4 players, options ``challenge`` (False: the
lexicon refuses a wrong word before it is played; True: any other player may challenge it until
the next player goes on), ``reading`` (``any``: a word steps through sides and corners, the
default; ``side``: sides only — and what a saved game without the option was played with) and
``failed_challenge`` (``free``: challenging a right word costs nothing; ``lose_turn``: only the
next player may challenge, at the cost of a turn — what a saved game without it had),
``take_backs`` (taking back a move: :mod:`engines.take_backs`) and the
game clock's ``clock``, ``clock_minutes`` and ``move_seconds`` (:mod:`engines.game_clock`).

Modules: :mod:`.rulesets` (the numbers), :mod:`.board` (layout from
``resources/boards/slowka.toml``, square names, the tokens on the board), :mod:`.actions`,
:mod:`.moves` (path rules and scoring), :mod:`.rules` and :mod:`.state` (the game),
:mod:`.movegen` (every legal move: a DAWG walk along board paths, compiled in
``_movegen_compiled.pyx`` where a C compiler was there), :mod:`.computer` and
:mod:`.simulation` (the strong player's look-ahead),
:mod:`.solver` and ``python -m engines.slowka solve``.

Public API (for screens)
------------------------
Squares are ints ``row * 7 + column`` from the top left; their names are ``a1``–``g7`` (column
letter left to right, row number top to bottom): ``Layout.name(square)``, ``Layout.parse(name)``.
``load_layout()`` gives the :class:`~.board.Layout`: ``size`` 7, ``start`` (d4), ``bonuses``
(square → 10 or 5 points), ``is_light(square)``, ``neighbours(square)`` (by a side),
``light_neighbours(square)``, ``touching(square, reading)`` (the squares a word may step to).

:class:`~.board.Board` (``view.board``): ``cells``, one character per square — ``#`` bonus,
``.`` empty light square, a lowercase letter a token; ``letter(square)`` (None when no token),
``is_empty(square)``, ``tiles()`` → (square, letter), ``rows()`` (the solver's text, uppercase).

``game.view(state, player)`` → :class:`~.state.SlowkaView`: ``player``, ``rules``,
``board_id``, ``players``, ``board``, ``rack`` (this player's tokens as lowercase letters; None in
the public view), ``rack_sizes``, ``scores``, ``best_words`` (each player's best word, the
tie-break), ``pool_count``, ``unseen`` ((letter, count) the player cannot see), ``turn``,
``to_act``, ``pending`` (challenge mode: :class:`~.state.Pending` ``player`` + ``play``, the move
on the board waiting for Challenge/Accept), ``challengers`` (who may challenge it now),
``history`` (the score sheet: :class:`~.state.Turn`
``player``, ``kind`` — ``place``, ``exchange``, ``pass``, ``challenged_off``, ``lost_turn`` —,
``play``, ``tiles`` (others' exchanges hidden), ``count``, ``score``), ``start_draws`` (the
who-starts rounds: per player the token drawn or None), ``first_player``, ``start_tile``,
``idle_turns``, ``end`` (:class:`~.state.GameEnd` ``reason``: ``board_full`` or
``no_placements``; None while playing), ``challenge``, ``reading``. :func:`.state.taken_bonuses`
``(view.history)`` gives each surrounded bonus square's taker; the last move is the last
``history`` entry's ``play`` (its ``placed`` squares).

A :class:`~.moves.Play` (in ``Turn.play`` and ``Pending.play``): ``place``, ``squares`` (the path,
ints), ``placed`` ((square, letter) of the tokens placed), ``word``, ``word_score``,
``bonus_squares`` (the bonus squares it surrounded), ``bonus``, ``score`` (word + bonus),
``tiles``.

Actions (:mod:`.actions`; ``str(action)`` and ``action_from_text`` round-trip):

* ``Place(path, word)`` — text ``d4-d5-e5-e6-e7 NOŻYK``: the word's squares in reading order
  joined by ``-`` and the word; the empty squares of the path get the player's tokens. Build it
  with ``Place.of(["d4", "d5"], "no")``, or from laid tokens and a traced path with
  :func:`.moves.trace` ``(board, layout, laid: {square: letter}, path: [square], reading)``;
  :func:`.moves.check_tokens` checks laid tokens alone (for live feedback while laying);
  :func:`.rules.check_place` ``(state, player, place)`` gives the scored :class:`Play` without
  asking the lexicon (a running score; :func:`.rules.check_play` ``(setup, view.board,
  Rack(view.rack), place)`` the same from a player's view), :func:`.rules.is_word` the
  lexicon's answer.
* ``Exchange(tiles)`` — ``EXCHANGE AĘ``: 1–6 of one's tokens, while the pool holds as many.
* ``Pass()`` — ``PASS``.
* ``Challenge()`` / ``Accept()`` — ``CHALLENGE`` / ``ACCEPT``: challenge mode; the next player
  accepts ``pending`` (closing the window) or challenges it, any of ``view.challengers`` may
  challenge it (``game.optional_actors(state)``: those of them the game does not wait for).
* ``TakeBack()`` — ``TAKE BACK``: the player's last move and the replies after it undone
  (``view.taken_back`` keeps them on show).
* From ``SYSTEM`` under a game clock: ``TimeUsed(player, ms)`` — ``TIME 1 61500`` — and, under a
  per-move limit, ``TimeUp(player)`` — ``TIME UP 1`` (``view.clock_ms``: each clock's time).

Refusals (:class:`engines.core.Reason`, details in brackets): ``BAD_SQUARE`` (square),
``BONUS_SQUARE`` (square), ``PATH_NOT_ADJACENT`` (square, next: side-only reading),
``PATH_NOT_TOUCHING`` (square, next: not even a corner), ``PATH_REPEATS_SQUARE`` (square),
``TILE_MISMATCH`` (square, letter), ``NO_NEW_TILES``, ``NO_OLD_TILE``, ``NOT_CONNECTED``
(square: a placed token no side contact joins to the board), ``EMPTY_WORD``,
``LETTERS_NOT_IN_ALPHABET`` (word, letters), ``PATH_LENGTH_MISMATCH`` (squares, letters),
``MISSING_TILES`` (word, tiles), ``UNKNOWN_WORD`` (word); while laying and tracing
(:func:`.moves.check_tokens`, :func:`.moves.trace`) also ``SQUARE_TAKEN`` (square),
``EMPTY_SQUARE_IN_PATH`` (square),
``TILE_NOT_IN_WORD`` (square: a laid token left out of the word); exchange: ``EMPTY_EXCHANGE``,
``MISSING_TILES``, ``NOT_ENOUGH_IN_BAG`` (requested, available); turn order: ``GAME_OVER``,
``NOT_YOUR_TURN``, ``CHALLENGE_PENDING``, ``NOTHING_TO_CHALLENGE``; a take-back:
``TAKE_BACK_NOT_ALLOWED``, ``NOTHING_TO_TAKE_BACK``, ``GAME_OVER``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.catalogue import game_info
from engines.core import (
    Action,
    ComputerPlayer,
    Game,
    MoveAnalysis,
    Outcome,
    PlayerId,
    Setup,
    plain_level,
    resolve_setup,
)
from engines.registry import register
from engines.slowka.actions import ACTION_TYPES
from engines.slowka.rulesets import OPTIONS, STANDARD
from engines.slowka.state import SlowkaState, SlowkaView

# The rules, the move search, the computer players, the analysis and the audit are imported
# when first used: the launcher lists the games (this module) at start-up, before its window
# shows (benchmarks/launcher_start.py).

INFO = game_info("slowka", {STANDARD.id: OPTIONS})


class SlowkaGame(Game[SlowkaState]):
    info = INFO
    action_types = ACTION_TYPES

    def new_game(self, setup: Setup) -> SlowkaState:
        from engines.slowka import rules

        return rules.new_game(resolve_setup(self.info, setup))

    def to_act(self, state: SlowkaState) -> frozenset[PlayerId]:
        from engines.slowka import rules

        return rules.to_act(state)

    def optional_actors(self, state: SlowkaState) -> frozenset[PlayerId]:
        from engines.slowka import rules

        return frozenset(rules.challengers(state)) - rules.to_act(state)

    def apply(self, state: SlowkaState, player: PlayerId, action: Action) -> SlowkaState:
        from engines.slowka import rules

        return rules.apply(state, player, action)

    def random_action(self, state: SlowkaState, player: PlayerId, rng: random.Random) -> Action:
        from engines.slowka import rules

        return rules.random_action(state, player, rng)

    def is_over(self, state: SlowkaState) -> bool:
        return state.end is not None

    def scores(self, state: SlowkaState) -> tuple[int, ...]:
        return state.totals

    def outcome(self, state: SlowkaState) -> Outcome:
        from engines.slowka import rules

        return rules.outcome(state)

    def view(self, state: SlowkaState, player: PlayerId | None) -> SlowkaView:
        from engines.slowka import rules

        return rules.view(state, player)

    def computer(self, level: str) -> ComputerPlayer:
        from engines.slowka.computer import SlowkaComputer

        level = plain_level(level)  # mistrz: strong, which simulates already
        return SlowkaComputer(level)

    def audit(self, state: SlowkaState) -> list[str]:
        from engines.slowka.audit import audit

        return audit(state)

    def analyse(
        self,
        state: SlowkaState,
        player: PlayerId,
        action: Action,
        *,
        search: bool = False,
        should_stop: Callable[[], bool] = lambda: False,
    ) -> MoveAnalysis | None:
        from engines.slowka.analysis import analyse

        return analyse(state, player, action, search=search)


GAME: Any = register(SlowkaGame())
