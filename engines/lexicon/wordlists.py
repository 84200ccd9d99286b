"""Players' own word lists: installed from a text file, compiled like the shipped lexicon.

A list lives in ``DATA/lexicons/NAME/`` (``DATA`` is the app's data folder,
:func:`engines.data_dir.default_data_dir`): ``words.dawg`` (the walkable DAWG),
``words.dawgdic`` (the membership DAWG) and ``manifest.json`` (name, language, word count, the
checksum of the compiled words and of the source file). It loads as fast as the shipped lexicon.

Installing reads a UTF-8 file (with or without a BOM, LF or CRLF, any letter case, one word a
line, blank lines ignored, at most :data:`MAX_WORD_LIST_BYTES`) and refuses the whole file, with
the line, when a line holds anything but the language's letters or a word longer than
:data:`engines.lexicon.MAX_WORD_LENGTH`; it builds in a hidden temporary folder beside the others
and renames it into place, so a refused, failed or cancelled install leaves nothing behind
(and one a crash or a kill cut short is removed by a later install, once it is an hour old).

A game records the list it uses (:class:`engines.core.WordListRef`: name and checksum);
:func:`use_word_list` makes it the lexicon every game and computer player asks for through
:func:`engines.lexicon.load_lexicon`, or raises :class:`WordListUnavailable` when it has been
removed or replaced.
"""

from __future__ import annotations

import contextlib
import enum
import hashlib
import json
import os
import re
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path

import dawg as dawg2

from engines.core import Cancelled, WordListRef
from engines.data_dir import default_data_dir
from engines.lexicon.dawg import DawgFormatError, PackedDawg, build_sorted
from engines.lexicon.lexicon import (
    MAX_WORD_LENGTH,
    Lexicon,
    LexiconError,
    _alphabet,
    lexicons_in_use,
    own_lexicons,
    shipped_lexicon,
    use_lexicon,
)
from engines.text_input import BadText, checked_text

#: The folder of the lists inside the app's data folder.
LISTS_FOLDER = "lexicons"
WALK_FILE = "words.dawg"
MEMBERSHIP_FILE = "words.dawgdic"
MANIFEST_FILE = "manifest.json"
FORMAT = 1
#: A list's name is also its folder's name: letters, digits, spaces and ``. _ + -``, not
#: starting with a dot (hidden folders are installs in progress) nor ending with a space or dot.
_NAME = re.compile(r"[^\W_][\w .+-]{0,62}[\w+-]|[^\W_]")
MAX_LIST_NAME = 64
LANGUAGE_NAMES = {"pl": "Polish", "en": "English"}
#: The largest word-list file: a 3,000,000-word Polish list (more forms than any dictionary of
#: the language) is about 40 MB; installing one costs about ten times its size in memory, so a
#: larger file (or an endless one, ``/dev/zero``) is refused before it is read.
MAX_WORD_LIST_BYTES = 100 * 2**20

#: A hidden install or removal folder this old was left by a crash (an install of the largest
#: list takes about a minute).
LEFTOVER_AGE_S = 3600
#: ``progress(fraction)`` in [0, 1] and ``should_stop()``, as for a computer player.
Progress = Callable[[float], None]
ShouldStop = Callable[[], bool]


# -- errors --------------------------------------------------------------------------------
class WordListError(LexiconError):
    """A word list cannot be installed, found or read (the message is one line)."""


class FileProblem(enum.Enum):
    """Why a file is not a word list (the GUI says each in its own words)."""

    BINARY = "a binary file, not a word list (it holds NUL bytes)"
    NOT_UTF8 = "not UTF-8 text (a binary file?)"
    FOREIGN_LETTER = "{letter!r} is not a letter of the {language} alphabet"
    TWO_WORDS = "more than one word on the line"
    TOO_LONG = "a word longer than {most} letters"
    TOO_BIG = "larger than {megabytes} MB, more than any word list"
    EMPTY = "the list is empty"


