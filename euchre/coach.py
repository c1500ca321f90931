"""The coach: EGN annotations and hints from the ExpertBot's evaluations.

:func:`annotate` goes through every call and every card of a game (a
:class:`~euchre.Game` or an EGN :class:`~euchre.egn.Record`), evaluates each decision
**from the seat that made it** (its :class:`~euchre.PlayerView` at that moment, so the
coach never blames a player for cards they could not see) with
:class:`~euchre.bots.expert_bot.ExpertBot`, and compares the chosen action's value
with the best legal action's. Values are expected points of the deal for the
player's team, score-aware (:func:`~euchre.bots.expert_bot.game_value`).

The labels, by the *loss* (best value minus the chosen action's value):

=========================  ==========  =============================================
loss, in points            label       meaning
=========================  ==========  =============================================
0.75 or more               ``[??]``    blunder
0.30 to 0.75               ``[?]``     mistake
0.10 to 0.30               ``[?!]``    dubious
under 0.10                 none        close enough to the best: no comment
=========================  ==========  =============================================

and, when the chosen action is the best, beats every other by a *margin*, and is
not simply the textbook choice (:class:`~euchre.bots.RuleBot` would have done
something else: praise is kept for the plays a rule of thumb misses, so that a
routine pass with a weak hand is not applauded):

=========================  ==========  =============================================
margin over the second     label       meaning
=========================  ==========  =============================================
0.30 or more               ``[!]``     great play
0.75 or more, and in the   ``[!!]``    brilliant: the second-best action would
real deal it changed the               have scored less in this very deal (both
outcome                                played out double-dummy)
=========================  ==========  =============================================

The coach samples twice as many worlds as the ExpertBot plays with
(:data:`COACH_WORLDS`, :data:`COACH_BID_WORLDS`), which cuts the sampling noise
near the thresholds. Decisions with one legal action, the dealer's discard and the
choice to defend alone (EGN has no key for them) get no comment. Keys follow EGN:
``calls[i]`` is the i-th pass, order or call of the deal, ``plays[j]`` the j-th card
played. Every form is judged the same way; in Bid Euchre ``calls[i]`` is the i-th
bid of the auction. The naming of trump and the moon's exchange, and in five-handed
the call of a partner, have no EGN key, so :func:`annotate` leaves them uncommented,
while :func:`hint` and :func:`judge` take any decision.

>>> from euchre import Deal
>>> deal = Deal.new(dealer=3, hands=["JH JD AH KH QH", "9C TC QC KC AC",
...                                  "9S TS QS KS AS", "9D TD QD KD AD"],
...                 kitty="TH 9H JC JS")
>>> _ = deal.apply("pass")  # seat 0 passes a hand that marches alone
>>> notes = judge(deal.at(0).view(0), deal.history[0].action)
>>> notes.label
Label.BLUNDER
>>> print(notes.text)  # doctest: +ELLIPSIS
[??]Passing: expected +1... points if the others bid by the rules of thumb (a throw-in scores 0); ordering up alone instead: you make it alone in 100% of the deals played out, 5.0 tricks on average, expected +4.00 points.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from .actions import Action, ActionKind
from .annotations import Annotations, Label
from .bots.base import check_view
from .bots.bidding import lookup
from .bots.expert_bot import (
    BID_WORLDS,
    PLAY_WORLDS,
    Evaluation,
    ExpertBot,
    describe_action,
    finish_bidding,
    signed_points,
    table_deals_words,
)
from .bots.rule_bot import RuleBot
from .checks import bool_arg, finite_number, int_arg, why_not_finite
from .deal import Deal, Phase
from .egn import Record
from .errors import IllegalActionError, shown
from .game import Game
from .narration import seat_name
from .solver import card_values, solve
from .view import PlayerView
from .words import capitalised, signed

__all__ = [
    "BLUNDER_LOSS",
    "BRILLIANT_MARGIN",
    "COACH_BID_WORLDS",
    "COACH_WORLDS",
    "DUBIOUS_LOSS",
    "GREAT_MARGIN",
    "MISTAKE_LOSS",
    "Judgement",
    "annotate",
    "hint",
    "judge",
    "label_for",
    "textbook_difference",
]

#: Loss (points) from which a decision is a blunder ``[??]``.
BLUNDER_LOSS = 0.75
#: Loss from which a decision is a mistake ``[?]``.
MISTAKE_LOSS = 0.30
#: Loss from which a decision is dubious ``[?!]``; below it the coach says nothing.
DUBIOUS_LOSS = 0.10
#: Margin of the best action over the second from which choosing it is great ``[!]``.
GREAT_MARGIN = 0.30
#: Margin from which choosing the best is brilliant ``[!!]`` (if it changed the outcome).
BRILLIANT_MARGIN = 0.75
#: Worlds per card decision when judging (the ExpertBot's default, doubled).
COACH_WORLDS = 2 * PLAY_WORLDS
#: Worlds per bid when judging.
COACH_BID_WORLDS = 2 * BID_WORLDS

_TEXTBOOK = RuleBot()
#: The phases whose decisions EGN keys as calls: the two rounds of bidding, and Bid
#: Euchre's auction (its bids keyed by their place in the auction).
_CALLS = frozenset({Phase.ORDER, Phase.CALL, Phase.AUCTION})


@dataclass(frozen=True)
class Judgement:
    """The coach's verdict on one decision: the ``label`` (or ``None`` when there is
    nothing to say), the annotation ``text`` (label first, as EGN writes it), the
    evaluations of the ``chosen`` and the ``best`` action, and the ``loss`` in points
    (negative: the chosen action beat the second best by that much)."""

    label: Label | None
    text: str
    chosen: Evaluation
    best: Evaluation
    loss: float


def _worlds(value: object, name: str) -> None:
    if value is not None:
        int_arg(
            value, name, 1, 100_000, "the coach samples 1 to 100,000 worlds (None: its default)"
        )


def _bot(seed: int, worlds: int | None, bid_worlds: int | None) -> ExpertBot:
    _worlds(worlds, "worlds")
    _worlds(bid_worlds, "bid_worlds")
    return ExpertBot(
        seed=seed,
        worlds=worlds or COACH_WORLDS,
        bid_worlds=bid_worlds or COACH_BID_WORLDS,
    )


def hint(view: PlayerView, *, seed: int = 0, worlds: int | None = None) -> Evaluation:
    """The best action for the view's seat and why (for widgets: fast at defaults).

    >>> from euchre import Deal
    >>> deal = Deal.new(dealer=3, hands=["JH JD AH KH QH", "9C TC QC KC AC",
    ...                                  "9S TS QS KS AS", "9D TD QD KD AD"],
    ...                 kitty="TH 9H JC JS")
    >>> print(hint(deal.view(0)))
    order alone: Ordering up alone: you make it alone in 100% of the deals played out, 5.0 tricks on average, expected +4.00 points.
    """
    _worlds(worlds, "worlds")
    count = worlds or PLAY_WORLDS
    bot = ExpertBot(seed=seed, worlds=count, bid_worlds=worlds or BID_WORLDS)
    evals = bot.explain(view, every=False)
    best = evals[0]
    why = textbook_difference(view, evals)
    if why is None:
        return best
    return replace(best, reason=f"{best.reason} {why}")


def textbook_difference(view: PlayerView, evals: list[Evaluation]) -> str | None:
    """Where the learned bidding table's best bid (``evals[0]``) is not what
    RuleBot's rule of thumb says, why, in a player's words; ``None`` where they
    agree or the decision is not a bid the table covers. It is said after the best
    bid's own reason, which names the deals measured, so it does not name them again.

    >>> from euchre import Deal
    >>> from euchre.bots.expert_bot import ExpertBot
    >>> view = Deal.shuffled(seed=33, dealer=0).view(1)  # J♣ 9♥ 10♥ J♠ K♠, 10♣ turned up
    >>> print(textbook_difference(view, ExpertBot().explain(view)))  # doctest: +ELLIPSIS, +NORMALIZE_WHITESPACE
    The rule of thumb (rule 2, order with the bowers) says order up; passing is worth ...
    points more: ordering up makes it only ...% of the time, and a euchre costs more than a
    pass gives away.
    """
    view = check_view(view)
    if not isinstance(evals, list) or not all(isinstance(e, Evaluation) for e in evals):
        raise IllegalActionError(
            f"evals={shown(evals)} is not a list of evaluations: give ExpertBot().explain(view)."
        )
    if not evals or evals[0].worlds == 0 or view.phase not in (Phase.ORDER, Phase.CALL):
        return None
    rows = lookup(view)
    if rows is None:
        return None
    if any(e.action not in rows for e in evals):
        raise IllegalActionError(
            "These evaluations are not of this view's bids: give explain(view)."
        )
    decision = _TEXTBOOK.explain(view)
    best = evals[0]
    if decision.action == best.action:
        return None
    textbook = next((e for e in evals if e.action == decision.action), None)
    if textbook is None:
        return None
    row = rows[best.action]
    gain = best.value - textbook.value
    rule = (
        f"The rule of thumb (rule {decision.rule.number}, {decision.rule.name}) "
        f"says {_verb(decision.action, view)}"
    )
    measured = f"{describe_action(best.action, view)} is worth {gain:.2f} points more"
    if best.worlds != row.deals:  # an alone bid the ExpertBot's lone search valued
        return (
            f"{rule} with your partner; played out in {best.worlds} deals of the cards you "
            f"cannot see, going alone is worth {gain:.2f} points more."
        )
    if best.action.kind is ActionKind.PASS:
        made = rows[decision.action].made
        return (
            f"{rule}; {measured}: {describe_action(decision.action, view)} makes it only "
            f"{round(100 * made)}% of the time, and a euchre costs more than a pass gives away."
        )
    passing = next((e for e in evals if e.action.kind is ActionKind.PASS), None)
    gives = (
        ""
        if passing is None
        else f", and after a pass the other side scores in {round(100 * passing.concedes)}% of deals"
    )
    return f"{rule}; {measured}{gives}."


def _verb(action: Action, view: PlayerView) -> str:
    """``"pass"``, ``"order up"``, ``"call hearts alone"``: the bid as an instruction."""
    words = describe_action(action, view)
    first, _, rest = words.partition(" ")
    verb = {"passing": "pass", "ordering": "order", "calling": "call"}.get(first, first)
    return f"{verb} {rest}".strip()


def _summary(ev: Evaluation, view: PlayerView, before: Evaluation | None = None) -> str:
    """What an evaluated action achieves, as a clause; said after ``before``'s clause,
    without the deals of the learned table that clause has named already."""
    action = ev.action
    bidding_pass = view.phase is not Phase.PLAY and action.kind is ActionKind.PASS
    if (ev.makers is None and not bidding_pass) or ": " not in ev.reason:
        return f"expected {signed(ev.points)} points"
    # A pass's value holds against players who bid by the rules of thumb, and its
    # reason says so: a label that weighs a bid against a pass keeps those words.
    clause = ev.reason.split(": ", 1)[1].rstrip(".")
    if before is not None and before.worlds == ev.worlds:
        measured = table_deals_words(ev.worlds)
        if measured in before.reason:
            clause = clause.replace(f" {measured}", "", 1)
    return clause


def label_for(loss: float, margin: float, changed: bool = False) -> Label | None:
    """The label for a choice that loses ``loss`` points against the best one, or,
    when it is the best, beats the second best by ``margin`` (``changed``: and in the
    real deal, played out, the second best would have scored less). The thresholds
    are the table's above; no label in between.

    >>> label_for(0.8, 0.0), label_for(0.05, 0.0), label_for(0.0, 0.4)
    (Label.BLUNDER, None, Label.GREAT)
    """
    for name, value in (("loss", loss), ("margin", margin)):
        if not finite_number(value):
            raise IllegalActionError(
                f"{name}={shown(value)} {why_not_finite(value)}: give the points as a "
                "number, such as 0.25."
            )
    changed = bool_arg(changed, "changed", IllegalActionError)
    if loss >= BLUNDER_LOSS:
        return Label.BLUNDER
    if loss >= MISTAKE_LOSS:
        return Label.MISTAKE
    if loss >= DUBIOUS_LOSS:
        return Label.DUBIOUS
    if loss <= 0 and margin >= BRILLIANT_MARGIN and changed:
        return Label.BRILLIANT
    if loss <= 0 and margin >= GREAT_MARGIN:
        return Label.GREAT
    return None


def _side_of(deal: Deal, seat: int) -> int:
    """The index of ``seat``'s side in ``deal.sides`` (its team in the four-handed game;
    in cutthroat the sides are the maker and the other two once trump is made)."""
    return next(i for i, side in enumerate(deal.sides) if seat in side)


def _real_points(deal: Deal, action: Action, seat: int) -> int | None:
    """The points of ``seat``'s side in this very deal if ``action`` is taken now and
    the rest is played double-dummy (the bidding finished by RuleBot)."""
    if deal.phase is Phase.PLAY:
        assert action.card is not None and deal.maker is not None
        tricks = card_values(deal)[action.card]
        return signed_points(
            tricks,
            _side_of(deal, seat),
            _side_of(deal, deal.maker),
            deal.plays_alone,
            deal.defender_alone is not None,
            deal.rules,
            bid=deal.high_bid,
            moon=deal.moon,
        )
    world = deal.copy()
    world.apply(action)
    finish_bidding(world)
    if world.maker is None:
        return 0
    team = _side_of(world, seat)
    tricks = solve(world).tricks[team]
    return signed_points(
        tricks,
        team,
        _side_of(world, world.maker),
        world.plays_alone,
        world.defender_alone is not None,
        world.rules,
        bid=world.high_bid,
        moon=world.moon,
    )


def judge(
    view: PlayerView,
    action: Action | str,
    *,
    deal: Deal | None = None,
    seed: int = 0,
    worlds: int | None = None,
    bid_worlds: int | None = None,
) -> Judgement:
    """The coach's verdict on ``action`` taken in ``view`` (see the module text for the
    labels; ``worlds`` and ``bid_worlds`` default to :data:`COACH_WORLDS` and
    :data:`COACH_BID_WORLDS`). ``deal``, the real deal at that moment, lets the coach tell whether a
    clearly best action changed the outcome (needed for ``[!!]``)."""
    view = check_view(view)
    chosen_action = Action.parse(action)
    if deal is not None and not isinstance(deal, Deal):
        raise IllegalActionError(f"deal={shown(deal)} is not a deal: give the Deal, or None.")
    if chosen_action not in view.legal_actions():
        who = seat_name(view.seat, players=view.players)
        if view.to_act != view.seat:
            turn = (
                "the deal is over"
                if view.to_act is None
                else f"it is {seat_name(view.to_act, players=view.players)}'s turn"
            )
            raise IllegalActionError(
                f"{chosen_action.printed} is not a choice of {who} here: {turn}, not {who}'s."
            )
        allowed = ", ".join(a.printed for a in view.legal_actions())
        raise IllegalActionError(
            f"{chosen_action.printed} is not a choice of {who} here: the choices are {allowed}."
        )
    evals = _bot(seed, worlds, bid_worlds).explain(view)
    best = evals[0]
    chosen = next(e for e in evals if e.action == chosen_action)
    loss = best.value - chosen.value
    margin = 0.0
    changed = False
    if chosen is best and len(evals) > 1 and _TEXTBOOK.act(view) != chosen.action:
        second = evals[1]
        margin = best.value - second.value
        if margin >= BRILLIANT_MARGIN and deal is not None:
            mine = _real_points(deal, chosen.action, view.seat)
            other = _real_points(deal, second.action, view.seat)
            changed = mine is not None and other is not None and mine > other
    label = label_for(loss, margin, changed)
    what = capitalised(describe_action(chosen.action, view))
    if label is None:
        text = ""
    elif label.is_criticism:
        text = (
            f"{label.value}{what}: {_summary(chosen, view)}; "
            f"{describe_action(best.action, view)} instead: {_summary(best, view, chosen)}."
        )
    else:
        second = evals[1]
        text = (
            f"{label.value}{what}: {_summary(chosen, view)}; the next best, "
            f"{describe_action(second.action, view)}: {_summary(second, view)}."
        )
    return Judgement(label=label, text=text, chosen=chosen, best=best, loss=loss)


def annotate(
    source: Game | Record,
    *,
    seed: int = 0,
    worlds: int | None = None,
    bid_worlds: int | None = None,
    attach: bool = False,
    deals: Iterable[int] | None = None,
) -> list[Annotations]:
    """The coach's comments on every deal of a game or EGN record: one
    :class:`~euchre.annotations.Annotations` per deal, keyed as EGN keys them.

    Every call and card with a choice is judged from its player's view (see
    :func:`judge`); only labelled verdicts are written. With ``attach=True`` the
    comments are also added to the game's own annotations (so that
    :func:`euchre.egn.dump` writes them). ``deals`` limits the work to some deals
    (by index); the others get empty annotations.
    """
    if not isinstance(source, Game | Record):
        raise IllegalActionError(
            f"{shown(source)} is not a game: give a Game, or an EGN Record (egn.load)."
        )
    bool_arg(attach, "attach")
    _worlds(worlds, "worlds")
    _worlds(bid_worlds, "bid_worlds")
    game = source.game if isinstance(source, Record) else source
    numbers = (
        tuple(deals)
        if isinstance(deals, Iterable) and not isinstance(deals, str | bytes | dict)
        else None
    )
    if deals is not None and (numbers is None or not all(type(i) is int for i in numbers)):
        raise IllegalActionError(
            f"deals={shown(deals)} is not a list of deal numbers: give numbers like [0, 2]."
        )
    chosen = None if numbers is None else {game.check_deal_number(n, "deals") for n in numbers}
    result: list[Annotations] = []
    for index, deal in enumerate(game.deals):
        notes = Annotations()
        if chosen is not None and index not in chosen:
            result.append(notes)
            continue
        replay = deal.restart()
        calls = plays = 0
        for turn in deal.history:
            phase = replay.phase
            view = replay.view(turn.seat)
            bid = phase in _CALLS
            play = phase is Phase.PLAY
            if (bid or play) and len(view.legal_actions()) > 1:
                verdict = judge(
                    view, turn.action, deal=replay, seed=seed, worlds=worlds, bid_worlds=bid_worlds
                )
                if verdict.label is not None:
                    if bid:
                        notes.add_call(calls, verdict.text)
                    else:
                        notes.add_play(plays, verdict.text)
            calls += bid
            plays += play
            replay.apply(turn.action)
        result.append(notes)
        if attach:
            mine = game.annotations_for(index)
            for k, texts in notes.calls.items():
                for text in texts:
                    mine.add_call(k, text)
            for k, texts in notes.plays.items():
                for text in texts:
                    mine.add_play(k, text)
    return result
