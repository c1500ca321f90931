"""Helpers for the book's pages: numbers and words computed in a page and pasted into
its prose with {glue:}`name`, and the pictures a player sees at a table (hands,
tricks with the winner marked, the table from one seat, who sits where).

myst-nb pastes an object's plain-text representation, which for a ``str`` includes
its quotes; ``glue_text`` stores text that shows exactly as written.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from IPython.display import HTML
from myst_nb import glue

from euchre import Card, Deal, Suit
from euchre.deal import Trick
from euchre.narration import SEAT_NAMES, deal_story, seat_names, seat_role
from euchre.render import hand_html, heard_inline, table_html, trick_html, view_html
from euchre.words import count_words, listed


class Words(str):
    """A string whose representation is itself, without quotes."""

    def __repr__(self) -> str:
        return str(self)


def glue_text(name: str, value: object) -> None:
    """Glue ``value`` (formatted with ``str``) for use in the prose as {glue:}`name`."""
    glue(name, Words(str(value)), display=False)


class Html(str):
    """HTML text that a notebook shows as a drawing (and that joins like text)."""

    def _repr_html_(self) -> str:
        return str(self)


def row(*parts: str) -> HTML:
    """Several drawings side by side, wrapping on a narrow screen."""
    return HTML('<div class="euchre-row">' + "".join(parts) + "</div>")


def labelled(label: str, html: str) -> Html:
    """A drawing with a short caption above it."""
    return Html(
        f'<figure class="euchre-fig"><figcaption>{heard_inline(escape(label))}</figcaption>'
        f"{html}</figure>"
    )


def hand(cards: Iterable[Card], label: str = "", **options: object) -> Html:
    """A row of cards, with an optional caption."""
    html = hand_html(list(cards), **options)  # type: ignore[arg-type]
    return labelled(label, html) if label else Html(html)


def trick(
    played: Trick | Sequence[tuple[int, Card]],
    trump: Suit | None,
    label: str = "",
    names: Sequence[str] | None = None,
) -> Html:
    """A trick in play order, each card under its player's name (``names``: the seat
    names of the form, four-handed by default), the winner marked."""
    html = trick_html(played, trump=trump, seat_names=names, width=52)
    return labelled(label, html) if label else Html(html)


def tricks(deal: Deal) -> HTML:
    """Every trick of a deal, numbered, winner marked (with the seat names of the
    deal's form: two, three or four players)."""
    names = seat_names(players=deal.players)
    return row(
        *(
            trick(t, deal.trump, f"Trick {i}: {names[t.winner]} wins", names)
            for i, t in enumerate(deal.tricks, 1)
        )
    )


def story(deal: Deal, start: int = 0, stop: int | None = None) -> HTML:
    """The deal told in sentences (the engine's narration), as a numbered list."""
    lines = deal_story(deal)[start:stop]
    items = "".join(f"<li>{heard_inline(escape(line))}</li>" for line in lines)
    return HTML(f'<ol class="euchre-story" start="{start + 1}">{items}</ol>')


def quoted(message: str) -> HTML:
    """What the table says, such as a refusal, quoted as the table says it."""
    return HTML(f"<blockquote>{heard_inline(escape(message))}</blockquote>")


def seat_view(deal: Deal, seat: int = 0) -> HTML:
    """The table as ``seat`` sees it: their own cards up, the others' backs."""
    return HTML(view_html(deal.view(seat), width=44, fit=True))


def words_table(rows: Sequence[Sequence[str]], header: Sequence[str], caption: str) -> HTML:
    """A small table of words and numbers, named by ``caption`` for a screen reader."""
    return HTML(table_html(rows, header=header, caption=caption))


# Charts: one size and one type scale for every chart of the book. A chart is drawn
# at its natural width on a wide screen and shrunk to the column on a phone (about
# 350 px): at CHART_WIDTH inches (about 440 px) and these sizes in points, its
# smallest text still reads at about 10 px there. SVG keeps the text sharp at any scale.
CHART_WIDTH = 4.6
CHART_STYLE = {
    "font.size": 11,
    "axes.titlesize": 12,
    "axes.labelsize": 11,
    "xtick.labelsize": 10,
    "ytick.labelsize": 10,
    "legend.fontsize": 10,
    "figure.titlesize": 12,
    "svg.hashsalt": "euchre",
    "svg.fonttype": "path",
}


def chart(height: float, rows: int = 1, cols: int = 1, **options: object) -> tuple:
    """A new figure and its axes, at the book's chart width and type scale
    (``options`` go to ``plt.subplots``)."""
    import matplotlib.pyplot as plt
    from matplotlib_inline.backend_inline import set_matplotlib_formats

    plt.rcParams.update(CHART_STYLE)
    set_matplotlib_formats("svg", metadata={"Date": None})
    return plt.subplots(rows, cols, figsize=(CHART_WIDTH, height), **options)  # type: ignore[arg-type]


def seating(dealer: int | None = 0, *, you: int = 0, lead: int | None = None) -> HTML:
    """Who sits where, drawn: you (South) at the bottom, the dealer marked, the seat
    on the dealer's left named, and the clockwise turn shown by arrows."""
    spots = {0: (180, 268), 1: (58, 150), 2: (180, 30), 3: (302, 150)}
    parts = [
        '<rect x="120" y="84" width="120" height="124" rx="14" fill="#1e5a37" stroke="#0f3a22"/>',
        # the turn goes clockwise: South, West, North, East
        '<path d="M180 192 A46 46 0 1 1 226 146" fill="none" stroke="#ffd54f" '
        'stroke-width="3" marker-end="url(#eu-arrow)"/>',
        '<text x="180" y="142" text-anchor="middle" font-size="12" fill="#fff">turn goes</text>',
        '<text x="180" y="157" text-anchor="middle" font-size="12" fill="#fff">clockwise</text>',
    ]
    spoken = []
    for seat, (x, y) in spots.items():
        name = SEAT_NAMES[seat]
        notes = []
        if seat == you:
            notes.append("you")
        if (seat - you) % 4 == 2:
            notes.append("your partner")
        if dealer is not None:
            role = seat_role(seat, dealer)
            if role in ("the dealer", "left of the dealer"):
                notes.append(role)
        if lead is not None and seat == lead:
            notes.append("leads")
        fill = "#ffd54f" if dealer is not None and seat == dealer else "#fff"
        parts.append(
            f'<rect x="{x - 52}" y="{y - 20}" width="104" height="{24 + 14 * len(notes)}" '
            f'rx="8" fill="{fill}" stroke="#333"/>'
            f'<text x="{x}" y="{y - 3}" text-anchor="middle" font-size="14" '
            f'font-weight="bold" fill="#111">{name}</text>'
        )
        for i, note in enumerate(notes):
            parts.append(
                f'<text x="{x}" y="{y + 12 + 14 * i}" text-anchor="middle" font-size="11" '
                f'fill="#111">{escape(note)}</text>'
            )
        spoken.append(name + (f" ({', '.join(notes)})" if notes else ""))
    label = "Seating: " + "; ".join(spoken) + ". Play goes clockwise."
    svg = (
        f'<svg class="euchre-seating" role="img" aria-label="{escape(label)}" '
        'viewBox="0 0 360 330" width="360" height="330" style="max-width:100%;height:auto" '
        'font-family="Arial, Helvetica, DejaVu Sans, sans-serif">'
        f"<title>{escape(label)}</title>"
        '<defs><marker id="eu-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" '
        'markerHeight="6" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#ffd54f"/>'
        "</marker></defs>" + "".join(parts) + "</svg>"
    )
    return HTML(f'<div class="euchre-row">{svg}</div>')


# ----------------------------------------------------------- why each decision


def _trumps_if(cards: Iterable[Card], suit: Suit) -> list[Card]:
    from euchre import trump_order

    held = set(cards)
    return [c for c in trump_order(suit) if c in held]


def _bid_reason(state: Deal, seat: int, action: object) -> str:
    from euchre.actions import ActionKind

    who = SEAT_NAMES[seat]
    act = action
    held = state.hand(seat)
    if state.phase.value == "order":
        suit = state.upcard.suit
        trumps = _trumps_if(held, suit)
        if act.kind is ActionKind.PASS:  # type: ignore[attr-defined]
            extra = ""
            if seat == state.dealer:
                trumps = _trumps_if([*held, state.upcard], suit)
                extra = ", the upcard included"
            return (
                f"With {suit.plural} as trump, {who} would hold {count_words(len(trumps))} "
                f"trump{'s' * (len(trumps) != 1)}{extra}"
                + (f" ({listed(trumps)})" if trumps else "")
                + ". That is too little to promise three tricks, so "
                + f"{who} passes."
            )
        return (
            f"With {suit.plural} as trump, {who} holds {count_words(len(trumps))}: "
            f"{listed(trumps)}. Enough, with a partner's help, to expect three tricks."
        )
    down = state.upcard.suit
    best = max((s for s in type(down) if s != down), key=lambda s: len(_trumps_if(held, s)))
    trumps = _trumps_if(held, best)
    if act.kind is ActionKind.PASS:  # type: ignore[attr-defined]
        return (
            f"The {down.plural} are out. {who}'s longest other suit would give "
            f"{count_words(len(trumps))} trump{'s' * (len(trumps) != 1)}: not enough, so {who} "
            "passes."
        )
    suit = act.suit  # type: ignore[attr-defined]
    mine = _trumps_if(held, suit)
    aces = [c for c in held if c.rank.label == "A" and c not in mine]
    side = f", and the {listed(aces)} on the side" if aces else ""
    return (
        f"Everyone passed the {down.plural}. With {suit.plural} as trump {who} holds "
        f"{count_words(len(mine))} trumps ({listed(mine)}){side}: the best suit to name."
    )


def _play_reason(state: Deal, seat: int, card: Card) -> str:
    from euchre.tricks import trick_winner
    from euchre.trump import bower_kind, effective_suit

    who = SEAT_NAMES[seat]
    trump = state.trump
    played = state.current_trick
    partner = (seat + 2) % 4
    makers = state.maker is not None and state.maker % 2 == seat % 2
    if not played:
        if len(state.hand(seat)) == 1:
            return f"{who} has one card left, the {card}, and leads it."
        if trump is not None and effective_suit(card, trump) == trump:
            if makers:
                return (
                    f"{who}'s side made trump, so {who} leads a trump, the {card}, to draw "
                    "the opponents' trumps out."
                )
            return f"{who} leads a trump, the {card}."
        if card.rank.label == "A":
            return (
                f"{who} leads the {card}, an ace of a plain suit (a suit that is not "
                "trump): it wins unless someone is already out of that suit."
            )
        return f"{who} leads the {card}, hoping that partner can win it or that it draws out higher cards."
    led = effective_suit(played[0][1], trump)
    legal = [a.card for a in state.legal_actions() if a.card is not None]
    following = all(effective_suit(c, trump) == led for c in legal)
    cards_so_far = [c for _, c in played]
    ahead = played[trick_winner(cards_so_far, trump)][0]
    after = [*played, (seat, card)]
    wins = after[trick_winner([c for _, c in after], trump)][0] == seat
    suit_name = led.plural
    kind = bower_kind(card, trump) if trump is not None else None
    named = f"the {card}" + (f", the {kind} bower" if kind else "")
    if len(state.hand(seat)) == 1:
        last = len(played) + 1 == 4 - len(state.sitting_out)
        ending = (
            (", and it takes the trick." if last else ", and it is ahead for now.") if wins else "."
        )
        return f"{who}'s last card is {named}{ending}"
    if following:
        if len(legal) == 1:
            left = ""
            if trump is not None and card.suit != led and effective_suit(card, trump) == led:
                left = f" (the {card} is the left bower, a {trump.singular})"
            return f"{who} must follow {suit_name} and has only one: the {card}{left}."
        if ahead == partner:
            return f"{who} follows {suit_name} low with the {card}: partner is already winning."
        if wins:
            return f"{who} follows {suit_name} with the {card}, high enough to take the lead."
        return f"{who} follows {suit_name} with the {card}: nothing they hold can win it."
    if trump is not None and effective_suit(card, trump) == trump and wins:
        return f"{who} has no {suit_name}, so trumps with {named} to win the trick."
    if ahead == partner:
        return f"{who} has no {suit_name}; partner is winning, so {who} throws away the {card}."
    return f"{who} has no {suit_name} and cannot win cheaply, so throws away the {card}."


def explain_deal(deal: Deal) -> object:
    """Why each seat did what it did, in a beginner's words: one comment per call and
    per card (as :class:`~euchre.annotations.Annotations`, for the stepper)."""
    from euchre.actions import ActionKind
    from euchre.annotations import Annotations

    notes = Annotations()
    state = deal.restart()
    calls = plays = 0
    for turn in deal.history:
        act = turn.action
        if act.is_bid and state.phase.value in ("order", "call"):
            notes.add_call(calls, _bid_reason(state, turn.seat, act))
            calls += 1
        elif act.kind is ActionKind.PLAY and act.card is not None:
            notes.add_play(plays, _play_reason(state, turn.seat, act.card))
            plays += 1
        state.apply(act)
    return notes
