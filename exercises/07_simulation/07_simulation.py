# %% [raw]
# # ASSIGNMENT CONFIG
# name: 07_simulation
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
# # Exercise 7: an exact probability, and a simulation to check it
#
# How often are you dealt at least one bower? Before trump is known, think of
# the two red jacks: if hearts become trump, J♥ and J♦ are its bowers. You will
# compute the exact probability that seat 0 is dealt **at least one of J♥ and
# J♦**, then estimate it by dealing many shuffled hands, and decide whether the
# two agree.
#
# Counting helps: `math.comb(n, k)` is the number of ways to choose `k` cards out
# of `n`. A player gets 5 of the 24 cards, so there are `comb(24, 5)` possible
# hands, each as likely as the others.

# %%
import math
import random

from euchre import Card, Deal

math.comb(24, 5)

# %% [raw]
# # BEGIN QUESTION
# name: q1

# %% [markdown]
# ## 1. The exact value
#
# Write `exact_probability()`: the probability that a five-card hand holds at
# least one of J♥ and J♦, as a float.
#
# Hint: it is easier to count the hands with **neither** red jack. For example,
# the probability of holding no ace of spades is `comb(23, 5) / comb(24, 5)`:
#
# ```python
# >>> math.comb(23, 5) / math.comb(24, 5)
# 0.7916666666666666
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def exact_probability():
    """P(a five-card hand holds J♥ or J♦ or both)."""
    # BEGIN SOLUTION
    return 1 - math.comb(22, 5) / math.comb(24, 5)
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
exact_probability()

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
_p = exact_probability()
assert isinstance(_p, float) and 0 < _p < 1, f"a probability is a float between 0 and 1, not {_p!r}"
import random as _random
_rng = _random.Random(2024)  # 20,000 random hands of the 24 cards (0 and 1: the red jacks)
_n = 20_000
_freq = sum(1 for _ in range(_n) if {0, 1} & set(_rng.sample(range(24), 5))) / _n
assert abs(_p - _freq) < 4 * (_p * (1 - _p) / _n) ** 0.5, f"exact_probability() gave {_p!r}, but {_freq:.1%} of {_n:,} random hands held a red jack: is a hand counted twice, or left out?"

# %%
""" # BEGIN TEST CONFIG
points: 2
hidden: true
""" # END TEST CONFIG
import itertools
from euchre.cards import STANDARD_DECK
_bowers = {Card("JH"), Card("JD")}
_hits = sum(1 for _hand in itertools.combinations(STANDARD_DECK, 5) if _bowers & set(_hand))
assert abs(exact_probability() - _hits / math.comb(24, 5)) < 1e-12, 'exact_probability() gave ' + repr(exact_probability()) + '; counting every hand gives ' + repr(_hits / math.comb(24, 5))

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q2

# %% [markdown]
# ## 2. A simulation
#
# Write `simulate(n, seed)`: deal `n` shuffled deals and return the fraction in
# which seat 0's hand holds J♥ or J♦. Make it **reproducible**: the same `seed`
# must give the same answer. One way: make one generator `rng = random.Random(seed)`
# and deal each deal with `Deal.shuffled(seed=rng)`.
#
# ```python
# >>> rng = random.Random(1)
# >>> hand = Deal.shuffled(seed=rng).hand(0)
# >>> len(hand), Card("JH") in hand or Card("JD") in hand
# (5, True)
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def simulate(n, seed):
    """The fraction of n seeded deals in which seat 0 holds J♥ or J♦."""
    # BEGIN SOLUTION
    rng = random.Random(seed)
    bowers = {Card("JH"), Card("JD")}
    hits = 0
    for _ in range(n):
        hand = Deal.shuffled(seed=rng).hand(0)
        if bowers & set(hand):
            hits += 1
    return hits / n
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
simulate(1000, seed=1)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
_a, _b = simulate(200, seed=5), simulate(200, seed=5)
assert isinstance(_a, float) and 0 <= _a <= 1, f"simulate should return a fraction, not {_a!r}"
assert _a == _b, f"simulate(200, seed=5) gave {_a!r}, then {_b!r} when run again: the same seed must give the same estimate"
assert _a != 0, f"simulate(200, seed=5) gave {_a!r}: in none of 200 deals did seat 0 hold a red jack, which shuffled deals almost never do (the chance is below 1 in 10^40). Does your test ever match? A hand holds cards, not text: Card('JH') in hand, never 'JH' in hand. And is every deal dealt from the same seed, so that all 200 are one deal? Make one generator before the loop and deal each deal from it"
assert _a != 1, f"simulate(200, seed=5) gave {_a!r}: in all of 200 deals seat 0 held a red jack, which shuffled deals almost never do (the chance is below 1 in 10^40); is every deal dealt from the same seed, so that all 200 are one deal? Make one generator before the loop and deal each deal from it"
import math as _math, random as _random
_rng = _random.Random(2024)  # 20,000 random hands of the 24 cards (0 and 1: the red jacks)
_m = 20_000
_freq = sum(1 for _ in range(_m) if {0, 1} & set(_rng.sample(range(24), 5))) / _m
_estimate = simulate(1000, seed=1)
_bound = 6 * _math.sqrt(_freq * (1 - _freq) * (1 / 1000 + 1 / _m))  # 6 standard errors of the difference
assert abs(_estimate - _freq) <= _bound, f"simulate(1000, seed=1) gave {_estimate!r}, but {_freq:.1%} of {_m:,} random hands the check dealt held J♥ or J♦, so the estimate should be near {_freq:.2f}: a right simulation of 1,000 deals lands within {_bound:.3f} of that (6 standard errors) in all but less than one run in a billion, so this is not chance. Does it count every hand that holds J♥, J♦ or both?"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import statistics
_estimates = [simulate(100, seed=_s) for _s in range(40, 50)]
assert statistics.pstdev(_estimates) > 0.005, f"different seeds should give different samples: simulate(100, seed) for the seeds 40 to 49 gave {_estimates}, which vary by {statistics.pstdev(_estimates):.4f}, where samples of 100 deals vary by about 0.05"

