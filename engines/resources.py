"""Where the data files of ``resources/`` are: in a checkout, an installed wheel, a bundle."""

from __future__ import annotations

import sys
from pathlib import Path

#: The name ``resources/`` is installed under (setup.py maps the folder to this package).
INSTALLED_NAME = "gry_slowne_resources"


def resources_dir() -> Path:
    """The ``resources/`` folder.

    In a PyInstaller bundle it is ``resources/`` inside the bundle; installed (a wheel, ``pip
    install .``, pipx) it is the package ``gry_slowne_resources`` beside ``engines``; in a
    checkout (and an editable install, which runs the checkout's code) it is ``resources/``
    beside the packages.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    site = Path(__file__).resolve().parent.parent
    installed = site / INSTALLED_NAME
    return installed if installed.is_dir() else site / "resources"


def resource_path(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
