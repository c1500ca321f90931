"""ExpertBot against OpenSpiel's ISMCTSBot on OpenSpiel's own euchre (optional).

    python3 benchmarks/openspiel_match.py [--deals 200] [--first 0] [--seed 1] [--sims 1000] [--workers 2] [--baseline | --rule] [--log plays.jsonl]

Runs only where ``open_spiel`` is importable (it is never a dependency of this
project). The game is OpenSpiel's ``euchre`` with ``stick_the_dealer=True`` and
``allow_lone_defender=False``; our engine mirrors every deal with the rules set to
match (stick the dealer, no lone defender, the dealer may not discard the upcard,
the lead always left of the dealer skipping a loner's partner: see
``benchmarks/random_deals.py``). OpenSpiel's state is the referee: its returns are
the points, and the mirrored deal's result is checked against them.

A duplicate match: deal ``i`` (dealer ``i % 4``, deck shuffled from the seed) is
played twice, ExpertBot holding seats 0 and 2 and then 1 and 3; points per deal is
the mean over the two plays of ExpertBot's points minus ISMCTS's, with a 95%
confidence interval over the deal pairs. ``--baseline`` plays
``ExpertBot(learned=False)`` in ExpertBot's seats, ``--rule`` RuleBot (the textbook
rules of thumb), so that other players can be put beside ExpertBot against the same
ISMCTS. ``--log`` writes every play, one JSON line each (the deal, ExpertBot's team,
every turn, the kind of deal and the points), for ``benchmarks/ismcts_log.py`` to
read. ISMCTS is OpenSpiel's C++ ``ISMCTSBot`` with a random-rollout evaluator, UCT
constant 2, ``--sims`` simulations per move and unlimited world samples.

How the two engines' bidding differs, and how the mirror bridges it: OpenSpiel
asks the maker "alone?" as a separate question after the bidding (and after the
dealer's discard); ours takes it with the bid. So an ExpertBot bid of ``order
alone`` is played as OpenSpiel's order and later answered "Alone"; an ISMCTS bid is
applied to our deal once its "alone" answer is known (the dealer's discard, asked
in between, is held until then). When a loner's partner deals, OpenSpiel still has
them discard (a card that never plays); ours skips it.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre import Action, Card, Deal, Phase, Rules
from euchre.bots import Bot, RuleBot
from euchre.bots.expert_bot import ExpertBot
from euchre.measure import Estimate
from euchre.tournament import derive_seed

OPEN_SPIEL_PARAMS = {"allow_lone_defender": False, "stick_the_dealer": True}
OUR_RULES = Rules(
    stick_the_dealer=True,
    defend_alone=False,
    dealer_may_discard_upcard=False,
    lead_rule="left_of_dealer",
)
_PASS, _ALONE, _PARTNER = 24, 29, 30  # OpenSpiel actions; 25-28 bid C D H S


def _ours(os_card: int) -> Card:
    """OpenSpiel numbers cards rank-major from the nines, suits C D H S, as we do
    from the sevens: our id is theirs plus 8."""
    return Card.from_id(os_card + 8)


def _theirs(card: Card) -> int:
    return card.id - 8


def _new_deal(game: Any, dealer: int, rng: random.Random) -> tuple[Any, Deal]:
    """The same deal in both engines: OpenSpiel deals card k of the deck to seat
    ``(dealer + k) % 4`` and turns up card 20."""
    state = game.new_initial_state()
    state.apply_action(dealer)
    deck = list(range(24))
    rng.shuffle(deck)
    for card in deck[:21]:
        state.apply_action(card)
    hands: list[list[Card]] = [[], [], [], []]
    for k, card in enumerate(deck[:20]):
        hands[(dealer + k) % 4].append(_ours(card))
    kitty = [_ours(c) for c in deck[20:24]]
    deal = Deal.new(dealer=dealer, hands=hands, kitty=kitty, rules=OUR_RULES)
    return state, deal


def play_one(
    game: Any, state: Any, deal: Deal, expert_team: int, ismcts: Any, expert: Bot
) -> float:
    """Play one deal; returns ExpertBot's points minus ISMCTS's (the deal itself,
    played to the end, says who made trump and how it went)."""
    pending: Action | None = None  # an ISMCTS bid waiting for its "alone" answer
    held_discard: Card | None = None
    discard_due = False
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        mine = seat % 2 == expert_team
        bidding = _PASS in legal or any(25 <= a <= 28 for a in legal)
        if _ALONE in legal:
            if mine:
                a = _ALONE if deal.maker_alone else _PARTNER
            else:
                a = ismcts.step(state)
                assert pending is not None
                deal.apply(Action(pending.kind, pending.suit, alone=a == _ALONE))
                pending = None
                if deal.phase is Phase.DISCARD:
                    assert held_discard is not None
                    deal.apply(Action.discard(held_discard))
            held_discard = None
        elif discard_due:  # the dealer's discard after an order
            discard_due = False
            if pending is not None:  # ISMCTS ordered: decide on a copy, hold the card
                if mine:
                    trial = deal.copy()
                    trial.apply(pending)
                    choice = expert.act(trial.view(seat))
                    assert choice.card is not None
                    held_discard = choice.card
                    a = _theirs(choice.card)
                else:
                    a = ismcts.step(state)
                    held_discard = _ours(a)
            elif deal.phase is Phase.DISCARD:
                if mine:
                    choice = expert.act(deal.view(seat))
                    assert choice.card is not None
                    a = _theirs(choice.card)
                else:
                    a = ismcts.step(state)
                deal.apply(Action.discard(_ours(a)))
            else:  # a loner's partner deals: OpenSpiel discards, ours sits them out
                a = ismcts.step(state) if not mine else legal[0]
        elif bidding:
            round_one = deal.phase is Phase.ORDER
            if mine:
                choice = expert.act(deal.view(seat))
                deal.apply(choice)
                if choice.kind.value == "pass":
                    a = _PASS
                else:
                    suit = deal.trump
                    assert suit is not None
                    a = 25 + int(suit)
            else:
                a = ismcts.step(state)
                if a == _PASS:
                    deal.apply(Action.pass_())
                elif round_one:
                    pending = Action.order()
                else:
                    pending = Action.call(["C", "D", "H", "S"][a - 25])
            discard_due = round_one and a != _PASS
        else:  # a card to the trick
            assert deal.phase is Phase.PLAY and deal.to_act == seat
            if mine:
                choice = expert.act(deal.view(seat))
                assert choice.card is not None
                a = _theirs(choice.card)
            else:
                a = ismcts.step(state)
            deal.apply(Action.play(_ours(a)))
        state.apply_action(a)
    returns = state.returns()
    result = deal.result
    assert result is not None
    ours = result.points[expert_team] - result.points[1 - expert_team]
    theirs = returns[expert_team]
    if ours != theirs:
        raise AssertionError(f"the engines disagree: ours {ours}, OpenSpiel {theirs}\n{deal}")
    return float(theirs)


def outcome(deal: Deal, expert_team: int) -> str:
    """What kind of deal it was, from ExpertBot's side: who made trump (``expert``,
    ``ismcts``; ``none`` when it was thrown in), alone or not, and whether the makers
    were euchred: ``"expert made"``, ``"ismcts alone euchred"``..."""
    if deal.maker is None:
        return "none"
    who = "expert" if deal.maker % 2 == expert_team else "ismcts"
    result = deal.result
    assert result is not None
    euchred = result.points[deal.maker % 2] == 0
    return f"{who}{' alone' if deal.maker_alone else ''} {'euchred' if euchred else 'made'}"


def have_open_spiel() -> bool:
    """Whether ``open_spiel`` can be imported; if not, says so (it is optional)."""
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("open_spiel is not installed: nothing to compare against (it is optional).")
        return False
    return True


def ismcts_bot(sims: int, seed: int, rollout_seed: int) -> Any:
    """OpenSpiel's C++ ISMCTSBot as this benchmark plays it: a random-rollout
    evaluator, UCT constant 2, ``sims`` simulations per move, unlimited world samples,
    the most visited move."""
    import pyspiel  # type: ignore[import-not-found, unused-ignore]

    evaluator = pyspiel.RandomRolloutEvaluator(1, rollout_seed % 2**31)
    return pyspiel.ISMCTSBot(
        seed % 2**31,
        evaluator,
        2.0,
        sims,
        -1,
        pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
        False,
        False,
    )


#: One deal pair's result: its number, the mean of its two plays, each play's kind
#: and points, and each play as ``--log`` writes it.
PairRow = tuple[int, float, list[tuple[str, float]], list[dict[str, Any]]]


def play_record(i: int, deal: Deal, expert_team: int, kind: str, points: float) -> dict[str, Any]:
    """One play as ``--log`` writes it: the hands dealt, the upcard and every turn
    as (seat, action)."""
    return {
        "deal": i,
        "dealer": deal.dealer,
        "hands": [" ".join(c.code for c in deal.dealt_hand(s)) for s in range(4)],
        "upcard": deal.upcard.code if deal.upcard else None,
        "expert_team": expert_team,
        "turns": [[t.seat, str(t.action)] for t in deal.history],
        "kind": kind,
        "points": points,
    }


#: The players ``--baseline`` and ``--rule`` put in ExpertBot's seats (by default,
#: ExpertBot itself), by the name the output gives them.
PLAYERS: dict[str, Callable[[int], Bot]] = {
    "ExpertBot": lambda seed: ExpertBot(seed=seed),
    "ExpertBot(learned=False)": lambda seed: ExpertBot(seed=seed, learned=False),
    "RuleBot": lambda seed: RuleBot(),
}


def _pair(args: tuple[int, int, int, str]) -> PairRow:
    import pyspiel  # type: ignore[import-not-found, unused-ignore]

    seed, sims, i, player = args
    game = pyspiel.load_game("euchre", dict(OPEN_SPIEL_PARAMS))
    total = 0.0
    kinds: list[tuple[str, float]] = []
    records: list[dict[str, Any]] = []
    for expert_team in (0, 1):
        rng = random.Random(derive_seed(seed, "openspiel-deal", i))
        state, deal = _new_deal(game, i % 4, rng)
        ismcts = ismcts_bot(
            sims, derive_seed(seed, "ismcts", i, expert_team), derive_seed(seed, "rollout", i)
        )
        expert = PLAYERS[player](derive_seed(seed, "expert", i))
        points = play_one(game, state, deal, expert_team, ismcts, expert)
        kinds.append((outcome(deal, expert_team), points))
        records.append(play_record(i, deal, expert_team, kinds[-1][0], points))
        total += points
    return i, total / 2, kinds, records


def breakdown(rows: list[PairRow]) -> list[str]:
    """Where the points came from: per kind of deal (see :func:`outcome`), how many
    of the plays it was and ExpertBot's points minus ISMCTS's in them, per deal pair."""
    plays: dict[str, list[float]] = {}
    for _, _, kinds, _ in rows:
        for kind, points in kinds:
            plays.setdefault(kind, []).append(points)
    lines = []
    for kind in sorted(plays, key=lambda k: -len(plays[k])):
        points = plays[kind]
        lines.append(
            f"  {kind:22} {len(points):4} plays  {sum(points) / 2 / len(rows):+.3f} per deal pair"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="number of the first deal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sims", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    player = parser.add_mutually_exclusive_group()
    player.add_argument(
        "--baseline", action="store_true", help="play ExpertBot(learned=False) instead"
    )
    player.add_argument("--rule", action="store_true", help="play RuleBot instead")
    parser.add_argument("--log", type=Path, help="write every play here, one JSON line each")
    args = parser.parse_args()
    if not have_open_spiel():
        return
    start = time.time()
    which = "ExpertBot(learned=False)" if args.baseline else "RuleBot" if args.rule else "ExpertBot"
    jobs = [(args.seed, args.sims, i, which) for i in range(args.first, args.first + args.deals)]
    with multiprocessing.Pool(args.workers) as pool:
        rows = sorted(pool.imap_unordered(_pair, jobs, chunksize=2))
    diffs = [r[1] for r in rows]
    e = Estimate.mean(diffs)
    print(
        f"{which} vs OpenSpiel ISMCTSBot ({args.sims} simulations), OpenSpiel euchre "
        f"{OPEN_SPIEL_PARAMS}, {args.deals} deals (from deal {args.first}) played twice, "
        f"seed {args.seed}"
    )
    print("per-deal values: " + " ".join(f"{d:g}" for d in diffs))
    print(
        f"expert - ismcts: {e.value:+.3f} points per deal, 95% CI {e.low:+.3f} "
        f"to {e.high:+.3f}; {time.time() - start:.0f} s wall"
    )
    print("where the points came from (who made trump; the rows add up to the mean):")
    print("\n".join(breakdown(rows)))
    if args.log:
        lines = [json.dumps(record) for row in rows for record in row[3]]
        args.log.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
