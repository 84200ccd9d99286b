"""The launcher and what only it opens: saved games (Kontynuuj), preferences, the saved-games
file, the game pictures. The top floor of gui/: it may import every other part."""
