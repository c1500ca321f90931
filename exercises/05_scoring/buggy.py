"""A realistic buggy submission: a loner's march is scored like a partners' march
(2 points), and a lone defender's euchre like any euchre (2 points)."""

BUGS = [
    (
        "    if maker_alone and maker_tricks == 5:\n        return (\"makers\", 4)\n"
        "    if lone_defender and maker_tricks < 3:\n        return (\"defenders\", 4)\n",
        "",
    ),
]
