"""Putting rack tiles on a grid, shared by every screen that plays tiles onto squares (the
crossword game, GRA I's table, GRA II's own grids).

Tiles go on the grid by dragging them from the rack, by clicking a rack tile and then a square,
or from the keyboard: a cursor on the grid (arrows move it, Space or a click on it turns it
across/down), typed letters take matching rack tiles (a blank when the letter is missing),
Enter submits, Backspace takes back the last tile, Esc all of them. A tile being placed can be
dragged to another square or back into the rack, and a click on it takes it back. A blank put
down with the mouse asks for its letter.

:class:`TilePlacing` is a mixin for a :class:`~gui.games.base.GameScreen` that owns a
:class:`~gui.widgets.rack.RackWidget` ``rack``, a :class:`~gui.widgets.board.GridWidget`
``board`` and a ``message_label``; the screen says when editing is allowed and what happens
after a change.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QLabel, QWidget

from engines.crossword.placement import NewTile
from engines.tiles import BLANK
from gui.widgets.board import ARROWS, GridWidget
from gui.widgets.rack import RackWidget
from gui.widgets.rack_order import RackOrders, RackSlots, move_within
from gui.widgets.tile_dialogs import BlankLetterDialog
from gui.widgets.tiles import FROM_BOARD, FROM_RACK


class BoardInput:
    """The rack's and the keyboard's side of putting tiles on a board, for every screen that
    does (the crossword game, Słówka, GRA I, GRA II): a click chooses a rack tile, a drag within
    the rack reorders it, a tile dragged back from the board returns to where it is dropped;
    arrows move the cursor, Enter submits, Backspace takes back the last step, Esc everything,
    a letter is typed, and Space does what the game says (:meth:`on_space`). Call
    :meth:`connect_rack` once the ``rack`` exists and make :meth:`handle_key` the board's key
    handler."""

    rack: RackWidget
    board: GridWidget
    alphabet: str
    _player: int | None
    _rack: list[str]

    def connect_rack(self) -> None:
        self.rack.tile_clicked.connect(self._on_rack_clicked)
        self.rack.reordered.connect(self._on_reordered)
        self.rack.returned.connect(self._on_returned)

    def _can_edit(self) -> bool:
        """Whether the tiles may move now."""
        return self._player is not None

    def _changed(self) -> None:
        """The tiles moved: redraw, preview, enable the buttons."""
        raise NotImplementedError

    def take_back(self, square: int, position: int | None = None) -> bool:
        """Return the tile on ``square`` to the rack (at ``position``, default the end)."""
        raise NotImplementedError

    def submit(self) -> None:
        raise NotImplementedError

    def take_back_last(self) -> None:
        raise NotImplementedError

    def take_back_all(self) -> None:
        raise NotImplementedError

    def type_letter(self, letter: str) -> bool:
        raise NotImplementedError

    def _move_cursor(self, rows: int, columns: int) -> None:
        raise NotImplementedError

    def on_space(self) -> None:
        raise NotImplementedError

    def handle_key(self, event: QKeyEvent) -> bool:
        """The board's keys while a turn is open; True when used."""
        if self._player is None:
            return False
        key = event.key()
        if key in ARROWS:
            self._move_cursor(*ARROWS[Qt.Key(key)])
            return True
        if key == Qt.Key.Key_Space:
            self.on_space()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return True
        if key == Qt.Key.Key_Backspace:
            self.take_back_last()
            return True
        if key == Qt.Key.Key_Escape:
            self.take_back_all()
            return True
        text = event.text().lower()
        if len(text) == 1 and text in self.alphabet:
            self.type_letter(text)
            return True
        return False

    def _on_rack_clicked(self, index: int) -> None:
        if not self._can_edit():
            return
        self.rack.select(None if self.rack.selected == index else index)
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_reordered(self, source: int, target: int) -> None:
        if self._player is None or not 0 <= source < len(self._rack):
            return
        move_within(self._rack, source, target)
        self.rack.select(None)
        self._changed()

    def _on_returned(self, square: int, position: int) -> None:
        self.take_back(square, position)


