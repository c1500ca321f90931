"""AnnotatedHand: step through a recorded deal with its comments, or play it yourself.

EGN numbers a deal's comments by call (the i-th bid) and by play (the j-th card,
counting across tricks); each comment shows up at the step that makes that call or
plays that card, with its label in words ("[?] ..." is a mistake).

>>> hand = AnnotatedHand.from_egn("data/egn/VWEC Finals Annotated.egn", deal=1)
>>> hand.jump(step=5); hand.annotations_now[0][:40]
'(no label) Pretty ambitious next call. D'
>>> hand.forward(); hand.step
6
>>> hand.take_seat(0); hand.mode
'play'
"""

from __future__ import annotations

import functools
import html
from dataclasses import dataclass
from pathlib import Path

import ipywidgets as w  # type: ignore[import-untyped]

from .. import egn
from ..actions import Action, ActionKind
from ..annotations import Label, split_label
from ..bots import Bot, get_factory
from ..deal import Deal
from ..errors import IllegalActionError
from ..render import DEFAULT_SEAT_NAMES, deal_html, view_html
from .base import Advice, AdviceProvider, EuchreWidget, action, coach_advice
from .play_table import action_label

__all__ = ["AnnotatedHand", "ChoiceLabel", "label_choice"]


@dataclass(frozen=True)
class ChoiceLabel:
    """The coach's verdict on one of your choices: what you did, what it advised, an
    EGN label when the adviser gives values (``None`` otherwise), and why."""

    action: Action
    advice: Advice
    label: Label | None
    text: str

    def __str__(self) -> str:
        return self.text


def label_choice(chosen: Action, advice: Advice) -> ChoiceLabel:
    """Label a choice against the advice. With per-action values (the coach), the
    label follows the points lost against the best action; without them (RuleBot),
    the choice agrees with the rule of thumb or not."""
    best = action_label(advice.action)
    mine = action_label(chosen)
    if advice.values and chosen in advice.values:
        top = max(advice.values.values())
        loss = top - advice.values[chosen]
        label = (
            Label.GREAT
            if loss <= 1e-9
            else Label.DUBIOUS
            if loss < 0.25
            else Label.MISTAKE
            if loss < 0.75
            else Label.BLUNDER
        )
        if loss <= 1e-9:
            text = f"{mine}: {label.meaning}, the best choice. {advice.reason}"
        else:
            text = (
                f"{mine}: {label.meaning}, {loss:.2f} points worse on average than "
                f"{best}. {advice.reason}"
            )
        return ChoiceLabel(chosen, advice, label, text)
    if chosen == advice.action:
        return ChoiceLabel(chosen, advice, None, f"{mine}: agrees with the coach. {advice.reason}")
    return ChoiceLabel(
        chosen, advice, None, f"{mine}: the coach would choose {best} instead. {advice.reason}"
    )


