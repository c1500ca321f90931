"""Five-handed call-your-partner questions: who can be my partner,
and who scores what. A place may hold the called card when the engine replays a
deal with the card moved there that looks exactly the same from your chair; the
chance of each place is counted by :func:`euchre.odds.card_places`.

>>> q = next(partner_questions(seed=1))
>>> q.holder in q.answer
True
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal, TypeAlias

from ..actions import ActionKind
from ..cards import Card, Suit
from ..checks import rules_arg
from ..deal import Deal
from ..errors import IllegalActionError, shown
from ..narration import seat_names
from ..odds import card_places, deck_cards
from ..rules import Rules
from ..scoring import score_hand
from ..trump import effective_suit
from ..values import Phase
from .models import Feedback, QuizError, _check_difficulty, _counter, _rng_of

__all__ = [
    "KITTY",
    "FiveScoringQuestion",
    "PartnerQuestion",
    "five_scoring_questions",
    "partner_questions",
]

_FIVE = Rules.five_handed()
#: The place of a card that is in nobody's hand: the kitty.
KITTY: Literal["kitty"] = "kitty"
Place: TypeAlias = int | Literal["kitty"]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# --------------------------------------------------------------------------------------
# Who can be my partner? (five-handed)
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PartnerQuestion:
    """Who can be my partner? A five-handed deal (``seed``, ``dealer``) after its
    first ``moves`` actions, seen from ``seat``: the maker has called a card, and the
    question is which places may hold it (the other seats, or the kitty, where it
    leaves the maker alone).

    The answer is counted from what ``seat`` has seen (its hand, the upcard, the
    cards played, who failed to follow suit), and each place is checked by the
    engine: a place may hold the card when the engine replays a deal with the card
    moved there that looks exactly the same from ``seat``; a place may not when every
    such deal is refused, and the refusal is the explanation.
    """

    seed: int
    dealer: int
    moves: int
    seat: int
    rules: Rules = field(default=_FIVE)
    difficulty: int = 2

    def __post_init__(self) -> None:
        _check_difficulty(self.difficulty)
        if rules_arg(self.rules).players != 5:
            raise QuizError("A partner question needs five-handed rules: Rules.five_handed().")
        deal = self.deal
        if deal.called_card is None:
            raise QuizError(
                f"After {self.moves} actions no card has been called: ask once the maker "
                "has called their partner's card."
            )
        if deal.partner_revealed:
            raise QuizError(
                f"After {self.moves} actions {deal.called_card} has been played: everyone "
                "knows the partner."
            )
        if self.seat == deal.maker:
            raise QuizError("The maker knows whom they called: ask another seat.")
        if deal.called_card in deal.hand(self.seat):
            raise QuizError(
                f"{seat_names(players=5)[self.seat]} holds {deal.called_card}: they know they "
                "are the partner. Ask another seat."
            )

    @functools.cached_property
    def _state(self) -> Deal:
        whole = Deal.shuffled(seed=self.seed, dealer=self.dealer, rules=self.rules)
        return _played_out(whole, self.seed).at(self.moves)

    @property
    def deal(self) -> Deal:
        """The deal at the moment of the question (the full state; a copy)."""
        return self._state.copy()

    @property
    def card(self) -> Card:
        """The called card."""
        card = self.deal.called_card
        assert card is not None
        return card

    @property
    def places(self) -> tuple[Place, ...]:
        """The places the question offers: every other seat, and the kitty."""
        return (*(s for s in range(5) if s != self.seat), KITTY)

    @property
    def holder(self) -> Place:
        """Where the called card really is."""
        deal = self.deal
        return next((s for s in range(5) if self.card in deal.hand(s)), KITTY)

    @property
    def odds(self) -> dict[Place, Fraction]:
        """The chance of each place, from what :attr:`seat` has seen (every deal that
        looks the same from there equally likely, a dealer who took the upcard taken to keep
        it until it is played): :func:`euchre.odds.card_places`."""
        return dict(self._odds)

    @functools.cached_property
    def _odds(self) -> dict[Place, Fraction]:
        return _view_odds(self._state, self.seat, self.card)

    @property
    def answer(self) -> tuple[Place, ...]:
        """The places that may hold the called card."""
        odds = self.odds
        return tuple(p for p in self.places if odds[p] > 0)

    def world(self, place: Place) -> Deal:
        """A deal the engine accepts, that looks the same from :attr:`seat`, with the
        called card at ``place``; or a :class:`QuizError` with the engine's refusal."""
        deal = self.deal
        if place == self.holder:
            return deal
        refusals: list[str] = []
        for other in _hidden_from(deal, self.seat, place):
            try:
                replayed = _replay(deal, self.card, other)
            except IllegalActionError as error:
                refusals.append(str(error))
                continue
            if replayed.view(self.seat) == deal.view(self.seat):
                return replayed
        raise QuizError(refusals[0] if refusals else "No card there could trade places with it.")

    def why(self, place: Place) -> str:
        """Why ``place`` may or may not hold the called card, in a player's words."""
        deal, card = self.deal, self.card
        names = seat_names(players=5)
        odds = self.odds
        if place == KITTY:
            if odds[KITTY]:
                where = (
                    "lies in the kitty, face down: no other place is left"
                    if odds[KITTY] == 1
                    else f"may lie in the kitty, face down ({_chance(odds[KITTY])})"
                )
                return (
                    f"Yes: {card} {where}; then nobody holds it and "
                    f"{names[deal.maker]} plays alone."  # type: ignore[index]
                )
            return f"No: {card} is not in the kitty."
        who = names[place]
        if odds[place] == 1:
            return f"Yes: {who} must hold {card}: no other place is left."
        if odds[place]:
            return f"Yes: {who} may hold {card} ({_chance(odds[place])})."
        if place == deal.maker:
            return (
                f"No: {who} made trump and called {card}, and a maker may not call a card "
                "of their own."
            )
        void = _void_trick(deal, place, card)
        if void is not None:
            number, led = void
            return (
                f"No: {who} did not follow {led.plural} in trick {number}, so {who} has no "
                f"{led.plural} and cannot hold {card}."
            )
        held = deal.hand(place)
        if not held:
            return f"No: {who} has played all their cards, and {card} was not among them."
        if held == (deal.upcard,) and deal.upcard_taken_by == place:
            return f"No: {who}'s last card is the {deal.upcard}, picked up from the kitty."
        return f"No: the cards {who} has shown leave no room for {card}."

    @property
    def prompt(self) -> str:
        """The question in a player's words."""
        deal, names = self.deal, seat_names(players=5)
        maker = names[deal.maker]  # type: ignore[index]
        trump = "no trump" if deal.trump is None else f"{deal.trump.plural} are trump"
        played = sum(len(t.cards) for t in deal.tricks) + len(deal.current_trick)
        have = "has" if played == 1 else "have"
        play = f" {_plural(played, 'card')} {have} been played." if played else ""
        return (
            f"Five-handed: you sit {names[self.seat]}; {trump}, made by {maker}, who called "
            f"{self.card}.{play} Who can be {maker}'s partner, holding {self.card}? "
            "Choose every seat that may hold it, and the kitty if it may lie there."
        )

    @property
    def explanation(self) -> str:
        """Where the card may be."""
        names = seat_names(players=5)
        found = [("the kitty" if p == KITTY else names[p]) for p in self.answer]
        return f"{self.card} may be with: {', '.join(found)}."

    def check(self, selected: Iterable[object] | str) -> Feedback:
        """Mark the places a reader chose: seats (0 to 4, or their names) and
        ``"kitty"``."""
        chosen = _read_places(selected, self.places)
        legal = set(self.answer)
        mistakes = [self.why(p) for p in self.places if p in chosen and p not in legal]
        mistakes += [self.why(p) for p in self.places if p in legal and p not in chosen]
        right = len(self.places) - len(mistakes)
        return Feedback(
            not mistakes,
            right,
            len(self.places),
            tuple(mistakes),
            self.explanation,
            counted="places marked right",
        )


