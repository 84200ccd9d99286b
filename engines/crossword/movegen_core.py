"""The move generator's hot loop: Appel–Jacobson on the flat DAWG, one board line at a time.

Kept small and free of game objects (only ints, lists and the DAWG array) so that a compiled
version can replace :func:`generate` and must give exactly the same list.

The caller (:mod:`engines.crossword.movegen`) describes each line that has anchors as a
:data:`Line`: per square the letter code of the tile on it (``-1`` when empty), its value, the
*cross-check* mask of letters allowed there (bit ``i`` = ``alphabet[i]``), the values of the
perpendicular word's tiles (``-1``: no perpendicular word), the premiums, and the anchors with
their left limits. A limit ``-1`` means the square left of the anchor holds a tile, so the word
starts with the tiles there; otherwise up to ``limit`` rack tiles may go left of the anchor.

Appel–Jacobson: for each anchor, every *left part* (a DAWG path spelled with rack tiles, at most
``limit`` long; they do not depend on the position, so they are listed once per rack) is put
left of the anchor, and ``extend`` continues rightwards: on an empty square it tries each rack
letter (and, with a blank, each letter) that the DAWG *and* the cross-check allow — one AND of
three masks — then follows the tiles already on the board after it, reports the word if it ends
there, and goes one square further only when some tile of the rack fits the next empty square
(so dead ends cost no call and are not even scored). Every square of a left
part is a non-anchor, so it has no neighbours and no cross word; each move is made from its
leftmost anchor only, hence exactly once per direction. A one-tile move forms words both ways;
the down pass leaves out those that also read across (the across pass has them).

Scores are summed on the way: the main word's letters (new tiles times their letter premium),
the product of the word premiums under new tiles, and each cross word's score once its tile is
placed. A move is a :data:`RawMove` ``(score, line_id, start, codes)``: the codes of the new
tiles from left to right (``letter index``, ``+ BLANK_CODE`` for a blank) and the square where
the main word starts; the new tiles fill the empty squares from there on.

With a ``limit`` (only the ``limit`` greatest moves wanted), the anchors are first given a
*shadow* (:func:`shadow_bound`): an upper bound of the score of any move made from them, from
the best values the rack could put on the squares the moves can reach. They are generated in
descending order of it, and the rest are skipped once a bound falls below the ``limit``-th best
score found (a move scoring that score could still win a tie, so a bound equal to it is not
skipped): the same moves as generating them all, at a fraction of the cost.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

#: Added to a letter's code when a blank plays it.
BLANK_CODE = 64

#: ``(line_id, cells, tile_values, cross_masks, cross_sums, letter_mults, word_mults,
#: anchors)``; ``anchors`` is a list of ``(square, left_limit)``.
Line = tuple[
    int,
    list[int],
    list[int],
    list[int],
    list[int],
    list[int],
    list[int],
    list[tuple[int, int]],
]
#: ``(score, line_id, start, codes)``.
RawMove = tuple[int, int, int, tuple[int, ...]]


#: A left part: ``(node, codes, real letter codes, rack mask after, blanks after)``.
LeftPart = tuple[int, tuple[int, ...], tuple[int, ...], int, int]


def left_parts(
    arr: Sequence[int], counts: list[int], blanks: int, max_length: int
) -> list[list[LeftPart]]:
    """Every DAWG path from the root spelled with rack tiles, by length ``0..max_length``, with
    the rack that is left (none, not even the empty one, when ``max_length`` is negative: no
    anchor has room on its left). ``counts`` is restored before returning."""
    if max_length < 0:
        return []
    rack_mask = 0
    for i, n in enumerate(counts):
        if n:
            rack_mask |= 1 << i
    by_length: list[list[LeftPart]] = [[] for _ in range(max_length + 1)]
    by_length[0].append((0, (), (), rack_mask, blanks))
    codes: list[int] = []
    reals: list[int] = []

    def walk(node: int, rm: int, bl: int, depth: int) -> None:
        off = node >> 1
        m = arr[off]
        here = by_length[depth + 1]
        deeper = depth + 1 < max_length
        real = m & rm
        while real:
            b = real & -real
            real ^= b
            i = b.bit_length() - 1
            child = arr[off + 1 + (m & (b - 1)).bit_count()]
            n = counts[i] - 1
            rm_after = rm if n else rm ^ b
            codes.append(i)
            reals.append(i)
            here.append((child, tuple(codes), tuple(reals), rm_after, bl))
            if deeper:
                counts[i] = n
                walk(child, rm_after, bl, depth + 1)
                counts[i] = n + 1
            codes.pop()
            reals.pop()
        if bl:
            every = m
            while every:
                b = every & -every
                every ^= b
                i = b.bit_length() - 1
                child = arr[off + 1 + (m & (b - 1)).bit_count()]
                codes.append(i | BLANK_CODE)
                here.append((child, tuple(codes), tuple(reals), rm, bl - 1))
                if deeper:
                    walk(child, rm, bl - 1, depth + 1)
                codes.pop()

    if max_length > 0 and (rack_mask or blanks):
        walk(0, rack_mask, blanks, 0)
    return by_length


def generate(
    arr: Sequence[int],
    lines: list[Line],
    rack_counts: list[int],
    blanks: int,
    letter_values: Sequence[int],
    bingo_tiles: int,
    bingo_bonus: int,
    min_tiles: int,
    dedupe_from: int,
    require_tile: bool = False,
    limit: int = 0,
    shadow: bool = True,
    ties: bool = False,
) -> list[RawMove]:
    """Every move on ``lines`` for the rack ``rack_counts`` (per letter index) plus ``blanks``;
    with a ``limit``, only the ``limit`` greatest (:func:`greatest` of them, with ``ties`` also
    those scoring as much as the last), found by shadow pruning unless ``shadow`` is false (then
    every move is made first).

    ``min_tiles``: fewest new tiles a move may have (the first move's rule). Lines whose id is
    at least ``dedupe_from`` (the down lines) skip one-tile moves that also read across.
    ``require_tile``: only moves whose main word holds a tile already on the board (GRA I:
    cross or extend a word, no parallel plays) — the word is longer than the tiles placed.
    """
    out: list[RawMove] = []
    emit = out.append
    counts = list(rack_counts)
    values = letter_values
    rack_size = sum(counts) + blanks
    if rack_size == 0:
        return out
    rack_mask = 0
    for i, n in enumerate(counts):
        if n:
            rack_mask |= 1 << i
    max_limit = max((limit for line in lines for _, limit in line[7]), default=0)
    parts = left_parts(arr, counts, blanks, min(max_limit, rack_size - 1))
    placed: list[int] = []
    every_letter = -1  # all bits: what a blank may be

    # Per line and per anchor; ``extend`` reads them from the enclosing scope.
    line_id = 0
    cells: list[int] = []
    tile_values: list[int] = []
    cross_masks: list[int] = []
    cross_sums: list[int] = []
    letter_mults: list[int] = []
    word_mults: list[int] = []
    size = 0
    dedupe = False
    word_start = 0

    def extend(pos: int, node: int, main: int, wm: int, cross: int, rm: int, bl: int) -> None:
        """Put a tile on the empty square ``pos`` (the word so far leads to ``node``), follow
        the tiles after it, report the word if it ends there, and go on if anything fits.
        Scores are only summed for the letters that lead somewhere."""
        off = node >> 1
        m = arr[off]
        allowed = m & cross_masks[pos]
        lm = letter_mults[pos]
        wmul = word_mults[pos]
        xs = cross_sums[pos]
        wm2 = wm * wmul
        after = pos + 1
        one_letter_ok = pos != word_start  # else a word of only this letter would be too short
        lonely = dedupe and xs >= 0  # a one-tile move here also reads across: skip it
        tiles_follow = after < size and cells[after] >= 0
        real = allowed & rm
        while real:
            b = real & -real
            real ^= b
            child = arr[off + 1 + (m & (b - 1)).bit_count()]
            p = after
            extra = 0
            if tiles_follow:
                while p < size:
                    c = cells[p]
                    if c < 0:
                        break
                    coff = child >> 1
                    cm = arr[coff]
                    cb = 1 << c
                    if not cm & cb:
                        child = -1
                        break
                    child = arr[coff + 1 + (cm & (cb - 1)).bit_count()]
                    extra += tile_values[p]
                    p += 1
                if child < 0:
                    continue
            i = b.bit_length() - 1
            n = counts[i] - 1
            rm2 = rm if n else rm ^ b
            ends = child & 1 and (one_letter_ok or p > after)
            goes_on = p < size and arr[child >> 1] & cross_masks[p] & (every_letter if bl else rm2)
            if not (ends or goes_on):
                continue
            lv = values[i] * lm
            main2 = main + lv + extra
            cross2 = cross + (xs + lv) * wmul if xs >= 0 else cross
            placed.append(i)
            if ends:
                used = len(placed)
                if (
                    used >= min_tiles
                    and not (used == 1 and lonely)
                    and (p - word_start > used or not require_tile)
                ):
                    score = main2 * wm2 + cross2
                    if used >= bingo_tiles:
                        score += bingo_bonus
                    emit((score, line_id, word_start, tuple(placed)))
            if goes_on:
                counts[i] = n
                extend(p, child, main2, wm2, cross2, rm2, bl)
                counts[i] = n + 1
            placed.pop()
        if not bl:
            return
        bl2 = bl - 1
        cross_blank = cross + xs * wmul if xs >= 0 else cross
        while allowed:
            b = allowed & -allowed
            allowed ^= b
            child = arr[off + 1 + (m & (b - 1)).bit_count()]
            p = after
            extra = 0
            if tiles_follow:
                while p < size:
                    c = cells[p]
                    if c < 0:
                        break
                    coff = child >> 1
                    cm = arr[coff]
                    cb = 1 << c
                    if not cm & cb:
                        child = -1
                        break
                    child = arr[coff + 1 + (cm & (cb - 1)).bit_count()]
                    extra += tile_values[p]
                    p += 1
                if child < 0:
                    continue
            ends = child & 1 and (one_letter_ok or p > after)
            goes_on = p < size and arr[child >> 1] & cross_masks[p] & (every_letter if bl2 else rm)
            if not (ends or goes_on):
                continue
            placed.append((b.bit_length() - 1) | BLANK_CODE)
            if ends:
                used = len(placed)
                if (
                    used >= min_tiles
                    and not (used == 1 and lonely)
                    and (p - word_start > used or not require_tile)
                ):
                    score = (main + extra) * wm2 + cross_blank
                    if used >= bingo_tiles:
                        score += bingo_bonus
                    emit((score, line_id, word_start, tuple(placed)))
            if goes_on:
                extend(p, child, main + extra, wm2, cross_blank, rm, bl2)
            placed.pop()

    # What to generate as (line, anchor, left limit, only this length of left part; -1: all),
    # and in which order: every anchor as listed, or with a limit, each anchor's moves by the
    # length of their left part (the board's tiles: -1), by descending shadow.
    work = [(line, anchor, left, -1) for line in lines for anchor, left in line[7]]
    order: Sequence[int] = range(len(work))
    bounds: list[int] = []
    if limit > 0 and shadow:
        rack_values = sorted(
            [values[i] for i, n in enumerate(counts) for _ in range(n)] + [0] * blanks,
            reverse=True,
        )
        split = []
        for line, anchor, left, _ in work:
            bound, by_length = shadow_bound(
                line,
                anchor,
                left,
                rack_values,
                rack_mask,
                blanks,
                values,
                bingo_tiles,
                bingo_bonus,
            )
            if left < 0:
                split.append((line, anchor, left, -1))
                bounds.append(bound)
            for length in range(left + 1):
                split.append((line, anchor, left, length))
                bounds.append(by_length[length])
        work = split
        order = sorted(range(len(work)), key=lambda k: -bounds[k])
    for k in order:
        if bounds and len(out) >= limit:
            out[:] = greatest(out, limit, ties)
            if bounds[k] < out[limit - 1][0]:
                break  # no move from here or any later anchor can make the list
        line, anchor, left, only = work[k]
        line_id, cells, tile_values, cross_masks, cross_sums, letter_mults, word_mults, _ = line
        size = len(cells)
        dedupe = line_id >= dedupe_from
        anchor_mask = cross_masks[anchor]
        if left < 0:
            # The word starts with the tiles left of the anchor: walk them first.
            start = anchor
            while start > 0 and cells[start - 1] >= 0:
                start -= 1
            node = 0
            main = 0
            for p in range(start, anchor):
                off = node >> 1
                m = arr[off]
                b = 1 << cells[p]
                if not m & b:
                    break
                node = arr[off + 1 + (m & (b - 1)).bit_count()]
                main += tile_values[p]
            else:
                if arr[node >> 1] & anchor_mask & (every_letter if blanks else rack_mask):
                    word_start = start
                    extend(anchor, node, main, 1, 0, rack_mask, blanks)
            continue
        for length in range(min(left, len(parts) - 1) + 1):
            if only >= 0 and length != only:
                continue
            word_start = anchor - length
            for node, codes, real_codes, rm, bl in parts[length]:
                if not arr[node >> 1] & anchor_mask & (every_letter if bl else rm):
                    continue
                main = 0
                wm = 1
                p = word_start
                for code in codes:
                    if code < BLANK_CODE:
                        main += values[code] * letter_mults[p]
                    wm *= word_mults[p]
                    p += 1
                for code in real_codes:
                    counts[code] -= 1
                placed[:] = codes
                extend(anchor, node, main, wm, 0, rm, bl)
                for code in real_codes:
                    counts[code] += 1
            placed.clear()
    return greatest(out, limit, ties) if limit else out


def greatest(moves: list[RawMove], limit: int, ties: bool = False) -> list[RawMove]:
    """The ``limit`` greatest of ``moves``, greatest first (``heapq.nlargest``); with ``ties``,
    every move scoring at least the ``limit``-th best score (a best-moves search must see every
    move as good as the last it wants, to choose among them by more than the score)."""
    if not ties:
        return heapq.nlargest(limit, moves)
    if len(moves) > limit:
        floor = heapq.nlargest(limit, (move[0] for move in moves))[-1]
        moves = [move for move in moves if move[0] >= floor]
    return sorted(moves, reverse=True)


def shadow_bound(
    line: Line,
    anchor: int,
    left: int,
    rack_values: Sequence[int],
    rack_mask: int,
    blanks: int,
    values: Sequence[int],
    bingo_tiles: int,
    bingo_bonus: int,
) -> tuple[int, list[int]]:
    """An upper bound of the score of every move made from ``anchor`` of ``line`` with at most
    ``left`` rack tiles left of it (``-1``: the tiles left of the anchor start the word), ``-1``
    when no tile of the rack fits the anchor; and per length ``0..left`` of the left part, the
    bound of the moves with that many tiles left of the anchor. ``rack_values``: the rack's tile
    values, greatest first (a blank is worth 0).

    For every span the move's new tiles can cover (``l`` squares left of the anchor, ``r`` empty
    squares from it on, the board's tiles between and after them in the word), the score is
    ``(new tiles' letter values + the tiles' values) × the word premiums + the cross words``,
    each new tile's value counting ``c = letter premium × (word premiums + its own word premium
    when it makes a cross word)`` times: the new tiles add at most the lesser of the rack's
    greatest values paired with the greatest ``c`` in order, and each square's greatest value
    the rack may put there (by its cross-check) times its ``c``. Both are upper bounds whatever
    the letters spell, so the lesser is too; the bingo bonus counts when the span holds enough
    tiles. A span inside another never has the greater bound (every part grows with it), so
    only the longest span for each length of left part is counted. The compiled core computes
    the same numbers."""
    _, cells, tile_values, cross_masks, cross_sums, letter_mults, word_mults, _ = line
    rack_size = len(rack_values)
    size = len(cells)

    def best_value(mask: int) -> int:
        """The greatest value the rack may put on a square of this cross-check, -1: none."""
        best = 0 if blanks and mask else -1
        fits = mask & rack_mask
        while fits:
            b = fits & -fits
            fits ^= b
            best = max(best, values[b.bit_length() - 1])
        return best

    # The empty squares from the anchor on, each with the board tiles' values in the word up to
    # the next empty square after it.
    right: list[tuple[int, int, int]] = []  # (square, best value, tiles' values)
    tiles = 0
    p = anchor
    while p < size and len(right) < rack_size:
        best = best_value(cross_masks[p])
        if best < 0:
            break
        square = p
        p += 1
        while p < size and cells[p] >= 0:
            tiles += tile_values[p]
            p += 1
        right.append((square, best, tiles))
    left_squares: list[tuple[int, int]] = []
    left_tiles = 0
    if left < 0:
        p = anchor - 1
        while p >= 0 and cells[p] >= 0:
            left_tiles += tile_values[p]
            p -= 1
    else:
        for p in range(anchor - 1, anchor - 1 - min(left, rack_size - 1), -1):
            left_squares.append((p, best_value(cross_masks[p])))
    bound = -1
    by_length = [-1] * (left + 1)
    for lefts in range(len(left_squares) + 1):
        if lefts and left_squares[lefts - 1][1] < 0:
            break
        rights = min(len(right), rack_size - lefts)
        if rights >= 1:
            squares = left_squares[:lefts] + [(s, v) for s, v, _ in right[:rights]]
            wm = 1
            for s, _ in squares:
                wm *= word_mults[s]
            fixed = 0
            each = 0
            coefficients: list[int] = []
            for s, v in squares:
                c = letter_mults[s] * wm
                if cross_sums[s] >= 0:
                    c += letter_mults[s] * word_mults[s]
                    fixed += cross_sums[s] * word_mults[s]
                coefficients.append(c)
                each += c * v
            coefficients.sort(reverse=True)
            paired = sum(c * v for c, v in zip(coefficients, rack_values, strict=False))
            score = (left_tiles + right[rights - 1][2]) * wm + fixed + min(paired, each)
            if lefts + rights >= bingo_tiles:
                score += bingo_bonus
            if left >= 0:
                by_length[lefts] = score
            bound = max(bound, score)
    return bound, by_length
