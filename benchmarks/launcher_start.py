"""The launcher's start-up in CPU time: the whole process, from its start to the first picture
on screen, against a bare PySide6 window doing the same (issue #42: at most twice the bare
window). Run:
python benchmarks/launcher_start.py [--runs N]

Each run starts two fresh processes, offscreen (``QT_QPA_PLATFORM=offscreen`` unless set): the
app (``gui.app.main`` with an empty data folder) and a bare window (a QApplication and one
900×600 label, nothing else), and each prints the CPU time its process has used (user +
system, the interpreter's own start included) when its first window paints for the first time;
the app also when its game pictures are in the list. CPU time, not wall time: on a shared
machine the wall clock measures the other programs too. Printed: each run's figures, then the
medians and the ratio app / bare window.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def cpu_seconds() -> float:
    """The CPU time this process has used so far (user + system)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def watch_first_paint(app: Any, on_paint: Any) -> Any:
    """An event filter on ``app`` calling ``on_paint()`` at the first paint event of a widget on
    screen (not one drawn into a picture off screen; kept alive by the caller)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if (
                not self.seen
                and event.type() == QEvent.Type.Paint
                and isinstance(watched, QWidget)
                and watched.isVisible()
            ):
                self.seen = True
                on_paint()
            return False

    watcher = FirstPaint()
    app.installEventFilter(watcher)
    return watcher


def bare() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication([sys.argv[0]])

    def painted() -> None:
        print(f"paint {cpu_seconds():.3f}", flush=True)
        QTimer.singleShot(0, app.quit)

    watcher = watch_first_paint(app, painted)
    window = QLabel("Gry słowne")
    window.resize(900, 600)
    window.show()
    app.exec()
    del watcher


def launcher() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import gui.app
    from gui.shell import launcher as launcher_module

    made = gui.app.make_application
    kept: list[Any] = []

    def make_application(qt_args: list[str]) -> QApplication:
        app = made(qt_args)
        kept.append(watch_first_paint(app, lambda: print(f"paint {cpu_seconds():.3f}")))
        return app

    drawn = launcher_module.Launcher.draw_pictures

    def draw_pictures(self: Any, side: int) -> None:
        drawn(self, side)
        print(f"pictures {cpu_seconds():.3f}", flush=True)
        QTimer.singleShot(0, QApplication.instance().quit)

    gui.app.make_application = make_application  # type: ignore[assignment]
    launcher_module.Launcher.draw_pictures = draw_pictures  # type: ignore[method-assign]
    with tempfile.TemporaryDirectory() as data:
        gui.app.main(["--data-dir", data])


def child(kind: str) -> dict[str, float]:
    env = {**os.environ}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    done = subprocess.run(
        [sys.executable, __file__, "--child", kind],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    figures = {}
    for line in done.stdout.splitlines():
        name, _, value = line.partition(" ")
        if name in ("paint", "pictures"):
            figures[name] = float(value)
    if "paint" not in figures:
        raise SystemExit(f"{kind}: no first paint seen\n{done.stdout}{done.stderr}")
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--child", choices=("bare", "launcher"))
    args = parser.parse_args()
    if args.child == "bare":
        bare()
        return 0
    if args.child == "launcher":
        launcher()
        return 0
    bares, paints, pictures = [], [], []
    for run in range(args.runs):
        window = child("bare")["paint"]
        app = child("launcher")
        bares.append(window)
        paints.append(app["paint"])
        pictures.append(app.get("pictures", float("nan")))
        print(
            f"run {run + 1}: bare window {window * 1000:.0f} ms; app first paint "
            f"{app['paint'] * 1000:.0f} ms, pictures {pictures[-1] * 1000:.0f} ms",
            flush=True,
        )
    window, paint, drawn = (statistics.median(x) for x in (bares, paints, pictures))
    print(
        f"median CPU time to the first paint: bare window {window * 1000:.0f} ms, app "
        f"{paint * 1000:.0f} ms = {paint / window:.2f}× [≤ 2×]; the app's pictures in "
        f"{drawn * 1000:.0f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
