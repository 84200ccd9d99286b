# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The compiled twin of the Słówka move search (:func:`engines.slowka.movegen.search_python`).

Same algorithm, same arguments, the same moves in the same order and the same count of work (a
test compares both cores on hundreds of positions): only the data are C — the DAWG's 32-bit
array through a typed memoryview, the board's geometry in fixed arrays (:class:`Geometry`, built
once per layout and reading), the path and the rack in C arrays, moves collected in a C buffer
with the GIL released and turned into tuples at the end (with ``limit``, only the best ones).
Built by ``setup.py`` when Cython and a C compiler are there; :mod:`engines.slowka.movegen`
falls back to the pure search otherwise (or with ``GRY_SLOWNE_PURE_PYTHON=1``).
"""

from libc.stdlib cimport free, realloc
from libc.string cimport memset

cdef extern from *:
    """
    /* As in the crossword's compiled core: a portable popcount (no popcnt instruction assumed
       on x86-64) and the index of the lowest bit set. */
    #if defined(_MSC_VER) || ((defined(__x86_64__) || defined(__i386__)) && !defined(__POPCNT__))
    static inline int gss_popcount(unsigned int x) {
        x = x - ((x >> 1) & 0x55555555u);
        x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
        return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
    }
    #else
    #define gss_popcount(x) __builtin_popcount(x)
    #endif
    #if defined(_MSC_VER)
    #include <intrin.h>
    static inline int gss_bit_index(unsigned int x) {
        unsigned long index;
        _BitScanForward(&index, x);
        return (int)index;
    }
    #else
    #define gss_bit_index(x) __builtin_ctz(x)
    #endif
    """
    int gss_popcount(unsigned int x) nogil
    int gss_bit_index(unsigned int x) nogil

cdef enum:
    MAX_SQUARES = 81   # a 9×9 board, the largest a layout may have
    MAX_MAPS = 8       # the square's turns and flips
    LETTERS = 32       # the DAWG's letter masks are 32 bits
    FAR = 1000
    EMPTY_CELL = -1    # an empty light square
    UNKNOWN_CELL = -2  # a token whose letter the lexicon lacks: no word goes through it
    BONUS_CELL = -3


cdef struct Geo:
    int n
    int n_light
    int light[MAX_SQUARES]            # the light squares in square order
    int is_bonus[MAX_SQUARES]
    int n_touch[MAX_SQUARES]          # the light squares a word steps to (the reading's)
    int touch[MAX_SQUARES][8]
    int n_side[MAX_SQUARES]           # the light squares sharing a side
    int side[MAX_SQUARES][4]
    int n_near[MAX_SQUARES]           # the bonus squares whose ring holds the square
    int near[MAX_SQUARES][4]
    int n_ring[MAX_SQUARES]           # a bonus square's light side neighbours
    int ring[MAX_SQUARES][4]
    int points[MAX_SQUARES]
    int maps[MAX_MAPS][MAX_SQUARES]
    int map_keeps_layout[MAX_MAPS]    # bonus squares and points onto themselves
    int values[LETTERS]


cdef struct IntBuffer:
    int *data
    Py_ssize_t size
    Py_ssize_t capacity


cdef struct Run:
    const unsigned int *arr
    Geo *g
    int cells[MAX_SQUARES]
    int distance[MAX_SQUARES]
    int side_distance[MAX_SQUARES]
    bint check_sides
    int counts[LETTERS]
    unsigned int rack_mask
    int left
    char on_path[MAX_SQUARES]
    int path[MAX_SQUARES]
    int letters[MAX_SQUARES]
    int depth
    long long work
    IntBuffer found     # per move: score, length, the squares, the letters
    Py_ssize_t moves
    bint failed


cdef bint grow(IntBuffer *buf, Py_ssize_t extra) noexcept nogil:
    cdef Py_ssize_t want = buf.size + extra
    cdef Py_ssize_t capacity
    cdef int *data
    if want <= buf.capacity:
        return True
    capacity = buf.capacity * 2 if buf.capacity else 4096
    while capacity < want:
        capacity *= 2
    data = <int *>realloc(buf.data, capacity * sizeof(int))
    if data == NULL:
        return False
    buf.data = data
    buf.capacity = capacity
    return True


cdef class Geometry:
    """A layout's squares, steps, bonus rings and symmetries, and the letter values, in C
    arrays: what every search on that board shares (built once, see
    :func:`engines.slowka.movegen.geometry`)."""

    cdef Geo g

    def __init__(
        self,
        int size,
        list bonus_points,
        list touching,
        list sides,
        list maps,
        list values,
    ):
        """``bonus_points[s]``: 0 on a light square, the bonus square's points else;
        ``touching[s]`` and ``sides[s]``: the light squares a word steps to and those sharing a
        side; ``maps``: the 8 turns and flips (``image[s]``), the identity first; ``values``:
        each alphabet letter's points."""
        cdef Geo *g = &self.g
        cdef int s, k, b
        memset(g, 0, sizeof(Geo))
        if size * size > MAX_SQUARES or len(maps) != MAX_MAPS or len(values) > LETTERS:
            raise ValueError("a board of at most 9×9 squares and at most 32 letters")
        g.n = size * size
        for s in range(g.n):
            g.points[s] = bonus_points[s]
            g.is_bonus[s] = g.points[s] > 0
            if not g.is_bonus[s]:
                g.light[g.n_light] = s
                g.n_light += 1
        for s in range(g.n):
            for k, near in enumerate(touching[s]):
                g.touch[s][k] = near
            g.n_touch[s] = len(touching[s])
            for k, near in enumerate(sides[s]):
                g.side[s][k] = near
            g.n_side[s] = len(sides[s])
        for b in range(g.n):
            if not g.is_bonus[b]:
                continue
            for near in sides[b]:
                g.ring[b][g.n_ring[b]] = near
                g.n_ring[b] += 1
                s = near
                g.near[s][g.n_near[s]] = b
                g.n_near[s] += 1
        for k, image in enumerate(maps):
            g.map_keeps_layout[k] = 1
            for s in range(g.n):
                g.maps[k][s] = image[s]
                if g.points[g.maps[k][s]] != g.points[s]:
                    g.map_keeps_layout[k] = 0
        for k, value in enumerate(values):
            g.values[k] = value


