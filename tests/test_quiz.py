"""Tests of the seeded quiz questions: answers against the engine, feedback texts,
trap frequency, the jupyterquiz export, bad answers and determinism."""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Card, EuchreError, IllegalActionError, Rules, Suit, cards, score_hand
from euchre.quiz import (
    Feedback,
    FollowSuitQuestion,
    FollowTrap,
    Question,
    QuizError,
    ScoringQuestion,
    TrumpRankingQuestion,
    follow_suit_question,
    follow_suit_questions,
    scoring_questions,
    to_jupyterquiz,
    trump_ranking_questions,
)
from euchre.tricks import check_follow, legal_plays, trick_winner
from euchre.trump import (
    STRENGTH,
    bower_kind,
    effective_suit,
    is_trump,
    left_bower,
    plain_order,
    right_bower,
    trump_order,
)

LEVELS = (1, 2, 3)
TRAPS: tuple[FollowTrap, ...] = (
    "left_bower_led",
    "left_bower_only_trump",
    "printed_suit_led",
    "printed_suit_only_bower",
    "void",
    "plain",
)


def ranking_sample(count: int = 150) -> list[TrumpRankingQuestion]:
    return [q for d in LEVELS for q in trump_ranking_questions(seed=d, difficulty=d, count=count)]


def follow_sample(count: int = 200) -> list[FollowSuitQuestion]:
    return [q for d in LEVELS for q in follow_suit_questions(seed=d, difficulty=d, count=count)]


def mistakes_text(feedback: Feedback) -> str:
    return "\n".join(feedback.mistakes)


# --- ranking: answers agree with the engine ------------------------------------------


def beats(a: Card, b: Card, trump: Suit, led: Suit) -> bool:
    """Cross-check with trick_winner: ``a`` beats ``b`` in a trick of the ``led`` suit,
    whichever order they are played in after some other card of that suit is led."""
    lead_pool = trump_order(trump) if led == trump else plain_order(led, trump)
    opener = next(c for c in reversed(lead_pool) if c not in (a, b))
    return trick_winner([opener, b, a], trump) != 1 and trick_winner([opener, a, b], trump) != 2


@pytest.mark.parametrize("question", ranking_sample())
def test_ranking_answer_agrees_with_engine(question: TrumpRankingQuestion) -> None:
    trump, answer = question.trump, question.answer
    led = trump if question.led is None else question.led
    strengths = [STRENGTH[trump][led][c.id] for c in answer]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == len(strengths) and min(strengths) > 0
    assert sorted(answer) == sorted(question.cards)
    trumps = [c for c in answer if is_trump(c, trump)]
    plain = [c for c in answer if not is_trump(c, trump)]
    assert answer == (*trumps, *plain)
    assert trumps == [c for c in trump_order(trump) if c in trumps]
    if question.led is not None:
        assert plain == [c for c in plain_order(question.led, trump) if c in plain]
    for a, b in itertools.combinations(answer, 2):
        assert beats(a, b, trump, led), (a, b)
    feedback = question.check(answer)
    assert feedback.correct and feedback.score == feedback.out_of and not feedback.mistakes


def test_ranking_levels() -> None:
    for q in trump_ranking_questions(seed=11, difficulty=1, count=100):
        assert q.led is None and len(q.cards) == 3
        assert all(is_trump(c, q.trump) for c in q.cards)
    for q in trump_ranking_questions(seed=12, difficulty=2, count=100):
        assert q.led is q.trump.sister and len(q.cards) in (4, 5)
        assert left_bower(q.trump) in q.cards
        assert any(not is_trump(c, q.trump) for c in q.cards)
        assert sum(is_trump(c, q.trump) for c in q.cards) >= 2
    led_suits: Counter[str] = Counter()
    for q in trump_ranking_questions(seed=13, difficulty=3, count=200):
        assert q.led is not None and q.led is not q.trump and len(q.cards) in (5, 6)
        assert {right_bower(q.trump), left_bower(q.trump)} <= set(q.cards)
        assert any(not is_trump(c, q.trump) for c in q.cards)
        led_suits["sister" if q.led is q.trump.sister else "other"] += 1
        if q.led is not q.trump.sister:
            assert Card("J", q.led) in q.cards
    assert min(led_suits.values()) > 40


