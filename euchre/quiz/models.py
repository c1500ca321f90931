"""The question models: a question knows its answer (from the engine's own tables)
and checks a reader's answer, explaining each mistake. Their export to jupyterquiz is
:mod:`euchre.quiz.export`; both are named in :mod:`euchre.quiz`."""

from __future__ import annotations

import enum
import itertools
import random
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal, TypeAlias

from ..cards import STANDARD_DECK, Card, CardLike, Rank, Suit, cards
from ..checks import card_arg, rules_arg, suit_arg
from ..errors import EuchreError, shown
from ..rules import Rules
from ..scoring import score_hand
from ..tricks import check_follow, legal_plays
from ..trump import (
    STRENGTH,
    bower_kind,
    effective_suit,
    is_trump,
    left_bower,
    plain_order,
    right_bower,
    trump_order,
)
from ..words import listed

__all__ = [
    "TRAP_DESCRIPTIONS",
    "Feedback",
    "FollowSuitQuestion",
    "FollowTrap",
    "Question",
    "QuizError",
    "ScoringQuestion",
    "TrumpRankingQuestion",
    "follow_suit_question",
    "follow_suit_questions",
    "joker_ranking_questions",
    "scoring_question",
    "scoring_questions",
    "trump_ranking_question",
    "trump_ranking_questions",
]

_SUITS = tuple(Suit)
_DIFFICULTIES = (1, 2, 3)


class QuizError(EuchreError):
    """An answer to a question that cannot be marked: a card that was not shown, a card
    left out or given twice, or text that is not an answer at all."""

    __module__ = "euchre.quiz"  # where readers import it from (and tracebacks name it)


@dataclass(frozen=True)
class Feedback:
    """The marking of one answer.

    ``score`` of ``out_of`` is partial credit: for a ranking, the pairs of cards put in
    the right order; for follow suit, the cards rightly chosen or rightly left out.
    ``counted`` says so in words, and a wrong answer's first line gives the count
    ("Not quite: 4 of 5 cards marked right."). ``mistakes`` explains every mistake in a
    player's words; ``explanation`` gives the right answer with its reason.

    >>> print(Feedback(False, 4, 5, ("You could also play K♦.",), counted="cards marked right"))
    Not quite: 4 of 5 cards marked right.
    You could also play K♦.
    """

    correct: bool
    score: int
    out_of: int
    mistakes: tuple[str, ...] = ()
    explanation: str = ""
    counted: str = ""

    def __str__(self) -> str:
        head = "Right!" if self.correct else "Not quite."
        if not self.correct and self.counted and self.out_of > 1:
            head = f"Not quite: {self.score} of {self.out_of} {self.counted}."
        said = any(self.explanation in mistake for mistake in self.mistakes)  # say it once
        return "\n".join([head, *self.mistakes, "" if said else self.explanation]).strip()


def _check_difficulty(difficulty: int) -> None:
    if type(difficulty) is not int or difficulty not in _DIFFICULTIES:
        raise QuizError(f"difficulty={shown(difficulty)} is not a level: choose 1, 2 or 3.")


def _rng_of(seed: object) -> random.Random:
    """The generator of a quiz's seed: a whole number or a text (a page's name)."""
    if isinstance(seed, str) and len(seed) <= 1000 and seed.isprintable():
        return random.Random(seed.encode("utf-8", "surrogatepass"))
    if isinstance(seed, int) and not isinstance(seed, bool | enum.Enum):
        return random.Random(seed)
    raise QuizError(
        f"seed={shown(seed)} is not a seed: give a whole number, or a short text such as "
        "the page's name."
    )


def _draw_from(rng: object) -> random.Random:
    if isinstance(rng, random.Random):
        return rng
    raise QuizError(f"rng={shown(rng)} is not a random generator: give random.Random(1).")


def _names(items: Iterable[Card]) -> str:
    """Cards for a prompt, the joker named in words too (its glyph alone drew as a
    framed star in a browser without an emoji font)."""
    return ", ".join(f"{c} (the joker)" if c.is_joker else str(c) for c in items)


def _read_cards(answer: str | Iterable[CardLike]) -> tuple[Card, ...]:
    try:
        return cards(answer, joker=True)
    except EuchreError as error:
        raise QuizError(f"{error}") from None


def _refuse_repeats(given: Sequence[Card], what_to_do: str) -> None:
    """Refuse an answer that names a card more than once, saying ``what_to_do``."""
    repeated = sorted({c for c in given if given.count(c) > 1})
    if repeated:
        raise QuizError(f"You gave {_names(repeated)} more than once: {what_to_do}.")


