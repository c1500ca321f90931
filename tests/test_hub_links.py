"""A teacher with a class JupyterHub follows the teachers' page: "set
``euchre_hub_url`` in ``_config.yml`` and build the book again: every page's launch
menu and every "Practice live" box then offer it; the exercise links above stay as
they are" (in the browser, and in Binder). That is done here on a fresh copy, with ``make book`` as the README builds
the book, on two of its pages (a learning chapter with practice boxes and the
teachers' page) so that the build takes seconds, not the whole book's minutes.
"""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from grading_support import fresh_copy

ROOT = Path(__file__).resolve().parent.parent
VENV = Path(sys.executable).parent.parent
HUB = "https://hub.example.edu"

pytestmark = [
    pytest.mark.skipif(
        not (VENV / ".installed").exists(), reason="needs the installed .venv (make install)"
    ),
    pytest.mark.xdist_group("notebooks"),  # a book build keeps a core busy
]


def test_the_page_says_what_a_hub_address_changes() -> None:
    page = (ROOT / "book" / "teachers.md").read_text(encoding="utf-8")
    words = " ".join(page.split())
    assert "set `euchre_hub_url` in `_config.yml` and build the book again" in words
    assert 'every page\'s launch menu and every "Practice live" box then offer it' in words
    assert "the exercise links above stay as they are" in words


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    course = fresh_copy(tmp_path_factory.mktemp("hub"))
    config = course / "_config.yml"
    text = config.read_text(encoding="utf-8")
    assert text.count('euchre_hub_url: ""') == 1, "_config.yml has no empty euchre_hub_url"
    # what the teacher does: the hub's address in the line the page names
    config.write_text(text.replace('euchre_hub_url: ""', f'euchre_hub_url: "{HUB}/"'))
    # (the test's own shortcut: two pages of the book instead of all of them)
    (course / "_toc.yml").write_text(
        "format: jb-book\nroot: book/trump\nchapters:\n  - file: book/teachers\n"
    )
    done = subprocess.run(["make", "book"], cwd=course, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return course / "_build" / "html" / "book"


def _links(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    return [html.unescape(h) for h in re.findall(r'href="([^"]+)"', text)]


def _pulls(links: list[str]) -> list[dict[str, list[str]]]:
    """The nbgitpuller links to the hub, read as their query."""
    return [
        parse_qs(urlsplit(link).query)
        for link in links
        if link.startswith(f"{HUB}/hub/user-redirect/git-pull?")
    ]


def test_every_practice_box_and_the_launch_menu_offer_the_hub(built: Path) -> None:
    page = (built / "trump.html").read_text(encoding="utf-8")
    boxes = re.findall(
        r'<div class="[^"]*euchre-practice.*?class="euchre-launch".*?</p>', page, re.S
    )
    assert len(boxes) == 2  # the trump chapter's two practice notebooks
    for box in boxes:
        labels = re.findall(r">(in your browser|in Binder|on your JupyterHub)<", box)
        assert labels == ["in your browser", "in Binder", "on your JupyterHub"], labels
    pulls = _pulls(_links(built / "trump.html"))
    targets = sorted(q["urlpath"][0] for q in pulls)
    assert targets == [
        "lab/tree/euchre-course/book/trump.md",  # the launch menu: this page
        "lab/tree/euchre-course/notebooks/follow_suit_quiz.ipynb",
        "lab/tree/euchre-course/notebooks/trump_ranking_quiz.ipynb",
    ]
    for query in pulls:  # the students' branch of the course's repository, never main
        assert query["branch"] == ["students"]
        assert query["repo"] == ["https://github.com/euchre-course/euchre-course"]


def test_the_exercise_links_stay_in_the_browser_and_on_binder(built: Path) -> None:
    links = _links(built / "teachers.html")
    exercises = [link for link in links if "exercises" in link and "mybinder.org" in link]
    assert len(exercises) >= 8, exercises
    live = [link for link in links if "lite/notebooks/index.html?path=exercises/" in link]
    assert len(live) == 8, live
    assert not _pulls(links)  # no hub link on the teachers' page, launch menu included
