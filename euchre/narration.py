"""Every sentence the engine says about a deal, in one place: the seats' names, what
each phase asks of the player to act, what each action did, and how a deal ended.

The deal itself (:mod:`euchre.deal`), the drawings (:mod:`euchre.render`), the static
stepper (:mod:`euchre.stepper`), the coach and the bots all take their words from
here, so the book, the widgets and the error messages name seats and results alike.

One seat-naming system: **you are South**, your partner sits across as North, and
the opponents are West (on your left) and East (on your right). Seat numbers stay
in the API; a reader sees names.

>>> seat_name(0), seat_name(1), team_name(1)
('South', 'West', 'West and East')
>>> seat_role(1, dealer=0)
'left of the dealer'
>>> phase_words(_Phase("order"))
'pass or order up the upcard'

This module imports no deal, drawing or stepper at import time (those import it);
it reads the value objects it is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from .actions import ActionKind
from .errors import EuchreError
from .tricks import trick_winner

if TYPE_CHECKING:
    from .actions import Action
    from .deal import Deal, DealResult, Phase, Turn

__all__ = [
    "PHASE_WORDS",
    "RESULT_KINDS",
    "SEAT_NAMES",
    "action_phrase",
    "action_words",
    "deal_story",
    "describe_action",
    "phase_words",
    "result_kind",
    "result_words",
    "seat_name",
    "seat_names",
    "seat_role",
    "team_name",
    "turn_words",
]

#: The seats' names, seat 0 first, then clockwise: you (South), the opponent on your
#: left (West), your partner (North), the opponent on your right (East).
SEAT_NAMES: tuple[str, str, str, str] = ("South", "West", "North", "East")

#: What the player to act must do in each phase, keyed by the phase's value (the
#: phase enum lives in :mod:`euchre.deal`, which imports this module).
PHASE_WORDS: dict[str, str] = {
    "name": "name the suit of the joker turned up",
    "order": "pass or order up the upcard",
    "discard": "discard a card after picking up the upcard",
    "call": "pass or name a trump suit other than the turned-down one",
    "give": "give their partner, who goes alone, their best card",
    "defend": "pass or defend alone",
    "play": "play a card",
    "over": "nothing: the deal is over",
}

#: Every way a deal can end, as :func:`result_kind` names them.
RESULT_KINDS: tuple[str, ...] = (
    "redeal",
    "thrown in",
    "made",
    "march",
    "euchred",
)


class _Phase(NamedTuple):
    """A stand-in with a phase's ``value`` (for this module's doctests)."""

    value: str


def seat_names(names: Sequence[str] | None = None) -> tuple[str, str, str, str]:
    """Four seat names, seat 0 first: ``names`` checked, or :data:`SEAT_NAMES`.

    >>> seat_names(["Ann", "Bo", "Cy", "Di"])
    ('Ann', 'Bo', 'Cy', 'Di')
    """
    if names is None:
        return SEAT_NAMES
    if isinstance(names, str | bytes):
        raise EuchreError(
            f"Seat names are a list of 4 names, seat 0 first, not one text {names!r}."
        )
    given = tuple(str(n) for n in names)
    if len(given) != 4:
        raise EuchreError(f"Seat names need 4 names, seat 0 first; got {len(given)}: {given!r}.")
    return (given[0], given[1], given[2], given[3])


def seat_name(seat: int, names: Sequence[str] | None = None) -> str:
    """The name of seat ``seat`` (0 to 3)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise EuchreError(f"{seat!r} is not a seat: seats are 0 (South) to 3 (East).")
    return seat_names(names)[seat]


def team_name(team: int, names: Sequence[str] | None = None) -> str:
    """The two partners of team ``team`` (0: South and North; 1: West and East)."""
    if team not in (0, 1):
        raise EuchreError(f"{team!r} is not a team: team 0 is South and North, 1 West and East.")
    all_names = seat_names(names)
    return f"{all_names[team]} and {all_names[team + 2]}"


def seat_role(seat: int, dealer: int) -> str:
    """Where ``seat`` sits from the dealer: the dealer, left of the dealer (who
    bids and, usually, leads first), the dealer's partner, or right of the dealer.

    >>> [seat_role(s, dealer=3) for s in range(4)]
    ['left of the dealer', "the dealer's partner", 'right of the dealer', 'the dealer']
    """
    return (
        "the dealer",
        "left of the dealer",
        "the dealer's partner",
        "right of the dealer",
    )[(seat - dealer) % 4]


