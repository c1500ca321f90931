"""PlayTable: a whole game to the target against the bots.

You sit at seat 0 (South); the bots play the other seats and act by themselves until
it is your turn. The Game menu sets the form: four-handed, Railroad, two-handed
(against one bot), cutthroat (against two), Bid Euchre (an auction for tricks, six
cards each, to 32) or five-handed call-your-partner (against four, each for
themselves). Railroad is played as a match, as its laps and slams need: the first side
to win :data:`MATCH_GAMES` games wins it, and Next game starts the next game once one
is over. The score is kept in numbers and, in the games to 10, the traditional
way, with a 2 and a 3; a hint button asks the adviser (the coach);
and the game can be exported as EGN: in the middle of a deal, only what you may know
(your own cards, the bids and the cards played; the other hands are left out, as EGN
allows); once the deal is over, the whole record.

"New game with these settings" deals new cards unless a seed is typed in the seed
box (a whole number of 0 or more: the same number deals the same game again).

>>> table = PlayTable(seed=5, bots="rule")
>>> while not table.game.is_over:
...     _ = table.choose(table.legal_actions()[0])
>>> table.game.is_over, table.game.winner in (0, 1)
(True, True)
>>> from euchre import egn
>>> egn.loads(table.export_egn()).score == table.game.score
True
>>> from euchre import Rules
>>> cutthroat = PlayTable(seed=2, rules=Rules.cutthroat())
>>> len(cutthroat.bots), cutthroat.text.splitlines()[0]
(3, 'Score: you 0, West 0, East 0')
>>> railroad = PlayTable(seed=2, rules=Rules.railroad())
>>> railroad.text.splitlines()[1]
'Games won: you and North 0, West and East 0 (the first side to win two wins the match; a slam counts twice)'
"""

from __future__ import annotations

import functools
import html
import json
import random
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any, get_args, get_type_hints

import ipywidgets as w  # type: ignore[import-untyped]

from .. import egn
from ..actions import Action, ActionKind
from ..bots import bot_names, get_factory
from ..checks import rules_arg
from ..deal import Deal
from ..egn.rulesets import EXTENSION
from ..egn.write import write_file
from ..errors import IllegalActionError, RulesError, UnknownNameError, shown
from ..game import Game
from ..match import Match
from ..narration import (
    action_words,
    after_a_card_given,
    cards_buried,
    phase_words,
    result_words,
    seat_names,
    team_name,
)
from ..render import deal_html, heard_in_words, trick_html, view_html
from ..rules import Rules
from ..rules_words import option_explanation, option_name, value_words
from ..scorekeeping import score_svg
from ..seats import FORM_SEAT_NAMES
from ..tricks import follow_words
from ..view import PlayerView
from ..words import (
    capitalised,
    card_words,
    count_words,
    listed,
    points_words,
    signed,
    spoken,
    whole_points,
)
from .base import (
    FORMS,
    LIVE_REGION,
    MAX_SEED_DIGITS,
    Advice,
    AdviceProvider,
    EuchreWidget,
    WidgetInputError,
    action,
    board_layout,
    coach_advice,
    fallback_advice,
    feedback_html,
    form_preset,
    form_words,
    label_style,
    parse_seed,
)
from .opponents import Opponent, default_bot

__all__ = ["BOT_DESCRIPTIONS", "PlayTable", "action_label", "action_title", "available_bots"]

_MAX_BOT_ACTIONS = 10_000

#: Games a side must win to win a match, where the form is played as a match (Railroad,
#: whose laps and slams tie its games together): the best of three.
MATCH_GAMES = 2

#: What each bot strength means, as the settings menu shows it.
BOT_DESCRIPTIONS = {
    "random": "random (any legal card)",
    "rule": "rule (textbook rules of thumb)",
    "expert": "expert (weighs the deals you might face)",
}

#: The house rules a table can tick, in the order the settings show them; the settings
#: show each by its name for players (:func:`~euchre.rules_words.option_name`), and
#: what it does as its tooltip (:func:`~euchre.rules_words.option_explanation`).
_OPTIONS = (
    "stick_the_dealer",
    "allow_alone",
    "defend_alone",
    "canadian_loner",
    "shoot_the_moon",
    "allow_no_trump",
    "call_ace",
    "joker",
    "dealer_may_discard_upcard",
    "go_under",
    "fast_break",
    "four_trick_tokens",
)
#: The house rules with more than two values, each a menu of its values in a player's
#: words (:func:`~euchre.rules_words.value_words`), the points a score may be set to
#: among them.
_CHOICES = (
    "min_rank",
    "partners_best",
    "lead_rule",
    "lone_defender_scoring",
    "weak_hand_redeal",
    "deal_pattern",
    "alone_march_points",
    "alone_euchre_points",
    "cutthroat_march_points",
)
#: The points a house rule's score may be set to, of which each form offers those the
#: engine accepts (1 to 15; a cutthroat march 3 or 2).
_POINTS = range(1, 16)
#: The house rules of every form with an upcard and five cards each, dealt as in the
#: four-handed game (the other forms chapter: the three EGN house rules are played in
#: the four-handed game, two-handed and cutthroat).
_DEALT_FORMS = frozenset(
    {
        "stick_the_dealer",
        "joker",
        "allow_no_trump",
        "dealer_may_discard_upcard",
        "go_under",
        "fast_break",
        "four_trick_tokens",
        "min_rank",
        "weak_hand_redeal",
        "deal_pattern",
    }
)
#: The house rules about a partner who sits out, passes a card or defends alone.
_PARTNERS = frozenset(
    {
        "allow_alone",
        "defend_alone",
        "canadian_loner",
        "partners_best",
        "lead_rule",
        "lone_defender_scoring",
        "alone_march_points",
        "alone_euchre_points",
    }
)
#: The house rules each entry of the Game menu (:data:`~euchre.widgets.base.FORMS`)
#: offers: partners sit out or defend alone only in the four-handed game, the moon is
#: a bid of Bid Euchre (which may add the joker), and only five-handed calls
#: a partner. Railroad's joker and call for best are not offered: without them the
#: game is not Railroad (the four-handed entry offers them as house rules).
_FORM_OPTIONS: dict[str, frozenset[str]] = {
    "standard": _DEALT_FORMS | _PARTNERS,
    "railroad": (_DEALT_FORMS | _PARTNERS) - {"joker", "partners_best"},
    "two_handed": _DEALT_FORMS,
    "cutthroat": _DEALT_FORMS | {"cutthroat_march_points"},
    "bid_euchre": frozenset({"stick_the_dealer", "shoot_the_moon", "allow_no_trump", "joker"}),
    "five_handed": frozenset({"stick_the_dealer", "allow_alone", "allow_no_trump", "call_ace"}),
}
#: The house rules that act only when a player goes alone (a lone defender's call for
#: best is Railroad's, set by the Game menu).
_LONER_ONLY = ("canadian_loner", "defend_alone", "partners_best", "defender_best")