def _dealt(pool: Iterable[Card], exclude: Iterable[Card] = ()) -> list[Card]:
    """A pool of cards in a fixed order (so sampling from it is reproducible)."""
    skip = set(exclude)
    return sorted(c for c in pool if c not in skip)


# --------------------------------------------------------------------------------------
# Ranking trumps
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrumpRankingQuestion:
    """Order some cards from the strongest to the weakest.

    With ``led=None`` every card is a trump and the question is the trump order. With a
    led (non-trump) suit, every card is a trump or a card of the led suit, and the order
    is their strength in a trick of that suit: trumps first (right bower, left bower,
    A K Q 10 9), then the led suit (A K Q J 10 9). Cards of a third suit are never
    shown, since they cannot win and would tie.

    >>> q = TrumpRankingQuestion(Suit.HEARTS, cards("AD JD KH JH"), led=Suit.DIAMONDS)
    >>> [str(c) for c in q.answer]
    ['J♥', 'J♦', 'K♥', 'A♦']
    """

    trump: Suit
    cards: tuple[Card, ...]
    led: Suit | None = None
    difficulty: int = 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _read_cards(self.cards))
        object.__setattr__(self, "trump", suit_arg(self.trump))  # "hearts", "H" or a Suit
        if self.led is not None:
            object.__setattr__(self, "led", suit_arg(self.led, "led"))
        _check_difficulty(self.difficulty)
        if len(self.cards) < 2 or len(set(self.cards)) != len(self.cards):
            raise QuizError("A ranking question needs two or more different cards.")
        if self.led == self.trump:
            object.__setattr__(self, "led", None)
        for card in self.cards:
            if self._strength(card) == 0:
                wanted = (
                    f"a trump or a {self.led.singular}"
                    if self.led is not None
                    else f"a trump ({self.trump.plural} and the left bower)"
                )
                raise QuizError(
                    f"{card} cannot be ranked here: with {self.trump.plural} trump every "
                    f"card must be {wanted}."
                )

    @property
    def led_index(self) -> int:
        """The led suit used for the engine's strength table (trump when ``led`` is None)."""
        return int(self.trump if self.led is None else self.led)

    def _strength(self, card: Card) -> int:
        return STRENGTH[self.trump][self.led_index][card.id]

    @property
    def answer(self) -> tuple[Card, ...]:
        """The cards from the strongest to the weakest."""
        return tuple(sorted(self.cards, key=self._strength, reverse=True))

    @property
    def order_words(self) -> str:
        """The order asked for, in words: of trumps alone, or of a trick's cards.

        >>> TrumpRankingQuestion(Suit.HEARTS, "JD AH").order_words
        'from the highest to the lowest'
        """
        if self.led is None:
            return "from the highest to the lowest"
        return "from the strongest in that trick to the weakest"

    @property
    def prompt(self) -> str:
        """The question as a sentence for the reader."""
        trump = f"{self.trump.plural.capitalize()} are trump"
        if self.led is None:
            return f"{trump}. Order these trumps {self.order_words}: {_names(self.cards)}."
        return (
            f"{trump} and {self.led.plural} were led. Order these cards "
            f"{self.order_words}: {_names(self.cards)}."
        )

    def describe(self, card: Card) -> str:
        """A card with its role in this question: ``"J♦ (left bower)"``."""
        card = card_arg(card)
        if card.is_joker:
            return f"{card} (the joker, the highest trump)"
        kind = bower_kind(card, self.trump)
        if kind is not None:
            return f"{card} ({kind} bower)"
        if is_trump(card, self.trump):
            return f"{card} (trump)"
        return f"{card} ({self.led.singular if self.led is not None else card.suit.singular}, not trump)"

    @property
    def explanation(self) -> str:
        """The right order with each card's role."""
        return "From the highest: " + ", ".join(self.describe(c) for c in self.answer) + "."

    def check(self, order: str | Iterable[CardLike]) -> Feedback:
        """Mark an order (highest first), given as cards or as text like ``"JH JD AH"``.

        >>> q = TrumpRankingQuestion(Suit.HEARTS, cards("JH JD AH"))
        >>> q.check("JH JD AH").correct
        True
        >>> q.check("JH AH")
        Traceback (most recent call last):
        ...
        euchre.quiz.QuizError: You left out J♦: order all 3 cards (J♥, J♦, A♥).
        """
        given = _read_cards(order)
        self._check_permutation(given)
        position = {card: i for i, card in enumerate(given)}
        truth = self.answer
        reasons: dict[tuple[Card, str], tuple[str, list[Card]]] = {}
        score = 0
        for hi, lo in itertools.combinations(truth, 2):
            if position[hi] < position[lo]:
                score += 1
                continue
            key, template = _why_above(hi, lo, self.trump, any(c.is_joker for c in self.cards))
            reasons.setdefault((hi, key), (template, []))[1].append(lo)
        mistakes = []
        named: set[Card] = set()
        for (hi, _key), (template, lows) in reasons.items():
            text = template.format(lo=listed(lows), is_="is" if len(lows) == 1 else "are")
            # A left bower's second reason does not say again what it is.
            head = f"{hi} is the left bower when {self.trump.plural} are trump: it "
            if hi in named and text.startswith(head):
                text = f"{hi} " + text[len(head) :]
            named.add(hi)
            mistakes.append(text)
        total = len(truth) * (len(truth) - 1) // 2
        return Feedback(
            score == total,
            score,
            total,
            tuple(mistakes),
            self.explanation,
            counted="pairs of cards in the right order",
        )

    def _check_permutation(self, given: Sequence[Card]) -> None:
        shown = set(self.cards)
        count = len(self.cards)
        everything = f"order all {count} cards ({_names(self.cards)})"
        for card in given:
            if card not in shown:
                raise QuizError(f"{card} is not one of the cards shown: {everything}.")
        _refuse_repeats(given, everything)
        missing = [c for c in self.cards if c not in given]
        if missing:
            raise QuizError(f"You left out {_names(missing)}: {everything}.")


