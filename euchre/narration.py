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
>>> from euchre import Phase
>>> phase_words(Phase.ORDER)
'pass or order up the upcard'

This module imports no deal, drawing or stepper at import time (those import it);
it reads the value objects it is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from .actions import UNDER_CARDS, ActionKind, canonical
from .checks import bool_arg, int_arg
from .errors import EuchreError, IllegalActionError, shown
from .seats import FORM_SEAT_NAMES, SEAT_NAMES, not_a_seat
from .tricks import trick_winner
from .words import card_words, count_words, listed, points_words

if TYPE_CHECKING:
    from .actions import Action
    from .cards import Card
    from .deal import Deal
    from .values import DealResult, Phase, Turn

__all__ = [
    "FORM_SEAT_NAMES",
    "PHASE_WORDS",
    "RESULT_KINDS",
    "SEAT_NAMES",
    "action_phrase",
    "action_words",
    "after_a_card_given",
    "cards_buried",
    "deal_story",
    "phase_words",
    "result_kind",
    "result_words",
    "seat_name",
    "seat_names",
    "seat_role",
    "team_name",
    "turn_words",
]

#: What the player to act must do in each phase, keyed by the phase's value (the
#: phase enum lives in :mod:`euchre.deal`, which imports this module).
PHASE_WORDS: dict[str, str] = {
    "name": "name the suit of the joker turned up, before looking at their hand",
    "order": "pass or order up the upcard",
    "discard": "discard a card after picking up the upcard",
    "call": "pass or name a trump suit other than the turned-down one",
    "give": "give their partner, who plays alone, their best card",
    "defend": "pass or defend alone",
    "under": f"bury {count_words(UNDER_CARDS)} cards under the upcard (going under)",
    "auction": "bid 3 to 6 tricks (more than any bid before), or pass",
    "trump": "name trump, having won the bidding",
    "partner": "call a card (whoever holds it is their partner)",
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
    "fast break",
)


class _Phase(NamedTuple):
    """A stand-in with a phase's ``value`` (for this module's doctests)."""

    value: str


def seat_names(names: Sequence[str] | None = None, *, players: int = 4) -> tuple[str, ...]:
    """The seat names, seat 0 first: ``names`` checked, or the course's own
    (:data:`SEAT_NAMES` for four players, :data:`FORM_SEAT_NAMES` for two, three or five).

    >>> seat_names(["Ann", "Bo", "Cy", "Di"])
    ('Ann', 'Bo', 'Cy', 'Di')
    >>> seat_names(players=3)
    ('South', 'West', 'East')
    """
    if type(players) is not int or players not in FORM_SEAT_NAMES:
        raise EuchreError(f"players={shown(players)} is not a form of the game: 2, 3, 4 or 5 play.")
    if names is None:
        return FORM_SEAT_NAMES[players]
    if not isinstance(names, list | tuple) or not all(isinstance(n, str) for n in names):
        raise EuchreError(
            f"Seat names are a list of {players} names, seat 0 first, not {shown(names)}."
        )
    given = tuple(names)
    if len(given) != players:
        raise EuchreError(
            f"Seat names need {players} names, seat 0 first; got {len(given)}: {given!r}."
        )
    return given


def seat_name(seat: int, names: Sequence[str] | None = None, *, players: int = 4) -> str:
    """The name of seat ``seat`` (0 to ``players - 1``).

    >>> seat_name(1, players=2)
    'North'
    """
    all_names = seat_names(names, players=players)
    if type(seat) is not int or not 0 <= seat < players:
        raise IllegalActionError(not_a_seat(seat, players=players, names=all_names))
    return all_names[seat]


def team_name(team: int, names: Sequence[str] | None = None) -> str:
    """The two partners of team ``team`` (0: South and North; 1: West and East)."""
    if type(team) is not int or team not in (0, 1):
        raise IllegalActionError(
            f"{shown(team)} is not a team: team 0 is South and North, 1 West and East."
        )
    all_names = seat_names(names)
    return f"{all_names[team]} and {all_names[team + 2]}"


