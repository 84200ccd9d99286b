"""The seven_words game's screen and its widgets."""
