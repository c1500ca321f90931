"""The learned bidding table: reproducible, consistent, read right by the ExpertBot."""

from __future__ import annotations

import pytest

from euchre import Action, Card, Deal, Phase, Rules
from euchre.bots import RuleBot
from euchre.bots.bidding import (
    FLOOR,
    MIN_DEALS,
    RULESETS,
    bid_likelihood,
    cell_of,
    hand_cell,
    lookup,
    ruleset_of,
    table,
    world_weight,
)
from euchre.bots.bidding_measure import digest, verify
from euchre.bots.expert_bot import LONE_MARGIN, LONE_REACH, ExpertBot
from euchre.bots.inference import Knowledge, Sample
from euchre.cards import mask_of
from euchre.coach import hint, textbook_difference


def _mask(text: str) -> int:
    return mask_of(Card(c) for c in text.split())


def test_the_committed_table_is_what_the_script_measures() -> None:
    assert verify() == 2 * table()["check"]["deals"]
    assert set(table()["tables"]) == set(RULESETS)
    # a changed count is caught
    assert digest(table()["seed"], 2) != digest(table()["seed"] + 1, 2)


def test_counts_are_consistent() -> None:
    for name, t in table()["tables"].items():
        assert t["cells"], name
        for cell, kinds in t["cells"].items():
            assert set(kinds) <= {"pass", "make", "alone"}, cell
            for entry in kinds.values():
                deals = sum(entry["points"].values())
                assert 0 <= entry["made"] <= deals
                assert {int(p) for p in entry["points"]} <= {-4, -2, -1, 0, 1, 2, 4}
                # a made bid scores: every made deal is among the positive points
                assert entry["made"] <= sum(n for p, n in entry["points"].items() if int(p) > 0)
                assert 3 * entry["made"] <= entry["tricks"] <= 5 * entry["made"]
        # the first round tries every bid at every decision: pass and order side by side
        first = [k for c, k in t["cells"].items() if c.startswith("o|")]
        assert all(
            sum(k["pass"]["points"].values()) == sum(k["make"]["points"].values()) for k in first
        )


def test_hand_cells() -> None:
    # hearts trump: JH JD (both bowers) and 9H, the ace of spades, a void in diamonds
    assert hand_cell(_mask("JH JD AS KC 9H"), 2) == "3|2|1|1"
    assert hand_cell(_mask("9C TC QC KC AC"), 2) == "0|0|1|1"
    # the dealer's six cards: a lone king can be discarded to a void
    assert hand_cell(_mask("AH KH QH 9S AC KD"), 2, six=True) == "3|1|1|1"
    assert hand_cell(_mask("AH KH QH 9S TS AC"), 2, six=False) == "3|1|1|1"
    assert hand_cell(_mask("AH KH 9S TS AC KD"), 2, six=True) == "2|1|1|1"
    # singleton aces are kept: no void to discard to
    assert hand_cell(_mask("AH KH 9S TS AC AD"), 2, six=True) == "2|1|2|0"


def test_rules_the_table_covers() -> None:
    assert ruleset_of(Rules()) == "standard"
    assert ruleset_of(Rules(target=7)) == "standard"
    assert ruleset_of(RULESETS["stick_the_dealer"]) == "stick_the_dealer"
    for other in (Rules(stick_the_dealer=True), Rules(joker=True), Rules.two_handed()):
        assert ruleset_of(other) is None
        deal = Deal.shuffled(seed=1, dealer=0, rules=other)
        assert lookup(deal.view(deal.to_act or 0)) is None


def test_lookup_covers_only_well_measured_bids() -> None:
    covered = 0
    for i in range(40):
        deal = Deal.shuffled(seed=i, dealer=i % 4)
        view = deal.view(deal.to_act or 0)
        rows = lookup(view)
        if rows is None:
            continue
        covered += 1
        assert set(rows) == set(view.legal_actions())
        assert all(row.deals >= MIN_DEALS for row in rows.values())
        assert rows[Action.pass_()].cell == cell_of(view, Action.pass_())
    assert covered >= 30  # most opening decisions have well-measured cells
    play = Deal.shuffled(seed=1, dealer=0)
    while play.phase is not Phase.PLAY:
        play.apply(RuleBot().act(play.view(play.to_act or 0)))
    assert lookup(play.view(play.to_act or 0)) is None


def test_the_model_of_a_bidder() -> None:
    # RuleBot orders both bowers and a king: the model finds a pass with them unlikely
    strong = _mask("JH JD KH 9S TC")
    weak = _mask("9C TC 9S TD QD")
    up = Card("9H").id
    order, pass_ = Action.order(), Action.pass_()
    assert bid_likelihood("standard", 1, Phase.ORDER, up, strong, order) > 0.5
    assert bid_likelihood("standard", 1, Phase.ORDER, up, strong, pass_) < 0.5
    assert bid_likelihood("standard", 1, Phase.ORDER, up, weak, pass_) > 0.8
    for hand in (strong, weak):
        for action in (order, pass_, Action.order(alone=True)):
            assert FLOOR <= bid_likelihood("standard", 1, Phase.ORDER, up, hand, action) <= 1