def seat_role(seat: int, dealer: int, players: int = 4) -> str:
    """Where ``seat`` sits from the dealer: the dealer, left of the dealer (who
    bids and, usually, leads first), the dealer's partner, or right of the dealer.

    >>> [seat_role(s, dealer=3) for s in range(4)]
    ['left of the dealer', "the dealer's partner", 'right of the dealer', 'the dealer']
    """
    seat_name(seat, players=players)  # each a seat of this form, or an error saying so
    seat_name(dealer, players=players)
    if players == 2:
        return ("the dealer", "the non-dealer")[(seat - dealer) % 2]
    if players == 3:
        return ("the dealer", "left of the dealer", "right of the dealer")[(seat - dealer) % 3]
    if players == 5:  # nobody has a fixed partner
        return (
            "the dealer",
            "left of the dealer",
            "two left of the dealer",
            "two right of the dealer",
            "right of the dealer",
        )[(seat - dealer) % 5]
    return (
        "the dealer",
        "left of the dealer",
        "the dealer's partner",
        "right of the dealer",
    )[(seat - dealer) % 4]


def phase_words(
    phase: Phase,
    *,
    exchange: bool = False,
    you: bool = False,
    choices: Sequence[Action] = (),
    dealer: bool = False,
    buried: int = 0,
) -> str:
    """What the player to act must do in ``phase``: ``"pass or order up the upcard"``.
    ``exchange``: the dealer discards after a partner's best card (call for best).
    ``you``: said to that player ("your partner", not "their partner").
    ``choices``: the actions the player has, where known: where the rules take one
    away (a stuck dealer may not pass; an auction leaves only the bids above the
    last), the words say what is left. ``dealer``: the player is the dealer, who
    picks the upcard up rather than ordering it up. ``buried``: going under, the cards
    buried so far (:func:`cards_buried`), so that the words count those still to bury.

    >>> from euchre.values import Phase
    >>> phase_words(Phase.PARTNER, you=True)
    'call a card (whoever holds it is your partner)'
    >>> from euchre import Action
    >>> phase_words(Phase.CALL, choices=[Action.call("C"), Action.call("S")])
    'name a trump suit other than the turned-down one (the dealer is stuck: no passing)'
    >>> phase_words(Phase.AUCTION, choices=[Action.pass_()])
    'pass (no higher bid is left)'
    >>> phase_words(Phase.UNDER, buried=2)
    'bury one more card under the upcard (going under)'
    """
    buried = _buried(buried)
    if _phase(phase) == "discard" and bool_arg(exchange, "exchange"):
        words = "discard a card after receiving their partner's best card"
    elif phase.value == "under" and 0 < buried < UNDER_CARDS:
        left = UNDER_CARDS - buried
        more = f"{count_words(left)} more card{'s' if left > 1 else ''}"
        words = PHASE_WORDS["under"].replace(f"{count_words(UNDER_CARDS)} cards", more)
    else:
        words = _narrowed(phase.value, choices) or PHASE_WORDS[phase.value]
    if bool_arg(dealer, "dealer") and phase.value == "order":
        words = words.replace("order up", "pick up")
    return words.replace("their ", "your ") if bool_arg(you, "you") else words


def after_a_card_given(history: Sequence[Turn]) -> bool:
    """True if the last action of ``history`` (a deal's or a view's) gave a card for
    best: the discard to come is in exchange for it (``phase_words(...,
    exchange=True)``), not for the upcard. A loner's partner, a lone defender's partner
    and a moon's partner give one.

    >>> from euchre.values import Turn
    >>> from euchre.actions import Action
    >>> after_a_card_given([Turn(2, Action.give("AH"))]), after_a_card_given([])
    (True, False)
    """
    given = _history_arg(history)
    return bool(given) and _turn_kind(given[-1]) is ActionKind.GIVE


def _history_arg(history: object) -> Sequence[object]:
    """``history``, a deal's or a view's, whose last turn is a turn; else an error."""
    if isinstance(history, str | bytes) or not isinstance(history, Sequence):
        raise EuchreError(f"{shown(history)} is not a history: give a deal's or a view's history.")
    if history:
        _turn_kind(history[-1])
    return history


