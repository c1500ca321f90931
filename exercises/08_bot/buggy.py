"""A realistic buggy submission: the bot always plays its strongest card, even
when its partner is already winning the trick (it also fails to win cheaply)."""

BUGS = [
    ("    if not trick:\n        return", "    if True:\n        return"),
]
