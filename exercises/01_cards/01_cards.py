# %% [raw]
# # ASSIGNMENT CONFIG
# name: 01_cards
# init_cell: false
# check_all_cell: false
# export_cell: false
# run_tests: true
# show_question_points: true
# generate: true
# tests:
#   files: false
#   ok_format: true

# %% [markdown]
# # Exercise 1: cards and notation
#
# A Euchre deck has 24 cards: the ranks 9, 10, J, Q, K and A in the four suits
# clubs ♣, diamonds ♦, hearts ♥ and spades ♠. People write a card as its rank and
# then its suit, in several ways: `JD`, `J♦`, `jd`, `10H`, `TH` (T for ten).
#
# In this exercise you write a card as a pair of plain Python values,
# `(rank, suit)`: the rank is a number from 9 to 14 (J = 11, Q = 12, K = 13,
# A = 14) and the suit is a capital letter, `"C"`, `"D"`, `"H"` or `"S"`.
# So the jack of diamonds is `(11, "D")`.
#
# Write it all in plain Python: the course's engine has cards of its own, and
# you meet it in the next exercise. Run each cell from the top. After each task,
# the `grader.check` cell tells you whether your answer passes the public checks.

# %%
SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RANK_NAMES = {9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}

# %% [raw]
# # BEGIN QUESTION
# name: q1

# %% [markdown]
# ## 1. Read a card
#
# Write `parse_card(text)` that turns a card's text into a `(rank, suit)` pair.
# It must accept every way of writing a card shown above, in upper or lower case,
# with spaces around it:
#
# ```python
# >>> parse_card("JD")
# (11, 'D')
# >>> parse_card(" 10h"), parse_card("TH"), parse_card("10♥")
# ((10, 'H'), (10, 'H'), (10, 'H'))
# >>> parse_card("jd")
# (11, 'D')
# ```
#
# Hint: the suit is always the last character; the rank is everything before it.

# %% [raw]
# # BEGIN SOLUTION

