"""Hand-built positions shared by the bot and coach tests."""

from __future__ import annotations

from euchre import Deal


def trick_four() -> Deal:
    """Hearts made by seat 1; after three tricks seat 0 (team 0, two tricks) leads
    K♠ to trick four. Seat 3, last to play and void in spades, holds J♥ and A♦:
    ruffing with the right bower keeps the makers alive (A♦ can win the last trick),
    throwing A♦ hands the defenders their third trick, a euchre."""
    deal = Deal.new(
        dealer=3,
        hands=["AC AS KD KS QC", "9C QH 9D JC TH", "TC 9S TD QS JS", "KC TS QD JH AD"],
        kitty="JD 9H KH AH",
    )
    for action in ["pass"] * 5 + ["call H"]:
        deal.apply(action)
    for card in [
        "AC",
        "9C",
        "TC",
        "KC",
        "AS",
        "QH",
        "9S",
        "TS",
        "9D",
        "TD",
        "QD",
        "KD",
        "KS",
        "JC",
        "QS",
    ]:
        deal.apply(f"play {card}")
    return deal
