"""A realistic buggy submission: "at least one of two" is computed by adding the
two single probabilities, which counts the hands with both jacks twice."""

BUGS = [
    ("return 1 - math.comb(22, 5) / math.comb(24, 5)", "return 2 * math.comb(23, 4) / math.comb(24, 5)"),
]
