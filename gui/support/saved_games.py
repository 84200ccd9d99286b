"""How a saved game is worded in the lists that show them (Kontynuuj, the history)."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QTimeZone

from engines.records.store import SavedGame


def marked_hosted(name: str, saved: SavedGame) -> str:
    """A game's name in a list of saved games, marked when it was hosted on the network."""
    if not saved.hosted:
        return name
    return QCoreApplication.translate("SavedGames", "{game} (w sieci)").format(game=name)


def format_time(iso_utc: str) -> str:
    """A stored UTC time as local date and time in the interface language."""
    try:
        moment = datetime.fromisoformat(iso_utc)
    except ValueError:
        return iso_utc
    local = QDateTime.fromMSecsSinceEpoch(
        int(moment.timestamp() * 1000), QTimeZone.systemTimeZone()
    )
    return QLocale().toString(local, QLocale.FormatType.ShortFormat)
