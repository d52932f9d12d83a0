# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Piquesept
#
# > Play Piquesept, the game of the seven of spades and its holder's privileges, and count how
# > often the holder wins.
#
# *Theodor Engelmanns Unterricht im Piquet-, Tresett-, Boston-, Kasino-, Konnectionen-,
# Piquesept-, Goodhope- und Kleeblattspiel*, new enlarged edition, Berlin 1798, printed for
# Wilhelm Oehmigke the Younger. Copy of the University Library of Tübingen, public domain; the
# text is Tesseract's OCR of the Fraktur print (`sources/engelmann-1798.de.txt`, one long line,
# line 5), long s (ſ) and line-break hyphens (⸗) kept. German, 1798.
#
# The book's order of games: Piquet, Tresett, Boston, Kasino, Konnectionen, **Piquesept**,
# Goodhope, Kleeblatt. The chapter (the page number 43 falls inside it) was sent in by a reader
# and is one paragraph: the pack and players; spades trumps; the seven of spades led at once and everyone's highest
# trump; why; the holder's privilege; the blind draw from his hand; the count, 130 in all, 66 to
# win; the counting cards.

# %%
from gamelib.notebook import *

# %% [markdown]
# The title page, which names Piquesept sixth, then the chapter's heading (not code) and the
# note that a reader sent the game in (history, not code):

# %%
display(quote("engelmann:front.title"), quote("engelmann:piquesept.title"),
        quote("engelmann:piquesept.contributor"))

# %% [markdown]
# Neither the headings nor the reader's note is code; the rules begin with the pack.
#
# ## The pack and the players
#
# The pack is the piquet pack of 32, for three or four players:

# %%
quote("engelmann:piquesept.pack")

# %% [markdown]
# The OCR reads *2⸗ achte* and *Coenx*: two eights, hearts. Thirty-two cards among four gives
# eight each; among three, two eights are laid aside and each gets ten. Which two eights the
# text leaves to the players: by default chance picks two of the three (option
# `removed_eights`, **unspecified in source**).

# %%
from gamelib.games.piquesept import PiqueseptGame, pack

three = PiqueseptGame(players=3).new_initial_state(seed=7)

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(three.removed) == 2 and [len(h) for h in three.initial_hands] == [10, 10, 10]

# %%
print(f"laid aside: {' '.join(three.details()['laid aside'])}; "
      f"{len(pack(3, three.removed))} cards dealt, ten to each")

# %% [markdown]
# ## Spades always trumps; the seven led at once
#
# Spades are always trumps, and the seven of spades opens the play:

# %%
display(quote("engelmann:piquesept.trump"), quote("engelmann:piquesept.seven-led"),
        quote("engelmann:piquesept.why"))

# %% [markdown]
# The holder of the seven leads it; each other player must throw his highest trump, or his
# highest card if he has none. The order of the cards the text does not give: the game counts
# "as in Mariage", whose tens rank just below the ace, so the default order is
# A 10 K Q J 9 8 7 (an option gives the natural A K Q J 10 9 8 7; **unspecified in source**).

# %%
from gamelib.games.piquesept import ORDERS

pd.DataFrame({"highest to lowest": {name: " ".join("10" if r == "T" else r for r in ranks)
                                    for name, ranks in ORDERS.items()}}).rename_axis("order")

# %% [markdown]
# A deal with fixed hands: A holds the seven of spades and little else.

# %%
hands = [parse("7S 7H 8H 7D 8D 7C 8C 9C"), parse("AS 9S AH KH QH JH AD KD"),
         parse("TS KS TH 9H QD JD AC KC"), parse("8S QS JS TD 9D TC QC JC")]
game = PiqueseptGame()
state = game.new_initial_state(hands=hands, drawn="9C")
state

# %% [markdown]
# ## The holder's privilege
#
# The holder of the seven plays against the others, and has a privilege in return:

# %%
quote("engelmann:piquesept.privilege")

# %% [markdown]
# The OCR's *de übrigen* is *die übrigen*. What a "high" card is the text does not say: by
# default the ace and the ten, the cards that count most (option `high`; **unspecified in
# source**). So when another player leads a high card, the holder may trump it though he holds
# its suit; a low card he must follow. The others must follow suit, or trump when they cannot.
# The deal below shows it after the blind draw, which the book describes next.
#
# ## The blind draw
#
# The price of that privilege is a blind draw from his hand:

# %%
display(quote("engelmann:piquesept.blind-draw"), quote("engelmann:piquesept.page-43"))

# %% [markdown]
# The page number 43 stands inside the sentence; *gegen wird* is *gegeben wird*. "Gleich zu
# Anfange des Spiels": here the draw comes before the seven is led, and the seven itself is not
# drawn, since its holder must lead it (an option, the exchange after the first trick, leads
# the seven first; **unspecified in source**). "Demjenigen, der nach ihm ausſpielt" is read as the
# player after him; read as "who leads after him" it is the winner of the first trick, which
# is an option (with the exchange after the first trick). B, the player after A, has drawn
# the nine of clubs (fixed in the cell below; by default the state's generator draws) and
# must give A another card; giving the nine back is refused:

