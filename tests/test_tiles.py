"""The shared tiles module: every tile set against GAMES.md, the bag, racks and letter scores."""

from __future__ import annotations

import dataclasses
import doctest
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engines.tiles.bag
import engines.tiles.loader
import engines.tiles.scoring
import engines.tiles.tileset
from engines.resources import resource_path
from engines.tiles import (
    BLANK,
    Bag,
    BlanksNotInWord,
    MissingTiles,
    NegativeCount,
    NotEnoughInBag,
    Rack,
    TileError,
    TileKind,
    TileSet,
    TileSetError,
    UnknownLetter,
    load_tile_set,
    rack_cover,
    read_tile_set,
    score_from_rack,
    tile_set_ids,
    word_value,
)

POLISH = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"
ENGLISH = "abcdefghijklmnopqrstuvwxyz"
FIXED_SETS = ["crossword_jawa", "puzzle", "seven_words", "slowka"]


def spec(text: str) -> dict[str, int]:
    """GAMES.md's shorthand ``"B3 C3 Ż2"`` → ``{"b": 3, "c": 3, "ż": 2}``."""
    return {item[0].lower(): int(item[1:]) for item in text.split()}


def same_count(letters: str, n: int) -> dict[str, int]:
    """``"ĄĘF", 1`` → ``{"ą": 1, "ę": 1, "f": 1}`` (GAMES.md's "Ą Ę F ×1")."""
    return dict.fromkeys(letters.lower(), n)


def values_of(tile_set: TileSet) -> dict[str, int]:
    return {kind.letter: kind.value for kind in tile_set.kinds}


# --- every set --------------------------------------------------------------------------------


def test_tile_set_ids_lists_every_file() -> None:
    assert tile_set_ids() == sorted([*FIXED_SETS, "crossword_wordsmith"])


@pytest.mark.parametrize("set_id", [*FIXED_SETS, "crossword_wordsmith"])
def test_every_set_is_well_formed(set_id: str) -> None:
    tile_set = load_tile_set(set_id, players=2)
    assert tile_set.id == set_id
    assert tile_set.names.pl and tile_set.names.en
    assert tile_set.names["pl"] == tile_set.names.pl
    assert tile_set.alphabet == (ENGLISH if tile_set.language == "en" else POLISH)
    assert all(kind.letter == kind.letter.lower() for kind in tile_set.kinds)
    assert Counter(tile_set.tiles()) == Counter(tile_set.counts())
    assert len(tile_set.tiles()) == tile_set.total_tiles
    assert tile_set.total_value == sum(tile_set.value(t) for t in tile_set.tiles())
    # One fixed order: alphabet order, blanks last.
    order = tile_set.alphabet + BLANK
    assert list(tile_set.tiles()) == sorted(tile_set.tiles(), key=order.index)
    assert tile_set.value(BLANK) == 0
    hash(tile_set)  # frozen and hashable, so game states holding it are too


def test_loading_is_cached_per_id_and_players() -> None:
    assert load_tile_set("puzzle") is load_tile_set("puzzle")
    assert load_tile_set("crossword_wordsmith", 3) is load_tile_set("crossword_wordsmith", 3)
    assert load_tile_set("crossword_wordsmith", 3) != load_tile_set("crossword_wordsmith", 4)


def test_an_unknown_set_is_refused_with_the_known_ones() -> None:
    with pytest.raises(TileSetError, match=r"unknown tile set 'chess'.*puzzle"):
        load_tile_set("chess")


# --- 7 słów (GAMES.md §1, "Decision — the cards") ---------------------------------------------


