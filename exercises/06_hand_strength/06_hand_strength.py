# %% [raw]
# # ASSIGNMENT CONFIG
# name: 06_hand_strength
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
# # Exercise 6: how strong is a hand?
#
# You sit left of the dealer and look at your five cards and the upcard, the card
# turned face up on the rest of the deck. Should you **order it up**: make its suit
# (`upcard.suit`) trump, so that the dealer, an opponent, adds it to their hand
# and discards a card? (The book's chapter *Making trump* tells the whole bidding.) Rules of thumb say "three trumps" or "the right bower and two
# more". In this exercise you write your own measure of a hand and the engine
# grades it against **measured outcomes**.
#
# The measurement: you order up, the dealer (an opponent) picks up the upcard and
# discards, and then the engine's double-dummy solver plays the deal perfectly
# with all cards known and counts the tricks your team takes. Perfect play is not
# how people play, but it is an exact, repeatable yardstick.
#
# The engine's `ordered_up_deals(n, seed)` makes `n` such measurements, each a
# hand, its upcard and the tricks taken (`help(ordered_up_deals)` says exactly
# how); run the cell to see a few. Beside it are the helpers the grading uses
# (`rank_correlation`, `trumps_held` and `deal_value`, each with its own `help`),
# and two that print how a rule of yours compares with a plain one.

# %%
from euchre import Card, Rank, Suit, cards, is_trump, trump_order
from euchre.measure import rank_correlation
from euchre.order_up import (
    deal_value,
    order_values,
    ordered_up_deals,
    strength_correlations,
    trumps_held,
)


def _over(deals):
    return "Over 1 deal" if len(deals) == 1 else f"Over {len(deals)} deals"


def compare_strength(strength, deals):
    """Print ρ for strength(hand, trump) and for counting trumps on deals."""
    test = strength_correlations(strength, deals)
    print(f"{_over(deals)}, {test}.")


def compare_orders(should_order, deals):
    """Print the points a deal of ordering by should_order(hand, upcard), and of
    ordering with three trumps, on deals."""
    test = order_values(should_order, deals)
    print(f"{_over(deals)}, {test}.")


for hand, upcard, tricks in ordered_up_deals(5, seed=1):
    print(" ".join(str(c) for c in hand), "  upcard", upcard, "  tricks", tricks)

# %% [raw]
# # BEGIN QUESTION
# name: q1

# %% [markdown]
# ## 1. A strength score
#
# Write `hand_strength(hand, trump)`: a number that is larger for hands that take
# more tricks when `trump` is trump. Any scale will do: only the order matters.
# A good start gives each card a value (trumps by their rank in
# `trump_order(trump)`, off-suit aces something too) and adds them up.
#
# ```python
# >>> hand_strength(cards("JH JD AH 9C 9S"), Suit.HEARTS) > hand_strength(cards("9H TH AC 9C 9S"), Suit.HEARTS)
# True
# ```
#
# **How it is graded.** On 6,000 measured deals you do not see (your teacher's
# grading draws them from a seed of its own), the grader compares the order of your
# scores with the order of the tricks taken, with Spearman's rank correlation ρ
# (`rank_correlation` above: 1 when the two orders agree, 0 when they are
# unrelated). It does the same for the plainest measure, the number of trumps held
# (`trumps_held`). You get a point for ρ ≥ 0.25, a second when your ρ is at least
# that of counting trumps on the same deals, and a third when it beats counting
# trumps by 0.03 or more; one more for the public check below your answer. Counting trumps
# itself earns two of the three. Both are measured on the same deals, so the luck
# of the deals mostly cancels out. Try yours on other deals first, in a cell of your
# own (the toolbar's + button adds one):
# `compare_strength(hand_strength, ordered_up_deals(2000, seed=1))`.

# %% [raw]
# # BEGIN SOLUTION