@functools.cache
def _choices(name: str, preset: str) -> tuple[Any, ...]:
    """The values of the house rule ``name`` that the Game menu's entry ``preset``
    accepts, in the order :class:`~euchre.Rules` lists them (the 28-card deck is
    five-handed's only)."""
    rules = Rules.presets()[preset]
    accepted = []
    kind = get_type_hints(Rules)[name]
    for value in _POINTS if kind is int else get_args(kind):
        try:
            rules.replace(**{name: value})
        except RulesError:
            continue
        accepted.append(value)
    return tuple(accepted)


def _loner_refusal(chosen: Mapping[str, object], shown: Collection[str], form: str) -> str:
    """Why house rules ``chosen`` in the settings cannot start a game of ``form``
    (in words, "Railroad"), or "": with Going alone unticked, no house rule that acts
    only on a loner may be on. Those among the settings (``shown``) the reader may
    switch off; the others the form itself plays.

    >>> print(_loner_refusal({"allow_alone": False, "canadian_loner": True}, _OPTIONS, ""))
    'The Canadian loner' acts only when a player goes alone, so it needs 'Going alone' ticked: tick 'Going alone', or untick 'The Canadian loner'.
    """
    if chosen.get("allow_alone", True):
        return ""
    on = [name for name in _LONER_ONLY if chosen.get(name, False) not in (False, "off")]
    if not on:
        return ""
    alone = _quoted("allow_alone")
    they = "it needs" if len(on) == 1 else "they need"
    act = "acts" if len(on) == 1 else "act"
    said = (
        f"{listed(map(_quoted, on))} {act} only when a player goes alone, so {they} {alone} ticked"
    )
    fixed = [name for name in on if name not in shown]
    if fixed:
        return f"{said}, and {form} always plays {listed(map(_quoted, fixed))}: tick {alone}."
    undo = [
        f"untick {_quoted(name)}"
        if isinstance(chosen[name], bool)
        else f"set {_quoted(name)} to {value_words(name, 'off')}"
        for name in on
    ]
    return f"{said}: tick {alone}, or {listed(undo)}."


def _quoted(name: str) -> str:
    """The option ``name`` as the settings label it, in quotes: 'Going alone'."""
    return f"'{option_name(name)}'"


def _targets(rules: Rules) -> range:
    """The targets a game of ``rules`` may be played to (Bid Euchre goes to 64)."""
    return range(1, 65) if rules.auction else range(1, 16)


def _target_options(rules: Rules) -> list[tuple[str, int]]:
    return [(points_words(n), n) for n in _targets(rules)]


def available_bots() -> list[str]:
    """The bot strengths a table can choose: every registered bot, and ``"expert"``
    once ``euchre/bots/expert_bot.py`` exists."""
    names = set(bot_names())
    try:
        get_factory("expert")
        names.add("expert")
    except UnknownNameError:
        pass
    order = {"random": 0, "rule": 1, "expert": 2}
    return sorted(names, key=lambda n: (order.get(n, 3), n))


def action_label(act: Action, view: PlayerView | None = None) -> str:
    """A short button label: ``J♦`` for a play, ``call ♥ alone``, five-handed's call
    of a partner's card ``call A♥``; any other action
    with its card as printed (:attr:`~euchre.Action.printed`), ``discard 9♣``. Given
    the ``view`` of the player choosing, the dealer's order up reads ``pick up``, as
    players say it: the dealer takes the upcard into their own hand."""
    if act.kind is ActionKind.PLAY and act.card is not None:
        return str(act.card)
    if act.kind is ActionKind.ORDER and view is not None and view.seat == view.dealer:
        return "pick up" + (" alone" if act.alone else "")
    if act.kind is ActionKind.CALL and act.suit is not None:
        return f"call {act.suit} {act.suit.plural}" + (" alone" if act.alone else "")
    if act.kind is ActionKind.CALL:
        return "call no trump" + (" alone" if act.alone else "")
    if act.kind is ActionKind.NAME and act.suit is not None:
        return f"name {act.suit} {act.suit.plural}"
    if act.kind is ActionKind.TRUMP:
        return "no trump" if act.suit is None else f"trump {act.suit} {act.suit.plural}"
    if act.kind is ActionKind.MOON:
        return "shoot the moon"
    if act.kind is ActionKind.PARTNER and act.card is not None:
        # "partner A♥" read as if the A♥ were already the partner; the turn says "call"
        return f"call {card_words(act.card)}"
    return act.printed


def action_title(act: Action, view: PlayerView | None = None) -> str:
    """The button's label in words, as its tooltip shows it and a screen reader reads
    it: the cards by name and the suits without their symbols (a reader says "♣" as
    "black club suit").

    >>> from euchre import Card, Suit
    >>> action_title(Action.play(Card("TC"))), action_title(Action.call(Suit.HEARTS, alone=True))
    ('play ten of clubs', 'call hearts alone')
    """
    card = act.card
    if act.kind is ActionKind.PLAY and card is not None:
        return f"play {card.name}"
    if act.kind is ActionKind.PARTNER and card is not None:
        return f"call the {card.name}: whoever holds it is your partner"
    label = action_label(act, view)
    if card is not None:  # by its name: "discard joker", where spoken() says "the joker"
        label = label.replace(str(card), card.name)
    return spoken(label)


