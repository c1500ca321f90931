"""Every bot in every form: legal play to the end, RuleBot's form rules, ExpertBot's
worlds, the coach's hint."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Deal, Phase, Rules
from euchre.bots import RandomBot, RuleBot
from euchre.bots.expert_bot import ExpertBot
from euchre.bots.inference import Knowledge, world_deal
from euchre.bots.rule_bot import (
    CUTTHROAT_ORDER_MARK,
    FORM_RULES,
    TWO_HANDED_ORDER_MARK,
    hand_count,
    rule,
)
from euchre.cards import Card, cards
from euchre.coach import hint
from euchre.tournament import play_deal

FORMS = ["two_handed", "cutthroat", "railroad"]


def _small_expert(seed: int) -> ExpertBot:
    return ExpertBot(seed=seed, worlds=6, bid_worlds=4, discard_worlds=3)


def _play_checked(deal: Deal, bots: list) -> None:  # type: ignore[type-arg]
    """Play to the end, checking every action is legal and every view rebuilds."""
    while deal.to_act is not None:
        seat = deal.to_act
        view = deal.view(seat)
        action = bots[seat].act(view)
        assert action in deal.legal_actions(), (str(deal), action)
        deal.apply(action)
    result = deal.result
    assert result is not None
    assert len(result.points) == deal.rules.scorers
    if not result.thrown_in and not result.redeal:
        assert sum(len(t.cards) for t in deal.tricks) == 5 * len(deal.active_seats)


@pytest.mark.parametrize("form", FORMS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), mix=st.integers(0, 15))
def test_random_and_rule_bots_play_every_form_to_the_end(form: str, seed: int, mix: int) -> None:
    rules = Rules.presets()[form]
    deal = Deal.shuffled(seed=seed, dealer=seed % rules.players, rules=rules)
    bots = [RuleBot() if mix >> s & 1 else RandomBot(seed=seed + s) for s in range(rules.players)]
    _play_checked(deal, bots)


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("seed", range(3))
def test_expert_bot_plays_every_form_to_the_end(form: str, seed: int) -> None:
    """ExpertBot (few worlds, to keep the test short) in every seat, then in one seat
    against RuleBot: legal actions only, every decision from sampled worlds."""
    rules = Rules.presets()[form]
    n = rules.players
    deal = Deal.shuffled(seed=seed, dealer=seed % n, rules=rules)
    _play_checked(deal, [_small_expert(seed + s) for s in range(n)])
    deal = Deal.shuffled(seed=seed + 50, dealer=seed % n, rules=rules)
    _play_checked(deal, [_small_expert(seed) if s == seed % n else RuleBot() for s in range(n)])


def _forcing(deal: Deal, rng: random.Random) -> None:
    """Railroad's rarer branches: order alone and defend alone whenever possible."""
    legal = deal.legal_actions()
    pick = [a for a in legal if str(a) in ("order alone", "defend alone")]
    deal.apply(pick[0] if pick else rng.choice(legal))


@pytest.mark.parametrize("form", [*FORMS, "standard"])
def test_every_view_of_every_form_has_worlds(form: str) -> None:
    """At every moment of deals with loners, lone defenders and cards given for best,
    each seat's view rebuilds into a world that shows that seat the same view."""
    rules = Rules.presets()[form]
    for seed in range(8):
        rng = random.Random(seed)
        deal = Deal.shuffled(seed=seed, dealer=seed % rules.players, rules=rules)
        while deal.to_act is not None:
            _forcing(deal, rng)
            for seat in range(rules.players):
                view = deal.view(seat)
                know = Knowledge.from_view(view)
                assert know.count_worlds() > 0
                world = world_deal(view, rng, know)
                assert world.view(seat) == view
                assert len(world.kitty) == rules.kitty_size


def test_two_handed_worlds_hold_the_thirteen_unseen_cards() -> None:
    deal = Deal.shuffled(seed=9, dealer=0, rules=Rules.two_handed())
    know = Knowledge.from_view(deal.view(1))
    assert know.counts == (5, 5)
    assert know.out_of_play == 13
    assert bin(know.unseen).count("1") == 24 - 5 - 1
    seen = set()
    for i in range(30):
        world = world_deal(deal.view(1), random.Random(i), know)
        seen.add(world.hand(0))
        assert world.hand(1) == deal.hand(1) and world.upcard == deal.upcard
    assert len(seen) > 20  # the opponent's hand is drawn, not fixed


def test_railroad_lone_defender_given_card_is_hidden_from_the_maker() -> None:
    """A loner against a lone defender who called for best: the maker's worlds vary
    the card the defender got; the defender's worlds keep it."""
    rules = Rules.railroad()
    for seed in range(40):
        rng = random.Random(seed)
        deal = Deal.shuffled(seed=seed, dealer=0, rules=rules)
        while deal.phase not in (Phase.PLAY, Phase.OVER):
            _forcing(deal, rng)
        if deal.defender_exchange is None:
            continue
        defender = deal.defender_alone
        maker = deal.maker
        assert defender is not None and maker is not None
        given = deal.defender_exchange[0]
        assert deal.view(defender).given == given
        assert deal.view(maker).given != given or deal.view(maker).given is None
        kept = {
            world_deal(deal.view(defender), random.Random(i)).defender_exchange for i in range(5)
        }
        assert {k[0] for k in kept if k} == {given}
        drawn = {
            world_deal(deal.view(maker), random.Random(i)).defender_exchange for i in range(20)
        }
        assert len({k[0] for k in drawn if k}) > 1
        return
    pytest.fail("no Railroad deal with a lone defender calling for best in 40 seeds")


