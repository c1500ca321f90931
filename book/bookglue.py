"""Glue helper for the book's pages: numbers and words computed in a page and pasted
into its prose with {glue:}`name`.

myst-nb pastes an object's plain-text representation, which for a ``str`` includes
its quotes; ``glue_text`` stores text that shows exactly as written.
"""

from __future__ import annotations

from myst_nb import glue


class Words(str):
    """A string whose representation is itself, without quotes."""

    def __repr__(self) -> str:
        return str(self)


def glue_text(name: str, value: object) -> None:
    """Glue ``value`` (formatted with ``str``) for use in the prose as {glue:}`name`."""
    glue(name, Words(str(value)), display=False)
