"""Joining a game hosted on the local network: the host's address (typed, or picked from the
games hosts announce, each with its address and the fingerprint of its host's key), the
player's name and the game's code from the host's screen. The launcher fills in the address
and the name of the last join; a seat already held is joined again from *Kontynuuj*."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.net.discovery import HostedGame, find_games
from engines.net.protocol import MAX_CODE_LENGTH, normal_code, valid_name
from engines.registry import get_game
from gui.support.i18n import pick
from gui.support.workers import Task, start_task

# How long the dialog listens for announced games, seconds.
LISTEN_SECONDS = 2.0
FINGERPRINT_ROLE = Qt.ItemDataRole.UserRole + 1


def parse_address(text: str) -> tuple[str, int] | None:
    """``HOST:PORT`` as (host, port); None when it is not one."""
    host, _, port = text.strip().rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) <= 65535:
        return None
    return host, int(port)


class JoinDialog(QDialog):
    #: The player would rather host a game (the launcher opens the host dialog).
    host_requested = Signal()

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Gra w sieci"))
        self.setMinimumWidth(460)
        self._search: Task | None = None
        self._announced = ("", "")
        self.games_list = QListWidget()
        self.games_list.itemClicked.connect(self._on_game_picked)
        self.search_button = QPushButton(self.tr("&Szukaj gier w sieci"))
        self.search_button.clicked.connect(self.search)
        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText(self.tr("np. 192.168.1.20:5050"))
        self.name_edit = QLineEdit(name)
        self.code_edit = QLineEdit()
        self.code_edit.setMaxLength(MAX_CODE_LENGTH)
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Adres gospodarza:"), self.address_edit)
        form.addRow(self.tr("&Imię:"), self.name_edit)
        form.addRow(self.tr("&Kod gry:"), self.code_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = buttons.addButton(
            self.tr("&Dołącz"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.host_button = buttons.addButton(
            self.tr("&Hostuj grę…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.host_button.clicked.connect(self._on_host)
        buttons.accepted.connect(self._on_join)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Gry ogłaszane w tej sieci:")))
        layout.addWidget(self.games_list)
        layout.addWidget(self.search_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(form)
        layout.addWidget(self.message_label)
        layout.addWidget(buttons)

    # -- finding games ----------------------------------------------------------------------
    @Slot()
    def search(self) -> None:
        """Listen for announced games for a moment (only while asked to)."""
        if self._search is not None:
            return
        self.search_button.setEnabled(False)
        self.message_label.setText(self.tr("Szukam…"))

        def work(should_stop: Any, progress: Any) -> list[HostedGame]:
            return find_games(LISTEN_SECONDS)

        self._search = start_task(work, self._on_found, self._on_search_failed)

    @Slot(object)
    def _on_found(self, games: list[HostedGame]) -> None:
        self._search = None
        self.search_button.setEnabled(True)
        self.games_list.clear()
        for game in games:
            try:
                name = pick(get_game(game.game).info.name)
            except ValueError:  # a game this version does not know
                continue
            text = self.tr(
                "{game} ({rules}) — {host}, wolne miejsca: {free} z {players}\n"
                "    {address}, odcisk klucza {fingerprint}"
            ).format(
                game=name, rules=game.rules, host=game.host_name, free=game.free,
                players=game.players, address=f"{game.address}:{game.port}",
                fingerprint=game.fingerprint,
            )  # fmt: skip
            item = QListWidgetItem(text)
            item.setToolTip(text)
            item.setData(Qt.ItemDataRole.UserRole, f"{game.address}:{game.port}")
            item.setData(FINGERPRINT_ROLE, game.fingerprint)
            self.games_list.addItem(item)
        self.message_label.setText(
            "" if games else self.tr("Nie znaleziono gier; wpisz adres gospodarza.")
        )

    @Slot(str)
    def _on_search_failed(self, message: str) -> None:
        self._search = None
        self.search_button.setEnabled(True)
        self.message_label.setText(self.tr("Nie można szukać gier: {error}").format(error=message))

    @Slot(QListWidgetItem)
    def _on_game_picked(self, item: QListWidgetItem) -> None:
        self.address_edit.setText(str(item.data(Qt.ItemDataRole.UserRole)))
        self._announced = (self.address_edit.text(), str(item.data(FINGERPRINT_ROLE)))
        self.code_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def announced(self) -> str:
        """The fingerprint the picked game's announcement gave ("": typed by hand; the
        handshake then checks that the host proves that key)."""
        address, fingerprint = self._announced
        return fingerprint if address == self.address_edit.text() else ""

    # -- joining ----------------------------------------------------------------------------
    def address(self) -> tuple[str, int] | None:
        return parse_address(self.address_edit.text())

    def player_name(self) -> str:
        return self.name_edit.text().strip()

    def code(self) -> str:
        """The code as typed, in the form the host compares ("" when it is no code)."""
        return normal_code(self.code_edit.text()) or ""

    @Slot()
    def _on_join(self) -> None:
        if self.address() is None:
            self.message_label.setText(self.tr("Adres to HOST:PORT, np. 192.168.1.20:5050."))
        elif not valid_name(self.player_name()):
            self.message_label.setText(self.tr("Podaj imię (do 100 znaków)."))
        elif not self.code():
            self.message_label.setText(
                self.tr("Podaj kod gry z ekranu gospodarza (co najmniej 6 liter i cyfr).")
            )
        else:
            self.accept()

    @Slot()
    def _on_host(self) -> None:
        self.reject()
        self.host_requested.emit()

    def done(self, result: int) -> None:
        if self._search is not None:
            self._search.cancel()
            self._search = None
        super().done(result)
