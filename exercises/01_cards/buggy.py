"""A realistic buggy submission: the rank is taken to be one character, so "10H"
is not read, and the ten prints as "T"."""

BUGS = [
    ("rank_text, suit_text = text[:-1], text[-1]", "rank_text, suit_text = text[0], text[-1]"),
    ("return RANK_NAMES[rank] + SYMBOLS[suit]", 'return "9TJQKA"[rank - 9] + SYMBOLS[suit]'),
]
