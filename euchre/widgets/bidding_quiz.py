"""BiddingQuiz: a hand, your seat and the upcard; pass, order up or call, alone or not.

The answer is marked against the adviser: RuleBot's rules of thumb now (the textbook
rule is shown), the coach's value of every choice once it exists (pass
``hint_provider``; the feedback then lists each choice's value).

>>> quiz = BiddingQuiz(seed=3)
>>> best = quiz.advice().action
>>> quiz.choose(best).correct, quiz.score
(True, 1)
>>> quiz.choose("play JH") is None   # refused, with the engine's explanation
True
"""

from __future__ import annotations

import functools
import html
import random
from dataclasses import dataclass

import ipywidgets as w  # type: ignore[import-untyped]

from ..actions import Action
from ..deal import Deal, Phase
from ..errors import IllegalActionError
from ..render import DEFAULT_SEAT_NAMES, view_html
from ..view import PlayerView
from .base import Advice, AdviceProvider, QuizWidget, action, coach_advice, rule_advice
from .play_table import action_label

__all__ = ["BiddingAnswer", "BiddingQuiz", "bidding_position"]


@dataclass(frozen=True)
class BiddingAnswer:
    """The marking of one bid: your action, the advice, and whether they agree."""

    action: Action
    advice: Advice
    correct: bool
    text: str


def bidding_position(rng: random.Random, difficulty: int = 1) -> Deal:
    """A deal stopped at a bid: a random dealer and deal, and a random number of passes
    before it (level 1: first round only; level 2: the second round one time in three)."""
    deal = Deal.shuffled(seed=rng, dealer=rng.randrange(4))
    second = difficulty >= 2 and rng.random() < 1 / 3
    for _ in range((4 if second else 0) + rng.randrange(4)):
        deal.apply("pass")
    return deal


class BiddingQuiz(QuizWidget):
    """Bid as the player to act; the feedback gives the adviser's choice and reason."""

    def __init__(
        self,
        *,
        seed: int | None = None,
        difficulty: int = 1,
        hint_provider: AdviceProvider = coach_advice,
    ) -> None:
        super().__init__(seed=seed, difficulty=difficulty, levels=(1, 2))
        self._rng = random.Random(seed)
        self.hint_provider = hint_provider
        self.last: BiddingAnswer | None = None
        self.board = w.HTML()
        self.choices_row = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.widget = w.VBox(
            [
                self.row([self.difficulty_menu, self.score_label]),
                self.prompt,
                self.board,
                self.choices_row,
                self.row([self.next_button]),
                self.feedback,
            ]
        )
        self.position: Deal = bidding_position(self._rng, difficulty)
        self._show_question()

    @property
    def seat(self) -> int:
        """The seat you bid for."""
        seat = self.position.to_act
        assert seat is not None
        return seat

    @property
    def view(self) -> PlayerView:
        """What you know: your view of the deal."""
        return self.position.view(self.seat)

    def legal_actions(self) -> list[Action]:
        """The bids you may make."""
        return self.position.legal_actions()

    def advice(self) -> Advice:
        """The adviser's bid for this position."""
        return self.hint_provider(self.view)

    @action
    def next_question(self) -> Deal:
        """A new position."""
        self.position = bidding_position(self._rng, self.difficulty)
        self._show_question()
        return self.position

    @action
    def choose(self, choice: Action | str) -> BiddingAnswer:
        """Bid: ``"pass"``, ``"order"``, ``"order alone"``, ``"call S"``, ``"call S alone"``."""
        chosen = choice if isinstance(choice, Action) else Action.parse(choice)
        if chosen not in self.legal_actions():
            self.position.copy().apply(chosen)  # raises the engine's explanation
            raise IllegalActionError(
                f"{chosen} is not a bid you can make here."
            )  # pragma: no cover
        advice = self.advice()
        textbook = rule_advice(self.view)
        correct = chosen == advice.action
        lines = [
            ("Right: " if correct else "The adviser would not: ")
            + f"you chose {action_label(chosen)}; the adviser chooses {action_label(advice.action)}.",
            f"Why: {advice.reason}",
            f"The textbook rule ({action_label(textbook.action)}): {textbook.reason}",
        ]
        if advice.values:
            lines.append("The value of each choice (points, your side):")
            lines += [
                f"  {action_label(a)}: {v:+.2f}"
                for a, v in sorted(advice.values.items(), key=lambda item: -item[1])
            ]
        text = "\n".join(lines)
        self.last = BiddingAnswer(chosen, advice, correct, text)
        self._record(correct)
        self.say(text, kind="good" if correct else "bad")
        return self.last

    def _show_question(self) -> None:
        deal = self.position
        self.last = None
        self._new_question()
        seat = self.seat
        name = DEFAULT_SEAT_NAMES[seat]
        where = (
            "the dealer"
            if seat == deal.dealer
            else "the dealer's partner"
            if seat == (deal.dealer + 2) % 4
            else "an opponent of the dealer"
        )
        if deal.phase is Phase.ORDER:
            what = f"First round: order up {deal.upcard} (its suit becomes trump) or pass."
        else:
            what = f"Second round: {deal.upcard} was turned down; name another suit or pass."
        passes = len(deal.history)
        before = f"{passes} pass{'es' if passes != 1 else ''} so far. " if passes else ""
        self.prompt.value = html.escape(f"You are seat {seat} ({name}), {where}. {before}{what}")
        self.board.value = view_html(self.view)
        self.choices_row.children = [
            self.button(action_label(a), functools.partial(self.choose, a), tooltip=str(a))
            for a in self.legal_actions()
        ]
        self.say("Choose your bid.")