# %% jupyter={"source_hidden": true} tags=["check"]
assert Card("9C") in state.hand(1)

# %%
try:
    state.apply_action("give 9C")
except IllegalAction as error:
    message = str(error)
print(message)

# %% jupyter={"source_hidden": true} tags=["check"]
assert "piquesept.blind-draw" in message

# %% [markdown]
# B gives the jack of hearts instead, and A's hand now holds it:

# %%
state.apply_action("give JH")
state.hand(0)

# %% [markdown]
# Now A must lead the seven, and the others throw their highest trumps: B the ace, C the ten
# (tens high), D the queen.

# %% jupyter={"source_hidden": true} tags=["check"]
assert [str(a) for a in state.legal_actions()] == ["7S"]

# %%
state.apply_action("7S")
thrown, choices = [], []
for _ in range(3):
    forced = state.legal_actions()
    choices.append(len(forced))
    thrown.append(str(forced[0]))
    state.apply_action(forced[0])
state.tricks[0]

# %% jupyter={"source_hidden": true} tags=["check"]
assert choices == [1, 1, 1]

# %% jupyter={"source_hidden": true} tags=["check"]
assert thrown == ["AS", "TS", "QS"]

# %% [markdown]
# ## The privilege in play
#
# B leads the ace of hearts, a high card: A may trump it though he holds hearts; a nine he would
# have to follow. C follows, and D, without hearts, must trump.

# %%
state.apply_action("AH")
state.apply_action("TH")
print("D, without hearts, must trump:", or_list(state.legal_actions()))
state.apply_action("JS")
holder_may = sorted(str(a) for a in state.legal_actions())
print("A, the holder, may play:", ", ".join(holder_may))

# %% jupyter={"source_hidden": true} tags=["check"]
assert holder_may == ["7H", "8H", "JH"]

# %% [markdown]
# A has no trump left after the seven, so his privilege does not help him here: his hand after
# the exchange was all low cards, exactly the case the contributor had in mind.
#
# At the table below you are seat 0 of the deal of seed 7, against random players; seat 2 holds
# the seven. Click your cards: a card the rules forbid (not your highest trump to the seven, not
# following suit, not trumping when void) is refused with its passage, and the count and the
# payments come at the end.

# %%
from gamelib.show.widgets import TableWidget

table_widget = TableWidget(game="piquesept", seed=7)
table_widget

# %% [markdown]
# The blind draw is done and the seven has been led; to the seven you may only throw your highest
# trump, so the table offers exactly one card:

# %%
legal = [str(a) for a in table_widget.state.legal_actions()]
my_trumps = [c for c in table_widget.state.hand(0) if c.suit == "S"]
highest = min(my_trumps, key=lambda c: ORDERS["mariage"].index(c.rank))
seats = table_widget.state.game.seats
display(listed(f"{seats[seat]}: {move}" for seat, move in table_widget.moves))
print("your one card now:", ", ".join(legal))

# %% jupyter={"source_hidden": true} tags=["check"]
assert table_widget.errors == [] and table_widget.state.current_player() == 0
assert table_widget.moves[1] == (table_widget.state.holder, "7S") and legal == [str(highest)]

# %% [markdown]
# ## The count: 130, and 66 to win
#
# The book then gives the count and the card values:

# %%
display(quote("engelmann:piquesept.points"), quote("engelmann:piquesept.values"))

# %% [markdown]
# The OCR's *Valet (2²)* is 2. The values as data, and the proof that the pack holds 130, with
# four players and with three (the eights count nothing):

# %%
from gamelib.games.piquesept import (
    CARD_POINTS, SPADE_SEVEN, SPADE_SEVEN_POINTS, TOTAL_POINTS, WINNING_POINTS, pack_points, points,
)
values = {**CARD_POINTS, "7♠": points(SPADE_SEVEN)}
print("  ".join(f"{card} {value}" for card, value in values.items()))
print(f"{TOTAL_POINTS} points in the pack, {WINNING_POINTS} to win")

# %% jupyter={"source_hidden": true} tags=["check"]
assert pack_points(pack(4)) == TOTAL_POINTS == 130
assert pack_points(pack(3, (Card("8H"), Card("8D")))) == 130
assert 4 * sum(CARD_POINTS.values()) + SPADE_SEVEN_POINTS == 130

# %% [markdown]
# `HandWidget` counts a hand's card points by these values and says whether it holds the seven
# of spades. The hand below holds the seven, the ace and ten of spades and the ace and ten of
# hearts; type another, or deal one by seed.

# %%
from gamelib.show.widgets import HandWidget

hand_widget = HandWidget(game="piquesept", hand="7S AS TS AH TH KD QC JC")
hand_widget

# %% [markdown]
# The widget's count is `pack_points` of the same cards, 61 of the 130:

# %%
counted = dict((what, value) for what, value, _ in hand_widget.report.counts)
pd.DataFrame(hand_widget.report.counts, columns=["count", "value", "passage"]).set_index("count")

