"""What the screens of the turn-by-turn board games (the crossword game, Słówka, GRA I) share: no
rounds and no turn clocks of their own (a game clock option runs in the window), the keys going
to the board, each player's own rack order, the challenge box for the next player, the exchange
dialog's flow, the panel's labels and buttons, the layout (the board left, a column of fixed
width right) and the end summary's layout."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QFont, QKeyEvent, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from engines.core import Action, PlayerId
from engines.crossword.state import LOST_TURN
from engines.records.store import Seat
from engines.tile_turns import Accept, Challenge, Exchange, Pass
from gui.games.base import GameScreen
from gui.session import GameSession
from gui.support.appearance import ERROR_STYLE, QUIET_STYLE
from gui.support.fonts import POINT_SIZE
from gui.widgets import dialogs
from gui.widgets.board import GridWidget
from gui.widgets.missed_words import MissedWordsPanel
from gui.widgets.rack import RackWidget
from gui.widgets.rack_order import RackOrders
from gui.widgets.score_sheet import MoveSheet
from gui.widgets.tile_dialogs import ExchangeDialog
from gui.widgets.words import key_name


def quiet_label(text: str = "") -> QLabel:
    """Grey, word-wrapped: help and status lines."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet(QUIET_STYLE)
    return label


def show_status(label: QLabel, text: str) -> None:
    """A status line that takes no room while it has nothing to say."""
    label.setText(text)
    label.setVisible(bool(text))


def idle_text(what: str, keys: str) -> str:
    """What a preview says before anything is laid (rich text): ``what`` to do and, in grey
    below, the keys (the side column has no line of its own for them: issue #28, item 3)."""
    return f"{escape(what)}<br><span style='{QUIET_STYLE}'>{escape(keys)}</span>"


def message_label() -> QLabel:
    """Red, word-wrapped: why the last try was refused. Two lines are kept for it, empty or
    not, so the buttons below never jump (issue #12, defect 3)."""
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet(ERROR_STYLE)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setMinimumHeight(label.fontMetrics().lineSpacing() * 2)
    return label


def show_refusal(preview: QLabel, message: QLabel, text: str) -> None:
    """Why a move was refused, said once: not again under a preview that already says it
    (issue #12, defect 2)."""
    document = QTextDocument()
    document.setHtml(preview.text())
    message.setText("" if text in document.toPlainText() else text)


def preview_label(font: QFont, scale: float = 1.0) -> QLabel:
    """Rich text at least four lines high (the move, its words, a bonus, why not), top left:
    what the move on the board would do; the room is kept so nothing below it moves."""
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    bigger = QFont(font)
    bigger.setPointSizeF(bigger.pointSizeF() * scale)
    label.setFont(bigger)
    label.setMinimumHeight(label.fontMetrics().lineSpacing() * 4)
    return label


def heading_label(font: QFont) -> QLabel:
    """Big and bold: whose turn it is."""
    label = QLabel()
    big = QFont(font)
    big.setPointSizeF(big.pointSizeF() * 1.4)
    big.setBold(True)
    label.setFont(big)
    return label


def rack_row(rack: QWidget, *buttons: QPushButton, rack_grows: bool = False) -> QHBoxLayout:
    """The rack with its buttons (shuffle, sort) beside it (they never take the keyboard);
    ``rack_grows``: the rack takes the row's spare width."""
    row = QHBoxLayout()
    row.addWidget(rack, 1 if rack_grows else 0)
    for button in buttons:
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
    if not rack_grows:
        row.addStretch(1)
    return row


def button_row(
    buttons: Sequence[QPushButton], min_width: int = 0, fill: bool = False
) -> QHBoxLayout:
    """A row of the turn's buttons, none taking the keyboard on a click (Enter, Backspace and
    letters always reach the board; a button already given Tab focus keeps it, so the turn's
    main actions stay reachable without a mouse); ``fill``: the buttons share the whole width."""
    row = QHBoxLayout()
    for button in buttons:
        button.setMinimumHeight(34)
        if min_width:
            button.setMinimumWidth(min_width)
        if button.focusPolicy() != Qt.FocusPolicy.TabFocus:
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row.addWidget(button)
    if not fill:
        row.addStretch(1)
    return row


def turn_area(*items: QWidget | QLayout) -> QWidget:
    """The open turn's part of the side column (the preview, the refusal line, the turn's
    buttons) in one widget: a challenge box takes its place while a word waits for a check
    (:meth:`ChallengeBox.stands_in_for`), when none of it can be used."""
    area = QWidget()
    layout = QVBoxLayout(area)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(4)
    for item in items:
        if isinstance(item, QLayout):
            layout.addLayout(item)
        else:
            layout.addWidget(item)
    return area


