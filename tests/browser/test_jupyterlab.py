"""The practice widgets as students meet them: JupyterLab on 127.0.0.1 over a copy of
the practice notebooks, each notebook run top to bottom (Run All), then each widget
clicked as a student would, at 1280 px with the file browser open and at 800 px.

For every widget: it renders (a widget, not a text repr, not "Loading widget"), a
click changes it, a wrong click is explained in its feedback area, the browser logs
no error, nothing inside it is cut off, axe-core finds no serious or critical
violation inside it, and no text in it is faint in JupyterLab's dark theme or its
light one. A screenshot of each widget at both widths goes to
``_build/screenshots/``. Needs no built book, only JupyterLab and Debian's chromium.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from conftest import SCREENSHOTS
from lab_support import copy_course, jupyterlab, open_and_run, shutdown_kernels
from live_support import BROKEN_WORDS, WRAPPED_LINES

# JupyterLab and the live site each start servers and a browser of their own: one
# worker runs them one after the other, while the others take the book's pages.
pytestmark = pytest.mark.xdist_group("servers")

#: (viewport width, file browser open): the two places a student meets a widget.
WIDTHS = ((1280, True), (800, False))

#: Text that must never reach a notebook's output.
BROKEN = re.compile(
    r"Traceback|Error:|Loading widget|Run this cell to show the widget|VBox\(children|"
    r"Something went wrong|take_seat"
)


def _feedback(widget: Any) -> str:
    return str(widget.locator(".euchre-feedback").first.inner_text())


def _click_explained(widget: Any, button: Any) -> str:
    """Click and return the feedback once it has changed to some words (or after
    30 s). A redraw can empty the feedback for a moment, or the click before can
    still be clearing it, so a change to nothing is not yet the explanation."""
    before = _feedback(widget)
    button.click()
    return _wait_until(widget, _feedback, lambda now: now != before and bool(now.strip()))


def _wait_change(widget: Any, before: str, read: Callable[[Any], str]) -> str:
    """What ``read`` gives once it differs from ``before``, or after 30 s."""
    return _wait_until(widget, read, lambda now: now != before)


def _wait_until(widget: Any, read: Callable[[Any], str], done: Callable[[str], bool]) -> str:
    """What ``read`` gives once ``done`` holds for it, or after 30 s. Each click is
    a round trip to the kernel: on a loaded machine it took over 8 s."""
    for _ in range(300):
        now = read(widget)
        if done(now):
            return now
        widget.page.wait_for_timeout(100)
    return read(widget)


def _button(widget: Any, name: str) -> Any:
    return widget.locator("button", has_text=name).first


# ----------------------------------------------------------------- each widget's clicks


def deal_table(widget: Any) -> None:
    trump = widget.locator("select").first  # (the Game menu follows it)
    assert trump.evaluate("s => s.options[s.selectedIndex].text").split() == ["no", "trump", "yet"]
    trump.select_option(label="♥ hearts")
    # The answer arrives in parts (the note on the bowers, then the hands' counts):
    # wait for both, not for the first change.
    after = _wait_until(
        widget, lambda w: str(w.inner_text()), lambda t: "left bower" in t and "Trumps held" in t
    )
    assert "left bower" in after and "Trumps held" in after
    assert widget.locator(".euchre-table").count() == 1  # still the table
    widget.locator("input[type=text]").first.fill("3.5")
    widget.locator("input[type=text]").first.press("Tab")
    text = _click_explained(widget, _button(widget, "Deal this seed"))
    assert "not a whole number" in text


def _fresh_quiz(widget: Any) -> None:
    """Run All leaves a quiz as a student starts it: no answer counted yet."""
    assert "Score: 0 of 0" in str(widget.inner_text())


def trump_ranking_quiz(widget: Any) -> None:
    _fresh_quiz(widget)
    cards = widget.locator(".euchre-card-button")
    assert cards.count() >= 3
    order = widget.get_by_text("Your order:")
    before = str(order.inner_text())
    cards.first.click()
    assert _wait_change(widget, before, lambda w: str(order.inner_text())) != before
    # the pick is said in words too (for a reader who cannot see the card change)
    assert "picked; your order so far" in _wait_until(
        widget, _feedback, lambda now: "picked" in now
    )
    # the same card twice
    assert "already in your order" in _click_explained(widget, cards.first)


def follow_suit_quiz(widget: Any) -> None:
    _fresh_quiz(widget)
    cards = widget.locator(".euchre-card-button")
    assert cards.count() == 5
    before = _feedback(widget)
    cards.first.click()  # the notebook's first question: 9♣, which may not be played
    assert _wait_change(widget, before, _feedback) != before
    assert "Score: 0 of 1" in str(widget.inner_text())  # refused: the question is missed
    _button(widget, "Next question").click()
    widget.page.wait_for_timeout(300)
    before = _feedback(widget)
    _button(widget, "Check").click()  # nothing clicked yet: explained, not scored
    text = _wait_change(widget, before, _feedback)
    assert "Click the cards you may play first" in text
    assert "Score: 0 of 1" in str(widget.inner_text())
    cards.first.click()
    _button(widget, "Check").click()  # an answer now: scored
    widget.page.wait_for_function(
        "(w) => /Score: \\d of 2/.test(w.innerText)", arg=widget.element_handle(), timeout=10_000
    )


def bidding_quiz(widget: Any) -> None:
    _fresh_quiz(widget)
    bids = [b for b in widget.locator("button").all() if b.inner_text() != "Next question"]
    assert len(bids) >= 2
    wrong = ""
    for bid in bids:
        before = _feedback(widget)
        bid.click()
        text = _wait_change(widget, before, _feedback)
        assert "The coach (" in text and "The textbook rule (" in text
        if text.startswith("Not the coach's choice"):
            wrong = text
            break
    assert wrong, "every bid was the coach's choice"
    assert "value of each choice" in wrong


def annotated_hand(widget: Any) -> None:
    step = widget.get_by_text(re.compile(r"^Step \d+ of \d+"))
    assert str(step.inner_text()).startswith("Step 0 of")
    # nothing before the start
    assert "start of the deal" in _click_explained(widget, _button(widget, "‹ Back"))
    _button(widget, "Forward ›").click()
    text = _wait_change(widget, "Step 0", lambda w: str(step.inner_text())[:6])
    assert text.startswith("Step 1")
    assert "Play WWMM" not in str(widget.inner_text())
    _button(widget, "Play South").click()
    widget.page.wait_for_timeout(500)
    options = widget.locator("select").nth(1).locator("option").all_inner_texts()
    assert [o.replace("\xa0", " ") for o in options] == ["your view (South)"]


def play_table(widget: Any) -> None:
    # Run All leaves a new game at the student's first turn, the EGN box closed.
    assert _feedback(widget).startswith("Your turn")
    assert not widget.locator("textarea").is_visible()
    before = str(widget.inner_text())
    choice = widget.locator("button", has_text=re.compile(r"^(pass|order|[0-9JQKA].)")).first
    # Your choices sit right under the table: no scrolling between the two.
    table = widget.locator(".euchre-table").bounding_box()
    button = choice.bounding_box()
    assert 0 <= button["y"] - (table["y"] + table["height"]) < 40
    choice.click()
    assert _wait_change(widget, before, lambda w: str(w.inner_text())) != before
    # The settings open from the keyboard: a real button, which the Accordion's
    # header was not (Tab never reached it)
    opener = widget.get_by_role("button", name="Table settings")
    opener.focus()
    widget.page.keyboard.press("Enter")
    seed = widget.locator("input[type=text]").first
    seed.wait_for(state="visible", timeout=10_000)
    # the focus ring stays on the button pressed, thick enough to see
    ring = opener.evaluate("e => getComputedStyle(e).outlineWidth")
    assert ring == "3px", ring
    box = opener.bounding_box()
    widget.page.screenshot(
        path=str(SCREENSHOTS / "lab-play_table-focus.png"),
        clip={
            "x": max(0, box["x"] - 8),
            "y": max(0, box["y"] - 8),
            "width": box["width"] + 16,
            "height": 60,
        },
    )
    seed.fill("12345678901234567890")  # a long seed shows whole
    assert seed.evaluate("e => e.scrollWidth <= e.clientWidth")
    seed.fill("")
    widget.get_by_text("Going alone", exact=True).click()
    widget.get_by_text("The Canadian loner", exact=True).click()
    # A tick in the middle of a game says when it counts
    said = _wait_until(
        widget,
        lambda w: str(w.locator(".euchre-settings-feedback").inner_text()),
        lambda now: "keeps its rules" in now,
    )
    assert "the settings start the next game" in said
    turn = _feedback(widget)
    _button(widget, "New game with these settings").click()
    # Explained under the button pressed; the feedback under the board keeps the turn.
    text = _wait_until(
        widget,
        lambda w: str(w.locator(".euchre-settings-feedback").inner_text()),
        lambda now: "Canadian loner" in now,
    )
    assert "Canadian loner" in text and "Going alone" in text
    assert _feedback(widget) == turn


@dataclass(frozen=True)
class Notebook:
    name: str
    check: Callable[[Any], None]


NOTEBOOKS = [
    Notebook("deal_table", deal_table),
    Notebook("trump_ranking_quiz", trump_ranking_quiz),
    Notebook("follow_suit_quiz", follow_suit_quiz),
    Notebook("bidding_quiz", bidding_quiz),
    Notebook("annotated_hand", annotated_hand),
    Notebook("play_table", play_table),
]

# ------------------------------------------------------------------------ fixtures


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = copy_course(tmp_path_factory.mktemp("lab"))
    with jupyterlab(root) as url:
        yield url


@pytest.fixture(scope="module")
def chromium(book_browser: Any) -> Any:
    """The session's chromium (tests/browser/conftest.py); each test opens its own context."""
    return book_browser


