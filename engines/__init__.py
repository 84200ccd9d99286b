"""Pure-Python game engines for Gry słowne: no Qt here (a test enforces it).

The shared core at this level (``core``, ``registry``, ``tile_turns``…), one package per game,
``records`` (saved games, import/export, history) and ``tools`` (command lines, fuzzing)."""