def boxed(title: str, widget: QWidget) -> QGroupBox:
    """``widget`` in a titled frame (the move history, the score sheet)."""
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(4, 2, 4, 4)
    layout.addWidget(widget)
    return box


def board_beside_panel(
    screen: QWidget,
    board: QWidget,
    width: int,
    items: Sequence[QWidget | QLayout | int],
    grows: QWidget,
) -> QWidget:
    """The board screens' layout: the board left, taking the room, and right a column at most
    ``width`` wide of ``items`` top to bottom (a number: that much space), ``grows`` taking
    the spare height. The board gets a square as tall as the screen first; the column takes
    what is left (never less than its content needs) and scrolls when the screen is too low
    for it — from 1024×700 up nothing is cut (issue #12, feature 5). A move sheet in
    ``grows`` gives up rows it asks for before the column has to scroll (issue #28, item 3).
    Returns the column."""
    panel = QWidget()
    column = QVBoxLayout(panel)
    column.setContentsMargins(0, 0, 4, 0)
    column.setSpacing(4)
    for item in items:
        if isinstance(item, int):
            column.addSpacing(item)
        elif isinstance(item, QLayout):
            column.addLayout(item)
        else:
            column.addWidget(item, 1 if item is grows else 0)
    scroll = QScrollArea()
    scroll.setWidget(panel)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    layout = QHBoxLayout(screen)
    layout.setContentsMargins(10, 8, 12, 8)
    layout.setSpacing(12)
    layout.addWidget(board, 1)
    layout.addWidget(scroll)
    sheet = grows if isinstance(grows, MoveSheet) else grows.findChild(MoveSheet)
    fit = _PanelFit(screen, scroll, panel, width, sheet)
    screen.installEventFilter(fit)
    fit.apply()
    return panel


