"""A model of macondo's GCG reader (domino14/macondo ``gcgio/gcg.go`` and the replay in
``game/game.go``), written down to check our exports against what it does — not only the line
shapes: it keeps a bag and replays every rack through it.

What the reader does, as modelled here:

* Encoding (``encodingOrFirstLine``): a first line ``#character-encoding X`` must say UTF-8
  (anything else is refused); without it the file is ISO-8859-1. The line anywhere else is an
  error.
* Each line, stripped, is matched against the patterns in macondo's order (a search: the event
  patterns are not anchored, \\w \\d \\s are ASCII as in Go); the first that matches decides. A
  line nothing matches is refused, unless it continues a note.
* ``#player1``/``#player2`` (only these: ``#player3`` matches nothing), ``#title``,
  ``#description``, ``#id``, ``#lexicon``, ``#board-layout``, ``#tile-distribution`` and
  ``#game-type`` must come before the game starts; the game starts at the first placement,
  pass or exchange (or ``#rack1``/``#rack2``) and needs exactly two players and a letter
  distribution macondo has (``DATA/letterdistributions/NAME``: an unknown name cannot be opened
  and the file is refused). A ``#note`` before the first event is dropped.
* Replaying (``playTurn``): for a placement or an exchange both racks go back into the bag and
  the rack the line shows is taken out of it (``SetRackFor`` → ``Bag.RemoveTiles``: refused when
  the bag lacks a tile — the third H of a set with two); the opponent draws a random rack. A
  placement must use tiles of that rack, lie on the board and fit the tiles already there
  (``MoveFromEvent``, ``modifyForPlaythrough``, ``ErrorIfIllegalPlay``); words are not checked
  (the challenge rule is not VOID). Its score is the line's (not recomputed); the player then
  draws. An exchange draws as many tiles as it puts back (a crash when the bag has fewer). ``--``
  restores the board, bag and scores from before the last placement. Challenge bonuses,
  end-of-game points and penalties add the line's numbers; the end lines end the game.

The random draws are made here deterministically: nothing checked depends on which tiles are
drawn, since every rack the file shows is set from a bag the racks were thrown back into.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

#: The letter distributions macondo ships that our files name (``letter,count`` as in its
#: files): ``english`` as word-golib's (``?`` 2, H 2…), ``polish`` the standard Polish set.
DISTRIBUTIONS: dict[str, Counter[str]] = {
    "english": Counter(
        {
            "?": 2, "A": 9, "B": 2, "C": 2, "D": 4, "E": 12, "F": 2, "G": 3, "H": 2, "I": 9,
            "J": 1, "K": 1, "L": 4, "M": 2, "N": 6, "O": 8, "P": 2, "Q": 1, "R": 6, "S": 4,
            "T": 6, "U": 4, "V": 2, "W": 2, "X": 1, "Y": 2, "Z": 1,
        }
    ),
    "polish": Counter(
        {
            "?": 2, "A": 9, "Ą": 1, "B": 2, "C": 3, "Ć": 1, "D": 3, "E": 7, "Ę": 1, "F": 1,
            "G": 2, "H": 2, "I": 8, "J": 2, "K": 3, "L": 3, "Ł": 2, "M": 3, "N": 5, "Ń": 1,
            "O": 6, "Ó": 1, "P": 3, "R": 4, "S": 4, "Ś": 1, "T": 3, "U": 2, "W": 4, "Y": 4,
            "Z": 5, "Ź": 1, "Ż": 1,
        }
    ),
}  # fmt: skip
BOARD_LAYOUTS = {"CrosswordGame": 15}
VARIANTS = {"classic", "wordsmog"}
SIZE = 15
RACK_SIZE = 7

#: (token, pattern) in macondo's order.
PATTERNS = [
    ("player", r"^#player([1-2])\s+(\S+)\s+(.+)"),
    ("title", r"^#title\s+(.*)"),
    ("description", r"^#description\s+(.*)"),
    ("id", r"^#id\s+(\S+)\s+(\S+)"),
    ("rack1", r"^#rack1\s+(\S+)"),
    ("rack2", r"^#rack2\s+(\S+)"),
    ("encoding", r"^#character-encoding\s+([\x21-\x7e]+)"),
    ("move", r">(\S+):\s+(\S+)\s+(\w+)\s+(\S+)\s+\+(\d+)\s+(\d+)"),
    ("note", r"^#note\s+(.*)"),
    ("lexicon", r"^#lexicon\s+(.+)"),
    ("phony", r">(\S+):\s+(\S+)\s+--\s+-(\d+)\s+(\d+)"),
    ("pass", r">(\S+):\s+(\S+)\s+-\s+\+0\s+(\d+)"),
    ("challenge", r">(\S+):\s+(\S*)\s+\(challenge\)\s+\+(\d+)\s+(\d+)"),
    ("exchange", r">(\S+):\s+(\S+)\s+-(\S+)\s+\+0\s+(\d+)"),
    ("end_points", r">(\S+):\s+\((\S+)\)\s+\+(\d+)\s+(-?\d+)"),
    ("time", r">(\S+):(?:\s+(\S*))?\s+\(time\)\s+\+?\-(\d+)\s+(-?\d+)"),
    ("end_penalty", r">(\S+):\s+(\S+)\s+\((\S+)\)\s+\-(\d+)\s+(-?\d+)"),
    ("game_type", r"^#game-type\s+(.*)"),
    ("tile_set", r"^#tile-set\s+(.*)"),
    ("game_board", r"^#game-board\s+(.*)"),
    ("continuation", r"^#- (.*)"),
    ("board_layout", r"^#board-layout\s+(.*)"),
    ("tile_distribution", r"^#tile-distribution\s+(.*)"),
    ("incomplete", r"^#incomplete.*"),
    ("tile", r"^#tile (\S+)\s+(\S+)"),
]
COMPILED = [(token, re.compile(pattern, re.ASCII)) for token, pattern in PATTERNS]
EVENTS = {"move", "phony", "pass", "challenge", "exchange", "end_points", "time", "end_penalty"}
HEADER = {"player", "title", "description", "id", "lexicon", "board_layout"}
HEADER |= {"tile_distribution", "game_type"}


class MacondoRefused(Exception):
    """The reader stops with this error (the line number, and macondo's reason)."""


@dataclass
class Event:
    token: str
    player: int
    fields: tuple[str, ...]
    note: str = ""


@dataclass
class Read:
    """What the reader made of a file."""

    players: list[tuple[str, str]] = field(default_factory=list)
    title: str = ""
    lexicon: str = ""
    distribution: str = "english"
    events: list[Event] = field(default_factory=list)
    points: list[int] = field(default_factory=lambda: [0, 0])
    over: bool = False

    def tokens(self) -> list[str]:
        return [event.token for event in self.events]


class _Game:
    """The replay: board, bag, racks and points."""

    def __init__(self, distribution: str) -> None:
        self.letters = DISTRIBUTIONS[distribution]
        self.bag: Counter[str] = Counter(self.letters)
        self.board: dict[tuple[int, int], str] = {}
        self.racks: list[Counter[str]] = [Counter(), Counter()]
        self.points = [0, 0]
        self.state = "playing"
        self.backup: tuple[dict[tuple[int, int], str], Counter[str], list[Counter[str]], list[int]]
        self.backup = ({}, Counter(), [Counter(), Counter()], [0, 0])
        for player in (0, 1):
            self.racks[player] = self._draw(RACK_SIZE)

    def tiles(self, text: str) -> list[str]:
        """``ToMachineLetters``: each character a letter of the distribution, a blank
        designated (lowercase), ``?`` or ``.``; anything else is refused."""
        known = set(self.letters) | {"."}
        for character in text:
            if character not in known and character.upper() not in self.letters:
                raise ValueError(f"cannot convert {character!r} to a machine letter")
        return list(text)

    def _draw(self, count: int) -> Counter[str]:
        drawn: Counter[str] = Counter()
        for letter in sorted(self.bag.elements())[:count]:
            drawn[letter] += 1
        self.bag -= drawn
        return drawn

    def set_rack(self, player: int, rack: str) -> None:
        """``SetRackFor``: both racks into the bag, this rack out of it, the other drawn."""
        for each in self.racks:
            self.bag += each
        wanted = Counter("?" if c == "?" else c for c in self.tiles(rack))
        missing = wanted - self.bag
        if missing:
            raise ValueError(
                f"cannot remove the tiles {rack} from the bag, as they are not in the bag "
                f"(no {''.join(sorted(missing.elements()))} left)"
            )
        self.bag -= wanted
        self.racks[player] = wanted
        self.racks[1 - player] = self._draw(RACK_SIZE)

    def place(self, player: int, position: str, played: str, score: int) -> None:
        if self.state == "over":
            raise ValueError("cannot play a move on a game that is over")
        row, column, down = _coordinates(position)
        laid: dict[tuple[int, int], str] = {}
        touches = False
        for offset, tile in enumerate(self.tiles(played)):
            square = (row + offset, column) if down else (row, column + offset)
            if not (0 <= square[0] < SIZE and 0 <= square[1] < SIZE):
                raise ValueError("play out of bounds of board")
            on_board = self.board.get(square)
            if tile == ".":
                if on_board is None:
                    raise ValueError("a played-through tile over an empty square")
                touches = True
            elif on_board is not None:
                if on_board.upper() != tile.upper():
                    raise ValueError("the play-through tile is incorrect")
                touches = True
            else:
                laid[square] = tile
        if not laid:
            raise ValueError("the play places no tile")
        used = Counter("?" if tile.islower() else tile for tile in laid.values())
        if used - self.racks[player]:
            raise ValueError("the play uses tiles not on the rack")
        if not self.board:
            if (SIZE // 2, SIZE // 2) not in laid:
                raise ValueError("the first play must cover the centre square")
        elif not touches and not any(
            (r + dr, c + dc) in self.board for r, c in laid for dr, dc in _STEPS
        ):
            raise ValueError("the play is not connected to the tiles on the board")
        self.backup = (dict(self.board), Counter(self.bag), [Counter(r) for r in self.racks],
                       list(self.points))  # fmt: skip
        self.board.update(laid)
        self.points[player] += score
        self.racks[player] -= used
        self.racks[player] += self._draw(len(used))

    def exchange(self, player: int, tiles: str) -> None:
        put_back = Counter(self.tiles(tiles))
        if put_back - self.racks[player]:
            raise ValueError("the exchange puts back tiles not on the rack")
        if sum(self.bag.values()) < sum(put_back.values()):
            # Bag.Draw's error, on which playTurn panics.
            raise ValueError(
                f"tried to draw {sum(put_back.values())} tiles, tile bag has "
                f"{sum(self.bag.values())}"
            )
        self.racks[player] -= put_back
        self.racks[player] += self._draw(sum(put_back.values()))
        self.bag += put_back

    def unplay(self) -> None:
        board, bag, racks, points = self.backup
        self.board, self.bag, self.racks, self.points = dict(board), Counter(bag), racks, points


_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def _coordinates(position: str) -> tuple[int, int, bool]:
    """``8H`` across (row 8, column H), ``H8`` down."""
    match = re.fullmatch(r"(\d+)([A-Za-z])|([A-Za-z])(\d+)", position)
    if match is None:
        raise ValueError(f"{position!r} is not a position")
    if match[1]:
        return int(match[1]) - 1, ord(match[2].upper()) - ord("A"), False
    return int(match[4]) - 1, ord(match[3].upper()) - ord("A"), True


def read_gcg(data: bytes) -> Read:
    """What macondo makes of a GCG file; :class:`MacondoRefused` where it stops."""
    first, _, rest = data.partition(b"\n")
    lines: list[str] = []
    encoding = re.search(rb"^#character-encoding\s+([\x21-\x7e]+)", first[:127].rstrip(b"\r"))
    if encoding is not None:
        if encoding[1].decode().lower() not in ("utf-8", "utf8"):
            raise MacondoRefused(f"unhandled character encoding {encoding[1].decode().lower()}")
        lines = ["", *rest.decode("utf-8").split("\n")]
    else:
        lines = data.decode("iso-8859-1").split("\n")
    read = Read()
    game: _Game | None = None
    last_token = ""
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if number == 1 and encoding is not None:
            continue
        found = next(((t, m) for t, pattern in COMPILED if (m := pattern.search(line))), None)
        if found is None:
            if last_token == "note" and read.events:
                read.events[-1].note += "\n" + line
                continue
            if not line:
                continue
            raise MacondoRefused(f"line {number}: no match found for line {line!r}")
        token, match = found
        try:
            game = _handle(read, game, token, match.groups(), number)
        except ValueError as error:
            raise MacondoRefused(f"line {number}: {error}") from None
        last_token = token
    if game is not None:
        read.points, read.over = list(game.points), game.state == "over"
    return read


def _handle(
    read: Read, game: _Game | None, token: str, fields: tuple[str, ...], number: int
) -> _Game | None:
    if token in ("move", "pass", "exchange", "rack1", "rack2") and game is None:
        if len(read.players) != 2:
            raise ValueError("wrong number of players defined")
        if read.distribution.lower() not in DISTRIBUTIONS:
            raise ValueError(
                f"open letterdistributions/{read.distribution.lower()}: no such file or directory"
            )
        game = _Game(read.distribution.lower())
    if token in HEADER and game is not None:
        raise ValueError("non-note pragmata should appear before event lines")
    if token == "player":
        if fields[0] == "2" and read.players and fields[1] == read.players[0][0]:
            raise ValueError("two players with same nickname not supported")
        if fields[0] == "2" and not read.players:
            raise ValueError("index out of range (player 2 before player 1)")  # a Go panic
        read.players.append((fields[1], fields[2]))
    elif token == "title":
        read.title = fields[0]
    elif token == "lexicon":
        read.lexicon = fields[0]
    elif token == "tile_distribution":
        read.distribution = fields[0]
    elif token == "board_layout" and fields[0] not in BOARD_LAYOUTS:
        raise ValueError(f"unknown board layout {fields[0]}")
    elif token == "game_type" and fields[0] not in VARIANTS:
        raise ValueError(f"unknown variant {fields[0]}")
    elif token == "encoding":
        raise ValueError("encoding line must be first line in file if present")
    elif token == "note":
        if read.events:
            read.events[-1].note += fields[0].strip()
    elif token in ("rack1", "rack2"):
        assert game is not None
        game.set_rack(0 if token == "rack1" else 1, fields[0])
    elif token in EVENTS:
        if game is None:
            raise ValueError("an event before the game started")
        player = _player(read, fields[0])
        read.events.append(Event(token, player, fields))
        _play(game, token, player, fields)
    return game


def _player(read: Read, nick: str) -> int:
    for index, (known, _) in enumerate(read.players):
        if known == nick:
            return index
    raise ValueError("player does not exist")


def _number(text: str) -> int:
    value = int(text)
    if not -(2**31) <= value < 2**31:
        raise ValueError(f"value out of range: {text}")
    return value


def _play(game: _Game, token: str, player: int, fields: tuple[str, ...]) -> None:
    rack = fields[1] or ""
    game.tiles(rack)  # MoveFromEvent reads every event's rack
    if token == "move":
        _, _, position, played, score, cumulative = fields
        _number(cumulative)
        game.set_rack(player, rack)
        game.place(player, position, played, _number(score))
    elif token == "exchange":
        _, _, exchanged, cumulative = fields
        _number(cumulative)
        if exchanged.isdigit():
            count = int(exchanged)
            if count > len(rack):
                raise ValueError("exchanged more tiles than are on rack")
            exchanged = rack[:count]
        game.set_rack(player, rack)
        game.exchange(player, exchanged)
    elif token == "phony":
        game.unplay()
    elif token == "challenge":
        game.points[player] += _number(fields[2])
    elif token == "end_points":
        game.points[player] += _number(fields[2])
        game.state = "over"
    elif token == "time":
        game.points[player] -= _number(fields[2])
        game.state = "over"
    elif token == "end_penalty":
        if fields[1] != fields[2]:
            raise ValueError("last rack penalty event malformed")
        game.points[player] -= _number(fields[3])
        game.state = "over"
