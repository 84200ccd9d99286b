"""The move list's words for the actions that are not a placed word: a hint asked for, a clock's
report, a challenge, GRA II's tiles laid one by one. The engines write actions in their text form
(``HINT``, ``TIME 0 42123``, ``PUT 1 6 Ź``), which is for records, not for players."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from engines.core import Action, TimeUp
from engines.crossword.actions import DismissHint, RequestHint
from engines.game_clock import TimeUsed
from engines.puzzle.gra1 import ExchangeTiles, PassTurn
from engines.puzzle.gra2 import EndSitting, MoveTile, PutTile, SubmitGrid, SwapTiles, TakeTile
from engines.tile_turns import Accept, Challenge, Exchange, Pass


def _clock(ms: int) -> str:
    seconds = round(ms / 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def _at(action: Any) -> str:
    """GRA II's sitting clock at the action (`` (12,5 s)``; nothing when untimed)."""
    at = action.at
    if at is None:
        return ""
    return " " + QCoreApplication.translate("ActionWords", "({seconds} s)").format(
        seconds=QLocale().toString(float(at), "f", 1)
    )


def _square(row: int, column: int) -> str:
    return f"({row}, {column})"


# Each kind of action the move list words, and its words (the players' names at hand for the
# system's reports about a player; a plain comment: lupdate reads "#:" as a note to translators).
WORDS: dict[type[Action], Callable[[Any, Sequence[str]], str]] = {
    RequestHint: lambda a, names: QCoreApplication.translate("ActionWords", "prosi o podpowiedź"),
    DismissHint: lambda a, names: QCoreApplication.translate("ActionWords", "odkłada podpowiedź"),
    Challenge: lambda a, names: QCoreApplication.translate("ActionWords", "sprawdza słowa"),
    Accept: lambda a, names: QCoreApplication.translate("ActionWords", "przyjmuje słowa"),
    Pass: lambda a, names: QCoreApplication.translate("ActionWords", "pas"),
    PassTurn: lambda a, names: QCoreApplication.translate("ActionWords", "pas"),
    Exchange: lambda a, names: QCoreApplication.translate(
        "ActionWords", "wymiana płytek: {count}"
    ).format(count=len(a.tiles)),
    ExchangeTiles: lambda a, names: QCoreApplication.translate(
        "ActionWords", "wymiana płytek: {count}"
    ).format(count=len(a.tiles)),
    TimeUsed: lambda a, names: QCoreApplication.translate(
        "ActionWords", "zegar: {name} +{time}"
    ).format(name=names[a.player] if 0 <= a.player < len(names) else "—", time=_clock(a.ms)),
    TimeUp: lambda a, names: QCoreApplication.translate("ActionWords", "koniec czasu"),
    PutTile: lambda a, names: (
        QCoreApplication.translate("ActionWords", "kładzie {letter} na {square}").format(
            letter=a.cell.upper(), square=_square(a.row, a.col)
        )
        + _at(a)
    ),
    TakeTile: lambda a, names: (
        QCoreApplication.translate("ActionWords", "zdejmuje płytkę z {square}").format(
            square=_square(a.row, a.col)
        )
        + _at(a)
    ),
    MoveTile: lambda a, names: (
        QCoreApplication.translate("ActionWords", "przesuwa płytkę z {source} na {target}").format(
            source=_square(a.row, a.col), target=_square(a.to_row, a.to_col)
        )
        + _at(a)
    ),
    SwapTiles: lambda a, names: (
        QCoreApplication.translate("ActionWords", "wymiana płytek: {count}").format(
            count=len(a.tiles)
        )
        + _at(a)
    ),
    EndSitting: lambda a, names: (
        QCoreApplication.translate("ActionWords", "kończy układanie") + _at(a)
    ),
    SubmitGrid: lambda a, names: (
        QCoreApplication.translate("ActionWords", "oddaje krzyżówkę") + _at(a)
    ),
}


def action_words(action: Action, names: Sequence[str]) -> str:
    """``action`` in the move list's words; an action this module does not know in its engine's
    text form (``8H KOT``), or its type's name."""
    words = WORDS.get(type(action))
    if words is not None:
        return words(action, names)
    if type(action).__str__ is not object.__str__:
        return str(action)
    return type(action).__name__
