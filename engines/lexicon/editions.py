"""Editions of the shipped lexicon: a saved game is judged with the words it was played with.

The shipped word lists change from release to release (pieces of foreign phrases and
abbreviations dropped, regular forms added), and a game saved by an older release holds words
that the current list may lack (``pia``, ``ms``) or challenges that the current list would
judge otherwise. Each shipped state of a language's list is an *edition*: a version number,
the SHA-256 of ``LANG.dawg`` (its checksum) and, for Polish, the SHA-256 of the forms the letter
puzzles refuse by word class (:data:`REFUSED_FILE`). ``resources/lexicon/editions/`` keeps
``editions.json`` (every edition) and, per edition after the first, what it changed since the one
before (``LANG-N.txt.xz``: ``+word``, ``-word``, ``+!form``, ``-!form``), written by
``tools/lexicon_edition.py``. From them any past edition is the current list plus the words it
had that the current one lacks, minus the words it lacked (:class:`EditionLexicon`, made in a
fraction of a second and kept).

An :class:`EditionLexicon` answers ``word in lexicon`` exactly as the edition did. Walking
(move generators, searches) goes through the current list's DAWG; the crossword game's and the
letter puzzles' dictionaries add the edition's words to it and take the others away
(:class:`engines.crossword.words.Dictionary`), so their hints and searches are the edition's
too. Which edition judges which move of a game is the record's business
(:mod:`engines.records.record`).
"""

from __future__ import annotations

