# %% [raw]
# # ASSIGNMENT CONFIG
# name: 05_scoring
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
# # Exercise 5: scoring a deal
#
# The team that made trump are the **makers**; the other team are the
# **defenders**. After the five tricks, exactly one team scores:
#
# | the makers took | points |
# |---|---|
# | 3 or 4 tricks | 1 to the makers |
# | all 5 (a **march**) | 2 to the makers |
# | 0, 1 or 2 (they are **euchred**) | 2 to the defenders |
#
# A maker who goes **alone** (a loner) plays without their partner. A loner who
# takes all 5 tricks scores 4; with 3 or 4 tricks, 1; a euchred loner gives the
# defenders 2. At some tables a defender may also defend alone against a loner;
# a lone defender who euchres the loner scores 4.
#
# Answer with a pair `(side, points)`, where `side` is `"makers"` or
# `"defenders"`.

# %% [raw]
# # BEGIN QUESTION
# name: q1

# %% [markdown]
# ## 1. A deal played by partners
#
# Write `score_partners(maker_tricks)` for a deal where nobody went alone.
#
# ```python
# >>> score_partners(4)
# ('makers', 1)
# >>> score_partners(1)
# ('defenders', 2)
# >>> score_partners(2), score_partners(5)
# (('defenders', 2), ('makers', 2))
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def score_partners(maker_tricks):
    """(side, points) for a deal without a loner."""
    # BEGIN SOLUTION
    if maker_tricks == 5:
        return ("makers", 2)
    if maker_tricks >= 3:
        return ("makers", 1)
    return ("defenders", 2)
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
score_partners(4)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert tuple(score_partners(3)) == ("makers", 1), f"score_partners(3) gave {score_partners(3)!r}; the right answer is ('makers', 1)"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert tuple(score_partners(4)) == ("makers", 1)

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert tuple(score_partners(5)) == ("makers", 2)

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
for _tricks in (0, 1, 2):
    assert tuple(score_partners(_tricks)) == ("defenders", 2), f"score_partners({_tricks}) gave {score_partners(_tricks)!r}; the right answer is ('defenders', 2)"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q2

# %% [markdown]
# ## 2. Loners and lone defenders
#
# Write `score_deal(maker_tricks, maker_alone=False, lone_defender=False)` for
# every kind of deal. You may call your `score_partners`.
#
# ```python
# >>> score_deal(5, maker_alone=True)
# ('makers', 4)
# >>> score_deal(2, maker_alone=True, lone_defender=True)
# ('defenders', 4)
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def score_deal(maker_tricks, maker_alone=False, lone_defender=False):
    """(side, points) for any deal: with a loner, and with a lone defender."""
    # BEGIN SOLUTION
    if maker_alone and maker_tricks == 5:
        return ("makers", 4)
    if lone_defender and maker_tricks < 3:
        return ("defenders", 4)
    return score_partners(maker_tricks)
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
score_deal(5, maker_alone=True)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
assert tuple(score_deal(3)) == ("makers", 1), "no loner: as in question 1"
assert tuple(score_deal(4, maker_alone=True)) == ("makers", 1), "a loner with 4 tricks scores 1"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert tuple(score_deal(5, maker_alone=True)) == ("makers", 4)

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert tuple(score_deal(5)) == ("makers", 2)
assert tuple(score_deal(1, maker_alone=True)) == ("defenders", 2)

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
assert tuple(score_deal(0, maker_alone=True, lone_defender=True)) == ("defenders", 4)
assert tuple(score_deal(2, maker_alone=True, lone_defender=True)) == ("defenders", 4)
assert tuple(score_deal(3, maker_alone=True, lone_defender=True)) == ("makers", 1)

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import euchre
for _tricks in range(6):
    for _alone, _lone in ((False, False), (True, False), (True, True)):
        _want = euchre.score_hand(_tricks, maker_alone=_alone, lone_defender=_lone)
        assert tuple(score_deal(_tricks, _alone, _lone)) == _want, f"score_deal({_tricks}, {_alone}, {_lone}) gave {score_deal(_tricks, _alone, _lone)!r}; the right answer is {_want!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q3

