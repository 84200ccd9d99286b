# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The compiled twin of :func:`engines.crossword.movegen_core.generate`.

Same algorithm, same arguments, and the same list of raw moves in the same order (a test
compares both cores on hundreds of positions): only the data are C — a typed memoryview over the
DAWG's 32-bit array, C ints and masks, the line and left-part data in C arrays, moves collected
in a C buffer with the GIL released and turned into tuples at the end. Built by ``setup.py``
when Cython and a C compiler are there; ``engines.crossword.movegen`` falls back to the pure core
otherwise (or with ``GRY_SLOWNE_PURE_PYTHON=1``).
"""

import gc

from cpython.ref cimport Py_INCREF
from cpython.tuple cimport PyTuple_New, PyTuple_SET_ITEM
from libc.stdlib cimport free, malloc, realloc

cdef extern from *:
    """
    #if defined(_MSC_VER)
    static inline int gs_popcount(unsigned int x) {
        x = x - ((x >> 1) & 0x55555555u);
        x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
        return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
    }
    #else
    #define gs_popcount(x) __builtin_popcount(x)
    #endif
    #define GS_EVERY_LETTER 0xFFFFFFFFu
    """
    int gs_popcount(unsigned int x) nogil
    unsigned int EVERY_LETTER "GS_EVERY_LETTER"

cdef enum:
    BLANK_CODE = 64

ctypedef unsigned int mask_t

cdef struct Part:
    int node
    mask_t node_mask    # the letters that may follow (kept here: no jump into the DAWG to test)
    int length
    int first_code      # index into the parts' code buffer
    mask_t rack_mask
    int blanks

cdef struct Found:
    int score
    int line_id
    int start
    int count
    int first_code      # index into the moves' code buffer

cdef struct IntBuffer:
    int *data
    Py_ssize_t size
    Py_ssize_t capacity

cdef struct PartBuffer:
    Part *data
    Py_ssize_t size
    Py_ssize_t capacity

cdef struct FoundBuffer:
    Found *data
    Py_ssize_t size
    Py_ssize_t capacity

cdef struct Gen:
    const unsigned int *arr
    # the line
    int line_id
    int size
    int *cells
    int *tile_values
    mask_t *cross_masks
    int *cross_sums
    int *letter_mults
    int *word_mults
    bint dedupe
    int word_start
    # the rack and the rules
    int *counts
    int *values
    int bingo_tiles
    int bingo_bonus
    int min_tiles
    bint require_tile
    # the move being built
    int *placed
    int n_placed
    # the results
    FoundBuffer found
    IntBuffer found_codes
    bint failed          # out of memory


cdef bint grow_ints(IntBuffer *buf, Py_ssize_t extra) noexcept nogil:
    cdef Py_ssize_t want = buf.size + extra
    cdef Py_ssize_t capacity
    cdef int *data
    if want <= buf.capacity:
        return True
    capacity = buf.capacity * 2 if buf.capacity else 1024
    while capacity < want:
        capacity *= 2
    data = <int *>realloc(buf.data, capacity * sizeof(int))
    if data == NULL:
        return False
    buf.data = data
    buf.capacity = capacity
    return True


cdef bint grow_parts(PartBuffer *buf) noexcept nogil:
    cdef Py_ssize_t capacity
    cdef Part *data
    if buf.size < buf.capacity:
        return True
    capacity = buf.capacity * 2 if buf.capacity else 256
    data = <Part *>realloc(buf.data, capacity * sizeof(Part))
    if data == NULL:
        return False
    buf.data = data
    buf.capacity = capacity
    return True


cdef bint grow_found(FoundBuffer *buf) noexcept nogil:
    cdef Py_ssize_t capacity
    cdef Found *data
    if buf.size < buf.capacity:
        return True
    capacity = buf.capacity * 2 if buf.capacity else 1024
    data = <Found *>realloc(buf.data, capacity * sizeof(Found))
    if data == NULL:
        return False
    buf.data = data
    buf.capacity = capacity
    return True


cdef inline int child_of(const unsigned int *arr, int node, int letter) noexcept nogil:
    """The node after ``letter`` from ``node``, or -1 when the DAWG has no such edge."""
    cdef int off = node >> 1
    cdef mask_t m = arr[off]
    cdef mask_t b = (<mask_t>1) << letter
    if not (m & b):
        return -1
    return <int>arr[off + 1 + gs_popcount(m & (b - 1))]


cdef struct PartWalk:
    const unsigned int *arr
    int *counts
    int max_length
    int *codes
    PartBuffer parts
    IntBuffer part_codes
    bint failed


cdef void add_part(PartWalk *w, int node, int length, mask_t rm, int bl) noexcept nogil:
    cdef int k
    cdef Part *part
    if not grow_parts(&w.parts) or not grow_ints(&w.part_codes, length):
        w.failed = True
        return
    part = &w.parts.data[w.parts.size]
    part.node = node
    part.node_mask = w.arr[node >> 1]
    part.length = length
    part.first_code = <int>w.part_codes.size
    part.rack_mask = rm
    part.blanks = bl
    w.parts.size += 1
    for k in range(length):
        w.part_codes.data[w.part_codes.size + k] = w.codes[k]
    w.part_codes.size += length


cdef void walk_parts(PartWalk *w, int node, mask_t rm, int bl, int depth) noexcept nogil:
    """Every DAWG path from ``node`` spelled with rack tiles, in the pure core's order."""
    cdef const unsigned int *arr = w.arr
    cdef int off = node >> 1
    cdef mask_t m = arr[off]
    cdef bint deeper = depth + 1 < w.max_length
    cdef mask_t real = m & rm
    cdef mask_t every
    cdef mask_t b
    cdef int i, child, n
    cdef mask_t rm_after
    while real:
        b = real & (~real + 1)
        real ^= b
        i = gs_popcount(b - 1)
        child = <int>arr[off + 1 + gs_popcount(m & (b - 1))]
        n = w.counts[i] - 1
        rm_after = rm if n else rm ^ b
        w.codes[depth] = i
        add_part(w, child, depth + 1, rm_after, bl)
        if deeper:
            w.counts[i] = n
            walk_parts(w, child, rm_after, bl, depth + 1)
            w.counts[i] = n + 1
    if bl:
        every = m
        while every:
            b = every & (~every + 1)
            every ^= b
            i = gs_popcount(b - 1)
            child = <int>arr[off + 1 + gs_popcount(m & (b - 1))]
            w.codes[depth] = i | BLANK_CODE
            add_part(w, child, depth + 1, rm, bl - 1)
            if deeper:
                walk_parts(w, child, rm, bl - 1, depth + 1)


