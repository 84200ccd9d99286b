"""What differs between the rule sets ``jawa`` and ``wordsmith``, as data (GAMES.md §3).

Everything here is a number or a name the rules functions read; nothing below the rules looks
at the rule-set id. Decisions the rulebooks leave open are marked so.

House-rule word lists (options ``extra_words`` and ``banned_words``) are free lists of words, but
:class:`engines.core.OptionSpec` lists its allowed values and :func:`engines.core.resolve_setup`
asks ``value in spec.allowed``. Their ``allowed`` is therefore a :class:`WordListValues`: a
tuple holding only the empty list (what a launcher's option box shows) whose ``in`` accepts any
list of words of the rule set's alphabet (:func:`is_word_list`). The game stores them in the
setup as sorted tuples of lowercase words (:func:`normalise_word_list`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engines.core import OptionSpec, Text
from engines.game_clock import OPTIONS as CLOCK_OPTIONS
from engines.lexicon import ALPHABETS, MAX_WORD_LENGTH
from engines.take_backs import take_backs_option
from engines.tile_turns import CHALLENGE
from engines.tiles import TileSet, load_tile_set

#: A house-rule list longer than this is surely a mistake (a whole dictionary pasted in).
MAX_HOUSE_WORDS = 5000


@dataclass(frozen=True)
class CrosswordRules:
    id: str
    language: str
    tile_set: str
    board: str
    rack_size: int
    #: Tiles the first move must place (jawa: "trzy lub więcej kamieni").
    first_move_min_tiles: int
    min_word_length: int
    #: Tiles that make a bingo and its bonus (added after the premiums).
    bingo_tiles: int
    bingo_bonus: int
    #: Bonus for the player who goes out, on top of the others' rack sums.
    out_bonus: int
    #: ``"draw"``: the tile nearest A starts (blank before A, ties draw again); ``"seat"``:
    #: the first seat starts.
    starter: str
    #: The game ends when this many passes in a row have been made by every player.
    passes_per_player: int
    #: Hints per player by default (wordsmith: 3; jawa has none unless players agree on some).
    default_hints: int
    #: Whether a move that empties a rack of fewer than ``bingo_tiles`` tiles (near the end)
    #: earns the bingo too.
    bingo_empties_rack: bool = False
    #: Exchanges: ``False`` — the bag must hold as many tiles as are exchanged (draw first, then
    #: the returned tiles go in); ``True`` — the bag must hold one tile, the returned tiles go
    #: in first, then the draw.
    exchange_back_first: bool = False

    def most_exchanged(self, rack_size: int, bag_count: int) -> int:
        """How many tiles of a rack may go back at once (0: no exchange with an empty bag)."""
        if not bag_count:
            return 0
        return rack_size if self.exchange_back_first else min(rack_size, bag_count)

    @property
    def main_word_holds_tile(self) -> bool:
        """Crossword moves may merely touch the tiles on the board (parallel plays)."""
        return False


JAWA = CrosswordRules(
    id="jawa",
    language="pl",
    tile_set="crossword_jawa",
    board="standard",
    rack_size=7,
    first_move_min_tiles=3,
    min_word_length=2,
    bingo_tiles=7,
    bingo_bonus=40,
    out_bonus=10,
    starter="draw",
    passes_per_player=2,
    default_hints=0,
)

WORDSMITH = CrosswordRules(
    id="wordsmith",
    language="en",
    tile_set="crossword_wordsmith",
    board="standard",
    rack_size=7,
    first_move_min_tiles=2,  # a word has at least 2 letters and the board is empty
    min_word_length=2,
    bingo_tiles=7,
    bingo_bonus=25,
    # seed 002: "wszystkie płytki ze stojaka" — also a rack of fewer than 7 near the end.
    bingo_empties_rack=True,
    # seed 002: an exchange while the bag holds at least one tile, returned tiles in first.
    exchange_back_first=True,
    out_bonus=0,
    starter="seat",  # decision: the online game has no draw; the first seat starts
    passes_per_player=2,
    default_hints=3,
)

RULE_SETS: dict[str, CrosswordRules] = {JAWA.id: JAWA, WORDSMITH.id: WORDSMITH}


def rules_for(rules_id: str) -> CrosswordRules:
    return RULE_SETS[rules_id]


def tile_set_for(rules: CrosswordRules, players: int) -> TileSet:
    """The tile set of ``rules`` (wordsmith has one blank per player)."""
    return load_tile_set(rules.tile_set, players=players)


# -- house-rule word lists -----------------------------------------------------------------------
def is_word_list(value: object, alphabet: str) -> bool:
    """Whether ``value`` is a list (or tuple) of words of ``alphabet`` (any case), each of at
    most :data:`engines.lexicon.MAX_WORD_LENGTH` letters (the lexicon built from the extra
    words could not hold a longer one)."""
    if not isinstance(value, list | tuple) or len(value) > MAX_HOUSE_WORDS:
        return False
    return all(
        isinstance(word, str)
        and 0 < len(word.strip()) <= MAX_WORD_LENGTH
        and set(word.strip().lower()) <= set(alphabet)
        for word in value
    )


def normalise_word_list(value: object) -> tuple[str, ...]:
    """A checked word list as the game stores it: sorted, lowercase, no repeats."""
    assert isinstance(value, list | tuple)
    return tuple(sorted({str(word).strip().lower() for word in value}))


class WordListValues(tuple[Any, ...]):
    """The ``allowed`` of a word-list option: shows one value, ``()``, accepts any word list."""

    alphabet: str

    def __new__(cls, alphabet: str) -> WordListValues:
        values = super().__new__(cls, ((),))
        values.alphabet = alphabet
        return values

    def __contains__(self, value: object) -> bool:
        return is_word_list(value, self.alphabet)


def word_list_option(key: str, label: Text, language: str) -> OptionSpec:
    return OptionSpec(
        key=key,
        label=label,
        default=(),
        allowed=WordListValues(ALPHABETS[language]),
        value_labels=(Text("brak", "none"),),
    )


def hints_option(default: int) -> OptionSpec:
    return OptionSpec(
        key="hints",
        label=Text("Podpowiedzi na gracza", "Hints per player"),
        default=default,
        allowed=(0, 1, 2, 3, 5),
    )


def options_for(rules: CrosswordRules) -> tuple[OptionSpec, ...]:
    extra = word_list_option(
        "extra_words", Text("Dodatkowe dozwolone słowa", "Extra allowed words"), rules.language
    )
    banned = word_list_option(
        "banned_words", Text("Zakazane słowa", "Banned words"), rules.language
    )
    # Both rule sets offer challenge mode (wordsmith since issue #28, off by default as online,
    # where the dictionary refuses a word and it may be changed with no penalty).
    take_backs = take_backs_option(TAKE_BACK_RULES[rules.id])
    return (hints_option(rules.default_hints), CHALLENGE, extra, banned, take_backs, *CLOCK_OPTIONS)


#: The rule of each rule set's rulebook that a take-back relaxes (for the new-game dialog).
TAKE_BACK_RULES = {
    "jawa": Text(
        "Instrukcja nie przewiduje cofania ułożonego słowa; pozwala na to tylko jako na własną "
        "zasadę: „Gracze mogą wprowadzać własne zasady gry, które należy ustalić przed "
        "rozpoczęciem gry”.",
        "The rulebook has no taking back of a word laid; only as a house rule: players may add "
        "rules of their own, agreed before the game.",
    ),
    "wordsmith": Text(
        "Zasady: „Wraz z zakończeniem ruchu, zmiana położenia liter na planszy jest niemożliwa” "
        "(chyba że słowa nie ma w słowniku). Cofnięcie ruchu to zasada domowa.",
        "The rules: once a move ends the letters on the board cannot be moved (unless the word "
        "is not in the dictionary). Taking back a move is a house rule.",
    ),
}
