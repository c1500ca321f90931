"""What a programmer met learning the engine from the library chapter, as an audit
found it (and a student in the practice notebooks): each test fails on the code
before the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from euchre import Card, Deal, EGNError, EuchreError, Game, IllegalActionError, cards, egn
from euchre.bots import RuleBot
from euchre.coach import judge
from euchre.odds import partner_distribution
from euchre.quiz import FollowSuitQuestion
from euchre.solver import solve
from euchre.tournament import duplicate_match, play_deal
from euchre.widgets import DealTable


def test_a_deal_played_through_game_deal_is_scored() -> None:
    """Played to its end through game.deal, a deal was never scored nor followed by
    the next, and play() then returned a 'final' score at once."""
    game = Game(seed=1, first_dealer=0)
    bot = RuleBot()
    first = game.deal
    while not first.is_over:
        first.apply(bot.act(first.view(first.to_act)))  # type: ignore[arg-type]
    assert first.result is not None
    assert game.score == first.result.points
    assert game.deal is not first and len(game.deals) == 2 and game.to_act is not None
    final = game.play([bot] * 4)
    assert game.is_over and max(final) >= 10


def test_a_game_that_deals_nothing_itself_says_so() -> None:
    with pytest.raises(IllegalActionError, match=r"shuffle=False\), so give each deal with start"):
        Game(shuffle=False, first_dealer=0).play([RuleBot()] * 4)


def test_a_bot_class_without_brackets_is_explained() -> None:
    for call in (
        lambda: Game(seed=1).play([RuleBot] * 4),  # type: ignore[list-item]
        lambda: play_deal(Deal.shuffled(seed=1), [RuleBot] * 4),  # type: ignore[list-item]
    ):
        with pytest.raises(IllegalActionError, match=r"the class RuleBot itself.*RuleBot\(\)"):
            call()
    with pytest.raises(EuchreError, match="RuleBot is a class"):
        duplicate_match(RuleBot, "rule", deals=2)  # type: ignore[arg-type]


def test_a_function_plays_a_deal_but_a_match_asks_for_a_factory() -> None:
    def first(view: object) -> object:
        return view.legal_actions()[0]  # type: ignore[attr-defined]

    assert play_deal(Deal.shuffled(seed=1), [first] * 4) is not None  # type: ignore[list-item]
    with pytest.raises(EuchreError, match=r"first could not make a bot from a seed.*factory"):
        duplicate_match(first, "rule", deals=2)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("hand", "upcard", "why"),
    [
        ("9C 9C QC KC AC", "9H", "9♣ is there twice"),
        ("9C TC QC", "9H", "the hand has 3 cards"),
        ("9C TC QC KC AC", "AC", "A♣ is there twice"),
    ],
)
def test_partner_odds_refuse_an_impossible_hand(hand: str, upcard: str, why: str) -> None:
    """It answered 5/19 for a hand holding 9♣ twice (5/18 is right for five cards)."""
    with pytest.raises(EuchreError, match=why):
        partner_distribution(lambda h: Card("JH") in h, hand=cards(hand), upcard=Card(upcard))


def test_suits_typed_with_a_variation_selector() -> None:
    """A phone types ♥️ (♥ and U+FE0F); the book's drawings write ♦︎ (U+FE0E)."""
    assert Card("J♥\ufe0f") == Card("JH") and Card("10♥\ufe0e") == Card("TH")
    assert cards("J♦\ufe0e A♠\ufe0f") == cards("JD AS")


def test_refusals_in_the_readers_words() -> None:
    deal = Deal.shuffled(seed=1, dealer=0)
    with pytest.raises(IllegalActionError, match="this one is still in the bidding"):
        solve(deal)
    with pytest.raises(IllegalActionError, match="'1OH' is not in the Euchre deck"):
        deal.apply("play 1OH")
    with pytest.raises(IllegalActionError, match="it is West's turn, not North's"):
        judge(deal.view(2), "pass")


def test_a_follow_suit_question_reads_trump_as_text() -> None:
    """'hearts' was accepted and the prompt then failed with an AttributeError."""
    question = FollowSuitQuestion(cards("JD QD AS 9C"), "hearts", Card("AD"))  # type: ignore[arg-type]
    assert question.prompt.startswith("Hearts are trump")