cdef void emit(Gen *g, int score) noexcept nogil:
    cdef Found *f
    cdef int k
    if not grow_found(&g.found) or not grow_ints(&g.found_codes, g.n_placed):
        g.failed = True
        return
    f = &g.found.data[g.found.size]
    f.score = score
    f.line_id = g.line_id
    f.start = g.word_start
    f.count = g.n_placed
    f.first_code = <int>g.found_codes.size
    g.found.size += 1
    for k in range(g.n_placed):
        g.found_codes.data[g.found_codes.size + k] = g.placed[k]
    g.found_codes.size += g.n_placed


cdef void extend(
    Gen *g, int pos, int node, int main, int wm, int cross, mask_t rm, int bl
) noexcept nogil:
    """See ``extend`` in :mod:`engines.crossword.movegen_core`: the same steps, in C."""
    cdef const unsigned int *arr = g.arr
    cdef int off = node >> 1
    cdef mask_t m = arr[off]
    cdef mask_t allowed = m & g.cross_masks[pos]
    cdef int lm = g.letter_mults[pos]
    cdef int wmul = g.word_mults[pos]
    cdef int xs = g.cross_sums[pos]
    cdef int wm2 = wm * wmul
    cdef int after = pos + 1
    cdef int size = g.size
    cdef bint one_letter_ok = pos != g.word_start
    cdef bint lonely = g.dedupe and xs >= 0
    cdef bint tiles_follow = after < size and g.cells[after] >= 0
    cdef mask_t real = allowed & rm
    cdef mask_t b, cm, cb, rm2
    cdef int child, p, extra, c, coff, i, n, lv, main2, cross2, used, score, bl2, cross_blank
    cdef bint ends, goes_on
    while real:
        b = real & (~real + 1)
        real ^= b
        child = <int>arr[off + 1 + gs_popcount(m & (b - 1))]
        p = after
        extra = 0
        if tiles_follow:
            while p < size:
                c = g.cells[p]
                if c < 0:
                    break
                coff = child >> 1
                cm = arr[coff]
                cb = (<mask_t>1) << c
                if not (cm & cb):
                    child = -1
                    break
                child = <int>arr[coff + 1 + gs_popcount(cm & (cb - 1))]
                extra += g.tile_values[p]
                p += 1
            if child < 0:
                continue
        i = gs_popcount(b - 1)
        n = g.counts[i] - 1
        rm2 = rm if n else rm ^ b
        ends = (child & 1) and (one_letter_ok or p > after)
        goes_on = p < size and (
            arr[child >> 1] & g.cross_masks[p] & (EVERY_LETTER if bl else rm2)
        ) != 0
        if not (ends or goes_on):
            continue
        lv = g.values[i] * lm
        main2 = main + lv + extra
        cross2 = cross + (xs + lv) * wmul if xs >= 0 else cross
        g.placed[g.n_placed] = i
        g.n_placed += 1
        if ends:
            used = g.n_placed
            if (
                used >= g.min_tiles
                and not (used == 1 and lonely)
                and (p - g.word_start > used or not g.require_tile)
            ):
                score = main2 * wm2 + cross2
                if used >= g.bingo_tiles:
                    score += g.bingo_bonus
                emit(g, score)
        if goes_on:
            g.counts[i] = n
            extend(g, p, child, main2, wm2, cross2, rm2, bl)
            g.counts[i] = n + 1
        g.n_placed -= 1
    if not bl:
        return
    bl2 = bl - 1
    cross_blank = cross + xs * wmul if xs >= 0 else cross
    while allowed:
        b = allowed & (~allowed + 1)
        allowed ^= b
        child = <int>arr[off + 1 + gs_popcount(m & (b - 1))]
        p = after
        extra = 0
        if tiles_follow:
            while p < size:
                c = g.cells[p]
                if c < 0:
                    break
                coff = child >> 1
                cm = arr[coff]
                cb = (<mask_t>1) << c
                if not (cm & cb):
                    child = -1
                    break
                child = <int>arr[coff + 1 + gs_popcount(cm & (cb - 1))]
                extra += g.tile_values[p]
                p += 1
            if child < 0:
                continue
        ends = (child & 1) and (one_letter_ok or p > after)
        goes_on = p < size and (
            arr[child >> 1] & g.cross_masks[p] & (EVERY_LETTER if bl2 else rm)
        ) != 0
        if not (ends or goes_on):
            continue
        g.placed[g.n_placed] = gs_popcount(b - 1) | BLANK_CODE
        g.n_placed += 1
        if ends:
            used = g.n_placed
            if (
                used >= g.min_tiles
                and not (used == 1 and lonely)
                and (p - g.word_start > used or not g.require_tile)
            ):
                score = (main + extra) * wm2 + cross_blank
                if used >= g.bingo_tiles:
                    score += g.bingo_bonus
                emit(g, score)
        if goes_on:
            extend(g, p, child, main + extra, wm2, cross_blank, rm, bl2)
        g.n_placed -= 1


