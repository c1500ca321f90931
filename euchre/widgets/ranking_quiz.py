"""TrumpRankingQuiz: put a few cards in order, from the one that wins to the weakest.

>>> quiz = TrumpRankingQuiz(seed=1)
>>> quiz.answer(" ".join(c.code for c in quiz.question.answer)).correct
True
>>> quiz.score, quiz.answered
(1, 1)
"""

from __future__ import annotations

import html
import random
from collections.abc import Iterable

import ipywidgets as w  # type: ignore[import-untyped]

from ..cards import Card, CardLike
from ..quiz import Feedback, QuizError, TrumpRankingQuestion, trump_ranking_question
from .base import QuizWidget, action, paint_card_button

__all__ = ["TrumpRankingQuiz"]


class TrumpRankingQuiz(QuizWidget):
    """A random trump (and at levels 2 and 3 a led suit) and a few cards; click the
    cards from the highest to the lowest, or call :meth:`answer` with the order.
    Unlimited questions, a running score, three levels of difficulty."""

    def __init__(self, *, seed: int | None = None, difficulty: int = 1) -> None:
        super().__init__(seed=seed, difficulty=difficulty, levels=(1, 2, 3))
        self._rng = random.Random(seed)
        self.order: list[Card] = []
        self.last: Feedback | None = None
        self.card_row = self.new_choices_row()
        self.answer_row = self.card_row
        self.order_label = w.HTML()
        controls = self.row(
            [
                self.button("Undo", lambda: self.undo()),
                self.button("Clear", lambda: self.clear()),
                self.button("Check", lambda: self.submit(), style="primary"),
                self.next_button,
            ]
        )
        self.widget = self.frame(
            [
                self.row([self.difficulty_menu, self.score_label]),
                self.prompt,
                self.card_row,
                self.order_label,
                controls,
                self.feedback,
            ]
        )
        self.question: TrumpRankingQuestion = trump_ranking_question(self._rng, difficulty)
        self._show_question()

    # ------------------------------------------------------------- actions

    @action
    def next_question(self) -> TrumpRankingQuestion:
        """Ask a new question at the current difficulty."""
        self.question = trump_ranking_question(self._rng, self.difficulty)
        self._show_question()
        return self.question

    @action
    def pick(self, card: CardLike) -> None:
        """Put the next card in your order (click the cards from the highest down)."""
        picked = Card.parse(card)
        if picked not in self.question.cards:
            raise QuizError(
                f"{picked} is not one of the cards shown: "
                + ", ".join(str(c) for c in self.question.cards)
                + "."
            )
        if picked in self.order:
            if len(self.order) == len(self.question.cards):
                return  # the order is complete and marked: a double tap's second tap
            raise QuizError(f"{picked} is already in your order; use Undo to take it back.")
        self.order.append(picked)
        self._show_order()
        if len(self.order) == len(self.question.cards):
            self.submit()
        else:  # said, for a reader who cannot see the card change
            left = len(self.question.cards) - len(self.order)
            self.say(
                f"{picked} picked; your order so far: {self._order_text()} ({left} more to pick)."
            )

    @action
    def undo(self) -> None:
        """Take back the last card picked."""
        if self.order:
            self.order.pop()
        self._show_order()
        self.say("")  # an earlier message (a card picked twice) no longer applies

    @action
    def clear(self) -> None:
        """Start the order again."""
        self.order.clear()
        self._show_order()
        self.say("")

    @action
    def submit(self) -> Feedback:
        """Check the cards picked so far (all of them must be picked)."""
        return self._check(self.order)

    @action
    def answer(self, order: str | Iterable[CardLike]) -> Feedback:
        """Check an order given at once, highest first: ``quiz.answer("JD JH AH")``."""
        return self._check(order)

    # ------------------------------------------------------------- helpers

    def _check(self, order: str | Iterable[CardLike]) -> Feedback:
        feedback = self.question.check(order)
        self.last = feedback
        text = self._record(feedback.correct, str(feedback))
        self.say(text, kind="good" if feedback.correct else "bad")
        return feedback

    def _show_question(self) -> None:
        q = self.question
        self.order = []
        self.last = None
        self._new_question()
        self.prompt.value = f"<p>{html.escape(q.prompt)}</p>"
        self.card_row.children = [self.card_button(c, self.pick) for c in q.cards]
        self._show_order()
        self.say(f"Click the cards {q.order_words}.")

    def _order_text(self) -> str:
        """The cards picked, highest first: ``K♥ > J♥``."""
        return " > ".join(str(c) for c in self.order)

    def _show_order(self) -> None:
        picked = self._order_text() or "(nothing yet)"
        self.order_label.value = f"Your order: {html.escape(picked)}"
        for button, card in zip(self.card_row.children, self.question.cards, strict=False):
            paint_card_button(button, card, "selected" if card in self.order else "")