def _chance(p: Fraction) -> str:
    return f"{p.numerator} in {p.denominator}"


def _read_places(selected: object, places: tuple[Place, ...]) -> set[Place]:
    names: dict[object, Place] = {n.lower(): i for i, n in enumerate(seat_names(players=5))}
    names.update({"kitty": KITTY, "the kitty": KITTY})
    names.update({p: p for p in places if p != KITTY})
    names.update({str(p): p for p in places if p != KITTY})  # a seat's number as text
    if isinstance(selected, str):
        items: list[object] = list(selected.replace(",", " ").replace("the kitty", "kitty").split())
    elif isinstance(selected, Iterable):
        items = list(selected)
    else:
        items = [selected]
    out: set[Place] = set()
    for item in items:
        key = item.lower().strip() if isinstance(item, str) else item
        place = names.get(key)
        if place is None or place not in places:
            offered = ", ".join(
                "kitty" if p == KITTY else f"{seat_names(players=5)[p]} ({p})" for p in places
            )
            raise QuizError(f"{shown(item)} is not a place to choose: choose among {offered}.")
        out.add(place)
    return out


def _played_out(deal: Deal, seed: int) -> Deal:
    """The deal played to the end by seeded random choices among the legal actions
    (a question stops it partway)."""
    rng = random.Random(seed)
    while not deal.is_over:
        legal = deal.legal_actions()
        calls = [a for a in legal if a.kind is not ActionKind.PASS]
        if deal.phase in (Phase.ORDER, Phase.CALL) and calls and rng.random() < 0.3:
            deal.apply(rng.choice(calls))
        elif deal.phase in (Phase.ORDER, Phase.CALL):
            deal.apply(next((a for a in legal if a.kind is ActionKind.PASS), legal[0]))
        else:
            alone = [a for a in legal if not a.alone]
            deal.apply(rng.choice(alone or legal))
    return deal


