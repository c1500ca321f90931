"""A recorded deal that a reader steps through in a static page, comments alongside.

:func:`stepper_html` draws the table after every action of a deal (each call, the
dealer's discard, each card) and puts the comments on that exact action beside it:
the annotator's, from the record, and the coach's, each in its own box. The result
is one self-contained block of HTML: its small script shows one step at a time with
Back / Forward buttons and a row to jump to any trick; without a script (an
untrusted notebook, a reader with JavaScript off) every step is listed as a
collapsed section that opens on its own, and the buttons, which would do nothing,
stay hidden.

EGN keys comments by the index of a call (the passes, orders and calls of the
bidding; the dealer's discard is not a call) and by the index of a card played,
counted across all tricks. :func:`annotation_steps` turns those keys into steps:

>>> from euchre import Deal
>>> from euchre.annotations import Annotations
>>> deal = Deal.shuffled(seed=1, dealer=0)
>>> for action in ["pass", "order", "discard " + deal.hand(0)[0].code]:
...     _ = deal.apply(action)
>>> _ = deal.apply(deal.legal_actions()[0])
>>> notes = Annotations(calls={1: ["[!]Good order."]}, plays={0: ["A lead."]})
>>> annotation_steps(deal, notes)
{2: ['[!]Good order.'], 4: ['A lead.']}

Step ``n`` is the deal after its first ``n`` actions (``deal.at(n)``), so the
order (the second action) is step 2, and the first card, after the discard, is 4.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from .actions import Action, ActionKind
from .annotations import Annotations, Label, split_label
from .cards import Card, Suit
from .checks import check_display
from .deal import Deal
from .errors import EuchreError, IllegalActionError
from .narration import action_words, result_words, team_name, turn_words
from .render import (
    TURN_MARK,
    UPCARD_PHASES,
    VISUALLY_HIDDEN,
    bid_words,
    card_svg,
    hand_label,
    heard_inline,
    high_bid_words,
    table_html,
    table_seats,
)
from .tricks import trick_winner
from .trump import bower_kind
from .values import Phase, Turn
from .view import HIDDEN_DISCARD, HIDDEN_GIVE

__all__ = [
    "alternative_notes",
    "annotation_steps",
    "call_steps",
    "comments_html",
    "label_words",
    "play_steps",
    "stepper_html",
    "stepper_id",
]


# ----------------------------------------------------------------- where comments go


def call_steps(deal: Deal) -> list[int]:
    """The step of each call of the bidding, in order: ``call_steps(deal)[i]`` is the
    step (1 for the first action) at which call ``i`` was made. The calls are the
    passes, orders and calls up to and including the one that made trump; the
    dealer's discard and the answers to a loner (defend alone or not) are not calls.
    """
    check_display(deal=deal)
    steps: list[int] = []
    for n, turn in enumerate(deal.history, 1):
        if turn.action.is_bid:
            steps.append(n)
            if turn.action.makes_trump:
                break
    return steps


def play_steps(deal: Deal) -> list[int]:
    """The step of each card played, in order, counting across tricks."""
    check_display(deal=deal)
    return [n for n, t in enumerate(deal.history, 1) if t.action.kind is ActionKind.PLAY]


def annotation_steps(deal: Deal, annotations: Annotations | None) -> dict[int, list[str]]:
    """The comments of ``annotations`` keyed by step instead of by EGN's call and play
    indices. A comment on a call or a card the deal does not have raises
    :class:`ValueError`, naming it."""
    check_display(deal=deal, annotations=annotations)
    out: dict[int, list[str]] = {}
    if annotations is None:
        return out
    for what, steps, keyed in (
        ("call", call_steps(deal), annotations.calls),
        ("play", play_steps(deal), annotations.plays),
    ):
        for index, texts in sorted(keyed.items()):
            if not 0 <= index < len(steps):
                raise EuchreError(
                    f"A comment is keyed to {what} {index}, but this deal has "
                    f"{len(steps)} {what}s (numbered from 0)."
                )
            out.setdefault(steps[index], []).extend(texts)
    return dict(sorted(out.items()))


# ------------------------------------------------------------------------ words


def label_words(text: str) -> tuple[Label | None, str]:
    """A comment's label (if any) and its text, as :func:`split_label` reads them."""
    check_display(text=text)
    return split_label(text)


# --------------------------------------------------------------------- the drawing

