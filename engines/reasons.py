"""Why the rules refuse an action or a setup: a typed :class:`Reason` and the facts that explain
it, which the GUI translates (never a string built in an engine).

Part of the engine interface (:mod:`engines.core` exports both names); a module of its own so
that :mod:`engines.game_info` needs nothing more (the launcher imports it at start-up).
"""

from __future__ import annotations

import enum
from typing import Any


class Reason(enum.Enum):
    """Why an action was refused; the GUI turns each into a translated sentence."""

    UNKNOWN_RULES = "unknown_rules"
    BAD_PLAYER_COUNT = "bad_player_count"
    BAD_OPTION = "bad_option"
    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    #: A player id that is no seat of this game (not a whole number, or out of range).
    BAD_PLAYER = "bad_player"
    #: An action whose fields are not of the types it declares (a damaged record, a bug).
    BAD_ACTION = "bad_action"
    ALREADY_SUBMITTED = "already_submitted"
    UNKNOWN_ACTION = "unknown_action"
    EMPTY_WORD = "empty_word"
    UNKNOWN_WORD = "unknown_word"
    LETTERS_NOT_IN_ALPHABET = "letters_not_in_alphabet"
    MISSING_TILES = "missing_tiles"
    TOO_SHORT = "too_short"
    NOT_ENOUGH_IN_BAG = "not_enough_in_bag"
    # 7 słów
    WRONG_PHASE = "wrong_phase"
    REPEATED_WORD = "repeated_word"
    SAME_FAMILY = "same_family"
    BAD_TIME = "bad_time"
    NOT_CHALLENGEABLE = "not_challengeable"
    ALREADY_CHALLENGED = "already_challenged"
    #: PORADA: no word of the player's that a challenge struck and that may still be changed.
    NOTHING_TO_CORRECT = "nothing_to_correct"
    #: PORADA: the new word is not clearly the one written (``written``, ``word``).
    NOT_THE_MEANT_WORD = "not_the_meant_word"
    AREA_SIZE = "area_size"
    CARD_NOT_IN_DECK = "card_not_in_deck"
    TOO_MANY_OF_LETTER = "too_many_of_letter"
    TOO_MANY_RARE = "too_many_rare"
    # the crossword game
    BAD_SQUARE = "bad_square"
    OFF_BOARD = "off_board"
    NOT_IN_LINE = "not_in_line"
    GAP = "gap"
    SQUARE_TAKEN = "square_taken"
    TILE_MISMATCH = "tile_mismatch"
    NO_NEW_TILES = "no_new_tiles"
    NOT_WHOLE_WORD = "not_whole_word"
    WORD_TOO_SHORT = "word_too_short"
    NOT_CONNECTED = "not_connected"
    FIRST_MOVE_NOT_ON_CENTRE = "first_move_not_on_centre"
    FIRST_MOVE_TOO_SHORT = "first_move_too_short"
    EMPTY_EXCHANGE = "empty_exchange"
    NO_HINTS_LEFT = "no_hints_left"
    HINT_SHOWN = "hint_shown"
    NO_HINT_SHOWN = "no_hint_shown"
    NO_MOVE_FOUND = "no_move_found"
    NOTHING_TO_CHALLENGE = "nothing_to_challenge"
    CHALLENGE_PENDING = "challenge_pending"
    # Słówka
    BONUS_SQUARE = "bonus_square"
    #: Side-only reading: two squares of the path that do not share a side.
    PATH_NOT_ADJACENT = "path_not_adjacent"
    #: Reading through sides and corners: two squares of the path that do not touch at all.
    PATH_NOT_TOUCHING = "path_not_touching"
    #: A path of ``squares`` squares read as a word of ``letters`` letters.
    PATH_LENGTH_MISMATCH = "path_length_mismatch"
    PATH_REPEATS_SQUARE = "path_repeats_square"
    EMPTY_SQUARE_IN_PATH = "empty_square_in_path"
    TILE_NOT_IN_WORD = "tile_not_in_word"
    NO_OLD_TILE = "no_old_tile"
    # the letter puzzles
    #: A word of a class the puzzles do not count (conjunction, particle, interjection...).
    WORD_CLASS = "word_class"
    # taking back a move (engines.take_backs)
    #: The rule set's ``take_backs`` option does not allow it here (``rule``: the option).
    TAKE_BACK_NOT_ALLOWED = "take_back_not_allowed"
    NOTHING_TO_TAKE_BACK = "nothing_to_take_back"
    # a network game's host
    #: The host could not save the action (a full disk: ``why``); nothing was played, the
    #: player may try again.
    NOT_SAVED = "not_saved"


class Rejected(ValueError):
    """An action (or setup) the rules refuse: a reason plus the facts that explain it."""

    def __init__(self, reason: Reason, **details: Any) -> None:
        super().__init__(reason.value, details)
        self.reason = reason
        self.details: dict[str, Any] = details

    def __repr__(self) -> str:
        return f"Rejected({self.reason}, {self.details})"
