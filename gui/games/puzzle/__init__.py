"""The puzzle game's screen and its widgets."""
