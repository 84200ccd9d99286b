"""Słówka's screen and its widgets."""