def _turn_kind(turn: object) -> ActionKind:
    """The kind of ``turn``'s action, or an error saying what a history holds."""
    kind = getattr(getattr(turn, "action", None), "kind", None)
    if not isinstance(kind, ActionKind):
        raise EuchreError(f"{shown(turn)} is not a turn: a history holds Turn(seat, action).")
    return kind


def cards_buried(history: Sequence[Turn]) -> int:
    """Going under: how many cards the player who went under has buried so far, read
    from a deal's or a view's ``history`` (``phase_words(..., buried=...)``).

    >>> from euchre.values import Turn
    >>> from euchre.actions import Action
    >>> cards_buried([Turn(1, Action.go_under()), Turn(1, Action.discard("9S"))])
    1
    """
    for count, turn in enumerate(reversed(_history_arg(history))):
        kind = getattr(getattr(turn, "action", None), "kind", None)
        if kind is ActionKind.UNDER:
            return count
        if kind is not ActionKind.DISCARD:
            return 0
    return 0


def _buried(buried: object) -> int:
    """``buried`` of :func:`phase_words`, or an error saying what it may be."""
    why = f"give how many cards the player going under has buried so far, 0 to {UNDER_CARDS}"
    return int_arg(buried, "buried", 0, UNDER_CARDS, why)


def _narrowed(phase: str, choices: Sequence[Action]) -> str | None:
    """The words for a bidding turn whose choices the rules narrowed, else None."""
    kinds = {action.kind for action in choices}
    if not kinds:
        return None
    can_pass = ActionKind.PASS in kinds
    if phase == "call" and not can_pass:
        return PHASE_WORDS["call"].replace("pass or ", "") + " (the dealer is stuck: no passing)"
    if phase != "auction":
        return None
    bids = sorted(a.tricks for a in choices if a.kind is ActionKind.BID and a.tricks)
    parts = []
    if len(bids) > 1:
        parts.append(f"bid {bids[0]} to {bids[-1]} tricks (more than any bid before)")
    elif bids:
        parts.append(f"bid {bids[0]} tricks" + ("" if can_pass else " (the dealer is stuck)"))
    if ActionKind.MOON in kinds:
        parts.append("shoot the moon")
    if can_pass:
        parts.append("pass" if parts else "pass (no higher bid is left)")
    return listed(parts, "or")


def turn_words(phase: Phase, choices: Sequence[Action] = (), *, dealer: bool = False) -> str:
    """The short form beside a seat whose turn it is: ``"to pass or order up"``
    (``choices`` and ``dealer`` as for :func:`phase_words`: a stuck dealer is "to name
    trump", a dealer in the first round "to pass or pick up")."""
    value = _phase(phase)
    if value == "order" and bool_arg(dealer, "dealer"):
        return "to pass or pick up"
    if _narrowed(value, choices) is not None:
        kinds = {action.kind for action in choices}
        if value == "call":
            return "to name trump"
        if kinds == {ActionKind.PASS}:
            return "to pass"
        if ActionKind.PASS not in kinds:
            return "to bid"
    return {
        "name": "to name the joker's suit",
        "order": "to pass or order up",
        "discard": "to discard",
        "call": "to pass or name trump",
        "give": "to give a card",
        "defend": "to pass or defend alone",
        "under": "to bury a card",
        "auction": "to bid or pass",
        "trump": "to name trump",
        "partner": "to call a partner",
        "play": "to play",
        "over": "",
    }[phase.value]


def _phase(phase: object) -> str:
    """The value of a phase of the deal, or an error saying it is not one."""
    from .values import Phase

    if not isinstance(phase, Phase):
        raise EuchreError(f"{shown(phase)} is not a phase of the deal: give one, like Phase.PLAY.")
    return phase.value


# ---------------------------------------------------------------------- actions


def action_words(before: Deal, turn: Turn, names: Sequence[str] | None = None) -> str:
    """One action as a sentence, as it happened in the deal ``before`` it.

    >>> from euchre import Deal, Turn
    >>> from euchre.actions import Action
    >>> deal = Deal.shuffled(seed=1, dealer=0)
    >>> action_words(deal, Turn(1, Action.order()))
    'West orders up the K♥: hearts are trump.'
    """
    act = _turn_of(before, turn)
    said = _action_sentence(before, turn, act, names)
    return said + _no_card_to_call(before, turn, act, names)


