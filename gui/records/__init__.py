"""Past games: the history window (filter, export, import, delete), replay with analysis and
statistics, over :mod:`engines.records.import_export`."""
