"""Players' own word lists in the GUI: which list a language's new games use, how a list and
its problems are named to the player (the engine's errors are typed; the words are here)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engines.core import WordListRef
from engines.lexicon import MAX_WORD_LENGTH
from engines.lexicon.wordlists import (
    MAX_WORD_LIST_BYTES,
    BadListName,
    BadWordListFile,
    FileProblem,
    InstalledList,
    WordListError,
    WordListExists,
    WordLists,
    WordListUnavailable,
)
from gui.support.reasons import text_refusal
from gui.support.settings import Preferences

# Languages with a lexicon, named in the interface.
LANGUAGES = ("pl", "en")


def language_name(lang: str) -> str:
    return {
        "pl": QCoreApplication.translate("WordLists", "polski"),
        "en": QCoreApplication.translate("WordLists", "angielski"),
    }.get(lang, lang)


def shipped_name(lang: str) -> str:
    """The shipped lexicon of ``lang`` as the player sees it."""
    if lang == "en":
        return QCoreApplication.translate("WordLists", "wbudowany (SCOWL)")
    return QCoreApplication.translate("WordLists", "wbudowany (sjp.pl)")


def describe(listed: InstalledList) -> str:
    """``NAME (1 234 słów)``, with the Polish plural form the count takes."""
    count = listed.word_count
    shown = f"{count:,}".replace(",", "\u00a0")
    if count == 1:
        text = QCoreApplication.translate("WordLists", "{name} (1 słowo)")
    elif count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        text = QCoreApplication.translate("WordLists", "{name} ({count} słowa)")
    else:
        text = QCoreApplication.translate("WordLists", "{name} ({count} słów)")
    return text.format(name=listed.name, count=shown)


def describe_ref(lang: str, ref: WordListRef | None) -> str:
    return shipped_name(lang) if ref is None else ref.name


def chosen_list(preferences: Preferences, lists: WordLists, lang: str) -> InstalledList | None:
    """The list new games of ``lang`` use: the preferred one while it is installed, else
    None (the shipped lexicon)."""
    name = preferences.word_list(lang)
    if not name:
        return None
    try:
        listed = lists.get(name)
    except WordListError:
        return None
    return listed if listed.lang == lang else None


def explain_error(error: WordListError) -> str:
    """One Polish (or translated) sentence for an engine's word-list error."""
    if isinstance(error, BadWordListFile):
        where = (
            QCoreApplication.translate("WordLists", "Plik {file}").format(file=error.source)
            if error.line is None
            else QCoreApplication.translate("WordLists", "Plik {file}, wiersz {line}").format(
                file=error.source, line=error.line
            )
        )
        problem = {
            FileProblem.BINARY: QCoreApplication.translate(
                "WordLists", "to plik binarny, nie lista słów."
            ),
            FileProblem.NOT_UTF8: QCoreApplication.translate(
                "WordLists", "to nie jest tekst UTF-8."
            ),
            FileProblem.FOREIGN_LETTER: QCoreApplication.translate(
                "WordLists", "znak „{letter}” nie jest literą tego alfabetu."
            ),
            FileProblem.TWO_WORDS: QCoreApplication.translate(
                "WordLists", "więcej niż jedno słowo w wierszu."
            ),
            FileProblem.TOO_LONG: QCoreApplication.translate(
                "WordLists", "słowo dłuższe niż {most} liter."
            ),
            FileProblem.TOO_BIG: QCoreApplication.translate(
                "WordLists", "plik ma ponad {megabytes} MB, więcej niż jakakolwiek lista słów."
            ),
            FileProblem.EMPTY: QCoreApplication.translate("WordLists", "lista jest pusta."),
        }[error.problem].format(
            letter=error.letter, most=MAX_WORD_LENGTH, megabytes=MAX_WORD_LIST_BYTES // 2**20
        )
        return QCoreApplication.translate(
            "WordLists", "{where}: {problem} Nic nie zainstalowano."
        ).format(where=where, problem=problem)
    if isinstance(error, BadListName):
        if error.bad_text is not None:
            return text_refusal(error.bad_text)
        return QCoreApplication.translate(
            "WordLists",
            "Nazwa listy może mieć do 64 liter, cyfr, spacji i znaków . _ + -, a zaczynać się "
            "od litery lub cyfry.",
        )
    if isinstance(error, WordListExists):
        return QCoreApplication.translate(
            "WordLists", "Lista o nazwie „{name}” już jest zainstalowana."
        ).format(name=error.name)
    if isinstance(error, WordListUnavailable):
        if error.found is None:
            return QCoreApplication.translate(
                "WordLists", "Ta gra jest grana z listą słów „{name}”, której nie ma (usunięta)."
            ).format(name=error.ref.name)
        return QCoreApplication.translate(
            "WordLists",
            "Ta gra jest grana z listą słów „{name}”, ale ta lista zmieniła się od początku gry.",
        ).format(name=error.ref.name)
    return str(error)
