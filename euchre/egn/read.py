"""Reading an EGN record: from a path, a JSON text or parsed JSON, each deal replayed
by the engine (see :mod:`euchre.egn`)."""

from __future__ import annotations

import copy
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Union

from ..errors import EGNError
from ..game import Game
from ..rules import Rules
from ..words import count_words, whole_points
from . import safe_json
from .fields import (
    describe,
)
from .lines import AlternativeLine, read_lines
from .record import Assumptions, Record, check_metadata, unseen_seats
from .replay import DealReplay, mapping_of, seat_of
from .rulesets import rules_from_ruleset
from .safe_json import shown

__all__ = ["FILE_TYPE", "MAX_DEALS", "VERSION", "Source", "from_json", "load", "loads"]

FILE_TYPE = "Euchre Game Notation"
VERSION = "1.4"
#: The most deals a record may have (a game to 15 points with many deals thrown in
#: has well under a hundred).
MAX_DEALS = 500
#: The largest score (either way) a record may give.
MAX_SCORE = 1000

#: A path to an EGN file, or the JSON text itself.
Source = Union[str, "os.PathLike[str]"]


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
        raise _not_a_source(source)
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
            if not path.is_absolute():  # relative to where this Python runs: say where
                why += f" in {Path.cwd()}, the folder this runs in"
            raise EGNError(f"Cannot read the EGN file {name}: {why}.")
        with path.open("rb") as handle:
            data = handle.read(4 * safe_json.MAX_CHARS + 1)
    except (OSError, ValueError, TypeError) as exc:
        if isinstance(exc, EGNError):
            raise
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise EGNError(f"Cannot read the EGN file {shown(source, 60)}: {why}.") from None
    return loads(safe_json.decode(data, f"The EGN file {name}"), base=base)


def loads(text: str | bytes, *, base: Rules | None = None) -> Record:
    """Read and replay an EGN game from its JSON text (see :func:`load`); bytes are
    read as UTF-8, and a byte-order mark is allowed.

    >>> loads("[" * 100000)
    Traceback (most recent call last):
    ...
    euchre.errors.EGNError: The EGN text is nested too deeply: an EGN record needs at most 32 levels of brackets.
    """
    return from_json(safe_json.parse(text), base=base)


def _not_a_source(source: object) -> EGNError:
    """What load says of something that is neither a path nor a text."""
    parsed = (
        " (for JSON already read into a dict, use from_json)" if isinstance(source, Mapping) else ""
    )
    return EGNError(
        f"load reads an EGN file from a path or from its JSON text, not {shown(source)}{parsed}."
    )


def from_json(data: object, *, base: Rules | None = None) -> Record:
    """Replay an EGN game already parsed from JSON (a dict)."""
    if base is not None and not isinstance(base, Rules):
        raise EGNError(f"base must be the engine's Rules (or None), not {shown(base)}.")
    if not isinstance(data, Mapping):
        text = " (for JSON text, use loads)" if isinstance(data, str | bytes) else ""
        raise EGNError(
            f"An EGN file is a JSON object with metadata and deals, not {describe(data)}{text}."
        )
    safe_json.check(data)
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
    check_metadata(metadata)
    ruleset = metadata.get("ruleset")
    if ruleset is not None and not isinstance(ruleset, Mapping):
        raise EGNError(f"metadata.ruleset must be an object, not {describe(ruleset)}.")
    rules = rules_from_ruleset(ruleset, base)
    scorers = rules.scorers
    initial = _scores(metadata.get("initialScore", [0] * scorers), "initialScore", rules)
    if Game(rules=rules, first_dealer=0, score=initial, shuffle=False).is_over:
        raise EGNError(
            f"metadata.initialScore is {_words(initial)}, which already reaches the "
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

    first = mapping_of(deals[0], 0, "deal")
    first_dealer = seat_of(
        mapping_of(first.get("initialState"), 0, "initialState").get("dealer"),
        0,
        players=rules.players,
    )
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
                f"({_words(game.score)}, winning_score {rules.target}), "
                "so no deal may follow."
            )
        replay = DealReplay(index, mapping_of(raw, index, "deal"), game, index == len(deals) - 1)
        notes.append(replay.run())
        lines = replay.raw.get("alternativeLines")
        if lines is not None:
            parsed_lines[index] = read_lines(
                index, lines, game.deals[index], unseen_seats(game.deals[index], notes[-1])
            )
            alternative_lines[index] = copy.deepcopy(lines)

    final = metadata.get("finalScore")
    if final is not None and _scores(final, "finalScore", rules) != game.score:
        got = _scores(final, "finalScore", rules)
        raise EGNError(
            f"metadata.finalScore is {_words(got)}, but the deals replay to {_words(game.score)}."
        )
    return Record(
        game=game,
        rules=rules,
        metadata=metadata,
        alternative_lines=alternative_lines,
        deal_notes=notes,
        _lines=parsed_lines,
    )


def _scores(value: object, what: str, rules: Rules) -> tuple[int, ...]:
    """A score as EGN writes it: one whole number per team (``[team 0, team 1]``), or in
    two-handed Euchre, cutthroat and five-handed Euchre one per player, seat 0 first. In
    Bid Euchre a score may be below zero."""
    count = rules.scorers
    low = -MAX_SCORE if rules.negative_scores else 0
    if (
        isinstance(value, list)
        and len(value) == count
        and all(
            isinstance(v, int) and not isinstance(v, bool) and low <= v <= MAX_SCORE for v in value
        )
    ):
        return tuple(value)
    if rules.players == 4:
        expected = "two whole numbers (team 0, team 1)"
        if rules.negative_scores:
            expected += f", each from -{MAX_SCORE} to {MAX_SCORE}"
    else:
        words = count_words(count)
        expected = (
            f"{words} whole numbers, one per player, seat 0 first (the ruleset has "
            f"num_players={rules.players})"
        )
    raise EGNError(f"metadata.{what} must be {expected}, not {shown(value)}.")


def _words(score: tuple[int, ...]) -> str:
    """A score as the engine writes it: "10-5", a negative one with a minus sign."""
    return "-".join(map(whole_points, score))