class TilePlacing(BoardInput):
    """The placing half of a screen. Call :meth:`init_placing` in ``__init__`` and connect the
    widgets with :meth:`connect_placing`."""

    rack: RackWidget
    board: GridWidget
    message_label: QLabel
    alphabet: str

    def init_placing(self) -> None:
        #: The player whose tiles these are (None: nobody's turn is open).
        self._player: int | None = None
        #: The rack tiles not on the grid, in the player's own order.
        self._rack: list[str] = []
        #: Tiles put on the grid this turn, by square, and the order they were put there.
        self._placed: dict[int, NewTile] = {}
        self._order: list[int] = []
        self._rack_orders = RackOrders()
        self._slots = RackSlots()
        self._cursor = 0
        self._across = True
        self.blank_dialog: BlankLetterDialog | None = None

    def connect_placing(self) -> None:
        self.board.square_clicked.connect(self._on_square_clicked)
        self.board.tile_dropped.connect(self._on_tile_dropped)
        self.board.key_handler = self.handle_key
        self.connect_rack()

    # -- what the screen decides ------------------------------------------------------------
    # -- reading ----------------------------------------------------------------------------
    @property
    def player(self) -> int | None:
        return self._player

    @property
    def placed(self) -> dict[int, NewTile]:
        return dict(self._placed)

    @property
    def rack_tiles(self) -> tuple[str, ...]:
        return tuple(self._rack)

    def has_unsent_move(self) -> bool:
        return self._player is not None and bool(self._placed)

    def placed_in_order(self) -> list[NewTile]:
        return [self._placed[s] for s in self._order]

    def _is_free(self, square: int) -> bool:
        return self.board.cell_at(square) is None and square not in self._placed

    def _letter_at(self, square: int) -> str | None:
        if square in self._placed:
            return self._placed[square].letter
        cell = self.board.cell_at(square)
        return None if cell is None else cell.lower()

    # -- the rack order ---------------------------------------------------------------------
    def _arranged(self, player: int, rack: tuple[str, ...]) -> list[str]:
        """The rack in the player's own order (see :class:`~gui.widgets.rack_order.RackOrders`)."""
        return self._rack_orders.arranged(player, rack)

    def _remember_order(self) -> None:
        if self._player is not None:
            lifted = {s: self._placed[s].rack_tile for s in self._order}
            self._rack_orders.remember(self._player, self._slots.sync(self._rack, lifted))

    # -- placing tiles ----------------------------------------------------------------------
    def put(self, index: int, square: int, letter: str | None = None) -> bool:
        """Put rack tile ``index`` on ``square`` (a blank asks for its letter unless given)."""
        if not self._can_edit() or not 0 <= index < len(self._rack) or not self._is_free(square):
            return False
        tile = self._rack[index]
        if tile == BLANK and letter is None:
            self._ask_blank(index, square)
            return False
        self._slots.lift(index, square)
        del self._rack[index]
        self._placed[square] = NewTile(square, letter or tile, blank=tile == BLANK)
        self._order.append(square)
        self.rack.select(None)
        self.message_label.clear()
        self._changed()
        return True

    def _ask_blank(self, index: int, square: int) -> None:
        assert isinstance(self, QWidget)
        dialog = BlankLetterDialog(self.alphabet, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.letter_chosen.connect(lambda letter: self._blank_chosen(index, square, letter))
        dialog.finished.connect(lambda _result: self._forget_blank_dialog(dialog))
        self.blank_dialog = dialog
        dialog.open()

    def _blank_chosen(self, index: int, square: int, letter: str) -> None:
        if 0 <= index < len(self._rack) and self._rack[index] == BLANK:
            self.put(index, square, letter)

    def _forget_blank_dialog(self, dialog: BlankLetterDialog) -> None:
        if self.blank_dialog is dialog:
            self.blank_dialog = None
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def close_placing(self) -> None:
        """No turn is open: no rack, nothing being placed, nothing to click."""
        self._player = None
        self._rack = []
        self._placed = {}
        self._order = []
        self.rack.clear()
        self.rack.interactive = False
        self.board.interactive = False
        self.board.set_placing({})
        self.board.set_flagged(())

    def close_blank_dialog(self) -> None:
        """Nothing of one player's turn may stay open for the next."""
        if self.blank_dialog is not None:
            self.blank_dialog.done(QDialog.DialogCode.Rejected)
        self.blank_dialog = None

    def take_back(self, square: int, position: int | None = None) -> bool:
        """Return the tile on ``square`` to the rack (at ``position``, default the slot it
        came from)."""
        if not self._can_edit() or square not in self._placed:
            return False
        tile = self._placed.pop(square)
        self._order.remove(square)
        position = self._slots.back(square, position)
        where = len(self._rack) if position is None else max(0, min(position, len(self._rack)))
        self._rack.insert(where, tile.rack_tile)
        self.message_label.clear()
        self._changed()
        return True

    def take_back_last(self) -> None:
        if self._order and self._can_edit():
            square = self._order[-1]
            self.take_back(square)
            self._cursor = square
            self.board.set_cursor(self._cursor, self._across)

    def take_back_all(self) -> None:
        if not self._can_edit() or not self._order:
            return
        first = self._order[0]
        for square in reversed(self._order):
            tile = self._placed.pop(square)
            where = self._slots.back(square, None)
            self._rack.insert(len(self._rack) if where is None else where, tile.rack_tile)
        self._order.clear()
        self._cursor = first
        self.message_label.clear()
        self._changed()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def move_placed(self, source: int, target: int) -> bool:
        """Move a tile being placed from square ``source`` to the free square ``target``."""
        if not self._can_edit() or source not in self._placed or not self._is_free(target):
            return False
        tile = self._placed.pop(source)
        self._slots.moved(source, target)
        self._placed[target] = NewTile(target, tile.letter, tile.blank)
        self._order[self._order.index(source)] = target
        self._changed()
        return True

    def _on_square_clicked(self, square: int) -> None:
        if self._player is None:
            return
        if square in self._placed:
            if self.take_back(square):
                self._cursor = square
                self.board.set_cursor(self._cursor, self._across)
            return
        selected = self.rack.selected
        if selected is not None and self._is_free(square):
            self.put(selected, square)
            return
        if square == self._cursor:
            self._across = not self._across
        self._cursor = square
        self.board.set_cursor(self._cursor, self._across)

    def _on_tile_dropped(self, source: str, index: int, square: int) -> None:
        if source == FROM_RACK:
            self.put(index, square)
        elif source == FROM_BOARD and index != square:
            self.move_placed(index, square)

    # -- the keyboard -----------------------------------------------------------------------
    def start_cursor(self, recent: Iterable[int], fallback: int) -> None:
        """A new turn's keyboard cursor — never the previous player's: typing goes across,
        from the free square right of (else below) the last move's last tile, else from
        ``fallback``."""
        self._across = True
        self._cursor = fallback
        columns, rows = self.board.columns, self.board.rows
        for square in sorted(recent, reverse=True):
            row, column = divmod(square, columns)
            for next_row, next_column in ((row, column + 1), (row + 1, column)):
                if next_row < rows and next_column < columns:
                    candidate = next_row * columns + next_column
                    if self._is_free(candidate):
                        self._cursor = candidate
                        return

    def _next_square(self, square: int, forward: bool = True) -> int | None:
        columns = self.board.columns
        row, column = divmod(square, columns)
        delta = 1 if forward else -1
        if self._across:
            column += delta
        else:
            row += delta
        if 0 <= row < self.board.rows and 0 <= column < columns:
            return row * columns + column
        return None

    def _move_cursor(self, rows: int, columns: int) -> None:
        self._cursor = self.board.step(self._cursor, rows, columns)
        self.board.set_cursor(self._cursor, self._across)

    def _cursor_after(self, square: int) -> int:
        following = self._next_square(square)
        return square if following is None else following

    def type_letter(self, letter: str) -> bool:
        """A typed letter: it goes on the cursor's square (skipping squares already filled,
        unless it is the letter lying there: then the cursor just passes it)."""
        if not self._can_edit():
            return False
        square: int | None = self._cursor
        if square is not None and not self._is_free(square):
            if self._letter_at(square) == letter:
                self._cursor = self._cursor_after(square)
                self.board.set_cursor(self._cursor, self._across)
                return True
            while square is not None and not self._is_free(square):
                square = self._next_square(square)
        if square is None:
            self.message_label.setText(
                QCoreApplication.translate("TilePlacing", "Kursor doszedł do brzegu planszy.")
            )
            return False
        if letter in self._rack:
            index = self._rack.index(letter)
            blank_letter = None
        elif BLANK in self._rack:
            index = self._rack.index(BLANK)
            blank_letter = letter
        else:
            self.message_label.setText(
                QCoreApplication.translate(
                    "TilePlacing", "Nie masz litery {letter} ani mydełka."
                ).format(letter=letter.upper())
            )
            return False
        self._cursor = self._cursor_after(square)
        return self.put(index, square, blank_letter)

    def on_space(self) -> None:
        """Space turns the cursor across/down."""
        self._across = not self._across
        self.board.set_cursor(self._cursor, self._across)
