"""The HTML/SVG drawings: valid XML, spoken names, colour never the only cue, hidden
hands kept hidden, deterministic output."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from euchre import Card, Deal, Phase, Rules, Suit, cards
from euchre.cards import STANDARD_DECK
from euchre.render import (
    FOUR_COLOURS,
    TURN_MARK,
    card_svg,
    deal_html,
    hand_html,
    table_html,
    trick_html,
    trick_text,
    view_html,
)

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def texts(root: ET.Element) -> list[str]:
    return ["".join(el.itertext()) for el in root.iter(f"{SVG}text")]


def ink(root: ET.Element) -> set[str]:
    """The fill of the card's rank and suit symbols."""
    return {el.attrib["fill"] for el in root.iter(f"{SVG}g") if "fill" in el.attrib}


def play_until(deal: Deal, moves: int) -> Deal:
    """Apply ``moves`` actions, always taking the last legal one (ends up ordering up
    alone or not, discarding, and playing)."""
    for _ in range(moves):
        if deal.is_over:
            break
        actions = deal.legal_actions()
        # Pass in the first round, then order; in play take the last legal card.
        deal.apply(actions[1] if deal.phase is Phase.ORDER else actions[-1])
    return deal


# ------------------------------------------------------------------------- cards


@pytest.mark.parametrize("card", STANDARD_DECK, ids=lambda c: c.code)
def test_every_card_is_an_image_with_its_name(card: Card) -> None:
    root = parse(card_svg(card))
    assert root.tag == f"{SVG}svg"
    assert root.attrib["role"] == "img"
    assert root.attrib["aria-label"] == card.name
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == card.name
    written = texts(root)
    assert card.rank.label in written
    assert any(card.suit.symbol in t for t in written)


def test_red_and_black_cards_differ_in_colour() -> None:
    red, black = ink(parse(card_svg(Card("JD")))), ink(parse(card_svg(Card("JS"))))
    assert len(red) == len(black) == 1
    assert red != black
    assert ink(parse(card_svg(Card("9H")))) == red
    assert ink(parse(card_svg(Card("9C")))) == black


def test_four_colour_deck_has_four_colours() -> None:
    fills = [ink(parse(card_svg(Card(12, suit), four_colour=True))) for suit in Suit]
    assert all(len(f) == 1 for f in fills)
    assert len(set().union(*fills)) == 4
    assert fills[Suit.CLUBS] == {FOUR_COLOURS[Suit.CLUBS]}


def test_suits_differ_by_symbol_not_only_colour() -> None:
    symbols = {t for suit in Suit for t in texts(parse(card_svg(Card(9, suit)))) if t != "9"}
    assert len(symbols) == 4


@pytest.mark.parametrize("mark", ["trump", "left bower", "legal", "wins"])
def test_highlight_has_a_text_badge_and_a_class(mark: str) -> None:
    plain = parse(card_svg(Card("JD")))
    root = parse(card_svg(Card("JD"), highlight=mark))
    assert mark in texts(root)
    assert mark not in texts(plain)
    assert f"euchre-{mark.replace(' ', '-')}" in root.attrib["class"].split()
    assert mark in root.attrib["aria-label"]
    assert float(root.attrib["height"]) > float(plain.attrib["height"])


def test_bower_marker_with_trump() -> None:
    root = parse(card_svg(Card("JD"), trump=Suit.HEARTS))
    assert root.attrib["aria-label"] == "jack of diamonds, left bower"
    assert any(t.startswith("left") for t in texts(root))
    right = parse(card_svg(Card("JH"), trump=Suit.HEARTS))
    assert right.attrib["aria-label"] == "jack of hearts, right bower"
    assert parse(card_svg(Card("JC"), trump=Suit.HEARTS)).attrib["aria-label"] == "jack of clubs"


