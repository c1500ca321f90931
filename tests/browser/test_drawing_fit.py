"""A table drawn with ``fit=True`` (the widgets' boards, a notebook's ``deal`` or
``view``) in an output area as narrow as a phone's notebook column: nothing leaves
the table, and West and East share a row, West on the left as at the table (face
down in a player's own view, so that the player's own hand comes up the screen
sooner; face up three cards to a row). Needs no built book."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from euchre import Deal, Rules, Suit
from euchre.render import deal_html, view_html

#: A widget inside JupyterLite's notebook column on a 390 px phone, that column, and a
#: wider phone's.
COLUMNS = (320, 348, 374)

_GEOMETRY = """() => {
  const table = document.querySelector('.euchre-table').getBoundingClientRect();
  const area = name => document.querySelector(`.euchre-table > div[style*='grid-area:${name}']`);
  const box = name => area(name).getBoundingClientRect();
  const outside = [...document.querySelectorAll('.euchre-table svg')].filter(svg => {
    const r = svg.getBoundingClientRect();
    return r.left < table.left - 0.5 || r.right > table.right + 0.5;
  }).length;
  const row = name => [box(name).top, box(name).bottom];
  const across = name => [box(name).left, box(name).right];
  return {outside, left: row('left'), right: row('right'), mid: row('mid'),
          bottom: row('bottom'), west: across('left'), east: across('right')};
}"""


#: How many rows each hand's cards take.
_ROWS = """() => [...document.querySelectorAll('.euchre-hand')].map(hand =>
  new Set([...hand.children].map(c => Math.round(c.getBoundingClientRect().top))).size)"""


def _measure(browser: Any, html: str, column: int, script: str = _GEOMETRY) -> Any:
    """``script``'s answer (by default how many cards leave the table, and each
    area's top and bottom) for a drawing in a column ``column`` px wide."""
    page = browser.new_page(viewport={"width": 390, "height": 900})
    try:
        page.set_content(
            f'<html><body style="margin:0"><div style="width:{column}px;padding:8px">'
            f"{html}</div></body></html>"
        )
        return page.evaluate(script)
    finally:
        page.close()


def _to_bid() -> Deal:
    deal = Deal.shuffled(seed=3)
    deal.apply("pass")
    return deal


@pytest.mark.parametrize("column", COLUMNS)
@pytest.mark.parametrize(
    "rules", [Rules(), Rules.cutthroat(), Rules.five_handed()], ids=["four", "cutthroat", "five"]
)
def test_a_players_view_puts_west_and_east_side_by_side(
    book_browser: Any, column: int, rules: Rules
) -> None:
    deal = Deal.shuffled(seed=4, rules=rules)
    got = _measure(book_browser, view_html(deal.view(0), fit=True), column)
    (left_top, left_bottom), (right_top, right_bottom) = got["left"], got["right"]
    assert got["outside"] == 0
    assert left_top < right_bottom and right_top < left_bottom  # one row
    assert max(left_bottom, right_bottom) <= got["mid"][0] < got["bottom"][0]


@pytest.mark.parametrize("column", COLUMNS)
@pytest.mark.parametrize("width", [44, None], ids=["book", "widget"])
def test_face_up_west_and_east_share_a_row_west_on_the_left(
    book_browser: Any, column: int, width: int | None
) -> None:
    """On a phone the full table stacked its seats one to a row, North, West, the
    middle, East, South: West sat above East. They now share a row as at the table,
    their cards three to a row."""
    html = deal_html(_to_bid(), fit=True, **({"width": width} if width else {}))
    got = _measure(book_browser, html, column)
    assert got["outside"] == 0
    assert got["west"][1] <= got["east"][0]  # West on the left, apart from East
    (left_top, left_bottom), (right_top, right_bottom) = got["left"], got["right"]
    assert left_top < right_bottom and right_top < left_bottom  # one row
    order = [got["left"], got["mid"], got["bottom"]]
    assert all(upper[1] <= lower[0] for upper, lower in pairwise(order))
    rows = _measure(book_browser, html, column, _ROWS)
    assert rows == [1, 2, 2, 1], rows  # North, West, East, South


@pytest.mark.parametrize("column", COLUMNS)
def test_captioned_cards_keep_one_row(book_browser: Any, column: int) -> None:
    """The deal table's captions ("right bower", "♦ diamonds") are wider than a card:
    on a phone they keep to the card's width, so each hand stays on one row."""
    html = deal_html(Deal.shuffled(seed=10, dealer=0), trump=Suit.HEARTS, annotate=True, fit=True)
    assert _measure(book_browser, html, column, _ROWS) == [1, 1, 1, 1]