@settings(max_examples=200, deadline=None)
@given(st.integers(), st.sampled_from(LEVELS), st.randoms(use_true_random=False))
def test_ranking_partial_score(seed: int, difficulty: int, shuffler: random.Random) -> None:
    question = next(trump_ranking_questions(seed, difficulty))
    order = list(question.cards)
    shuffler.shuffle(order)
    feedback = question.check(order)
    rank = {c: i for i, c in enumerate(question.answer)}
    right_pairs = sum(rank[a] < rank[b] for a, b in itertools.combinations(order, 2))
    assert feedback.score == right_pairs
    assert feedback.out_of == len(order) * (len(order) - 1) // 2
    assert feedback.correct == (tuple(order) == question.answer) == (not feedback.mistakes)
    # The count is told in words, never as a bare fraction.
    first = str(feedback).splitlines()[0]
    assert first == "Right!" or first == (
        f"Not quite: {right_pairs} of {feedback.out_of} pairs of cards in the right order."
    )


def test_follow_feedback_counts_in_words_and_says_also_only_after_a_choice() -> None:
    question = FollowSuitQuestion(cards("JD 9H AS 9C KS"), Suit.HEARTS, Card("AH"))
    nothing = str(question.check([])).splitlines()
    assert nothing[0].startswith("Not quite: 3 of 5 cards marked right")
    assert nothing[1].startswith("You could play J♦") and "also" not in nothing[1]
    some = str(question.check("9H")).splitlines()
    assert some[0].startswith("Not quite: 4 of 5 cards marked right")
    assert some[1].startswith("You could also play J♦")
    wrong = str(question.check("AS")).splitlines()  # only a card that may not be played
    assert wrong[2].startswith("You could play J♦") and "also" not in wrong[2]


def test_ranking_accepts_text_and_cards() -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("9H JD AH"))
    assert q.check("JD AH 9H").correct
    assert q.check("j♦, a♥, 9♥").correct
    assert q.check([Card("JD"), "AH", "9H"]).correct
    # The suits may be written as the other questions take them (was a TypeError).
    named = TrumpRankingQuestion("hearts", ["9H", "JD", "AD"], led="D")  # type: ignore[arg-type]
    assert (named.trump, named.led) == (Suit.HEARTS, Suit.DIAMONDS)
    assert named.check("JD AD 9H").correct is False and named.answer[0] == Card("JD")


# --- ranking: the classic mistakes are explained ----------------------------------------


def test_left_bower_below_the_ace() -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("AH JD 9H"))
    text = mistakes_text(q.check("AH JD 9H"))
    assert "J♦ is the left bower when hearts are trump: it ranks above A♥" in text


def test_queen_below_the_ten() -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("10H QH KH"))
    assert "Q♥ ranks above 10♥" in mistakes_text(q.check("KH 10H QH"))
    plain = TrumpRankingQuestion(Suit.HEARTS, cards("10S QS AH"), led=Suit.SPADES)
    assert "Q♠ ranks above 10♠" in mistakes_text(plain.check("AH 10S QS"))


def test_right_bower_is_highest() -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("JH JD AH"))
    text = mistakes_text(q.check("JD JH AH"))
    assert "J♥ is the right bower, the highest trump" in text


def test_left_bower_in_its_printed_suit() -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("AD JD KD QH"), led=Suit.DIAMONDS)
    text = mistakes_text(q.check("QH AD KD JD"))
    assert "J♦ is the left bower when hearts are trump" in text
    assert "J♦ is a heart, not a diamond, so it beats A♦ and K♦" in text


def test_off_colour_jack_is_no_bower() -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("JS QS 9H"), led=Suit.SPADES)
    text = mistakes_text(q.check("JS 9H QS"))
    assert "J♠ is no bower" in text


def test_one_line_per_card_and_reason() -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("JH JD AH KH"))
    mistakes = q.check("KH AH JD JH").mistakes
    assert mistakes[0] == "J♥ is the right bower, the highest trump: it ranks above J♦, A♥ and K♥."
    assert len(mistakes) == 3


