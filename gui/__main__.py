"""``python -m gui``: the launcher (``--smoke-test OUT.png``, ``--data-dir DIR``)."""

from __future__ import annotations

from gui.app import main

raise SystemExit(main())