def test_words_on_a_card_read_at_9_px() -> None:
    """A bower's marker and a badge ("wins", "upcard") on a card of the default 60 px
    are drawn at 9 px or more; a long badge is squeezed to the card's width."""
    for svg in (card_svg(Card("JD"), trump=Suit.HEARTS), card_svg(Card("9C"), highlight="wins")):
        root = parse(svg)
        scale = float(root.attrib["width"]) / float(root.attrib["viewBox"].split()[2])
        words = [el for el in root.iter(f"{SVG}text") if len("".join(el.itertext())) > 2]
        assert words and all(float(el.attrib["font-size"]) * scale >= 9 for el in words)
    long = parse(card_svg(Card("9C"), highlight="turned down"))
    badge = [el for el in long.iter(f"{SVG}text") if "".join(el.itertext()) == "turned down"]
    assert badge[0].attrib["textLength"] == "94"


@pytest.mark.parametrize("width", [44, 52])
def test_badges_on_the_books_small_cards_read_at_9_px(width: int) -> None:
    """A table's cards (44 px) and a trick's (52 px) grow their badges' words to 9 px,
    and a word that would then overflow the card is squeezed to its width."""
    for mark in ("upcard", "wins", "turned down", "discarded"):
        root = parse(card_svg(Card("9C"), highlight=mark, width=width))
        scale = float(root.attrib["width"]) / float(root.attrib["viewBox"].split()[2])
        badge = [el for el in root.iter(f"{SVG}text") if "".join(el.itertext()) == mark]
        size = float(badge[0].attrib["font-size"])
        assert size * scale >= 8.95, (mark, size * scale)
        if len(mark) * 0.6 * size > 94:
            assert badge[0].attrib["textLength"] == "94"


def test_face_down_card_shows_nothing_of_the_card() -> None:
    for card in STANDARD_DECK:
        svg = card_svg(card, face_down=True)
        root = parse(svg)
        assert root.attrib["aria-label"] == "face-down card"
        assert texts(root) == []
        assert card.name not in svg
    assert card_svg(None, face_down=True) == card_svg(Card("AS"), face_down=True)


def test_label_and_width() -> None:
    root = parse(card_svg(Card("AS"), width=100, label="the boss"))
    assert root.attrib["aria-label"] == "the boss"
    assert float(root.attrib["width"]) == pytest.approx(108)


# ------------------------------------------------------------------ hands, tricks


def test_hand_annotations() -> None:
    hand = [Card("JH"), Card("JD"), Card("AH"), Card("9C")]
    html = hand_html(hand, trump=Suit.HEARTS, annotate=True)
    assert "right bower" in html and "left bower" in html
    assert "♣ clubs" in html
    assert html.count("♥ trump") == 3
    assert "bower" not in hand_html(hand)


def test_small_cards_write_the_bower_under_the_card() -> None:
    """The marker on a 36-pixel card would be about 4 px high: the hand writes "right"
    and "left" under the bowers in the captions' 11 px type, and leaves the marker off."""
    hand = [Card("JH"), Card("JD"), Card("AH"), Card("JC")]
    captions = ['<div style="font:11px', ">right</div>", ">left</div>"]
    small = hand_html(hand, trump=Suit.HEARTS, width=36)
    assert all(piece in small for piece in captions)
    assert small.count('<div style="font:11px') == 2  # the bowers only, not A♥ or J♣
    assert ">right " not in small and ">left " not in small  # the markers' "right ♥"
    assert "jack of diamonds, left bower" in small  # still said to a screen reader
    large = hand_html(hand, trump=Suit.HEARTS, width=60)
    assert ">right " in large and ">left " in large
    assert ">right</div>" not in large
    # A fanned hand would cover a caption: it keeps the marker.
    fanned = hand_html(hand, trump=Suit.HEARTS, width=36, overlap=True)
    assert ">left " in fanned and ">left</div>" not in fanned
    # Nor does the fan lay a card over a bower's marker: the cards after J♥ and J♦
    # lie beside them; A♥'s neighbour J♣ (no bower with hearts) is laid over it.
    assert fanned.count("margin-left:-") == 1
    assert hand_html(hand, width=36, overlap=True).count("margin-left:-") == 3


