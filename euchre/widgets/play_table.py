"""PlayTable: a whole game to the target against three bots.

You sit at seat 0 (South); the bots play the other seats and act by themselves until
it is your turn. The score is kept in numbers and the traditional way, with a 2 and
a 3; a hint button asks the adviser (RuleBot's rules of thumb now, the coach later);
and the game can be exported as EGN.

>>> table = PlayTable(seed=5, bots="rule")
>>> while not table.game.is_over:
...     _ = table.choose(table.legal_actions()[0])
>>> table.game.is_over, table.game.winner in (0, 1)
(True, True)
>>> from euchre import egn
>>> egn.loads(table.export_egn()).score == table.game.score
True
"""

from __future__ import annotations

import functools
import html
import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as w  # type: ignore[import-untyped]

from .. import egn
from ..actions import Action, ActionKind
from ..bots import Bot, bot_names, get_factory
from ..errors import IllegalActionError, RulesError
from ..game import Game
from ..render import DEFAULT_SEAT_NAMES, trick_html, view_html
from ..rules import Rules
from ..scorekeeping import score_svg
from .base import Advice, AdviceProvider, EuchreWidget, action, coach_advice

__all__ = ["PlayTable", "action_label", "available_bots"]

_MAX_BOT_ACTIONS = 10_000


def available_bots() -> list[str]:
    """The bot strengths a table can choose: every registered bot, and ``"expert"``
    once ``euchre/bots/expert_bot.py`` exists."""
    names = set(bot_names())
    try:
        get_factory("expert")
        names.add("expert")
    except KeyError:
        pass
    order = {"random": 0, "rule": 1, "expert": 2}
    return sorted(names, key=lambda n: (order.get(n, 3), n))


def action_label(act: Action) -> str:
    """A short button label: ``J♦`` for a play, ``call ♥ alone``, ``discard 9♣``."""
    if act.kind is ActionKind.PLAY and act.card is not None:
        return str(act.card)
    if act.kind is ActionKind.DISCARD and act.card is not None:
        return f"discard {act.card}"
    if act.kind is ActionKind.CALL and act.suit is not None:
        return f"call {act.suit} {act.suit.plural}" + (" alone" if act.alone else "")
    if act.kind is ActionKind.CALL:
        return "call no trump" + (" alone" if act.alone else "")
    return str(act)