# --- ranking: bad answers --------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        ("JH AH", "You left out J♦: order all 3 cards"),
        ("JH JD AH KH", "K♥ is not one of the cards shown"),
        ("JH JD JD", "You gave J♦ more than once"),
        ("JH JD XX", "'XX' is not in the Euchre deck"),
    ],
)
def test_ranking_bad_answers(answer: str, message: str) -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("JH JD AH"))
    with pytest.raises(QuizError, match=message) as caught:
        q.check(answer)
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, EuchreError)


def test_ranking_question_must_be_rankable() -> None:
    with pytest.raises(QuizError, match="A♠ cannot be ranked"):
        TrumpRankingQuestion(Suit.HEARTS, cards("JH AS"))
    with pytest.raises(QuizError, match="two or more different cards"):
        TrumpRankingQuestion(Suit.HEARTS, cards("JH JH"))


# --- follow suit -------------------------------------------------------------------------


@pytest.mark.parametrize("question", follow_sample())
def test_follow_answer_agrees_with_engine(question: FollowSuitQuestion) -> None:
    hand, trump, led = question.hand, question.trump, question.led
    assert len(hand) == 5 and len(set(hand)) == 5 and led not in hand
    assert question.answer == legal_plays(hand, trump, led)
    assert question.check(question.answer).correct
    for card in hand:
        if card in question.answer:
            check_follow(hand, card, trump, led)
        else:
            with pytest.raises(IllegalActionError) as caught:
                check_follow(hand, card, trump, led)
            assert question.why_illegal(card) == str(caught.value)
    # Selecting everything is wrong exactly when some card is illegal, and each
    # illegal card gets the engine's own explanation.
    everything = question.check(hand)
    illegal = [c for c in hand if c not in question.answer]
    assert everything.correct == (not illegal)
    assert everything.score == 5 - len(illegal)
    assert everything.mistakes == tuple(question.why_illegal(c) for c in illegal)


def test_trap_shapes() -> None:
    for q in follow_sample():
        left = left_bower(q.trump)
        suit = effective_suit(q.led, q.trump)
        if q.trap == "left_bower_led":
            assert q.led == left and suit == q.trump
        elif q.trap == "left_bower_only_trump":
            assert suit == q.trump and q.answer == (left,)
        elif q.trap == "printed_suit_led":
            assert q.led.suit == left.suit and left in q.hand and left not in q.answer
        elif q.trap == "printed_suit_only_bower":
            assert q.led.suit == left.suit and left in q.hand and q.answer == q.hand
        elif q.trap == "void":
            assert q.answer == q.hand and not q.involves_left_bower
        else:
            assert q.trap == "plain" and not q.involves_left_bower
            assert len(q.answer) < 5 or all(effective_suit(c, q.trump) == suit for c in q.hand)


@pytest.mark.parametrize("difficulty", [2, 3])
def test_left_bower_traps_are_favoured(difficulty: int) -> None:
    questions = list(follow_suit_questions(seed=99, difficulty=difficulty, count=400))
    share = sum(q.involves_left_bower for q in questions) / len(questions)
    assert share >= 0.5
    kinds = Counter(q.trap for q in questions)
    for trap in ("left_bower_led", "left_bower_only_trump", "printed_suit_led"):
        assert kinds[trap] >= 40


def test_every_trap_can_be_asked() -> None:
    rng = random.Random(5)
    for trap in TRAPS:
        for _ in range(50):
            assert follow_suit_question(rng, 2, trap=trap).trap == trap


def test_left_bower_following_its_printed_suit() -> None:
    q = FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD"))
    assert q.trap == "printed_suit_led"
    feedback = q.check("JD QD")
    assert not feedback.correct
    assert feedback.mistakes == (
        "J♦, the left bower, counts as a heart when hearts are trump; you must follow diamonds with Q♦.",
    )


def test_left_bower_as_only_trump_missed() -> None:
    q = FollowSuitQuestion(cards("JD QD AS 9C KS"), Suit.HEARTS, Card("9H"))
    feedback = q.check("QD")
    assert feedback.score == 3
    text = mistakes_text(feedback)
    assert "you must follow hearts with J♦, not Q♦" in text
    # Only a card that may not be played was chosen: "could", not "could also".
    assert "You could play J♦: J♦ is the left bower, a heart" in text


