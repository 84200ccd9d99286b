"""Refusals as sentences: every :class:`engines.core.Reason` turned into translated text, in
one place for every game. The engine's details (``word``, ``min_length``…) fill the blanks.
Text from outside that :mod:`engines.text_input` refuses is worded here too
(:func:`text_refusal`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engines.core import Reason, Rejected
from engines.text_input import BadText, TextReason

CONTEXT = "Reasons"

# QT_TRANSLATE_NOOP marks the strings for lupdate and returns them unchanged (typed as
# ``object`` by PySide's stubs, hence ``str()`` where used); they are translated when shown.
SENTENCES: dict[Reason, object] = {
    Reason.UNKNOWN_RULES: QT_TRANSLATE_NOOP("Reasons", "Nie znam takich zasad gry"),
    Reason.BAD_PLAYER_COUNT: QT_TRANSLATE_NOOP("Reasons", "W tę grę gra od {min} do {max} graczy"),
    Reason.BAD_OPTION: QT_TRANSLATE_NOOP("Reasons", "Niedozwolone ustawienie: {option}"),
    Reason.GAME_OVER: QT_TRANSLATE_NOOP("Reasons", "Gra już się skończyła"),
    Reason.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Reasons", "To nie twoja kolej"),
    Reason.BAD_PLAYER: QT_TRANSLATE_NOOP("Reasons", "Nie ma takiego gracza w tej grze"),
    Reason.BAD_ACTION: QT_TRANSLATE_NOOP(
        "Reasons", "Ten ruch jest uszkodzony i nie da się go odczytać"
    ),
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
        "Reasons", "„{word}” to to samo słowo co „{earlier}” z wcześniejszej rundy"
    ),
    Reason.SAME_FAMILY: QT_TRANSLATE_NOOP(
        "Reasons", "„{word}” jest z tej samej rodziny co „{earlier}” z wcześniejszej rundy"
    ),
    Reason.BAD_TIME: QT_TRANSLATE_NOOP("Reasons", "To nie jest właściwy moment na ten ruch"),
    Reason.NOT_CHALLENGEABLE: QT_TRANSLATE_NOOP("Reasons", "Tego słowa nie można zakwestionować"),
    Reason.ALREADY_CHALLENGED: QT_TRANSLATE_NOOP("Reasons", "To słowo zostało już zakwestionowane"),
    Reason.NOTHING_TO_CORRECT: QT_TRANSLATE_NOOP(
        "Reasons", "Poprawić (PORADA) można tylko słowo skreślone po wyzwaniu, raz"
    ),
    Reason.NOT_THE_MEANT_WORD: QT_TRANSLATE_NOOP(
        "Reasons",
        "„{word}” to nie „{written}” poprawione: wybierz jedno z zapisanych słów albo popraw "
        "najwyżej dwie litery",
    ),
    Reason.AREA_SIZE: QT_TRANSLATE_NOOP(
        "Reasons", "Na stole musi leżeć {needed} kart, a leży {cards}"
    ),
    Reason.CARD_NOT_IN_DECK: QT_TRANSLATE_NOOP("Reasons", "Karty „{card}” nie ma w talii"),
    Reason.TOO_MANY_OF_LETTER: QT_TRANSLATE_NOOP(
        "Reasons", "Za dużo kart „{card}” na stole ({count})"
    ),
    Reason.TOO_MANY_RARE: QT_TRANSLATE_NOOP("Reasons", "Za dużo rzadkich kart na stole ({count})"),
    # the crossword game
    Reason.BAD_SQUARE: QT_TRANSLATE_NOOP("Reasons", "„{square}” nie jest polem planszy"),
    Reason.OFF_BOARD: QT_TRANSLATE_NOOP("Reasons", "Słowo wychodzi poza planszę"),
    Reason.NOT_IN_LINE: QT_TRANSLATE_NOOP(
        "Reasons", "Nowe płytki muszą leżeć w jednym rzędzie albo jednej kolumnie"
    ),
    Reason.GAP: QT_TRANSLATE_NOOP("Reasons", "Między nowymi płytkami nie może być przerwy"),
    Reason.SQUARE_TAKEN: QT_TRANSLATE_NOOP("Reasons", "Pole {square} jest już zajęte"),
    Reason.TILE_MISMATCH: QT_TRANSLATE_NOOP(
        "Reasons", "Na polu {square} leży już inna litera niż „{letter}”"
    ),
    Reason.NO_NEW_TILES: QT_TRANSLATE_NOOP("Reasons", "Połóż co najmniej jedną nową płytkę"),
    Reason.NOT_WHOLE_WORD: QT_TRANSLATE_NOOP(
        "Reasons", "Słowo „{word}” styka się z innymi literami: całe słowo to „{whole}”"
    ),
    Reason.WORD_TOO_SHORT: QT_TRANSLATE_NOOP(
        "Reasons", "Słowo musi mieć co najmniej {min_length} litery"
    ),
    Reason.NOT_CONNECTED: QT_TRANSLATE_NOOP(
        "Reasons", "Nowe słowo musi się łączyć ze słowami na planszy"
    ),
    Reason.FIRST_MOVE_NOT_ON_CENTRE: QT_TRANSLATE_NOOP(
        "Reasons", "Pierwsze słowo musi przechodzić przez środkowe pole ({square})"
    ),
    Reason.FIRST_MOVE_TOO_SHORT: QT_TRANSLATE_NOOP(
        "Reasons", "Pierwszy ruch musi mieć co najmniej {min_tiles} płytki"
    ),
    Reason.EMPTY_EXCHANGE: QT_TRANSLATE_NOOP("Reasons", "Wybierz płytki do wymiany"),
    Reason.NO_HINTS_LEFT: QT_TRANSLATE_NOOP("Reasons", "Nie masz już podpowiedzi"),
    Reason.HINT_SHOWN: QT_TRANSLATE_NOOP("Reasons", "Podpowiedź jest już widoczna"),
    Reason.NO_HINT_SHOWN: QT_TRANSLATE_NOOP("Reasons", "Nie ma pokazanej podpowiedzi"),
    Reason.NO_MOVE_FOUND: QT_TRANSLATE_NOOP("Reasons", "Nie znaleziono żadnego ruchu"),
    Reason.NOTHING_TO_CHALLENGE: QT_TRANSLATE_NOOP("Reasons", "Nie ma czego kwestionować"),
    Reason.CHALLENGE_PENDING: QT_TRANSLATE_NOOP("Reasons", "Najpierw trzeba rozstrzygnąć wyzwanie"),
    # Słówka
    Reason.BONUS_SQUARE: QT_TRANSLATE_NOOP(
        "Reasons", "Na ciemnym polu {square} nie kładzie się żetonów"
    ),
    Reason.PATH_NOT_ADJACENT: QT_TRANSLATE_NOOP(
        "Reasons", "Pola {square} i {next} nie stykają się bokiem"
    ),
    Reason.PATH_NOT_TOUCHING: QT_TRANSLATE_NOOP(
        "Reasons", "Pola {square} i {next} nie stykają się ani bokiem, ani rogiem"
    ),
    Reason.PATH_LENGTH_MISMATCH: QT_TRANSLATE_NOOP(
        "Reasons", "Ścieżka ma inną liczbę pól ({squares}) niż słowo liter ({letters})"
    ),
    Reason.PATH_REPEATS_SQUARE: QT_TRANSLATE_NOOP(
        "Reasons", "Żeton z pola {square} można użyć w słowie tylko raz"
    ),
    Reason.EMPTY_SQUARE_IN_PATH: QT_TRANSLATE_NOOP("Reasons", "Na polu {square} nie ma żetonu"),
    Reason.TILE_NOT_IN_WORD: QT_TRANSLATE_NOOP(
        "Reasons", "Żeton z pola {square} musi być częścią słowa"
    ),
    Reason.NO_OLD_TILE: QT_TRANSLATE_NOOP(
        "Reasons", "Słowo musi zawierać co najmniej jedną literę, która już leżała na planszy"
    ),
    # the letter puzzles
    Reason.WORD_CLASS: QT_TRANSLATE_NOOP(
        "Reasons", "„{word}”: spójnik/partykuła/wykrzyknik — w tej grze nie liczy się"
    ),
    # taking back a move
    Reason.TAKE_BACK_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Reasons", "Zasady tej gry nie pozwalają tu cofać ruchów"
    ),
    Reason.NOTHING_TO_TAKE_BACK: QT_TRANSLATE_NOOP("Reasons", "Nie ma ruchu do cofnięcia"),
    # a network game's host
    Reason.NOT_SAVED: QT_TRANSLATE_NOOP(
        "Reasons",
        "Gospodarz nie mógł zapisać ruchu ({why}); nic nie zostało zagrane — spróbuj za chwilę",
    ),
}
# A game's own words where the shared sentence speaks of another game's things: Słówka has
# tokens (żetony) drawn from a pool, GRA I a table (stół) with no edges.
SLOWKA_WORDING: dict[Reason, object] = {
    Reason.NO_NEW_TILES: QT_TRANSLATE_NOOP("Reasons", "Połóż co najmniej jeden nowy żeton"),
    Reason.NOT_CONNECTED: QT_TRANSLATE_NOOP(
        "Reasons", "Każdy nowy żeton musi stykać się bokiem z żetonem na planszy"
    ),
    Reason.EMPTY_EXCHANGE: QT_TRANSLATE_NOOP("Reasons", "Wybierz żetony do wymiany"),
    Reason.NOT_ENOUGH_IN_BAG: QT_TRANSLATE_NOOP("Reasons", "W puli nie ma tylu żetonów"),
}
GRA1_WORDING: dict[Reason, object] = {
    Reason.NOT_CONNECTED: QT_TRANSLATE_NOOP(
        "Reasons", "Słowo musi przecinać albo przedłużać słowo leżące na stole"
    ),
    Reason.NOT_ENOUGH_IN_BAG: QT_TRANSLATE_NOOP("Reasons", "W puli nie ma tylu płytek"),
}
#: For a reason added to the engine before it gets its own sentence here.
FALLBACK = str(QT_TRANSLATE_NOOP("Reasons", "Ten ruch jest niedozwolony ({reason})"))


class _Details(dict[str, Any]):
    """Missing facts show as "?" instead of breaking the sentence."""

    def __missing__(self, key: str) -> str:
        return "?"


def sentence(
    reason: Reason, details: Mapping[str, Any], wording: Mapping[Reason, object] | None = None
) -> str:
    template = (wording or {}).get(reason) or SENTENCES.get(reason)
    if template is None:
        return QCoreApplication.translate(CONTEXT, FALLBACK).format(reason=reason.value)
    return QCoreApplication.translate(CONTEXT, str(template)).format_map(_Details(details))


def explain(rejected: Rejected, wording: Mapping[Reason, object] | None = None) -> str:
    """The translated sentence for a refusal, in a game's own ``wording`` where it has one."""
    return sentence(rejected.reason, rejected.details, wording)


