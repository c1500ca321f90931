"""What every widget shares: the layout holder, the feedback area, the one guard that
every control goes through, and the advice hook bots and the coach plug into.

A widget is a thin view over the engine. It holds an ``ipywidgets.VBox`` in
``.widget`` and shows itself in a notebook by delegating to it. Each thing a reader
can do is a public method wrapped by :func:`action`, and every control (button,
menu, check box, text box) calls through the same guard: an engine error (a
:class:`~euchre.EuchreError`, which explains itself) is shown in the feedback area,
and anything else is logged and explained in plain words, so nothing ever raises
into the notebook and no reader sees a traceback.
"""

from __future__ import annotations

import contextlib
import functools
import html
import logging
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Concatenate, ParamSpec, TypeVar

import ipywidgets as w  # type: ignore[import-untyped]

from ..actions import Action, ActionKind
from ..bots import RuleBot
from ..cards import Card
from ..errors import EuchreError
from ..render import heard_in_words
from ..rules import Rules
from ..tricks import follow_words
from ..view import PlayerView
from ..words import capitalised, card_words, listed

__all__ = [
    "FORMS",
    "MAX_PLAYERS",
    "MAX_SEED_DIGITS",
    "UNEXPECTED",
    "Advice",
    "AdviceProvider",
    "EuchreWidget",
    "WidgetInputError",
    "action",
    "coach_advice",
    "fallback_advice",
    "form_preset",
    "form_words",
    "parse_seed",
    "rule_advice",
]


class WidgetInputError(EuchreError):
    """Something typed into a widget (a seed, a choice) that it cannot use."""


#: What a reader reads when a control fails for a reason the engine did not explain
#: (the details go to the log, never to the page).
UNEXPECTED = (
    "That could not be done, and nothing was changed. Try another choice, "
    "or run the cell again to start afresh."
)

#: The forms of the game a table can be set to, as its "Game" menu shows them: the
#: words, and the preset of :class:`~euchre.Rules` that plays it.
FORMS: dict[str, str] = {
    "four-handed": "standard",
    "Railroad (joker, calling for best)": "railroad",
    "two-handed": "two_handed",
    "cutthroat (three-handed)": "cutthroat",
    "Bid Euchre": "bid_euchre",
    "five-handed (call your partner)": "five_handed",
}


def preset_name(rules: Rules) -> str:
    """The name of the preset in :data:`FORMS` that ``rules`` are ("" for a table
    with house rules of its own)."""
    presets = Rules.presets()
    return next((name for name in FORMS.values() if presets[name] == rules), "")


def form_preset(rules: Rules) -> str:
    """The entry of :data:`FORMS` whose game ``rules`` play, house rules and target
    aside: the preset they are, else the preset of their form.

    >>> form_preset(Rules.bid_euchre().replace(target=20, shoot_the_moon=True))
    'bid_euchre'
    >>> form_preset(Rules(stick_the_dealer=True)), form_preset(Rules.cutthroat())
    ('standard', 'cutthroat')

    The joker and call for best are house rules of the four-handed game too: what
    makes a four-handed game Railroad is its match (laps, slams) and a lone defender's
    call for best, which only Railroad has.

    >>> form_preset(Rules(joker=True, partners_best="partner"))
    'standard'
    >>> form_preset(Rules.railroad().replace(defend_alone=False, defender_best=False))
    'railroad'
    """
    presets = Rules.presets()
    for name in FORMS.values():
        if presets[name].replace(target=10) == rules.replace(target=10):
            return name
    if rules.form == "four_handed":
        railroad = rules.laps or rules.slams or rules.defender_best
        return "railroad" if railroad else "standard"
    return str(rules.form)


def form_words(rules: Rules) -> str:
    """The form ``rules`` play, as the Game menu names it ("Bid Euchre")."""
    name = form_preset(rules)
    return next(words for words, preset in FORMS.items() if preset == name)


#: The most players any form of the game seats (five-handed call-your-partner).
MAX_PLAYERS = 5

#: The longest seed a seed box takes: a whole number of up to this many digits.
MAX_SEED_DIGITS = 30