def test_left_bower_led_is_a_trump_lead() -> None:
    q = FollowSuitQuestion(cards("QD AD 9H AS KS"), Suit.HEARTS, Card("JD"))
    assert q.trap == "left_bower_led" and q.answer == (Card("9H"),)
    text = mistakes_text(q.check("QD AD"))
    assert "J♦ was led: as the left bower it is a heart" in text
    assert "You could play 9♥" in text and "also" not in text


def test_void_hand_may_play_anything() -> None:
    q = FollowSuitQuestion(cards("JD 9C AS KS QH"), Suit.HEARTS, Card("AD"))
    assert q.trap == "printed_suit_only_bower" and q.answer == q.hand
    text = mistakes_text(q.check("9C"))
    assert "you hold no diamonds, so any card may be played" in text
    assert "J♦ is the left bower, a heart, not a diamond" in text


def test_follow_bad_answers() -> None:
    q = FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD"))
    with pytest.raises(QuizError, match="A♥ is not in your hand"):
        q.check("QD AH")
    with pytest.raises(QuizError, match="not in the Euchre deck"):
        q.check("QD ZZ")
    # A card given twice was marked right; one Card alone was refused.
    with pytest.raises(QuizError, match="You gave Q♦ more than once"):
        q.check("QD QD")
    assert q.answer == (Card("QD"),) and q.check(Card("QD")).correct
    with pytest.raises(QuizError, match="cannot also be in the hand"):
        FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("QD"))


# --- scoring -------------------------------------------------------------------------------


def test_scoring_answers_agree_with_engine() -> None:
    seen = set()
    for d in LEVELS:
        for q in scoring_questions(seed=d, difficulty=d, count=200):
            expected = score_hand(
                q.maker_tricks,
                maker_alone=q.maker_alone,
                lone_defender=q.lone_defender,
                rules=q.rules,
            )
            assert q.answer == expected
            side, points = expected
            assert f"{points} point" in q.explanation or f"{points} points" in q.explanation
            assert q.check(expected).correct
            assert q.check(f"{points} to the {side}").correct
            wrong = ("defenders" if side == "makers" else "makers", points)
            assert not q.check(wrong).correct
            seen.add((q.maker_alone, q.lone_defender, q.rules.lone_defender_scoring, expected))
    assert ("makers", 4) in {s[3] for s in seen} and ("defenders", 4) in {s[3] for s in seen}
    assert any(s[2] == "march_4" and s[3] == ("defenders", 2) for s in seen)


def test_scoring_bad_answers() -> None:
    q = ScoringQuestion(3)
    with pytest.raises(QuizError, match="is not a score"):
        q.check("banana")
    with pytest.raises(QuizError, match="is not a score"):
        q.check("makers")
    with pytest.raises(EuchreError):
        ScoringQuestion(6)


def test_march_4_prompt_states_the_house_rule() -> None:
    q = ScoringQuestion(
        1,
        maker_alone=True,
        lone_defender=True,
        rules=Rules(defend_alone=True, lone_defender_scoring="march_4"),
    )
    assert "2 for 3 or 4 tricks" in q.prompt and q.answer == ("defenders", 2)


# --- jupyterquiz export -----------------------------------------------------------------------

QUESTION_KEYS = {"question", "type", "answers", "answer_cols"}
ANSWER_KEYS = {"answer", "correct", "feedback"}


def exported(question: Question) -> dict[str, Any]:
    quiz = to_jupyterquiz(question)
    assert json.loads(json.dumps(quiz)) == quiz
    assert set(quiz) <= QUESTION_KEYS and {"question", "type", "answers"} <= set(quiz)
    for answer in quiz["answers"]:
        assert set(answer) == ANSWER_KEYS
        assert isinstance(answer["answer"], str) and isinstance(answer["correct"], bool)
        assert answer["feedback"] and "$" not in answer["feedback"]  # $ starts maths
    return quiz