class BadWordListFile(WordListError):
    """The file is not a word list of the language: nothing was installed.

    ``line`` is the 1-based line of the problem (None when it concerns the whole file);
    ``letter`` the character outside the alphabet (for ``FOREIGN_LETTER``)."""

    def __init__(
        self,
        source: str,
        problem: FileProblem,
        line: int | None = None,
        *,
        letter: str = "",
        lang: str = "",
    ) -> None:
        where = source if line is None else f"{source}:{line}"
        language = LANGUAGE_NAMES.get(lang, lang)
        text = problem.value.format(
            letter=letter,
            language=language,
            most=MAX_WORD_LENGTH,
            megabytes=MAX_WORD_LIST_BYTES // 2**20,
        )
        super().__init__(f"{where}: {text}")
        self.source = source
        self.problem = problem
        self.line = line
        self.letter = letter


class WordListExists(WordListError):
    def __init__(self, name: str) -> None:
        super().__init__(f"a word list named {name!r} is installed already (remove it first)")
        self.name = name


class BadListName(WordListError):
    """A name no list may have; ``bad_text`` when it holds text no name may hold at all
    (:mod:`engines.text_input`: a control or invisible character, a lone surrogate)."""

    def __init__(self, name: str, bad_text: BadText | None = None) -> None:
        reason = f" ({bad_text})" if bad_text is not None else ""
        super().__init__(
            f"{name!r} cannot name a word list{reason}: use up to {MAX_LIST_NAME} letters, "
            "digits, spaces and . _ + -, starting with a letter or digit"
        )
        self.name = name
        self.bad_text = bad_text


class UnknownWordList(WordListError):
    def __init__(self, name: str) -> None:
        super().__init__(f"no word list named {name!r} is installed")
        self.name = name


class WordListUnavailable(WordListError):
    """The list a game was played with is not installed any more (``found`` None) or is not
    the same list now (``found``: the checksum of the list installed under that name, or
    ``"damaged"`` when its files no longer match its own checksum)."""

    def __init__(self, ref: WordListRef, found: str | None) -> None:
        state = "is not installed" if found is None else "has changed since the game began"
        super().__init__(f"the word list {ref.name!r} ({ref.lang}) {state}")
        self.ref = ref
        self.found = found


# -- the lists -----------------------------------------------------------------------------
@dataclass(frozen=True)
class InstalledList:
    """What a list's manifest says about it."""

    name: str
    lang: str
    word_count: int
    #: SHA-256 of the compiled walkable DAWG: the same words give the same checksum.
    checksum: str
    source_file: str
    source_sha256: str
    installed: str

    @property
    def ref(self) -> WordListRef:
        return WordListRef(self.lang, self.name, self.checksum)


def check_name(name: str) -> str:
    """``name`` if it can name a list (and its folder), else :class:`BadListName` (with the
    text check's reason first: :func:`engines.text_input.checked_text`)."""
    try:
        checked_text(name, "word list", max_length=MAX_LIST_NAME)
    except BadText as bad:
        raise BadListName(name, bad) from None
    if not _NAME.fullmatch(name):
        raise BadListName(name)
    return name


#: Whitespace that may end a line or surround a word (ASCII only: ``bytes.split`` splits on it).
_SPACE = " \t\n\r\x0b\x0c"
#: The start of a word longer than MAX_WORD_LENGTH (the look-behind: only where a word starts,
#: so each word is scanned once).
_TOO_LONG = re.compile(rf"(?<!\S)\S{{{MAX_WORD_LENGTH + 1}}}")


