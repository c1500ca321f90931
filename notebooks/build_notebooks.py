"""Write the practice notebooks from this script, then execute them in place.

Run from the repository root::

    .venv/bin/python notebooks/build_notebooks.py            # write and execute
    .venv/bin/python notebooks/build_notebooks.py --no-run   # write only

Every notebook is seeded, so executing it again gives the same outputs, which
``pytest --nbval notebooks`` checks. Cells that display a widget are tagged
``nbval-ignore-output``: a widget's view cannot be compared (the widget tests in
``tests/test_widgets.py`` cover it), and after execution its stored output is
replaced by a short note, so the notebook keeps no widget state and opens cleanly
before it is run.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from euchre.words import listed

HERE = Path(__file__).resolve().parent
WIDGET_TAG = "nbval-ignore-output"
PLACEHOLDER = "Run this cell to show the widget."


def md(text: str) -> nbformat.NotebookNode:
    return new_markdown_cell(text.strip())


def code(text: str) -> nbformat.NotebookNode:
    return new_code_cell(text.strip())


def widget(text: str) -> nbformat.NotebookNode:
    cell = new_code_cell(text.strip())
    cell.metadata["tags"] = [WIDGET_TAG]
    return cell


NOTEBOOKS: dict[str, list[nbformat.NotebookNode]] = {}

#: For the notebooks whose widgets have menus: JupyterLab takes the arrow keys for
#: moving between cells, so a menu opens with Space or Alt+Down.
KEYBOARD_TIP = """
*With the keyboard:* Tab moves from control to control, and Enter or Space presses a
button. To open a menu, press Space or Alt+↓ on it, then choose with the arrow keys
and Enter (the arrow keys alone move between the notebook's cells).
"""

NOTEBOOKS["engine_tour"] = [
    md("""
# A tour of the engine

Everything the practice widgets do comes from a small Python library, `euchre`. This
notebook uses it directly: cards, trump, a deal's bidding and the dealer's discard,
what one player is allowed to see, and a whole game between bots. Run the cells from the
top (Shift+Enter); change anything and run again.
"""),
    md("""
## Cards

A card is written as its rank then its suit: `"JD"`, `"J♦"`, `"10H"` and `"TH"` all
work. The deck has 24 cards: 9, 10, J, Q, K and A in each suit, and `cards` refuses
anything else.
"""),
    code("""
from euchre import Card, Suit, cards

jack = Card("JD")
print(jack, "|", jack.name, "|", jack.code)
print(*cards("A♥ 10s 9c"))
"""),
    code("""
try:
    cards("8H")
except ValueError as error:
    print(error)
"""),
    md("""
## Trump and the left bower

When a suit is trump, its jack (the *right bower*) is the highest card, and the jack
of the other suit of the same colour (the *left bower*) is second. The left bower
stops belonging to its printed suit: for the whole hand it is a trump.
"""),
    code("""
from euchre import effective_suit, trump_order

print("Hearts trump, high to low:", " ".join(str(c) for c in trump_order(Suit.HEARTS)))
print("J♦ plays as a", effective_suit(Card("JD"), Suit.HEARTS).singular, "when hearts are trump")
print("J♦ plays as a", effective_suit(Card("JD"), Suit.SPADES).singular, "when spades are trump")
"""),
    md("""
## Following suit

You must follow the suit that was led, if you can. The engine explains a card that
may not be played, and the explanation names the left bower when it is the cause.
"""),
    code("""
from euchre import legal_plays
from euchre.tricks import check_follow

hand = cards("JD QD AS 9C KH")
print("Legal to an A♦ lead:", *legal_plays(hand, Suit.HEARTS, led=Card("AD")))
try:
    check_follow(hand, Card("JD"), Suit.HEARTS, Card("AD"))
except ValueError as error:
    print(error)
"""),
    md("""
## A deal, step by step

A `Deal` knows whose turn it is, which actions are legal, and applies one action at a
time. Actions have a text form: `"pass"`, `"order"`, `"order alone"`, `"call S"`,
`"discard 9C"`, `"play JH"`; a player's view lists them as the cards are printed,
`"call ♠"`, `"discard 10♣"`, and either form may be typed. The same seed always deals the same
cards. In code the seats are numbers: 0 South, 1 West, 2 North and 3 East, partners 0
and 2, 1 and 3.
"""),
    code("""
from euchre import Deal

deal = Deal.shuffled(seed=11, dealer=0)
print(deal)
print()
print("Seat", deal.to_act, "may:", ", ".join(str(a) for a in deal.legal_actions()))
"""),
    code("""
deal.apply("pass")
deal.apply("order")
print("The dealer picked up", deal.upcard, "and now holds", *deal.hand(0))
print("Phase now:", deal.phase.name.lower(), "(the dealer throws one card away)")
"""),
    code("""
try:
    deal.apply("play AH")
except ValueError as error:
    print(error)
"""),
    md("""
The HTML drawing of a deal shows the table (seat 0 at the bottom). Each seat can be
shown or hidden. `fit=True` lets the drawing fit the width it has: on a phone the
seats stack one above the other.
"""),
    code("""
from IPython.display import HTML

from euchre.render import deal_html

HTML(deal_html(deal, show=(True, False, True, False), fit=True))
"""),
    md("""
## What one player knows

Bots never see the whole deal: they get a *view* with their own cards, the upcard,
the bids (`view.history`, every turn so far; printed, the view shows only the trump
made) and the cards played so far.
"""),
    code("""
view = deal.view(0)
print(view)
"""),
    md("""
## A whole game between bots

`Game` deals until a team reaches 10 points. Here four textbook bots (`RuleBot`)
play a seeded game; `RuleBot` can also explain each of its choices with a numbered
rule of thumb.
"""),
    code("""
from euchre import Game
from euchre.bots import RuleBot

game = Game(seed=2)
bot = RuleBot()
print(bot.explain(game.view(game.to_act)))
south_north, west_east = game.play([bot] * 4)
print(f"Final score: South and North {south_north}, West and East {west_east},",
      "after", len(game.deals), "deals")
for number, played in enumerate(game.deals[:3], start=1):
    print(f"Deal {number}:", played.result)
"""),
    md("""
## Try this

- Change the seed in `Deal.shuffled(seed=11, ...)` and follow a different deal.
- Ask `legal_plays` about a hand of your own with `led=Card("JD")` and hearts trump,
  such as `cards("QD AS 9C KH JH")` (the led jack is not in it): which cards follow
  the left bower?
- Play a game with `RandomBot` seats against `RuleBot` seats: the game above is
  over, so start a new one first (`from euchre.bots import RandomBot`, then
  `game = Game(seed=5)`). `game.play([RuleBot(), RandomBot()] * 2)` then
  puts the random bots West and East. How often does the random team win? One game
  says little: play twenty, each with its own seed (`for seed in range(20):`), and
  count.
"""),
]

NOTEBOOKS["deal_table"] = [
    md("""
# The deal table

Four hands of five cards, dealt from a shuffled 24-card deck, and the upcard on top of
the four undealt cards (the *kitty*). Choose a trump suit and every card shows the
suit it really belongs to, and the list under the table (open *Every card's suit
and rank, as a list*) gives its rank within that suit. Watch the jacks: the jack of
the trump suit becomes the highest card (the right bower), and the other jack of the
same colour joins the trump suit as the second highest (the left bower).
""" + KEYBOARD_TIP),
    widget("""
from euchre.widgets import DealTable

table = DealTable(seed=2024)
table
"""),
    md("""
## Try this

- Pick each of the four suits as trump in turn and count each seat's trumps (the
  left bower included) before you read the counts under the table. How many trumps
  would your side (South and North) hold with each suit?
