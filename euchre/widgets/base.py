"""What every widget shares: the layout holder, the feedback area, the one guard that
every action goes through, and the advice hook bots and the coach plug into.

A widget is a thin view over the engine. It holds an ``ipywidgets.VBox`` in
``.widget`` and shows itself in a notebook by delegating to it. Each thing a reader
can do is a public method (the buttons call the same methods), wrapped by
:func:`action`: an engine error (a :class:`~euchre.EuchreError`, which explains
itself) is shown in the feedback area, and any other exception is shown as
"Something went wrong: ..." and logged, so nothing ever raises into the notebook.
"""

from __future__ import annotations

import functools
import html
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Concatenate, ParamSpec, TypeVar

import ipywidgets as w  # type: ignore[import-untyped]

from ..actions import Action
from ..bots import RuleBot
from ..cards import Card
from ..errors import EuchreError
from ..view import PlayerView

__all__ = [
    "Advice",
    "AdviceProvider",
    "EuchreWidget",
    "action",
    "coach_advice",
    "rule_advice",
]

logger = logging.getLogger("euchre.widgets")

P = ParamSpec("P")
R = TypeVar("R")
W = TypeVar("W", bound="EuchreWidget")


@dataclass(frozen=True)
class Advice:
    """A recommendation for the player to act: the action, the reason in words, and
    (when the adviser can value every legal action, as the coach will) ``values``,
    the expected points of each action from the player's side, higher is better."""

    action: Action
    reason: str
    values: Mapping[Action, float] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


#: Anything that advises the player a view belongs to: RuleBot now, the coach later.
AdviceProvider = Callable[[PlayerView], Advice]


def rule_advice(view: PlayerView) -> Advice:
    """The default adviser: what the textbook player (:class:`~euchre.bots.RuleBot`)
    would do, and the numbered rule of thumb that says so."""
    decision = _RULE_BOT.explain(view)
    return Advice(decision.action, str(decision.rule))


_RULE_BOT = RuleBot()


def coach_advice(view: PlayerView) -> Advice:
    """The coach's advice, the widgets' default: the ExpertBot's evaluation of every
    legal action (expected points from the player's side), best first, with the
    reason for the best one in words."""
    evaluations = _expert().explain(view)
    best = evaluations[0]
    return Advice(best.action, best.reason, {e.action: e.points for e in evaluations})


def _expert() -> Any:
    global _EXPERT
    if _EXPERT is None:
        from ..bots.expert_bot import ExpertBot

        # Fewer sampled worlds than the bot's defaults, so an answer stays well inside
        # the widgets' 300 ms budget even for a second-round call.
        _EXPERT = ExpertBot(seed=0, worlds=WIDGET_WORLDS, bid_worlds=WIDGET_BID_WORLDS)
    return _EXPERT


_EXPERT: Any = None
#: Worlds the widgets' coach samples per card decision and per bid.
WIDGET_WORLDS = 60
WIDGET_BID_WORLDS = 48


def action(method: Callable[Concatenate[W, P], R]) -> Callable[Concatenate[W, P], R | None]:
    """Wrap a widget action so that it never raises: an engine error is shown as its
    explanation, anything else as "Something went wrong" (and logged). Returns the
    method's result, or ``None`` if it failed."""

    @functools.wraps(method)
    def guarded(self: W, /, *args: P.args, **kwargs: P.kwargs) -> R | None:
        try:
            return method(self, *args, **kwargs)
        except EuchreError as error:
            self.show_error(str(error))
        except Exception as error:  # the notebook must never see it
            logger.exception("widget action %s failed", method.__name__)
            self.show_error(f"Something went wrong: {type(error).__name__}: {error}")
        return None

    return guarded