def _no_card_to_call(before: Deal, turn: Turn, act: Action, names: Sequence[str] | None) -> str:
    """Five-handed with ``call_ace``: where the bidding's last action leaves the maker
    no ace to call (each is trump, in their hand or seen out of play), the maker plays
    alone without having asked to, and the sentence says so."""
    if not before.rules.call_ace or before.phase.value not in ("order", "call", "discard"):
        return ""  # (without call_ace some card is always left to call)
    # A discard told face down (card None) could be any card the dealer may discard:
    # the sentence is said only if each of them leaves no ace to call.
    hidden = act.kind is ActionKind.DISCARD and act.card is None
    tried = [a for a in before.legal_actions() if a.kind is ActionKind.DISCARD] if hidden else [act]
    makers = {_alone_for_want_of_a_card(before, a, turn.seat) for a in tried}
    if len(makers) != 1 or None in makers:
        return ""
    maker = seat_names(names, players=5)[makers.pop()]  # type: ignore[index]
    return (
        f" {maker} has no ace left to call (each is trump, in their hand or out of play), "
        "so plays alone against the other four."
    )


def _alone_for_want_of_a_card(before: Deal, act: Action, seat: int) -> int | None:
    """The maker, if ``act`` ends the bidding with them alone though they never asked."""
    after = before.copy()
    after.apply(act, seat=seat)
    if after.phase.value != "play" or not after.maker_alone or after.maker is None:
        return None
    if any(t.action.alone for t in after.history if t.seat == after.maker):
        return None
    return after.maker


def _the(card: Card | None) -> str:
    """A card with its article: ``the J♦``, the joker by name (:func:`card_words`)."""
    return card_words(card) if card is not None and card.is_joker else f"the {card}"


def _action_sentence(before: Deal, turn: Turn, act: Action, names: Sequence[str] | None) -> str:
    players = before.players
    all_names = seat_names(names, players=players)
    seat = turn.seat
    who = all_names[seat]
    kind = act.kind
    alone = " and goes alone" if act.alone else ""
    if players == 5 and act.alone:
        alone = " and plays alone against the other four"
    dealer = before.dealer
    if kind is ActionKind.PASS:
        if before.phase.value == "defend":
            return f"{who} does not defend alone."
        return f"{who} passes."
    if kind is ActionKind.ORDER:
        up = before.upcard
        assert up is not None  # (only a form with an upcard orders it up)
        suit = up.suit if before.upcard_suit is None else before.upcard_suit
        if players == 3:
            alone = " and plays alone against the other two"
        if seat == dealer:
            return f"{who}, the dealer, picks up {_the(up)}{alone}: {suit.plural} are trump."
        if players == 4 and (seat - dealer) % 4 == 2:
            tail = (
                f" and goes alone: {suit.plural} are trump, and the dealer sits out "
                "without picking it up."
                if act.alone
                else f": {suit.plural} are trump."
            )
            return f"{who}, the dealer's partner, assists (orders up {_the(up)}){tail}"
        return f"{who} orders up {_the(up)}{alone}: {suit.plural} are trump."
    if kind is ActionKind.CALL:
        if players == 3:
            alone = " and plays alone against the other two"
        if act.suit is None:
            return f"{who} calls no trump{alone}."
        return f"{who} names {act.suit.plural} {act.suit.symbol} as trump{alone}."
    if kind is ActionKind.BID:
        return f"{who} bids {act.tricks}."
    if kind is ActionKind.MOON:
        return f"{who} shoots the moon: all six tricks, alone."
    if kind is ActionKind.TRUMP:
        if act.suit is None:
            return f"{who} calls no trump."
        return f"{who} names {act.suit.plural} {act.suit.symbol} as trump."
    if kind is ActionKind.PARTNER:
        return f"{who} calls the {act.card}: whoever holds it is their partner."
    if kind is ActionKind.NAME:
        assert act.suit is not None
        return (
            f"{who} names {act.suit.plural}: the joker turned up counts as a {act.suit.singular}."
        )
    if kind is ActionKind.GIVE:
        shown = "a card" if act.card is None else _the(act.card)
        if before.defender_alone is not None:
            return f"{who} passes {shown} to their partner, who defends alone."
        if before.moon:
            return f"{who} passes {shown} to their partner, who shoots the moon."
        return f"{who} passes {shown} to their partner, who goes alone."
    if kind is ActionKind.REDEAL:
        return f"{who} shows a weak hand and asks for a redeal."
    if kind is ActionKind.UNDER:
        return f"{who} goes under: they take the three cards under the upcard."
    if kind is ActionKind.DEFEND:
        return f"{who} defends alone."
    if kind is ActionKind.DISCARD:
        thrown = "a card, face down" if act.card is None else _the(act.card)
        if before.phase.value == "under":
            return f"{who} buries {thrown} under the upcard."
        if before.exchange is not None and (
            before.defender_exchange is not None or seat != before.defender_alone
        ):
            pause = "," if act.card is None else ""  # ("a card, face down, in exchange")
            return f"{who} discards {thrown}{pause} in exchange for their partner's best card."
        if seat != dealer:
            return f"{who} takes {_the(before.upcard)} to play alone and discards {thrown}."
        if before.maker == dealer:  # the dealer's own order already said it picked up
            return f"{who}, the dealer, discards {thrown}."
        return f"{who}, the dealer, picks up {_the(before.upcard)} and discards {thrown}."
    assert act.card is not None
    number = len(before.tricks) + 1
    played = before.current_trick
    revealed = ""
    if act.card == before.called_card and before.maker is not None:
        revealed = f" {who} holds the called card: {all_names[before.maker]}'s partner."
    if not played:
        return f"{who} leads {_the(act.card)} (trick {number}).{revealed}"
    active = players - len(before.sitting_out)
    if len(played) + 1 < active:
        return f"{who} plays {_the(act.card)}.{revealed}"
    pairs = [*played, (seat, act.card)]
    best = trick_winner([c for _, c in pairs], before.trump)
    winner, card = pairs[best]
    return (
        f"{who} plays {_the(act.card)}; {all_names[winner]} wins trick {number} with "
        f"{_the(card)}.{revealed}"
    )


