"""A realistic buggy submission: trumps are ranked by their printed rank with the
right bower on top, so the left bower is just a jack of its printed suit and the
trumps run J, A, K, Q, 10, 9 (the left bower neither trumps nor follows trump)."""

BUGS = [
    (
        "        if is_trump(card, trump):\n            return 100 - trumps.index(card)\n"
        "        if effective_suit(card, trump) == led:",
        "        if card == trumps[0]:\n            return 100\n"
        "        if card.suit == trump:\n            return 50 + int(card.rank)\n"
        "        if card.suit == played[0].suit:",
    ),
]
