"""Writing EGN: a game or a record as an EGN document, JSON text or file, read back
before it is returned so nothing is written that the reader would refuse."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..actions import ActionKind
from ..cards import Card
from ..deal import Deal, Phase
from ..errors import EGNError
from ..game import Game
from ..narration import seat_names
from . import safe_json
from .extension import bidding_keys, state_keys
from .read import FILE_TYPE, VERSION, Source, from_json
from .record import Assumptions, Record, check_metadata
from .rulesets import EXTENSION, ruleset_of
from .safe_json import shown

__all__ = ["dump", "dumps", "egn_card", "to_json", "write_file"]


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


def to_json(source: Game | Record, *, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The EGN document (a JSON-ready dict) of a game or a record. ``metadata`` adds
    or replaces metadata fields (``title``, ``players``, ``date``, ...); the score and
    the ruleset are the game's own. A game's players are named by their seats, as
    the course names them (South, West, North, East), unless ``metadata`` names them.

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
        safe_json.check({"metadata": dict(metadata)})
        check_metadata(metadata)
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
            # the seats' names as the course's text and pictures give them
            "players": list(seat_names(players=game.rules.players)),
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
    >>> from euchre import Game, Rules
    >>> from euchre.egn import loads
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
    write_file(dumps(source, metadata=metadata), path)


def write_file(text: str, path: Source) -> None:
    """Write an EGN ``text`` to the file ``path`` (UTF-8), or say in an
    :class:`~euchre.errors.EGNError` why it cannot be written.

    >>> write_file("{}", "/no such folder/game.egn")
    Traceback (most recent call last):
    ...
    euchre.errors.EGNError: Cannot write the EGN file '/no such folder/game.egn': No such file or directory.
    """
    try:
        Path(path).write_text(text, encoding="utf-8")
    except (OSError, ValueError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise EGNError(f"Cannot write the EGN file {shown(path, 60)}: {why}.") from None


def _deal_json(
    index: int, deal: Deal, game: Game, lines: list[Any] | None, notes: Assumptions | None
) -> dict[str, Any]:
    up = deal.upcard  # (None in Bid Euchre, which turns no card up)
    state: dict[str, Any] = {"dealer": deal.dealer}
    if up is not None:
        state["upCard"] = egn_card(up)
        if up.is_joker and deal.upcard_suit is not None:
            state["jokerSuit"] = deal.upcard_suit.letter.lower()
    seats = range(deal.players)
    recorded = seats if notes is None else notes.recorded_seats
    if recorded:  # a hand the record did not give is written empty, as EGN allows
        state["playerCards"] = [
            [egn_card(c) for c in deal.dealt_hand(s)] if s in recorded else [] for s in seats
        ]
    own_state = state_keys(deal, egn_card)  # Bid Euchre's and five-handed's kitty
    if own_state:
        state[EXTENSION] = own_state
    own_bidding = bidding_keys(deal, egn_card)  # their auction, trump, called card
    if deal.rules.auction:  # the auction replaces EGN's calls
        return _auction_json(index, deal, game, lines, state, own_bidding, notes)
    calls: list[str] = []
    trump_made = False
    exchanges: list[dict[str, Any]] = []
    gave = False
    receiver = deal.maker  # who a card is given to: the loner, then a lone defender
    burying = 0  # cards still to bury after going under
    for turn in deal.history:
        kind = turn.action.kind
        if kind is ActionKind.DEFEND:
            receiver = turn.seat
        if kind is ActionKind.UNDER:  # the three cards under the upcard, from the kitty (-1)
            burying = 3
            exchanges.extend(
                {"from": -1, "to": turn.seat, "card": egn_card(Card.from_id(card))}
                for card in deal.kitty[1:4]
            )
        elif kind is ActionKind.DISCARD and burying and turn.action.card is not None:
            burying -= 1
            exchanges.append({"from": turn.seat, "to": -1, "card": egn_card(turn.action.card)})
        elif kind is ActionKind.GIVE and turn.action.card is not None:
            gave = True
            exchanges.append(
                {"from": turn.seat, "to": receiver, "card": egn_card(turn.action.card)}
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
    alone = deal.maker_alone
    if deal.rules.form == "five_handed":  # alone as the maker said (not for want of a card)
        alone = any(t.action.alone for t in deal.history if t.action.makes_trump)
    bidding: dict[str, Any] = {
        "phaseNumber": 0,
        "type": "EUCHRE_BIDDING",
        "calls": calls,
        "isAlone": alone,
    }
    if deal.discard is not None and (notes is None or notes.discard is None):
        bidding["discard"] = egn_card(deal.discard)
    if exchanges:
        bidding["cardExchanges"] = exchanges
    if own_bidding:
        bidding[EXTENSION] = own_bidding
    decided = deal.phase in (Phase.PLAY, Phase.OVER)
    if game.rules.defend_alone and deal.maker_alone and decided:
        bidding["aloneDefender"] = -1 if deal.defender_alone is None else deal.defender_alone
    return _deal_with_play(index, deal, game, lines, state, bidding)


def _auction_json(
    index: int,
    deal: Deal,
    game: Game,
    lines: list[Any] | None,
    state: dict[str, Any],
    own: dict[str, Any],
    notes: Assumptions | None,
) -> dict[str, Any]:
    """A Bid Euchre deal: EGN's calls left empty, the auction in the extension. The
    moon's cards the reader assumed (see :class:`Assumptions`) are left out again."""
    if notes is not None and notes.discard is not None and deal.exchange is not None:
        own.pop("moonDiscard", None)
        maker = deal.maker
        assert maker is not None
        if deal.exchange[0] in notes.hands.get((maker + 2) % 4, ()):
            own.pop("moonGive", None)
    bidding: dict[str, Any] = {
        "phaseNumber": 0,
        "type": "EUCHRE_BIDDING",
        "calls": [],
        "isAlone": any(t.action.kind is ActionKind.MOON for t in deal.history),
        EXTENSION: own,
    }
    return _deal_with_play(index, deal, game, lines, state, bidding)


def _deal_with_play(
    index: int,
    deal: Deal,
    game: Game,
    lines: list[Any] | None,
    state: dict[str, Any],
    bidding: dict[str, Any],
) -> dict[str, Any]:
    """The deal's record: its state, the bidding phase, comments and the tricks."""
    decided = deal.phase in (Phase.PLAY, Phase.OVER)
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
