"""Launch links from the book's pages, built from one repository address.

The address, the branch students launch from and an optional JupyterHub live in
``_config.yml`` under ``sphinx: config:``::

    euchre_repository: euchre-course/euchre-course   # GitHub owner/name
    euchre_student_ref: students                     # branch with student material only
    euchre_hub_url: ""                               # JupyterHub for nbgitpuller links

The first link of a practice notebook opens it "in your browser": JupyterLite served
by the book itself (book/_ext/euchre_live.py), at an address relative to the page.
The theme's repository and issues buttons follow ``euchre_repository`` too.

Pages use two pieces of markup:

``practice`` directive
    A "Practice live" box: its body is the page's own prose, followed by the links
    that open the notebook (path from the repository root)::

        :::{practice} notebooks/deal_table.ipynb
        Deal as many hands as you like ...
        :::

``launch`` role
    A single link that opens a notebook, in the browser when the live site serves it,
    in Binder otherwise: ``{launch}`exercise 1
    <exercises/01_cards/01_cards.ipynb>```.

``binder`` role
    The same, always in Binder: ``{binder}`exercise 1
    <exercises/01_cards/01_cards.ipynb>```.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

import euchre_live

_ROLE_TEXT = re.compile(r"^(?P<text>.*?)\s*<(?P<path>[^<>]+)>$", re.DOTALL)


def _config(env: Any) -> tuple[str, str, str]:
    config = env.config
    return (
        str(config.euchre_repository).strip("/"),
        str(config.euchre_student_ref),
        str(config.euchre_hub_url).rstrip("/"),
    )


def binder_url(repository: str, ref: str, path: str) -> str:
    """The Binder address that opens ``path`` in JupyterLab."""
    return (
        f"https://mybinder.org/v2/gh/{repository}/{ref}"
        f"?urlpath={quote('lab/tree/' + path, safe='')}"
    )


def hub_url(hub: str, repository: str, ref: str, path: str) -> str:
    """The nbgitpuller address that clones the student branch into a JupyterHub."""
    name = repository.split("/")[-1]
    repo = quote(f"https://github.com/{repository}", safe="")
    target = quote(f"lab/tree/{name}/{path}", safe="")
    return f"{hub}/hub/user-redirect/git-pull?repo={repo}&branch={ref}&urlpath={target}"


def launch_links(env: Any, path: str) -> list[tuple[str, str]]:
    """(label, address) of every place that opens ``path``, best first."""
    repository, ref, hub = _config(env)
    links = []
    if euchre_live.is_live_notebook(path):
        links.append(("in your browser", euchre_live.notebook_url(env.docname, path)))
    links.append(("in Binder", binder_url(repository, ref, path)))
    if hub:
        links.append(("on your JupyterHub", hub_url(hub, repository, ref, path)))
    return links


def _link_paragraph(env: Any, path: str) -> nodes.paragraph:
    para = nodes.paragraph(classes=["euchre-launch"])
    para += nodes.Text("Open it ")
    # Heard, not shown: which notebook a link opens, so that a screen reader's list of
    # the page's links does not give several "in Binder" with nothing to tell them apart.
    which = ", the " + Path(path).stem.replace("_", " ") + " notebook"
    for index, (label, url) in enumerate(launch_links(env, path)):
        if index:
            para += nodes.Text(" · ")
        link = nodes.reference("", "", refuri=url, classes=["euchre-launch-link"])
        link += nodes.Text(label)
        link += nodes.inline("", which, classes=["euchre-heard"])
        para += link
    para += nodes.Text(".")
    return para


class PracticeDirective(SphinxDirective):
    """The "Practice live" box with the page's prose and the notebook's links."""

    required_arguments = 1
    has_content = True
    option_spec = {"class": directives.class_option}

    def run(self) -> list[nodes.Node]:
        path = self.arguments[0].strip()
        box = nodes.admonition(classes=["tip", "euchre-practice", *self.options.get("class", [])])
        box += nodes.title("", "Practice live")
        self.state.nested_parse(self.content, self.content_offset, box)
        box += _link_paragraph(self.env, path)
        return [box]


def launch_role(
    name: str,
    rawtext: str,
    text: str,
    lineno: int,
    inliner: Any,
    options: dict[str, Any] | None = None,
    content: list[str] | None = None,
) -> tuple[list[nodes.Node], list[nodes.system_message]]:
    match = _ROLE_TEXT.match(text.strip())
    if not match:
        message = inliner.reporter.error(
            f"launch needs `text <path/to/notebook.ipynb>`, got {text!r}", line=lineno
        )
        return [inliner.problematic(rawtext, rawtext, message)], [message]
    env = inliner.document.settings.env
    path = match["path"].strip()
    if name == "binder":
        repository, ref, _ = _config(env)
        label, url = "in Binder", binder_url(repository, ref, path)
    else:
        label, url = launch_links(env, path)[0]
    node = nodes.reference(rawtext, match["text"] or label, refuri=url)
    return [node], []


def _theme_follows_repository(app: Sphinx, config: Any) -> None:
    """The theme's repository, issues and launch buttons use ``euchre_repository``,
    and its launch menu gets the JupyterHub when ``euchre_hub_url`` names one.
    (Jupyter Book also insists on its own ``repository: url:``;
    tests/test_workflows.py checks that the two agree.)"""
    repository = str(config.euchre_repository).strip("/")
    options = dict(config.html_theme_options or {})
    options["repository_url"] = f"https://github.com/{repository}"
    hub = str(config.euchre_hub_url).rstrip("/")
    if hub:
        options["launch_buttons"] = {**options.get("launch_buttons", {}), "jupyterhub_url": hub}
    config.html_theme_options = options


def _hide_kernel(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """The theme's launch button opens the page in the students branch. A page whose
    front matter says ``launch: false`` (the teachers' page: its code reads the
    exercises' masters, which that branch does not hold, so it would fail there) gets
    none: the theme gives one only to a page with a kernel, so the kernel is set
    aside while the theme looks (and put back by :func:`_restore_kernel`)."""
    meta = app.env.metadata.get(pagename, {})
    if str(meta.get("launch", "")).lower() == "false" and "kernelspec" in meta:
        context["euchre_kernelspec"] = meta.pop("kernelspec")


def _restore_kernel(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    if "euchre_kernelspec" in context:
        app.env.metadata[pagename]["kernelspec"] = context.pop("euchre_kernelspec")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("euchre_repository", "euchre-course/euchre-course", "env")
    app.add_config_value("euchre_student_ref", "students", "env")
    app.add_config_value("euchre_hub_url", "", "env")
    app.add_directive("practice", PracticeDirective)
    app.add_role("launch", launch_role)
    app.add_role("binder", launch_role)
    app.connect("config-inited", _theme_follows_repository)
    # around sphinx-book-theme's add_launch_buttons (priority 501)
    app.connect("html-page-context", _hide_kernel, priority=500)
    app.connect("html-page-context", _restore_kernel, priority=502)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