class _PanelFit(QObject):
    """Keeps the side column as wide as the room a square board leaves (within its bounds),
    and its move sheet asking for fewer rows while the column would have to scroll (and for
    them again once there is room)."""

    def __init__(
        self,
        screen: QWidget,
        scroll: QScrollArea,
        panel: QWidget,
        width: int,
        sheet: MoveSheet | None,
    ) -> None:
        super().__init__(screen)
        self._screen, self._scroll, self._panel, self._width = screen, scroll, panel, width
        self._sheet = sheet
        if sheet is not None:
            scroll.verticalScrollBar().rangeChanged.connect(lambda _low, _high: self.fit_rows())
            sheet.installEventFilter(self)

    @property
    def widest(self) -> int:
        """The column's widest: its width for the app's own font size, wider in proportion
        with a larger font chosen (issue #40: at 18 pt on a wide screen the history's moves
        read "H8 …" beside an empty band)."""
        scale = max(1.0, self._screen.font().pointSizeF() / POINT_SIZE)
        return round(self._width * scale)

    def apply(self) -> None:
        screen = self._screen
        widest = self.widest
        bar = self._scroll.verticalScrollBar().sizeHint().width()
        least = min(widest, self._panel.minimumSizeHint().width() + bar)
        # Margins (10 + 12) and the spacing (12) around the board; 16 the board's own frame.
        board_side = screen.height() - 16
        room = screen.width() - 34 - board_side
        width = max(least, min(widest, room))
        # A column too tall for the screen even with the history down to its fewest rows (a
        # large font, a low window) takes width from the board, up to half the screen: its
        # lines wrap less (issue #40: at 18 pt the bag and the history were out of sight).
        most = max(width, min(widest, screen.width() // 2))
        while width < most and self._excess(width - bar) > 0:
            width = min(most, width + 16)
        self._scroll.setFixedWidth(width)

    def _excess(self, width: int) -> int:
        """How much taller than the screen the column would be at ``width``, once the history
        has given up every row it can."""
        panel, sheet = self._panel, self._sheet
        if not panel.hasHeightForWidth():
            return 0
        spare = 0
        if sheet is not None:
            row = sheet.verticalHeader().defaultSectionSize()
            spare = (sheet.rows_wanted - sheet.ROWS_LEAST) * row
        return panel.heightForWidth(width) - spare - self._screen.height()

    def fit_rows(self) -> None:
        """The column overflows: the sheet gives up the rows it would have to scroll by; it
        has a row's height to spare: it asks for that row back."""
        sheet = self._sheet
        if sheet is None:
            return
        row = sheet.verticalHeader().defaultSectionSize()
        over = self._scroll.verticalScrollBar().maximum()
        if over > 0:
            sheet.want_rows(sheet.rows_wanted + (-over // row))
        else:
            sheet.want_rows(sheet.rows_wanted + (sheet.height() - sheet.sizeHint().height()) // row)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._screen and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.apply()
        elif watched is self._sheet and event.type() == QEvent.Type.Resize:
            self.fit_rows()
        return False


def summary_beside_board(
    widget: QWidget, board: QWidget, title: str, explanation: QLabel, table: QTableWidget
) -> None:
    """The end summary's layout: the final board left, the title, why and the table right.
    The table is as wide as all its columns' contents (issue #40: with 18 pt the racks' column
    read "S (…"), the board takes what is left, down to a small square."""
    board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    board.setMinimumSize(200, 200)
    # The board's height is what the screen has left (its large size hint would make the end
    # screen scroll instead).
    board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
    header = table.horizontalHeader()
    needed = sum(
        max(header.sectionSizeFromContents(column).width(), table.sizeHintForColumn(column))
        for column in range(table.columnCount())
    )
    table.setMinimumWidth(max(table.minimumWidth(), needed + 2 * table.frameWidth() + 4))
    right = QVBoxLayout()
    heading = QLabel(title)
    bold = QFont(widget.font())
    bold.setBold(True)
    heading.setFont(bold)
    right.addWidget(heading)
    right.addWidget(explanation)
    right.addWidget(table)
    right.addStretch(1)
    layout = QHBoxLayout(widget)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(board, 1)
    layout.addSpacing(12)
    layout.addLayout(right, 1)


class BoardTurnScreen(GameScreen):
    """A game played one turn after another on a board: no round summaries, no turn clocks of
    its own; keys the buttons and the panel did not use go to the screen's :meth:`handle_key`;
    passing, challenge mode's answers and the exchange dialog send the shared turn actions."""

    #: The engine's actions for a pass and an exchange (GRA I names its own).
    pass_action: Callable[[], Action] = Pass
    exchange_action: Callable[[str], Action] = Exchange

    #: The game's session, the seats' names and the open turn's view (each screen sets them).
    _session: GameSession
    _names: list[str]
    _view: Any
    possible_button: QPushButton
    #: The rack, the tiles' values and each player's own rack order (each screen makes them).
    rack: RackWidget
    values: dict[str, int]
    _rack_orders: RackOrders

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The player whose turn is open (None: nobody's).
        self._player: int | None = None
        self.exchange_dialog: ExchangeDialog | None = None
        #: How many turns the board has shown (None: nothing yet, the game is opening).
        self._turns_shown: int | None = None
        #: The one person at this screen while others act (None: nobody's rack is shown).
        self._viewer: int | None = None

    @property
    def whole_game_here(self) -> bool:
        """The whole game is on this computer (a :class:`GameSession`: its state and moves);
        a seat of a network game has only its views (the host keeps the rest)."""
        return isinstance(self._session, GameSession)

    def make_turn_buttons(
        self,
        take_back_text: str,
        submit: Callable[[], object],
        take_back: Callable[[], object],
        exchange: Callable[[], object],
    ) -> None:
        """The buttons of every board screen's turn: Zatwierdź (bold; Enter), take back
        (``take_back_text``: the game's own word for its tiles; Esc), Pas and Wymiana…"""
        translate = QCoreApplication.translate
        self.submit_button = QPushButton(translate("BoardTurnScreen", "&Zatwierdź"))
        self.submit_button.setToolTip(key_name(Qt.Key.Key_Return))
        bold = QFont(self.font())
        bold.setBold(True)
        self.submit_button.setFont(bold)
        self.submit_button.clicked.connect(submit)
        self.take_back_button = QPushButton(take_back_text)
        self.take_back_button.setToolTip(key_name(Qt.Key.Key_Escape))
        self.take_back_button.clicked.connect(take_back)
        self.pass_button = QPushButton(translate("BoardTurnScreen", "&Pas"))
        self.pass_button.clicked.connect(self._on_pass)
        self.exchange_button = QPushButton(translate("BoardTurnScreen", "&Wymiana…"))
        self.exchange_button.clicked.connect(exchange)
        # Tab reaches the turn's actions (issue #28); a click still leaves the focus on the
        # board, which the typed letters and Enter need.
        for button in (self.submit_button, self.pass_button, self.exchange_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def show_waiting(self, viewer: int, note: str) -> None:
        """Others act: ``viewer``'s rack stays in sight, in their own order, but nothing can
        be laid or sent until their turn opens."""
        self.show_public(note)
        rack = getattr(self._session.view(PlayerId(viewer)), "rack", None)
        if rack is None:
            return
        self._viewer = viewer
        self.rack.set_tiles(self._rack_orders.arranged(viewer, rack), self.values)
        self.rack.interactive = False
        self.refresh()

    @property
    def viewer(self) -> int | None:
        """Whose things the panel shows: the open turn's player, else the one person at the
        screen while others act (None: what everyone may see)."""
        return self._player if self._player is not None else self._viewer

    def show_arrival(
        self,
        board: GridWidget,
        seats: Sequence[Seat],
        history: Sequence[Any],
        squares: Collection[int],
    ) -> None:
        """A computer's move new since the board was last drawn drops onto ``squares`` (not
        when a game opens, not with "reduce motion"). ``history``: the game's turns."""
        new = self._turns_shown is not None and len(history) > self._turns_shown
        self._turns_shown = len(history)
        if new and squares and self.motion() and seats[history[-1].player].kind == "computer":
            board.arrive(squares)

    def _on_pass(self) -> None:
        """ "Pas" asks first (issue #40: the turn is lost at one click, often a mistaken
        one); Anuluj is the default answer."""
        player = self._player
        if player is None:
            return
        translate = QCoreApplication.translate
        if not dialogs.confirm(
            self,
            translate("BoardTurnScreen", "Spasować?"),
            translate(
                "BoardTurnScreen",
                "{name}: pasujesz — ten ruch przepada, nic nie kładziesz ani nie wymieniasz.",
            ).format(name=self._names[player]),
            translate("BoardTurnScreen", "&Pas"),
        ):
            return
        if self._player == player:
            self.action_requested.emit(player, self.pass_action())

    def _on_challenge(self) -> None:
        if self._player is not None:
            self.action_requested.emit(self._player, Challenge())

    def _on_accept(self) -> None:
        if self._player is not None:
            self.action_requested.emit(self._player, Accept())

    def open_exchange_dialog(
        self,
        rack: Sequence[str],
        values: Mapping[str, int],
        max_tiles: int,
        *,
        title: str | None = None,
        intro: str | None = None,
        limit: str | None = None,
    ) -> ExchangeDialog | None:
        """Open the exchange dialog window-modal for the player whose turn is open; the tiles
        chosen go to the engine as an ``Exchange`` (``title``, ``intro``, ``limit``: the
        dialog's wording where the game's differs from the default)."""
        player = self._player
        if player is None:
            return None
        dialog = ExchangeDialog(
            rack, values, max_tiles, self, title=title, intro=intro, limit=limit
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._exchange(player, dialog.chosen()))
        dialog.finished.connect(lambda _result: self._forget_exchange_dialog(dialog))
        self.exchange_dialog = dialog
        dialog.open()
        return dialog

    def _exchange(self, player: int, tiles: str) -> None:
        if tiles and player == self._player:
            self.action_requested.emit(player, self.exchange_action(tiles))

    def _forget_exchange_dialog(self, dialog: ExchangeDialog) -> None:
        if self.exchange_dialog is dialog:
            self.exchange_dialog = None

    def _close_exchange_dialog(self) -> None:
        """Nothing of one player's turn may stay open for the next."""
        if self.exchange_dialog is not None:
            self.exchange_dialog.done(QDialog.DialogCode.Rejected)
        self.exchange_dialog = None

    # -- "what was possible" -------------------------------------------------------------------
    def make_possible(self, sheet: MoveSheet) -> MissedWordsPanel:
        """ "Co było możliwe?" for the player whose turn is open: the button asks for their last
        move, a double click (or the context menu) on a row of the move sheet for that one;
        the search runs in a worker and shows in :attr:`missed_words` under the button. Not on
        a network seat: the search replays the game from its seed, which stays on the host."""
        translate = QCoreApplication.translate
        self.possible_button = QPushButton(translate("BoardTurnScreen", "Co było &możliwe?"))
        self.possible_button.setToolTip(
            translate(
                "BoardTurnScreen",
                "Trzy najlepsze ruchy, jakie dawał stojak przy twoim ostatnim ruchu. Dwuklik na "
                "twoim ruchu w historii pokazuje je dla tamtego ruchu.",
            )
        )
        self.possible_button.clicked.connect(lambda: self.show_possible())
        panel = MissedWordsPanel()
        panel.hide()
        self.missed_words = panel
        if self.whole_game_here:
            sheet.possible_requested.connect(self.show_possible)
        else:
            self.possible_button.hide()
            sheet.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        return panel

    def show_possible(self, row: int | None = None) -> bool:
        """The best moves the rack held at the open turn's player's move in history ``row``
        (None: their last move), searched from the recorded moves. It uses that player's rack,
        so another player's move is refused (it stays hidden until the game ends: the replay
        shows it then). True: the search started."""
        missed, player, view = self.missed_words, self._player, self._view
        if missed is None or player is None or view is None or not self.whole_game_here:
            return False
        history = view.history
        own = [n for n, turn in enumerate(history) if _is_decision_of(turn, player)]
        if row is None:
            row = own[-1] if own else -1
        if not 0 <= row < len(history):
            return False
        missed.show()
        if row not in own:
            missed.cancel()
            missed.found = None
            missed.text.setText(
                QCoreApplication.translate(
                    "BoardTurnScreen",
                    "Co było możliwe — tylko przy twoich ruchach: ruchy innych graczy zależą od "
                    "ich stojaków, które do końca gry są tajne.",
                )
            )
            return False
        session = self._session
        missed.compute_move(
            session.setup, session.moves, player, self._names, own.index(row), row + 1
        )
        return True

    def _update_possible(self) -> None:
        view, player = self._view, self._player
        self.possible_button.setEnabled(
            view is not None
            and player is not None
            and self.whole_game_here
            and any(_is_decision_of(turn, player) for turn in view.history)
        )

    def _close_possible(self) -> None:
        """The analysis showed the player's rack: it goes when their turn does."""
        if self.missed_words is not None:
            self.missed_words.cancel()
            self.missed_words.hide()

    def handle_key(self, event: QKeyEvent) -> bool:
        """The board's keys while a turn is open; True when used."""
        raise NotImplementedError

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def show_round_summary(self, rounds_done: int) -> None:
        # No rounds to sum up: the game goes on at once.
        self.summary_closed.emit()

    def time_limit_ms(self, player: int) -> int:
        return 0

    def set_time_left(self, remaining_ms: int | None) -> None:
        return None


def _is_decision_of(turn: Any, player: int) -> bool:
    """Whether a history row is one of ``player``'s own decisions (a turn lost to a wrong
    challenge is not: the challenge was the decision, and it has no analysis)."""
    return bool(turn.player == player and turn.kind != LOST_TURN)


def sort_button(sort: Callable[[], object]) -> QPushButton:
    """The rack's "Sortuj" button (beside "Tasuj"), calling ``sort``."""
    translate = QCoreApplication.translate
    button = QPushButton(translate("BoardTurnScreen", "So&rtuj"))
    button.setToolTip(
        translate(
            "BoardTurnScreen",
            "Ułóż stojak alfabetycznie, za drugim razem samogłoski przed spółgłoskami",
        )
    )
    button.clicked.connect(sort)
    return button


class RackSorter:
    """The orders the "Sortuj" button puts a rack in, in turn: alphabetical (the alphabet's own
    order, so Polish collation: ą right after a), then vowels before consonants (each group
    alphabetical). Tiles outside ``alphabet`` (the blank) go last. Only the screen's order
    changes: sorting is no move of the game."""

    def __init__(self, alphabet: str, vowels: Collection[str]) -> None:
        self._rank = {letter: index for index, letter in enumerate(alphabet)}
        self._vowels = frozenset(vowels)
        self._vowels_next = False

    def next_order(self, tiles: Sequence[str]) -> list[str]:
        """``tiles`` in the next order of the cycle."""
        vowels_first = self._vowels_next
        self._vowels_next = not vowels_first

        def key(tile: str) -> tuple[bool, bool, int]:
            rank = self._rank.get(tile, len(self._rank))
            return rank == len(self._rank), vowels_first and tile not in self._vowels, rank

        return sorted(tiles, key=key)


class ChallengeBox(QGroupBox):
    """Challenge mode, for the next player: what was played, and the two answers."""

    def __init__(
        self,
        title: str,
        challenge_text: str,
        on_challenge: Callable[[], None],
        on_accept: Callable[[], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(title, parent)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.challenge_button = QPushButton(challenge_text)
        self.challenge_button.clicked.connect(on_challenge)
        self.accept_button = QPushButton(self.tr("&Akceptuj ruch"))
        self.accept_button.clicked.connect(on_accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.challenge_button)
        buttons.addWidget(self.accept_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addLayout(buttons)
        self.hide()
        self._stands_in_for: tuple[QWidget, ...] = ()

    def stands_in_for(self, *widgets: QWidget) -> None:
        """While the box shows, ``widgets`` (the :func:`turn_area`: nothing can be laid,
        passed or exchanged until the word is checked or accepted) give it their room, so the
        move history below keeps its rows in sight at the default sizes (issue #40)."""
        self._stands_in_for = widgets

    def set_shown(self, shown: bool) -> None:
        self.setVisible(shown)
        for widget in self._stands_in_for:
            widget.setVisible(not shown)
