"""The desktop app of Gry słowne (PySide6): it draws views and sends actions; rules live in
``engines`` only. Start it with ``python -m gui``.

Its parts, by floors that import only downwards (``tests/test_architecture.py``): ``shell``
(the launcher), the windows (``game_window``, ``network``, ``records``), the game screens
(``games``) and sessions, ``dialogs`` (what many windows open), ``widgets`` (what screens are
built from) and ``support`` (workers, translations, settings, sounds…);
``docs/architecture.md`` has the map."""