def read_word_list(data: bytes, lang: str, source: str = "file") -> list[bytes]:
    """The words of a word-list file, lowercase, as UTF-8, sorted (code point order), unique.

    Raises :class:`BadWordListFile` naming the line for a line with anything but the
    language's letters (or two words, or a word over :data:`MAX_WORD_LENGTH` letters), and
    for an empty list or a binary file. Kept as bytes:
    for millions of words that is half the memory of ``str`` and sorts much faster.
    """
    alphabet = _alphabet(lang)
    if b"\0" in data:
        raise BadWordListFile(source, FileProblem.BINARY)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise BadWordListFile(source, FileProblem.NOT_UTF8, line) from None
    text = text.lower()
    foreign = re.compile(f"[^{re.escape(alphabet)}{_SPACE}]").search(text)
    if foreign:
        line = text.count("\n", 0, foreign.start()) + 1
        raise BadWordListFile(
            source, FileProblem.FOREIGN_LETTER, line, letter=foreign.group(), lang=lang
        )
    # Most lists have no spaces at all: only then is the slower exact search needed.
    if re.search(r"[ \t\x0b\x0c]|\r(?!\n)", text):
        two_words = re.search(r"\S[ \t\r\x0b\x0c]+\S", text)
        if two_words:
            line = text.count("\n", 0, two_words.start()) + 1
            raise BadWordListFile(source, FileProblem.TWO_WORDS, line)
    too_long = _TOO_LONG.search(text)
    if too_long:
        line = text.count("\n", 0, too_long.start()) + 1
        raise BadWordListFile(source, FileProblem.TOO_LONG, line)
    encoded = text.encode("utf-8")
    del text
    words = encoded.split()
    del encoded
    if not words:
        raise BadWordListFile(source, FileProblem.EMPTY)
    words.sort()
    # Drop repeats in place (no second list of millions of words).
    kept = 0
    for word in words:
        if not kept or word != words[kept - 1]:
            words[kept] = word
            kept += 1
    del words[kept:]
    return words