- Hide every seat except yours (South) and guess from the upcard which suit you would
  like as trump.
- With hearts trump, show every seat and find the diamonds: how many are there in the
  whole deck now, and where did the sixth go?
- Type a seed of your own (a whole number such as 2024) and press **Deal this seed**: the same
  number always deals the same cards.
"""),
    md("""
A table can also be driven from code. This one is a second table with the same seed,
so the one above stays as you left it: its cards as text with hearts trump, then with
West hidden.
"""),
    code("""
demo = DealTable(seed=2024)
demo.set_trump("H")
print(demo.text)
print(demo.trump_counts())
"""),
    code("""
demo.hide_seat(1)
print(demo.text)
print()
print("J♦ is", demo.rank_of("JD"), "and A♦ is", demo.rank_of("AD"))
"""),
]

NOTEBOOKS["trump_ranking_quiz"] = [
    md("""
# Ranking trumps

Which card wins? With a suit trump, the order from the top is: the right bower (the
trump jack), the left bower (the other jack of the same colour), then A, K, Q, 10, 9
of trump. Any trump beats any card of another suit; without trump in a trick, the
highest card of the suit led wins, in the order A, K, Q, J, 10, 9.

Click the cards in the order the question asks: trumps alone from the highest to the
lowest, and cards of a trick from the one that wins it down to the weakest. **Undo**
takes back your last click and **Clear** all of them; the order is checked when you
have clicked every card (or press **Check**). After a wrong order, press **Next
question**, or **Clear** to try the same one again (only your first answer counts). Level 1
shows three trumps, usually with a bower among them; level 2 always has the left
bower and some cards of its printed suit, and that printed suit is the one led;
level 3 mixes both bowers, other trumps and a plain suit.
The score counts your first answer to each question.
"""),
    widget("""