def _view_odds(deal: Deal, seat: int, card: Card) -> dict[Place, Fraction]:
    """Where ``card`` may be, counted over every deal that looks the same from ``seat``,
    a dealer who took the upcard taken to keep it (the seat cannot tell whether they
    buried it)."""
    view = deal.view(seat)
    played = [c for t in deal.tricks for c in t.cards] + [c for _, c in deal.current_trick]
    upcard = deal.upcard
    assert upcard is not None
    known = {*view.hand, *played, upcard}  # the upcard is seen by all
    taker = deal.upcard_taken_by
    slots: dict[Place, int] = {
        s: len(deal.hand(s)) - (s == taker and upcard in deal.hand(s))
        for s in range(5)
        if s != seat
    }
    # the kitty's cards nobody has seen: two under the upcard, and the taker's discard
    # for everyone but the taker
    slots[KITTY] = deal.rules.kitty_size - 1 + (taker is not None and taker != seat)
    if taker == seat and deal.discard is not None:
        known.add(deal.discard)
    unseen = [c for c in deck_cards(deal.rules) if c not in known]
    voids = _voids(deal)
    voids.pop(seat, None)
    maker = deal.maker
    return card_places(
        card,
        unseen=unseen,
        places=slots,
        trump=deal.trump,
        voids=voids,
        barred=[maker] if maker is not None and maker != seat else [],
    )


def _voids(deal: Deal) -> dict[Place, set[Suit]]:
    """The suits each seat has shown it lacks, by not following."""
    found: dict[Place, set[Suit]] = {}
    tricks = [tuple(zip(t.seats, t.cards, strict=True)) for t in deal.tricks]
    if deal.current_trick:
        tricks.append(tuple(deal.current_trick))
    for plays in tricks:
        led = (
            effective_suit(plays[0][1], deal.trump) if deal.trump is not None else plays[0][1].suit
        )
        for seat, card in plays[1:]:
            suit = effective_suit(card, deal.trump) if deal.trump is not None else card.suit
            if suit != led:
                found.setdefault(seat, set()).add(led)
    return found


def _void_trick(deal: Deal, seat: int, card: Card) -> tuple[int, Suit] | None:
    suit = effective_suit(card, deal.trump) if deal.trump is not None else card.suit
    tricks = [tuple(zip(t.seats, t.cards, strict=True)) for t in deal.tricks]
    tricks.append(tuple(deal.current_trick))
    for number, plays in enumerate(tricks, 1):
        if not plays:
            continue
        led = (
            effective_suit(plays[0][1], deal.trump) if deal.trump is not None else plays[0][1].suit
        )
        for s, c in plays[1:]:
            mine = effective_suit(c, deal.trump) if deal.trump is not None else c.suit
            if s == seat and led == suit and mine != led:
                return number, led
    return None