cdef void distances(Run *r, int *out, bint by_sides) noexcept nogil:
    """Steps over light squares from each square to the nearest token (a breadth-first search
    from all tokens at once)."""
    cdef Geo *g = r.g
    cdef int frontier[MAX_SQUARES]
    cdef int following[MAX_SQUARES]
    cdef int n_frontier = 0, n_following, step = 0, i, k, s, near, count
    for s in range(g.n):
        if r.cells[s] >= 0 or r.cells[s] == UNKNOWN_CELL:
            out[s] = 0
            frontier[n_frontier] = s
            n_frontier += 1
        else:
            out[s] = FAR
    while n_frontier:
        step += 1
        n_following = 0
        for i in range(n_frontier):
            s = frontier[i]
            count = g.n_side[s] if by_sides else g.n_touch[s]
            for k in range(count):
                near = g.side[s][k] if by_sides else g.touch[s][k]
                if out[near] == FAR:
                    out[near] = step
                    following[n_following] = near
                    n_following += 1
        for i in range(n_following):
            frontier[i] = following[i]
        n_frontier = n_following


cdef bint joined(Run *r) noexcept nogil:
    """Whether every token laid along the path touches the board's tokens by sides, directly or
    through other laid tokens."""
    cdef Geo *g = r.g
    cdef int laid[MAX_SQUARES]
    cdef char reached[MAX_SQUARES]
    cdef int n_laid = 0, i, k, s, near, n_reached = 0
    cdef bint grown = True
    for i in range(r.depth):
        s = r.path[i]
        if r.cells[s] == EMPTY_CELL:
            laid[n_laid] = s
            reached[n_laid] = 0
            n_laid += 1
    while grown:
        grown = False
        for i in range(n_laid):
            if reached[i]:
                continue
            s = laid[i]
            for k in range(g.n_side[s]):
                near = g.side[s][k]
                if r.cells[near] >= 0 or r.cells[near] == UNKNOWN_CELL or _reached(
                    near, laid, reached, n_laid
                ):
                    reached[i] = 1
                    n_reached += 1
                    grown = True
                    break
    return n_reached == n_laid


