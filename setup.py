"""setuptools' package list and the optional compiled move generator, kept here because
pyproject.toml cannot say them.

``resources/`` (tile sets, boards, lexicons, translations, fonts, licences) stays at the top of
the source tree, where the project's layout wants it, and is installed as the package
``gry_slowne_resources`` (``package-dir`` mapping): a wheel, ``pip install .`` or pipx then carry
the data beside ``engines`` and ``gui``, under a name no other distribution uses (a top-level
``resources`` in site-packages could clash). A ``[tool.setuptools.packages.find]`` table cannot
be combined with such a mapping, hence this file. ``engines.resources`` finds the folder in
either place.

The crossword move generator's hot loop has a compiled twin,
``engines/crossword/_movegen_compiled.pyx`` (Cython, a build requirement in pyproject.toml), and
so has Słówka's search, ``engines/slowka/_movegen_compiled.pyx``. They are built when Cython and
a working C compiler are there; otherwise — or when the compiler fails — the build goes on
without them and the app uses the pure-Python cores (``engines.crossword.movegen`` and
``engines.slowka.movegen`` pick one at import). ``GRY_SLOWNE_NO_COMPILE=1`` skips the
extensions on purpose.
"""

import os
import sys

from setuptools import find_namespace_packages, find_packages, setup
from setuptools.command.build_ext import build_ext

RESOURCES_PACKAGE = "gry_slowne_resources"
#: resources/ and its sub-folders: setuptools treats every folder as a (namespace) package and
#: warns about any it is not told of, though they only hold data.
RESOURCES_PACKAGES = [
    RESOURCES_PACKAGE,
    *(f"{RESOURCES_PACKAGE}.{name}" for name in find_namespace_packages(where="resources")),
]


class OptionalBuildExt(build_ext):
    """Builds the compiled core when it can; a missing compiler or header is not an error."""

    told = False

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # any compiler trouble means "pure Python"
            self._skipped(error)

    def build_extension(self, ext: object) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:
            self._skipped(error)

    def _skipped(self, error: BaseException) -> None:
        if not self.told:  # an editable install then also fails to copy it: say it once
            print(
                f"gry-slowne: the compiled move generator was not built ({error}); "
                "the pure-Python one will be used",
                file=sys.stderr,
            )
        self.told = True


def compiled_modules() -> list[object]:
    if os.environ.get("GRY_SLOWNE_NO_COMPILE"):
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("gry-slowne: Cython is missing; the pure-Python move generator will be used")
        return []
    from setuptools import Extension

    extensions = [
        Extension(
            f"engines.{game}._movegen_compiled",
            [f"engines/{game}/_movegen_compiled.pyx"],
            extra_compile_args=[] if sys.platform == "win32" else ["-O3"],
        )
        for game in ("crossword", "slowka")
    ]
    return cythonize(extensions, language_level=3, quiet=True)


setup(
    packages=[
        *find_packages(include=["engines", "engines.*", "gui", "gui.*"]),
        *RESOURCES_PACKAGES,
    ],
    package_dir={RESOURCES_PACKAGE: "resources"},
    package_data={RESOURCES_PACKAGE: ["**/*"]},
    ext_modules=compiled_modules(),
    cmdclass={"build_ext": OptionalBuildExt},
)
