"""Commentary on a deal's decisions, with EGN's quality labels.

EGN keys a deal's comments by the index of the call (bidding) or of the play
(counting cards across all tricks). A comment may start with a label:

>>> split_label("[??]Throwing trump here lost the hand.")
(Label.BLUNDER, 'Throwing trump here lost the hand.')
>>> split_label("Dealer had no choice.")
(None, 'Dealer had no choice.')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .errors import EGNError

__all__ = ["Annotations", "Label", "split_label"]


class Label(enum.Enum):
    """EGN's labels, worst to best."""

    BLUNDER = "[??]"
    MISTAKE = "[?]"
    DUBIOUS = "[?!]"
    INTERESTING = "[!?]"
    GREAT = "[!]"
    BRILLIANT = "[!!]"

    def __repr__(self) -> str:
        return f"Label.{self.name}"

    @property
    def meaning(self) -> str:
        """The label's name in words: ``"blunder"``, ``"great play"``."""
        return {
            "BLUNDER": "blunder",
            "MISTAKE": "mistake",
            "DUBIOUS": "dubious",
            "INTERESTING": "interesting",
            "GREAT": "great play",
            "BRILLIANT": "brilliant play",
        }[self.name]

    @property
    def is_criticism(self) -> bool:
        """True for ``[??]``, ``[?]`` and ``[?!]``."""
        return self in (Label.BLUNDER, Label.MISTAKE, Label.DUBIOUS)


# Longer tags first, so "[??]" is not read as "[?]".
_TAGS = sorted(Label, key=lambda label: -len(label.value))


def split_label(text: str) -> tuple[Label | None, str]:
    """The label a comment starts with (if any) and the rest of its text."""
    _check_text(text)
    for label in _TAGS:
        if text.startswith(label.value):
            return label, text[len(label.value) :].lstrip()
    return None, text


@dataclass
class Annotations:
    """The comments on one deal: ``calls[i]`` on its i-th call, ``plays[j]`` on its
    j-th card played (counting across tricks), each a list of strings."""

    calls: dict[int, list[str]] = field(default_factory=dict)
    plays: dict[int, list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for what, keyed in (("call", self.calls), ("play", self.plays)):
            if not isinstance(keyed, dict):
                raise EGNError(
                    f"Annotations.{what}s maps {what} numbers to lists of comments, "
                    f"not {type(keyed).__name__}."
                )
            for index, texts in keyed.items():
                _check_index(what, index)
                if not isinstance(texts, list):
                    raise EGNError(
                        f"The comments on {what} {index} must be a list of texts, "
                        f"not {type(texts).__name__}."
                    )
                for text in texts:
                    _check_text(text)

    def __bool__(self) -> bool:
        return bool(self.calls or self.plays)

    def add_call(self, index: int, text: str) -> None:
        """Add a comment on call ``index`` (the calls of a deal are numbered from 0).

        >>> notes = Annotations()
        >>> notes.add_call(0, "[!]Good order.")
        >>> notes.add_call(-1, "Too early.")
        Traceback (most recent call last):
        ...
        euchre.errors.EGNError: A comment is on a call number from 0 (0, 1, 2, ...), not -1.
        """
        _check_index("call", index)
        _check_text(text)
        self.calls.setdefault(index, []).append(text)

    def add_play(self, index: int, text: str) -> None:
        """Add a comment on play ``index`` (the cards of a deal are numbered from 0,
        counting across tricks)."""
        _check_index("play", index)
        _check_text(text)
        self.plays.setdefault(index, []).append(text)


def _check_index(what: str, index: object) -> None:
    if isinstance(index, bool) or not isinstance(index, int) or index < 0:
        shown = repr(index) if len(repr(index)) < 40 else type(index).__name__
        raise EGNError(f"A comment is on a {what} number from 0 (0, 1, 2, ...), not {shown}.")


def _check_text(text: object) -> None:
    if not isinstance(text, str):
        raise EGNError(f"A comment is a text, not {type(text).__name__}.")
