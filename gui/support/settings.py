"""User preferences kept in QSettings: interface language, how words are checked, which word
list each language's games use, the look and feel (theme, font size, sounds, motion), how long
the master computer thinks, and what the last new game and the last hosted game were set to."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QSettings

from gui.support.i18n import DEFAULT_LANGUAGE, LANGUAGES

#: Words are checked against the lexicon as they are played, or only when a player challenges.
WORD_CHECKING = ("auto", "challenge")
#: The colours: the system's, or the app's own light or dark palette.
THEMES = ("system", "light", "dark")
#: The option of a timed rule set: the last value chosen is offered for the next game.
TIME_OPTION = "time_limit"
#: Font sizes (points) a player may choose; 0 is the system's.
FONT_SIZES = (0, 9, 10, 11, 12, 14, 16, 18)
#: The seconds of an idle machine's work a searching computer player (the crossword's mistrz)
#: may do a move: the default (``engines.crossword.simulation.DEFAULT_BUDGET``; a test holds
#: them equal: the launcher does not load the engines to read it), the least and the most.
THINK_SECONDS = 1.0
THINK_SECONDS_RANGE = (0.5, 20.0)
#: An option's value as the settings keep it.
OptionValue = str | int | bool | None


def _plain(value: object) -> bool:
    return value is None or isinstance(value, str | int | bool)


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
        lexicon). It may name a list removed since: see ``gui.support.word_lists.chosen_list``."""
        return str(self._settings.value(f"word_list/{lang}", ""))

    def set_word_list(self, lang: str, name: str) -> None:
        self._settings.setValue(f"word_list/{lang}", name)

    def _flag(self, key: str) -> bool:
        return str(self._settings.value(key, "false")).lower() == "true"

    @property
    def sound(self) -> bool:
        """Sounds on (off unless the player turns them on)."""
        return self._flag("sound")

    @sound.setter
    def sound(self, on: bool) -> None:
        self._settings.setValue("sound", "true" if on else "false")

    @property
    def human_pace(self) -> bool:
        """Easy and medium computer players take a human's time over a move (on unless the
        player turns it off)."""
        return str(self._settings.value("human_pace", "true")).lower() == "true"

    @human_pace.setter
    def human_pace(self, on: bool) -> None:
        self._settings.setValue("human_pace", "true" if on else "false")

    @property
    def think_seconds(self) -> float:
        """How long the master computer thinks over a move, in seconds of an idle machine's
        work (issue #42: as Quackle lets its player choose; a slower machine takes longer and
        plays the same move)."""
        try:
            value = float(str(self._settings.value("think_seconds", THINK_SECONDS)))
        except ValueError:
            return THINK_SECONDS
        low, high = THINK_SECONDS_RANGE
        return value if low <= value <= high else THINK_SECONDS

    @think_seconds.setter
    def think_seconds(self, value: float) -> None:
        low, high = THINK_SECONDS_RANGE
        if not low <= value <= high:
            raise ValueError(value)
        self._settings.setValue("think_seconds", value)

    @property
    def reduce_motion(self) -> bool:
        """No animations (tiles arriving, summaries appearing)."""
        return self._flag("reduce_motion")

    @reduce_motion.setter
    def reduce_motion(self, on: bool) -> None:
        self._settings.setValue("reduce_motion", "true" if on else "false")

    @property
    def theme(self) -> str:
        value = str(self._settings.value("theme", THEMES[0]))
        return value if value in THEMES else THEMES[0]

    @theme.setter
    def theme(self, value: str) -> None:
        if value not in THEMES:
            raise ValueError(value)
        self._settings.setValue("theme", value)

    @property
    def font_size(self) -> int:
        try:
            value = int(str(self._settings.value("font_size", 0)))
        except ValueError:
            return 0
        return value if value in FONT_SIZES else 0

    @font_size.setter
    def font_size(self, value: int) -> None:
        if value not in FONT_SIZES:
            raise ValueError(value)
        self._settings.setValue("font_size", value)

    def last_options(self, game: str, rules: str) -> dict[str, OptionValue]:
        """The options chosen for a rule set's last new game (plain values only: a house
        rule's word list is typed anew), offered for the next one (issue #40: hints, clock,
        challenge mode). Includes the time limit earlier versions remembered on its own."""
        found: dict[str, OptionValue] = {}
        legacy = self._settings.value(f"time_limit/{game}/{rules}")
        with contextlib.suppress(ValueError):
            if legacy is not None:
                found[TIME_OPTION] = int(str(legacy))
        raw = self._settings.value(f"options/{game}/{rules}")
        try:
            data = json.loads(str(raw)) if raw is not None else {}
        except ValueError:
            data = {}
        if isinstance(data, dict):
            found.update({str(key): value for key, value in data.items() if _plain(value)})
        return found

    def set_last_options(self, game: str, rules: str, options: Mapping[str, object]) -> None:
        plain = {key: value for key, value in options.items() if _plain(value)}
        self._settings.setValue(f"options/{game}/{rules}", json.dumps(plain, sort_keys=True))

    @property
    def host_port(self) -> int | None:
        """The port the last game was hosted on (None: never hosted)."""
        try:
            value = int(str(self._settings.value("hosting/port", -1)))
        except ValueError:
            return None
        return value if 0 <= value <= 65535 else None

    @property
    def host_loopback(self) -> bool:
        """The last game was hosted on this computer only ("Tylko na tym komputerze")."""
        return self._flag("hosting/loopback")

    def set_hosting(self, port: int, loopback: bool) -> None:
        self._settings.setValue("hosting/port", port)
        self._settings.setValue("hosting/loopback", "true" if loopback else "false")

    def tour_seen(self, game: str) -> bool:
        """Whether the first-game tour line of ``game`` was closed."""
        return str(self._settings.value(f"tour_seen/{game}", "false")) == "true"

    def set_tour_seen(self, game: str) -> None:
        self._settings.setValue(f"tour_seen/{game}", "true")

    def sync(self) -> None:
        self._settings.sync()
