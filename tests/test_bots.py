"""Bots: the interface, RandomBot, every RuleBot rule, and blindness to hidden cards."""

from __future__ import annotations

import random

import pytest

from euchre import Deal, PlayerView, Rules
from euchre.bots import RandomBot, RuleBot, bot_names, make_bot
from euchre.bots.inference import world_deal
from euchre.bots.rule_bot import RULES, rule
from euchre.cards import STANDARD_DECK, cards
from euchre.errors import NotAViewError, UnknownNameError

STANDARD = Rules()
RULESETS = [
    Rules(),
    Rules(defend_alone=True),
    Rules(defend_alone=True, lead_rule="left_of_dealer", stick_the_dealer=True),
    Rules(dealer_may_discard_upcard=False, stick_the_dealer=True),
]


def random_positions(count: int, seed: int = 0) -> list[PlayerView]:
    """Views of the seat to act at random moments of randomly played deals."""
    rng = random.Random(seed)
    views = []
    for i in range(count):
        deal = Deal.shuffled(seed=rng.getrandbits(32), dealer=i % 4, rules=RULESETS[i % 4])
        stop = rng.randrange(30)
        while not deal.is_over and len(deal.history) < stop:
            deal.apply(rng.choice(deal.legal_actions()))
        if not deal.is_over:
            views.append(deal.view(deal.to_act))  # type: ignore[arg-type]
    return views


def build(
    hands: dict[int, str],
    actions: list[str],
    *,
    dealer: int = 3,
    upcard: str = "TH",
    rules: Rules = STANDARD,
) -> PlayerView:
    """A deal with some hands given (the rest filled from the unused cards), the
    actions applied, and the view of the seat to act."""
    used = set(cards(upcard)) | {c for h in hands.values() for c in cards(h)}
    rest = [c for c in STANDARD_DECK if c not in used]
    full = []
    for seat in range(4):
        if seat in hands:
            full.append(hands[seat])
        else:
            full.append(" ".join(c.code for c in rest[:5]))
            rest = rest[5:]
    kitty = upcard + " " + " ".join(c.code for c in rest[:3])
    deal = Deal.new(dealer=dealer, hands=full, kitty=kitty, rules=rules)
    for action in actions:
        deal.apply(action)
    assert deal.to_act is not None
    return deal.view(deal.to_act)


ORDERED = ["order", "discard TH"]  # seat 0 orders hearts, dealer 3 buries the upcard
STICK = Rules(stick_the_dealer=True)

# (rule number, hands, actions, expected action, rules)
CASES: list[tuple[int, dict[int, str], list[str], str, Rules]] = [
    (1, {0: "JH JD AH AS 9C"}, [], "order alone", Rules()),
    (2, {0: "JH 9H QH 9C QS"}, [], "order", Rules()),
    (3, {1: "AH KH 9C 9S TD"}, ["pass"], "pass", Rules()),
    (4, {3: "AH KH 9C AS AC"}, ["pass"] * 3, "order", Rules()),
    (5, {0: "9C TC 9S TS 9D"}, [], "pass", Rules()),
    (6, {0: "JD 9D AC 9S TS"}, ["pass"] * 4, "call D", Rules()),
    (7, {1: "9S TS QS 9C TC"}, ["pass"] * 5, "call S", Rules()),
    (8, {1: "JS JC KD QD 9D"}, ["pass"] * 5, "call C", Rules()),
    (9, {3: "9C TC 9S TS 9D"}, ["pass"] * 7, "call C", STICK),
    (10, {0: "9C TC 9S QH 9D"}, ["pass"] * 4, "pass", Rules()),
    (
        11,
        {1: "JH AS AC AD 9H"},
        ["order alone", "discard TH"],
        "defend alone",
        Rules(defend_alone=True),
    ),
    (12, {1: "9C 9S TS QD 9D"}, ["order alone", "discard TH"], "pass", Rules(defend_alone=True)),
    (13, {3: "JH AH 9C KS QS"}, ["order"], "discard 9C", Rules()),
    (14, {3: "JH AH 9C TC AS"}, ["order"], "discard 9C", Rules()),
    (15, {0: "JH JD 9C 9S AD"}, ORDERED, "play JH", Rules()),
    (16, {0: "JD AH 9H 9C 9S"}, ORDERED, "play 9H", Rules()),
    (17, {0: "QH 9C TC 9S TS"}, ["pass", "pass", "order", "discard TH"], "play QH", Rules()),
    (18, {0: "AS 9C TC QD 9H"}, ["pass", "order", "discard TH"], "play AS", Rules()),
    (19, {0: "KS 9C TC QD 9H"}, ["pass", "order", "discard TH"], "play QD", Rules()),
    (20, {0: "QH 9H 9C TC KS"}, ORDERED, "play 9C", Rules()),
    (
        21,
        {0: "JH 9C TC 9S TS", 1: "9H QC KC 9D TD", 2: "AC AD KD QD QS"},
        [*ORDERED, "play JH", "play 9H"],
        "play QS",
        Rules(),
    ),
    (
        22,
        {0: "9C 9H TS 9S JS", 1: "TC QH KH AH 9D", 2: "QC TD JD QD KD", 3: "KC AC AS KS QS"},
        [*ORDERED, "play 9C", "play TC", "play QC"],
        "play KC",
        Rules(),
    ),
    (23, {0: "9C 9H TS 9S JS", 1: "TC KC QH KH AH"}, [*ORDERED, "play 9C"], "play TC", Rules()),
    (
        24,
        {0: "9C 9H TS 9S JS", 1: "TC AH KH QD 9D", 2: "QC KC QS KS AS"},
        [*ORDERED, "play 9C", "play TC"],
        "play KC",
        Rules(),
    ),
    (25, {0: "AC 9C TS 9S JS", 1: "9H QH 9D TD QS"}, [*ORDERED, "play AC"], "play 9H", Rules()),
    (
        26,
        {0: "AC 9C TS 9S JS", 1: "9H JH 9D TD QS", 2: "QH KH AD KD KS"},
        [*ORDERED, "play AC", "play 9H"],
        "play QH",
        Rules(),
    ),
    (27, {0: "AC 9C TS AS JS", 1: "9D TD 9S QS QD"}, [*ORDERED, "play AC"], "play 9S", Rules()),
]