# --------------------------------------------------------------------------- checks


_CUT_OFF = """(root) => {
  const box = root.closest('.jp-OutputArea-output').getBoundingClientRect();
  const out = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || el.closest('[style*="display: none"]')) continue;
    if (style.clip === 'rect(0px, 0px, 0px, 0px)') continue;  // for screen readers only
    if (r.right > box.right + 1 || r.left < box.left - 1) {
      out.push(`${el.tagName}.${el.className.baseVal ?? el.className} at ${Math.round(r.left)}-${Math.round(r.right)} outside ${Math.round(box.left)}-${Math.round(box.right)}`);
    } else if (el.scrollWidth > el.clientWidth + 1 && /auto|scroll|hidden/.test(style.overflowX)
               && el.tagName !== 'TEXTAREA' && el.tagName !== 'SELECT' && el.tagName !== 'INPUT') {
      out.push(`${el.tagName}.${el.className} scrolls ${el.scrollWidth} in ${el.clientWidth}`);
    }
  }
  return out.slice(0, 8);
}"""


#: Text in the widget fainter than 4.5:1 (WCAG AA) against the first opaque
#: background behind it. axe checks few nodes inside JupyterLab's notebook and passed
#: over the feedback that JupyterLab's dark theme made invisible; this reads every
#: text's colours itself (cards drawn in SVG excepted: they carry their own fill).
_FAINT = """(root) => {
  const rgb = (c) => { const m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
    const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1}; };
  const lum = (c) => { const f = (v) => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
  const behind = (el) => { for (let e = el; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor); if (c && c.a > 0.5) return c; }
    return rgb(getComputedStyle(document.body).backgroundColor); };
  const out = [], seen = new Set();
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const el = walk.currentNode.parentElement;
    if (!walk.currentNode.textContent.trim() || !el || seen.has(el) || el.closest('svg')) continue;
    seen.add(el);
    const r = el.getBoundingClientRect(), style = getComputedStyle(el);
    if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
    if (style.clip === 'rect(0px, 0px, 0px, 0px)') continue;  // for screen readers only
    const fg = rgb(style.color), bg = behind(el);
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    const text = walk.currentNode.textContent.trim().slice(0, 40);
    if (ratio < 4.5) out.push(`${ratio.toFixed(2)}: "${text}" ${style.color} on rgb(${bg.r}, ${bg.g}, ${bg.b})`);
  }
  return out.slice(0, 8);
}"""