class EuchreWidget:
    """Base class: ``widget`` (the VBox shown), ``feedback_text`` (the last message as
    plain text) and helpers for buttons and card rows."""

    widget: w.VBox

    def __init__(self) -> None:
        self.feedback = w.HTML(value="")
        self.feedback_text = ""
        self.error_text = ""

    # -------------------------------------------------------------- feedback

    def say(self, text: str, *, kind: str = "info") -> None:
        """Show a message (plain text; it is escaped) in the feedback area."""
        self.feedback_text = text
        colour = {"info": "#1a1a1a", "good": "#1b5e20", "bad": "#b71c1c"}.get(kind, "#1a1a1a")
        lines = "<br>".join(html.escape(line) for line in text.split("\n"))
        self.feedback.value = f'<div style="color:{colour};line-height:1.4">{lines}</div>'

    def show_error(self, text: str) -> None:
        """Show an explanation of why something was not possible."""
        self.error_text = text
        self.say(text, kind="bad")

    # ------------------------------------------------------------- building

    @staticmethod
    def button(
        label: str, callback: Callable[[], object], *, tooltip: str = "", style: str = ""
    ) -> w.Button:
        """A button whose click calls ``callback`` (already guarded by :func:`action`)."""
        button = w.Button(description=label, tooltip=tooltip or label, button_style=style)
        button.on_click(lambda _button: callback())
        button.layout.width = "auto"
        return button

    @staticmethod
    def card_button(card: Card, callback: Callable[[Card], object]) -> w.Button:
        """A button labelled with the card (``J♦``) that calls ``callback(card)``."""
        button = w.Button(description=str(card), tooltip=card.name)
        button.layout.width = "60px"
        if card.is_red:
            button.style.text_color = "#c62828"
        button.on_click(lambda _button: callback(card))
        return button

    @staticmethod
    def row(children: Sequence[Any]) -> w.HBox:
        """Widgets side by side, wrapping on a narrow screen."""
        return w.HBox(list(children), layout=w.Layout(flex_flow="row wrap"))

    # -------------------------------------------------------------- display

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def buttons_of(widget: Any) -> list[w.Button]:
    """Every :class:`ipywidgets.Button` inside ``widget``, depth first (for tests)."""
    found: list[w.Button] = []
    if isinstance(widget, w.Button):
        found.append(widget)
    for child in getattr(widget, "children", ()):
        found.extend(buttons_of(child))
    return found


def find_button(widget: Any, label: str) -> w.Button:
    """The first button inside ``widget`` whose label is ``label``."""
    for button in buttons_of(widget):
        if button.description == label:
            return button
    labels = ", ".join(repr(b.description) for b in buttons_of(widget))
    raise LookupError(f"No button labelled {label!r}; the buttons are {labels}.")


class QuizWidget(EuchreWidget):
    """What the quizzes share: a seeded generator, a difficulty menu, a running score
    (the first answer to each question counts) and a "Next question" button."""

    def __init__(self, *, seed: int | None, difficulty: int, levels: Sequence[int]) -> None:
        super().__init__()
        self.seed = seed
        self.score = 0
        self.answered = 0
        self.difficulty = difficulty
        self._counted = False
        self.prompt = w.HTML()
        self.score_label = w.HTML()
        self.difficulty_menu = w.Dropdown(
            options=[(f"level {n}", n) for n in levels],
            value=difficulty,
            description="Difficulty",
        )
        self.difficulty_menu.observe(self._on_difficulty, "value")
        self.next_button = self.button("Next question", lambda: self.next_question())

    def _on_difficulty(self, change: dict[str, object]) -> None:
        value = change["new"]
        if value != self.difficulty:
            self.set_difficulty(value)  # type: ignore[arg-type]

    @action
    def set_difficulty(self, difficulty: int) -> None:
        """Change the difficulty (1, 2 or 3) and ask a new question at that level."""
        levels = [value for _, value in self.difficulty_menu.options]
        if isinstance(difficulty, bool) or difficulty not in levels:
            raise ValueError(
                f"difficulty={difficulty!r} is not a level: choose "
                + ", ".join(str(n) for n in levels)
                + "."
            )
        self.difficulty = difficulty
        if self.difficulty_menu.value != difficulty:
            self.difficulty_menu.value = difficulty
        self.next_question()

    def next_question(self) -> object:
        """Ask a new question (each quiz defines it)."""
        raise NotImplementedError

    def _new_question(self) -> None:
        self._counted = False
        self._show_score()

    def _record(self, correct: bool) -> None:
        """Count the first answer to the current question."""
        if self._counted:
            return
        self._counted = True
        self.answered += 1
        self.score += int(correct)
        self._show_score()

    @property
    def score_text(self) -> str:
        """The running score in words."""
        return f"Score: {self.score} of {self.answered}"

    def _show_score(self) -> None:
        self.score_label.value = f"<b>{html.escape(self.score_text)}</b>"