_STYLE = """
.eus{font-family:Arial,Helvetica,DejaVu Sans,sans-serif;margin:1em 0;color:inherit;max-width:100%}
.eus-title{font-weight:bold;margin:0 0 .4em}
.eus-nav{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:0 0 6px}
.eus-nav[hidden]{display:none}
.eus button{font:inherit;font-size:14px;padding:3px 10px;border-radius:6px;
 border:1px solid #555;background:#f4f4f4;color:#111;cursor:pointer}
.eus button:disabled{opacity:.45;cursor:default}
.eus button[aria-current=true]{background:#1e5a37;color:#fff;border-color:#1e5a37}
.eus-count{font-size:14px;font-weight:bold;margin-left:6px}
.eus-jump{display:flex;flex-wrap:wrap;gap:4px;align-items:center;font-size:13px}
.eus-frame{margin:0 0 4px}
.eus-frame>summary{cursor:pointer;font-size:14px;padding:2px 0}
.eus.eus-js .eus-frame>summary,.eus.eus-js .eus-nojs{display:none}
.eus-frame[hidden]{display:none}
.eus-cap{font-size:14px;font-weight:bold;margin:0 0 4px;min-height:1.3em}
.eus:not(.eus-js) .eus-cap{display:none}
.eus-body{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start}
.eus-table{display:grid;grid-template-columns:auto auto auto;
 grid-template-areas:'top top top' 'left mid right' 'bottom bottom bottom' 'foot foot foot';
 gap:4px 6px;padding:8px;border-radius:12px;background:#1e5a37;color:#fff;
 justify-items:center;align-items:center;font-size:12px;line-height:1.35}
.eus-seat{display:flex;flex-direction:column;align-items:center;gap:2px;padding:2px 4px;
 border:2px dashed transparent;border-radius:8px}
.eus-seat.eus-turn{border:2px solid #ffd54f}
.eus-seat.eus-out{opacity:.5}
.eus-name{font-weight:bold;text-align:center}
.eus-chip{display:inline-block;margin-left:4px;padding:0 5px;border-radius:7px;
 font-size:11px;font-weight:bold;background:#fff;color:#111;white-space:nowrap}
.eus-chip.eus-go{background:#ffd54f}
.eus-hand{display:flex;gap:2px}
.eus-mid{display:grid;grid-template-areas:'. n .' 'w c e' '. s .';gap:2px;
 justify-items:center;align-items:center}
.eus-spot{display:flex;flex-direction:column;align-items:center;font-size:11px}
.eus-foot{grid-area:foot;text-align:center;max-width:100%}
.eus-card{display:block;flex:none;position:relative}
.eus-assumed{opacity:.5}
.eus-notes{flex:1 1 160px;min-width:160px;display:flex;flex-direction:column;gap:6px}
.eus-box{border:1px solid #999;border-radius:8px;padding:6px 8px;font-size:14px;
 line-height:1.4;background:#fff;color:#111}
.eus-box.eus-coachbox{border-color:#1651b8;background:#f3f7ff}
.eus-box p{margin:0 0 4px}
.eus-box .eus-head{font-weight:bold}
.eus-quiet{color:#555}
.eus-label{display:inline-block;padding:0 5px;margin-right:4px;border-radius:6px;
 font-weight:bold;font-size:12px;border:1px solid #333;background:#e0e0e0;color:#111}
.eus-label.eus-bad{background:#ffcdd2}
.eus-label.eus-good{background:#c8e6c9}
@media (max-width:560px){.eus-table{grid-template-columns:auto auto;
 grid-template-areas:'top top' 'left right' 'mid mid' 'bottom bottom' 'foot foot'}
 .eus-notes{min-width:0;flex-basis:100%}}
.eus-paper{display:none}
@media print{.eus-nav{display:none!important}.eus.eus-js .eus-paper{display:block;font-style:italic}
 .eus.eus-js .eus-frame{display:none!important}
 .eus.eus-js .eus-frame[data-print]{display:block!important;break-inside:avoid}
 .eus-table{background:#fff!important;color:#000!important;border:1.5pt solid #000}
 .eus-seat.eus-turn{border-color:#000}}
"""
_STYLE += f".eus-said{{{VISUALLY_HIDDEN}}}\n"  # read at each step, not shown

