"""Cards, hands, tricks and deals drawn as HTML with inline SVG, for Jupyter.

Pure standard library: every function returns a string. The cards are our own small
SVGs: rank and suit symbol in two corners and in the centre, red and black (or four
colours), each an image with a spoken name, so a screen reader says "jack of
diamonds". Colour is never the only cue: suits differ by their symbol, and every
highlight (trump, a bower, a legal play, the card that wins) also has a text badge.

>>> svg = card_svg(Card("JD"))
>>> 'role="img"' in svg and 'aria-label="jack of diamonds"' in svg
True
>>> "jack of diamonds" in card_svg(Card("JD"), face_down=True)
False
>>> trick_text(((0, Card("9C")), (1, Card("AC"))), trump=Suit.HEARTS)
'South 9♣, West A♣ (winning)'

Cards, trick pairs and the trump suit may be given as text, as the rules functions
take them (``"JD"``, ``"JD AH 9C"``, ``[(0, "9C"), (1, "AC")]``, ``"H"``):

>>> trick_text([(0, "9C"), (1, "AC")], trump="H") == trick_text(
...     ((0, Card("9C")), (1, Card("AC"))), trump=Suit.HEARTS)
True

The output is deterministic (the same input gives the same string) and needs no
stylesheet or script: styles are inline, so a notebook shows it as it is.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from .actions import Action, ActionKind
from .cards import Card, Suit
from .checks import card_arg, cards_arg, check_display, suit_arg
from .errors import EuchreError, shown
from .narration import (
    SEAT_NAMES,
    after_a_card_given,
    cards_buried,
    phase_words,
    result_words,
    seat_names,
    team_name,
    turn_words,
)
from .tricks import trick_winner
from .trump import bower_kind, effective_suit, is_trump
from .values import Phase, Trick, Turn
from .words import spoken as in_words
from .words import whole_points

if TYPE_CHECKING:
    from .deal import Deal
    from .values import DealResult
    from .view import PlayerView

__all__ = [
    "DEFAULT_SEAT_NAMES",
    "FOUR_COLOURS",
    "TURN_MARK",
    "TWO_COLOURS",
    "VISUALLY_HIDDEN",
    "bid_words",
    "card_svg",
    "card_text",
    "deal_html",
    "deal_text",
    "hand_html",
    "hand_label",
    "hand_text",
    "heard_in_words",
    "heard_inline",
    "high_bid_words",
    "table_html",
    "trick_html",
    "trick_text",
    "view_html",
    "view_text",
]

#: The style of text that a screen reader reads and the page does not show (what the
#: page shows in another place, or with symbols, for the reader to hear in words).
#: It is left out of a copied selection, so that a reader who copies a sentence gets
#: it once, as the page shows it.
#:
#: :meta hide-value:
VISUALLY_HIDDEN = (
    "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;"
    "overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;"
    "user-select:none;-webkit-user-select:none"
)


def heard_inline(shown_html: str) -> str:
    """A line of HTML text (already escaped, as a page shows it) whose cards and suits
    a screen reader hears in words: the line for the eye, its words for the ear, both
    inline (in a sentence, a list item, a ``<summary>``); as it is where it has no card
    or suit symbol to say.

    >>> said = heard_inline("Upcard: K♠")
    >>> said.startswith('<span aria-hidden="true">Upcard: K♠</span><span style=')
    True
    >>> said.endswith(">Upcard: king of spades</span>")
    True
    >>> heard_inline("Dealer: North")
    'Dealer: North'
    """
    if not isinstance(shown_html, str):
        raise EuchreError(f"heard_inline takes a line of the page's HTML, not {shown(shown_html)}.")
    heard = in_words(shown_html)
    return shown_html if heard == shown_html else _eye_and_ear(shown_html, heard, "span")


def _eye_and_ear(shown_html: str, heard_html: str, tag: str) -> str:
    """``shown_html`` for the eye only (in a ``tag``), ``heard_html`` for the ear only."""
    return (
        f'<{tag} aria-hidden="true">{shown_html}</{tag}>'
        f'<span style="{VISUALLY_HIDDEN}">{heard_html}</span>'
    )


def heard_in_words(shown_html: str, text: str, *, says_more: bool = False) -> str:
    """``shown_html``, the page's HTML for ``text``, for the eye only, and ``text`` in
    words (:func:`~euchre.words.spoken`) for a screen reader only; ``shown_html`` as
    it is where ``text`` has no card or suit symbol to say, unless ``text``
    ``says_more`` than the page shows there (a note the eye reads in a box of its own).

    >>> said = heard_in_words("<b>Play J♦</b>", "Play J♦")
    >>> said.startswith('<div aria-hidden="true"><b>Play J♦</b></div>')
    True
    >>> said.endswith(">Play jack of diamonds</span>")
    True
    >>> heard_in_words("<b>Pass</b>", "Pass")
    '<b>Pass</b>'
    >>> said = heard_in_words("<b>Pass</b>", "Pass. Too weak to order.", says_more=True)
    >>> said.endswith('">Pass. Too weak to order.</span>')
    True
    """
    for given in (shown_html, text):
        if not isinstance(given, str):
            raise EuchreError(
                f"heard_in_words takes the page's HTML and the text it shows, both "
                f"strings, not {shown(given)}."
            )
    heard = in_words(text)
    if heard == text and not says_more:
        return shown_html
    return _eye_and_ear(shown_html, escape(heard), "div")


#: The marker before the words of whose turn it is ("▶ to play"): for the eye only, as
#: a screen reader would read the triangle's name.
TURN_MARK = '<span aria-hidden="true">▶</span> '


def hand_label(name: str | None, count: int, *, face_down: bool = False) -> str:
    """What a screen reader says of a hand: of a face-up hand, before it names each
    card, whose hand it is and how many cards (not the cards a second time); of a
    face-down hand, which is one picture, all there is to know.

    >>> hand_label("West", 5), hand_label(None, 1), hand_label("South", 0)
    ("West's hand, 5 cards", 'hand, 1 card', "South's hand, no cards")
    >>> hand_label("North", 4, face_down=True), hand_label(None, 1, face_down=True)
    ('North: 4 face-down cards', '1 face-down card')
    """
    if name is not None and not isinstance(name, str):
        raise EuchreError(f"A hand's owner is named by a text, such as 'West', not {shown(name)}.")
    if type(count) is not int or count < 0:
        raise EuchreError(f"A hand holds a whole number of cards, 0 or more, not {shown(count)}.")
    plural = "" if count == 1 else "s"
    if face_down:
        return ("" if name is None else f"{name}: ") + f"{count} face-down card{plural}"
    held = f"{count} card{plural}" if count else "no cards"
    return ("hand" if name is None else f"{name}'s hand") + f", {held}"


#: Seat names used when none are given (``euchre.narration.SEAT_NAMES``): seat 0,
#: South, sits at the bottom, then clockwise.
DEFAULT_SEAT_NAMES: tuple[str, str, str, str] = SEAT_NAMES

_RED = "#c62828"
_BLACK = "#1a1a1a"
#: Suit colours of an ordinary deck: hearts and diamonds red, clubs and spades black.
TWO_COLOURS: dict[Suit, str] = {
    Suit.CLUBS: _BLACK,
    Suit.DIAMONDS: _RED,
    Suit.HEARTS: _RED,
    Suit.SPADES: _BLACK,
}
#: A four-colour deck: clubs green, diamonds blue, hearts red, spades black.
FOUR_COLOURS: dict[Suit, str] = {
    Suit.CLUBS: "#1b7a32",
    Suit.DIAMONDS: "#1651b8",
    Suit.HEARTS: _RED,
    Suit.SPADES: _BLACK,
}

# Badge fills by highlight; any other highlight text gets a light grey badge. The
# text is always dark on a light fill, and the text itself is the cue.
_BADGE_FILL: dict[str, str] = {
    "trump": "#ffd54f",
    "right bower": "#ffb74d",
    "left bower": "#ffb74d",
    "legal": "#64b5f6",
    "wins": "#81c784",
    "winning": "#81c784",
    "upcard": "#ce93d8",
    "called": "#f48fb1",
    "turned down": "#bdbdbd",
}
_BADGE_OTHER = "#e0e0e0"

_FONT = "Arial, Helvetica, DejaVu Sans, sans-serif"
_VS15 = "\ufe0e"  # asks for the text (not emoji) form of the suit symbols

# The card is drawn in a 100 x 140 box, inside a 4-unit margin for the highlight ring;
# each highlight adds a 24-unit badge row below the card.
_MARGIN = 4
_CARD_W = 100
_CARD_H = 140
_BADGE_ROW = 24
# The size of the words on a card (a bower's marker, a badge), in the card's units:
# 9 px on a card of the default 60 px.
_TEXT_SIZE = 15
# A badge's words are drawn at least this many pixels high: on a small card (a table's
# 44 px, a trick's 52 px) the badge grows in the card's units, up to _BADGE_MOST.
_BADGE_PX = 9
_BADGE_MOST = 21
# On cards narrower than this (in pixels) a bower's marker would be under 7 px high;
# hands of them caption the bowers instead.
_SMALL_MARKER = 48


def _num(x: float) -> str:
    """A short, stable number for an attribute: at most one decimal."""
    text = f"{round(x, 1):.1f}"
    return text[:-2] if text.endswith(".0") else text


def _sym(suit: Suit) -> str:
    return suit.symbol + _VS15


def _slug(text: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in text.lower()).strip("-")


def _highlights(highlight: str | Iterable[str] | None) -> tuple[str, ...]:
    if highlight is None:
        return ()
    if isinstance(highlight, str):
        return (highlight,)
    return tuple(highlight)


def _lattice(x0: int, y0: int, x1: int, y1: int, step: int) -> str:
    """A diagonal lattice of lines clipped to a rectangle, as one path."""
    parts: list[str] = []
    width, height = x1 - x0, y1 - y0
    # lines going down-right: y - y0 = (x - x0) - c
    for c in range(-height + step // 2, width, step):
        xa, ya = (x0 + c, y0) if c >= 0 else (x0, y0 - c)
        length = min(x1 - xa, y1 - ya)
        parts.append(f"M{xa} {ya}l{length} {length}")
    # lines going down-left: mirror image
    for c in range(-height + step // 2, width, step):
        xa, ya = (x1 - c, y0) if c >= 0 else (x1, y0 - c)
        length = min(xa - x0, y1 - ya)
        parts.append(f"M{xa} {ya}l{-length} {length}")
    return "".join(parts)


_BACK = (
    '<rect x="7" y="7" width="86" height="126" rx="5" fill="#24498a"/>'
    f'<path d="{_lattice(7, 7, 93, 133, 12)}" stroke="#8fb1e8" stroke-width="1.5" fill="none"/>'
    '<rect x="7" y="7" width="86" height="126" rx="5" fill="none" stroke="#0d2350" stroke-width="2"/>'
)


def _read(value: Any, kind: str) -> Any:
    """A ``card``, ``cards``, a ``suit`` or trick ``pairs`` given as text, as the rules
    functions take them (``"JD"``, ``"JD AH"``, ``"H"``, ``[(1, "9S")]``), read into
    the engine's own objects; anything else as it is, for :func:`check_display` to
    judge (and refuse, in the same words everywhere)."""
    if kind == "card" and isinstance(value, str):
        return card_arg(value)
    if kind == "suit" and isinstance(value, str):
        return suit_arg(value)
    if kind == "cards":
        if isinstance(value, str):
            return cards_arg(value, "cards")
        if isinstance(value, list | tuple):
            return [card_arg(v, "a card of cards") if isinstance(v, str) else v for v in value]
    if kind == "pairs" and isinstance(value, list | tuple):
        return [
            (p[0], card_arg(p[1]))
            if isinstance(p, tuple) and len(p) == 2 and isinstance(p[1], str)
            else p
            for p in value
        ]
    return value


def card_svg(
    card: Card | None,
    *,
    width: float = 60,
    four_colour: bool = False,
    highlight: str | Iterable[str] | None = None,
    face_down: bool = False,
    label: str | None = None,
    trump: Suit | None = None,
) -> str:
    """One card as an inline SVG image.

    ``width`` is the card's width in pixels (its height is 1.4 times that).
    ``highlight`` is one text or several (``"trump"``, ``"left bower"``, ``"legal"``,
    ``"wins"``, or any short text): each draws a ring around the card, adds a CSS class
    ``euchre-<text>`` and a badge with the text under the card. With ``trump`` given,
    a bower carries a small ``right``/``left`` marker with the trump symbol.
    ``face_down`` draws the back (``card`` may then be ``None``): no rank or suit is
    written anywhere. ``label`` replaces the spoken name.

    >>> svg = card_svg(Card("JD"), trump=Suit.HEARTS, highlight="legal")
    >>> 'aria-label="jack of diamonds, left bower, legal"' in svg, ">legal</text>" in svg
    (True, True)
    """
    card, trump = _read(card, "card"), _read(trump, "suit")
    check_display(card=card, width=width, four_colour=four_colour, highlight=highlight, face_down=face_down, label=label, trump=trump)  # fmt: skip
    return _card_svg(card, width, four_colour, _highlights(highlight), face_down, label, trump)


def _card_svg(
    card: Card | None,
    width: float,
    four_colour: bool,
    marks: Sequence[str],
    face_down: bool,
    label: str | None,
    trump: Suit | None,
    *,
    marker: bool = True,
    said: Sequence[str] = (),
) -> str:
    """:func:`card_svg` on checked arguments; ``marker=False`` leaves the bower's
    marker off the face (a small card's hand writes it under the card instead);
    ``said``, the captions shown under the card, is added to its spoken name, in words
    and where the name does not say it already."""
    scale = width / _CARD_W
    view_w = _CARD_W + 2 * _MARGIN
    words = min(_BADGE_MOST, max(_TEXT_SIZE, math.ceil(_BADGE_PX / scale * 10) / 10))
    badge_h = max(_BADGE_ROW - 3, words + 6)
    view_h = _CARD_H + 2 * _MARGIN + (badge_h + 3) * len(marks)
    classes = ["euchre-card"]
    if face_down or card is None:
        classes.append("euchre-card-back")
        spoken = "face-down card"
        body = _BACK
    else:
        colours = FOUR_COLOURS if four_colour else TWO_COLOURS
        kind = bower_kind(card, trump) if trump is not None else None
        spoken = card.name + (f", {kind} bower" if kind else "")
        if card.is_joker:
            spoken = "joker, the highest trump"
            body = _JOKER_FACE
        else:
            body = _face(card, colours, trump if kind and marker else None, kind)
    extra = [m for m in [*map(in_words, said), *marks] if m not in spoken]
    if extra:
        spoken += ", " + ", ".join(extra)
    name = spoken if label is None else label
    classes.extend(f"euchre-{_slug(m)}" for m in marks)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{escape(" ".join(classes))}" '
        f'role="img" aria-label="{escape(name)}" width="{_num(view_w * scale)}" '
        f'height="{_num(view_h * scale)}" viewBox="0 0 {view_w} {view_h}" '
        'style="vertical-align:top;flex:none">',
        f"<title>{escape(name)}</title>",
    ]
    if marks:
        ring = _BADGE_FILL.get(marks[0], _BADGE_OTHER)
        out.append(
            f'<rect x="1.5" y="1.5" width="{view_w - 3}" height="{_CARD_H + 2 * _MARGIN - 3}" '
            f'rx="10" fill="{ring}" stroke="#333" stroke-width="1"/>'
        )
    out.append(
        f'<g transform="translate({_MARGIN} {_MARGIN})">'
        f'<rect x="1" y="1" width="{_CARD_W - 2}" height="{_CARD_H - 2}" rx="8" '
        'fill="#fff" stroke="#333" stroke-width="2"/>'
    )
    out.append(body)
    out.append("</g>")
    for i, mark in enumerate(marks):
        top = _CARD_H + 2 * _MARGIN + (badge_h + 3) * i + 2
        # A long badge ("turned down") is squeezed to the card's width (a bold letter
        # is about 0.6 of the type's size wide).
        fit = len(mark) * 0.6 * words > 94
        squeeze = ' textLength="94" lengthAdjust="spacingAndGlyphs"' if fit else ""
        out.append(
            f'<rect x="{_MARGIN}" y="{top}" width="{_CARD_W}" height="{_num(badge_h)}" rx="10" '
            f'fill="{_BADGE_FILL.get(mark, _BADGE_OTHER)}" stroke="#333"/>'
            f'<text x="{view_w // 2}" y="{_num(top + badge_h / 2 + words * 0.35)}" '
            f'font-family="{_FONT}" font-size="{_num(words)}" font-weight="bold" '
            f'text-anchor="middle" fill="#111"{squeeze}>{escape(mark)}</text>'
        )
    out.append("</svg>")
    return "".join(out)


# The joker (the joker variant): a star in the corners and JOKER written across, in a
# colour of its own, so that it cannot be taken for a card of a suit.
_JOKER_COLOUR = "#6a1b9a"
_JOKER_CORNER = (
    '<text x="14" y="26" font-size="20">★</text>'
    '<text x="14" y="44" font-size="11" letter-spacing="-0.5">JK</text>'
)
_JOKER_FACE = (
    f'<g font-family="{_FONT}" font-weight="bold" text-anchor="middle" fill="{_JOKER_COLOUR}">'
    + _JOKER_CORNER
    + f'<g transform="rotate(180 50 70)">{_JOKER_CORNER}</g>'
    + '<text x="50" y="66" font-size="44">★</text>'
    + '<text x="50" y="96" font-size="17" letter-spacing="1">JOKER</text>'
    + "</g>"
)


def _face(card: Card, colours: dict[Suit, str], trump: Suit | None, kind: str | None) -> str:
    colour = colours[card.suit]
    rank = escape(card.rank.label)
    corner_size = 18 if len(card.rank.label) > 1 else 21
    suit = _sym(card.suit)
    corner = (
        f'<text x="14" y="24" font-size="{corner_size}">{rank}</text>'
        f'<text x="14" y="45" font-size="20">{suit}</text>'
    )
    parts = [
        f'<g font-family="{_FONT}" font-weight="bold" text-anchor="middle" fill="{colour}">',
        corner,
        f'<g transform="rotate(180 50 70)">{corner}</g>',
        f'<text x="50" y="72" font-size="{36 if len(card.rank.label) > 1 else 42}">{rank}</text>',
        f'<text x="50" y="112" font-size="40">{suit}</text>',
        "</g>",
    ]
    if trump is not None and kind is not None:
        parts.append(
            f'<rect x="27" y="5" width="68" height="22" rx="10" fill="#fff" '
            f'stroke="{colours[trump]}" stroke-width="1.5"/>'
            f'<text x="61" y="21" font-family="{_FONT}" font-size="{_TEXT_SIZE}" '
            f'font-weight="bold" text-anchor="middle" fill="{colours[trump]}">'
            f"{kind} {_sym(trump)}</text>"
        )
    return "".join(parts)


# --------------------------------------------------------------------------- hands

_CAPTION = "font:11px/1.25 " + _FONT + ";text-align:center"


def _annotation(card: Card, trump: Suit) -> list[str]:
    """A short caption: the card's effective suit, and trump / which bower."""
    suit = effective_suit(card, trump)
    kind = bower_kind(card, trump)
    if card.is_joker:
        return ["joker", f"{suit.symbol} trump"]
    if kind is not None:
        return [f"{kind} bower", f"{suit.symbol} trump"]
    if is_trump(card, trump):
        return [f"{suit.symbol} trump"]
    return [f"{suit.symbol} {suit.plural}"]


def _cell(
    svg: str,
    width: float,
    *,
    above: str = "",
    below: Sequence[str] = (),
    style: str = "",
    heard_below: bool = True,
) -> str:
    """A card with its captions; ``heard_below=False`` where the card's spoken name
    says its captions already (they are then for the eye only)."""
    cap_style = f"{_CAPTION};max-width:{_num(width * 1.25)}px"
    top = f'<div style="{cap_style};font-weight:bold">{above}</div>' if above else ""
    hidden = "" if heard_below else ' aria-hidden="true"'
    bottom = "".join(f'<div style="{cap_style}"{hidden}>{escape(line)}</div>' for line in below)
    return (
        '<div style="display:inline-flex;flex-direction:column;align-items:center;'
        f'gap:2px;flex:none{style}">{top}{svg}{bottom}</div>'
    )


def _row(cells: Sequence[str], label: str, *, overlap: bool = False, role: str = "group") -> str:
    """A row of ``cells``, said as ``label``: a hand's ``group``, whose cards are then
    named one by one, or one ``img`` whose label says it all (face-down cards, whose
    backs are not read; a trick, whose label names each card and the winner)."""
    gap = "0" if overlap else "4px"
    return (
        f'<div class="euchre-hand" role="{role}" aria-label="{escape(label)}" '
        f'style="display:inline-flex;flex-wrap:wrap;align-items:flex-start;gap:{gap};'
        'max-width:100%">' + "".join(cells) + "</div>"
    )


def hand_html(
    cards: Iterable[Card],
    *,
    trump: Suit | None = None,
    annotate: bool = False,
    legal: Iterable[Card] | None = None,
    face_down: bool = False,
    width: float = 60,
    four_colour: bool = False,
    overlap: bool = False,
    label: str | None = None,
) -> str:
    """A row of cards.

    With ``trump``, bowers get their marker (on cards narrower than 48 pixels, where
    it would be too small to read, the word ``right`` or ``left`` under the card
    instead); with ``annotate`` too, a caption under
    each card tells its effective suit and whether it is trump, the right bower or the
    left bower. ``legal`` marks the cards that may be played (badge ``legal``) and
    fades the others. ``face_down`` shows only the backs (and says only how many);
    ``overlap`` fans the cards so that a long hand takes less room, unless a caption
    or a ``legal`` badge goes under each card: a fan would cover them, so such a hand
    is laid out as a row that wraps. In a fan the card after a bower lies beside it,
    not over the bower's marker.

    >>> html = hand_html([Card("JD"), Card("AH"), Card("9C")], trump=Suit.HEARTS, annotate=True)
    >>> "left bower" in html and "♣ clubs" in html
    True
    """
    cards, legal, trump = _read(cards, "cards"), _read(legal, "cards"), _read(trump, "suit")
    check_display(cards=cards, trump=trump, annotate=annotate, legal=legal, face_down=face_down, width=width, four_colour=four_colour, overlap=overlap, label=label)  # fmt: skip
    hand = tuple(cards)
    if face_down:
        return _backs(len(hand), width=width, overlap=overlap, label=label)
    allowed = None if legal is None else frozenset(legal)
    return _hand(hand, trump, annotate, allowed, width, four_colour, overlap, label)


def _hand(
    hand: tuple[Card, ...],
    trump: Suit | None,
    annotate: bool,
    allowed: frozenset[Card] | None,
    width: float,
    four_colour: bool,
    overlap: bool,
    label: str | None,
    called: Card | None = None,
) -> str:
    """The face-up row of :func:`hand_html`; ``called`` (five-handed) is the maker's
    called card, badged "called" if the hand holds it (and then not fanned, which
    would cover the badge)."""
    fan = overlap and not annotate and allowed is None and called not in hand
    # On a small card the bower's marker would be a few pixels high: the hand writes
    # "right" or "left" under the card instead, in the captions' type.
    small = trump is not None and not annotate and not fan and width < _SMALL_MARKER
    cells = []
    for i, card in enumerate(hand):
        marks: list[str] = []
        # A fanned card covers the right half of the one before it, where a bower's
        # marker is: the card after a bower lies beside it instead.
        covers = fan and i and (trump is None or bower_kind(hand[i - 1], trump) is None)
        style = f";margin-left:-{_num(width * 0.5)}px" if covers else ""
        faded = allowed is not None and card not in allowed
        if allowed is not None and not faded:
            marks.append("legal")
        if card == called:
            marks.append("called")
        below: Sequence[str] = ()
        if annotate and trump is not None:
            below = _annotation(card, trump)
        elif small and trump is not None:
            kind = bower_kind(card, trump)
            below = (kind,) if kind else ()
        svg = _card_svg(
            card, width, four_colour, marks, False, None, trump, marker=not small, said=below
        )
        if faded:  # the card only: its caption keeps the captions' contrast
            svg = f'<div style="opacity:.5;line-height:0">{svg}</div>'
        cells.append(_cell(svg, width, below=below, style=style, heard_below=False))
    return _row(cells, hand_label(None, len(hand)) if label is None else label, overlap=fan)


def _backs(count: int, *, width: float, overlap: bool, label: str | None = None) -> str:
    svg = card_svg(None, width=width, face_down=True)
    first = _cell(svg, width)
    rest = _cell(svg, width, style=f";margin-left:-{_num(width * 0.62)}px") if overlap else first
    spoken = hand_label(None, count, face_down=True) if label is None else label
    cells = [first] + [rest] * (count - 1) if count else []
    return _row(cells, spoken, overlap=overlap, role="img")


# -------------------------------------------------------------------------- tricks


def _names(names: Sequence[str] | None, players: int = 4) -> tuple[str, ...]:
    return seat_names(names, players=players)


def table_seats(
    players: int,
    *,
    show: Sequence[bool] | None = None,
    seat_names: Sequence[str] | None = None,
    bottom: int = 0,
) -> tuple[tuple[bool, ...], tuple[str, ...]]:
    """The ``show`` flags (``None``: every hand face up) and the seat names of a table
    of ``players`` (2, 3, 4 or 5), seat 0 first, checked: one flag and one name per
    seat, and ``bottom`` one of the seats. (Shared by the drawings here and the
    stepper; not part of the package's interface.)

    >>> table_seats(3, show=(True, False, False))
    ((True, False, False), ('South', 'West', 'East'))
    >>> table_seats(2, show=(True, False, False))
    Traceback (most recent call last):
    ...
    euchre.errors.EuchreError: show=(True, False, False) is not allowed: show needs 2 flags, seat 0 first, each True or False.
    """
    if type(players) is not int or players not in _AREAS:
        _names(None, players)  # the engine's words for a player count that is no form
    if players == 4:
        check_display(show=(True,) * 4 if show is None else show, seat_names=seat_names, bottom=bottom)  # fmt: skip
    else:
        if show is not None and (
            not isinstance(show, list | tuple)
            or len(show) != players
            or not all(v is True or v is False for v in show)
        ):
            raise EuchreError(
                f"show={show!r} is not allowed: show needs {players} flags, seat 0 first, "
                "each True or False."
            )
        if type(bottom) is not int or not 0 <= bottom < players:
            raise EuchreError(
                f"bottom={bottom!r} is not allowed: give the seat drawn at the bottom, "
                f"0 to {players - 1}."
            )
    flags = (True,) * players if show is None else tuple(show)
    return flags, _names(seat_names, players)


def _trick_parts(
    trick: Trick | Sequence[tuple[int, Card]], trump: Suit | None, players: int
) -> tuple[tuple[tuple[int, Card], ...], int | None, str]:
    """The (seat, card) pairs, the seat winning, and the badge word for it: ``wins``
    once every one of the ``players`` seats has played, else ``winning``."""
    if isinstance(trick, Trick):
        return tuple(zip(trick.seats, trick.cards, strict=True)), trick.winner, "wins"
    pairs = tuple((int(s), c) for s, c in trick)
    if trump is None or not pairs:
        return pairs, None, ""
    best = trick_winner([c for _, c in pairs], trump)
    return pairs, pairs[best][0], "wins" if len(pairs) == players else "winning"


def trick_html(
    trick_or_pairs: Trick | Sequence[tuple[int, Card]],
    *,
    trump: Suit | None = None,
    seat_names: Sequence[str] | None = None,
    width: float = 60,
    four_colour: bool = False,
    players: int | None = None,
) -> str:
    """The cards of a trick in play order, each under the name of the seat that played
    it; the first is marked ``led``. A finished :class:`~euchre.values.Trick` marks its
    winner ``wins``; for a trick given as ``(seat, card)`` pairs, such as
    :attr:`Deal.current_trick`, the card ahead is marked when ``trump`` is given:
    ``winning`` while seats are still to play, ``wins`` once every seat of the table
    has played. ``players`` names the seats of a two- or three-handed table (a
    finished trick knows its own; pairs are four-handed unless told)."""
    trick_or_pairs, trump = _read(trick_or_pairs, "pairs"), _read(trump, "suit")
    check_display(trick=trick_or_pairs, trump=trump, width=width, four_colour=four_colour)  # fmt: skip
    names = _trick_names(trick_or_pairs, seat_names, players)
    pairs, winner, word = _trick_parts(trick_or_pairs, trump, len(names))
    cells = []
    for i, (seat, card) in enumerate(pairs):
        marks = [word] if seat == winner else []
        svg = card_svg(card, width=width, four_colour=four_colour, highlight=marks, trump=trump)
        cells.append(_cell(svg, width, above=escape(names[seat]), below=["led"] if i == 0 else ()))
    # One picture, read aloud once: who played which card, by name ("ace of
    # diamonds"), not by its symbols, and which wins; its cells are not read again.
    label = "trick: " + _trick_line(pairs, winner, word, names, lambda c: _said(c, trump))
    return _row(cells, label, role="img")


def _trick_names(
    trick: Trick | Sequence[tuple[int, Card]], names: Sequence[str] | None, players: int | None
) -> tuple[str, ...]:
    """The seat names for a trick: of its own table for a finished trick, else of a
    table of ``players`` (4 when not given); every seat of the trick must be one."""
    given = players is not None
    if players is None:
        players = trick.players if isinstance(trick, Trick) else 4
    if isinstance(trick, Trick) and trick.players != players:
        raise EuchreError(
            f"players={players!r} is not allowed: this trick was played by {trick.players}."
        )
    if players == 4:
        check_display(seat_names=names)
    found = _names(names, players)
    seats = trick.seats if isinstance(trick, Trick) else [s for s, _ in trick]
    if any(s >= players for s in seats) or len(seats) > players:
        hint = "" if given else " (for another form, give players=, e.g. players=5)"
        raise EuchreError(
            f"trick={trick!r} is not allowed: a table of {players} has seats 0 to "
            f"{players - 1}, each playing once{hint}."
        )
    return found


# --------------------------------------------------------------------------- tables


@dataclass(frozen=True)
class _Table:
    """What a table drawing shows: hidden hands are only a count, never cards."""

    hands: tuple[tuple[Card, ...] | int, ...]
    bottom: int
    viewer: int | None
    dealer: int
    to_act: int | None
    phase: Phase
    upcard: Card | None
    upcard_turned_down: bool
    dealer_picked_up: bool
    trump: Suit | None
    maker: int | None
    maker_alone: bool
    defender_alone: int | None
    sitting_out: tuple[int, ...]
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[int, Card], ...]
    tricks_won: tuple[int, ...]
    score: tuple[int, ...]
    discard: Card | None
    legal: tuple[Card, ...] | None
    result: DealResult | None
    #: The actions of the seat to act, where the drawing may know them (a stuck
    #: dealer's, an auction's last bids): the turn's words say what is left.
    choices: tuple[Action, ...] = ()
    #: The discard to come follows a card given for best (a loner's, a lone
    #: defender's, a moon's), not the upcard picked up.
    exchange: bool = False
    #: Going under: the cards buried so far (the turn's words count those left).
    buried: int = 0
    no_trump: bool = False
    players: int = 4
    sides: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
    #: ``trump`` is a suit to try, given to the drawing, not one the deal has made.
    trump_tried: bool = False
    #: Bid Euchre: the bids so far, in order, and the high bid (6 for a moon).
    auction: bool = False
    bids: tuple[Turn, ...] = ()
    high_bid: int | None = None
    high_bidder: int | None = None
    moon: bool = False
    #: Five-handed: the card the maker called, and what the drawing may say of who
    #: holds it: ``partner`` once it is played (or its holder's hand is face up),
    #: ``holder_known`` whether that is so.
    called_card: Card | None = None
    partner_revealed: bool = False
    partner: int | None = None
    holder_known: bool = False