class PlayTable(EuchreWidget):
    """A game against bots. Drive it with :meth:`choose` (``"play JH"``, an
    :class:`~euchre.Action`), :meth:`hint`, :meth:`new_game` and :meth:`export_egn`.

    ``bots`` is a bot name for all three (``"random"``, ``"rule"``, ``"expert"`` when
    available) or one name per seat 1 to 3. ``hint_provider`` advises the human; it
    defaults to RuleBot's explanation and is where the coach plugs in.
    """

    human = 0

    def __init__(
        self,
        *,
        seed: int | None = None,
        bots: str | Sequence[str] = "rule",
        rules: Rules | None = None,
        hint_provider: AdviceProvider = coach_advice,
        seat_names: Sequence[str] | None = None,
    ) -> None:
        super().__init__()
        self.hint_provider = hint_provider
        self.seat_names = tuple(seat_names or DEFAULT_SEAT_NAMES)
        self._seeds = random.Random(seed)
        self.log: list[str] = []
        self.results: list[str] = []
        self.last_advice: Advice | None = None
        self.egn_text = ""
        rules = rules or Rules()
        names = available_bots()
        self.bot_menu = w.Dropdown(options=names, value="rule", description="Bots")
        self.target_box = w.BoundedIntText(
            value=rules.target, min=1, max=15, description="Target", layout={"width": "160px"}
        )
        self.option_boxes = {
            name: w.Checkbox(value=getattr(rules, name), description=label, indent=False)
            for name, label in (
                ("stick_the_dealer", "stick the dealer"),
                ("allow_alone", "going alone"),
                ("defend_alone", "defending alone"),
            )
        }
        self.seed_box = w.IntText(value=seed or 0, description="Seed", layout={"width": "160px"})
        self.board = w.HTML()
        self.last_trick = w.HTML()
        self.log_html = w.HTML()
        self.score_html = w.HTML()
        self.actions_row = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.egn_box = w.Textarea(layout={"width": "100%", "height": "8em", "display": "none"})
        settings = w.VBox(
            [
                self.row([self.bot_menu, self.target_box, self.seed_box]),
                self.row(list(self.option_boxes.values())),
                self.button("New game with these settings", self._new_from_controls),
            ]
        )
        tools = self.row(
            [
                self.button("Hint", lambda: self.hint(), tooltip="What would the adviser do?"),
                self.button("Export EGN", lambda: self.export_egn()),
            ]
        )
        self.widget = w.VBox(
            [
                w.Accordion(children=[settings], titles=("Table settings",)),
                w.HBox([self.board, self.score_html]),
                self.last_trick,
                self.actions_row,
                tools,
                self.feedback,
                self.log_html,
                self.egn_box,
            ]
        )
        self.game = Game(seed=0)
        self.bots: list[Bot | None] = [None, None, None, None]
        self.new_game(seed=seed, bots=bots, rules=rules)

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
        base = rules if rules is not None else self.game.rules
        rules = base.replace(**options) if options else base
        kinds = [bots] * 3 if isinstance(bots, str) else list(bots or [self.bot_menu.value] * 3)
        if len(kinds) != 3:
            raise RulesError(f"Give one bot for all three seats, or three names; got {kinds!r}.")
        game_seed = self._seeds.randrange(2**32) if seed is None else seed
        self.bots = [None] + [
            get_factory(kind)(game_seed + seat) for seat, kind in enumerate(kinds, start=1)
        ]
        self.game = Game(seed=game_seed, rules=rules)
        self.log = [f"New game to {rules.target} (seed {game_seed}), bots: {', '.join(kinds)}."]
        self.results = []
        self.egn_text = ""
        self.egn_box.layout.display = "none"
        self._sync_controls(rules, kinds[0], game_seed)
        self._run_bots()
        self._draw()
        self.say(self._turn_words())
        return self.game

    @action
    def choose(self, choice: Action | str) -> Action:
        """Take an action at your turn: ``"play JH"``, ``"order"``, ``"call S alone"``."""
        game = self.game
        if game.is_over:
            raise IllegalActionError(
                f"The game is over ({game.score[0]}-{game.score[1]}): start a new game."
            )
        index = len(game.deals) - 1
        act = game.apply(choice, seat=self.human)
        self.log = [f"You: {action_label(act)}."]
        self._after(index)
        self._run_bots()
        self._draw()
        self.say(self._turn_words())
        return act

    @action
    def hint(self) -> Advice:
        """The adviser's choice for your turn, with its reason."""
        if self.game.to_act != self.human:
            raise IllegalActionError("It is not your turn, so there is nothing to advise.")
        advice = self.hint_provider(self.game.view(self.human))
        self.last_advice = advice
        lines = [f"Hint: {action_label(advice.action)}. {advice.reason}"]
        lines += [f"  {action_label(a)}: {v:+.2f}" for a, v in _best_first(advice.values)]
        self.say("\n".join(lines))
        return advice

    @action
    def export_egn(self, path: str | Path | None = None) -> str:
        """The game so far as EGN text (written to ``path`` too, if given)."""
        names = [
            f"{self.seat_names[s]} ({b.name} bot)" if b is not None else "You"
            for s, b in enumerate(self.bots)
        ]
        text = egn.dumps(self.game, metadata={"title": "Practice game", "players": names})
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        self.egn_text = text
        self.egn_box.value = text
        self.egn_box.layout.display = ""
        where = f" and written to {path}" if path is not None else ""
        self.say(f"EGN exported ({len(self.game.deals)} deals){where}: copy it from the box below.")
        return text

    def legal_actions(self) -> list[Action]:
        """Your legal actions now (empty when it is not your turn)."""
        game = self.game
        return game.legal_actions() if game.to_act == self.human else []

    @property
    def text(self) -> str:
        """The table as you see it, as text."""
        game = self.game
        lines = [f"Score: you and North {game.score[0]}, West and East {game.score[1]}"]
        lines += self.results[-1:]
        lines += self.log
        if not game.is_over:
            lines.append(str(game.view(self.human)))
        else:
            lines.append(self._turn_words())
        return "\n".join(lines)

    # ------------------------------------------------------------- helpers

    def _new_from_controls(self) -> None:
        options = {name: box.value for name, box in self.option_boxes.items()}
        self.new_game(
            seed=self.seed_box.value,
            bots=self.bot_menu.value,
            rules=self.game.rules.replace(target=self.target_box.value, **options),
        )

    def _sync_controls(self, rules: Rules, bot: str, seed: int) -> None:
        if bot in self.bot_menu.options:
            self.bot_menu.value = bot
        self.target_box.value = rules.target
        self.seed_box.value = seed
        for name, box in self.option_boxes.items():
            box.value = getattr(rules, name)

    def _run_bots(self) -> None:
        game = self.game
        for _ in range(_MAX_BOT_ACTIONS):
            seat = game.to_act
            if seat is None or seat == self.human:
                return
            bot = self.bots[seat]
            assert bot is not None
            index = len(game.deals) - 1
            act = game.apply(bot.act(game.view(seat)), seat=seat)
            shown = "discard" if act.kind is ActionKind.DISCARD else action_label(act)
            self.log.append(f"{self.seat_names[seat]}: {shown}.")
            self._after(index)
        raise RuntimeError("the bots did not reach the human's turn")  # pragma: no cover

    def _after(self, index: int) -> None:
        deal = self.game.deals[index]
        if deal.is_over and deal.result is not None:
            line = f"Deal {index + 1}: {deal.result}"
            self.results.append(line)
            self.log.append(line)

    def _turn_words(self) -> str:
        game = self.game
        if game.is_over:
            who = "You and North win" if game.winner == 0 else "West and East win"
            return f"{who}, {game.score[0]}-{game.score[1]}. Export the game, or start a new one."
        phase = game.deal.phase.value
        return f"Your turn ({phase}): choose one of the buttons, or ask for a hint."

    def _draw(self) -> None:
        game = self.game
        if game.is_over:
            self.board.value = html.escape(self._turn_words())
            self.actions_row.children = [self.button("New game", lambda: self.new_game())]
        else:
            view = game.view(self.human)
            self.board.value = view_html(view, seat_names=self.seat_names)
            self.actions_row.children = [
                self.button(action_label(a), functools.partial(self.choose, a), tooltip=str(a))
                for a in view.legal_actions()
            ]
        tricks = [t for d in game.deals[-2:] for t in d.tricks]
        self.last_trick.value = (
            "<div>Last trick:</div>" + trick_html(tricks[-1], seat_names=self.seat_names)
            if tricks
            else ""
        )
        self.log_html.value = "<br>".join(html.escape(line) for line in self.log)
        self.score_html.value = _score_block(game)


def _best_first(values: Mapping[Action, float]) -> list[tuple[Action, float]]:
    return sorted(values.items(), key=lambda item: -item[1])


def _score_block(game: Game) -> str:
    cells = []
    teams = ((0, "You & North", "♥", "#c62828"), (1, "West & East", "♠", "#111"))
    for team, name, symbol, colour in teams:
        points = game.score[team]
        if points <= 9:
            picture = score_svg(points, symbol=symbol, colour=colour)
        else:
            picture = "<b>won</b>" if points >= game.rules.target else "(the 2 and 3 show 0-9)"
        cells.append(
            f'<div style="text-align:center;margin:0 6px">{html.escape(name)}<br>{picture}'
            f"<br><b>{points}</b> of {game.rules.target}</div>"
        )
    return '<div style="display:flex">' + "".join(cells) + "</div>"