# -- text from outside refused (engines.text_input) --------------------------------------------
TEXT_SENTENCES: dict[TextReason, object] = {
    TextReason.NOT_TEXT: QT_TRANSLATE_NOOP("Reasons", "Pole „{field}” nie jest tekstem."),
    TextReason.EMPTY: QT_TRANSLATE_NOOP("Reasons", "Pole „{field}” jest puste."),
    TextReason.TOO_LONG: QT_TRANSLATE_NOOP(
        "Reasons", "Pole „{field}” jest za długie (najwyżej {most} znaków)."
    ),
    TextReason.SURROGATE: QT_TRANSLATE_NOOP(
        "Reasons",
        "Pole „{field}” zawiera niedozwolony znak ({code}: połowa pary znaków UTF-16), którego "
        "nie da się zapisać.",
    ),
    TextReason.CONTROL: QT_TRANSLATE_NOOP(
        "Reasons", "Pole „{field}” zawiera znak sterujący ({code})."
    ),
    TextReason.INVISIBLE: QT_TRANSLATE_NOOP(
        "Reasons",
        "Pole „{field}” zawiera niewidoczny znak ({code}), który może udawać inny tekst.",
    ),
}


def text_field(field: str) -> str:
    """A field named by :class:`engines.text_input.BadText` in the user's words."""
    seat = re.fullmatch(r"seat (\d+) name", field)
    if seat:
        return QCoreApplication.translate("Reasons", "imię gracza {number}").format(number=seat[1])
    action = re.fullmatch(r"action (\d+)(\..*)?", field)
    if action:
        return QCoreApplication.translate("Reasons", "ruch {number}").format(
            number=int(action[1]) + 1
        )
    if field.startswith("option"):
        return QCoreApplication.translate("Reasons", "ustawienie gry")
    if field == "word list":
        return QCoreApplication.translate("Reasons", "nazwa listy słów")
    if field == "name":
        return QCoreApplication.translate("Reasons", "imię")
    return field


def text_refusal(bad: BadText) -> str:
    """The translated sentence for a text from outside that the check refused."""
    code = "" if bad.code_point is None else f"U+{bad.code_point:04X}"
    return QCoreApplication.translate(CONTEXT, str(TEXT_SENTENCES[bad.reason])).format(
        field=text_field(bad.field), code=code, most=bad.max_length or "?"
    )


def as_sentence(text: str) -> str:
    """``text`` ending in a full stop (the sentences above have none), so another sentence can
    follow it."""
    return text if text.endswith((".", "!", "?", "…")) else f"{text}."