def _turn_of(before: object, turn: object) -> Action:
    """The action of ``turn``, checked: a deal, a turn of one of its seats and an
    action whose every field is one an action may have (a discard or a given card may
    be face down, a played card may not), or an error saying what is wrong."""
    from .deal import Deal
    from .values import Turn

    if not isinstance(before, Deal):
        raise EuchreError(
            f"{shown(before)} is not a deal: give the deal as it was before the turn."
        )
    if not isinstance(turn, Turn):
        raise EuchreError(f"{shown(turn)} is not a turn: give a Turn(seat, action).")
    seat_name(turn.seat, players=before.players)
    act = canonical(turn.action)
    if act.kind is ActionKind.PLAY and act.card is None:
        raise IllegalActionError("A card played is seen by all: give its card, like 'play JH'.")
    return act


def deal_story(deal: Deal, names: Sequence[str] | None = None) -> list[str]:
    """The whole deal in sentences: who dealt, every action, and the result."""
    from .deal import Deal

    if not isinstance(deal, Deal):
        raise EuchreError(f"{shown(deal)} is not a deal: give the deal to tell.")
    all_names = seat_names(names, players=deal.players)
    state = deal.restart()
    if deal.upcard is None:
        lines = [f"{all_names[deal.dealer]} deals six cards to each player."]
    else:
        lines = [f"{all_names[deal.dealer]} deals and turns up {_the(deal.upcard)}."]
    for turn in deal.history:
        lines.append(action_words(state, turn, all_names))
        state.apply(turn.action)
    if deal.result is not None:
        lines.append(result_words(deal.result, all_names))
    return lines


# ---------------------------------------------------------------------- results


def result_kind(result: DealResult) -> str:
    """Which of :data:`RESULT_KINDS` ``result`` is."""
    _check_result(result)
    if result.redeal_by is not None:
        return "redeal"
    if result.thrown_in or result.maker is None:
        return "thrown in"
    if result.fast_break:
        return "fast break"
    if result.euchred:
        return "euchred"
    if result.march:
        return "march"
    return "made"


