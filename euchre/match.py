"""A match: games until a team has won enough of them, with Railroad's laps and slams.

Railroad Euchre (``Rules.railroad()``) is played as a match. Two match rules make the
games hang together:

- **laps** (``Rules.laps``): the points a team scores beyond the target are not lost;
  it starts the next game with them (never more than one point short of the target);
- **slams** (``Rules.slams``): a game won while the other side still has 0 points
  counts as two games won.

>>> from euchre.rules import Rules
>>> match = Match(rules=Rules.railroad(), seed=2, games_to_win=2)
>>> import random
>>> rng = random.Random(0)
>>> while not match.is_over:
...     _ = match.apply(rng.choice(match.legal_actions()))
>>> max(match.wins) >= 2, match.winner == match.wins.index(max(match.wins))
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .checks import int_arg, random_of, rules_arg
from .errors import IllegalActionError
from .game import Game, Player, _Actor
from .rules import Rules
from .view import PlayerView
from .words import points_words

__all__ = ["GameResult", "Match"]

_RAILROAD = Rules.railroad()


@dataclass(frozen=True, slots=True)
class GameResult:
    """How one game of a match ended."""

    winner: int  #: the winning team (or player)
    score: tuple[int, ...]  #: the final score of the game
    start: tuple[int, ...]  #: the score it started from (laps carried in)
    slam: bool  #: won while every other score was still 0 (counts twice with slams)
    wins: int  #: how many games it counts for: 2 for a slam with ``Rules.slams``, else 1
    carried: int  #: points beyond the target that the winner takes to the next game

    def notes(self, *, last: bool = False) -> list[str]:
        """What the game means for the match beyond its score, in players' words: the
        points it carries to the next game (laps; none after the ``last`` game) and a
        slam that counts twice.

        >>> GameResult(winner=0, score=(11, 0), start=(0, 0), slam=True, wins=2,
        ...            carried=1).notes()
        ['1 point to the next game', 'a slam: counts twice']
        """
        said = []
        if self.carried and not last:
            said.append(f"{points_words(self.carried)} to the next game")
        if self.wins == 2:
            said.append("a slam: counts twice")
        return said


class Match:
    """Games of Euchre until a team (or player) has won ``games_to_win`` of them.

    Each game starts with its own draw for the first dealer, from the match's seeded
    random generator. With ``rules.laps`` the winner of a game starts the next one with
    the points it scored beyond the target; with ``rules.slams`` a game won while the
    others have 0 points counts as two.
    """

    def __init__(
        self,
        *,
        rules: Rules = _RAILROAD,
        seed: int | random.Random | None = None,
        games_to_win: int = 2,
    ) -> None:
        #: The rules every game of the match is played by.
        self.rules = rules_arg(rules)
        #: How many games a team (or player) must win to win the match.
        self.games_to_win = int_arg(
            games_to_win, "games_to_win", 1, 25, "a match is won by winning 1 to 25 games"
        )
        self._rng = random_of(seed)
        self._wins = [0] * self.rules.scorers
        #: How each finished game ended, in order.
        self.results: list[GameResult] = []
        #: The games so far, the one in progress last.
        self.games: list[Game] = [Game(rules=self.rules, seed=self._rng)]

    # ----------------------------------------------------------------- state

    @property
    def game(self) -> Game:
        """The game in progress (or the last one, once the match is over)."""
        return self.games[-1]

    @property
    def wins(self) -> tuple[int, ...]:
        """Games won so far per team (or player), a slam counting as two."""
        return tuple(self._wins)

    @property
    def is_over(self) -> bool:
        """True once a team (or player) has won enough games."""
        return max(self._wins) >= self.games_to_win

    @property
    def winner(self) -> int | None:
        """The team (or player) that won the match, once it is over."""
        return self._wins.index(max(self._wins)) if self.is_over else None

    @property
    def to_act(self) -> int | None:
        """The seat to act, or ``None`` when the match is over."""
        return None if self.is_over else self.game.to_act

    def legal_actions(self) -> list[Action]:
        """The actions the player to act may take."""
        return [] if self.is_over else self.game.legal_actions()

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know of the deal in progress."""
        return self.game.view(seat)

    # --------------------------------------------------------------- playing

    def apply(self, action: Action | str, *, seat: int | None = None) -> Action:
        """Apply an action to the game in progress; when it ends, the match counts it
        and starts the next game unless the match is over."""
        if self.is_over:
            raise IllegalActionError(
                f"The match is over: {self._won_words()}. Start a new Match to play another."
            )
        game = self.game
        applied = game.apply(action, seat=seat)
        if game.is_over:
            self._finish(game)
        return applied

    def _finish(self, game: Game) -> None:
        winner = game.winner
        assert winner is not None
        score = game.score
        slam = all(points == 0 for i, points in enumerate(score) if i != winner)
        wins = 2 if slam and self.rules.slams else 1
        # Never enough to win the next game before a card is dealt (a low target, or a
        # big march, could carry that many): at most one point short of the target.
        target = self.rules.target
        carried = min(score[winner] - target, target - 1) if self.rules.laps else 0
        self.results.append(
            GameResult(
                winner=winner,
                score=score,
                start=game.initial_score,
                slam=slam,
                wins=wins,
                carried=carried,
            )
        )
        self._wins[winner] += wins
        if not self.is_over:
            start = [0] * self.rules.scorers
            start[winner] = carried
            self.games.append(Game(rules=self.rules, seed=self._rng, score=tuple(start)))

    def play(
        self, players: Sequence[Player | _Actor], *, max_actions: int = 100_000
    ) -> tuple[int, ...]:
        """Play the match to the end with one player per seat (see :meth:`Game.play`;
        ``max_actions`` is per game). Returns the games won per team (or player)."""
        if self.winner is not None:  # (is_over would read as False to a type checker below)
            raise IllegalActionError(
                f"This match is already over: {self._won_words()}. "
                "Start a new Match to play another."
            )
        while not self.is_over:
            game = self.game
            game.play(players, max_actions=max_actions)
            self._finish(game)
        return self.wins

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"game {len(self.games)} in progress"
        return f"<Match {self._wins_words()} in games, first to {self.games_to_win}, {state}>"

    def _won_words(self) -> str:
        """Who won the match that is over, and the games, the winners' first: "West and
        East won it 2-1 in games"."""
        winner = self.winner
        assert winner is not None
        wins = [self._wins[winner], *(w for i, w in enumerate(self._wins) if i != winner)]
        games = "-".join(map(str, wins))
        return f"{self.game.side_name(winner)} won it {games} in games"

    def _wins_words(self) -> str:
        """The games won per team (or player), as the messages write them: "2-1"."""
        return "-".join(map(str, self._wins))
