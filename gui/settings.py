"""User preferences kept in QSettings: interface language, how words are checked and which
word list each language's games use."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from gui.i18n import DEFAULT_LANGUAGE, LANGUAGES

#: Words are checked against the lexicon as they are played, or only when a player challenges.
WORD_CHECKING = ("auto", "challenge")


class Preferences:
    """Typed access to the settings file. One INI file in the data folder, so ``--data-dir``
    keeps a test's or a portable install's preferences apart from the user's."""

    def __init__(self, path: Path) -> None:
        self._settings = QSettings(str(path), QSettings.Format.IniFormat)

    @property
    def language(self) -> str:
        value = str(self._settings.value("language", DEFAULT_LANGUAGE))
        return value if value in LANGUAGES else DEFAULT_LANGUAGE

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(value)
        self._settings.setValue("language", value)

    @property
    def word_checking(self) -> str:
        value = str(self._settings.value("word_checking", WORD_CHECKING[0]))
        return value if value in WORD_CHECKING else WORD_CHECKING[0]

    @word_checking.setter
    def word_checking(self, value: str) -> None:
        if value not in WORD_CHECKING:
            raise ValueError(value)
        self._settings.setValue("word_checking", value)

    def word_list(self, lang: str) -> str:
        """The name of the player's own list new games of ``lang`` use ("" for the shipped
        lexicon). It may name a list removed since: see ``gui.word_lists.chosen_list``."""
        return str(self._settings.value(f"word_list/{lang}", ""))

    def set_word_list(self, lang: str, name: str) -> None:
        self._settings.setValue(f"word_list/{lang}", name)

    def tour_seen(self, game: str) -> bool:
        """Whether the first-game tour line of ``game`` was closed."""
        return str(self._settings.value(f"tour_seen/{game}", "false")) == "true"

    def set_tour_seen(self, game: str) -> None:
        self._settings.setValue(f"tour_seen/{game}", "true")

    def sync(self) -> None:
        self._settings.sync()
