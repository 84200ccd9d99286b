"""Refuses a release tag that is not ``v`` + ``pyproject.toml``'s version.

    python3 tools/tag_version.py TAG     # exit 0 when TAG is vVERSION, else one line and 1

The release workflow runs it before it makes a GitHub release from a tag, so a release's name,
its archives (named from pyproject.toml by the builds) and the About box agree.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def tag_problem(tag: str, pyproject: Path = PYPROJECT) -> str | None:
    """Why ``tag`` cannot name a release of the version in ``pyproject`` (one line), or None."""
    with pyproject.open("rb") as file:
        version = tomllib.load(file)["project"]["version"]
    if tag == f"v{version}":
        return None
    return f"the tag {tag} differs from pyproject.toml's version {version}: tag v{version}"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python3 tools/tag_version.py TAG", file=sys.stderr)
        return 2
    problem = tag_problem(args[0])
    if problem is not None:
        print(f"tag_version.py: {problem}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