def _played_to_trump(rules: Rules) -> Deal:
    """A deal with trump made: the info panel and the chips are at their widest."""
    deal = Deal.shuffled(seed=4, rules=rules)
    while deal.trump is None and not deal.is_over:
        actions = deal.legal_actions()
        words = ("order", "call", "bid", "trump", "name", "discard", "partner")
        deal.apply(next((a for a in actions if str(a).startswith(words)), actions[0]))
    return deal


#: Every width a drawing meets, from a phone's notebook column to a wide notebook: the
#: three layouts and the edges between them.
SWEEP = (
    *(320, 374, 430, 431, 480, 560, 640, 641, 720, 800),
    *(801, 840, 900, 1000, 1100, 1280, 1281, 1340),
)

_SWEEP = """() => {
  const drawing = document.querySelector('.euchre-table');
  const table = drawing.getBoundingClientRect();
  const column = drawing.parentElement.parentElement.getBoundingClientRect();
  const outside = [...document.querySelectorAll('.euchre-table svg')].filter(svg => {
    const r = svg.getBoundingClientRect();
    return r.left < table.left - 0.5 || r.right > table.right + 0.5;
  }).length;
  const rows = [...document.querySelectorAll('.euchre-hand')].map(hand => [
    new Set([...hand.children].map(c => Math.round(c.getBoundingClientRect().top))).size,
    hand.closest("[style*='grid-area:left'], [style*='grid-area:right']") !== null,
    hand.querySelector('.euchre-card-back') === null]);
  return {outside, wider: table.right > column.right + 0.5, rows};
}"""


@pytest.mark.parametrize("view", [False, True], ids=["table", "view"])
@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules.cutthroat(), Rules.two_handed(), Rules.five_handed(), Rules.bid_euchre()],
    ids=["four", "cutthroat", "two", "five", "bid"],
)
def test_at_every_width_each_hand_keeps_one_row_inside_the_table(
    book_browser: Any, rules: Rules, view: bool
) -> None:
    """The drawing at the book's card width and at the widgets' (plain, as the play
    table draws it, and captioned, as the deal table does), at every width: no card
    leaves the table, the table stays in its column, and no hand wraps onto a second
    row (in the squeezed three columns between 720 px and a drawing's full width, the
    hands wrapped to two rows each), except West's and East's face-up cards on a
    phone, three to a row beside each other."""
    deal = _played_to_trump(rules)
    draw = view_html if view else deal_html
    shown = deal.view(0) if view else deal
    drawings = {
        "book": draw(shown, width=44, fit=True),
        "widget": draw(shown, fit=True),
        "captioned widget": draw(shown, annotate=True, fit=True),
    }
    page = book_browser.new_page(viewport={"width": 1400, "height": 900})
    try:
        for name, html in drawings.items():
            for column in SWEEP:
                page.set_content(
                    f'<html><body style="margin:0"><div style="width:{column}px">'
                    f"{html}</div></body></html>"
                )
                got = page.evaluate(_SWEEP)
                where = f"{name} drawing at {column} px"
                assert got["outside"] == 0 and not got["wider"], where
                phone = column <= 430 and name != "captioned widget"
                for rows, side, face_up in got["rows"]:
                    assert rows == 1 or (phone and side and face_up and rows == 2), (
                        where,
                        got["rows"],
                    )
    finally:
        page.close()


def test_the_bidding_quiz_board_leaves_out_the_empty_score_panel(book_browser: Any) -> None:
    """A quiz's position is one bid of a game not yet scored: its tricks-and-score
    panel showed only zeros and, on a phone, pushed the bid buttons off the screen."""
    from euchre.widgets import BiddingQuiz

    quiz = BiddingQuiz(seed=3)
    board = f'<div class="{" ".join(quiz.board._dom_classes)}">{quiz.board.value}</div>'
    plain = view_html(quiz.view, fit=True)
    script = """() => {
      const score = document.querySelector(".euchre-table > div[style*='grid-area:score']");
      return [score.getBoundingClientRect().height,
              document.querySelector('.euchre-table').getBoundingClientRect().height];
    }"""
    (score_height, height), (plain_score, plain_height) = (
        _measure(book_browser, html, 374, script) for html in (board, plain)
    )
    assert plain_score > 0 and score_height == 0
    assert height <= plain_height - plain_score  # shorter by the panel