def test_seven_words_cards() -> None:
    cards = load_tile_set("seven_words")
    common = spec("B3 C3 D3 G2 K4 M3 N4 P3 R4 S4 T4 W3 Z4")
    rare_1 = spec("L2 Ł2 H2 J2 F1 Ś1")
    rare_2 = spec("Ż2 Ć2 Ń1 Ź1")
    assert cards.counts() == common | rare_1 | rare_2
    assert cards.total_tiles == 60
    by_bonus = Counter[int]()
    for letter in cards.tiles():
        by_bonus[cards.bonus(letter)] += 1
    # "60 letter cards, consonants only: 44 common and 16 rare"; rare +1 (10), rare +2 (6)
    assert by_bonus == {0: 44, 1: 10, 2: 6}
    assert all(cards.bonus(letter) == 0 for letter in common)
    assert all(cards.bonus(letter) == 1 for letter in rare_1)
    assert all(cards.bonus(letter) == 2 for letter in rare_2)
    assert not set(cards.counts()) & set("aąeęioóuy")
    assert cards.count("a") == 0 and cards.bonus("a") == 0
    assert cards.blanks == 0


# --- Słówka (GAMES.md §2) ---------------------------------------------------------------------


def test_slowka_tokens() -> None:
    tokens = load_tile_set("slowka")
    three = same_count("AEIO", 3)
    two = same_count("NZ", 2)
    single = spec(
        "Ą8 B5 C3 Ć10 D3 Ę8 F5 G5 H5 J3 K1 L2 Ł3 M2 Ń10 Ó8 P2 R1 S1 Ś8 T1 U3 W1 Y3 Ź10 Ż8"
    )
    assert tokens.counts() == three | two | same_count("".join(single), 1)
    assert values_of(tokens) == dict.fromkeys("aeionz", 1) | single
    assert tokens.total_tiles == 42
    assert tokens.blanks == 0


def test_slowka_worked_examples() -> None:
    tokens = load_tile_set("slowka")
    assert word_value("NOŻYK", tokens) == 1 + 1 + 8 + 3 + 1 == 14
    assert word_value("ŻONKIL", tokens) == 8 + 1 + 1 + 1 + 1 + 2 == 14


# --- the crossword game (GAMES.md §3) ---------------------------------------------------------


def test_jawa_tiles() -> None:
    jawa = load_tile_set("crossword_jawa")
    groups = {
        1: spec("A9 E7 I8 N5 O6 R4 S4 W4 Z5"),
        2: spec("C3 D3 K3 L3 M3 P3 T3 Y4"),
        3: spec("B2 G2 H2 J2 Ł2 U2"),
        5: same_count("ĄĘFÓŚŻ", 1),
        6: {"ć": 1},
        7: {"ń": 1},
        9: {"ź": 1},
        0: {BLANK: 2},
    }
    for value, counts in groups.items():
        for letter, count in counts.items():
            assert (letter, jawa.value(letter), jawa.count(letter)) == (letter, value, count)
    expected: dict[str, int] = {}
    for counts in groups.values():
        expected |= counts
    assert jawa.counts() == expected
    assert jawa.total_tiles == 100
    assert jawa.blanks == 2
    assert set(jawa.counts()) == set(POLISH + BLANK)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_wordsmith_tiles_have_one_blank_per_player(players: int) -> None:
    smith = load_tile_set("crossword_wordsmith", players=players)
    groups = {
        1: spec("A9 D4 E12 I9 L4 N6 O8 R6 S4 T6 U4"),
        2: spec("B2 C2 F2 G3 H3 M2 P2 V2 W2 Y2"),
        3: spec("K1"),
        4: spec("X1"),
        5: spec("J1 Q1 Z1"),
    }
    expected: dict[str, int] = {}
    for value, counts in groups.items():
        assert all(smith.value(letter) == value for letter in counts)
        expected |= counts
    assert smith.counts() == expected | {BLANK: players}
    assert smith.blanks == players
    assert smith.total_tiles == 99 + players
    assert smith.players == players
    assert set(smith.counts()) == set(ENGLISH + BLANK)