def test_export_ranking() -> None:
    classic: Counter[bool] = Counter()
    for q in ranking_sample(60):
        quiz = exported(q)
        assert quiz["type"] == "multiple_choice"
        answers = quiz["answers"]
        assert len(answers) == 4 and len({a["answer"] for a in answers}) == 4
        right = [a for a in answers if a["correct"]]
        assert len(right) == 1
        assert right[0]["answer"] == ", ".join(str(c) for c in q.answer)
        for a in answers:
            order = cards(a["answer"])
            assert q.check(order).correct == a["correct"]
            if not a["correct"]:
                assert a["feedback"].startswith("No. ")
                classic["left bower" in a["feedback"]] += 1
    assert classic[True] > 100


def test_export_ranking_offers_the_classic_mistakes() -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("AH QH JD 10H"))
    wrong = {a["answer"] for a in exported(q)["answers"] if not a["correct"]}
    assert "A♥, Q♥, J♦, 10♥" in wrong  # the left bower ranked as a plain jack
    assert "A♥, Q♥, 10♥, J♦" in wrong  # the left bower counted as a diamond
    assert "J♦, A♥, 10♥, Q♥" in wrong  # the ten ranked above the queen


def test_export_follow_suit() -> None:
    for q in follow_sample(60):
        quiz = exported(q)
        assert quiz["type"] == "many_choice" and quiz["answer_cols"] == 5
        assert [a["answer"] for a in quiz["answers"]] == [str(c) for c in q.hand]
        chosen = {Card(a["answer"]) for a in quiz["answers"] if a["correct"]}
        assert chosen == set(legal_plays(q.hand, q.trump, q.led))


def test_export_scoring() -> None:
    for q in scoring_questions(seed=4, difficulty=3, count=60):
        quiz = exported(q)
        assert quiz["type"] == "multiple_choice" and len(quiz["answers"]) == 4
        right = [a for a in quiz["answers"] if a["correct"]]
        side, points = q.answer
        assert len(right) == 1 and right[0]["answer"].startswith(f"{points} point")
        assert right[0]["answer"].endswith(side)


def test_card_text_hook() -> None:
    q = FollowSuitQuestion(cards("JD 10D AS 9C KH"), Suit.HEARTS, Card("AD"))
    quiz = to_jupyterquiz(q, card_text=lambda c: f"<span>{c.code}</span>")
    assert "<span>AD</span> is led" in quiz["question"]
    assert quiz["answers"][1]["answer"] == "<span>TD</span>"
    assert "♦" not in json.dumps(quiz, ensure_ascii=False).replace("diamond", "")


def test_export_rejects_other_objects() -> None:
    with pytest.raises(QuizError):
        to_jupyterquiz("JD")  # type: ignore[arg-type]


# --- determinism and arguments ----------------------------------------------------------------


def test_same_seed_same_questions() -> None:
    for make in (trump_ranking_questions, follow_suit_questions, scoring_questions):
        for d in LEVELS:
            first: list[Question] = list(make(seed=2024, difficulty=d, count=30))
            assert first == list(make(seed=2024, difficulty=d, count=30))
            assert first != list(make(seed=2025, difficulty=d, count=30))
            assert [to_jupyterquiz(q) for q in first] == [to_jupyterquiz(q) for q in first]


EXPORT_SCRIPT = """
import json
from euchre.quiz import *
qs = [*trump_ranking_questions(7, 3, 20), *follow_suit_questions(7, 2, 20),
      *scoring_questions(7, 3, 20)]
print(json.dumps([to_jupyterquiz(q) for q in qs]))
"""


