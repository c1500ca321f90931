"""A game: deals until a team reaches the target score.

The deal passes one seat to the left after every deal, a thrown-in deal included
(after a redeal asked for by a weak hand, the same dealer deals again).
The first dealer is given, or drawn the traditional way ("first jack deals").

>>> game = Game(seed=3)
>>> game.first_dealer in range(4), game.score
(True, (0, 0))
>>> import random
>>> rng = random.Random(0)
>>> while not game.is_over:
...     _ = game.apply(rng.choice(game.legal_actions()))
>>> max(game.score) >= 10, game.winner == game.score.index(max(game.score))
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from .actions import Action
from .annotations import Annotations
from .cards import STANDARD_DECK, Card, Rank
from .checks import (
    bool_arg,
    int_arg,
    play_turn,
    players_arg,
    random_of,
    rules_arg,
    score_arg,
    seat_arg,
)
from .deal import Deal
from .errors import IllegalActionError, shown
from .narration import seat_names, team_name
from .rules import Rules
from .view import PlayerView
from .words import whole_points

__all__ = ["FirstJackDraw", "Game", "first_jack_draw"]

_STANDARD = Rules()

Player = Callable[[PlayerView], "Action | str"]


class _Actor(Protocol):
    """A bot: anything with an ``act(view)`` method, as every bot of the engine has."""

    def act(self, view: PlayerView) -> Action | str: ...


@dataclass(frozen=True)
class FirstJackDraw:
    """The draw for the first dealer: cards dealt face up, one to each seat in turn
    from seat 0, until a jack appears; that seat deals first."""

    cards: tuple[tuple[int, Card], ...]

    @property
    def dealer(self) -> int:
        """The seat that received the first jack."""
        return self.cards[-1][0]


def first_jack_draw(rng: random.Random, players: int = 4) -> FirstJackDraw:
    """Draw for the first dealer from a deck shuffled by ``rng``, dealing the cards to
    ``players`` seats in turn."""
    deck = list(STANDARD_DECK)
    rng.shuffle(deck)
    shown: list[tuple[int, Card]] = []
    for index, card in enumerate(deck):
        shown.append((index % players, card))
        if card.rank is Rank.JACK:
            break
    return FirstJackDraw(tuple(shown))


class Game:
    """Deals to the target score (``rules.target``, 10 by default).

    In the four-handed game and Bid Euchre the score is per team (Bid Euchre's may go
    below zero); in the two-, three- and five-handed forms per player, and the first
    player to reach the target wins (if a euchre takes several defenders past it in the
    same deal, the higher score wins; level, they play on until one is ahead).

    ``seed`` makes the game replayable: the draw for the first dealer and every
    shuffle come from one seeded random generator. Pass ``first_dealer`` to skip the
    draw. With ``shuffle=False`` no deal is dealt automatically: give each deal with
    :meth:`start` (this is how recorded games are replayed).
    """

    def __init__(
        self,
        *,
        rules: Rules = _STANDARD,
        seed: int | random.Random | None = None,
        first_dealer: int | None = None,
        score: tuple[int, ...] | None = None,
        shuffle: bool = True,
    ) -> None:
        #: The rules the game is played by.
        self.rules = rules = rules_arg(rules)
        score = score_arg(
            (0,) * rules.scorers if score is None else score,
            scorers=rules.scorers,
            negative=rules.negative_scores,
        )
        shuffle = bool_arg(shuffle, "shuffle")
        if first_dealer is not None:
            seat_arg(first_dealer, "first_dealer", rules.players)
        self._rng = random_of(seed)
        #: The draw for the first dealer (the first jack dealt deals), or ``None`` when
        #: ``first_dealer`` was given.
        self.draw: FirstJackDraw | None = None
        if first_dealer is None:
            self.draw = first_jack_draw(self._rng, rules.players)
            first_dealer = self.draw.dealer
        #: The seat that dealt the first deal.
        self.first_dealer = first_dealer
        #: The score the game started from (``score=``, or zeros).
        self.initial_score = score
        self._score = list(score)
        self._tokens = [0] * rules.scorers
        self._shuffle = shuffle
        #: The deals so far, the one in progress last. Read it; play through
        #: :meth:`apply` and :meth:`start` (a deal played to its end through
        #: :attr:`deal` is scored too, when the game is next looked at; a deal added or
        #: removed here by hand would upset the count).
        self.deals: list[Deal] = []
        # How many of the deals have had their points added (see _catch_up).
        self._scored = 0
        #: Players' comments per deal, by the deal's index (see :meth:`annotations_for`).
        self.annotations: dict[int, Annotations] = {}
        if shuffle and not self.is_over:
            self._deal_next()

    # ----------------------------------------------------------------- state

    @property
    def score(self) -> tuple[int, ...]:
        """Points per team, ``(team 0, team 1)`` (per player, seat 0 first, in the two-,
        three- and five-handed forms), counting finished deals."""
        self._catch_up()
        return tuple(self._score)

    @property
    def tokens(self) -> tuple[int, ...]:
        """Four-trick tokens (``Rules.four_trick_tokens``) held per team (or player):
        makers who are not alone earn one for exactly four tricks; the fourth is turned
        in at once for a point, so a side holds 0 to 3."""
        return tuple(self._tokens)

    @property
    def is_over(self) -> bool:
        """True once a team (or player) has reached the target, ahead of every other."""
        return self.winner is not None

    @property
    def winner(self) -> int | None:
        """The winning team (or player), once the game is over. In Bid Euchre, if both
        teams reach the target in one deal, the bidders win."""
        self._catch_up()
        score = self._score
        best = max(score)
        target = self.rules.target
        if self.rules.auction and min(score) >= target and self.deals:
            result = self.deals[-1].result
            if result is not None and result.makers is not None:
                return result.makers
        if best < target or score.count(best) > 1:
            return None
        return score.index(best)

    @property
    def deal(self) -> Deal:
        """The deal in progress (or the last one, once the game is over)."""
        self._catch_up()
        if not self.deals:
            if self.is_over:  # a game created at a finished score
                raise IllegalActionError(
                    f"The game is over ({_score_words(self.score)}) before any deal: "
                    "there is no deal to play."
                )
            raise IllegalActionError("No deal has started yet: call start() with a deal.")
        return self.deals[-1]

    @property
    def next_dealer(self) -> int:
        """Who deals the next deal: left of the last dealer, or the same dealer again
        after a weak hand asked for a redeal (``Rules.weak_hand_redeal``)."""
        if not self.deals:
            return self.first_dealer
        last = self.deals[-1]
        if last.redeal_by is not None:
            return last.dealer
        return (last.dealer + 1) % self.rules.players

    @property
    def to_act(self) -> int | None:
        """The seat to act, or ``None`` when the game is over."""
        return None if self.is_over or not self.deals else self.deal.to_act

    def legal_actions(self) -> list[Action]:
        """The actions the player to act may take."""
        return [] if self.is_over or not self.deals else self.deal.legal_actions()

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know of the deal in progress."""
        return self.deal.view(seat)

    def annotations_for(self, deal_index: int) -> Annotations:
        """The comments on a deal (created empty when first asked for): a deal this
        game has dealt, numbered from 0."""
        self.check_deal_number(deal_index, "deal_index")
        return self.annotations.setdefault(deal_index, Annotations())

    def check_deal_number(self, number: object, what: str) -> int:
        """``number`` if this game has dealt a deal of that number (from 0), else an
        :class:`EuchreError` that says which numbers there are; ``what``
        names the argument in the message.

        >>> Game(seed=1).check_deal_number(3, "deal")
        Traceback (most recent call last):
        ...
        euchre.errors.EuchreError: deal=3 is not allowed: this game has one deal so far, deal 0.
        """
        last = len(self.deals) - 1
        why = {
            -1: "this game has no deal yet to comment on",
            0: "this game has one deal so far, deal 0",
        }.get(last, f"this game's deals are numbered 0 to {last}")
        return int_arg(number, what, 0, last, why)

    # --------------------------------------------------------------- playing

    def _deal_next(self) -> None:
        self.deals.append(
            Deal.shuffled(
                seed=self._rng, dealer=self.next_dealer, rules=self.rules, score=self.score
            )
        )

    def start(self, deal: Deal) -> Deal:
        """Begin the next deal with the cards given (for replaying recorded games).
        Its dealer must be the next dealer, and the previous deal must be over."""
        if not isinstance(deal, Deal):
            raise IllegalActionError(
                f"{shown(deal)} is not a deal: give a Deal, such as Deal.new(...)."
            )
        if deal.rules != self.rules:
            raise IllegalActionError(
                f"That deal is played under {deal.rules!r}, but this game under "
                f"{self.rules!r}: every deal of a game has the game's rules."
            )
        if self.is_over:
            raise IllegalActionError(f"The game is over ({_score_words(self.score)}).")
        if self.deals and not self.deal.is_over:
            raise IllegalActionError("The current deal is not over yet.")
        if deal.dealer != self.next_dealer:
            names = seat_names(players=self.rules.players)
            raise IllegalActionError(
                f"Deal {len(self.deals)} should be dealt by {names[self.next_dealer]} "
                f"(the deal passes left, except after a redeal), not {names[deal.dealer]}."
            )
        deal.score = self.score
        self.deals.append(deal)
        self._catch_up()
        return deal

    def apply(self, action: Action | str, *, seat: int | None = None) -> Action:
        """Apply an action to the deal in progress; when the deal ends its points are
        added, and the next deal is dealt unless the game is over."""
        if self.is_over:
            raise IllegalActionError(f"The game is over: {self._won_words()}.")
        deal = self.deal
        applied = deal.apply(action, seat=seat)
        self._catch_up()
        return applied

    def _catch_up(self) -> None:
        """Add the points of every deal that is over and not yet scored, and deal the
        next: a deal played to its end through ``game.deal`` rather than :meth:`apply`
        counts as soon as the game is next looked at."""
        while self._scored < len(self.deals) and self.deals[self._scored].is_over:
            self._scored += 1
            self._finish(self.deals[self._scored - 1])

    def _finish(self, deal: Deal) -> None:
        result = deal.result
        assert result is not None
        for i, points in enumerate(result.points):
            self._score[i] += points
        if (
            self.rules.four_trick_tokens
            and result.makers is not None
            and not result.maker_alone
            and result.maker_tricks == 4
            and not result.fast_break
        ):
            self._tokens[result.makers] += 1
            if self._tokens[result.makers] == 4:  # four tokens make a point
                self._tokens[result.makers] = 0
                self._score[result.makers] += 1
        if self._shuffle and not self.is_over:
            self._deal_next()

    def play(
        self, players: Sequence[Player | _Actor], *, max_actions: int = 100_000
    ) -> tuple[int, ...]:
        """Play to the end with one player per seat: a bot (``RuleBot()``, as
        :func:`~euchre.tournament.play_deal` takes them) or a function called with its
        seat's view that returns an action. Returns the final score.

        >>> from euchre.bots import RandomBot, RuleBot
        >>> Game(seed=5).play([RuleBot(), RandomBot(seed=1)] * 2)[0] >= 0
        True
        """
        acts = players_arg(players, self.rules.players)
        int_arg(max_actions, "max_actions", 1, None, "give a whole number of actions, 1 or more")
        if self.winner is not None:  # (is_over would read as False to a type checker below)
            raise IllegalActionError(
                f"This game is already over: {self._won_words()}. Start a new Game to play another."
            )
        for _ in range(max_actions):
            seat = self.to_act
            if seat is None:
                if not self.is_over:  # shuffle=False, and the last deal given is over
                    raise IllegalActionError(
                        "No deal is in progress: this game deals none itself "
                        "(shuffle=False), so give each deal with start()."
                    )
                return self.score
            play_turn(self, acts, players, seat)
        score = " to ".join(whole_points(points) for points in self.score)
        why = ""
        if self.rules.auction and min(self.score) < 0:
            # Nothing ends a Bid Euchre game from below: sides that keep failing their
            # bids (random bidders do) go on losing points.
            why = (
                " Bid Euchre ends only when a side reaches the target; sides that keep "
                "failing their bids, as random bidders do, sink below zero instead."
            )
        elif all(deal.result is None or deal.result.thrown_in for deal in self.deals):
            why = (
                " Every deal was thrown in: all the players passed each time (a player that"
                " always takes the first of view.legal_actions() passes)."
            )
        raise IllegalActionError(
            f"The game did not end within {max_actions:,} actions ({len(self.deals):,} "
            f"deal{'s' if len(self.deals) != 1 else ''}; "
            f"the score is {score}).{why}"
        )

    def _won_words(self) -> str:
        """Who won the game that is over, and the score, the winners' first: "West and
        East won 10-6"; in the forms where each plays for themselves, every player's
        score in seat order: "West won 8-11-9"."""
        assert self.winner is not None
        score = self.score
        if len(score) == 2:
            score = (score[self.winner], score[1 - self.winner])
        return f"{self.side_name(self.winner)} won {_score_words(score)}"

    def side_name(self, side: int) -> str:
        """The name of a side that keeps a score: a team in the four-handed game and
        Bid Euchre ("South and North"), a player in the others ("West")."""
        if self.rules.players == 4:
            return team_name(side)
        return seat_names(players=self.rules.players)[side]

    def __repr__(self) -> str:
        if self.is_over:
            state = "over"
        elif not self.deals:  # shuffle=False, and no deal given yet
            state = "no deal started"
        else:
            state = f"deal {len(self.deals)} in progress"
        return f"<Game {_score_words(self.score)} to {self.rules.target}, {state}>"


def _score_words(score: Sequence[int]) -> str:
    """ "10-5"; a score below zero with a minus sign ("5-−7", not "5--7")."""
    return "-".join(whole_points(points) for points in score)
