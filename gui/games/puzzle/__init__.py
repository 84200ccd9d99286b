"""The letter puzzles' screens (GRA I, GRA II, GRA III) and their widgets."""
