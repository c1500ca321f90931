"""A realistic buggy submission: the strength counts the cards of trump's printed
suit, so the left bower is missed (and the right bower is worth no more than a
nine); the decision is "order with three trumps"."""

BUGS = [
    ("        if is_trump(card, trump):\n            score += trump_values[order.index(card)]\n",
     "        if card.suit == trump:\n            score += 1.0\n"),
    ("return hand_strength(hand, upcard.suit) >= 5.5",
     "return sum(is_trump(card, upcard.suit) for card in hand) >= 3"),
]
