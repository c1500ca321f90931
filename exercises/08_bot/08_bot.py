# %% [raw]
# # ASSIGNMENT CONFIG
# name: 08_bot
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
# # Exercise 8: write a bot
#
# A bot is an object with a `name` and one method, `act(view)`, that returns one
# of `view.legal_actions()`, each an `Action` (print one to see it: `order`,
# `call S alone`, `play AS`). The `view` holds what one seat may know: its seat
# (`view.seat`, 0 to 3 from South clockwise) and the dealer's (`view.dealer`), its
# own cards (`view.hand`), the upcard (`view.upcard`), the trump once it is made
# (`view.trump`), the cards on the table (`view.current_trick`, a tuple of
# `(seat, card)` pairs) and more. Bots never see the other players' cards. An action
# with `alone` goes alone: the partner sits the deal out.
#
# Your bot will play a **duplicate match** against `RuleBot`, the engine's player
# built from rules of thumb: every deal is played twice with the same cards, the
# teams swapping seats, so good cards cannot make up for bad play. RuleBot is a
# fair test of both bidding and play; `RandomBot`, which picks any legal action at
# random, is not: against its wild bids, even a bot that never bids scores well.
#
# Here is a position, and the actions allowed in it:

# %%
import random

from euchre import (
    Action,
    Card,
    Deal,
    Phase,
    Suit,
    effective_suit,
    is_trump,
    trick_winner,
    trump_order,
)
from euchre.bots import RandomBot
from euchre.bots.own_work import engine_players_refused, own_work
from euchre.tournament import duplicate_match

example = Deal.shuffled(seed=3, dealer=0)
example_view = example.view(1)
print(example_view)
example_view.legal_actions()


# %% [markdown]
# `try_bot` plays a short duplicate match of a bot against RuleBot and prints it:
# the points each side scored, and the difference a deal (the line `random - rule`
# below, with its 95% interval). Here `RandomBot` sits in your bot's seats, to
# show how far behind RuleBot a player without a plan falls.

# %%
import linecache
import sys
import time
import traceback
from pathlib import Path

import euchre


class _Timed:
    """A bot whose decisions are counted and timed."""

    def __init__(self, bot, clock):
        self.bot, self.clock, self.name = bot, clock, getattr(bot, "name", "bot")

    def act(self, view):
        start = time.perf_counter()
        try:
            return self.bot.act(view)
        finally:
            self.clock[0] += time.perf_counter() - start
            self.clock[1] += 1


def try_bot(bot_factory, deals=20, seed=0):
    """Play a short duplicate match of a bot against RuleBot and print the result
    (or what went wrong), and how long the graded match would take at the bot's
    speed. bot_factory makes a bot from a seed. As at grading, the engine's own
    players (RuleBot, the ExpertBot, the coach) refuse to help the bot."""
    clock = [0.0, 0]  # seconds spent deciding, decisions
    try:
        timed = own_work(lambda s: _Timed(bot_factory(s), clock))
        result = duplicate_match(timed, "rule", deals=deals, seed=seed)
        print(result)
    except Exception as error:
        print(f"The bot is not ready yet: {type(error).__name__}: {error}")
        print(_where(error))
        return
    lead = -result.points_per_deal
    earned = sum(lead <= most for most in (0.65, 0.45, 0.25))
    print(
        (f"RuleBot's lead: {lead:.3f} points a deal" if lead >= 0 else f"Your bot leads RuleBot by {-lead:.3f} points a deal")
        + ". At that rate the graded match gives "
        f"{earned} of its 3 points (one for a lead of at most 0.65, 0.45 and 0.25)"
        + (f"; {deals} deals are few, so try deals=300, in a cell of your own, for a closer figure." if deals < 300 else ".")
    )
    graded = clock[0] / deals * 300
    print(
        f"{1000 * clock[0] / max(clock[1], 1):.1f} ms a decision: the graded match of 300 deals "
        f"would take this bot about {graded:.0f} s of the 120 s it may run"
        + (" (too slow: make the bot think less)." if graded > 120 else ".")
    )