@pytest.mark.parametrize("players", [None, 0, 1, 5, True, "3"])
def test_wordsmith_needs_a_valid_player_count(players: object) -> None:
    with pytest.raises(TileSetError, match="players"):
        load_tile_set("crossword_wordsmith", players=players)  # type: ignore[arg-type]


def test_a_fixed_set_ignores_the_player_count() -> None:
    assert load_tile_set("crossword_jawa", players=4).blanks == 2
    assert load_tile_set("crossword_jawa", players=4).players is None


# --- the letter puzzles (GAMES.md §4) ---------------------------------------------------------


def test_puzzle_tiles() -> None:
    puzzle = load_tile_set("puzzle")
    values = (
        dict.fromkeys("abdeiknoprst", 1)
        | dict.fromkeys("cglmwyz", 2)
        | dict.fromkeys("hjłu", 3)
        | dict.fromkeys("ąćęfóśż", 5)
        | dict.fromkeys("ńź", 7)
        | {BLANK: 0}
    )
    counts = spec(
        "A5 E4 I4 O4 N3 R3 S3 T3 K3 W3 Z3 Y3 P2 D2 B2 C2 M2 L2 U2 G1 Ł1 J1 H1 Ą1 Ć1 Ę1 Ó1 Ś1 Ż1"
        " F1 Ź1 Ń1"
    )
    assert values_of(puzzle) == values
    assert puzzle.counts() == counts | {BLANK: 2}
    assert sum(counts.values()) == 68
    assert puzzle.total_tiles == 70
    assert puzzle.blanks == 2


@pytest.mark.parametrize(
    ("word", "score"),
    [
        ("APTEKA", 6),
        ("GRAĆ", 9),
        ("BASENU", 8),  # "SEN → BASENU scores as a whole new word (8)"
        ("ŁOWY", 8),
        ("OS", 2),  # "ŁOWY 8 + OS 2 = 10"
        ("TIK", 3),
        ("TRĄBY", 10),
        ("KOZA", 5),
        ("SĄDZI", 10),
        ("PYŁ", 6),
    ],
)
def test_puzzle_worked_examples(word: str, score: int) -> None:
    assert word_value(word, load_tile_set("puzzle")) == score


# --- letter lookups ---------------------------------------------------------------------------


def test_lookups_are_case_insensitive_and_refuse_foreign_letters() -> None:
    jawa = load_tile_set("crossword_jawa")
    assert jawa.value("Ź") == jawa.value("ź") == 9
    with pytest.raises(UnknownLetter) as caught:
        jawa.value("q")
    assert (caught.value.letter, caught.value.set_id) == ("q", "crossword_jawa")
    with pytest.raises(UnknownLetter):
        word_value("quiz", jawa)


# --- the bag ----------------------------------------------------------------------------------


@pytest.mark.parametrize("set_id", FIXED_SETS)
def test_same_seed_same_draws(set_id: str) -> None:
    tile_set = load_tile_set(set_id)
    first = Bag.full(tile_set, random.Random(2024))
    second = Bag.full(tile_set, random.Random(2024))
    assert first == second
    assert first.draw(7) == second.draw(7)
    other = Bag.full(tile_set, random.Random(2025))
    assert other.tiles != first.tiles
    assert other.remaining() == first.remaining() == Counter(tile_set.counts())


def test_a_replay_with_the_same_seed_repeats_every_step() -> None:
    def play(seed: int) -> list[tuple[str, ...]]:
        rng = random.Random(seed)
        bag = Bag.full(load_tile_set("crossword_jawa"), rng)
        seen = []
        rack, bag = bag.draw(7)
        seen.append(rack)
        new, bag = bag.exchange(rack[:3], rng)
        seen.append(new)
        bag = bag.put_back(rack[3:], rng).shuffle(rng)
        seen.append(bag.tiles)
        return seen

    assert play(7) == play(7)
    assert play(7) != play(8)