#: The phases whose choices a drawing says when the rules narrow them.
_BIDDING = (Phase.CALL, Phase.AUCTION)


def _legal_cards(actions: Iterable[Action]) -> tuple[Card, ...]:
    return tuple(a.card for a in actions if a.kind is ActionKind.PLAY and a.card is not None)


def deal_html(
    deal: Deal,
    *,
    show: Sequence[bool] | None = None,
    seat_names: Sequence[str] | None = None,
    four_colour: bool = False,
    width: float = 56,
    annotate: bool = False,
    bottom: int = 0,
    trump: Suit | None = None,
    fit: bool = False,
) -> str:
    """A deal drawn as a table: seat 0 at the bottom, then clockwise (seat 1 left,
    seat 2 at the top, seat 3 right; ``bottom`` turns the table). Two-handed, North
    sits at the top; three-handed (cutthroat), West on the left and East on the right;
    five-handed, Northwest and Northeast side by side at the top.
    ``show`` has a flag per seat (``None``: all face up); seats whose flag is false are
    drawn face down and none of their cards reach the HTML, nor do the unseen cards
    of the kitty. Around
    the table: the dealer, whose turn it is, the upcard (or that it was turned down),
    trump and its maker, the tricks won, the score, and the result once the deal is
    over; the trick being played (or the last one) is in the middle. ``trump`` draws
    the cards as if that suit were trump before anyone has made it (to try each suit).
    ``fit`` wraps the drawing in a box that rearranges the seats to the width it has
    (two columns, then one on a phone), for a notebook's output area or a page.

    Bid Euchre (six cards each, no upcard): during the auction the middle lists each
    bid in order ("West bid 3", "North passed") and the high bid; each seat carries
    its bid, the high bidder its high bid (or "shot the moon"). Five-handed: once the
    maker has called a card it is named; the seat that holds it is named only once the
    card is played, or when that seat's hand is face up (its cards show it anyway).

    >>> from euchre import Deal
    >>> html = deal_html(Deal.shuffled(seed=3), show=(True, False, False, False))
    >>> html.count('aria-label="face-down card"')
    15
    >>> deal_html(Deal.shuffled(seed=3), fit=True).startswith("<style>")
    True
    """
    trump = _read(trump, "suit")
    check_display(deal=deal, four_colour=four_colour, width=width, annotate=annotate, trump=trump, fit=fit)  # fmt: skip
    players = deal.players
    show, names = table_seats(players, show=show, seat_names=seat_names, bottom=bottom)
    hands = tuple(deal.hand(s) if show[s] else len(deal.hand(s)) for s in range(players))
    to_act = deal.to_act
    legal = None
    if deal.phase is Phase.PLAY and to_act is not None and show[to_act]:
        legal = _legal_cards(deal.legal_actions())
    dealer_shown = bool(show[deal.dealer])
    table = _Table(
        hands=hands,
        bottom=bottom,
        viewer=None,
        dealer=deal.dealer,
        to_act=to_act,
        phase=deal.phase,
        upcard=deal.upcard,
        upcard_turned_down=deal.upcard_turned_down,
        dealer_picked_up=deal.dealer_picked_up,
        trump=deal.trump if trump is None else trump,
        trump_tried=trump is not None and deal.trump is None,
        maker=deal.maker,
        maker_alone=deal.maker_alone,
        defender_alone=deal.defender_alone,
        sitting_out=deal.sitting_out,
        tricks=deal.tricks,
        current_trick=deal.current_trick,
        tricks_won=deal.tricks_won,
        score=_score_left(deal.score, deal.result),
        discard=deal.discard if dealer_shown else None,
        legal=legal,
        result=deal.result,
        # bidding choices are public: anyone at the table knows a stuck dealer's
        choices=tuple(deal.legal_actions()) if deal.phase in _BIDDING else (),
        exchange=after_a_card_given(deal.history),
        buried=cards_buried(deal.history),
        no_trump=deal.no_trump,
        players=players,
        sides=deal.sides,
        **_new_forms(
            deal.rules.auction,
            deal.history,
            deal.high_bid,
            deal.high_bidder,
            deal.moon,
            deal.called_card,
            deal.partner_revealed,
            deal.partner if deal.partner is not None and show[deal.partner] else None,
        ),
    )
    return _table_html(
        table, names, four_colour=four_colour, width=width, annotate=annotate, fit=fit
    )


