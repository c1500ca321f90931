"""The built teachers' page: every exercise by its real title, each with its launch
link to the student branch. Runs after the book is built (``make browser``)."""

from __future__ import annotations

import html
import re
import sys

from conftest import ROOT, SITE


def test_the_built_page_lists_every_exercise_by_its_title_with_its_launch_link() -> None:
    page = SITE / "book" / "teachers.html"
    assert page.exists(), f"The book is not built: {page} is missing (run make book)."
    sys.path.insert(0, str(ROOT / "exercises"))
    import make_masters

    text = html.unescape(page.read_text(encoding="utf-8"))
    assert "ASSIGNMENT CONFIG" not in text
    folders = make_masters.exercise_dirs()
    assert len(folders) == 8
    for folder in folders:
        # The exercise's title opens its cell, followed by its questions and points.
        assert re.search(
            rf">{re.escape(make_masters.title(folder))} \(\d+ questions, \d+ points\)</td>", text
        ), folder.name
        path = f"exercises/{folder.name}/{folder.name}.ipynb".replace("/", "%2F")
        assert re.search(
            rf'href="https://mybinder\.org/v2/gh/[^/"]+/[^/"]+/students\?urlpath=lab%2Ftree%2F{path}"',
            text,
        ), folder.name


def test_the_built_page_says_the_exercises_do_not_run_in_the_browser() -> None:
    text = (SITE / "book" / "teachers.html").read_text(encoding="utf-8")
    assert "do not run in the browser version (JupyterLite)" in html.unescape(text)


def test_the_page_itself_has_no_launch_button_and_a_chapter_has_one() -> None:
    """The theme's launch button opens a page in the students branch, where the
    teachers' page cannot run (its table reads the exercises' masters, which that
    branch does not hold: ModuleNotFoundError). It has none; the chapters keep theirs."""
    teachers = (SITE / "book" / "teachers.html").read_text(encoding="utf-8")
    bidding = (SITE / "book" / "bidding.html").read_text(encoding="utf-8")
    assert "students?urlpath=lab/tree/book/bidding.md" in bidding
    assert "urlpath=lab/tree/book/teachers.md" not in teachers
    # The page's own code ran at build time all the same (its table is there).
    assert "questions," in html.unescape(teachers)
