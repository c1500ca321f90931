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
# You sit left of the dealer and look at your five cards and the upcard. Should
# you order it up? Rules of thumb say "three trumps" or "the right bower and two
# more". In this exercise you write your own measure of a hand and the engine
# grades it against **measured outcomes**.
#
# The measurement: you order up, the dealer (an opponent) picks up the upcard and
# discards, and then the engine's double-dummy solver plays the deal perfectly
# with all cards known and counts the tricks your team takes. Perfect play is not
# how people play, but it is an exact, repeatable yardstick.
#
# The function below makes such measurements; run it to see a few.

# %%
from euchre import Card, Deal, Rank, Suit, cards, is_trump, score_hand, trump_order
from euchre.bots import RuleBot
from euchre.solver import solve


def measured_deals(n, seed):
    """n seeded deals as (hand, upcard, tricks): the hand of the player left of
    the dealer, the upcard, and the tricks that player's team takes with perfect
    play after ordering the upcard up."""
    found = []
    for i in range(n):
        deal = Deal.shuffled(seed=seed * 100_000 + i, dealer=0)
        hand, upcard = deal.hand(1), deal.upcard
        deal.apply("order")
        deal.apply(RuleBot().act(deal.view(0)))  # the dealer's discard
        found.append((hand, upcard, solve(deal).tricks[1]))
    return found


def rank_correlation(xs, ys):
    """Spearman's rank correlation of two lists of numbers: 1 when they rise together
    in the same order, 0 when their orders are unrelated (ties share a rank)."""

    def ranks(values):
        order = sorted(range(len(values)), key=values.__getitem__)
        result, i = [0.0] * len(values), 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                result[order[k]] = (i + j) / 2
            i = j + 1
        return result

    a, b = ranks(xs), ranks(ys)
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    va, vb = sum((x - ma) ** 2 for x in a), sum((y - mb) ** 2 for y in b)
    return cov / (va * vb) ** 0.5 if va and vb else 0.0


def trumps_held(hand, trump):
    """How many trumps hand holds: the plainest measure of a hand."""
    return sum(1 for card in hand if is_trump(card, trump))


def deal_value(tricks):
    """What a deal ordered up is worth to your team: +1 or +2, or -2 when euchred."""
    side, points = score_hand(tricks)
    return points if side == "makers" else -points


def compare_strength(strength, deals):
    """Print ρ for strength(hand, trump) and for counting trumps on deals."""
    tricks = [t for _, _, t in deals]
    yours = rank_correlation([float(strength(h, u.suit)) for h, u, _ in deals], tricks)
    plain = rank_correlation([float(trumps_held(h, u.suit)) for h, u, _ in deals], tricks)
    print(f"ρ over {len(deals)} deals: yours {yours:.3f}, counting trumps {plain:.3f}")


def compare_orders(should_order, deals):
    """Print the points a deal of ordering by should_order(hand, upcard), and of
    ordering with three trumps, on deals."""
    def mean(order):
        return sum(deal_value(t) for h, u, t in deals if order(h, u)) / len(deals)

    share = sum(1 for h, u, _ in deals if should_order(h, u)) / len(deals)
    print(
        f"Points a deal over {len(deals)} deals: yours {mean(should_order):+.3f} (ordering "
        f"{share:.0%} of hands), order with three trumps "
        f"{mean(lambda h, u: trumps_held(h, u.suit) >= 3):+.3f}"
    )


for hand, upcard, tricks in measured_deals(5, seed=1):
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
# **How it is graded.** On 2,000 measured deals you do not see (your teacher's
# grading draws them from a seed of its own), the grader compares the order of your
# scores with the order of the tricks taken, with Spearman's rank correlation ρ
# (`rank_correlation` above: 1 when the two orders agree, 0 when they are
# unrelated). It does the same for the plainest measure, the number of trumps held
# (`trumps_held`). You get a point for ρ ≥ 0.25, a second when your ρ is at least
# that of counting trumps on the same deals, and a third when it beats counting
# trumps by 0.03 or more; one more for the public check above. Counting trumps
# itself earns two of the three. Both are measured on the same deals, so the luck
# of the deals mostly cancels out. Try yours on other deals first:
# `compare_strength(hand_strength, measured_deals(2000, seed=1))`.

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
_strong = float(hand_strength(cards("JH JD AH 9C 9S"), Suit.HEARTS))
_weak = float(hand_strength(cards("9H TH AC 9C 9S"), Suit.HEARTS))
_none = float(hand_strength(cards("9D TD AC 9C 9S"), Suit.HEARTS))
assert _strong > _weak > _none, (_strong, _weak, _none)

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre import Deal, is_trump, score_hand
from euchre.bots import RuleBot
from euchre.solver import solve
_match_seed = 7
_deals = []
for _i in range(2000):
    _deal = Deal.shuffled(seed=_match_seed * 100_000 + _i, dealer=0)
    _hand, _upcard = _deal.hand(1), _deal.upcard
    _ = _deal.apply("order")
    _ = _deal.apply(RuleBot().act(_deal.view(0)))
    _deals.append((_hand, _upcard, solve(_deal).tricks[1]))