def _where(error):
    """Where the error was raised in the notebook's own code (the deepest line that
    is neither the engine's nor these helpers'), as the student would look for it."""
    engine = Path(euchre.__file__).parent
    helpers = {try_bot.__code__, _Timed.act.__code__}
    for frame, number in reversed(list(traceback.walk_tb(error.__traceback__))):
        code = frame.f_code
        file = Path(code.co_filename)
        if code in helpers or engine in file.parents or "site-packages" in file.parts:
            continue
        if file.is_relative_to(Path(sys.base_prefix)) or code.co_filename.startswith("<frozen"):
            continue
        cell = _cell_name(code.co_filename)
        line = linecache.getline(code.co_filename, number).strip()
        return f"It was raised in {cell}line {number}: {line}"
    return "It was raised inside the engine: the message above says what was wrong."


def _cell_name(filename):
    """The cell's name as Jupyter shows it ("In[7]"), where the notebook knows it."""
    try:
        named = get_ipython().compile.format_code_name(filename)  # noqa: F821
    except Exception:
        named = None
    return f"cell {named[1]}, " if named else ""


try_bot(lambda seed: RandomBot(seed=seed))

# %% [markdown]
# An action is written as text and read with `Action.parse`: `"pass"`,
# `"order"`, `"call H"`, `"discard 9C"`, `"play JH"`. A card's two-letter text is
# `card.code`:

# %%
Action.parse("play " + Card("JH").code) in [Action.parse("play JH")]

# %% [raw]
# # BEGIN QUESTION
# name: q1

# %% [markdown]
# ## 1. Bidding
#
# Write `bid(view)` for the two bidding phases.
#
# - In the first round (`view.phase is Phase.ORDER`) the upcard's suit would be
#   trump. Return `Action.parse("order")` or `Action.parse("pass")`.
# - In the second round (`view.phase is Phase.CALL`) you may name any suit but
#   the upcard's, with `Action.parse("call " + suit.letter)`, or pass.
#
# A simple rule that works: make trump when you hold at least three trumps (the
# left bower counts: `is_trump(card, trump)`). If you are the dealer in the first
# round, count the upcard as one of your cards: you would pick it up.
#
# ```python
# >>> bid(example_view) in example_view.legal_actions()
# True
# ```
#
# The check below tries a view of each round.

# %% [raw]
# # BEGIN SOLUTION

# %%
def count_trumps(hand, trump):
    """How many cards of hand are trumps."""
    return sum(1 for card in hand if is_trump(card, trump))


def bid(view):
    """Order, call or pass."""
    # BEGIN SOLUTION
    legal = view.legal_actions()
    if view.phase is Phase.ORDER:
        trump = view.upcard.suit
        hand = list(view.hand) + ([view.upcard] if view.seat == view.dealer else [])
        return Action.parse("order") if count_trumps(hand, trump) >= 3 else Action.parse("pass")
    suits = [suit for suit in Suit if suit != view.upcard.suit]
    best = max(suits, key=lambda suit: count_trumps(view.hand, suit))
    if count_trumps(view.hand, best) >= 3 or Action.parse("pass") not in legal:
        return Action.parse("call " + best.letter)
    return Action.parse("pass")
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
bid(example_view)

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
with engine_players_refused():
    _view = Deal.shuffled(seed=3, dealer=0).view(1)
    assert bid(_view) in _view.legal_actions(), f"bid returned {bid(_view)!r}; it must return one of view.legal_actions(), an Action such as {_view.legal_actions()[0]!r}"
    _deal = Deal.shuffled(seed=3, dealer=0)
    for _ in range(4):
        _ = _deal.apply("pass")
    _view = _deal.view(1)
    assert bid(_view) in _view.legal_actions(), f"In the second round, with {_deal.upcard} turned down, bid returned {bid(_view)!r}; it must return one of view.legal_actions(): {', '.join(map(str, _view.legal_actions()))}"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
with engine_players_refused():
    _deal = Deal.new(dealer=0, hands=["9C TC QC KC AC", "JH JD AH KH QH", "9S TS QS KS AS", "9D TD QD KD AD"], kitty="9H TH JC JS")
    assert bid(_deal.view(1)) == Action.parse("order"), f"West holds {' '.join(map(str, _deal.hand(1)))} and {_deal.upcard} is turned up: bid returned {bid(_deal.view(1))}; the right answer is order"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
