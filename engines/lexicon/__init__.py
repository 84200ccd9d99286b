"""The shared lexicon: Polish (sjp.pl via Debian wpolish) and English (SCOWL huge).

>>> from engines.lexicon import load_lexicon
>>> polish = load_lexicon("pl")
>>> "źdźbło" in polish, "juz" in polish
(True, False)
"""

from engines.lexicon.lexicon import (
    ALPHABETS,
    ENGLISH_ALPHABET,
    MAX_WORD_LENGTH,
    POLISH_ALPHABET,
    ROOT,
    WILDCARD,
    LettersOutsideAlphabet,
    Lexicon,
    LexiconError,
    Node,
    UnknownLanguage,
    WordTooLong,
    lexicon_from_words,
    load_lexicon,
    shipped_lexicon,
)

__all__ = [
    "ALPHABETS",
    "ENGLISH_ALPHABET",
    "MAX_WORD_LENGTH",
    "POLISH_ALPHABET",
    "ROOT",
    "WILDCARD",
    "LettersOutsideAlphabet",
    "Lexicon",
    "LexiconError",
    "Node",
    "UnknownLanguage",
    "WordTooLong",
    "lexicon_from_words",
    "load_lexicon",
    "shipped_lexicon",
]