import hashlib
import json
import lzma
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from engines.lexicon.lexicon import (
    Lexicon,
    LexiconError,
    lexicon_dir,
    lexicons_in_use,
    own_lexicons,
    shipped_lexicon,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

EDITIONS_FOLDER = "editions"
EDITIONS_FILE = "editions.json"
#: The shipped Polish forms the letter puzzles refuse by word class (written by the build).
REFUSED_FILE = "puzzle-refused-pl.txt"


@dataclass(frozen=True)
class Edition:
    """One recorded edition of a language's shipped list (``editions.json``)."""

    lang: str
    version: int
    #: SHA-256 of the edition's ``LANG.dawg``.
    checksum: str
    #: SHA-256 of its :data:`REFUSED_FILE` (Polish; None: none shipped yet, or not Polish).
    refused: str | None
    words: int
    #: The commit that shipped it (None: recorded before it was committed) and its date.
    commit: str | None
    date: str


def editions_dir() -> Path:
    return lexicon_dir() / EDITIONS_FOLDER


def diff_name(lang: str, version: int) -> str:
    """The file of what edition ``version`` changed since the one before."""
    return f"{lang}-{version}.txt.xz"


def refused_forms_of(text: str) -> frozenset[str]:
    """The forms of a :data:`REFUSED_FILE`'s text (comments and blank lines skipped)."""
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#"))


@cache
def shipped_refused_forms() -> frozenset[str]:
    """The current shipped Polish forms refused by class (read once)."""
    return refused_forms_of((lexicon_dir() / REFUSED_FILE).read_text("utf-8"))


@cache
def editions(lang: str) -> tuple[Edition, ...]:
    """The recorded editions of ``lang``, oldest first (empty for an unknown language)."""
    data = json.loads((editions_dir() / EDITIONS_FILE).read_text("utf-8"))
    return tuple(
        Edition(
            lang=lang,
            version=int(entry["version"]),
            checksum=str(entry["checksum"]),
            refused=None if entry.get("refused") is None else str(entry["refused"]),
            words=int(entry["words"]),
            commit=None if entry.get("commit") is None else str(entry["commit"]),
            date=str(entry["date"]),
        )
        for entry in data.get(lang, ())
    )


def _file_sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


@cache
def shipped_checksums(lang: str) -> tuple[str | None, str | None]:
    """The SHA-256 of the shipped ``LANG.dawg`` and (Polish) of :data:`REFUSED_FILE`."""
    folder = lexicon_dir()
    refused = _file_sha256(folder / REFUSED_FILE) if lang == "pl" else None
    return _file_sha256(folder / f"{lang}.dawg"), refused


def current_edition(lang: str) -> Edition | None:
    """The recorded edition that the shipped files are (None: they are no recorded edition,
    which a test forbids; ``tools/lexicon_edition.py`` records them)."""
    checksum, refused = shipped_checksums(lang)
    found = editions(lang)
    if found and (found[-1].checksum, found[-1].refused) == (checksum, refused):
        return found[-1]
    return None


def find_edition(lang: str, version: int, checksum: str) -> Edition | None:
    """The recorded edition with this version and checksum (None: this app does not know it —
    a newer release's, or a development build's)."""
    for each in editions(lang):
        if each.version == version and each.checksum == checksum:
            return each
    return None


class EditionLexicon(Lexicon):
    """A past edition of the shipped list: ``base`` (the current one) plus ``extra`` (the
    edition's words ``base`` lacks) minus ``missing`` (``base``'s words it lacked). Membership
    is the edition's; walking is ``base``'s (see the module)."""

    def __init__(
        self,
        base: Lexicon,
        edition: Edition,
        extra: frozenset[str],
        missing: frozenset[str],
        refused: frozenset[str],
    ) -> None:
        super().__init__(base.lang, base.packed, base.membership)
        self.base = base
        self.edition = edition
        self.extra = extra
        self.missing = missing
        #: The forms the letter puzzles refused by class in this edition.
        self.refused = refused
        self.word_count = base.word_count + len(extra) - len(missing)

    def __repr__(self) -> str:
        return f"<Lexicon {self.lang} edition {self.edition.version}: {self.word_count} words>"

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        return word in self.extra or (word not in self.missing and word in self.base)

    def edge_letters(self) -> npt.NDArray[np.uint8]:
        return self.base.edge_letters()


def _read_diff(lang: str, version: int) -> list[str]:
    path = editions_dir() / diff_name(lang, version)
    try:
        return lzma.decompress(path.read_bytes()).decode("utf-8").splitlines()
    except (OSError, lzma.LZMAError, UnicodeDecodeError) as error:
        raise LexiconError(f"cannot read lexicon edition {lang} {version}: {error}") from error


@lru_cache(maxsize=4)
def edition_lexicon(lang: str, version: int) -> Lexicon:
    """The lexicon of recorded edition ``version``: the shipped one when it is the current
    edition, else an :class:`EditionLexicon` made from the differences recorded since."""
    known = {each.version: each for each in editions(lang)}
    if version not in known:
        raise LexiconError(f"no lexicon edition {lang} {version} is recorded")
    current = current_edition(lang)
    if current is not None and current.version == version:
        return shipped_lexicon(lang)
    newest = current.version if current is not None else max(known)
    extra: set[str] = set()
    missing: set[str] = set()
    refused = set(shipped_refused_forms()) if lang == "pl" else set()
    # Back from the newest edition: undo each edition's changes down to ``version``.
    for step in range(newest, version, -1):
        for line in _read_diff(lang, step):
            if line.startswith("+!"):
                refused.discard(line[2:])
            elif line.startswith("-!"):
                refused.add(line[2:])
            elif line.startswith("+"):
                word = line[1:]
                if word in extra:
                    extra.discard(word)
                else:
                    missing.add(word)
            elif line.startswith("-"):
                word = line[1:]
                if word in missing:
                    missing.discard(word)
                else:
                    extra.add(word)
    return EditionLexicon(
        shipped_lexicon(lang),
        known[version],
        frozenset(extra),
        frozenset(missing),
        frozenset(refused),
    )


def refused_forms_for(lexicon: Lexicon) -> frozenset[str]:
    """The shipped forms refused by class that go with ``lexicon``: its edition's for a past
    edition, the current ones otherwise."""
    if isinstance(lexicon, EditionLexicon):
        return lexicon.refused
    return shipped_refused_forms()


@contextmanager
def judged_with(lexicon: Lexicon) -> Iterator[None]:
    """Within, this thread's games of ``lexicon``'s language use ``lexicon`` (a past edition
    while a move recorded with it is replayed); nothing changes for other threads."""
    with own_lexicons({**lexicons_in_use(), lexicon.lang: lexicon}):
        yield