# %%
def parse_card(text):
    """The (rank, suit) pair of a card written like 'JD', 'J♦', '10H' or 'TH'."""
    # BEGIN SOLUTION
    text = text.strip().upper()
    rank_text, suit_text = text[:-1], text[-1]
    ranks = {"9": 9, "10": 10, "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
    suits = {"C": "C", "D": "D", "H": "H", "S": "S", "♣": "C", "♦": "D", "♥": "H", "♠": "S"}
    return (ranks[rank_text], suits[suit_text])
    # END SOLUTION

# %% [raw]
# # END SOLUTION


# %%
parse_card("JD")

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert parse_card("JD") == (11, "D"), f"parse_card('JD') gave {parse_card('JD')!r}; the right answer is (11, 'D')"
assert parse_card("AS") == (14, "S"), f"parse_card('AS') gave {parse_card('AS')!r}; the right answer is (14, 'S')"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert parse_card("10H") == (10, "H")
assert parse_card("TC") == (10, "C")
assert parse_card("9D") == (9, "D")

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert parse_card("q♠") == (12, "S")
assert parse_card(" kh ") == (13, "H")
assert parse_card("J♦") == (11, "D")

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre.cards import STANDARD_DECK
# Every card written four ways: a text the checks above name counts once.
_named = {"JD", "AS", "10H", "TC", "9D", "q♠", " kh ", "J♦"}
_cases = [(_t, (_c.rank.value, _c.suit.letter)) for _c in STANDARD_DECK for _t in (_c.code, str(_c), _c.code.lower(), str(_c).lower()) if _t not in _named]
_wrong = [(_t, _want) for _t, _want in _cases if parse_card(_t) != _want]
if _wrong:
    _t, _want = _wrong[0]
    assert not _wrong, f"parse_card is wrong in {len(_wrong)} of the {len(_cases)} texts the checks above do not name; for one, parse_card({_t!r}) gave {parse_card(_t)!r}; the right answer is {_want!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q2

# %% [markdown]
# ## 2. Print a card
#
# Write `card_text(card)`, the other way round: a `(rank, suit)` pair becomes the
# text a reader sees, with the suit's symbol and `10` for the ten. The dictionaries
# `SYMBOLS` and `RANK_NAMES` defined at the top will help.
#
# ```python
# >>> card_text((11, "D"))
# 'J♦'
# >>> card_text((10, "H"))
# '10♥'
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def card_text(card):
    """A (rank, suit) pair as a reader sees it: 'J♦', '10♥'."""
    # BEGIN SOLUTION
    rank, suit = card
    return RANK_NAMES[rank] + SYMBOLS[suit]
    # END SOLUTION

# %% [raw]
# # END SOLUTION


# %%
card_text((11, "D"))

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert card_text((11, "D")) == "J♦", f"card_text((11, 'D')) gave {card_text((11, 'D'))!r}; the right answer is 'J♦'"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert card_text((10, "S")) == "10♠"
assert card_text((9, "C")) == "9♣"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre.cards import STANDARD_DECK
# Every other card: a card the checks above name counts once.
_cases = [((_c.rank.value, _c.suit.letter), str(_c)) for _c in STANDARD_DECK if (_c.rank.value, _c.suit.letter) not in {(11, "D"), (10, "S"), (9, "C")}]
_wrong = [(_pair, _want) for _pair, _want in _cases if card_text(_pair) != _want]
if _wrong:
    _pair, _want = _wrong[0]
    assert not _wrong, f"card_text is wrong for {len(_wrong)} of the {len(_cases)} cards the checks above do not name; for one, card_text({_pair!r}) gave {card_text(_pair)!r}; the right answer is {_want!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q3

# %% [markdown]
# ## 3. Sort a hand
#
# Players sort their cards so that each suit is together. Write `sort_hand(hand)`:
# it takes a list of `(rank, suit)` pairs and returns a new list with the suits in
# the order ♣ ♦ ♥ ♠ and, inside each suit, the highest card first
# (A K Q J 10 9).
#
# ```python
# >>> sort_hand([(9, "H"), (14, "C"), (12, "H"), (10, "H")])
# [(14, 'C'), (12, 'H'), (10, 'H'), (9, 'H')]
# ```
#
# Hint: `sorted` takes a `key` function; a key can be a tuple.

# %% [raw]
# # BEGIN SOLUTION

# %%
def sort_hand(hand):
    """The cards of hand sorted by suit (♣ ♦ ♥ ♠), highest first in each suit."""
    # BEGIN SOLUTION
    suit_order = "CDHS"
    return sorted(hand, key=lambda card: (suit_order.index(card[1]), -card[0]))
    # END SOLUTION

# %% [raw]
# # END SOLUTION


# %%
sort_hand([(9, "H"), (14, "C"), (12, "H"), (10, "H")])

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert sort_hand([(9, "H"), (14, "C"), (12, "H"), (10, "H")]) == [(14, "C"), (12, "H"), (10, "H"), (9, "H")]

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert sort_hand([(10, "S"), (12, "S"), (9, "S"), (11, "D")]) == [(11, "D"), (12, "S"), (10, "S"), (9, "S")]
assert sort_hand([(13, "D"), (14, "D"), (9, "C")]) == [(9, "C"), (14, "D"), (13, "D")]

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import random
from euchre.cards import STANDARD_DECK
_rng = random.Random(2024)
for _ in range(200):
    _cards = _rng.sample(STANDARD_DECK, 5)
    _pairs = [(c.rank.value, c.suit.letter) for c in _cards]
    _want = [(c.rank.value, c.suit.letter) for c in sorted(_cards, key=lambda c: (c.suit, -c.rank))]
    assert sort_hand(_pairs) == _want, f"sort_hand({_pairs!r}) gave {sort_hand(_pairs)!r}; the right answer is {_want!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [markdown]
# ## Done
#
# The engine does all of this for you: `Card.parse("10H")` reads a card and
# `str(card)` prints it. You will use it from the next exercise on.