def _faint_in_each_theme(page: Any, widget: Any, name: str) -> None:
    """No faint text in the widget in JupyterLab's light theme nor in its dark one
    (many students work in the dark one); the light theme is put back after."""
    try:
        for theme in ("JupyterLab Dark", "JupyterLab Light"):
            page.evaluate(
                "(t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})",
                theme,
            )
            page.wait_for_function(
                "(t) => document.body.dataset.jpThemeName === t", arg=theme, timeout=30_000
            )
            page.wait_for_timeout(300)
            faint = page.evaluate(_FAINT, widget.element_handle())
            if theme == "JupyterLab Dark":
                widget.screenshot(path=str(SCREENSHOTS / f"lab-{name}-800-dark.png"))
            assert faint == [], f"{name} in {theme}: {faint}"
    finally:
        page.evaluate(
            "() => window.jupyterapp.commands.execute('apputils:change-theme', "
            "{theme: 'JupyterLab Light'})"
        )


def _serious_axe(page: Any) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(
        page,
        context={"include": [[".jp-OutputArea-output .euchre-widget"]]},
        options={"resultTypes": ["violations"]},
    )
    return [
        f"{v['id']}: {v['help']} ({len(v['nodes'])} nodes: "
        + "; ".join(str(n.get("target")) for n in v["nodes"][:3])
        + ")"
        for v in results.response["violations"]
        if v.get("impact") in ("serious", "critical")
    ]