def test_a_screen_reader_hears_each_card_once_with_its_captions() -> None:
    """A hand's group says whose hand it is and how many cards, not the cards (each
    card then says its own name); a card's captions are in its name, in words, and are
    not read a second time; a face-down hand is one picture, its backs not read."""
    hand = [Card("JD"), Card("AH"), Card("9C")]
    root = ET.fromstring(hand_html(hand, trump=Suit.HEARTS, annotate=True))
    assert (root.attrib["role"], root.attrib["aria-label"]) == ("group", "hand, 3 cards")
    assert [svg.attrib["aria-label"] for svg in root.iter(f"{SVG}svg")] == [
        "jack of diamonds, left bower, hearts trump",
        "ace of hearts, hearts trump",
        "nine of clubs",
    ]
    captions = [div for div in root.iter("div") if div.text in ("left bower", "♥ trump", "♣ clubs")]
    assert len(captions) == 4
    assert all(div.attrib.get("aria-hidden") == "true" for div in captions)
    backs = ET.fromstring(hand_html(hand, face_down=True))
    assert (backs.attrib["role"], backs.attrib["aria-label"]) == ("img", "3 face-down cards")
    deal = Deal.shuffled(seed=3, dealer=3)
    seen = ET.fromstring(view_html(deal.view(0)))
    labels = [
        el.attrib.get("aria-label")
        for el in seen.iter()
        if "euchre-hand" in el.attrib.get("class", "")
    ]
    assert "South's hand, 5 cards" in labels
    assert {
        "West: 5 face-down cards",
        "North: 5 face-down cards",
        "East: 5 face-down cards",
    } <= set(labels)


def test_a_trick_is_one_picture_read_once() -> None:
    """A trick's label names who played which card and which wins; it is one picture,
    so its seats, cards and badges are not read a second time."""
    root = ET.fromstring(trick_html([(1, Card("9S")), (2, Card("JS"))], trump=Suit.SPADES))
    assert root.attrib["role"] == "img"
    assert root.attrib["aria-label"] == (
        "trick: West nine of spades, North jack of spades (right bower) (winning)"
    )


def test_the_turn_marker_is_not_read_out() -> None:
    """ "▶ to bid" is read "to bid": the triangle is for the eye."""
    for drawn in (
        view_html(Deal.shuffled(seed=3, dealer=3).view(0)),
        deal_html(Deal.shuffled(seed=3)),
    ):
        assert drawn.count("▶") == drawn.count(TURN_MARK) == 1


def test_hand_legal_marks() -> None:
    hand = [Card("JH"), Card("9C"), Card("TS")]
    html = hand_html(hand, legal=[Card("9C")])
    assert html.count(">legal</text>") == 1
    assert "jack of hearts" in html


def test_face_down_hand_is_only_a_count() -> None:
    hand = [Card("JH"), Card("9C"), Card("TS")]
    html = hand_html(hand, face_down=True)
    assert html.count('aria-label="face-down card"') == 3
    assert "3 face-down cards" in html
    for card in hand:
        assert card.name not in html
        assert str(card) not in html


def test_trick_marks_the_winner() -> None:
    deal = play_until(Deal.shuffled(seed=11), 12)
    trick = deal.tricks[0]
    html = trick_html(trick, trump=deal.trump)
    ET.fromstring(html)
    assert html.count(">wins</text>") == 1
    for name in ("South", "West", "North", "East"):
        assert name in html
    assert f"{trick.winning_card.name}, " in html
    pairs = [(0, Card("9C")), (1, Card("AC")), (2, Card("JD"))]
    assert trick_text(pairs, trump=Suit.HEARTS) == "South 9♣, West A♣, North J♦ (winning)"
    assert ">winning</text>" in trick_html(pairs, trump=Suit.HEARTS)
    assert "winning" not in trick_html(pairs)


def test_a_trick_given_as_pairs_wins_once_every_seat_has_played() -> None:
    # The play chapter's made-up tricks are pairs, not a Trick: complete, they read
    # like a finished trick ("wins"), not one still being played ("winning").
    full = [(1, Card("AD")), (2, Card("QD")), (3, Card("KD")), (0, Card("9H"))]
    assert trick_text(full, trump=Suit.HEARTS) == "West A♦, North Q♦, East K♦, South 9♥ (wins)"
    html = trick_html(full, trump=Suit.HEARTS)
    assert html.count(">wins</text>") == 1 and "winning" not in html
    # At a table of two every seat has played after two cards.
    two = [(0, Card("9C")), (1, Card("AC"))]
    assert trick_text(two, trump=Suit.HEARTS, players=2).endswith("(wins)")
    assert trick_text(two, trump=Suit.HEARTS).endswith("(winning)")