# --------------------------------------------------------------- RuleBot's rules


def _order_view(form: str, hand: str, dealer: int, seat: int, upcard: str):  # type: ignore[no-untyped-def]
    """A first-round view for ``seat`` holding ``hand``, the other cards dealt in
    order from the rest of the deck."""
    rules = Rules.presets()[form]
    n = rules.players
    mine = cards(hand)
    up = cards(upcard)[0]
    taken = {m.id for m in mine} | {up.id}
    rest = [c for c in sorted(rules.deck) if c not in taken]

    hands = []
    for s in range(n):
        if s == seat:
            hands.append(" ".join(c.code for c in mine))
        else:
            hands.append(" ".join(Card.from_id(rest.pop(0)).code for _ in range(5)))
    kitty = " ".join([up.code, *(Card.from_id(c).code for c in rest)])
    deal = Deal.new(dealer=dealer, hands=hands, kitty=kitty, rules=rules)
    while deal.to_act != seat:
        deal.apply("pass")
    return deal.view(seat)


def test_form_rules_are_numbered_named_and_documented() -> None:
    assert [r.number for r in FORM_RULES] == [32, 33, 34, 35, 36, 37]
    for r in FORM_RULES:
        assert rule(r.number) is r
        assert r.name and r.description.endswith(".")
        assert ("two-handed" in r.name) != ("cutthroat" in r.name)


def test_two_handed_orders_at_its_own_mark() -> None:
    # Right bower and one small trump: 3 + 1 = 4, at the two-handed mark, below the four-handed 7.
    view = _order_view("two_handed", "JH 9H TC QS KD", dealer=0, seat=1, upcard="AD")
    assert hand_count(cards("JH 9H TC QS KD"), "H") == 4.0
    decision = RuleBot().explain(_order_view("two_handed", "JH 9H TC QS KD", 1, 0, "TH"))
    assert decision.rule.number == 32
    # Against a heart upcard dealt to the opponent the count loses half its value.
    count = hand_count(cards("JH 9H TC QS KD"), "H", cards("TH")[0], to="opponent")
    assert (decision.action.kind.value == "order") == (count >= TWO_HANDED_ORDER_MARK)
    assert RuleBot().explain(view).rule.number == 32  # a diamond upcard: pass, by rule 32
    assert RuleBot().act(view).kind.value == "pass"
    # The dealer, counting after the pickup: right bower, the 9 and an ace (5.5) picks up
    # at the two-handed mark, where the four-handed rules (32 and 33 off) pass.
    dealer = _order_view("two_handed", "JH AS TC QS KD", dealer=0, seat=0, upcard="9H")
    picked = RuleBot().explain(dealer)
    assert picked.rule.number == 32 and picked.action.kind.value == "order"
    assert RuleBot(exclude={32, 33}).act(dealer).kind.value == "pass"


def test_cutthroat_maker_needs_more_than_a_partnered_order() -> None:
    # Three trumps with the right bower: 3 + 1 + 1 + voids; enough with a partner (7),
    # not alone against two.
    hand = "JS TS 9S AH 9C"
    view = _order_view("cutthroat", hand, dealer=2, seat=0, upcard="QS")
    count = hand_count(cards(hand), "S", cards("QS")[0], to="opponent")
    decision = RuleBot().explain(view)
    assert decision.rule.number == 34
    assert (decision.action.kind.value == "order") == (count >= CUTTHROAT_ORDER_MARK)
    strong = _order_view("cutthroat", "JS JC AS KS AH", dealer=2, seat=0, upcard="QS")
    assert RuleBot().act(strong).kind.value == "order"
    # The four-handed table is untouched by the form rules.
    four = Deal.new(
        dealer=3,
        hands=["JS TS 9S AH 9C", "9D TD QD KD AD", "9H TH QH KH JD", "TC JC QC KC AC"],
        kitty="QS KS AS JH",
    )
    assert RuleBot().explain(four.view(0)).rule.number < 32


def _play_until(deal: Deal, bots: list, stop) -> bool:  # type: ignore[no-untyped-def, type-arg]
    while deal.to_act is not None:
        if stop(deal):
            return True
        seat = deal.to_act
        deal.apply(bots[seat].act(deal.view(seat)))
    return False