def _why_above(hi: Card, lo: Card, trump: Suit, joker: bool = False) -> tuple[str, str]:
    """Why ``hi`` beats ``lo``, for a reader who put them the other way round: a key
    (reasons with one key and one ``hi`` are told once) and a template over ``{lo}``."""
    kind = bower_kind(hi, trump)
    right, left = right_bower(trump), left_bower(trump)
    if hi.is_joker:
        return (
            "joker",
            f"{hi} is the joker, the highest trump whatever suit is trump: it ranks above {{lo}}.",
        )
    if kind == "right":
        top = "the highest trump after the joker" if joker else "the highest trump"
        return "right", f"{hi} is the right bower, {top}: it ranks above {{lo}}."
    if kind == "left":
        head = f"{hi} is the left bower when {trump.plural} are trump"
        if is_trump(lo, trump):
            higher = (
                f"only the joker and the right bower, {right}, are higher"
                if joker
                else f"only the right bower, {right}, is higher"
            )
            return "left", f"{head}: it ranks above {{lo}} ({higher})."
        if lo.suit == hi.suit:
            return (
                "left-printed",
                f"{head}: it is a {trump.singular}, not a {hi.suit.singular}, so it beats {{lo}}.",
            )
        return "left-plain", f"{head}: it is a trump, so it beats {{lo}}."
    if is_trump(hi, trump) and not is_trump(lo, trump):
        if lo.rank is Rank.JACK:
            return (
                f"trump-{lo}",
                f"{hi} is a trump and {lo} is not: {lo} is no bower, since only {right} and "
                f"{left} are when {trump.plural} are trump.",
            )
        return "trump", f"{hi} is a trump and {{lo}} {{is_}} not: any trump beats the led suit."
    if lo.rank is Rank.JACK:
        return (
            f"jack-{lo}",
            f"{hi} ranks above {lo}: {lo} is no bower when {trump.plural} are trump, just a "
            "plain jack between the queen and the ten.",
        )
    if lo.rank is Rank.TEN and hi.rank is Rank.QUEEN:
        return "ten", f"{hi} ranks above {{lo}}: in Euchre the ten is below the queen."
    if is_trump(hi, trump):
        return "rank", f"{hi} ranks above {{lo}}: below the two bowers, trumps run A, K, Q, 10, 9."
    return "rank", f"{hi} ranks above {{lo}}: a plain suit runs A, K, Q, J, 10, 9."


