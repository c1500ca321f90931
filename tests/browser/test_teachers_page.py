"""The built teachers' page: every exercise by its real title, each with its links
to the browser version and to the student branch. Runs after the book is built
(``make browser``)."""

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


def test_the_built_page_opens_every_exercise_in_the_browser_first() -> None:
    """Each exercise's first link opens it in the book's live site, which serves it
    (tests/browser/test_live.py runs one there), and the page says how its checks
    run there."""
    text = html.unescape((SITE / "book" / "teachers.html").read_text(encoding="utf-8"))
    sys.path.insert(0, str(ROOT / "exercises"))
    import make_masters

    for folder in make_masters.exercise_dirs():
        path = f"exercises/{folder.name}/{folder.name}.ipynb"
        assert f'href="../lite/notebooks/index.html?path={path}"' in text, folder.name
        assert (SITE / "lite" / "files" / path).exists(), path
    assert "The exercises run in the browser version of the course (JupyterLite" in text
    words = " ".join(re.sub(r"<[^>]+>", "", text).split())
    assert "takes the engine’s euchre.public_checks in otter’s place" in words


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