UPCARDS = {8: "TD"}  # diamonds turned down, so the hand cannot call its three diamonds


def test_every_rule_has_a_case() -> None:
    assert sorted(n for n, *_ in CASES) == [r.number for r in RULES] == list(range(1, 28))


@pytest.mark.parametrize(("number", "hands", "actions", "expected", "rules"), CASES)
def test_rule_fires(
    number: int, hands: dict[int, str], actions: list[str], expected: str, rules: Rules
) -> None:
    view = build(hands, actions, rules=rules, upcard=UPCARDS.get(number, "TH"))
    decision = RuleBot().explain(view)
    assert (decision.rule.number, str(decision.action)) == (number, expected), str(view)
    assert rule(number).applies(view) == decision.action
    assert f"rule {number} (" in str(decision)


def test_rule_lookup_and_exclusion() -> None:
    with pytest.raises(UnknownNameError, match="no rule 99"):
        rule(99)
    with pytest.raises(ValueError, match="fallbacks"):
        RuleBot(exclude={5})
    view = build({0: "JH JD AH AS 9C"}, [])
    assert RuleBot(exclude={1}).explain(view).rule.number == 2


def test_rulebot_legal_on_random_positions() -> None:
    bot = RuleBot()
    for view in random_positions(2500, seed=1):
        assert bot.act(view) in view.legal_actions()


def test_random_bot_legal_and_reproducible() -> None:
    views = random_positions(300, seed=2)
    first = [RandomBot(seed=9).act(v) for v in views]
    bot_a, bot_b = RandomBot(seed=9), RandomBot(seed=9)
    assert [bot_a.act(v) for v in views] == [bot_b.act(v) for v in views]
    assert all(a in v.legal_actions() for a, v in zip(first, views, strict=True))
    # uniform: the three first-round choices appear about equally often
    view = Deal.shuffled(seed=1).view(1)
    bot = RandomBot(seed=3)
    counts: dict[str, int] = {}
    for _ in range(3000):
        key = str(bot.act(view))
        counts[key] = counts.get(key, 0) + 1
    assert set(counts) == {"pass", "order", "order alone"}
    assert all(900 < n < 1100 for n in counts.values())


def test_bots_refuse_a_deal() -> None:
    deal = Deal.shuffled(seed=1)
    for bot in (RandomBot(seed=1), RuleBot()):
        with pytest.raises(NotAViewError, match="PlayerView"):
            bot.act(deal)  # type: ignore[arg-type]


def test_not_my_turn() -> None:
    view = Deal.shuffled(seed=1, dealer=0).view(2)
    for bot in (RandomBot(seed=1), RuleBot()):
        with pytest.raises(ValueError, match="not their turn"):
            bot.act(view)


def test_registry() -> None:
    assert {"random", "rule"} <= set(bot_names())
    assert isinstance(make_bot("rule"), RuleBot)
    with pytest.raises(UnknownNameError, match="No bot is called"):
        make_bot("no-such-bot")


def test_decisions_ignore_hidden_cards() -> None:
    """Shuffle the cards a seat cannot see (consistently with its view): the bots'
    decisions must not change."""
    rng = random.Random(5)
    changed = 0
    for view in random_positions(400, seed=3):
        world = world_deal(view, rng)
        other = world.view(view.seat)
        assert other == view
        changed += any(
            world.hand(s) != () and s != view.seat for s in range(4)
        )  # the world is a real, different deal
        assert RuleBot().act(other) == RuleBot().act(view)
        for seed in range(5):
            assert RandomBot(seed=seed).act(other) == RandomBot(seed=seed).act(view)
    assert changed