def _must_follow(view: PlayerView) -> str:
    """Why some of your cards are greyed out, when a trick's lead makes you follow:
    ``" (you must follow hearts with J♦ or K♥)"``; nothing otherwise."""
    if not view.current_trick:
        return ""
    words = follow_words(view.hand, view.trump, view.current_trick[0][1])
    return f" ({words})" if words else ""


def _bot_kinds(bots: object, others: int, default: str) -> list[str]:
    """The bot for each of the ``others`` seats, from ``bots`` as :class:`PlayTable`
    takes it (one name for all, or one per seat; ``default`` for all if none)."""
    if bots is None:
        kinds = [default] * others
    elif isinstance(bots, str):
        kinds = [bots] * others
    elif isinstance(bots, Sequence) and all(isinstance(kind, str) for kind in bots):
        kinds = list(bots)
    else:
        raise WidgetInputError(
            f"bots={shown(bots)}: give a bot's name for all the other seats, like 'rule', "
            f"or one name for each of the {others} other seats."
        )
    if len(kinds) != others:
        raise RulesError(
            f"Give one bot for all {others} other seats, or {others} names; got {kinds!r}."
        )
    known = available_bots()
    for kind in kinds:
        if kind not in known:
            raise WidgetInputError(
                f"There is no {kind!r} bot: the bots are " + ", ".join(known) + "."
            )
    return kinds


