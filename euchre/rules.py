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
from .seats import not_a_seat

__all__ = [
    "DealPattern",
    "Form",
    "LeadRule",
    "LoneDefenderScoring",
    "MinRank",
    "PartnersBest",
    "Rules",
    "WeakHandRedeal",
]

LeadRule = Literal["left_of_loner", "left_of_dealer"]
MinRank = Literal[9, 8, 7]
PartnersBest = Literal["off", "partner", "upcard"]
WeakHandRedeal = Literal["off", "farmer", "ace_no_face"]
LoneDefenderScoring = Literal["euchre_4", "march_4"]
DealPattern = Literal["3-2", "2-3", "alternating"]
Players = Literal[4, 2, 3, 5]
Form = Literal["four_handed", "two_handed", "cutthroat", "bid_euchre", "five_handed"]
_FORMS: dict[int, Form] = {4: "four_handed", 2: "two_handed", 3: "cutthroat", 5: "five_handed"}
#: Each form in a player's words, for a refusal.
_FORM_WORDS: dict[Form, str] = {
    "four_handed": "the four-handed game",
    "two_handed": "two-handed Euchre",
    "cutthroat": "cutthroat",
    "bid_euchre": "Bid Euchre",
    "five_handed": "five-handed Euchre",
}


def _doc(name: str, text: str, values: dict[Any, str] | None = None) -> dict[str, Any]:
    """An option's metadata, all in a player's words: its ``name`` ("Stick the dealer"),
    what it does (``doc``), and the words for those of its values that are not plain
    (``values``: ``{"left_of_loner": "left of the loner"}``). :mod:`euchre.rules_words`
    reads them; the library's reference adds the values as a program types them."""
    return {"name": name, "doc": text, "values": dict(values or {})}


