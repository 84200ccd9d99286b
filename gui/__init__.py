"""The desktop app of Gry słowne (PySide6): it draws views and sends actions; rules live in
``engines`` only. Start it with ``python -m gui``.

Its parts: ``shell`` (the windows around the games), ``widgets`` (what game screens are built
from), ``games`` (each game's screen), ``records`` (history, replay, statistics) and ``support``
(workers, translations, settings, sounds…); ``docs/architecture.md`` has the map."""