class PlayTable(EuchreWidget):
    """A game against bots. Drive it with :meth:`choose` (``"play JH"``, an
    :class:`~euchre.Action`), :meth:`hint`, :meth:`new_game` and :meth:`export_egn`.

    ``bots`` is a bot name for all the other seats (``"random"``, ``"rule"``,
    ``"expert"`` when available) or one name per seat from 1; by default the textbook
    bot, or the random bot in a form the textbook bot does not play. A bot that turns
    out not to play the form is replaced by a random bot for the rest of the game,
    and the log says so. ``rules`` sets the form too (``Rules.two_handed()``,
    ``Rules.cutthroat()``, ``Rules.railroad()``, ``Rules.bid_euchre()``,
    ``Rules.five_handed()``). ``hint_provider`` advises the human; it defaults to the
    coach (or the textbook rules where the coach does not advise).
    """

    human = 0

    def __init__(
        self,
        *,
        seed: int | None = None,
        bots: str | Sequence[str] | None = None,
        rules: Rules | None = None,
        hint_provider: AdviceProvider = coach_advice,
        seat_names: Sequence[str] | None = None,
    ) -> None:
        super().__init__()
        # A seed the settings box would refuse is refused here, with the same words
        # (a table built on it would show the error and no game to play).
        seed = parse_seed(seed, otherwise="leave seed= out for new cards")
        # So are the rules and the bots: a table that cannot start its first game
        # showed the explanation over a placeholder game, with no buttons to play it.
        given = rules_arg(rules) if rules is not None else Rules()
        _bot_kinds(bots, given.players - 1, default_bot(given))
        self.hint_provider = hint_provider
        self._given_names = None if seat_names is None else _table_names(seat_names)
        self._seeds = random.Random(seed)
        self.log: list[str] = []
        self.results: list[str] = []
        self.last_advice: Advice | None = None
        self.egn_text = ""
        rules = rules_arg(Rules() if rules is None else rules)
        names = available_bots()
        self.bot_menu = w.Dropdown(
            options=[(BOT_DESCRIPTIONS.get(n, n), n) for n in names],
            value="rule",
            description="Bots",
            style=label_style(),
            layout=w.Layout(max_width="100%"),
        )
        # A menu, not a number box: nothing typed can silently become another target.
        self.target_box = w.Dropdown(
            options=_target_options(rules),
            value=rules.target,
            description="Target",
            layout={"width": "auto"},
        )
        self.form_menu = w.Dropdown(
            options=list(FORMS.items()),
            value=form_preset(rules),
            description="Game",
            style=label_style(),
            layout=w.Layout(max_width="100%"),
        )
        self.on_change(self.form_menu, self._on_form_menu)
        #: The house rules ticked on or off, by option name.
        self.option_boxes = {
            name: self.check_box(
                option_name(name), getattr(rules, name), tooltip=option_explanation(name)
            )
            for name in _OPTIONS
        }
        #: The house rules with more than two values, each a menu of them, by name.
        self.option_menus = {
            name: w.Dropdown(
                options=[(value_words(name, v), v) for v in _choices(name, "standard")],
                value=getattr(Rules(), name),
                description=option_name(name),
                tooltip=option_explanation(name),
                style=label_style(),
                # each on a line of its own, never wider than the table (a phone's 390 px)
                layout=w.Layout(width="30em", max_width="100%"),
            )
            for name in _CHOICES
        }
        self.seed_box = w.Text(
            value="",
            description="Seed",
            placeholder="empty: new cards",
            tooltip=f"A whole number of 0 or more, up to {MAX_SEED_DIGITS} digits, plays that game again",
            layout=w.Layout(width="22em", max_width="100%"),
        )
        self.on_enter(self.seed_box, self._new_from_controls)
        self.seed_label = w.HTML()
        self.board = w.HTML(layout=board_layout())
        self.last_trick = w.HTML()
        self.log_html = w.HTML()
        # The bots' bids and cards since your last turn, and how a trick or a deal
        # ended: read out as they change, as a player at the table would hear them.
        self.log_html.add_class(LIVE_REGION)
        self.score_html = w.HTML()
        self.actions_row = self.new_choices_row()
        self.egn_box = w.Textarea(
            placeholder="The game's record in EGN",  # (a screen reader's name for the box)
            layout={"width": "100%", "height": "8em", "display": "none"},
        )
        self.egn_box.add_class("euchre-egn")
        #: What the house rule last changed does, under the house rules: said to
        #: everyone (a tooltip shows on no labelled box, nor on a phone, nor to
        #: the keyboard), and read out.
        self.rule_note = w.HTML(value="")
        self.rule_note.add_class(LIVE_REGION)
        #: Why the settings could not start a game, under their button.
        self.settings_feedback = w.HTML(value="")
        self.settings_feedback.add_class("euchre-settings-feedback")
        settings = w.VBox(
            [
                self.row([self.form_menu, self.bot_menu, self.target_box]),
                self.row([self.seed_box, self.seed_label]),
                self.row(list(self.option_boxes.values())),
                w.VBox(list(self.option_menus.values()), layout=w.Layout(max_width="100%")),
                self.rule_note,
                self.button("New game with these settings", self._new_from_controls),
                self.settings_feedback,
            ]
        )
        tools = self.row(
            [
                self.button("Hint", lambda: self.hint(), tooltip="What would the coach do?"),
                self.button("Export EGN", lambda: self.export_egn()),
            ]
        )
        # A button that shows and hides them, not an Accordion: ipywidgets' Accordion
        # header is a plain element that the keyboard cannot reach or open.
        #: The settings themselves, shown and hidden by :attr:`settings_button`.
        self.settings_box = settings
        settings.layout.display = "none"
        #: The "Table settings" button, which shows and hides :attr:`settings_box`.
        self.settings_button = w.ToggleButton(
            value=False,
            description="Table settings",
            icon="caret-right",
            tooltip="Show or hide the table settings: the game, the bots, the target, "
            "a seed and the house rules",
            layout=w.Layout(width="auto", height="36px"),
        )
        self.on_change(self.settings_button, self._show_settings)
        self.settings = w.VBox([self.settings_button, settings])
        for control in (
            self.form_menu,
            self.bot_menu,
            self.target_box,
            *self._house_rules.values(),
        ):
            self.on_change(control, self._on_setting)
        #: The house rules the player set, each with the value the form it was set in
        #: has by itself: carried to another form of the Game menu that offers it and
        #: has the same value by itself (the others start as that form has them, so
        #: Bid Euchre's stuck dealer, on in Bid Euchre, is not switched off by a box
        #: unticked in the four-handed game).
        self._chosen: dict[str, tuple[object, object]] = {}
        for name, control in self._house_rules.items():
            self.on_change(control, functools.partial(self._on_tick, name))
        self.widget = self.frame(
            [
                self.settings,
                self.board,
                self.actions_row,
                tools,  # with the choices: a message's height never moves the Hint
                self.feedback,
                self.log_html,
                self.row([self.score_html, self.last_trick]),
                self.egn_box,
            ]
        )
        self.game = Game(seed=0)
        #: The match the game belongs to, in a form played as a match (Railroad's laps
        #: and slams); ``None`` otherwise. Its next game starts with :meth:`next_game`.
        self.match: Match | None = None
        #: The seed of the game being played (the same seed plays the same game).
        self.seed = 0
        self.bots: list[Opponent | None] = [None, None, None, None]
        self.new_game(seed=seed, bots=default_bot(rules) if bots is None else bots, rules=rules)

    # ------------------------------------------------------------- actions

    @action
    def new_game(
        self,
        /,
        *,
        seed: int | None = None,
        bots: str | Sequence[str] | None = None,
        rules: Rules | None = None,
        **options: Any,
    ) -> Game:
        """Start a new game. ``options`` are :class:`~euchre.Rules` options
        (``target=5``, ``stick_the_dealer=True``) applied over ``rules``."""
        base = rules_arg(rules) if rules is not None else self.game.rules
        rules = base.replace(**options) if options else base
        kinds = _bot_kinds(bots, rules.players - 1, str(self.bot_menu.value))
        game_seed = self._seeds.randrange(2**32) if seed is None else parse_seed(seed)
        assert game_seed is not None
        match = (
            Match(rules=rules, seed=game_seed, games_to_win=MATCH_GAMES)
            if rules.laps or rules.slams
            else None
        )
        game = Game(seed=game_seed, rules=rules) if match is None else match.game
        opponents: list[Opponent | None] = [None]
        opponents += [Opponent(kind, game_seed + seat) for seat, kind in enumerate(kinds, start=1)]
        # The form, for every form but the four-handed game (house rules changed or not).
        named = form_preset(rules) != "standard"
        form = f" of {form_words(rules)}" if named else ""
        first = f"New game{form} to {rules.target} (seed {game_seed}), bots: {', '.join(kinds)}."
        if match is not None:
            first = (
                f"New match{form}: games to {rules.target}, and the first side to win "
                f"{count_words(MATCH_GAMES)} games wins the match (seed {game_seed}), "
                f"bots: {', '.join(kinds)}."
            )
        self.match = match
        self.game, self.bots, self.seed, self.log = game, opponents, game_seed, [first]
        self.results = []
        self.egn_text = ""
        self.egn_box.layout.display = "none"
        self._sync_controls(rules, kinds[0], game_seed)
        self._bots_play()
        return self.game

    @action
    def choose(self, choice: Action | str) -> Action:
        """Take an action at your turn: ``"play JH"``, ``"order"``, ``"call S alone"``."""
        game = self.game
        self._check_not_over()
        index = len(game.deals) - 1
        before = game.deal.copy()
        act = self._apply(choice, self.human)
        self.log = [self._words(before, index)]
        self._after(index)
        self._bots_play()
        return act

    @action
    def next_game(self) -> Game:
        """The match's next game, once a game of it is over: in Railroad the winners
        start it with the points they scored beyond the target (laps)."""
        match = self.match
        if match is None or not self.game.is_over or match.is_over:
            raise IllegalActionError(self._no_next_game())
        self.game = match.game
        number = len(match.games)
        start = self.game.initial_score
        carried = [(who, p) for who, p in zip(self._side_names(), start, strict=True) if p]
        lap = "".join(
            f" {capitalised(who)} start with {points_words(p)} carried over (laps)."
            for who, p in carried
        )
        self.log = [f"Game {number} of the match.{lap}"]
        self.results = []
        self.egn_text = ""
        self.egn_box.layout.display = "none"
        self._bots_play()
        return self.game

    def _no_next_game(self) -> str:
        """Why :meth:`next_game` cannot start one now."""
        if self.match is None:
            form = form_words(self.game.rules)
            return (
                f"{capitalised(form)} is played one game at a time, not as a match: "
                "there is no next game to start. New game with these settings, under Table "
                "settings, starts another."
            )
        if not self.game.is_over:
            return "This game is not over yet: play it to the end first."
        return "The match is over: press New game, under the table, to play another match."

    @action
    def hint(self) -> Advice:
        """The adviser's choice for your turn, with its reason."""
        self._check_not_over()
        if self.game.to_act != self.human:
            raise IllegalActionError("It is not your turn, so there is nothing to advise.")
        view = self.game.view(self.human)
        advice = self._advice(view)
        self.last_advice = advice
        self.say("\n".join(hint_lines(advice, view)))
        return advice

    @action
    def export_egn(self, path: str | Path | None = None) -> str:
        """The game so far as EGN text (written to ``path`` too, if given). A deal still
        being played is written as you know it: your own cards, the bids and the cards
        played, without the other hands or a discard you did not make."""
        names = [
            f"{self.seat_names[s]} ({b.name} bot)"
            if b is not None
            else f"{self.seat_names[s]} (you)"
            for s, b in enumerate(self.bots)
        ]
        title = "Practice game"
        if self.match is not None:
            title = f"Practice match, game {self._game_number()}"
        document = egn.to_json(self.game, metadata={"title": title, "players": names})
        live = not self.game.deal.is_over
        if live and document["deals"]:
            _keep_only_the_known(document["deals"][-1], self.human, self.game.deal)
        text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
        if path is not None:
            write_file(text, path)
        self.egn_text = text
        self.egn_box.value = text
        self.egn_box.layout.display = ""
        where = f" and written to {path}" if path is not None else ""
        count = len(self.game.deals)
        which = (
            f"{count - 1} finished deal{'' if count == 2 else 's'} and the one being played, "
            "as far as you know it"
            if live and count > 1
            else "the deal being played, as far as you know it"
            if live
            else f"{count} deal{'' if count == 1 else 's'}"
        )
        self.say(
            f"The game's record ({which}){where} is in the box below, in EGN, the notation "
            "Euchre programs share: copy it to keep it. The annotated-hand notebook replays "
            "it step by step (AnnotatedHand.from_egn, given the text or a saved .egn file)."
        )
        return text

    def legal_actions(self) -> list[Action]:
        """Your legal actions now (empty when it is not your turn)."""
        game = self.game
        return game.legal_actions() if game.to_act == self.human else []

    @property
    def seat_names(self) -> tuple[str, ...]:
        """The seats' names at this table: the ones given, or the course's own for the
        form (South, West, North, East; South and North; South, West and East)."""
        players = self.game.rules.players
        given = self._given_names
        if given is not None and len(given) == players:
            return given
        return seat_names(players=players)

    def _side_names(self) -> list[str]:
        """Each score's owner as the score line says it: "you and North", "West"."""
        names = self.seat_names
        if self._teams:
            return [f"you and {names[2]}", team_name(1, names)]
        return ["you", *names[1:]]

    @property
    def _teams(self) -> bool:
        """True when partners score together (four-handed, Railroad, Bid Euchre)."""
        rules = self.game.rules
        return rules.scorers == 2 and rules.players == 4

    @property
    def text(self) -> str:
        """The table as you see it, as text."""
        game = self.game
        lines = [
            "Score: "
            + ", ".join(
                f"{who} {whole_points(points)}"
                for who, points in zip(self._side_names(), game.score, strict=True)
            )
        ]
        if self.match is not None:
            lines.append(self._games_won())
        lines += [line for line in self.results[-1:] if line not in self.log]  # said once
        lines += self.log
        if not game.is_over:
            lines.append(game.view(self.human).text(self.seat_names))
        else:
            lines.append(self._turn_words())
        return "\n".join(lines)

    # ------------------------------------------------------------- helpers

    def _apply(self, choice: Action | str, seat: int) -> Action:
        """An action at the game being played, through its match if it has one (which
        counts the game when it ends and deals the next)."""
        match = self.match
        if match is not None and match.game is self.game:
            return match.apply(choice, seat=seat)
        return self.game.apply(choice, seat=seat)

    @property
    def _between_games(self) -> bool:
        """True when a game of the match is over and the match is not."""
        return self.game.is_over and self.match is not None and not self.match.is_over

    def _check_not_over(self) -> None:
        game = self.game
        if self._between_games:
            raise IllegalActionError(
                f"Game {self._game_number()} is over: {self._winners()}, "
                f"{self._final_score()}. Press Next game to play the next game of the match."
            )
        if game.is_over:
            raise IllegalActionError(
                f"The game is over: {self._winners()}, {self._final_score()}. Press New game "
                "under the table to play again (with the Table settings as they stand); or "
                "Export EGN to keep it."
            )

    def _winners(self) -> str:
        """Who won the game that is over, as the table says it: "you and North win",
        "West wins", "you win"."""
        game = self.game
        assert game.winner is not None
        side = self._side_names()[game.winner]
        return side + (" win" if self._teams or game.winner == 0 else " wins")

    @action
    def new_game_from_settings(self) -> Game | None:
        """What "New game with these settings" does: the house rules ticked or chosen
        from their menus, the bots and the target chosen, and new cards (or the game of
        the seed typed in the box). A house rule that acts only on a loner, with Going
        alone unticked, is explained instead."""
        preset = str(self.form_menu.value)
        form = Rules.presets()[preset]
        # Only the house rules of this form: the others are hidden and mean nothing here.
        applies = _FORM_OPTIONS[preset]
        options: dict[str, Any] = {
            name: bool(box.value) for name, box in self.option_boxes.items() if name in applies
        }
        options |= {name: menu.value for name, menu in self.option_menus.items() if name in applies}
        if form.defender_best and not options.get("defend_alone", True):
            options["defender_best"] = False  # Railroad: no lone defender calls for best
        chosen = {name: getattr(form, name) for name in (*_LONER_ONLY, "allow_alone")}
        # (the Game menu's words without their gloss: "Railroad")
        refusal = _loner_refusal(chosen | options, applies, form_words(form).partition(" (")[0])
        if refusal:
            raise RulesError(refusal)
        target = self.target_box.value
        allowed = _targets(form)
        if isinstance(target, bool) or not isinstance(target, int) or target not in allowed:
            raise WidgetInputError(
                f"The target must be a whole number of points from 1 to {allowed[-1]}."
            )
        seed = parse_seed(self.seed_box.value)
        rules = form.replace(target=target, **options)
        game = self.new_game(seed=seed, bots=self.bot_menu.value, rules=rules)
        if game is not None:
            self.seed_box.value = ""  # the next press deals new cards again
        return game

    def _new_from_controls(self) -> None:
        with self.errors_beside(self.settings_feedback):
            if self.new_game_from_settings() is not None:
                self.rule_note.value = ""  # the rule it explained is now being played

    def _sync_controls(self, rules: Rules, bot: str, seed: int) -> None:
        """The settings say what the game being played is."""
        with self._quietly():
            if bot in [value for _, value in self.bot_menu.options]:
                self.bot_menu.value = bot
            self._show_form_settings(rules)
            self.form_menu.value = form_preset(rules)
            self.seed_label.value = html.escape(f"This game's seed: {seed}")

    @property
    def _house_rules(self) -> dict[str, Any]:
        """Every house rule's control, check box or menu, by option name."""
        return {**self.option_boxes, **self.option_menus}

    def _show_form_settings(self, rules: Rules) -> None:
        """The target menu and the house rules of the form ``rules`` play, set as in
        ``rules``; the house rules another form has are hidden."""
        options = _target_options(rules)
        if list(self.target_box.options) != options:
            self.target_box.options = options
        self.target_box.value = rules.target
        preset = form_preset(rules)
        applies = _FORM_OPTIONS[preset]
        for name, box in self.option_boxes.items():
            box.value = getattr(rules, name)
        for name, menu in self.option_menus.items():
            value = getattr(rules, name)
            values = list(_choices(name, preset))
            if value not in values:  # (a form that does not offer it: hidden anyway)
                values.append(value)
            menu.options = [(value_words(name, v), v) for v in values]
            menu.value = value
        for name, control in self._house_rules.items():
            control.layout.display = "" if name in applies else "none"

    def _show_settings(self, shown: object) -> None:
        self.settings_box.layout.display = "" if shown else "none"
        self.settings_button.icon = "caret-down" if shown else "caret-right"

    def _on_tick(self, name: str, value: object) -> None:
        if not self._syncing:
            form = Rules.presets()[str(self.form_menu.value)]
            self._chosen[name] = (value, getattr(form, name))
            self.rule_note.value = feedback_html(
                f"{option_name(name)} ({value_words(name, value)}): {option_explanation(name)}"
            )

    def _on_setting(self, value: object) -> None:
        """A setting changed in the middle of a game: say when it takes effect."""
        if self._syncing or (self.game.is_over and not self._between_games):
            return
        later = _SETTINGS_AFTER_THE_MATCH if self._between_games else _SETTINGS_LATER
        self.say(later, area=self.settings_feedback)

    def _on_form_menu(self, value: object) -> None:
        """Choosing a form in the Game menu shows its target and house rules (as its
        preset has them, but for those the player set, where this form offers them too
        and has by itself the value the player's form had: what a form's preset sets
        otherwise, such as Bid Euchre's stuck dealer, stays as the form has it) and, if
        the textbook bot does not play it, the random bot."""
        if self._syncing:
            return
        preset = Rules.presets()[str(value)]
        with self._quietly():
            self._show_form_settings(preset)
            applies = _FORM_OPTIONS[str(value)]
            controls = self._house_rules
            for name, (chosen, where) in self._chosen.items():
                control = controls[name]
                if name not in applies or getattr(preset, name) != where:
                    continue
                if isinstance(control, w.Dropdown) and chosen not in dict(control.options).values():
                    continue
                control.value = chosen
        if self.bot_menu.value == "rule" and default_bot(preset) != "rule":
            self.bot_menu.value = default_bot(preset)

    def _advice(self, view: PlayerView) -> Advice:
        """The adviser's advice; where the coach does not advise (a form it does not
        play yet), the textbook rules'; where neither does, an explanation."""
        advice = fallback_advice(self.hint_provider, view)
        if advice is not None:
            return advice
        raise IllegalActionError(
            f"Neither the coach nor the textbook rules advise in {form_words(self.game.rules)} "
            "yet: choose any of the buttons under the table."
        )

    def _bots_play(self) -> None:
        """The bots play up to your turn (or the game's end), then the table is drawn
        and your turn said. An expert bot can take seconds in the browser: while it
        thinks, the table says so and the last turn's buttons are gone (clicked, they
        did nothing, and the old prompt under them read as if the press had not
        counted). A record shown by Export EGN is put away: the game has moved on from
        it (:attr:`egn_text` keeps it)."""
        self.egn_box.layout.display = "none"
        if self.game.to_act not in (None, self.human) and any(
            bot is not None and bot.kind == "expert" for bot in self.bots
        ):
            self.actions_row.children = []
            self.settings_feedback.value = ""  # "...when you press New game": pressed
            self.say(THINKING)
        self._run_bots()
        self._draw()
        self.say(self._turn_words())

    def _run_bots(self) -> None:
        game = self.game
        for _ in range(_MAX_BOT_ACTIONS):
            seat = game.to_act
            if seat is None or seat == self.human:
                return
            bot = self.bots[seat]
            assert bot is not None
            index = len(game.deals) - 1
            before = game.deal.copy()
            replaced = bot.replaced
            self._apply(bot.act(game.view(seat)), seat)
            if bot.replaced and not replaced:
                self.log.append(
                    f"The {bot.kind} bot does not play {form_words(game.rules)}, so a random "
                    f"bot plays {self.seat_names[seat]} from here."
                )
            self.log.append(self._words(before, index))
            self._after(index)
        raise RuntimeError("the bots did not reach the human's turn")  # pragma: no cover

    def _words(self, before: Deal, index: int) -> str:
        """The last action of deal ``index`` (``before`` it) in the engine's words, as
        you saw it: as your view's history holds it, so that a discard or a card passed
        face down between other players stays face down (the annotated hand tells the
        bots' turns the same way)."""
        seen = self.game.deals[index].view(self.human).history[-1]
        return action_words(before, seen, self.seat_names)

    def _after(self, index: int) -> None:
        deal = self.game.deals[index]
        if deal.is_over and deal.result is not None:
            line = f"Deal {index + 1}: {result_words(deal.result, self.seat_names)}"
            self.results.append(line)
            self.log.append(line)

    def _game_number(self) -> int:
        """Which game of the match the table shows (1 for the first)."""
        assert self.match is not None
        return self.match.games.index(self.game) + 1

    def _games_won(self, *, rule: bool = True) -> str:
        """The match's games won, as the score block and the text say them (and the
        match's rule after them, unless ``rule`` is false)."""
        match = self.match
        assert match is not None
        won = ", ".join(f"{who} {n}" for who, n in zip(self._side_names(), match.wins, strict=True))
        if not rule:
            return f"Games won: {won}"
        slams = "; a slam counts twice" if match.rules.slams else ""
        return (
            f"Games won: {won} (the first side to win {count_words(match.games_to_win)} "
            f"wins the match{slams})"
        )

    def _match_words(self, who: str) -> str:
        """A finished game of the match: its score, what it carries, and the match."""
        match = self.match
        assert match is not None
        number = self._game_number()
        result = match.results[number - 1]
        last = match.is_over and number == len(match.results)
        notes = result.notes(last=last)
        said = f"{who} game {number}, {self._final_score()}" + (
            f" ({'; '.join(notes)})" if notes else ""
        )
        if not match.is_over:
            return f"{said}. {self._games_won(rule=False)}. Press Next game to play on."
        mine, *theirs = sorted(match.wins, reverse=True)
        games = f"{mine} games to {theirs[0]}"
        if result.wins == 2:  # one game, two games won: say that the slam did it
            return (
                f"{said}, which wins the match: {games}, the slam counted as two. "
                "Export the game, or start a new match."
            )
        earlier = match.results[: number - 1]
        counted = ", a slam counting as two" if any(r.wins == 2 for r in earlier) else ""
        return f"{said}, and the match, {games}{counted}. Export the game, or start a new match."

    def _final_score(self) -> str:
        """The finished game's score, the winners' points first ("10 to 5", "34 to −17");
        with three or five players, each other score named ("12 (West 10, you 9)")."""
        game = self.game
        assert game.winner is not None
        names = self._side_names()
        others = [(names[i], p) for i, p in enumerate(game.score) if i != game.winner]
        won = whole_points(game.score[game.winner])
        if len(others) == 1:
            return f"{won} to {whole_points(others[0][1])}"
        return f"{won} ({', '.join(f'{name} {whole_points(p)}' for name, p in others)})"

    def _turn_words(self) -> str:
        game = self.game
        if game.is_over:
            who = capitalised(self._winners())
            if self.match is None:
                return f"{who}, {self._final_score()}. Export the game, or start a new one."
            return self._match_words(who)
        deal = game.deal
        todo = phase_words(
            deal.phase,
            exchange=after_a_card_given(deal.history),
            buried=cards_buried(deal.history),
            you=True,
            choices=game.legal_actions(),
            dealer=deal.dealer == self.human,
        ) + _must_follow(game.view(self.human))
        return f"Your turn to {todo}: choose a button under the table, or ask for a hint."

    def _draw(self) -> None:
        game = self.game
        if game.is_over:
            # The table as the last deal left it, with its result and the final score;
            # the feedback under it says who won the game, once. Only your own seat
            # face up: a partner who sat out keeps their cards, and the kitty is unseen.
            last = game.deals[-1]
            show = [seat == self.human for seat in range(last.players)]
            self.board.value = deal_html(last, show=show, seat_names=self.seat_names, fit=True)
            # the settings as they stand: a form, bots or target chosen meanwhile count
            # (a refusal shows under the board, beside this button)
            self.actions_row.children = [
                # the focus to the new game's first choice
                self.button("Next game", self.next_game, then_focus=self.actions_row)
                if self._between_games
                else self.button(
                    "New game", self.new_game_from_settings, then_focus=self.actions_row
                )
            ]
        else:
            view = game.view(self.human)
            self.board.value = view_html(view, seat_names=self.seat_names, fit=True)
            self.action_buttons(view, self.actions_row, self.choose)
        tricks = [t for d in game.deals[-2:] for t in d.tricks]
        self.last_trick.value = (
            "<div>Last trick:</div>" + trick_html(tricks[-1], seat_names=self.seat_names)
            if tricks and not game.is_over  # over: the board shows the last trick
            else ""
        )
        # Shown with the cards' symbols; heard in words.
        shown = "<br>".join(html.escape(line) for line in self.log)
        self.log_html.value = (
            f'<div role="status">{heard_in_words(shown, " ".join(self.log))}</div>'
        )
        self.settings_feedback.value = ""  # the game moved on: an old refusal is stale
        self.score_html.value = _score_block(game, self._side_names())
        if self.match is not None:
            self.score_html.value += (
                f'<div style="margin-top:4px">{html.escape(self._games_won())}</div>'
            )


