"""Reading and writing the files users hand us or keep: text read the way users save it (UTF-8,
with or without a byte-order mark, any line ends) within a size limit, so an endless or huge
file costs no more memory than the limit, and files replaced whole or not at all."""

from __future__ import annotations

import os
from pathlib import Path

#: Board files, records and other small text inputs: far above any real one (a long game's
#: record is tens of kilobytes), far below what would exhaust memory (``/dev/zero``).
MAX_TEXT_FILE_BYTES = 10 * 2**20


class InputFileError(ValueError):
    """A file that cannot be read as UTF-8 text; the message is one line."""


def read_limited(path: Path, limit: int, what: str) -> bytes:
    """The bytes of ``path``; :class:`InputFileError` when it cannot be read or holds more
    than ``limit`` bytes. Reads at most ``limit + 1`` bytes, so an endless file (``/dev/zero``,
    a pipe) or a huge one costs no more memory than the limit."""
    try:
        with path.open("rb") as file:
            data = file.read(limit + 1)
    except OSError as error:
        raise InputFileError(f"cannot read the {what} {path}: {error.strerror}") from error
    if len(data) > limit:
        raise InputFileError(f"the {what} {path} is larger than {limit // 2**20} MB")
    return data


def read_text_file(path: Path, what: str, limit: int = MAX_TEXT_FILE_BYTES) -> str:
    """The text of ``path`` (at most ``limit`` bytes) without a byte-order mark, line ends as
    ``\\n``."""
    data = read_limited(path, limit, what)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputFileError(f"the {what} {path} is not UTF-8 text: {error.reason}") from error
    return text.replace("\r\n", "\n").replace("\r", "\n")


def write_text_atomically(path: Path, text: str, *, private: bool = False) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a file beside it renamed over it: a full disk
    or a crash leaves the old file or none, never half of the new one. ``private``: only its
    owner may read the new file (a key, a seat's secret).

    Only a regular file (or a new one) is replaced so: a symbolic link is followed to its
    file, and a device or a pipe (``/dev/stdout``, ``/dev/full``) is written in place — renaming
    over it would put a file where the device was."""
    path = path.resolve()
    if path.exists() and not path.is_file():
        with path.open("w", encoding="utf-8") as file:
            file.write(text)
        return
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        descriptor = os.open(
            part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600 if private else 0o666
        )
        with open(descriptor, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(part, path)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