with engine_players_refused():
    _deal = Deal.new(dealer=0, hands=["9C TC QC KC AC", "9S TS QD KD 9H", "JS QS KS AS TD", "9D AD JH JD AH"], kitty="TH KH JC QH")
    assert bid(_deal.view(1)) == Action.parse("pass"), f"West holds {' '.join(map(str, _deal.hand(1)))} and {_deal.upcard} is turned up: bid returned {bid(_deal.view(1))}; the right answer is pass"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
with engine_players_refused():
    _deal = Deal.new(dealer=0, hands=["9C QC AC KH AH", "JS QS AS 9D TC", "9S TS KS TD JD", "QD KD AD JH QH"], kitty="9H TH KC JC")
    for _ in range(4):
        _ = _deal.apply("pass")
    assert bid(_deal.view(1)) == Action.parse("call S"), f"In the second round, with {_deal.upcard} turned down, West holds {' '.join(map(str, _deal.hand(1)))}: bid returned {bid(_deal.view(1))}; the right answer is call S (three spades)"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
with engine_players_refused():
    _checked = 0
    for _seed in range(150):
        _deal = Deal.shuffled(seed=1000 + _seed, dealer=_seed % 4)
        _rng = random.Random(_seed)
        while _deal.phase in (Phase.ORDER, Phase.CALL):
            _view = _deal.view(_deal.to_act)
            assert bid(_view) in _view.legal_actions(), f"Holding {' '.join(map(str, _view.hand))} with {_view.upcard} turned up, bid returned {bid(_view)!r}; the legal actions were {', '.join(map(str, _view.legal_actions()))}"
            _checked += 1
            _ = _deal.apply(Action.parse("pass") if _rng.random() < 0.9 else _deal.legal_actions()[-1])
    assert _checked > 300, f"the check itself went wrong: it met only {_checked} bids, where it needs over 300"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q2

# %% [markdown]
# ## 2. Playing a card
#
# Write `play(view)` for the play phase: return `Action.parse("play " + card.code)`
# for one of the cards you may play (`[a.card for a in view.legal_actions()]`).
#
# A sound plan: when you lead, lead your strongest card. When you follow and your
# partner (`view.partner`) is already winning the trick, play your weakest card;
# otherwise play the cheapest card that wins, or your weakest card if none does.
# The engine's `trick_winner(cards, trump)` tells you which card of the trick is
# winning so far.
#
# The checks at grading ask two things of `play`, whatever your plan: every card
# it returns may be played, and when you play the last card of a trick while an
# opponent is winning it, you take the trick if one of your cards can.
#
# ```python
# >>> deal = Deal.shuffled(seed=3, dealer=0)
# >>> _ = deal.apply("order")
# >>> _ = deal.apply("discard " + deal.hand(0)[0].code)
# >>> view = deal.view(deal.to_act)
# >>> play(view) in view.legal_actions()
# True
# ```

# %% [raw]
# # BEGIN SOLUTION

# %%
def power(card, trump, led=None):
    """How strong card is: any trump beats the led suit, which beats the rest."""
    if is_trump(card, trump):
        return 100 - list(trump_order(trump)).index(card)
    if led is not None and effective_suit(card, trump) == led:
        return 50 + int(card.rank)
    return int(card.rank)


def play(view):
    """The card to play, as an action."""
    # BEGIN SOLUTION
    trump = view.trump
    cards = [action.card for action in view.legal_actions()]
    trick = view.current_trick
    if not trick:
        return Action.parse("play " + max(cards, key=lambda c: power(c, trump)).code)
    led = effective_suit(trick[0][1], trump)
    played = [card for _, card in trick]
    winning = trick_winner(played, trump)
    weakest = min(cards, key=lambda c: power(c, trump, led))
    if trick[winning][0] == view.partner:
        return Action.parse("play " + weakest.code)
    to_beat = power(played[winning], trump, led)
    winners = [c for c in cards if power(c, trump, led) > to_beat]
    choice = min(winners, key=lambda c: power(c, trump, led)) if winners else weakest
    return Action.parse("play " + choice.code)
    # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