def hint_lines(advice: Advice, view: PlayerView) -> list[str]:
    """A hint as the tables show it: the choice and the reason for it, and where the
    coach departs from the textbook rule of thumb, why; then the value of each choice
    (:func:`values_lines`)."""
    first = f"Hint: {action_label(advice.action, view)}. {advice.explained}"
    return [first, *values_lines(advice, view)]


def values_lines(advice: Advice, view: PlayerView) -> list[str]:
    """The coach's value of each choice, best first, under the words that say what the
    values are, wherever a widget shows them (none where the adviser gave none). Where
    nobody has a fixed partner, the side is the one you are on in this deal."""
    if not advice.values:
        return []
    if view.players == 4:
        whose = "points your side can expect from this deal, less the other side's"
    elif view.players == 2:
        whose = "points you can expect from this deal, less the other player's"
    else:
        whose = (
            "points your side in this deal (the makers, or the defenders) can expect from "
            "it, less the other side's"
        )
    heading = (
        f"The coach's value of each choice ({whose}, on average over the deals you might "
        "face; higher is better):"
    )
    return [heading] + [
        f"  {action_label(a, view)}: {signed(v)}" for a, v in _best_first(advice.values)
    ]


def _keep_only_the_known(deal: dict[str, Any], seat: int, live: Deal) -> None:
    """Strip an EGN deal in progress (``live``) down to what ``seat`` may know: its own
    hand, the upcard, the bids and the cards played (other hands are written empty, as
    EGN does for hands it did not record; the dealer's discard only if ``seat`` dealt;
    the kitty's face-down cards never; a card passed only to those who passed or got
    it, the moon's discard only to the bidder)."""
    state = deal.get("initialState", {})
    hands = state.get("playerCards")
    if isinstance(hands, list):
        state["playerCards"] = [hand if s == seat else [] for s, hand in enumerate(hands)]
    _drop_extension_keys(state, {"kitty"})
    maker = live.maker
    for phase in deal.get("phases", []):
        if seat != live.dealer:
            phase.pop("discard", None)
        hidden = set()
        if maker is None or seat not in (maker, (maker + 2) % 4):
            hidden.add("moonGive")
        if seat != maker:
            hidden.add("moonDiscard")
        _drop_extension_keys(phase, hidden)
        exchanges = phase.get("cardExchanges")
        if exchanges is not None:
            phase["cardExchanges"] = [e for e in exchanges if seat in (e.get("from"), e.get("to"))]
            if not phase["cardExchanges"]:
                del phase["cardExchanges"]