def _new_forms(
    auction: bool,
    history: Sequence[Turn],
    high_bid: int | None,
    high_bidder: int | None,
    moon: bool,
    called: Card | None,
    revealed: bool,
    holder: int | None,
) -> dict[str, Any]:
    """The table's fields of Bid Euchre's auction and five-handed's called card (none
    in the other forms, whose drawings stay as they were). ``holder`` is the seat the
    drawing may show holding the called card before it is played (one whose hand is
    face up, or the viewer's own), else ``None``."""
    out: dict[str, Any] = {}
    if auction:
        bids = []
        for turn in history:
            if turn.action.kind is ActionKind.TRUMP:
                break
            if turn.action.kind in _AUCTION_KINDS or turn.action.kind is ActionKind.PASS:
                bids.append(turn)
        out.update(
            auction=True, bids=tuple(bids), high_bid=high_bid, high_bidder=high_bidder, moon=moon
        )
    if called is not None:
        partner = None
        if revealed:
            partner = next(
                t.seat
                for t in history
                if t.action.kind is ActionKind.PLAY and t.action.card == called
            )
        elif holder is not None:
            partner = holder
        out.update(
            called_card=called,
            partner_revealed=revealed,
            partner=partner,
            holder_known=partner is not None,
        )
    return out


_AUCTION_KINDS = frozenset({ActionKind.BID, ActionKind.MOON})


