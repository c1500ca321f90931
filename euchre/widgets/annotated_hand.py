"""AnnotatedHand: step through a recorded deal with its comments, or play it yourself.

EGN numbers a deal's comments by call (the i-th bid) and by play (the j-th card,
counting across tricks); each comment shows up at the step that makes that call or
plays that card, with its label in words ("[?] ..." is a mistake).

Seats are named as everywhere in the course (South, West, North, East; in play mode
South is you when you take South); the record's player names are shown beside them.
While you play a seat, the board shows only what that seat may see; once the deal
is over, every trick is drawn under the table, each card under the seat that played
it.

>>> hand = AnnotatedHand.from_egn("data/egn/VWEC Finals Annotated.egn", deal=1)
>>> hand.jump(step=5); hand.annotations_now[0][:40]
'Pretty ambitious next call. Dealer was b'
>>> hand.forward(); hand.step
6
>>> hand.take_seat(0); hand.mode
'play'
>>> hand.show_seat(None) is None and hand.shown_seat
While you play South you see only South's cards, as at a real table: the others' cards are shown, trick by trick, when the deal is over.
0
"""

from __future__ import annotations

import functools
import html
from dataclasses import dataclass
from pathlib import Path

import ipywidgets as w  # type: ignore[import-untyped]

from .. import egn
from ..actions import Action, ActionKind
from ..annotations import Annotations, Label, split_label
from ..bots import get_factory
from ..deal import Deal, Turn
from ..errors import IllegalActionError
from ..narration import action_words, result_words, seat_names
from ..render import deal_html, heard_in_words, trick_html, view_html
from ..stepper import alternative_notes
from ..view import PlayerView
from .base import (
    INK,
    LIVE_REGION,
    Advice,
    AdviceProvider,
    EuchreWidget,
    action,
    board_layout,
    coach_advice,
    fallback_advice,
    form_words,
    rule_advice,
)
from .opponents import Opponent, default_bot
from .play_table import THINKING, action_label, hint_lines

__all__ = ["AnnotatedHand", "ChoiceLabel", "label_choice"]

#: What a hint says where no adviser plays the record's form of the game yet.
_NO_ADVISER = (
    "Neither the coach nor the textbook rules advise in this form of the game yet: "
    "choose any of the buttons under the table."
)


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


def label_choice(
    chosen: Action,
    advice: Advice,
    *,
    textbook: Action | None = None,
    view: PlayerView | None = None,
) -> ChoiceLabel:
    """Label a choice against the advice. With per-action values (the coach), the
    label is the coach's for the points lost against the best action, or, for the
    best, for its margin over the second best (:func:`euchre.coach.label_for`); a
    choice that was the only legal one gets none, and, as the coach does, nor does
    the ``textbook`` choice (RuleBot's): a routine pass is not applauded. Without
    values (RuleBot), the choice agrees with the rule of thumb or not. The ``view`` of
    the player choosing words the actions (the dealer's ``pick up``)."""
    from ..coach import label_for  # the coach's thresholds, said once

    best = action_label(advice.action, view)
    mine = action_label(chosen, view)
    values = advice.values
    if values and chosen in values:
        if len(values) == 1:
            return ChoiceLabel(chosen, advice, None, f"{mine}: the only legal choice.")
        top = max(values.values())
        loss = top - values[chosen]
        second = max(v for a, v in values.items() if a != chosen)
        label = label_for(loss, values[chosen] - second)
        if label is Label.GREAT and chosen == textbook:
            label = None  # praise is for what a rule of thumb misses
        named = f"{label.meaning}, " if label is not None else ""
        if loss > 1e-9:
            text = f"{mine}: {named}{loss:.2f} points worse on average than {best}."
        elif top - min(values.values()) < 1e-9:  # a lost (or won) position: nothing to praise
            text = f"{mine}: every choice here comes to the same" + (
                "." if chosen == advice.action else f", as the coach's choice, {best}, shows."
            )
        elif chosen == advice.action:
            text = f"{mine}: {named}the best choice."
        else:  # as good as the coach's choice, whose reason follows: say whose it is
            text = f"{mine}: {named}as good as {best}, the coach's choice."
        return ChoiceLabel(chosen, advice, label, f"{text} {advice.explained}")
    if chosen == advice.action:
        return ChoiceLabel(
            chosen, advice, None, f"{mine}: agrees with the coach. {advice.explained}"
        )
    return ChoiceLabel(
        chosen, advice, None, f"{mine}: the coach would choose {best} instead. {advice.explained}"
    )