_JS = """(function(){var r=document.getElementById("%s");
if(!r||r.getAttribute("data-eus-ready"))return;r.setAttribute("data-eus-ready","1");
var fs=r.querySelectorAll(".eus-frame"),n=fs.length,cur=0;
var back=r.querySelector(".eus-back"),fwd=r.querySelector(".eus-fwd");
var cnt=r.querySelector(".eus-count"),jumps=r.querySelectorAll("[data-eus-go]");
var said=r.querySelector(".eus-said");
function text(el){var out="";(function walk(x){if(x.nodeType===3){out+=x.nodeValue;return;}
if(x.nodeType!==1||x.getAttribute("aria-hidden")==="true")return;
for(var c=x.firstChild;c;c=c.nextSibling)walk(c);})(el||document.createTextNode(""));
return out.replace(/\\s+/g," ").trim();}
function go(k,quiet){cur=Math.max(0,Math.min(n-1,k));
for(var i=0;i<n;i++){fs[i].open=true;fs[i].hidden=(i!==cur);
if(i===cur){fs[i].setAttribute("aria-current","step");}else{fs[i].removeAttribute("aria-current");}}
cnt.textContent="step "+cur+" of "+(n-1);
var gone=(cur===0&&document.activeElement===back)?fwd:(cur===n-1&&document.activeElement===fwd)?back:null;
if(gone){gone.disabled=false;gone.focus();}
back.disabled=(cur===0);fwd.disabled=(cur===n-1);
if(!quiet){said.textContent="Step "+cur+" of "+(n-1)+": "+text(fs[cur].querySelector(".eus-cap"))+" "+text(fs[cur].querySelector(".eus-notes"));}
for(var j=0;j<jumps.length;j++){jumps[j].setAttribute("aria-current",
String(+jumps[j].getAttribute("data-eus-go")===cur));}}
back.addEventListener("click",function(){go(cur-1);});
fwd.addEventListener("click",function(){go(cur+1);});
for(var j=0;j<jumps.length;j++){jumps[j].addEventListener("click",function(e){
go(+e.currentTarget.getAttribute("data-eus-go"));});}
r.addEventListener("keydown",function(e){if(e.target.tagName!=="BUTTON")return;
if(e.key==="ArrowLeft"){go(cur-1);}else if(e.key==="ArrowRight"){go(cur+1);}});
r.classList.add("eus-js");r.querySelector(".eus-nav").hidden=false;go(0,true);})();"""


def stepper_id(
    deal: Deal,
    *,
    show: Sequence[bool] | None = None,
    seat_names: Sequence[str] | None = None,
    title: str | None = None,
) -> str:
    """The stepper's HTML id: a hash of the deal (its cards and every action) and of
    how it is shown, so the same call always gives the same id and different deals
    (or one deal shown twice in different ways) get different ones."""
    check_display(deal=deal, title=title)
    show, _ = table_seats(deal.players, show=show, seat_names=seat_names)
    key = repr(
        (
            deal.dealer,
            deal.dealt,
            deal.kitty,
            [str(t) for t in deal.history],
            tuple(bool(s) for s in show),
            tuple(seat_names or ()),
            title,
        )
    )
    return "eus-" + hashlib.sha1(key.encode("utf-8")).hexdigest()[:12]


class _Cards:
    """Card faces drawn once per stepper as SVG symbols; each card on the table is a
    small ``<use>`` of its symbol, with its own spoken name."""

    def __init__(self, prefix: str, width: float) -> None:
        self.prefix = prefix
        self.width = width
        self.symbols: dict[str, str] = {}

    def _symbol(self, key: str, svg: str) -> str:
        sid = f"{self.prefix}-{key}"
        if key not in self.symbols:
            start = svg.index("</title>") + len("</title>")
            view = svg[svg.index('viewBox="') + 9 :]
            view = view[: view.index('"')]
            body = svg[start : svg.rindex("</svg>")]
            self.symbols[key] = f'<symbol id="{sid}" viewBox="{view}">{body}</symbol>'
        return sid

    def card(self, card: Card, trump: Suit | None, *, assumed: bool = False) -> str:
        kind = bower_kind(card, trump) if trump is not None else None
        key = card.code + (kind[0] if kind else "")
        sid = self._symbol(key, card_svg(card, width=100, trump=trump if kind else None))
        name = card.name + (f", {kind} bower" if kind else "")
        extra = ""
        if assumed:
            name += ", assumed: the record does not show it"
            extra = " eus-assumed"
        return self._use(sid, name, extra)

    def back(self) -> str:
        sid = self._symbol("back", card_svg(None, width=100, face_down=True))
        return self._use(sid, "face-down card", "")

    def _use(self, sid: str, name: str, extra: str) -> str:
        w = self.width
        return (
            f'<svg class="eus-card{extra}" role="img" aria-label="{escape(name)}" '
            f'width="{w:g}" height="{round(w * 148 / 108, 1):g}" viewBox="0 0 108 148">'
            f'<use href="#{sid}"/></svg>'
        )

    def defs(self) -> str:
        return (
            '<svg aria-hidden="true" focusable="false" width="0" height="0" '
            'style="position:absolute;overflow:hidden">'
            + "".join(self.symbols[k] for k in sorted(self.symbols))
            + "</svg>"
        )


