"""A realistic buggy submission: cards are grouped by their printed suit, so the
left bower follows its printed suit and does not follow trump."""

BUGS = [
    ("if effective_suit(card, trump) == suit]", "if card.suit == suit]"),
    ("cards_of_suit(hand, effective_suit(led, trump), trump)", "cards_of_suit(hand, led.suit, trump)"),
]