def view_html(
    view: PlayerView,
    *,
    seat_names: Sequence[str] | None = None,
    four_colour: bool = False,
    width: float = 56,
    annotate: bool = False,
    fit: bool = False,
) -> str:
    """What one player sees, drawn as a table with that player at the bottom: their own
    cards face up, the others' face down (only how many they hold). Nothing the view
    does not hold is drawn: in five-handed, the maker's partner is named only once the
    called card is played; before that, only the holder's own view says it holds it.
    ``fit`` as for :func:`deal_html`."""
    check_display(view=view, four_colour=four_colour, width=width, annotate=annotate, fit=fit)  # fmt: skip
    players = view.players
    _, names = table_seats(players, seat_names=seat_names, bottom=view.seat)
    held = _cards_held(view)
    hands: tuple[tuple[Card, ...] | int, ...] = tuple(
        view.hand if seat == view.seat else held[seat] for seat in range(players)
    )
    if view.phase is Phase.NAME and view.seat == view.dealer:
        # The dealer names the joker's suit before looking at their hand (the rule the
        # turn's words say): the view holds none of it yet, drawn face down.
        hands = tuple(held[s] if s == view.seat else h for s, h in enumerate(hands))
    legal = None
    if view.phase is Phase.PLAY and view.is_my_turn:
        legal = _legal_cards(view.legal_actions())
    table = _Table(
        hands=hands,
        bottom=view.seat,
        viewer=view.seat,
        dealer=view.dealer,
        to_act=view.to_act,
        phase=view.phase,
        upcard=view.upcard,
        upcard_turned_down=view.upcard_turned_down,
        dealer_picked_up=view.dealer_picked_up,
        trump=view.trump,
        maker=view.maker,
        maker_alone=view.maker_alone,
        defender_alone=view.defender_alone,
        sitting_out=view.sitting_out,
        tricks=view.tricks,
        current_trick=view.current_trick,
        tricks_won=view.tricks_won,
        score=_score_left(view.score, view.result),
        discard=view.discard,
        legal=legal,
        result=view.result,
        choices=tuple(view.legal_actions()) if view.is_my_turn else (),
        exchange=after_a_card_given(view.history),
        buried=cards_buried(view.history),
        no_trump=view.no_trump,
        players=players,
        sides=view.sides,
        **_new_forms(
            view.rules.auction,
            view.history,
            view.high_bid,
            view.high_bidder,
            view.moon,
            view.called_card,
            view.partner_revealed,
            view.seat if view.called_card in view.hand else None,
        ),
    )
    return _table_html(
        table, names, four_colour=four_colour, width=width, annotate=annotate, fit=fit
    )


