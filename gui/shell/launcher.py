"""The first window: every registered game with its description, and "Nowa gra",
"Kontynuuj", "Ustawienia". It opens one game window per game being played."""

from __future__ import annotations

import dataclasses
import errno
import logging
import socket
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QFont,
    QFontMetrics,
    QIcon,
    QKeySequence,
    QPainter,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from engines.catalogue import GAMES, entry
from gui.dialogs.about import add_help_menu
from gui.dialogs.help import help_actions
from gui.dialogs.word_lookup import LOOKUP_SHORTCUT
from gui.games import has_ui
from gui.shell.game_pictures import game_picture
from gui.support.appearance import ERROR_STYLE
from gui.support.i18n import pick
from gui.support.paint import after_first_paint
from gui.support.settings import OptionValue, Preferences
from gui.widgets import dialogs
from gui.widgets.flow import FlowLayout
from gui.widgets.timers import Clock, monotonic_ms

# The engines (rules, move generators, computer players), the saved games' records and the word
# lists are imported when first used, not here: the launcher lists the games from the catalogue
# and shows at once (benchmarks/launcher_start.py).
if TYPE_CHECKING:
    from engines.core import Game, GameInfo, Setup
    from engines.net.host import HostingRecord, SeatPlan
    from engines.net.remembered import Remembered
    from engines.records.record import Move
    from engines.records.store import GameStore, Seat, StoreError
    from gui.dialogs.help import HelpDialog
    from gui.dialogs.new_game import NewGameDialog
    from gui.dialogs.word_lookup import WordLookupDialog
    from gui.game_window import GameWindow
    from gui.network.host_dialog import HostDialog
    from gui.network.hosting import HostingWindow
    from gui.network.join_dialog import JoinDialog
    from gui.network.resume_dialog import ResumeHostingDialog
    from gui.network.window import NetworkGameWindow
    from gui.records.history_window import HistoryWindow
    from gui.records.replay import ReplayWindow
    from gui.records.stats_window import StatsWindow
    from gui.shell.preferences import PreferencesDialog
    from gui.shell.saved_games import SavedGamesDialog

log = logging.getLogger(__name__)
GAME_ROLE = Qt.ItemDataRole.UserRole
PITCH_ROLE = Qt.ItemDataRole.UserRole + 1
#: Room around a game's row in the list, and between its picture and its text.
PAD = 8


def picture_side(line: int) -> int:
    """How big a game's picture is in the list: about four lines of text."""
    return max(72, min(120, line * 4))


