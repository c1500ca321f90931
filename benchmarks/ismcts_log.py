"""Where a duplicate match against ISMCTS was won and lost, decision by decision.

    python3 benchmarks/ismcts_log.py plays.jsonl[.gz] [--by-count | --rates]

Reads the plays ``benchmarks/openspiel_match.py --log`` wrote. Both plays of a deal
start from the same cards, with ExpertBot in one team's seats and then the other's,
so they run alike until one seat, holding the same cards and having seen the same
turns, chooses differently: ExpertBot in one play, ISMCTS in the other. The pair's
points (ExpertBot's minus ISMCTS's, the mean of the two plays, as the match counts
them) are credited to that first difference. A pair whose plays never differ is
level. The table groups the differences by the decision (the round of bidding and
the seat from the dealer, the discard, or the trick) and what each bot chose there:
how many pairs, their points per deal pair of the whole match, and per pair of the
group; largest first, then every row but the first together. ``--by-count`` splits
each bidding row by the chooser's textbook count of its hand in steps of one
("count 6 to 7": at least 6, under 7), counted as ``_count`` says. ``--rates`` prints instead how often each bot bid at each turn of
the bidding it reached (and how often alone), over both plays of every deal.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre import Card, Suit, cards
from euchre.bots.rule_bot import _after_pickup, hand_count
from euchre.narration import seat_role

BIDS = ("pass", "order", "call")


def _is_bid(action: str) -> bool:
    return action.split()[0] in BIDS


def _kind(bid: str) -> str:
    """A bid without its suit: ``call alone``."""
    return " ".join(w for w in bid.split() if w in (*BIDS, "alone"))


def _count(play: dict[str, Any], seat: int, bids_before: int) -> float:
    """The textbook count of ``seat``'s hand at a bid, as RuleBot counts it: in the
    first round for the upcard's suit (the dealer's hand after its pickup and
    RuleBot's discard; another seat's with half the upcard added when its side
    deals, taken away when the other side does), in the second for its best other
    suit."""
    hand = cards(play["hands"][seat])
    upcard = Card(play["upcard"])
    if bids_before >= 4:
        return max(hand_count(hand, s) for s in Suit if s != upcard.suit)
    if seat == play["dealer"]:  # these rules keep the dealer from discarding the upcard
        kept = _after_pickup([c.id for c in hand], upcard.id, int(upcard.suit), False)
        return hand_count(kept, upcard.suit)
    to = "partner" if (seat - play["dealer"]) % 2 == 0 else "opponent"
    return hand_count(hand, upcard.suit, upcard, to=to)


def first_difference(a: dict[str, Any], b: dict[str, Any]) -> tuple[str, float | None] | None:
    """The decision at which plays ``a`` and ``b`` of one deal first differ, named
    with what ExpertBot and ISMCTS chose there, and the chooser's count at a bid;
    ``None`` when they never differ."""
    bids = plays = 0
    for turn_a, turn_b in zip(a["turns"], b["turns"], strict=False):
        seat, action_a = turn_a
        action_b = turn_b[1]
        if turn_a != turn_b:
            ours, theirs = (
                (action_a, action_b) if seat % 2 == a["expert_team"] else (action_b, action_a)
            )
            where = seat_role(seat, a["dealer"])
            if _is_bid(action_a):
                name = f"round {1 + (bids >= 4)}, {where}: expert {_kind(ours)}, ismcts {_kind(theirs)}"
                return name, _count(a, seat, bids)
            if action_a.startswith("discard"):
                return "the dealer's discard", None
            makers = a["kind"].startswith("expert") == (seat % 2 == a["expert_team"])
            side = "makers" if makers else "defenders"
            seats = 3 if any("alone" in action for _, action in a["turns"][:bids]) else 4
            return f"cards, trick {1 + plays // seats}, the chooser with the {side}", None
        if _is_bid(action_a):
            bids += 1
        elif action_a.startswith("play"):
            plays += 1
    return None


def bid_rates(plays: list[dict[str, Any]]) -> list[str]:
    """Per bot, round and seat from the dealer: how often it bid (and went alone)
    when the bidding reached it."""
    counts: dict[tuple[str, int, int], list[int]] = defaultdict(lambda: [0, 0, 0])
    for play in plays:
        for k, (seat, action) in enumerate(play["turns"]):
            if not _is_bid(action):
                break
            who = "expert" if seat % 2 == play["expert_team"] else "ismcts"
            row = counts[who, 1 + (k >= 4), (seat - play["dealer"]) % 4]
            row[0] += 1
            row[1] += action != "pass"
            row[2] += "alone" in action
    lines = [f"{'bot':7} {'round':5} {'seat':20} {'reached':>7} {'bid':>5} {'alone':>5}"]
    for who in ("expert", "ismcts"):
        for round_ in (1, 2):
            for position in (1, 2, 3, 0):
                reached, bid, alone = counts[who, round_, position]
                if reached:
                    lines.append(
                        f"{who:7} {round_:5} {seat_role(position, 0):20} {reached:7} "
                        f"{bid / reached:5.0%} {alone / reached:5.0%}"
                    )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", type=Path)
    parser.add_argument("--by-count", action="store_true", help="split the bids by hand count")
    parser.add_argument("--rates", action="store_true", help="how often each bot bid, per seat")
    args = parser.parse_args()
    if args.log.suffix == ".gz":
        with gzip.open(args.log, "rt") as f:
            text = f.read()
    else:
        text = args.log.read_text()
    plays = [json.loads(line) for line in text.splitlines() if line.strip()]
    if args.rates:
        print("\n".join(bid_rates(plays)))
        return
    by_deal: dict[int, dict[int, dict[str, Any]]] = defaultdict(dict)
    for play in plays:
        by_deal[play["deal"]][play["expert_team"]] = play
    groups: dict[str, list[float]] = defaultdict(list)
    for deal in sorted(by_deal):
        a, b = by_deal[deal][0], by_deal[deal][1]
        value = (a["points"] + b["points"]) / 2
        found = first_difference(a, b)
        if found is None:
            groups["no difference"].append(value)
            continue
        name, count = found
        if args.by_count and count is not None:
            low = math.floor(count)
            name += f" (count {low} to {low + 1})"
        groups[name].append(value)
    pairs = len(by_deal)
    total = sum(sum(v) for v in groups.values())
    print(f"{pairs} deal pairs, expert - ismcts {total / pairs:+.3f} points per deal")
    print(f"{'first difference':78} {'pairs':>5} {'per deal':>9} {'per pair':>9}")
    rows = sorted(groups.items(), key=lambda kv: -abs(sum(kv[1])))
    for name, values in rows:
        mean = statistics.fmean(values)
        print(f"{name:78} {len(values):5} {sum(values) / pairs:+9.3f} {mean:+9.3f}")
    rest = [v for _, values in rows[1:] for v in values]
    if rest:
        print(
            f"{'every row but the first, together':78} {len(rest):5} "
            f"{sum(rest) / pairs:+9.3f} {statistics.fmean(rest):+9.3f}"
        )


if __name__ == "__main__":
    main()
