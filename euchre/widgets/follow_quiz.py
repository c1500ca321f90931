"""FollowSuitQuiz: a hand, trump and a led card; click every card you may play.

A click on a card that may not be played is refused at once with the engine's
explanation (the rule it breaks), and the question then counts as missed.

>>> from euchre.cards import cards, Card, Suit
>>> from euchre.quiz import FollowSuitQuestion
>>> quiz = FollowSuitQuiz(seed=1)
>>> quiz.ask(FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD")))
>>> quiz.click("JD")
>>> print(quiz.feedback_text)
J♦, the left bower, counts as a heart when hearts are trump; you must follow diamonds with Q♦.
>>> quiz.score_text
'Score: 0 of 1'
>>> quiz.click("QD"); quiz.submit().correct
False
"""

from __future__ import annotations

import html
import random

import ipywidgets as w  # type: ignore[import-untyped]

from ..cards import Card, CardLike
from ..quiz import TRAP_DESCRIPTIONS, Feedback, FollowSuitQuestion, QuizError, follow_suit_question
from ..render import card_svg
from ..words import listed
from .base import QuizWidget, action, paint_card_button

__all__ = ["FollowSuitQuiz"]


class FollowSuitQuiz(QuizWidget):
    """Select every legal card, then Check. The questions come from
    :func:`euchre.quiz.follow_suit_question`, which favours left-bower traps more as
    the difficulty grows."""

    def __init__(self, *, seed: int | None = None, difficulty: int = 2) -> None:
        super().__init__(seed=seed, difficulty=difficulty, levels=(1, 2, 3))
        self._rng = random.Random(seed)
        self.selected: list[Card] = []
        self.wrong_clicks: list[Card] = []
        self.last: Feedback | None = None
        self.led_html = w.HTML()
        self.card_row = self.new_choices_row()
        self.answer_row = self.card_row
        controls = self.row(
            [self.button("Check", lambda: self.submit(), style="primary"), self.next_button]
        )
        self.widget = self.frame(
            [
                self.row([self.difficulty_menu, self.score_label]),
                self.prompt,
                self.led_html,
                w.HTML("<div>Your hand (click the cards you may play):</div>"),
                self.card_row,
                controls,
                self.feedback,
            ]
        )
        self.question: FollowSuitQuestion = follow_suit_question(self._rng, difficulty)
        self._show_question()

    # ------------------------------------------------------------- actions

    @action
    def next_question(self) -> FollowSuitQuestion:
        """Ask a new question at the current difficulty."""
        self.ask(follow_suit_question(self._rng, self.difficulty))
        return self.question

    @action
    def ask(self, question: FollowSuitQuestion) -> None:
        """Ask a question of your own (for a notebook that sets a particular trap)."""
        if not isinstance(question, FollowSuitQuestion):
            raise QuizError("ask() takes a FollowSuitQuestion from euchre.quiz.")
        self.question = question
        self._show_question()

    @action
    def click(self, card: CardLike) -> None:
        """Select a card (or unselect it if selected). A card that may not be played is
        refused, with the rule it would break."""
        picked = Card.parse(card)
        q = self.question
        if picked not in q.hand:
            raise QuizError(
                f"{picked} is not in your hand: choose among "
                + ", ".join(str(c) for c in q.hand)
                + "."
            )
        if picked in self.selected:
            self.selected.remove(picked)
            self.say(f"{picked} unselected.")
        elif picked in q.answer:
            self.selected.append(picked)
            self.say(f"{picked} selected.")
        else:
            if picked not in self.wrong_clicks:
                self.wrong_clicks.append(picked)
            why = q.why_illegal(picked)
            if not self._counted:  # a card you may not play: the question is missed
                self._record(False, why)
            self.show_error(why)
        self._draw_cards()

    @action
    def submit(self) -> Feedback:
        """Check the selection: right only if every legal card is selected and no
        illegal card was clicked. With nothing clicked yet, it explains instead."""
        q = self.question
        if not self.selected and not self.wrong_clicks:
            raise QuizError(
                "Click the cards you may play first, then Check: there is always at least one."
            )
        feedback = q.check(self.selected + self.wrong_clicks)
        self.last = feedback
        trap = TRAP_DESCRIPTIONS[q.trap]
        text = str(feedback)
        if self.wrong_clicks:  # the selection may look right: say what was counted
            refused = listed(str(c) for c in self.wrong_clicks)
            count = "it counts" if len(self.wrong_clicks) == 1 else "they count"
            text += f"\nYou clicked {refused}, which you may not play: {count} against this answer."
        text += f"\n(The situation: {trap}.)"
        text = self._record(feedback.correct, text)
        self.say(text, kind="good" if feedback.correct else "bad")
        return feedback

    # ------------------------------------------------------------- drawing

    def _show_question(self) -> None:
        q = self.question
        self.selected = []
        self.wrong_clicks = []
        self.last = None
        self._new_question()
        self.prompt.value = f"<p>{html.escape(q.prompt)}</p>"
        self.led_html.value = (
            '<div style="display:flex;align-items:center;gap:8px;line-height:normal">'
            f"<span>Led:</span>{card_svg(q.led, width=50)}"
            f"<span>Trump: {q.trump} {q.trump.plural}</span></div>"
        )
        self.card_row.children = [self.card_button(c, self.click) for c in q.hand]
        self._draw_cards()
        self.say("Click every card you may play, then Check.")

    def _draw_cards(self) -> None:
        for button, card in zip(self.card_row.children, self.question.hand, strict=False):
            state = (
                "selected"
                if card in self.selected
                else "refused"
                if card in self.wrong_clicks
                else ""
            )
            paint_card_button(button, card, state)