def _score_left(score: tuple[int, ...], result: DealResult | None) -> tuple[int, ...]:
    """The score a table shows: once the deal is over, the score it left (its points
    added), as its result says; before that, the score before the deal."""
    if result is None:
        return score
    return tuple(s + p for s, p in zip(score, result.points, strict=True))


def _cards_held(view: PlayerView) -> list[int]:
    """How many cards each seat holds now, from what every player has seen: five
    dealt (six in Bid Euchre), one more for the upcard's taker and for a partner's best card received,
    three for going under, one less for each card played, discarded or given."""
    held = [view.hand_size] * view.players
    if view.upcard_taken_by is not None:
        held[view.upcard_taken_by] += 1
    for turn in view.history:
        kind = turn.action.kind
        if kind is ActionKind.PLAY or kind is ActionKind.DISCARD:
            held[turn.seat] -= 1
        elif kind is ActionKind.GIVE:
            held[turn.seat] -= 1
            held[(turn.seat + 2) % 4] += 1  # call for best is four-handed: to the partner
        elif kind is ActionKind.UNDER:
            held[turn.seat] += 3
    return held


_CHIP = (
    "display:inline-block;white-space:nowrap;margin-left:4px;padding:0 6px;border-radius:8px;"
    "font-size:11px;font-weight:bold;background:#fff;color:#111;border:1px solid #333"
)
_TURN_CHIP = _CHIP.replace("background:#fff", "background:#ffd54f")
_PANEL = (
    "font-size:12px;line-height:1.45;padding:6px 8px;border-radius:8px;background:rgba(0,0,0,.25)"
)


def _chip(text: str, style: str = _CHIP) -> str:
    return f'<span style="{style}">{escape(text)}</span>'


def _seat_block(
    t: _Table,
    seat: int,
    names: tuple[str, ...],
    *,
    width: float,
    four_colour: bool,
    annotate: bool,
    side: bool,
) -> str:
    chips = []
    if seat == t.viewer:
        chips.append(_chip("you"))
    if seat == t.dealer:
        chips.append(_chip("dealer"))
    if t.bids:
        said = [b.action for b in t.bids if b.seat == seat]
        if said and seat != t.maker:
            chips.append(_chip(bid_words(said[-1])))
    if seat == t.maker:
        if t.high_bid is not None:
            chips.append(_chip("shot the moon" if t.moon else f"high bid: {t.high_bid}"))
        else:
            chips.append(_chip("made trump" + (" alone" if t.maker_alone else "")))
    if seat == t.partner and t.called_card is not None:
        chips.append(_chip("partner" if t.partner_revealed else f"holds the {t.called_card}"))
    if seat == t.defender_alone:
        chips.append(_chip("defends alone"))
    out = seat in t.sitting_out
    if out:
        chips.append(_chip("sitting out"))
    turn = seat == t.to_act
    if turn:
        words = turn_words(t.phase, t.choices, dealer=seat == t.dealer)
        chips.append(f'<span style="{_TURN_CHIP}">{TURN_MARK}{escape(words)}</span>')
    held = t.hands[seat]
    if isinstance(held, int):
        hand = _backs(
            held,
            width=width,
            overlap=True,
            label=hand_label(names[seat], held, face_down=True),
        )
        count = f'<span style="font-size:11px;color:#e8f1eb"> · {held} card{"" if held == 1 else "s"}</span>'
    else:
        legal = t.legal if turn else None
        hand = _hand(
            held,
            t.trump,
            annotate,
            None if legal is None else frozenset(legal),
            width,
            four_colour,
            side and not annotate,
            hand_label(names[seat], len(held)),
            t.called_card,
        )
        count = ""
    border = "#ffd54f" if turn else "transparent"
    style = (
        f"display:flex;flex-direction:column;align-items:center;gap:4px;padding:4px;"
        f"border:2px {'solid' if turn else 'dashed'} {border};border-radius:10px"
        + (";opacity:.45" if out else "")
    )
    title = (
        f'<div style="font-size:13px;font-weight:bold;text-align:center;line-height:1.6;'
        f'max-width:{_num(width * 4.4)}px"><span style="white-space:nowrap">{escape(names[seat])}'
        f"{count}</span>"
        f"{''.join(chips)}</div>"
    )
    return f'<div style="{style}">{title}{hand}</div>'


_PLACES: dict[int, dict[int, str]] = {
    2: {0: "3 / 2", 1: "1 / 2"},
    3: {0: "3 / 2", 1: "2 / 1", 2: "2 / 3"},
    4: {0: "3 / 2", 1: "2 / 1", 2: "1 / 2", 3: "2 / 3"},
    5: {0: "3 / 2", 1: "2 / 1", 2: "1 / 1", 3: "1 / 3", 4: "2 / 3"},
}
#: Where each seat sits at the table, counted clockwise from the one at the bottom.
_AREAS: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top", "top", "right"),
}