# Where each seat sits (seat 0, South, at the bottom, then clockwise), by the number of
# players: its area of the table and its spot in the middle.
_AREAS: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top", "top", "right"),
}
_SPOTS: dict[int, tuple[str, ...]] = {
    2: ("s", "n"),
    3: ("s", "w", "e"),
    4: ("s", "w", "n", "e"),
    5: ("s", "w", "nw", "ne", "e"),
}


def _frame_table(
    deal: Deal,
    names: tuple[str, ...],
    show: Sequence[bool],
    cards: _Cards,
    assumed: frozenset[Card],
    step: int,
) -> str:
    trump = deal.trump
    seats: list[str] = []
    areas = _AREAS[deal.players]
    auction = deal.rules.auction
    partner = _partner(deal)
    for seat, area in enumerate(areas):
        chips: list[str] = []
        if seat == deal.dealer:
            chips.append("dealer")
        if auction:
            said = [b.action for b in deal.bids if b.seat == seat]
            if said and seat != deal.maker:
                chips.append(bid_words(said[-1]))
        if seat == deal.maker:
            if auction and deal.high_bid is not None:
                chips.append("shot the moon" if deal.moon else f"high bid: {deal.high_bid}")
            else:
                chips.append("made trump" + (" alone" if deal.maker_alone else ""))
        if seat == partner:
            chips.append("partner")
        if seat == deal.defender_alone:
            chips.append("defends alone")
        out = seat in deal.sitting_out
        if out:
            chips.append("sitting out")
        turn = seat == deal.to_act
        chip_html = "".join(f'<span class="eus-chip">{escape(c)}</span>' for c in chips)
        if turn:
            words = turn_words(deal.phase, deal.legal_actions(), dealer=deal.to_act == deal.dealer)
            chip_html += f'<span class="eus-chip eus-go">{TURN_MARK}{escape(words)}</span>'
        held = deal.hand(seat)
        if show[seat]:
            faces = "".join(cards.card(c, trump, assumed=c in assumed) for c in held)
            label, role = hand_label(names[seat], len(held)), "group"
        else:  # one picture, its backs not read one by one
            faces = "".join(cards.back() for _ in held)
            label = hand_label(names[seat], len(held), face_down=True)
            role = "img"
        classes = "eus-seat" + (" eus-side" if area in ("left", "right") else "")
        classes += (" eus-turn" if turn else "") + (" eus-out" if out else "")
        place = f' style="grid-area:{area}"' if deal.players != 5 or area != "top" else ""
        seats.append(
            f'<div class="{classes}"{place}>'
            f'<div class="eus-name">{escape(names[seat])}{chip_html}</div>'
            f'<div class="eus-hand" role="{role}" aria-label="{escape(label)}">{faces}</div></div>'
        )
    if deal.players == 5:
        # Northwest and Northeast side by side at the top (one above the other when
        # there is no room).
        seats[2:4] = [
            '<div style="grid-area:top;display:flex;flex-wrap:wrap;justify-content:center;'
            f'gap:4px 12px">{seats[2]}{seats[3]}</div>'
        ]
    return (
        f'<div class="eus-table" role="group" aria-label="The table at step {step}">'
        + "".join(seats)
        + _middle(deal, names, cards)
        + _foot(deal, names, assumed, show)
        + "</div>"
    )


def _partner(deal: Deal) -> int | None:
    """Five-handed: the seat that played the called card, once it is played (before
    that, the record's reader learns who holds it only from the hands)."""
    called = deal.called_card
    if called is None or not deal.partner_revealed:
        return None
    return next(
        t.seat for t in deal.history if t.action.kind is ActionKind.PLAY and t.action.card == called
    )


def _high_bid(deal: Deal, names: Sequence[str]) -> str:
    return high_bid_words(
        deal.high_bidder,
        deal.high_bid,
        moon=deal.moon,
        bidding=deal.phase is Phase.AUCTION,
        seat_names=names,
    )