from euchre.widgets import TrumpRankingQuiz

quiz = TrumpRankingQuiz(seed=7, difficulty=1)
quiz
"""),
    md("""
## Try this

- Answer five questions at level 1 without a mistake, then switch to level 2.
- At level 2, find the question's left bower before you click anything.
- Put a 10 above a queen on purpose and read the explanation.
"""),
    md("""
From code, on a second quiz (so the score of the one above stays yours): the
question, a wrong answer (the cards in the order shown), and the explanation of each
mistake.
"""),
    code("""
demo = TrumpRankingQuiz(seed=7, difficulty=1)
print(demo.question.prompt)
shown = " ".join(card.code for card in demo.question.cards)
demo.answer(shown)
print(demo.feedback_text)
print(demo.score_text)
"""),
    code("""
demo.next_question()
print(demo.question.prompt)
demo.answer(" ".join(card.code for card in demo.question.answer))
print(demo.feedback_text)
print(demo.score_text)
"""),
]

NOTEBOOKS["follow_suit_quiz"] = [
    md("""
# Following suit

When a card is led, you must play a card of the same suit if you have one. The catch
is the *left bower*: with hearts trump, the jack of diamonds is a heart. It follows a
heart lead, and it may not be played to follow a diamond lead while you hold another
diamond.

Click every card you may play, then **Check**. A card you may not play is refused at
once, with the rule it breaks, and the question counts as missed. These questions set
left-bower traps on purpose.
"""),
    widget("""
from euchre.widgets import FollowSuitQuiz

quiz = FollowSuitQuiz(seed=3, difficulty=2)
quiz
"""),
    md("""
## Try this

- Find a question where the jack of trump's sister suit is in your hand, and decide
  before clicking which suit it belongs to.
- At level 3, most questions are left-bower traps. Can you get five in a row?
- When you cannot follow suit, every card is legal: check that the quiz agrees.
"""),
    md("""
From code, on a second quiz (the one above keeps your score): a question of our own.
Hearts are trump and the ace of diamonds is led. Clicking the jack of diamonds is
refused, with the reason:
"""),
    code("""
from euchre import Card, Suit, cards
from euchre.quiz import FollowSuitQuestion

