"""Dialogs and screens that many windows open: about, help, word lookup, the new-game dialog
(the launcher's and the host's), the hand-over screen between players and the end of a game.
They sit below the game windows and the launcher and import neither."""
