"""The live site in a browser with nothing but 127.0.0.1 reachable: the built book
served from the root and from a subpath, a proxy that refuses (and records) every
other request, and chromium launched through it. Used by tests/browser/test_live.py
and benchmarks/live.py."""

from __future__ import annotations

import functools
import http.server
import os
import socket
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
# The same build as tests/browser/conftest.py reads (EUCHRE_SITE or _build/html).
SITE = Path(os.environ.get("EUCHRE_SITE") or ROOT / "_build" / "html").resolve()
SCREENSHOTS = SITE.parent / "screenshots"
CHROMIUM = Path("/usr/bin/chromium")
SUBPATH = "/euchre-course/"
LITE = SITE / "lite"

# Debian's chromium calls Google services by itself; the last three send it nowhere.
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--gaia-url=http://127.0.0.1:9/",
    "--component-updater=url-source=http://127.0.0.1:9/",
    "--disable-features=AutofillServerCommunication,NetworkTimeServiceQuerying,"
    "OptimizationHints,OptimizationHintsFetching,OptimizationGuideModelDownloading",
]


#: Hosts that Chromium itself calls, whatever page it shows: its search-engine
#: services and Google Cloud Messaging (seen from Debian's chromium 150 in CI:
#: ``CONNECT www.google.com:443`` and ``CONNECT android.clients.google.com:443`` while
#: a JupyterLite page ran, past every flag in ``ARGS``). No page of the book fetches
#: from them, and a page's or service worker's request to any host, these included,
#: is still caught by the request listener of tests/browser/test_live.py.
BROWSER_OWN_HOSTS = frozenset({"www.google.com", "android.clients.google.com"})


def request_host(line: str) -> str:
    """The host a proxy request line asks for: ``CONNECT host:443 HTTP/1.1`` or
    ``GET http://host/path HTTP/1.1``."""
    parts = line.split()
    target = parts[1] if len(parts) > 1 else ""
    return urlsplit(target if "://" in target else "//" + target).hostname or ""


class RefusingProxy:
    """An HTTP proxy on 127.0.0.1 that answers every request with 403 and keeps the
    request line (``CONNECT cdn.example:443``, ``GET http://...``)."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        self._socket = socket.create_server(("127.0.0.1", 0))
        self.port = self._socket.getsockname()[1]
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self._socket.accept()
            except OSError:
                return
            with connection:
                connection.settimeout(5)
                try:
                    first = connection.recv(4096).split(b"\r\n", 1)[0]
                    if not first:
                        # Closed before sending a byte (Chromium opens spare sockets
                        # to its proxy): no request, as when it sends nothing in time.
                        continue
                    self.requests.append(first.decode("latin-1"))
                    connection.sendall(
                        b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                    )
                except OSError:
                    pass

    def from_pages(self, since: int = 0) -> list[str]:
        """The requests from ``since`` on, less Chromium's own calls to
        :data:`BROWSER_OWN_HOSTS`: what the pages and their workers asked for."""
        return [r for r in self.requests[since:] if request_host(r) not in BROWSER_OWN_HOSTS]

    def close(self) -> None:
        self._socket.close()


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def serve(site: Path = SITE) -> Iterator[dict[str, str]]:
    """The built book at ``http://127.0.0.1:PORT/`` (``root``) and under
    ``/euchre-course/`` (``subpath``), as GitHub Pages serves a project."""
    with tempfile.TemporaryDirectory(prefix="euchre-live-") as tmp:
        root = Path(tmp)
        (root / SUBPATH.strip("/")).symlink_to(site, target_is_directory=True)
        for entry in site.iterdir():
            (root / entry.name).symlink_to(entry)
        handler = functools.partial(_Handler, directory=str(root))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        try:
            yield {"root": base + "/", "subpath": base + SUBPATH}
        finally:
            server.shutdown()
            server.server_close()


def launch(playwright: Any, proxy: RefusingProxy) -> Any:
    """Debian's chromium, every request but 127.0.0.1's sent to ``proxy``."""
    if not CHROMIUM.exists():
        raise RuntimeError(
            "Debian's chromium is not installed at /usr/bin/chromium (.ci/run installs it)."
        )
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM),
        args=ARGS,
        proxy={"server": f"http://127.0.0.1:{proxy.port}", "bypass": "127.0.0.1"},
    )


def start_live(page: Any, label: str, *, timeout_ms: float = 90_000) -> tuple[str, list[str]]:
    """Press the live table's button ``label`` and wait until the widget shows (or
    the table gives up); return the table's state (``"ready"`` or ``"failed"``) and
    every progress note the reader saw meanwhile. When another table runs, the page
    asks for a second press before it replaces it; this presses again, as a reader
    who has read the note does."""
    page.evaluate(
        """() => {
          const note = document.querySelector('.euchre-live-note');
          window.euchreNotes = [];
          new MutationObserver(() => {
            const text = note.textContent.replace(/\\d+ s/, 'N s');
            if (window.euchreNotes.at(-1) !== text) window.euchreNotes.push(text);
          }).observe(note, {childList: true, characterData: true, subtree: true});
        }"""
    )
    page.get_by_role("button", name=label).click()
    if page.locator(".euchre-live").get_attribute("data-confirm") == label:
        page.get_by_role("button", name=label).click()
    page.wait_for_function(
        "() => document.querySelector('.euchre-live').dataset.state !== 'starting'",
        timeout=timeout_ms,
    )
    state = str(page.locator(".euchre-live").get_attribute("data-state"))
    return state, list(page.evaluate("() => window.euchreNotes"))


def live_frame(page: Any) -> Any:
    """The frame the live table's REPL runs in."""
    return page.locator("iframe.euchre-live-iframe").element_handle().content_frame()


# The play table's log, which starts "New game to 10 ..." and then tells each turn
# ("South plays the J♦.", "West passes."); marked on first sight so that later reads
# find the same element whatever it says.
LOG_TEXT = """() => {
  let log = document.querySelector('[data-euchre-log]');
  if (!log) {
    log = Array.from(document.querySelectorAll('.widget-html-content'))
      .find((el) => el.innerText.trim().startsWith('New game'));
    if (!log) return '';
    log.dataset.euchreLog = 'yes';
  }
  return log.innerText.trim();
}"""

# Click a button and time, in the page, until the element ``watched`` changes.
CLICK_MS = """async ([button, watched]) => {
  const before = watched.innerHTML;
  const start = performance.now();
  button.click();
  while (watched.innerHTML === before) {
    if (performance.now() - start > 10000) return -1;
    await new Promise((done) => setTimeout(done, 1));
  }
  return performance.now() - start;
}"""


#: Where a printed line (a ``pre``) breaks inside a word: two letters with no space
#: between them on two lines, each shown with a little of its line.
BROKEN_WORDS = """(pre) => {
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    const broken = [];
    let last = null;
    while (walker.nextNode()) {
        const node = walker.currentNode;
        for (let i = 0; i < node.length; i++) {
            const ch = node.data[i];
            if (/\\s/.test(ch)) { last = null; continue; }
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect) continue;
            if (last && rect.top > last.top + 2) {
                broken.push(node.data.slice(Math.max(0, i - 12), i) + ' / '
                            + node.data.slice(i, i + 12));
            }
            last = rect;
        }
    }
    return broken;
}"""


#: How many more lines a ``pre`` takes on the screen than it has: its lines that wrap.
WRAPPED_LINES = """(pre) => {
    const range = document.createRange();
    range.selectNodeContents(pre);
    const shown = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    return shown - pre.textContent.split('\\n').filter((line) => line.trim()).length;
}"""