def _middle(deal: Deal, names: tuple[str, ...], cards: _Cards) -> str:
    trump = deal.trump
    spots: list[str] = []
    label = "middle of the table"
    # Five-handed: the three columns keep their width, so that each card lies in
    # front of its seat even before the others have played.
    style = (
        "grid-area:mid;grid-template-areas:'nw . ne' 'w c e' '. s .';"
        f"grid-template-columns:repeat(3,minmax({cards.width + 4:g}px,auto))"
        if deal.players == 5
        else "grid-area:mid"
    )
    if deal.rules.auction and deal.phase in (Phase.AUCTION, Phase.TRUMP):
        lines = [f"{escape(names[b.seat])} {escape(bid_words(b.action))}" for b in deal.bids]
        lines.append(f"<b>{escape(_high_bid(deal, names))}</b>")
        spots.append(
            '<div class="eus-spot" style="grid-area:1 / 1 / 4 / 4;text-align:center;'
            f'font-size:12px">{"<br/>".join(lines)}</div>'
        )
        label = "the bidding"
    elif deal.phase in UPCARD_PHASES and deal.upcard is not None:
        down = deal.phase is Phase.CALL
        word = "turned down" if down else "upcard"
        spots.append(
            f'<div class="eus-spot" style="grid-area:c">{cards.card(deal.upcard, None)}'
            f"<span>{word}</span></div>"
        )
        label = f"the upcard, {deal.upcard.name}" + (", turned down" if down else "")
    else:
        pairs: tuple[tuple[int, Card], ...] = deal.current_trick
        done = False
        if not pairs and deal.tricks:
            last = deal.tricks[-1]
            pairs = tuple(zip(last.seats, last.cards, strict=True))
            done = True
        if pairs and (trump is not None or deal.no_trump):
            if done:
                best = deal.tricks[-1].winner
            else:
                best = pairs[trick_winner([c for _, c in pairs], trump)][0]
            number = len(deal.tricks) + (0 if done else 1)
            for i, (seat, card) in enumerate(pairs):
                marks = []
                if i == 0:
                    marks.append("led")
                if seat == best:
                    marks.append("wins" if done else "winning")
                spots.append(
                    f'<div class="eus-spot" style="grid-area:{_SPOTS[deal.players][seat]}">'
                    f"{cards.card(card, trump)}<span>{escape(', '.join(marks))}&#8203;</span></div>"
                )
            label = f"trick {number}" + (f", won by {names[best]}" if done else "")
    return (
        f'<div class="eus-mid" style="{style}" role="group" aria-label="{escape(label)}">'
        + "".join(spots)
        + "</div>"
    )


def _foot(
    deal: Deal, names: tuple[str, ...], assumed: frozenset[Card], show: Sequence[bool]
) -> str:
    parts: list[str] = []
    trump = deal.trump
    if trump is not None or deal.no_trump:
        maker = "" if deal.maker is None else f", made by {names[deal.maker]}"
        if deal.players == 3 and deal.maker is not None:
            others = next(side for side in deal.sides if deal.maker not in side)
            maker += " against " + " and ".join(names[s] for s in others)
        made = "no trump" if trump is None else f"{trump.symbol} {trump.plural}"
        parts.append(f"Trump: <b>{made}</b>{escape(maker)}")
        scorers = (team_name(0, names), team_name(1, names)) if deal.players == 4 else names
        won = deal.tricks_won
        parts.append(
            "Tricks: "
            + ", ".join(f"{escape(who)} {n}" for who, n in zip(scorers, won, strict=True))
        )
    if deal.rules.auction and deal.phase not in (Phase.AUCTION, Phase.TRUMP):
        parts.append(escape(_high_bid(deal, names)))
    called = deal.called_card
    if called is not None:
        partner = _partner(deal)
        if partner is not None:
            parts.append(f"Partner: {escape(names[partner])}, who played the called {called}")
        elif deal.phase is Phase.OVER:
            parts.append(f"Called card: {called}, never played: it was in the kitty")
        else:
            parts.append(
                f"Called card: {called} (its holder is the partner, secret until it is played)"
            )
    if deal.discard is not None and show[deal.dealer]:
        note = " (assumed)" if deal.discard in assumed else ""
        parts.append(f"Discarded: {deal.discard}{note}")
    held = {c for s in range(deal.players) if show[s] for c in deal.hand(s)}
    if assumed & held:
        parts.append("Faded cards are assumed: the record does not show them.")
    result = deal.result
    if result is not None:
        parts.append(f"<b>{escape(result_words(result, names))}</b>")
    return '<div class="eus-foot">' + "<br/>".join(map(heard_inline, parts)) + "</div>"


def _comment_html(text: str) -> str:
    label, rest = split_label(text)
    if label is None:
        return f"<p>{heard_inline(escape(rest))}</p>"
    tone = " eus-bad" if label.is_criticism else " eus-good"
    return (
        f'<p><span class="eus-label{tone}">{escape(label.value)} {escape(label.meaning)}</span>'
        f"{heard_inline(escape(rest))}</p>"
    )


