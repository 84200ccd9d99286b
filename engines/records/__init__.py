"""Saved and recorded games: the SQLite store, the record format (setup plus actions), import and
export (JSON records, GCG), games recorded by other programs, and history and statistics."""
