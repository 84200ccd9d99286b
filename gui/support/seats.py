"""How seats are named on screen. A computer seat keeps the name it was given, but one of the
generated names ("Komputer (mocny)", "Computer (strong)") is a level, not a name: it shows in
the interface language of today, not of the day the game began (issue #12, defect 8)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from engines.core import LEVELS
from engines.records.store import Seat

COMPUTER = "computer"
#: The generated computer names in every interface language (source and translation).
_GENERATED = {
    f"{word} ({level})"
    for word in ("Komputer", "Computer")
    for level in ("łatwy", "średni", "mocny", "mistrz", "easy", "medium", "strong", "master")
}


def level_names() -> tuple[str, ...]:
    """The names of :data:`engines.core.LEVELS`, in order."""
    return (
        QCoreApplication.translate("Seats", "łatwy"),
        QCoreApplication.translate("Seats", "średni"),
        QCoreApplication.translate("Seats", "mocny"),
        # The crossword game simulates; the other games play mistrz as mocny.
        QCoreApplication.translate("Seats", "mistrz"),
    )


def computer_name(level: str) -> str:
    """The generated name of a computer player of ``level``."""
    return QCoreApplication.translate("Seats", "Komputer ({level})").format(
        level=level_names()[LEVELS.index(level)]
    )


def is_generated(seat: Seat) -> bool:
    """A computer seat named after its level by the new-game dialog (in any language)."""
    return seat.kind == COMPUTER and seat.name in _GENERATED and seat.level in LEVELS


def seat_name(seat: Seat) -> str:
    """The seat's name, a generated computer name in today's language."""
    if is_generated(seat) and seat.level is not None:
        return computer_name(seat.level)
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
