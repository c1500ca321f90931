"""BiddingQuiz: a hand, your seat and the upcard; pass, order up or call, alone or not.

You always sit South (the course's one seat-naming system); the dealer moves around
you. Two opinions mark each bid, each named: **the coach** (its measured value: the
points your side can expect from this deal with each bid, less the other side's,
averaged over the deals you might be facing; the answer counts as right when it is the
coach's best bid, or worth as much short of the coach's smallest criticism,
:data:`euchre.coach.DUBIOUS_LOSS`)
and **the textbook rule** (RuleBot's numbered rule of thumb). When they differ, the
feedback says why.

>>> quiz = BiddingQuiz(seed=3)
>>> best = quiz.advice().action
>>> quiz.choose(best).correct, quiz.score
(True, 1)
>>> quiz.choose("play JH") is None   # refused, with the engine's explanation
You cannot play J♥ now: it is South's turn to pass or order up the upcard.
True
"""

from __future__ import annotations

import functools
import html
import random
from dataclasses import dataclass

import ipywidgets as w  # type: ignore[import-untyped]

from ..actions import Action
from ..bots.rule_bot import bid_count_words
from ..deal import Deal, Phase
from ..errors import IllegalActionError
from ..narration import seat_role
from ..render import DEFAULT_SEAT_NAMES, view_html
from ..view import PlayerView
from .base import (
    Advice,
    AdviceProvider,
    QuizWidget,
    action,
    board_layout,
    coach_advice,
    rule_advice,
)
from .play_table import action_label, values_lines

__all__ = ["BiddingAnswer", "BiddingQuiz", "bidding_position"]


#: A quiz's position is one bid of a game not yet scored: the table's tricks-and-score
#: panel would show only zeros, and on a phone it pushed the bid buttons off the screen.
_NO_SCORE = (
    "<style>.euchre-quiz-board .euchre-table>div[style*='grid-area:score']"
    "{display:none!important}</style>"
)


@dataclass(frozen=True)
class BiddingAnswer:
    """The marking of one bid: your action, the advice, and whether they agree."""

    action: Action
    advice: Advice
    correct: bool
    text: str


def bidding_position(rng: random.Random, difficulty: int = 1, *, seat: int = 0) -> Deal:
    """A deal stopped at ``seat``'s bid (South by default): a random deal, a random
    number of passes before it (level 1: first round only; level 2: the second round
    one time in three), and the dealer placed so that ``seat`` is the one to act."""
    second = difficulty >= 2 and rng.random() < 1 / 3
    before = rng.randrange(4)
    dealer = (seat - 1 - before) % 4
    deal = Deal.shuffled(seed=rng, dealer=dealer)
    for _ in range((4 if second else 0) + before):
        deal.apply("pass")
    return deal


#: The names of the two opinions, wherever the quiz shows them.
COACH = "The coach"
TEXTBOOK = "The textbook rule"
_WHY_THEY_DIFFER = (
    "Why they can differ: the textbook rule is a fixed rule of thumb (count your trumps, "
    "bowers and aces), right for most hands; the coach plays this position out over "
    "many deals the other hands could be and measures the points, so it also weighs "
    "your seat and the hands where the rule is only just right or just wrong."
)


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
        self.board = w.HTML(layout=board_layout())
        self.board.add_class("euchre-quiz-board")
        self.choices_row = self.new_choices_row()
        self.answer_row = self.choices_row
        self.widget = self.frame(
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
        if isinstance(choice, Action):
            chosen = choice
        else:
            try:
                chosen = Action.parse(choice)
            except IllegalActionError:  # the deal names the bids this seat has
                self.position.copy().apply(choice)
                raise
        if chosen not in self.legal_actions():
            self.position.copy().apply(chosen)  # raises the engine's explanation
            raise IllegalActionError(
                f"{chosen} is not a bid you can make here."
            )  # pragma: no cover
        advice = self.advice()
        textbook = rule_advice(self.view)
        from ..coach import DUBIOUS_LOSS  # the coach's thresholds, said once

        values = advice.values
        # Worth as much as the best, within what the coach would criticise: the coach
        # ranks by the game's value, and a near-tie in points went either way.
        close = chosen in values and max(values.values()) - values[chosen] < DUBIOUS_LOSS
        correct = chosen == advice.action or close
        view = self.view
        mine, best, rule = (action_label(a, view) for a in (chosen, advice.action, textbook.action))
        if chosen == advice.action:
            verdict = f"Right: you chose {mine}, the coach's best bid too."
        elif correct:
            verdict = (
                f"Right: you chose {mine}; the coach chooses {best}, but the two are worth "
                f"about the same (less than {DUBIOUS_LOSS:.2f} points apart)."
            )
        else:
            verdict = f"Not the coach's choice: you chose {mine}; the coach chooses {best}."
        lines = [
            verdict,
            f"{COACH} ({best}): {advice.reason}",
            f"{TEXTBOOK} ({rule}): {textbook.reason}",
        ]
        count = bid_count_words(view)
        if count:
            lines.append(count)
        if textbook.action == advice.action:
            lines.append("The coach and the textbook rule agree here.")
        else:
            lines.append(_WHY_THEY_DIFFER)
        lines += values_lines(advice, view)
        text = self._record(correct, "\n".join(lines))
        self.last = BiddingAnswer(chosen, advice, correct, text)
        self.say(text, kind="good" if correct else "bad")
        return self.last

    def _show_question(self) -> None:
        deal = self.position
        self.last = None
        self._new_question()
        seat = self.seat
        name = DEFAULT_SEAT_NAMES[seat]
        where = seat_role(seat, deal.dealer)
        if deal.phase is Phase.ORDER and seat == deal.dealer:
            what = (
                f"First round: pick up {deal.upcard} (its suit becomes trump, and you "
                "discard a card) or pass."
            )
        elif deal.phase is Phase.ORDER:
            what = f"First round: order up {deal.upcard} (its suit becomes trump) or pass."
        else:
            what = (
                f"Second round: {deal.upcard} was turned down; pass, or call another suit as trump."
            )
        passes = len(deal.history)
        before = f"{passes} pass{'es' if passes != 1 else ''} so far. " if passes else ""
        self.prompt.value = html.escape(f"You are {name}, {where}. {before}{what}")
        self.board.value = _NO_SCORE + view_html(self.view, fit=True)
        self.choices_row.children = [
            self.action_button(a, functools.partial(self.choose, a), view=self.view)
            for a in self.legal_actions()
        ]
        self.say("Choose your bid.")
