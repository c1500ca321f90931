"""EGN rulesets: the engine's :class:`~euchre.rules.Rules` for an EGN ``ruleset``,
and the ``ruleset`` for the engine's rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import EGNError, RulesError
from ..rules import Rules
from ..scoring import FIVE_HANDED_ALONE_MARCH
from .fields import (
    describe,
)
from .safe_json import shown

__all__ = ["rules_from_ruleset", "ruleset_of"]


#: EGN ruleset options and their EGN defaults.
_EGN_DEFAULTS: dict[str, object] = {
    "std": True,
    "min_rank": 9,
    "winning_score": 10,
    "num_deals": 0,
    "canadian": False,
    "loner_lead": "LEFT_OF_DEALER",
    "loner_march_score": 4,
    "loner_euchred_score": 2,
    "defend_alone": False,
    "farmers": False,
    "partners_best": False,
    "go_under": False,
    "joker": False,
    "num_players": 4,
    "allow_no_trump": False,
    "fast_break": False,
    "four_trick_tokens": False,
}

#: EGN's flags that are the engine's options of the same name.
_SAME_FLAGS = ("go_under", "fast_break", "four_trick_tokens")

_LEAD_RULES = {"LEFT_OF_DEALER": "left_of_dealer", "LEFT_OF_LONER": "left_of_loner"}

#: The forms of the game by EGN's num_players, in a player's words.
_FORMS = {
    2: "two-handed Euchre",
    3: "cutthroat",
    4: "four-handed Euchre",
    5: "five-handed call-your-partner Euchre",
}

#: The forms the engine plays, by num_players, for a message.
_PLAYED = (
    "two-handed Euchre (num_players=2), cutthroat (3), four-handed Euchre and Bid Euchre "
    "(4), and five-handed call-your-partner Euchre (5, with the 28-card deck, min_rank=8)"
)

#: The ruleset key of the engine's own options, which EGN 1.4 has no field for. A key
#: starting with "x-" is an extension: another program's is ignored (and kept in the
#: record's metadata), this one is read.
EXTENSION = "x-euchre-course"

#: The options the extension holds, with the type of their value.
_EXTENSION_OPTIONS: dict[str, type] = {
    "allow_alone": bool,
    "lone_defender_scoring": str,
    "dealer_may_discard_upcard": bool,
    "deal_pattern": str,
    "weak_hand_redeal": str,  # only "ace_no_face": EGN's farmers flag is the farmer's hand
    "defender_best": bool,
    "laps": bool,
    "slams": bool,
    "cutthroat_march_points": int,
    "auction": bool,
    "shoot_the_moon": bool,
    "call_ace": bool,
}

#: EGN options about a partner, which mean nothing when every player is alone (two-handed
#: Euchre and cutthroat).
_PARTNER_OPTIONS = ("canadian", "defend_alone", "partners_best")


def rules_from_ruleset(ruleset: Mapping[str, Any] | None, base: Rules | None = None) -> Rules:
    """The engine's :class:`Rules` for an EGN ``ruleset`` (EGN's defaults where it is
    silent: stick the dealer on, the loner's lead left of the dealer).

    The variants map to their options: ``joker``, ``min_rank`` (9 or 7),
    ``allow_no_trump``, ``canadian`` (``canadian_loner``), ``partners_best``
    (``partners_best="partner"``), ``go_under``, ``fast_break``, ``four_trick_tokens``
    and ``farmers`` (``weak_hand_redeal="farmer"``,
    or ``"ace_no_face"`` when ``base`` says so: EGN has one flag for weak-hand redeals;
    EGN describes a looser farmer's hand, three or more 9s and 10s, and leaves what
    follows to the table, while the engine redeals a hand of only 9s and 10s).
    ``num_players`` 2 and 3 are two-handed Euchre and cutthroat (nobody goes alone, so
    the options about a partner must be off). The engine's options EGN has no field for
    (``allow_alone``, ``lone_defender_scoring``, ``dealer_may_discard_upcard``,
    ``deal_pattern``, ``defender_best``, ``laps``, ``slams``, ``cutthroat_march_points``,
    and Bid Euchre's ``auction`` and ``shoot_the_moon``, five-handed's ``call_ace``) are
    read from the ruleset's ``"x-euchre-course"`` object, else taken from ``base``; any
    other key starting with ``"x-"`` is another program's extension and is ignored.
    ``num_players`` 5 with ``min_rank`` 8 is five-handed call-your-partner Euchre (its
    28-card deck; ``loner_march_score`` 5, and 4 as older records say, is the form's
    loner's march of 5);
    ``"auction": true`` is Bid Euchre (nobody goes alone but a moon).

    >>> rules_from_ruleset({"std": False, "loner_lead": "LEFT_OF_LONER"})
    Rules()
    >>> rules_from_ruleset({"std": False, "joker": True, "min_rank": 7})
    Rules(lead_rule='left_of_dealer', joker=True, min_rank=7)
    >>> rules_from_ruleset({"num_players": 3, "x-euchre-course": {"cutthroat_march_points": 2}})
    Rules(stick_the_dealer=True, allow_alone=False, lead_rule='left_of_dealer', players=3, cutthroat_march_points=2)
    >>> rules_from_ruleset({"num_players": 5, "min_rank": 8})
    Rules(stick_the_dealer=True, lead_rule='left_of_dealer', min_rank=8, players=5)
    >>> rules_from_ruleset({"winning_score": 32, "x-euchre-course": {"auction": True}})
    Rules(stick_the_dealer=True, allow_alone=False, lead_rule='left_of_dealer', target=32, auction=True)
    >>> rules_from_ruleset({"num_players": 6})
    Traceback (most recent call last):
    ...
    euchre.errors.EGNError: The ruleset option num_players=6 is not supported by the engine: it plays two-handed Euchre (num_players=2), cutthroat (3), four-handed Euchre and Bid Euchre (4), and five-handed call-your-partner Euchre (5, with the 28-card deck, min_rank=8).
    """
    if ruleset is not None and not isinstance(ruleset, Mapping):
        raise EGNError(f"metadata.ruleset must be an object, not {describe(ruleset)}.")
    if base is not None and not isinstance(base, Rules):
        raise EGNError(f"base must be the engine's Rules (or None), not {shown(base)}.")
    given = dict(ruleset or {})
    extension = _read_extension(given.pop(EXTENSION, None))
    for key in [k for k in given if isinstance(k, str) and k.startswith("x-")]:
        del given[key]  # another program's extension
    unknown = sorted((k for k in given if k not in _EGN_DEFAULTS), key=str)
    if unknown:
        raise EGNError(
            f"Unknown ruleset option {shown(unknown[0])}: EGN 1.4 knows {', '.join(_EGN_DEFAULTS)} "
            f"(and the engine reads its own options from {EXTENSION!r})."
        )
    opts = {**_EGN_DEFAULTS, **given}
    for key, default in _EGN_DEFAULTS.items():
        value = opts[key]
        if isinstance(default, bool) and not isinstance(value, bool):
            raise EGNError(
                f"The ruleset option {key} must be true or false, not {describe(value)}."
            )
        if type(default) is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise EGNError(
                f"The ruleset option {key} must be a whole number, not {describe(value)}."
            )
        if isinstance(default, str) and not isinstance(value, str):
            raise EGNError(f"The ruleset option {key} must be a text, not {describe(value)}.")
    players = opts["num_players"]
    if players not in _FORMS:
        raise EGNError(
            f"The ruleset option num_players={players} is not supported by the engine: it "
            f"plays {_PLAYED}."
        )
    if players == 5 and opts["min_rank"] == 9:
        raise EGNError(
            "The ruleset option num_players=5 is not supported by the engine with min_rank=9: "
            "five hands of five and an upcard need more than 24 cards. It plays "
            f"{_PLAYED}."
        )
    if opts["min_rank"] not in (9, 8, 7) or (opts["min_rank"] == 8 and players != 5):
        raise EGNError(
            f"The ruleset option min_rank={opts['min_rank']} is not supported by the engine "
            f"with num_players={players}: it plays the 24-card deck (min_rank=9), the "
            "32-card deck (min_rank=7), and with five players (num_players=5) the 28-card "
            "deck (min_rank=8)."
        )
    if players in (2, 3):
        for key in _PARTNER_OPTIONS:
            if opts[key]:
                raise EGNError(
                    f"The ruleset option {key}=true does not apply with num_players={players} "
                    f"({_FORMS[players]}): every player plays alone, so nobody has a partner "
                    "who sits out or passes a card."
                )
        for key in ("loner_march_score", "loner_euchred_score"):
            if opts[key] != _EGN_DEFAULTS[key]:
                raise EGNError(
                    f"The ruleset option {key}={opts[key]} does not apply with "
                    f"num_players={players} ({_FORMS[players]}): nobody goes alone, since "
                    f"every player plays alone already (EGN's default is {_EGN_DEFAULTS[key]})."
                )
    march = opts["loner_march_score"]
    if players == 5:
        # The form fixes a loner's march at 5; older records of the engine wrote 4, the
        # option's default, which the five-handed game never used.
        if march not in (FIVE_HANDED_ALONE_MARCH, 4):
            raise EGNError(
                f"The ruleset option loner_march_score={march} does not apply with "
                f"num_players=5: in five-handed Euchre a loner's march scores "
                f"{FIVE_HANDED_ALONE_MARCH}, as the record should say."
            )
        march = 4  # the engine's option, unused by the five-handed form
    if opts["num_deals"] != 0:
        raise EGNError(
            f"The ruleset option num_deals={opts['num_deals']} (a fixed-deal game) is not "
            "supported by the engine yet: it plays to a winning_score."
        )
    if opts["winning_score"] == 0:
        raise EGNError(
            "The ruleset has winning_score=0 and num_deals=0: a game needs a winning score."
        )
    if opts["loner_lead"] not in _LEAD_RULES:
        raise EGNError(
            f"The ruleset option loner_lead={shown(opts['loner_lead'])} must be "
            "'LEFT_OF_DEALER' or 'LEFT_OF_LONER'."
        )
    start = base or Rules()
    weak = "off"
    if opts["farmers"]:
        weak = start.weak_hand_redeal if start.weak_hand_redeal != "off" else "farmer"
    best = "off"
    if opts["partners_best"]:
        best = "partner"
    # The extension's options; where it is silent, base's (a lone defender's call for
    # best only where the ruleset lets a defender go alone and call for best).
    fits = bool(opts["defend_alone"] and opts["partners_best"])
    own = {
        "allow_alone": start.allow_alone,
        "lone_defender_scoring": start.lone_defender_scoring,
        "dealer_may_discard_upcard": start.dealer_may_discard_upcard,
        "deal_pattern": start.deal_pattern,
        "weak_hand_redeal": weak,
        "defender_best": start.defender_best and fits,
        "laps": start.laps,
        "slams": start.slams,
        # base's cutthroat march only for a cutthroat record (no other form has one)
        "cutthroat_march_points": start.cutthroat_march_points if players == 3 else 3,
        # The form's own options come from the record alone, never from base: a record
        # without them is not Bid Euchre.
        "auction": False,
        "shoot_the_moon": False,
        "call_ace": False,
        **extension,
    }
    auction = bool(own["auction"])  # nobody goes alone in Bid Euchre but by the moon
    own["allow_alone"] = bool(own["allow_alone"]) and players in (4, 5) and not auction
    try:
        return start.replace(
            players=players,
            joker=opts["joker"],
            min_rank=opts["min_rank"],
            allow_no_trump=opts["allow_no_trump"],
            canadian_loner=opts["canadian"],
            partners_best=best,
            stick_the_dealer=opts["std"],
            lead_rule=_LEAD_RULES[opts["loner_lead"]],
            target=opts["winning_score"],
            alone_march_points=march,
            alone_euchre_points=opts["loner_euchred_score"],
            defend_alone=opts["defend_alone"],
            **{key: opts[key] for key in _SAME_FLAGS},
            **own,
        )
    except RulesError as exc:
        raise EGNError(f"The ruleset cannot be played by the engine: {exc}") from None


def _read_extension(raw: object) -> dict[str, Any]:
    """The engine's own options from the ruleset's extension object (see
    :data:`EXTENSION`), each checked for its type."""
    where = f"metadata.ruleset.{EXTENSION}"
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise EGNError(f"{where} must be an object of the engine's options, not {describe(raw)}.")
    unknown = sorted((k for k in raw if k not in _EXTENSION_OPTIONS), key=str)
    if unknown:
        raise EGNError(
            f"{where} has the unknown option {shown(unknown[0])}: it holds "
            f"{', '.join(_EXTENSION_OPTIONS)}."
        )
    for key, value in raw.items():
        kind = _EXTENSION_OPTIONS[key]
        if kind is bool and not isinstance(value, bool):
            raise EGNError(f"{where}.{key} must be true or false, not {describe(value)}.")
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise EGNError(f"{where}.{key} must be a whole number, not {describe(value)}.")
        if kind is str and not isinstance(value, str):
            raise EGNError(f"{where}.{key} must be a word in quotes, not {describe(value)}.")
    return dict(raw)


def ruleset_of(rules: Rules) -> dict[str, Any]:
    """The EGN ``ruleset`` for the engine's rules (every option EGN knows, spelled out;
    the engine's own options EGN has no field for in the ``"x-euchre-course"`` object).

    >>> ruleset_of(Rules(stick_the_dealer=True))["std"]
    True
    >>> ruleset_of(Rules.cutthroat())["num_players"]
    3
    >>> ruleset_of(Rules.five_handed())["loner_march_score"]
    5
    >>> ruleset_of(Rules.railroad())["x-euchre-course"]
    {'defender_best': True, 'laps': True, 'slams': True}
    """
    if not isinstance(rules, Rules):
        raise EGNError(f"ruleset_of writes the engine's Rules, not {shown(rules)}.")
    if rules.partners_best == "upcard":
        raise EGNError(
            "partners_best='upcard' (the loner takes the upcard) cannot be written in EGN, "
            "whose partners_best is the partner's card (partners_best='partner')."
        )
    ruleset: dict[str, Any] = {
        "std": rules.stick_the_dealer,
        "canadian": rules.canadian_loner,
        "loner_lead": "LEFT_OF_LONER" if rules.lead_rule == "left_of_loner" else "LEFT_OF_DEALER",
        "winning_score": rules.target,
        "loner_march_score": (
            FIVE_HANDED_ALONE_MARCH if rules.players == 5 else rules.alone_march_points
        ),
        "loner_euchred_score": rules.alone_euchre_points,
        "defend_alone": rules.defend_alone,
    }
    # The variants' options are written only when on, so standard records stay as they were.
    if rules.min_rank != 9:
        ruleset["min_rank"] = rules.min_rank
    for key, on in (
        ("joker", rules.joker),
        ("allow_no_trump", rules.allow_no_trump),
        ("partners_best", rules.partners_best == "partner"),
        ("farmers", rules.weak_hand_redeal != "off"),
        *((key, getattr(rules, key)) for key in _SAME_FLAGS),
    ):
        if on:
            ruleset[key] = True
    if rules.players != 4:
        ruleset["num_players"] = rules.players
    # The engine's options EGN has no field for, where they differ from the defaults.
    standard = Rules()
    own = {
        key: getattr(rules, key)
        for key in _EXTENSION_OPTIONS
        if getattr(rules, key) != getattr(standard, key)
    }
    if own.get("weak_hand_redeal") == "farmer":
        del own["weak_hand_redeal"]  # EGN's farmers flag says it
    if (not rules.allow_alone and rules.players in (2, 3)) or rules.auction:
        own.pop("allow_alone", None)  # nobody goes alone in these forms anyway
    if own:
        ruleset[EXTENSION] = own
    return ruleset