class AnnotatedHand(EuchreWidget):
    """One deal of an EGN record. In replay mode, :meth:`forward`, :meth:`back` and
    :meth:`jump` move through its actions and the record's comments appear at their
    moment. :meth:`take_seat` switches to play mode: the same cards, you play one
    seat, bots (``bots``, RuleBot by default) play the others, and the adviser labels
    each of your choices (:attr:`choices`)."""

    def __init__(
        self,
        record: egn.Record,
        *,
        deal: int = 0,
        seat: int | None = None,
        bots: str = "rule",
        hint_provider: AdviceProvider = coach_advice,
    ) -> None:
        super().__init__()
        self.record = record
        self.hint_provider = hint_provider
        self.bot_kind = bots
        self.mode = "replay"
        self.seat: int | None = None
        self.step = 0
        self.deal_index = 0
        self.final: Deal = record.deals[0]
        self.live: Deal | None = None
        self.bots: list[Bot | None] = [None] * 4
        self.choices: list[ChoiceLabel] = []
        names = record.players if len(record.players) == 4 else list(DEFAULT_SEAT_NAMES)
        self.seat_names = tuple(n or DEFAULT_SEAT_NAMES[i] for i, n in enumerate(names))
        self.title = w.HTML()
        self.board = w.HTML()
        self.moment = w.HTML()
        self.notes = w.HTML()
        self.deal_menu = w.Dropdown(
            options=[(f"deal {i + 1}", i) for i in range(len(record.deals))], description="Deal"
        )
        self.deal_menu.observe(self._on_deal_menu, "value")
        self.trick_menu = w.Dropdown(options=[("bidding", 0)], description="Jump to")
        self.trick_menu.observe(self._on_trick_menu, "value")
        self.seat_menu = w.Dropdown(
            options=[("all hands", -1)]
            + [(f"seat {s} ({self.seat_names[s]})", s) for s in range(4)],
            value=-1,
            description="Show",
        )
        self.seat_menu.observe(self._on_seat_menu, "value")
        self.replay_controls = self.row(
            [
                self.button("⏮", lambda: self.jump(step=0), tooltip="start of the deal"),
                self.button("◀", lambda: self.back(), tooltip="one step back"),
                self.button("▶", lambda: self.forward(), tooltip="one step forward"),
                self.button("⏭", lambda: self.jump(step=len(self.final.history)), tooltip="end"),
                self.trick_menu,
            ]
        )
        self.actions_row = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.play_controls = self.row(
            [
                self.button("Hint", lambda: self.hint()),
                self.button("Back to the record", lambda: self.leave_seat()),
            ]
            + [
                self.button(f"Play {self.seat_names[s]}", functools.partial(self.take_seat, s))
                for s in range(4)
            ]
        )
        self.widget = w.VBox(
            [
                self.title,
                self.row([self.deal_menu, self.seat_menu]),
                self.replay_controls,
                self.board,
                self.moment,
                self.notes,
                self.actions_row,
                self.play_controls,
                self.feedback,
            ]
        )
        self.select_deal(deal)
        if seat is not None:
            self.show_seat(seat)

    @classmethod
    def from_egn(cls, source: str | Path, *, deal: int = 0, **options: object) -> AnnotatedHand:
        """Load an EGN file (or its text) and show deal ``deal`` (from 0)."""
        return cls(egn.load(source), deal=deal, **options)  # type: ignore[arg-type]

    # ------------------------------------------------------------- replay

    @action
    def select_deal(self, index: int) -> None:
        """Show another deal of the record (from 0), from its start."""
        count = len(self.record.deals)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < count:
            raise IllegalActionError(f"deal={index!r}: this record has deals 0 to {count - 1}.")
        self.deal_index = index
        self.final = self.record.deals[index]
        self.mode = "replay"
        self.live = None
        self.step = 0
        if self.deal_menu.value != index:
            self.deal_menu.value = index
        tricks = len(self.final.tricks) + (1 if self.final.current_trick else 0)
        self.trick_menu.options = [("bidding", 0)] + [
            (f"trick {t}", t) for t in range(1, tricks + 1)
        ]
        self.trick_menu.value = 0
        title = self.record.title or "EGN record"
        self.title.value = (
            f"<b>{html.escape(title)}</b>, deal {index + 1} of {count}: "
            f"{len(self.final.history)} steps"
        )
        self._draw()

    @action
    def forward(self) -> None:
        """One action forward."""
        if self.step >= len(self.final.history):
            raise IllegalActionError("This is the end of the deal: step back, or choose a deal.")
        self._go(self.step + 1)

    @action
    def back(self) -> None:
        """One action back."""
        if self.step <= 0:
            raise IllegalActionError("This is the start of the deal: there is no step before.")
        self._go(self.step - 1)

    @action
    def jump(self, *, trick: int | None = None, step: int | None = None) -> None:
        """Go to the start of a trick (``trick=1`` to 5: just before its first card;
        ``trick=0``: the start of the bidding) or to a step (0 to the number of actions)."""
        if (trick is None) == (step is None):
            raise IllegalActionError("jump() takes trick=... or step=..., not both or neither.")
        if trick is not None:
            starts = self._trick_starts()
            if (
                isinstance(trick, bool)
                or not isinstance(trick, int)
                or not 0 <= trick <= len(starts)
            ):
                raise IllegalActionError(
                    f"trick={trick!r}: this deal has tricks 1 to {len(starts)} (0 is the bidding)."
                )
            step = 0 if trick == 0 else starts[trick - 1]
        assert step is not None
        if isinstance(step, bool) or not isinstance(step, int):
            raise IllegalActionError(f"step={step!r} is not a step number.")
        self.final.at(step)  # raises with the allowed range if out of range
        self._go(step)

    @action
    def show_seat(self, seat: int | None) -> None:
        """Show one seat's view (what that player knew), or every hand with ``None``."""
        if seat is not None and (isinstance(seat, bool) or seat not in range(4)):
            raise IllegalActionError(f"seat={seat!r} is not a seat: seats are 0, 1, 2 and 3.")
        self.seat = seat
        value = -1 if seat is None else seat
        if self.seat_menu.value != value:
            self.seat_menu.value = value
        self._draw()

    @property
    def current(self) -> Deal:
        """The deal as it stands at this step (or the deal you are playing)."""
        if self.mode == "play" and self.live is not None:
            return self.live
        return self.final.at(self.step)

    @property
    def annotations_now(self) -> list[str]:
        """The record's comments on the action just taken, each with its label in words:
        ``"(mistake) Should have led trump."``."""
        if self.step == 0:
            return []
        kind, index = self._comment_key(self.step - 1)
        notes = self.record.annotations[self.deal_index]
        texts = (notes.calls if kind == "call" else notes.plays if kind == "play" else {}).get(
            index, []
        )
        out = []
        for text in texts:
            label, body = split_label(text)
            out.append(f"({label.meaning if label else 'no label'}) {body}")
        return out

    @property
    def moment_text(self) -> str:
        """The step and the action just taken, in words."""
        total = len(self.final.history)
        if self.step == 0:
            return f"Step 0 of {total}: the deal before the first bid."
        turn = self.final.history[self.step - 1]
        return (
            f"Step {self.step} of {total}: seat {turn.seat} ({self.seat_names[turn.seat]}) "
            f"- {action_label(turn.action)}"
        )

    # --------------------------------------------------------------- play

    @action
    def take_seat(self, seat: int) -> None:
        """Play this deal yourself from ``seat``, with bots in the other seats."""
        if isinstance(seat, bool) or seat not in range(4):
            raise IllegalActionError(f"seat={seat!r} is not a seat: seats are 0, 1, 2 and 3.")
        self.mode = "play"
        self.seat = seat
        self.live = self.final.restart()
        self.choices = []
        factory = get_factory(self.bot_kind)
        self.bots = [None if s == seat else factory(s) for s in range(4)]
        self._run_bots()
        self._draw()
        self.say(f"You play seat {seat} ({self.seat_names[seat]}); the bots play the others.")

    @action
    def leave_seat(self) -> None:
        """Back to stepping through the record."""
        self.mode = "replay"
        self.live = None
        self._draw()
        self.say("Back to the record.")

    @action
    def choose(self, choice: Action | str) -> ChoiceLabel:
        """Your action in play mode; the adviser labels it (see :attr:`choices`)."""
        live, seat = self.live, self.seat
        if self.mode != "play" or live is None or seat is None:
            raise IllegalActionError("Take a seat first (take_seat) to play the deal yourself.")
        if live.is_over:
            raise IllegalActionError("The deal is over: take a seat again to replay it.")
        advice = self.hint_provider(live.view(seat))
        played = live.apply(choice, seat=seat)
        verdict = label_choice(played, advice)
        self.choices.append(verdict)
        text = verdict.text
        record_action = self._record_action(len(live.history) - 1)
        if record_action is not None:
            text += f"\nIn the record, this seat chose {action_label(record_action)}."
        self._run_bots()
        self._draw()
        result = live.result
        if result is not None:
            text += f"\n{result}"
        self.say(text, kind="good" if played == advice.action else "info")
        return verdict

    @action
    def hint(self) -> Advice:
        """The adviser's choice at your turn (play mode)."""
        live, seat = self.live, self.seat
        if self.mode != "play" or live is None or seat is None or live.to_act != seat:
            raise IllegalActionError("A hint is for your turn in play mode (take_seat first).")
        advice = self.hint_provider(live.view(seat))
        self.say(f"Hint: {action_label(advice.action)}. {advice.reason}")
        return advice

    # ------------------------------------------------------------- helpers

    def _record_action(self, index: int) -> Action | None:
        """The record's action at ``index`` if the live deal has followed it so far."""
        live = self.live
        history = self.final.history
        if live is None or index >= len(history):
            return None
        if live.history[:index] != history[:index]:
            return None
        return history[index].action

    def _run_bots(self) -> None:
        live = self.live
        assert live is not None
        while not live.is_over and live.to_act != self.seat:
            seat = live.to_act
            assert seat is not None
            bot = self.bots[seat]
            assert bot is not None
            live.apply(bot.act(live.view(seat)), seat=seat)

    def _comment_key(self, index: int) -> tuple[str, int]:
        history = self.final.history
        act = history[index].action
        if act.kind is ActionKind.PLAY:
            return "play", sum(t.action.kind is ActionKind.PLAY for t in history[:index])
        if act.is_bid:
            return "call", sum(t.action.is_bid for t in history[:index])
        return "other", index

    def _trick_starts(self) -> list[int]:
        """The step just before the first card of each trick."""
        starts = []
        plays = 0
        per_trick = [len(t.cards) for t in self.final.tricks]
        if self.final.current_trick:
            per_trick.append(len(self.final.current_trick))
        boundaries = set()
        total = 0
        for n in per_trick:
            boundaries.add(total)
            total += n
        for step, turn in enumerate(self.final.history):
            if turn.action.kind is ActionKind.PLAY:
                if plays in boundaries:
                    starts.append(step)
                plays += 1
        return starts

    def _go(self, step: int) -> None:
        self.mode = "replay"
        self.live = None
        self.step = step
        starts = self._trick_starts()
        trick = sum(1 for s in starts if s <= step)
        if self.trick_menu.value != trick:
            self._syncing = True
            try:
                self.trick_menu.value = trick
            finally:
                self._syncing = False
        self._draw()
        notes = self.annotations_now
        self.say("\n".join(notes) if notes else "")

    _syncing = False

    def _on_deal_menu(self, change: dict[str, object]) -> None:
        if change["new"] != self.deal_index:
            self.select_deal(change["new"])  # type: ignore[arg-type]

    def _on_trick_menu(self, change: dict[str, object]) -> None:
        if not self._syncing:
            self.jump(trick=change["new"])  # type: ignore[arg-type]

    def _on_seat_menu(self, change: dict[str, object]) -> None:
        value = change["new"]
        seat = None if value == -1 else value
        if seat != self.seat:
            self.show_seat(seat)  # type: ignore[arg-type]

    def _draw(self) -> None:
        deal = self.current
        names = self.seat_names
        if self.seat is None:
            self.board.value = deal_html(deal, seat_names=names)
        else:
            self.board.value = view_html(deal.view(self.seat), seat_names=names)
        if self.mode == "play":
            self.replay_controls.layout.display = "none"
            self.moment.value = html.escape(
                f"You play seat {self.seat}."
                + (f" Deal over: {deal.result}" if deal.result is not None else "")
            )
            self.notes.value = "<br>".join(html.escape(c.text) for c in self.choices[-3:])
            mine = deal.to_act == self.seat
            self.actions_row.children = [
                self.button(action_label(a), functools.partial(self.choose, a), tooltip=str(a))
                for a in (deal.legal_actions() if mine else [])
            ]
            return
        self.replay_controls.layout.display = ""
        self.moment.value = f"<b>{html.escape(self.moment_text)}</b>"
        notes = self.annotations_now
        self.notes.value = (
            '<div style="background:#fff8e1;padding:4px 8px;border-left:3px solid #f9a825">'
            + "<br>".join(html.escape(n) for n in notes)
            + "</div>"
            if notes
            else ""
        )
        self.actions_row.children = []
