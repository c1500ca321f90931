"""The ExpertBot: legal, sensible, blind to hidden cards, reproducible."""

from __future__ import annotations

import random

import pytest
from positions import trick_four

from euchre import Action, Card, Deal, Phase, Rules
from euchre.bots import make_bot
from euchre.bots.expert_bot import ExpertBot, considered, game_value, win_probability
from euchre.bots.inference import world_deal
from euchre.trump import is_trump

FAST = {"worlds": 6, "bid_worlds": 4, "discard_worlds": 3}


def test_registered_and_repr() -> None:
    bot = make_bot("expert", seed=3)
    assert isinstance(bot, ExpertBot)
    assert repr(bot) == "ExpertBot(seed=3)"
    with pytest.raises(ValueError, match="at least one world"):
        ExpertBot(worlds=0)


def test_only_legal_actions() -> None:
    bot = ExpertBot(seed=1, **FAST)
    for i in range(3):
        deal = Deal.shuffled(seed=100 + i, dealer=i % 4)
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            action = bot.act(view)
            assert action in view.legal_actions()
            deal.apply(action)


def test_ruffs_with_the_right_bower_to_save_the_deal() -> None:
    deal = trick_four()
    view = deal.view(3)
    assert set(view.legal_actions()) == {Action.play("JH"), Action.play("AD")}
    assert ExpertBot(seed=0, worlds=8).act(view) == Action.play("JH")
    evals = ExpertBot(seed=0, worlds=8).explain(view)
    assert evals[1].points == -2  # throwing A♦ is a sure euchre
    assert evals[0].points - evals[1].points >= 1


def test_explain_lists_every_legal_action_best_first() -> None:
    view = trick_four().view(3)
    evals = ExpertBot(seed=0, worlds=8).explain(view)
    assert [e.action for e in evals] == [Action.play("JH"), Action.play("AD")]
    assert evals[0].value >= evals[1].value
    assert "J♥" in evals[0].reason and "tricks on average" in evals[0].reason
    bid_view = Deal.shuffled(seed=5, dealer=2).view(3)
    bids = ExpertBot(seed=0, **FAST).explain(bid_view)
    assert sorted(map(str, (e.action for e in bids))) == sorted(map(str, bid_view.legal_actions()))
    values = [e.value for e in bids]
    assert values == sorted(values, reverse=True)


def test_orders_a_monster_and_passes_garbage() -> None:
    monster = Deal.new(
        dealer=3,
        hands=["JH JD AH KH AS", "9C TC QC KC AC", "9S TS QS KS QD", "9D TD KD AD JS"],
        kitty="TH 9H JC QH",
    )
    assert ExpertBot(seed=0, **FAST).act(monster.view(0)).makes_trump
    garbage = Deal.new(
        dealer=3,
        hands=["9C TC 9S TS 9D", "JH JD AH KH QC", "KC AC QS KS QD", "TD KD AD JS AS"],
        kitty="QH 9H JC TH",
    )
    assert ExpertBot(seed=0, **FAST).act(garbage.view(0)) == Action.pass_()


def test_never_sees_hidden_cards() -> None:
    deal = Deal.shuffled(seed=11, dealer=1)
    rng = random.Random(0)
    while deal.phase is not Phase.PLAY or len(deal.history) < 9:
        seat = deal.to_act
        assert seat is not None
        deal.apply(make_bot("rule").act(deal.view(seat)))
    seat = deal.to_act
    assert seat is not None
    view = deal.view(seat)
    worlds = [world_deal(view, rng) for _ in range(2)]
    assert worlds[0].hands != worlds[1].hands  # two different hidden layouts
    bot = ExpertBot(seed=7, worlds=6)
    chosen = {bot.act(w.view(seat)) for w in [deal, *worlds]}
    assert len(chosen) == 1


def _discard_view(seed: int) -> Deal:
    """A shuffled deal where the dealer, South, orders up after three passes."""
    deal = Deal.shuffled(seed=seed, dealer=0)
    for bid in ["pass", "pass", "pass", "order"]:
        deal.apply(bid)
    assert deal.phase is Phase.DISCARD
    return deal