def _as_shown(turn: Turn, show: Sequence[bool]) -> Turn:
    """``turn`` as the drawing may tell it: a face-down hand's discard is a card
    thrown face down, and a card given for best between two face-down hands is a
    card given, as a view tells another seat's (:meth:`PlayerView.of`)."""
    kind = turn.action.kind
    if kind is ActionKind.DISCARD and not show[turn.seat]:
        return Turn(turn.seat, HIDDEN_DISCARD)
    if kind is ActionKind.GIVE and not (show[turn.seat] or show[(turn.seat + 2) % 4]):
        return Turn(turn.seat, HIDDEN_GIVE)
    return turn


def _box(title: str, texts: Sequence[str], css: str, what: str) -> str:
    if texts:
        body = "".join(_comment_html(t) for t in texts)
    else:
        body = f'<p class="eus-quiet">No comment on this {what}.</p>'
    return f'<div class="eus-box{css}"><p class="eus-head">{escape(title)}</p>{body}</div>'


def stepper_html(
    deal: Deal,
    *,
    annotations: Annotations | None = None,
    coach: Annotations | None = None,
    seat_names: Sequence[str] | None = None,
    show: Sequence[bool] | None = None,
    title: str | None = None,
    width: float = 44,
    assumed: Iterable[Card] = (),
    annotator: str = "Annotator",
    start: str | None = None,
) -> str:
    """The deal, one step per action, with Back / Forward buttons, a row to jump to
    the end of any trick, a step counter, and beside each step the comments on that
    exact action: ``annotations`` (the record's, in a box titled ``annotator``) and
    ``coach`` (a box titled "Coach", left out when ``coach`` is ``None``).

    The table has a place per player: two-handed South and North, cutthroat South,
    West and East, five-handed Northwest and Northeast side by side at the top. In Bid
    Euchre the middle shows the auction bid by bid until trump is named; in
    five-handed the foot names the called card, and its holder once it is played.
    ``show`` has a flag per seat (``None``: every hand face up); a
    false one hides that seat's cards (face down); ``assumed`` are cards the record does
    not show (:attr:`Record.deal_notes`), drawn faded and named "assumed". ``width``
    is a card's width in pixels. ``start`` is a comment for step 0, before anyone
    acts (in the annotator's box). The HTML needs no stylesheet or file; its ids start
    with :func:`stepper_id`, so several steppers can share a page.

    >>> from euchre import Deal
    >>> html = stepper_html(Deal.shuffled(seed=1, dealer=0))
    >>> html.count('class="eus-frame"')
    1
    """
    check_display(deal=deal, annotations=annotations, coach=coach, title=title, width=width, assumed=assumed, annotator=annotator)  # fmt: skip
    show, names = table_seats(deal.players, show=show, seat_names=seat_names)
    root = stepper_id(deal, show=show, seat_names=seat_names, title=title)
    human = annotation_steps(deal, annotations)
    if start is not None:
        if not isinstance(start, str):
            raise EuchreError(f"start={start!r} is not a comment: give a text, or None.")
        human = {0: [start], **human}
    coached = annotation_steps(deal, coach) if coach is not None else {}
    extra = frozenset(assumed)
    cards = _Cards(root, width)
    history = deal.history
    total = len(history)
    called = call_steps(deal)
    calls = set(called)
    # The call that made trump, if one did (a deal thrown in has none).
    made = called[-1] if called and history[called[-1] - 1].action.makes_trump else None
    state = deal.restart()
    frames: list[str] = []
    trick_ends: list[int] = []
    for step in range(total + 1):
        if step == 0:
            caption = f"The deal: {names[deal.dealer]} deals and turns up the {deal.upcard}."
            if deal.upcard is None:
                caption = f"The deal: {names[deal.dealer]} deals {deal.hand_size} cards each."
            what = "step"
        else:
            turn = history[step - 1]
            caption = action_words(state, _as_shown(turn, show), names)
            before_tricks = len(state.tricks)
            state.apply(turn.action)
            if len(state.tricks) > before_tricks:
                trick_ends.append(step)
            what = (
                "call"
                if step in calls
                else "card"
                if turn.action.kind is ActionKind.PLAY
                else "action"
            )
        mine = human.get(step, [])
        theirs = coached.get(step, [])
        flag = ""
        if mine or theirs:
            flag = " (commented)"
        boxes = _box(annotator, mine, "", what)
        if coach is not None:
            boxes += _box("Coach", theirs, " eus-coachbox", what)
        table = _frame_table(state, names, show, cards, extra, step)
        # On paper, where no button works: the start, the call that made trump, each
        # step the coach comments on, and the end of each trick.
        printed = step in (0, made) or bool(theirs) or trick_ends[-1:] == [step]
        said = heard_inline(escape(caption))
        frames.append(
            f'<details class="eus-frame" id="{root}-s{step}" data-step="{step}"'
            f"{' data-print' if printed else ''}{' open' if step == 0 else ''}>"
            f"<summary>Step {step} of {total}: {said}{flag}</summary>"
            f'<p class="eus-cap">{said}</p>'
            f'<div class="eus-body">{table}<div class="eus-notes">{boxes}</div></div>'
            "</details>"
        )
    jumps = ['<button type="button" data-eus-go="0" aria-label="Jump to the start">Start</button>']
    for number, end in enumerate(trick_ends, 1):
        jumps.append(
            f'<button type="button" data-eus-go="{end}" '
            f'aria-label="Jump to the end of trick {number}">Trick {number}</button>'
        )
    nav = (
        '<div class="eus-nav" hidden>'
        '<button type="button" class="eus-back" aria-label="Back one step">◀ Back</button>'
        '<button type="button" class="eus-fwd" aria-label="Forward one step">Forward ▶</button>'
        f'<span class="eus-count">step 0 of {total}</span>'
        # read out at each step: its number, what happened and the comments on it
        '<span class="eus-said" aria-live="polite"></span>'
        f'<div class="eus-jump" role="group" aria-label="Jump to">Jump to: {"".join(jumps)}</div>'
        "</div>"
    )
    # West and East lay their cards in rows of three, side by side: about as wide as a
    # fan of five, and no card hides another's corner or its bower's marker.
    rows = round(width * 3 + 4, 1)
    side = (
        f"#{root} .eus-side .eus-hand{{flex-wrap:wrap;justify-content:center;max-width:{rows:g}px}}"
        f"#{root} .eus-side .eus-name{{max-width:{rows + 16:g}px}}"
    )
    heading = f'<p class="eus-title">{escape(title)}</p>' if title else ""
    hint = (
        '<p class="eus-nojs">Each step below opens to show the table after that action, '
        "with the comments on it.</p>"
        '<p class="eus-paper">On paper: the deal, the call that made trump, '
        + ("the steps the coach comments on " if coached else "")
        + "and the end of each trick. On screen, step through every action with its "
        "comments.</p>"
    )
    return (
        f'<div class="eus" id="{root}"><style>{_STYLE}{side}</style>{cards.defs()}{heading}{nav}'
        f'{hint}<div class="eus-frames">{"".join(frames)}</div></div>'
        f"<script>{_JS % root}</script>"
    )