cdef inline bint _reached(int square, int *laid, char *reached, int n_laid) noexcept nogil:
    cdef int i
    for i in range(n_laid):
        if laid[i] == square:
            return reached[i]
    return False


cdef void record(Run *r) noexcept nogil:
    cdef Geo *g = r.g
    cdef int seen[MAX_SQUARES]
    cdef int n_seen = 0, score = 0, i, j, k, s, b
    cdef bint already, covered
    cdef int *out
    if r.check_sides and not joined(r):
        return
    for i in range(r.depth):
        score += g.values[r.letters[i]]
    for i in range(r.depth):
        s = r.path[i]
        if r.cells[s] != EMPTY_CELL:
            continue
        for k in range(g.n_near[s]):
            b = g.near[s][k]
            already = False
            for j in range(n_seen):
                if seen[j] == b:
                    already = True
                    break
            if already:
                continue
            seen[n_seen] = b
            n_seen += 1
            covered = True
            for j in range(g.n_ring[b]):
                if not (r.cells[g.ring[b][j]] >= 0 or r.on_path[g.ring[b][j]]):
                    covered = False
                    break
            if covered:
                score += g.points[b]
    if not grow(&r.found, 2 + 2 * r.depth):
        r.failed = True
        return
    out = r.found.data + r.found.size
    out[0] = score
    out[1] = r.depth
    for i in range(r.depth):
        out[2 + i] = r.path[i]
        out[2 + r.depth + i] = r.letters[i]
    r.found.size += 2 + 2 * r.depth
    r.moves += 1


cdef void extend(
    Run *r, const int *candidates, int n_candidates, int offset, int new, int old,
    unsigned int tied,
) noexcept nogil:
    """Try each candidate square as the path's next (see the pure search's ``extend``)."""
    cdef Geo *g = r.g
    cdef const unsigned int *arr = r.arr
    cdef unsigned int mask = arr[offset]
    cdef int base = offset + 1
    cdef int i, m, square, code, image, letter, edge
    cdef unsigned int still, bit, allowed
    cdef bint skip
    for i in range(n_candidates):
        if r.failed:
            return
        square = candidates[i]
        if r.on_path[square]:
            continue
        r.work += 1
        still = tied
        if tied:
            skip = False
            still = 0
            for m in range(1, MAX_MAPS):
                if tied & (1u << m):
                    image = g.maps[m][square]
                    if image < square:
                        skip = True
                        break
                    if image == square:
                        still |= 1u << m
            if skip:
                continue
        code = r.cells[square]
        if code >= 0:
            bit = 1u << code
            if not (mask & bit):
                continue
            edge = <int>arr[base + gss_popcount(mask & (bit - 1))]
            r.on_path[square] = 1
            r.path[r.depth] = square
            r.letters[r.depth] = code
            r.depth += 1
            if (edge & 1) and new:
                record(r)
            if arr[edge >> 1]:
                extend(r, g.touch[square], g.n_touch[square], edge >> 1, new, old + 1, still)
            r.depth -= 1
            r.on_path[square] = 0
        elif (
            code == EMPTY_CELL
            and r.left
            and (old or r.distance[square] <= r.left)
            and r.side_distance[square] <= new + r.left
        ):
            allowed = mask & r.rack_mask
            if not allowed:
                continue
            r.on_path[square] = 1
            r.path[r.depth] = square
            r.depth += 1
            r.left -= 1
            while allowed:
                bit = allowed & (~allowed + 1)
                allowed ^= bit
                letter = gss_bit_index(bit)
                edge = <int>arr[base + gss_popcount(mask & (bit - 1))]
                r.counts[letter] -= 1
                if not r.counts[letter]:
                    r.rack_mask ^= bit
                r.letters[r.depth - 1] = letter
                if (edge & 1) and old:
                    record(r)
                if arr[edge >> 1]:
                    extend(r, g.touch[square], g.n_touch[square], edge >> 1, new + 1, old, still)
                if not r.counts[letter]:
                    r.rack_mask |= bit
                r.counts[letter] += 1
            r.left += 1
            r.depth -= 1
            r.on_path[square] = 0


