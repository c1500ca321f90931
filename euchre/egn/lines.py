"""Alternative lines of an EGN deal (``alternativeLines``: "what if" analysis), checked
and replayed by the engine from where each leaves the game.

:func:`euchre.egn.load` reads them; a record gives them by :meth:`Record.alternatives
<euchre.egn.Record.alternatives>`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..actions import Action, ActionKind
from ..annotations import Annotations
from ..cards import Card, Suit
from ..deal import Deal, Phase, Turn
from ..errors import EGNError, IllegalActionError
from .fields import (
    ROUND_ONE_ORDERS,
    describe,
    lay_away_order,
    parse_card,
    read_comments,
    read_phases,
    read_tricks,
)
from .safe_json import shown

__all__ = ["MAX_LINES", "AlternativeLine", "read_lines"]

#: The most alternative lines one deal may have.
MAX_LINES = 100


@dataclass(frozen=True)
class AlternativeLine:
    """One of a deal's alternative lines (EGN ``alternativeLines``: "what if" analysis),
    checked when the record is read and replayed by the engine as far as the record
    allows.

    A line leaves the game at EGN's ``branchIndex``, which counts the deal's decisions,
    its calls first and then its cards (the discard is not counted): ``deal.at(start)``
    is the position where it leaves, and ``turns`` are what happens instead, in order
    (calls, the dealer's discard, the answers to a loner, cards). ``comments[k]`` are the
    line's comments on ``turns[k]``; ``annotations`` keeps them as EGN keys them (by the
    line's own calls and cards).

    The engine replays a line with the deal's hands. Where the record does not show a
    hand the line needs (a loner's partner's cards, an assumed card), the replay stops
    there: ``played_out`` is then False and the comments on what was not replayed are
    in ``unplaced``. A line the rules forbid (a renege from a hand the record shows, a
    card played twice, a call out of turn) is refused when the record is read. A dealer
    who picks up in a line that does not say what they discarded is assumed to keep the
    cards they play: ``assumed_discard`` is the card assumed.

    >>> import pathlib
    >>> import euchre
    >>> from euchre.egn import load
    >>> games = pathlib.Path(euchre.__file__).resolve().parents[1] / "data" / "egn"
    >>> record = load(games / "Me and Bears.egn")
    >>> line = record.alternatives(7)[0]
    >>> line.branch, line.start, line.played_out
    (4, 5, True)
    >>> [str(turn) for turn in line.turns[:2]]
    ['seat 3: play 9C', 'seat 0: play QS']
    >>> line.end().result.maker_tricks
    3
    """

    branch: int
    start: int
    turns: tuple[Turn, ...]
    comments: tuple[tuple[str, ...], ...]
    annotations: Annotations
    played_out: bool
    unplaced: tuple[str, ...] = ()
    assumed_discard: Card | None = None
    deal: Deal | None = field(default=None, repr=False, compare=False)

    def end(self) -> Deal:
        """A new deal as it stands at the end of the line (as far as it was replayed):
        the deal at ``start``, then every turn of the line.

        ``deal`` is the main deal the line leaves (set when the record is read)."""
        if self.deal is None:
            raise EGNError("This alternative line does not know the deal it leaves.")
        state = self.deal.at(self.start)
        for turn in self.turns:
            state.apply(turn.action)
        return state


def _decision_steps(deal: Deal) -> tuple[list[int], list[int]]:
    """The steps before each EGN call and before each card played of ``deal``."""
    calls: list[int] = []
    cards: list[int] = []
    made = False
    for n, turn in enumerate(deal.history):
        kind = turn.action.kind
        if kind is ActionKind.PLAY:
            cards.append(n)
        elif not made and (turn.action.is_bid or kind is ActionKind.REDEAL):
            calls.append(n)
            made = turn.action.makes_trump
    return calls, cards


def read_lines(
    index: int, raw: object, deal: Deal, unknown: frozenset[int]
) -> tuple[AlternativeLine, ...]:
    """Check and replay the alternative lines ``raw`` of deal ``index``."""
    if not isinstance(raw, list):
        raise EGNError(f"Deal {index}: alternativeLines must be a list, not {describe(raw)}.")
    if raw and deal.rules.form in ("bid_euchre", "five_handed"):
        form = deal.rules.form_words
        raise EGNError(
            f"Deal {index} has alternative lines, which the engine does not read in {form} "
            "records yet: remove alternativeLines (the deal itself can be read)."
        )
    if len(raw) > MAX_LINES:
        raise EGNError(
            f"Deal {index} has {len(raw)} alternative lines: the engine reads at most "
            f"{MAX_LINES} for one deal."
        )
    steps = _decision_steps(deal)
    return tuple(
        _LineReplay(index, n, line, deal, unknown, steps).run() for n, line in enumerate(raw)
    )


class _LineReplay:
    """Replays one alternative line from where it leaves the deal."""

    def __init__(
        self,
        index: int,
        number: int,
        raw: object,
        deal: Deal,
        unknown: frozenset[int],
        steps: tuple[list[int], list[int]],
    ) -> None:
        self.where = f"Deal {index}, alternative line {number}"
        if not isinstance(raw, Mapping):
            raise self.error(
                f"must be a JSON object with branchIndex and phases, not {describe(raw)}."
            )
        self.raw = raw
        self.deal = deal
        self.rules = deal.rules
        self.unknown = unknown
        branch = raw.get("branchIndex")
        calls, cards = steps
        total = len(calls) + len(cards)
        if isinstance(branch, bool) or not isinstance(branch, int) or not 0 <= branch < total:
            raise self.error(
                f"branchIndex is {describe(branch)}: it must be one of the deal's {total} "
                f"decisions, numbered from 0 (its {len(calls)} calls, then its {len(cards)} "
                "cards)."
            )
        self.branch = branch
        self.where += f" (branchIndex {branch})"
        self.at_call = branch < len(calls)
        self.start = calls[branch] if self.at_call else cards[branch - len(calls)]
        bidding, play = read_phases(raw.get("phases"), self.error)
        if self.at_call and bidding is None:
            raise self.error(
                f"it leaves the game at call {branch}, so it needs its own EUCHRE_BIDDING phase."
            )
        if not self.at_call and bidding is not None:
            raise self.error(
                f"it leaves the game at card {branch - len(calls)} of the play, after the "
                "bidding, so it cannot have a EUCHRE_BIDDING phase."
            )
        if not self.at_call and play is None:
            raise self.error("it leaves the game at a card, so it needs a TRICK_PLAY phase.")
        self.bidding = bidding
        phase = bidding or {}
        self.calls = phase.get("calls", [])
        if not isinstance(self.calls, list) or not all(isinstance(c, str) for c in self.calls):
            raise self.error("calls must be a list of texts.")
        self.tricks = read_tricks(play, self.error)
        n_cards = sum(map(len, self.tricks))
        for trick in self.tricks:
            if not all(isinstance(c, str) for c in trick):
                raise self.error("tricks must be lists of cards (texts like 'Td').")
        self.annotations = Annotations(
            calls=read_comments(bidding, "callAnnotations", "call", len(self.calls), self.error),
            plays=read_comments(play, "playAnnotations", "card played", n_cards, self.error),
        )
        is_alone = phase.get("isAlone")
        if is_alone is not None and not isinstance(is_alone, bool):
            raise self.error(f"isAlone must be true or false, not {describe(is_alone)}.")
        said_alone = any(c.strip().lower() == "alone" for c in self.calls)
        if said_alone and is_alone is False:
            raise self.error("a call says 'Alone' but isAlone is false.")
        self.alone = bool(is_alone) or said_alone
        self.discard = None
        if phase.get("discard") is not None:
            try:
                self.discard = parse_card(phase["discard"], None, self.rules)
            except EGNError as exc:
                raise self.error(f"discard: {exc}") from None
        defender = phase.get("aloneDefender")
        if defender is not None and (
            isinstance(defender, bool) or not isinstance(defender, int) or not -1 <= defender <= 3
        ):
            raise self.error(f"aloneDefender is {describe(defender)}: write a seat (0 to 3) or -1.")
        self.defender = defender
        if phase.get("cardExchanges") not in (None, []):
            raise self.error(
                "cardExchanges (call for best) in an alternative line cannot be replayed yet."
            )
        self.turns: list[Turn] = []
        self.comments: list[tuple[str, ...]] = []
        self.played_out = True
        self.assumed_discard: Card | None = None

    def error(self, text: str) -> EGNError:
        return EGNError(f"{self.where}: {text}")

    def known(self, seat: int) -> bool:
        """True when the record shows every card of ``seat``'s hand (so a refused card
        is the line's fault, not a gap in the record)."""
        if seat in self.unknown:
            return False
        return seat != self.deal.dealer or self.assumed_discard is None

    def apply(self, state: Deal, action: Action, comments: Sequence[str] = ()) -> None:
        seat = state.to_act
        assert seat is not None
        state.apply(action)
        self.turns.append(Turn(seat, action))
        self.comments.append(tuple(comments))

    def run(self) -> AlternativeLine:
        state = self.deal.at(self.start)
        placed_calls: set[int] = set()
        placed_cards: set[int] = set()
        try:
            self._bid(state, placed_calls)
            self._play(state, placed_cards)
        except _Stop:
            self.played_out = False
            self._check_cards()
        unplaced = [
            text
            for key, keyed, placed in (
                ("calls", self.annotations.calls, placed_calls),
                ("plays", self.annotations.plays, placed_cards),
            )
            for i, texts in keyed.items()
            if i not in placed
            for text in texts
        ]
        return AlternativeLine(
            branch=self.branch,
            start=self.start,
            turns=tuple(self.turns),
            comments=tuple(self.comments),
            annotations=self.annotations,
            played_out=self.played_out,
            unplaced=tuple(unplaced),
            assumed_discard=self.assumed_discard,
            deal=self.deal,
        )

    def _bid(self, state: Deal, placed: set[int]) -> None:
        if self.bidding is None:
            return
        for i, text in enumerate(self.calls):
            if state.phase not in (Phase.ORDER, Phase.CALL):
                raise self.error(f"call {i} ({shown(text)}) comes after trump was made.")
            action = self._call(i, text, state)
            try:
                self.apply(state, action, self.annotations.calls.get(i, ()))
            except IllegalActionError as exc:
                if action.kind is ActionKind.REDEAL:  # depends on the hand
                    raise _Stop from None
                raise self.error(
                    f"call {i} ({shown(text)}) by seat {state.to_act}: {exc}"
                ) from None
            placed.add(i)
        if state.phase is Phase.DISCARD:
            self._discard(state)
        # A discard recorded where the dealer did not pick up is left unused: the EGN
        # specification's own example line has one.
        if state.phase is Phase.GIVE:
            raise _Stop
        if state.phase is Phase.DEFEND:
            maker = state.maker
            assert maker is not None
            defender = -1 if self.defender is None else self.defender
            steps = {
                -1: ["pass", "pass"],
                (maker + 1) % 4: ["defend alone"],
                (maker + 3) % 4: ["pass", "defend alone"],
            }.get(defender)
            if steps is None:
                raise self.error(
                    f"aloneDefender is {defender}: only a defender (seat {(maker + 1) % 4} or "
                    f"{(maker + 3) % 4}) may defend alone against seat {maker}."
                )
            for step in steps:
                try:
                    self.apply(state, Action.parse(step))
                except IllegalActionError as exc:
                    raise self.error(f"aloneDefender: {exc}") from None
            if _calling_for_best(state):  # Railroad's lone defender: cards not shown
                raise _Stop
        elif self.defender is not None and self.defender >= 0:
            raise self.error(
                f"aloneDefender is {self.defender}, but nobody went alone to defend against."
            )
        if any(self.tricks) and state.phase is not Phase.PLAY:
            raise self.error("cards are played, but the line's bidding does not make trump.")

    def _call(self, i: int, text: str, state: Deal) -> Action:
        word = text.strip().lower()
        up = state.upcard_suit
        if word == "pass":
            return Action.pass_()
        if word == "redeal":
            return Action.redeal()
        if state.phase is Phase.ORDER and (
            word in ROUND_ONE_ORDERS or (up is not None and word == up.letter.lower())
        ):
            return Action.order(self.alone)
        if state.phase is Phase.CALL and word in ("s", "h", "d", "c"):
            return Action.call(word, self.alone)
        if state.phase is Phase.CALL and word == "n" and self.rules.allow_no_trump:
            return Action.no_trump(self.alone)
        round_words = (
            "Pass or Order (the first round)"
            if state.phase is Phase.ORDER
            else "Pass or a suit letter s, h, d, c (the second round)"
        )
        raise self.error(f"call {i} is {shown(text)}: here write {round_words}.")

    def _line_cards(self, trump: Suit | None) -> set[Card]:
        cards: set[Card] = set()
        for trick in self.tricks:
            for text in trick:
                try:
                    cards.add(parse_card(text, trump, self.rules))
                except EGNError:
                    continue  # reported where the card is played
        return cards

    def _discard(self, state: Deal) -> None:
        dealer = state.dealer
        discard = self.discard
        if discard is None:
            hand = state.hand(dealer)
            keep = self._line_cards(state.trump)
            free = [c for c in hand if c not in keep]
            if not free:
                raise self.error("the dealer plays all six cards of the hand after picking up.")
            main = self.deal.discard
            discard = main if main in free else min(free, key=lay_away_order(state.trump_index))
            self.assumed_discard = discard
        try:
            self.apply(state, Action.discard(discard))
        except IllegalActionError as exc:
            if self.known(dealer):
                raise self.error(f"discard {discard}: {exc}") from None
            raise _Stop from None

    def _play(self, state: Deal, placed: set[int]) -> None:
        first = len(state.tricks) + 1
        seen: dict[Card, str] = {}
        for t, done in enumerate(state.tricks, 1):
            for card in done.cards:
                seen[card] = f"in trick {t} before the line leaves the game"
        for _, card in state.current_trick:
            seen[card] = f"in trick {first} before the line leaves the game"
        j = 0
        for k, trick in enumerate(self.tricks):
            n = first + k
            limit = len(state.active_seats) - (len(state.current_trick) if k == 0 else 0)
            if len(trick) > limit:
                raise self.error(f"trick {n} has {len(trick)} cards; only {limit} can be played.")
            for text in trick:
                try:
                    card = parse_card(text, state.trump, self.rules)
                except EGNError as exc:
                    raise self._card_error(n, text, str(exc)) from None
                if card in seen:
                    raise self._card_error(n, card, f"{card} was already played {seen[card]}.")
                seen[card] = f"in trick {n} of the line"
                if state.phase is not Phase.PLAY:
                    raise self._card_error(n, card, "the deal is already over.")
                seat = state.to_act
                assert seat is not None
                try:
                    self.apply(state, Action.play(card), self.annotations.plays.get(j, ()))
                except IllegalActionError as exc:
                    if self.known(seat):
                        raise self._card_error(
                            n, card, f"seat {seat} may not play it. {exc}"
                        ) from None
                    raise _Stop from None
                placed.add(j)
                j += 1
            if state.current_trick and k < len(self.tricks) - 1:
                raise self.error(
                    f"trick {n} has {len(trick)} cards but is not finished, and another "
                    "trick follows: only the last trick of a line may be unfinished."
                )

    def _check_cards(self) -> None:
        """Every card of a line that was not played out is still a card of the deck."""
        first = len(self.deal.at(self.start).tricks) + 1
        for k, trick in enumerate(self.tricks):
            for text in trick:
                if text.strip() in ("R", "L"):
                    continue  # a bower: which one depends on the trump the line makes
                try:
                    parse_card(text, None, self.rules)
                except EGNError as exc:
                    raise self._card_error(first + k, text, str(exc)) from None

    def _card_error(self, t: int, card: object, text: str) -> EGNError:
        shown_card = shown(card) if isinstance(card, str) else str(card)
        return EGNError(f"{self.where}, trick {t}, card {shown_card}: {text}")


def _calling_for_best(state: Deal) -> bool:
    """True when a partner is to pass a card, which an alternative line cannot show."""
    return state.phase is Phase.GIVE


class _Stop(Exception):
    """The line needs a card the record does not show: the replay stops there."""