cdef struct LineData:
    int line_id
    int size
    int *ints            # cells, tile_values, cross_sums, letter_mults, word_mults: size each
    mask_t *cross_masks
    int n_anchors
    int *anchors         # (square, limit) pairs


cdef void run_line(
    Gen *g, LineData *line, Part *parts, int *part_codes, int *by_length, int n_lengths,
    int rack_blanks, mask_t rack_mask, int dedupe_from
) noexcept nogil:
    cdef const unsigned int *arr = g.arr
    cdef int a, anchor, limit, start, node, main, p, off, length, wm, k, code, top, j
    cdef mask_t anchor_mask, m, b
    cdef bint broke
    cdef Part *part
    g.line_id = line.line_id
    g.size = line.size
    g.cells = line.ints
    g.tile_values = line.ints + line.size
    g.cross_sums = line.ints + 2 * line.size
    g.letter_mults = line.ints + 3 * line.size
    g.word_mults = line.ints + 4 * line.size
    g.cross_masks = line.cross_masks
    g.dedupe = line.line_id >= dedupe_from
    for a in range(line.n_anchors):
        if g.failed:
            return
        anchor = line.anchors[2 * a]
        limit = line.anchors[2 * a + 1]
        anchor_mask = g.cross_masks[anchor]
        if limit < 0:
            start = anchor
            while start > 0 and g.cells[start - 1] >= 0:
                start -= 1
            node = 0
            main = 0
            broke = False
            for p in range(start, anchor):
                off = node >> 1
                m = arr[off]
                b = (<mask_t>1) << g.cells[p]
                if not (m & b):
                    broke = True
                    break
                node = <int>arr[off + 1 + gs_popcount(m & (b - 1))]
                main += g.tile_values[p]
            if not broke and (
                arr[node >> 1] & anchor_mask & (EVERY_LETTER if rack_blanks else rack_mask)
            ):
                g.word_start = start
                g.n_placed = 0
                extend(g, anchor, node, main, 1, 0, rack_mask, rack_blanks)
            continue
        top = limit if limit < n_lengths - 1 else n_lengths - 1
        for length in range(top + 1):
            g.word_start = anchor - length
            for j in range(by_length[length], by_length[length + 1]):
                part = &parts[j]
                if not (
                    part.node_mask & anchor_mask
                    & (EVERY_LETTER if part.blanks else part.rack_mask)
                ):
                    continue
                main = 0
                wm = 1
                p = g.word_start
                for k in range(part.length):
                    code = part_codes[part.first_code + k]
                    if code < BLANK_CODE:
                        main += g.values[code] * g.letter_mults[p]
                        g.counts[code] -= 1
                    wm *= g.word_mults[p]
                    g.placed[k] = code
                    p += 1
                g.n_placed = part.length
                extend(g, anchor, part.node, main, wm, 0, part.rack_mask, part.blanks)
                for k in range(part.length):
                    code = part_codes[part.first_code + k]
                    if code < BLANK_CODE:
                        g.counts[code] += 1


