"""setuptools' package list, kept here because pyproject.toml cannot say it.

``resources/`` (tile sets, boards, lexicons, translations, fonts, licences) stays at the top of
the source tree, where the project's layout wants it, and is installed as the package
``gry_slowne_resources`` (``package-dir`` mapping): a wheel, ``pip install .`` or pipx then carry
the data beside ``engines`` and ``gui``, under a name no other distribution uses (a top-level
``resources`` in site-packages could clash). A ``[tool.setuptools.packages.find]`` table cannot
be combined with such a mapping, hence this file. ``engines.resources`` finds the folder in
either place.
"""

from setuptools import find_namespace_packages, find_packages, setup

RESOURCES_PACKAGE = "gry_slowne_resources"
#: resources/ and its sub-folders: setuptools treats every folder as a (namespace) package and
#: warns about any it is not told of, though they only hold data.
RESOURCES_PACKAGES = [
    RESOURCES_PACKAGE,
    *(f"{RESOURCES_PACKAGE}.{name}" for name in find_namespace_packages(where="resources")),
]

setup(
    packages=[
        *find_packages(include=["engines", "engines.*", "gui", "gui.*"]),
        *RESOURCES_PACKAGES,
    ],
    package_dir={RESOURCES_PACKAGE: "resources"},
    package_data={RESOURCES_PACKAGE: ["**/*"]},
)
