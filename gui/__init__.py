"""The desktop app of Gry słowne (PySide6): it draws views and sends actions; rules live in
``engines`` only. Start it with ``python -m gui``."""
