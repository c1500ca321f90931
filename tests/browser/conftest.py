"""Fixtures for the browser tests: the built book served on 127.0.0.1 and Debian's
Chromium driven by Playwright. Run after the book is built (``make browser``)."""

from __future__ import annotations

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
# EUCHRE_SITE points the tests at another build's html folder (your own build, e.g.
# /tmp/me-build/_build/html); screenshots go next to it, into ../screenshots.
SITE = Path(os.environ.get("EUCHRE_SITE") or ROOT / "_build" / "html").resolve()
SCREENSHOTS = SITE.parent / "screenshots"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


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
def book_browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    if not CHROMIUM.exists():
        pytest.fail(
            "Debian's chromium is not installed at /usr/bin/chromium (.ci/run installs it)."
        )
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()