def test_export_is_the_same_in_every_process() -> None:
    outputs = {
        subprocess.run(
            [sys.executable, "-c", EXPORT_SCRIPT],
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for hash_seed in ("0", "1", "12345")
    }
    assert len(outputs) == 1


def test_generators_are_endless_and_string_seeds_work() -> None:
    endless = trump_ranking_questions(seed="chapter-3", difficulty=2)
    batch = list(itertools.islice(endless, 500))
    assert len(batch) == 500
    assert batch[:5] == list(trump_ranking_questions(seed="chapter-3", difficulty=2, count=5))


@pytest.mark.parametrize("bad", [0, 4, True])
def test_bad_difficulty(bad: int) -> None:
    with pytest.raises(QuizError, match="choose 1, 2 or 3"):
        next(trump_ranking_questions(seed=1, difficulty=bad))


def test_bad_count() -> None:
    with pytest.raises(QuizError, match="is not a number of questions"):
        list(follow_suit_questions(seed=1, count=-1))


def test_describe_roles() -> None:
    q = TrumpRankingQuestion(Suit.HEARTS, cards("JH JD AH AD"), led=Suit.DIAMONDS)
    assert q.explanation == (
        "From the highest: J♥ (right bower), J♦ (left bower), A♥ (trump), A♦ (diamond, not trump)."
    )
    assert bower_kind(q.answer[1], q.trump) == "left"


def test_ranking_feedback_is_true_with_the_joker_and_for_the_ten() -> None:
    from euchre.quiz import TrumpRankingQuestion

    joker = TrumpRankingQuestion(Suit.HEARTS, (Card.joker(), Card("JH"), Card("KH")), None, 2)
    text = " ".join(joker.check([Card("KH"), Card("JH"), Card.joker()]).mistakes)
    assert "the highest trump after the joker" in text and "joker, the highest trump" in text
    plain = TrumpRankingQuestion(Suit.HEARTS, (Card("AH"), Card("TH"), Card("QH")), None, 1)
    text = " ".join(plain.check("TH QH AH").mistakes)
    assert "A♥ ranks above Q♥ and 10♥: below the two bowers" in text  # not "the queen"
    assert "Q♥ ranks above 10♥: in Euchre the ten is below the queen." in text


def test_scoring_questions_of_the_other_forms() -> None:
    from euchre import Rules
    from euchre.quiz import ScoringQuestion, scoring_questions
    from euchre.scoring import score_hand

    for rules in (Rules.two_handed(), Rules.cutthroat()):
        questions = list(scoring_questions(5, difficulty=3, count=30, rules=rules))
        assert {q.maker_tricks for q in questions} >= {0, 3, 5}
        for q in questions:
            assert not q.maker_alone and q.rules == rules
            assert q.answer == score_hand(q.maker_tricks, rules=rules)
            assert ("Cutthroat" in q.prompt) == (rules.players == 3)
            assert "the maker took" in q.prompt
            assert q.check(q.answer).correct and str(q.answer[1]) in q.explanation
    euchred = ScoringQuestion(2, rules=Rules.cutthroat())
    assert "each of the two defenders" in euchred.explanation
    assert "to each" not in ScoringQuestion(2, rules=Rules.two_handed()).explanation


def test_a_book_quiz_closes_its_container() -> None:
    """jupyterquiz leaves its <div> open, and on a built page everything after the
    quiz fell inside the quiz's output box; book_quiz's HTML is balanced, and its
    script still comes after it."""
    pytest.importorskip("jupyterquiz")
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    from euchre.quiz import book_quiz

    InteractiveShell.instance()
    with capture_output() as shown:
        book_quiz("follow-suit", seed=5, count=2)
    html = [o.data["text/html"] for o in shown.outputs if "text/html" in o.data]
    scripts = [o for o in shown.outputs if "application/javascript" in o.data]
    assert len(html) == 1 and len(scripts) == 1
    assert html[0].count("<div") == html[0].count("</div>") > 0


def test_joker_questions_never_say_the_right_bower_is_the_only_higher_card() -> None:
    """With the joker in play the left bower has two cards above it; the feedback said
    "only the right bower is higher" under the joker's own line. The prompt names the
    joker in words too."""
    from euchre.quiz import joker_ranking_questions

    for q in joker_ranking_questions(seed=11, difficulty=2, count=60):
        text = "\n".join(q.check(list(reversed(q.answer))).mistakes)
        assert "only the right bower" not in text
        assert "(the joker)" in q.prompt
    some = next(joker_ranking_questions(seed=11, difficulty=2))
    assert "only the joker and the right bower" in "\n".join(
        some.check(list(reversed(some.answer))).mistakes
    )
