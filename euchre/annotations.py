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

    def __bool__(self) -> bool:
        return bool(self.calls or self.plays)

    def add_call(self, index: int, text: str) -> None:
        """Add a comment on call ``index``."""
        self.calls.setdefault(index, []).append(text)

    def add_play(self, index: int, text: str) -> None:
        """Add a comment on play ``index``."""
        self.plays.setdefault(index, []).append(text)