# ------------------------------------------------------------- comments as a table


def comments_html(
    deal: Deal,
    *,
    annotations: Annotations | None = None,
    coach: Annotations | None = None,
    seat_names: Sequence[str] | None = None,
    annotator: str = "Annotator",
) -> str:
    """A table of every commented step: the step, the action in words, the record's
    comments and (when ``coach`` is given) the coach's, side by side (on a narrow
    screen the book shows each row as labelled lines: ``table_html(..., stack=True)``).
    Two comments on one step are separated by a line break, which the book's style
    sheet shows as one."""
    check_display(deal=deal, annotations=annotations, coach=coach, annotator=annotator)  # fmt: skip
    _, names = table_seats(deal.players, seat_names=seat_names)
    human = annotation_steps(deal, annotations)
    coached = annotation_steps(deal, coach) if coach is not None else {}
    rows: list[list[str]] = []
    for step in sorted(set(human) | set(coached)):
        before = deal.at(step - 1)
        row = [
            str(step),
            action_words(before, deal.history[step - 1], names),
            _plain(human.get(step, [])),
        ]
        if coach is not None:
            row.append(_plain(coached.get(step, [])))
        rows.append(row)
    header = ["step", "action", annotator] + (["coach"] if coach is not None else [])
    named = "Every comment on the deal, step by step" + (
        ", with the coach's" if coach is not None else ""
    )
    return table_html(rows, header=header, stack=True, caption=named)


def _plain(texts: Sequence[str]) -> str:
    out = []
    for text in texts:
        label, rest = split_label(text)
        out.append(f"{label.value} {label.meaning}: {rest}" if label else rest)
    return "\n".join(out) if out else "—"


# -------------------------------------------------------------- alternative lines


