"""Pure-Python game engines for Gry słowne: no Qt here (a test enforces it)."""
