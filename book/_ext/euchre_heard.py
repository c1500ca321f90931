"""The cards and suits in the pages' own words, heard in words by a screen reader.

The book writes a card as its rank and suit symbol, "J♦", in its prose and in the
words it glues in from the engine ("East turns up the 9♥"). A screen reader reads
the symbol by its Unicode name, "J black diamond suit". The engine's HTML already
says its cards in words for the ear (:func:`euchre.render.heard_inline`); this
extension does the same, with the same function, for every run of text on a page
that has a card or a suit symbol, outside code: the eye sees the text as written and
the ear hears "jack of diamonds". Headings are left as they are (the contents and
the browser's title take their text), and so is code, where "J♦" is what to type,
and so is the ``{written}`` role, for prose about how a card is written
("{written}`J♦` is the jack of diamonds" would be heard "jack of diamonds is the jack
of diamonds").
"""

from __future__ import annotations

from html import escape
from typing import Any

from docutils import nodes
from sphinx import addnodes

#: Where a symbol is what the reader types or sees as code, or text the page's
#: chrome reuses.
_LEFT_AS_WRITTEN = (
    nodes.FixedTextElement,  # code blocks, doctests
    nodes.literal,
    nodes.raw,
    nodes.math,
    nodes.title,
    nodes.subtitle,
    nodes.comment,
    addnodes.desc_signature,
)

_SYMBOLS = frozenset("\u2663\u2666\u2665\u2660")


#: The class of the ``{written}`` role's text.
_WRITTEN = "euchre-written"


def _as_written(text: nodes.Text) -> bool:
    node: nodes.Node | None = text.parent
    while node is not None:
        if isinstance(node, _LEFT_AS_WRITTEN):
            return True
        if isinstance(node, nodes.inline) and _WRITTEN in node["classes"]:
            return True
        node = node.parent
    return False


def _written_role(
    name: str,
    rawtext: str,
    text: str,
    lineno: int,
    inliner: Any,
    options: Any = None,
    content: Any = None,
) -> tuple[list[nodes.Node], list[nodes.system_message]]:
    """``{written}`J♦```: the text as written, for the eye and the ear alike."""
    return [nodes.inline(rawtext, text, classes=[_WRITTEN])], []


def _heard_in_words(app: Any, doctree: nodes.document, docname: str) -> None:
    if app.builder.format != "html":
        return
    from euchre.render import heard_inline

    for text in list(doctree.findall(nodes.Text)):
        if _SYMBOLS.isdisjoint(text) or _as_written(text):
            continue
        text.parent.replace(
            text, nodes.raw("", heard_inline(escape(text, quote=False)), format="html")
        )


def setup(app: Any) -> dict[str, Any]:
    app.connect("doctree-resolved", _heard_in_words)
    app.add_role("written", _written_role)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
