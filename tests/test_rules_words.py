"""The house rules in a player's words: one name and one explanation per option, with
no code in them, read by the variants chapter and the play table's settings."""

from __future__ import annotations

import re
import typing

import pytest

from euchre import Rules, RulesError
from euchre.rules_words import option_explanation, option_name, rules_words, value_words

NAMES = [name for name, _, _ in Rules.options()]
#: What only a program writes: a name_with_underscores, name=value, 'quoted', a call.
CODE = re.compile(r"\w_\w|=|'[^ ']+'|\w\(\)|\bTrue\b|\bFalse\b")


@pytest.mark.parametrize("name", NAMES)
def test_every_option_has_words_for_players(name: str) -> None:
    title, explanation = option_name(name), option_explanation(name)
    assert title[0].isupper() and not CODE.search(title), title
    assert explanation.endswith(".") and not CODE.search(explanation), explanation


def test_names_are_told_apart() -> None:
    assert len({option_name(n) for n in NAMES}) == len(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_value_has_words(name: str) -> None:
    """Each value an option can take reads as words: a choice by its words, a switch
    on or off, a number as itself."""
    hint = typing.get_type_hints(Rules)[name]
    if hint is bool:
        values: tuple[object, ...] = (True, False)
    elif typing.get_origin(hint) is typing.Literal:
        values = typing.get_args(hint)
    else:
        values = (getattr(Rules(), name),)
    for value in values:
        said = value_words(name, value)
        assert said and not CODE.search(said), (name, value, said)


def test_a_table_in_words() -> None:
    assert rules_words(Rules()) == "standard rules"
    assert rules_words(Rules(weak_hand_redeal="farmer", min_rank=7)) == (
        "the deck set to 32 cards from the 7s up and weak hands set to a farmer's hand"
    )
    assert rules_words(Rules.two_handed()).startswith("no call to go alone")
    assert not CODE.search(rules_words(Rules.bid_euchre().replace(shoot_the_moon=True)))


def test_an_unknown_option_is_refused_with_the_options() -> None:
    with pytest.raises(
        RulesError, match="'stick_dealer' is not a rules option: the options are stick_the_dealer"
    ):
        option_name("stick_dealer")
    with pytest.raises(RulesError, match="takes a Rules object"):
        rules_words("standard")  # type: ignore[arg-type]
