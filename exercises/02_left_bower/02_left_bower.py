# %% [raw]
# # ASSIGNMENT CONFIG
# name: 02_left_bower
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
# # Exercise 2: the effective suit and the left bower
#
# Once trump is made, two jacks change their role. With hearts trump, the jack of
# hearts J♥ is the **right bower**, the highest trump, and the jack of the other
# red suit, J♦, is the **left bower**, the second-highest trump. For the whole hand
# the left bower *is a heart*: its printed suit no longer counts.
#
# The suit a card plays as is its **effective suit**: its printed suit, except for
# the left bower, whose effective suit is trump.
#
# From now on you work with the engine's cards. A card has a `rank` (one of
# `Rank.NINE`, `Rank.TEN`, `Rank.JACK`, `Rank.QUEEN`, `Rank.KING` and `Rank.ACE`)
# and a `suit` (`Suit.CLUBS`, `Suit.DIAMONDS`, `Suit.HEARTS`, `Suit.SPADES`), and a
# suit knows its `sister` (the other suit of the same colour):

# %%
from euchre import Card, Rank, Suit, cards

card = Card("JD")
card.rank, card.suit, Suit.HEARTS.sister, card.rank == Rank.JACK

# %% [markdown]
# The engine has its own `effective_suit` and `trump_order`; in this exercise you
# write yours, without calling them.

# %% [raw]
# # BEGIN QUESTION
# name: q1

# %% [markdown]
# ## 1. Spot the left bower
#
# Write `is_left_bower(card, trump)`: `True` when `card` is the left bower for the
# trump suit `trump`.
#
# ```python
# >>> is_left_bower(Card("JD"), Suit.HEARTS)
# True
# >>> is_left_bower(Card("JH"), Suit.HEARTS)   # the right bower
# False
# >>> is_left_bower(Card("JS"), Suit.HEARTS)   # a black jack: hearts' sister is diamonds
# False
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def is_left_bower(card, trump):
    """True if card is the jack of trump's sister suit."""
    # BEGIN SOLUTION
    return card.rank == Rank.JACK and card.suit == trump.sister
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
is_left_bower(Card("JD"), Suit.HEARTS)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert is_left_bower(Card("JD"), Suit.HEARTS) is True, "J♦ is the left bower when hearts are trump"
assert is_left_bower(Card("QD"), Suit.HEARTS) is False, "only a jack can be a bower"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert is_left_bower(Card("JH"), Suit.HEARTS) is False
assert is_left_bower(Card("JC"), Suit.SPADES) is True

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert is_left_bower(Card("JC"), Suit.HEARTS) is False
assert is_left_bower(Card("JS"), Suit.DIAMONDS) is False

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import euchre
from euchre.cards import STANDARD_DECK
# Every other card with every trump: a case the checks above name counts once.
_named = {("JD", Suit.HEARTS), ("QD", Suit.HEARTS), ("JH", Suit.HEARTS), ("JC", Suit.SPADES), ("JC", Suit.HEARTS), ("JS", Suit.DIAMONDS)}
_wrong = [(_c, _t) for _t in Suit for _c in STANDARD_DECK if (_c.code, _t) not in _named and is_left_bower(_c, _t) != (_c == euchre.left_bower(_t))]
if _wrong:
    _c, _t = _wrong[0]
    assert not _wrong, f"is_left_bower is wrong in {len(_wrong)} of the {4 * len(STANDARD_DECK) - len(_named)} cases the checks above do not name; for one, is_left_bower(Card(\"{_c.code}\"), {_t!r}) gave {is_left_bower(_c, _t)!r}; the right answer is {_c == euchre.left_bower(_t)!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q2