def test_draw_takes_from_the_front_and_stops_when_empty() -> None:
    bag = Bag(tuple("abc"))
    assert bag.draw(2) == (("a", "b"), Bag(("c",)))
    assert bag.draw(0) == ((), bag)
    assert bag.draw(9) == (("a", "b", "c"), Bag())
    with pytest.raises(NegativeCount):
        bag.draw(-1)
    assert Bag(["x", "y"]).tiles == ("x", "y")  # type: ignore[arg-type]  # lists become tuples


def test_exchange_draws_before_mixing_the_returned_tiles_in() -> None:
    bag = Bag(tuple("abcdef"))
    drawn, after = bag.exchange("xy", random.Random(1))
    assert drawn == ("a", "b")
    assert after.remaining() == Counter("cdefxy")


def test_exchange_refuses_when_the_bag_is_too_small() -> None:
    bag = Bag(tuple("ab"))
    with pytest.raises(NotEnoughInBag) as caught:
        bag.exchange("xyz", random.Random(1))
    assert (caught.value.requested, caught.value.available) == (3, 2)
    assert isinstance(caught.value, TileError) and isinstance(caught.value, ValueError)
    drawn, after = bag.exchange("xy", random.Random(1))  # exactly as many is allowed
    assert drawn == ("a", "b") and sorted(after.tiles) == ["x", "y"]


def test_put_back_mixes_the_tiles_in() -> None:
    bag = Bag(tuple("abcdefghij"))
    after = bag.put_back("kl", random.Random(3))
    assert after.remaining() == Counter("abcdefghijkl")
    assert after == bag.put_back("kl", random.Random(3))


# --- racks ------------------------------------------------------------------------------------


def test_rack_add_remove_contains() -> None:
    rack = Rack(tuple("kotek?"))
    assert len(rack) == 6 and list(rack) == list("kotek?")
    assert rack.counts() == Counter("kotek?")
    assert rack.contains("kk?") and not rack.contains("kkk")
    assert rack.remove("k?") == Rack(tuple("otek"))
    assert rack.add("ab") == Rack(tuple("kotek?ab"))


def test_rack_remove_reports_the_missing_multiset() -> None:
    with pytest.raises(MissingTiles) as caught:
        Rack(tuple("kot")).remove("kkoa")
    assert caught.value.missing == Counter({"k": 1, "a": 1})
    assert isinstance(caught.value, ValueError)


def test_values_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rack(("a",)).tiles = ()  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Bag(("a",)).tiles = ()  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        load_tile_set("puzzle").alphabet = "abc"  # type: ignore[misc]


# --- properties: conservation and no mutation -------------------------------------------------

operation = st.tuples(
    st.sampled_from(["draw", "put_back", "exchange", "shuffle"]),
    st.integers(min_value=0, max_value=3),  # player
    st.integers(min_value=0, max_value=9),  # how many tiles
)


@settings(max_examples=150, deadline=None)
@given(
    set_id=st.sampled_from([*FIXED_SETS, "crossword_wordsmith"]),
    seed=st.integers(min_value=0, max_value=2**32),
    players=st.integers(min_value=2, max_value=4),
    operations=st.lists(operation, max_size=40),
)
def test_tiles_are_conserved_and_nothing_mutates(
    set_id: str, seed: int, players: int, operations: list[tuple[str, int, int]]
) -> None:
    tile_set = load_tile_set(set_id, players)
    full = Counter(tile_set.counts())
    rng = random.Random(seed)
    picker = random.Random(seed ^ 0x5EED)  # chooses which rack tiles to return
    bag = Bag.full(tile_set, rng)
    racks = [Rack() for _ in range(players)]
    for kind, who, n in operations:
        player = who % players
        old_bag, old_rack = bag, racks[player]
        snapshot = (Bag(old_bag.tiles), Rack(old_rack.tiles))
        chosen = tuple(picker.sample(old_rack.tiles, min(n, len(old_rack))))
        if kind == "draw":
            drawn, bag = bag.draw(n)
            assert len(drawn) == min(n, len(old_bag))
            racks[player] = old_rack.add(drawn)
        elif kind == "put_back":
            racks[player] = old_rack.remove(chosen)
            bag = bag.put_back(chosen, rng)
        elif kind == "exchange":
            if len(chosen) > len(old_bag):
                with pytest.raises(NotEnoughInBag):
                    bag.exchange(chosen, rng)
            else:
                drawn, bag = bag.exchange(chosen, rng)
                assert len(drawn) == len(chosen)
                racks[player] = old_rack.remove(chosen).add(drawn)
        else:
            bag = bag.shuffle(rng)
        assert (old_bag, old_rack) == snapshot
        total = bag.remaining()
        for rack in racks:
            total += rack.counts()
        assert total == full
        assert len(bag) + sum(len(rack) for rack in racks) == tile_set.total_tiles