def generate(
    const unsigned int[::1] arr,
    list lines,
    list rack_counts,
    int blanks,
    list letter_values,
    int bingo_tiles,
    int bingo_bonus,
    int min_tiles,
    int dedupe_from,
    bint require_tile=False,
):
    """Every move on ``lines`` for the rack: exactly what the pure core's ``generate`` gives."""
    cdef int n_letters = len(rack_counts)
    cdef int rack_size = sum(rack_counts) + blanks
    cdef list out = []
    if rack_size == 0:
        return out
    if n_letters > 32:
        raise ValueError("the compiled core handles alphabets of at most 32 letters")
    cdef int n_lines = len(lines)
    cdef int i, k, size, n_anchors, max_limit = 0, first = 1, length, max_length, n_lengths
    cdef mask_t rack_mask = 0
    cdef int *counts = <int *>malloc(32 * sizeof(int))
    cdef int *values = <int *>malloc(32 * sizeof(int))
    cdef int *placed = <int *>malloc((rack_size + 1) * sizeof(int))
    cdef int *walk_codes = <int *>malloc((rack_size + 1) * sizeof(int))
    cdef LineData *line_data = <LineData *>malloc((n_lines + 1) * sizeof(LineData))
    cdef int *by_length = NULL
    cdef Gen g
    cdef PartWalk w
    cdef LineData *ld
    cdef Found *f
    cdef Part *parts_sorted
    cdef int *fill
    cdef object move_codes
    cdef object code
    cdef Py_ssize_t j
    w.parts.data = NULL
    w.parts.size = w.parts.capacity = 0
    w.part_codes.data = NULL
    w.part_codes.size = w.part_codes.capacity = 0
    g.found.data = NULL
    g.found.size = g.found.capacity = 0
    g.found_codes.data = NULL
    g.found_codes.size = g.found_codes.capacity = 0
    for i in range(n_lines):
        line_data[i].ints = NULL
        line_data[i].cross_masks = NULL
        line_data[i].anchors = NULL
    try:
        if (
            counts == NULL or values == NULL or placed == NULL or walk_codes == NULL
            or line_data == NULL
        ):
            raise MemoryError()
        for i in range(32):
            counts[i] = 0
            values[i] = 0
        for i in range(n_letters):
            counts[i] = rack_counts[i]
            values[i] = letter_values[i]
            if counts[i]:
                rack_mask |= (<mask_t>1) << i
        # The lines into C arrays.
        for i in range(n_lines):
            line = lines[i]
            ld = &line_data[i]
            ld.line_id = line[0]
            cells = line[1]
            size = len(cells)
            ld.size = size
            ld.ints = <int *>malloc((5 * size + 1) * sizeof(int))
            ld.cross_masks = <mask_t *>malloc((size + 1) * sizeof(mask_t))
            anchors = line[7]
            n_anchors = len(anchors)
            ld.n_anchors = n_anchors
            ld.anchors = <int *>malloc((2 * n_anchors + 1) * sizeof(int))
            if ld.ints == NULL or ld.cross_masks == NULL or ld.anchors == NULL:
                raise MemoryError()
            for k in range(size):
                ld.ints[k] = cells[k]
                ld.ints[size + k] = line[2][k]
                ld.cross_masks[k] = <mask_t>(line[3][k] & 0xFFFFFFFF)
                ld.ints[2 * size + k] = line[4][k]
                ld.ints[3 * size + k] = line[5][k]
                ld.ints[4 * size + k] = line[6][k]
            for k in range(n_anchors):
                ld.anchors[2 * k] = anchors[k][0]
                ld.anchors[2 * k + 1] = anchors[k][1]
                if first or anchors[k][1] > max_limit:
                    max_limit = anchors[k][1]
                    first = 0
        max_length = max_limit if max_limit < rack_size - 1 else rack_size - 1
        if max_length < 0:
            # The pure core has no left parts at all then (not even the empty one).
            max_length = -1
        n_lengths = max_length + 1
        by_length = <int *>malloc((n_lengths + 2) * sizeof(int))
        if by_length == NULL:
            raise MemoryError()
        w.arr = &arr[0]
        w.counts = counts
        w.max_length = max_length
        w.codes = walk_codes
        w.failed = False
        with nogil:
            if n_lengths > 0:
                add_part(&w, 0, 0, rack_mask, blanks)
                if max_length > 0 and (rack_mask or blanks):
                    walk_parts(&w, 0, rack_mask, blanks, 0)
        if w.failed:
            raise MemoryError()
        # Parts by length, keeping the walk's order within a length (a stable counting sort).
        parts_sorted = <Part *>malloc((w.parts.size + 1) * sizeof(Part))
        if parts_sorted == NULL:
            raise MemoryError()
        try:
            for length in range(n_lengths + 2):
                by_length[length] = 0
            for j in range(w.parts.size):
                by_length[w.parts.data[j].length + 1] += 1
            for length in range(n_lengths):
                by_length[length + 1] += by_length[length]
            fill = <int *>malloc((n_lengths + 1) * sizeof(int))
            if fill == NULL:
                raise MemoryError()
            for length in range(n_lengths):
                fill[length] = by_length[length]
            for j in range(w.parts.size):
                length = w.parts.data[j].length
                parts_sorted[fill[length]] = w.parts.data[j]
                fill[length] += 1
            free(fill)
            g.arr = &arr[0]
            g.counts = counts
            g.values = values
            g.bingo_tiles = bingo_tiles
            g.bingo_bonus = bingo_bonus
            g.min_tiles = min_tiles
            g.require_tile = require_tile
            g.placed = placed
            g.n_placed = 0
            g.failed = False
            with nogil:
                for i in range(n_lines):
                    run_line(
                        &g, &line_data[i], parts_sorted, w.part_codes.data, by_length,
                        n_lengths, blanks, rack_mask, dedupe_from,
                    )
                    if g.failed:
                        break
        finally:
            free(parts_sorted)
        if g.failed:
            raise MemoryError()
        # Tens of thousands of tuples (two blanks): without the cyclic garbage collector, which
        # would walk the growing list again and again (they hold only ints: no cycles).
        collecting = gc.isenabled()
        gc.disable()
        try:
            for j in range(g.found.size):
                f = &g.found.data[j]
                move_codes = PyTuple_New(f.count)
                for k in range(f.count):
                    code = g.found_codes.data[f.first_code + k]
                    Py_INCREF(code)
                    PyTuple_SET_ITEM(move_codes, k, code)
                out.append((f.score, f.line_id, f.start, move_codes))
        finally:
            if collecting:
                gc.enable()
        return out
    finally:
        free(counts)
        free(values)
        free(placed)
        free(walk_codes)
        free(by_length)
        if line_data != NULL:
            for i in range(n_lines):
                free(line_data[i].ints)
                free(line_data[i].cross_masks)
                free(line_data[i].anchors)
            free(line_data)
        free(w.parts.data)
        free(w.part_codes.data)
        free(g.found.data)
        free(g.found_codes.data)