# %% jupyter={"source_hidden": true} tags=["check"]
assert counted["card points held"] == pack_points(hand_widget.report.cards) == 61
assert counted["seven of spades"] == "held" and hand_widget.errors == []

# %% [markdown]
# Who wins? "Da die übrigen gegen ihn ſpielen": the holder of the seven plays alone against the
# others, who count together. He wins with 66 and is paid the stake by each; with 64 or less the
# others have 66 and he pays each; at 65 to 65 nobody has 66 and nothing is paid. An option
# lets everyone count for himself instead. Stakes are not in the text (an option, one unit by
# default).

# %% [markdown]
# ## A deal played through
#
# The rest of the fixed deal, played by random players through `play`:

# %%
from gamelib.core.engine import RandomPlayer

play(state, RandomPlayer(43))
display(state)
for t in state.tricks:
    display(t)

# %% jupyter={"source_hidden": true} tags=["check"]
assert sum(state.card_points()) == 130

# %% [markdown]
# The deal's details: the tricks, each side's card points and the result:

# %%
state.details()

# %% [markdown]
# Its settlement, line by line:

# %%
state.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert sum(state.returns()) == 0 and state.ledger.total() == 0

# %% [markdown]
# ## How often does the holder win?
#
# `N // 4` random deals for four players and as many for three (1,250 each; `FULL = True`:
# 5,000 each, about 15 seconds), dealt from the seeds `(players, 0)` to `(players, N // 4 − 1)` and played by
# random players seeded 0 to `N // 4 − 1`: the share of deals the holder of the seven wins, loses
# or ties at 65, and the distribution of his points. Every deal's card points add to 130.

# %%
N = 20_000 if FULL else 5_000  # FULL: about 15 seconds
rows, totals = [], set()
for players in (4, 3):
    g = get_game("piquesept", players=players)
    for seed in range(N // 4):
        s = play(g.new_initial_state(seed=np.random.default_rng((players, seed))), seed=seed)
        counted = s.card_points()
        totals.add(sum(counted))
        rows.append({"players": players, "holder's points": counted[s.holder],
                     "holder's result": s.returns()[s.holder]})
frame = pd.DataFrame(rows)
shares = frame.groupby("players")["holder's result"].agg(
    wins=lambda r: (r > 0).mean(), loses=lambda r: (r < 0).mean(), ties=lambda r: (r == 0).mean())
styled(shares, "piquesept-holder", {c: PERCENT for c in shares.columns}, index=True)

# %% jupyter={"source_hidden": true} tags=["check"]
assert totals == {130}

# %% jupyter={"source_hidden": true} tags=["check"]
assert (frame["holder's result"] > 0).mean() < 0.5

# %% [markdown]
# The holder's points in a histogram, for four players and for three, with the 66 that wins:

# %%
fig, ax = plt.subplots(figsize=(8, 3))
for players, group in frame.groupby("players"):
    ax.hist(group["holder's points"], bins=range(0, 131, 5), alpha=0.6,
            label=f"{players} players")
ax.axvline(WINNING_POINTS, color="black", linestyle="--", label="66 wins")
ax.set_xlabel("points of the seven's holder")
ax.set_ylabel("deals")
ax.set_title(f"Piquesept, random play: {N // 4} deals for each number of players")
ax.legend()
plt.show()

# %% [markdown]
# Random players are no guide to real play, but the picture bears out the contributor's remark:
# alone against the others, the holder of the seven usually loses, privileges or not.
#
# ## What the text leaves open, and the choices made
#
# | point | the choice made here | the other reading, an option |
# |---|---|---|
# | order of the cards | A 10 K Q J 9 8 7 (Mariage, tens high) | A K Q J 10 9 8 7 |
# | which two eights go with three players | two of hearts, diamonds, clubs by chance | two chosen |
# | what a "high" card is | ace and ten | other ranks |
# | when the blind draw is made; can the seven be drawn | before the lead; the seven not | after the first trick |
# | who draws: "der nach ihm ausſpielt" | the player after him (who plays after him) | the first trick's winner (who leads after him) |
# | sides | the holder alone against the others; 65:65 pays nobody | each counts for himself |
# | stakes | 1 from each loser to each winner | any number of units |
# | highest card without trumps, two of equal rank | either, the player's choice | — |
# | deal, lead after the first trick, over-trumping | one at a time; the winner leads; not compulsory | — |
# | Mariage's marriages (king and queen) | not counted: the 130 leaves no room for them | — |
#
# The options are declared by the game as data, each with what it takes, its default, its
# meaning and its passage:

# %%
from gamelib.core.engine import option_meaning
from gamelib.core.options import in_words

options = gamelib.options("piquesept")
options

# %% jupyter={"source_hidden": true} tags=["check"]
assert options.set_index("option")["default"].to_dict() == \
    {option_meaning("piquesept", name): in_words(value)
     for name, value in get_game("piquesept").options.items()}

# %% [markdown]
# OCR readings used: *2⸗ achte* = 2 Achte, *Coenx* = Coeur, *de übrigen* = die übrigen,
# *gegen wird* = gegeben wird, *Valet (2²)* = Valet (2); page number 43 left out.
