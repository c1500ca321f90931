"""What a player's view should hold, shared by the property tests of every form."""

from __future__ import annotations

from euchre import Card, Deal, Phase


def hand_in_view(deal: Deal, seat: int) -> tuple[Card, ...]:
    """The cards ``seat``'s view shows: their hand, except for a dealer naming a
    turned-up joker's suit, who names it before looking (an empty hand till then)."""
    if deal.phase is Phase.NAME and seat == deal.dealer:
        return ()
    return deal.hand(seat)