deal = Deal.shuffled(seed=3, dealer=0)
deal.apply("order")
deal.apply("discard " + deal.hand(0)[0].code)
play(deal.view(deal.to_act))

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
with engine_players_refused():
    _deal = Deal.shuffled(seed=3, dealer=0)
    _ = _deal.apply("order")
    _ = _deal.apply("discard " + _deal.hand(0)[0].code)
    _view = _deal.view(_deal.to_act)
    assert play(_view) in _view.legal_actions(), f"Leading, play returned {play(_view)!r}; it must return one of view.legal_actions(), an Action such as {_view.legal_actions()[0]!r}"
    for _seed in range(3, 60):  # a card to follow, where not every card may be played
        _deal = Deal.shuffled(seed=_seed, dealer=0)
        _ = _deal.apply("order")
        _ = _deal.apply("discard " + _deal.hand(0)[0].code)
        _ = _deal.apply(_deal.legal_actions()[0])  # the lead
        _view = _deal.view(_deal.to_act)
        if len(_view.legal_actions()) < len(_view.hand):
            break
    assert play(_view) in _view.legal_actions(), f"Following {_view.current_trick[0][1]} with {' '.join(map(str, _view.hand))}, {_view.trump.plural} trump, play returned {play(_view)!r}; you may play only {', '.join(map(str, _view.legal_actions()))}"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
with engine_players_refused():
    _checked = 0
    for _seed in range(60):
        _deal = Deal.shuffled(seed=2000 + _seed, dealer=_seed % 4)
        _bots = [RandomBot(seed=_seed * 4 + _s) for _s in range(4)]
        while _deal.to_act is not None:
            _view = _deal.view(_deal.to_act)
            if _view.phase is Phase.PLAY:
                assert play(_view) in _view.legal_actions(), f"Holding {' '.join(map(str, _view.hand))}, {_view.trump.plural} trump, play returned {play(_view)!r}; the legal actions were {', '.join(map(str, _view.legal_actions()))}"
                _checked += 1
            _ = _deal.apply(_bots[_deal.to_act].act(_view))
    assert _checked > 300, f"the check itself went wrong: it met only {_checked} cards to play, where it needs over 300"

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
with engine_players_refused():
    _checked = 0
    for _seed in range(80):
        _deal = Deal.shuffled(seed=3000 + _seed, dealer=_seed % 4)
        _bots = [RandomBot(seed=_seed * 4 + _s) for _s in range(4)]
        while _deal.to_act is not None:
            _view = _deal.view(_deal.to_act)
            _active = 4 - len(_view.sitting_out)
            if _view.phase is Phase.PLAY and len(_view.current_trick) == _active - 1:
                _played = [c for _, c in _view.current_trick]
                _best = _view.current_trick[trick_winner(_played, _view.trump)][0]
                _can_win = [a for a in _view.legal_actions() if trick_winner(_played + [a.card], _view.trump) == len(_played)]
                if _best % 2 != _view.seat % 2 and _can_win:
                    assert play(_view) in _can_win, f"Last to play on {' '.join(str(c) for _, c in _view.current_trick)}, {_view.trump.plural} trump, an opponent winning: play returned {play(_view)}, but {', '.join(map(str, _can_win))} would win the trick"
                    _checked += 1
            _ = _deal.apply(_bots[_deal.to_act].act(_view))
    assert _checked > 30, f"the check itself went wrong: it met only {_checked} tricks to win, where it needs over 30"

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [raw]
# # BEGIN QUESTION
# name: q3

# %% [markdown]
# ## 3. The whole bot
#
# Put it together in `MyBot.act(view)`: use `bid` in the two bidding phases and
# `play` in the play phase. Two phases are left:
#
# - `Phase.DISCARD`: you are the dealer and picked up the upcard; discard one
#   card (`Action.parse("discard " + card.code)`), say your weakest.
# - `Phase.DEFEND` (only at tables that allow defending alone): `Action.parse("pass")`.
#
# **How it is graded.** A duplicate match of 300 deals (each played twice) against
# `RuleBot`, with a seed you do not see. Your bot plays it in a Python process of
# its own that is sent only its seat's view, so only what `view` holds can help
# it (and a bot that prints or keeps notes still works). Each decision may take at
# most 2 seconds there, and the whole match at most 120 seconds (unless your teacher
# allows more): a bot that thinks longer stops the match and earns none of its
# points. RuleBot is a sound player, and a bot that follows the plans above comes
# close to it: the bot earns a point if RuleBot's lead is at most 0.65 points per
# deal, another at 0.45 and a third at 0.25, and one for the public check below
# your answer. `try_bot` prints RuleBot's lead, the points it would earn and how
# long the graded match would take your bot. Try it in a cell of your own (the
# toolbar's + button adds one): `try_bot(lambda seed: MyBot(), deals=300)`.
#
# The bot must be your own. In `try_bot`, the checks and the graded match, the
# engine's own players (`RuleBot`, the ExpertBot, the coach and the learned bidding
# table) refuse to answer your code: a bot built on them (`class MyBot(RuleBot)`),
# or a `bid` or `play` that asks them, fails with a message that says so.
# `RandomBot`, `trick_winner` and the rest of the engine are yours to use.

