# %% [raw]
# # ASSIGNMENT CONFIG
# name: 03_legal_plays
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
# # Exercise 3: legal plays
#
# The rule of play: any card may be led; after that, each player must **follow
# the led card's effective suit** if they can. A player who cannot follow may
# play any card.
#
# The left bower makes this interesting, in both directions. With hearts trump:
#
# - when a heart is led, J♦ is a heart, so it follows;
# - when a diamond is led, J♦ is *not* a diamond: a player holding J♦ and Q♦ must
#   play Q♦, and a player whose only "diamond" is J♦ is void in diamonds.
#
# You may use the engine's `effective_suit` now:

# %%
from euchre import Card, Suit, cards, effective_suit

effective_suit(Card("JD"), Suit.HEARTS), effective_suit(Card("QD"), Suit.HEARTS)

# %% [raw]
# # BEGIN QUESTION
# name: q1

# %% [markdown]
# ## 1. The cards of one suit
#
# Write `cards_of_suit(hand, suit, trump)`: the cards of `hand` whose *effective*
# suit is `suit`, in the order they are in the hand.
#
# ```python
# >>> cards_of_suit(cards("JD QD AS 9C KH"), Suit.DIAMONDS, Suit.HEARTS)
# [Card('Q♦')]
# >>> cards_of_suit(cards("JD QD AS 9C KH"), Suit.HEARTS, Suit.HEARTS)
# [Card('J♦'), Card('K♥')]
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def cards_of_suit(hand, suit, trump):
    """The cards of hand that play as suit while trump is trump, in hand order."""
    # BEGIN SOLUTION
    return [card for card in hand if effective_suit(card, trump) == suit]
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
cards_of_suit(cards("JD QD AS 9C KH"), Suit.DIAMONDS, Suit.HEARTS)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
_hand = cards("QD AS 9C KH AD")
assert list(cards_of_suit(_hand, Suit.DIAMONDS, Suit.HEARTS)) == [Card("QD"), Card("AD")]
assert list(cards_of_suit(_hand, Suit.SPADES, Suit.HEARTS)) == [Card("AS")]

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
_hand = cards("JD QD AS 9C KH")
assert list(cards_of_suit(_hand, Suit.DIAMONDS, Suit.HEARTS)) == [Card("QD")]
assert list(cards_of_suit(_hand, Suit.HEARTS, Suit.HEARTS)) == [Card("JD"), Card("KH")]

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import random
import euchre
from euchre.cards import STANDARD_DECK
_rng = random.Random(11)
for _ in range(300):
    _hand = _rng.sample(STANDARD_DECK, 5)
    _trump, _suit = _rng.choice(list(Suit)), _rng.choice(list(Suit))
    _want = [c for c in _hand if euchre.effective_suit(c, _trump) == _suit]
    assert list(cards_of_suit(_hand, _suit, _trump)) == _want, f"cards_of_suit({_hand!r}, {_suit!r}, {_trump!r}) gave {list(cards_of_suit(_hand, _suit, _trump))!r}; the right answer is {_want!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q2

# %% [markdown]
# ## 2. Legal plays
#
# Write `legal_plays(hand, trump, led)`: the cards of `hand` that may be played,
# in hand order. `led` is the card led to the trick, or `None` if you are the one
# leading.
#
# ```python
# >>> hand = cards("JD QD AS 9C KH")
# >>> legal_plays(hand, Suit.HEARTS, None)          # leading: anything
# [Card('J♦'), Card('Q♦'), Card('A♠'), Card('9♣'), Card('K♥')]
# >>> legal_plays(hand, Suit.HEARTS, Card("AD"))    # follow diamonds, J♦ is a heart
# [Card('Q♦')]
# >>> legal_plays(hand, Suit.HEARTS, Card("9H"))    # follow hearts: J♦ follows
# [Card('J♦'), Card('K♥')]
# >>> legal_plays(cards("9H QD AS"), Suit.HEARTS, Card("JD"))   # J♦ led: it asks for hearts
# [Card('9♥')]
# >>> legal_plays(cards("JD AS 9C"), Suit.HEARTS, Card("AD"))    # no diamond: anything
# [Card('J♦'), Card('A♠'), Card('9♣')]
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def legal_plays(hand, trump, led):
    """The cards of hand that may be played to a trick whose first card is led."""
    # BEGIN SOLUTION
    if led is None:
        return list(hand)
    follow = cards_of_suit(hand, effective_suit(led, trump), trump)
    return follow if follow else list(hand)
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
legal_plays(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD"))

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
_hand = cards("QD AS 9C KH AD")
assert list(legal_plays(_hand, Suit.HEARTS, None)) == list(_hand), "any card may be led"
assert list(legal_plays(_hand, Suit.HEARTS, Card("9S"))) == [Card("AS")], "follow spades with A♠"
assert list(legal_plays(cards("JD AS 9C"), Suit.HEARTS, Card("AD"))) == list(cards("JD AS 9C")), "no diamond (J♦ is a heart): any card may be played"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
_hand = cards("QD AS 9C KH AD")
assert list(legal_plays(_hand, Suit.CLUBS, Card("TC"))) == [Card("9C")]
assert list(legal_plays(cards("QD AS KH AD"), Suit.CLUBS, Card("TC"))) == list(cards("QD AS KH AD"))

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
_hand = cards("9H QD AS 9C KC")
assert list(legal_plays(_hand, Suit.HEARTS, Card("JD"))) == [Card("9H")]
_hand = cards("9D QH AS 9C KC")
assert list(legal_plays(_hand, Suit.DIAMONDS, Card("JH"))) == [Card("9D")]

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
_hand = cards("JD QD AS 9C KC")
assert list(legal_plays(_hand, Suit.HEARTS, Card("AD"))) == [Card("QD")]
_hand = cards("JS TS 9D KC AH")
assert list(legal_plays(_hand, Suit.CLUBS, Card("QS"))) == [Card("TS")]

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
_hand = cards("JD 9C AS KS QC")
assert list(legal_plays(_hand, Suit.HEARTS, Card("9H"))) == [Card("JD")]
_hand = cards("JD 9C AS KS QC")
assert list(legal_plays(_hand, Suit.HEARTS, Card("KD"))) == list(_hand)

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import random
import euchre
from euchre.cards import STANDARD_DECK
_rng = random.Random(12)
for _ in range(500):
    _drawn = _rng.sample(STANDARD_DECK, 6)
    _hand, _led = _drawn[:5], _drawn[5]
    _trump = _rng.choice(list(Suit))
    _want = list(euchre.legal_plays(_hand, _trump, _led))
    assert list(legal_plays(_hand, _trump, _led)) == _want, f"legal_plays({_hand!r}, {_trump!r}, {_led!r}) gave {list(legal_plays(_hand, _trump, _led))!r}; the right answer is {_want!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [markdown]
# ## Done
#
# The engine's `euchre.legal_plays(hand, trump, led)` answers the same question,
# and `Deal.apply` refuses a renege with a message that names the card you had to
# play.