@dataclass(frozen=True, kw_only=True)
class Rules:
    """The options of a Euchre table. Every field has the default that most tables use.

    The ``repr`` shows only the options that differ from the defaults, so it reads
    like the call that makes it. :meth:`options` gives every option with its default
    and what it does, and the presets (:meth:`railroad`, :meth:`two_handed`,
    :meth:`cutthroat`, :meth:`bid_euchre`, :meth:`five_handed`) the other forms:

    >>> for name, default, explanation in Rules.options()[:2]:
    ...     print(f"{name}={default!r}: {explanation}")
    stick_the_dealer=False: The dealer may not pass in the second round of bidding, so no deal is thrown in (in Bid Euchre, a dealer whom everyone passes must bid 3 tricks).
    allow_alone=True: The maker may go alone when ordering up or calling a suit.
    """

    stick_the_dealer: bool = field(
        default=False,
        metadata=_doc(
            "Stick the dealer",
            "The dealer may not pass in the second round of bidding, so no deal is thrown in "
            "(in Bid Euchre, a dealer whom everyone passes must bid 3 tricks).",
        ),
    )
    allow_alone: bool = field(
        default=True,
        metadata=_doc(
            "Going alone",
            "The maker may go alone when ordering up or calling a suit.",
        ),
    )
    defend_alone: bool = field(
        default=False,
        metadata=_doc(
            "Defending alone",
            "When a maker goes alone, one defender (asked in turn, left of the maker first) "
            "may defend alone.",
        ),
    )
    lead_rule: LeadRule = field(
        default="left_of_loner",
        metadata=_doc(
            "Who leads against a loner",
            "Who leads the first trick when a player goes alone (otherwise the player left "
            "of the dealer leads). Left of the loner: the first player on the loner's left "
            "who is still playing. Left of the dealer: the player left of the dealer as usual, or the next player on if that "
            "seat sits out.",
            {"left_of_loner": "left of the loner", "left_of_dealer": "left of the dealer"},
        ),
    )
    lone_defender_scoring: LoneDefenderScoring = field(
        default="euchre_4",
        metadata=_doc(
            "Scoring a lone defender",
            "How a lone defender scores. 4 for any euchre: a lone defender who euchres the "
            "makers scores 4. Like a march: a lone defender scores 2 for three or four tricks "
            "and 4 for all five.",
            {"euchre_4": "4 for any euchre", "march_4": "like a march"},
        ),
    )
    dealer_may_discard_upcard: bool = field(
        default=True,
        metadata=_doc(
            "Discarding the upcard",
            "The dealer may discard the upcard just picked up.",
        ),
    )
    target: int = field(
        default=10,
        metadata=_doc(
            "The winning score",
            "Points needed to win the game, 1 to 15 (Bid Euchre: 1 to 64).",
        ),
    )
    deal_pattern: DealPattern = field(
        default="3-2",
        metadata=_doc(
            "How the cards are dealt",
            "How the five cards are dealt: three to each player, then two (3-2); two, then "
            "three (2-3); or alternating, 3, 2, 3, 2 in the first pass round the table and "
            "2, 3, 2, 3 in the second.",
        ),
    )
    alone_march_points: int = field(
        default=4,
        metadata=_doc(
            "A loner's march",
            "Points for a loner who takes all five tricks.",
        ),
    )
    alone_euchre_points: int = field(
        default=2,
        metadata=_doc(
            "Euchring a loner",
            "Points to the defenders for euchring a loner (without a lone defender).",
        ),
    )
    joker: bool = field(
        default=False,
        metadata=_doc(
            "The joker (the benny)",
            "Play with the joker (the benny): a 25th card, the highest trump whatever the "
            "trump suit, so eight trumps. If it is the upcard, the dealer names a suit for it "
            "before looking at their hand, and the bidding goes on as if the joker were a card "
            "of that suit.",
        ),
    )
    min_rank: MinRank = field(
        default=9,
        metadata=_doc(
            "The deck",
            "The lowest rank in the deck: 9 (24 cards), 8 (28 cards: the 8s too, as "
            "five-handed Euchre needs) or 7 (32 cards: the 7s and 8s too, and a 12-card "
            "kitty in the four-handed game).",
            {
                9: "24 cards from the 9s up",
                8: "28 cards from the 8s up",
                7: "32 cards from the 7s up",
            },
        ),
    )
    allow_no_trump: bool = field(
        default=False,
        metadata=_doc(
            "Calling no trump",
            "In the second round a player may call no trump: no bowers, and each trick goes "
            "to the highest card of the suit led.",
        ),
    )
    canadian_loner: bool = field(
        default=False,
        metadata=_doc(
            "The Canadian loner",
            "The Canadian loner: the dealer's partner who orders up in the first round "
            "must go alone.",
        ),
    )
    partners_best: PartnersBest = field(
        default="off",
        metadata=_doc(
            "Call for best",
            "A loner gets one card more and discards one. The partner's best card: the "
            "loner's partner passes them one card, face down. The upcard: in the first round "
            "a loner who is not the dealer takes the upcard instead of the dealer; in the "
            "second round any loner takes the turned-down card.",
            {"partner": "the partner's best card", "upcard": "the upcard"},
        ),
    )
    weak_hand_redeal: WeakHandRedeal = field(
        default="off",
        metadata=_doc(
            "Weak hands",
            "A weak hand may ask for a redeal on its first turn to bid, and the same dealer "
            "deals again. A farmer's hand: only 9s and 10s (and lower cards in the 32-card "
            "deck). Ace-no-face: no ace, king, queen, jack or joker.",
            {"farmer": "a farmer's hand", "ace_no_face": "ace-no-face"},
        ),
    )
    players: Players = field(
        default=4,
        metadata=_doc(
            "The number of players",
            "How many play, which makes the form of the game. Four: two teams of partners. "
            "Two: two-handed Euchre, each alone; the non-dealer bids first and leads, and 13 "
            "cards stay unseen under the upcard. Three: cutthroat, the maker alone against the "
            "other two (partners for that hand only), each player scoring for themselves. "
            "Five: call-your-partner, the maker's partner being whoever holds the card the "
            "maker calls (28 cards).",
        ),
    )
    cutthroat_march_points: int = field(
        default=3,
        metadata=_doc(
            "A cutthroat march",
            "Cutthroat: points for a maker who takes all five tricks (3, or 2).",
        ),
    )
    laps: bool = field(
        default=False,
        metadata=_doc(
            "Laps",
            "Railroad (a match of games): points beyond the target carry over to the next "
            "game of the match, but never so many that it is won before it starts: at "
            "most one point short of its target.",
        ),
    )
    slams: bool = field(
        default=False,
        metadata=_doc(
            "Slams",
            "Railroad (a match of games): a game won while the other side still has no "
            "points counts as two games.",
        ),
    )
    defender_best: bool = field(
        default=False,
        metadata=_doc(
            "A lone defender's call for best",
            "Railroad: a lone defender may call for best too: their partner passes them one "
            "card and they discard one (with defending alone and the partner's best card "
            "switched on).",
        ),
    )

    auction: bool = field(
        default=False,
        metadata=_doc(
            "Bidding for tricks (Bid Euchre)",
            "Bid Euchre: six cards each and no upcard; one round of bids for three to six "
            "tricks, or pass, from the dealer's left, and the high bidder names trump. The "
            "bidders who make their bid score their tricks, and so do the defenders; bidders "
            "who fail lose their bid.",
        ),
    )
    shoot_the_moon: bool = field(
        default=False,
        metadata=_doc(
            "Shooting the moon",
            "Bid Euchre: a player may bid to take all six tricks alone; the partner sits out "
            "after passing one card, and the bidder discards one. 12 points if made, \u221212 if "
            "not.",
        ),
    )
    call_ace: bool = field(
        default=False,
        metadata=_doc(
            "Calling an ace",
            "Five-handed: the maker's called card must be the ace of a suit that is not "
            "trump (otherwise any card that is not trump).",
        ),
    )

    go_under: bool = field(
        default=False,
        metadata=_doc(
            "Going under",
            "Going under: on their first turn to bid, a player with three or more 9s and "
            "10s (and lower cards in the 32-card deck) may take the three cards under the "
            "upcard and bury three of their own there. Once a deal.",
        ),
    )
    fast_break: bool = field(
        default=False,
        metadata=_doc(
            "The fast break",
            "The fast break: if the defenders take the first two tricks and the makers the "
            "last three, nobody scores for the deal.",
        ),
    )
    four_trick_tokens: bool = field(
        default=False,
        metadata=_doc(
            "Four-trick tokens",
            "Four-trick tokens: makers who did not go alone and take exactly four tricks earn a "
            "token besides their point; a side's fourth token is turned in for one more point.",
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
        _check_choice("players", self.players, Players)
        if self.auction and self.players != 4:
            raise RulesError(
                f"auction=True needs players=4 (not {self.players}): Bid Euchre is "
                "played by two teams of partners (use Rules.bid_euchre())."
            )
        if self.players in (2, 3):
            self._check_alone_form()
        self._check_new_forms()
        _check_int(
            "cutthroat_march_points",
            self.cutthroat_march_points,
            2,
            3,
            "a cutthroat march scores 3 points, or 2 at some tables",
        )
        if self.cutthroat_march_points != 3 and self.players != 3:
            raise RulesError(
                f"cutthroat_march_points={self.cutthroat_march_points!r} applies to cutthroat "
                f"only (players=3), not to {self.form_words}: use "
                f"Rules.cutthroat().replace(cutthroat_march_points={self.cutthroat_march_points!r})."
            )
        if self.defender_best and not (self.defend_alone and self.partners_best == "partner"):
            raise RulesError(
                "defender_best=True needs defend_alone=True and partners_best='partner': a lone "
                "defender calls for best the way a loner does."
            )
        if self.auction:
            _check_int(
                "target",
                self.target,
                1,
                64,
                "Bid Euchre is played to between 1 and 64 points (32 is usual)",
            )
        else:
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

    def _check_alone_form(self) -> None:
        """Two- and three-handed: every player is alone already, so no option about a
        partner sitting out or passing a card applies."""
        preset = "Rules.two_handed()" if self.players == 2 else "Rules.cutthroat()"
        for name, value, default in (
            ("allow_alone", self.allow_alone, False),
            ("defend_alone", self.defend_alone, False),
            ("canadian_loner", self.canadian_loner, False),
            ("partners_best", self.partners_best, "off"),
            ("defender_best", self.defender_best, False),
        ):
            if value != default:
                raise self._inapplicable(
                    name,
                    value,
                    default,
                    preset,
                    "nobody has a partner who sits out or passes a card",
                )
        for name, points, usual in (
            ("alone_march_points", self.alone_march_points, 4),
            ("alone_euchre_points", self.alone_euchre_points, 2),
        ):
            if points != usual:
                raise self._inapplicable(
                    name,
                    points,
                    usual,
                    preset,
                    "nobody goes alone, since every player plays alone already",
                )

    def _check_new_forms(self) -> None:
        """Bid Euchre and five-handed: refuse what does not apply to them."""
        if self.shoot_the_moon and not self.auction:
            raise RulesError(
                "shoot_the_moon=True needs auction=True: the moon is a bid of Bid Euchre "
                "(use Rules.bid_euchre().replace(shoot_the_moon=True))."
            )
        if self.call_ace and self.players != 5:
            raise RulesError(
                "call_ace=True needs players=5: only five-handed Euchre calls a partner "
                "(use Rules.five_handed().replace(call_ace=True))."
            )
        if self.players != 5 and self.min_rank == 8:
            raise RulesError(
                "min_rank=8 (the 28-card deck) is five-handed Euchre's deck: the other "
                "forms play 24 cards (min_rank=9) or 32 (min_rank=7)."
            )
        if self.auction:  # with players=4, checked before
            preset = "Rules.bid_euchre()"
            inapplicable: tuple[tuple[str, object, object], ...] = (
                ("allow_alone", self.allow_alone, False),
                ("defend_alone", self.defend_alone, False),
                ("canadian_loner", self.canadian_loner, False),
                ("partners_best", self.partners_best, "off"),
                ("weak_hand_redeal", self.weak_hand_redeal, "off"),
                ("go_under", self.go_under, False),
                ("fast_break", self.fast_break, False),
                ("four_trick_tokens", self.four_trick_tokens, False),
                ("min_rank", self.min_rank, 9),
                ("deal_pattern", self.deal_pattern, "3-2"),
                ("alone_march_points", self.alone_march_points, 4),
                ("alone_euchre_points", self.alone_euchre_points, 2),
            )
        elif self.players == 5:
            if self.min_rank == 9:
                raise RulesError(
                    "players=5 needs min_rank=8: five hands of five and an upcard need more "
                    "than 24 cards, so five-handed Euchre adds the 8s (use "
                    "Rules.five_handed())."
                )
            preset = "Rules.five_handed()"
            inapplicable = (
                # a loner's march scores 5 here, fixed by the form
                ("alone_march_points", self.alone_march_points, 4),
                ("defend_alone", self.defend_alone, False),
                ("canadian_loner", self.canadian_loner, False),
                ("partners_best", self.partners_best, "off"),
                ("weak_hand_redeal", self.weak_hand_redeal, "off"),
                ("go_under", self.go_under, False),
                ("fast_break", self.fast_break, False),
                ("four_trick_tokens", self.four_trick_tokens, False),
            )
        else:
            return
        whys = {"deal_pattern": "each player gets six cards, always three at a time"}
        for name, value, default in inapplicable:
            if value != default:
                raise self._inapplicable(name, value, default, preset, whys.get(name, ""))

    def _inapplicable(
        self, name: str, value: object, default: object, preset: str, why: str = ""
    ) -> RulesError:
        """The refusal of an option that does not apply to this form. An option left at
        the four-handed game's default was not chosen by the reader: the form was, by
        ``players`` or ``auction``, so the refusal points to the form's own preset.

        >>> Rules(players=3)
        Traceback (most recent call last):
        ...
        euchre.errors.RulesError: players=3 makes the game cutthroat, which is played with its own rules: use Rules.cutthroat() (the four-handed game's allow_alone=True does not apply to cutthroat: nobody has a partner who sits out or passes a card).
        """
        form = self.form_words
        because = f": {why}" if why else ""
        fields = {f.name: f.default for f in dataclasses.fields(self)}
        if value != fields[name]:
            return RulesError(
                f"{name}={value!r} does not apply to {form}{because} (use {preset}, which has "
                f"{name}={default!r})."
            )
        chosen = "auction=True" if self.auction else f"players={self.players}"
        return RulesError(
            f"{chosen} makes the game {form}, which is played with its own rules: use "
            f"{preset} (the four-handed game's {name}={value!r} does not apply to "
            f"{form}{because})."
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
        """How many cards the deck has: 24, 25 with the joker, 28 with the 8s, 32 with 7s
        and 8s (one more with the joker)."""
        return (14 - self.min_rank + 1) * 4 + self.joker

    @property
    def hand_size(self) -> int:
        """How many cards each player is dealt, which is how many tricks a deal has: 6
        in Bid Euchre, else 5.

        >>> Rules().hand_size, Rules.bid_euchre().hand_size
        (5, 6)
        """
        return 6 if self.auction else 5

    @property
    def kitty_size(self) -> int:
        """The cards left after the deal, the upcard first: 4 in the standard deck, 14
        in two-handed, 9 in cutthroat, 3 in five-handed; in Bid Euchre none (one unseen
        card with the joker).

        >>> Rules().kitty_size, Rules.two_handed().kitty_size, Rules.cutthroat().kitty_size
        (4, 14, 9)
        >>> Rules.five_handed().kitty_size, Rules.bid_euchre().kitty_size
        (3, 0)
        """
        return self.deck_size - self.hand_size * self.players

    @property
    def has_upcard(self) -> bool:
        """True where a card is turned up for the bidding: every form but Bid Euchre."""
        return not self.auction

    @property
    def negative_scores(self) -> bool:
        """True where a score may go below zero: Bid Euchre, whose failed bidders lose
        their bid."""
        return self.auction

    @property
    def form(self) -> Form:
        """The form of the game the player count (and Bid Euchre's auction) makes.

        >>> Rules().form, Rules.cutthroat().form, Rules.bid_euchre().form
        ('four_handed', 'cutthroat', 'bid_euchre')
        """
        return "bid_euchre" if self.auction else _FORMS[self.players]

    @property
    def form_words(self) -> str:
        """The form of the game in a player's words, for a message.

        >>> Rules.two_handed().form_words, Rules.bid_euchre().form_words
        ('two-handed Euchre', 'Bid Euchre')
        """
        return _FORM_WORDS[self.form]

    @property
    def scorers(self) -> int:
        """How many scores a game keeps: one per team (2) in the four-handed game and
        Bid Euchre, one per player in the others."""
        return 2 if self.players == 4 else self.players

    def scorer_of(self, seat: int) -> int:
        """The index of ``seat``'s score: its team (seat 0 and 2 are team 0) in the
        four-handed game and Bid Euchre, the seat itself in the two-, three- and
        five-handed forms.

        >>> Rules().scorer_of(3), Rules.cutthroat().scorer_of(2)
        (1, 2)
        """
        if type(seat) is not int or not 0 <= seat < self.players:
            raise RulesError(not_a_seat(seat, players=self.players))
        return seat % 2 if self.players == 4 else seat

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
    def two_handed(cls) -> Rules:
        """Two-handed Euchre: two players, each alone, five cards each, the
        11th card turned up and 13 unseen.

        >>> Rules.two_handed()
        Rules(allow_alone=False, players=2)
        """
        return cls(players=2, allow_alone=False)

    @classmethod
    def cutthroat(cls) -> Rules:
        """Three-handed cutthroat: the maker plays alone against the other
        two; each player scores for themselves, first to 10.

        >>> Rules.cutthroat().kitty_size
        9
        """
        return cls(players=3, allow_alone=False)

    @classmethod
    def railroad(cls) -> Rules:
        """Railroad Euchre: the joker, defending alone (a lone defender who
        euchres scores 4), call for best for a loner and a lone defender, and across a
        match of games laps and slams.

        >>> Rules.railroad().joker, Rules.railroad().defender_best
        (True, True)
        """
        return cls(
            joker=True,
            defend_alone=True,
            partners_best="partner",
            defender_best=True,
            laps=True,
            slams=True,
        )

    @classmethod
    def bid_euchre(cls) -> Rules:
        """Bid Euchre: four players in two teams, six cards each, one round
        of bids for tricks, the dealer stuck with a bid of 3 if all pass, game 32.

        >>> Rules.bid_euchre()
        Rules(stick_the_dealer=True, allow_alone=False, target=32, auction=True)
        """
        return cls(auction=True, stick_the_dealer=True, target=32, allow_alone=False)

    @classmethod
    def five_handed(cls) -> Rules:
        """Five-handed call-your-partner Euchre: 28 cards (the 8s added),
        the maker's partner is whoever holds the card the maker calls; each player
        scores for themselves, first to 10.

        >>> Rules.five_handed().kitty_size, Rules.five_handed().scorers
        (3, 5)
        """
        return cls(players=5, min_rank=8)

    @classmethod
    def presets(cls) -> dict[str, Rules]:
        """Every named preset, by name.

        >>> sorted(Rules.presets())
        ['bid_euchre', 'british', 'canadian', 'cutthroat', 'five_handed', 'no_trump', 'railroad', 'standard', 'thirty_two', 'two_handed']
        """
        return {
            "standard": cls.standard(),
            "canadian": cls.canadian(),
            "british": cls.british(),
            "thirty_two": cls.thirty_two(),
            "no_trump": cls.no_trump(),
            "two_handed": cls.two_handed(),
            "cutthroat": cls.cutthroat(),
            "railroad": cls.railroad(),
            "bid_euchre": cls.bid_euchre(),
            "five_handed": cls.five_handed(),
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
