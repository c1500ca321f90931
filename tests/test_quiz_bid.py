"""Quiz questions of Bid Euchre and five-handed call-your-partner: every answer
against the engine (its legal bids and refusals, the deals it replays, the points of
deals it plays to the end), the feedback texts, the jupyterquiz export, bad answers
and determinism."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from euchre import Card, Deal, Rules, Suit, cards
from euchre.errors import EuchreError, IllegalActionError
from euchre.quiz import (
    KITTY,
    BidQuestion,
    BidScoringQuestion,
    FiveScoringQuestion,
    PartnerQuestion,
    QuizError,
    bid_questions,
    bid_scoring_questions,
    book_questions,
    five_scoring_questions,
    partner_questions,
    to_jupyterquiz,
)
from euchre.quiz.bid_euchre import said

BID, FIVE = Rules.bid_euchre(), Rules.five_handed()
LEVELS = (1, 2, 3)


def engine_deal(q: BidQuestion) -> Deal:
    deal = Deal.shuffled(seed=11, dealer=q.dealer, rules=q.rules)  # other cards: same bids
    for text in q.bids:
        deal.apply(text)
    return deal


# ------------------------------------------------------------- what may I bid?


@pytest.mark.parametrize("level", LEVELS)
def test_bid_answers_are_the_engines(level: int) -> None:
    for q in bid_questions(seed=level, difficulty=level, count=60):
        deal = engine_deal(q)
        assert deal.to_act == q.seat
        assert set(q.answer) == {str(a) for a in deal.legal_actions()}
        assert q.check(q.answer).correct
        for choice in q.choices:
            if choice in q.answer:
                continue
            with pytest.raises(IllegalActionError) as refused:
                deal.copy().apply(choice)
            assert q.why(choice) == str(refused.value)
            assert str(refused.value) in q.check([*q.answer, choice]).mistakes


def test_stuck_dealer_and_thrown_in() -> None:
    stuck = BidQuestion(("pass", "pass", "pass"), dealer=2)
    assert stuck.seat == 2 and "pass" not in stuck.answer and "bid 3" in stuck.answer
    assert "stuck" in stuck.why("pass")
    free = BidQuestion(
        ("pass", "pass", "pass"), dealer=2, rules=BID.replace(stick_the_dealer=False)
    )
    assert "pass" in free.answer and "thrown in" in free.prompt


def test_moon_and_the_high_bid() -> None:
    moon = BidQuestion(("bid 6",), rules=BID.replace(shoot_the_moon=True))
    assert moon.choices[-1] == "moon" and "bid 6" not in moon.answer
    assert "moon" not in BidQuestion(("bid 6",)).choices
    q = BidQuestion(("pass", "bid 4"), dealer=0)
    feedback = q.check("pass, bid 4")
    assert not feedback.correct and feedback.score == 2  # of 5: one wrong, two missed
    assert "you must bid more than 4" in feedback.mistakes[0]
    assert any(m.startswith("You could also say bid 5") for m in feedback.mistakes)
    assert "West passes. North bids 4." in q.prompt and "What may East say" in q.prompt


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"bids": ("bid 4", "bid 3")}, "cannot be bid here"),
        ({"bids": ("pass", "pass", "pass", "bid 3")}, "over"),
        ({"bids": ("pass",) * 4}, "dealer is stuck"),
        ({"bids": "pass"}, "not a list of bids"),
        ({"bids": (), "rules": Rules()}, "Bid Euchre table"),
    ],
)
def test_bid_question_refuses_an_impossible_auction(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(QuizError, match=message) as caught:
        BidQuestion(**kwargs)
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, EuchreError)


def test_bid_answer_that_is_not_a_bid() -> None:
    with pytest.raises(QuizError, match="is not a bid: choose among pass"):
        BidQuestion(()).check("bid 9")


# ------------------------------------------------------- who can be my partner?


def partner_sample() -> list[PartnerQuestion]:
    return [q for d in LEVELS for q in partner_questions(seed=40 + d, difficulty=d, count=6)]


@pytest.mark.parametrize("question", partner_sample(), ids=lambda q: f"{q.seed}-{q.moves}")
def test_partner_answers_are_replayed_by_the_engine(question: PartnerQuestion) -> None:
    deal, seat, card = question.deal, question.seat, question.card
    assert deal.called_card == card and not deal.partner_revealed and seat != deal.maker
    assert question.holder in question.answer  # the truth is always possible
    assert sum(question.odds.values()) == 1
    for place in question.places:
        if place in question.answer:
            world = question.world(place)
            assert world.view(seat) == deal.view(seat)
            if place == KITTY:
                assert world.partner is None and all(card not in world.hand(s) for s in range(5))
            else:
                assert card in world.hand(place) and world.partner == place
        else:
            with pytest.raises(QuizError):
                question.world(place)
            assert question.why(place).startswith("No: ")
    assert question.check(question.answer).correct
    # the view of the asking seat does not name the partner
    assert deal.view(seat).partner is None or card in deal.hand(seat)


def test_partner_level_three_shows_a_void() -> None:
    for q in partner_questions(seed=3, difficulty=3, count=3):
        ruled_out = [p for p in q.places if p not in q.answer and p != q.deal.maker]
        assert any("did not follow" in q.why(p) for p in ruled_out)
        assert all(q.why(p).startswith("No: ") for p in ruled_out)


def test_partner_maker_is_never_the_partner() -> None:
    q = next(partner_questions(seed=9, difficulty=1))
    maker = q.deal.maker
    assert maker not in q.answer
    assert "may not call a card of their own" in q.why(maker)  # type: ignore[arg-type]
    marked = q.check([*q.answer, maker])
    assert not marked.correct and marked.score == len(q.places) - 1


def test_partner_prompt_counts_the_cards_played_in_good_english() -> None:
    prompts = [q.prompt for q in partner_questions(seed=1, count=6)]
    assert " 1 card has been played." in prompts[0]  # was "1 card have been played"
    assert any(" cards have been played." in p for p in prompts[1:])


def test_partner_answers_by_name_and_bad_places() -> None:
    q = next(partner_questions(seed=9, difficulty=1))
    names = [
        "kitty" if p == KITTY else ["South", "West", "Northwest", "Northeast", "East"][p]
        for p in q.answer
    ]
    assert q.check(" ".join(names).lower()).correct
    with pytest.raises(QuizError, match="is not a place to choose"):
        q.check(["Nowhere"])
    with pytest.raises(QuizError, match="maker knows"):
        PartnerQuestion(q.seed, q.dealer, q.moves, q.deal.maker)  # type: ignore[arg-type]


def test_partner_answers_by_seat_number_written_as_text() -> None:
    """check(2) took seat 2, but check("2") was refused, and the refusal named the
    seats without their numbers."""
    q = next(partner_questions(seed=9, difficulty=1))
    numbers = " ".join("kitty" if p == KITTY else str(p) for p in q.answer)
    assert q.check(numbers).correct
    with pytest.raises(QuizError, match=r"choose among .*Northwest \(2\)"):
        q.check("North")


# ------------------------------------------------------------------- scoring


def played(rules: Rules, seed: int) -> Deal:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed=seed, dealer=seed % rules.players, rules=rules)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def test_bid_scoring_is_the_engines_result() -> None:
    seen = set()
    for seed in range(300):
        rules = BID.replace(shoot_the_moon=seed % 3 == 0)
        result = played(rules, seed).result
        assert result is not None
        if result.maker is None:
            continue
        team = rules.scorer_of(result.maker)
        q = BidScoringQuestion(result.bid, result.maker_tricks, result.moon)  # type: ignore[arg-type]
        assert q.answer == (result.points[team], result.points[1 - team])
        assert q.check(q.answer).correct and q.answer in q.options()
        seen.add((result.moon, q.answer[0] < 0))
    assert seen == {(False, False), (False, True), (True, True), (True, False)} or len(seen) >= 3


def test_five_scoring_is_the_engines_result() -> None:
    kinds = set()
    for seed in range(400):
        deal = played(FIVE, seed)
        result = deal.result
        assert result is not None
        if result.maker is None:
            continue
        buried = not result.maker_alone and deal.partner is None
        q = FiveScoringQuestion(result.maker_tricks, result.maker_alone, buried)
        maker, partner, each = q.answer
        assert result.points[result.maker] == maker
        if deal.partner is not None:
            assert result.points[deal.partner] == partner
        defenders = [s for s in range(5) if s not in (result.maker, deal.partner)]
        assert all(result.points[s] == each for s in defenders)
        kinds.add((result.maker_alone, buried, each > 0))
    assert len(kinds) >= 4


def test_scoring_texts_and_bad_answers() -> None:
    assert BidScoringQuestion(4, 3).check("bidders -4, defenders 3").correct
    assert BidScoringQuestion(4, 4).check((4, 2)).correct
    assert "lose 4" in BidScoringQuestion(4, 3).explanation
    # Scores as players write them (each was read wrongly before): "lose 4" is −4,
    # "4-2" is four to two, and a minus that touches a number is its sign.
    for text in ("lose 4, 3", "lost 4 and 3", "-4-3", "bidders −4, defenders 3"):
        assert BidScoringQuestion(4, 3).check(text).correct, text
    assert BidScoringQuestion(4, 4).check("4-2").correct
    assert not BidScoringQuestion(4, 3).check("-4 -3").correct
    assert FiveScoringQuestion(4).check("maker 1, partner 1, defenders 0").correct
    assert FiveScoringQuestion(5, alone=True).check("maker 5, partner none, defenders 0").correct
    with pytest.raises(QuizError, match="is not a score"):
        BidScoringQuestion(4, 3).check("banana")
    with pytest.raises(QuizError, match="is not a score"):
        FiveScoringQuestion(4).check("maker 1")
    with pytest.raises(EuchreError):
        BidScoringQuestion(7, 3)
    with pytest.raises(QuizError, match="alone or buried"):
        FiveScoringQuestion(3, alone=True, buried=True)


# ---------------------------------------------------------- export and seeds


def exported(question: Any) -> dict[str, Any]:
    quiz = to_jupyterquiz(question)
    assert json.loads(json.dumps(quiz)) == quiz
    for answer in quiz["answers"]:
        assert set(answer) == {"answer", "correct", "feedback"} and answer["feedback"]
        assert "$" not in answer["feedback"] and "Card(" not in answer["feedback"]
    return quiz


def test_export_bid_and_partner() -> None:
    for q in bid_questions(seed=5, difficulty=3, count=20):
        quiz = exported(q)
        assert quiz["type"] == "many_choice"
        assert [a["answer"] for a in quiz["answers"] if a["correct"]] == [said(c) for c in q.answer]
    for p in partner_questions(seed=5, count=3):
        quiz = exported(p)
        right = [a["answer"] for a in quiz["answers"] if a["correct"]]
        assert len(right) == len(p.answer) and len(quiz["answers"]) == 5


def test_export_scoring_of_the_forms() -> None:
    for q in [
        *bid_scoring_questions(seed=5, difficulty=3, count=20),
        *five_scoring_questions(seed=5, difficulty=3, count=20),
    ]:
        quiz = exported(q)
        right = [a for a in quiz["answers"] if a["correct"]]
        assert quiz["type"] == "multiple_choice" and len(right) == 1
        assert len({a["answer"] for a in quiz["answers"]}) == len(quiz["answers"]) == 4


@pytest.mark.parametrize("kind", ["bid", "partner", "bid-scoring", "five-scoring"])
def test_book_kinds_and_seeds(kind: str) -> None:
    first = book_questions(kind, seed=3, count=2)
    assert first == book_questions(kind, seed=3, count=2) and len(first) == 2
    assert first != book_questions(kind, seed=4, count=2)


def test_a_left_bower_led_when_clubs_are_trump_is_followed_by_a_club() -> None:
    """Clubs are Suit 0: read as "no trump", the partner quiz took J♠ (the left bower)
    for a spade, said that a player who followed it with J♣ had no spades, and gave
    wrong chances or found no deal at all. With clubs trump both jacks are clubs."""
    from types import SimpleNamespace

    from euchre.quiz.five_handed import _void_trick, _voids

    deal = SimpleNamespace(
        tricks=[SimpleNamespace(seats=(2, 3, 4, 0, 1), cards=cards("JS JC 9H 9D 9S"))],
        current_trick=(),
        trump=Suit.CLUBS,
    )
    assert _voids(deal) == {4: {Suit.CLUBS}, 0: {Suit.CLUBS}, 1: {Suit.CLUBS}}  # type: ignore[arg-type]
    assert _void_trick(deal, 3, Card("AS")) is None  # type: ignore[arg-type]
    assert _void_trick(deal, 4, Card("AC")) == (1, Suit.CLUBS)  # type: ignore[arg-type]