def _check_result(result: object) -> DealResult:
    from .values import DealResult

    if not isinstance(result, DealResult):
        raise EuchreError(f"{shown(result)} is not the result of a deal: give a deal's result.")
    return result


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
    players = _check_result(result).players
    all_names = seat_names(names, players=players)
    kind = result_kind(result)
    if kind == "redeal":
        assert result.redeal_by is not None
        return (
            f"Redeal: {all_names[result.redeal_by]} showed a weak hand, so nobody scores "
            "and the same dealer deals again."
        )
    if kind == "thrown in":
        everyone = ("", "", "both players", "all three", "all four", "all five")[players]
        twice = " twice" if result.hand_size == 5 else ""
        return f"Thrown in: {everyone} passed{twice}, so nobody scores and the deal passes to " + (
            "the other player." if players == 2 else "the left."
        )
    if result.hand_size == 6:
        return _bid_result_words(result, kind, all_names)
    assert result.maker is not None
    made = (
        "No trump, called"
        if result.trump is None
        else f"{result.trump.plural.capitalize()} trump, made"
    )
    who = all_names[result.maker] + (" alone" if result.maker_alone else "")
    if result.defender_alone is not None:
        who += f" (with {all_names[result.defender_alone]} defending alone)"
    if result.partner is not None:
        who += f" with {all_names[result.partner]}, who held the called card"
    elif players == 5 and not result.maker_alone:
        who += ", whose called card was in the kitty"
    tricks = result.maker_tricks
    makers = "the makers" if players == 4 or result.partner is not None else all_names[result.maker]
    took = f"{makers} took {tricks} trick{'' if tricks == 1 else 's'}"
    if kind == "fast break":
        return (
            f"{made} by {who}: the defenders took the first two tricks and the makers the "
            "last three, a fast break, so nobody scores."
        )
    verdict = {
        "made": "and made it",
        "march": "a march",
        "euchred": "so they are euchred",
    }[kind]
    scorers = result.scorers
    points = result.points[scorers[0]]
    if players == 4:
        scored = f"{team_name(scorers[0], all_names)} score {points_words(points)}"
    elif len(scorers) == 1:
        scored = f"{all_names[scorers[0]]} scores {points_words(points)}"
    else:
        scored = f"{listed(all_names[s] for s in scorers)} score {points_words(points)} each"
    if players != 4 and kind == "euchred":
        verdict = (
            "so the makers are euchred"
            if result.partner is not None
            else ("so the maker is euchred")
        )
    return f"{made} by {who}: {took}, {verdict}; {scored}."


def _bid_result_words(result: DealResult, kind: str, names: Sequence[str]) -> str:
    """How a deal of Bid Euchre ended: the bid, the bidders' tricks and both scores."""
    assert result.maker is not None and result.bid is not None
    made = "No trump" if result.trump is None else f"{result.trump.plural.capitalize()} trump"
    bidders = team_name(result.maker % 2, names)
    others = team_name(1 - result.maker % 2, names)
    bid = "shot the moon" if result.moon else f"bid {result.bid}"
    tricks = result.maker_tricks
    taker = names[result.maker] if result.moon else bidders
    took = f"{taker} took {tricks} trick{'' if tricks == 1 else 's'}"
    ours = result.points[result.maker % 2]
    theirs = result.points[1 - result.maker % 2]
    if kind == "euchred":
        verdict = f"short of {result.bid}, so they are set and lose {points_words(-ours)}"
    else:
        verdict = f"and score {points_words(ours)}"
    tail = f"; {others} score {points_words(theirs)}" if theirs else ""
    return f"{made}: {names[result.maker]} {bid}; {took}, {verdict}{tail}."


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
    action = canonical(action)
    bool_arg(dealer, "dealer")
    bool_arg(leading, "leading")
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
    if kind is ActionKind.BID:
        return f"bidding {action.tricks}"
    if kind is ActionKind.MOON:
        return "shooting the moon"
    if kind is ActionKind.TRUMP:
        return f"naming {'no trump' if action.suit is None else action.suit.plural + ' trump'}"
    if kind is ActionKind.PARTNER:
        return f"calling the {card} as partner"
    if kind is ActionKind.REDEAL:
        return "asking for a redeal"
    return "defending alone"