class GameItemDelegate(QStyledItemDelegate):
    """A game in the launcher's list: its board's picture, its name in bold and the one-line
    pitch under it, wrapped to the list's width."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self._view = view

    def _text_width(self, picture: QPixmap) -> int:
        # As if the scroll bar were there: its coming would otherwise wrap the text anew
        # after the rows were measured.
        bar = self._view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        room = self._view.width() - 2 * self._view.frameWidth() - bar
        return max(80, room - picture.width() - 3 * PAD)

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        name = QFont(option.font)
        name.setPointSizeF(name.pointSizeF() * 1.2)
        name.setBold(True)
        return name, QFont(option.font)

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:
        picture = index.data(Qt.ItemDataRole.DecorationRole)
        assert isinstance(picture, QPixmap)
        name_font, pitch_font = self._fonts(option)
        width = self._text_width(picture)
        text = QFontMetrics(name_font).height() + PAD // 2
        text += (
            QFontMetrics(pitch_font)
            .boundingRect(
                QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, str(index.data(PITCH_ROLE))
            )
            .height()
        )
        return QSize(self._text_width(picture), max(picture.height(), text) + 2 * PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""
        item.icon = QIcon()
        style = self._view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, self._view)
        picture = index.data(Qt.ItemDataRole.DecorationRole)
        assert isinstance(picture, QPixmap)
        rect = option.rect.adjusted(PAD, PAD, -PAD, -PAD)
        painter.save()
        painter.drawPixmap(rect.left(), rect.top(), picture)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        group = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.setPen(option.palette.color(group))
        name_font, pitch_font = self._fonts(option)
        text = QRect(
            rect.left() + picture.width() + PAD, rect.top(), self._text_width(picture), 10_000
        )
        painter.setFont(name_font)
        painter.drawText(
            text, Qt.AlignmentFlag.AlignLeft, str(index.data(Qt.ItemDataRole.DisplayRole))
        )
        text.setTop(text.top() + QFontMetrics(name_font).height() + PAD // 2)
        painter.setFont(pitch_font)
        painter.drawText(text, Qt.TextFlag.TextWordWrap, str(index.data(PITCH_ROLE)))
        painter.restore()


class Launcher(QMainWindow):
    def __init__(
        self,
        store: GameStore | None,
        preferences: Preferences,
        *,
        clock: Clock = monotonic_ms,
        unsaved: StoreError | None = None,
        parent: QWidget | None = None,
        store_later: bool = False,
    ) -> None:
        """``store_later``: the saved games come with :meth:`set_store` (the app opens them
        once the launcher is on screen), not ``store``."""
        super().__init__(parent)
        self.store = store
        #: What this computer remembers of network play (its seats in games hosted elsewhere),
        #: beside the saved games (:meth:`set_store`).
        self.remembered: Remembered | None = None
        self.preferences = preferences
        self._clock = clock
        self.game_windows: list[GameWindow] = []
        self.new_game_dialog: NewGameDialog | None = None
        self.saved_games_dialog: SavedGamesDialog | None = None
        self.preferences_dialog: PreferencesDialog | None = None
        self.word_lookup: WordLookupDialog | None = None
        self.help_dialog: HelpDialog | None = None
        self.history_window: HistoryWindow | None = None
        self.stats_window: StatsWindow | None = None
        self.replay_windows: list[ReplayWindow] = []
        self.network_windows: list[NetworkGameWindow] = []
        self.hosting_windows: list[HostingWindow] = []
        #: The games listed, from the catalogue (no engine is loaded until one is needed).
        self._entries: tuple[GameInfo, ...] = GAMES

        self.setWindowTitle(self.tr("Gry słowne"))
        central = QWidget()
        self.setCentralWidget(central)

        title = QLabel(self.tr("Gry słowne"))
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 2.2)
        title_font.setBold(True)
        title.setFont(title_font)
        subtitle = QLabel(
            self.tr("Gry w słowa dla kilku osób — przy jednym komputerze albo w sieci")
        )

        # Each game with a picture of its board and a line saying what it is.
        self.games_list = QListWidget()
        self.games_list.setItemDelegate(GameItemDelegate(self.games_list))
        self.games_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.games_list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.games_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side = picture_side(self.fontMetrics().height())
        blank = QPixmap(side, side)
        blank.fill(Qt.GlobalColor.transparent)
        for game in self._entries:
            item = QListWidgetItem(pick(game.name))
            item.setData(GAME_ROLE, game.id)
            pitch = self.pitch(game.id)
            item.setData(PITCH_ROLE, pitch)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, pitch)
            item.setData(Qt.ItemDataRole.DecorationRole, blank)
            self.games_list.addItem(item)
        # Drawn once the window has painted (the boards' widgets take a moment to load and
        # paint): the launcher shows at once, the pictures a blink later in the room kept for
        # them. (A timer started now would fire before the first paint.)
        after_first_paint(self.games_list.viewport(), lambda: self.draw_pictures(side))
        self.games_list.currentItemChanged.connect(lambda *_: self._show_description())
        self.games_list.itemActivated.connect(lambda _item: self.open_new_game())

        self._name_label = QLabel()
        name_font = QFont(self.font())
        name_font.setPointSizeF(name_font.pointSizeF() * 1.5)
        name_font.setBold(True)
        self._name_label.setFont(name_font)
        self._name_label.setWordWrap(True)
        self._description_label = QLabel()
        self._description_label.setWordWrap(True)
        self._description_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self._rules_label = QLabel()
        self._rules_label.setWordWrap(True)
        details = QWidget()
        details_layout = QVBoxLayout(details)
        details_layout.setContentsMargins(16, 12, 16, 12)
        details_layout.addWidget(self._name_label)
        # The selected game's board, larger (once the pictures are drawn).
        self.board_picture = QLabel()
        self.board_picture.hide()
        self._picture_side = 0
        details_layout.addWidget(self.board_picture)
        details_layout.addWidget(self._description_label)
        details_layout.addSpacing(8)
        details_layout.addWidget(self._rules_label)
        details_layout.addStretch(1)
        # With the largest font a long description scrolls instead of being cut off.
        self.details_scroll = QScrollArea()
        self.details_scroll.setWidget(details)
        self.details_scroll.setWidgetResizable(True)
        self.details_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.new_game_button = QPushButton(self.tr("&Nowa gra…"))
        self.continue_button = QPushButton(self.tr("&Kontynuuj…"))
        self.settings_button = QPushButton(self.tr("&Ustawienia…"))
        self.rules_button = QPushButton(self.tr("&Zasady…"))
        self.rules_button.clicked.connect(lambda: self.open_rules())
        self.history_button = QPushButton(self.tr("&Historia…"))
        self.history_button.clicked.connect(self.open_history)
        self.history_button.setEnabled(False)  # until there are saved games (set_store)
        self.network_button = QPushButton(self.tr("Gra w &sieci…"))
        self.network_button.clicked.connect(lambda: self.open_network_game())
        quit_button = QPushButton(self.tr("Zak&ończ"))
        main_buttons = (
            self.new_game_button,
            self.continue_button,
            self.network_button,
            self.settings_button,
            self.rules_button,
            self.history_button,
        )
        for button in (self.new_game_button, self.continue_button, self.settings_button):
            button.setMinimumWidth(140)
        for button in (*main_buttons, quit_button):
            button.setMinimumHeight(36)
        self.new_game_button.setDefault(True)
        self.new_game_button.clicked.connect(lambda: self.open_new_game())
        self.continue_button.clicked.connect(self.open_saved_games)
        self.settings_button.clicked.connect(self.open_preferences)
        quit_button.clicked.connect(self.close)

        body = QHBoxLayout()
        body.addWidget(self.games_list, 5)
        body.addWidget(self.details_scroll, 4)
        # The buttons wrap to a second line when the window is too narrow for them.
        buttons = FlowLayout()
        for button in (*main_buttons, quit_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(6)
        layout.addLayout(body, 1)
        layout.addLayout(buttons)

        self._build_menu()
        self._fit_to_screen()
        if self.games_list.count():
            self.games_list.setCurrentRow(0)
        self.games_list.setFocus(Qt.FocusReason.OtherFocusReason)
        self.continue_button.setEnabled(False)
        #: Said all along while the app runs without saving (None: it saves).
        self.unsaved_label: QLabel | None = None
        if not store_later:
            self.set_store(store, unsaved)

    def set_store(self, store: GameStore | None, unsaved: StoreError | None = None) -> None:
        """The saved games (None: the app runs without saving, as the status bar then says
        all along; ``unsaved``: why)."""
        from engines.net.remembered import Remembered
        from engines.records.store import StoreFull

        self.store = store
        self.remembered = None if store is None else Remembered(store.path.parent)
        self.history_button.setEnabled(store is not None)
        if store is None:
            text = (
                self.tr("Dysk jest pełny: gry nie są zapisywane. Zwolnij miejsce na dysku.")
                if isinstance(unsaved, StoreFull)
                else self.tr("Gry nie są zapisywane (problem z plikiem zapisu).")
            )
            self.unsaved_label = QLabel(text)
            self.unsaved_label.setStyleSheet(ERROR_STYLE)
            self.statusBar().addWidget(self.unsaved_label, 1)
        self.refresh_saved_count()

    def _fit_to_screen(self) -> None:
        """Room for the games and their descriptions, more with a larger font, never more
        than the screen has."""
        line = self.fontMetrics().height()
        width, height = max(900, line * 56), max(600, line * 36)
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width()), min(height, room.height())
        self.resize(width, height)

    def draw_pictures(self, side: int) -> None:
        """Put each game's board picture in its row of the list."""
        for row in range(self.games_list.count()):
            item = self.games_list.item(row)
            picture = game_picture(str(item.data(GAME_ROLE)), side)
            if not picture.isNull():
                item.setData(Qt.ItemDataRole.DecorationRole, picture)
        self._picture_side = min(240, 2 * side + 40)
        self._show_picture()

    @property
    def pictures_drawn(self) -> bool:
        """Whether the games' pictures are in the list (they come after the first paint)."""
        return self._picture_side > 0

    def _show_picture(self) -> None:
        game = self.selected_entry()
        picture = (
            QPixmap()
            if game is None or not self._picture_side
            else game_picture(game.id, self._picture_side)
        )
        self.board_picture.setPixmap(picture)
        self.board_picture.setVisible(not picture.isNull())

    def pitch(self, game_id: str) -> str:
        """One line saying what the game is, under its name in the list."""
        pitches = {
            "puzzle": self.tr(
                "Trzy gry z literami: krzyżówka na stole, własna krzyżówka, najdłuższe słowo."
            ),
            "seven_words": self.tr(
                "Wszyscy naraz: najdłuższe słowo z 8 kart, zanim przesypie się klepsydra."
            ),
            "crossword": self.tr(
                "Klasyczna krzyżówka na planszy 15×15 z premiami — po polsku albo po angielsku."
            ),
            "slowka": self.tr(
                "Słowo czytane ścieżką żetonów na planszy 7×7; otocz ciemne pola, by mieć premie."
            ),
        }
        return pitches.get(game_id, "")

    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Gra"))
        self.lookup_action = QAction(self.tr("Sprawdź s&łowo…"), self)
        self.lookup_action.setShortcut(LOOKUP_SHORTCUT)
        self.lookup_action.triggered.connect(lambda: self.open_word_lookup())
        for text, shortcut, slot in (
            (self.tr("&Nowa gra…"), QKeySequence.StandardKey.New, lambda: self.open_new_game()),
            (self.tr("&Kontynuuj…"), QKeySequence.StandardKey.Open, self.open_saved_games),
            (self.tr("&Ustawienia…"), QKeySequence.StandardKey.Preferences, self.open_preferences),
            (self.tr("&Historia…"), QKeySequence("Ctrl+H"), self.open_history),
            (self.tr("&Statystyki…"), QKeySequence("Ctrl+T"), self.open_stats),
            (self.tr("&Zakończ"), QKeySequence.StandardKey.Quit, self.close),
        ):
            action = QAction(text, self)
            action.setShortcut(shortcut)
            action.triggered.connect(slot)
            menu.addAction(action)
            if shortcut == QKeySequence.StandardKey.Preferences:
                menu.addAction(self.lookup_action)
        rules, shortcuts = help_actions(self)
        rules.triggered.connect(lambda: self.open_rules())
        shortcuts.triggered.connect(lambda: self.open_rules(shortcuts=True))
        add_help_menu(self, (rules, shortcuts, self.lookup_action))

    def open_word_lookup(self) -> WordLookupDialog:
        from gui.dialogs.word_lookup import show_word_lookup

        game = self.selected_entry()
        lang = game.rule_sets[0].language if game is not None else "pl"
        self.word_lookup = show_word_lookup(self, lang)
        return self.word_lookup

    def open_rules(self, *, shortcuts: bool = False) -> HelpDialog:
        """The Rules page of the game selected in the list."""
        from gui.dialogs.help import show_help

        game = self.selected_entry()
        self.help_dialog = show_help(
            self, game.id if game is not None else None, shortcuts=shortcuts
        )
        return self.help_dialog

    # -- the list ---------------------------------------------------------------------------
    def selected_entry(self) -> GameInfo | None:
        """The catalogue's entry of the game selected in the list."""
        item = self.games_list.currentItem()
        return None if item is None else entry(str(item.data(GAME_ROLE)))

    def selected_game(self) -> Game[Any] | None:
        """The game selected in the list (its engine loaded now if it was not)."""
        from engines.registry import get_game

        item = self.games_list.currentItem()
        return None if item is None else get_game(str(item.data(GAME_ROLE)))

    def _show_description(self) -> None:
        info = self.selected_entry()
        if info is None:
            return
        self._name_label.setText(pick(info.name))
        self._show_picture()
        self._description_label.setText(pick(info.description))
        rules = "\n".join(
            (
                self.tr("• {rules} ({min}–{max} graczy, także solo)")
                if r.min_players == 1
                else self.tr("• {rules} ({min}–{max} graczy)")
            ).format(rules=pick(r.name), min=r.min_players, max=r.max_players)
            for r in info.rule_sets
        )
        playable = any(has_ui(info.id, r.id) for r in info.rule_sets)
        text = self.tr("Odmiany:\n{rules}").format(rules=rules)
        if not playable:
            text += "\n\n" + self.tr("Tej gry nie da się jeszcze rozegrać w tym programie.")
        self._rules_label.setText(text)
        self.new_game_button.setEnabled(playable)

    def rejoin(self, table: str) -> NetworkGameWindow | None:
        """Join again a network game this computer holds a seat in (the address, the code and
        the seat's secret remembered: nothing typed)."""
        seat = None if self.remembered is None else self.remembered.seat(table)
        if seat is None:
            return None
        return self.open_network_seat(seat.host, seat.port, seat.code, seat.name, seat.secret)

    def refresh_saved_count(self) -> None:
        from engines.records.store import StoreError

        count = 0
        if self.store is not None:
            try:
                count = len(self.store.unfinished())
            except StoreError:
                log.exception("cannot list the saved games")
        if self.remembered is not None:
            count += len(self.remembered.seats())
        self.continue_button.setEnabled(count > 0)
        self.continue_button.setText(
            self.tr("&Kontynuuj ({n})…").format(n=count) if count else self.tr("&Kontynuuj…")
        )

    # -- dialogs ----------------------------------------------------------------------------
    def open_new_game(
        self,
        game_id: str | None = None,
        *,
        like: Setup | None = None,
        seats: Sequence[Seat] = (),
    ) -> NewGameDialog | None:
        """The new-game dialog for ``game_id`` (default: the game selected in the list);
        ``like``: filled in as that game was, with its ``seats`` (a rematch)."""
        from engines.lexicon.wordlists import default_word_lists
        from engines.registry import get_game
        from gui.dialogs.new_game import NewGameDialog
        from gui.support.word_lists import LANGUAGES, chosen_list

        game = self.selected_game() if game_id is None else get_game(game_id)
        if game is None:
            return None
        known = self.store.known_players() if self.store is not None else []
        lists = default_word_lists()
        dialog = NewGameDialog(
            game.info,
            known,
            self,
            word_checking=self.preferences.word_checking,
            word_lists={lang: chosen_list(self.preferences, lists, lang) for lang in LANGUAGES},
            last_options=self._last_options(game.info),
        )
        if like is not None and like.game == game.info.id:
            dialog.repeat(like, seats)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.start_game(dialog.setup(), dialog.seats()))
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def open_network_game(self, address: str = "", code: str = "", name: str = "") -> JoinDialog:
        """Join a game hosted on the local network, or host one (docs/network.md); ``address``
        (HOST:PORT), ``code`` and the player's ``name`` pre-fill the dialog (by default the
        address and the name of the last join)."""
        from gui.network.join_dialog import JoinDialog

        if self.remembered is not None and not (address or name):
            address, name = self.remembered.last_join()
        dialog = JoinDialog(name, parent=self)
        dialog.address_edit.setText(address)
        dialog.code_edit.setText(code)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._join(dialog))
        dialog.host_requested.connect(lambda: self.open_host_game())
        dialog.open()
        return dialog

    def open_host_game(self, game_id: str | None = None) -> HostDialog:
        """Host a game on the local network: its rule set, options and seats (default: the
        first game people can play over the network on the app's screens)."""
        from engines.lexicon.wordlists import default_word_lists
        from engines.registry import get_game
        from gui.network.host_dialog import DEFAULT_PORT, HostDialog
        from gui.network.session import NETWORK_SCREENS
        from gui.support.word_lists import LANGUAGES, chosen_list

        game = get_game(game_id or next(iter(NETWORK_SCREENS))[0])
        lists = default_word_lists()
        preferences = self.preferences
        port = preferences.host_port
        dialog = HostDialog(
            game.info,
            self,
            word_checking=preferences.word_checking,
            word_lists={lang: chosen_list(preferences, lists, lang) for lang in LANGUAGES},
            last_options=self._last_options(game.info),
            port=DEFAULT_PORT if port is None else port,
            loopback=preferences.host_loopback,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.start_hosting(dialog))
        dialog.game_chosen.connect(self.open_host_game)
        dialog.open()
        return dialog

    def _last_options(self, info: GameInfo) -> dict[str, dict[str, OptionValue]]:
        """Each rule set's options of its last new game (the dialogs offer them again)."""
        return {
            rules.id: self.preferences.last_options(info.id, rules.id) for rules in info.rule_sets
        }

    def _remember_options(self, setup: Setup) -> None:
        self.preferences.set_last_options(setup.game, setup.rules, setup.options)

    def start_hosting(self, dialog: HostDialog) -> HostingWindow | None:
        """Serve the dialog's game in the background (saved in the app's store) and show the
        hosting window; its options, port and "only this computer" are offered next time."""
        from gui.network.host_dialog import LOOPBACK

        setup = dialog.setup()
        self._remember_options(setup)
        self.preferences.set_hosting(dialog.port(), dialog.bind() == LOOPBACK)
        return self._serve(
            dialog.plans(),
            dialog.bind(),
            dialog.port(),
            setup=setup,
            takeover=dialog.takeover(),
        )

    def host_again(self, game_id: int, record: HostingRecord) -> HostingWindow | None:
        """Host an unfinished network game again as it was hosted: the same code, port,
        seats and takeover (the players at this computer get their windows back)."""
        return self._serve(
            list(record.plans),
            record.bind,
            record.port,
            resume=game_id,
            code=record.code,
            takeover=record.takeover,
        )

    def _serve(
        self,
        plans: list[SeatPlan],
        bind: str,
        port: int,
        *,
        setup: Setup | None = None,
        resume: int | None = None,
        code: str | None = None,
        takeover: str | None = None,
    ) -> HostingWindow | None:
        """Serve a new game (``setup``) or a saved one (``resume``) in the background and show
        the hosting window. A port taken by another program: say so and offer a free one."""
        from engines.core import Rejected
        from engines.net.discovery import BROADCAST, DISCOVERY_PORT, is_loopback
        from engines.net.host import Host, serve_in_thread
        from engines.records.store import StoreError
        from gui.network.hosting import HostingWindow
        from gui.support.reasons import explain

        if self.store is None:
            return None
        announce = None if is_loopback(bind) else (BROADCAST, DISCOVERY_PORT)
        name = socket.gethostname()[:40]
        think_seconds = self.preferences.think_seconds

        def make(store: GameStore) -> Host:
            return Host(
                store,
                plans,
                setup=setup,
                resume=resume,
                code=code,
                takeover=takeover,
                announce_to=announce,
                host_name=name,
                think_seconds=think_seconds,
            )

        try:
            hosting = serve_in_thread(self.store.path, make, bind, port)
        except OSError as error:
            if error.errno != errno.EADDRINUSE or port == 0:
                dialogs.inform(self, self.tr("Nie można hostować gry"), str(error), warning=True)
                return None
            if not dialogs.confirm(
                self,
                self.tr("Port jest zajęty"),
                self.tr(
                    "Port {port} jest zajęty (używa go inny program). Hostować grę na innym, "
                    "wolnym porcie? Kod gry zostaje ten sam; gracze w sieci dołączą pod nowym "
                    "adresem, który pokaże okno hostowania."
                ).format(port=port),
                self.tr("&Hostuj na innym porcie"),
            ):
                return None
            return self._serve(
                plans, bind, 0, setup=setup, resume=resume, code=code, takeover=takeover
            )
        except (ValueError, Rejected, StoreError) as error:
            text = explain(error) if isinstance(error, Rejected) else str(error)
            dialogs.inform(self, self.tr("Nie można hostować gry"), text, warning=True)
            return None
        window = HostingWindow(hosting, bind)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.join_requested.connect(
            lambda address, port, code, player: self.open_network_game(
                f"{address}:{port}", code, player
            )
        )
        window.seat_requested.connect(
            lambda address, port, code, player, secret: self.open_network_seat(
                address, port, code, player, secret, local=True
            )
        )
        window.replay_requested.connect(self.open_replay)
        self.hosting_windows.append(window)
        window.destroyed.connect(lambda: self.hosting_windows.remove(window))
        window.show()
        window.open_local_seats()
        return window

    def _join(self, dialog: JoinDialog) -> NetworkGameWindow | None:
        address = dialog.address()
        if address is None:
            return None
        if self.remembered is not None:
            try:
                address_text = dialog.address_edit.text().strip()
                self.remembered.set_last_join(address_text, dialog.player_name())
            except OSError:
                log.exception("cannot remember the last join")
        return self.open_network_seat(
            *address, dialog.code(), dialog.player_name(), announced=dialog.announced()
        )

    def open_network_seat(
        self,
        host: str,
        port: int,
        code: str,
        name: str,
        secret: str = "",
        *,
        announced: str = "",
        local: bool = False,
    ) -> NetworkGameWindow:
        """The window of ``name``'s seat in the game hosted at ``host``:``port`` — the one
        already open for it that lost its connection (a game hosted again) joins again. The
        seat's ``secret`` is the host's (a player at its computer: ``local``, whose seat is
        not remembered — the game is in *Kontynuuj* as a hosted one) or this computer's memory
        of the seat (none: a new seat)."""
        from gui.network.session import RemoteSession
        from gui.network.window import NetworkGameWindow

        if not secret and self.remembered is not None:
            kept = self.remembered.seat_at(host, port, name)
            secret = kept.secret if kept is not None and kept.code == code else ""
        for window in self.network_windows:
            seat = window.session
            same = (seat.host, seat.port, seat.code, seat.name) == (host, port, code, name)
            if same and window.can_reconnect():
                seat.secret = secret or seat.secret
                window.reconnect()
                window.raise_()
                return window

        session = RemoteSession(
            host,
            port,
            name,
            code,
            secret=secret or None,
            remembered=None if local else self.remembered,
            announced=announced,
        )
        window = NetworkGameWindow(session, preferences=self.preferences)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # The same game and options; the seats are the dialog's own (the players were on
        # other computers).
        window.new_game_requested.connect(
            lambda: self.open_new_game(
                session.setup.game if session.setup else None, like=session.setup
            )
        )
        window.stats_requested.connect(self.open_stats)
        self.network_windows.append(window)
        window.destroyed.connect(lambda: self.network_windows.remove(window))
        window.show()
        return window

    def open_saved_games(self) -> SavedGamesDialog | None:
        from gui.shell.saved_games import SavedGamesDialog

        if self.store is None:
            return None
        dialog = SavedGamesDialog(self.store, self, remembered=self.remembered)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.resume_requested.connect(self.resume_game)
        dialog.rejoin_requested.connect(self.rejoin)
        dialog.finished.connect(lambda _result: self.refresh_saved_count())
        self.saved_games_dialog = dialog
        dialog.open()
        return dialog

    def open_preferences(self) -> PreferencesDialog:
        from gui.shell.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.preferences, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.preferences_dialog = dialog
        dialog.open()
        return dialog

    def open_history(self) -> HistoryWindow | None:
        """The finished games (one window; brought forward if open)."""
        from gui.records.history_window import HistoryWindow

        if self.store is None:
            return None
        if self.history_window is None:
            window = HistoryWindow(self.store)
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.replay_requested.connect(self.open_replay)
            window.stats_requested.connect(self.open_stats)
            window.games_changed.connect(self.refresh_saved_count)
            window.destroyed.connect(lambda: setattr(self, "history_window", None))
            self.history_window = window
        self.history_window.show()
        self.history_window.raise_()
        return self.history_window

    def open_stats(self) -> StatsWindow | None:
        from gui.records.stats_window import StatsWindow

        if self.store is None:
            return None
        if self.stats_window is None:
            window = StatsWindow(self.store)
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.destroyed.connect(lambda: setattr(self, "stats_window", None))
            self.stats_window = window
        self.stats_window.show()
        self.stats_window.raise_()
        return self.stats_window

    def open_replay(self, game_id: int) -> ReplayWindow | None:
        from engines.core import Rejected
        from engines.lexicon.wordlists import WordListError
        from engines.records.store import StoreError
        from gui.records.replay import ReplayWindow
        from gui.support.reasons import explain
        from gui.support.word_lists import explain_error

        if self.store is None:
            return None
        try:
            window = ReplayWindow(self.store, game_id)
        except (StoreError, Rejected, WordListError) as error:
            if isinstance(error, Rejected):
                text = explain(error)
            elif isinstance(error, WordListError):  # the game's word list is not here
                text = explain_error(error)
            else:
                text = str(error)
            dialogs.inform(self, self.tr("Nie można odtworzyć gry"), text, warning=True)
            return None
        window.closed.connect(
            lambda w: self.replay_windows.remove(w) if w in self.replay_windows else None
        )
        self.replay_windows.append(window)
        window.show()
        return window

    # -- games ------------------------------------------------------------------------------
    def start_game(self, setup: Setup, seats: list[Seat]) -> GameWindow | None:
        """Save a new game and open its window."""
        from engines.core import Rejected, resolve_setup
        from engines.records.store import StoreError
        from engines.registry import get_game
        from gui.support.reasons import explain
        from gui.support.seats import is_generated

        game = get_game(setup.game)
        if self._no_screen(setup):
            return None
        try:
            setup = resolve_setup(game.info, setup)
        except Rejected as refusal:
            dialogs.inform(self, self.tr("Nie można zacząć gry"), explain(refusal), warning=True)
            return None
        if self._with_word_list(setup, None) is None:
            return None
        self._remember_options(setup)
        game_id: int | None = None
        if self.store is not None:
            try:
                game_id = self.store.create_game(setup, seats)
                for seat in seats:
                    if not is_generated(seat):  # a generated computer name is no one's
                        self.store.remember_player(seat)
            except StoreError as error:
                log.exception("cannot save the new game")
                self.statusBar().showMessage(str(error))
        return self._open_window(setup, seats, game_id, ())

    def resume_game(self, game_id: int) -> GameWindow | None:
        """Open a saved game (or bring its window forward if it is open already). A game
        hosted on the network asks first whether to host it again or to play it here
        (:meth:`open_resume_hosting`; None then)."""
        for window in self.game_windows:
            if window.game_id == game_id:
                window.raise_()
                window.activateWindow()
                return window
        for hosting in self.hosting_windows:
            if hosting.hosting.host.game_id == game_id and not hosting.hosting.result.done():
                hosting.raise_()
                hosting.activateWindow()
                return None
        if self.store is None:
            return None
        if self.open_resume_hosting(game_id) is not None:
            return None
        return self.resume_here(game_id)

    def open_resume_hosting(self, game_id: int) -> ResumeHostingDialog | None:
        """For an unfinished game hosted on the network: the dialog that hosts it again or
        opens it here (None: the game was not hosted, or not as this version records it)."""
        from engines.net.host import HostingRecord
        from engines.records.store import PLAYING, StoreError
        from gui.network.resume_dialog import ResumeHostingDialog

        if self.store is None:
            return None
        try:
            saved = self.store.get(game_id)
            recorded = self.store.hosting(game_id) if saved.status == PLAYING else None
            record = None if recorded is None else HostingRecord.from_json(recorded)
        except (StoreError, ValueError):
            log.exception("cannot read how game %s was hosted", game_id)
            return None
        if record is None:
            return None
        dialog = ResumeHostingDialog(saved, record, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.host_requested.connect(lambda game: self.host_again(game, record))
        dialog.here_requested.connect(self.resume_here)
        dialog.open()
        return dialog

    def resume_here(self, game_id: int) -> GameWindow | None:
        """Open a saved game in a window of this computer (every seat played here)."""
        from engines.core import Rejected
        from engines.records.store import StoreError
        from engines.registry import get_game
        from gui.support.reasons import explain

        if self.store is None:
            return None
        try:
            saved = self.store.get(game_id)
            moves = self.store.moves(game_id, get_game(saved.setup.game))
        except (StoreError, Rejected) as error:
            text = explain(error) if isinstance(error, Rejected) else str(error)
            dialogs.inform(self, self.tr("Nie można wznowić gry"), text, warning=True)
            return None
        if self._no_screen(saved.setup):
            return None
        setup = self._with_word_list(saved.setup, game_id, moves)
        if setup is None:
            return None
        return self._open_window(setup, list(saved.seats), game_id, moves)

    def _language(self, setup: Setup) -> str:
        from engines.registry import get_game

        return get_game(setup.game).info.rule_set(setup.rules).language

    def _with_word_list(
        self, setup: Setup, game_id: int | None, moves: Sequence[Move] = ()
    ) -> Setup | None:
        """Put the game's word list in use for its language (every game and computer player
        asks the lexicon module for it). A saved game whose list is gone may go on with the
        shipped lexicon (then recorded so) if its moves so far are allowed by it. None: the
        game cannot be opened now."""
        from engines.core import Rejected
        from engines.lexicon.wordlists import (
            WordListUnavailable,
            default_word_lists,
            use_word_list,
        )
        from engines.records.record import replay
        from engines.records.store import StoreError
        from gui.support.word_lists import describe_ref, explain_error, shipped_name

        lang = self._language(setup)
        for window in self.game_windows:
            other = window.setup
            if self._language(other) == lang and other.word_list != setup.word_list:
                # One list per language is in use at a time.
                dialogs.inform(
                    self,
                    self.tr("Inny słownik jest w użyciu"),
                    self.tr(
                        "Otwarta gra używa słownika „{other}”, a ta — „{this}”. Zamknij tamtą "
                        "grę, aby otworzyć tę."
                    ).format(
                        other=describe_ref(lang, other.word_list),
                        this=describe_ref(lang, setup.word_list),
                    ),
                    warning=True,
                )
                return None
        try:
            use_word_list(lang, setup.word_list, default_word_lists())
            return setup
        except WordListUnavailable as missing:
            lost = missing.ref.name
            if game_id is None:
                dialogs.inform(
                    self, self.tr("Nie można zacząć gry"), explain_error(missing), warning=True
                )
                return None
            question = self.tr(
                "Dokończyć ją ze słownikiem {shipped}? Słowa zagrane dotąd zostają, a gra będzie "
                "odtąd zapisana z tym słownikiem."
            ).format(shipped=shipped_name(lang))
            if not dialogs.confirm(
                self,
                self.tr("Brak listy słów"),
                f"{explain_error(missing)}\n\n{question}",
                self.tr("&Graj z wbudowanym słownikiem"),
            ):
                return None
        use_word_list(lang, None)
        fallback = dataclasses.replace(setup, word_list=None)
        try:
            replay(fallback, moves)
        except Rejected:
            dialogs.inform(
                self,
                self.tr("Nie można wznowić gry"),
                self.tr(
                    "Tej gry nie da się dokończyć ze słownikiem {shipped}: zagrano w niej słowa, "
                    "których on nie zna. Zainstaluj z powrotem listę „{name}”."
                ).format(shipped=shipped_name(lang), name=lost),
                warning=True,
            )
            return None
        if self.store is not None:
            try:
                self.store.set_word_list(game_id, None)
            except StoreError as error:
                log.exception("cannot record the word list")
                self.statusBar().showMessage(str(error))
        return fallback

    def _no_screen(self, setup: Setup) -> bool:
        """Tell the user when a game (or rule set) has no screen in this version."""
        if has_ui(setup.game, setup.rules):
            return False
        dialogs.inform(
            self,
            self.tr("Nie można otworzyć gry"),
            self.tr("Tej gry nie da się jeszcze rozegrać w tym programie."),
            warning=True,
        )
        return True

    def _open_window(
        self, setup: Setup, seats: list[Seat], game_id: int | None, moves: Sequence[Move]
    ) -> GameWindow:
        from gui.game_window import GameWindow

        window = GameWindow(
            setup,
            seats,
            store=self.store,
            game_id=game_id,
            moves=moves,
            clock=self._clock,
            preferences=self.preferences,
        )
        window.closed.connect(self._on_game_closed)
        # "Nowa gra" (the menu, the end screen): this game again, as it was set up (a rematch:
        # Quackle and Eliot keep the last game's players and settings in theirs too).
        window.new_game_requested.connect(
            lambda: self.open_new_game(setup.game, like=setup, seats=seats)
        )
        window.stats_requested.connect(self.open_stats)
        window.replay_requested.connect(self.open_replay)
        self.game_windows.append(window)
        window.show()
        self.refresh_saved_count()
        return window

    def _on_game_closed(self, window: GameWindow) -> None:
        if window in self.game_windows:
            self.game_windows.remove(window)
        self.refresh_saved_count()

    def closeEvent(self, event: QCloseEvent) -> None:
        for window in list(self.game_windows):
            window.close()
        for other in (
            *self.replay_windows,
            *self.hosting_windows,
            self.history_window,
            self.stats_window,
        ):
            if other is not None:
                other.close()
        super().closeEvent(event)