#: The phases in which the upcard lies face up on the kitty, drawn in the middle of the
#: table: a joker turned up first has its suit named by the dealer (``NAME``), and a
#: player going under buries three cards beneath it (``UNDER``); in ``CALL`` it is drawn
#: turned down.
UPCARD_PHASES = frozenset({Phase.NAME, Phase.ORDER, Phase.UNDER, Phase.CALL})


def _centre(t: _Table, names: tuple[str, ...], *, width: float, four_colour: bool) -> str:
    """The middle of the table: the trick being played (or the last one), placed in
    front of each seat; during the bidding, the upcard."""
    # grid row / column of each seat, counted clockwise from the one at the bottom
    positions = _PLACES[t.players]
    spots: list[str] = []
    caption = ""
    pairs: tuple[tuple[int, Card], ...] = ()
    winner: int | None = None
    word = ""
    if t.current_trick:
        pairs, winner, word = _trick_parts(t.current_trick, t.trump, t.players - len(t.sitting_out))
        caption = f"Trick {len(t.tricks) + 1}"
    elif t.tricks:
        pairs, winner, word = _trick_parts(t.tricks[-1], t.trump, t.players)
        caption = f"Last trick: {names[t.tricks[-1].winner]} won it"
    for i, (seat, card) in enumerate(pairs):
        marks = ([word] if seat == winner else []) + (["led"] if i == 0 else [])
        svg = card_svg(card, width=width, four_colour=four_colour, highlight=marks, trump=t.trump)
        place = positions[(seat - t.bottom) % t.players]
        spots.append(
            f'<div style="grid-area:{place};display:flex;justify-content:center;align-items:center">{svg}</div>'
        )
    middle = ""
    if t.auction and t.phase in (Phase.AUCTION, Phase.TRUMP):
        spots.append(
            '<div style="grid-area:1 / 1 / 4 / 4;display:flex;justify-content:center;'
            f'align-items:center">{_auction_panel(t, names)}</div>'
        )
    elif t.upcard is not None and t.phase in UPCARD_PHASES:
        turned = t.phase is Phase.CALL
        svg = card_svg(
            t.upcard,
            width=width,
            four_colour=four_colour,
            highlight="turned down" if turned else "upcard",
            trump=t.trump,  # a drawing "as if" a suit were trump marks a bower upcard too
        )
        middle = svg if not turned else f'<div style="opacity:.6">{svg}</div>'
    elif caption:
        middle = f'<div style="font-size:12px;text-align:center;max-width:{_num(width * 1.6)}px">{escape(caption)}</div>'
    spots.append(
        f'<div style="grid-area:2 / 2;display:flex;justify-content:center;align-items:center">{middle}</div>'
    )
    cell = _num(width * 1.08 + 4)
    return (
        '<div class="euchre-trick" role="group" aria-label="middle of the table" '
        f'style="display:grid;grid-template-columns:repeat(3,{cell}px);'
        f'grid-template-rows:repeat(3,minmax({_num(width * 0.8)}px,auto));gap:4px;justify-content:center">'
        + "".join(spots)
        + "</div>"
    )


def bid_words(action: Action) -> str:
    """A bid of Bid Euchre's auction in a player's words.

    >>> bid_words(Action.bid(4)), bid_words(Action.pass_()), bid_words(Action.moon())
    ('bid 4', 'passed', 'shot the moon')
    """
    if not isinstance(action, Action):
        raise EuchreError(f"action={shown(action)} is not a bid: give a pass, a bid or a moon.")
    if action.kind is ActionKind.MOON:
        return "shot the moon"
    if action.kind is ActionKind.BID:
        return f"bid {action.tricks}"
    if action.kind is ActionKind.PASS:
        return "passed"
    raise EuchreError(f"action={shown(action)} is not a bid: give a pass, a bid or a moon.")


def high_bid_words(
    high_bidder: int | None,
    high_bid: int | None,
    *,
    moon: bool = False,
    bidding: bool = False,
    seat_names: Sequence[str] | None = None,
) -> str:
    """Bid Euchre: who holds the high bid and for how many tricks, in words, from
    ``Deal.high_bidder`` and ``Deal.high_bid`` (or a view's); ``moon`` for a moon,
    ``bidding`` while the auction goes on (``None``: nobody has bid yet).

    >>> high_bid_words(2, 4)
    'High bid: 4 tricks, North'
    >>> high_bid_words(None, None, bidding=True)
    'No bid yet'
    """
    names = _names(seat_names, 4)
    for flag, value in (("moon", moon), ("bidding", bidding)):
        if value is not True and value is not False:
            raise EuchreError(f"{flag}={shown(value)} is not allowed: it must be True or False.")
    if high_bidder is None and high_bid is None:
        return "No bid yet" if bidding else "Nobody bid"
    if type(high_bidder) is not int or not 0 <= high_bidder <= 3:
        raise EuchreError(
            f"high_bidder={shown(high_bidder)} is not allowed: give the seat of the high bid, "
            "0 to 3 (or None with no bid)."
        )
    if type(high_bid) is not int or not 3 <= high_bid <= 6:
        raise EuchreError(
            f"high_bid={shown(high_bid)} is not allowed: a bid is for 3 to 6 of the six tricks."
        )
    who = names[high_bidder]
    if moon:
        return f"{who} shoots the moon: all six tricks alone"
    return f"High bid: {high_bid} tricks, {who}"


def _auction_panel(t: _Table, names: tuple[str, ...]) -> str:
    """Bid Euchre's auction in the middle of the table: each bid in order, then the
    high bid (or that nobody has bid yet)."""
    lines = [f"{escape(names[b.seat])} {bid_words(b.action)}" for b in t.bids]
    lines.append(f"<b>{escape(_high(t, names))}</b>")
    return (
        f'<div class="euchre-auction" role="group" aria-label="the bidding" style="{_PANEL};'
        f'text-align:center">' + "<br/>".join(lines) + "</div>"
    )


def _high(t: _Table, names: tuple[str, ...]) -> str:
    return high_bid_words(
        t.high_bidder,
        t.high_bid,
        moon=t.moon,
        bidding=t.phase is Phase.AUCTION,
        seat_names=names,
    )


def _called_words(t: _Table, names: tuple[str, ...]) -> str:
    """Five-handed: the called card, and who holds it only when the drawing may say."""
    card = t.called_card
    if t.partner_revealed and t.partner is not None:
        return f"Partner: {escape(names[t.partner])}, who played the called {card}"
    if t.phase is Phase.OVER:
        return f"Called card: {card}, never played: it was in the kitty"
    if t.holder_known and t.partner is not None:
        held = "you hold it" if t.partner == t.viewer else f"{escape(names[t.partner])} holds it"
        return f"Called card: {card} ({held}; secret until it is played)"
    return f"Called card: {card} (its holder is the partner, secret until it is played)"


def _info(t: _Table, names: tuple[str, ...]) -> str:
    lines = [f"Dealer: {escape(names[t.dealer])}"]
    up = str(t.upcard)
    if t.upcard is None:
        if t.high_bid is not None and t.phase not in (Phase.AUCTION, Phase.TRUMP):
            lines.append(escape(_high(t, names)))
    elif t.phase is Phase.ORDER:
        lines.append(f"Upcard: {up}")
    elif t.dealer_picked_up:
        lines.append(f"Upcard: {up}, picked up by {escape(names[t.dealer])}")
    elif t.upcard_turned_down:
        lines.append(f"Upcard: {up}, turned down")
    else:
        lines.append(f"Upcard: {up}")
    if t.discard is not None:
        lines.append(f"Discarded: {t.discard} (seen by the dealer only)")
    if t.trump_tried and t.trump is not None:
        lines.append(
            f"Trump: not yet made (drawn as if {t.trump.symbol} {t.trump.plural} were trump)"
        )
    elif t.trump is not None or t.no_trump:
        maker = "" if t.maker is None else f", made by {escape(names[t.maker])}"
        alone = " alone" if t.maker_alone else ""
        if t.players == 3 and t.maker is not None:
            others = next(side for side in t.sides if t.maker not in side)
            alone = " against " + " and ".join(escape(names[s]) for s in others)
        if t.high_bid is not None:
            maker = "" if t.maker is None else f", named by {escape(names[t.maker])}"
            alone = ""
        made = "no trump" if t.trump is None else f"{t.trump.symbol} {t.trump.plural}"
        lines.append(f"Trump: <b>{made}</b>{maker}{alone}")
    else:
        lines.append("Trump: not yet made")
    if t.called_card is not None:
        lines.append(_called_words(t, names))
    return f'<div style="{_PANEL}">' + "<br/>".join(heard_inline(line) for line in lines) + "</div>"