def trump_ranking_question(rng: random.Random, difficulty: int = 1) -> TrumpRankingQuestion:
    """One ranking question drawn from ``rng``.

    1. three trumps;
    2. four or five cards: the left bower, other trumps, and cards of its printed suit,
       which is led;
    3. five or six cards: both bowers, other trumps and a led plain suit (the bowers'
       sister suit or a suit of the other colour, whose jack is then shown).
    """
    rng = _draw_from(rng)
    _check_difficulty(difficulty)
    trump = rng.choice(_SUITS)
    trumps = list(trump_order(trump))
    right, left = right_bower(trump), left_bower(trump)
    led: Suit | None = None
    if difficulty == 1:
        chosen = rng.sample(trumps, 3)
    elif difficulty == 2:
        led = trump.sister
        size = rng.choice((4, 5))
        n_led = rng.randint(1, size - 2)
        chosen = [left]
        chosen += rng.sample(_dealt(trumps, [left]), size - 1 - n_led)
        chosen += rng.sample(list(plain_order(led, trump)), n_led)
    else:
        led = rng.choice([trump.sister, *(s for s in _SUITS if s.is_red != trump.is_red)])
        size = rng.choice((5, 6))
        plain = list(plain_order(led, trump))
        chosen = [right, left]
        if led is not trump.sister:
            chosen.append(Card(Rank.JACK, led))
        else:
            chosen.append(rng.choice(plain))
        chosen += rng.sample(_dealt(trumps + plain, chosen), size - len(chosen))
    rng.shuffle(chosen)
    return TrumpRankingQuestion(trump, tuple(chosen), led, difficulty)


def trump_ranking_questions(
    seed: int | str, difficulty: int = 1, count: int | None = None
) -> Iterator[TrumpRankingQuestion]:
    """Ranking questions from a seed: endless, or ``count`` of them.

    >>> from euchre.trump import bower_kind
    >>> q = next(trump_ranking_questions(seed=1, difficulty=3))
    >>> len(q.cards) in (5, 6), {"right", "left"} <= {
    ...     bower_kind(c, q.trump) for c in q.cards}
    (True, True)
    """
    _check_difficulty(difficulty)
    rng = _rng_of(seed)
    return (
        trump_ranking_question(rng, difficulty) for _ in _counter(count)
    )  # (checked before the first)


def _counter(count: int | None) -> Iterable[int]:
    if count is None:
        return itertools.count()
    if type(count) is not int or count < 0:
        raise QuizError(f"count={shown(count)} is not a number of questions: give 0 or more.")
    return range(count)


# --------------------------------------------------------------------------------------
# Following suit
# --------------------------------------------------------------------------------------

#: Why a follow-suit question is tricky: the situation it tests.
FollowTrap = Literal[
    "left_bower_led",
    "left_bower_only_trump",
    "printed_suit_led",
    "printed_suit_only_bower",
    "void",
    "plain",
]

#: What each follow-suit trap is, in a sentence a widget can show.
TRAP_DESCRIPTIONS: dict[FollowTrap, str] = {
    "left_bower_led": "the left bower is led, so trump must be followed",
    "left_bower_only_trump": "trump is led and the left bower is your only trump",
    "printed_suit_led": "the left bower's printed suit is led and you hold other cards of it",
    "printed_suit_only_bower": "the left bower's printed suit is led and the bower is your only card printed in it",
    "void": "you cannot follow suit",
    "plain": "an ordinary lead",
}


