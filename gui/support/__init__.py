"""Services every window uses and none of them shows: background workers, translations,
settings, look and feel, sounds, fonts, the icon, the last-resort error dialog, and the
wording of seats, refusals and word lists."""
