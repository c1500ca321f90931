"""The practice widgets, driven without a browser: through their public methods and
through real Button clicks. Nothing a reader does may raise into the notebook."""

from __future__ import annotations

import html
import random
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from euchre import Action, Card, EGNError, IllegalActionError, Rules, Suit, cards, egn
from euchre.annotations import Label
from euchre.quiz import FollowSuitQuestion, TrumpRankingQuestion
from euchre.render import TURN_MARK, VISUALLY_HIDDEN
from euchre.view import PlayerView
from euchre.widgets import (
    Advice,
    AnnotatedHand,
    BiddingQuiz,
    DealTable,
    FollowSuitQuiz,
    PlayTable,
    TrumpRankingQuiz,
    label_choice,
)
from euchre.widgets.base import (
    ACTION_BUTTON_COLOURS,
    FEEDBACK_BOX,
    FEEDBACK_COLOURS,
    UNEXPECTED,
    WidgetInputError,
    buttons_of,
    coach_advice,
    find_button,
)

EGN_DIR = Path(__file__).resolve().parent.parent / "data" / "egn"
ANNOTATED = EGN_DIR / "VWEC Finals Annotated.egn"

BAD_INPUTS: list[object] = ["", "XX", "8H", "JD JD", None, 3, "play", object()]


# --------------------------------------------------------------------------- DealTable


def test_deal_table_passes_the_deal_round_and_a_seed_brings_its_dealer_back() -> None:
    """New random deals do not all have South dealing: the seed picks the dealer (in
    every form), so typing a seed again gives the same dealer with the same cards."""
    table = DealTable(seed=7)
    dealers = {table.deal().dealer for _ in range(40)}
    assert dealers == {0, 1, 2, 3}
    seed = table.seed
    assert seed is not None
    deal = table.current
    table.deal()
    again = table.deal_from_box(str(seed))
    assert again is not None
    assert (again.dealer, again.hands, again.upcard) == (deal.dealer, deal.hands, deal.upcard)
    assert f"{table.names[deal.dealer]} dealt" in table.feedback_text
    table.set_form("five_handed")
    assert {table.deal().dealer for _ in range(60)} == set(range(5))
    pinned = DealTable(seed=7, dealer=2)
    assert {pinned.deal().dealer for _ in range(10)} == {2}
    # A dealer that is no seat is refused by name (was a TypeError for "East", and 7
    # quietly became seat 3).
    for dealer, said in (("East", "; East is 3."), (7, "and 3 (East).")):
        with pytest.raises(IllegalActionError, match=re.escape(said) + "$"):
            DealTable(seed=7, dealer=dealer)  # type: ignore[arg-type]


def test_deal_table_seeded_deal_and_trump() -> None:
    table = DealTable(seed=1)
    first = table.current.hands
    table.deal(seed=42)
    again = DealTable(seed=0)
    again.deal(seed=42)
    assert table.current.hands == again.current.hands
    assert table.current.hands != first or table.seed == 42
    table.set_trump("H")
    assert table.trump is Suit.HEARTS
    assert table.rank_of("JH") == "trump #1 (right bower)"
    assert table.rank_of("JD") == "trump #2 (left bower)"
    assert table.rank_of("AD") == "diamond #1"
    assert table.trump_menu.value == "H"
    assert "effective suit and rank" in table.ranks.value
    assert "euchre-table" in table.board.value  # still the table, now annotated
    assert "left bower" in table.board.value
    counts = table.trump_counts()
    assert sum(counts.values()) == sum(
        1
        for s in range(4)
        for c in table.current.hand(s)
        if c.suit is Suit.HEARTS or c == Card("JD")
    )
    assert "Trumps held" in table.counts.value
    table.set_trump(None)
    assert table.rank_of("JD") == "diamond"
    # the dropdown drives the same method
    table.trump_menu.value = "S"
    assert table.trump is Suit.SPADES
    assert table.rank_of("JC") == "trump #2 (left bower)"


def test_deal_table_hides_seats() -> None:
    table = DealTable(seed=3)
    hidden = table.current.hand(1)
    table.hide_seat(1)
    assert table.shown == (True, False, True, True)
    html = table.board.value
    assert all(c.name not in html for c in hidden)
    assert "5 cards face down" in table.text
    table.set_trump("C")
    assert all(c.name not in table.board.value for c in hidden)
    table.seat_boxes[1].value = True  # the checkbox drives show_seat
    assert table.shown[1]
    assert hidden[0].name in table.board.value


def test_deal_table_buttons_and_bad_input() -> None:
    table = DealTable(seed=5)
    before = table.current.hands
    find_button(table.widget, "New random deal").click()
    assert table.current.hands != before
    table.seed_box.value = "9"
    find_button(table.widget, "Deal this seed").click()
    assert table.seed == 9
    hands = table.current.hands
    # A fraction, nothing, a word or too many digits: explained, the deal unchanged.
    for typed in ("3.5", "", "  ", "nine", "-4", "1" * 31):
        table.seed_box.value = typed
        find_button(table.widget, "Deal this seed").click()
        assert table.current.hands == hands and table.seed == 9
        assert "seed" in table.feedback_text and "whole number" in table.feedback_text
        # The way out it offers is one this table takes (not "leave the box empty").
        assert table.feedback_text.endswith("press New random deal.")
    # Said just under the controls, above the board (under it, a phone hid it).
    parts = list(table.widget.children)
    assert parts.index(table.feedback) < parts.index(table.board)
    assert "whole number" in table.feedback.value
    # A 20-digit seed is a seed like any other: exact, the same cards every time.
    table.seed_box.value = "12345678901234567890"
    find_button(table.widget, "Deal this seed").click()
    assert table.seed == 12345678901234567890
    again = DealTable(seed=0)
    again.deal_from_box("12345678901234567890")
    assert again.current.hands == table.current.hands
    for bad in BAD_INPUTS:
        table.set_trump(bad)  # type: ignore[arg-type]
        table.show_seat(bad)  # type: ignore[arg-type]
        table.deal(seed=bad)  # type: ignore[arg-type]
    table.set_trump("X")
    assert "not a suit" in table.feedback_text


# -------------------------------------------------------------------- TrumpRankingQuiz


@pytest.mark.parametrize(
    ("quiz", "levels"),
    [(TrumpRankingQuiz, "1, 2 or 3"), (FollowSuitQuiz, "1, 2 or 3"), (BiddingQuiz, "1 or 2")],
)
def test_a_quiz_started_at_a_level_it_lacks_says_which_it_has(quiz: type, levels: str) -> None:
    for bad in (3 if levels == "1 or 2" else 4, "2", True):
        with pytest.raises(ValueError, match=f"is not a level: choose {levels}\\.$"):
            quiz(seed=3, difficulty=bad)
    started = quiz(seed=3, difficulty=2)
    started.set_difficulty(9)
    assert started.feedback_text.endswith(f"choose {levels}.")


def _codes(items: tuple[Card, ...]) -> str:
    return " ".join(c.code for c in items)


def test_ranking_quiz_score_and_feedback() -> None:
    quiz = TrumpRankingQuiz(seed=1)
    right = quiz.question.answer
    feedback = quiz.answer(_codes(right))
    assert feedback is not None and feedback.correct
    assert (quiz.score, quiz.answered) == (1, 1)
    assert "Score: 1 of 1" in quiz.score_label.value
    quiz.answer(_codes(right))  # a second answer to the same question does not count
    assert (quiz.score, quiz.answered) == (1, 1)
    quiz.next_question()
    wrong = tuple(reversed(quiz.question.answer))
    feedback = quiz.answer(_codes(wrong))
    assert feedback is not None and not feedback.correct and feedback.mistakes
    assert (quiz.score, quiz.answered) == (1, 2)
    assert feedback.mistakes[0] in quiz.feedback_text


def test_ranking_quiz_left_bower_mistake_is_explained() -> None:
    quiz = TrumpRankingQuiz(seed=2)
    quiz.question = TrumpRankingQuestion(Suit.HEARTS, cards("10H JD AH QH"))
    quiz.answer("AH JD 10H QH")
    assert "J♦ is the left bower when hearts are trump" in quiz.feedback_text


def test_ranking_quiz_buttons() -> None:
    quiz = TrumpRankingQuiz(seed=4, difficulty=2)
    answer = quiz.question.answer
    for card in answer[:-1]:
        find_button(quiz.card_row, str(card)).click()
    assert quiz.order == list(answer[:-1])
    find_button(quiz.card_row, str(answer[0])).click()  # twice: refused, and said so
    assert "already in your order" in quiz.feedback_text
    find_button(quiz.widget, "Undo").click()
    assert quiz.order == list(answer[:-2])
    assert quiz.feedback_text == ""  # the refusal no longer shows
    find_button(quiz.widget, "Clear").click()
    assert quiz.order == []
    for card in answer:  # picking the last card checks the order
        find_button(quiz.card_row, str(card)).click()
    assert quiz.last is not None and quiz.last.correct and quiz.score == 1
    verdict = quiz.feedback_text
    find_button(quiz.card_row, str(answer[-1])).click()  # a double tap's second tap
    assert quiz.feedback_text == verdict and quiz.score_text == "Score: 1 of 1"
    old = quiz.question
    find_button(quiz.widget, "Next question").click()
    assert quiz.question != old and quiz.order == []
    quiz.difficulty_menu.value = 3
    assert quiz.difficulty == 3 and len(quiz.question.cards) >= 5


def test_ranking_quiz_asks_for_the_order_its_question_asks() -> None:
    # Trumps alone go from the highest down; the cards of a trick (levels 2 and 3,
    # a suit led) from the one that wins it, where "highest" would be unclear.
    trumps = TrumpRankingQuiz(seed=4, difficulty=1)
    assert trumps.question.led is None
    assert trumps.feedback_text == "Click the cards from the highest to the lowest."
    trick = TrumpRankingQuiz(seed=4, difficulty=2)
    assert trick.question.led is not None
    assert trick.feedback_text == "Click the cards from the strongest in that trick to the weakest."


def test_ranking_quiz_bad_input_never_raises() -> None:
    quiz = TrumpRankingQuiz(seed=5)
    for bad in BAD_INPUTS:
        assert quiz.answer(bad) is None  # type: ignore[arg-type]
        quiz.pick(bad)  # type: ignore[arg-type]
        quiz.set_difficulty(bad)  # type: ignore[arg-type]
    quiz.submit()  # nothing picked
    assert "left out" in quiz.feedback_text
    quiz.pick(quiz.question.cards[0])
    quiz.pick(quiz.question.cards[0])
    assert "already in your order" in quiz.feedback_text
    assert quiz.answered == 0


# ---------------------------------------------------------------------- FollowSuitQuiz


