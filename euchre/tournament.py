"""Duplicate matches between bots: the luck of the cards cancels out.

Every deal is played twice with the same cards and the same dealer: first bot A
holds seats 0 and 2 against bot B at seats 1 and 3, then the teams swap seats. A
bot that merely got good cards in one play gives them to its opponent in the
other.

*Points per deal* is the mean, over the ``2 * deals`` plays, of A's points minus
B's points in that play. Its 95% confidence interval uses the normal approximation
over the ``deals`` independent pairs: each pair's value is the mean of its two
plays.

The two-, three- and five-handed forms have no teams to swap, so the seats
**rotate** over the same deals instead (see :func:`rotation`): in two-handed each
deal is played twice, A in seat 0 then in seat 1; in cutthroat six times, A alone
against two Bs in each of the three seats, then B alone against two As in each
seat; in five-handed ten times, likewise (A in one seat against four Bs, then B in
one against four As). Every bot plays every seat of every deal. Bid Euchre has
teams and is played as the four-handed game is, the teams swapping seats. A play's value is A's points per seat it held
minus B's, and a deal's value the mean over its plays.

>>> from euchre.rules import Rules
>>> two = duplicate_match("rule", "random", deals=10, seed=1, rules=Rules.two_handed())
>>> two.plays_per_deal, len(two.pair_differences)
(2, 10)

>>> result = duplicate_match("rule", "random", deals=20, seed=1)
>>> result.deals, result.ci_low < result.points_per_deal < result.ci_high
(20, True)

The cards come from the match ``seed``; the bots' own random choices from a
separate ``bot_seed``. A bot's seed is derived from ``bot_seed`` and its place in
the match only, so knowing it reveals nothing about the deals: no search over match
seeds can find the one whose bot seeds match. (What a bot sees of its own cards is
a function of the match seed, so a bot that can try every small seed could still
find a small one from its first hand: for a match between bots of different
authors, choose a match seed with many digits and keep it to yourself until the
match is over, e.g. ``secrets.randbits(64)``.)

From the command line::

    python -m euchre.tournament rule random --deals 2000 --seed 1
    python -m euchre.tournament expert rule --deals 200 --games 20 --rules stick_the_dealer=true
    python -m euchre.tournament rule random --deals 500 --form cutthroat
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import math
import statistics
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .bots.base import Bot, BotFactory, get_factory
from .checks import int_arg, play_turn, players_arg, rules_arg
from .deal import Deal, DealResult
from .errors import EuchreError, RulesError, shown
from .game import Game
from .rules import Rules
from .view import PlayerView

__all__ = [
    "Z95",
    "MatchResult",
    "derive_seed",
    "duplicate_match",
    "games_to_target",
    "main",
    "play_deal",
    "rotation",
    "seatings",
]

#: The normal quantile for a two-sided 95% interval; :mod:`euchre.measure` shares it.
Z95 = 1.959963984540054
_STANDARD = Rules()


def derive_seed(seed: int, *parts: object) -> int:
    """A 64-bit seed derived from a seed and labels, stable across runs and Python
    versions (one-way: the seed cannot be read back from the result).

    >>> derive_seed(1, "deal", 0) == derive_seed(1, "deal", 0) != derive_seed(1, "deal", 1)
    True
    """
    int_arg(seed, "seed", None, None, "a seed is a whole number")
    for part in parts:
        if not isinstance(part, str | int) or isinstance(part, bool):
            raise EuchreError(
                f"{shown(part)} is not a label: a seed's labels are texts and numbers."
            )
    text = ":".join(str(p) for p in (seed, *parts))
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()
    return int.from_bytes(digest[:8], "big")


def play_deal(deal: Deal, bots: Sequence[Bot | Callable[[PlayerView], Action | str]]) -> DealResult:
    """Play ``deal`` to the end with one player per seat, each given only its view: a
    bot (``RuleBot()``) or a function from a view to an action, as :meth:`Game.play`
    takes them."""
    if not isinstance(deal, Deal):
        raise EuchreError(
            f"{shown(deal)} is not a deal: give a Deal, such as Deal.shuffled(seed=1)."
        )
    acts = players_arg(bots, deal.players)
    while True:
        seat = deal.to_act
        if seat is None:
            result = deal.result
            assert result is not None
            return result
        play_turn(deal, acts, bots, seat)


def _factory(bot: str | BotFactory) -> tuple[str, BotFactory]:
    if isinstance(bot, str):
        return bot, get_factory(bot)
    given: object = bot  # as given, whatever its type says
    name = getattr(given, "name", None)
    if isinstance(name, str) and callable(getattr(given, "act", None)) and not callable(given):
        seeded = "seed" in inspect.signature(type(given)).parameters
        raise EuchreError(
            f"{shown(given)} is a bot, but a match needs a fresh one for every play of a deal: "
            f"give its name, like {name!r}, or a factory that makes one from a seed, like "
            f"lambda seed: {type(given).__name__}({'seed=seed' if seeded else ''})."
        )
    if not callable(bot):
        raise EuchreError(
            f"{shown(bot)} is not a bot: give a bot's name, like 'rule', or a factory "
            "that makes one from a seed, like lambda seed: RandomBot(seed=seed)."
        )
    if isinstance(bot, type):
        raise EuchreError(
            f"{bot.__name__} is a class, not a bot's name or factory: give its name, like "
            f"'rule', or a factory that makes one from a seed, like lambda seed: "
            f"{bot.__name__}()."
        )
    try:
        made = bot(0)
    except (TypeError, AttributeError) as error:
        raise EuchreError(
            f"{getattr(bot, '__name__', shown(bot))} could not make a bot from a seed "
            f"({type(error).__name__}: {error}): "
            "a match takes a bot's name, like 'rule', or a factory from a seed to a bot, like "
            "lambda seed: RandomBot(seed=seed). A function from a view to an action plays in "
            "Game.play and play_deal."
        ) from None
    name = getattr(made, "name", None)
    if not isinstance(name, str) or not callable(getattr(made, "act", None)):
        raise EuchreError(
            f"The factory {shown(bot)} made {shown(made)}, which is not a bot: a bot has a "
            "name and an act(view) method."
        )
    return name, bot


@dataclass(frozen=True)
class MatchResult:
    """The outcome of a duplicate match of bot A against bot B.

    ``pair_differences[i]`` is deal ``i``'s value: the mean over its two plays of A's
    points minus B's (in the two- and three-handed forms, over its
    ``plays_per_deal`` rotated plays, of A's points per seat held minus B's).
    ``points_per_deal`` is their mean, with a 95% confidence interval ``ci_low`` to
    ``ci_high``. ``games_won`` counts games to the target (``games`` seeded games,
    each played twice with the seats swapped, or once per rotated seating).
    """

    bot_a: str
    bot_b: str
    deals: int
    seed: int
    rules: Rules
    points_a: int
    points_b: int
    pair_differences: tuple[float, ...] = field(repr=False)
    games: int = 0
    games_won_a: int = 0
    games_won_b: int = 0
    #: The seed the bots' own seeds were derived from (independent of the cards).
    bot_seed: int = 0
    #: How many times each deal is played: 2 (four- and two-handed), 6 (cutthroat).
    plays_per_deal: int = 2
    #: Seat-plays of A and of B in all (``points_a / seats_a``: A's points per seat
    #: and deal); 0 means two per play each, as in the four-handed game.
    seats_a: int = 0
    seats_b: int = 0

    @property
    def points_per_deal(self) -> float:
        """Mean over all plays of A's points minus B's points."""
        return statistics.fmean(self.pair_differences) if self.pair_differences else 0.0

    @property
    def stderr(self) -> float:
        """Standard error of :attr:`points_per_deal` (over the independent deal pairs)."""
        n = len(self.pair_differences)
        return statistics.stdev(self.pair_differences) / math.sqrt(n) if n > 1 else math.inf

    @property
    def ci_low(self) -> float:
        """Lower end of the 95% confidence interval of :attr:`points_per_deal`."""
        return self.points_per_deal - Z95 * self.stderr

    @property
    def ci_high(self) -> float:
        """Upper end of the 95% confidence interval of :attr:`points_per_deal`."""
        return self.points_per_deal + Z95 * self.stderr

    def __str__(self) -> str:
        a, b = self.bot_a, self.bot_b
        width = max(len(a), len(b), 8)
        rotated = self.rules.players != 4
        how = f"played {self.plays_per_deal} times, seats rotated" if rotated else "played twice"
        lines = [
            f"Duplicate match: {a} vs {b}, {self.deals} deal{'s' if self.deals != 1 else ''} "
            f"{how}, seed {self.seed}" + (f", {self.rules!r}" if self.rules != Rules() else ""),
            f"{'':24}{a:>{width}}  {b:>{width}}",
            f"{'points':24}{self.points_a:>{width}}  {self.points_b:>{width}}",
        ]
        if rotated:
            lines.append(
                f"{'points per seat-play':24}{self.points_a / max(self.seats_a, 1):>{width}.3f}  "
                f"{self.points_b / max(self.seats_b, 1):>{width}.3f}"
            )
        else:
            lines.append(
                f"{'points per play':24}{self.points_a / (2 * self.deals):>{width}.3f}  "
                f"{self.points_b / (2 * self.deals):>{width}.3f}"
            )
        if self.games:
            lines.append(
                f"{f'games to {self.rules.target} won':24}{self.games_won_a:>{width}}  "
                f"{self.games_won_b:>{width}}   (of {self.plays_per_deal * self.games})"
            )
        interval = (
            f"95% CI {self.ci_low:+.3f} to {self.ci_high:+.3f}"
            if math.isfinite(self.stderr)
            else "too few deals for an interval"
        )
        lines.append(f"{a} - {b}: {self.points_per_deal:+.3f} points per deal, {interval}")
        return "\n".join(lines)


def duplicate_match(
    bot_a: str | BotFactory,
    bot_b: str | BotFactory,
    *,
    deals: int = 1000,
    seed: int = 0,
    rules: Rules = _STANDARD,
    games: int = 0,
    bot_seed: int = 0,
) -> MatchResult:
    """Play ``deals`` duplicate deal pairs (and ``games`` duplicate game pairs) of
    ``bot_a`` against ``bot_b``, given as registry names or factories (seed -> bot).

    Deal ``i`` is ``Deal.shuffled(seed=derive_seed(seed, "deal", i), dealer=i % 4)``
    (``dealer=i % players`` in the two- and three-handed forms, whose deals are played
    with the seats rotated: see :func:`rotation`). Each seat gets its own bot
    instance, seeded from ``bot_seed`` (never from ``seed``: see the module's
    introduction).
    """
    int_arg(deals, "deals", 1, None, "play at least one deal")
    int_arg(seed, "seed", None, None, "a match seed is a whole number")
    int_arg(bot_seed, "bot_seed", None, None, "the bots' seed is a whole number")
    int_arg(games, "games", 0, None, "give a whole number of game pairs, 0 or more")
    rules = rules_arg(rules)
    name_a, make_a = _factory(bot_a)
    name_b, make_b = _factory(bot_b)
    if rules.players != 4:
        return _rotation_match(name_a, make_a, name_b, make_b, deals, seed, rules, games, bot_seed)
    a0, a1 = make_a(derive_seed(bot_seed, "a", 0)), make_a(derive_seed(bot_seed, "a", 1))
    b0, b1 = make_b(derive_seed(bot_seed, "b", 0)), make_b(derive_seed(bot_seed, "b", 1))
    a_first: list[Bot] = [a0, b0, a1, b1]
    b_first: list[Bot] = [b0, a0, b1, a1]
    points_a = points_b = 0
    pairs: list[float] = []
    for i in range(deals):
        deal = Deal.shuffled(seed=derive_seed(seed, "deal", i), dealer=i % 4, rules=rules)
        first = play_deal(deal.copy(), a_first).points
        second = play_deal(deal, b_first).points
        points_a += first[0] + second[1]
        points_b += first[1] + second[0]
        pairs.append(((first[0] - first[1]) + (second[1] - second[0])) / 2)
    won_a, won_b = games_to_target(
        make_a, make_b, games=games, seed=seed, rules=rules, bot_seed=bot_seed
    )
    return MatchResult(
        bot_a=name_a,
        bot_b=name_b,
        deals=deals,
        seed=seed,
        rules=rules,
        points_a=points_a,
        points_b=points_b,
        pair_differences=tuple(pairs),
        games=games,
        games_won_a=won_a,
        games_won_b=won_b,
        bot_seed=bot_seed,
    )


def seatings(players: int) -> tuple[str, ...]:
    """Who sits where in each play of a deal at a table of two, three or four: one
    text per play, a letter per seat (``"a"`` bot A, ``"b"`` bot B). Four-handed (and
    Bid Euchre): the teams swap. Two-handed: the players swap. Cutthroat: A in one seat
    against two Bs, in each seat in turn, then B in one seat against two As; so each
    bot holds each seat of each deal, alone and doubled. Five seats: see
    :func:`rotation`.

    >>> seatings(4), seatings(2)
    (('abab', 'baba'), ('ab', 'ba'))
    >>> seatings(3)
    ('abb', 'bab', 'bba', 'baa', 'aba', 'aab')
    """
    int_arg(
        players,
        "players",
        2,
        4,
        "a table has 2, 3 or 4 players here (five seats rotate by rotation(5))",
    )
    if players == 4:
        return ("abab", "baba")
    if players == 2:
        return ("ab", "ba")
    return _one_against_the_rest(3)


def rotation(players: int) -> tuple[str, ...]:
    """The plays of a deal at any table, as :func:`seatings` gives them for two to
    four seats; five-handed rotates as cutthroat does: A in one seat against four Bs,
    in each seat in turn, then B in one seat against four As (ten plays).

    >>> rotation(3) == seatings(3)
    True
    >>> rotation(5)[:5], len(rotation(5))
    (('abbbb', 'babbb', 'bbabb', 'bbbab', 'bbbba'), 10)
    """
    int_arg(players, "players", 2, 5, "a table has 2, 3, 4 or 5 players")
    return _one_against_the_rest(5) if players == 5 else seatings(players)


def _one_against_the_rest(players: int) -> tuple[str, ...]:
    ones = tuple("".join("a" if s == k else "b" for s in range(players)) for k in range(players))
    return ones + tuple(t.translate(str.maketrans("ab", "ba")) for t in ones)


def _rotation_match(
    name_a: str,
    make_a: BotFactory,
    name_b: str,
    make_b: BotFactory,
    deals: int,
    seed: int,
    rules: Rules,
    games: int,
    bot_seed: int,
) -> MatchResult:
    """:func:`duplicate_match` for the two- and three-handed forms: every play of
    :func:`rotation` over the same deals."""
    n = rules.players
    plays = rotation(n)
    made = {"a": make_a, "b": make_b}
    bots = {
        (who, seat): made[who](derive_seed(bot_seed, who, seat))
        for who in "ab"
        for seat in range(n)
    }
    points = {"a": 0, "b": 0}
    seat_plays = {"a": 0, "b": 0}
    values: list[float] = []
    for i in range(deals):
        deal = Deal.shuffled(seed=derive_seed(seed, "deal", i), dealer=i % n, rules=rules)
        total = 0.0
        for seating in plays:
            result = play_deal(deal.copy(), [bots[who, s] for s, who in enumerate(seating)])
            mean = {}
            for who in "ab":
                seats = [s for s, w in enumerate(seating) if w == who]
                got = sum(result.points[s] for s in seats)
                points[who] += got
                seat_plays[who] += len(seats)
                mean[who] = got / len(seats)
            total += mean["a"] - mean["b"]
        values.append(total / len(plays))
    won_a, won_b = games_to_target(
        make_a, make_b, games=games, seed=seed, rules=rules, bot_seed=bot_seed
    )
    return MatchResult(
        bot_a=name_a,
        bot_b=name_b,
        deals=deals,
        seed=seed,
        rules=rules,
        points_a=points["a"],
        points_b=points["b"],
        pair_differences=tuple(values),
        games=games,
        games_won_a=won_a,
        games_won_b=won_b,
        bot_seed=bot_seed,
        plays_per_deal=len(plays),
        seats_a=seat_plays["a"],
        seats_b=seat_plays["b"],
    )


def games_to_target(
    bot_a: str | BotFactory,
    bot_b: str | BotFactory,
    *,
    games: int,
    seed: int = 0,
    rules: Rules = _STANDARD,
    bot_seed: int = 0,
) -> tuple[int, int]:
    """Games to ``rules.target`` won by A and by B. Game ``j`` is seeded with
    ``derive_seed(seed, "game", j)`` and played twice, A holding seats 0 and 2 and
    then 1 and 3, so both teams see the same sequence of deals; the bots are seeded
    from ``bot_seed``. In the two- and three-handed forms each game is played once per
    seating of :func:`rotation` (2, 6 or 10 times), and a game counts for the bot whose
    seat won it.

    >>> won_a, won_b = games_to_target("random", "random", games=2, seed=3)
    >>> won_a + won_b  # two games, each played twice
    4
    """
    int_arg(games, "games", 0, None, "give a whole number of game pairs, 0 or more")
    int_arg(seed, "seed", None, None, "a match seed is a whole number")
    int_arg(bot_seed, "bot_seed", None, None, "the bots' seed is a whole number")
    rules = rules_arg(rules)
    _, make_a = _factory(bot_a)
    _, make_b = _factory(bot_b)
    won = [0, 0]
    if rules.players != 4:
        for j in range(games):
            game_seed = derive_seed(seed, "game", j)
            for seating in rotation(rules.players):
                seats = [
                    (make_a if who == "a" else make_b)(derive_seed(bot_seed, "game", who, j, s))
                    for s, who in enumerate(seating)
                ]
                game = Game(rules=rules, seed=game_seed)
                game.play([bot.act for bot in seats])
                winner = game.winner
                assert winner is not None
                won[0 if seating[winner] == "a" else 1] += 1
        return won[0], won[1]
    for j in range(games):
        game_seed = derive_seed(seed, "game", j)
        for a_team in (0, 1):
            a = [make_a(derive_seed(bot_seed, "game-a", j, k)) for k in (0, 1)]
            b = [make_b(derive_seed(bot_seed, "game-b", j, k)) for k in (0, 1)]
            seats = [a[0], b[0], a[1], b[1]] if a_team == 0 else [b[0], a[0], b[1], a[1]]
            game = Game(rules=rules, seed=game_seed)
            game.play([bot.act for bot in seats])
            won[0 if game.winner == a_team else 1] += 1
    return won[0], won[1]


def _parse_value(text: str) -> Any:
    low = text.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def parse_rules(items: Sequence[str], base: Rules = _STANDARD) -> Rules:
    """Rules from ``key=value`` texts, as the command line takes them (changes to
    ``base``, the standard rules unless a preset is given).

    >>> parse_rules(["stick_the_dealer=true", "target=5"])
    Rules(stick_the_dealer=True, target=5)
    """
    if isinstance(items, str | bytes) or not isinstance(items, Sequence):
        raise RulesError(f"{shown(items)} is not a list of options: give texts like ['target=5'].")
    changes: dict[str, Any] = {}
    for item in items:
        if not isinstance(item, str):
            raise RulesError(f"{shown(item)}: write a rules option as key=value, like target=5.")
        key, sep, value = item.partition("=")
        if not sep:
            raise RulesError(f"{shown(item)}: write a rules option as key=value, like target=5.")
        changes[key.strip()] = _parse_value(value.strip())
    return rules_arg(base).replace(**changes)


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: ``python -m euchre.tournament A B --deals N --seed S``."""
    parser = argparse.ArgumentParser(
        prog="python -m euchre.tournament",
        description="Duplicate match between two bots (each deal played twice, seats swapped).",
    )
    parser.add_argument("bot_a", help="first bot (registry name, e.g. rule)")
    parser.add_argument("bot_b", help="second bot (registry name, e.g. random)")
    parser.add_argument("--deals", type=int, default=1000, help="deal pairs to play")
    parser.add_argument("--seed", type=int, default=0, help="match seed")
    parser.add_argument("--games", type=int, default=0, help="game pairs to the target")
    parser.add_argument(
        "--bot-seed", type=int, default=0, help="seed of the bots' own choices (not the cards)"
    )
    parser.add_argument("--rules", nargs="*", default=[], metavar="KEY=VALUE", help="rules options")
    parser.add_argument(
        "--form",
        choices=sorted(Rules.presets()),
        default="standard",
        help="a preset of the rules (two_handed, cutthroat and railroad among them)",
    )
    args = parser.parse_args(argv)
    try:
        rules = parse_rules(args.rules, Rules.presets()[args.form])
        result = duplicate_match(
            args.bot_a,
            args.bot_b,
            deals=args.deals,
            seed=args.seed,
            rules=rules,
            games=args.games,
            bot_seed=args.bot_seed,
        )
    except ValueError as exc:
        print(f"error: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    print(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