# --- word scores with blanks ------------------------------------------------------------------


def test_rack_cover_prefers_real_tiles_and_blanks_the_excess() -> None:
    assert rack_cover("kotek", tuple("kote?")) == ("k", "o", "t", "e", "?")
    assert rack_cover("kotek", Rack(tuple("?kote"))) == ("k", "o", "t", "e", "?")
    assert rack_cover("Kot", "?ok") == ("k", "o", "?")
    assert rack_cover("kot", "??") is None
    assert rack_cover("kot", "???") == ("?", "?", "?")
    assert rack_cover("", "abc") == ()


def test_word_value_with_blank_letters() -> None:
    jawa = load_tile_set("crossword_jawa")
    assert word_value("źdźbło", jawa) == 9 + 2 + 9 + 3 + 3 + 1
    assert word_value("źdźbło", jawa, "ź") == 2 + 9 + 3 + 3 + 1
    assert word_value("źdźbło", jawa, Counter({"ź": 2})) == 2 + 3 + 3 + 1
    assert word_value("ŹDŹBŁO", jawa, "ŹŹDBŁO") == 0
    with pytest.raises(BlanksNotInWord) as caught:
        word_value("źdźbło", jawa, "źźź")
    assert caught.value.extra == Counter({"ź": 1})


def test_score_from_rack() -> None:
    puzzle = load_tile_set("puzzle")
    assert score_from_rack("trąby", "ytbrą", puzzle) == 10
    assert score_from_rack("trąby", "ytbr?", puzzle) == 5  # the blank is the Ą
    assert score_from_rack("trąby", "??brą", puzzle) == 7  # the blanks are T and Y
    assert score_from_rack("trąby", "ytbr", puzzle) is None
    assert score_from_rack("aa", "a?", puzzle) == 1


@settings(max_examples=200, deadline=None)
@given(
    word=st.text(alphabet="aąbcćkotź", max_size=8),
    rack=st.text(alphabet="aąbcćkotź?", max_size=9),
)
def test_real_tiles_first_never_scores_less(word: str, rack: str) -> None:
    """Whatever tiles could make the word, rack_cover's choice scores the most."""
    puzzle = load_tile_set("puzzle")
    cover = rack_cover(word, rack)
    score = score_from_rack(word, rack, puzzle)
    have, need = Counter(rack), Counter(word)
    shortfall = sum((need - have).values())
    if shortfall > have[BLANK]:
        assert cover is None and score is None
        return
    assert cover is not None and score is not None
    assert Rack(tuple(rack)).contains(cover)
    assert all(tile in (letter, BLANK) for letter, tile in zip(word, cover, strict=True))
    assert Counter(cover)[BLANK] == shortfall  # blanks cover exactly the excess
    # Using any extra blank instead of a real tile can only lower the score.
    assert score == word_value(word, puzzle) - sum(
        puzzle.value(letter) * n for letter, n in (need - have).items()
    )


# --- invalid data files -----------------------------------------------------------------------

