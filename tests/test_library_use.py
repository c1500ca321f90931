"""What a programmer types after reading the library chapter: an action made from its
text, a game played twice, a game of passes, the expert bot imported beside the
others, the winner of the trick on the table."""

from __future__ import annotations

import pytest

from euchre import Action, Deal, Game, IllegalActionError, Match, Rules, trick_winner
from euchre.bots import RandomBot, RuleBot
from euchre.errors import EuchreError


def test_an_action_is_made_from_its_text_as_it_prints() -> None:
    for text in ("pass", "order alone", "call H", "call N", "discard 9C", "play JD", "bid 4"):
        action = Action.parse(text)
        assert Action(text) == action
        assert Action(repr(action)[len("Action('") : -2]) == action
    deal = Deal.shuffled(seed=5, dealer=0)
    assert deal.apply(Action("order")) == Action.parse("order")
    with pytest.raises(IllegalActionError, match="play"):
        Action("play")  # no card: refused as its text is
    with pytest.raises(IllegalActionError, match="give the action's text alone, like Action"):
        Action(7)  # type: ignore[arg-type]


def test_a_game_or_match_that_is_over_is_not_played_again_in_silence() -> None:
    game = Game(seed=2)
    score = game.play([RuleBot()] * 4)
    with pytest.raises(IllegalActionError, match=r"already over: .* won .*Start a new Game"):
        game.play([RandomBot(seed=1)] * 4)
    assert game.score == score
    match = Match(rules=Rules(target=3), seed=4)
    wins = match.play([RuleBot()] * 4)
    with pytest.raises(
        IllegalActionError,
        match=r"already over: .* and .* won it \d+-\d+ in games\. Start a new Match",
    ):
        match.play([RuleBot()] * 4)
    assert match.wins == wins


def test_a_game_of_passes_says_every_deal_was_thrown_in() -> None:
    with pytest.raises(
        IllegalActionError, match="Every deal was thrown in: all the players passed"
    ):
        Game(seed=1).play([lambda view: view.legal_actions()[0]] * 4, max_actions=400)
    # A game that scores, but slowly, is not said to be all passes.
    with pytest.raises(IllegalActionError) as caught:
        Game(seed=1).play([RuleBot()] * 4, max_actions=60)
    assert "thrown in" not in str(caught.value)


def test_the_expert_bot_is_imported_beside_the_others() -> None:
    from euchre.bots import ExpertBot
    from euchre.bots.expert_bot import ExpertBot as Home

    assert ExpertBot is Home
    with pytest.raises(ImportError):
        from euchre.bots import NoSuchBot  # type: ignore[attr-defined]  # noqa: F401


def test_the_trick_on_the_table_has_a_winner() -> None:
    deal = Deal.shuffled(seed=5, dealer=0)
    for action in ("order", "discard 9H"):
        deal.apply(action)
    while len(deal.current_trick) < 3:
        deal.apply(deal.legal_actions()[0])
    cards = [card for _, card in deal.current_trick]
    assert trick_winner(deal.current_trick, deal.trump) == trick_winner(cards, deal.trump)
    with pytest.raises(EuchreError, match="played="):
        trick_winner([object()], deal.trump)  # type: ignore[list-item]


def test_the_drawings_take_cards_and_trump_as_text_as_the_rules_do() -> None:
    from euchre import Card, Suit, cards
    from euchre.render import (
        card_svg,
        card_text,
        deal_html,
        hand_html,
        hand_text,
        trick_html,
        trick_text,
    )

    assert card_svg("jd", trump="H") == card_svg(Card("JD"), trump=Suit.HEARTS)
    assert card_text("10h") == "10♥" and hand_text("J♦ as 9c") == "J♦ A♠ 9♣"
    assert hand_html("JD AH 9C", trump="hearts", legal=["JD"]) == hand_html(
        cards("JD AH 9C"), trump=Suit.HEARTS, legal=[Card("JD")]
    )
    pairs = [(1, Card("9S")), (2, Card("JS"))]
    assert trick_html([(1, "9S"), (2, "JS")], trump="S") == trick_html(pairs, trump=Suit.SPADES)
    assert trick_text([(1, "9S"), (2, "JS")], trump="S") == trick_text(pairs, trump=Suit.SPADES)
    deal = Deal.shuffled(seed=1)
    assert deal_html(deal, trump="D") == deal_html(deal, trump=Suit.DIAMONDS)
    with pytest.raises(EuchreError, match="XX"):
        hand_text("JD XX")
    with pytest.raises(EuchreError, match="not allowed"):
        hand_html([Card("JD"), 7])  # type: ignore[list-item]


def test_a_preset_given_without_brackets_is_told_to_be_called() -> None:
    from euchre.errors import RulesError
    from euchre.widgets import PlayTable

    for make in (
        lambda: Game(rules=Rules.cutthroat, seed=1),  # type: ignore[arg-type]
        lambda: Deal.shuffled(rules=Rules.bid_euchre),  # type: ignore[arg-type]
        lambda: PlayTable(rules=Rules.two_handed),  # type: ignore[arg-type]
    ):
        with pytest.raises(
            RulesError,
            match=r"is the preset's function, not its rules: call it, rules=Rules\.\w+\(\)",
        ):
            make()
