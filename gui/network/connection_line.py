"""What a network seat's window says about its connection: why it ended (in words), the host's
fingerprint to compare with the host's screen, and what the host says that closes nothing (a
move it could not save). A host that comes back with another key than this computer knew is
said plainly, and nothing is sent to it unless the player, having looked at the host's screen,
says to go on.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Slot
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from engines.net.remembered import CHANGED, NEW
from gui.network.session import RemoteSession


def _tr(text: object) -> str:
    return QCoreApplication.translate("NetworkConnection", str(text))


# QT_TRANSLATE_NOOP marks the texts for lupdate (in the context "NetworkConnection").
_DISCONNECTED: dict[str, object] = {
    "connection": QT_TRANSLATE_NOOP("NetworkConnection", "Brak połączenia z gospodarzem gry."),
    "bad_code": QT_TRANSLATE_NOOP("NetworkConnection", "Zły kod gry."),
    "no_free_seat": QT_TRANSLATE_NOOP(
        "NetworkConnection", "Nie ma wolnego miejsca (i nikt nie gra pod tym imieniem)."
    ),
    "replaced": QT_TRANSLATE_NOOP(
        "NetworkConnection", "Twoje miejsce zajęło inne połączenie z tego miejsca."
    ),
    # Hosting stopped, the game did not end: it can be hosted again and joined (issue #40).
    "host_closing": QT_TRANSLATE_NOOP(
        "NetworkConnection",
        "Gospodarz przestał hostować grę. Gra jest zapisana u gospodarza: gdy znów ją "
        "udostępni, wrócisz do niej przyciskiem „Połącz ponownie”.",
    ),
    "seat_taken": QT_TRANSLATE_NOOP(
        "NetworkConnection",
        "Miejsce o tym imieniu ma już gracz, a ten komputer nie ma jego klucza. Wybierz inne "
        "imię albo poproś gospodarza, by zwolnił to miejsce.",
    ),
    "bad_secret": QT_TRANSLATE_NOOP(
        "NetworkConnection",
        "Gospodarz nie zna już twojego miejsca (może je zwolnił). Połącz się ponownie, by "
        "zająć wolne miejsce.",
    ),
    "seat_freed": QT_TRANSLATE_NOOP(
        "NetworkConnection", "Gospodarz zwolnił twoje miejsce dla kogoś innego."
    ),
    "busy": QT_TRANSLATE_NOOP(
        "NetworkConnection", "Za dużo prób połączenia z tego komputera; spróbuj za minutę."
    ),
    "too_slow": QT_TRANSLATE_NOOP(
        "NetworkConnection", "Połączenie było zbyt wolne; spróbuj ponownie."
    ),
    "crowded": QT_TRANSLATE_NOOP(
        "NetworkConnection", "Gospodarz ma zbyt wiele połączeń; spróbuj ponownie."
    ),
    "bad_version": QT_TRANSLATE_NOOP(
        "NetworkConnection",
        "Gospodarz ma inną wersję programu Gry słowne. Zaktualizuj program (tu albo u "
        "gospodarza), by grać razem.",
    ),
    "bad_handshake": QT_TRANSLATE_NOOP(
        "NetworkConnection",
        "Gospodarz nie potwierdził swojego klucza — to może nie być twój gospodarz.",
    ),
    "host_changed": QT_TRANSLATE_NOOP(
        "NetworkConnection", "Nie połączono z gospodarzem o zmienionym kluczu."
    ),
}
_OTHER = QT_TRANSLATE_NOOP("NetworkConnection", "Gospodarz zerwał połączenie ({reason}).")


def disconnect_text(reason: str) -> str:
    """Why the connection ended, for the player (a ``NetReason`` value or ``connection``)."""
    return _tr(_DISCONNECTED.get(reason, _OTHER)).format(reason=reason)


class ConnectionLine(QLabel):
    """The window's line about its connection (for its status bar)."""

    def __init__(self, session: RemoteSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        #: The last question about a changed host key (tests answer it).
        self.question: QMessageBox | None = None
        self._host = ""
        self._trouble = ""
        session.host_checked.connect(self._on_host_checked)
        session.notice.connect(self._on_notice)

    def _show(self) -> None:
        self.setText("  ".join(part for part in (self._trouble, self._host) if part))

    @Slot(str, str)
    def _on_host_checked(self, fingerprint: str, status: str) -> None:
        if status == NEW:
            self._host = self.tr(
                "Gospodarz {fingerprint} — nowy: sprawdź, czy jego ekran pokazuje ten sam odcisk."
            )
        else:
            self._host = self.tr("Gospodarz {fingerprint}")
        self._host = self._host.format(fingerprint=fingerprint)
        self._show()
        if status == CHANGED:
            self._ask(fingerprint)

    def _ask(self, fingerprint: str) -> None:
        question = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Zmieniony klucz gospodarza"),
            self.tr(
                "Pod adresem {address} odpowiada gospodarz o odcisku klucza {fingerprint}, "
                "a nie ten, z którym ten komputer grał (albo który ogłaszał grę). To może być "
                "ktoś, kto podszywa się pod gospodarza. Sprawdź odcisk na ekranie gospodarza "
                "(okno hostowania)."
            ).format(address=f"{self.session.host}:{self.session.port}", fingerprint=fingerprint),
            parent=self.window(),
        )
        go_on = question.addButton(self.tr("&Dołącz mimo to"), QMessageBox.ButtonRole.AcceptRole)
        stop = question.addButton(self.tr("&Nie łącz"), QMessageBox.ButtonRole.RejectRole)
        question.setDefaultButton(stop)
        question.setEscapeButton(stop)

        def answered() -> None:
            self.question = None
            if question.clickedButton() is go_on:
                self.session.trust()
            else:
                self.session.close()
                self.session.disconnected.emit("host_changed")

        question.finished.connect(answered)
        self.question = question
        question.open()

    @Slot(str, str)
    def _on_notice(self, reason: str, detail: str) -> None:
        if reason == "save_failed":
            self._trouble = self.tr(
                "Gospodarz nie może zapisać gry ({why}); próbuje dalej."
            ).format(why=detail)
        else:
            self._trouble = ""
        self._show()
