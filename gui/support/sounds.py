"""A tiny player of the bundled WAV files (``resources/sounds``, made by
``tools/make_sounds.py``): a tile placed, a turn changing, the last seconds of a clock, the
hourglass flipped. PySide6-Essentials has no QtMultimedia, so a file is handed to what the
system has: ``winsound`` on Windows, ``afplay`` on macOS, ``paplay``/``pw-play``/``aplay`` on
Linux — each asynchronous, never blocking the GUI. Off unless the player turns sounds on
(Ustawienia); nothing is ever played while it is off, so tests stay silent."""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from engines.resources import resource_path

log = logging.getLogger(__name__)

#: The sounds there are (``resources/sounds/NAME.wav``).
SOUNDS = ("tile", "turn", "tick", "hourglass")
_LINUX_PLAYERS = ("paplay", "pw-play", "aplay")


def sound_path(name: str) -> Path:
    if name not in SOUNDS:
        raise ValueError(name)
    return resource_path("sounds", f"{name}.wav")


def _system_player() -> Callable[[Path], None] | None:
    if sys.platform == "win32":
        import winsound

        def play_windows(path: Path) -> None:
            winsound.PlaySound(
                str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
            )

        return play_windows
    candidates = ("afplay",) if sys.platform == "darwin" else _LINUX_PLAYERS
    for name in candidates:
        program = shutil.which(name)
        if program is not None:
            command = [program] + (["-q"] if name == "aplay" else [])

            def play_file(path: Path, command: list[str] = command) -> None:
                subprocess.Popen(
                    [*command, str(path)],
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    stdin=subprocess.DEVNULL,
                )

            return play_file
    return None


class SoundPlayer:
    """Plays a named sound when ``enabled()`` says so (read each time: the preference may
    change while a game is open). ``player`` is the system's, or a test's recorder."""

    def __init__(
        self,
        enabled: Callable[[], bool],
        player: Callable[[Path], None] | None = None,
    ) -> None:
        self._enabled = enabled
        self._player = player
        self._looked_up = player is not None

    def play(self, name: str) -> None:
        path = sound_path(name)
        if not self._enabled():
            return
        if not self._looked_up:
            self._player = _system_player()
            self._looked_up = True
            if self._player is None:
                log.info("no sound player found: sounds stay off")
        if self._player is None:
            return
        try:
            self._player(path)
        except OSError as error:  # a missing or broken player: silence, never a crash
            log.warning("cannot play %s: %s", path.name, error)