class WordLists:
    """The installed lists in one folder (normally ``DATA/lexicons``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    @classmethod
    def in_data_dir(cls, data_dir: Path | None = None) -> WordLists:
        """The lists of the app's data folder (default: :func:`default_data_dir`)."""
        return cls((data_dir or default_data_dir()) / LISTS_FOLDER)

    def __repr__(self) -> str:
        return f"<WordLists {self.folder}>"

    # -- reading ---------------------------------------------------------------------------
    def installed(self, lang: str | None = None) -> list[InstalledList]:
        """Every installed list (of ``lang``), by name. Folders without a readable manifest
        (an install cut short by a power cut) are left out."""
        if not self.folder.is_dir():
            return []
        found = []
        for entry in self.folder.iterdir():
            if entry.name.startswith(".") or not entry.is_dir():
                continue
            try:
                each = self._manifest(entry)
            except WordListError:
                continue
            if lang is None or each.lang == lang:
                found.append(each)
        return sorted(found, key=lambda each: (each.name.casefold(), each.name))

    def get(self, name: str) -> InstalledList:
        folder = self.folder / name
        if not _NAME.fullmatch(name) or not folder.is_dir():
            raise UnknownWordList(name)
        return self._manifest(folder)

    def _manifest(self, folder: Path) -> InstalledList:
        try:
            data = json.loads((folder / MANIFEST_FILE).read_text("utf-8"))
            return InstalledList(
                name=str(data["name"]),
                lang=str(data["lang"]),
                word_count=int(data["word_count"]),
                checksum=str(data["checksum"]),
                source_file=str(data["source"]["file"]),
                source_sha256=str(data["source"]["sha256"]),
                installed=str(data["installed"]),
            )
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise WordListError(f"the word list in {folder} is damaged: {error}") from error

    def load(self, name: str) -> Lexicon:
        """The installed list ``name`` as a lexicon (kept once loaded, per checksum)."""
        listed = self.get(name)
        return _load(self.folder / name, listed.lang, listed.checksum)

    def load_ref(self, ref: WordListRef) -> Lexicon:
        """The list a game recorded; :class:`WordListUnavailable` when it is gone, changed or
        damaged."""
        try:
            listed = self.get(ref.name)
        except WordListError:
            raise WordListUnavailable(ref, None) from None
        if (listed.lang, listed.checksum) != (ref.lang, ref.checksum):
            raise WordListUnavailable(ref, listed.checksum)
        try:
            return _load(self.folder / ref.name, ref.lang, ref.checksum)
        except WordListError:
            raise WordListUnavailable(ref, "damaged") from None

    # -- changing --------------------------------------------------------------------------
    def install(
        self,
        source: Path,
        lang: str,
        name: str,
        progress: Progress = lambda _fraction: None,
        should_stop: ShouldStop = lambda: False,
    ) -> InstalledList:
        """Check and compile the word-list file ``source`` as list ``name`` of ``lang``.

        All or nothing: on a bad file (:class:`BadWordListFile`), a name in use, a failure or
        a cancel (:class:`engines.core.Cancelled`) nothing is left in the folder.
        """
        alphabet = _alphabet(lang)
        check_name(name)
        if (self.folder / name).exists():
            raise WordListExists(name)
        try:
            with Path(source).open("rb") as file:
                # One byte over the limit tells a file that is too big without reading it all.
                data = file.read(MAX_WORD_LIST_BYTES + 1)
        except OSError as error:
            raise WordListError(f"cannot read {source}: {error.strerror or error}") from error
        if len(data) > MAX_WORD_LIST_BYTES:
            raise BadWordListFile(Path(source).name, FileProblem.TOO_BIG)

        def step(fraction: float) -> None:
            if should_stop():
                raise Cancelled
            progress(fraction)

        source_sha256 = hashlib.sha256(data).hexdigest()
        words = read_word_list(data, lang, Path(source).name)
        del data
        step(0.1)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._remove_leftovers()
            building = Path(tempfile.mkdtemp(prefix=".install-", dir=self.folder))
        except OSError as error:
            raise WordListError(
                f"cannot make a word list in {self.folder}: {error.strerror or error}"
            ) from error
        try:
            # Both DAWGs from the one sorted list (UTF-8 byte order is code point order).
            dawg2.DAWG(words, input_is_sorted=True).save(str(building / MEMBERSHIP_FILE))
            step(0.2)
            total = len(words)
            packed = build_sorted(
                (word.decode("utf-8") for word in words),
                alphabet,
                lambda done: step(0.2 + 0.75 * done / total),
            )
            del words
            walk_bytes = packed.to_bytes()
            (building / WALK_FILE).write_bytes(walk_bytes)
            manifest = {
                "format": FORMAT,
                "name": name,
                "lang": lang,
                "word_count": packed.word_count,
                "checksum": hashlib.sha256(walk_bytes).hexdigest(),
                "membership_sha256": hashlib.sha256(
                    (building / MEMBERSHIP_FILE).read_bytes()
                ).hexdigest(),
                "source": {"file": Path(source).name, "sha256": source_sha256},
                "installed": datetime.now(UTC).isoformat(timespec="seconds"),
            }
            (building / MANIFEST_FILE).write_text(
                json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", "utf-8"
            )
            step(1.0)
            try:
                # Atomic, and refuses a name taken meanwhile (a non-empty folder).
                os.rename(building, self.folder / name)
            except OSError:
                raise WordListExists(name) from None
        except OSError as error:  # the disk is full, the folder went away…
            shutil.rmtree(building, ignore_errors=True)
            raise WordListError(
                f"cannot write the word list in {self.folder}: {error.strerror or error}"
            ) from error
        except BaseException:
            shutil.rmtree(building, ignore_errors=True)
            raise
        return self.get(name)

    def _remove_leftovers(self) -> None:
        """Remove the hidden folders of installs and removals that a crash, a kill or a power
        cut stopped half-way (an error or a cancel removes its own at once). Only old ones: an
        install in another window may be building now, and none takes this long."""
        stale = time.time() - LEFTOVER_AGE_S
        for entry in self.folder.glob(".*"):
            with contextlib.suppress(OSError):
                if entry.name.startswith((".install-", ".remove-")) and (
                    entry.stat().st_mtime < stale
                ):
                    shutil.rmtree(entry)

    def remove(self, name: str) -> None:
        """Uninstall ``name``: renamed out of sight first, so it disappears at once."""
        self.get(name)
        try:
            hidden = Path(tempfile.mkdtemp(prefix=".remove-", dir=self.folder))
            os.rename(self.folder / name, hidden / name)
        except OSError as error:
            raise WordListError(f"cannot remove {name!r}: {error.strerror or error}") from error
        shutil.rmtree(hidden, ignore_errors=True)


