"""A game read from EGN (:class:`Record`), what its reader assumed about each deal
(:class:`Assumptions`), and the checks of its metadata."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..annotations import Annotations
from ..cards import Card
from ..checks import seat_arg
from ..deal import Deal
from ..errors import EGNError
from ..game import Game
from ..rules import Rules
from . import safe_json
from .fields import (
    describe,
)
from .lines import AlternativeLine, read_lines
from .safe_json import shown

__all__ = ["Assumptions", "Record", "check_metadata", "comment_seat", "unseen_seats"]


@dataclass(frozen=True)
class Assumptions:
    """What a reader had to assume about one deal because the record does not show it.

    ``hands[seat]`` are the cards of ``seat``'s dealt hand that were never seen (a
    loner's partner's, cards not yet played in an unfinished deal); ``discard`` is the
    dealer's discard when it was neither recorded nor deducible (in Bid Euchre, the
    moon's: a card passed but not recorded is one of the partner's assumed cards). ``recorded_seats`` are
    the seats whose dealt hands the file gave (``playerCards``); ``players`` how many
    play (4, or 2, 3 and 5 in two-handed Euchre, cutthroat and five-handed Euchre).
    """

    hands: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    discard: Card | None = None
    recorded_seats: tuple[int, ...] = ()
    players: int = 4

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in (2, 3, 4, 5):
            raise EGNError(f"Assumptions.players is 2, 3, 4 or 5, not {shown(self.players)}.")
        last = self.players - 1
        hands = self.hands
        if not isinstance(hands, Mapping) or not all(
            isinstance(seat, int)
            and not isinstance(seat, bool)
            and 0 <= seat <= last
            and isinstance(cards, tuple)
            and all(isinstance(c, Card) for c in cards)
            for seat, cards in hands.items()
        ):
            raise EGNError(f"Assumptions.hands maps seats (0 to {last}) to tuples of cards.")
        if self.discard is not None and not isinstance(self.discard, Card):
            raise EGNError(f"Assumptions.discard is a card or None, not {shown(self.discard)}.")
        seats = self.recorded_seats
        if not isinstance(seats, tuple) or not all(
            isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= last for s in seats
        ):
            raise EGNError(f"Assumptions.recorded_seats is a tuple of seats (0 to {last}).")

    @property
    def hands_recorded(self) -> bool:
        """True when the file gave every dealt hand."""
        return len(set(self.recorded_seats)) == self.players

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
        safe_json.check({"metadata": self.metadata})
        check_metadata(self.metadata)
        notes = self.deal_notes
        if not isinstance(notes, list) or not all(isinstance(n, Assumptions) for n in notes):
            raise EGNError("A Record's deal_notes are a list of Assumptions, one per deal.")
        if len(notes) != len(self.game.deals):
            raise EGNError(
                f"A Record has {len(self.game.deals)} deals but {len(notes)} deal_notes: "
                "give one Assumptions per deal."
            )
        players = self.game.rules.players
        if any(n.players != players for n in notes):
            raise EGNError(
                f"A Record's deal_notes are for {players} players, as its game is: give "
                f"Assumptions(players={players})."
            )
        lines = self.alternative_lines
        if not isinstance(lines, dict) or not all(
            isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(notes) for i in lines
        ):
            raise EGNError(
                "A Record's alternative_lines map deal numbers (from 0) to lists of lines."
            )
        safe_json.check(list(lines.values()))
        if self._lines is None:
            self._lines = {
                i: read_lines(
                    i, raw, self.game.deals[i], unseen_seats(self.game.deals[i], notes[i])
                )
                for i, raw in sorted(lines.items())
            }

    def alternatives(self, index: int) -> tuple[AlternativeLine, ...]:
        """The alternative lines of deal ``index`` (numbered from 0 as in the file),
        checked and replayed when the record was read (see :class:`AlternativeLine`).

        >>> import pathlib
        >>> import euchre
        >>> from euchre.egn import load
        >>> games = pathlib.Path(euchre.__file__).resolve().parents[1] / "data" / "egn"
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
    def deals(self) -> tuple[Deal, ...]:
        """The engine's deals, in order (a tuple: a record is read, not changed)."""
        return tuple(self.game.deals)

    @property
    def annotations(self) -> list[Annotations]:
        """The comments on each deal (empty :class:`Annotations` where there are none)."""
        return [self.game.annotations_for(i) for i in range(len(self.game.deals))]

    @property
    def score(self) -> tuple[int, ...]:
        """The score after the last finished deal, ``(team 0, team 1)`` (one per player,
        seat 0 first, in two-handed Euchre, cutthroat and five-handed Euchre)."""
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
            (d.dealer, d.dealt, d.kitty[:1], frozenset(d.kitty), d.history) for d in self.deals
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
            f"<Record{title}: {len(self.deals)} deal{'' if len(self.deals) == 1 else 's'}, "
            f"score {'-'.join(map(str, self.score))}, {self.rules!r}>"
        )


def comment_seat(seat: int, dealer: int, players: int = 4) -> str:
    """The name players' comments in a record give ``seat``: its place in the bidding,
    S1 on the dealer's left (who speaks first), then clockwise to the dealer, last.

    >>> [comment_seat(seat, dealer=3) for seat in range(4)]
    ['S1', 'S2', 'S3', 'S4']
    >>> comment_seat(0, dealer=0)
    'S4'
    """
    seat_arg(seat, "seat", players)
    seat_arg(dealer, "dealer", players)
    return f"S{(seat - dealer - 1) % players + 1}"


def unseen_seats(deal: Deal, notes: Assumptions) -> frozenset[int]:
    """The seats of ``deal`` whose dealt hands the record does not fully show."""
    seats = set(notes.hands)
    if notes.discard is not None:
        seats.add(deal.dealer)
    return frozenset(seats)


def _player_name(player: object) -> str:
    if isinstance(player, Mapping):
        return str(player.get("name", ""))
    return str(player)


#: Metadata fields that are texts when given (EGN 1.4).
_TEXT_FIELDS = ("gameId", "title", "description", "date")


def check_metadata(metadata: Mapping[str, Any]) -> None:
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
