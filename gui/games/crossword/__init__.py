"""The crossword game's screen and its widgets."""
