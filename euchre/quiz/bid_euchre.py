"""Bid Euchre's questions: what may I bid, and who scores what. The
engine answers them: the legal bids are the deal's own legal actions, every wrong
bid is explained by the engine's refusal, and the points are
:func:`euchre.scoring.score_bid`'s.

>>> q = BidQuestion(("pass", "bid 4"), dealer=0)
>>> q.answer
('pass', 'bid 5', 'bid 6')
>>> print(q.check("bid 4 bid 5").mistakes[0])
The high bid is 4: you must bid more than 4 or pass, not bid 4.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from ..checks import rules_arg
from ..deal import Deal
from ..errors import EuchreError, IllegalActionError, shown
from ..narration import action_words, seat_names
from ..rules import Rules
from ..scoring import score_bid
from ..values import Phase, Turn
from ..words import whole_points
from .models import Feedback, QuizError, _check_difficulty, _counter, _rng_of

__all__ = [
    "BidQuestion",
    "BidScoringQuestion",
    "bid_questions",
    "bid_scoring_questions",
]

_BID = Rules.bid_euchre()


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# --------------------------------------------------------------------------------------
# What may I bid? (Bid Euchre's auction)
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BidQuestion:
    """What may I bid? The bids so far in a Bid Euchre auction (action texts, the
    first from the dealer's left), and the next player's choices: ``"pass"``,
    ``"bid 3"`` to ``"bid 6"`` and, where shooting the moon is played, ``"moon"``.

    >>> stuck = BidQuestion(("pass", "pass", "pass"), dealer=3)
    >>> stuck.answer
    ('bid 3',)
    >>> print(stuck.why("pass"))
    Everyone else passed, so the dealer is stuck with a bid of 3 (stick the dealer): bid 3; you may not pass.
    >>> print(stuck.why("bid 3"))
    East must bid 3: everyone else passed, and a stuck dealer may bid no more.
    """

    bids: tuple[str, ...]
    dealer: int = 0
    rules: Rules = field(default=_BID)
    difficulty: int = 1

    def __post_init__(self) -> None:
        _check_difficulty(self.difficulty)
        rules = rules_arg(self.rules)
        if not rules.auction:
            raise QuizError(
                "A bidding question needs a Bid Euchre table: give rules=Rules.bid_euchre()."
            )
        bids: object = self.bids
        if not isinstance(bids, tuple | list) or not all(isinstance(b, str) for b in bids):
            raise QuizError(
                f"bids={shown(self.bids)} is not a list of bids: give texts like ('pass', 'bid 4')."
            )
        object.__setattr__(self, "bids", tuple(self.bids))
        self._auction()  # the engine refuses an auction that could not happen

    def _auction(self) -> Deal:
        """The auction replayed by the engine (the cards do not change what may be
        bid, so any deal will do)."""
        deal = Deal.shuffled(seed=0, dealer=self.dealer, rules=self.rules)
        for text in self.bids:
            if deal.phase is not Phase.AUCTION:
                raise QuizError(
                    f"The auction {shown(self.bids)} is over before its end: every "
                    "player bids once, and a moon ends it at once."
                )
            try:
                deal.apply(text)
            except EuchreError as error:
                raise QuizError(f"{shown(text)} cannot be bid here: {error}") from None
        if deal.phase is not Phase.AUCTION:
            raise QuizError(f"The auction {shown(self.bids)} is over: nobody is left to bid.")
        return deal

    @property
    def seat(self) -> int:
        """The seat to bid."""
        seat = self._auction().to_act
        assert seat is not None  # (the auction is not over)
        return seat

    @property
    def choices(self) -> tuple[str, ...]:
        """Everything a player might say in this auction, legal or not."""
        return ("pass", "bid 3", "bid 4", "bid 5", "bid 6") + (
            ("moon",) if self.rules.shoot_the_moon else ()
        )

    @property
    def answer(self) -> tuple[str, ...]:
        """The legal bids: the engine's legal actions, in the order of :attr:`choices`."""
        legal = {str(a) for a in self._auction().legal_actions()}
        return tuple(c for c in self.choices if c in legal)

    def why(self, choice: str) -> str:
        """Why ``choice`` may or may not be said now: the engine's refusal for a wrong
        bid, and for a right one what it promises."""
        if choice not in self.choices:
            raise QuizError(
                f"{shown(choice)} is not a bid: choose among {', '.join(self.choices)}."
            )
        deal = self._auction()
        try:
            deal.apply(choice)
        except IllegalActionError as error:
            return str(error)
        who = seat_names(players=4)[self.seat]
        if choice == "pass":
            if self.rules.stick_the_dealer:
                return f"{who} may pass: only a dealer stuck with the bid may not."
            return f"{who} may pass (if all four pass, the hand is thrown in)."
        if choice == "moon":
            return (
                f"{who} may shoot the moon: all six tricks alone, with one card from their partner."
            )
        tricks = int(choice.split()[1])
        if "pass" not in self.answer:
            return f"{who} must bid {tricks}: everyone else passed, and a stuck dealer may bid no more."
        if any(bid != "pass" for bid in self.bids):
            return f"{who} may bid {tricks}: {tricks} of the six tricks, more than anyone has bid."
        return f"{who} may bid {tricks}: {tricks} of the six tricks (nobody has bid yet)."

    @property
    def prompt(self) -> str:
        """The question in a player's words."""
        names = seat_names(players=4)
        deal = Deal.shuffled(seed=0, dealer=self.dealer, rules=self.rules)
        said = []
        for text in self.bids:
            before, seat = deal.copy(), deal.to_act
            assert seat is not None
            said.append(action_words(before, Turn(seat, deal.apply(text))))
        so_far = " ".join(said) if said else "Nobody has bid yet."
        moon = " Shooting the moon is allowed." if self.rules.shoot_the_moon else ""
        stuck = (
            " If all pass, the dealer is stuck with a bid of 3."
            if self.rules.stick_the_dealer
            else " If all pass, the hand is thrown in."
        )
        return (
            f"Bid Euchre: {names[self.dealer]} deals.{stuck}{moon} {so_far} "
            f"What may {names[self.seat]} say now? Choose every legal bid."
        )

    @property
    def explanation(self) -> str:
        """The legal bids and why."""
        legal = self.answer
        return f"{seat_names(players=4)[self.seat]} may say: {', '.join(map(said, legal))}."

    def check(self, selected: str | Iterable[str]) -> Feedback:
        """Mark the bids a reader chose as legal, given as texts (``["pass", "bid 5"]``)
        or one text (``"pass, bid 5"``)."""
        chosen = _read_bids(selected, self.choices)
        legal = set(self.answer)
        mistakes = [self.why(c) for c in self.choices if c in chosen and c not in legal]
        missed = [c for c in self.choices if c in legal and c not in chosen]
        mistakes += [f"You could also say {said(c)}: {self.why(c)}" for c in missed]
        wrong = sum(c in chosen and c not in legal for c in self.choices) + len(missed)
        out_of = len(self.choices)
        return Feedback(
            not mistakes,
            out_of - wrong,
            out_of,
            tuple(mistakes),
            self.explanation,
            counted="bids marked right",
        )


def said(choice: str) -> str:
    """A choice as players say it: ``"shoot the moon"`` for the engine's ``"moon"``."""
    return "shoot the moon" if choice == "moon" else choice


def _read_bids(selected: object, choices: tuple[str, ...]) -> set[str]:
    if isinstance(selected, str):
        words = selected.lower().replace(",", " ").replace("shoot the moon", "moon").split()
        found: list[str] = []
        i = 0
        while i < len(words):
            if words[i] == "bid" and i + 1 < len(words):
                found.append(f"bid {words[i + 1]}")
                i += 2
            else:
                found.append(words[i])
                i += 1
    elif isinstance(selected, Iterable):
        found = [str(s).strip().lower().replace("shoot the moon", "moon") for s in selected]
    else:
        found = [shown(selected)]
    for text in found:
        if text not in choices:
            raise QuizError(f"{shown(text)} is not a bid: choose among {', '.join(choices)}.")
    return set(found)


def bid_questions(
    seed: int | str, difficulty: int = 2, count: int | None = None
) -> Iterator[BidQuestion]:
    """Bidding questions from a seed: endless, or ``count`` of them. Level 1: one or
    two bids so far; level 2: one to three bids, and one question in four the dealer's
    turn after three passes (stuck); level 3: as level 2, at tables that shoot the
    moon, or throw in a hand all pass. (No question comes before the first bid, where
    every bid is allowed.)

    >>> [q.bids for q in bid_questions(seed=1, difficulty=1, count=2)]
    [('pass',), ('bid 5', 'pass')]
    """
    _check_difficulty(difficulty)
    rng = _rng_of(seed)
    return (_bid_question(rng, difficulty) for _ in _counter(count))


def _bid_question(rng: random.Random, difficulty: int) -> BidQuestion:
    rules = _BID
    if difficulty == 3:
        rules = rules.replace(
            shoot_the_moon=rng.random() < 0.7, stick_the_dealer=rng.random() < 0.6
        )
    dealer = rng.randrange(4)
    to_the_dealer = difficulty >= 2 and rng.random() < 0.25
    said = 3 if to_the_dealer else rng.randint(1, 2 if difficulty == 1 else 3)
    deal = Deal.shuffled(seed=0, dealer=dealer, rules=rules)
    bids: list[str] = []
    for _ in range(said):  # at most three: the auction is still open after them
        legal = [str(a) for a in deal.legal_actions() if str(a) != "moon"]
        passes = "pass" in legal and (to_the_dealer or rng.random() < 0.45)
        bid = "pass" if passes else rng.choice(legal)
        deal.apply(bid)
        bids.append(bid)
    return BidQuestion(tuple(bids), dealer, rules, difficulty)


# --------------------------------------------------------------------------------------
# Scoring: Bid Euchre's bids, five-handed's players
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BidScoringQuestion:
    """Bid Euchre: the bidders bid ``bid`` (6 with ``moon``) and took ``tricks`` of
    the six. What does each side score? The answer is :func:`euchre.scoring.score_bid`.

    >>> q = BidScoringQuestion(4, 3)
    >>> q.answer, q.check("bidders -4, defenders 3").correct
    ((-4, 3), True)
    """

    bid: int
    tricks: int
    moon: bool = False
    difficulty: int = 1

    def __post_init__(self) -> None:
        _check_difficulty(self.difficulty)
        self.answer  # noqa: B018  (the engine refuses an impossible bid)

    @property
    def answer(self) -> tuple[int, int]:
        """``(bidders, defenders)`` points."""
        return score_bid(self.tricks, self.bid, moon=self.moon)

    @property
    def prompt(self) -> str:
        """The question in a player's words."""
        said = "shot the moon (all six tricks, alone)" if self.moon else f"bid {self.bid}"
        return (
            f"Bid Euchre: the bidders {said} and took {self.tricks} of the six tricks. "
            "How many points does each side score?"
        )

    @property
    def explanation(self) -> str:
        """Why."""
        bidders, defenders = self.answer
        other = f"the defenders score their {_plural(6 - self.tricks, 'trick')}: {defenders}"
        if self.moon:
            made = "made the moon" if bidders > 0 else "missed the moon"
            return f"The bidders {made}: {whole_points(bidders)}; {other}."
        if bidders >= 0:
            return (
                f"The bidders made their bid of {self.bid}, so each side scores its tricks: "
                f"{bidders} to the bidders, {defenders} to the defenders."
            )
        return (
            f"The bidders took fewer than the {self.bid} they bid, so they lose {self.bid} "
            f"({whole_points(bidders)}); {other}."
        )

    def check(self, answer: str | tuple[int, int]) -> Feedback:
        """Mark ``(bidders, defenders)``, or text like ``"bidders -4, defenders 3"``."""
        got = _read_pair(answer)
        right = got == self.answer
        mistakes = (
            ()
            if right
            else (f"Not {whole_points(got[0])} and {whole_points(got[1])}. {self.explanation}",)
        )
        return Feedback(right, int(right), 1, mistakes, self.explanation)

    def options(self) -> list[tuple[int, int]]:
        """The answer and the classic mistakes: scoring the bid instead of the tricks,
        forgetting that failed bidders lose their bid, or that defenders still score."""
        bidders, defenders = self.answer
        tricks, bid = self.tricks, self.bid
        wrong = [
            (tricks, 6 - tricks),
            (bid, 6 - tricks),
            (-bid, 0),
            (-tricks, 6 - tricks),
            (0, 6 - tricks),
            (bidders, 0),
            (-bid, 6 - tricks),
            (bidders + 1, defenders),
            (bidders - 1, defenders),
        ]
        out = [(bidders, defenders)]
        for w in wrong:
            if w not in out:
                out.append(w)
        return out[:4]


#: A number in a typed score. A minus is its sign only when it touches the number and
#: follows no digit ("4-2" is four to two, "-4, 3" minus four and three); "lose 4" (or
#: lost, loses, minus, down) is minus four too.
_SCORE_NUMBER = re.compile(r"(?:\b(lose|loses|lost|minus|down)\s+)?(?<!\d)(-(?=\d))?(\d+)", re.I)


def _read_pair(answer: object) -> tuple[int, int]:
    """The two numbers of a typed score, or of a pair.

    >>> _read_pair("lose 3, 5"), _read_pair("-3-5"), _read_pair("4-2"), _read_pair("-4 -3")
    ((-3, 5), (-3, 5), (4, 2), (-4, -3))
    """
    if isinstance(answer, str):
        numbers = [
            -int(digits) if word or sign else int(digits)
            for word, sign, digits in _SCORE_NUMBER.findall(answer.replace("−", "-"))
        ]
    elif isinstance(answer, tuple | list):
        numbers = [n for n in answer if type(n) is int]
    else:
        numbers = []
    if len(numbers) != 2:
        raise QuizError(
            f"{shown(answer)} is not a score: give the bidders' points and the defenders', "
            "like 'bidders 4, defenders 2' or (-4, 3)."
        )
    return numbers[0], numbers[1]


def bid_scoring_questions(
    seed: int | str, difficulty: int = 1, count: int | None = None
) -> Iterator[BidScoringQuestion]:
    """Bid Euchre scoring questions from a seed (level 3 adds moons).

    >>> [q.answer for q in bid_scoring_questions(seed=2, count=2)]
    [(3, 3), (4, 2)]
    """
    _check_difficulty(difficulty)
    rng = _rng_of(seed)

    def one() -> BidScoringQuestion:
        if difficulty == 3 and rng.random() < 0.4:
            return BidScoringQuestion(6, rng.choice((6, 6, 5, 4)), True, difficulty)
        bid = rng.randint(3, 5 if difficulty == 1 else 6)
        tricks = rng.choice([bid, bid, min(6, bid + 1), bid - 1, max(0, bid - 2)])
        return BidScoringQuestion(bid, tricks, False, difficulty)

    return (one() for _ in _counter(count))