demo = FollowSuitQuiz(seed=3, difficulty=2)
demo.ask(FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD")))
print(demo.question.prompt)
demo.click("JD")
print(demo.feedback_text)
"""),
    code("""
demo.click("QD")
demo.submit()
print(demo.feedback_text)
print(demo.score_text)
"""),
]

NOTEBOOKS["bidding_quiz"] = [
    md("""
# Bidding

In the first round each player, starting left of the dealer, may *order up* the
upcard (its suit becomes trump and the dealer picks it up, unless the dealer's
partner goes alone: then the dealer sits out) or pass. If all four pass,
the upcard is turned down and, in the second round, each player may name any other
suit or pass. Whoever makes trump may also go *alone*, without their partner.

You sit South and it is your turn to bid; the dealer changes from one question to the
next. Choose your bid. The feedback gives two opinions, each named:

- **the coach**, which measures: it plays the position out over many deals the other
  hands could be and gives the *value* of each bid, the points your side can expect
  from this deal on average, less the other side's (so a value below zero is a
  likely loss; higher is better, and being euchred costs 2). Your answer
  counts as right when it is the coach's best bid, or worth about as much.
- **the textbook rule**, a numbered rule of thumb (the course's `RuleBot`): it adds
  up your trumps, bowers and aces into a *hand count* and bids when the count reaches
  its *order mark*. The book's strategy chapter lists the numbered rules and the
  points of the count.

They agree on most hands. When they differ, the feedback says why: a rule of thumb
is right for most hands, the coach's measurement for this one. **Next question**
deals another position; level 2 of the **Difficulty** menu adds second-round
positions.
""" + KEYBOARD_TIP),
    widget("""
from euchre.widgets import BiddingQuiz

quiz = BiddingQuiz(seed=3)
quiz
"""),
    md("""
## Try this

- Before you bid, count your trumps if the upcard's suit became trump, including the
  left bower.
- Find a position where you are the dealer's partner: does the coach order up as
  easily as when you are left of the dealer?
- Find a hand where the coach and the textbook rule disagree, and read why.
- Switch to level 2 and find a hand worth calling *next* (the other suit of the
  turned-down card's colour).
"""),
    md("""
From code, on a second quiz (the one above keeps your score): two positions, a pass
in each, and the verdicts.
"""),
    code("""
demo = BiddingQuiz(seed=3)
print(demo.view)
demo.choose("pass")
print()
print(demo.feedback_text)
"""),
    code("""
demo.next_question()
print(demo.view)
demo.choose("pass")
print()
print(demo.feedback_text)
print(demo.score_text)
"""),
]

NOTEBOOKS["annotated_hand"] = [
    md("""
# A recorded deal, with comments

This deal comes from a game recorded in Euchre Game Notation (EGN). The seats are
named as everywhere in the course: South at the bottom, West on South's left, North
across, East on the right (the record's player names are under the title). Step
through it with **‹ Back** and **Forward ›** (**« Start** and **End »** jump to either
end), or jump to a trick. When a comment in the record is about the bid or the card
just played, it appears under the table, with its label in words when it has one
("mistake", "great play"), and so does each of the record's *alternative lines*
(another call or card that the annotator played on to the end), at the step where it
leaves the game. A record often leaves cards out (the hand of a loner's
partner, who never plays, and most dealers' discards): the widget then plays the deal
with cards it had to assume, and says which, under the table.

The **Show** menu shows every hand, or only what one seat could see. Choose
**Play South** (or another seat) to play the same cards yourself, from the step you
stepped to (pressed again, or before the first step, from the first bid): bots play
the other seats, the coach comments on each of your choices, and while you play you see
only your own hand, as at a real table (when the deal is over, every trick is drawn
under the table, with every seat's cards).
Choose **Back to the record** to return.
"""),
    widget("""
from euchre.widgets import AnnotatedHand

# deal=1 is the record's second deal: the code counts deals from 0, the menu from 1.
hand = AnnotatedHand.from_egn("../data/egn/VWEC Finals Annotated.egn", deal=1)
hand
"""),
    md("""
## Try this

- Step to the fifth bid and read the comment: would you have called there?
- Show one seat's view ("Show" menu) and step through a trick: what did that player
  know when they played?
- Play the seat that made trump yourself. Do you take more tricks than in the record?
"""),
    md("""
From code, on a second copy of the deal (the one above stays where you left it): the
comment on the fifth bid, then one card at the start of trick 3, then South's next
choice, taking over from there.
"""),
    code("""
demo = AnnotatedHand.from_egn("../data/egn/VWEC Finals Annotated.egn", deal=1)
demo.jump(step=5)
print(demo.moment_text)
print("\\n".join(demo.annotations_now))
"""),
    code("""
demo.jump(trick=3)
demo.forward()
print(demo.moment_text)
"""),
    code("""
demo.take_seat(0)
first = demo.live.legal_actions()[0]
demo.choose(first)
print(demo.feedback_text)
"""),
    md("""
## Your own games

A game exported from the play table (its **Export EGN** button, in the play-table
notebook) opens here too. Copy the text from its box into a file next to this
notebook, say `my_game.egn` (in the browser: in the file browser's tab, open the
`notebooks` folder this notebook is in, choose New › New File there and name it
`my_game.egn`; then open it, paste the text and save), and run:

```python
mine = AnnotatedHand.from_egn("my_game.egn")
mine
```

`from_egn` also takes the EGN text itself, so in the play-table notebook
`AnnotatedHand.from_egn(table.egn_text)` opens the game you just exported.
"""),
]

NOTEBOOKS["play_table"] = [
    md("""
# Play a game

You sit South. The table starts with the four-handed game: your partner is North,
and West and East play against you. Bots play the other seats and act by themselves
until it is your turn. The score is kept
in numbers and the traditional way, with a 2 and a 3 from the unused cards. Press
**Hint** to hear what the coach would do, and **Export EGN** to save the game.

Under **Table settings** you can choose the bots' strength: "random" plays any legal
card, "rule" follows the textbook rules of thumb, and "expert" (the strongest) weighs
the deals it might be facing before each bid and card, as the coach does. You can
also choose another form of the game in the **Game** menu (two-handed, cutthroat,
Railroad, Bid Euchre or five-handed, each with its own seats, partners and scoring),
and set the target score and the house rules that form is played with: in the
four-handed game every one the engine has, such as *stick the dealer*, the joker,
the 32-card deck, call for best, going under and the fast break, each a box to tick
or a menu of its choices (the book's chapters *House rules and variants* and *Other
ways to play* explain each, and one you change is explained under them). A house rule that
only acts when someone goes alone needs *Going alone* ticked: the settings say so and
start nothing. The settings start the next game: the game being played keeps its
rules. Railroad is played as a match of
games, with its laps and slams carried from one game to the next: when a game ends,
**Next game** starts the next one.
**New game with these settings** deals new cards each time; type a seed (a whole
number such as 2024) to play a particular game again; this game's seed is shown with the box.
""" + KEYBOARD_TIP),
    widget("""
from euchre.widgets import PlayTable

table = PlayTable(seed=10, bots="rule")
table
"""),
    md("""
## Try this

- Play a game against "random" bots, then against "rule" bots, then against
  "expert" bots. Which is hardest?
- Ask for a hint before every bid of one deal. Do you agree with the coach?
- Export a finished game and replay it as an annotated hand. Right here, in a new
  cell:

  ```python
  from euchre.widgets import AnnotatedHand
  AnnotatedHand.from_egn(table.egn_text)
  ```

  To keep it for the annotated-hand notebook, save the text from the box as a file
  `my_game.egn` next to the notebooks (in the browser: in the file browser's tab, open
  the `notebooks` folder, choose New › New File there and name it `my_game.egn`; then
  open it, paste the text and save) and run this there:

  ```python
  AnnotatedHand.from_egn("my_game.egn")
  ```

  (Exported in the middle of a deal, the deal being played holds only what you may
  know: your own cards, the bids and the cards played. Opened as an annotated hand,
  the cards you did not see are filled in at random, named under the table as
  assumed; they need not fit the bidding, so the bots may play that deal
  differently.)
"""),
    md("""
From code, at a second table (the one above stays yours): the table as text, a hint,
one action, then a whole game played with the first legal action each time, exported
and opened as an annotated hand.
"""),
    code("""
demo = PlayTable(seed=10, bots="rule")
print(demo.text)
"""),
    code("""
demo.hint()
print(demo.feedback_text)
"""),
    code("""
demo.choose(demo.legal_actions()[0])
print(demo.text)
"""),
    code("""
while not demo.game.is_over:
    demo.choose(demo.legal_actions()[0])
print(demo.feedback_text)
print("\\n".join(demo.results))
text = demo.export_egn()
print(len(text.splitlines()), "lines of EGN")
"""),
    code("""
from euchre.widgets import AnnotatedHand

replay = AnnotatedHand.from_egn(demo.egn_text, deal=0)
print(len(replay.record.deals), "deals to step through;", replay.moment_text)
"""),
]


BOOK = HERE.parent / "book"


def where_next(name: str) -> nbformat.NotebookNode:
    """The notebook's last cell: the chapters it practises and the next notebook, read
    from the book (its chapters' practice boxes and the play-live page's list, in
    order), so that the notebooks and the book name each other the same way."""
    launches = re.findall(
        r"\{launch\}`(.+?) <notebooks/(\w+)\.ipynb>`",
        (BOOK / "play_live.md").read_text(encoding="utf-8"),
    )
    order = [stem for _, stem in launches]
    titles = dict((stem, words) for words, stem in launches)
    toc = (HERE.parent / "_toc.yml").read_text(encoding="utf-8")
    chapters = []
    first_use: list[str] = []  # the notebooks in the order the chapters first use them
    for stem in re.findall(r"file: book/(\w+)", toc):  # in reading order
        text = (BOOK / f"{stem}.md").read_text(encoding="utf-8")
        for used in re.findall(r":::\{practice\} notebooks/(\w+)\.ipynb", text):
            if used not in first_use:
                first_use.append(used)
        if f":::{{practice}} notebooks/{name}.ipynb" in text:
            chapters.append(re.search(r"^# (.+)$", text, re.M).group(1))  # type: ignore[union-attr]
    # the next notebook is the next one a reader of the book meets: the play-live
    # page lists them in that order
    assert order == first_use, f"play_live.md lists {order}; the chapters use {first_use}"
    lines = ["## Where next", ""]
    if chapters:
        said = listed(f"*{title}*" for title in chapters)
        lines.append(
            f"This notebook practises the book's {'chapters' if len(chapters) > 1 else 'chapter'} {said}."
        )
    later = order[order.index(name) + 1 :]
    if later:
        lines.append(f"The next practice notebook is [{titles[later[0]]}]({later[0]}.ipynb).")
    else:
        lines.append(
            f"This is the last practice notebook; the first is [{titles[order[0]]}]({order[0]}.ipynb)."
        )
    return md("\n".join(lines))


def write(name: str, cells: list[nbformat.NotebookNode]) -> Path:
    nb = new_notebook(cells=[*cells, where_next(name)])
    for number, cell in enumerate(nb.cells):
        cell["id"] = f"{name}-{number:02d}"  # stable ids: a rebuild changes only outputs
    nb.metadata["kernelspec"] = {
        "display_name": "Python 3",
        "language": "python",
        "name": "python3",
    }
    nb.metadata["language_info"] = {"name": "python"}
    path = HERE / f"{name}.ipynb"
    nbformat.write(nb, path)
    return path


def strip_widget_views(path: Path) -> None:
    """Replace stored widget views with a note, drop saved widget state and the run's
    timestamps."""
    nb = nbformat.read(path, as_version=4)
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)  # timestamps of the run: noise in a diff
        if cell.cell_type != "code" or WIDGET_TAG not in cell.metadata.get("tags", []):
            continue
        for output in cell.outputs:
            data = output.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                output["data"] = {"text/plain": PLACEHOLDER}
    nbformat.write(nb, path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-run", action="store_true", help="write without executing")
    args = parser.parse_args()
    jupyter = Path(sys.executable).with_name("jupyter")
    for name, cells in NOTEBOOKS.items():
        path = write(name, cells)
        if not args.no_run:
            subprocess.run(
                [
                    str(jupyter),
                    "nbconvert",
                    "--to",
                    "notebook",
                    "--execute",
                    "--inplace",
                    str(path),
                ],
                check=True,
                cwd=HERE,
            )
            strip_widget_views(path)
        print(path.relative_to(HERE.parent))


if __name__ == "__main__":
    main()