def _score(t: _Table, names: tuple[str, ...]) -> str:
    scorers: tuple[str, ...] = names
    who = "player"
    if t.players == 4:
        who, scorers = "team", (team_name(0, names), team_name(1, names))
    # Every row and cell styled inline: a notebook's own table style (JupyterLab's
    # striped white rows, right-aligned padded cells) must not reach the board.
    row = "<tr style='background:transparent;border:none'>"
    cell = "color:inherit;background:transparent;border:none;padding:0 0 0 8px;text-align:right"
    first = "color:inherit;background:transparent;border:none;padding:0;text-align:left"
    rows = "".join(
        f"{row}<td style='{first}'>{escape(scorers[i])}</td><td style='{cell}'>"
        f"{t.tricks_won[i]}</td><td style='{cell}'>{whole_points(t.score[i])}</td></tr>"
        for i in range(len(scorers))
    )
    heading = "font-weight:normal;color:#e8f1eb;background:transparent;border:none"
    head = (
        f"{row}<th style='{heading};padding:0;text-align:left'>{who}</th>"
        f"<th style='{heading};padding:0 0 0 8px;text-align:right'>tricks</th>"
        f"<th style='{heading};padding:0 0 0 8px;text-align:right'>score</th></tr>"
    )
    return (
        f'<div style="{_PANEL}"><table style="border-collapse:collapse;font-size:12px;'
        f'color:inherit;background:transparent">{head}{rows}</table></div>'
    )


def _status(t: _Table, names: tuple[str, ...]) -> str:
    if t.result is not None:
        text = result_words(t.result, names)
    elif t.phase is Phase.OVER:
        text = "The deal is over."
    elif t.to_act is not None:
        words = phase_words(
            t.phase,
            exchange=t.exchange,
            choices=t.choices,
            dealer=t.to_act == t.dealer,
            buried=t.buried,
        )
        text = f"{names[t.to_act]} to {words}."
    else:
        text = ""
    return f'<div style="font-size:13px;font-weight:bold;text-align:center">{escape(text)}</div>'


_TEMPLATE = "'info top score' 'left mid right' '. bottom .' 'status status status'"
#: Five-handed: two seats at the top need the whole width, so the panels go beside
#: the seat at the bottom.
_TEMPLATE_5 = "'top top top' 'left mid right' 'info bottom score' 'status status status'"


#: Where a drawing drawn with ``fit=True`` changes its layout: one column of seats
#: up to the first width (a phone's), two up to the second, three above it. The box,
#: not the window, decides: a 1280 px window with the book's sidebars leaves a page
#: column of about 700 px, too narrow for three columns of seats. Captions under the
#: cards ("right bower", "♦ diamonds") need more room than the cards alone. Below a
#: drawing's full width, three columns shrink its cards to the box's width over the
#: third number.
_FIT_WIDTHS = {"euchre": (430, 800, 19), "euchre-captioned": (640, 1280, 21)}


def _fit_css(box: str) -> str:
    """The stylesheet that lets a table drawing fit the space it has (``fit=True``),
    in a notebook's output area and on the book's pages alike: side by side at full
    width, two columns when the box is narrower, one when it is a phone's. It styles
    only drawings inside a ``euchre-fit`` box of container name ``box``."""
    one, two, across = _FIT_WIDTHS[box]
    captioned = box == "euchre-captioned"

    def sides(tail: str) -> str:
        """The selector of West's and East's hands (the seats at the sides), + tail."""
        return ",".join(
            f".euchre-fit div[style*='grid-area:{place}'] .euchre-hand{tail}"
            for place in ("left", "right")
        )

    return (
        "<style>"
        ".euchre-fit{container-type:inline-size;width:100%;max-width:100%;line-height:normal}"
        # Three columns: a fanned hand (drawn with no gap) stays on one line; wrapped,
        # the first card of its second line would hang out of the seat by its fan
        # offset. Below a drawing's full width its cards and captions shrink, so that
        # the hands keep their row.
        f"@container {box} (min-width:{two + 1}px){{"
        ".euchre-fit .euchre-hand[style*='gap:0;']{flex-wrap:nowrap!important}"
        # West's and East's face-up hands fit their columns side by side: no fan, which
        # showed only a corner of each card (a reader at 1,000 px could hardly read
        # East's 10♦ under its K♦). Not while a hand holds six cards (a dealer before
        # the discard): the middle column needs that room (cutthroat's wrapped).
        + ",".join(
            ".euchre-fit .euchre-table:not(:has(.euchre-hand>div:nth-child(6))) "
            f"div[style*='grid-area:{place}'] .euchre-hand:not(:has(.euchre-card-back)){tail}"
            for place in ("left", "right")
            for tail in ("", ">div")
        )
        + "{gap:4px!important;margin-left:0!important}"
        f".euchre-fit .euchre-hand svg.euchre-card{{max-width:calc(100cqw / {across});height:auto}}"
        f".euchre-fit .euchre-hand>div>div{{max-width:calc(100cqw / {across - 3})!important}}}}"
        f"@container {box} (max-width:{two}px){{.euchre-fit .euchre-table{{"
        "grid-template-columns:1fr 1fr!important;"
        "grid-template-areas:'top top' 'left right' 'mid mid' 'bottom bottom' 'info score' "
        "'status status'!important;width:auto!important}"
        # West's and East's face-up cards need no fan, which would hide all but a
        # corner of each (and a "legal" badge); they lie side by side like North's.
        # Face-down cards keep their fan: there is nothing to read. (Centred safely: a
        # row wider than its seat starts at the seat's left edge.)
        ".euchre-fit .euchre-hand{justify-content:safe center}"
        ".euchre-fit .euchre-hand:not(:has(.euchre-card-back)){gap:4px!important}"
        ".euchre-fit .euchre-hand>div:not(:has(.euchre-card-back)){margin-left:0!important}"
        # Before the first card of a trick is played the middle holds at most the
        # upcard: no tall rows above and below it for cards not yet played.
        ".euchre-fit .euchre-trick:not(:has(svg:not(.euchre-upcard)))"
        "{grid-template-rows:none!important;gap:0!important}}"
        # Two columns: the side hands' cards (and their captions) shrink until five, or
        # six, fit half the table.
        f"@container {box} (min-width:{one + 1}px) and (max-width:{two}px){{"
        + sides(" svg.euchre-card")
        + "{max-width:calc((50cqw - 60px) / 5);height:auto}"
        + sides(":has(>div:nth-child(6)) svg.euchre-card")
        + "{max-width:calc((50cqw - 60px) / 6)}"
        + sides(">div>div")
        + "{max-width:calc((50cqw - 60px) / 5)!important;font-size:10px!important}"
        + sides(":has(>div:nth-child(6))>div>div")
        + "{max-width:calc((50cqw - 60px) / 6)!important}}"
        f"@container {box} (max-width:{one}px){{.euchre-fit .euchre-table{{"
        "grid-template-columns:auto!important;"
        "grid-template-areas:'top' 'left' 'mid' 'right' 'bottom' 'info' 'score' 'status'!important;"
        "padding:6px!important}"
        # West and East share a row, West on the left as at the table: face down (a
        # player's own view) as small fans, face up (uncaptioned) three cards to a
        # row. Face-down hands at the top and sides are drawn smaller, so that the
        # player's own hand comes up a phone's screen sooner.
        + (
            ".euchre-fit .euchre-table:has(>div[style*='grid-area:left'] .euchre-card-back)"
            ":has(>div[style*='grid-area:right'] .euchre-card-back)"
            if captioned
            else ".euchre-fit .euchre-table:has(>div[style*='grid-area:left'])"
            ":has(>div[style*='grid-area:right'])"
        )
        + "{grid-template-columns:minmax(0,1fr) minmax(0,1fr)!important;"
        "grid-template-areas:'top top' 'left right' 'mid mid' 'bottom bottom' 'info info' "
        "'score score' 'status status'!important}"
        ".euchre-fit div[style*='grid-area:top'] svg.euchre-card-back{max-width:48px;height:auto}"
        + sides(" svg.euchre-card-back")
        + "{max-width:40px;height:auto}"
        + sides(":has(.euchre-card-back)")
        + "{flex-wrap:nowrap!important}"
        # One seat to a row: face-up cards lie 2 px apart (five 60.5 px cards with 4 px
        # gaps were 2 px too wide for a phone's table), and they shrink until five fit
        # a row (the table's and the seat's padding are 48 px).
        ".euchre-fit .euchre-hand:not(:has(.euchre-card-back)){gap:2px!important}"
        ".euchre-fit .euchre-hand svg.euchre-card{max-width:calc((100cqw - 48px) / 5);height:auto}"
        # A caption under a card keeps to the card's width, in smaller type, so that
        # the cards keep their row and the captions stay apart.
        ".euchre-fit .euchre-hand>div>div{max-width:calc((100cqw - 48px) / 5)!important;"
        "font-size:10px!important}"
        # Six face-up cards (the dealer who picked up, a Bid Euchre hand) are 363 px
        # and wrapped their last card to a second row: they overlap by 11 px, every
        # corner showing.
        ".euchre-fit .euchre-hand:has(>div:nth-child(6)):not(:has(.euchre-card-back)){gap:0!important}"
        ".euchre-fit .euchre-hand:has(>div:nth-child(6)):not(:has(.euchre-card-back))"
        ">div:not(:first-child){margin-left:-11px!important}"
        + (
            ""
            if captioned
            else sides(":not(:has(.euchre-card-back))")
            + "{gap:2px!important;flex-wrap:wrap!important}"
            + sides(":not(:has(.euchre-card-back))>div:not(:first-child)")
            + "{margin-left:0!important}"  # after the six cards' overlap, as specific
            + sides(" svg.euchre-card:not(.euchre-card-back)")
            + "{max-width:calc((50cqw - 36px) / 3)}"
            + sides(":not(:has(.euchre-card-back))>div>div")
            + "{max-width:calc((50cqw - 36px) / 3)!important}"
        )
        + "}</style>"
    )