# %%
""" # BEGIN TEST CONFIG
points: 2
hidden: true
""" # END TEST CONFIG
_p = 1 - math.comb(22, 5) / math.comb(24, 5)
_n = 10_000
_estimate = simulate(_n, seed=31)
assert abs(_estimate - _p) <= 4 * math.sqrt(_p * (1 - _p) / _n), 'simulate(10_000, seed=31) gave ' + repr(_estimate) + ', more than 4 standard errors from the exact ' + repr(_p)

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q3

# %% [markdown]
# ## 3. Do they agree?
#
# A simulation of `n` deals estimates a probability `p` with a **standard error**
# of `sqrt(p * (1 - p) / n)`. An estimate more than four standard errors away
# from `p` would be very surprising (it happens less than once in 10,000 runs), so
# that is our tolerance.
#
# Write `standard_error(p, n)` and `agrees(estimate, p, n)`: `True` when the
# estimate is within four standard errors of `p`.
#
# ```python
# >>> standard_error(0.5, 100)
# 0.05
# >>> agrees(0.62, 0.5, 100), agrees(0.72, 0.5, 100)
# (True, False)
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def standard_error(p, n):
    """The standard error of a fraction estimated from n independent samples."""
    # BEGIN SOLUTION
    return math.sqrt(p * (1 - p) / n)
    # END SOLUTION


def agrees(estimate, p, n):
    """True if estimate is within 4 standard errors of p."""
    # BEGIN SOLUTION
    return abs(estimate - p) <= 4 * standard_error(p, n)
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
n = 2000
estimate, p = simulate(n, seed=2), exact_probability()
print(estimate, p, standard_error(p, n), agrees(estimate, p, n))

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert abs(standard_error(0.5, 100) - 0.05) < 1e-12, f"standard_error(0.5, 100) gave {standard_error(0.5, 100)!r}; the right answer is 0.05"
assert agrees(0.62, 0.5, 100) == True
assert agrees(0.72, 0.5, 100) == False

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert abs(standard_error(0.2, 400) - 0.02) < 1e-12, f"standard_error(0.2, 400) gave {standard_error(0.2, 400)!r}; the right answer is 0.02"
assert agrees(0.27, 0.2, 400) == True
assert agrees(0.13, 0.2, 400) == True, "agrees(0.13, 0.2, 400) should be True: 0.13 is 3.5 standard errors below p = 0.2, counting the standard error of p, sqrt(p * (1 - p) / n) = 0.02, not that of the estimate"
assert agrees(0.11, 0.2, 400) == False
assert agrees(0.30, 0.2, 400) == False

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [markdown]
# ## Done
#
# The module `euchre.odds` computes such probabilities exactly, by walking all
# 42,504 possible hands, and the book checks each one with a seeded simulation,
# as you just did.
