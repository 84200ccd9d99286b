"""The pieces game screens are built from: board, rack, tiles, tile dialogs and panel, clocks,
score sheet and plot, word entry, the "what was possible" table and small blocking questions."""