def alternative_notes(
    deal: Deal,
    lines: Sequence[Mapping[str, Any]] | None,
    *,
    seat_names: Sequence[str] | None = None,
) -> Annotations:
    """The record's alternative lines for ``deal`` (EGN ``alternativeLines``) as
    comments on the step where each line leaves the game: what the line does there,
    the comments written on it, and how it ends when the engine can replay it.

    EGN's ``branchIndex`` counts decisions, the calls first and then the cards (the
    discard is not counted). A line's calls and cards start at its branch (a line
    that changes the bidding plays the whole deal), and its comments are keyed by
    the line's own calls and cards.
    """
    check_display(deal=deal, lines=lines)
    _, names = table_seats(deal.players, seat_names=seat_names)
    notes = Annotations()
    calls = call_steps(deal)
    plays = play_steps(deal)
    for line in lines or ():
        branch = line.get("branchIndex")
        if not isinstance(branch, int) or isinstance(branch, bool) or branch < 0:
            continue
        phases = [p for p in line.get("phases", ()) if isinstance(p, Mapping)]
        bidding = next((p for p in phases if p.get("type") == "EUCHRE_BIDDING"), None)
        play = next((p for p in phases if p.get("type") == "TRICK_PLAY"), None)
        if branch < len(calls):
            if bidding is None:
                continue
            text = _line_text(deal.at(calls[branch] - 1), bidding, play, names)
            notes.add_call(branch, text)
        elif branch - len(calls) < len(plays):
            index = branch - len(calls)
            text = _line_text(deal.at(plays[index] - 1), None, play, names)
            notes.add_play(index, text)
    return notes


def _line_text(
    state: Deal,
    bidding: Mapping[str, Any] | None,
    play: Mapping[str, Any] | None,
    names: tuple[str, ...],
) -> str:
    """An alternative line from ``state`` in words."""
    from .egn.fields import parse_card

    def keyed(phase: Mapping[str, Any] | None, key: str) -> dict[int, list[str]]:
        out: dict[int, list[str]] = {}
        raw = phase.get(key) if phase is not None else None
        if isinstance(raw, Mapping):
            for k, texts in raw.items():
                if str(k).isdigit() and isinstance(texts, list):
                    out[int(k)] = [str(t) for t in texts]
        return out

    call_notes = keyed(bidding, "callAnnotations")
    play_notes = keyed(play, "playAnnotations")
    said: list[str] = []
    unplaced: list[str] = []
    complete = False
    try:
        if bidding is not None:
            alone = bool(bidding.get("isAlone"))
            for i, text in enumerate(bidding.get("calls", ())):
                action = _egn_call(str(text), alone, state)
                said.append(action_words(state, Turn(_seat(state), action), names))
                said.extend(f"“{c}”" for c in call_notes.pop(i, []))
                state.apply(action)
            if state.phase is Phase.DISCARD:
                discard = bidding.get("discard")
                if not isinstance(discard, str):
                    raise ValueError("no discard")
                state.apply(Action.discard(parse_card(discard, state.trump)))
        while state.phase is Phase.DEFEND:
            state.apply(Action.pass_())
        cards = [str(c) for trick in (play or {}).get("tricks", ()) for c in trick]
        for j, text in enumerate(cards):
            card = parse_card(text, state.trump)
            turn = Turn(_seat(state), Action.play(card))
            words = action_words(state, turn, names)
            if bidding is None and j == 0:
                said.append(words[:-1] + " instead.")
            if j in play_notes:
                if j or bidding is not None:
                    said.append("Then " + words)
                said.extend(f"“{c}”" for c in play_notes.pop(j))
            state.apply(turn.action)
        complete = True
    except (IllegalActionError, ValueError, IndexError):
        pass
    for texts in list(call_notes.values()) + list(play_notes.values()):
        unplaced.extend(f"“{c}”" for c in texts)
    result = state.result if complete else None
    if result is not None and result.maker is not None:
        verdict = "a march" if result.march else "euchred" if result.euchred else "made"
        tricks = result.maker_tricks
        said.append(f"Played out, the makers take {tricks} trick{'s' * (tricks != 1)}: {verdict}.")
    elif play is not None:
        said.append("(Our engine could not play this line out from what the record shows.)")
    return "Another line, from the record: " + " ".join(said + unplaced)


def _seat(state: Deal) -> int:
    if state.to_act is None:
        raise ValueError("The deal is over: nobody is to act.")
    return state.to_act


def _egn_call(text: str, alone: bool, state: Deal) -> Action:
    """An EGN call (``"Pass"``, ``"Order"``, a suit letter) as the engine's action."""
    word = text.strip().lower()
    if word == "pass":
        return Action.pass_()
    if state.phase is Phase.ORDER:
        return Action.order(alone)
    return Action.call(word, alone)