def test_world_weight_reads_the_hand_each_seat_bid_with() -> None:
    # seat 0 passes, then seat 1; seat 2 orders; the dealer (3) picks up 9H, discards 9D
    deal = Deal.new(
        dealer=3,
        hands=["9S TS QS KS AS", "9C TC QC KC AC", "JH JD AH TD QD", "KH QH TH 9D KD"],
        kitty="9H JC JS AD",
    )
    deal.apply("pass")
    deal.apply("pass")
    deal.apply("order")
    deal.apply("discard 9D")
    view = deal.view(0)
    know = Knowledge.from_view(view)
    # the real deal, as a sample: the weight is the model's view of the real bids
    real = Sample(
        hands=tuple(mask_of(deal.hand(seat)) for seat in range(4)),
        buried=_mask("JC JS AD"),
        discard=Card("9D").id,
    )
    up = Card("9H").id
    # seat 1 sits two places left of the dealer, seat 2 three
    passed = bid_likelihood("standard", 2, Phase.ORDER, up, _mask("9C TC QC KC AC"), Action.pass_())
    ordered = bid_likelihood(
        "standard", 3, Phase.ORDER, up, _mask("JH JD AH TD QD"), Action.order()
    )
    expected = passed * ordered
    assert world_weight(view, know, real, "standard") == pytest.approx(expected)


def test_learned_bids_come_from_the_table_and_the_baseline_still_searches() -> None:
    deal = Deal.shuffled(seed=2, dealer=0)
    view = deal.view(1)
    rows = lookup(view)
    assert rows is not None
    learned = ExpertBot(seed=0).explain(view)
    assert {e.action: e.worlds for e in learned} == {a: r.deals for a, r in rows.items()}
    assert all("played out by the textbook bots" in e.reason for e in learned)
    baseline = ExpertBot(seed=0, learned=False, bid_worlds=4).explain(view)
    assert {e.worlds for e in baseline} == {4}
    assert repr(ExpertBot(learned=False)) == "ExpertBot(seed=0, learned=False)"
    with pytest.raises(ValueError, match="learned"):
        ExpertBot(learned="yes")  # type: ignore[arg-type]


def test_the_coach_says_why_it_leaves_the_rule_of_thumb() -> None:
    differs = agrees = 0
    for i in range(60):
        deal = Deal.shuffled(seed=1000 + i, dealer=i % 4)
        view = deal.view(deal.to_act or 0)
        if lookup(view) is None:
            continue
        evals = ExpertBot().explain(view)
        why = textbook_difference(view, evals)
        if RuleBot().act(view) == evals[0].action:
            assert why is None
            agrees += 1
        else:
            assert why is not None and why.startswith("The rule of thumb (rule ")
            assert "points more" in why
            said = hint(view).reason
            assert said.endswith(why)
            # each figure once: the reason names the measured deals and how often
            # the bid makes it; the difference adds only what it gains
            assert said.count("deals with a hand like this") == 1
            assert said.count("% of the time") == 1
            differs += 1
    assert agrees and differs


def _dealer_after_three_passes(seed: int) -> Deal:
    deal = Deal.shuffled(seed=seed, dealer=0)
    while deal.to_act != 0:
        deal.apply(RuleBot().act(deal.view(deal.to_act)))
    return deal


def test_a_close_call_between_alone_and_partner_is_searched() -> None:
    # The dealer holds A♣ J♦ K♦ J♥ 10♠ with K♥ turned up: the table values picking
    # it up alone and with the partner within LONE_MARGIN; the deals searched favour alone.
    view = _dealer_after_three_passes(1).view(0)
    assert " ".join(c.code for c in view.hand) == "AC JD KD JH TS" and view.upcard == Card("KH")
    rows = lookup(view)
    assert rows is not None
    table_only = {e.action: e for e in ExpertBot(lone_search=False).explain(view)}
    searched = {e.action: e for e in ExpertBot().explain(view)}
    alone, partnered = Action.order(alone=True), Action.order()
    assert table_only[partnered].value > table_only[alone].value
    assert ExpertBot(lone_search=False).act(view) == partnered
    assert ExpertBot().act(view) == alone
    # the partnered bid and the pass are still the table's; the alone bid is searched
    assert searched[partnered] == table_only[partnered]
    assert searched[Action.pass_()] == table_only[Action.pass_()]
    assert searched[alone].worlds == ExpertBot().bid_worlds != rows[alone].deals
    assert "deals of the cards you cannot see, going alone gained" in searched[alone].reason
    # the coach says why it leaves the rule of thumb, which picks it up with the partner
    why = textbook_difference(view, ExpertBot().explain(view))
    assert (
        why is not None
        and "with your partner; played out in 80 deals of the cards you cannot see" in why
    )
    assert why in hint(view).reason
    assert repr(ExpertBot(lone_search=False)) == "ExpertBot(seed=0, lone_search=False)"
    with pytest.raises(ValueError, match="lone_search"):
        ExpertBot(lone_search=1)  # type: ignore[arg-type]


def test_only_close_calls_near_the_best_bid_are_searched() -> None:
    searched = skipped = 0
    alone, partnered = Action.order(alone=True), Action.order()
    for seed in range(40):
        view = Deal.shuffled(seed=seed, dealer=0).view(1)
        if lookup(view) is None:
            continue
        table_only = {e.action: e for e in ExpertBot(lone_search=False).explain(view)}
        evals = {e.action: e for e in ExpertBot().explain(view)}
        close = abs(table_only[alone].points - table_only[partnered].points) <= LONE_MARGIN
        best = max(e.value for e in table_only.values())
        near = max(table_only[alone].value, table_only[partnered].value) >= best - LONE_REACH
        if close and near:
            assert evals[alone].worlds == ExpertBot().bid_worlds
            searched += 1
        else:
            assert evals == table_only
            skipped += 1
    assert searched and skipped