@lru_cache(maxsize=4)
def _load(folder: Path, lang: str, checksum: str) -> Lexicon:
    """Load and verify the compiled files of a list (the checksum is part of the cache key,
    so a list replaced under the same name is read again)."""
    try:
        walk_bytes = (folder / WALK_FILE).read_bytes()
        if hashlib.sha256(walk_bytes).hexdigest() != checksum:
            raise WordListError(f"the word list in {folder} is damaged (checksum)")
        packed = PackedDawg.from_bytes(walk_bytes)
        membership = dawg2.DAWG().load(str(folder / MEMBERSHIP_FILE))
    except (OSError, DawgFormatError) as error:
        raise WordListError(f"cannot read the word list in {folder}: {error}") from error
    if packed.alphabet != _alphabet(lang):
        raise WordListError(f"the word list in {folder} has a different alphabet")
    return Lexicon(lang, packed, membership)


# -- the list in use -----------------------------------------------------------------------
#: Where :func:`use_word_list` finds lists by default (the GUI sets its ``--data-dir``).
_default_lists: WordLists | None = None
#: Per language, the list in use now (absent: the shipped lexicon).
_in_use: dict[str, WordListRef] = {}
#: This thread's own choice inside :func:`private_choice` (see :func:`lexicons_in_use`).
_in_use_here: ContextVar[dict[str, WordListRef] | None] = ContextVar("lists_here", default=None)


def set_default_word_lists(lists: WordLists | None) -> None:
    """Where games find their lists from now on (None: the app's data folder)."""
    global _default_lists
    _default_lists = lists


def default_word_lists() -> WordLists:
    return _default_lists if _default_lists is not None else WordLists.in_data_dir()


def _refs_in_use() -> dict[str, WordListRef]:
    here = _in_use_here.get()
    return _in_use if here is None else here


def word_list_in_use(lang: str) -> WordListRef | None:
    return _refs_in_use().get(lang)


def use_word_list(lang: str, ref: WordListRef | None, lists: WordLists | None = None) -> None:
    """Make ``ref`` (None: the shipped lexicon) the lexicon of ``lang`` for every game and
    computer player (:func:`engines.lexicon.load_lexicon`) — of this thread only inside
    :func:`private_choice`. Raises :class:`WordListUnavailable`, changing nothing, when the
    list is gone or changed."""
    global _in_use
    _alphabet(lang)
    if ref is not None and ref.lang != lang:
        raise WordListUnavailable(ref, None)
    if _refs_in_use().get(lang) == ref:
        return
    if ref is None:
        shipped_lexicon(lang)
        use_lexicon(lang, None)
    else:
        use_lexicon(lang, (lists or default_word_lists()).load_ref(ref))
    chosen = {code: each for code, each in _refs_in_use().items() if code != lang}
    if ref is not None:
        chosen[lang] = ref
    if _in_use_here.get() is None:
        _in_use = chosen
    else:
        _in_use_here.set(chosen)


@dataclass(frozen=True)
class WordListChoice:
    """The lists in use, per language (absent: the shipped lexicon), with their lexicons."""

    refs: Mapping[str, WordListRef]
    lexicons: Mapping[str, Lexicon]


def word_list_choice() -> WordListChoice:
    """The lists this thread uses now: what a worker started now should use."""
    return WordListChoice(dict(_refs_in_use()), dict(lexicons_in_use()))


@contextmanager
def private_choice(choice: WordListChoice) -> Iterator[None]:
    """Within, this thread uses ``choice``, and :func:`use_word_list` (a replay's
    :func:`engines.records.record.start`) changes only this thread's copy: a worker replaying a game
    with another list never swaps the lexicon under the game being played."""
    token = _in_use_here.set(dict(choice.refs))
    try:
        with own_lexicons(choice.lexicons):
            yield
    finally:
        _in_use_here.reset(token)