# ------------------------------------------------------------------------- deals


def hidden_cards_absent(html: str, deal: Deal, show: tuple[bool, ...]) -> None:
    public = {deal.upcard} if deal.dealer_picked_up or deal.phase is Phase.ORDER else set()
    for seat in range(4):
        if show[seat]:
            continue
        for card in set(deal.hand(seat)) - public:
            assert card.name not in html, (seat, card)
            assert str(card) not in html, (seat, card)
    if not show[deal.dealer] and deal.discard is not None:
        assert deal.discard.name not in html
        assert str(deal.discard) not in html


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("moves", [0, 3, 6, 12, 40])
def test_deal_hides_hidden_hands(seed: int, moves: int) -> None:
    deal = play_until(Deal.shuffled(seed=seed, dealer=seed % 4), moves)
    for show in [(True, False, False, False), (False, True, False, True), (False,) * 4]:
        html = deal_html(deal, show=show)
        hidden_cards_absent(html, deal, show)
        backs = sum(len(deal.hand(s)) for s in range(4) if not show[s])
        assert html.count('aria-label="face-down card"') == backs
        for seat in range(4):
            if show[seat]:
                for card in deal.hand(seat):
                    assert card.name in html


def test_deal_shows_the_upcard_dealer_and_turn() -> None:
    deal = Deal.shuffled(seed=4, dealer=2)
    html = deal_html(deal, show=(False,) * 4)
    assert f'aria-label="{deal.upcard.name}, upcard"' in html
    assert f"Upcard: {deal.upcard}" in html
    assert "dealer" in html
    assert ">West<" in html and "(seat 1)" not in html  # names, not numbers
    assert "East to pass or order up the upcard." in html
    for _ in range(4):
        deal.apply("pass")
    html = deal_html(deal)
    assert "turned down" in html


def test_a_trump_to_try_is_not_told_as_made() -> None:
    """The deal table's trump menu draws the cards as if a suit were trump while the
    deal is still in the bidding: the panel must not say that suit was made."""
    deal = Deal.shuffled(seed=4, dealer=2)
    html = deal_html(deal, trump=Suit.HEARTS)
    assert "Trump: not yet made (drawn as if ♥ hearts were trump)" in html
    assert "Trump: <b>" not in html
    deal.apply("order")
    made = deal.trump
    assert made is not None
    assert f"Trump: <b>{made.symbol} {made.plural}</b>" in deal_html(deal, trump=made)


def centre_cards(html: str) -> list[str]:
    """The spoken names of the cards drawn in the middle of the table."""
    root = ET.fromstring(html)
    (centre,) = [el for el in root.iter() if el.attrib.get("aria-label") == "middle of the table"]
    return [el.attrib["aria-label"] for el in centre.iter(f"{SVG}svg")]


def test_a_joker_upcard_is_drawn_in_the_middle_like_any_upcard() -> None:
    """With the joker turned up the dealer first names its suit (``Phase.NAME``): the
    joker lies face up on the kitty all the while and is drawn there, in the full
    table and in every seat's view, before and after the dealer names its suit."""
    rules = Rules.railroad()
    deal = next(
        d
        for d in (Deal.shuffled(seed=s, dealer=3, rules=rules) for s in range(1, 200))
        if d.upcard.is_joker
    )
    assert deal.phase is Phase.NAME
    drawn = ["joker, the highest trump, upcard"]
    assert centre_cards(deal_html(deal, width=44)) == drawn
    assert "Upcard: 🃏" in deal_html(deal)
    for seat in range(4):
        assert centre_cards(view_html(deal.view(seat))) == drawn
    deal.apply("name H")
    assert deal.phase is Phase.ORDER
    assert centre_cards(deal_html(deal)) == drawn