@dataclass(frozen=True)
class FollowSuitQuestion:
    """A hand, trump and the card led: which cards may you play?

    ``trap`` names the situation, worked out from the cards (one of the ``FollowTrap`` names).

    >>> q = FollowSuitQuestion(cards("JD QD 9C AS KS"), Suit.HEARTS, Card("AH"))
    >>> q.trap, [str(c) for c in q.answer]
    ('left_bower_only_trump', ['J♦'])
    """

    hand: tuple[Card, ...]
    trump: Suit
    led: Card
    difficulty: int = 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "hand", _read_cards(self.hand))
        object.__setattr__(self, "led", _read_cards([self.led])[0])
        object.__setattr__(self, "trump", suit_arg(self.trump))  # "hearts", "H" or a Suit
        _check_difficulty(self.difficulty)
        if not 1 <= len(self.hand) <= 5 or len(set(self.hand)) != len(self.hand):
            raise QuizError("A hand holds one to five different cards.")
        if self.led in self.hand:
            raise QuizError(f"{self.led} was led, so it cannot also be in the hand.")

    @property
    def led_suit(self) -> Suit:
        """The suit that must be followed: the led card's effective suit."""
        return effective_suit(self.led, self.trump)

    @property
    def answer(self) -> tuple[Card, ...]:
        """The legal cards, in the hand's order (from :func:`euchre.legal_plays`)."""
        return legal_plays(self.hand, self.trump, self.led)

    @property
    def trap(self) -> FollowTrap:
        """The kind of situation: a left-bower trap, a void hand, or a plain lead."""
        left = left_bower(self.trump)
        suit = self.led_suit
        if self.led == left:
            return "left_bower_led"
        if (
            left in self.hand
            and suit == self.trump
            and all(c == left or not is_trump(c, self.trump) for c in self.hand)
        ):
            return "left_bower_only_trump"
        if left in self.hand and suit == left.suit:
            if any(c.suit == suit and c != left for c in self.hand):
                return "printed_suit_led"
            return "printed_suit_only_bower"
        if not any(effective_suit(c, self.trump) == suit for c in self.hand):
            return "void"
        return "plain"

    @property
    def involves_left_bower(self) -> bool:
        """True when the left bower is led or held."""
        left = left_bower(self.trump)
        return self.led == left or left in self.hand

    @property
    def prompt(self) -> str:
        """The question as a sentence for the reader."""
        return (
            f"{self.trump.plural.capitalize()} are trump and {self.led} is led. "
            f"Your hand: {_names(self.hand)}. Select every card you may play."
        )

    def why_legal(self, card: Card) -> str:
        """Why a legal card may be played."""
        card = card_arg(card)
        if card not in self.answer:
            raise QuizError(f"{card} may not be played here: {self.why_illegal(card)}")
        return self._why_legal([card])

    def _why_legal(self, group: Sequence[Card]) -> str:
        """Why some legal cards may be played (all of one kind: the left bower alone,
        or cards that follow suit, or any cards of a void hand)."""
        suit, trump = self.led_suit, self.trump
        left = left_bower(trump)
        led_text = (
            f"{self.led} was led, and as the left bower it is a {trump.singular}"
            if self.led == left
            else f"{self.led} was led"
        )
        if not any(effective_suit(c, trump) == suit for c in self.hand):
            text = f"{led_text}; you hold no {suit.plural}, so any card may be played"
            if left in self.hand and left.suit == suit:
                text += f" ({left} is the left bower, a {trump.singular}, not a {suit.singular})"
            return text + "."
        if group == [left]:
            return (
                f"{left} is the left bower, a {trump.singular} when {trump.plural} are "
                f"trump, so it follows the {suit.singular} lead."
            )
        if len(group) == 1:
            return f"{led_text}; {group[0]} is a {suit.singular}, so it follows suit."
        return f"{led_text}; they are {suit.plural}, so they follow suit."

    def why_illegal(self, card: Card) -> str:
        """The engine's explanation of why a card may not be played."""
        card = card_arg(card)
        try:
            check_follow(self.hand, card, self.trump, self.led)
        except EuchreError as error:
            return str(error)
        raise QuizError(f"{card} may be played: {self.why_legal(card)}")

    @property
    def explanation(self) -> str:
        """The legal cards with the reason."""
        legal = self.answer
        if len(legal) == len(self.hand):
            return self.why_legal(legal[0])
        return (
            f"You must follow {self.led_suit.plural} ({self.led} was led): "
            f"{', '.join(self._describe(c) for c in legal)}."
        )

    def _describe(self, card: Card) -> str:
        return f"{card} (the left bower)" if bower_kind(card, self.trump) == "left" else str(card)

    def check(self, selected: str | Iterable[CardLike]) -> Feedback:
        """Mark the set of cards a reader selected as legal.

        >>> q = FollowSuitQuestion(cards("JD 9H AS 9C KS"), Suit.HEARTS, Card("AH"))
        >>> for line in q.check("9H").mistakes:
        ...     print(line)
        You could also play J♦: J♦ is the left bower, a heart when hearts are trump, so it follows the heart lead.
        """
        given = _read_cards([selected] if isinstance(selected, Card) else selected)
        chosen = set(given)
        for card in sorted(chosen):
            if card not in self.hand:
                raise QuizError(f"{card} is not in your hand: choose among {_names(self.hand)}.")
        _refuse_repeats(given, f"choose each card you may play once, among {_names(self.hand)}")
        legal = set(self.answer)
        wrong = [c for c in self.hand if c in chosen and c not in legal]
        missed = [c for c in self.hand if c in legal and c not in chosen]
        mistakes = [self.why_illegal(card) for card in wrong]
        left = left_bower(self.trump)
        # "also" only beside a card rightly chosen, not after nothing or a wrong card.
        could = "You could also play" if chosen & legal else "You could play"
        if left in missed and len(legal) < len(self.hand):
            missed.remove(left)
            mistakes.append(f"{could} {left}: {self._why_legal([left])}")
        if missed:
            mistakes.append(f"{could} {listed(missed)}: {self._why_legal(missed)}")
        score = len(self.hand) - len(wrong) - sum(c in legal and c not in chosen for c in self.hand)
        return Feedback(
            not mistakes,
            score,
            len(self.hand),
            tuple(mistakes),
            self.explanation,
            counted="cards marked right (chosen if you may play them, left out if not)",
        )


