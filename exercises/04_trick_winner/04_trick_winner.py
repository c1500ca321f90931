# %% [raw]
# # ASSIGNMENT CONFIG
# name: 04_trick_winner
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
# # Exercise 4: who wins the trick
#
# A trick goes to the **highest trump** in it. If nobody played a trump, it goes
# to the **highest card of the suit led** (the effective suit of the first card).
# A card of any other suit never wins, however high it is.
#
# Remember the order of the trumps, high to low: right bower, left bower, A, K,
# Q, 10, 9. In the other suits: A, K, Q, J, 10, 9 (`int(card.rank)` gives 9 to 14
# for 9 to A, so ranks can be compared as numbers).
#
# You may use the engine's `effective_suit`, `is_trump` and `trump_order`:

# %%
from euchre import Card, Suit, cards, effective_suit, is_trump, trump_order

trump_order(Suit.HEARTS)

# %% [raw]
# # BEGIN QUESTION
# name: q1

# %% [markdown]
# ## 1. The winning card
#
# Write `trick_winner(played, trump)`: `played` lists the cards of one trick in
# the order they were played; return the **index** of the card that wins.
#
# ```python
# >>> trick_winner(cards("AD JD 9H KD"), Suit.HEARTS)   # J♦ is the left bower
# 1
# >>> trick_winner(cards("KC AC AD QC"), Suit.SPADES)    # nobody trumped: A♣ wins
# 1
# >>> trick_winner(cards("QC 9C AD TC"), Suit.SPADES)    # A♦ does not follow clubs
# 0
# ```
#
# Hint: give every card a number that says how strong it is in this trick, then
# take the largest.

# %% [raw]
# # BEGIN SOLUTION

# %%
def trick_winner(played, trump):
    """The index of the winning card of a trick (cards in play order)."""
    # BEGIN SOLUTION
    led = effective_suit(played[0], trump)
    trumps = list(trump_order(trump))

    def strength(card):
        if is_trump(card, trump):
            return 100 - trumps.index(card)
        if effective_suit(card, trump) == led:
            return int(card.rank)
        return 0

    return max(range(len(played)), key=lambda i: strength(played[i]))
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
trick_winner(cards("AD JD 9H KD"), Suit.HEARTS)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert trick_winner(cards("KC AC AD QC"), Suit.SPADES) == 1, "In K♣ A♣ A♦ Q♣, spades trump, nobody trumped: the highest club, A♣ (index 1), wins"
assert trick_winner(cards("KC AC 9S QC"), Suit.SPADES) == 2, "In K♣ A♣ 9♠ Q♣, spades trump, the only trump, 9♠ (index 2), wins"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert trick_winner(cards("9C AD KH AS"), Suit.DIAMONDS) == 1
assert trick_winner(cards("9C AD KH AS"), Suit.SPADES) == 3
assert trick_winner(cards("9C AD KH QS"), Suit.CLUBS) == 0

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert trick_winner(cards("AC KC JH QC"), Suit.DIAMONDS) == 2
assert trick_winner(cards("AC 9S KS QC"), Suit.SPADES) == 2

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert trick_winner(cards("AH JD JH KH"), Suit.HEARTS) == 2
assert trick_winner(cards("AD JD 9H KD"), Suit.HEARTS) == 1
assert trick_winner(cards("AS QS JC KS"), Suit.SPADES) == 2

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert trick_winner(cards("TH QH 9H AC"), Suit.HEARTS) == 1
assert trick_winner(cards("TS 9S QS AC"), Suit.SPADES) == 2
assert trick_winner(cards("QC 9C AD TC"), Suit.SPADES) == 0, "In Q♣ 9♣ A♦ 10♣, spades trump, nobody trumped: Q♣ (index 0) wins, the highest club; A♦ is of another suit and cannot win"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert trick_winner(cards("JD AD AH KD"), Suit.HEARTS) == 0
assert trick_winner(cards("JC AC KS AS"), Suit.SPADES) == 0

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import random
import euchre
from euchre.cards import STANDARD_DECK
_rng = random.Random(13)
for _ in range(500):
    _trick = _rng.sample(STANDARD_DECK, _rng.choice([2, 3, 4]))
    _trump = _rng.choice(list(Suit))
    assert trick_winner(_trick, _trump) == euchre.trick_winner(_trick, _trump), f"trick_winner({_trick!r}, {_trump!r}) gave {trick_winner(_trick, _trump)!r}; the right answer is {euchre.trick_winner(_trick, _trump)}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q2

# %% [markdown]
# ## 2. The winning seat
#
# Seats are numbered 0 to 3 clockwise, and play goes clockwise from the leader.
# When a player goes alone, their partner sits out and is skipped. Write
# `winning_seat(leader, played, trump, sitting_out=())`: the **seat** that wins.
#
# ```python
# >>> winning_seat(3, cards("AD JD 9H KD"), Suit.HEARTS)   # seats 3, 0, 1, 2
# 0
# >>> winning_seat(3, cards("AD JD 9H"), Suit.HEARTS, sitting_out=(1,))  # seats 3, 0, 2
# 0
# >>> winning_seat(1, cards("9C KC AC"), Suit.HEARTS, sitting_out=(3,))  # seats 1, 2, 0
# 0
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def winning_seat(leader, played, trump, sitting_out=()):
    """The seat that wins a trick led by leader, play going clockwise."""
    # BEGIN SOLUTION
    seats = []
    seat = leader
    while len(seats) < len(played):
        if seat not in sitting_out:
            seats.append(seat)
        seat = (seat + 1) % 4
    return seats[trick_winner(played, trump)]
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
winning_seat(3, cards("AD JD 9H KD"), Suit.HEARTS)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert winning_seat(3, cards("AD JD 9H KD"), Suit.HEARTS) == 0, "In A♦ J♦ 9♥ K♦, led by seat 3, hearts trump, J♦ wins, played by seat 0"
assert winning_seat(0, cards("AD JD 9H KD"), Suit.HEARTS) == 1, "In A♦ J♦ 9♥ K♦, led by seat 0, hearts trump, J♦ wins, played by seat 1"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert winning_seat(2, cards("9C KC AC"), Suit.HEARTS, sitting_out=(0,)) == 1
assert winning_seat(1, cards("9C KC AC"), Suit.HEARTS, sitting_out=(2,)) == 0

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import euchre
for _seed in range(60):
    _deal = euchre.Deal.shuffled(seed=_seed, dealer=_seed % 4)
    _ = _deal.apply("order alone" if _seed % 3 == 0 else "order")
    if _deal.phase is euchre.Phase.DISCARD:
        _ = _deal.apply(_deal.legal_actions()[0])
    while _deal.phase is euchre.Phase.PLAY:
        _ = _deal.apply(_deal.legal_actions()[-1])
    for _trick in _deal.tricks:
        assert winning_seat(_trick.leader, _trick.cards, _deal.trump, _deal.sitting_out) == _trick.winner, f"winning_seat({_trick.leader}, {_trick.cards!r}, {_deal.trump!r}, {_deal.sitting_out!r}) should give seat {_trick.winner}, whose card wins"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [markdown]
# ## Done
#
# The engine's `euchre.trick_winner(cards, trump)` gives the same index, and each
# finished trick of a `Deal` records its `winner` seat.
