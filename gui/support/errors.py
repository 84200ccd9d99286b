"""The last line of defence: an exception nobody caught — in a slot, on the GUI thread or in any
other thread — is logged with its traceback and told to the player in a dialog, and the app
goes on, instead of a traceback on a console nobody sees (or a silent end).

``sys.excepthook`` sees what PySide prints from a slot; ``threading.excepthook`` what ends a
Python thread. Either may run on any thread, so the dialog is asked for with a signal to an
object of the GUI thread (a queued call when it comes from elsewhere). The hook never raises
and never nests: while one dialog is open, further errors are only logged.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QApplication, QMessageBox

log = logging.getLogger(__name__)

#: Where the log of errors goes in the data folder.
ERROR_LOG = "errors.log"


class ErrorReporter(QObject):
    """Shows one dialog at a time for errors reported from any thread."""

    #: (one-line summary, the full traceback)
    reported = Signal(str, str)

    def __init__(
        self,
        log_file: Path | None,
        handler: logging.Handler | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.log_file = log_file
        self.box: QMessageBox | None = None
        self.reported.connect(self._show, Qt.ConnectionType.QueuedConnection)
        #: What :func:`install_exception_hook` replaced, put back by :meth:`uninstall`.
        self._previous = (sys.excepthook, threading.excepthook)
        self._handler = handler

    def uninstall(self) -> None:
        """Put back the hooks found on installing (the app is ending; tests)."""
        sys.excepthook, threading.excepthook = self._previous
        if self._handler is not None:
            logging.getLogger().removeHandler(self._handler)
            self._handler.close()

    def report(
        self,
        kind: type[BaseException],
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        """Log the error and ask for the dialog; safe on any thread, never raises."""
        if issubclass(kind, KeyboardInterrupt):  # Ctrl+C in the terminal: no error to show
            sys.__excepthook__(kind, error or kind(), trace)
            return
        try:
            summary = "".join(traceback.format_exception_only(kind, error)).strip()
            details = "".join(traceback.format_exception(kind, error, trace))
            # The traceback as text rather than exc_info: a thread's hook may give no exception
            # value, which exc_info's tuple does not take.
            log.error("unexpected error\n%s", details.rstrip())
            self.reported.emit(summary, details)
        except BaseException:
            # The hook of last resort must not fail itself: Python's own printing instead.
            if error is not None:
                sys.__excepthook__(kind, error, trace)

    @Slot(str, str)
    def _show(self, summary: str, details: str) -> None:
        if self.box is not None:  # one at a time: the others are in the log
            return
        try:
            self._open_box(summary, details)
        except Exception:
            # Not raised on: it would come back to this hook, and round again.
            log.exception("cannot show the error dialog")

    def _open_box(self, summary: str, details: str) -> None:
        where = (
            QCoreApplication.translate("Errors", "\n\nSzczegóły zapisano w pliku:\n{path}").format(
                path=self.log_file
            )
            if self.log_file is not None
            else ""
        )
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            QCoreApplication.translate("Errors", "Nieoczekiwany błąd"),
            QCoreApplication.translate(
                "Errors",
                "Coś poszło nie tak: {error}\n\nProgram działa dalej, ale ostatnia czynność mogła "
                "się nie udać. Zapisane gry są bezpieczne.",
            ).format(error=summary[:300])
            + where,
            QMessageBox.StandardButton.Ok,
            QApplication.activeWindow(),
        )
        box.setDetailedText(details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._closed)
        self.box = box
        box.open()  # not a nested event loop: the app goes on behind it

    @Slot()
    def _closed(self) -> None:
        self.box = None


def install_exception_hook(log_file: Path | None, parent: QObject | None) -> ErrorReporter:
    """Route uncaught exceptions of every thread to an :class:`ErrorReporter` (made here, on
    the GUI thread), logging them (warnings too) also to ``log_file`` when given."""
    handler: logging.Handler | None = None
    if log_file is not None:
        try:  # opened now: a folder that cannot be written means no file, not a logging error
            handler = logging.FileHandler(log_file, encoding="utf-8")
        except OSError as error:
            log.warning("no error log: %s", error)
            log_file = None
        else:
            handler.setLevel(logging.WARNING)
            handler.setFormatter(
                logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
            )
            logging.getLogger().addHandler(handler)
    reporter = ErrorReporter(log_file, handler, parent)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:  # a thread that ends itself is no error
            return
        reporter.report(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = reporter.report
    threading.excepthook = thread_hook
    return reporter
