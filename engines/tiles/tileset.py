"""A tile set: which letters exist, how many of each, their values and bonuses.

The numbers live in ``resources/tiles/*.toml`` (see :mod:`engines.tiles.loader`); this module
is the validated, immutable in-memory form every game shares.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engines.tiles.errors import TileSetError, UnknownLetter

#: The blank tile ("mydełko"): stands for any letter, scores 0.
BLANK = "?"


@dataclass(frozen=True)
class TileKind:
    """One letter of a set: its ``value`` in points, how many tiles (``count``) and the 7 słów
    rare-card ``bonus`` (0 for common cards and for every other game)."""

    letter: str
    value: int
    count: int
    bonus: int = 0


@dataclass(frozen=True)
class DisplayNames:
    """A set's display name per language; ``names["pl"]`` works as well as ``names.pl``."""

    pl: str
    en: str

    def __getitem__(self, lang: str) -> str:
        if lang == "pl":
            return self.pl
        if lang == "en":
            return self.en
        raise KeyError(lang)


@dataclass(frozen=True)
class TileSet:
    """A validated tile set.

    ``kinds`` is kept in alphabet order with the blank last, whatever order it was given in,
    so equal sets compare equal and :meth:`tiles` has one fixed order. Letters of the alphabet
    that the set lacks (the vowels of 7 słów) have count, value and bonus 0.

    >>> s = TileSet("demo", DisplayNames("Próba", "Demo"), "abc",
    ...             (TileKind("c", 3, 1), TileKind(BLANK, 0, 1), TileKind("a", 1, 2)))
    >>> s.tiles()
    ('a', 'a', 'c', '?')
    >>> s.value("C"), s.value(BLANK), s.count("b"), s.total_tiles, s.total_value
    (3, 0, 0, 4, 5)
    >>> s.values_of("cab")
    (3, 1, 0)
    """

    id: str
    names: DisplayNames
    alphabet: str
    kinds: tuple[TileKind, ...]
    #: ``"pl"`` or ``"en"``: which lexicon the set is played with.
    language: str = "pl"
    #: The player count the set was built for, when its blank count depends on it (else None).
    players: int | None = None
    _by_letter: dict[str, TileKind] = field(
        init=False, repr=False, compare=False, hash=False, default_factory=dict
    )
    _values_by_alphabet: dict[str, tuple[int, ...]] = field(
        init=False, repr=False, compare=False, hash=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        if not self.id:
            raise TileSetError("a tile set needs a non-empty id")
        where = f"tile set {self.id!r}"
        self._check_alphabet(where)
        kinds = tuple(self.kinds)
        by_letter: dict[str, TileKind] = {}
        for kind in kinds:
            letter = kind.letter
            if not isinstance(letter, str) or len(letter) != 1:
                raise TileSetError(f"{where}: a letter must be one character, got {letter!r}")
            if letter != letter.lower():
                raise TileSetError(f"{where}: letters are stored lowercase, got {letter!r}")
            if letter != BLANK and letter not in self.alphabet:
                raise TileSetError(
                    f"{where}: unknown letter {letter!r} (not in alphabet {self.alphabet!r})"
                )
            if letter in by_letter:
                raise TileSetError(f"{where}: duplicate letter {letter!r}")
            for name in ("value", "count", "bonus"):
                number = getattr(kind, name)
                if not isinstance(number, int) or isinstance(number, bool):
                    raise TileSetError(f"{where}: {letter!r}: {name} must be an integer")
                if number < 0:
                    raise TileSetError(f"{where}: {letter!r}: negative {name} {number}")
            if letter == BLANK and (kind.value or kind.bonus):
                raise TileSetError(f"{where}: the blank scores 0 (value and bonus must be 0)")
            by_letter[letter] = kind
        order = {letter: i for i, letter in enumerate(self.alphabet + BLANK)}
        object.__setattr__(self, "kinds", tuple(sorted(kinds, key=lambda k: order[k.letter])))
        object.__setattr__(self, "_by_letter", by_letter)

    def _check_alphabet(self, where: str) -> None:
        alphabet = self.alphabet
        if not isinstance(alphabet, str) or not alphabet:
            raise TileSetError(f"{where}: the alphabet must be a non-empty string")
        if len(set(alphabet)) != len(alphabet):
            raise TileSetError(f"{where}: the alphabet repeats a letter: {alphabet!r}")
        if alphabet != alphabet.lower() or BLANK in alphabet or not alphabet.isalpha():
            raise TileSetError(
                f"{where}: the alphabet must be lowercase letters only, got {alphabet!r}"
            )

    def kind(self, letter: str) -> TileKind:
        """The kind of ``letter`` (case-insensitive); a zero kind for an alphabet letter the set
        lacks; :class:`UnknownLetter` for anything else."""
        key = letter.lower()
        found = self._by_letter.get(key)
        if found is not None:
            return found
        if len(key) == 1 and (key in self.alphabet or key == BLANK):
            return TileKind(key, 0, 0)
        raise UnknownLetter(letter, self.id)

    def value(self, letter: str) -> int:
        """Points for one tile of ``letter``; the blank scores 0."""
        return self.kind(letter).value

    def values_of(self, alphabet: str) -> tuple[int, ...]:
        """The value of each letter of ``alphabet``, in its order (kept per alphabet: the move
        generator asks on every call)."""
        found = self._values_by_alphabet.get(alphabet)
        if found is None:
            found = tuple(self.value(letter) for letter in alphabet)
            self._values_by_alphabet[alphabet] = found
        return found

    def bonus(self, letter: str) -> int:
        """The 7 słów rare-card bonus of ``letter`` (0 for common cards and other sets)."""
        return self.kind(letter).bonus

    def count(self, letter: str) -> int:
        """How many tiles of ``letter`` the set holds."""
        return self.kind(letter).count

    def counts(self) -> dict[str, int]:
        """Letter → number of tiles, in :attr:`kinds` order (zero counts left out)."""
        return {k.letter: k.count for k in self.kinds if k.count}

    def tiles(self) -> tuple[str, ...]:
        """The full multiset, one entry per tile, alphabet order then blanks: the unshuffled bag."""
        return tuple(k.letter for k in self.kinds for _ in range(k.count))

    def sum_values(self, tiles: Iterable[str]) -> int:
        """Sum of the values of ``tiles`` (blanks 0): what a rack left at the end costs."""
        return sum(self.value(t) for t in tiles)

    @property
    def blanks(self) -> int:
        """How many blanks the set holds."""
        return self.count(BLANK)

    @property
    def total_tiles(self) -> int:
        """Number of tiles in the full set."""
        return sum(k.count for k in self.kinds)

    @property
    def total_value(self) -> int:
        """Sum of the values of all tiles in the full set."""
        return sum(k.count * k.value for k in self.kinds)