_TRAP_WEIGHTS: dict[int, tuple[tuple[FollowTrap, int], ...]] = {
    1: (
        ("plain", 4),
        ("void", 2),
        ("left_bower_led", 1),
        ("left_bower_only_trump", 1),
        ("printed_suit_led", 1),
    ),
    2: (
        ("plain", 1),
        ("void", 1),
        ("left_bower_led", 2),
        ("left_bower_only_trump", 2),
        ("printed_suit_led", 2),
        ("printed_suit_only_bower", 1),
    ),
    3: (
        ("void", 1),
        ("left_bower_led", 2),
        ("left_bower_only_trump", 2),
        ("printed_suit_led", 3),
        ("printed_suit_only_bower", 2),
    ),
}


def follow_suit_question(
    rng: random.Random, difficulty: int = 2, trap: FollowTrap | None = None
) -> FollowSuitQuestion:
    """One follow-suit question drawn from ``rng``; ``trap`` forces the situation,
    otherwise it is drawn with weights that favour left-bower traps as the difficulty
    grows (at level 2, seven questions in nine hold or lead the left bower).

    >>> import random
    >>> q = follow_suit_question(random.Random(3), trap="printed_suit_led")
    >>> q.trap, q.led.suit is q.trump.sister
    ('printed_suit_led', True)
    """
    rng = _draw_from(rng)
    _check_difficulty(difficulty)
    if trap is None:
        kinds, weights = zip(*_TRAP_WEIGHTS[difficulty], strict=True)
        trap = rng.choices(kinds, weights)[0]
    elif not isinstance(trap, str) or trap not in TRAP_DESCRIPTIONS:
        raise QuizError(
            f"trap={shown(trap)} is not a trap: choose one of {', '.join(TRAP_DESCRIPTIONS)}."
        )
    trump = rng.choice(_SUITS)
    left = left_bower(trump)
    trumps = _dealt(trump_order(trump), [left])
    sister = list(plain_order(trump.sister, trump))
    off = _dealt(c for c in STANDARD_DECK if c.is_red != trump.is_red)
    hand: list[Card]
    if trap == "left_bower_led":
        led = left
        hand = rng.sample(trumps, rng.choice((0, 1, 1, 2)))
        hand += rng.sample(sister, rng.randint(1, 3))
    elif trap == "left_bower_only_trump":
        led = rng.choice(trumps)
        hand = [left, *rng.sample(sister, rng.randint(1, 3))]
    elif trap == "printed_suit_led":
        led = rng.choice(sister)
        hand = [left, *rng.sample(_dealt(sister, [led]), rng.randint(1, 3))]
        hand += rng.sample(trumps, rng.randint(0, 1))
    elif trap == "printed_suit_only_bower":
        led = rng.choice(sister)
        hand = [left, *rng.sample(trumps, rng.randint(0, 2))]
    elif trap == "void":
        led = rng.choice(_dealt(STANDARD_DECK, [left]))
        suit = effective_suit(led, trump)
        pool = _dealt(c for c in STANDARD_DECK if effective_suit(c, trump) != suit)
        hand = rng.sample(_dealt(pool, [left]), 5)
    else:
        led = rng.choice(_dealt(STANDARD_DECK, [left]))
        suit = effective_suit(led, trump)
        follow = _dealt((c for c in STANDARD_DECK if effective_suit(c, trump) == suit), [led, left])
        hand = rng.sample(follow, rng.randint(1, min(3, len(follow))))
        off = _dealt(c for c in STANDARD_DECK if effective_suit(c, trump) != suit)
    hand += rng.sample(_dealt(off, [left, *hand]), 5 - len(hand))
    question = FollowSuitQuestion(tuple(sorted(hand)), trump, led, difficulty)
    assert question.trap == trap, (question, trap)
    return question


def follow_suit_questions(
    seed: int | str, difficulty: int = 2, count: int | None = None
) -> Iterator[FollowSuitQuestion]:
    """Follow-suit questions from a seed: endless, or ``count`` of them. The hand is
    shown sorted by printed suit, the way players hold cards, so the left bower sits
    among its printed suit.

    >>> [q.trap for q in follow_suit_questions(seed=2, difficulty=3, count=3)]
    ['printed_suit_only_bower', 'printed_suit_led', 'printed_suit_only_bower']
    """
    _check_difficulty(difficulty)
    rng = _rng_of(seed)
    return (
        follow_suit_question(rng, difficulty) for _ in _counter(count)
    )  # (checked before the first)


