"""Generated input of every kind for the contract tests (tests/test_contract*.py).

Every generated value is tagged with its class ("None", "float", "huge text", ...),
so that the tests can count how many inputs of each class they tried; the counts
are written to ``$EUCHRE_CONTRACT_COUNTS`` when it names a file (see
tests/test_contract.py).
"""

from __future__ import annotations

import collections
import enum
import random
from typing import Any

from hypothesis import strategies as st

from euchre import Action, ActionKind, Card, Deal, Phase, Rank, Rules, Suit

#: Inputs tried, per class, over the whole session.
COUNTS: collections.Counter[str] = collections.Counter()
#: Outcomes per class: "accepted" (the right answer) or "refused" (an engine error).
OUTCOMES: collections.Counter[tuple[str, str]] = collections.Counter()


class Colour(enum.Enum):
    """An enum of somebody else's: never a suit, a rank or a phase."""

    RED = 2
    BLACK = 3


class BadRepr:
    """An object whose repr and str fail: messages about it must still be made."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    __str__ = __repr__


class LooksLikeACard:
    """An object with a card's attribute names but none of its meaning."""

    _id = 5
    id = 5
    rank = Rank.JACK
    suit = Suit.HEARTS


def _tag(name: str, strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[tuple[str, Any]]:
    return strategy.map(lambda value: (name, value))


_WORDS = ["H", "hearts", "♥", "AD", "JD", "10h", "T♠", "joker", "B", "7H", "N", "pass",
          "play JD", "order alone", "call H", "call N", "discard 9C", "name H", "give AH",
          "redeal", "defend alone", "3", "-1", "", " ", "None", "3-2", "farmer", "rule",
          "random", "left_of_dealer", "euchre_4", "partner", "\ud800", "J\u0301D"]  # fmt: skip


def _hand_built_action() -> st.SearchStrategy[Any]:
    """Actions built by hand, with good and bad fields (the constructor may refuse)."""
    field = st.one_of(
        st.none(),
        st.sampled_from(list(Suit)),
        st.sampled_from([Card.from_id(i) for i in range(33)]),
        st.integers(-2, 40),
        st.sampled_from(["H", "JD", "x", "N", 7.0, b"H", True, False, Colour.RED, Rank.ACE]),
    )

    def build(kind: Any, suit: Any, card: Any, alone: Any) -> Any:
        try:
            return Action(kind, suit=suit, card=card, alone=alone)
        except ValueError as exc:  # an engine error is the answer for a bad field
            return exc

    return st.builds(
        build,
        st.one_of(st.sampled_from(list(ActionKind)), st.sampled_from(["play", 1, None])),
        field,
        field,
        st.one_of(st.booleans(), st.sampled_from([0, 1, "yes", None])),
    )


def _tampered_action() -> st.SearchStrategy[Any]:
    """Shared actions copied and changed behind the constructor's back."""

    def tamper(base: Action, name: str, value: Any) -> Action:
        copy = Action(base.kind, suit=base.suit, card=base.card, alone=base.alone)
        object.__setattr__(copy, name, value)
        return copy

    bases = st.sampled_from(
        [Action.pass_(), Action.order(), Action.call("H"), Action.play("JD"), Action.name("S"),
         Action.discard("9C"), Action.give("AH"), Action.defend(), Action.redeal()]
    )  # fmt: skip
    values = st.one_of(
        st.integers(-3, 40),
        st.sampled_from(["JD", "H", None, 7.0, True, Colour.RED, LooksLikeACard(), Rank.JACK]),
        st.sampled_from(list(Suit) + list(ActionKind)),
    )
    return st.builds(tamper, bases, st.sampled_from(["kind", "suit", "card", "alone"]), values)


def anything() -> st.SearchStrategy[tuple[str, Any]]:
    """One input of any class, tagged with its class."""
    return st.one_of(
        _tag("None", st.none()),
        _tag("bool", st.booleans()),
        _tag("small int", st.integers(-5, 40)),
        _tag("out-of-range int", st.one_of(st.integers(max_value=-6), st.integers(41, 10**6))),
        _tag("huge int", st.integers(10**30, 10**40).map(lambda n: n * 10**4000)),
        _tag("float", st.one_of(st.sampled_from([7.0, 3.5, 0.0, 9.0, 1.0]), st.floats())),
        _tag("bytes", st.one_of(st.binary(max_size=20), st.sampled_from([b"H", b"JD", b"\xff"]))),
        _tag("list", st.lists(st.one_of(st.integers(), st.text(max_size=3)), max_size=6)),
        _tag("tuple", st.tuples(st.integers(-1, 5), st.integers(-1, 5))),
        _tag("dict", st.dictionaries(st.text(max_size=3), st.integers(), max_size=3)),
        _tag("text", st.text(max_size=12)),
        _tag("unicode text", st.text(st.characters(min_codepoint=0x80), min_size=1, max_size=8)),
        _tag("huge text", st.integers(10**4, 2 * 10**5).map(lambda n: "J" * n + "D")),
        _tag("loose text", st.sampled_from(_WORDS)),
        _tag(
            "wrong enum member",
            st.sampled_from([Colour.RED, Phase.PLAY, Rank.ACE, ActionKind.PASS, Rank.JOKER]),
        ),
        _tag("suit", st.sampled_from(list(Suit))),
        _tag("card", st.integers(0, 32).map(Card.from_id)),
        _tag("hand-built action", _hand_built_action()),
        _tag("tampered action", _tampered_action()),
        _tag("engine object", st.sampled_from([Rules(), Deal.shuffled(seed=1), random.Random(1)])),
        _tag("hostile object", st.sampled_from([BadRepr(), LooksLikeACard(), object()])),
    )
