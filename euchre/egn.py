"""Euchre Game Notation (EGN): read a recorded game, replay it, write it back.

An EGN file (JSON, version 1.4) keeps only what cannot be worked out: the dealer
and upcard of each deal, the calls, the cards in the order they hit the table, and
comments. :func:`load` replays every deal through the engine, so every lead and
every card is checked by the same rules as a live game, and reports the score.

>>> text = '''{"fileType": "Euchre Game Notation", "version": "1.4",
...   "metadata": {"players": ["N", "E", "S", "W"], "initialScore": [0, 0]},
...   "deals": [{"dealNumber": 0, "initialState": {"dealer": 3, "upCard": "Jd"},
...     "phases": [{"phaseNumber": 0, "type": "EUCHRE_BIDDING",
...                 "calls": ["Pass", "Pass", "Pass", "Order"], "isAlone": false, "discard": "9s"},
...                {"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": [
...                 ["Ac", "Tc", "9c", "Kc"], ["Ah", "Kh", "Th", "Qd"], ["Jd", "9d", "Ad", "Kd"],
...                 ["Jh", "Td", "Ks", "Ts"], ["Qc", "Qs", "Js", "Jc"]]}]}]}'''
>>> record = loads(text)
>>> record.score
(0, 1)
>>> record.deals[0].dealt_hand(3)
(Card('Q♣'), Card('K♣'), Card('Q♦'), Card('J♥'), Card('9♠'))
>>> loads(dumps(record)) == record
True

A record that breaks a rule is rejected, naming the deal (numbered as in the file,
from 0), the trick (from 1) and the card:

>>> reneged = text.replace('"Th", "Qd"', '"Ts", "Qd"').replace('"Ks", "Ts"', '"Ks", "Th"')
>>> loads(reneged)
Traceback (most recent call last):
...
euchre.errors.EGNError: Deal 0, trick 2, card 10♠: seat 2 may not play it. A♥ was led; you must follow hearts with 10♥, not 10♠ (a spade).

What the reader decides where EGN leaves a choice:

- **Hands.** When ``initialState.playerCards`` is missing (as in most recorded
  games) each seat's hand is rebuilt from the cards it played. Cards nobody saw (a
  loner's partner's hand, a discard not written down, the cards of an unfinished
  deal) are *assumed*: the lowest unseen cards in the engine's sort order that keep
  the play legal. :attr:`Record.deal_notes` lists every assumed card.
- **The discard.** If the dealer picked up but never played the upcard, the discard
  was the upcard; otherwise an unrecorded discard is assumed (and noted).
- **Calls.** In the first round ``"Order"``, ``"PickUp"``, ``"Call"`` and
  ``"Alone"`` all order up; ``"Alone"`` also means the maker went alone (a record
  that says ``"Alone"`` with ``"isAlone": false`` is rejected as inconsistent).
- **Unfinished deals.** The last deal may stop anywhere (a game in progress); an
  unfinished deal followed by another is rejected.
- **Variants.** The ruleset's ``joker``, ``min_rank``, ``allow_no_trump`` (call
  ``"n"``), ``canadian``, ``partners_best`` and ``farmers`` are played (see
  :func:`rules_from_ruleset`). Where EGN 1.4 has no field, the engine writes and
  reads its own: ``initialState.jokerSuit`` (the suit the dealer named for a joker
  turned up), ``cardExchanges`` in the bidding phase for call for best
  (``[{"from": 2, "to": 0, "card": "Ah"}, {"from": 0, "to": -1, "card": "9c"}]``: the
  partner's card, then the loner's discard), and a ``"Redeal"`` call for a weak hand
  thrown in (the same dealer then deals the next deal).
- **Comments.** A comment's key is the number of its call or card, from 0; ``" 1 "``
  and ``"01"`` are read as ``"1"``, but two keys for the same call or card are refused
  (one list of comments would be lost), and so is a comment on a call or card the deal
  does not have.
- **Alternative lines** are checked and replayed when the file is read (see
  :class:`AlternativeLine` and :meth:`Record.alternatives`).
- **Everything else** is checked too: every field EGN defines must have its type
  (an unknown field is ignored), and the JSON itself may not be nested deeper, or hold
  numbers longer, than any EGN record needs (see :mod:`euchre.egn_json`). Every fault
  is an :class:`~euchre.errors.EGNError` naming the deal, the trick and the card, or the
  metadata field. :func:`dumps` reads what it wrote before returning it, so it never
  writes a record that :func:`load` would refuse.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Union

from . import egn_json
from .actions import Action, ActionKind
from .annotations import Annotations
from .cards import Card, Rank, Suit
from .deal import Deal, Phase
from .egn_fields import (
    ROUND_ONE_ORDERS,
    count_of,
    describe,
    parse_card,
    read_comments,
    read_phases,
    read_suit,
    read_tricks,
)
from .egn_json import shown
from .egn_lines import AlternativeLine, read_lines
from .errors import EGNError, IllegalActionError, MisdealError, RulesError
from .game import Game
from .rules import Rules
from .tricks import trick_winner
from .trump import EFFECTIVE

#: The name the stepper reads cards by (see euchre.egn_fields.parse_card).
_parse_card = parse_card

__all__ = [
    "AlternativeLine",
    "Assumptions",
    "Record",
    "dump",
    "dumps",
    "egn_card",
    "from_json",
    "load",
    "loads",
    "rules_from_ruleset",
    "ruleset_of",
    "to_json",
]

FILE_TYPE = "Euchre Game Notation"
VERSION = "1.4"
#: The most deals a record may have (a game to 15 points with many deals thrown in
#: has well under a hundred).
MAX_DEALS = 500

#: A path to an EGN file, or the JSON text itself.
Source = Union[str, "os.PathLike[str]"]

# ----------------------------------------------------------------------------- ruleset

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

#: Variants the engine does not play yet: accepted only when switched off.
_UNSUPPORTED_FLAGS = {
    "go_under": "going under",
    "fast_break": "fast-break scoring",
    "four_trick_tokens": "four-trick tokens",
}

_LEAD_RULES = {"LEFT_OF_DEALER": "left_of_dealer", "LEFT_OF_LONER": "left_of_loner"}


def rules_from_ruleset(ruleset: Mapping[str, Any] | None, base: Rules | None = None) -> Rules:
    """The engine's :class:`Rules` for an EGN ``ruleset`` (EGN's defaults where it is
    silent: stick the dealer on, the loner's lead left of the dealer). Options EGN does
    not know (``allow_alone``, ``dealer_may_discard_upcard``, ``deal_pattern``,
    ``lone_defender_scoring``) are taken from ``base``.

    The variants map to their options: ``joker``, ``min_rank`` (9 or 7),
    ``allow_no_trump``, ``canadian`` (``canadian_loner``), ``partners_best``
    (``partners_best="partner"``) and ``farmers`` (``weak_hand_redeal="farmer"``,
    or ``"ace_no_face"`` when ``base`` says so: EGN has one flag for weak-hand redeals).

    >>> rules_from_ruleset({"std": False, "loner_lead": "LEFT_OF_LONER"})
    Rules()
    >>> rules_from_ruleset({"std": False, "joker": True, "min_rank": 7})
    Rules(lead_rule='left_of_dealer', joker=True, min_rank=7)
    >>> rules_from_ruleset({"go_under": True})
    Traceback (most recent call last):
    ...
    euchre.errors.EGNError: The ruleset option go_under=true (going under) is not supported by the engine yet.
    """
    if ruleset is not None and not isinstance(ruleset, Mapping):
        raise EGNError(f"metadata.ruleset must be an object, not {describe(ruleset)}.")
    if base is not None and not isinstance(base, Rules):
        raise EGNError(f"base must be the engine's Rules (or None), not {shown(base)}.")
    given = dict(ruleset or {})
    unknown = sorted((k for k in given if k not in _EGN_DEFAULTS), key=str)
    if unknown:
        raise EGNError(
            f"Unknown ruleset option {shown(unknown[0])}: EGN 1.4 knows {', '.join(_EGN_DEFAULTS)}."
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
    for key, what in _UNSUPPORTED_FLAGS.items():
        if opts[key]:
            raise EGNError(
                f"The ruleset option {key}=true ({what}) is not supported by the engine yet."
            )
    if opts["min_rank"] not in (9, 7):
        raise EGNError(
            f"The ruleset option min_rank={opts['min_rank']} is not supported by the engine: "
            "it plays the 24-card deck (min_rank=9) and the 32-card deck (min_rank=7)."
        )
    if opts["num_players"] != 4:
        raise EGNError(
            f"The ruleset option num_players={opts['num_players']} is not supported by the "
            "engine yet: it plays four-handed Euchre, num_players=4."
        )
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
    try:
        return start.replace(
            joker=opts["joker"],
            min_rank=opts["min_rank"],
            allow_no_trump=opts["allow_no_trump"],
            canadian_loner=opts["canadian"],
            partners_best=best,
            weak_hand_redeal=weak,
            stick_the_dealer=opts["std"],
            lead_rule=_LEAD_RULES[opts["loner_lead"]],
            target=opts["winning_score"],
            alone_march_points=opts["loner_march_score"],
            alone_euchre_points=opts["loner_euchred_score"],
            defend_alone=opts["defend_alone"],
        )
    except RulesError as exc:
        raise EGNError(f"The ruleset cannot be played by the engine: {exc}") from None


def ruleset_of(rules: Rules) -> dict[str, Any]:
    """The EGN ``ruleset`` for the engine's rules (every option EGN knows, spelled out).

    >>> ruleset_of(Rules(stick_the_dealer=True))["std"]
    True
    """
    if not isinstance(rules, Rules):
        raise EGNError(f"ruleset_of writes the engine's Rules, not {shown(rules)}.")
    if rules.defend_alone and rules.lone_defender_scoring != "euchre_4":
        raise EGNError(
            f"lone_defender_scoring={rules.lone_defender_scoring!r} cannot be written in EGN, "
            "where a lone defender scores 4 for a euchre (lone_defender_scoring='euchre_4')."
        )
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
        "loner_march_score": rules.alone_march_points,
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
    ):
        if on:
            ruleset[key] = True
    return ruleset


# ------------------------------------------------------------------------------ cards


def egn_card(card: Card) -> str:
    """A card as EGN writes it: rank letter, then the suit in lower case.

    >>> egn_card(Card("10D")), egn_card(Card("JS")), egn_card(Card.joker())
    ('Td', 'Js', 'B')
    """
    if not isinstance(card, Card):
        raise EGNError(f"egn_card writes a Card (like Card('JD')), not {shown(card)}.")
    if card.is_joker:
        return "B"
    return card.rank.letter + card.suit.letter.lower()


# ----------------------------------------------------------------------------- record


@dataclass(frozen=True)
class Assumptions:
    """What a reader had to assume about one deal because the record does not show it.

    ``hands[seat]`` are the cards of ``seat``'s dealt hand that were never seen (a
    loner's partner's, cards not yet played in an unfinished deal); ``discard`` is the
    dealer's discard when it was neither recorded nor deducible. ``recorded_seats`` are
    the seats whose dealt hands the file gave (``playerCards``).
    """

    hands: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    discard: Card | None = None
    recorded_seats: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        hands = self.hands
        if not isinstance(hands, Mapping) or not all(
            isinstance(seat, int)
            and not isinstance(seat, bool)
            and 0 <= seat <= 3
            and isinstance(cards, tuple)
            and all(isinstance(c, Card) for c in cards)
            for seat, cards in hands.items()
        ):
            raise EGNError("Assumptions.hands maps seats (0 to 3) to tuples of cards.")
        if self.discard is not None and not isinstance(self.discard, Card):
            raise EGNError(f"Assumptions.discard is a card or None, not {shown(self.discard)}.")
        seats = self.recorded_seats
        if not isinstance(seats, tuple) or not all(
            isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= 3 for s in seats
        ):
            raise EGNError("Assumptions.recorded_seats is a tuple of seats (0 to 3).")

    @property
    def hands_recorded(self) -> bool:
        """True when the file gave all four dealt hands."""
        return len(self.recorded_seats) == 4

    def __bool__(self) -> bool:
        return bool(self.hands) or self.discard is not None

    def __str__(self) -> str:
        parts = [
            f"seat {seat}: {' '.join(str(c) for c in cards)}"
            for seat, cards in sorted(self.hands.items())
        ]
        if self.discard is not None:
            parts.append(f"discard: {self.discard}")
        return "assumed " + "; ".join(parts) if parts else "nothing assumed"


@dataclass(eq=False)
class Record:
    """A game read from EGN and replayed by the engine.

    ``game`` is the replayed :class:`Game` (its ``annotations[i]`` hold deal ``i``'s
    comments). ``metadata`` is the file's metadata, kept verbatim. Two records are
    equal when they hold the same deals (dealer, cards, every action), rules,
    comments, alternative lines, assumptions and metadata (ignoring ``finalScore``,
    which is checked against the replayed score when read).
    """

    game: Game
    rules: Rules
    metadata: dict[str, Any]
    alternative_lines: dict[int, list[Any]]
    deal_notes: list[Assumptions]
    _lines: dict[int, tuple[AlternativeLine, ...]] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.game, Game):
            raise EGNError(f"A Record holds a Game, not {shown(self.game)}.")
        if not isinstance(self.rules, Rules):
            raise EGNError(f"A Record's rules are the engine's Rules, not {shown(self.rules)}.")
        if not isinstance(self.metadata, dict):
            raise EGNError(f"A Record's metadata is a dict, not {shown(self.metadata)}.")
        egn_json.check({"metadata": self.metadata})
        _check_metadata(self.metadata)
        notes = self.deal_notes
        if not isinstance(notes, list) or not all(isinstance(n, Assumptions) for n in notes):
            raise EGNError("A Record's deal_notes are a list of Assumptions, one per deal.")
        if len(notes) != len(self.game.deals):
            raise EGNError(
                f"A Record has {len(self.game.deals)} deals but {len(notes)} deal_notes: "
                "give one Assumptions per deal."
            )
        lines = self.alternative_lines
        if not isinstance(lines, dict) or not all(
            isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(notes) for i in lines
        ):
            raise EGNError(
                "A Record's alternative_lines map deal numbers (from 0) to lists of lines."
            )
        egn_json.check(list(lines.values()))
        if self._lines is None:
            self._lines = {
                i: read_lines(i, raw, self.game.deals[i], _unknown(self.game.deals[i], notes[i]))
                for i, raw in sorted(lines.items())
            }

    def alternatives(self, index: int) -> tuple[AlternativeLine, ...]:
        """The alternative lines of deal ``index`` (numbered from 0 as in the file),
        checked and replayed when the record was read (see :class:`AlternativeLine`).

        >>> import pathlib
        >>> games = pathlib.Path(__file__).resolve().parents[1] / "data" / "egn"
        >>> record = load(games / "VWEC Finals Annotated.egn")
        >>> [line.branch for line in record.alternatives(4)], record.alternatives(1)
        ([7, 7], ())
        >>> record.alternatives(99)
        Traceback (most recent call last):
        ...
        euchre.errors.EGNError: This record has 13 deals, numbered 0 to 12, not 99.
        """
        count = len(self.game.deals)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < count:
            raise EGNError(
                f"This record has {count} deals, numbered 0 to {count - 1}, not {shown(index)}."
            )
        assert self._lines is not None
        return self._lines.get(index, ())

    @property
    def deals(self) -> list[Deal]:
        """The engine's deals, in order."""
        return self.game.deals

    @property
    def annotations(self) -> list[Annotations]:
        """The comments on each deal (empty :class:`Annotations` where there are none)."""
        return [self.game.annotations_for(i) for i in range(len(self.game.deals))]

    @property
    def score(self) -> tuple[int, int]:
        """The score after the last finished deal, ``(team 0, team 1)``."""
        return self.game.score

    @property
    def title(self) -> str | None:
        """The game's title, if the file gives one."""
        title = self.metadata.get("title")
        return title if isinstance(title, str) else None

    @property
    def players(self) -> list[str]:
        """The players' names by seat (a player object is given by its name)."""
        return [_player_name(p) for p in self.metadata.get("players", [])]

    def _key(self) -> tuple[object, ...]:
        meta = {k: v for k, v in self.metadata.items() if k != "finalScore"}
        deals = tuple(
            (d.dealer, d.dealt, d.kitty[0], frozenset(d.kitty), d.history) for d in self.deals
        )
        notes = tuple((dict(n.hands), n.discard, n.recorded_seats) for n in self.deal_notes)
        return (
            self.rules,
            json.dumps(meta, sort_keys=True),
            deals,
            self.annotations,
            json.dumps(self.alternative_lines, sort_keys=True),
            notes,
            self.score,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        title = f" {self.title!r}" if self.title else ""
        return (
            f"<Record{title}: {len(self.deals)} deals, "
            f"score {self.score[0]}-{self.score[1]}, {self.rules!r}>"
        )


def _unknown(deal: Deal, notes: Assumptions) -> frozenset[int]:
    """The seats of ``deal`` whose dealt hands the record does not fully show."""
    seats = set(notes.hands)
    if notes.discard is not None:
        seats.add(deal.dealer)
    return frozenset(seats)


def _player_name(player: object) -> str:
    if isinstance(player, Mapping):
        return str(player.get("name", ""))
    return str(player)


# ------------------------------------------------------------------------------- load


def load(source: Source | bytes, *, base: Rules | None = None) -> Record:
    """Read and replay an EGN game from a path, or from the JSON text itself (a text
    starting with ``{``, or bytes). ``base`` supplies the rules options EGN has no word
    for (see :func:`rules_from_ruleset`). Raises :class:`EGNError` for a record that
    cannot be read or does not replay under its rules, naming the place.

    >>> load(None)
    Traceback (most recent call last):
    ...
    euchre.errors.EGNError: load reads an EGN file from a path or from its JSON text, not None.
    """
    if isinstance(source, (bytes, bytearray)):
        return loads(source, base=base)
    if isinstance(source, str):
        text = source.lstrip("\ufeff \t\r\n")
        if text.startswith(("{", "[")) or "\n" in text or len(source) > 4096:
            return loads(source, base=base)
        if not text:
            raise EGNError("load was given an empty text: give a path to an EGN file.")
    elif not isinstance(source, os.PathLike):
        raise EGNError(
            f"load reads an EGN file from a path or from its JSON text, not {shown(source)}."
        )
    try:
        path = Path(source)
        name = shown(os.fspath(source), 60)
        if not path.is_file():
            why = (
                "it is a folder"
                if path.is_dir()
                else "it is not a plain file"
                if path.exists()
                else "there is no such file"
            )
            raise EGNError(f"Cannot read the EGN file {name}: {why}.")
        with path.open("rb") as handle:
            data = handle.read(4 * egn_json.MAX_CHARS + 1)
    except (OSError, ValueError, TypeError) as exc:
        if isinstance(exc, EGNError):
            raise
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise EGNError(f"Cannot read the EGN file {shown(source, 60)}: {why}.") from None
    return loads(egn_json.decode(data, f"The EGN file {name}"), base=base)


def loads(text: str | bytes, *, base: Rules | None = None) -> Record:
    """Read and replay an EGN game from its JSON text (see :func:`load`); bytes are
    read as UTF-8, and a byte-order mark is allowed.

    >>> loads("[" * 100000)
    Traceback (most recent call last):
    ...
    euchre.errors.EGNError: The EGN text is nested too deeply: an EGN record needs at most 32 levels of brackets.
    """
    return from_json(egn_json.parse(text), base=base)


def from_json(data: object, *, base: Rules | None = None) -> Record:
    """Replay an EGN game already parsed from JSON (a dict)."""
    if base is not None and not isinstance(base, Rules):
        raise EGNError(f"base must be the engine's Rules (or None), not {shown(base)}.")
    if not isinstance(data, Mapping):
        raise EGNError(
            f"An EGN file is a JSON object with metadata and deals, not {describe(data)}."
        )
    egn_json.check(data)
    file_type = data.get("fileType", FILE_TYPE)
    if file_type != FILE_TYPE:
        raise EGNError(f"fileType is {shown(file_type)}, not {FILE_TYPE!r}.")
    version = data.get("version", VERSION)
    if not isinstance(version, str) or not version.startswith("1."):
        raise EGNError(
            f"version is {shown(version)}: the engine reads EGN 1.x records (it writes {VERSION})."
        )
    metadata = data.get("metadata")
    if not isinstance(metadata, Mapping):
        raise EGNError("The EGN file has no metadata object.")
    metadata = copy.deepcopy(dict(metadata))
    _check_metadata(metadata)
    ruleset = metadata.get("ruleset")
    if ruleset is not None and not isinstance(ruleset, Mapping):
        raise EGNError(f"metadata.ruleset must be an object, not {describe(ruleset)}.")
    rules = rules_from_ruleset(ruleset, base)
    initial = _score_pair(metadata.get("initialScore", [0, 0]), "initialScore")
    if max(initial) >= rules.target:
        raise EGNError(
            f"metadata.initialScore is {initial[0]}-{initial[1]}, which already reaches the "
            f"winning_score {rules.target}: no deal could follow."
        )
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise EGNError("The EGN file has no list of deals.")
    if not deals:
        raise EGNError("The EGN file has no deals to replay.")
    if len(deals) > MAX_DEALS:
        raise EGNError(
            f"The EGN file has {len(deals)} deals: a game has far fewer, and the engine "
            f"reads at most {MAX_DEALS}."
        )

    first = _mapping(deals[0], 0, "deal")
    first_dealer = _seat(_mapping(first.get("initialState"), 0, "initialState").get("dealer"), 0)
    game = Game(rules=rules, first_dealer=first_dealer, score=initial, shuffle=False)
    alternative_lines: dict[int, list[Any]] = {}
    parsed_lines: dict[int, tuple[AlternativeLine, ...]] = {}
    notes: list[Assumptions] = []
    for index, raw in enumerate(deals):
        if game.deals and not game.deal.is_over:
            raise EGNError(
                f"Deal {index - 1} is unfinished, but deal {index} follows: only the last "
                "deal of a record may be unfinished."
            )
        if game.is_over:
            raise EGNError(
                f"Deal {index}: the game was over after deal {index - 1} "
                f"({game.score[0]}-{game.score[1]}, winning_score {rules.target}), "
                "so no deal may follow."
            )
        replay = _DealReplay(index, _mapping(raw, index, "deal"), game, index == len(deals) - 1)
        notes.append(replay.run())
        lines = replay.raw.get("alternativeLines")
        if lines is not None:
            parsed_lines[index] = read_lines(
                index, lines, game.deals[index], _unknown(game.deals[index], notes[-1])
            )
            alternative_lines[index] = copy.deepcopy(lines)

    final = metadata.get("finalScore")
    if final is not None and _score_pair(final, "finalScore") != game.score:
        got = _score_pair(final, "finalScore")
        raise EGNError(
            f"metadata.finalScore is {got[0]}-{got[1]}, but the deals replay to "
            f"{game.score[0]}-{game.score[1]}."
        )
    return Record(
        game=game,
        rules=rules,
        metadata=metadata,
        alternative_lines=alternative_lines,
        deal_notes=notes,
        _lines=parsed_lines,
    )


#: Metadata fields that are texts when given (EGN 1.4).
_TEXT_FIELDS = ("gameId", "title", "description", "date")


def _check_metadata(metadata: Mapping[str, Any]) -> None:
    for key in _TEXT_FIELDS:
        if key in metadata and not isinstance(metadata[key], str):
            raise EGNError(f"metadata.{key} must be a text, not {describe(metadata[key])}.")
    players = metadata.get("players")
    if players is None:
        return
    if not isinstance(players, list):
        raise EGNError(f"metadata.players must be a list of names, not {describe(players)}.")
    for i, player in enumerate(players):
        where = f"metadata.players[{i}]"
        if isinstance(player, str):
            continue
        if not isinstance(player, Mapping) or not isinstance(player.get("name"), str):
            raise EGNError(
                f"{where} must be a name or an object with a name (text), not {describe(player)}."
            )
        ids = player.get("playerIds", [])
        if not isinstance(ids, list) or not all(
            isinstance(e, Mapping)
            and isinstance(e.get("id"), str)
            and isinstance(e.get("source"), str)
            for e in ids
        ):
            raise EGNError(
                f"{where}.playerIds must be a list of objects with an id and a source (texts)."
            )


def _mapping(value: object, index: int, what: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        if isinstance(value, str) and what == "deal":
            raise EGNError(
                f"Deal {index} is a condensed (bit-packed) deal; convert the file to JSON "
                "deals first (egn-convert)."
            )
        raise EGNError(f"Deal {index}: {what} must be a JSON object.")
    return value


def _seat(value: object, index: int, what: str = "dealer") -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise EGNError(f"Deal {index}: {what}={shown(value)} is not a seat (0 to 3).")
    return value


def _score_pair(value: object, what: str) -> tuple[int, int]:
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    ):
        return (value[0], value[1])
    raise EGNError(
        f"metadata.{what} must be two whole numbers (team 0, team 1), not {shown(value)}."
    )


@dataclass
class _Plan:
    """A deal's bidding as engine actions."""

    calls: list[tuple[str, Action]]
    discard: Card | None
    alone_defender: int | None  # None: not recorded; -1: nobody
    exchange: tuple[Card, Card | None] | None = None  # call for best: given, loner's discard


class _DealReplay:
    """Replays one EGN deal into a game: a first pass over the play finds who played
    each card (trick winners lead), the hands are rebuilt, then the engine replays."""

    def __init__(self, index: int, raw: Mapping[str, Any], game: Game, is_last: bool) -> None:
        self.index = index
        self.raw = raw
        self.game = game
        self.is_last = is_last
        self.rules = game.rules
        number = raw.get("dealNumber", index)
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise self.error(f"dealNumber must be a whole number from 0, not {describe(number)}.")
        state = _mapping(raw.get("initialState"), index, "initialState")
        self.dealer = _seat(state.get("dealer"), index)
        try:
            self.upcard = parse_card(state.get("upCard"), None, self.rules)
        except EGNError as exc:
            raise self.error(f"upCard: {exc}") from None
        # The joker turned up: the suit the dealer named (our extension of EGN).
        self.joker_suit: Suit | None = None
        joker_suit = state.get("jokerSuit")
        if joker_suit is not None:
            if not self.upcard.is_joker:
                raise self.error(
                    f"initialState.jokerSuit is given, but the upCard {self.upcard} is not "
                    "the joker."
                )
            self.joker_suit = read_suit(joker_suit)
            if self.joker_suit is None:
                raise self.error(
                    f"initialState.jokerSuit is {describe(joker_suit)}: write the suit the "
                    "dealer named as s, h, d or c."
                )
        self.given = self._given_hands(state.get("playerCards"))
        bidding, play = read_phases(self.raw.get("phases", []), self.error)
        self.bidding = bidding
        tricks = read_tricks(play, self.error)
        self.raw_tricks: list[list[Any]] = tricks
        calls = bidding.get("calls", []) if bidding is not None else []
        self.annotations = Annotations(
            calls=read_comments(bidding, "callAnnotations", "call", count_of(calls), self.error),
            plays=read_comments(
                play, "playAnnotations", "card played", sum(map(len, tricks)), self.error
            ),
        )
        self.any_play = any(self.raw_tricks)
        self.exchange_moves: list[tuple[object, object]] = []
        self.pending: EGNError | None = None  # a fault found while mapping the play
        self.play_limit = 0  # cards mapped to seats before that fault

    def error(self, text: str) -> EGNError:
        return EGNError(f"Deal {self.index}: {text}")

    # ------------------------------------------------------------------ reading

    def _given_hands(self, value: object) -> list[tuple[Card, ...] | None]:
        if value is None:
            return [None] * 4
        if not isinstance(value, list) or len(value) != 4:
            raise self.error("playerCards must list four hands (seats 0 to 3).")
        hands: list[tuple[Card, ...] | None] = []
        seen: dict[Card, int] = {self.upcard: -1}
        for seat, hand in enumerate(value):
            if not isinstance(hand, list) or not all(isinstance(c, str) for c in hand):
                raise self.error(f"playerCards[{seat}] must be a list of cards (texts like 'Td').")
            if not hand or any(isinstance(c, str) and "X" in c.upper() for c in hand):
                hands.append(None)  # not recorded: rebuilt from the play
                continue
            if len(hand) != 5:
                raise self.error(f"playerCards gives seat {seat} {len(hand)} cards, not 5.")
            cards: list[Card] = []
            for text in hand:
                try:
                    card = parse_card(text, None, self.rules)
                except EGNError as exc:
                    raise self.error(f"playerCards of seat {seat}: {exc}") from None
                if card in seen:
                    other = seen[card]
                    where = "is the upcard" if other < 0 else f"is also in seat {other}'s hand"
                    raise self.error(f"playerCards of seat {seat}: {card} {where}.")
                seen[card] = seat
                cards.append(card)
            hands.append(tuple(cards))
        return hands

    def _plan(self) -> _Plan:
        phase = self.bidding or {}
        calls = phase.get("calls", [])
        if not isinstance(calls, list) or not all(isinstance(c, str) for c in calls):
            raise self.error("calls must be a list of texts.")
        is_alone = phase.get("isAlone")
        if is_alone is not None and not isinstance(is_alone, bool):
            raise self.error("isAlone must be true or false.")
        said_alone = any(c.strip().lower() == "alone" for c in calls)
        if said_alone and is_alone is False:
            raise self.error("a call says 'Alone' but isAlone is false.")
        alone = bool(is_alone) or said_alone
        actions: list[tuple[str, Action]] = []
        up_suit = self.upcard.suit if self.joker_suit is None else self.joker_suit
        up_letter = (
            "" if self.upcard.is_joker and self.joker_suit is None else up_suit.letter.lower()
        )
        for i, text in enumerate(calls):
            word = text.strip().lower()
            if word == "pass":
                actions.append((text, Action.pass_()))
            elif i < 4 and (word in ROUND_ONE_ORDERS or word == up_letter):
                actions.append((text, Action.order(alone)))
            elif word in ("s", "h", "d", "c"):
                actions.append((text, Action.call(word, alone)))
            elif word == "n":
                if not self.rules.allow_no_trump:
                    raise self.error(
                        f"call {i} is 'n' (no trump), but the ruleset does not allow it "
                        "(allow_no_trump is false)."
                    )
                actions.append((text, Action.no_trump(alone)))
            elif word == "redeal":
                actions.append((text, Action.redeal()))
            elif word == "x":
                raise self.error(f"call {i} is 'x' (unknown): the deal cannot be replayed.")
            else:
                raise self.error(
                    f"call {i} is {shown(text)}: write Pass, Order (first round) or a suit letter "
                    "s, h, d, c (second round)."
                )
        discard = None
        if phase.get("discard") is not None:
            try:
                discard = parse_card(phase["discard"], None, self.rules)
            except EGNError as exc:
                raise self.error(f"discard: {exc}") from None
        defender = phase.get("aloneDefender")
        if defender is not None and (
            isinstance(defender, bool) or not isinstance(defender, int) or not -1 <= defender <= 3
        ):
            raise self.error(f"aloneDefender={shown(defender)} must be a seat (0 to 3) or -1.")
        if defender is not None and defender >= 0 and not self.rules.defend_alone:
            raise self.error(
                f"aloneDefender={defender}, but the ruleset does not allow defending alone "
                "(defend_alone is false)."
            )
        return _Plan(actions, discard, defender, self._exchanges(phase.get("cardExchanges")))

    def _exchanges(self, raw: object) -> tuple[Card, Card | None] | None:
        """Call for best, as we write ``cardExchanges``: the partner's card to the loner
        (``{"from": 2, "to": 0, "card": "Ah"}``), then the loner's discard
        (``{"from": 0, "to": -1, "card": "9c"}``)."""
        if raw is None or raw == []:
            return None
        if (
            not isinstance(raw, list)
            or len(raw) > 2
            or not all(isinstance(e, Mapping) for e in raw)
        ):
            raise self.error(
                "cardExchanges must be a list of one or two objects with from, to and card "
                "(the partner's card to the loner, then the loner's discard)."
            )
        if not self.rules.partners_best == "partner":
            raise self.error("cardExchanges are recorded, but the ruleset has partners_best off.")
        cards: list[Card] = []
        moves: list[tuple[object, object]] = []
        for n, entry in enumerate(raw):
            try:
                cards.append(parse_card(entry.get("card"), None, self.rules))
            except EGNError as exc:
                raise self.error(f"cardExchanges[{n}]: {exc}") from None
            moves.append((entry.get("from"), entry.get("to")))
        self.exchange_moves = moves
        return (cards[0], cards[1] if len(cards) > 1 else None)

    # ------------------------------------------------------------------ bidding

    def _bid(
        self,
        deal: Deal,
        apply: Callable[[Action], object],
        plan: _Plan,
        discard: Card | None,
        *,
        dummy: bool = False,
    ) -> None:
        """Apply the bidding to ``deal`` (through ``apply``), stopping where the record
        stops."""
        if deal.phase is Phase.NAME and (plan.calls or self.any_play):
            if self.joker_suit is None:
                raise self.error(
                    "the joker is the upCard: initialState.jokerSuit must give the suit the "
                    "dealer named for it."
                )
            apply(Action.name(self.joker_suit))
        for i, (text, action) in enumerate(plan.calls):
            if deal.phase not in (Phase.ORDER, Phase.CALL):
                raise self.error(f"call {i} ({shown(text)}) comes after trump was made.")
            try:
                apply(action)
            except IllegalActionError as exc:
                raise self.error(f"call {i} ({shown(text)}) by seat {deal.to_act}: {exc}") from None
        if deal.phase is Phase.OVER and plan.discard is not None:
            raise self.error("a discard is recorded, but the deal was thrown in.")
        if deal.phase is Phase.DISCARD and discard is not None:
            try:
                apply(Action.discard(discard))
            except IllegalActionError as exc:
                raise self.error(f"discard {discard}: {exc}") from None
        elif (
            plan.discard is not None and not deal.dealer_picked_up and deal.trump_index is not None
        ):
            raise self.error(
                f"discard {plan.discard} is recorded, but the dealer did not pick up the upcard."
            )
        if deal.phase is Phase.GIVE:
            exchange = plan.exchange
            if dummy and exchange is not None:  # any cards will do for the dummy's exchange
                giver, loner = deal.to_act or 0, deal.maker or 0
                exchange = (deal.hand(giver)[0], deal.hand(loner)[0])
            if exchange is None and self.any_play:
                raise self.error(
                    "a loner called for their partner's best, but cardExchanges does not say "
                    "which card was passed."
                )
            if exchange is not None:
                wanted: list[tuple[object, object]] = [
                    (deal.to_act, deal.maker),
                    (deal.maker, -1),
                ]
                for n, (moved, want) in enumerate(zip(self.exchange_moves, wanted, strict=False)):
                    if moved != want or any(isinstance(v, bool) for v in moved):
                        raise self.error(
                            f"cardExchanges[{n}] goes from {describe(moved[0])} to "
                            f"{describe(moved[1])}, but it must go from {want[0]} to {want[1]} "
                            f"(seat {deal.to_act} gives the loner, seat {deal.maker}, a card; "
                            "then the "
                            "loner discards one, to -1)."
                        )
                try:
                    apply(Action.give(exchange[0]))
                    if exchange[1] is not None:
                        apply(Action.discard(exchange[1]))
                except IllegalActionError as exc:
                    raise self.error(f"cardExchanges: {exc}") from None
        if deal.phase is Phase.DEFEND and (plan.alone_defender is not None or self.any_play):
            maker = deal.maker
            assert maker is not None
            defender = plan.alone_defender if plan.alone_defender is not None else -1
            if defender not in (-1, (maker + 1) % 4, (maker + 3) % 4):
                raise self.error(
                    f"aloneDefender={defender}: only a defender (seat {(maker + 1) % 4} or "
                    f"{(maker + 3) % 4}) may defend alone against seat {maker}."
                )
            steps = {-1: ["pass", "pass"], (maker + 1) % 4: ["defend alone"]}.get(
                defender, ["pass", "defend alone"]
            )
            for step in steps:
                apply(Action.parse(step))
        elif plan.alone_defender is not None and plan.alone_defender >= 0:
            raise self.error(
                f"aloneDefender={plan.alone_defender}, but nobody went alone to defend against."
            )
        if self.any_play and deal.phase is not Phase.PLAY:
            raise self.error("cards are played, but the bidding does not end with a trump suit.")

    # ----------------------------------------------------------------- the play

    def _dummy(self) -> Deal:
        """A deal with the right dealer and upcard and arbitrary hands: the bidding
        does not depend on the cards, so it tells who leads and who sits out."""
        deck = [Card.from_id(i) for i in self.rules.deck]
        rest = sorted((c for c in deck if c != self.upcard), key=lambda c: (c.rank, c.suit))
        # A redeal needs a weak hand: the lowest cards go to the seat that asks for one.
        redealer = self._redealer()
        order = [redealer, *(s for s in range(4) if s != redealer)] if redealer is not None else []
        hands: list[list[Card]] = [[], [], [], []]
        for k, seat in enumerate(order or range(4)):
            hands[seat] = rest[5 * k : 5 * k + 5]
        return Deal.new(
            dealer=self.dealer, hands=hands, kitty=[self.upcard, *rest[20:]], rules=self.rules
        )

    def _redealer(self) -> int | None:
        """The seat whose call is a redeal, if any (calls go round from the dealer's left)."""
        phase = self.bidding or {}
        calls = phase.get("calls", [])
        if isinstance(calls, list):
            for i, text in enumerate(calls):
                if isinstance(text, str) and text.strip().lower() == "redeal":
                    return (self.dealer + 1 + i) % 4
        return None

    def run(self) -> Assumptions:
        plan = self._plan()
        dummy = self._dummy()
        # Any card the dummy dealer holds will do for the discard, if there is one.
        needs_discard = plan.discard is not None or self.any_play
        self._bid(
            dummy,
            dummy.apply,
            plan,
            dummy.hand(self.dealer)[0] if needs_discard else None,
            dummy=True,
        )
        if (
            dummy.trump is None
            and dummy.phase is Phase.OVER
            and self.bidding
            and self.bidding.get("isAlone")
        ):
            raise self.error("isAlone is true, but all four passed twice (thrown in).")
        played, voids = self._first_pass(dummy, plan)
        hands, kitty, discard, notes = self._rebuild(dummy, plan, played, voids)
        self._replay(plan, hands, kitty, discard)
        return notes

    def _trick_error(self, t: int, card: object, text: str) -> EGNError:
        written = shown(card) if isinstance(card, str) else str(card)
        return EGNError(f"Deal {self.index}, trick {t}, card {written}: {text}")

    def _first_pass(self, dummy: Deal, plan: _Plan) -> tuple[list[list[Card]], list[set[int]]]:
        played: list[list[Card]] = [[], [], [], []]
        voids: list[set[int]] = [set(), set(), set(), set()]
        if not self.any_play:
            return played, voids
        try:
            self._map_tricks(dummy, plan, played, voids)
        except EGNError as exc:
            # Replay up to here first: the engine may find an earlier fault (a renege).
            self.pending = exc
        return played, voids

    def _map_tricks(
        self, dummy: Deal, plan: _Plan, played: list[list[Card]], voids: list[set[int]]
    ) -> None:
        trump = dummy.trump
        t = dummy.trump_index
        leader = dummy.to_act
        assert t is not None and leader is not None
        effective = EFFECTIVE[t]
        passed, dropped = plan.exchange if plan.exchange is not None else (None, None)
        active = dummy.active_seats
        owners: dict[Card, tuple[int, int]] = {}
        given_owner = {c: s for s, h in enumerate(self.given) if h for c in h}
        for n, raw in enumerate(self.raw_tricks, 1):
            if n > 5:
                raise self.error(f"{len(self.raw_tricks)} tricks are recorded; a deal has 5.")
            if len(raw) > len(active):
                raise self.error(
                    f"trick {n} has {len(raw)} cards, but {len(active)} players are playing."
                )
            if len(raw) < len(active) and not (self.is_last and n == len(self.raw_tricks)):
                raise self.error(
                    f"trick {n} has {len(raw)} cards, but {len(active)} players are playing "
                    "(only the last trick of the last deal may be unfinished)."
                )
            seats = [leader]
            while len(seats) < len(active):
                seats.append(active[(active.index(seats[-1]) + 1) % len(active)])
            cards: list[Card] = []
            for text, seat in zip(raw, seats[: len(raw)], strict=True):
                try:
                    card = parse_card(text, trump, self.rules)
                except EGNError as exc:
                    raise self._trick_error(n, text, str(exc)) from None
                if card in owners:
                    raise self._trick_error(
                        n, card, f"{card} was already played in trick {owners[card][1]}."
                    )
                if card == self.upcard and not (dummy.dealer_picked_up and seat == self.dealer):
                    why = (
                        "the dealer picked it up"
                        if dummy.dealer_picked_up
                        else "it stayed in the kitty"
                    )
                    raise self._trick_error(
                        n, card, f"{card} is the upcard and {why}; seat {seat} cannot play it."
                    )
                if card == dropped and dropped is not None:
                    raise self._trick_error(
                        n, card, f"{card} was discarded by the loner after the exchange."
                    )
                if card == plan.discard:
                    raise self._trick_error(n, card, f"{card} was discarded by the dealer.")
                if card in given_owner and given_owner[card] != seat and card != passed:
                    raise self._trick_error(
                        n,
                        card,
                        f"seat {seat} plays it, but playerCards deals it to seat "
                        f"{given_owner[card]}.",
                    )
                owners[card] = (seat, n)
                if cards:
                    led = effective[cards[0].id]
                    if effective[card.id] != led:
                        voids[seat].add(led)
                cards.append(card)
                played[seat].append(card)
                self.play_limit += 1
            if len(cards) == len(active):
                leader = seats[trick_winner(cards, trump)]

    def _rebuild(
        self,
        dummy: Deal,
        plan: _Plan,
        played: list[list[Card]],
        voids: list[set[int]],
    ) -> tuple[list[list[Card]], list[Card], Card | None, Assumptions]:
        """Every seat's dealt hand, the kitty, the dealer's discard, and what was assumed."""
        dealer = self.dealer
        up = self.upcard
        trump = dummy.trump_index
        picked_up = dummy.dealer_picked_up or (dummy.phase is Phase.DISCARD)
        out = set(dummy.sitting_out)
        known: list[list[Card]] = [[], [], [], []]
        # Units to fill from the unseen cards: (slot, may this card go there?).
        units: list[tuple[int | str, Callable[[Card], bool]]] = []
        discard = plan.discard
        discard_assumed = False

        redealer = dummy.redeal_by
        weak_rank = Rank.TEN if self.rules.weak_hand_redeal == "farmer" else Rank.NINE

        def fits(seat: int) -> Callable[[Card], bool]:
            if seat == redealer:  # a weak hand: low cards only
                return lambda card: card.rank <= weak_rank
            if trump is None or seat in out:
                return lambda card: True
            effective = EFFECTIVE[trump]
            return lambda card: effective[card.id] not in voids[seat]

        exchange = plan.exchange
        loner = dummy.maker if exchange is not None else None

        for seat in range(4):
            given = self.given[seat]
            if given is not None:
                known[seat] = list(given)
                continue
            known[seat] = list(played[seat])
            missing = 5 - len(played[seat])
            if seat == dealer and picked_up:
                if up in played[seat]:
                    known[seat].remove(up)
                    missing += 1
                    if discard is None:
                        units.append(("discard", lambda card: True))
                        missing -= 1
                    else:
                        known[seat].append(discard)
                        missing -= 1
                elif discard is not None and discard != up:
                    if missing == 0:
                        raise self.error(
                            f"the dealer picked up {up} and discarded {discard}, but never "
                            f"played {up}."
                        )
                    known[seat].append(discard)  # still holds the upcard, unplayed
                    missing -= 1
                elif discard is None and self.any_play:
                    discard = up  # the dealer never played it: it was the discard
                    discard_assumed = missing > 0
            if exchange is not None and loner is not None:
                passed, dropped = exchange
                if seat == loner:
                    if passed in known[seat]:
                        known[seat].remove(passed)  # the partner's card, not dealt here
                        missing += 1
                    if dropped is not None and dropped not in (passed, up):
                        known[seat].append(dropped)
                        missing -= 1
                elif seat == (loner + 2) % 4:
                    known[seat].append(passed)
                    missing -= 1
            units.extend((seat, fits(seat)) for _ in range(missing))

        if picked_up and discard is None and self.given[dealer] is not None and self.any_play:
            candidates = sorted((set(self.given[dealer] or ()) | {up}) - set(played[dealer]))
            discard = up if up in candidates else candidates[0]
            discard_assumed = len(played[dealer]) < 5

        seen = {c for hand in known for c in hand} | {up}
        deck = [Card.from_id(i) for i in self.rules.deck]
        pool = sorted(c for c in deck if c not in seen)
        if len(pool) != len(units) + self.rules.kitty_size - 1:
            if self.pending is not None:
                raise self.pending
            raise self.error(
                f"the recorded cards do not make a deal of {len(deck)} cards (some card is "
                "missing or appears twice)."
            )
        chosen = _match([ok for _, ok in units], pool)
        if chosen is None:
            if self.pending is not None:
                raise self.pending
            raise self.error(
                "no dealt hands are consistent with the play: some seat showed out of a "
                "suit it must still hold."
            )
        assumed: dict[int, list[Card]] = {}
        for (slot, _), card in zip(units, chosen, strict=True):
            if slot == "discard":
                discard = card
                discard_assumed = True
                known[dealer].append(card)
            else:
                assert isinstance(slot, int)
                known[slot].append(card)
                assumed.setdefault(slot, []).append(card)
        kitty = [up, *sorted(c for c in pool if c not in set(chosen))]
        notes = Assumptions(
            hands={s: tuple(sorted(cs)) for s, cs in sorted(assumed.items())},
            discard=discard if discard_assumed else None,
            recorded_seats=tuple(s for s in range(4) if self.given[s] is not None),
        )
        return known, kitty, discard, notes

    def _replay(
        self, plan: _Plan, hands: list[list[Card]], kitty: list[Card], discard: Card | None
    ) -> None:
        game = self.game
        try:
            deal = Deal.new(dealer=self.dealer, hands=hands, kitty=kitty, rules=self.rules)
        except MisdealError as exc:
            raise self.error(str(exc)) from None
        try:
            game.start(deal)
        except IllegalActionError as exc:
            raise self.error(str(exc)) from None
        game.annotations[self.index] = self.annotations
        self._bid(deal, game.apply, plan, discard)
        plays = [(t, text) for t, raw in enumerate(self.raw_tricks, 1) for text in raw]
        for t, text in plays[: self.play_limit]:
            card = parse_card(text, deal.trump, self.rules)
            seat = deal.to_act
            try:
                game.apply(Action.play(card))
            except IllegalActionError as exc:
                raise self._trick_error(t, card, f"seat {seat} may not play it. {exc}") from None
        if self.pending is not None:
            raise self.pending


def _match(units: Sequence[Callable[[Card], bool]], pool: Sequence[Card]) -> list[Card] | None:
    """A card of ``pool`` for every unit that accepts it, no card used twice (a
    bipartite matching by augmenting paths; the lowest cards are tried first)."""
    owner: dict[int, int] = {}  # pool index -> unit

    def place(unit: int, tried: set[int]) -> bool:
        for i, card in enumerate(pool):
            if i in tried or not units[unit](card):
                continue
            tried.add(i)
            if i not in owner or place(owner[i], tried):
                owner[i] = unit
                return True
        return False

    for unit in range(len(units)):
        if not place(unit, set()):
            return None
    chosen: list[Card | None] = [None] * len(units)
    for i, unit in owner.items():
        chosen[unit] = pool[i]
    return [c for c in chosen if c is not None]


# ------------------------------------------------------------------------------- dump


def to_json(source: Game | Record, *, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The EGN document (a JSON-ready dict) of a game or a record. ``metadata`` adds
    or replaces metadata fields (``title``, ``players``, ``date``, ...); the score and
    the ruleset are the game's own.

    The document is read back before it is returned, so nothing is written that
    :func:`load` would refuse (with the game's rules as ``base``):

    >>> to_json("my game")
    Traceback (most recent call last):
    ...
    euchre.errors.EGNError: EGN records a Game or a Record read from EGN, not 'my game'.
    """
    if metadata is not None:
        if not isinstance(metadata, Mapping):
            raise EGNError(
                f"metadata must be a dict of EGN metadata fields, not {shown(metadata)}."
            )
        egn_json.check({"metadata": dict(metadata)})
        _check_metadata(metadata)
    if isinstance(source, Record):
        game = source.game
        meta = copy.deepcopy(source.metadata)
        lines = source.alternative_lines
        notes: Sequence[Assumptions | None] = source.deal_notes
    elif not isinstance(source, Game):
        raise EGNError(f"EGN records a Game or a Record read from EGN, not {shown(source)}.")
    else:
        game = source
        meta = {
            "title": "Euchre game",
            "players": [f"Seat {s}" for s in range(4)],
            "initialScore": list(game.initial_score),
            "ruleset": ruleset_of(game.rules),
        }
        lines = {}
        notes = [None] * len(game.deals)
    for key, value in (metadata or {}).items():
        if key in ("initialScore", "finalScore", "ruleset") and key in meta and value != meta[key]:
            raise EGNError(
                f"metadata {key} is the game's own ({shown(meta[key])}): it cannot be "
                f"replaced by {shown(value)}."
            )
        meta[key] = copy.deepcopy(value)
    meta["finalScore"] = list(game.score)
    deals = [
        _deal_json(i, d, game, copy.deepcopy(lines.get(i)), notes[i])
        for i, d in enumerate(game.deals)
    ]
    document = {"fileType": FILE_TYPE, "version": VERSION, "metadata": meta, "deals": deals}
    try:
        again = from_json(document, base=game.rules)
    except EGNError as exc:
        raise EGNError(
            f"This game cannot be written as EGN, because the record would not read back: {exc}"
        ) from None
    for i, comments in enumerate(again.annotations):
        if comments != game.annotations_for(i):
            raise EGNError(
                f"This game cannot be written as EGN: deal {i} has comments on calls or "
                "cards that the deal does not have (yet), which EGN cannot keep."
            )
    return document


def dumps(source: Game | Record, *, metadata: Mapping[str, Any] | None = None) -> str:
    """EGN 1.4 JSON text of a game played by the engine (with its annotations) or of a
    record read by :func:`load`; :func:`loads` reads it back to an equal record.

    >>> import random
    >>> game = Game(seed=7, rules=Rules(stick_the_dealer=True))
    >>> rng = random.Random(7)
    >>> while not game.is_over:
    ...     _ = game.apply(rng.choice(game.legal_actions()))
    >>> game.annotations_for(0).add_call(0, "[?!]Bold.")
    >>> again = loads(dumps(game))
    >>> again.score == game.score, again.annotations[0].calls
    (True, {0: ['[?!]Bold.']})
    """
    return json.dumps(to_json(source, metadata=metadata), indent=2, ensure_ascii=False) + "\n"


def dump(source: Game | Record, path: Source, *, metadata: Mapping[str, Any] | None = None) -> None:
    """Write :func:`dumps` of ``source`` to the file ``path`` (UTF-8)."""
    if not isinstance(path, (str, os.PathLike)) or path == "":
        raise EGNError(f"dump writes to a file path, not {shown(path)}.")
    text = dumps(source, metadata=metadata)
    try:
        Path(path).write_text(text, encoding="utf-8")
    except (OSError, ValueError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise EGNError(f"Cannot write the EGN file {shown(path, 60)}: {why}.") from None


def _deal_json(
    index: int, deal: Deal, game: Game, lines: list[Any] | None, notes: Assumptions | None
) -> dict[str, Any]:
    state: dict[str, Any] = {"dealer": deal.dealer, "upCard": egn_card(deal.upcard)}
    if deal.upcard.is_joker and deal.upcard_suit is not None:
        state["jokerSuit"] = deal.upcard_suit.letter.lower()
    recorded = range(4) if notes is None else notes.recorded_seats
    if recorded:  # a hand the record did not give is written empty, as EGN allows
        state["playerCards"] = [
            [egn_card(c) for c in deal.dealt_hand(s)] if s in recorded else [] for s in range(4)
        ]
    calls: list[str] = []
    trump_made = False
    exchanges: list[dict[str, Any]] = []
    gave = False
    for turn in deal.history:
        kind = turn.action.kind
        if kind is ActionKind.GIVE and turn.action.card is not None:
            gave = True
            exchanges.append(
                {"from": turn.seat, "to": deal.maker, "card": egn_card(turn.action.card)}
            )
        elif kind is ActionKind.DISCARD and gave and turn.action.card is not None:
            exchanges.append({"from": turn.seat, "to": -1, "card": egn_card(turn.action.card)})
        if kind is ActionKind.REDEAL:
            calls.append("Redeal")
        if trump_made or not turn.action.is_bid:
            continue
        if kind is ActionKind.PASS:
            calls.append("Pass")
        elif kind is ActionKind.ORDER:
            calls.append("Order")
            trump_made = True
        else:
            suit = turn.action.suit
            calls.append("n" if suit is None else suit.letter.lower())
            trump_made = True
    bidding: dict[str, Any] = {
        "phaseNumber": 0,
        "type": "EUCHRE_BIDDING",
        "calls": calls,
        "isAlone": deal.maker_alone,
    }
    if deal.discard is not None and (notes is None or notes.discard is None):
        bidding["discard"] = egn_card(deal.discard)
    if exchanges:
        bidding["cardExchanges"] = exchanges
    decided = deal.phase in (Phase.PLAY, Phase.OVER)
    if game.rules.defend_alone and deal.maker_alone and decided:
        bidding["aloneDefender"] = -1 if deal.defender_alone is None else deal.defender_alone
    comments = game.annotations.get(index)
    if comments is not None and comments.calls:
        bidding["callAnnotations"] = {str(k): list(v) for k, v in sorted(comments.calls.items())}
    phases: list[dict[str, Any]] = [bidding]
    if decided and deal.trump_index is not None:
        tricks = [[egn_card(c) for c in t.cards] for t in deal.tricks]
        if deal.current_trick:
            tricks.append([egn_card(c) for _, c in deal.current_trick])
        play: dict[str, Any] = {"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": tricks}
        if comments is not None and comments.plays:
            play["playAnnotations"] = {str(k): list(v) for k, v in sorted(comments.plays.items())}
        phases.append(play)
    result: dict[str, Any] = {"dealNumber": index, "initialState": state, "phases": phases}
    if lines is not None:
        result["alternativeLines"] = lines
    return result
