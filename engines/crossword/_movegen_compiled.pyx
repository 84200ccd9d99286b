# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The compiled twin of :func:`engines.crossword.movegen_core.generate` and of
:func:`engines.crossword.movegen.build_lines` / :func:`~engines.crossword.movegen.generate_on_board`.

Same algorithm, same arguments, and the same list of raw moves in the same order (a test
compares both cores on hundreds of positions): only the data are C — a typed memoryview over the
DAWG's 32-bit array, C ints and masks, the line and left-part data in C arrays, moves collected
in a C buffer with the GIL released and turned into tuples at the end. ``generate_on_board``
prepares the lines straight into C arrays (cross-checks walked on the DAWG here, unless house
rules need the dictionary's answer) and generates from them, with no Python lines in between.
Built by ``setup.py`` when Cython and a C compiler are there; ``engines.crossword.movegen`` falls
back to the pure core otherwise (or with ``GRY_SLOWNE_PURE_PYTHON=1``).
"""

from cpython.list cimport PyList_New, PyList_SET_ITEM
from cpython.long cimport PyLong_FromLong
from cpython.object cimport PyObject
from cpython.ref cimport Py_INCREF
from cpython.tuple cimport PyTuple_New, PyTuple_SET_ITEM
from libc.stdlib cimport calloc, free, malloc, qsort, realloc
from libc.string cimport memcpy, memset

cdef extern from "Python.h":
    # The cyclic garbage collector's switch (Python 3.10+): Disable returns the old state.
    int PyGC_Disable()
    int PyGC_Enable()
    void PyObject_GC_UnTrack(void *op)

cdef extern from *:
    """
    /* x86 without the popcnt instruction (the default target, so that a build runs on every
       x86-64): GCC's builtin would call a libgcc routine, slower than these few operations. */
    #if defined(_MSC_VER) || ((defined(__x86_64__) || defined(__i386__)) && !defined(__POPCNT__))
    static inline int gs_popcount(unsigned int x) {
        x = x - ((x >> 1) & 0x55555555u);
        x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
        return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
    }
    #else
    #define gs_popcount(x) __builtin_popcount(x)
    #endif
    /* The index of the one bit set in x. */
    #if defined(_MSC_VER)
    #include <intrin.h>
    static inline int gs_bit_index(unsigned int x) {
        unsigned long index;
        _BitScanForward(&index, x);
        return (int)index;
    }
    #else
    #define gs_bit_index(x) __builtin_ctz(x)
    #endif
    #define GS_EVERY_LETTER 0xFFFFFFFFu
    """
    int gs_popcount(unsigned int x) nogil
    int gs_bit_index(unsigned int x) nogil
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
    # shadow pruning: the ``limit`` greatest scores found so far, greatest first (limit 0: all)
    int limit
    int *top
    int n_top


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
        i = gs_bit_index(b)
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
            i = gs_bit_index(b)
            child = <int>arr[off + 1 + gs_popcount(m & (b - 1))]
            w.codes[depth] = i | BLANK_CODE
            add_part(w, child, depth + 1, rm, bl - 1)
            if deeper:
                walk_parts(w, child, rm, bl - 1, depth + 1)


cdef inline void note_score(int *top, int *n_top, int limit, int score) noexcept nogil:
    """Count ``score`` in ``top``, the ``limit`` greatest scores so far (``n_top`` of them),
    greatest first."""
    cdef int i
    if n_top[0] == limit and score <= top[limit - 1]:
        return
    i = n_top[0] if n_top[0] < limit else limit - 1
    while i > 0 and top[i - 1] < score:
        top[i] = top[i - 1]
        i -= 1
    top[i] = score
    if n_top[0] < limit:
        n_top[0] += 1


cdef void emit(Gen *g, int score) noexcept nogil:
    cdef Found *f
    cdef int k
    if g.limit > 0:
        # Below the limit-th best score: not among the greatest (an equal one may be: kept).
        if g.n_top == g.limit and score < g.top[g.limit - 1]:
            return
        note_score(g.top, &g.n_top, g.limit, score)
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


cdef inline int follow_tiles(Gen *g, int child, int *p, int *extra) noexcept nogil:
    """Walk ``child`` through the tiles already on the line from ``p[0]`` on, adding their
    values to ``extra[0]``; ``p[0]`` ends on the first empty square (or the line's end). The
    node reached, or -1 when the tiles spell no prefix."""
    cdef const unsigned int *arr = g.arr
    cdef int c, coff
    cdef mask_t cm, cb
    while p[0] < g.size:
        c = g.cells[p[0]]
        if c < 0:
            break
        coff = child >> 1
        cm = arr[coff]
        cb = (<mask_t>1) << c
        if not (cm & cb):
            return -1
        child = <int>arr[coff + 1 + gs_popcount(cm & (cb - 1))]
        extra[0] += g.tile_values[p[0]]
        p[0] += 1
    return child


cdef inline void emit_if_whole(Gen *g, int p, bint lonely, int score) noexcept nogil:
    """Emit the move placed so far, the word ending before square ``p``, when the rules allow
    it: enough tiles, not a lone tile already counted across, a tile of the line if needed."""
    cdef int used = g.n_placed
    if (
        used >= g.min_tiles
        and not (used == 1 and lonely)
        and (p - g.word_start > used or not g.require_tile)
    ):
        if used >= g.bingo_tiles:
            score += g.bingo_bonus
        emit(g, score)


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
    cdef mask_t b, rm2
    cdef int child, p, extra, i, n, lv, main2, cross2, bl2, cross_blank
    cdef bint ends, goes_on
    while real:
        b = real & (~real + 1)
        real ^= b
        child = <int>arr[off + 1 + gs_popcount(m & (b - 1))]
        p = after
        extra = 0
        if tiles_follow:
            child = follow_tiles(g, child, &p, &extra)
            if child < 0:
                continue
        i = gs_bit_index(b)
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
            emit_if_whole(g, p, lonely, main2 * wm2 + cross2)
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
            child = follow_tiles(g, child, &p, &extra)
            if child < 0:
                continue
        ends = (child & 1) and (one_letter_ok or p > after)
        goes_on = p < size and (
            arr[child >> 1] & g.cross_masks[p] & (EVERY_LETTER if bl2 else rm)
        ) != 0
        if not (ends or goes_on):
            continue
        g.placed[g.n_placed] = gs_bit_index(b) | BLANK_CODE
        g.n_placed += 1
        if ends:
            emit_if_whole(g, p, lonely, (main + extra) * wm2 + cross_blank)
        if goes_on:
            extend(g, p, child, main + extra, wm2, cross_blank, rm, bl2)
        g.n_placed -= 1


cdef enum:
    SMALL_INTS = 256
    # Codes packed 7 bits each after a leading 1 (so the length is part of the key): at most 8.
    CODE_BITS = 7
    PACKED_CODES = 8
    # The shared-codes table has at most 2 ** 17 slots (3 MB); longer move lists share less.
    MAX_SHARED_BITS = 17

# The ints 0..255 (CPython keeps one object of each): the moves' codes, lines and most scores.
cdef PyObject *small_ints[SMALL_INTS]
for _number in range(SMALL_INTS):
    Py_INCREF(_number)
    small_ints[_number] = <PyObject *>_number


cdef inline object int_object(int value):
    if 0 <= value < SMALL_INTS:
        return <object>small_ints[value]
    return PyLong_FromLong(value)


cdef inline void set_item(tuple container, Py_ssize_t index, object item):
    """Fill a new tuple's slot (the tuple takes a reference)."""
    Py_INCREF(item)
    PyTuple_SET_ITEM(container, index, item)


cdef struct SharedCodes:
    unsigned long long key
    unsigned int stamp          # the call that filled the slot; any other: a free slot
    PyObject *codes             # borrowed: that call's result list holds it


# The table, kept from call to call (used only with the GIL held, so by one thread at a time):
# a fresh one per call cost page faults on long move lists. A new stamp per call empties it.
cdef SharedCodes *shared_table = NULL
cdef unsigned long long shared_slots = 0
cdef unsigned int shared_stamp = 0


cdef inline int compare_found(Found *a, Found *b, int *codes) noexcept nogil:
    """-1, 0 or 1 as the pure core's tuples of ``a`` and ``b`` compare: score, line, start,
    then the codes (a shorter run of equal codes first)."""
    cdef int k, n, ca, cb
    if a.score != b.score:
        return -1 if a.score < b.score else 1
    if a.line_id != b.line_id:
        return -1 if a.line_id < b.line_id else 1
    if a.start != b.start:
        return -1 if a.start < b.start else 1
    n = a.count if a.count < b.count else b.count
    for k in range(n):
        ca = codes[a.first_code + k]
        cb = codes[b.first_code + k]
        if ca != cb:
            return -1 if ca < cb else 1
    return (a.count > b.count) - (a.count < b.count)


cdef bint keep_greatest(FoundBuffer *found, int *codes, int limit) noexcept nogil:
    """Keep only the ``limit`` greatest moves, greatest first: what ``heapq.nlargest`` keeps
    of the pure core's list (an insertion into a short sorted list: the limit is small). False
    when out of memory."""
    cdef Found *best
    cdef Py_ssize_t j, i, n = 0
    if found.size == 0:
        return True  # no buffer then (memcpy to NULL is undefined even for no bytes)
    best = <Found *>malloc(limit * sizeof(Found))
    if best == NULL:
        return False
    for j in range(found.size):
        if n == limit and compare_found(&found.data[j], &best[n - 1], codes) <= 0:
            continue
        i = n if n < limit else limit - 1
        while i > 0 and compare_found(&found.data[j], &best[i - 1], codes) > 0:
            best[i] = best[i - 1]
            i -= 1
        best[i] = found.data[j]
        if n < limit:
            n += 1
    memcpy(found.data, best, n * sizeof(Found))
    found.size = n
    free(best)
    return True


cdef bint keep_tied_greatest(FoundBuffer *found, int limit) noexcept nogil:
    """Keep every move scoring at least the ``limit``-th greatest score (every move when there
    are no more than ``limit``), in their order: the ``limit`` greatest and every tie of the
    last. False when out of memory."""
    cdef int *top
    cdef Py_ssize_t j, kept = 0
    cdef int score, n = 0
    if found.size <= limit:
        return True
    top = <int *>malloc(limit * sizeof(int))
    if top == NULL:
        return False
    for j in range(found.size):
        note_score(top, &n, limit, found.data[j].score)
    score = top[limit - 1]
    free(top)
    for j in range(found.size):
        if found.data[j].score >= score:
            found.data[kept] = found.data[j]
            kept += 1
    found.size = kept
    return True


cdef list found_moves(FoundBuffer *found, int *found_codes):
    """The found moves as the pure core's tuples. Moves with the same tiles share one codes
    tuple (equal either way; about two moves in three repeat one), found in a hash table.
    The tuples hold only ints, so they leave the cyclic garbage collector's care at once (as
    CPython's collector does with such tuples, but only after walking them in a collection:
    thousands of new moves made the next collection of the caller slow)."""
    global shared_table, shared_slots, shared_stamp
    cdef list out
    cdef Found *f
    cdef int *codes
    cdef int k, bits = 4
    cdef Py_ssize_t j
    cdef unsigned long long key, slot, mask, room
    cdef unsigned int stamp
    cdef SharedCodes *table
    cdef tuple move_codes, move
    cdef int collecting
    while (1 << bits) < 2 * found.size and bits < MAX_SHARED_BITS:
        bits += 1
    if shared_slots < (1ULL << bits):
        free(shared_table)
        shared_slots = 0
        # calloc: stamp 0 in every slot, and stamps handed out start at 1.
        shared_table = <SharedCodes *>calloc(1ULL << bits, sizeof(SharedCodes))
        if shared_table == NULL:
            raise MemoryError()
        shared_slots = 1ULL << bits
        shared_stamp = 0
    shared_stamp += 1
    if shared_stamp == 0:
        # After 2 ** 32 calls: empty the table for real before the stamps come round again.
        memset(shared_table, 0, shared_slots * sizeof(SharedCodes))
        shared_stamp = 1
    stamp = shared_stamp
    table = shared_table
    mask = (1ULL << bits) - 1
    room = (mask + 1) // 2
    # Tens of thousands of tuples (two blanks): without the cyclic garbage collector, which
    # would walk the growing list again and again (they hold only ints: no cycles).
    collecting = PyGC_Disable()
    try:
        out = PyList_New(found.size)
        for j in range(found.size):
            f = &found.data[j]
            codes = found_codes + f.first_code
            slot = 0
            key = 0
            if f.count <= PACKED_CODES:
                key = 1
                for k in range(f.count):
                    key = (key << CODE_BITS) | <unsigned long long>codes[k]
                slot = (key * 0x9E3779B97F4A7C15ULL) >> (64 - bits)
                while table[slot].stamp == stamp and table[slot].key != key:
                    slot = (slot + 1) & mask
            if key != 0 and table[slot].stamp == stamp:
                move_codes = <tuple>table[slot].codes
            else:
                move_codes = PyTuple_New(f.count)
                for k in range(f.count):
                    set_item(move_codes, k, <object>small_ints[codes[k]])
                PyObject_GC_UnTrack(<void *>move_codes)
                if key != 0 and room:
                    table[slot].key = key
                    table[slot].stamp = stamp
                    table[slot].codes = <PyObject *>move_codes
                    room -= 1
            move = PyTuple_New(4)
            set_item(move, 0, int_object(f.score))
            set_item(move, 1, int_object(f.line_id))
            set_item(move, 2, int_object(f.start))
            set_item(move, 3, move_codes)
            PyObject_GC_UnTrack(<void *>move)
            Py_INCREF(move)
            PyList_SET_ITEM(out, j, move)
        return out
    finally:
        if collecting:
            PyGC_Enable()


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
    cdef int a
    set_line(g, line, dedupe_from)
    for a in range(line.n_anchors):
        if g.failed:
            return
        run_anchor(g, line, a, parts, part_codes, by_length, n_lengths, rack_blanks, rack_mask)


cdef inline void set_line(Gen *g, LineData *line, int dedupe_from) noexcept nogil:
    """Make ``line`` the one ``extend`` works on."""
    g.line_id = line.line_id
    g.size = line.size
    g.cells = line.ints
    g.tile_values = line.ints + line.size
    g.cross_sums = line.ints + 2 * line.size
    g.letter_mults = line.ints + 3 * line.size
    g.word_mults = line.ints + 4 * line.size
    g.cross_masks = line.cross_masks
    g.dedupe = line.line_id >= dedupe_from


cdef void run_anchor(
    Gen *g, LineData *line, int a, Part *parts, int *part_codes, int *by_length, int n_lengths,
    int rack_blanks, mask_t rack_mask, int only_length=-1
) noexcept nogil:
    """Every move from the ``a``-th anchor of ``line`` (made current by ``set_line``); with
    ``only_length`` >= 0, only those with that many tiles left of the anchor."""
    cdef const unsigned int *arr = g.arr
    cdef int anchor, limit, start, node, main, p, off, length, wm, k, code, top, j
    cdef mask_t anchor_mask, m, b
    cdef bint broke
    cdef Part *part
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
        return
    top = limit if limit < n_lengths - 1 else n_lengths - 1
    for length in range(top + 1):
        if only_length >= 0 and length != only_length:
            continue
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


cdef enum:
    # Racks longer than this (or left limits as long) get no shadow pruning: the bound's arrays.
    SHADOW_MAX_RACK = 32


cdef struct Shadowed:
    int bound
    int line
    int anchor
    int length          # the left part's length (-1: the anchor's tiles on its left)


cdef int compare_shadowed(const void *a, const void *b) noexcept nogil:
    """Greatest bound first, then the lines' and anchors' order (a fixed order; any order
    gives the same moves)."""
    cdef const Shadowed *x = <const Shadowed *>a
    cdef const Shadowed *y = <const Shadowed *>b
    if x.bound != y.bound:
        return -1 if x.bound > y.bound else 1
    if x.line != y.line:
        return -1 if x.line < y.line else 1
    if x.anchor != y.anchor:
        return -1 if x.anchor < y.anchor else 1
    return (x.length > y.length) - (x.length < y.length)


cdef inline bint shadowed_before(const Shadowed *x, const Shadowed *y) noexcept nogil:
    """``compare_shadowed(x, y) < 0``, inline: the heap's order."""
    if x.bound != y.bound:
        return x.bound > y.bound
    if x.line != y.line:
        return x.line < y.line
    if x.anchor != y.anchor:
        return x.anchor < y.anchor
    return x.length < y.length


cdef inline void sift_shadowed(Shadowed *heap, int n, int i) noexcept nogil:
    """Sift ``heap[i]`` down the binary heap ``heap[0..n)`` (first in ``shadowed_before``'s
    order at the root)."""
    cdef Shadowed item = heap[i]
    cdef int child
    while True:
        child = 2 * i + 1
        if child >= n:
            break
        if child + 1 < n and shadowed_before(&heap[child + 1], &heap[child]):
            child += 1
        if not shadowed_before(&heap[child], &item):
            break
        heap[i] = heap[child]
        i = child
    heap[i] = item


cdef inline int best_value(mask_t mask, mask_t rack_mask, int blanks, const int *values) noexcept nogil:
    """The greatest value the rack may put on a square of cross-check ``mask``; -1: none."""
    cdef int best = 0 if (blanks and mask) else -1
    cdef mask_t fits = mask & rack_mask
    cdef mask_t b
    cdef int v
    while fits:
        b = fits & (~fits + 1)
        fits ^= b
        v = values[gs_bit_index(b)]
        if v > best:
            best = v
    return best


cdef int shadow_bound(
    LineData *line, int anchor, int left, const int *rack_values, int rack_size,
    mask_t rack_mask, int blanks, const int *values, int bingo_tiles, int bingo_bonus,
    int *by_length, const int *square_best
) noexcept nogil:
    """:func:`engines.crossword.movegen_core.shadow_bound`, the same numbers, in C: the bound,
    and in ``by_length[l]`` (``0 <= l <= left``) the bound of the moves with ``l`` tiles left of
    the anchor (-1: none). The rack and ``left`` are at most ``SHADOW_MAX_RACK``.
    ``square_best[p]``: ``best_value`` of the line's square ``p`` (the same for every anchor of
    the line: computed once a line)."""
    cdef int size = line.size
    cdef int *cells = line.ints
    cdef int *tile_values = line.ints + size
    cdef int *cross_sums = line.ints + 2 * size
    cdef int *letter_mults = line.ints + 3 * size
    cdef int *word_mults = line.ints + 4 * size
    cdef mask_t *masks = line.cross_masks
    cdef int right_square[SHADOW_MAX_RACK]
    cdef int right_best[SHADOW_MAX_RACK]
    cdef int right_tiles[SHADOW_MAX_RACK]
    cdef int left_best[SHADOW_MAX_RACK]
    cdef int squares[SHADOW_MAX_RACK]
    cdef int bests[SHADOW_MAX_RACK]
    cdef int coefficients[SHADOW_MAX_RACK]
    cdef int n_right = 0, n_left = 0, tiles = 0, left_tiles = 0, bound = -1
    cdef int p, best, square, lefts, rights, most, n, k, i, wm, fixed, each, paired, c, score, sq
    for k in range(left + 1):
        by_length[k] = -1
    p = anchor
    while p < size and n_right < rack_size:
        best = square_best[p]
        if best < 0:
            break
        square = p
        p += 1
        while p < size and cells[p] >= 0:
            tiles += tile_values[p]
            p += 1
        right_square[n_right] = square
        right_best[n_right] = best
        right_tiles[n_right] = tiles
        n_right += 1
    if n_right == 0:
        return -1  # no tile of the rack fits the anchor: no move (``by_length`` all -1)
    if left < 0:
        p = anchor - 1
        while p >= 0 and cells[p] >= 0:
            left_tiles += tile_values[p]
            p -= 1
    else:
        n_left = left if left < rack_size - 1 else rack_size - 1
        for k in range(n_left):
            left_best[k] = square_best[anchor - 1 - k]
    for lefts in range(n_left + 1):
        if lefts and left_best[lefts - 1] < 0:
            break
        rights = n_right if n_right < rack_size - lefts else rack_size - lefts
        if rights >= 1:
            n = 0
            for k in range(lefts):
                squares[n] = anchor - 1 - k
                bests[n] = left_best[k]
                n += 1
            for k in range(rights):
                squares[n] = right_square[k]
                bests[n] = right_best[k]
                n += 1
            wm = 1
            for k in range(n):
                wm *= word_mults[squares[k]]
            fixed = 0
            each = 0
            for k in range(n):
                sq = squares[k]
                c = letter_mults[sq] * wm
                if cross_sums[sq] >= 0:
                    c += letter_mults[sq] * word_mults[sq]
                    fixed += cross_sums[sq] * word_mults[sq]
                each += c * bests[k]
                i = k
                while i > 0 and coefficients[i - 1] < c:
                    coefficients[i] = coefficients[i - 1]
                    i -= 1
                coefficients[i] = c
            paired = 0
            for k in range(n):
                paired += coefficients[k] * rack_values[k]
            score = (left_tiles + right_tiles[rights - 1]) * wm + fixed + (
                paired if paired < each else each
            )
            if lefts + rights >= bingo_tiles:
                score += bingo_bonus
            if left >= 0:
                by_length[lefts] = score
            if score > bound:
                bound = score
    return bound


cdef struct LineSet:
    int n_lines
    LineData *lines
    int *ints            # every line's ints and anchors: 7 * size per line
    mask_t *masks        # every line's cross-check masks: size per line


cdef int alloc_lines(LineSet *ls, int n_lines, int size) except -1:
    """Room for ``n_lines`` lines of at most ``size`` squares (three blocks, not three per line)."""
    ls.n_lines = 0
    ls.lines = <LineData *>malloc((n_lines + 1) * sizeof(LineData))
    ls.ints = <int *>malloc((7 * size * n_lines + 1) * sizeof(int))
    ls.masks = <mask_t *>malloc((size * n_lines + 1) * sizeof(mask_t))
    if ls.lines == NULL or ls.ints == NULL or ls.masks == NULL:
        raise MemoryError()
    return 0


cdef void free_lines(LineSet *ls) noexcept:
    free(ls.lines)
    free(ls.ints)
    free(ls.masks)


cdef LineData *next_line(LineSet *ls, int size) noexcept:
    """The next free line of ``ls`` (allocated for ``size`` squares per line), not yet counted."""
    cdef LineData *ld = &ls.lines[ls.n_lines]
    ld.size = size
    ld.ints = ls.ints + 7 * size * ls.n_lines
    ld.anchors = ld.ints + 5 * size
    ld.cross_masks = ls.masks + size * ls.n_lines
    ld.n_anchors = 0
    return ld


cdef mask_t cross_letters(
    const unsigned int *arr, const int *codes, int prefix_from, int square, int step,
    int suffix_to
) noexcept nogil:
    """The letters ``x`` for which the tiles ``prefix_from, prefix_from + step, …`` before
    ``square``, ``x`` on it and the tiles after it up to ``suffix_to`` (excluded) spell a word:
    :meth:`Dictionary._compute_cross_check` without house rules, on the DAWG."""
    cdef int node = 0
    cdef int t = prefix_from
    cdef int child, edge
    cdef mask_t m, rest, b
    cdef mask_t mask = 0
    while t < square:
        node = child_of(arr, node, codes[t])
        if node < 0:
            return 0
        t += step
    m = arr[node >> 1]
    rest = m
    edge = (node >> 1) + 1
    while rest:
        b = rest & (~rest + 1)
        rest ^= b
        child = <int>arr[edge]
        edge += 1
        t = square + step
        while t < suffix_to:
            child = child_of(arr, child, codes[t])
            if child < 0:
                break
            t += step
        if child >= 0 and (child & 1):
            mask |= b
    return mask


cdef enum:
    # Characters below this code point are looked up in a table (Polish letters end at U+017C).
    CHAR_TABLE = 1024
    UNKNOWN_CHAR = -2
    EMPTY_CHAR = -1
    BLANK_FLAG = 256


cdef int char_code(Py_UCS4 cell, int *table, str alphabet) except -3:
    """The letter code of a board character, ``+ BLANK_FLAG`` for a blank (lowercase), or
    ``EMPTY_CHAR`` for ``.``; a table remembers the answers for this call."""
    cdef int found
    if cell < CHAR_TABLE and table[cell] != UNKNOWN_CHAR:
        return table[cell]
    if cell == u".":
        found = EMPTY_CHAR
    else:
        text = cell
        found = alphabet.find(text.lower())
        if found < 0:
            raise KeyError(text.lower())
        if text.islower():
            found |= BLANK_FLAG
    if cell < CHAR_TABLE:
        table[cell] = found
    return found


cdef int fill_lines(
    LineSet *ls, board, dictionary, layout, letter_values, int rack_size, bint require_tile,
    const unsigned int *cross_arr
) except -1:
    """:func:`engines.crossword.movegen.build_lines` into ``ls`` (room for ``2 * size`` lines
    of ``size``): the same lines in the same order. Cross-checks are walked on ``cross_arr``
    (the lexicon's DAWG) unless it is NULL, when the dictionary is asked (house rules)."""
    cdef int size = board.size
    cdef int area = size * size
    cdef str cells = board.cells
    cdef str alphabet = dictionary.alphabet
    cdef tuple letter_mults = tuple(layout.letter_multipliers)
    cdef tuple word_mults = tuple(layout.word_multipliers)
    cdef mask_t everything = <mask_t>(dictionary.all_letters & 0xFFFFFFFF)
    cdef int *codes
    cdef int *values
    cdef int *anchors
    cdef int table[CHAR_TABLE]
    cdef int lv[32]
    cdef int s, k, code, column, fixed, first, step, cross_step, run, limit, reach, j, total, t
    cdef int lo, hi, prefix_from, suffix_to
    cdef int last = size - 1
    cdef bint across, any_anchor, any_tile, touches
    cdef LineData *ld
    cdef int *line_cells
    cdef int *line_values
    cdef int *line_sums
    cdef int *line_lm
    cdef int *line_wm
    cdef mask_t *line_masks
    # The C arrays below trust these sizes.
    if len(alphabet) > 32:
        raise ValueError("the compiled core handles alphabets of at most 32 letters")
    if len(letter_mults) < area or len(word_mults) < area or not 0 <= layout.start < area:
        raise IndexError("the layout is smaller than the board")
    codes = <int *>malloc((3 * area + 1) * sizeof(int))
    if codes == NULL:
        raise MemoryError()
    values = codes + area
    anchors = codes + 2 * area
    try:
        for k in range(CHAR_TABLE):
            table[k] = UNKNOWN_CHAR
        for k in range(32):
            lv[k] = 0
        for k in range(len(alphabet)):
            lv[k] = letter_values[k]
        any_tile = False
        for s in range(area):
            anchors[s] = 0
            code = char_code(cells[s], table, alphabet)
            if code == EMPTY_CHAR:
                codes[s] = -1
                values[s] = 0
                continue
            any_tile = True
            codes[s] = code & (BLANK_FLAG - 1)
            values[s] = 0 if code & BLANK_FLAG else lv[code & (BLANK_FLAG - 1)]
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
                ld = next_line(ls, size)
                ld.line_id = fixed if across else size + fixed
                line_cells = ld.ints
                line_values = ld.ints + size
                line_sums = ld.ints + 2 * size
                line_lm = ld.ints + 3 * size
                line_wm = ld.ints + 4 * size
                line_masks = ld.cross_masks
                run = 0
                for k in range(size):
                    s = first + k * step
                    line_cells[k] = codes[s]
                    line_values[k] = values[s]
                    line_lm[k] = letter_mults[s]
                    line_wm[k] = word_mults[s]
                    if codes[s] >= 0:
                        line_masks[k] = 0
                        line_sums[k] = -1
                        run = 0
                        continue
                    # The perpendicular word stays in its column (across lines) or its row.
                    if across:
                        lo, hi = 0, area
                    else:
                        lo = s - s % size
                        hi = lo + size
                    touches = (s - cross_step >= lo and codes[s - cross_step] >= 0) or (
                        s + cross_step < hi and codes[s + cross_step] >= 0
                    )
                    if touches:
                        total = 0
                        t = s - cross_step
                        while t >= lo and codes[t] >= 0:
                            total += values[t]
                            t -= cross_step
                        prefix_from = t + cross_step
                        t = s + cross_step
                        while t < hi and codes[t] >= 0:
                            total += values[t]
                            t += cross_step
                        suffix_to = t
                        if cross_arr != NULL:
                            line_masks[k] = cross_letters(
                                cross_arr, codes, prefix_from, s, cross_step, suffix_to
                            )
                        else:
                            line_masks[k] = <mask_t>(
                                dictionary.cross_check(
                                    "".join(
                                        [alphabet[codes[j]] for j in range(prefix_from, s, cross_step)]
                                    ),
                                    "".join(
                                        [
                                            alphabet[codes[j]]
                                            for j in range(s + cross_step, suffix_to, cross_step)
                                        ]
                                    ),
                                )
                                & 0xFFFFFFFF
                            )
                        line_sums[k] = total
                    else:
                        line_masks[k] = everything
                        line_sums[k] = -1
                    if anchors[s]:
                        if k > 0 and codes[s - step] >= 0:
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
                            ld.anchors[2 * ld.n_anchors] = k
                            ld.anchors[2 * ld.n_anchors + 1] = limit
                            ld.n_anchors += 1
                        run = 0
                    else:
                        run += 1
                if ld.n_anchors:
                    ls.n_lines += 1
        return 0
    finally:
        free(codes)


cdef void run_shadowed(
    Gen *g, LineSet *ls, Part *parts, int *part_codes, int *by_length, int n_lengths,
    int blanks, mask_t rack_mask, int dedupe_from, int n_letters, int limit, int floor=-1
) noexcept nogil:
    """The moves of ``ls``'s lines that can be among the ``limit`` greatest, for the rack of
    ``g.counts`` (``n_letters`` letters) plus ``blanks``: each anchor and length of left part by
    descending shadow, until a shadow is below the ``limit``-th best score found (moves below it
    are not kept either). ``keep_greatest`` then gives what it gives after ``run_line`` on every
    line. Sets ``g.failed`` when out of memory; leaves ``g``'s limit off.

    ``floor`` (>= 0): a score below which no move is wanted either (the ``limit``-th best score
    of every board the lines serve, :meth:`Plies.replies`): the limit-th best score starts
    there, so the moves kept are those of the lines' ``limit`` greatest that score ``floor`` or
    more (and maybe some below it, from the units generated anyway). -1: none."""
    cdef int rack_size = blanks
    cdef int n_shadowed = 0, max_left = -1, current, t, v, left, i, k, j, length
    cdef int left_bounds[SHADOW_MAX_RACK + 1]
    cdef int *top_scores = NULL
    cdef int *rack_values = NULL
    cdef Shadowed *shadowed = NULL
    cdef Shadowed unit
    cdef LineData *ld
    cdef int *square_best = NULL
    cdef int max_size = 1
    for i in range(n_letters):
        rack_size += g.counts[i]
    for i in range(ls.n_lines):
        ld = &ls.lines[i]
        if ld.size > max_size:
            max_size = ld.size
        for k in range(ld.n_anchors):
            left = ld.anchors[2 * k + 1]
            n_shadowed += left + 1 if left >= 0 else 1
            if left > max_left:
                max_left = left
    if (
        limit <= 0 or rack_size == 0 or rack_size > SHADOW_MAX_RACK
        or max_left > SHADOW_MAX_RACK
    ):
        # Every move wanted, or beyond the bound's arrays: every line.
        for i in range(ls.n_lines):
            run_line(
                g, &ls.lines[i], parts, part_codes, by_length, n_lengths, blanks, rack_mask,
                dedupe_from,
            )
            if g.failed:
                return
        return
    top_scores = <int *>malloc(limit * sizeof(int))
    rack_values = <int *>malloc(rack_size * sizeof(int))
    shadowed = <Shadowed *>malloc((n_shadowed + 1) * sizeof(Shadowed))
    square_best = <int *>malloc(max_size * sizeof(int))
    if top_scores == NULL or rack_values == NULL or shadowed == NULL or square_best == NULL:
        g.failed = True
    else:
        # The rack's values, greatest first (a blank: 0).
        t = 0
        for i in range(n_letters):
            for k in range(g.counts[i]):
                v = g.values[i]
                j = t
                while j > 0 and rack_values[j - 1] < v:
                    rack_values[j] = rack_values[j - 1]
                    j -= 1
                rack_values[j] = v
                t += 1
        for k in range(blanks):
            rack_values[t] = 0
            t += 1
        # One entry per anchor and length of left part (-1: the board's tiles).
        t = 0
        for i in range(ls.n_lines):
            ld = &ls.lines[i]
            if ld.n_anchors == 0:
                continue
            for j in range(ld.size):
                square_best[j] = best_value(ld.cross_masks[j], rack_mask, blanks, g.values)
            for k in range(ld.n_anchors):
                left = ld.anchors[2 * k + 1]
                v = shadow_bound(
                    ld, ld.anchors[2 * k], left, rack_values, rack_size, rack_mask, blanks,
                    g.values, g.bingo_tiles, g.bingo_bonus, left_bounds, square_best,
                )
                # A negative bound: no tile of the rack fits there, no move to look for.
                if left < 0:
                    if v >= 0:
                        shadowed[t].bound = v
                        shadowed[t].line = i
                        shadowed[t].anchor = k
                        shadowed[t].length = -1
                        t += 1
                elif v >= 0:
                    for length in range(left + 1):
                        if left_bounds[length] < 0:
                            continue
                        shadowed[t].bound = left_bounds[length]
                        shadowed[t].line = i
                        shadowed[t].anchor = k
                        shadowed[t].length = length
                        t += 1
        # A binary heap rather than a sort: only the entries taken before the cut are ordered
        # (the same order as ``compare_shadowed``'s sort).
        n_shadowed = t
        i = n_shadowed // 2 - 1
        while i >= 0:
            sift_shadowed(shadowed, n_shadowed, i)
            i -= 1
        g.limit = limit
        g.top = top_scores
        g.n_top = 0
        if floor >= 0:
            # As if ``limit`` moves of that score were found: none below it kept or looked for.
            for i in range(limit):
                top_scores[i] = floor
            g.n_top = limit
        current = -1
        while n_shadowed > 0:
            unit = shadowed[0]
            if g.n_top == limit and unit.bound < g.top[limit - 1]:
                break  # no move from here or any later entry can make the list
            n_shadowed -= 1
            shadowed[0] = shadowed[n_shadowed]
            sift_shadowed(shadowed, n_shadowed, 0)
            ld = &ls.lines[unit.line]
            if unit.line != current:
                set_line(g, ld, dedupe_from)
                current = unit.line
            run_anchor(
                g, ld, unit.anchor, parts, part_codes, by_length, n_lengths, blanks,
                rack_mask, unit.length,
            )
            if g.failed:
                break
    g.limit = 0
    g.top = NULL
    g.n_top = 0
    free(top_scores)
    free(rack_values)
    free(shadowed)
    free(square_best)


cdef list generate_lines(
    const unsigned int *arr,
    LineSet *ls,
    rack_counts,
    int blanks,
    letter_values,
    int bingo_tiles,
    int bingo_bonus,
    int min_tiles,
    int dedupe_from,
    bint require_tile,
    int limit,
    bint shadow,
    bint ties,
):
    """Every move on the lines of ``ls`` for the rack: the pure core's ``generate``; only the
    ``limit`` greatest, greatest first, when ``limit`` > 0 (and with ``ties`` every other move
    scoring as much as the last of them; by shadow pruning when ``shadow``: the anchors by
    descending shadow, those below the ``limit``-th best score skipped)."""
    cdef int n_letters = len(rack_counts)
    cdef int n_lines = ls.n_lines
    cdef int i, k, max_limit = 0, first = 1, length, max_length, n_lengths, rack_size = blanks
    cdef mask_t rack_mask = 0
    cdef int counts[32]
    cdef int values[32]
    cdef int *placed = NULL
    cdef int *walk_codes = NULL
    cdef int *by_length = NULL
    cdef int *fill = NULL
    cdef Part *parts_sorted = NULL
    cdef Gen g
    cdef PartWalk w
    cdef LineData *ld
    cdef list out = []
    cdef Py_ssize_t j
    if n_letters > 32:
        raise ValueError("the compiled core handles alphabets of at most 32 letters")
    for i in range(32):
        counts[i] = 0
        values[i] = 0
    for i in range(n_letters):
        counts[i] = rack_counts[i]
        values[i] = letter_values[i]
        rack_size += counts[i]
        if counts[i]:
            rack_mask |= (<mask_t>1) << i
    if rack_size == 0:
        return out
    for i in range(n_lines):
        ld = &ls.lines[i]
        for k in range(ld.n_anchors):
            if first or ld.anchors[2 * k + 1] > max_limit:
                max_limit = ld.anchors[2 * k + 1]
                first = 0
    w.parts.data = NULL
    w.parts.size = w.parts.capacity = 0
    w.part_codes.data = NULL
    w.part_codes.size = w.part_codes.capacity = 0
    g.found.data = NULL
    g.found.size = g.found.capacity = 0
    g.found_codes.data = NULL
    g.found_codes.size = g.found_codes.capacity = 0
    try:
        placed = <int *>malloc((rack_size + 1) * sizeof(int))
        walk_codes = <int *>malloc((rack_size + 1) * sizeof(int))
        if placed == NULL or walk_codes == NULL:
            raise MemoryError()
        max_length = max_limit if max_limit < rack_size - 1 else rack_size - 1
        if max_length < 0:
            # The pure core has no left parts at all then (not even the empty one).
            max_length = -1
        n_lengths = max_length + 1
        by_length = <int *>malloc((n_lengths + 2) * sizeof(int))
        fill = <int *>malloc((n_lengths + 1) * sizeof(int))
        if by_length == NULL or fill == NULL:
            raise MemoryError()
        w.arr = arr
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
        for length in range(n_lengths + 2):
            by_length[length] = 0
        for j in range(w.parts.size):
            by_length[w.parts.data[j].length + 1] += 1
        for length in range(n_lengths):
            by_length[length + 1] += by_length[length]
        for length in range(n_lengths):
            fill[length] = by_length[length]
        for j in range(w.parts.size):
            length = w.parts.data[j].length
            parts_sorted[fill[length]] = w.parts.data[j]
            fill[length] += 1
        g.arr = arr
        g.counts = counts
        g.values = values
        g.bingo_tiles = bingo_tiles
        g.bingo_bonus = bingo_bonus
        g.min_tiles = min_tiles
        g.require_tile = require_tile
        g.placed = placed
        g.n_placed = 0
        g.failed = False
        g.limit = 0
        g.top = NULL
        with nogil:
            if shadow and limit > 0:
                run_shadowed(
                    &g, ls, parts_sorted, w.part_codes.data, by_length, n_lengths, blanks,
                    rack_mask, dedupe_from, n_letters, limit,
                )
            else:
                for i in range(n_lines):
                    run_line(
                        &g, &ls.lines[i], parts_sorted, w.part_codes.data, by_length,
                        n_lengths, blanks, rack_mask, dedupe_from,
                    )
                    if g.failed:
                        break
        if g.failed:
            raise MemoryError()
        if limit > 0 and not (
            keep_tied_greatest(&g.found, limit) if ties
            else keep_greatest(&g.found, g.found_codes.data, limit)
        ):
            raise MemoryError()
        out = found_moves(&g.found, g.found_codes.data)
        if ties:
            out.sort(reverse=True)
        return out
    finally:
        free(placed)
        free(walk_codes)
        free(by_length)
        free(fill)
        free(parts_sorted)
        free(w.parts.data)
        free(w.part_codes.data)
        free(g.found.data)
        free(g.found_codes.data)


cdef inline bint has_house_rules(dictionary):
    """Extra or banned words: then only the dictionary knows the cross-checks."""
    return bool(dictionary.extra) or bool(dictionary.banned)


def generate(
    const unsigned int[::1] arr,
    list lines,
    list rack_counts,
    int blanks,
    letter_values,
    int bingo_tiles,
    int bingo_bonus,
    int min_tiles,
    int dedupe_from,
    bint require_tile=False,
    int limit=0,
    bint shadow=True,
    bint ties=False,
):
    """Every move on ``lines`` for the rack (only the ``limit`` greatest with a ``limit``, and
    their ties with ``ties``): exactly what the pure core's ``generate`` gives."""
    cdef int n_lines = len(lines)
    cdef int size = 0
    cdef int i, k
    cdef LineSet ls
    cdef LineData *ld
    for line in lines:
        if len(line[1]) > size:
            size = len(line[1])
    alloc_lines(&ls, n_lines, size)
    try:
        for i in range(n_lines):
            line = lines[i]
            cells = line[1]
            anchors = line[7]
            if len(anchors) > size:
                raise ValueError("a line has more anchors than squares")
            ld = next_line(&ls, size)
            ld.size = len(cells)
            ld.line_id = line[0]
            for k in range(ld.size):
                ld.ints[k] = cells[k]
                ld.ints[ld.size + k] = line[2][k]
                ld.cross_masks[k] = <mask_t>(line[3][k] & 0xFFFFFFFF)
                ld.ints[2 * ld.size + k] = line[4][k]
                ld.ints[3 * ld.size + k] = line[5][k]
                ld.ints[4 * ld.size + k] = line[6][k]
            ld.n_anchors = len(anchors)
            for k in range(ld.n_anchors):
                ld.anchors[2 * k] = anchors[k][0]
                ld.anchors[2 * k + 1] = anchors[k][1]
            ls.n_lines += 1
        return generate_lines(
            &arr[0], &ls, rack_counts, blanks, letter_values, bingo_tiles, bingo_bonus,
            min_tiles, dedupe_from, require_tile, limit, shadow, ties,
        )
    finally:
        free_lines(&ls)


def build_lines(
    board, dictionary, layout, tile_set, int rack_size, bint require_tile=False
):
    """:func:`engines.crossword.movegen.build_lines` in C: the same lines, in the same order
    (tested against it), with the cross-checks walked on the DAWG here."""
    cdef int size = board.size
    cdef int i, k
    cdef LineSet ls
    cdef LineData *ld
    cdef int *ints
    cdef list lines = []
    cdef const unsigned int[::1] lexicon_arr = dictionary.lexicon.packed.array
    cdef const unsigned int *cross_arr = NULL
    if not has_house_rules(dictionary):
        cross_arr = &lexicon_arr[0]
    alloc_lines(&ls, 2 * size, size)
    try:
        fill_lines(
            &ls, board, dictionary, layout, tile_set.values_of(dictionary.alphabet), rack_size,
            require_tile, cross_arr,
        )
        for i in range(ls.n_lines):
            ld = &ls.lines[i]
            ints = ld.ints
            lines.append(
                (
                    ld.line_id,
                    [ints[k] for k in range(size)],
                    [ints[size + k] for k in range(size)],
                    [ld.cross_masks[k] for k in range(size)],
                    [ints[2 * size + k] for k in range(size)],
                    [ints[3 * size + k] for k in range(size)],
                    [ints[4 * size + k] for k in range(size)],
                    [(ld.anchors[2 * k], ld.anchors[2 * k + 1]) for k in range(ld.n_anchors)],
                )
            )
        return lines
    finally:
        free_lines(&ls)


def generate_on_board(
    board,
    dictionary,
    layout,
    tile_set,
    const unsigned int[::1] arr,
    list rack_counts,
    int blanks,
    int bingo_tiles,
    int bingo_bonus,
    int min_tiles,
    bint require_tile=False,
    int limit=0,
    bint shadow=True,
    bint ties=False,
):
    """``build_lines`` then ``generate`` on ``arr`` (a lexicon's DAWG) without Python lines
    between them: what :func:`engines.crossword.movegen.generate_on_board` gives (``limit``
    and ``ties``: the same, only the greatest moves turned into tuples; ``shadow``: found by
    shadow pruning)."""
    cdef int size = board.size
    cdef int rack_size = blanks
    cdef LineSet ls
    cdef const unsigned int[::1] lexicon_arr
    cdef const unsigned int *cross_arr = NULL
    for count in rack_counts:
        rack_size += <int>count
    if rack_size == 0:
        return []
    letter_values = tile_set.values_of(dictionary.alphabet)
    if not has_house_rules(dictionary):
        lexicon_arr = dictionary.lexicon.packed.array
        cross_arr = &lexicon_arr[0]
    alloc_lines(&ls, 2 * size, size)
    try:
        fill_lines(
            &ls, board, dictionary, layout, letter_values, rack_size, require_tile, cross_arr
        )
        return generate_lines(
            &arr[0], &ls, rack_counts, blanks, letter_values, bingo_tiles, bingo_bonus,
            min_tiles, size, require_tile, limit, shadow, ties,
        )
    finally:
        free_lines(&ls)


# ---------------------------------------------------------------------------------------------
# The simulation's plies (issue #42): a reply's and our next move's best equity in one call.
# See :mod:`engines.crossword.replies`, whose pure twin gives the same answers.

cdef struct PartSet:
    Part *parts          # sorted by length, the walk's order within a length
    int *codes
    int *by_length       # parts of length L: by_length[L] .. by_length[L + 1]
    int n_lengths
    int blanks
    mask_t rack_mask
    int counts[32]


cdef void free_parts(PartSet *ps) noexcept:
    free(ps.parts)
    free(ps.codes)
    free(ps.by_length)
    ps.parts = NULL
    ps.codes = NULL
    ps.by_length = NULL


cdef int make_parts(
    PartSet *ps, const unsigned int *arr, rack_counts, int blanks, int max_length
) except -1:
    """The left parts of the rack ``rack_counts`` + ``blanks`` up to ``max_length`` tiles, as
    :func:`generate_lines` walks them (its steps, kept for many lines and boards)."""
    cdef int i, length, n_lengths
    cdef Py_ssize_t j
    cdef int *fill = NULL
    cdef int walk_codes[40]
    cdef PartWalk w
    ps.parts = NULL
    ps.codes = NULL
    ps.by_length = NULL
    ps.blanks = blanks
    ps.rack_mask = 0
    for i in range(32):
        ps.counts[i] = 0
    if len(rack_counts) > 32:
        raise ValueError("the compiled core handles alphabets of at most 32 letters")
    for i in range(len(rack_counts)):
        ps.counts[i] = rack_counts[i]
        if ps.counts[i]:
            ps.rack_mask |= (<mask_t>1) << i
    if max_length > 38:
        max_length = 38
    if max_length < 0:
        max_length = -1
    n_lengths = max_length + 1
    ps.n_lengths = n_lengths
    w.parts.data = NULL
    w.parts.size = w.parts.capacity = 0
    w.part_codes.data = NULL
    w.part_codes.size = w.part_codes.capacity = 0
    try:
        ps.by_length = <int *>malloc((n_lengths + 2) * sizeof(int))
        fill = <int *>malloc((n_lengths + 1) * sizeof(int))
        if ps.by_length == NULL or fill == NULL:
            raise MemoryError()
        w.arr = arr
        w.counts = ps.counts
        w.max_length = max_length
        w.codes = walk_codes
        w.failed = False
        with nogil:
            if n_lengths > 0:
                add_part(&w, 0, 0, ps.rack_mask, blanks)
                if max_length > 0 and (ps.rack_mask or blanks):
                    walk_parts(&w, 0, ps.rack_mask, blanks, 0)
        if w.failed:
            raise MemoryError()
        ps.parts = <Part *>malloc((w.parts.size + 1) * sizeof(Part))
        if ps.parts == NULL:
            raise MemoryError()
        for length in range(n_lengths + 2):
            ps.by_length[length] = 0
        for j in range(w.parts.size):
            ps.by_length[w.parts.data[j].length + 1] += 1
        for length in range(n_lengths):
            ps.by_length[length + 1] += ps.by_length[length]
        for length in range(n_lengths):
            fill[length] = ps.by_length[length]
        for j in range(w.parts.size):
            length = w.parts.data[j].length
            ps.parts[fill[length]] = w.parts.data[j]
            fill[length] += 1
        ps.codes = w.part_codes.data
        w.part_codes.data = NULL
        return 0
    except BaseException:
        free_parts(ps)
        raise
    finally:
        free(fill)
        free(w.parts.data)
        free(w.part_codes.data)


cdef bint same_line(LineData *a, LineData *b) noexcept nogil:
    """Whether two prepared lines give the same moves for every rack (the same data)."""
    cdef int k
    if a.line_id != b.line_id or a.size != b.size or a.n_anchors != b.n_anchors:
        return False
    for k in range(5 * a.size):
        if a.ints[k] != b.ints[k]:
            return False
    for k in range(a.size):
        if a.cross_masks[k] != b.cross_masks[k]:
            return False
    for k in range(2 * a.n_anchors):
        if a.anchors[k] != b.anchors[k]:
            return False
    return True


cdef bint keep_greatest_from(
    FoundBuffer *found, Py_ssize_t first, int *codes, int limit
) noexcept nogil:
    """:func:`keep_greatest` on the moves from ``first`` on (the ones before stay)."""
    cdef FoundBuffer tail
    cdef bint ok
    tail.data = found.data + first
    tail.size = found.size - first
    tail.capacity = tail.size
    ok = keep_greatest(&tail, codes, limit)
    found.size = first + tail.size
    return ok


cdef bint append_found(
    FoundBuffer *found, IntBuffer *codes, Found *move, int *move_codes
) noexcept nogil:
    """Add ``move`` (its codes in ``move_codes``) to ``found``; False when out of memory."""
    cdef Found *f
    cdef int i
    if not grow_found(found) or not grow_ints(codes, move.count):
        return False
    f = &found.data[found.size]
    f[0] = move[0]
    f.first_code = <int>codes.size
    for i in range(move.count):
        codes.data[codes.size + i] = move_codes[move.first_code + i]
    codes.size += move.count
    found.size += 1
    return True


cdef struct LeaveTable:
    double tiles[32]
    double blank
    bint vowel[32]
    double duplicate
    double balance
    int order[32]        # the letters in the order of their characters (a sorted leave's)
    int n_letters


cdef double leave_value(LeaveTable *lt, int *counts, int blanks) noexcept nogil:
    """:meth:`engines.crossword.leave.LeaveTable.value` of the sorted leave of ``counts`` +
    ``blanks``: the same sums in the same order (``?`` sorts before the letters)."""
    cdef double total = 0.0
    cdef int k, i, n, duplicates = 0, vowels = 0, consonants = 0, imbalance
    if blanks:
        total += lt.blank * blanks
    for k in range(lt.n_letters):
        i = lt.order[k]
        n = counts[i]
        if n:
            total += lt.tiles[i] * n
            duplicates += n - 1
            if lt.vowel[i]:
                vowels += n
            else:
                consonants += n
    total += lt.duplicate * duplicates
    imbalance = vowels - consonants
    if imbalance < 0:
        imbalance = -imbalance
    imbalance -= 1
    total += lt.balance * (imbalance if imbalance > 0 else 0)
    return total


cdef object best_equity(
    FoundBuffer *found, int *found_codes, LeaveTable *lt, int *rack_counts, int rack_blanks
):
    """(equity, raw move) of the move of best equity (score + its leave's value) among
    ``found``, ties to the greater move (as ``max`` of (equity, raw) tuples), or None."""
    cdef Py_ssize_t j, best = -1
    cdef int k, code, blanks
    cdef int counts[32]
    cdef double equity, best_value = 0.0
    cdef Found *f
    cdef int *codes
    cdef list moves
    for j in range(found.size):
        f = &found.data[j]
        memcpy(counts, rack_counts, 32 * sizeof(int))
        blanks = rack_blanks
        codes = found_codes + f.first_code
        for k in range(f.count):
            code = codes[k]
            if code >= BLANK_CODE:
                blanks -= 1
            else:
                counts[code] -= 1
        equity = f.score + leave_value(lt, counts, blanks)
        if best < 0 or equity > best_value or (
            equity == best_value
            and compare_found(f, &found.data[best], found_codes) > 0
        ):
            best = j
            best_value = equity
    if best < 0:
        return None
    found.data[0] = found.data[best]
    found.size = 1
    moves = found_moves(found, found_codes)
    return (best_value, moves[0])


cdef class Plies:
    """The simulation's plies for one decision (see :class:`engines.crossword.replies.Plies`):
    each candidate's board prepared once for the opponent's racks of ``rack_size``, and the
    lines a candidate's tiles leave as they were on the board before it (``root``) generated
    once a rack for all the candidates."""

    cdef object dictionary, layout, tile_set, letter_values
    cdef object lexicon_arr
    cdef const unsigned int *arr
    cdef int size
    cdef int limit
    cdef int bingo_bonus
    cdef bint require_tile
    cdef LeaveTable lt
    cdef LineSet root
    cdef bint has_root
    cdef int n_boards
    cdef LineSet *boards
    cdef int **root_of     # per board, per line: the root's line with the same data, or -1
    cdef int values[32]

    def __cinit__(self):
        self.boards = NULL
        self.root_of = NULL
        self.n_boards = 0
        self.has_root = False
        self.root.lines = NULL
        self.root.ints = NULL
        self.root.masks = NULL

    def __init__(
        self,
        root_board,
        list boards,
        dictionary,
        layout,
        tile_set,
        int rack_size,
        bint require_tile,
        int bingo_bonus,
        int limit,
        tuple leave,
    ):
        """``leave``: (tile values by letter index, the blank's value, vowel flags by letter
        index, duplicate, balance, letter indices in their characters' order)."""
        cdef int i, j, k, n_letters
        cdef const unsigned int[::1] lexicon_arr
        cdef LineSet *ls
        if has_house_rules(dictionary) or dictionary.extra_lexicon is not None:
            raise ValueError("house rules: the pure plies only")
        self.dictionary = dictionary
        self.layout = layout
        self.tile_set = tile_set
        self.letter_values = tile_set.values_of(dictionary.alphabet)
        n_letters = len(dictionary.alphabet)
        if n_letters > 32:
            raise ValueError("the compiled core handles alphabets of at most 32 letters")
        for k in range(32):
            self.values[k] = 0
        for k in range(n_letters):
            self.values[k] = self.letter_values[k]
        self.lexicon_arr = dictionary.lexicon.packed.array
        lexicon_arr = self.lexicon_arr
        self.arr = &lexicon_arr[0]
        self.size = root_board.size
        self.limit = limit
        self.bingo_bonus = bingo_bonus
        self.require_tile = require_tile
        tiles, blank, vowels, duplicate, balance, order = leave
        self.lt.n_letters = n_letters
        for k in range(32):
            self.lt.tiles[k] = 0.0
            self.lt.vowel[k] = False
            self.lt.order[k] = 0
        for k in range(n_letters):
            self.lt.tiles[k] = tiles[k]
            self.lt.vowel[k] = vowels[k]
            self.lt.order[k] = order[k]
        self.lt.blank = blank
        self.lt.duplicate = duplicate
        self.lt.balance = balance
        if root_board.has_tiles:
            alloc_lines(&self.root, 2 * self.size, self.size)
            self.has_root = True
            fill_lines(
                &self.root, root_board, dictionary, layout, self.letter_values, rack_size,
                require_tile, self.arr,
            )
        self.boards = <LineSet *>calloc(len(boards) + 1, sizeof(LineSet))
        self.root_of = <int **>calloc(len(boards) + 1, sizeof(int *))
        if self.boards == NULL or self.root_of == NULL:
            raise MemoryError()
        for i in range(len(boards)):
            ls = &self.boards[i]
            alloc_lines(ls, 2 * self.size, self.size)
            self.n_boards += 1
            fill_lines(
                ls, boards[i], dictionary, layout, self.letter_values, rack_size, require_tile,
                self.arr,
            )
            self.root_of[i] = <int *>malloc((ls.n_lines + 1) * sizeof(int))
            if self.root_of[i] == NULL:
                raise MemoryError()
            for k in range(ls.n_lines):
                self.root_of[i][k] = -1
                if self.has_root:
                    for j in range(self.root.n_lines):
                        if same_line(&ls.lines[k], &self.root.lines[j]):
                            self.root_of[i][k] = j
                            break

    def __dealloc__(self):
        cdef int i
        if self.has_root:
            free_lines(&self.root)
        if self.boards != NULL:
            for i in range(self.n_boards):
                free_lines(&self.boards[i])
            free(self.boards)
        if self.root_of != NULL:
            for i in range(self.n_boards):
                free(self.root_of[i])
            free(self.root_of)

    cdef void start_gen(self, Gen *g, PartSet *ps, int *placed, int bingo_tiles) noexcept:
        """A generator for the rack ``ps`` (called before its found buffers hold anything:
        every field not set here is zero)."""
        memset(g, 0, sizeof(Gen))
        g.arr = self.arr
        g.counts = ps.counts
        g.values = self.values
        g.bingo_tiles = bingo_tiles
        g.bingo_bonus = self.bingo_bonus
        g.min_tiles = 1
        g.require_tile = self.require_tile
        g.placed = placed
        g.n_placed = 0
        g.failed = False

    def replies(self, list rack_counts, int blanks, int bingo_tiles, list which):
        """For each board index in ``which``: (equity, raw move) of the best equity among the
        ``limit`` best-scoring moves of the rack on that board, or None (no move). The root's
        lines a board shares are generated once for all the boards that share them
        (:meth:`run_shared`)."""
        cdef PartSet ps
        cdef Gen g
        cdef int placed[40]
        cdef int rack_size = blanks
        cdef int n = len(which)
        cdef int n_root = self.root.n_lines if self.has_root else 0
        cdef int p, b, k, r, e, n_entries = 0, n_pairs = 0
        cdef LineData **entries = NULL
        cdef int *root_entry = NULL
        cdef int *pair_entry = NULL
        cdef int *pair_user = NULL
        cdef LineSet *ls
        for count in rack_counts:
            rack_size += <int>count
        if rack_size > 39:
            raise ValueError("a rack of at most 39 tiles")
        for b in which:
            if not 0 <= b < self.n_boards:
                raise IndexError(b)
        if rack_size == 0:
            return [None for _ in which]
        ps.parts = NULL
        ps.codes = NULL
        ps.by_length = NULL
        try:
            for p in range(n):
                n_pairs += self.boards[<int>which[p]].n_lines
            entries = <LineData **>malloc((n_root + n_pairs + 1) * sizeof(LineData *))
            root_entry = <int *>malloc((n_root + 1) * sizeof(int))
            pair_entry = <int *>malloc((n_pairs + 1) * sizeof(int))
            pair_user = <int *>malloc((n_pairs + 1) * sizeof(int))
            if entries == NULL or root_entry == NULL or pair_entry == NULL or pair_user == NULL:
                raise MemoryError()
            for r in range(n_root):
                root_entry[r] = -1
            # The lines to generate: a root's line once for every board holding it, a board's
            # other lines for it alone.
            n_pairs = 0
            for p in range(n):
                b = <int>which[p]
                ls = &self.boards[b]
                for k in range(ls.n_lines):
                    r = self.root_of[b][k]
                    if r < 0:
                        e = n_entries
                        entries[n_entries] = &ls.lines[k]
                        n_entries += 1
                    else:
                        if root_entry[r] < 0:
                            root_entry[r] = n_entries
                            entries[n_entries] = &self.root.lines[r]
                            n_entries += 1
                        e = root_entry[r]
                    pair_entry[n_pairs] = e
                    pair_user[n_pairs] = p
                    n_pairs += 1
            # Every length: the parts serve every board (an anchor uses those it allows).
            make_parts(&ps, self.arr, rack_counts, blanks, rack_size - 1)
            self.start_gen(&g, &ps, placed, bingo_tiles)
            return self.run_shared(&g, &ps, n, n_entries, entries, n_pairs, pair_entry, pair_user)
        finally:
            free_parts(&ps)
            free(entries)
            free(root_entry)
            free(pair_entry)
            free(pair_user)

    cdef list run_shared(
        self, Gen *g, PartSet *ps, int n, int n_entries, LineData **entries, int n_pairs,
        int *pair_entry, int *pair_user
    ):
        """The best equity (:func:`best_equity`) for ``g``'s rack on each of ``n`` boards, whose
        lines are ``entries`` (board ``pair_user[i]`` holds line ``pair_entry[i]``; the pairs by
        ascending board, a line at most once a board).

        The lines held by the same boards go together, generated once for all of them by shadow
        pruning (:func:`run_shadowed`) with a floor: the least of those boards' ``limit``-th
        best scores so far (a move below it is among no board's ``limit`` greatest). The lines
        of a single board come first, then those of the most boards. Each board keeps its
        ``limit`` greatest moves: those ``keep_greatest`` keeps of all its lines' moves."""
        cdef int *user_start = NULL
        cdef int *users = NULL
        cdef int *fill = NULL
        cdef int *group_of = NULL
        cdef int *leader = NULL
        cdef int *order = NULL
        cdef LineData *group_lines = NULL
        cdef FoundBuffer *found = NULL
        cdef IntBuffer *codes = NULL
        cdef FoundBuffer memo_found
        cdef IntBuffer memo_codes
        cdef LineSet one
        cdef Py_ssize_t first, end, j
        cdef int i, e, q, t, p, u, floor, score, n_groups = 0, key_t, key_o, a, c
        cdef bint alike
        cdef list out = []
        memo_found.data = NULL
        memo_found.size = memo_found.capacity = 0
        memo_codes.data = NULL
        memo_codes.size = memo_codes.capacity = 0
        try:
            user_start = <int *>calloc(n_entries + 2, sizeof(int))
            fill = <int *>malloc((n_entries + 1) * sizeof(int))
            users = <int *>malloc((n_pairs + 1) * sizeof(int))
            group_of = <int *>malloc((n_entries + 1) * sizeof(int))
            leader = <int *>malloc((n_entries + 1) * sizeof(int))
            order = <int *>malloc((n_entries + 1) * sizeof(int))
            group_lines = <LineData *>malloc((n_entries + 1) * sizeof(LineData))
            found = <FoundBuffer *>calloc(n + 1, sizeof(FoundBuffer))
            codes = <IntBuffer *>calloc(n + 1, sizeof(IntBuffer))
            if (
                user_start == NULL or fill == NULL or users == NULL or group_of == NULL
                or leader == NULL or order == NULL
                or group_lines == NULL or found == NULL or codes == NULL
            ):
                raise MemoryError()
            # Each line's boards, ascending.
            for i in range(n_pairs):
                user_start[pair_entry[i] + 1] += 1
            for e in range(n_entries):
                user_start[e + 1] += user_start[e]
                fill[e] = user_start[e]
            for i in range(n_pairs):
                e = pair_entry[i]
                users[fill[e]] = pair_user[i]
                fill[e] += 1
            # The lines by the boards that hold them.
            for e in range(n_entries):
                group_of[e] = -1
                for q in range(n_groups):
                    a = leader[q]
                    c = user_start[e + 1] - user_start[e]
                    alike = c == user_start[a + 1] - user_start[a]
                    if alike:
                        for i in range(c):
                            if users[user_start[e] + i] != users[user_start[a] + i]:
                                alike = False
                                break
                    if alike:
                        group_of[e] = q
                        break
                if group_of[e] < 0:
                    group_of[e] = n_groups
                    leader[n_groups] = e
                    n_groups += 1
            # A single board's lines first (its floor for the others), then the most boards'.
            for q in range(n_groups):
                c = user_start[leader[q] + 1] - user_start[leader[q]]
                key_t = -n if c == 1 else -c
                t = q
                while t > 0:
                    c = user_start[leader[order[t - 1]] + 1] - user_start[leader[order[t - 1]]]
                    key_o = -n if c == 1 else -c
                    if key_o <= key_t:
                        break
                    order[t] = order[t - 1]
                    t -= 1
                order[t] = q
            for t in range(n_groups):
                q = order[t]
                one.n_lines = 0
                one.lines = group_lines
                for e in range(n_entries):
                    if group_of[e] == q:
                        group_lines[one.n_lines] = entries[e][0]
                        one.n_lines += 1
                a = leader[q]
                floor = -2
                for i in range(user_start[a], user_start[a + 1]):
                    u = users[i]
                    score = found[u].data[self.limit - 1].score if (
                        0 < self.limit <= found[u].size
                    ) else -1
                    if floor == -2 or score < floor:
                        floor = score
                memo_found.size = 0
                memo_codes.size = 0
                self.run_lines(g, &one, ps, &memo_found, &memo_codes, &first, &end, floor)
                for i in range(user_start[a], user_start[a + 1]):
                    u = users[i]
                    for j in range(first, end):
                        if not append_found(
                            &found[u], &codes[u], &memo_found.data[j], memo_codes.data
                        ):
                            raise MemoryError()
                    if not keep_greatest(&found[u], codes[u].data, self.limit):
                        raise MemoryError()
            for p in range(n):
                out.append(best_equity(&found[p], codes[p].data, &self.lt, ps.counts, ps.blanks))
            return out
        finally:
            if found != NULL:
                for p in range(n):
                    free(found[p].data)
            if codes != NULL:
                for p in range(n):
                    free(codes[p].data)
            free(found)
            free(codes)
            free(user_start)
            free(fill)
            free(users)
            free(group_of)
            free(leader)
            free(order)
            free(group_lines)
            free(memo_found.data)
            free(memo_codes.data)

    cdef void run_lines(
        self, Gen *g, LineSet *ls, PartSet *ps, FoundBuffer *into, IntBuffer *into_codes,
        Py_ssize_t *first, Py_ssize_t *end, int floor
    ) except *:
        """The ``limit`` greatest moves of ``ls``'s lines scoring ``floor`` or more (-1: any;
        :func:`run_shadowed`) into ``into``, from ``first`` to ``end``."""
        cdef FoundBuffer keep_found = g.found
        cdef IntBuffer keep_codes = g.found_codes
        g.found = into[0]
        g.found_codes = into_codes[0]
        first[0] = g.found.size
        run_shadowed(
            g, ls, ps.parts, ps.codes, ps.by_length, ps.n_lengths, ps.blanks, ps.rack_mask,
            self.size, self.lt.n_letters, self.limit, floor,
        )
        if not g.failed and not keep_greatest_from(
            &g.found, first[0], g.found_codes.data, self.limit
        ):
            g.failed = True
        end[0] = g.found.size
        into[0] = g.found
        into_codes[0] = g.found_codes
        g.found = keep_found
        g.found_codes = keep_codes
        if g.failed:
            raise MemoryError()


    def best(self, board, list rack_counts, int blanks, int bingo_tiles):
        """(equity, raw move) of the best equity among the ``limit`` best-scoring moves of the
        rack on ``board`` (any board with tiles), or None."""
        cdef PartSet ps
        cdef Gen g
        cdef LineSet ls
        cdef int placed[40]
        cdef int rack_size = blanks
        cdef int i, k, max_limit = -1
        for count in rack_counts:
            rack_size += <int>count
        if rack_size > 39:
            raise ValueError("a rack of at most 39 tiles")
        if rack_size == 0:
            return None
        g.found.data = NULL
        g.found.size = g.found.capacity = 0
        g.found_codes.data = NULL
        g.found_codes.size = g.found_codes.capacity = 0
        ps.parts = NULL
        ps.codes = NULL
        ps.by_length = NULL
        alloc_lines(&ls, 2 * self.size, self.size)
        try:
            fill_lines(
                &ls, board, self.dictionary, self.layout, self.letter_values, rack_size,
                self.require_tile, self.arr,
            )
            for i in range(ls.n_lines):
                for k in range(ls.lines[i].n_anchors):
                    if ls.lines[i].anchors[2 * k + 1] > max_limit:
                        max_limit = ls.lines[i].anchors[2 * k + 1]
            make_parts(
                &ps, self.arr, rack_counts, blanks,
                max_limit if max_limit < rack_size - 1 else rack_size - 1,
            )
            self.start_gen(&g, &ps, placed, bingo_tiles)
            with nogil:
                # Only the limit greatest are wanted: shadow pruning (issue #42 point 5).
                run_shadowed(
                    &g, &ls, ps.parts, ps.codes, ps.by_length, ps.n_lengths, ps.blanks,
                    ps.rack_mask, self.size, self.lt.n_letters, self.limit,
                )
            if g.failed or not keep_greatest(&g.found, g.found_codes.data, self.limit):
                raise MemoryError()
            return best_equity(&g.found, g.found_codes.data, &self.lt, ps.counts, blanks)
        finally:
            free_lines(&ls)
            free_parts(&ps)
            free(g.found.data)
            free(g.found_codes.data)

    def best_group(self, list boards, list rack_counts, int blanks, int bingo_tiles):
        """:meth:`best` of one rack on each of ``boards`` (each with tiles): a line boards
        share (the same data) is generated once for all of them (:meth:`run_shared`)."""
        cdef PartSet ps
        cdef Gen g
        cdef LineSet *sets = NULL
        cdef LineData **memo_lines = NULL
        cdef int *pair_entry = NULL
        cdef int *pair_user = NULL
        cdef int placed[40]
        cdef int rack_size = blanks
        cdef int n_boards = len(boards)
        cdef int n_sets = 0, n_memo = 0, total_lines = 0, n_pairs = 0
        cdef int b, k, m, found_at
        cdef LineData *line
        for count in rack_counts:
            rack_size += <int>count
        if rack_size > 39:
            raise ValueError("a rack of at most 39 tiles")
        if rack_size == 0:
            return [None for _ in boards]
        ps.parts = NULL
        ps.codes = NULL
        ps.by_length = NULL
        try:
            sets = <LineSet *>calloc(n_boards + 1, sizeof(LineSet))
            if sets == NULL:
                raise MemoryError()
            for b in range(n_boards):
                alloc_lines(&sets[b], 2 * self.size, self.size)
                n_sets += 1
                fill_lines(
                    &sets[b], boards[b], self.dictionary, self.layout, self.letter_values,
                    rack_size, self.require_tile, self.arr,
                )
                total_lines += sets[b].n_lines
            memo_lines = <LineData **>malloc((total_lines + 1) * sizeof(LineData *))
            pair_entry = <int *>malloc((total_lines + 1) * sizeof(int))
            pair_user = <int *>malloc((total_lines + 1) * sizeof(int))
            if memo_lines == NULL or pair_entry == NULL or pair_user == NULL:
                raise MemoryError()
            for b in range(n_boards):
                for k in range(sets[b].n_lines):
                    line = &sets[b].lines[k]
                    found_at = -1
                    for m in range(n_memo):
                        if same_line(line, memo_lines[m]):
                            found_at = m
                            break
                    if found_at < 0:
                        found_at = n_memo
                        memo_lines[n_memo] = line
                        n_memo += 1
                    pair_entry[n_pairs] = found_at
                    pair_user[n_pairs] = b
                    n_pairs += 1
            # Every length: the parts serve every board (an anchor uses those it allows).
            make_parts(&ps, self.arr, rack_counts, blanks, rack_size - 1)
            self.start_gen(&g, &ps, placed, bingo_tiles)
            return self.run_shared(
                &g, &ps, n_boards, n_memo, memo_lines, n_pairs, pair_entry, pair_user
            )
        finally:
            if sets != NULL:
                for b in range(n_sets):
                    free_lines(&sets[b])
                free(sets)
            free(memo_lines)
            free(pair_entry)
            free(pair_user)
            free_parts(&ps)
