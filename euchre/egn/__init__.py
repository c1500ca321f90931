"""Euchre Game Notation (EGN): read a recorded game, replay it, write it back.

An EGN file (JSON, version 1.4) keeps only what cannot be worked out: the dealer
and upcard of each deal, the calls, the cards in the order they hit the table, and
comments. :func:`load` replays every deal through the engine, so every lead and
every card is checked by the same rules as a live game, and reports the score.

>>> text = '''{"fileType": "Euchre Game Notation", "version": "1.4",
...   "metadata": {"players": ["Ann", "Ben", "Cat", "Dan"], "initialScore": [0, 0]},
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
  was the upcard; otherwise an unrecorded discard is assumed (and noted): the card a
  player would lay away, the lowest plain-suit card that keeps the play legal, a
  trump only if no plain card does.
- **Calls.** In the first round ``"Order"``, ``"PickUp"``, ``"Call"`` and
  ``"Alone"`` all order up; ``"Alone"`` also means the maker went alone (a record
  that says ``"Alone"`` with ``"isAlone": false`` is rejected as inconsistent).
- **Unfinished deals.** The last deal may stop anywhere (a game in progress); an
  unfinished deal followed by another is rejected.
- **Variants.** The ruleset's ``joker``, ``min_rank``, ``allow_no_trump`` (call
  ``"n"``), ``canadian``, ``partners_best``, ``farmers``, ``go_under``,
  ``fast_break`` and ``four_trick_tokens`` are played (see
  :func:`rules_from_ruleset`). Where EGN 1.4 has no field, the engine writes and
  reads its own: ``initialState.jokerSuit`` (the suit the dealer named for a joker
  turned up), ``cardExchanges`` in the bidding phase (``-1`` is the kitty) for call
  for best (``[{"from": 2, "to": 0, "card": "Ah"}, {"from": 0, "to": -1, "card":
  "9c"}]``: the partner's card, then the loner's discard; in Railroad the same two
  follow for a lone defender) and for going under (first, the three cards under the
  upcard ``{"from": -1, "to": 1, "card": "Qd"}``, then the three buried ``{"from": 1,
  "to": -1, "card": "9c"}``; the seat goes under on its turn in the first round, before
  its call), and a ``"Redeal"`` call for a weak hand thrown in (the same dealer then
  deals the next deal).
- **The forms.** ``num_players`` 2 is two-handed Euchre and 3 cutthroat: seats 0 to
  ``num_players - 1``, ``playerCards`` one hand per seat, tricks of two or three
  cards, and ``initialScore``/``finalScore`` one score per player, seat 0 first (as
  ``num_players`` asks: "adjust team assignment and scoring"; EGN's published schema,
  written for teams, allows two). Nobody goes alone (``isAlone`` is false: every
  player is alone already), so ``canadian``, ``defend_alone`` and ``partners_best``
  must be off. EGN records no kitty (it dropped its ``kitty`` field as redundant in
  1.2): the cards no hand was dealt (13 in two-handed Euchre, 8 in cutthroat, under
  the upcard) are worked out, lowest first, and the three cards taken by going under
  first under the upcard, as they lay.
- **Bid Euchre and five-handed Euchre.** ``"auction": true`` in the ruleset's
  ``"x-euchre-course"`` object is Bid Euchre (``"shoot_the_moon": true`` allows the
  moon); ``num_players`` 5 with ``min_rank`` 8 is five-handed call-your-partner Euchre
  (``"call_ace": true`` there for aces only). What EGN has no field for is written in
  ``"x-euchre-course"`` objects of the deal (the module ``euchre.egn.extension``): the
  kitty in ``initialState`` (``"kitty": ["8h", "Qd", "9c"]``, the upcard first), and
  in the bidding phase Bid Euchre's ``auction`` (``["Pass", "Bid 4", "Moon"]``, EGN's
  ``calls`` left empty), ``trump`` (``"h"``, or ``"n"``), ``moonGive`` and
  ``moonDiscard``, and five-handed's ``calledCard`` (``"As"``). A Bid Euchre record
  has no ``upCard``; its scores may be below zero. The hands, the tricks and the
  scores stay EGN's own fields (six cards a hand, five cards a trick, five scores).
  Alternative lines are not read in these two forms yet.
- **The engine's own options.** The rules EGN 1.4 has no field for are written, when
  they differ from the defaults, in one object of the ruleset, ``"x-euchre-course"``:
  ``defender_best`` (Railroad's lone defender calls for best), ``laps`` and ``slams``
  (Railroad's match rules) and ``cutthroat_march_points``; for example
  ``"x-euchre-course": {"defender_best": true, "laps": true, "slams": true}``. The
  reader reads it back (an unknown option in it is refused); a key missing there is
  taken from ``base``. Any other ruleset key starting with ``"x-"`` is another
  program's extension: it is ignored, and kept in the record's metadata. (EGN's
  published JSON schema allows no key it does not define, so a strict validator
  reports these keys; a reader that looks only for EGN's own keys passes over them.)
- **Comments.** A comment's key is the number of its call or card, from 0; ``" 1 "``
  and ``"01"`` are read as ``"1"``, but two keys for the same call or card are refused
  (one list of comments would be lost), and so is a comment on a call or card the deal
  does not have.
- **Alternative lines** are checked and replayed when the file is read (see
  :class:`AlternativeLine` and :meth:`Record.alternatives`).
- **Everything else** is checked too: every field EGN defines must have its type
  (an unknown field is ignored), and the JSON itself may not be nested deeper, or hold
  numbers longer, than any EGN record needs. Every fault is an
  :class:`~euchre.errors.EGNError` naming the deal, the trick and the card, or the
  metadata field. :func:`dumps` reads what it wrote before returning it, so it never
  writes a record that :func:`load` would refuse.
"""

from __future__ import annotations

from .lines import AlternativeLine
from .read import from_json, load, loads
from .record import Assumptions, Record, comment_seat
from .rulesets import rules_from_ruleset, ruleset_of
from .write import dump, dumps, egn_card, to_json

# The package is split by job: ``safe_json`` (reading JSON text safely), ``fields``
# (one field of a record: cards, calls, phases, tricks, comments), ``rulesets``,
# ``extension`` (a deal's own keys: the auction, the called card, the kitty),
# ``record`` (Record, Assumptions), ``replay`` (one deal through the engine),
# ``lines`` (alternative lines), ``read`` (load, loads) and ``write`` (dump, dumps).


__all__ = [
    "AlternativeLine",
    "Assumptions",
    "Record",
    "comment_seat",
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
