"""The built book in a real browser: every page loads without JavaScript errors from
our content, the quizzes answer, the annotated hand steps, every card has a text
alternative, and axe-core finds no serious or critical problem in the content."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "html"
SCREENSHOTS = ROOT / "_build" / "screenshots"

PAGES = sorted(p.relative_to(SITE).as_posix() for p in (SITE / "book").glob("*.html"))

# Messages that come from the theme or the browser, not from our pages; listed so a
# new error of ours is never hidden among them.
THEME_NOISE = (
    "Got invalid theme mode",  # pydata-sphinx-theme with empty localStorage
)


def _open(browser: Any, url: str) -> tuple[Any, list[str]]:
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    page.on(
        "console",
        lambda msg: errors.append(f"console: {msg.text}") if msg.type == "error" else None,
    )
    page.on(
        "response",
        lambda r: (
            errors.append(f"HTTP {r.status}: {r.url}")
            if r.status >= 400 and "127.0.0.1" in r.url
            else None
        ),
    )
    page.goto(url, wait_until="networkidle")
    return page, errors


def _ours(errors: list[str]) -> list[str]:
    return [
        e
        for e in errors
        if not any(noise in e for noise in THEME_NOISE) and "status of 404" not in e
    ]


def test_the_book_has_its_chapters() -> None:
    names = {Path(p).stem for p in PAGES}
    for chapter in ("intro", "deck", "trump", "deal", "bidding", "play", "alone", "scoring"):
        assert chapter in names


@pytest.mark.parametrize("path", PAGES)
def test_page_loads_cleanly_and_is_accessible(book_browser: Any, site_url: str, path: str) -> None:
    page, errors = _open(book_browser, f"{site_url}/{path}")
    try:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{Path(path).stem}.png"), full_page=True)
        assert _ours(errors) == []
        # Every card image in the content has a text alternative (the theme's icons are
        # aria-hidden inside labelled buttons).
        missing = page.evaluate(
            """() => [...document.querySelectorAll('article svg[role="img"]:not([aria-hidden="true"])')]
                   .filter(s => !(s.getAttribute('aria-label') || '').trim()).length"""
        )
        assert missing == 0
        from axe_playwright_python.sync_playwright import Axe

        results = Axe().run(
            page,
            context={"include": [["article"]]},
            options={"resultTypes": ["violations"]},
        )
        serious = [
            f"{v['id']}: {v['help']} ({len(v['nodes'])} nodes)"
            for v in results.response["violations"]
            if v.get("impact") in ("serious", "critical")
        ]
        assert serious == []
    finally:
        page.close()


def test_trump_quiz_gives_feedback_for_wrong_and_right_answers(
    book_browser: Any, site_url: str
) -> None:
    page, errors = _open(book_browser, f"{site_url}/book/trump.html")
    try:
        quiz = page.locator(".Quiz").first
        quiz.locator('label.MCButton[data-correct="false"]').first.click()
        feedback = quiz.locator(".Feedback")
        assert "incorrect" in (feedback.get_attribute("class") or "")
        assert re.search(r"bower|ranks above|ten|queen", feedback.inner_text())
        quiz.locator('label.MCButton[data-correct="true"]').first.click()
        assert "incorrect" not in (feedback.get_attribute("class") or "")
        assert feedback.inner_text().startswith("Right")
        assert _ours(errors) == []
    finally:
        page.close()
