"""The live mode's budgets, measured (run after ``make book``):

- added site size: the JupyterLite folder of the built book, at most 50 MB;
- added clean build time: the live site built from nothing (npm ci, the wheels from
  PyPI, the engine's wheel, jupyter lite build) into a scratch folder, at most 3 min;
- kernel ready: from opening the Play page to the Pyodide kernel idle (and to the
  play table shown), in chromium on this machine, with a cold browser each run;
  at most 15 s;
- a widget click answered: from a click in the page to the widget's changed
  output, timed inside the page (a new deal in the deal table, a bid at the play
  table, where the bots answer too), at most 300 ms.

The browser reaches nothing but 127.0.0.1 (tests/browser/live_support.py).

    python benchmarks/live.py [--site _build/html] [--runs 3] [--clicks 5] [--no-build]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "book" / "_ext"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import euchre_lite  # noqa: E402
from live_support import (  # noqa: E402
    CLICK_MS,
    LOG_TEXT,
    SITE,
    RefusingProxy,
    launch,
    live_frame,
    serve,
    start_live,
)

BUDGET_MB = 50
BUDGET_BUILD_S = 180
BUDGET_KERNEL_S = 15
BUDGET_CLICK_MS = 300

KERNEL_STATUS = """() => {
  try {
    return window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status;
  } catch (error) { return ''; }
}"""


def _mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def _verdict(value: float, budget: float) -> str:
    return "ok" if value <= budget else "OVER BUDGET"


def site_size(site: Path) -> float:
    return _mb(site / euchre_lite.SITE_FOLDER)


def clean_build() -> tuple[float, float]:
    """Seconds to build the live site from nothing, and its size in MB."""
    with tempfile.TemporaryDirectory(prefix="euchre-live-bench-") as tmp:
        html = Path(tmp) / "html"
        html.mkdir()
        start = time.monotonic()
        output = euchre_lite.build(html)
        seconds = time.monotonic() - start
        return seconds, _mb(output)


def kernel_ready(browser: Any, url: str) -> tuple[float, float]:
    """Seconds from opening the Play page (and pressing Play) to the kernel started
    (its first ``idle`` or ``busy``: Python loaded and answering), and to the table
    shown; a fresh browser context each time, so nothing is cached."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    try:
        page = context.new_page()
        start = time.monotonic()
        page.goto(url, wait_until="domcontentloaded")
        page.get_by_role("button", name="Play a game").click()
        page.wait_for_selector("iframe.euchre-live-iframe")
        frame = live_frame(page)
        started = None
        while started is None:
            if frame.evaluate(KERNEL_STATUS) in ("idle", "busy"):
                started = time.monotonic() - start
            elif time.monotonic() - start > 120:
                raise SystemExit("the kernel did not start within 120 s")
            else:
                page.wait_for_timeout(25)
        page.wait_for_function(
            "() => document.querySelector('.euchre-live').dataset.state !== 'starting'",
            timeout=90_000,
            polling=50,
        )
        shown = time.monotonic() - start
        return started, shown
    finally:
        context.close()


def click_times(browser: Any, url: str, clicks: int) -> dict[str, list[float]]:
    """Milliseconds from a click to the changed widget, timed in the page."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    times: dict[str, list[float]] = {"deal table: new deal": [], "play table: a bid": []}
    try:
        page = context.new_page()
        page.goto(url, wait_until="domcontentloaded")
        state, _ = start_live(page, "Deal table")
        assert state == "ready", "the deal table did not start"
        frame = live_frame(page)
        board = frame.locator(".widget-html-content").nth(0)
        for _ in range(clicks):
            button = frame.locator("button", has_text="New random deal").first
            times["deal table: new deal"].append(
                frame.evaluate(CLICK_MS, [button.element_handle(), board.element_handle()])
            )
            frame.wait_for_timeout(200)
        state, _ = start_live(page, "Play a game")
        assert state == "ready", "the play table did not start"
        frame = live_frame(page)
        for _ in range(clicks):
            frame.wait_for_timeout(300)
            button = frame.locator(
                "button[title='pass'], button[title^='play '], button[title^='discard ']"
            ).first
            frame.wait_for_function(LOG_TEXT)
            log = frame.locator("[data-euchre-log]")
            times["play table: a bid"].append(
                frame.evaluate(CLICK_MS, [button.element_handle(), log.element_handle()])
            )
    finally:
        context.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=SITE, help="the built book's html folder")
    parser.add_argument("--runs", type=int, default=3, help="cold starts of the kernel")
    parser.add_argument("--clicks", type=int, default=5, help="clicks timed per widget")
    parser.add_argument("--no-build", action="store_true", help="skip the clean build")
    options = parser.parse_args()
    site = options.site.resolve()
    if not (site / euchre_lite.SITE_FOLDER / "repl" / "index.html").exists():
        # `make bench` runs every benchmark; this one needs the built book.
        print(f"live: skipped, {site}/{euchre_lite.SITE_FOLDER} is not built (run make book)")
        return

    size = site_size(site)
    print(
        f"added site size   {size:6.1f} MB   (budget {BUDGET_MB} MB: {_verdict(size, BUDGET_MB)})"
    )
    if not options.no_build:
        seconds, built = clean_build()
        print(
            f"clean live build  {seconds:6.1f} s    (budget {BUDGET_BUILD_S} s: "
            f"{_verdict(seconds, BUDGET_BUILD_S)}; {built:.1f} MB)"
        )

    from playwright.sync_api import sync_playwright

    proxy = RefusingProxy()
    with serve(site) as urls, sync_playwright() as playwright:
        browser = launch(playwright, proxy)
        play = urls["subpath"] + "book/play_live.html"
        starts = [kernel_ready(browser, play) for _ in range(options.runs)]
        idle = [s[0] for s in starts]
        shown = [s[1] for s in starts]
        # Wall-clock times: on a shared machine they grow with the other jobs' load.
        load = os.getloadavg()[0]
        print(
            f"kernel ready      {statistics.median(idle):6.1f} s    median of {len(idle)} "
            f"(max {max(idle):.1f}; budget {BUDGET_KERNEL_S} s: "
            f"{_verdict(max(idle), BUDGET_KERNEL_S)}); table shown at "
            f"{statistics.median(shown):.1f} s; load average {load:.1f} on "
            f"{os.cpu_count()} cores"
        )
        for what, values in click_times(browser, play, options.clicks).items():
            if min(values) < 0:
                raise SystemExit(f"{what}: a click got no answer within 10 s")
            print(
                f"click answered    {statistics.median(values):6.0f} ms   {what}, median of "
                f"{len(values)} (max {max(values):.0f}; budget {BUDGET_CLICK_MS} ms: "
                f"{_verdict(max(values), BUDGET_CLICK_MS)})"
            )
        browser.close()
    proxy.close()
    asked = proxy.from_pages()
    if asked:
        raise SystemExit(f"requests left 127.0.0.1: {asked}")


if __name__ == "__main__":
    main()