# %%
def hand_strength(hand, trump):
    """A score for hand with trump as trump: higher means more tricks."""
    # BEGIN SOLUTION
    trump_values = [3.0, 2.5, 2.0, 1.6, 1.4, 1.2, 1.1]  # right bower ... nine
    order = list(trump_order(trump))
    score = 0.0
    for card in hand:
        if is_trump(card, trump):
            score += trump_values[order.index(card)]
        elif card.rank == Rank.ACE:
            score += 1.0
        elif card.rank == Rank.KING:
            score += 0.3
    return score
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
hand_strength(cards("JH JD AH 9C 9S"), Suit.HEARTS)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
import numbers
_strong = hand_strength(cards("JH JD AH 9C 9S"), Suit.HEARTS)
_weak = hand_strength(cards("9H TH AC 9C 9S"), Suit.HEARTS)
_none = hand_strength(cards("9D TD AC 9C 9S"), Suit.HEARTS)
_gave = f"it gave {_strong!r}, {_weak!r} and {_none!r}"
assert all(isinstance(_v, numbers.Real) and not isinstance(_v, bool) for _v in (_strong, _weak, _none)), f"hand_strength should give a number; for three hands {_gave}"
assert _strong > _weak > _none, f"With hearts trump, hand_strength should rank JH JD AH 9C 9S (both bowers and the ace) above 9H TH AC 9C 9S (two low trumps and an ace), and that above 9D TD AC 9C 9S (no trump and an ace); {_gave}"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre.order_up import ordered_up_deals, strength_correlations
_match_seed = 7
assert (_test := strength_correlations(hand_strength, ordered_up_deals(6000, seed=_match_seed))).yours >= 0.25, f"On the hidden deals, {_test}; this check asks for at least 0.25."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre.order_up import ordered_up_deals, strength_correlations
_match_seed = 7
assert (_test := strength_correlations(hand_strength, ordered_up_deals(6000, seed=_match_seed))).yours >= _test.counting_trumps, f"On the hidden deals, {_test}; this check asks for at least counting trumps' ρ."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre.order_up import ordered_up_deals, strength_correlations
_match_seed = 7
assert (_test := strength_correlations(hand_strength, ordered_up_deals(6000, seed=_match_seed))).yours >= _test.counting_trumps + 0.03, f"On the hidden deals, {_test}; this check asks for at least counting trumps' ρ + 0.03."

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q2

# %% [markdown]
# ## 2. Order it up, or pass?
#
# Now turn your score into a decision. Write `should_order(hand, upcard)`: `True`
# to order the upcard up, `False` to pass, for the player left of the dealer.
#
# A deal you order up is worth its points to your team, `deal_value(tricks)`: +1
# for three or four tricks, +2 for all five, and −2 when you are euchred (the
# other team scores 2). A deal you pass is worth 0 here.
#
# ```python
# >>> should_order(cards("JH JD AH KH QH"), Card("9H"))
# True
# >>> should_order(cards("9C TD QS KS 9H"), Card("TH"))
# False
# ```
#
# **How it is graded.** On 6,000 hidden measured deals, as in question 1: one point
# if ordering your way wins points on average (more than passing every time, while
# ordering at least 4% of the hands), a second if it wins at least as many points a
# deal as "order with three trumps" on the same deals, and a third if it wins 0.01
# points a deal more than that rule; one more for the public check below your answer. Try it
# in a cell of your own: `compare_orders(should_order, ordered_up_deals(2000, seed=1))`.

# %% [raw]
# # BEGIN SOLUTION

# %%
def should_order(hand, upcard):
    """True to order up the upcard from the seat left of the dealer."""
    # BEGIN SOLUTION
    return hand_strength(hand, upcard.suit) >= 5.5
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
should_order(cards("JH JD AH KH QH"), Card("9H"))

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
_top = should_order(cards("JH JD AH KH QH"), Card("9H"))
_low = should_order(cards("9C TD QS KS 9H"), Card("TH"))
assert type(_top).__name__ in ("bool", "bool_") and type(_low).__name__ in ("bool", "bool_"), f"should_order should give True or False; it gave {_top!r} and {_low!r}"
assert _top == True, "five top trumps: order!"
assert _low == False, "one low trump: pass"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre.order_up import order_values, ordered_up_deals
_match_seed = 7
assert (_test := order_values(should_order, ordered_up_deals(6000, seed=_match_seed))).yours > 0 and _test.ordered >= 0.04, f"On the hidden deals, {_test}; this check asks for more than 0, ordering at least 4% of hands."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre.order_up import order_values, ordered_up_deals
_match_seed = 7
assert (_test := order_values(should_order, ordered_up_deals(6000, seed=_match_seed))).yours >= _test.three_trumps, f"On the hidden deals, {_test}; this check asks for at least as many as three trumps."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre.order_up import order_values, ordered_up_deals
_match_seed = 7
assert (_test := order_values(should_order, ordered_up_deals(6000, seed=_match_seed))).yours >= _test.three_trumps + 0.01, f"On the hidden deals, {_test}; this check asks for at least 0.01 more than three trumps."

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [markdown]
# ## Done
#
# The book's strategy chapter measures the classic rules of thumb the same way,
# with many more deals and with bots that play like people instead of perfectly.