# %% [raw]
# # BEGIN SOLUTION

# %%
class MyBot:
    """A bot that bids with bid(view) and plays with play(view)."""

    name = "mybot"

    def act(self, view):
        """One of view.legal_actions()."""
        # BEGIN SOLUTION
        if view.phase in (Phase.ORDER, Phase.CALL):
            return bid(view)
        if view.phase is Phase.DISCARD:
            cards = [action.card for action in view.legal_actions()]
            return Action.parse("discard " + min(cards, key=lambda c: power(c, view.trump)).code)
        if view.phase is Phase.PLAY:
            return play(view)
        return Action.parse("pass")
        # END SOLUTION

# %% [raw]
# # END SOLUTION

# %%
try_bot(lambda seed: MyBot())

# %% [raw]
# # BEGIN TESTS

# %%
""" # BEGIN TEST CONFIG
points: 1
""" # END TEST CONFIG
_result = duplicate_match(own_work(lambda seed: MyBot()), "rule", deals=10, seed=1)
assert _result.deals == 10, 'a 10-deal match against RuleBot played ' + str(_result.deals) + ' deals, not 10'

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import glob
from euchre.bots.isolated import isolated_match, notebook_code

# The graded match: MyBot runs in a process of its own that sees only its views. Its
# deals are secret: exercises/grade.py writes the class's own seed here (8 only serves
# otter assign's run of the solution), so no bot can be tuned to them.
_match_seed = 8
_isolated = isolated_match(
    notebook_code(globals().get("_this_notebook", lambda: None)() or glob.glob("*.ipynb")[0]), "MyBot()", "rule", deals=300, seed=_match_seed,
    own_work=True,
)
assert _isolated.points_per_deal >= -0.65, f"In the graded match RuleBot won {-_isolated.points_per_deal:.2f} points a deal more than MyBot; this check allows RuleBot a lead of at most 0.65."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import glob
from euchre.bots.isolated import isolated_match, notebook_code

_match_seed = 8
_isolated = isolated_match(
    notebook_code(globals().get("_this_notebook", lambda: None)() or glob.glob("*.ipynb")[0]), "MyBot()", "rule", deals=300, seed=_match_seed,
    own_work=True,
)
assert _isolated.points_per_deal >= -0.45, f"In the graded match RuleBot won {-_isolated.points_per_deal:.2f} points a deal more than MyBot; this check allows RuleBot a lead of at most 0.45."

# %%
""" # BEGIN TEST CONFIG
points: 1
hidden: true
""" # END TEST CONFIG
import glob
from euchre.bots.isolated import isolated_match, notebook_code

_match_seed = 8
_isolated = isolated_match(
    notebook_code(globals().get("_this_notebook", lambda: None)() or glob.glob("*.ipynb")[0]), "MyBot()", "rule", deals=300, seed=_match_seed,
    own_work=True,
)
assert _isolated.points_per_deal >= -0.25, f"In the graded match RuleBot won {-_isolated.points_per_deal:.2f} points a deal more than MyBot; this check allows RuleBot a lead of at most 0.25."

# %% [raw]
# # END TESTS

# %% [raw]
# # END QUESTION

# %% [markdown]
# ## Done
#
# RuleBot's rules of thumb are listed, numbered, in the book's chapter "Strategy,
# measured": reading them is one way to improve your bot. The engine's strongest
# player, the ExpertBot (`"expert"`), tries each decision on many possible deals.
# To see how far your bot is from it, play it a short match (the ExpertBot takes
# its time): `duplicate_match(lambda seed: MyBot(), "expert", deals=20, seed=1)`.