def _printed_lines(page: Any) -> tuple[int, list[str]]:
    """How many printed lines wrap on the page, and the words split across two."""
    wrapped, broken = 0, []
    for pre in page.locator(".jp-OutputArea-output pre").all():
        pre.scroll_into_view_if_needed()
        wrapped += pre.evaluate(WRAPPED_LINES)
        broken += pre.evaluate(BROKEN_WORDS)
    return wrapped, broken


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[n.name for n in NOTEBOOKS])
def test_widget_in_jupyterlab(lab: str, chromium: Any, notebook: Notebook) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page = chromium.new_page(viewport={"width": 1280, "height": 1400})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    try:
        open_and_run(page, lab, f"{notebook.name}.ipynb")
        outputs = page.locator(".jp-OutputArea-output")
        text = "\n".join(outputs.all_inner_texts())
        assert not BROKEN.search(text), BROKEN.search(text)
        widget = page.locator(".jp-OutputArea-output .euchre-widget").first
        widget.wait_for(state="visible", timeout=30_000)
        assert page.locator(".jp-OutputArea-output .euchre-widget").count() == 1
        for width, file_browser in WIDTHS:
            page.set_viewport_size({"width": width, "height": 1400})
            if not file_browser:
                page.evaluate(
                    "() => window.jupyterapp.commands.execute('application:toggle-left-area')"
                )
            page.wait_for_timeout(400)
            widget.scroll_into_view_if_needed()
            cut = page.evaluate(_CUT_OFF, widget.element_handle())
            area = widget.evaluate(
                "w => Math.round(w.closest('.jp-OutputArea-output').getBoundingClientRect().width)"
            )
            assert cut == [], f"{notebook.name} at {width} px ({area} px output): {cut}"
            widget.screenshot(path=str(SCREENSHOTS / f"lab-{notebook.name}-{width}.png"))
            # Printed lines wider than the notebook go on at a space, never inside a
            # word (Binder's JupyterLab gets postBuild's style, as this one has).
            wrapped, broken = _printed_lines(page)
            assert broken == [], f"{notebook.name} at {width} px: words split: {broken}"
            if notebook.name == "deal_table" and width == 800:
                assert wrapped > 0, "the deal's printed hands fit in 800 px: nothing checked"
        assert _serious_axe(page) == []
        notebook.check(widget)
        page.wait_for_timeout(300)
        widget.scroll_into_view_if_needed()
        widget.screenshot(path=str(SCREENSHOTS / f"lab-{notebook.name}-800-clicked.png"))
        cut = page.evaluate(_CUT_OFF, widget.element_handle())
        assert cut == [], f"{notebook.name} at 800 px after the clicks: {cut}"
        text = "\n".join(outputs.all_inner_texts())
        assert not BROKEN.search(text.replace(_feedback(widget), "")), BROKEN.search(text)
        assert page.locator(".jp-OutputArea-output [data-mime-type*='stderr']").count() == 0
        assert _serious_axe(page) == []  # after the clicks too (selected cards, feedback)
        _faint_in_each_theme(page, widget, notebook.name)
        assert errors == []
    finally:
        page.close(run_before_unload=False)
        shutdown_kernels(lab)