def phase_words(phase: Phase, *, exchange: bool = False) -> str:
    """What the player to act must do in ``phase``: ``"pass or order up the upcard"``.
    ``exchange``: the dealer discards after a partner's best card (call for best)."""
    if phase.value == "discard" and exchange:
        return "discard a card after receiving their partner's best card"
    return PHASE_WORDS[phase.value]


def turn_words(phase: Phase) -> str:
    """The short form beside a seat whose turn it is: ``"to pass or order up"``."""
    return {
        "name": "to name the joker's suit",
        "order": "to pass or order up",
        "discard": "to discard",
        "call": "to pass or name trump",
        "give": "to give a card",
        "defend": "to pass or defend alone",
        "play": "to play",
        "over": "",
    }[phase.value]


# ---------------------------------------------------------------------- actions


def _plural_points(points: int) -> str:
    return f"{points} point{'' if points == 1 else 's'}"


def action_words(before: Deal, turn: Turn, names: Sequence[str] | None = None) -> str:
    """One action as a sentence, as it happened in the deal ``before`` it.

    >>> from euchre import Deal, Turn
    >>> from euchre.actions import Action
    >>> deal = Deal.shuffled(seed=1, dealer=0)
    >>> action_words(deal, Turn(1, Action.order()))
    'West orders up the K♥: hearts are trump.'
    """
    all_names = seat_names(names)
    seat = turn.seat
    who = all_names[seat]
    act = turn.action
    kind = act.kind
    alone = " and goes alone" if act.alone else ""
    dealer = before.dealer
    if kind is ActionKind.PASS:
        if before.phase.value == "defend":
            return f"{who} does not defend alone."
        return f"{who} passes."
    if kind is ActionKind.ORDER:
        up = before.upcard
        suit = up.suit if before.upcard_suit is None else before.upcard_suit
        if seat == dealer:
            return f"{who}, the dealer, picks up the {up}{alone}: {suit.plural} are trump."
        if (seat - dealer) % 4 == 2:
            tail = (
                f" and goes alone: {suit.plural} are trump, and the dealer sits out "
                "without picking it up."
                if act.alone
                else f": {suit.plural} are trump."
            )
            return f"{who}, the dealer's partner, assists (orders up the {up}){tail}"
        return f"{who} orders up the {up}{alone}: {suit.plural} are trump."
    if kind is ActionKind.CALL:
        if act.suit is None:
            return f"{who} calls no trump{alone}."
        return f"{who} names {act.suit.plural} {act.suit.symbol} as trump{alone}."
    if kind is ActionKind.NAME:
        assert act.suit is not None
        return (
            f"{who} names {act.suit.plural}: the joker turned up counts as a {act.suit.singular}."
        )
    if kind is ActionKind.GIVE:
        shown = "a card" if act.card is None else f"the {act.card}"
        return f"{who} passes {shown} to their partner, who goes alone."
    if kind is ActionKind.REDEAL:
        return f"{who} shows a weak hand and asks for a redeal."
    if kind is ActionKind.DEFEND:
        return f"{who} defends alone."
    if kind is ActionKind.DISCARD:
        thrown = "a card, face down" if act.card is None else f"the {act.card}"
        if before.exchange is not None:
            return f"{who} discards {thrown} in exchange for their partner's best card."
        if seat != dealer:
            return f"{who} takes the {before.upcard} to play alone and discards {thrown}."
        return f"{who}, the dealer, picks up the {before.upcard} and discards {thrown}."
    assert act.card is not None
    number = len(before.tricks) + 1
    played = before.current_trick
    if not played:
        return f"{who} leads the {act.card} (trick {number})."
    active = 4 - len(before.sitting_out)
    if len(played) + 1 < active:
        return f"{who} plays the {act.card}."
    pairs = [*played, (seat, act.card)]
    best = trick_winner([c for _, c in pairs], before.trump)
    winner, card = pairs[best]
    return f"{who} plays the {act.card}; {all_names[winner]} wins trick {number} with the {card}."


