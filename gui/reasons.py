"""Refusals as sentences: every :class:`engines.core.Reason` turned into translated text, in
one place for every game. The engine's details (``word``, ``min_length``…) fill the blanks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engines.core import Reason, Rejected

CONTEXT = "Reasons"

# QT_TRANSLATE_NOOP marks the strings for lupdate and returns them unchanged (typed as
# ``object`` by PySide's stubs, hence ``str()`` where used); they are translated when shown.
SENTENCES: dict[Reason, object] = {
    Reason.UNKNOWN_RULES: QT_TRANSLATE_NOOP("Reasons", "Nie znam takich zasad gry"),
    Reason.BAD_PLAYER_COUNT: QT_TRANSLATE_NOOP("Reasons", "W tę grę gra od {min} do {max} graczy"),
    Reason.BAD_OPTION: QT_TRANSLATE_NOOP("Reasons", "Niedozwolone ustawienie: {option}"),
    Reason.GAME_OVER: QT_TRANSLATE_NOOP("Reasons", "Gra już się skończyła"),
    Reason.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Reasons", "To nie twoja kolej"),
    Reason.ALREADY_SUBMITTED: QT_TRANSLATE_NOOP(
        "Reasons", "Ruch w tej rundzie został już zgłoszony"
    ),
    Reason.UNKNOWN_ACTION: QT_TRANSLATE_NOOP("Reasons", "Ta gra nie zna takiego ruchu"),
    Reason.EMPTY_WORD: QT_TRANSLATE_NOOP("Reasons", "Najpierw wpisz słowo"),
    Reason.UNKNOWN_WORD: QT_TRANSLATE_NOOP("Reasons", "„{word}” nie ma w słowniku"),
    Reason.LETTERS_NOT_IN_ALPHABET: QT_TRANSLATE_NOOP(
        "Reasons", "W „{word}” są znaki spoza alfabetu gry: {letters}"
    ),
    Reason.MISSING_TILES: QT_TRANSLATE_NOOP("Reasons", "Nie masz liter na „{word}”"),
    Reason.TOO_SHORT: QT_TRANSLATE_NOOP(
        "Reasons", "Pierwsze słowo rundy musi mieć co najmniej {min_length} liter"
    ),
    Reason.NOT_ENOUGH_IN_BAG: QT_TRANSLATE_NOOP("Reasons", "W worku nie ma tylu liter"),
    # 7 słów
    Reason.WRONG_PHASE: QT_TRANSLATE_NOOP("Reasons", "Teraz nie można tego zrobić"),
    Reason.REPEATED_WORD: QT_TRANSLATE_NOOP(
        "Reasons", "To słowo już padło we wcześniejszej rundzie"
    ),
    Reason.SAME_FAMILY: QT_TRANSLATE_NOOP(
        "Reasons", "To słowo jest z tej samej rodziny co słowo z wcześniejszej rundy"
    ),
    Reason.BAD_TIME: QT_TRANSLATE_NOOP("Reasons", "To nie jest właściwy moment na ten ruch"),
    Reason.NOT_CHALLENGEABLE: QT_TRANSLATE_NOOP("Reasons", "Tego słowa nie można zakwestionować"),
    Reason.ALREADY_CHALLENGED: QT_TRANSLATE_NOOP("Reasons", "To słowo zostało już zakwestionowane"),
    Reason.AREA_SIZE: QT_TRANSLATE_NOOP(
        "Reasons", "Na stole musi leżeć {needed} kart, a leży {cards}"
    ),
    Reason.CARD_NOT_IN_DECK: QT_TRANSLATE_NOOP("Reasons", "Karty „{card}” nie ma w talii"),
    Reason.TOO_MANY_OF_LETTER: QT_TRANSLATE_NOOP(
        "Reasons", "Za dużo kart „{card}” na stole ({count})"
    ),
    Reason.TOO_MANY_RARE: QT_TRANSLATE_NOOP("Reasons", "Za dużo rzadkich kart na stole ({count})"),
}
#: For a reason added to the engine before it gets its own sentence here.
FALLBACK = str(QT_TRANSLATE_NOOP("Reasons", "Ten ruch jest niedozwolony ({reason})"))


class _Details(dict[str, Any]):
    """Missing facts show as "?" instead of breaking the sentence."""

    def __missing__(self, key: str) -> str:
        return "?"


def sentence(reason: Reason, details: Mapping[str, Any]) -> str:
    template = SENTENCES.get(reason)
    if template is None:
        return QCoreApplication.translate(CONTEXT, FALLBACK).format(reason=reason.value)
    return QCoreApplication.translate(CONTEXT, str(template)).format_map(_Details(details))


def explain(rejected: Rejected) -> str:
    """The translated sentence for a refusal."""
    return sentence(rejected.reason, rejected.details)
