"""What a player of the other forms met, as an audit playing them by hand found it:
each test fails on the code before the fix."""

from __future__ import annotations

import html
import random
import re

import pytest

from euchre import Deal, IllegalActionError, Match, Phase, Rules, Turn
from euchre.bots import RandomBot
from euchre.bots.expert_bot import ExpertBot
from euchre.narration import action_words, phase_words, result_words
from euchre.render import view_html
from euchre.widgets import PlayTable


def _words(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


@pytest.mark.parametrize("target", [1, 2, 3])
def test_laps_at_a_low_target_never_start_a_game_already_won(target: int) -> None:
    """Carried points reached the target: the next game was over before a card was
    dealt, counted as a slam, or stuck with no legal action and not over."""
    for seed in range(12):
        match = Match(rules=Rules.railroad().replace(target=target), seed=seed, games_to_win=3)
        rng = random.Random(seed)
        for _ in range(20_000):
            if match.is_over:
                break
            actions = match.legal_actions()
            assert actions, f"seed {seed}: stuck at {match.game.score}"
            match.apply(rng.choice(actions))
        assert match.is_over
        for result in match.results:
            assert max(result.start) < target and result.start != result.score


def test_a_game_started_from_laps_is_played() -> None:
    match = Match(rules=Rules.railroad().replace(target=2), seed=0, games_to_win=5)
    match.play([RandomBot(seed=s) for s in range(4)])
    assert all(len(game.deals) >= 1 for game in match.games)


def test_the_board_says_what_a_discard_after_a_card_given_is_for() -> None:
    """The status line said "discard a card after picking up the upcard" when the
    discard was for a partner's best card (Railroad's loner)."""
    table = PlayTable(seed=5, rules=Rules.railroad())
    table.choose("order alone")
    deal = table.game.deal
    assert deal.phase is Phase.DISCARD and deal.to_act == 0
    board = _words(view_html(deal.view(0)))
    assert "after receiving their partner" in board and "upcard" not in board.split("South to")[-1]


def test_a_moon_discard_is_not_after_an_upcard() -> None:
    rules = Rules.bid_euchre().replace(shoot_the_moon=True)
    deal = next(
        d
        for d in (Deal.shuffled(seed=s, dealer=3, rules=rules) for s in range(50))
        if "moon" in [str(a) for a in d.legal_actions()]
    )
    deal.apply("moon")
    while deal.phase is not Phase.DISCARD:
        deal.apply(deal.legal_actions()[0])
    said = _words(view_html(deal.view(deal.to_act)))  # type: ignore[arg-type]
    assert "partner's best card" in said and "upcard" not in said


def test_a_lone_defenders_partner_is_not_told_their_partner_goes_alone() -> None:
    words = phase_words(Phase.GIVE, you=True)
    assert "goes alone" not in words and "plays alone" in words


def test_the_joker_is_named_blind() -> None:
    """The dealer names the joker's suit before looking at their hand: the board
    showed the hand face up, and ExpertBot named the suit it held most of."""
    rules = Rules(joker=True)
    hands = ["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"]
    named = set()
    for shift in range(4):
        deal = Deal.new(
            dealer=3, hands=hands[shift:] + hands[:shift], kitty="B TH 9H JC JS", rules=rules
        )
        view = deal.view(3)
        assert deal.phase is Phase.NAME
        named.add(str(ExpertBot(seed=0).act(view)))
        said = _words(view_html(view))
        assert not re.search(r"\b(9|10|Q|K|A|J)[♣♦♥♠]", said.split("upcard")[0]), said
        assert "before looking at your hand" in phase_words(Phase.NAME, you=True)
        assert "face down" in str(view)
    assert len(named) == 1  # the same suit whatever the hand


def test_five_handed_maker_with_no_ace_to_call_is_told_they_play_alone() -> None:
    table = PlayTable(seed=195, rules=Rules.five_handed().replace(call_ace=True))
    deal = table.game.deal.copy()
    table.choose("order")  # East deals and discards face down: the log still says it
    assert "face down. South has no ace left to call" in table.text
    deal.apply("order", seat=0)
    before = deal.copy()
    said = action_words(before, Turn(before.to_act, before.legal_actions()[0]))  # type: ignore[arg-type]
    assert "South has no ace left to call" in said and "plays alone" in said
    # an ordinary order that leaves a card to call says nothing of it
    plain = Deal.shuffled(seed=3, dealer=4, rules=Rules.five_handed())
    assert "ace left" not in action_words(plain, Turn(plain.to_act, plain.legal_actions()[1]))  # type: ignore[arg-type]


def test_two_handed_throw_in_passes_the_deal_to_the_other_player() -> None:
    deal = Deal.shuffled(seed=1, dealer=0, rules=Rules.two_handed())
    while deal.result is None:
        deal.apply("pass")
    assert result_words(deal.result).endswith("passes to the other player.")


@pytest.mark.parametrize("rules", [Rules.two_handed(), Rules.cutthroat()])
def test_going_alone_where_every_maker_plays_alone(rules: Rules) -> None:
    deal = Deal.shuffled(seed=1, dealer=0, rules=rules)
    with pytest.raises(IllegalActionError, match="the maker always plays alone"):
        deal.apply("order alone")


def test_an_endless_bid_euchre_game_says_why() -> None:
    """Random bidders keep failing their bids and a Bid Euchre game never ends: the
    refusal after max_actions said only that it did not end."""
    from euchre import Game

    game = Game(rules=Rules.bid_euchre(), seed=1)
    with pytest.raises(IllegalActionError, match=r"the score is −\d+.*sink below zero") as caught:
        game.play([RandomBot(seed=s) for s in range(4)], max_actions=5_000)
    assert "5,000 actions" in str(caught.value)