def test_cutthroat_defenders_spare_each_other_and_lead_through_the_maker() -> None:
    """Over many deals: whenever rule 36 decides (the other defender winning, the
    maker already played, so this seat plays last), RuleBot lets the partner's card
    take the trick whenever a legal card allows it; whenever rule 37 decides, the
    maker sits on the leader's left."""
    rules = Rules.cutthroat()
    fired = {36: 0, 37: 0}
    bot = RuleBot()
    for seed in range(150):
        deal = Deal.shuffled(seed=seed, dealer=seed % 3, rules=rules)
        while deal.to_act is not None:
            seat = deal.to_act
            view = deal.view(seat)
            decision = bot.explain(view)
            if decision.rule.number == 36:
                fired[36] += 1
                partner = view.partner
                assert partner is not None and partner != view.maker
                # Whenever some legal card lets the partner's card stand, it stands.
                spare = False
                for action in view.legal_actions():
                    trial = deal.copy()
                    trial.apply(action)
                    spare = spare or trial.tricks[-1].winner == partner
                deal.apply(decision.action)
                assert deal.tricks[-1].winner == partner or not spare
                continue
            if decision.rule.number == 37:
                fired[37] += 1
                assert view.maker == (seat + 1) % 3 and not view.current_trick
            deal.apply(decision.action)
    assert fired[36] > 10 and fired[37] > 10


@pytest.mark.parametrize("form", FORMS)
def test_coach_hint_in_every_form(form: str) -> None:
    rules = Rules.presets()[form]
    deal = Deal.shuffled(seed=4, dealer=0, rules=rules)
    bots = [RuleBot() for _ in range(rules.players)]
    hints = 0
    while deal.to_act is not None:
        view = deal.view(deal.to_act)
        if len(view.legal_actions()) > 1 and hints < 4:
            best = hint(view, worlds=4)
            assert best.action in view.legal_actions() and best.reason
            hints += 1
        deal.apply(bots[deal.to_act].act(view))
    assert hints > 0


def test_play_deal_takes_one_bot_per_seat_of_the_form() -> None:
    from euchre.errors import IllegalActionError

    deal = Deal.shuffled(seed=1, rules=Rules.cutthroat())
    with pytest.raises(IllegalActionError, match="three bots"):
        play_deal(deal, [RuleBot()] * 4)
    assert play_deal(deal, [RuleBot()] * 3).players == 3


@pytest.mark.parametrize("form", ["two_handed", "cutthroat"])
def test_measure_counts_sides_in_the_other_forms(form: str) -> None:
    """euchre.measure's try_action and team_points: a seat's side for the hand."""
    from euchre.measure import team_points, try_action

    rules = Rules.presets()[form]
    n = rules.players
    for seed in range(30):
        deal = Deal.shuffled(seed=seed, dealer=0, rules=rules)
        seat = deal.to_act
        assert seat is not None
        outcome = try_action(deal, "order", [RuleBot()] * n, double_dummy=True)
        assert outcome.makers
        finished = deal.copy()
        finished.apply("order")
        result = play_deal(finished, [RuleBot()] * n)
        assert outcome.tricks == result.tricks[seat]
        assert outcome.points == team_points(result, seat)
        winner = max(result.points)
        assert outcome.points == (winner if result.points[seat] else -winner)
        for other in range(n):
            if other != seat:  # the other side: the maker's gain is its loss
                assert team_points(result, other) == -outcome.points
        assert outcome.double_dummy is not None and 0 <= outcome.double_dummy <= 5


@pytest.mark.parametrize("form", ["standard", "two_handed", "cutthroat"])
def test_going_under_every_bot_plays_on(form: str) -> None:
    """go_under (RULES 9.6): RuleBot buries three cards by rule 38; ExpertBot weighs a
    deal in which someone went under (its worlds undo the exchange with the kitty),
    and every world it draws replays to the view it was drawn from."""
    from euchre.bots.expert_bot import went_under
    from euchre.bots.inference import world_deal

    rules = Rules.presets()[form].replace(go_under=True)
    n = rules.players
    unders = 0
    for seed in range(80):
        if unders >= 2:
            break
        deal = Deal.shuffled(seed=seed, dealer=seed % n, rules=rules)
        if not any(a.kind.value == "go under" for a in deal.legal_actions()):
            continue  # the first bidder cannot go under: a deal like any other
        bots = [_small_expert(s) if s % 2 == 0 else RuleBot() for s in range(n)]
        while deal.to_act is not None:
            legal = deal.legal_actions()
            under = [a for a in legal if a.kind.value == "go under"]
            view = deal.view(deal.to_act)
            if under:
                unders += 1
                deal.apply(under[0])
                after = deal.view(deal.to_act)
                assert went_under(after)
                assert RuleBot().explain(after).rule.number == 38
                assert {str(e.action) for e in _small_expert(0).explain(after)} == {
                    str(a) for a in after.legal_actions()
                }
                continue
            if deal.under_by is not None:
                for seat in range(n):  # every seat's worlds agree with what it saw
                    seen = deal.view(seat)
                    assert world_deal(seen, random.Random(seed)).view(seat) == seen
            action = bots[deal.to_act].act(view)
            assert action in legal
            deal.apply(action)
    assert unders > 0