#: The name the stepper has always used for :func:`action_words`.
describe_action = action_words


def deal_story(deal: Deal, names: Sequence[str] | None = None) -> list[str]:
    """The whole deal in sentences: who dealt, every action, and the result."""
    all_names = seat_names(names)
    state = deal.restart()
    lines = [f"{all_names[deal.dealer]} deals and turns up the {deal.upcard}."]
    for turn in deal.history:
        lines.append(action_words(state, turn, all_names))
        state.apply(turn.action)
    if deal.result is not None:
        lines.append(result_words(deal.result, all_names))
    return lines


# ---------------------------------------------------------------------- results


def result_kind(result: DealResult) -> str:
    """Which of :data:`RESULT_KINDS` ``result`` is."""
    if result.redeal_by is not None:
        return "redeal"
    if result.thrown_in or result.maker is None:
        return "thrown in"
    if result.euchred:
        return "euchred"
    if result.march:
        return "march"
    return "made"


def result_words(result: DealResult, names: Sequence[str] | None = None) -> str:
    """How a deal ended, in a sentence: who made trump, how many tricks they took,
    and who scores what.

    >>> from euchre import Deal
    >>> deal = Deal.shuffled(seed=11, dealer=0)
    >>> for _ in range(8):
    ...     _ = deal.apply("pass")
    >>> result_words(deal.result)
    'Thrown in: all four passed twice, so nobody scores and the deal passes to the left.'
    """
    all_names = seat_names(names)
    kind = result_kind(result)
    if kind == "redeal":
        assert result.redeal_by is not None
        return (
            f"Redeal: {all_names[result.redeal_by]} showed a weak hand, so nobody scores "
            "and the same dealer deals again."
        )
    if kind == "thrown in":
        return "Thrown in: all four passed twice, so nobody scores and the deal passes to the left."
    assert result.maker is not None
    made = (
        "No trump, called"
        if result.trump is None
        else f"{result.trump.plural.capitalize()} trump, made"
    )
    who = all_names[result.maker] + (" alone" if result.maker_alone else "")
    if result.defender_alone is not None:
        who += f" (with {all_names[result.defender_alone]} defending alone)"
    tricks = result.maker_tricks
    took = f"the makers took {tricks} trick{'' if tricks == 1 else 's'}"
    verdict = {
        "made": "and made it",
        "march": "a march",
        "euchred": "so they are euchred",
    }[kind]
    scorer = result.scoring_team
    assert scorer is not None
    points = result.points[scorer]
    return (
        f"{made} by {who}: {took}, {verdict}; "
        f"{team_name(scorer, all_names)} score {_plural_points(points)}."
    )


def action_phrase(action: Action, *, dealer: bool = False, leading: bool = False) -> str:
    """The action as a phrase a sentence can use, without the player's name (the coach
    says "ordering up would ..."): ``dealer`` when the one who acts deals (ordering up
    is then picking up), ``leading`` when no card of the trick is down yet.

    >>> from euchre.actions import Action
    >>> action_phrase(Action.order(), dealer=True), action_phrase(Action.call("H", True))
    ('picking it up', 'calling hearts alone')
    >>> action_phrase(Action.play("AC"), leading=True)
    'leading A♣'
    """
    kind = action.kind
    if kind is ActionKind.PLAY and action.card is not None:
        return f"{'leading' if leading else 'playing'} {action.card}"
    if kind is ActionKind.PASS:
        return "passing"
    if kind is ActionKind.ORDER:
        verb = "picking it up" if dealer else "ordering up"
        return verb + (" alone" if action.alone else "")
    alone = " alone" if action.alone else ""
    if kind is ActionKind.CALL:
        return f"calling {'no trump' if action.suit is None else action.suit.plural}{alone}"
    card = "a card" if action.card is None else str(action.card)
    if kind is ActionKind.PLAY:
        return f"{'leading' if leading else 'playing'} {card}"
    if kind is ActionKind.DISCARD:
        return f"discarding {card}"
    if kind is ActionKind.GIVE:
        return f"giving {card}"
    if kind is ActionKind.NAME:
        return f"naming {action.suit.plural if action.suit is not None else 'a suit'}"
    if kind is ActionKind.REDEAL:
        return "asking for a redeal"
    return "defending alone"