# --------------------------------------------------------------------------------------
# Scoring a hand
# --------------------------------------------------------------------------------------

Side: TypeAlias = Literal["makers", "defenders"]
_STANDARD = Rules()


@dataclass(frozen=True)
class ScoringQuestion:
    """How many tricks the makers took (and who went alone): who scores, how much?

    >>> q = ScoringQuestion(5, maker_alone=True)
    >>> q.answer
    ('makers', 4)
    >>> q.check("makers 2").correct, q.check(("makers", 4)).correct
    (False, True)

    The other forms score the maker alone against the rest (``rules``):

    >>> cutthroat = ScoringQuestion(5, rules=Rules.cutthroat())
    >>> cutthroat.answer, cutthroat.prompt
    (('makers', 3), 'Cutthroat (three players): the maker took 5 tricks of 5. Who scores, and how many points?')
    """

    maker_tricks: int
    maker_alone: bool = False
    lone_defender: bool = False
    rules: Rules = field(default=_STANDARD)
    difficulty: int = 1

    def __post_init__(self) -> None:
        _check_difficulty(self.difficulty)
        score_hand(
            self.maker_tricks,
            maker_alone=self.maker_alone,
            lone_defender=self.lone_defender,
            rules=self.rules,
        )

    @property
    def answer(self) -> tuple[Side, int]:
        """``(side, points)`` from :func:`euchre.score_hand`."""
        return score_hand(
            self.maker_tricks,
            maker_alone=self.maker_alone,
            lone_defender=self.lone_defender,
            rules=self.rules,
        )

    @property
    def prompt(self) -> str:
        """The question as a sentence for the reader."""
        took = f"took {self.maker_tricks} {'trick' if self.maker_tricks == 1 else 'tricks'} of 5"
        players = self.rules.players
        if players != 4:
            form = "Two-handed" if players == 2 else "Cutthroat (three players)"
            text = f"{form}: the maker {took}."
            if players == 3 and self.rules.cutthroat_march_points != 3:
                text += (
                    f" At this table a cutthroat march scores {self.rules.cutthroat_march_points}."
                )
            return text + " Who scores, and how many points?"
        if self.lone_defender:
            text = f"The maker went alone, a defender defended alone, and the maker {took}."
        elif self.maker_alone:
            text = f"The maker went alone and {took}."
        else:
            text = f"The makers {took}."
        if self.lone_defender and self.rules.lone_defender_scoring == "march_4":
            text += " At this table a lone defender scores 2 for 3 or 4 tricks and 4 for all five."
        if self.maker_alone and self.rules.alone_march_points != 4:
            text += f" At this table a loner's march scores {self.rules.alone_march_points}."
        if self.maker_alone and self.rules.alone_euchre_points != 2:
            text += f" At this table euchring a loner scores {self.rules.alone_euchre_points}."
        return text + " Who scores, and how many points?"

    @property
    def explanation(self) -> str:
        """Why the answer is what it is."""
        points = self.answer[1]
        t, rules = self.maker_tricks, self.rules
        if rules.players != 4:
            if t == 5:
                return f"Taking all five tricks is a march: {points} points to the maker."
            if t >= 3:
                return f"The maker took {t} tricks: 3 or 4 tricks score 1 point."
            each = " to each of the two defenders" if rules.players == 3 else " to the defender"
            took = "no tricks" if t == 0 else f"only {t}"
            return f"The maker took {took}, so is euchred: {points} points{each}."
        if t == 5:
            if self.maker_alone:
                return f"A lone maker who takes all five tricks scores {points} points."
            return "Taking all five tricks is a march: 2 points to the makers."
        who = "The loner" if self.maker_alone else "The makers"
        if t >= 3:
            alone = ", alone or not" if self.maker_alone else ""
            return f"{who} took {t} tricks: 3 or 4 tricks score 1 point{alone}."
        took = "no tricks" if t == 0 else f"only {t} {'trick' if t == 1 else 'tricks'}"
        head = (
            f"The loner took {took} and is euchred"
            if self.maker_alone
            else f"The makers took {took}: they are euchred"
        )
        if self.lone_defender:
            if rules.lone_defender_scoring == "march_4":
                return (
                    f"{head}, and the lone defender took {5 - t} tricks: "
                    f"{points} points to the defenders (2 for 3 or 4 tricks, 4 for all five)."
                )
            return f"{head} by a lone defender: {points} points to the defenders."
        if self.maker_alone:
            return f"{head}; euchring a loner scores {points} points to the defenders."
        return f"{head}: 2 points to the defenders."

    def check(self, answer: str | tuple[str, int]) -> Feedback:
        """Mark ``(side, points)``, or text like ``"makers 2"`` or ``"2 to the defenders"``."""
        side, points = _read_score(answer)
        right = (side, points) == self.answer
        mistakes = () if right else (f"Not {points} to the {side}. {self.explanation}",)
        return Feedback(right, int(right), 1, mistakes, self.explanation)