GOOD = """\
id = "tiny"
language = "pl"
alphabet = "abc"
names = { pl = "Mały", en = "Tiny" }
tiles = [
    { letter = "a", count = 2, value = 1 },
    { letter = "b", count = 1, value = 3, bonus = 1 },
    { letter = "?", count = 1, value = 0 },
]
"""


def write(tmp_path: Path, text: str, name: str = "tiny") -> Path:
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_file_loads(tmp_path: Path) -> None:
    tiny = read_tile_set(write(tmp_path, GOOD))
    assert tiny.tiles() == ("a", "a", "b", "?")
    assert tiny.bonus("b") == 1 and tiny.value("c") == 0
    assert tiny.kinds[0] == TileKind("a", 1, 2)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('letter = "b"', 'letter = "x"', "unknown letter 'x'"),
        ('letter = "b"', 'letter = "a"', "duplicate letter 'a'"),
        ("count = 2", "count = -2", "negative count"),
        ("value = 3", "value = -3", "negative value"),
        ("bonus = 1", "bonus = -1", "negative bonus"),
        ('letter = "b"', 'letter = "B"', "lowercase"),
        ('letter = "b"', 'letter = "bb"', "one character"),
        ("count = 2", 'count = "2"', "'count' must be an integer"),
        ("count = 2", "count = true", "'count' must be an integer"),
        ("count = 1, value = 0", "count = 1, value = 2", "blank scores 0"),
        ('"abc"', '"abca"', "repeats a letter"),
        ('"abc"', '"abc?"', "lowercase letters only"),
        ('id = "tiny"', 'id = "huge"', "differs from the file name"),
        ('id = "tiny"', 'id = "tiny"\ncolour = "red"', "unknown keys: colour"),
        ('en = "Tiny"', 'de = "Winzig"', "'names'"),
        ('language = "pl"\n', "", "'language'"),
        ("tiles = [", 'tiles = [ { letter = "c", count = 1, value = 1, colour = 2 },', "colour"),
        ("names", "names = = ", "cannot read"),
        ('id = "tiny"', 'id = "tiny"\nblanks_per_player = 1', "go together"),
        (
            'id = "tiny"',
            'id = "tiny"\nblanks_per_player = 1\nmin_players = 2\nmax_players = 4',
            "both as a tile",
        ),
    ],
)
def test_invalid_files_are_refused(tmp_path: Path, old: str, new: str, message: str) -> None:
    assert old in GOOD
    with pytest.raises(TileSetError, match=message):
        read_tile_set(write(tmp_path, GOOD.replace(old, new, 1)), players=2)


def test_an_empty_tile_list_is_refused(tmp_path: Path) -> None:
    text = GOOD.split("tiles = [")[0] + "tiles = []\n"
    with pytest.raises(TileSetError, match="non-empty array"):
        read_tile_set(write(tmp_path, text))


def test_per_player_blanks_from_a_file(tmp_path: Path) -> None:
    text = GOOD.replace('    { letter = "?", count = 1, value = 0 },\n', "").replace(
        'id = "tiny"', 'id = "tiny"\nblanks_per_player = 2\nmin_players = 2\nmax_players = 3'
    )
    path = write(tmp_path, text)
    assert read_tile_set(path, players=3).blanks == 6
    with pytest.raises(TileSetError, match="needs the number of players"):
        read_tile_set(path)
    with pytest.raises(TileSetError, match="2–3"):
        read_tile_set(path, players=4)


def test_shipped_files_live_under_resources() -> None:
    assert (resource_path("tiles") / "puzzle.toml").is_file()


# --- doctests ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "module",
    [engines.tiles.tileset, engines.tiles.loader, engines.tiles.bag, engines.tiles.scoring],
)
def test_doctests(module: object) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)  # type: ignore[arg-type]
    assert result.failed == 0
    assert result.attempted > 0