class AnnotatedHand(EuchreWidget):
    """One deal of an EGN record. In replay mode, :meth:`forward`, :meth:`back` and
    :meth:`jump` move through its actions and the record's comments appear at their
    moment. :meth:`take_seat` switches to play mode: the same cards, you play one
    seat, bots (``bots``: RuleBot by default, or RandomBot in a form RuleBot does not
    play; a bot that fails is replaced by RandomBot) play the others, and the adviser
    labels each of your choices (:attr:`choices`)."""

    def __init__(
        self,
        record: egn.Record,
        *,
        deal: int = 0,
        seat: int | None = None,
        bots: str | None = None,
        hint_provider: AdviceProvider = coach_advice,
    ) -> None:
        super().__init__()
        if not isinstance(record, egn.Record) or not record.deals:
            raise IllegalActionError("AnnotatedHand needs an EGN record with at least one deal.")
        self.record = record
        self._check_deal(deal)  # before anything is built: no empty widget for a wrong one
        self.hint_provider = hint_provider
        self.bot_kind = default_bot(record.deals[0].rules) if bots is None else bots
        get_factory(self.bot_kind)  # an unknown bot is explained here, not at the first play
        self.mode = "replay"
        self.seat: int | None = None  # the seat whose view is shown (None: every hand)
        self.player: int | None = None  # the seat you play in play mode
        self.step = 0
        self.deal_index = 0
        self.final: Deal = record.deals[0]
        self.live: Deal | None = None
        # Each deal's alternative lines as comments (see _alternatives).
        self._lines: dict[int, Annotations] = {}
        #: How many play in this record's form (four, or two or three).
        self.players = n = record.deals[0].players
        self.bots: list[Opponent | None] = [None] * n
        self.choices: list[ChoiceLabel] = []
        self.seat_names = seat_names(players=n)
        given = record.players if len(record.players) == n else [""] * n
        self.player_names = tuple(str(n or "") for n in given)
        self.title = w.HTML()
        self.board = w.HTML(layout=board_layout())
        self.moment = w.HTML()
        self.moment.add_class(LIVE_REGION)  # each step is read out, its comment too
        self.notes = w.HTML()
        self.assumed = w.HTML()
        self.deal_menu = w.Dropdown(
            options=[(f"deal {i + 1}", i) for i in range(len(record.deals))], description="Deal"
        )
        self.on_change(self.deal_menu, self._on_deal_menu)
        self.trick_menu = w.Dropdown(options=[("bidding", 0)], description="Jump to")
        self.on_change(self.trick_menu, self._on_trick_menu)
        self.seat_menu = w.Dropdown(
            options=self._show_options(), value=-1, description="Show", layout={"width": "auto"}
        )
        self.on_change(self.seat_menu, self._on_seat_menu)
        self.replay_controls = self.row(
            [
                self.button("« Start", lambda: self.jump(step=0), tooltip="start of the deal"),
                self.button("‹ Back", lambda: self.back(), tooltip="one step back"),
                self.button("Forward ›", lambda: self.forward(), tooltip="one step forward"),
                self.button("End »", lambda: self.to_end(), tooltip="end of the deal"),
                self.trick_menu,
            ]
        )
        self.actions_row = self.new_choices_row()
        # Hint and Back to the record only while you play (shown by _draw).
        self.playing_buttons = [
            self.button("Hint", lambda: self.hint()),
            self.button("Back to the record", lambda: self.leave_seat()),
        ]
        self.play_controls = self.row(
            list(self.playing_buttons)
            + [
                self.button(
                    f"Play {self.seat_names[s]}",
                    functools.partial(self.take_seat, s),
                    tooltip=f"Play this deal yourself from {self.seat_names[s]}",
                )
                for s in range(n)
            ]
        )
        self.widget = self.frame(
            [
                self.title,
                self.row([self.deal_menu, self.seat_menu]),
                self.replay_controls,
                self.moment,
                self.board,
                self.assumed,
                self.notes,
                self.actions_row,
                self.feedback,
                self.play_controls,
            ]
        )
        self.select_deal(deal)
        if seat is not None:
            self.show_seat(seat)

    @classmethod
    def from_egn(cls, source: str | Path, *, deal: int = 0, **options: object) -> AnnotatedHand:
        """Load an EGN file (or its text) and show deal ``deal`` (from 0)."""
        if isinstance(source, str) and not source.strip():
            raise IllegalActionError(
                "from_egn was given an empty text: give a path to an EGN file, or the text "
                "of one (a play table's egn_text is empty until you press Export EGN)."
            )
        return cls(egn.load(source), deal=deal, **options)  # type: ignore[arg-type]

    # ------------------------------------------------------------- replay

    def _check_deal(self, index: object) -> None:
        count = len(self.record.deals)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < count:
            raise IllegalActionError(
                f"deal={index!r} is not a deal of this record: its {count} deals are "
                f"numbered from 0 (the first) to {count - 1} (the last)."
            )

    @action
    def select_deal(self, index: int) -> None:
        """Show another deal of the record (from 0), from its start."""
        self._check_deal(index)
        left = (
            f"You left {self.seat_names[self.player]}'s seat: "
            if self.mode == "play" and self.player is not None
            else ""
        )
        self.deal_index = index
        self.final = self.record.deals[index]
        self.mode = "replay"
        self.live = None
        self.player = None
        self.step = 0
        tricks = len(self.final.tricks) + (1 if self.final.current_trick else 0)
        with self._quietly():
            if self.deal_menu.value != index:
                self.deal_menu.value = index
            self.trick_menu.options = [("bidding", 0)] + [
                (f"trick {t}", t) for t in range(1, tricks + 1)
            ]
            self.trick_menu.value = 0
        title = self.record.title or "EGN record"
        # Players' comments name the players by their place in the bidding (S1 to S4).
        commented = any(n.calls or n.plays for n in self.record.annotations)
        dealer = self.final.dealer
        players = ", ".join(
            f"{self.seat_names[s]}: {n}"
            + (f" ({egn.comment_seat(s, dealer, self.players)})" if commented else "")
            for s, n in enumerate(self.player_names)
            if n
        )
        self.title.value = (
            f"<b>{html.escape(title)}</b>, deal {index + 1} of {len(self.record.deals)}: "
            f"{len(self.final.history)} steps"
            + (
                f"<br><small>{html.escape(players)}"
                + ("; in the comments S1 is left of the dealer, S4 the dealer" if commented else "")
                + "</small>"
                if players
                else ""
            )
        )
        self._draw()
        # Leaving a deal you were playing is said, not done silently.
        self.say(f"{left}deal {index + 1} of the record, from its start." if left else "")

    @action
    def forward(self) -> None:
        """One action forward."""
        self._replaying()
        if self.step >= len(self.final.history):
            raise IllegalActionError("This is the end of the deal: step back, or choose a deal.")
        self._go(self.step + 1)

    @action
    def back(self) -> None:
        """One action back."""
        self._replaying()
        if self.step <= 0:
            raise IllegalActionError("This is the start of the deal: there is no step before.")
        self._go(self.step - 1)

    @action
    def to_end(self) -> None:
        """The end of the deal."""
        self._replaying()
        self._go(len(self.final.history))

    @action
    def jump(self, *, trick: int | None = None, step: int | None = None) -> None:
        """Go to the start of a trick (``trick=1`` to 5: just before its first card;
        ``trick=0``: the start of the bidding) or to a step (0 to the number of actions)."""
        self._replaying()
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
        total = len(self.final.history)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= total:
            raise IllegalActionError(f"step={step!r}: this deal has steps 0 to {total}.")
        self._go(step)

    @action
    def show_seat(self, seat: int | None) -> None:
        """Show one seat's view (what that player knew), or every hand with ``None``.
        While you play a deal, only your own view can be shown until the deal is over."""
        if seat is not None and (isinstance(seat, bool) or seat not in range(self.players)):
            raise IllegalActionError(self._not_a_seat(seat))
        if self._playing_live() and seat != self.player:
            assert self.player is not None
            mine = self.seat_names[self.player]
            self._draw()  # puts the menu back on your own view
            raise IllegalActionError(
                f"While you play {mine} you see only {mine}'s cards, as at a real table: "
                "the others' cards are shown, trick by trick, when the deal is over."
            )
        self.seat = seat
        self._draw()

    @property
    def shown_seat(self) -> int | None:
        """The seat whose view the board shows (``None``: every hand)."""
        return self.seat

    @property
    def current(self) -> Deal:
        """The deal as it stands at this step (or the deal you are playing)."""
        if self.mode == "play" and self.live is not None:
            return self.live
        return self.final.at(self.step)

    @property
    def annotations_now(self) -> list[str]:
        """The record's comments on the action just taken, each with its label in words
        when it has one: ``"(mistake) Should have led trump."``; then the record's
        alternative lines that leave the game at this step (what the line does, its
        comments, how it ends)."""
        if self.step == 0:
            return []
        kind, index = self._comment_key(self.step - 1)
        texts = []
        for notes in (self.record.annotations[self.deal_index], self._alternatives()):
            keyed = notes.calls if kind == "call" else notes.plays if kind == "play" else {}
            texts += keyed.get(index, [])
        out = []
        for text in texts:
            label, body = split_label(text)
            out.append(f"({label.meaning}) {body}" if label else body)
        return out

    @property
    def moment_text(self) -> str:
        """The step and the action just taken, in words."""
        total = len(self.final.history)
        if self.step == 0:
            return f"Step 0 of {total}: the deal before the first bid."
        turn = self.final.history[self.step - 1]
        act = turn.action
        if (
            self.seat is not None
            and turn.seat != self.seat
            and act.kind in (ActionKind.DISCARD, ActionKind.GIVE)
        ):
            act = Action(act.kind)  # face down to the seat whose view is shown
        words = action_words(self.final.at(self.step - 1), Turn(turn.seat, act), self.seat_names)
        guessed = self.record.deal_notes[self.deal_index].discard
        if act.kind is ActionKind.DISCARD and act.card is not None and act.card == guessed:
            words = words.rstrip(".") + " (assumed: the record does not say which card)."
        starts = self._trick_starts()
        if self.step in starts:  # where "Jump to trick k" lands: say what comes next
            leader = self.final.at(self.step).to_act
            if leader is not None:
                words += (
                    f" Trick {starts.index(self.step) + 1} is next: "
                    f"{self.seat_names[leader]} leads."
                )
        return f"Step {self.step} of {total}: {words}"

    @property
    def assumed_text(self) -> str:
        """The cards of this deal the record does not show, which the reader assumed
        to replay it (empty when it shows every card)."""
        notes = self.record.deal_notes[self.deal_index]
        parts = [
            f"{self.seat_names[seat]}'s {' '.join(map(str, cards))}"
            for seat, cards in sorted(notes.hands.items())
            if cards
        ]
        if notes.discard is not None:
            parts.append(f"the dealer's discard, {notes.discard}")
        if not parts:
            return ""
        return "Assumed, as the record does not show them: " + "; ".join(parts) + "."

    # --------------------------------------------------------------- play

    def _not_a_seat(self, seat: object) -> str:
        seats = ", ".join(f"{s} ({name})" for s, name in enumerate(self.seat_names))
        return f"seat={seat!r} is not a seat: the seats are {seats}."

    @action
    def take_seat(self, seat: int) -> None:
        """Play this deal yourself from ``seat``, with bots in the other seats: from the
        step the record stands at, partway through it, or else from the first bid."""
        if isinstance(seat, bool) or seat not in range(self.players):
            raise IllegalActionError(self._not_a_seat(seat))
        partway = self.mode == "replay" and 0 < self.step < len(self.final.history)
        start = (
            f"You take over {self.seat_names[seat]} at step {self.step} of "
            f"{len(self.final.history)}, where the record stands; press Play "
            f"{self.seat_names[seat]} again to start from the first bid."
            if partway
            else "The deal starts again from the first bid."
        )
        self.mode = "play"
        self.player = seat
        self.seat = seat
        self.live = self.final.at(self.step) if partway else self.final.restart()
        self.choices = []
        self.bots = [None if s == seat else Opponent(self.bot_kind, s) for s in range(self.players)]
        said = self._run_bots()
        self._draw()
        if self.live.to_act == seat:
            said.append("Your turn: choose one of the buttons under the table, or ask for a hint.")
        elif self.live.result is not None:  # you sat out: the bots played it all
            said.append(result_words(self.live.result, self.seat_names))
        self.say("\n".join([start, *said]))
        # the keyboard's focus to your first choice: it stayed on "Play South", below
        # the choices, and a keyboard user had to go back up past them
        self.focus_first(self.actions_row)

    @action
    def leave_seat(self) -> None:
        """Back to stepping through the record."""
        if self.mode != "play":
            raise IllegalActionError("You are already stepping through the record.")
        self.mode = "replay"
        self.live = None
        self.player = None
        self._draw()
        self.say("Back to the record.")

    @action
    def choose(self, choice: Action | str) -> ChoiceLabel:
        """Your action in play mode; the adviser labels it (see :attr:`choices`)."""
        live, seat = self.live, self.player
        if self.mode != "play" or live is None or seat is None:
            raise IllegalActionError(self._how_to_play())
        if live.is_over:
            raise IllegalActionError(self._deal_over_words(seat))
        view = live.view(seat)
        advice = fallback_advice(self.hint_provider, view)
        rule = fallback_advice(rule_advice, view)
        played = live.apply(choice, seat=seat)
        verdict = (
            label_choice(
                played, advice, textbook=rule.action if rule is not None else None, view=view
            )
            if advice is not None
            else ChoiceLabel(
                played, Advice(played, _NO_ADVISER), None, f"{action_label(played, view)}."
            )
        )
        self.choices.append(verdict)
        text = verdict.text
        record_action = self._record_action(len(live.history) - 1)
        if record_action is not None:
            text += f"\nIn the record, this seat chose {action_label(record_action, view)}."
        said = self._run_bots()
        if said:
            text += "\n" + "\n".join(said)
        if not self._playing_live():
            self.seat = None  # the deal is over: every hand may be seen
        self._draw()
        result = live.result
        if result is not None:
            text += "\n" + result_words(result, self.seat_names)
        self.say(text, kind="good" if advice is not None and played == advice.action else "info")
        return verdict

    @action
    def hint(self) -> Advice:
        """The adviser's choice at your turn (play mode)."""
        live, seat = self.live, self.player
        if self.mode != "play" or live is None or seat is None:
            raise IllegalActionError(self._how_to_play())
        if live.is_over:
            raise IllegalActionError(self._deal_over_words(seat))
        view = live.view(seat)
        advice = fallback_advice(self.hint_provider, view)
        if advice is None:
            raise IllegalActionError(_NO_ADVISER)
        self.say("\n".join(hint_lines(advice, view)))
        return advice

    # ------------------------------------------------------------- helpers

    def _how_to_play(self) -> str:
        return (
            "To play this deal yourself, choose Play South (or another seat) below: "
            "hints and choices are for your turns."
        )

    def _deal_over_words(self, seat: int) -> str:
        return (
            f"The deal is over: choose Play {self.seat_names[seat]} to play it again, "
            "or Back to the record."
        )

    def _playing_live(self) -> bool:
        return self.mode == "play" and self.live is not None and not self.live.is_over

    def _replaying(self) -> None:
        """Leave play mode for the record's steps (the buttons are hidden while you
        play, but code and stale clicks may still arrive)."""
        if self.mode == "play":
            self.mode = "replay"
            self.live = None
            self.player = None

    def _show_options(self) -> list[tuple[str, int]]:
        names = self.seat_names
        if self._playing_live():
            assert self.player is not None
            return [(f"your view ({names[self.player]})", self.player)]
        return [("every hand", -1)] + [(f"{names[s]}'s view only", s) for s in range(self.players)]

    def _record_action(self, index: int) -> Action | None:
        """The record's action at ``index`` if the live deal has followed it so far."""
        live = self.live
        history = self.final.history
        if live is None or index >= len(history):
            return None
        if live.history[:index] != history[:index]:
            return None
        return history[index].action

    def _run_bots(self) -> list[str]:
        """The bots' turns up to yours, each told as you saw it (a discard face down)."""
        live, player = self.live, self.player
        assert live is not None and player is not None
        if self.bot_kind == "expert" and not live.is_over and live.to_act != player:
            self.say(THINKING)  # an expert bot can take seconds in the browser
        said = []
        while not live.is_over and live.to_act != player:
            seat = live.to_act
            assert seat is not None
            bot = self.bots[seat]
            assert bot is not None
            before = live.copy()
            live.apply(bot.act(live.view(seat)), seat=seat)
            seen = live.view(player).history[-1]
            said.append(action_words(before, seen, self.seat_names))
        return said

    def _alternatives(self) -> Annotations:
        """The record's alternative lines for this deal, as comments (computed once
        per deal: each line is replayed by the engine)."""
        cache = self._lines
        if self.deal_index not in cache:
            cache[self.deal_index] = alternative_notes(
                self.final,
                self.record.alternative_lines.get(self.deal_index),
                seat_names=self.seat_names,
            )
        return cache[self.deal_index]

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
        self.player = None
        self.step = step
        self._draw()
        self.say("")

    def _on_deal_menu(self, value: int) -> None:
        if not self._syncing and value != self.deal_index:
            self.select_deal(value)

    def _on_trick_menu(self, value: int) -> None:
        if not self._syncing:
            self.jump(trick=value)

    def _on_seat_menu(self, value: int) -> None:
        if self._syncing:
            return
        seat = None if value == -1 else value
        if seat != self.seat:
            self.show_seat(seat)

    def _sync_menus(self) -> None:
        """The menus say what the board shows (one source: this widget's state)."""
        with self._quietly():
            options = self._show_options()
            if list(self.seat_menu.options) != options:
                self.seat_menu.options = options
            value = -1 if self.seat is None else self.seat
            if value not in [v for _, v in options]:
                value = options[0][1]
                self.seat = None if value == -1 else value
            if self.seat_menu.value != value:
                self.seat_menu.value = value
            starts = self._trick_starts()
            trick = sum(1 for s in starts if s <= self.step) if self.mode == "replay" else 0
            if self.trick_menu.value != trick:
                self.trick_menu.value = trick

    def _tricks_played(self, deal: Deal) -> str:
        """Once the deal you played is over: its tricks, each card under the seat that
        played it (the board's hands are empty by then, and the others' cards were
        face down while you played)."""
        if deal.result is None or not deal.tricks:
            return ""
        drawn = "".join(
            f'<div><div style="font-size:12px">Trick {k}</div>'
            f"{trick_html(t, seat_names=self.seat_names, width=36, players=self.players)}</div>"
            for k, t in enumerate(deal.tricks, 1)
        )
        return (
            '<div style="margin-top:6px">The deal you played, trick by trick:</div>'
            f'<div style="display:flex;flex-wrap:wrap;gap:6px 14px">{drawn}</div>'
        )

    def _draw(self) -> None:
        self._sync_menus()
        deal = self.current
        names = self.seat_names
        guessed = self.assumed_text
        self.assumed.value = f"<i>{html.escape(guessed)}</i>" if guessed else ""
        if self.seat is None:
            self.board.value = deal_html(deal, seat_names=names, fit=True)
        else:
            self.board.value = view_html(deal.view(self.seat), seat_names=names, fit=True)
        for button in self.playing_buttons:
            button.layout.display = "" if self.mode == "play" else "none"
        if self.mode == "play":
            assert self.player is not None
            self.replay_controls.layout.display = "none"
            over = (
                " The deal is over: " + result_words(deal.result, names)
                if deal.result is not None
                else ""
            )
            others = ", ".join(names[s] for s in range(self.players) if s != self.player)
            stood_in = [names[s] for s, b in enumerate(self.bots) if b is not None and b.replaced]
            stand_ins = (
                f" The {self.bot_kind} bot does not play {form_words(deal.rules)}, so a random "
                f"bot plays {', '.join(stood_in)}."
                if stood_in
                else ""
            )
            said = f"You play {names[self.player]}; bots play {others}.{stand_ins}{over}"
            self.moment.value = heard_in_words(html.escape(said), said)
            # The latest choice's verdict is in the feedback under the buttons; every
            # one before it (the bid too, a deal has only a few) stays here.
            earlier = self.choices[:-1]
            self.notes.value = (
                "Your earlier choices:<br>" + "<br>".join(html.escape(c.text) for c in earlier)
                if earlier
                else ""
            ) + self._tricks_played(deal)
            if deal.to_act == self.player:
                self.action_buttons(deal.view(self.player), self.actions_row, self.choose)
            else:
                self.actions_row.children = []
            return
        self.replay_controls.layout.display = ""
        notes = self.annotations_now
        # The step and the record's comment on it, read out together, the cards in
        # words ("the 10♣" was read "10 black club suit"); the eye reads the comment in
        # its own box below.
        said = self.moment_text + "".join(f" The record's comment: {n}" for n in notes)
        shown = f"<b>{html.escape(self.moment_text)}</b>"
        self.moment.value = (
            f'<div role="status">{heard_in_words(shown, said, says_more=bool(notes))}</div>'
        )
        self.notes.value = (
            f'<div role="note" style="background:#fff8e1;color:{INK};padding:4px 8px;'
            'border-left:3px solid #8d6e00">'
            # Whose words: a comment's "I" is the record's commentator, not the seat.
            + "<b>The record's comment:</b> "
            + "<br>".join(html.escape(n) for n in notes)
            + "</div>"
            if notes
            else ""
        )
        self.actions_row.children = []