# %% [markdown]
# ## 3. A game to 10
#
# A game is a series of deals; the first team to reach 10 points wins, and no
# more deals are played. Team 0 is seats 0 and 2, team 1 is seats 1 and 3.
#
# Write `play_game(deals, target=10)`. Each deal is a tuple
# `(makers, maker_tricks, maker_alone)` where `makers` is the makers' team.
# Return the final score `(team 0, team 1)` and the winning team, or `None` if
# nobody has reached the target yet. Use your `score_deal` (no lone defenders
# here).
#
# ```python
# >>> play_game([(0, 3, False), (1, 5, False), (1, 2, False), (0, 5, True)])  # team 1 euchred in the third deal
# ((7, 2), None)
# >>> play_game([(0, 5, True)] * 4)   # 4, 8, 12: team 0 wins; the 4th deal is not played
# ((12, 0), 0)
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def play_game(deals, target=10):
    """The score (team 0, team 1) and the winning team (or None) after the deals."""
    # BEGIN SOLUTION
    score = [0, 0]
    for makers, maker_tricks, maker_alone in deals:
        side, points = score_deal(maker_tricks, maker_alone)
        team = makers if side == "makers" else 1 - makers
        score[team] += points
        if score[team] >= target:
            return (score[0], score[1]), team
    return (score[0], score[1]), None
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
play_game([(0, 3, False), (1, 5, False), (1, 2, False), (0, 5, True)])

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
_got = play_game([(0, 3, False), (1, 5, False), (1, 2, False), (0, 5, True)])
assert tuple(_got[0]) == (7, 2) and _got[1] is None, 'play_game([(0, 3, False), (1, 5, False), (1, 2, False), (0, 5, True)]) gave ' + repr(_got) + '; the right answer is ((7, 2), None): team 0 scores 1, then 2 for euchring team 1, then 4 for a loner\'s march'

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
_got = play_game([(1, 2, False), (0, 0, True)])
assert tuple(_got[0]) == (2, 2) and _got[1] is None, 'play_game([(1, 2, False), (0, 0, True)]) gave ' + repr(_got) + '; the right answer is ((2, 2), None): each euchre gives 2 points to the defenders\' team'

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
_got = play_game([(0, 5, True), (0, 5, True), (0, 5, True), (1, 3, False)])
assert tuple(_got[0]) == (12, 0) and _got[1] == 0, 'play_game([(0, 5, True), (0, 5, True), (0, 5, True), (1, 3, False)]) gave ' + repr(_got) + '; the right answer is ((12, 0), 0)'
_got = play_game([(1, 4, False)] * 6, target=5)
assert tuple(_got[0]) == (0, 5) and _got[1] == 1, 'play_game([(1, 4, False)] * 6, target=5) gave ' + repr(_got) + '; the right answer is ((0, 5), 1)'

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import random
import euchre
_rng = random.Random(14)
for _ in range(200):
    _deals = [(_rng.randrange(2), _rng.randrange(6), _rng.random() < 0.2) for _ in range(_rng.randrange(25))]
    _score, _winner = [0, 0], None
    for _makers, _tricks, _alone in _deals:
        _side, _points = euchre.score_hand(_tricks, maker_alone=_alone)
        _team = _makers if _side == "makers" else 1 - _makers
        _score[_team] += _points
        if _score[_team] >= 10:
            _winner = _team
            break
    _got = play_game(_deals)
    assert (tuple(_got[0]), _got[1]) == (tuple(_score), _winner), f"play_game({_deals!r}) gave {_got!r}; the right answer is {(tuple(_score), _winner)!r}"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [markdown]
# ## Done
#
# The engine's `euchre.score_hand(maker_tricks, maker_alone=..., lone_defender=...)`
# scores a deal the same way, and `Game` plays deals until a team reaches the
# target of its `Rules`.