def _trumps(hand, trump):
    return sum(1 for card in hand if is_trump(card, trump))
def _spearman(xs, ys):
    def ranks(values):
        order = sorted(range(len(values)), key=values.__getitem__)
        result, i = [0.0] * len(values), 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                result[order[k]] = (i + j) / 2
            i = j + 1
        return result
    a, b = ranks(xs), ranks(ys)
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    va, vb = sum((x - ma) ** 2 for x in a), sum((y - mb) ** 2 for y in b)
    return cov / (va * vb) ** 0.5 if va and vb else 0.0
_tricks = [t for _, _, t in _deals]
_rho = _spearman([float(hand_strength(h, u.suit)) for h, u, _ in _deals], _tricks)
_plain = _spearman([float(_trumps(h, u.suit)) for h, u, _ in _deals], _tricks)
_said = f"On the hidden deals your ρ is {_rho:.3f}, counting trumps' {_plain:.3f}; this check asks for "
assert _rho >= 0.25, _said + "at least 0.25."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre import Deal, is_trump, score_hand
from euchre.bots import RuleBot
from euchre.solver import solve
_match_seed = 7
_deals = []
for _i in range(2000):
    _deal = Deal.shuffled(seed=_match_seed * 100_000 + _i, dealer=0)
    _hand, _upcard = _deal.hand(1), _deal.upcard
    _ = _deal.apply("order")
    _ = _deal.apply(RuleBot().act(_deal.view(0)))
    _deals.append((_hand, _upcard, solve(_deal).tricks[1]))
def _trumps(hand, trump):
    return sum(1 for card in hand if is_trump(card, trump))
def _spearman(xs, ys):
    def ranks(values):
        order = sorted(range(len(values)), key=values.__getitem__)
        result, i = [0.0] * len(values), 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                result[order[k]] = (i + j) / 2
            i = j + 1
        return result
    a, b = ranks(xs), ranks(ys)
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    va, vb = sum((x - ma) ** 2 for x in a), sum((y - mb) ** 2 for y in b)
    return cov / (va * vb) ** 0.5 if va and vb else 0.0
_tricks = [t for _, _, t in _deals]
_rho = _spearman([float(hand_strength(h, u.suit)) for h, u, _ in _deals], _tricks)
_plain = _spearman([float(_trumps(h, u.suit)) for h, u, _ in _deals], _tricks)
_said = f"On the hidden deals your ρ is {_rho:.3f}, counting trumps' {_plain:.3f}; this check asks for "
assert _rho >= _plain, _said + "at least counting trumps' ρ."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre import Deal, is_trump, score_hand
from euchre.bots import RuleBot
from euchre.solver import solve
_match_seed = 7
_deals = []
for _i in range(2000):
    _deal = Deal.shuffled(seed=_match_seed * 100_000 + _i, dealer=0)
    _hand, _upcard = _deal.hand(1), _deal.upcard
    _ = _deal.apply("order")
    _ = _deal.apply(RuleBot().act(_deal.view(0)))
    _deals.append((_hand, _upcard, solve(_deal).tricks[1]))
def _trumps(hand, trump):
    return sum(1 for card in hand if is_trump(card, trump))
def _spearman(xs, ys):
    def ranks(values):
        order = sorted(range(len(values)), key=values.__getitem__)
        result, i = [0.0] * len(values), 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                result[order[k]] = (i + j) / 2
            i = j + 1
        return result
    a, b = ranks(xs), ranks(ys)
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    va, vb = sum((x - ma) ** 2 for x in a), sum((y - mb) ** 2 for y in b)
    return cov / (va * vb) ** 0.5 if va and vb else 0.0
