"""The table's rules: every house-rule option as one frozen, keyword-only value.

>>> Rules().target, Rules().stick_the_dealer
(10, False)
>>> Rules(stick_the_dealer=True, target=5)
Rules(stick_the_dealer=True, target=5)
>>> Rules(target=21)
Traceback (most recent call last):
...
euchre.errors.RulesError: target=21 is not allowed: a game is played to between 1 and 15 points (10 is usual).
"""

from __future__ import annotations

import dataclasses
import inspect
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from .cards import deck_ids
from .errors import RulesError, shown

__all__ = [
    "DealPattern",
    "LeadRule",
    "LoneDefenderScoring",
    "MinRank",
    "PartnersBest",
    "Rules",
    "WeakHandRedeal",
]

LeadRule = Literal["left_of_loner", "left_of_dealer"]
MinRank = Literal[9, 7]
PartnersBest = Literal["off", "partner", "upcard"]
WeakHandRedeal = Literal["off", "farmer", "ace_no_face"]
LoneDefenderScoring = Literal["euchre_4", "march_4"]
DealPattern = Literal["3-2", "2-3", "alternating"]


def _doc(text: str) -> dict[str, str]:
    return {"doc": text}


@dataclass(frozen=True, kw_only=True)
class Rules:
    """The options of a Euchre table. Every field has the default that most tables use.

    The ``repr`` shows only the options that differ from the defaults, so it reads
    like the call that makes it.
    """

    stick_the_dealer: bool = field(
        default=False,
        metadata=_doc(
            "The dealer may not pass in the second round of bidding, so no deal is thrown in."
        ),
    )
    allow_alone: bool = field(
        default=True, metadata=_doc("The maker may go alone when ordering up or calling a suit.")
    )
    defend_alone: bool = field(
        default=False,
        metadata=_doc(
            "When a maker goes alone, one defender (asked in turn, left of the maker first) "
            "may defend alone."
        ),
    )
    lead_rule: LeadRule = field(
        default="left_of_loner",
        metadata=_doc(
            "Who leads first. 'left_of_loner': left of the dealer, but after a loner the first "
            "active player left of the maker. 'left_of_dealer': always left of the dealer, "
            "skipping a seat that sits out."
        ),
    )
    lone_defender_scoring: LoneDefenderScoring = field(
        default="euchre_4",
        metadata=_doc(
            "'euchre_4': a lone defender who euchres the makers scores 4. 'march_4': a lone "
            "defender scores 2 for 3 or 4 tricks and 4 for all five."
        ),
    )
    dealer_may_discard_upcard: bool = field(
        default=True, metadata=_doc("The dealer may discard the upcard just picked up.")
    )
    target: int = field(default=10, metadata=_doc("Points needed to win the game, 1 to 15."))
    deal_pattern: DealPattern = field(
        default="3-2",
        metadata=_doc(
            "How the five cards are dealt: '3-2' (three to each, then two), '2-3', or "
            "'alternating' (3, 2, 3, 2 then 2, 3, 2, 3)."
        ),
    )
    alone_march_points: int = field(
        default=4, metadata=_doc("Points for a loner who takes all five tricks.")
    )
    alone_euchre_points: int = field(
        default=2,
        metadata=_doc("Points to the defenders for euchring a loner (without a lone defender)."),
    )
    joker: bool = field(
        default=False,
        metadata=_doc(
            "Play with the joker (the benny): a 25th card, the highest trump whatever the "
            "trump suit, so eight trumps. If it is the upcard, the dealer names the upcard's "
            "suit before looking at their hand ('name H'), and the bidding goes on as if "
            "the joker were a card of that suit."
        ),
    )
    min_rank: MinRank = field(
        default=9,
        metadata=_doc(
            "The lowest rank in the deck: 9 (24 cards) or 7 (32 cards: the 7s and 8s too, "
            "and a 12-card kitty)."
        ),
    )
    allow_no_trump: bool = field(
        default=False,
        metadata=_doc(
            "In the second round a player may call no trump ('call N'): no bowers, and "
            "each trick goes to the highest card of the led suit."
        ),
    )
    canadian_loner: bool = field(
        default=False,
        metadata=_doc(
            "The Canadian loner: the dealer's partner who orders up in the first round "
            "must go alone."
        ),
    )
    partners_best: PartnersBest = field(
        default="off",
        metadata=_doc(
            "Call for best. 'partner': a loner's partner passes them one card, face down "
            "('give AH'), and the loner discards one. 'upcard': a loner who is not the "
            "dealer takes the upcard instead of the dealer (in the second round, the "
            "turned-down card) and discards one. 'off': neither."
        ),
    )
    weak_hand_redeal: WeakHandRedeal = field(
        default="off",
        metadata=_doc(
            "A weak hand may ask for a redeal on its first turn to bid ('redeal'; the same "
            "dealer deals again). 'farmer': a hand of only 9s and 10s (and lower cards in "
            "the 32-card deck). 'ace_no_face': a hand with no ace, king, queen, jack or "
            "joker."
        ),
    )

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool",) and not isinstance(value, bool):
                raise RulesError(
                    f"{f.name}={shown(value)} is not allowed: it must be True or False."
                )
        _check_choice("lead_rule", self.lead_rule, LeadRule)
        _check_choice("lone_defender_scoring", self.lone_defender_scoring, LoneDefenderScoring)
        _check_choice("deal_pattern", self.deal_pattern, DealPattern)
        _check_choice("min_rank", self.min_rank, MinRank)
        _check_choice("partners_best", self.partners_best, PartnersBest)
        _check_choice("weak_hand_redeal", self.weak_hand_redeal, WeakHandRedeal)
        if self.canadian_loner and not self.allow_alone:
            raise RulesError(
                "canadian_loner=True needs allow_alone=True: under the Canadian loner the "
                "dealer's partner who orders up goes alone."
            )
        _check_int(
            "target",
            self.target,
            1,
            15,
            "a game is played to between 1 and 15 points (10 is usual)",
        )
        _check_int(
            "alone_march_points", self.alone_march_points, 1, 15, "it must be 1 to 15 (4 is usual)"
        )
        _check_int(
            "alone_euchre_points",
            self.alone_euchre_points,
            1,
            15,
            "it must be 1 to 15 (2 is usual)",
        )

    def __repr__(self) -> str:
        changed = [
            f"{f.name}={getattr(self, f.name)!r}"
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != f.default
        ]
        return f"Rules({', '.join(changed)})"

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (and checked).

        >>> Rules().replace(defend_alone=True).defend_alone
        True
        """
        unknown = sorted(set(changes) - {f.name for f in dataclasses.fields(self)})
        if unknown:
            raise RulesError(
                f"Unknown rules option {shown(unknown[0])}: the options are {_names()}."
            )
        return dataclasses.replace(self, **changes)

    @property
    def deck(self) -> tuple[int, ...]:
        """The card ids of this table's deck (see :func:`euchre.cards.deck_ids`).

        >>> len(Rules().deck), len(Rules(joker=True).deck), len(Rules(min_rank=7).deck)
        (24, 25, 32)
        """
        return deck_ids(min_rank=self.min_rank, joker=self.joker)

    @property
    def deck_size(self) -> int:
        """How many cards the deck has: 24, 25 with the joker, 32 (or 33) with 7s and 8s."""
        return (14 - self.min_rank + 1) * 4 + self.joker

    @property
    def kitty_size(self) -> int:
        """The cards left after the deal (four hands of five): 4 in the standard deck."""
        return self.deck_size - 20

    @property
    def is_standard_deck(self) -> bool:
        """True for the 24-card deck (9 to ace, no joker)."""
        return self.min_rank == 9 and not self.joker

    @classmethod
    def standard(cls) -> Rules:
        """The rules most North American tables play: every option at its default."""
        return cls()

    @classmethod
    def canadian(cls) -> Rules:
        """The Canadian loner table (EGN's ``canadian``): the dealer's partner who orders
        up must go alone; everything else standard.

        >>> Rules.canadian()
        Rules(canadian_loner=True)
        """
        return cls(canadian_loner=True)

    @classmethod
    def british(cls) -> Rules:
        """British (and many Canadian) tables: the joker, the benny, as the top trump.

        >>> Rules.british()
        Rules(joker=True)
        """
        return cls(joker=True)

    @classmethod
    def thirty_two(cls) -> Rules:
        """The 32-card deck: 7s and 8s added, a 12-card kitty.

        >>> Rules.thirty_two().kitty_size
        12
        """
        return cls(min_rank=7)

    @classmethod
    def no_trump(cls) -> Rules:
        """No-trump may be called in the second round.

        >>> Rules.no_trump()
        Rules(allow_no_trump=True)
        """
        return cls(allow_no_trump=True)

    @classmethod
    def presets(cls) -> dict[str, Rules]:
        """Every named preset, by name.

        >>> sorted(Rules.presets())
        ['british', 'canadian', 'no_trump', 'standard', 'thirty_two']
        """
        return {
            "standard": cls.standard(),
            "canadian": cls.canadian(),
            "british": cls.british(),
            "thirty_two": cls.thirty_two(),
            "no_trump": cls.no_trump(),
        }

    @classmethod
    def options(cls) -> tuple[tuple[str, Any, str], ...]:
        """Every option as ``(name, default, explanation)``, for documentation.

        >>> Rules.options()[0][:2]
        ('stick_the_dealer', False)
        """
        return tuple((f.name, f.default, f.metadata["doc"]) for f in dataclasses.fields(cls))


_DATACLASS_INIT = Rules.__init__


def _init(self: Rules, *args: object, **options: Any) -> None:
    """Rules' constructor: keyword options only, each one the table knows."""
    if args:
        raise RulesError(
            f"Rules takes options by name, like Rules(target=5), not {shown(args[0])}: "
            f"the options are {_names()}."
        )
    unknown = sorted(set(options) - _OPTION_NAMES)
    if unknown:
        raise RulesError(f"Unknown rules option {shown(unknown[0])}: the options are {_names()}.")
    _DATACLASS_INIT(self, **options)


_init.__doc__ = _DATACLASS_INIT.__doc__
_init.__signature__ = inspect.signature(_DATACLASS_INIT, eval_str=True)  # type: ignore[attr-defined]
setattr(Rules, "__init__", _init)  # noqa: B010
_OPTION_NAMES = frozenset(f.name for f in dataclasses.fields(Rules))


def _names() -> str:
    return ", ".join(f.name for f in dataclasses.fields(Rules))


def _check_choice(name: str, value: object, choices: Any) -> None:
    allowed = get_args(choices)
    # (the same type too: 7.0 == 7, but a deck has no rank 7.0)
    if not any(type(value) is type(a) and value == a for a in allowed):
        raise RulesError(
            f"{name}={shown(value)} is not allowed: choose one of {', '.join(map(repr, allowed))}."
        )


def _check_int(name: str, value: object, low: int, high: int, why: str) -> None:
    if type(value) is not int or not low <= value <= high:  # (not True, 7.0 or Suit.SPADES)
        raise RulesError(f"{name}={shown(value)} is not allowed: {why}.")