def test_the_dealer_weighs_only_the_discards_a_player_would_consider() -> None:
    deal = Deal.new(
        dealer=0,
        hands=["9C KC KD AD QS", "TC QC TD JD JS", "AC 9D QD 9H TH", "JC AH KH QH 9S"],
        kitty="JH TS KS AS",
    )
    for bid in ["pass", "pass", "pass", "order"]:
        deal.apply(bid)
    view = deal.view(0)
    every = ExpertBot(seed=0, **FAST).explain(view)
    assert {e.action for e in every} == set(view.legal_actions())  # six, J♥ included
    few = ExpertBot(seed=0, **FAST).explain(view, every=False)
    assert {e.action for e in few} == {Action.discard(c) for c in ("9C", "KD", "QS")}
    # The same worlds: the considered discards are valued exactly as in the full list.
    assert [e for e in every if e.action in {f.action for f in few}] == few
    assert ExpertBot(seed=0, **FAST).act(view) == few[0].action
    with pytest.raises(ValueError, match="every"):
        ExpertBot(seed=0, **FAST).explain(view, every="no")  # type: ignore[arg-type]


def test_considered_keeps_every_card_where_no_side_card_could_go() -> None:
    for seed in range(60):
        deal = _discard_view(seed)
        view = deal.view(0)
        legal = view.legal_actions()
        kept = considered(view)
        trump = view.trump
        assert trump is not None
        sides = {a.card.suit for a in legal if a.card is not None and not is_trump(a.card, trump)}
        if not sides:
            assert kept == legal
        else:
            assert len(kept) == len(sides)
            assert all(a.card is not None and not is_trump(a.card, trump) for a in kept)
            for a in kept:  # the lowest of its suit
                assert a.card is not None
                assert all(
                    c.rank >= a.card.rank
                    for c in view.hand
                    if c.suit == a.card.suit and not is_trump(c, trump)
                )
    play = Deal.shuffled(seed=1, dealer=0)
    while play.phase is not Phase.PLAY:
        play.apply(make_bot("rule").act(play.view(play.to_act)))  # type: ignore[arg-type]
    play_view = play.view(play.to_act)  # type: ignore[arg-type]
    assert considered(play_view) == play_view.legal_actions()


def test_same_seed_same_choice() -> None:
    view = Deal.shuffled(seed=21, dealer=0).view(1)
    a = ExpertBot(seed=4, **FAST).explain(view)
    b = ExpertBot(seed=4, **FAST).explain(view)
    assert a == b


def test_game_model() -> None:
    assert win_probability(0, 3) == 1.0 and win_probability(3, 0) == 0.0
    # At 9-9 a march is worth no more than a make, and any euchre loses the game.
    assert game_value(2, (9, 9), 0) == game_value(1, (9, 9), 0)
    # Far from the target, points are worth about their face value.
    assert game_value(1, (0, 0), 1) == pytest.approx(1.0, abs=0.05)
    assert Card("JH") in trick_four().view(3).hand


@pytest.mark.parametrize(
    "rules",
    [
        Rules(joker=True),
        Rules(min_rank=7),
        Rules(allow_no_trump=True),
        Rules(canadian_loner=True),
        Rules(partners_best="partner"),
        Rules(partners_best="upcard"),
        Rules(weak_hand_redeal="farmer"),
        Rules(joker=True, min_rank=7, allow_no_trump=True, defend_alone=True),
    ],
    ids=repr,
)
def test_expert_plays_every_variant_to_the_end(rules: Rules) -> None:
    """Every seat an ExpertBot (few worlds, for speed): only legal actions, every
    variant's exchanges and no-trump included, and the deal finishes."""
    for seed in (0, 1):
        deal = Deal.shuffled(seed=seed, dealer=seed % 4, rules=rules)
        bots = [ExpertBot(seed=s, worlds=4, bid_worlds=4, discard_worlds=4) for s in range(4)]
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            action = bots[seat].act(deal.view(seat))
            assert action in deal.legal_actions()
            deal.apply(action, seat=seat)
        assert deal.result is not None


def test_the_evaluation_docstring_names_its_fields() -> None:
    """The docstring described a field ``big`` that Evaluation does not have."""
    import dataclasses
    import re

    from euchre.bots.expert_bot import Evaluation

    named = set(re.findall(r"``(\w+)``:", Evaluation.__doc__ or ""))
    assert named == {f.name for f in dataclasses.fields(Evaluation)} - {"action"}