def _read_score(answer: str | tuple[str, int]) -> tuple[str, int]:
    words: list[str]
    if not isinstance(answer, str | tuple | list):
        raise QuizError(
            f"{shown(answer)} is not a score: say who scores and how many points, "
            "like 'makers 2' or ('defenders', 4)."
        )
    words = (
        re.findall(r"[a-z]+|\d+", answer.lower())
        if isinstance(answer, str)
        else [str(a).lower() for a in answer]
    )
    sides = {w.rstrip("s") for w in words} & {"maker", "defender"}
    numbers = [int(w) for w in words if w.isdigit()]
    if len(sides) != 1 or len(numbers) != 1:
        raise QuizError(
            f"{shown(answer)} is not a score: say who scores and how many points, "
            "like 'makers 2' or ('defenders', 4)."
        )
    return sides.pop() + "s", numbers[0]


def scoring_question(
    rng: random.Random, difficulty: int = 1, rules: Rules | None = None
) -> ScoringQuestion:
    """One scoring question: 1 partnership hands, 2 with loners, 3 with lone
    defenders and the Danish ``march_4`` rule. With two- or three-handed ``rules``,
    a question of that form (every maker is alone there)."""
    _check_difficulty(difficulty)
    tricks = rng.randint(0, 5)
    if rules is not None and rules_arg(rules).players != 4:
        return ScoringQuestion(tricks, rules=rules, difficulty=difficulty)
    alone = difficulty >= 2 and rng.random() < (0.5 if difficulty == 2 else 0.7)
    lone_defender = difficulty == 3 and alone and rng.random() < 0.5
    rules = _STANDARD
    if lone_defender:
        rules = Rules(
            defend_alone=True,
            lone_defender_scoring=rng.choice(("euchre_4", "march_4")),
        )
    return ScoringQuestion(tricks, alone, lone_defender, rules, difficulty)


def scoring_questions(
    seed: int | str, difficulty: int = 1, count: int | None = None, rules: Rules | None = None
) -> Iterator[ScoringQuestion]:
    """Scoring questions from a seed: endless, or ``count`` of them (of the form of
    ``rules``, when given: see :func:`scoring_question`).

    >>> [q.answer for q in scoring_questions(3, count=2, rules=Rules.cutthroat())]
    [('defenders', 2), ('makers', 1)]
    """
    _check_difficulty(difficulty)
    rng = _rng_of(seed)
    if rules is not None:
        rules_arg(rules)
    return (
        scoring_question(rng, difficulty, rules) for _ in _counter(count)
    )  # (checked before the first)


# --------------------------------------------------------------------------------------
# Export to jupyterquiz
# --------------------------------------------------------------------------------------

#: Any question the generators make.
Question: TypeAlias = TrumpRankingQuestion | FollowSuitQuestion | ScoringQuestion
#: A function writing a card as HTML or text inside quiz questions.
CardText: TypeAlias = Callable[[Card], str]

# --------------------------------------------------------------------------------------
# The variants: the joker's place, following suit in no-trump
# --------------------------------------------------------------------------------------


def joker_ranking_questions(
    seed: int | str, difficulty: int = 2, count: int | None = None
) -> Iterator[TrumpRankingQuestion]:
    """Ranking questions of the joker variant: the joker, both bowers and other trumps
    (at difficulty 1, three trumps and the joker).

    >>> q = next(joker_ranking_questions(seed=1))
    >>> q.answer[0]
    Card('🃏')
    """
    _check_difficulty(difficulty)
    return _joker_questions(_rng_of(seed), difficulty, _counter(count))


def _joker_questions(
    rng: random.Random, difficulty: int, counter: Iterable[int]
) -> Iterator[TrumpRankingQuestion]:
    for _ in counter:
        trump = rng.choice(_SUITS)
        trumps = list(trump_order(trump))
        if difficulty == 1:
            chosen = [Card.joker(), *rng.sample(trumps, 3)]
        else:
            chosen = [Card.joker(), right_bower(trump), left_bower(trump)]
            chosen += rng.sample(trumps[2:], 1 + difficulty - 1)
        rng.shuffle(chosen)
        yield TrumpRankingQuestion(trump, tuple(chosen), None, difficulty)