def test_follow_quiz_left_bower_click_is_explained() -> None:
    quiz = FollowSuitQuiz(seed=1)
    quiz.ask(FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD")))
    find_button(quiz.card_row, "J♦").click()
    assert quiz.feedback_text == (
        "J♦, the left bower, counts as a heart when hearts are trump; you must follow diamonds with Q♦."
    )
    assert Card("JD") not in quiz.selected and Card("JD") in quiz.wrong_clicks
    find_button(quiz.card_row, "Q♦").click()
    find_button(quiz.widget, "Check").click()
    assert quiz.last is not None and not quiz.last.correct  # the wrong click counts
    assert "left bower" in quiz.feedback_text
    assert "You clicked J♦, which you may not play: it counts against this answer." in (
        quiz.feedback_text
    )
    assert (quiz.score, quiz.answered) == (0, 1)


def test_follow_quiz_names_two_refused_clicks_in_one_sentence() -> None:
    """Two refused clicks read "Your click on 9♥ and K♥ counts as a card marked wrong,
    although the quiz refused it", though both show marked on the table."""
    quiz = FollowSuitQuiz(seed=1)
    quiz.ask(FollowSuitQuestion(cards("JD QD AS 9H KH"), Suit.HEARTS, Card("AD")))
    for card in ("9♥", "K♥", "Q♦"):
        find_button(quiz.card_row, card).click()
    find_button(quiz.widget, "Check").click()
    assert "You clicked 9♥ and K♥, which you may not play: they count against this answer." in (
        quiz.feedback_text
    )


def test_feedback_with_cards_is_heard_in_words_and_shown_with_symbols() -> None:
    """A message that writes cards or suits with symbols ("J♦", read "J black diamond
    suit") is shown as it is, for the eye only, with a copy in words for a screen
    reader; a message without symbols is shown once, for both."""
    quiz = FollowSuitQuiz(seed=1)
    quiz.ask(FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD")))
    find_button(quiz.card_row, "J♦").click()
    value = quiz.feedback.value
    shown = re.search(
        r'<div aria-hidden="true">(.*)</div><span style="([^"]*)">([^<]*)</span>', value
    )
    assert shown is not None, value
    assert "J♦, the left bower, counts as a heart" in html.unescape(shown.group(1))
    assert shown.group(2) == VISUALLY_HIDDEN
    assert html.unescape(shown.group(3)) == (
        "jack of diamonds, the left bower, counts as a heart when hearts are trump; you must follow "
        "diamonds with queen of diamonds."
    )
    quiz.say("Pick the cards you may play.")
    assert "aria-hidden" not in quiz.feedback.value
    assert quiz.feedback.value.count("Pick the cards you may play.") == 1


def test_follow_quiz_right_answer_scores() -> None:
    quiz = FollowSuitQuiz(seed=7, difficulty=3)
    for _ in range(5):
        for card in quiz.question.answer:
            quiz.click(card.code)
        feedback = quiz.submit()
        assert feedback is not None and feedback.correct
        quiz.next_question()
    assert (quiz.score, quiz.answered) == (5, 5)


def test_follow_quiz_missed_left_bower_is_explained() -> None:
    quiz = FollowSuitQuiz(seed=1)
    quiz.ask(FollowSuitQuestion(cards("JD 9H AS 9C KS"), Suit.HEARTS, Card("AH")))
    quiz.click("9H")
    quiz.click("9H")  # unselect
    quiz.click("9H")
    quiz.submit()
    assert "You could also play J♦" in quiz.feedback_text


def test_follow_quiz_check_with_nothing_clicked_is_explained_not_scored() -> None:
    quiz = FollowSuitQuiz(seed=1)
    find_button(quiz.widget, "Check").click()
    assert quiz.error_text.startswith("Click the cards you may play first")
    assert (quiz.score, quiz.answered) == (0, 0) and quiz.last is None


def test_follow_quiz_favours_left_bower_traps() -> None:
    quiz = FollowSuitQuiz(seed=11, difficulty=2)
    traps = []
    for _ in range(40):
        traps.append(quiz.question.involves_left_bower)
        quiz.next_question()
    assert sum(traps) > len(traps) / 2


def test_follow_quiz_bad_input_never_raises() -> None:
    quiz = FollowSuitQuiz(seed=3)
    for bad in BAD_INPUTS:
        quiz.click(bad)  # type: ignore[arg-type]
        quiz.ask(bad)  # type: ignore[arg-type]
    quiz.click("AS" if Card("AS") not in quiz.question.hand else "AC")
    assert quiz.error_text


# ------------------------------------------------------------------------- BiddingQuiz


def test_bidding_quiz_marks_against_the_adviser() -> None:
    quiz = BiddingQuiz(seed=3)
    advice = quiz.advice()
    answer = quiz.choose(advice.action)
    assert answer is not None and answer.correct and quiz.score == 1
    assert "The textbook rule" in quiz.feedback_text and "rule " in quiz.feedback_text
    quiz.next_question()
    advice = quiz.advice()
    other = next(a for a in quiz.legal_actions() if a != advice.action)
    find_button(quiz.choices_row, _label(other, quiz.view)).click()
    assert quiz.last is not None and not quiz.last.correct
    assert (quiz.score, quiz.answered) == (1, 2)


def test_bidding_quiz_says_where_you_sit_from_the_dealer() -> None:
    from euchre.narration import seat_role

    quiz = BiddingQuiz(seed=1)
    roles = set()
    for _ in range(12):
        role = seat_role(quiz.seat, quiz.position.dealer)
        assert quiz.prompt.value.startswith(f"You are South, {html.escape(role)}.")
        picks_up = "you discard a card" in quiz.prompt.value
        assert picks_up == (role == "the dealer" and quiz.position.phase.name == "ORDER")
        roles.add(role)
        quiz.next_question()
    assert {"left of the dealer", "right of the dealer", "the dealer"} <= roles


def _label(act: Action, view: PlayerView | None = None) -> str:
    from euchre.widgets.play_table import action_label

    return action_label(act, view)


def test_a_button_names_its_card_as_printed() -> None:
    """Every action with a card reads as the card is printed: a partner's best card
    given in call for best read "give AH" on its button."""
    for typed, label in [
        ("play JH", "J♥"),
        ("discard 9C", "discard 9♣"),
        ("give AH", "give A♥"),
        ("partner TD", "call 10♦"),  # five-handed: the turn says "call a card"
        ("call H alone", "call ♥ hearts alone"),
        ("name S", "name ♠ spades"),
        ("order", "order"),
    ]:
        assert _label(Action.parse(typed)) == label


def test_a_bid_worth_as_much_as_the_coachs_counts_as_right() -> None:
    """The coach ranks by the game's value and shows points: a bid it ranked second
    at +0.37 against its +0.36 was marked wrong. Within the coach's smallest
    criticism of the best points it counts as right, and says so; further off not."""
    from euchre.coach import DUBIOUS_LOSS

    quiz = BiddingQuiz(seed=1)
    legal = quiz.legal_actions()
    best, near, far = legal[0], legal[1], legal[-1]
    values = {best: 0.36, near: 0.37, far: 0.36 - 2 * DUBIOUS_LOSS}

    def coach(view: object) -> Advice:
        return Advice(best, "a test coach", values)

    quiz.hint_provider = coach  # type: ignore[assignment]
    assert quiz.choose(near).correct and "worth about the same" in quiz.feedback_text
    assert not quiz.choose(far).correct  # a second answer: not counted, still marked
    assert quiz.score == 1


def test_the_dealer_picks_up() -> None:
    """The dealer's order up reads "pick up", as players say it and as the narration
    has it ("the dealer, picks up the K♥"), on the buttons, the hint and the quiz's
    feedback; the players before the dealer still "order"."""
    from euchre.widgets.play_table import action_label

    quiz = BiddingQuiz(seed=3)
    seen = set()
    for _ in range(40):
        deal = quiz.position
        labels = [b.description for b in buttons_of(quiz.choices_row)]
        dealer = quiz.seat == deal.dealer
        seen.add(dealer)
        if dealer:
            assert labels == ["pass", "pick up", "pick up alone"], labels
            assert "pick up" in quiz.prompt.value and "order up" not in quiz.prompt.value
            quiz.choose("order")
            assert "you chose pick up" in quiz.feedback_text, quiz.feedback_text
        else:
            assert labels == ["pass", "order", "order alone"], labels
        assert action_label(Action.parse("order")) == "order"  # no view: the typed form
        quiz.next_question()
    assert seen == {True, False}


def test_bidding_quiz_second_round_and_coach_values() -> None:
    def coach(view: object) -> Advice:
        return Advice(Action.parse("pass"), "a test coach", {Action.parse("pass"): 0.5})

    quiz = BiddingQuiz(seed=1, difficulty=2, hint_provider=coach)  # type: ignore[arg-type]
    phases = set()
    for _ in range(30):
        phases.add(quiz.position.phase.value)
        quiz.next_question()
    assert phases == {"order", "call"}
    quiz.choose("pass")
    assert "value of each choice" in quiz.feedback_text and "+0.50" in quiz.feedback_text
    assert "points your side can expect" in quiz.feedback_text


def test_bidding_quiz_bad_input_never_raises() -> None:
    quiz = BiddingQuiz(seed=2)
    for bad in [*BAD_INPUTS, "play JH", "discard 9C", "defend alone"]:
        assert quiz.choose(bad) is None  # type: ignore[arg-type]
    assert quiz.answered == 0
    assert quiz.error_text


# ----------------------------------------------------------------------- AnnotatedHand


def test_annotated_hand_steps_through_a_whole_record() -> None:
    record = egn.load(ANNOTATED)
    hand = AnnotatedHand(record)
    seen = 0
    for index, deal in enumerate(record.deals):
        hand.select_deal(index)
        notes = record.annotations[index]
        total = len(deal.history)
        for _ in range(total):
            find_button(hand.widget, "Forward ›").click()
            seen += len(hand.annotations_now)
        assert hand.step == total
        hand.forward()  # past the end: explained, not raised
        assert "end of the deal" in hand.feedback_text
        assert len(hand.current.history) == total
        for _ in range(total):
            hand.back()
        assert hand.step == 0
        assert hand.annotations_now == []
        assert sum(map(len, notes.calls.values())) + sum(map(len, notes.plays.values())) >= 0
    from euchre.stepper import alternative_notes

    lines = [
        alternative_notes(deal, record.alternative_lines.get(k))
        for k, deal in enumerate(record.deals)
    ]
    expected = sum(  # the record's comments, and its alternative lines
        sum(map(len, n.calls.values())) + sum(map(len, n.plays.values()))
        for n in (*record.annotations, *lines)
    )
    assert seen == expected and expected > 10 and any(lines)


def test_annotated_hand_says_which_cards_it_assumed() -> None:
    """Where the record leaves cards out, the reader assumes some; the widget says
    which, under the board, and tells an assumed discard as assumed."""
    record = egn.load(ANNOTATED)
    told = 0
    for index, notes in enumerate(record.deal_notes):
        hand = AnnotatedHand(record, deal=index)
        shown = hand.assumed.value
        assumed = [c for cards in notes.hands.values() for c in cards]
        assumed += [notes.discard] if notes.discard is not None else []
        assert all(str(card) in shown for card in assumed)
        assert bool(shown) == bool(assumed)
        for step, turn in enumerate(hand.final.history, 1):
            if turn.action.kind.name == "DISCARD":
                hand.jump(step=step)
                guessed = turn.action.card == notes.discard
                assert (
                    "(assumed: the record does not say which card)" in hand.moment_text
                ) == guessed
                told += guessed
    assert told >= 5  # most of the record's discards are not recorded


def test_annotated_hand_shows_annotation_at_its_index() -> None:
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    notes = hand.record.annotations[1]
    # call 4 is the fifth bid, so it shows after step 5
    hand.jump(step=5)
    assert hand.annotations_now == [notes.calls[4][0]]
    # shown once, under the table (not again in the feedback area)
    assert hand.notes.value.count(notes.calls[4][0][:30]) == 1
    assert notes.calls[4][0][:30] not in hand.feedback_text
    assert "no label" not in hand.notes.value
    assert "The record's comment:" in hand.notes.value  # whose words they are
    # play 10 is the eleventh card played
    plays = [i for i, t in enumerate(hand.final.history) if t.action.kind.value == "play"]
    hand.jump(step=plays[10] + 1)
    assert hand.annotations_now == [notes.plays[10][0]]
    hand.jump(step=plays[10])
    assert hand.annotations_now == []


def test_annotated_hand_labels_and_tricks() -> None:
    text = ANNOTATED.read_text(encoding="utf-8").replace(
        "Pretty ambitious next call.", "[?!]Pretty ambitious next call."
    )
    hand = AnnotatedHand(egn.loads(text), deal=1)
    hand.jump(step=5)
    assert hand.annotations_now[0].startswith("(dubious) Pretty ambitious")
    hand.jump(trick=3)
    starts = hand._trick_starts()
    assert hand.step == starts[2]
    assert hand.current.tricks and len(hand.current.tricks) == 2
    hand.trick_menu.value = 1
    assert hand.step == starts[0]
    hand.jump(trick=9)
    assert "tricks 1 to 5" in hand.feedback_text
    hand.jump(step=999)
    assert hand.error_text
    hand.show_seat(2)
    assert hand.seat == 2
    hidden = hand.current.hand(0)
    assert all(c.name not in hand.board.value for c in hidden)
    hand.seat_menu.value = -1
    assert hand.seat is None


def test_annotated_hand_play_a_seat_with_labels() -> None:
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=4)
    assert [b.description for b in buttons_of(hand.play_controls)][2:] == [
        "Play South",
        "Play West",
        "Play North",
        "Play East",
    ]
    # Hint and Back to the record show only while you play.
    playing = [find_button(hand.widget, "Hint"), find_button(hand.widget, "Back to the record")]
    assert all(b.layout.display == "none" for b in playing)
    find_button(hand.widget, "Play West").click()
    assert all(b.layout.display == "" for b in playing)
    assert hand.mode == "play" and hand.player == 1 and hand.seat == 1
    assert hand.seat_menu.value == 1 and "West" in hand.seat_menu.label
    live = hand.live
    assert live is not None
    while not live.is_over:
        buttons = buttons_of(hand.actions_row)
        assert buttons
        buttons[-1].click()
    assert hand.choices and all(c.text for c in hand.choices)
    assert str(live.result) in hand.feedback_text
    hand.choose("pass")
    assert "over" in hand.feedback_text
    hand.hint()  # after the deal: what to do next, in the widget's own words
    assert "Play West" in hand.feedback_text and "take_seat" not in hand.feedback_text
    find_button(hand.widget, "Back to the record").click()
    assert hand.mode == "replay" and all(b.layout.display == "none" for b in playing)
    hand.hint()
    assert "take_seat" not in hand.feedback_text and "Play South" in hand.feedback_text


def test_label_choice_with_coach_values() -> None:
    a, b = Action.parse("play JH"), Action.parse("play 9C")
    advice = Advice(a, "take the trick", {a: 1.0, b: -0.5})
    assert label_choice(a, advice).label is not None
    assert label_choice(b, advice).label.meaning == "blunder"  # type: ignore[union-attr]
    assert "agrees" in label_choice(a, Advice(a, "why")).text


def test_label_choice_praises_only_as_the_coach_does_and_never_explains_another_card() -> None:
    k, ten, nine = Action.parse("play KD"), Action.parse("play TD"), Action.parse("play 9C")
    # The only legal card: no praise.
    only = label_choice(k, Advice(k, "Playing K♦: ...", {k: -2.0}))
    assert only.label is None and only.text == "K♦: the only legal choice."
    # A tie with the coach's choice: its reason is the coach's card's, and says so.
    tie = label_choice(
        k, Advice(ten, "Playing 10♦: expected −2.00 points.", {ten: -2.0, k: -2.0, nine: -2.5})
    )
    assert tie.label is None
    assert tie.text.startswith("K♦: as good as 10♦, the coach's choice. Playing 10♦")
    # Every card comes to the same (a lost deal): not "the best choice".
    lost = {ten: -2.0, k: -2.0}
    same = label_choice(k, Advice(k, "Playing K♦: expected −2.00 points.", lost))
    assert same.label is None
    assert (
        same.text == "K♦: every choice here comes to the same. Playing K♦: expected −2.00 points."
    )
    other = label_choice(k, Advice(ten, "Playing 10♦: ...", lost)).text
    assert other.startswith("K♦: every choice here comes to the same, as the coach's choice, 10♦,")
    # The best by a hair: the best choice, but no "great play" (the coach's margin).
    # Far the best, but the textbook choice: no praise, as the coach gives none.
    clear = Advice(k, "why", {k: 0.5, nine: -0.5})
    assert label_choice(k, clear).label is Label.GREAT
    assert label_choice(k, clear, textbook=k).label is None
    hair = label_choice(k, Advice(k, "why", {k: 0.5, nine: 0.45}))
    assert hair.label is None and hair.text == "K♦: the best choice. why"
    # Losses follow the coach's thresholds (0.10 dubious, 0.30 mistake).
    assert label_choice(nine, Advice(k, "why", {k: 0.5, nine: 0.35})).label is Label.DUBIOUS
    assert label_choice(nine, Advice(k, "why", {k: 0.5, nine: 0.15})).label is Label.MISTAKE


def test_annotated_hand_bad_input_never_raises() -> None:
    hand = AnnotatedHand.from_egn(ANNOTATED)
    for bad in BAD_INPUTS:
        hand.select_deal(bad)  # type: ignore[arg-type]
        hand.take_seat(bad)  # type: ignore[arg-type]
        hand.show_seat(bad)  # type: ignore[arg-type]
        hand.jump(step=bad)  # type: ignore[arg-type]
        hand.choose(bad)  # type: ignore[arg-type]
    hand.jump(step=0)
    hand.back()
    assert "start of the deal" in hand.feedback_text
    # building a widget from a file that is not there is the one place that raises
    with pytest.raises(EGNError, match="Cannot read the EGN file"):
        AnnotatedHand.from_egn(EGN_DIR / "missing.egn")


# --------------------------------------------------------------------------- PlayTable


def test_play_table_whole_game_and_egn_export(tmp_path: Path) -> None:
    table = PlayTable(seed=5, bots="rule")
    turns = 0
    while not table.game.is_over:
        legal = table.legal_actions()
        assert legal, table.text
        table.choose(legal[0])
        turns += 1
        assert turns < 2000
    assert table.game.winner in (0, 1)
    assert "win" in table.feedback_text
    # The winners' points come first, and the last deal's result is said once.
    won, lost = table.game.score[table.game.winner], table.game.score[1 - table.game.winner]
    assert f"win, {won} to {lost}." in table.text and won > lost
    assert table.text.count(table.results[-1]) == 1
    assert len(table.results) == len(table.game.deals)
    assert [r.split(":")[0] for r in table.results] == [
        f"Deal {i}" for i in range(1, len(table.game.deals) + 1)
    ]
    path = tmp_path / "game.egn"
    text = table.export_egn(path)
    assert text is not None and path.read_text(encoding="utf-8") == text
    # A folder that does not exist is named as the reason (it said only that the
    # export could not be done).
    assert table.export_egn(tmp_path / "no folder" / "game.egn") is None
    assert "No such file or directory." in table.feedback_text
    assert "Cannot write the EGN file" in table.feedback_text
    record = egn.loads(text)
    assert record.score == table.game.score
    assert len(record.deals) == len(table.game.deals)
    table.choose("pass")  # after the end: explained
    assert "game is over" in table.feedback_text


def test_play_table_takes_a_name_for_each_seat() -> None:
    table = PlayTable(seed=1, seat_names=["Ann", "Bo", "Cy", "Di"])
    assert table.seat_names == ("Ann", "Bo", "Cy", "Di")
    assert "you and Cy" in table.text
    assert "Ann (dealer: Bo)" in table.text  # the view's line said "South (dealer: West)"
    table.new_game(rules=Rules.cutthroat())  # (names for four seats do not fit three)
    assert table.seat_names == ("South", "West", "East")
    # A wrong count, or a text, was dropped without a word ("Ann" named three seats
    # A, n and n in cutthroat).
    for names, said in ((["Ann"], "not 1 name."), ("Ann", "not 'Ann'.")):
        with pytest.raises(WidgetInputError, match=re.escape(said)):
            PlayTable(seed=1, seat_names=names)  # type: ignore[arg-type]


def test_play_table_names_the_winners_score_first() -> None:
    table = PlayTable(seed=1, bots="rule")  # West and East win this one
    while not table.game.is_over:
        table.choose(table.legal_actions()[0])
    assert table.game.winner == 1
    won, lost = table.game.score[1], table.game.score[0]
    assert table.text.endswith(
        f"West and East win, {won} to {lost}. Export the game, or start a new one."
    )
    table.choose("pass")
    assert f"The game is over: West and East win, {won} to {lost}. Press New game" in (
        table.feedback_text
    )


def test_play_table_buttons_hint_and_score() -> None:
    table = PlayTable(seed=8, bots="random")
    advice = table.hint()
    assert advice is not None and advice.action in table.legal_actions()
    find_button(table.widget, "Hint").click()
    assert table.feedback_text.startswith("Hint:")
    rng = random.Random(1)
    for _ in range(60):
        if table.game.is_over:
            break
        buttons = buttons_of(table.actions_row)
        rng.choice(buttons).click()
    assert "<svg" in table.score_html.value and "of 10" in table.score_html.value
    find_button(table.widget, "Export EGN").click()
    assert egn.loads(table.egn_text).score == table.game.score
    # said to a player, who copies it from the box (the live page has no notebook)
    assert "copy it" in table.feedback_text and "egn_text" not in table.feedback_text


def test_a_played_card_hands_the_keyboard_on_to_the_next_choice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The button pressed goes with the play: the focus moves to the first of the new
    buttons (the next choice, or New game), so a player on the keyboard stays at the
    table. Code that calls ``choose`` moves nothing."""
    import ipywidgets

    focused: list[str] = []
    monkeypatch.setattr(ipywidgets.Button, "focus", lambda self: focused.append(self.description))
    for make, row, start in [
        (lambda: PlayTable(seed=8, bots="rule"), "actions_row", None),
        (lambda: AnnotatedHand.from_egn(ANNOTATED, deal=4), "actions_row", "Play West"),
    ]:
        widget = make()
        if start:
            find_button(widget.widget, start).click()
        focused.clear()
        first = buttons_of(getattr(widget, row))[0].description
        taken = widget.choose(first if not first.startswith(("call", "order")) else "pass")
        assert taken is not None and focused == []
        for _ in range(3):
            focused.clear()
            buttons_of(getattr(widget, row))[-1].click()
            now = buttons_of(getattr(widget, row))
            assert now and focused == [now[0].description]


def _contrast(one: str, two: str) -> float:
    def luminance(colour: str) -> float:
        parts = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in parts)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted((luminance(one), luminance(two)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_feedback_and_choices_bring_their_own_background() -> None:
    """The feedback and the action buttons set the background under their coloured
    text (in JupyterLab's dark theme they stood on the page's near-black), and each
    pair reads at 4.5:1 or more."""
    background = re.search(r"background:(#[0-9a-f]{6})", FEEDBACK_BOX)
    assert background is not None
    for colour in FEEDBACK_COLOURS.values():
        assert _contrast(colour, background[1]) >= 4.5, colour
    grey, black, red = ACTION_BUTTON_COLOURS
    assert min(_contrast(black, grey), _contrast(red, grey)) >= 4.5
    table = PlayTable(seed=8, bots="rule")
    seen: set[str] = set()
    while not table.game.is_over and len(seen) < 3:  # pass, a red card, a black card
        assert f'style="{FEEDBACK_BOX}"' in table.feedback.value
        buttons = buttons_of(table.actions_row)
        for button in buttons:
            name = button.description  # "pass", "J♥", "call ♦ diamonds", ...
            kind = "pass" if name == "pass" else "red" if set(name) & set("♥♦") else "black"
            seen.add(kind)
            assert button.style.button_color == grey, button.description
            assert button.style.text_color == (red if kind == "red" else black), kind
        buttons[-1].click()
    assert seen == {"pass", "red", "black"}


def test_play_table_card_buttons_follow_the_hand() -> None:
    """A card's button stands where the card lies in the hand drawn above, also when
    the hand is not in the order the legal actions come in (the dealer's upcard)."""
    unlike = 0
    for seed in range(1, 40):
        table = PlayTable(seed=seed, bots="rule")
        rng = random.Random(seed)
        while not table.game.is_over and len(table.game.deals) <= 1:  # the first deal
            view = table.game.view(table.human)
            legal = [a.card for a in table.legal_actions() if a.card is not None]
            if legal:
                labels = [b.description for b in buttons_of(table.actions_row)]
                in_hand = [c for c in view.hand if c in legal]
                assert [lab for lab in labels if lab.split()[-1] in map(str, legal)] == [
                    lab for c in in_hand for lab in labels if lab.split()[-1] == str(c)
                ]
                unlike += in_hand != legal
            rng.choice(buttons_of(table.actions_row)).click()
        if unlike >= 2:
            break
    assert unlike >= 2


def test_a_double_click_plays_once_and_says_nothing_of_the_second_click() -> None:
    """The second click of a double click reaches a button its row no longer holds:
    it is no choice, so no "You do not hold 9♦" after the 9♦ was played."""
    table = PlayTable(seed=3, bots="rule")
    for _ in range(12):  # bids and cards, each button clicked twice
        buttons = buttons_of(table.actions_row)
        if not buttons:
            break
        before = len(table.game.deals[-1].history) + 100 * len(table.game.deals)
        buttons[0].click()
        buttons[0].click()
        assert not table.error_text, table.error_text
        assert len(table.game.deals[-1].history) + 100 * len(table.game.deals) > before
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=4)
    hand.take_seat(0)
    for _ in range(6):
        buttons = buttons_of(hand.actions_row)
        if not buttons:
            break
        buttons[-1].click()
        buttons[-1].click()
        assert not hand.error_text, hand.error_text


def test_jumping_to_a_trick_says_that_trick_comes_next_and_who_leads_it() -> None:
    """ "Jump to trick 3" lands after trick 2's last card, with trick 2 still on the
    table: the words say trick 3 is next, so the board does not look a trick behind."""
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    for trick in range(1, 6):
        hand.jump(trick=trick)
        leader = hand.seat_names[hand.current.to_act]  # type: ignore[index]
        assert hand.moment_text.endswith(f"Trick {trick} is next: {leader} leads.")
        assert hand.trick_menu.value == trick
    hand.forward()  # the lead itself: no longer "next"
    assert "is next" not in hand.moment_text


def test_annotated_hand_card_buttons_follow_the_hand_and_each_verdict_shows_once() -> None:
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    hand.take_seat(0)
    live = hand.live
    assert live is not None
    seen_cards = 0
    while not live.is_over:
        view = live.view(0)
        labels = [b.description for b in buttons_of(hand.actions_row)]
        legal = [a.card for a in view.legal_actions() if a.card is not None]
        shown = [lab for lab in labels if lab.split()[-1] in map(str, legal)]
        assert shown == [
            lab for c in view.hand if c in legal for lab in shown if lab.split()[-1] == str(c)
        ]
        seen_cards += bool(legal)
        buttons_of(hand.actions_row)[-1].click()
        latest = hand.choices[-1].text
        assert latest.splitlines()[0] in hand.feedback_text
        assert html.escape(latest) not in hand.notes.value  # under the buttons only
    assert seen_cards >= 3


def test_the_deal_table_seed_box_always_holds_the_seed_of_the_cards_shown() -> None:
    """After New random deal (or another form) the box showed the old seed, and Deal
    this seed brought back other cards than those on the table."""
    table = DealTable(seed=2024)
    assert table.seed_box.value == "2024"
    for press in ("New random deal", "form"):
        if press == "form":
            table.form_menu.value = "railroad"
        else:
            find_button(table.widget, press).click()
        shown = table.current
        assert (
            table.seed_box.value != "2024"
            and f"(seed {table.seed_box.value})" in table.feedback_text
        )
        find_button(table.widget, "Deal this seed").click()
        assert table.current.hand(0) == shown.hand(0) and table.current.upcard == shown.upcard
    assert DealTable().seed_box.value.isdigit()


def _press_enter(box: Any) -> None:
    """What the browser sends when Enter is pressed in a text box."""
    box._handle_custom_msg({"event": "submit"}, [])


def test_enter_in_a_seed_box_deals_that_seed_as_its_button_does() -> None:
    """A reader typed a seed and pressed Enter: nothing happened (only the button
    beside the box dealt it)."""
    table = DealTable(seed=1)
    table.seed_box.value = "2024"
    _press_enter(table.seed_box)
    assert table.seed == 2024 and "(seed 2024)" in table.feedback_text
    table.seed_box.value = "two"
    _press_enter(table.seed_box)
    assert table.seed == 2024 and "whole number" in table.error_text
    play = PlayTable(seed=2)
    play.seed_box.value = "77"
    _press_enter(play.seed_box)
    assert html.unescape(play.seed_label.value) == "This game's seed: 77"


def test_play_table_settings_and_bad_input() -> None:
    table = PlayTable(seed=2)
    table.new_game(seed=4, bots="random", target=5, stick_the_dealer=True)
    assert table.game.rules.target == 5 and table.game.rules.stick_the_dealer
    table.target_box.value = 3
    table.option_boxes["allow_alone"].value = False
    find_button(table.widget, "New game with these settings").click()
    assert table.game.rules.target == 3 and not table.game.rules.allow_alone
    for bad in [*BAD_INPUTS, "order alone", "play 9Z", "discard JH"]:
        table.choose(bad)  # type: ignore[arg-type]
    table.new_game(bots="nobody")
    assert "no 'nobody' bot" in table.feedback_text
    table.new_game(target=40)
    assert "target=40" in table.feedback_text
    table.new_game(bots=["rule", "random"])
    assert table.error_text


def test_widgets_display_themselves() -> None:
    for widget in (DealTable(seed=1), TrumpRankingQuiz(seed=1), PlayTable(seed=1)):
        bundle = widget._repr_mimebundle_()
        assert "application/vnd.jupyter.widget-view+json" in bundle


# ------------------------------------------------------------- what every widget shares


def _every_widget() -> list[object]:
    return [
        DealTable(seed=1),
        TrumpRankingQuiz(seed=1),
        FollowSuitQuiz(seed=1),
        BiddingQuiz(seed=1, hint_provider=_rule),
        AnnotatedHand.from_egn(ANNOTATED, hint_provider=_rule),
        PlayTable(seed=1, hint_provider=_rule),
    ]


def _rule(view: object) -> Advice:
    from euchre.widgets import rule_advice

    return rule_advice(view)  # type: ignore[arg-type]


#: Characters every common font draws: Latin-1, the suit symbols and the guillemets.
COMMON_GLYPHS = re.compile(r"[\x20-\x7e\xa0-\xff♠♥♦♣‹›«»▶✓–—’]*")


def test_button_labels_use_glyphs_common_fonts_have() -> None:
    for widget in _every_widget():
        for button in buttons_of(widget.widget):  # type: ignore[attr-defined]
            assert COMMON_GLYPHS.fullmatch(button.description), button.description


def test_seat_names_are_the_courses_everywhere() -> None:
    hand = AnnotatedHand.from_egn(ANNOTATED, hint_provider=_rule)
    labels = [b.description for b in buttons_of(hand.widget)]
    assert {"Play South", "Play West", "Play North", "Play East"} <= set(labels)
    assert not any("WWMM" in label for label in labels)
    assert "South: WWMM" in hand.title.value  # the record's players, beside the seats
    for seed in range(6):
        quiz = BiddingQuiz(seed=seed, difficulty=2, hint_provider=_rule)
        assert quiz.seat == 0 and quiz.prompt.value.startswith("You are South")
    table = DealTable(seed=1)
    assert "Seat 0" not in table.text and table.text.splitlines()[1].startswith("South:")


def test_bidding_quiz_names_both_opinions_and_why_they_differ() -> None:
    def contrary(view: object) -> Advice:
        rule = _rule(view)
        other = next(a for a in view.legal_actions() if a != rule.action)  # type: ignore[attr-defined]
        return Advice(other, "a contrary coach", {other: 0.4, rule.action: -0.1})

    quiz = BiddingQuiz(seed=5, hint_provider=contrary)
    answer = quiz.choose(_rule(quiz.view).action)
    assert answer is not None and not answer.correct
    text = quiz.feedback_text
    assert text.startswith("Not the coach's choice")
    assert "The coach (" in text and "The textbook rule (" in text
    assert "Why they can differ" in text and "points your side can expect" in text
    agreeing = BiddingQuiz(seed=5, hint_provider=_rule)
    agreeing.choose(_rule(agreeing.view).action)
    assert "agree here" in agreeing.feedback_text


def test_a_failure_the_engine_did_not_explain_is_told_in_plain_words(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def broken(view: object) -> Advice:
        raise ZeroDivisionError("internal detail")

    table = PlayTable(seed=1, hint_provider=broken)
    find_button(table.widget, "Hint").click()
    assert table.feedback_text == UNEXPECTED
    assert "ZeroDivisionError" not in table.feedback.value
    assert any("internal detail" in (r.exc_text or "") for r in caplog.records)


# ------------------------------------------------------------- the other forms


@pytest.mark.parametrize(
    ("form", "names"),
    [
        ("two_handed", ["South", "North"]),
        ("cutthroat", ["South", "West", "East"]),
        ("railroad", ["South", "West", "North", "East"]),
        ("standard", ["South", "West", "North", "East"]),
    ],
)
def test_deal_table_plays_every_form(form: str, names: list[str]) -> None:
    from euchre import Rules

    table = DealTable(seed=3)
    table.set_form(form)
    assert table.current.rules == Rules.presets()[form]
    assert [line.split(":")[0] for line in table.text.splitlines()[1:]] == names
    visible = [b for b in table.seat_boxes if b.layout.display != "none"]
    assert [b.description for b in visible] == [f"show {n}" for n in names]
    table.set_trump("S")
    assert list(table.trump_counts()) == names
    assert table.form_menu.value == form
    table.form_menu.value = "standard"  # the menu deals the four-handed game again
    assert table.current.players == 4 and len(table.text.splitlines()) == 5


@pytest.mark.parametrize("form", ["two_handed", "cutthroat", "railroad"])
def test_play_table_plays_every_form_to_the_end(form: str) -> None:
    from euchre import Rules

    rules = Rules.presets()[form]
    table = PlayTable(seed=7, rules=rules, bots="rule")
    assert len(table.bots) == rules.players and table.bots[0] is None
    first = table.text.splitlines()[0]
    assert first.count(" 0") == rules.scorers
    while not table.game.is_over:
        table.choose(table.legal_actions()[0])
    assert "Export the game" in table.feedback_text
    assert egn.loads(table.export_egn()).score == table.game.score


def test_play_table_settings_choose_the_form_and_drop_partner_options() -> None:
    table = PlayTable(seed=1, bots="random")
    table.form_menu.value = "cutthroat"
    table.option_boxes["defend_alone"].value = True  # means nothing without partners
    table.option_boxes["stick_the_dealer"].value = True
    table.new_game_from_settings()
    rules = table.game.rules
    assert rules.players == 3 and rules.stick_the_dealer and not rules.defend_alone
    assert table.option_boxes["defend_alone"].layout.display == "none"
    assert table.text.splitlines()[0] == "Score: you 0, West 0, East 0"
    assert "Traceback" not in table.feedback_text


@pytest.mark.parametrize("form", ["two_handed", "cutthroat"])
def test_annotated_hand_replays_and_plays_an_exported_game_of_every_form(form: str) -> None:
    from euchre import Rules
    from euchre.narration import seat_names

    rules = Rules.presets()[form]
    table = PlayTable(seed=3, rules=rules, bots="rule")
    for _ in range(200):
        if table.game.is_over:
            break
        table.choose(table.legal_actions()[0])
    hand = AnnotatedHand.from_egn(table.export_egn(), deal=0)
    names = seat_names(players=rules.players)
    assert hand.seat_names == names
    assert [label for label, _ in hand._show_options()][1:] == [f"{n}'s view only" for n in names]
    while hand.step < len(hand.final.history):
        hand.forward()
    assert "Seat names" not in hand.feedback_text
    hand.take_seat(1)
    for _ in range(60):
        if hand.live is None or hand.live.is_over:
            break
        hand.choose(hand.live.legal_actions()[0])
    assert hand.live is not None and hand.live.is_over
    hand.take_seat(rules.players)  # no such seat: explained, nothing breaks
    assert f"the seats are 0 ({names[0]})" in hand.feedback_text


def test_a_play_table_is_not_built_on_a_seed_its_box_refuses() -> None:
    for bad in (-1, "x", 3.5):
        with pytest.raises(ValueError, match="is not a whole number of 0 or more"):
            PlayTable(seed=bad)  # type: ignore[arg-type]
    assert PlayTable(seed="12").seed == PlayTable(seed=12).seed  # type: ignore[arg-type]


def test_seat_and_empty_record_errors_name_what_to_do() -> None:
    table = DealTable(seed=1)
    table.show_seat(7)
    assert table.feedback_text == (
        "seat=7 is not a seat: the seats are 0 (South), 1 (West), 2 (North) and 3 (East)."
    )
    play = PlayTable(seed=2, bots="rule")
    with pytest.raises(ValueError, match="empty until you press Export EGN"):
        AnnotatedHand.from_egn(play.egn_text)


def test_the_annotated_hand_names_the_seats_as_the_comments_do() -> None:
    """Players' comments say S1 to S4 (left of the dealer first): the title gives each
    player that name for the deal shown, and says what it means; a record with no
    comments has no need of it."""
    hand = AnnotatedHand.from_egn(ANNOTATED, hint_provider=_rule)
    dealers = set()
    for index in (0, 1):
        hand.select_deal(index)
        dealer = hand.final.dealer
        dealers.add(dealer)
        left = (dealer + 1) % 4
        title = hand.title.value
        assert f"{hand.seat_names[left]}: {hand.player_names[left]} (S1)" in title
        assert f"{hand.seat_names[dealer]}: {hand.player_names[dealer]} (S4)" in title
        assert "in the comments S1 is left of the dealer, S4 the dealer" in title
    assert len(dealers) == 2  # the names follow the deal's dealer
    plain = AnnotatedHand.from_egn(EGN_DIR / "Custom Scenario.egn", hint_provider=_rule)
    assert "(S1)" not in plain.title.value and "in the comments" not in plain.title.value


def test_the_play_table_speaks_to_you_at_your_turn_and_names_actions_as_printed() -> None:
    """Five-handed, when you have made trump and must call a partner's card, the table
    said "whoever holds it is their partner"; it says "your partner". Its buttons'
    tooltips named actions as typed ("play JC", "call C alone"): they read in words,
    as a screen reader should say them ("♣" is read "black club suit")."""
    from euchre import Phase, Rules

    for seed in range(40):
        table = PlayTable(seed=seed, rules=Rules.five_handed(), bots="rule")
        deal = table.game.deal
        while deal.to_act == 0 and deal.phase is not Phase.PARTNER:
            bids = [a for a in table.legal_actions() if a.kind.value in ("order", "call")]
            if not bids:
                break
            table.choose(bids[0])
        if deal.phase is Phase.PARTNER and deal.to_act == 0:
            break
    else:
        pytest.fail("no seed let South make trump and call a partner")
    assert "whoever holds it is your partner" in table.feedback_text
    assert "their partner" not in table.feedback_text
    tips = [button.tooltip for button in table.actions_row.children]
    assert tips and all(tip.startswith("call the ") for tip in tips), tips
    assert all(tip.endswith(": whoever holds it is your partner") for tip in tips), tips
    assert not any(s in tip for tip in tips for s in "♣♦♥♠"), tips


def test_a_quiz_says_a_second_answer_does_not_count_and_counts_a_skipped_question() -> None:
    """A second try at a bidding question said "Right" while the score stayed put,
    and a question skipped with Next question was not counted at all, so a student
    could skip the hard ones and keep a perfect score."""
    quiz = BiddingQuiz(seed=3)
    best = quiz.advice().action
    wrong = next(a for a in quiz.legal_actions() if a != best)
    assert "counts toward the score" not in quiz.choose(wrong).text
    again = quiz.choose(best)
    assert again.correct and "Only your first answer to each question counts" in again.text
    assert quiz.score_text == "Score: 0 of 1"
    follow = FollowSuitQuiz(seed=1)
    follow.next_button.click()
    assert follow.score_text == "Score: 0 of 0, 1 skipped"
    for card in follow.question.answer:
        follow.click(card)
    follow.submit()
    follow.next_button.click()  # answered: not a skip
    assert follow.score_text == "Score: 1 of 1, 1 skipped"


def test_the_play_table_says_why_cards_are_greyed_when_you_must_follow() -> None:
    """Clicking a greyed card in the drawing did nothing and said nothing: the turn's
    words now say which suit you must follow and with which cards."""
    from euchre import Phase
    from euchre.tricks import led_suit

    for seed in range(60):
        table = PlayTable(seed=seed, bots="rule")
        for _ in range(40):
            view = table.game.view(0)
            playable = [a.card for a in view.legal if a.card is not None]
            forced = view.current_trick and 0 < len(playable) < len(view.hand)
            if table.game.deal.phase is Phase.PLAY and forced:
                break
            table.choose(table.legal_actions()[0])
        else:
            continue
        suit = led_suit(view.current_trick[0][1], view.trump)
        assert suit is not None
        assert f"you must follow {suit.plural} with " in table.feedback_text
        assert all(str(card) in table.feedback_text for card in playable)
        return
    pytest.fail("no seed gave South a trick to follow")


def _play_randomly_until(table: PlayTable, rng: random.Random, stop: object) -> None:
    while not table.game.is_over and not stop():  # type: ignore[operator]
        table.choose(rng.choice(table.legal_actions()))


def test_only_the_winner_reads_won_and_a_level_top_score_is_explained() -> None:
    """Five-handed: a deal can take two players past 10 together, level; the game goes
    on, so neither has won, and the panel says why it goes on."""
    from euchre import Rules

    table = PlayTable(seed=11, rules=Rules.five_handed())
    rng = random.Random(1)
    _play_randomly_until(table, rng, lambda: max(table.game.score) >= 10)
    score = table.game.score
    assert not table.game.is_over and score.count(max(score)) > 1  # the case to show
    shown = re.sub(r"<[^>]+>", " ", table.score_html.value)
    assert "won" not in shown
    level = [table._side_names()[i] for i, p in enumerate(score) if p == max(score)]
    assert f"{level[0]} and {level[1]} are level at {max(score)} (game to 10)" in shown
    assert "play goes on until one of them is ahead" in shown
    _play_randomly_until(table, rng, lambda: False)
    winner = table._side_names()[table.game.winner]  # type: ignore[index]
    shown = re.sub(r"<[^>]+>", " ", table.score_html.value)
    assert shown.count("won") == 1 and "are level" not in shown
    # the final line names every other player's score, the winner's first
    final = table.text.splitlines()[-1]
    assert final.startswith(f"{winner[0].upper()}{winner[1:]} wins, {max(table.game.score)} (")


def test_a_bid_euchre_score_below_zero_reads_with_a_minus_sign() -> None:
    from euchre import Rules

    table = PlayTable(seed=11, rules=Rules.bid_euchre())
    _play_randomly_until(table, random.Random(1), lambda: False)
    low = min(table.game.score)
    assert low < 0  # the case to show
    assert f"to −{-low}." in table.text.splitlines()[-1]
    assert "--" not in table.text


def test_railroad_without_defending_alone_starts_a_game() -> None:
    """Unticking "defending alone" in Railroad was refused in the engine's terms
    (defender_best=True needs defend_alone=True ...): a game starts instead, in which
    nobody defends alone and so nobody calls for best."""
    from euchre import Rules

    table = PlayTable(seed=3, rules=Rules.railroad())
    table.option_boxes["defend_alone"].value = False
    game = table.new_game_from_settings()
    assert game is not None and not game.rules.defend_alone and not game.rules.defender_best
    assert game.rules.joker and table.form_menu.value == "railroad"
    assert table.log[0].startswith("New match of Railroad")


def _play_out_game(table: PlayTable, pick: int = 0) -> None:
    while not table.game.is_over:
        table.choose(table.legal_actions()[pick])


def _said(table: PlayTable) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", table.feedback.value))


def test_railroad_is_played_as_a_match_with_laps_carried(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Railroad's laps and slams are match rules: the play table used to play one
    game and stop, so neither ever counted. Seed 0 (the first choice each turn) wins
    the first game 11 to 2, a point beyond the target that the next game starts with."""
    from euchre import Rules

    table = PlayTable(seed=0, bots="rule", rules=Rules.railroad())
    assert table.match is not None and table.match.game is table.game
    _play_out_game(table)
    first = table.match.results[0]
    assert first.carried == 1 and not table.match.is_over
    assert "You and North win game 1, 11 to 2 (1 point to the next game)" in _said(table)
    assert [b.description for b in table.actions_row.children] == ["Next game"]
    assert table.choose("pass") is None
    assert "Game 1 is over: you and North win, 11 to 2. Press Next game" in (
        capsys.readouterr().out
    )
    table.target_box.value = 5  # between games: the settings start a new match, not game 2
    settings = html.unescape(re.sub(r"<[^>]+>", "", table.settings_feedback.value))
    assert settings.startswith("Next game plays on with the match's rules and bots")
    finished = table.game
    game = table.next_game()
    assert game is table.match.games[1] and game is not finished
    assert game.initial_score == (1, 0) and game.score == (1, 0)
    assert (
        table.log[0] == "Game 2 of the match. You and North start with 1 point carried over (laps)."
    )
    assert table.text.splitlines()[1].startswith("Games won: you and North 1, West and East 0")
    assert table.next_game() is None
    assert "This game is not over yet" in capsys.readouterr().out
    while not table.match.is_over:
        _play_out_game(table)
        if not table.match.is_over:
            table.next_game()
    wins = sorted(table.match.wins, reverse=True)
    assert f"and the match, {wins[0]} games to {wins[1]}" in _said(table)
    assert [b.description for b in table.actions_row.children] == ["New game"]
    assert table.next_game() is None
    assert "The match is over: press New game" in capsys.readouterr().out
    assert table.new_game(seed=0) is table.match.game and table.match.wins == (0, 0)


def test_a_railroad_slam_counts_twice_at_the_table() -> None:
    """Seed 2 (the last choice each turn): West and East win the first game 10 to 0,
    which counts as two games and so wins the match at once."""
    from euchre import Rules

    table = PlayTable(seed=2, bots="rule", rules=Rules.railroad())
    _play_out_game(table, pick=-1)
    assert table.match is not None and table.match.is_over and table.match.wins == (0, 2)
    assert _said(table).startswith(
        "West and East win game 1, 10 to 0 (a slam: counts twice), which wins the match: "
        "2 games to 0, the slam counted as two."
    )


def test_the_bidding_quiz_gives_the_hand_count_its_rule_uses() -> None:
    """The quiz's introduction teaches the hand count, and its feedback quoted the
    rule's mark without saying what this hand counts: it now says, as the rule counts
    it (rule 3: the dealer's partner's own cards; rule 4: with half the upcard)."""
    from euchre.bots.rule_bot import hand_count

    quiz = BiddingQuiz(seed=3)
    view = quiz.view
    assert view.seat == (view.dealer + 2) % 4  # the dealer's partner: rule 3's count
    own = hand_count(view.hand, view.upcard.suit)
    said = quiz.choose("pass").text
    assert f"Your own cards count {own:g} with {view.upcard.suit.plural} as trump" in said
    assert "rule 3: the dealer's partner orders up at 8 or more" in said


def test_the_hand_count_words_follow_the_seat_and_round() -> None:
    from euchre import Deal
    from euchre.bots.rule_bot import bid_count_words, hand_count

    deal = Deal.shuffled(seed=5, dealer=0)
    words = []
    for _ in range(7):
        words.append(bid_count_words(deal.view(deal.to_act)))
        deal.apply("pass")
    assert "taking off half the J♦'s value because the dealer, an opponent" in words[0]
    assert words[1].startswith("Your own cards count")
    assert "after picking up the J♦ and discarding a card" in words[3]
    assert words[5] == ""  # three trumps: rule 7 names clubs, and no count decides
    hand = deal.view(3).hand  # passes by rule 10: no suit counts 6.5
    assert words[6] == (
        "Your hand counts, with each suit you may name as trump: "
        + ", ".join(
            f"{s.plural} {hand_count(hand, s):g}" for s in (Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
        )
        + " (rule 8 names the best suit at 6.5 or more)."
    )
    assert deal.to_act == 0 and bid_count_words(deal.view(1)) == ""  # not their turn


def test_bid_euchre_may_be_played_with_the_joker() -> None:
    """RULES 9.3 names the joker as Bid Euchre's option; the settings had no box for it."""
    table = PlayTable(seed=1)
    table.form_menu.value = "bid_euchre"
    box = table.option_boxes["joker"]
    assert box.description == "The joker (the benny)" and box.layout.display == ""
    box.value = True
    game = table.new_game_from_settings()
    assert game is not None and game.rules.joker and len(game.rules.deck) == 25
    table.form_menu.value = "standard"
    assert box.layout.display == "" and box.value  # a house rule here too, carried
    table.form_menu.value = "railroad"
    assert box.layout.display == "none"  # Railroad's own: not to be unticked


def test_only_railroad_is_a_match(capsys: pytest.CaptureFixture[str]) -> None:
    table = PlayTable(seed=1, bots="rule")
    assert table.match is None and table.log[0].startswith("New game to 10")
    assert table.next_game() is None
    assert "Four-handed is played one game at a time" in capsys.readouterr().out


def test_a_setting_changed_mid_game_says_when_it_counts() -> None:
    table = PlayTable(seed=3, bots="rule")
    table.option_boxes["allow_alone"].value = False
    said = html.unescape(re.sub(r"<[^>]+>", "", table.settings_feedback.value))
    assert "The game being played keeps its rules" in said
    assert any("alone" in str(a) for a in table.game.deal.legal_actions())  # it does


@pytest.mark.parametrize("form", ["standard", "five_handed"])
def test_a_finished_game_leaves_the_last_deal_on_the_table(form: str) -> None:
    """When the game ends, the board keeps the table as the last deal left it, with
    that deal's result and the final score, and only your own seat face up; the
    feedback says who won the game, said once (the board used to repeat it word for
    word in place of the table)."""
    from dataclasses import replace

    from test_widgets_fuzz import _known, assert_no_hidden_card

    from euchre import Rules
    from euchre.narration import result_words, seat_names

    table = PlayTable(seed=2, rules=replace(getattr(Rules, form)(), target=1), bots="rule")
    while not table.game.is_over:
        table.choose(table.legal_actions()[0])
    last = table.game.deals[-1]
    assert last.result is not None
    board = html.unescape(table.board.value)
    assert "euchre-table" in board
    assert result_words(last.result, seat_names(players=last.players)) in board
    assert table.feedback_text.split(".")[0] not in board  # "West and East win, 2 to 0"
    assert table.last_trick.value == ""  # the board's middle shows it
    known = _known(last.view(table.human))
    assert_no_hidden_card(table.board.value, last.rules, known, "finished PlayTable board")


def test_new_game_after_a_game_takes_the_settings_chosen_meanwhile() -> None:
    from euchre import Rules

    table = PlayTable(seed=2, rules=Rules(target=1), bots="rule")
    while not table.game.is_over:
        table.choose(table.legal_actions()[0])
    table.form_menu.value = "cutthroat"
    table.bot_menu.value = "random"
    table.target_box.value = 3
    (new_game,) = buttons_of(table.actions_row)
    new_game.click()
    rules = table.game.rules
    assert (rules.players, rules.target) == (3, 3) and not table.game.is_over
    assert table.log[0].startswith("New game of cutthroat (three-handed) to 3")
    assert "bots: random, random" in table.log[0]


def test_a_stuck_dealer_is_not_told_to_pass() -> None:
    from euchre import Rules

    table = PlayTable(
        seed=18, rules=Rules.two_handed().replace(stick_the_dealer=True), bots="random"
    )
    table.choose("pass")
    assert all(a.kind.value == "call" for a in table.legal_actions())  # the case to show
    assert table.feedback_text.startswith(
        "Your turn to name a trump suit other than the turned-down one "
        "(the dealer is stuck: no passing)"
    )
    assert TURN_MARK + "to name trump" in table.board.value


def test_the_coach_on_defending_alone_speaks_of_defending_not_of_bidding() -> None:
    from euchre import Rules

    table = PlayTable(seed=23, rules=Rules(defend_alone=True), bots="rule")
    while table.game.deal.phase.value != "defend" or table.game.to_act != 0:
        table.choose(table.legal_actions()[0])
    table.hint()
    assert "Passing, to defend with your partner: expected" in table.feedback_text
    assert "throw-in" not in table.feedback_text and "bid by the rules" not in table.feedback_text


def test_a_game_won_past_its_target_does_not_read_4_of_3() -> None:
    from euchre import Rules

    table = PlayTable(seed=2, rules=Rules(target=3), bots="rule")
    while not table.game.is_over:
        table.choose(table.legal_actions()[0])
    winner = table.game.score[table.game.winner]
    shown = re.sub(r"<[^>]+>", "", table.score_html.value)
    assert f"{winner} of 3" not in shown
    assert f"{winner}, won (game to 3)" in shown  # under the 2 and 3 showing the score


def test_a_bid_euchre_hint_says_its_points_are_yours_less_theirs() -> None:
    """In Bid Euchre both sides score every deal: a hint's "expected -10.00 points"
    for a failed bid of 6 was the makers' 6 lost plus the defenders' 4, read as the
    points your side can expect."""
    from euchre import Phase, Rules

    table = PlayTable(seed=5, rules=Rules.bid_euchre(), bots="rule")
    while table.game.deal.phase is not Phase.PLAY:
        table.choose(table.legal_actions()[0])
    table.hint()
    assert "points (yours less theirs)" in table.feedback_text
    assert "less the other side's" in table.feedback_text  # the values' heading


def test_bid_euchre_reasons_say_set_and_no_throw_in_when_the_dealer_is_stuck() -> None:
    """Bid Euchre sticks the dealer, so no deal is thrown in, and bidders who fall
    short are set, not euchred: the coach's reasons say so."""
    from euchre import Deal, Rules
    from euchre.bots.expert_bot import ExpertBot

    rules = Rules.bid_euchre()
    reasons = []
    for seed in range(1, 6):
        deal = Deal.shuffled(seed=seed, dealer=0, rules=rules)
        reasons += [e.reason for e in ExpertBot(seed=1).explain(deal.view(deal.to_act))]
    passing = [r for r in reasons if r.startswith("Passing")]
    assert passing and not any("throw-in" in r for r in reasons)
    assert not any("euchre" in r for r in reasons)
    thrown = Rules.bid_euchre().replace(stick_the_dealer=False)
    deal = Deal.shuffled(seed=1, dealer=0, rules=thrown)
    assert any(
        "(a throw-in scores 0)" in e.reason
        for e in ExpertBot(seed=1).explain(deal.view(deal.to_act))
    )


def test_expert_bots_thinking_is_said_before_they_choose(monkeypatch: pytest.MonkeyPatch) -> None:
    """An expert bot can take seconds in the browser: the table says so first, and
    then, as always, whose turn it is."""
    table = PlayTable(seed=4, bots="expert")
    said: list[str] = []
    real_say = table.say

    def say(text: str, **kwargs: object) -> None:
        said.append(text)
        real_say(text, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(table, "say", say)
    table.choose(table.legal_actions()[0])
    assert said[0] == "The expert bots are thinking: a moment…"
    assert table.feedback_text.startswith("Your turn") or table.game.is_over
    rule = PlayTable(seed=4, bots="rule")
    monkeypatch.setattr(rule, "say", lambda text, **kwargs: said.append(text))
    said.clear()
    rule.choose(rule.legal_actions()[0])
    assert not any("thinking" in text for text in said)


def test_annotated_hand_says_expert_bots_are_thinking(monkeypatch: pytest.MonkeyPatch) -> None:
    """Played against expert bots, the annotated hand says they are thinking before
    they choose, as the play table does; against the textbook bots it does not."""
    from euchre.widgets.play_table import THINKING

    for kind, expected in [("expert", True), ("rule", False)]:
        hand = AnnotatedHand.from_egn(ANNOTATED, deal=1, bots=kind)
        said: list[str] = []
        real_say = hand.say

        def say(
            text: str, _real: object = real_say, _said: list[str] = said, **kwargs: object
        ) -> None:
            _said.append(text)
            _real(text, **kwargs)  # type: ignore[operator]

        monkeypatch.setattr(hand, "say", say)
        hand.take_seat(2)
        while hand.live is not None and not hand.live.is_over and THINKING not in said:
            hand.choose(hand.live.legal_actions()[0])
        assert (THINKING in said) is expected, (kind, said)


def test_house_rules_ticked_carry_to_another_form_that_has_them() -> None:
    """Stick the dealer, ticked in the four-handed game, stays ticked when the Game
    menu changes to two-handed (which has it) and back; a form's own defaults stand
    for the rules the player did not touch (Railroad's defending alone)."""
    table = PlayTable(seed=3, bots="rule")
    table.option_boxes["stick_the_dealer"].value = True
    table.form_menu.value = "two_handed"
    assert table.option_boxes["stick_the_dealer"].value
    table.form_menu.value = "railroad"
    assert table.option_boxes["stick_the_dealer"].value
    assert table.option_boxes["defend_alone"].value  # Railroad's own
    game = table.new_game_from_settings()
    assert game is not None and game.rules.stick_the_dealer and game.rules.defend_alone


def test_the_table_settings_open_and_close_from_a_real_button() -> None:
    """The settings were in an Accordion, whose header the keyboard cannot reach: a
    toggle button now shows and hides them (the browser test presses Enter on it)."""
    import ipywidgets as w

    table = PlayTable(seed=3, bots="rule")
    assert isinstance(table.settings_button, w.ToggleButton)
    assert table.settings_box.layout.display == "none"
    table.settings_button.value = True
    assert table.settings_box.layout.display == ""
    assert table.settings_button.icon == "caret-down"
    table.settings_button.value = False
    assert table.settings_box.layout.display == "none"


def test_quiz_card_states_show_by_shape_and_are_said() -> None:
    """A picked card and a refused one differed only by a pale colour of equal
    lightness: each state now has its own border, and a pick is said in words."""
    from euchre.widgets.base import CARD_BUTTON_BORDERS, paint_card_button

    quiz = TrumpRankingQuiz(seed=1)
    card = quiz.question.cards[0]
    quiz.pick(card)
    assert quiz.feedback_text.startswith(f"{card} picked; your order so far: {card} (")
    button = quiz.card_row.children[0]
    assert button.layout.border == CARD_BUTTON_BORDERS["selected"]
    paint_card_button(button, card, "refused")
    assert "dashed" in button.layout.border and button.tooltip.endswith("may not be played)")
    assert len(set(CARD_BUTTON_BORDERS.values())) == 3


def test_taking_a_seat_gives_the_keyboard_focus_to_the_first_choice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    focused: list[object] = []
    monkeypatch.setattr(hand, "focus_first", lambda row: focused.append(row))
    hand.take_seat(0)
    assert focused == [hand.actions_row]


def test_every_widget_carries_a_visible_focus_ring() -> None:
    from euchre.widgets.base import FOCUS_STYLE

    for widget in (DealTable(seed=1), TrumpRankingQuiz(seed=1), PlayTable(seed=1)):
        styles = [c for c in widget.widget.children if getattr(c, "value", None) == FOCUS_STYLE]
        assert len(styles) == 1 and styles[0].layout.display == "none"
        assert "outline:3px solid" in FOCUS_STYLE


@pytest.mark.parametrize("quiz_class", [BiddingQuiz, FollowSuitQuiz, TrumpRankingQuiz])
def test_next_question_gives_the_keyboard_focus_to_the_first_answer(
    quiz_class: type[BiddingQuiz | FollowSuitQuiz | TrumpRankingQuiz],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Next question, pressed from the keyboard, sends the focus up to the new
    question's first card or bid: it stayed on the button, under the answers."""
    import ipywidgets

    quiz = quiz_class(seed=4)
    focused: list[str] = []
    monkeypatch.setattr(ipywidgets.Button, "focus", lambda self: focused.append(self.description))
    find_button(quiz.widget, "Next question").click()
    first = buttons_of(quiz.answer_row)[0]
    assert focused == [first.description] and first.description != "Next question"


def test_the_dealers_turn_is_worded_pick_up_everywhere() -> None:
    """The dealer's first-round turn reads "pick up", in the engine's refusal, the
    drawing's chip and status line, and the play table's prompt; the players before
    the dealer still "order up"."""
    from euchre import Deal, IllegalActionError
    from euchre.render import deal_html

    deal = Deal.shuffled(seed=3, dealer=0)
    assert "pass or order up" in deal_html(deal)
    for _ in range(3):
        deal.apply("pass")
    with pytest.raises(IllegalActionError, match="South's turn to pass or pick up the upcard"):
        deal.apply("call H")
    drawing = deal_html(deal)
    assert "to pass or pick up" in drawing and "South to pass or pick up the upcard." in drawing
    for seed in range(60):  # a table where the bots pass round to South, dealing
        table = PlayTable(seed=seed)
        deal = table.game.deal
        if deal.dealer == table.human == deal.to_act and deal.phase.value == "order":
            assert "Your turn to pass or pick up the upcard" in table.feedback_text
            break
    else:
        pytest.fail("no seed of 60 passes round to South, dealing")


def test_taking_a_seat_tells_what_the_bots_did_before_your_turn() -> None:
    """Play West started the deal again and South's pass, before West's turn, was told
    nowhere: the board said "West to pass or order up" and nothing else. The bots'
    turns are told as you saw them, after your choices too (a discard face down)."""
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    hand.take_seat(1)
    said = hand.feedback_text.splitlines()
    assert said[:2] == ["The deal starts again from the first bid.", "South passes."]
    assert said[-1].startswith("Your turn")
    hand.choose("pass")
    assert "North passes." in hand.feedback_text and "East passes." in hand.feedback_text


def test_the_deal_table_keeps_the_seed_typed_when_the_form_changes() -> None:
    """A seed typed in the box was thrown away by the Game menu (12 became a random
    seed): the same seed is dealt in the new form, so forms can be compared."""
    table = DealTable(seed=5)
    table.seed_box.value = "12"
    table.form_menu.value = "cutthroat"
    assert table.seed == 12 and "seed 12" in table.feedback_text
    assert table.current.rules.players == 3
    table.seed_box.value = "a dozen"  # not a seed: new cards, whose seed the box shows
    table.form_menu.value = "two_handed"
    assert table.seed != 12 and table.seed_box.value == str(table.seed)


def test_the_log_is_heard_in_words() -> None:
    """The log is read out as it changes; its cards and suits were read by their
    symbols ("the A♠": "the A black spade suit"). It shows them, and says them in words."""
    table = PlayTable(seed=4, bots="rule")
    table.choose("pass")
    heard = re.search(r'<span style="[^"]*clip[^"]*">(.*?)</span>', table.log_html.value)
    assert heard is not None
    said = html.unescape(heard.group(1))
    assert "North names hearts as trump. North leads the ace of clubs (trick 1)." in said
    assert not any(symbol in said for symbol in "♣♦♥♠")
    assert "the A♣" in table.log_html.value  # shown as before


def test_a_card_you_may_not_play_counts_the_question_as_missed_at_once() -> None:
    """As the notebook says: a refused card misses the question there and then, so
    pressing Next question after it does not turn the miss into a skip."""
    quiz = FollowSuitQuiz(seed=1)
    quiz.ask(FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD")))
    find_button(quiz.card_row, "J♦").click()
    assert quiz.score_text == "Score: 0 of 1"
    find_button(quiz.card_row, "J♦").click()  # twice: still one question missed
    assert quiz.score_text == "Score: 0 of 1"
    quiz.next_button.click()
    assert quiz.score_text == "Score: 0 of 1"  # missed, not skipped
    right = quiz.question.answer
    for card in right:
        quiz.click(card)
    quiz.submit()
    assert quiz.score_text == "Score: 1 of 2"


def test_a_deal_played_to_its_end_is_shown_trick_by_trick() -> None:
    """While you play, the others' cards are face down; once the deal is over the
    board's hands are empty, so every trick is drawn under the table, each card under
    the seat that played it, for you to compare with the record."""
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    hand.take_seat(0)
    assert "trick by trick" not in hand.notes.value
    while hand.current.result is None:
        hand.choose(hand.current.legal_actions()[0])
    played = hand.current
    notes = hand.notes.value
    assert "The deal you played, trick by trick:" in notes
    assert [int(k) for k in re.findall(r">Trick (\d)</div>", notes)] == [1, 2, 3, 4, 5]
    from euchre.words import spoken

    for trick in played.tricks:  # each trick a picture naming its cards in words
        for seat, card in zip(trick.seats, trick.cards, strict=True):
            assert f"{hand.seat_names[seat]} {spoken(str(card))}" in html.unescape(notes)
    hand.leave_seat()
    assert "trick by trick" not in hand.notes.value


def test_the_records_alternative_lines_show_at_the_step_they_leave_the_game() -> None:
    """The book shows a record's alternative lines as comments where they leave the
    game; the widget does too (the first deal's only comment is on such a line)."""
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=0)
    found = {}
    for step in range(1, len(hand.final.history) + 1):
        hand.jump(step=step)
        if hand.annotations_now:
            found[step] = hand.annotations_now
    assert len(found) == 1
    [(step, texts)] = found.items()
    assert texts[0].startswith("Another line, from the record: North leads the Q♥ (trick 2)")
    assert "This line leads to a march" in texts[0] and texts[0].endswith("a march.")
    assert hand.final.history[step - 1].action.kind.name == "PLAY"
    hand.jump(step=step)
    assert "This line leads to a march" in html.unescape(hand.notes.value)


def test_choosing_another_deal_while_playing_says_you_left_the_seat() -> None:
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    hand.take_seat(0)
    hand.deal_menu.value = 2  # the Deal menu, as a student changes it mid-play
    assert hand.mode == "replay" and hand.deal_index == 2
    assert hand.feedback_text == "You left South's seat: deal 3 of the record, from its start."
    hand.deal_menu.value = 3  # from the record's own line: nothing to say
    assert hand.feedback_text == ""


def test_a_question_left_for_another_level_counts_as_skipped() -> None:
    """Next question and the Difficulty menu both leave the question unanswered: both
    count it as skipped (the menu counted nothing)."""
    quiz = FollowSuitQuiz(seed=1)
    quiz.difficulty_menu.value = 3
    assert quiz.score_text == "Score: 0 of 0, 1 skipped"
    for card in quiz.question.answer:
        quiz.click(card)
    quiz.submit()
    quiz.difficulty_menu.value = 1  # answered: nothing skipped
    assert quiz.score_text == "Score: 1 of 1, 1 skipped"


def test_taking_a_seat_partway_takes_over_where_the_record_stands() -> None:
    """Play South at step 6 of the record started the deal again from the first bid;
    a reader who had stepped that far expected to take over there. Pressed again, it
    starts from the first bid."""
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    hand.jump(step=6)
    record = hand.final.history
    hand.take_seat(0)
    assert hand.feedback_text.startswith(
        f"You take over South at step 6 of {len(record)}, where the record stands"
    )
    assert hand.live is not None and hand.live.history[:6] == record[:6]
    hand.take_seat(0)
    assert hand.feedback_text.startswith("The deal starts again from the first bid.")
    fresh = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    fresh.take_seat(0)  # at step 0: from the first bid, as before
    assert fresh.feedback_text.startswith("The deal starts again from the first bid.")
    assert hand.live is not None and fresh.live is not None
    assert hand.live.history == fresh.live.history


@pytest.mark.parametrize("form", ["standard", "railroad"])
def test_the_button_at_a_games_end_hands_the_keyboard_on_to_the_new_game(
    form: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New game (and Railroad's Next game) at the end of a game went with the old game
    once pressed, and the keyboard's focus went with it: to the page's body, with no
    ring anywhere. It goes to the new game's first choice."""
    from dataclasses import replace

    import ipywidgets

    from euchre import Rules

    focused: list[str] = []
    monkeypatch.setattr(ipywidgets.Button, "focus", lambda self: focused.append(self.description))
    wanted = "Next game" if form == "railroad" else "New game"
    for seed in range(20):  # Railroad: a first game that does not end the match (no slam)
        table = PlayTable(seed=seed, rules=replace(getattr(Rules, form)(), target=3), bots="rule")
        while not table.game.is_over:
            table.choose(table.legal_actions()[0])
        (button,) = buttons_of(table.actions_row)
        if button.description == wanted:
            break
    assert button.description == wanted
    focused.clear()
    button.click()
    assert not table.game.is_over
    assert focused == [buttons_of(table.actions_row)[0].description]


def test_the_annotated_hands_steps_are_read_with_the_cards_in_words() -> None:
    """The step is the hand's live region, read out at every press of Forward: "South
    leads the 10♣" was read "10 black club suit". A screen reader now hears the cards
    in words, and the record's comment with them; the eye still sees the symbols."""
    from euchre.words import spoken

    hand = AnnotatedHand.from_egn(ANNOTATED, deal=1)
    heard_comment = False
    for _ in range(hand_steps := 30):
        hand.forward()
        value = hand.moment.value
        text = hand.moment_text
        assert html.escape(text) in value  # shown as it is written
        if any(symbol in text for symbol in "♣♦♥♠"):
            assert 'aria-hidden="true"' in value and html.escape(spoken(text)) in value
        notes = hand.annotations_now
        if notes:  # heard with the step, seen once, in the box below it
            said = spoken(f"{text} The record's comment: {notes[0]}")
            assert f'">{html.escape(said)}' in value and html.escape(notes[0]) in hand.notes.value
            assert value.count(html.escape("The record's comment")) == 1
            heard_comment |= any(symbol in text for symbol in "♣♦♥♠")
    assert heard_comment, f"no step with a comment and a card in {hand_steps} steps"


def test_the_coachs_hint_says_where_it_departs_from_the_rule_of_thumb() -> None:
    """The strategy chapter says the coach's hint names the rule of thumb it departs
    from, with the measured chance; the widgets' hint gave only the figures (the
    sentence was in coach.hint, which no widget calls)."""
    from euchre import Deal
    from euchre.widgets.play_table import hint_lines

    view = Deal.shuffled(seed=33, dealer=0).view(1)  # J♣ 9♥ 10♥ J♠ K♠, 10♣ turned up
    advice = coach_advice(view)
    assert advice.action == Action.pass_()
    said = "The rule of thumb (rule 2, order with the bowers) says order up"
    assert advice.departs.startswith(said) and said not in advice.reason
    assert hint_lines(advice, view)[0].endswith(f"{advice.reason} {advice.departs}")
    deal = Deal.shuffled(seed=33, dealer=0)
    deal.apply("pass")  # North: the coach passes, as the rule of thumb does
    assert coach_advice(deal.view(2)).departs == ""
    # The tables' Hint button says it; the bidding quiz says it its own way, once.
    table = PlayTable(seed=8, bots="rule", hint_provider=lambda v: advice)
    table.hint()
    assert said in table.feedback_text


def test_an_unexpected_failure_prints_no_traceback_under_the_cell() -> None:
    """The guard shows plain words and logs the traceback for developers; with no
    logging set up (a fresh notebook), Python printed that traceback under the cell,
    beside the plain words."""
    import subprocess
    import sys

    program = (
        "from euchre.widgets import PlayTable\n"
        "from euchre.widgets.base import find_button\n"
        "def broken(view):\n"
        "    raise ZeroDivisionError('internal detail')\n"
        "table = PlayTable(seed=1, hint_provider=broken)\n"
        "find_button(table.widget, 'Hint').click()\n"
        "print(table.feedback_text)\n"
    )
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert run.returncode == 0 and UNEXPECTED in run.stdout, run.stderr
    assert "internal detail" not in run.stderr and "Traceback" not in run.stderr


def test_a_deal_the_record_does_not_have_is_refused_before_anything_is_built() -> None:
    """from_egn(..., deal=13) on a record of 13 deals (counted from 0) built a widget
    with an empty title and board, whose buttons then half worked."""
    count = len(egn.load(ANNOTATED).deals)
    with pytest.raises(IllegalActionError, match=f"deal={count} is not a deal of this record"):
        AnnotatedHand.from_egn(ANNOTATED, deal=count)
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=count - 1)
    assert f"deal {count} of {count}" in hand.title.value


def test_while_expert_bots_think_the_table_says_so_and_offers_no_stale_buttons(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With expert bots, New game, Next game and a choice left the last turn's buttons
    and prompt on screen for seconds (New game said nothing at all): a click on them
    did nothing, and the table looked frozen."""
    from euchre.widgets import play_table
    from euchre.widgets.play_table import THINKING

    seen: list[tuple[int, str]] = []
    real = play_table.PlayTable._run_bots

    def run_bots(table: PlayTable) -> None:
        seen.append((len(table.actions_row.children), table.feedback_text))
        real(table)

    monkeypatch.setattr(play_table.PlayTable, "_run_bots", run_bots)
    table = PlayTable(seed=2, bots="expert")
    for seed in range(20):  # a game whose first bid is a bot's (you sit South, seat 0)
        seen.clear()
        table.new_game(seed=seed)
        if table.game.deals[0].dealer != 3:
            break
    assert seen[0] == (0, THINKING)
    seen.clear()
    table.choose(table.game.legal_actions()[0])  # West, a bot, speaks next
    assert seen[0] == (0, THINKING)
    assert table.actions_row.children and table.feedback_text != THINKING


@pytest.mark.parametrize(
    ("bots", "said"),
    [
        ("Expert", "There is no 'Expert' bot: the bots are"),
        (["rule", "rule"], "Give one bot for all 3 other seats, or 3 names"),
        (5, "bots=5: give a bot's name for all the other seats"),
    ],
)
def test_a_table_that_cannot_start_its_first_game_says_why_and_is_not_built(
    bots: object, said: str
) -> None:
    """PlayTable(bots="Expert"), a typo the notebook's "Try this" invites, printed the
    explanation over a placeholder game: no buttons, a hint saying it was not your
    turn, and an export of a game nobody saw."""
    from euchre.errors import EuchreError

    with pytest.raises(EuchreError, match=re.escape(said)):
        PlayTable(seed=10, bots=bots)  # type: ignore[arg-type]
    table = PlayTable(seed=10, bots="rule")
    table.new_game(bots="Expert")  # at a table in play: explained, the game goes on
    assert "There is no 'Expert' bot" in table.error_text and table.actions_row.children


def test_an_exported_record_is_put_away_once_play_moves_on() -> None:
    """After Export EGN in the middle of a deal, the box went on showing that record,
    without any of the cards played since."""
    table = PlayTable(seed=3, bots="rule")
    find_button(table.widget, "Export EGN").click()
    assert table.egn_box.layout.display == "" and table.egn_text
    table.choose(table.legal_actions()[0])
    assert table.egn_box.layout.display == "none" and table.egn_text


def test_a_forced_card_is_hinted_as_forced_and_why() -> None:
    """A hint for the only card you may play gave only the coach's figures ("makes it
    in 0% ... expected −2.00 points"), which read as advice; it now says first that
    the card is forced, and by what."""
    from euchre import Deal
    from euchre.bots import RuleBot

    deal, forced = Deal.shuffled(seed=5, dealer=0), []
    while not deal.is_over:
        view = deal.view(deal.to_act)
        if deal.phase.value == "play" and len(deal.legal_actions()) == 1:
            forced.append((len(view.hand), coach_advice(view)))
        deal.apply(RuleBot().act(view))
    many = [a for n, a in forced if n > 1]
    last = [a for n, a in forced if n == 1]
    assert many and last
    for advice in many:
        assert advice.reason.startswith(
            f"{advice.action.card} is the only card you may play: you must follow"
        )
    for advice in last:
        assert advice.reason.startswith(f"{advice.action.card} is your last card. ")
    choice = Deal.shuffled(seed=5, dealer=0).view(1)  # a bid: no such words
    assert "only card" not in coach_advice(choice).reason


def test_a_choice_label_says_where_the_coach_departs_from_the_rule_of_thumb() -> None:
    """The annotated hand's label on a choice gave the coach's reason without the
    rule-of-thumb sentence the Hint shows: ordering up by the textbook rule was
    marked worse than a pass with no word of why the rule is overruled."""
    from euchre import Deal

    view = Deal.shuffled(seed=33, dealer=0).view(1)  # the coach passes; rule 2 orders
    advice = coach_advice(view)
    assert advice.departs
    label = label_choice(Action.order(), advice, view=view, textbook=Action.order())
    assert label.text.endswith(f"{advice.reason} {advice.departs}")
    assert advice.explained == f"{advice.reason} {advice.departs}"
