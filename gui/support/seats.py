"""How seats are named on screen. A computer seat keeps the name it was given, but one of the
generated names ("Komputer (mocny)", "Computer (strong)") is a level, not a name: it shows in
the interface language of today, not of the day the game began (issue #12, defect 8)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from engines.core import LEVELS
from engines.records.store import Seat

COMPUTER = "computer"
#: The generated computer names in every interface language (source and translation), with
#: the number that tells two computers of a game apart ("Komputer 2 (mocny)").
_GENERATED = re.compile(
    r"(?:Komputer|Computer)(?: (?P<number>[1-9][0-9]?))? "
    r"\((?:łatwy|średni|mocny|mistrz|easy|medium|strong|master)\)"
)


def level_names() -> tuple[str, ...]:
    """The names of :data:`engines.core.LEVELS`, in order."""
    return (
        QCoreApplication.translate("Seats", "łatwy"),
        QCoreApplication.translate("Seats", "średni"),
        QCoreApplication.translate("Seats", "mocny"),
        # The crossword game simulates; the other games play mistrz as mocny.
        QCoreApplication.translate("Seats", "mistrz"),
    )


def computer_name(level: str, number: int | None = None) -> str:
    """The generated name of a computer player of ``level``; ``number`` tells it apart from
    the game's other computers."""
    shown = level_names()[LEVELS.index(level)]
    if number is None:
        return QCoreApplication.translate("Seats", "Komputer ({level})").format(level=shown)
    return QCoreApplication.translate("Seats", "Komputer {n} ({level})").format(
        n=number, level=shown
    )


def _generated(seat: Seat) -> re.Match[str] | None:
    if seat.kind != COMPUTER or seat.level not in LEVELS:
        return None
    return _GENERATED.fullmatch(seat.name)


def is_generated(seat: Seat) -> bool:
    """A computer seat named after its level by the new-game dialog (in any language)."""
    return _generated(seat) is not None


def seat_name(seat: Seat) -> str:
    """The seat's name, a generated computer name in today's language."""
    found = _generated(seat)
    if found is not None and seat.level is not None:
        number = found.group("number")
        return computer_name(seat.level, None if number is None else int(number))
    return seat.name


def seat_label(seat: Seat) -> str:
    """The name, with "(komputer)" after a computer's own name (a generated one says it)."""
    name = seat_name(seat)
    if seat.kind == COMPUTER and not is_generated(seat):
        return QCoreApplication.translate("Seats", "{name} (komputer)").format(name=name)
    return name


def shown_seats(seats: Iterable[Seat]) -> tuple[Seat, ...]:
    """``seats`` with generated computer names in today's language (for a game's screens)."""
    return tuple(
        Seat(seat_name(seat), seat.kind, seat.level) if seat.kind == COMPUTER else seat
        for seat in seats
    )