def search(
    Geometry geometry,
    const unsigned int[::1] arr,
    str cells,
    dict index,
    list rack_counts,
    bint check_sides,
    bint symmetric,
    int limit,
    str alphabet,
):
    """``(moves, maps, work)``: what :func:`engines.slowka.movegen.search_python` gives for the
    board ``cells`` (its string), ``index`` (letter → code), the rack's count of each code;
    ``maps`` the indices of the turns and flips kept (0, the identity, first)."""
    cdef Run r
    cdef Geo *g = &geometry.g
    cdef int s, k
    cdef unsigned int tied = 0
    cdef list kept = [0]
    cdef list moves = []
    memset(&r, 0, sizeof(Run))
    r.arr = &arr[0]
    r.g = g
    r.check_sides = check_sides
    for s in range(g.n):
        if g.is_bonus[s]:
            r.cells[s] = BONUS_CELL
        else:
            cell = cells[s]
            if cell == "." or cell == "#":
                r.cells[s] = EMPTY_CELL
            else:
                r.cells[s] = index.get(cell, UNKNOWN_CELL)
    for k, count in enumerate(rack_counts):
        r.counts[k] = count
        r.left += r.counts[k]
        if r.counts[k]:
            r.rack_mask |= 1u << k
    if symmetric:
        for k in range(1, MAX_MAPS):
            if not g.map_keeps_layout[k]:
                continue
            for s in range(g.n):
                if cells[g.maps[k][s]] != cells[s]:
                    break
            else:
                tied |= 1u << k
                kept.append(k)
    try:
        with nogil:
            distances(&r, r.distance, not check_sides)
            distances(&r, r.side_distance, True)
            extend(&r, g.light, g.n_light, 0, 0, 0, tied)
        if r.failed:
            raise MemoryError
        moves = _moves(&r, limit, alphabet)
    finally:
        free(r.found.data)
    return moves, kept, r.work


cdef list _moves(Run *r, int limit, str alphabet):
    """The found moves as ``(score, squares, word)`` tuples: all in search order, or with
    ``limit`` the ``limit`` best by score (search order among equals), best first."""
    cdef list letters = list(alphabet)
    cdef list chosen = []
    cdef list moves = []
    cdef list by_score
    cdef Py_ssize_t at = 0
    cdef int score, threshold, taken_above, ties_left
    cdef int *data = r.found.data
    cdef int top = 0
    if limit <= 0:
        while at < r.found.size:
            moves.append(_move(data + at, letters))
            at += 2 + 2 * data[at + 1]
        return moves
    # The threshold: the score of the limit-th best (a count per score, scores are small).
    while at < r.found.size:
        if data[at] > top:
            top = data[at]
        at += 2 + 2 * data[at + 1]
    by_score = [0] * (top + 1)
    at = 0
    while at < r.found.size:
        by_score[data[at]] += 1
        at += 2 + 2 * data[at + 1]
    taken_above = 0
    threshold = top
    while threshold > 0 and taken_above + by_score[threshold] < limit:
        taken_above += by_score[threshold]
        threshold -= 1
    ties_left = limit - taken_above
    at = 0
    while at < r.found.size:
        score = data[at]
        if score > threshold or (score == threshold and ties_left > 0):
            if score == threshold:
                ties_left -= 1
            chosen.append((-score, len(chosen), _move(data + at, letters)))
        at += 2 + 2 * data[at + 1]
    chosen.sort()
    return [move for _, _, move in chosen]


cdef tuple _move(int *at, list letters):
    cdef int length = at[1], i
    return (
        at[0],
        tuple([at[2 + i] for i in range(length)]),
        "".join([letters[at[2 + length + i]] for i in range(length)]),
    )