def build_lines(
    board, dictionary, layout, tile_set, int rack_size, bint require_tile=False
):
    """:func:`engines.crossword.movegen.build_lines` with C loops: the same lines, in the same
    order (tested against it)."""
    cdef int size = board.size
    cdef int area = size * size
    cdef str cells = board.cells
    cdef int *codes = <int *>malloc((area + 1) * sizeof(int))
    cdef int *values = <int *>malloc((area + 1) * sizeof(int))
    cdef char *anchors = <char *>malloc(area + 1)
    cdef int s, k, n, column, fixed, first, step, cross_step, run, limit, reach, j, total, t
    cdef int last = size - 1
    cdef bint across, any_anchor, touches, left_taken
    cdef Py_UCS4 cell
    cdef list lines = []
    cdef list letters
    cdef list cross_masks, cross_sums, line_anchors, line_codes, line_values, line_lm, line_wm
    everything = dictionary.all_letters
    letter_mults = layout.letter_multipliers
    word_mults = layout.word_multipliers
    if codes == NULL or values == NULL or anchors == NULL:
        free(codes)
        free(values)
        free(anchors)
        raise MemoryError()
    try:
        index = {letter: i for i, letter in enumerate(dictionary.alphabet)}
        # Per distinct character: (lowercase letter, code, value).
        known = {}
        letters = [""] * area
        any_tile = False
        for s in range(area):
            cell = cells[s]
            anchors[s] = 0
            if cell == u".":
                codes[s] = -1
                values[s] = 0
                continue
            any_tile = True
            found = known.get(cell)
            if found is None:
                lower = cell.lower()
                found = (lower, index[lower], 0 if cell.islower() else tile_set.value(lower))
                known[cell] = found
            letters[s] = found[0]
            codes[s] = found[1]
            values[s] = found[2]
        if not any_tile:
            anchors[layout.start] = 1
        else:
            for s in range(area):
                if codes[s] < 0:
                    continue
                column = s % size
                if s >= size and codes[s - size] < 0:
                    anchors[s - size] = 1
                if s < size * last and codes[s + size] < 0:
                    anchors[s + size] = 1
                if column > 0 and codes[s - 1] < 0:
                    anchors[s - 1] = 1
                if column < last and codes[s + 1] < 0:
                    anchors[s + 1] = 1
        for across in (True, False):
            if across:
                step, cross_step = 1, size
            else:
                step, cross_step = size, 1
            for fixed in range(size):
                first = fixed * size if across else fixed
                any_anchor = False
                for k in range(size):
                    if anchors[first + k * step]:
                        any_anchor = True
                        break
                if not any_anchor:
                    continue
                cross_masks = []
                cross_sums = []
                line_anchors = []
                run = 0
                for k in range(size):
                    s = first + k * step
                    if codes[s] >= 0:
                        cross_masks.append(0)
                        cross_sums.append(-1)
                        run = 0
                        continue
                    if across:
                        touches = (s >= size and codes[s - size] >= 0) or (
                            s + size < area and codes[s + size] >= 0
                        )
                    else:
                        touches = (fixed > 0 and codes[s - 1] >= 0) or (
                            fixed < last and codes[s + 1] >= 0
                        )
                    if touches:
                        total = 0
                        t = s - cross_step
                        while t >= 0 and (across or t // size == s // size) and codes[t] >= 0:
                            total += values[t]
                            t -= cross_step
                        before = "".join(letters[t + cross_step : s : cross_step])
                        t = s + cross_step
                        while t < area and (across or t // size == s // size) and codes[t] >= 0:
                            total += values[t]
                            t += cross_step
                        after = "".join(letters[s + cross_step : t : cross_step])
                        cross_masks.append(dictionary.cross_check(before, after))
                        cross_sums.append(total)
                    else:
                        cross_masks.append(everything)
                        cross_sums.append(-1)
                    if anchors[s]:
                        left_taken = k > 0 and codes[s - step] >= 0
                        if left_taken:
                            limit = -1
                        else:
                            limit = run if run < rack_size - 1 else rack_size - 1
                        if limit >= 0 and require_tile:
                            reach = size + 1
                            for j in range(k, size):
                                if codes[first + j * step] >= 0:
                                    reach = j - k
                                    break
                            if reach <= rack_size:
                                limit = limit if limit < rack_size - reach else rack_size - reach
                            else:
                                limit = -2
                        if limit >= -1:
                            line_anchors.append((k, limit))
                        run = 0
                    else:
                        run += 1
                if not line_anchors:
                    continue
                line_codes = []
                line_values = []
                line_lm = []
                line_wm = []
                for k in range(size):
                    s = first + k * step
                    line_codes.append(codes[s])
                    line_values.append(values[s])
                    line_lm.append(letter_mults[s])
                    line_wm.append(word_mults[s])
                lines.append(
                    (
                        fixed if across else size + fixed,
                        line_codes,
                        line_values,
                        cross_masks,
                        cross_sums,
                        line_lm,
                        line_wm,
                        line_anchors,
                    )
                )
        return lines
    finally:
        free(codes)
        free(values)
        free(anchors)
