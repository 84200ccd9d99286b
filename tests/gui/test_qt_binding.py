"""The Qt binding must not corrupt Python's reference counts.

PySide6-Essentials 6.12.0 on CPython 3.11 drops a reference to ``None`` on every call that
returns nothing, so a few thousand ``setText`` calls abort the interpreter ("none_dealloc");
pyproject.toml excludes that release and this test catches any other that does the same."""

from __future__ import annotations

import os
import subprocess
import sys

LOOP = """
import sys
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel()
before = sys.getrefcount(None)
for _ in range(20_000):
    label.setText("źdźbło")
print(sys.getrefcount(None) - before)
"""


def test_void_calls_keep_none_referenced() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", LOOP], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stderr[-500:]
    assert abs(int(result.stdout.strip())) < 100