def test_a_widget_called_from_code_prints_its_refusal(capsys: pytest.CaptureFixture[str]) -> None:
    """demo.hide_seat(4) in a notebook cell printed nothing: the refusal went only to
    the widget, shown in another cell or not at all. A control's own refusal is not
    printed (it is shown beside the control)."""
    table = DealTable(seed=1)
    table.hide_seat(4)
    assert "seat=4 is not a seat" in capsys.readouterr().out
    table.seed_box.value = "3.5"
    button = next(b for b in _buttons(table.widget) if b.description == "Deal this seed")
    button.click()
    assert "not a whole number" in table.error_text
    assert capsys.readouterr().out == ""


def _buttons(widget: object) -> list:  # type: ignore[type-arg]
    import ipywidgets as w

    found = []
    stack = [widget]
    while stack:
        item = stack.pop()
        if isinstance(item, w.Button):
            found.append(item)
        stack.extend(getattr(item, "children", ()))
    return found


def test_a_missing_egn_file_says_where_it_was_looked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(EGNError, match=f"no such file in {tmp_path}"):
        egn.load("my_game.egn")


def test_a_mistyped_bid_in_the_bidding_quiz_names_the_bids_there() -> None:
    """'orde' was answered with every action of every form of the game."""
    from euchre.widgets import BiddingQuiz

    quiz = BiddingQuiz(seed=1)
    quiz.choose("orde")
    assert quiz.error_text.startswith("'orde' is not an action: South may pass")
    assert "Bid Euchre" not in quiz.error_text


def test_a_ranking_of_more_cards_than_a_trick_holds_says_strongest() -> None:
    """Five or six cards were ordered 'from the one that wins the trick', which holds four."""
    from euchre import Suit
    from euchre.quiz import TrumpRankingQuestion

    question = TrumpRankingQuestion(Suit.SPADES, "9C TC AS TS JS", led=Suit.CLUBS)
    assert "from the strongest in that trick to the weakest" in question.prompt


def test_seeds_and_deal_numbers_given_in_code() -> None:
    from euchre.widgets import AnnotatedHand
    from euchre.widgets.base import WidgetInputError

    with pytest.raises(WidgetInputError, match="not a whole number of 0 or more"):
        DealTable(seed=-3)
    path = Path(__file__).resolve().parents[1] / "data" / "egn" / "VWEC Finals Annotated.egn"
    hand = AnnotatedHand.from_egn(str(path), deal=0)
    hand.select_deal(99)
    assert "numbered from 0 (the first) to" in hand.error_text
    assert "deal 1 is 0" not in hand.error_text


def test_a_card_outside_the_deck_is_not_called_one_you_do_not_hold() -> None:
    """'play 8H' in the 24-card deck said "You do not hold 8♥", as if someone might."""
    deal = Deal.shuffled(seed=3, dealer=0)
    bot = RuleBot()
    while deal.phase.value != "play":
        deal.apply(bot.act(deal.view(deal.to_act)))  # type: ignore[arg-type]
    with pytest.raises(
        IllegalActionError, match="8♥ is not in this deck of 24 cards: you may play"
    ):
        deal.apply("play 8H")
    with pytest.raises(IllegalActionError, match="The joker is not in this deck"):
        deal.apply("play joker")


def test_cards_reads_cards_named_in_words_and_egn_points_to_the_other_reader() -> None:
    """Card("ten of hearts") worked and cards("ten of hearts") did not; load(dict) and
    from_json(text) did not say which function reads what was given."""
    assert cards("ten of hearts, jack of spades 9c") == cards("TH JS 9C")
    with pytest.raises(EGNError, match="use from_json"):
        egn.load({"deals": []})  # type: ignore[arg-type]
    with pytest.raises(EGNError, match="use loads"):
        egn.from_json("{}")


def test_a_trick_of_too_many_players_names_every_form() -> None:
    """Five play in call-your-partner, yet the refusal said "2, 3 or 4 play"."""
    from euchre.values import Trick

    with pytest.raises(EuchreError, match=r"Trick\(players=6\): 2, 3, 4 or 5 play\."):
        Trick(leader=0, cards=(), seats=(), winner=0, players=6)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("play jack of diamonds", "play JD"),
        ("discard nine of clubs", "discard 9C"),
        ("play J♦", "play JD"),
        ("  play   10h ", "play TH"),
    ],
)
def test_an_action_reads_its_card_as_a_card_is_read(text: str, action: str) -> None:
    """Card("jack of diamonds") is a card, but "play jack of diamonds" was not an action."""
    from euchre import Action

    assert Action.parse(text) == Action.parse(action)