def parse_seed(text: object, *, otherwise: str = "leave the box empty for new cards") -> int | None:
    """A seed typed into a box: a whole number (up to ``MAX_SEED_DIGITS`` digits,
    spaces around it ignored) gives the same cards every time; an empty box gives
    ``None`` (new cards). Anything else is explained, ending with what else the reader
    may do (``otherwise``).

    >>> parse_seed(" 2024 "), parse_seed(""), parse_seed(12345678901234567890)
    (2024, None, 12345678901234567890)
    >>> parse_seed("3.5")
    Traceback (most recent call last):
    ...
    euchre.widgets.base.WidgetInputError: The seed '3.5' is not a whole number of 0 or more: type digits only, such as 2024 (up to 30 of them), or leave the box empty for new cards.
    """
    if text is None:
        return None
    if isinstance(text, int) and not isinstance(text, bool):
        digits = str(text)
    elif isinstance(text, str):
        digits = text.strip()
        if not digits:
            return None
    else:
        digits = "?"
    allowed = f"type digits only, such as 2024 (up to {MAX_SEED_DIGITS} of them), or {otherwise}."
    shown = str(text)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    if not (digits.isascii() and digits.isdigit()):
        raise WidgetInputError(f"The seed {shown!r} is not a whole number of 0 or more: {allowed}")
    if len(digits) > MAX_SEED_DIGITS:
        raise WidgetInputError(
            f"The seed has {len(digits)} digits, too many: a seed is a whole number of up to "
            f"{MAX_SEED_DIGITS} digits, such as 2024; shorten it, or {otherwise}."
        )
    return int(digits)


def label_style() -> dict[str, str]:
    """The style of a control whose label takes its own width, not ipywidgets' usual
    wide one, beside which a long choice ("five-handed (call your partner)") was cut
    off in a phone's notebook column."""
    return {"description_width": "initial"}


def board_layout() -> w.Layout:
    """The layout of a board's HTML: as wide as the widget (less its margins), so the
    drawing inside can fit itself to that width."""
    return w.Layout(align_self="stretch", width="auto", max_width="100%")


logger = logging.getLogger("euchre.widgets")

P = ParamSpec("P")
R = TypeVar("R")
W = TypeVar("W", bound="EuchreWidget")


