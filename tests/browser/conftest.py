"""Fixtures for the browser tests: the built book served on 127.0.0.1 and Debian's
Chromium driven by Playwright. Run after the book is built (``make browser``)."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from typing import Any

import pytest

# Where the build is (EUCHRE_SITE points the tests at another build's html folder,
# e.g. /tmp/me-build/_build/html; screenshots go next to it, into ../screenshots),
# and how chromium is started: one definition, in live_support.
from live_support import ARGS as CHROMIUM_ARGS
from live_support import CHROMIUM, ROOT, SCREENSHOTS, SITE

__all__ = ["CHROMIUM", "CHROMIUM_ARGS", "ROOT", "SCREENSHOTS", "SITE"]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    if not (SITE / "index.html").exists():
        pytest.fail(f"The book is not built: {SITE}/index.html is missing (run make book).")
    handler = functools.partial(_QuietHandler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def playwright_driver() -> Iterator[Any]:
    """The one Playwright driver of the test session: Playwright's sync API refuses a
    second ``sync_playwright()`` while one is running, so every browser the tests
    launch (the book's, JupyterLab's, the live site's) comes from this one."""
    from playwright.sync_api import sync_playwright

    if not CHROMIUM.exists():
        pytest.fail(
            "Debian's chromium is not installed at /usr/bin/chromium (.ci/run installs it)."
        )
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def book_browser(playwright_driver: Any) -> Iterator[Any]:
    browser = playwright_driver.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    yield browser
    browser.close()