_tricks = [t for _, _, t in _deals]
_rho = _spearman([float(hand_strength(h, u.suit)) for h, u, _ in _deals], _tricks)
_plain = _spearman([float(_trumps(h, u.suit)) for h, u, _ in _deals], _tricks)
_said = f"On the hidden deals your ρ is {_rho:.3f}, counting trumps' {_plain:.3f}; this check asks for "
assert _rho >= _plain + 0.03, _said + "at least counting trumps' ρ + 0.03."

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
# A deal you order up is worth its points to your team: `score_hand(tricks)` gives
# +1 or +2 to the makers when you make it, and 2 to the other team (count it as
# −2) when you are euchred. A deal you pass is worth 0 here.
#
# ```python
# >>> should_order(cards("JH JD AH KH QH"), Card("9H"))
# True
# >>> should_order(cards("9C TD QS KS 9H"), Card("TH"))
# False
# ```
#
# **How it is graded.** On 2,000 hidden measured deals, as in question 1: one point
# if ordering your way wins points on average (more than passing every time, while
# ordering at least 4% of the hands), a second if it wins at least as many points a
# deal as "order with three trumps" on the same deals, and a third if it wins 0.01
# points a deal more than that rule; one more for the public check above. Try it
# with `compare_orders(should_order, measured_deals(2000, seed=1))`.

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
assert should_order(cards("JH JD AH KH QH"), Card("9H")) is True, "five top trumps: order!"
assert should_order(cards("9C TD QS KS 9H"), Card("TH")) is False, "one low trump: pass"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre import Deal, is_trump, score_hand
from euchre.bots import RuleBot
from euchre.solver import solve
_match_seed = 7
_deals = []
for _i in range(2000):
    _deal = Deal.shuffled(seed=_match_seed * 100_000 + _i, dealer=0)
    _hand, _upcard = _deal.hand(1), _deal.upcard
    _ = _deal.apply("order")
    _ = _deal.apply(RuleBot().act(_deal.view(0)))
    _deals.append((_hand, _upcard, solve(_deal).tricks[1]))
def _trumps(hand, trump):
    return sum(1 for card in hand if is_trump(card, trump))
def _value(tricks):
    side, points = score_hand(tricks)
    return points if side == "makers" else -points
def _mean(order):
    return sum(_value(t) for h, u, t in _deals if order(h, u)) / len(_deals)
_orders = sum(1 for h, u, _ in _deals if should_order(h, u))
_yours, _plain = _mean(should_order), _mean(lambda h, u: _trumps(h, u.suit) >= 3)
_said = (f"On the hidden deals ordering your way gives {_yours:+.3f} points a deal (ordering {_orders / len(_deals):.0%} of hands), "
         f"ordering with three trumps {_plain:+.3f}; this check asks for ")
assert _orders >= 0.04 * len(_deals) and _yours > 0, _said + "more than 0, ordering at least 4% of hands."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre import Deal, is_trump, score_hand
from euchre.bots import RuleBot
from euchre.solver import solve
_match_seed = 7
_deals = []
for _i in range(2000):
    _deal = Deal.shuffled(seed=_match_seed * 100_000 + _i, dealer=0)
    _hand, _upcard = _deal.hand(1), _deal.upcard
    _ = _deal.apply("order")
    _ = _deal.apply(RuleBot().act(_deal.view(0)))
    _deals.append((_hand, _upcard, solve(_deal).tricks[1]))
def _trumps(hand, trump):
    return sum(1 for card in hand if is_trump(card, trump))
def _value(tricks):
    side, points = score_hand(tricks)
    return points if side == "makers" else -points
def _mean(order):
    return sum(_value(t) for h, u, t in _deals if order(h, u)) / len(_deals)
_orders = sum(1 for h, u, _ in _deals if should_order(h, u))
_yours, _plain = _mean(should_order), _mean(lambda h, u: _trumps(h, u.suit) >= 3)
_said = (f"On the hidden deals ordering your way gives {_yours:+.3f} points a deal (ordering {_orders / len(_deals):.0%} of hands), "
         f"ordering with three trumps {_plain:+.3f}; this check asks for ")
assert _yours >= _plain, _said + "at least as many as three trumps."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
from euchre import Deal, is_trump, score_hand
from euchre.bots import RuleBot
from euchre.solver import solve
_match_seed = 7
_deals = []
for _i in range(2000):
    _deal = Deal.shuffled(seed=_match_seed * 100_000 + _i, dealer=0)
    _hand, _upcard = _deal.hand(1), _deal.upcard
    _ = _deal.apply("order")
    _ = _deal.apply(RuleBot().act(_deal.view(0)))
    _deals.append((_hand, _upcard, solve(_deal).tricks[1]))
def _trumps(hand, trump):
    return sum(1 for card in hand if is_trump(card, trump))
def _value(tricks):
    side, points = score_hand(tricks)
    return points if side == "makers" else -points
def _mean(order):
    return sum(_value(t) for h, u, t in _deals if order(h, u)) / len(_deals)
_orders = sum(1 for h, u, _ in _deals if should_order(h, u))
_yours, _plain = _mean(should_order), _mean(lambda h, u: _trumps(h, u.suit) >= 3)
_said = (f"On the hidden deals ordering your way gives {_yours:+.3f} points a deal (ordering {_orders / len(_deals):.0%} of hands), "
         f"ordering with three trumps {_plain:+.3f}; this check asks for ")
assert _yours >= _plain + 0.01, _said + "at least 0.01 more than three trumps."

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [markdown]
# ## Done
#
# The book's chapter on bidding measures the classic rules of thumb the same way,
# with many more deals and with bots that play like people instead of perfectly.