def test_the_upcard_stays_drawn_while_a_player_goes_under() -> None:
    """Going under: the player buries three cards under the upcard, which stays face
    up on the kitty (``Phase.UNDER``)."""
    deal = next(
        d
        for d in (
            Deal.shuffled(seed=s, dealer=0, rules=Rules(go_under=True)) for s in range(1, 200)
        )
        if "go under" in [str(a) for a in d.legal_actions()]
    )
    deal.apply("go under")
    assert deal.phase is Phase.UNDER
    assert centre_cards(deal_html(deal)) == [f"{deal.upcard.name}, upcard"]


@pytest.mark.parametrize("moves", [0, 2, 9, 40])
def test_deal_html_is_well_formed_and_compact(moves: int) -> None:
    deal = play_until(Deal.shuffled(seed=21, dealer=1), moves)
    html = deal_html(deal, four_colour=True, annotate=True)
    root = ET.fromstring(html)
    assert root.attrib["class"] == "euchre-table"
    assert len(html.encode()) < 40_000
    for s in range(4):
        assert len(ET.fromstring(deal_html(deal, bottom=s))) == 8


def test_finished_deal_shows_result_and_score() -> None:
    deal = play_until(Deal.shuffled(seed=8, dealer=0, score=(3, 7)), 60)
    assert deal.is_over
    html = deal_html(deal)
    result = deal.result
    assert result is not None
    if not result.thrown_in:
        assert "makers took" in html
    assert ">3</td>" in html and ">7</td>" in html


def test_output_is_deterministic() -> None:
    a = play_until(Deal.shuffled(seed=5, dealer=3), 9)
    b = play_until(Deal.shuffled(seed=5, dealer=3), 9)
    assert deal_html(a) == deal_html(a) == deal_html(b)
    assert view_html(a.view(1)) == view_html(b.view(1))
    assert card_svg(Card("TD"), highlight="legal") == card_svg(Card("TD"), highlight="legal")


def test_seat_names_are_escaped() -> None:
    deal = play_until(Deal.shuffled(seed=2), 9)
    nasty = ['<script>alert("x")</script>', "A & B", "O'Neil", "<i>"]
    html = deal_html(deal, seat_names=nasty)
    assert "<script>" not in html and "<i>" not in html
    assert "&lt;script&gt;" in html
    assert "A &amp; B" in html
    ET.fromstring(html)
    ET.fromstring(trick_html(deal.tricks[0], seat_names=nasty))
    with pytest.raises(ValueError, match="4 names"):
        deal_html(deal, seat_names=["a", "b"])


@pytest.mark.parametrize("moves", [0, 1, 2, 7, 14])
def test_view_shows_own_hand_only(moves: int) -> None:
    deal = play_until(Deal.shuffled(seed=13, dealer=0), moves)
    for seat in range(4):
        view = deal.view(seat)
        html = view_html(view)
        ET.fromstring(html)
        for card in view.hand:
            assert card.name in html
        show = tuple(s == seat for s in range(4))
        hidden_cards_absent(html, deal, show)
        backs = sum(len(deal.hand(s)) for s in range(4) if s != seat)
        assert html.count('aria-label="face-down card"') == backs
        assert "you" in html


def test_loner_partner_sits_out() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"],
        kitty="TH 9H JC JS",
    )
    deal.apply("order alone")
    deal.apply("discard 9D")
    html = deal_html(deal, show=(True, False, False, False))
    assert "sitting out" in html and "made trump alone" in html
    assert "picked up by East" in html
    assert "Discarded" not in html
    assert "Discarded: 9♦" in deal_html(deal)
    view = view_html(deal.view(1))
    assert view.count('aria-label="face-down card"') == 15
    assert "right bower" in html and "left bower" in html


def test_rows_wrap_and_tables_pad_their_cells() -> None:
    """On a phone a row of cards goes onto a second line, and table columns never run
    together ("seat 010♣")."""
    html = hand_html(cards("9C TC JC QC KC AC"))
    assert "flex-wrap:wrap" in html and "max-width:100%" in html
    table = table_html([["seat 0", "10♣"]], header=["to", "card"])
    assert table.count("padding:.25em") == 4  # every cell, header included
    # A screen reader hears a cell's card in words (the eye sees 10♣).
    assert ">ten of clubs</span>" in table and '<span aria-hidden="true">10♣</span>' in table
    assert "overflow-x:auto" in table