def _table_html(
    t: _Table, names: tuple[str, ...], *, four_colour: bool, width: float, annotate: bool, fit: bool
) -> str:
    def seat_at(offset: int, *, side: bool) -> str:
        seat = (t.bottom + offset) % t.players
        return _seat_block(
            t, seat, names, width=width, four_colour=four_colour, annotate=annotate, side=side
        )

    offsets = {place: k for k, place in enumerate(_AREAS[t.players])}

    def seat_area(place: str) -> str:
        """The seat drawn at ``place`` (none at the top in cutthroat, none at the sides
        in two-handed; two at the top in five-handed, Northwest and Northeast, side by
        side, fanned like the sides, one above the other when there is no room)."""
        if place not in offsets:
            return ""
        if t.players == 5 and place == "top":
            pair = seat_at(2, side=True) + seat_at(3, side=True)
            return area(
                place,
                '<div style="display:flex;flex-wrap:wrap;justify-content:center;'
                f'align-items:flex-start;gap:8px 16px">{pair}</div>',
            )
        return area(place, seat_at(offsets[place], side=place in ("left", "right")))

    def area(name: str, inner: str, align: str = "center") -> str:
        return f'<div style="grid-area:{name};display:flex;justify-content:{align};align-items:center">{inner}</div>'

    drawing = (
        '<div class="euchre-table" role="group" aria-label="Euchre table" '
        f'style="display:grid;grid-template-columns:auto auto auto;'
        f"grid-template-areas:{_TEMPLATE_5 if t.players == 5 else _TEMPLATE};"
        "gap:8px;padding:10px;border-radius:14px;background:#1e5a37;color:#fff;"
        f"font-family:{_FONT};width:max-content;max-width:100%;box-sizing:border-box;"
        'justify-items:center;align-items:center">'
        + area("info", _info(t, names), "flex-start")
        + seat_area("top")
        + area("score", _score(t, names), "flex-end")
        + seat_area("left")
        + area("mid", _centre(t, names, width=width, four_colour=four_colour))
        + seat_area("right")
        + seat_area("bottom")
        + area("status", _status(t, names))
        + "</div>"
    )
    if not fit:
        return drawing
    box = "euchre-captioned" if annotate else "euchre"
    return f'{_fit_css(box)}<div class="euchre-fit" style="container-name:{box}">{drawing}</div>'


# ------------------------------------------------------------------- text fallbacks


def card_text(card: Card) -> str:
    """A card as text: ``J♦``. (A face-down card has no text: ``None`` is refused.)"""
    if card is None:
        raise EuchreError(
            "card=None is not allowed: card_text writes a card face up; give a Card, "
            "such as Card('JD')."
        )
    card = _read(card, "card")
    check_display(card=card)
    return str(card)


def hand_text(cards: Iterable[Card]) -> str:
    """A hand as text: ``J♦ A♥ 9♣``; the cards may be given as text, as everywhere.

    >>> hand_text("jd AH 9c")
    'J♦ A♥ 9♣'
    """
    cards = _read(cards, "cards")
    check_display(cards=cards)
    return " ".join(str(c) for c in cards)


def trick_text(
    trick_or_pairs: Trick | Sequence[tuple[int, Card]],
    *,
    trump: Suit | None = None,
    seat_names: Sequence[str] | None = None,
    players: int | None = None,
) -> str:
    """A trick as text, in play order, with the winner (or the card ahead) marked.
    ``players`` as for :func:`trick_html`."""
    trick_or_pairs, trump = _read(trick_or_pairs, "pairs"), _read(trump, "suit")
    check_display(trick=trick_or_pairs, trump=trump)
    names = _trick_names(trick_or_pairs, seat_names, players)
    pairs, winner, word = _trick_parts(trick_or_pairs, trump, len(names))
    return _trick_line(pairs, winner, word, names, str)


def _said(card: Card, trump: Suit | None) -> str:
    """A card's name as a trick's label says it, with its bower if it is one: "jack of
    diamonds (left bower)", as the card's own picture is labelled."""
    kind = None if trump is None else bower_kind(card, trump)
    return card.name + (f" ({kind} bower)" if kind else "")


def _trick_line(
    pairs: Sequence[tuple[int, Card]],
    winner: int | None,
    word: str,
    names: Sequence[str],
    say: Callable[[Card], str],
) -> str:
    """The cards of a trick in play order after their seats' names, the winner (or the
    card ahead) marked; each card as ``say`` writes it."""
    return ", ".join(
        f"{names[s]} {say(c)}" + (f" ({word})" if s == winner else "") for s, c in pairs
    )


def deal_text(deal: Deal) -> str:
    """A deal as text: the same as ``str(deal)``."""
    check_display(deal=deal)
    return str(deal)


def view_text(view: PlayerView) -> str:
    """A player's view as text: the same as ``str(view)``."""
    check_display(view=view)
    return str(view)


def table_html(
    rows: Sequence[Sequence[str]],
    *,
    header: Sequence[str] | None = None,
    stack: bool = False,
    caption: str | None = None,
) -> str:
    """A plain HTML table of text cells (escaped), for figures computed in the book.
    Its cells are padded (columns never run together), and a table wider than the
    page scrolls inside its own box, not the page.

    ``caption`` names the table for a screen reader, which says it on reaching the
    table; the page shows what the table is in the text around it.

    ``stack`` (with a ``header``) is for tables of long texts, such as comments side
    by side: each cell also carries its column's heading (``data-label``) and the
    table the class ``euchre-stack``, so that the book's style sheet can show each row
    as a block of labelled lines on a narrow screen instead of squeezing the columns.

    A header whose first cell is empty says that the first column names the rows: its
    cells are row headings for a screen reader (``<th scope="row">``), as the header's
    are the columns'.

    >>> html = table_html([["A♥", "1"]], header=["card", "n"])
    >>> html.count("<td"), '<th scope="col" style="padding:.25em .8em;text-align:left">card</th>' in html
    (2, True)
    >>> '<th scope="row" style="padding:.25em .8em;text-align:left">ace</th>' in table_html(
    ...     [["ace", "1"]], header=["", "n"]
    ... )
    True
    >>> '<td style="padding:.25em .8em;text-align:left" data-label="n">1</td>' in table_html(
    ...     [["A♥", "1"]], header=["card", "n"], stack=True
    ... )
    True
    >>> ">Points for a deal</caption>" in table_html([["march", "2"]], caption="Points for a deal")
    True
    """
    check_display(rows=rows, header=header)
    if caption is not None and (not isinstance(caption, str) or not caption.strip()):
        raise EuchreError(
            f"caption={shown(caption)} is not allowed: name the table in words, "
            "such as 'Points for a deal', or leave it out."
        )
    if stack is not True and stack is not False:
        raise EuchreError(f"stack={stack!r} is not allowed: it must be True or False.")
    if stack and header is None:
        raise EuchreError(
            "stack=True is not allowed without a header: each cell is labelled with its column's heading."
        )
    labels = tuple(str(h) for h in header) if stack and header is not None else ()

    named_rows = header is not None and len(header) > 0 and str(header[0]) == ""

    def cells(tag: str, row: Sequence[str]) -> str:
        out = []
        for i, cell in enumerate(row):
            kind, scope = tag, ' scope="col"' if tag == "th" else ""
            if named_rows and i == 0:
                kind, scope = ("td", "") if tag == "th" else ("th", ' scope="row"')
            label = f' data-label="{escape(labels[i])}"' if tag == "td" and i < len(labels) else ""
            out.append(
                f'<{kind}{scope} style="{_PAD}"{label}>{heard_inline(escape(str(cell)))}</{kind}>'
            )
        return "".join(out)

    named = (
        f'<caption style="{VISUALLY_HIDDEN}">{heard_inline(escape(caption))}</caption>'
        if caption is not None
        else ""
    )
    head = f"<thead><tr>{cells('th', header)}</tr></thead>" if header is not None else ""
    body = "".join(f"<tr>{cells('td', row)}</tr>" for row in rows)
    kind = "euchre-data euchre-stack" if stack else "euchre-data"
    return (
        '<div class="euchre-scroll" style="max-width:100%;overflow-x:auto">'
        f'<table class="{kind}" style="border-collapse:collapse">'
        f"{named}{head}<tbody>{body}</tbody></table></div>"
    )


_PAD = "padding:.25em .8em;text-align:left"