def _hidden_from(deal: Deal, seat: int, place: Place) -> list[Card]:
    """The cards dealt to ``place`` (or left in the kitty) that ``seat`` has not seen
    and that nothing in the deal so far pins down: cards that could trade places
    with the called card."""
    played = {c for t in deal.tricks for c in t.cards} | {c for _, c in deal.current_trick}
    pinned = played | {deal.upcard} | ({deal.discard} if deal.discard else set())
    pool = deal.dealt_hand(place) if place != KITTY else [Card.from_id(i) for i in deal.kitty]
    return [c for c in pool if c not in pinned and c not in deal.hand(seat)]


def _replay(deal: Deal, card: Card, other: Card) -> Deal:
    """The deal's actions replayed by the engine on its cards with ``card`` and
    ``other`` trading places (the engine refuses an action the new cards forbid)."""
    swap = {card: other, other: card}
    hands = [[swap.get(c, c) for c in deal.dealt_hand(s)] for s in range(deal.players)]
    kitty = [swap.get(Card.from_id(i), Card.from_id(i)) for i in deal.kitty]
    world = Deal.new(dealer=deal.dealer, hands=hands, kitty=kitty, rules=deal.rules)
    for turn in deal.history:
        world.apply(turn.action)
    return world


def partner_questions(
    seed: int | str, difficulty: int = 2, count: int | None = None
) -> Iterator[PartnerQuestion]:
    """Partner questions from a seed: endless, or ``count`` of them. Level 1 asks
    just after the call; level 2 once some cards are down; level 3 once a seat has
    shown it lacks the called card's suit (it cannot be the partner).

    >>> q = next(partner_questions(seed=1))
    >>> q.holder in q.answer
    True
    """
    _check_difficulty(difficulty)
    rng = _rng_of(seed)
    return (_partner_question(rng, difficulty) for _ in _counter(count))


def _partner_question(rng: random.Random, difficulty: int) -> PartnerQuestion:
    for _ in range(500):
        seed, dealer = rng.randrange(10**6), rng.randrange(5)
        whole = _played_out(Deal.shuffled(seed=seed, dealer=dealer, rules=_FIVE), seed)
        card, discard = whole.called_card, whole.discard
        if card is None or discard in (card, whole.upcard):
            continue  # nobody called, or a discard the other seats cannot place
        history = whole.history
        call = next(i for i, t in enumerate(history) if t.action.kind is ActionKind.PARTNER)
        shown_at = (
            next(
                i
                for i, t in enumerate(history)
                if t.action.kind is ActionKind.PLAY and t.action.card == card
            )
            if whole.partner_revealed
            else len(history)
        )
        first = call + 1  # just after the call; at most ``shown_at``: before the card is played
        if difficulty == 1:
            moves = first
        elif shown_at > first:
            moves = rng.randint(first + 1, shown_at)
        else:
            continue
        holder = whole.at(moves).partner
        seat = rng.choice([s for s in range(5) if s not in (whole.maker, holder)])
        question = PartnerQuestion(seed, dealer, moves, seat, difficulty=difficulty)
        if difficulty == 3 and not any(
            _void_trick(question.deal, p, question.card) for p in question.places if p != KITTY
        ):
            continue
        if all(_engine_agrees(question, p) for p in question.places):
            return question
    raise QuizError("No deal gave a partner question; try another seed.")


def _engine_agrees(question: PartnerQuestion, place: Place) -> bool:
    """The engine replays a deal with the card at ``place`` exactly when the count
    says it may be there."""
    try:
        question.world(place)
    except QuizError:
        return question.odds[place] == 0
    return question.odds[place] > 0