def _drop_extension_keys(where: dict[str, Any], keys: set[str]) -> None:
    """Remove ``keys`` from the course's extension object in ``where`` (and the object
    itself once it is empty)."""
    extension = where.get(EXTENSION)
    if isinstance(extension, dict):
        for key in keys:
            extension.pop(key, None)
        if not extension:
            del where[EXTENSION]


def _best_first(values: Mapping[Action, float]) -> list[tuple[Action, float]]:
    return sorted(values.items(), key=lambda item: -item[1])


#: Said while expert bots choose, in the seconds a page running Python can take.
THINKING = "The expert bots are thinking: a moment…"

#: Said when a setting changes between two games of a match.
_SETTINGS_AFTER_THE_MATCH = (
    "Next game plays on with the match's rules and bots: the settings start a new "
    "match, when you press New game with these settings (its score starts from 0)."
)

#: Said when a setting changes while a game is played.
_SETTINGS_LATER = (
    "The game being played keeps its rules and bots: the settings start the next game, "
    "when you press New game with these settings (its score starts from 0)."
)


def _score_block(game: Game, owners: Sequence[str]) -> str:
    """Each score in numbers and, in a game to 15 or less, as the 2 and 3 show it;
    Bid Euchre's scores (to 32, and below 0 after a failed bid) in numbers only. Only
    the winner reads "won": in cutthroat and five-handed, players level at the top
    past the target play on, and a line under the scores says so."""
    cells = []
    looks = (("♥", "#c62828"), ("♠", "#111"), ("♣", "#111"), ("♦", "#c62828"), ("♠", "#111"))
    rules = game.rules
    for team, (name, (symbol, colour)) in enumerate(zip(owners, looks, strict=False)):
        name = capitalised(name)
        points = game.score[team]
        won = game.winner == team
        if rules.negative_scores:
            picture = "<b>won</b>" if won else ""
        elif points <= 9:
            picture = score_svg(points, symbol=symbol, colour=colour)
        else:
            picture = "<b>won</b>" if won else "(the 2 and 3 show 0-9)"
        if points < rules.target:
            tally = f"<b>{whole_points(points)}</b> of {rules.target}"
        else:  # a game to 3 won with 4 read "4 of 3"
            said = ", won" if won and "won" not in picture else ""
            tally = f"<b>{points}</b>{said} (game to {rules.target})"
        cells.append(
            f'<div style="text-align:center;margin:0 6px">{html.escape(name)}'
            f"{'<br>' + picture if picture else ''}<br>{tally}</div>"
        )
    wrap = ";flex-wrap:wrap" if len(cells) > 3 else ""  # five scores wrap on a phone
    block = f'<div style="display:flex{wrap}">' + "".join(cells) + "</div>"
    top = max(game.score)
    if game.winner is None and top >= rules.target:
        level = listed(owners[i] for i, p in enumerate(game.score) if p == top)
        block += (
            f'<div style="margin-top:4px">'
            f"{html.escape(capitalised(level))} are level at {top} (game to "
            f"{rules.target}): play goes on until one of them is ahead.</div>"
        )
    return block


def _table_names(names: object) -> tuple[str, ...]:
    """The seat names given to a table: one per seat of a form (four for the four-handed
    game; two, three or five for the others), used while that form is played."""
    if isinstance(names, list | tuple) and len(names) in FORM_SEAT_NAMES:
        return seat_names(names, players=len(names))
    count = len(names) if isinstance(names, list | tuple) else None
    got = f"{count} name{'' if count == 1 else 's'}" if count is not None else shown(names)
    raise WidgetInputError(
        "seat_names: give a list of names, one per seat and seat 0 first: four for the "
        f"four-handed game (two, three or five for the other forms), not {got}."
    )
