"""The app around the games: the launcher, the new-game and saved-games windows, preferences,
help, about, word lookup, the hand-over screen between players and the end of a game."""
