"""A realistic buggy submission: the effective suit forgets the left bower, so
the jack of the sister suit keeps its printed suit (and is not counted as trump)."""

BUGS = [
    ("    if is_left_bower(card, trump):\n        return trump\n", ""),
]
