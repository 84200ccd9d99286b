"""The launcher's board pictures (``gui/shell/game_pictures.py``). Run:
python benchmarks/launcher_pictures.py

Each game's picture drawn by its own board widget, offscreen: the first time in this process
(the widget's modules imported then) and again with nothing cached (median of 5), at the size
the list uses with the default font. The launcher draws them after its window is up, so they
do not delay it.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from engines.registry import all_games
    from gui.shell.game_pictures import BOARDS, game_picture
    from gui.shell.launcher import picture_side
    from gui.support.fonts import load_bundled_fonts

    app = QApplication([])
    load_bundled_fonts(app)
    all_games()
    side = picture_side(QFontMetrics(app.font()).height())
    total_first = 0.0
    for game_id in BOARDS:
        begin = time.perf_counter()
        game_picture(game_id, side)
        first = (time.perf_counter() - begin) * 1000
        total_first += first
        again = []
        for _ in range(5):
            game_picture.cache_clear()
            begin = time.perf_counter()
            game_picture(game_id, side)
            again.append((time.perf_counter() - begin) * 1000)
        print(
            f"{game_id}: {side} px picture, first {first:.0f} ms (with imports), "
            f"then {statistics.median(again):.0f} ms"
        )
    print(f"all four the first time: {total_first:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
