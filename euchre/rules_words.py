"""A table's rules in a player's words: each option's name, what it does, its values.

The words are kept with each option in :class:`~euchre.Rules` (one source); the book,
the play table's settings and anyone else read them here.

>>> option_name("stick_the_dealer")
'Stick the dealer'
>>> value_words("lead_rule", "left_of_dealer")
'left of the dealer'
>>> rules_words(Rules(stick_the_dealer=True, target=5))
'stick the dealer switched on and the winning score set to 5 points'
>>> option_name("stick_dealer")
Traceback (most recent call last):
...
euchre.errors.RulesError: 'stick_dealer' is not a rules option: the options are stick_the_dealer, allow_alone, ... and four_trick_tokens.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .errors import RulesError, shown
from .rules import Rules
from .words import listed, points_words

__all__ = ["option_explanation", "option_name", "rules_words", "value_words"]

_FIELDS = {f.name: f for f in dataclasses.fields(Rules)}


def _field(name: object) -> dataclasses.Field[Any]:
    if not isinstance(name, str) or name not in _FIELDS:
        names = list(_FIELDS)
        raise RulesError(
            f"{shown(name)} is not a rules option: the options are "
            f"{', '.join(names[:2])}, ... and {names[-1]}."
        )
    return _FIELDS[name]


def option_name(name: str) -> str:
    """The option ``name`` as players call it, capitalised: ``"Going alone"``."""
    return str(_field(name).metadata["name"])


def option_explanation(name: str) -> str:
    """What the option ``name`` does, in a player's words (no code).

    >>> option_explanation("allow_alone")
    'The maker may go alone when ordering up or calling a suit.'
    """
    return str(_field(name).metadata["doc"])


def value_words(name: str, value: object) -> str:
    """A value of the option ``name`` as a player says it: ``on``, ``off``,
    ``10 points`` (every option counted in whole numbers is a score),
    ``left of the loner``, ``24 cards from the 9s up``.

    >>> value_words("joker", False), value_words("target", 10), value_words("min_rank", 7)
    ('off', '10 points', '32 cards from the 7s up')
    """
    words: dict[Any, str] = _field(name).metadata["values"]
    if isinstance(value, bool):
        return "on" if value else "off"
    for typed, said in words.items():
        if type(value) is type(typed) and value == typed:
            return said
    if type(value) is int and _field(name).type in (int, "int"):
        return points_words(value)
    return str(value)


def rules_words(rules: Rules) -> str:
    """What ``rules`` changes from the standard table, in words, or ``standard rules``.

    >>> rules_words(Rules())
    'standard rules'
    >>> rules_words(Rules(allow_alone=False, lead_rule="left_of_dealer"))
    'going alone switched off and who leads against a loner set to left of the dealer'
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules_words takes a Rules object, such as Rules(), not {shown(rules)}.")
    standard = Rules()
    changed = []
    for name in _FIELDS:
        value = getattr(rules, name)
        if value == getattr(standard, name):
            continue
        plain = option_name(name)
        plain = plain[0].lower() + plain[1:]
        if name == "allow_alone" and rules.players in (2, 3):
            changed.append("no call to go alone (the maker always plays alone)")
        elif isinstance(value, bool):
            changed.append(f"{plain} switched {'on' if value else 'off'}")
        else:
            changed.append(f"{plain} set to {value_words(name, value)}")
    return listed(changed) if changed else "standard rules"
