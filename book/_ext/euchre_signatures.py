"""Readable signatures for dataclasses with a field made by a factory, for enums
(``(value)``, not Enum's machinery) and for defaults kept in private constants
(``rules: Rules = Rules()``, not ``= _STANDARD``), and the descriptions dataclass
fields keep in their metadata.

Python shows such a field's default as ``<factory>``, which Sphinx cannot parse as a
signature; it then prints the whole signature raw, with the ``~`` of its short type
names left in (``values: ~collections.abc.Mapping[~euchre.actions.Action, float] =
<factory>``). This handler writes the factory's call instead (``= dict()``), so the
signature parses and reads like the others: ``values: Mapping[Action, float] = dict()``.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from sphinx.application import Sphinx


#: Defaults kept in private constants (one Rules object shared by every call), and
#: what each is.
_PRIVATE_DEFAULTS = {"_STANDARD": "Rules()", "_RAILROAD": "Rules.railroad()"}


def _factory_defaults(
    app: Sphinx,
    what: str,
    name: str,
    obj: Any,
    options: Any,
    signature: str | None,
    return_annotation: str | None,
) -> tuple[str | None, str | None] | None:
    if isinstance(obj, type) and issubclass(obj, enum.Enum):
        # Enum's own machinery (value, names=None, *, module=None, ...): a reader calls
        # Suit("H") with one value
        return "(value)", return_annotation
    if not signature:
        return None
    before = signature
    for name, shown in _PRIVATE_DEFAULTS.items():  # a default in a private constant
        signature = signature.replace(f"= {name}", f"= {shown}")
    if "<factory>" not in signature or not dataclasses.is_dataclass(obj):
        return None if signature == before else (signature, return_annotation)
    # The signature lists the fields __init__ takes in their order, so its n-th
    # "<factory>" is the n-th such field made by a factory.
    for field in dataclasses.fields(obj):
        if field.init and field.default_factory is not dataclasses.MISSING:
            call = f"{getattr(field.default_factory, '__name__', 'factory')}()"
            signature = signature.replace("<factory>", call, 1)
    return signature, return_annotation


def _field_docs(
    app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]
) -> None:
    """A dataclass whose fields are described by ``field(metadata={"doc": ...})`` (the
    options of :class:`euchre.Rules`) lists them, with those texts, in its own entry:
    autodoc shows such a field bare and fires no event for it."""
    if what != "class" or not dataclasses.is_dataclass(obj):
        return
    described = [f for f in dataclasses.fields(obj) if "doc" in f.metadata]
    if not described:
        return
    lines.extend(["", ".. rubric:: Options", ""])
    for field in described:
        lines.extend([f"``{field.name}``", f"   {field.metadata['doc']}"])
        typed = field.metadata.get("values", {})
        if typed:
            values = "; ".join(f"``{v!r}``: {words}" for v, words in typed.items())
            lines.append(f"   As a program writes it: {values}.")
        lines.append("")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("autodoc-process-signature", _factory_defaults)
    app.connect("autodoc-process-docstring", _field_docs)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
