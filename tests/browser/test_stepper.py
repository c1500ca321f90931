"""The annotated-hands chapter in a real browser: a hand stepper steps forward and
back, its counter and its visible frame follow, and nothing throws."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from conftest import SITE

ROOT = Path(__file__).resolve().parents[2]
PAGE = SITE / "book" / "annotated.html"

pytestmark = pytest.mark.skipif(
    not PAGE.exists(),
    reason=f"{PAGE} is not built (add book/annotated to _toc.yml and run make book)",
)


def _visible_step(stepper: Any) -> int:
    frames = stepper.locator(".eus-frame:visible")
    assert frames.count() == 1
    return int(frames.first.get_attribute("data-step"))


def test_annotated_hand_steps_forward_and_back(book_browser: Any, site_url: str) -> None:
    page = book_browser.new_page(viewport={"width": 1200, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    try:
        page.goto(f"{site_url}/book/annotated.html", wait_until="networkidle")
        steppers = page.locator("main .eus")
        assert steppers.count() >= 3
        stepper = steppers.first
        counter = stepper.locator(".eus-count")
        back = stepper.get_by_role("button", name="Back one step")
        forward = stepper.get_by_role("button", name="Forward one step")
        total = stepper.locator(".eus-frame").count() - 1
        # The script has taken over: controls shown, one frame, nothing to go back to.
        assert stepper.locator(".eus-nav").is_visible()
        assert counter.inner_text() == f"step 0 of {total}"
        assert _visible_step(stepper) == 0
        assert back.is_disabled()
        first = stepper.locator(".eus-frame:visible").inner_text()

        for _ in range(3):
            forward.click()
        assert counter.inner_text() == f"step 3 of {total}"
        assert _visible_step(stepper) == 3
        assert stepper.locator(".eus-frame:visible").inner_text() != first

        back.click()
        assert counter.inner_text() == f"step 2 of {total}"
        assert _visible_step(stepper) == 2
        assert stepper.locator(".eus-frame:visible").get_attribute("aria-current") == "step"

        # Jump to the end of trick 1: its four cards are on the table.
        stepper.get_by_role("button", name="Jump to the end of trick 1").click()
        step = _visible_step(stepper)
        assert counter.inner_text() == f"step {step} of {total}"
        assert "won by" in (
            stepper.locator(".eus-frame:visible .eus-mid").get_attribute("aria-label") or ""
        )

        # Read out: the step, what happened and its comments, in a short live line
        # (the whole frame, about a hundred words of cards first, was read before).
        said = stepper.locator(".eus-said")
        assert said.get_attribute("aria-live") == "polite"
        # The cards in words (the caption's symbols are for the eye only).
        heard = stepper.locator(".eus-frame:visible .eus-cap").evaluate(
            "e => { const eye = e.querySelector('[aria-hidden=true]');"
            " return eye ? e.textContent.replace(eye.textContent, '') : e.textContent; }"
        )
        said_text = said.text_content() or ""
        assert said_text.startswith(f"Step {step} of {total}: {heard.strip()}")
        assert " plays the " in said_text and not any(s in said_text for s in "♣♦♥♠")
        assert stepper.locator(".eus-frames").get_attribute("aria-live") is None

        # Back to the start from the keyboard: Back goes grey, and the focus goes on
        # to Forward instead of falling to the page.
        stepper.get_by_role("button", name="Jump to the start").click()
        forward.click()
        back.focus()
        page.keyboard.press("Enter")
        assert back.is_disabled()
        assert page.evaluate("document.activeElement.className") == "eus-fwd"

        # The other steppers on the page did not move.
        assert steppers.nth(1).locator(".eus-count").inner_text().startswith("step 0 of ")
        assert errors == []
    finally:
        page.close()


def test_stepper_without_javascript_lists_every_step(book_browser: Any, site_url: str) -> None:
    context = book_browser.new_context(java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(f"{site_url}/book/annotated.html")
        stepper = page.locator("main .eus").first
        # No control that would do nothing: the buttons stay hidden.
        assert not stepper.locator(".eus-nav").is_visible()
        summaries = stepper.locator(".eus-frame > summary")
        total = stepper.locator(".eus-frame").count()
        assert summaries.count() == total > 20
        summaries.nth(3).click()
        assert stepper.locator(".eus-frame").nth(3).locator(".eus-table").is_visible()
    finally:
        context.close()


@pytest.mark.parametrize("width", [390, 1280])
def test_first_hand_steps_through_the_whole_deal_and_back(
    book_browser: Any, site_url: str, width: int
) -> None:
    page = book_browser.new_page(viewport={"width": width, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    try:
        page.goto(f"{site_url}/book/first_hand.html", wait_until="networkidle")
        stepper = page.locator("main .eus").first
        counter = stepper.locator(".eus-count")
        back = stepper.get_by_role("button", name="Back one step")
        forward = stepper.get_by_role("button", name="Forward one step")
        total = stepper.locator(".eus-frame").count() - 1
        assert total >= 5 + 20  # the bidding and twenty cards at least
        captions = [stepper.locator(".eus-frame:visible .eus-cap").inner_text()]
        for step in range(1, total + 1):
            forward.click()
            assert counter.inner_text() == f"step {step} of {total}"
            assert _visible_step(stepper) == step
            frame = stepper.locator(".eus-frame:visible")
            captions.append(frame.locator(".eus-cap").inner_text())
            # Every decision is explained in the "Why" box (the deal's words, no code).
            why = frame.locator(".eus-box").first.inner_text()
            assert why.startswith("Why")
            assert "Action(" not in why and "Phase." not in why
            # The table stays inside the window at every step.
            wide = page.evaluate("() => document.documentElement.scrollWidth")
            assert wide <= width
        assert forward.is_disabled()
        final = stepper.locator(".eus-frame:visible .eus-foot").inner_text()
        assert "score" in final and "point" in final
        for step in range(total - 1, -1, -1):
            back.click()
            assert _visible_step(stepper) == step
        assert back.is_disabled()
        assert all(c.strip() for c in captions)
        assert errors == []
    finally:
        page.close()


def test_on_paper_a_stepper_shows_the_deal_and_each_tricks_end(
    book_browser: Any, site_url: str
) -> None:
    """Printed, where no button works, each stepper of "Your first hand" shows the deal
    and the end of each trick (the steps its Jump buttons go to), with their comments,
    and says so; the buttons are left off the paper. It shows the call that made trump
    too, and the coach's comment: the page's text discusses both, and paper left them
    out."""
    page = book_browser.new_page(viewport={"width": 718, "height": 1000})
    try:
        page.goto(f"{site_url}/book/first_hand.html", wait_until="networkidle")
        stepper = page.locator("main .eus").first
        stepper.get_by_role("button", name="Forward one step").click()  # read some way in
        jumps = stepper.locator("[data-eus-go]").evaluate_all(
            "bs => bs.map(b => +b.getAttribute('data-eus-go'))"
        )
        page.emulate_media(media="print")
        shown = stepper.locator(".eus-frame:visible").evaluate_all(
            "fs => fs.map(f => +f.dataset.step)"
        )
        # The steps the coach comments on, and the call that made trump.
        coached = stepper.locator(
            ".eus-frame:has(.eus-coachbox > p:not(.eus-head):not(.eus-quiet))"
        ).evaluate_all("fs => fs.map(f => +f.dataset.step)")
        made = (
            stepper.locator(".eus-frame")
            .filter(has=page.locator("summary", has_text=re.compile(r"\b(as|are) trump")))
            .evaluate_all("fs => fs.map(f => +f.dataset.step)")[:1]
        )
        assert coached and made, (coached, made)
        assert shown == sorted({*jumps, *coached, *made}) and len(jumps) == 6  # deal, 5 tricks
        assert stepper.locator(".eus-frame:visible .eus-table").count() == len(shown)
        assert not stepper.locator(".eus-nav").is_visible()
        assert stepper.locator(".eus-paper").is_visible()
        page.emulate_media(media="screen")
        assert stepper.locator(".eus-frame:visible").get_attribute("data-step") == "1"
        assert not stepper.locator(".eus-paper").is_visible()
    finally:
        page.close()