# %% [markdown]
# ## 2. The effective suit
#
# Write `effective_suit(card, trump)`: the suit `card` plays as while `trump` is
# trump. You may use your `is_left_bower`.
#
# ```python
# >>> effective_suit(Card("JD"), Suit.HEARTS)   # the left bower is a heart
# Suit.HEARTS
# >>> effective_suit(Card("AD"), Suit.HEARTS)
# Suit.DIAMONDS
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def effective_suit(card, trump):
    """The suit card belongs to while trump is trump."""
    # BEGIN SOLUTION
    if is_left_bower(card, trump):
        return trump
    return card.suit
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
effective_suit(Card("JD"), Suit.HEARTS)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert effective_suit(Card("AD"), Suit.HEARTS) == Suit.DIAMONDS, "A♦ stays a diamond with hearts trump"
assert effective_suit(Card("JD"), Suit.HEARTS) == Suit.HEARTS, "J♦ is a heart with hearts trump"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert effective_suit(Card("JD"), Suit.DIAMONDS) == Suit.DIAMONDS
assert effective_suit(Card("JS"), Suit.CLUBS) == Suit.CLUBS

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert effective_suit(Card("JD"), Suit.SPADES) == Suit.DIAMONDS
assert effective_suit(Card("JH"), Suit.CLUBS) == Suit.HEARTS

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import euchre
from euchre.cards import STANDARD_DECK
# Every other card with every trump: a case the checks above name counts once.
_named = {("AD", Suit.HEARTS), ("JD", Suit.HEARTS), ("JD", Suit.DIAMONDS), ("JS", Suit.CLUBS), ("JD", Suit.SPADES), ("JH", Suit.CLUBS)}
_wrong = [(_c, _t) for _t in Suit for _c in STANDARD_DECK if (_c.code, _t) not in _named and effective_suit(_c, _t) != euchre.effective_suit(_c, _t)]
if _wrong:
    _c, _t = _wrong[0]
    assert not _wrong, f"effective_suit is wrong in {len(_wrong)} of the {4 * len(STANDARD_DECK) - len(_named)} cases the checks above do not name; for one, effective_suit(Card(\"{_c.code}\"), {_t!r}) gave {effective_suit(_c, _t)!r}; the right answer is {euchre.effective_suit(_c, _t)!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q3

# %% [markdown]
# ## 3. The order of the trumps
#
# There are seven trumps. From high to low: the right bower, the left bower, then
# the ace, king, queen, ten and nine of trump. Write `trump_order(trump)`, the list
# of the seven trumps, highest first.
#
# ```python
# >>> trump_order(Suit.HEARTS)
# [Card('J♥'), Card('J♦'), Card('A♥'), Card('K♥'), Card('Q♥'), Card('10♥'), Card('9♥')]
# ```
#
# `Card(rank, suit)` makes a card, for example `Card(Rank.ACE, Suit.HEARTS)`. List
# the five ranks yourself rather than loop over `Rank`: it also holds the 7, the 8
# and the joker of the game's variants.

# %% [raw]
# # BEGIN SOLUTION

# %%
def trump_order(trump):
    """The seven trumps, highest first."""
    # BEGIN SOLUTION
    bowers = [Card(Rank.JACK, trump), Card(Rank.JACK, trump.sister)]
    others = [Card(rank, trump) for rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN, Rank.NINE)]
    return bowers + others
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
trump_order(Suit.HEARTS)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
_order = list(trump_order(Suit.HEARTS))
assert len(_order) == 7, f"there are 7 trumps, not {len(_order)}"
assert _order[:2] == [Card("JH"), Card("JD")], "the right bower, then the left bower"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
_order = list(trump_order(Suit.SPADES))
_gave = f"trump_order(Suit.SPADES) gave {' '.join(map(str, _order))}"
assert _order.index(Card("QS")) < _order.index(Card("TS")), f"With spades trump, Q♠ ranks above 10♠; {_gave}"
assert _order.index(Card("AS")) < _order.index(Card("KS")) < _order.index(Card("QS")), f"With spades trump, A♠, K♠ and Q♠ rank in that order; {_gave}"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import euchre
for _trump in Suit:
    assert list(trump_order(_trump)) == list(euchre.trump_order(_trump)), f"trump_order({_trump!r}) gave {list(trump_order(_trump))!r}; the right answer is {list(euchre.trump_order(_trump))!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q4

# %% [markdown]
# ## 4. Count the trumps
#
# Players judge a hand first by its number of trumps. Write
# `count_trumps(hand, trump)`; remember that the left bower counts.
#
# ```python
# >>> count_trumps(cards("JD AH 9C KS QH"), Suit.HEARTS)
# 3
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def count_trumps(hand, trump):
    """How many cards of hand are trumps, the left bower included."""
    # BEGIN SOLUTION
    return sum(1 for card in hand if effective_suit(card, trump) == trump)
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
count_trumps(cards("JD AH 9C KS QH"), Suit.HEARTS)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert count_trumps(cards("JD AH 9C KS QH"), Suit.HEARTS) == 3, "J♦, A♥ and Q♥ are trumps"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import random
import euchre
from euchre.cards import STANDARD_DECK
_rng = random.Random(7)
for _ in range(300):
    _hand = _rng.sample(STANDARD_DECK, 5)
    _trump = _rng.choice(list(Suit))
    assert count_trumps(_hand, _trump) == sum(euchre.is_trump(c, _trump) for c in _hand), f"count_trumps({_hand!r}, {_trump!r}) gave {count_trumps(_hand, _trump)!r}; the right answer is {sum(euchre.is_trump(c, _trump) for c in _hand)}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [markdown]
# ## Done
#
# The engine's `euchre.effective_suit`, `euchre.is_trump` and `euchre.trump_order`
# do the same work; the next exercises use them.