@dataclass(frozen=True)
class FiveScoringQuestion:
    """Five-handed: the maker (with their partner, unless ``alone`` or the called
    card was ``buried`` in the kitty) took ``tricks`` of five. Who scores how much?
    The answer is ``(maker, partner, each defender)``, from
    :func:`euchre.score_hand` (``partner`` is ``None`` when there is none).

    >>> FiveScoringQuestion(5).answer, FiveScoringQuestion(5, alone=True).answer
    ((2, 2, 0), (5, None, 0))
    >>> FiveScoringQuestion(2, buried=True).answer, FiveScoringQuestion(5, buried=True).answer
    ((0, None, 2), (5, None, 0))
    """

    tricks: int
    alone: bool = False
    buried: bool = False
    difficulty: int = 1

    def __post_init__(self) -> None:
        _check_difficulty(self.difficulty)
        if self.alone and self.buried:
            raise QuizError("A maker who went alone called no card: give alone or buried.")
        self.answer  # noqa: B018  (the engine refuses an impossible count)

    @property
    def answer(self) -> tuple[int, int | None, int]:
        """``(maker, partner, each defender)`` points."""
        side, points = score_hand(self.tricks, maker_alone=self.alone or self.buried, rules=_FIVE)
        partner = None if self.alone or self.buried else points if side == "makers" else 0
        if side == "makers":
            return points, partner, 0
        return 0, partner, points

    @property
    def prompt(self) -> str:
        """The question in a player's words."""
        if self.alone:
            who = "the maker went alone and"
        elif self.buried:
            who = "the called card lay in the kitty, so the maker played alone, and"
        else:
            who = "the maker and the holder of the called card"
        return (
            f"Five-handed: {who} took {_plural(self.tricks, 'trick')} of five. How many points "
            "does the maker score, the partner, and each defender?"
        )

    @property
    def explanation(self) -> str:
        """Why."""
        maker, _, each = self.answer
        if each:
            return (
                f"Fewer than three tricks: the maker is euchred, and each defender scores {each}."
            )
        if self.alone:
            return f"A maker who declared alone scores {maker}: 1 for three or four tricks, 5 for all five."
        if self.buried:
            return (
                f"Nobody held the called card, so the maker played alone and scores as a loner: "
                f"{maker} (1 for three or four tricks, 5 for all five)."
            )
        return f"The maker and the partner each score {maker}: 1 for three or four tricks, 2 for all five."

    def check(self, answer: str | tuple[int, int | None, int]) -> Feedback:
        """Mark ``(maker, partner, each defender)``, or text like
        ``"maker 1, partner 1, defenders 0"`` (``partner none`` when there is none)."""
        got = _read_three(answer)
        right = got == self.answer
        mistakes = () if right else (f"Not that. {self.explanation}",)
        return Feedback(right, int(right), 1, mistakes, self.explanation)

    def options(self) -> list[tuple[int, int | None, int]]:
        """The answer and the classic mistakes."""
        maker, partner, each = self.answer
        partner_pts = None if partner is None else 1
        wrong: list[tuple[int, int | None, int]] = [
            (2, 2, 0),
            (1, 1, 0),
            (4, None, 0) if self.alone or self.buried else (maker, None, 0),
            (0, 0, 2),
            (0, partner_pts and 0, 2),
            (2, None, 0),
            (5, None, 0),
            (4, None, 0),
            (0, None, 4),
        ]
        out = [(maker, partner, each)]
        for w in wrong:
            if w not in out:
                out.append(w)
        return out[:4]


def _read_three(answer: object) -> tuple[int, int | None, int]:
    import re

    if isinstance(answer, str):
        words = re.findall(r"none|no\b|\d+", answer.lower())
        values: list[int | None] = [None if w in ("none", "no") else int(w) for w in words]
    elif isinstance(answer, tuple | list):
        values = [a if a is None or type(a) is int else -1 for a in answer]
    else:
        values = []
    if len(values) != 3 or values[0] is None or values[2] is None:
        raise QuizError(
            f"{shown(answer)} is not a score: give the maker's points, the partner's "
            "(none if there is no partner) and each defender's, like "
            "'maker 1, partner 1, defenders 0'."
        )
    return values[0], values[1], values[2]


def five_scoring_questions(
    seed: int | str, difficulty: int = 1, count: int | None = None
) -> Iterator[FiveScoringQuestion]:
    """Five-handed scoring questions from a seed (level 2 adds loners, level 3 the
    called card in the kitty).

    >>> [q.answer for q in five_scoring_questions(seed=1, count=3)]
    [(0, 0, 2), (0, 0, 2), (1, 1, 0)]
    """
    _check_difficulty(difficulty)
    rng = _rng_of(seed)

    def one() -> FiveScoringQuestion:
        tricks = rng.randint(0, 5)
        kind = rng.random()
        alone = difficulty >= 2 and kind < 0.4
        buried = difficulty == 3 and not alone and kind < 0.7
        return FiveScoringQuestion(tricks, alone, buried, difficulty)

    return (one() for _ in _counter(count))