def _west_to_play() -> Deal:
    """A deal in which West (a side seat, drawn fanned) is the first to play."""
    deal = Deal.new(
        dealer=0,
        hands=["9C TC QC KC AC", "AD 9H TH QH KH", "JD QD QS KS AS", "9D TD KD JH AH"],
        kitty="9S JC JS TS",
    )
    for action in ["pass"] * 4 + ["call H"]:
        deal.apply(action)
    assert deal.to_act == 1
    return deal


def test_a_side_hand_with_legal_badges_is_not_fanned() -> None:
    """A fan covers each card's badge: West, to play, lies in a wrapping row with all
    five legal badges, while East (no badges) keeps its fan."""
    html = deal_html(_west_to_play(), width=40)
    west = html[html.index('aria-label="West&#x27;s hand') :]
    west = west[: west.index('aria-label="East&#x27;s hand')]
    east = html[html.index('aria-label="East&#x27;s hand') :]
    east = east[: east.index('aria-label="South&#x27;s hand')]
    assert west.count(">legal</text>") == 5
    assert "margin-left:-" not in west and "gap:4px" in west
    # East keeps its fan, but its A♥ lies beside the right bower J♥, not over its marker.
    assert east.count("margin-left:-20px") == 3
    # The same hand without badges still fans; a fanned row of backs is unchanged.
    hand = cards("AD 9H TH QH KH")
    assert hand_html(hand, overlap=True).count("margin-left:-") == 4
    assert hand_html(hand, overlap=True, legal=hand).count("margin-left:-") == 0
    assert hand_html(hand, overlap=True, face_down=True).count("margin-left:-") == 4


def test_a_stacked_table_labels_every_cell_with_its_heading() -> None:
    """For the book's narrow-screen layout: each cell carries its column's heading."""
    html = table_html(
        [["5", "West passes", "Too weak."]], header=["step", "action", "why"], stack=True
    )
    root = ET.fromstring(html)
    table = root.find("table")
    assert table is not None and table.attrib["class"] == "euchre-data euchre-stack"
    labels = [td.attrib.get("data-label") for td in root.iter("td")]
    assert labels == ["step", "action", "why"]
    assert all("data-label" not in th.attrib for th in root.iter("th"))
    plain = table_html([["5", "x"]], header=["step", "action"])
    assert "data-label" not in plain and "euchre-stack" not in plain
    from euchre.errors import EuchreError

    with pytest.raises(EuchreError, match="without a header"):
        table_html([["5"]], stack=True)
    with pytest.raises(EuchreError, match="True or False"):
        table_html([["5"]], header=["step"], stack="yes")  # type: ignore[arg-type]


def test_a_finished_deal_shows_the_score_it_left() -> None:
    """At the end of a deal the score column showed the score before it, beside a
    result saying a team had just scored."""
    import re

    from euchre.bots import RuleBot

    deal = Deal.shuffled(seed=4, dealer=1, score=(3, 5))
    bot = RuleBot()
    while not deal.is_over:
        deal.apply(bot.act(deal.view(deal.to_act)))
    result = deal.result
    assert result is not None and any(result.points)
    cells = re.findall(
        r"<tr[^>]*><td[^>]*>([^<]*)</td><td[^>]*>\d+</td><td[^>]*>(-?\d+)</td>", deal_html(deal)
    )
    assert [int(score) for _, score in cells] == [3 + result.points[0], 5 + result.points[1]]


def test_a_bower_upcard_is_marked_when_the_table_is_drawn_as_if_a_suit_were_trump() -> None:
    """The deal table draws a deal as if a suit were trump: the bowers in the hands
    carried their marker and the upcard J♦ under hearts did not."""
    deal = Deal.shuffled(seed=2, dealer=0)
    assert deal.upcard == Card("JD")
    html = deal_html(deal, trump=Suit.HEARTS, annotate=True)
    assert 'aria-label="jack of diamonds, left bower, upcard"' in html
    assert 'aria-label="jack of diamonds, upcard"' in deal_html(deal)  # no trump: no marker