@dataclass(frozen=True)
class Advice:
    """A recommendation for the player to act: the action, the reason in words, and
    (when the adviser can value every legal action, as the coach will) ``values``,
    the expected points of each action from the player's side, higher is better.
    ``departs``: where the advice is a bid that the textbook rule of thumb would not
    make, the rule and why the advice differs, in words; empty otherwise."""

    action: Action
    reason: str
    values: Mapping[Action, float] = field(default_factory=dict)
    departs: str = ""

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"

    @property
    def explained(self) -> str:
        """The reason, and where the advice departs from the rule of thumb, why: as a
        hint and a choice's label say it."""
        return f"{self.reason} {self.departs}".rstrip()


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
    reason for the best one in words, and where that bid departs from the textbook
    rule of thumb, why (:func:`~euchre.coach.textbook_difference`)."""
    from ..coach import textbook_difference

    evaluations = _expert(view.rules.auction or view.rules.players == 5).explain(view)
    best = evaluations[0]
    values = {e.action: e.points for e in evaluations}
    reason = f"{_forced(view, best.action)}{best.reason}"
    return Advice(best.action, reason, values, textbook_difference(view, evaluations) or "")


def _forced(view: PlayerView, action: Action) -> str:
    """Why a card is the only one to play, before the coach's outlook: ``"Q♥ is the
    only card you may play: you must follow hearts with Q♥. "``; nothing where there
    is a choice (a forced card's figures alone read as advice)."""
    card = action.card
    if action.kind is not ActionKind.PLAY or card is None or len(view.legal_actions()) != 1:
        return ""
    named = capitalised(card_words(card))
    led = view.current_trick[0][1] if view.current_trick else None
    why = follow_words(view.hand, view.trump, led) if len(view.hand) > 1 else ""
    if not why:
        return f"{named} is your last card. "
    return f"{named} is the only card you may play: {why}. "


def _expert(newer_form: bool = False) -> Any:
    """The widgets' coach: one for the four-handed, two- and three-handed forms, and
    one that samples fewer worlds per bid for Bid Euchre and five-handed
    (``newer_form``), whose deals take longer to solve (six tricks, or five seats)."""
    key = bool(newer_form)
    if key not in _EXPERTS:
        from ..bots.expert_bot import ExpertBot

        # Fewer sampled worlds than the bot's defaults, so an answer stays well inside
        # the widgets' 300 ms budget even for a second-round call (in the newer forms,
        # a bid or a partner call takes about half a second).
        bids = NEW_FORMS_BID_WORLDS if key else WIDGET_BID_WORLDS
        _EXPERTS[key] = ExpertBot(seed=0, worlds=WIDGET_WORLDS, bid_worlds=bids)
    return _EXPERTS[key]


_EXPERTS: dict[bool, Any] = {}


def fallback_advice(provider: AdviceProvider, view: PlayerView) -> Advice | None:
    """``provider``'s advice for ``view``. The course's own advisers stand in for each
    other: where the coach does not advise (a form it does not play yet), the textbook
    rules do, and ``None`` comes back where neither does. An adviser of your own is
    asked alone (if it fails, the widget's guard explains)."""
    if provider is not coach_advice and provider is not rule_advice:
        return provider(view)
    legal = view.legal_actions()
    for adviser in dict.fromkeys((provider, rule_advice)):
        try:
            advice = adviser(view)
        except Exception:  # an adviser that does not play this form
            logger.info("%s gives no advice here", adviser.__name__, exc_info=True)
            continue
        if advice.action in legal:
            return advice
    return None


#: Worlds the widgets' coach samples per card decision and per bid.
WIDGET_WORLDS = 60
WIDGET_BID_WORLDS = 48
#: Worlds per bid (and per partner call) in Bid Euchre and five-handed.
NEW_FORMS_BID_WORLDS = 12


def action(method: Callable[Concatenate[W, P], R]) -> Callable[Concatenate[W, P], R | None]:
    """Wrap a widget action so that it never raises: an engine error is shown as its
    explanation, anything else as ``UNEXPECTED`` (and logged). Returns the
    method's result, or ``None`` if it failed."""

    @functools.wraps(method)
    def guarded(self: W, /, *args: P.args, **kwargs: P.kwargs) -> R | None:
        # Called by a program rather than by one of the widget's own controls: a refusal
        # is printed as well, or the cell that called it (the widget shown elsewhere, or
        # not at all) would show nothing.
        from_code = self._depth == 0
        self._failed = False
        result = self.guard(method, self, *args, **kwargs)
        if from_code and self._failed:
            print(self.error_text or UNEXPECTED)
        return result

    return guarded


class EuchreWidget:
    """Base class: ``widget`` (the VBox shown), ``feedback_text`` (the last message as
    plain text) and helpers for buttons and card rows."""

    widget: w.VBox

    def __init__(self) -> None:
        self.feedback = w.HTML(value="")
        self.feedback.add_class("euchre-feedback")
        self.feedback.add_class(LIVE_REGION)
        self.feedback_text = ""
        self.error_text = ""
        #: Where :meth:`show_error` writes while :meth:`errors_beside` says so.
        self._error_area: w.HTML | None = None
        #: True while the widget sets its own controls (:meth:`_quietly`): their
        #: observers then know the change is not the reader's.
        self._syncing = False
        #: How many guarded calls are running (0: none, so a call comes from a program),
        #: and whether the last one failed.
        self._depth = 0
        self._failed = False

    # ----------------------------------------------------------------- guard

    def guard(self, function: Callable[..., R], /, *args: Any, **kwargs: Any) -> R | None:
        """Call ``function``; if it raises, explain instead (an engine error in its own
        words, anything else as ``UNEXPECTED``, logged) and return ``None``."""
        self._depth += 1
        try:
            return function(*args, **kwargs)
        except EuchreError as error:
            self._failed = True
            self.show_error(str(error) or UNEXPECTED)
        except Exception:  # the notebook must never see it
            self._failed = True
            name = getattr(function, "__name__", repr(function))
            logger.exception("widget control %s failed", name)
            self.show_error(UNEXPECTED)
        finally:
            self._depth -= 1
        return None

    def on_change(self, control: Any, handler: Callable[[Any], object]) -> None:
        """Call ``handler(new_value)`` (through the guard) when ``control`` changes."""
        control.observe(lambda change: self.guard(handler, change["new"]), "value")

    def on_enter(self, box: w.Text, callback: Callable[[], object]) -> None:
        """Call ``callback`` (through the guard) when Enter is pressed in ``box``, as
        the button beside it would: a reader who types a seed presses Enter. (The
        box's front end sends a "submit" message; ``Text.on_submit``, which reads it,
        is deprecated in ipywidgets 8.)"""

        def submitted(_box: object, content: object, _buffers: object) -> None:
            if isinstance(content, dict) and content.get("event") == "submit":
                self.guard(callback)

        box.on_msg(submitted)

    # -------------------------------------------------------------- feedback

    def say(self, text: str, *, kind: str = "info", area: w.HTML | None = None) -> None:
        """Show a message (plain text; it is escaped) in the feedback area, or in
        ``area``: on a light box of its own (``FEEDBACK_BOX``), so that its colours
        read the same in a dark notebook theme as in a light one."""
        self.feedback_text = text
        target = self.feedback if area is None else area
        target.value = feedback_html(text, kind)

    def show_error(self, text: str) -> None:
        """Show an explanation of why something was not possible (beside the control
        that was used, inside :meth:`errors_beside`)."""
        self.error_text = text
        self.say(text, kind="bad", area=self._error_area)

    @contextlib.contextmanager
    def _quietly(self) -> Iterator[None]:
        """Change the widget's own controls without their observers acting on it."""
        self._syncing, before = True, self._syncing
        try:
            yield
        finally:
            self._syncing = before

    @contextlib.contextmanager
    def errors_beside(self, area: w.HTML) -> Iterator[None]:
        """Inside this block, explanations go to ``area``, next to the controls that
        were used (a table's settings, far above the feedback under its board), where
        a reader on a phone sees them; other messages still go to the feedback area."""
        before, self._error_area = self._error_area, area
        try:
            yield
        finally:
            self._error_area = before

    # ------------------------------------------------------------- building

    def button(
        self,
        label: str,
        callback: Callable[[], object],
        *,
        tooltip: str = "",
        style: str = "",
        then_focus: w.Box | None = None,
    ) -> w.Button:
        """A button whose click calls ``callback`` through the guard: as wide as its
        label, and 36 px tall (ipywidgets' 28 px is a small target for a finger).
        Given ``then_focus``, a row of buttons, the click ends by giving the keyboard's
        focus to that row's first button (:meth:`focus_first`): where the click
        replaces the buttons (a card played, a new game started), the one pressed is
        gone, and the focus went with it, to nowhere a reader could see."""

        def clicked() -> None:
            callback()
            if then_focus is not None:
                self.focus_first(then_focus)

        button = w.Button(description=label, tooltip=tooltip or label, button_style=style)
        button.on_click(lambda _button: self.guard(clicked))
        button.layout.width = "auto"
        button.layout.height = "36px"
        return button

    def action_button(
        self,
        act: Action,
        callback: Callable[[], object],
        *,
        row: w.Box | None = None,
        view: PlayerView | None = None,
    ) -> w.Button:
        """A button for one of the player's actions (``J♦``, ``call ♥ hearts``), the
        card or suit of a red suit in dark red, on a light grey of its own
        (``ACTION_BUTTON_COLOURS``, the same in a dark notebook theme). Given
        the ``row`` it stands in, its click ends by giving the keyboard's focus to the
        row's first button, which is by then the next choice (``then_focus`` of
        :meth:`button`). A click on a button its row no longer holds (the second click
        of a double click, after the first has played the card) chooses nothing: it was
        not a choice. The ``view`` of the player choosing words the label (the dealer's
        ``pick up``)."""
        from .play_table import action_label, action_title  # the labels live with the table

        def chosen() -> None:
            if row is None or button in row.children:  # not a double click's second
                callback()

        button = self.button(
            action_label(act, view), chosen, tooltip=action_title(act, view), then_focus=row
        )
        suit = act.card.suit if act.card is not None and not act.card.is_joker else act.suit
        red = suit is not None and suit.is_red
        button.style.button_color = ACTION_BUTTON_COLOURS[0]
        button.style.text_color = ACTION_BUTTON_COLOURS[2 if red else 1]
        button.style.font_weight = "bold"
        return button

    def action_buttons(
        self, view: PlayerView, row: w.Box, choose: Callable[[Action], object]
    ) -> None:
        """Fill ``row`` with a button per legal action of ``view``: the bids (and
        five-handed's call of a card someone else holds) first, then each card's button
        where the card lies in the hand drawn above it."""
        place = {card: i for i, card in enumerate(view.hand)}
        actions = sorted(
            view.legal_actions(), key=lambda a: -1 if a.card is None else place.get(a.card, -1)
        )
        row.children = [
            self.action_button(a, functools.partial(choose, a), row=row, view=view) for a in actions
        ]

    @staticmethod
    def new_choices_row() -> w.HBox:
        """The row that holds the player's choices (cards, bids), wrapping on a narrow
        screen; marked ``euchre-choices``, where the live page puts the keyboard's
        focus once the widget is ready."""
        row = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        row.add_class("euchre-choices")
        return row

    def focus_first(self, row: w.Box) -> None:
        """Give the keyboard's focus to the first control of ``row``. A played card's
        button goes with the play, and the focus with it: without this, a player on
        the keyboard would be sent back to the top of the page after every card."""
        if row.children:
            row.children[0].focus()

    def card_button(self, card: Card, callback: Callable[[Card], object]) -> w.Button:
        """A card you click: a button drawn like a card (``J♦`` in large type, red
        suits in dark red on white) that calls ``callback(card)`` through the guard."""
        button = w.Button(description=str(card), tooltip=card.name)
        button.layout = w.Layout(
            width="64px", height="88px", margin="2px", padding="0", border="1px solid #555"
        )
        button.style.font_size = "22px"
        button.add_class("euchre-card-button")
        paint_card_button(button, card, "")
        button.on_click(lambda _button: self.guard(callback, card))
        return button

    def frame(self, children: Sequence[Any]) -> w.VBox:
        """The widget's outer box: its parts one under the other, never wider than the
        output area, marked ``euchre-widget`` (and ``euchre-<class name>``) for styling
        and for the browser tests."""
        # The focus ring: ipywidgets' 1 px light blue falls below 3:1 against the
        # buttons, so a keyboard user lost sight of where they were.
        focus = w.HTML(FOCUS_STYLE, layout=w.Layout(display="none"))
        box = w.VBox([*children, focus], layout=w.Layout(max_width="100%"))
        box.add_class("euchre-widget")
        box.add_class("euchre-" + type(self).__name__.lower())
        return box

    @staticmethod
    def check_box(label: str, value: bool, *, tooltip: str = "") -> w.Checkbox:
        """A check box as wide as its label (so a row of them wraps neatly), with a
        wide space after its label: the next box sits clearly apart, so that no box
        reads as belonging to the label before it. ``tooltip`` says what it does."""
        return w.Checkbox(
            value=value,
            description=label,
            tooltip=tooltip or label,
            indent=False,
            layout=w.Layout(width="auto", margin="2px 24px 2px 0"),
        )

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


#: The widgets' text colours: ink, and the dark red of a red suit or a refusal.
INK, DARK_RED = "#1a1a1a", "#b71c1c"
#: The feedback's colours: (the verdict of) a message, a right answer, a refusal; each
#: at least 4.5:1 (WCAG AA) on the feedback's own box, ``FEEDBACK_BOX``.
FEEDBACK_COLOURS = {"info": INK, "good": "#1b5e20", "bad": DARK_RED}
#: The feedback's box: white, so that its colours do not depend on the notebook's
#: theme (in JupyterLab's dark theme #1a1a1a text on the page's #111 vanished).
FEEDBACK_BOX = "line-height:1.4;background:#ffffff;padding:2px 6px;border-radius:4px"
#: The class of a widget's part that a screen reader reads out when it changes
#: (the feedback, a table's log, a replay's step): the live page marks the part
#: itself, which stays in the page, since a region that arrives already filled is
#: often not read.
LIVE_REGION = "euchre-live-region"


def feedback_html(text: str, kind: str = "info") -> str:
    """A message (plain text; it is escaped) as a widget's ``say`` shows it: on a
    light box of its own (``FEEDBACK_BOX``), its
    first line in the colour of its ``kind``, the cards' symbols heard in words; an
    empty text, no box at all."""
    if not text:
        return '<div role="status"></div>'  # no empty white box
    colour = FEEDBACK_COLOURS.get(kind, FEEDBACK_COLOURS["info"])
    first, _, rest = text.partition("\n")
    # The verdict in its colour; the explanation under it in plain black, its
    # indented lists kept indented.
    weight = "bold" if rest and kind != "info" else "normal"
    body = (
        f'<div style="color:{INK};white-space:pre-wrap">{html.escape(rest)}</div>' if rest else ""
    )
    shown = (
        f'<div style="color:{colour};font-weight:{weight};white-space:pre-wrap">'
        f"{html.escape(first)}</div>{body}"
    )
    # Shown with the cards' symbols; heard in words.
    return f'<div role="status" style="{FEEDBACK_BOX}">{heard_in_words(shown, text)}</div>'


#: An action button's colours: (background, black-suit and other text, red-suit text),
#: at least 4.5:1, set on every action button for the same reason.
ACTION_BUTTON_COLOURS = ("#eeeeee", INK, DARK_RED)

#: A card button's colours in each state: (background, red-suit text, black-suit text),
#: every pair at least 4.5:1 (WCAG AA) so a red suit stays readable when selected.
#: A focus ring that shows on every background the widgets use (black, 3 px, and a
#: white halo on the dark green of the table).
FOCUS_STYLE = (
    "<style>.euchre-widget :focus-visible{outline:3px solid #111!important;"
    "outline-offset:2px;box-shadow:0 0 0 5px #fff!important}</style>"
)

#: A card button's border by state: a shape, not only a colour, says which is which.
CARD_BUTTON_BORDERS = {
    "": "1px solid #555",
    "selected": "4px solid #0d47a1",
    "refused": "4px dashed #8e0000",
}

CARD_BUTTON_COLOURS = {
    "": ("#ffffff", DARK_RED, INK),
    # Blue, not green: a card picked is not yet a card right (a trump-ranking order
    # checked wrong stayed green, which read as right).
    "selected": ("#bbdefb", "#8e0000", INK),
    "refused": ("#ffcdd2", INK, INK),
}


def paint_card_button(button: w.Button, card: Card, state: str) -> None:
    """Colour a card button for ``state`` ("", "selected" or "refused") with readable
    contrast, and give it the state's border (a thick line when selected, a dashed one
    when refused: not colour alone); the state is also in its tooltip for screen
    readers."""
    background, red, black = CARD_BUTTON_COLOURS[state]
    button.layout.border = CARD_BUTTON_BORDERS[state]
    button.button_style = ""
    button.style.button_color = background
    button.style.text_color = red if card.is_red else black
    button.style.font_weight = "bold"
    words = {"": "", "selected": " (selected)", "refused": " (refused: may not be played)"}
    button.tooltip = card.name + words[state]


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


def _check_level(difficulty: object, levels: Sequence[int]) -> None:
    """Refuse a difficulty that is not one of the quiz's ``levels``, naming them."""
    if isinstance(difficulty, bool) or difficulty not in levels:
        choose = listed(levels, "or")
        raise WidgetInputError(f"difficulty={difficulty!r} is not a level: choose {choose}.")


#: Said after a quiz's answer that is not the first to its question.
NOT_COUNTED = (
    "Only your first answer to each question counts toward the score: press "
    "Next question for a new one."
)


class QuizWidget(EuchreWidget):
    """What the quizzes share: a seeded generator, a difficulty menu, a running score
    (the first answer to each question counts) and a "Next question" button."""

    def __init__(self, *, seed: int | None, difficulty: int, levels: Sequence[int]) -> None:
        _check_level(difficulty, levels)
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
        self.on_change(self.difficulty_menu, self._on_difficulty)
        self.skipped = 0
        self.next_button = self.button("Next question", self._next_pressed)

    #: The row of the question's answers (its cards or bids), which each quiz sets.
    answer_row: w.Box

    def _next_pressed(self) -> None:
        """The Next question button: a question left unanswered counts as skipped. The
        keyboard's focus goes to the new question's first answer (it stayed on the
        button, below the answers, and a keyboard user had to go back up for them)."""
        self._skip_unanswered()
        self.next_question()
        self.focus_first(self.answer_row)

    def _skip_unanswered(self) -> None:
        """Leaving the question without answering it counts it as skipped."""
        if not self._counted:
            self.skipped += 1

    def _on_difficulty(self, value: int) -> None:
        """The Difficulty menu: a new question at that level; the one left unanswered
        counts as skipped, as with Next question."""
        if value != self.difficulty:
            self._skip_unanswered()
            self.set_difficulty(value)

    @action
    def set_difficulty(self, difficulty: int) -> None:
        """Change the difficulty (1, 2 or 3) and ask a new question at that level."""
        _check_level(difficulty, [value for _, value in self.difficulty_menu.options])
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

    def _record(self, correct: bool, text: str) -> str:
        """Count the first answer to the current question; ``text``, the answer's
        feedback, with a line saying so when the answer is not the first."""
        if self._counted:
            return f"{text}\n{NOT_COUNTED}"
        self._counted = True
        self.answered += 1
        self.score += int(correct)
        self._show_score()
        return text

    @property
    def score_text(self) -> str:
        """The running score in words, and the questions skipped, if any."""
        skipped = f", {self.skipped} skipped" if self.skipped else ""
        return f"Score: {self.score} of {self.answered}{skipped}"

    def _show_score(self) -> None:
        self.score_label.value = f"<b>{html.escape(self.score_text)}</b>"
