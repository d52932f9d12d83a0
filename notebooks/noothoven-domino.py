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
# # Het Dominospel — the game of dominoes in the Dutch booklet
#
# > Play dominoes by the Dutch booklet's twenty-three rules, and put its claim about the first
# > player to the test.
#
# *De regelen van het Ombre-, Quadrille- en Dominospel, gemakkelijk gemaakt en verklaard*,
# seventh printing, Leyden, D. Noothoven van Goor, price 15 cents; nineteenth century, in Dutch.
# The text here is an OCR of the print, badly damaged in places (`doinino-Npel` for
# *domino-spel*, printed page numbers in the middle of sentences); every passage below shows
# the OCR as it stands, a cleaned reading where the OCR damaged it, and an English gloss.
#
# The booklet's three games come in this order: **Ombre**, **Quadrille**, **Domino**. This
# notebook is the last chapter, *Het Dominospel* (lines 511–593 of the text file), which gives
# a short introduction and then 23 numbered rules. We follow them in their order, each beside
# the code that carries it out.

# %%
from gamelib.notebook import *


# %%
def meanings(option, heading, values):
    """An option's values and what each means, as a table headed by what the option decides
    (``option`` only keeps the table's ids apart)."""
    table = pd.Series(values, name="meaning").rename_axis(heading).to_frame()
    return table.style.set_properties(**{"text-align": "left"}).set_uuid(f"domino-{option}")

display(quote("noothoven:front.title"), quote("noothoven:front.printing"),
        quote("noothoven:front.publisher"))

# %% [markdown]
# ## The chapter as the booklet orders it
#
# The chapter has no table of contents of its own; its structure is its numbered rules. Here
# is every passage of the chapter as catalogued, in the booklet's order, with the English gloss
# (page numbers and the debris of the back cover are marked as excluded).

# %%
from gamelib.core.sources import passages

chapter = passages("noothoven")
chapter = chapter[chapter.chapter == "Domino"].reset_index(drop=True)

# %% jupyter={"source_hidden": true} tags=["check"]
assert chapter.lines.iloc[0] == "511" and len(chapter) > 35

# %%
styled(chapter[["id", "lines", "excluded", "gloss"]].rename(columns={"excluded": "not rule text"}),
       "domino-chapter")

# %% [markdown]
# ## The game and its stones
#
# The booklet opens with what kind of game this is:

# %%
display(quote("noothoven:domino.title"), quote("noothoven:domino.intro"))

# %% [markdown]
# A game "of calculation", where chance matters "somewhat" and skill most of all: we shall
# measure how much the draw for the first move matters at the end.

# %%
quote("noothoven:domino.tiles")

# %% [markdown]
# Twenty-eight stones: every pair of numbers from blank (0) to six, doubles included. A stone
# is a `Tile`; it prints low end first and draws itself as a face, ivory with black eyes as the
# booklet describes. The booklet's own names are available too (*blank-aas*, *dubbele zes*).

# %%
from gamelib.games.domino import TILE_COUNT, Tile, full_set

stones = full_set()
print(Tile(3, 5), "|", Tile(0, 1).name("nl"), "|", Tile(6, 6).name("nl"), "|", Tile(6, 5).name())
stones

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(stones) == TILE_COUNT == 28 and stones.pips == 168

# %% [markdown]
# ## How many players
#
# Two players as a rule, more by exception:

# %%
display(quote("noothoven:domino.players"), quote("noothoven:domino.page-28"),
        quote("noothoven:domino.players-more"))

# %% [markdown]
# Two players are "the ordinary partie"; three to six by agreement, and these exceptions "change
# nothing in the essence of the game" and "remain always subject to the general rules".
#
# ### A contradiction: five and six players against six stones each
#
# Two rules further on, the booklet gives every player six stones at the least, and it has said
# that there are twenty-eight stones. Here are the passages side by side:

# %%
display(HTML("<b>the players</b>"), quote("noothoven:domino.players-more"),
        HTML("<b>the stones each</b>"), quote("noothoven:domino.six-tiles"),
        HTML("<b>the stones in all</b>"), quote("noothoven:domino.tiles"))

# %% [markdown]
# Five players with six stones each need 30 stones, six players 36: both more than 28. Read
# together, the passages cannot both hold:

# %%
from gamelib.games.domino import PLAYER_COUNTS

need = pd.DataFrame({"players": PLAYER_COUNTS,
                     "six each need": [6 * n for n in PLAYER_COUNTS],
                     "six each fit in 28": ["yes" if 6 * n <= TILE_COUNT else "no"
                                            for n in PLAYER_COUNTS],
                     "most that fit each": [TILE_COUNT // n for n in PLAYER_COUNTS]}).set_index("players")
need

# %% jupyter={"source_hidden": true} tags=["check"]
assert list(need.index[need["six each fit in 28"] == "no"]) == [5, 6]

# %% [markdown]
# **The reading chosen.** The minimum is said of "deze partij": rule 1 speaks of "de gewone
# partij", and the booklet has just called the game of two persons "de gewone partij"
# (`domino.players`, above). So the six stones are the rule of the ordinary game of two; three or
# four players can keep them too. For the larger tables, rule 6 leaves the number to the
# players' agreement, "een zoodanig getal steenen als men eer men begon, afgesproken is":

# %%
display(quote("noothoven:domino.players"), quote("noothoven:domino.take-tiles"))

# %% [markdown]
# The booklet never names that number for five or six players. Where the source is silent we follow
# Hoyle and his successors. They deal seven each when two play and five each when three or four
# play, and with a double-six set they go no further than four players. So each of five or six
# players takes the most stones the 28 allow, the same number for all:
#
# * **five players take five stones each**: Hoyle's five, 25 stones, three laid aside;
# * **six players take four stones each**: five would need 30; 24 stones, four laid aside.
#
# From two to four players the booklet's six stay the default (`stones_each`). Two other readings
# were possible. One takes "altoos onderworpen ... aan de algemeene regelen" strictly: six stones
# each always, and then five and six players cannot play at all. The other gives Hoyle's five to
# six players as well, which would need 30 stones. Asking for either is refused with a message
# that names both passages. The game, live:

# %%
from gamelib.games.domino import CROWDED_HANDS, stones_each

print("stones each:", "; ".join(f"{n} players {stones_each(n)}" for n in PLAYER_COUNTS),
      "(the booklet's crowded tables:", "; ".join(f"{n} players {k}" for n, k in CROWDED_HANDS.items()) + ")")
five_table = get_game("domino", players=5).new_initial_state(seed=5)
six_table = get_game("domino", players=6).new_initial_state(seed=6)
for table in (five_table, six_table):
    g = table.game
    print(f"{g.num_players} players: {g.tiles_each} stones each, {len(table.stock)} laid aside;",
          " / ".join(f"{g.seats[p]} {table.tiles(p)}" for p in range(g.num_players)))
refusals = []
for players, tiles in [(5, 6), (6, 5)]:
    try:
        get_game("domino", players=players, tiles=tiles)
    except ValueError as error:
        refusals.append(str(error))
        print(error)

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(refusals) == 2
assert all("noothoven:domino.players-more, noothoven:domino.six-tiles" in r for r in refusals)

# %% jupyter={"source_hidden": true} tags=["check"]
assert CROWDED_HANDS == {5: 5, 6: 4}
assert [len(five_table.tiles(p)) for p in range(5)] == [5] * 5 and len(five_table.stock) == 3
assert [len(six_table.tiles(p)) for p in range(6)] == [4] * 6 and len(six_table.stock) == 4
assert [stones_each(n) for n in (2, 3, 4)] == [6, 6, 6]

# %% [markdown]
# A six-player game played out by six players who follow the booklet's advice: the line, the
# stones kept, and who wins. Every other player pays the winner (the booklet speaks only of
# "de verliezer": unspecified in source), and the payments sum to zero:

# %%
from gamelib.players.domino import BookletPlayer

six_game = play(get_game("domino", players=6, scoring="pips").new_initial_state(seed=1848),
                BookletPlayer())
print(six_game.details()["outcome"], "| pips kept:", listing(six_game.details()["pips kept"]))
display(six_game.line_of_play())
six_game.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert six_game.is_terminal() and sum(six_game.returns()) == 0

# %% [markdown]
# ## Rule 1: what a partie is played for
#
# The first rule: the partie is played for domino, for points, or as a race to a hundred:

# %%
display(quote("noothoven:domino.partie"), quote("noothoven:domino.terms"))

# %% [markdown]
# Three ways of playing, which the game calls by these names (an option of the game):

# %%
from gamelib.games.domino import SCORINGS

meanings("scoring", "the partie's way", SCORINGS)

# %% [markdown]
# ## Rules 2 and 3: how many stones each
#
# How many stones each player takes:

# %%
display(quote("noothoven:domino.six-tiles"), quote("noothoven:domino.more-tiles"))

# %% [markdown]
# Six at the least, or seven, eight, nine, ten, twelve or fourteen (eleven and thirteen are not
# named, and the code keeps to the list). Which of them fit which number of players, by
# `fits` (the 28 stones must suffice for every hand; five and six players take five and four,
# the reading argued above; ✱ marks the number taken when none is agreed):

# %%
from gamelib.games.domino import HAND_SIZES, fits

sizes = sorted(set(HAND_SIZES) | set(CROWDED_HANDS.values()))
fit = pd.DataFrame({f"{n} players": [("✱" if t == stones_each(n) else "✓") if fits(n, t) else ""
                                     for t in sizes] for n in PLAYER_COUNTS},
                   index=pd.Index(sizes, name="stones each"))
fit

# %% jupyter={"source_hidden": true} tags=["check"]
assert fit.loc[14, "2 players"] == "✓" and fit.loc[7, "4 players"] == "✓"
assert fit.loc[6, "2 players"] == "✱" and fit.loc[5, "5 players"] == "✱" and fit.loc[4, "6 players"] == "✱"
assert (fit["5 players"] != "").sum() == 1 and (fit["6 players"] != "").sum() == 1

# %% [markdown]
# ## Rule 4: drawing for the first move
#
# Who sets the first stone is drawn:

# %%
quote("noothoven:domino.draw-first")

# %% [markdown]
# The non-stirrer takes one of the two drawn stones, the stirrer the other, and the highest has
# the first move. What "highest" means the booklet does not say: by the eyes on the stone (the
# default; equal totals are drawn again), or by the higher end. Who stirs for the draw is not
# said either (an option, the first seat by default).

# %%
from gamelib.games.domino import HIGHEST_RULES

meanings("highest", "the highest stone", HIGHEST_RULES)

# %% [markdown]
# A deal with seed 1: the order of drawing, the two stones drawn and who has the first move:

# %%
from gamelib.games.domino import draw_key, drawing_order

game = get_game("domino")
state = game.new_initial_state(seed=1)
print("drawing order (non-stirrer first):", and_list(game.seats[s] for s in drawing_order(2, game.stirrer)))
print("draws:", listing(state.details()["draw"]), "-> first move:", state.details()["first move"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert draw_key(Tile(4, 4)) > draw_key(Tile(2, 4))

# %% [markdown]
# ## Rules 5 to 8: stirring, taking the stones, the row
#
# The stones are stirred again, taken blind, and the rest laid aside:

# %%
display(quote("noothoven:domino.restir"), quote("noothoven:domino.page-29"),
        quote("noothoven:domino.take-tiles"), quote("noothoven:domino.stock"),
        quote("noothoven:domino.blind"))

# %% [markdown]
# The stones left over are laid at the first mover's right and are never used again: nowhere
# does the booklet let a player draw from them. So this is a block game: a player who cannot set
# a stone lets his turn pass (rule 21 below). How the stones are taken "without choosing", the
# booklet then spells out:

# %%
display(quote("noothoven:domino.break-row"), quote("noothoven:domino.deal-order"))

# %% [markdown]
# The stirred stones lie face down in a row. The second player "breaks" it: he takes as many
# stones as he likes from the end at his right and lays them, in the same order, at the bottom.
# The taking then starts at the upper end (*boveneinde*); if the end at his right were the
# bottom end, putting the stones back "onder aan de rij" would change nothing, so his right must
# be the upper end, and the break is a cut. He cannot see the stones, so the cut is chance (1 to
# 27 stones, drawn from the game's seeded generator). Then the player who plays last takes the
# first stone, the first mover the second, and so on.
#
# Here is a deal from a row laid out in set order (instead of stirred) and broken after 5 stones,
# with the first move to A:

# %%
from gamelib.games.domino import break_the_row, deal_from_row, taking_order

row = list(stones)
broken = break_the_row(row, 5)
print("row      :", " ".join(map(str, row[:12])), "...")
print("broken   :", " ".join(map(str, broken[:12])), "...")
print("taking order:", and_list(game.seats[s] for s in taking_order(first=0, players=2)))
hands, laid_aside, takers = deal_from_row(broken, first=0, players=2, tiles_each=6)
for seat, hand in enumerate(hands):
    print(game.seats[seat], hand)
print("laid aside:", len(laid_aside), "stones")

# %% jupyter={"source_hidden": true} tags=["check"]
assert broken[0] in hands[1] and broken[1] in hands[0] and len(laid_aside) == 16

# %% [markdown]
# The same deal through the game protocol (`row` and `cut` fix the chance outcomes); a state
# shows the line, each player's stones and whose turn it is:

# %%
state = game.new_initial_state(first=0, row=row, cut=5)
state

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.tiles(1) == hands[1]

# %% [markdown]
# ## Rule 9: a stone shown by mishap
#
# What happens when a stone is seen while they are taken:

# %%
quote("noothoven:domino.exposed")

# %% [markdown]
# If a stone meant for another player is shown while the stones are being taken, that player
# chooses: take it, or have the stones stirred again. The set-up `exposed` names the stone's
# place in the deal; the player it belongs to then has the decision:

# %%
state = game.new_initial_state(seed=9, first=0, row=row, cut=5, exposed=0)
print(game.seats[state.current_player()], "decides:", or_list(state.legal_actions()))
state.apply_action("restir")
print("after stirring again:", state.tiles(0), "/", state.tiles(1))

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.restirred == 1 and state.current_player() == 0

# %% [markdown]
# ## Rules 10 and 11: the first stone
#
# The first mover may set any stone; custom prefers the highest double:

# %%
display(quote("noothoven:domino.opening"), quote("noothoven:domino.aim"),
        quote("noothoven:domino.page-30"), quote("noothoven:domino.custom"))

# %% [markdown]
# Any stone may open (the law); the highest double is only custom, "dat echter geen wet is".
# The code therefore allows every stone, and the custom lives in a player, `BookletPlayer`,
# which follows the booklet's advice:

# %%
state = game.new_initial_state(seed=4)
print("first mover holds", state.tiles(state.first))
print("legal openings:", or_list(state.legal_actions()))
print("the booklet's player opens with", BookletPlayer()(state))

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(state.legal_actions()) == 6

# %% [markdown]
# ## The booklet's example: six everywhere or four everywhere
#
# An example of play, which is also the only statement of how stones are matched:

# %%
quote("noothoven:domino.example")

# %% [markdown]
# The booklet never states in words that a stone must match the end it is set against; this
# example shows it. We replay it: double six, six-five, five-four, double four, and then the
# first player's six-four at either end.

# %%
example = game.new_initial_state(first=0, hands=["6|6 4|5 4|6 0|0 0|1 1|1",
                                                 "5|6 4|4 0|2 1|2 2|2 0|3"])
for move in ["6|6", "5|6 right", "4|5 right", "4|4 right"]:
    example.apply_action(move)
print("ends:", and_list(example.ends()), "| legal:", or_list(example.legal_actions()))
four, six = example.clone(), example.clone()
four.apply_action("4|6 left")
six.apply_action("4|6 right")
display(HTML("<b>four everywhere</b>"), four.line_of_play(), HTML("<b>six everywhere</b>"),
        six.line_of_play())

# %% jupyter={"source_hidden": true} tags=["check"]
assert four.ends() == (4, 4) and six.ends() == (6, 6)

# %% [markdown]
# A stone that does not match, one the player does not hold, and a pass when one could play
# are refused, each naming the rule and the passage:

# %%
for bad in ["0|0 right", "5|5 left", "pass"]:
    try:
        example.apply_action(bad)
    except gamelib.IllegalAction as error:
        print(f"{bad!r}: {error}")

# %% [markdown]
# ## Rules 12 to 14: closing the game
#
# A player may close the game by making both ends a number nobody holds:

# %%
display(quote("noothoven:domino.close-watch"), quote("noothoven:domino.close-how"),
        quote("noothoven:domino.close-example"))

# %% [markdown]
# In the example, after six everywhere the first player holds no more sixes. If the opponent has
# none either, no one can set a stone and the game is closed; the pips are counted (rule 17).
# Here the opponent's remaining stones have no six:

# %%
print("A holds", six.tiles(0), "| B holds", six.tiles(1))
print(six.details()["outcome"], "| pips kept:", listing(six.details()["pips kept"]))

# %% jupyter={"source_hidden": true} tags=["check"]
assert six.is_terminal() and six.outcome["how"] == "closed" and six.winner == 0

# %% [markdown]
# But if a six is still out, the attempt fails, at no cost: play goes on.

# %%
display(quote("noothoven:domino.close-fail"), quote("noothoven:domino.page-31"))

# %% [markdown]
# The same opening, but B still holds the six-one: after six everywhere he can set it, and the game goes on.

# %%
failed = game.new_initial_state(first=0, hands=["6|6 4|5 4|6 0|0 0|1 1|1",
                                                "5|6 4|4 1|6 2|2 0|3 2|3"])
for move in ["6|6", "5|6 right", "4|5 right", "4|4 right", "4|6 right"]:
    failed.apply_action(move)
print("ends", and_list(failed.ends()), "- B may play:", or_list(failed.legal_actions()))

# %% jupyter={"source_hidden": true} tags=["check"]
assert not failed.is_terminal()

# %% [markdown]
# ## Rules 15 and 16: closed by the numbers, or at the first move
#
# Two more ways a game is closed:

# %%
quote("noothoven:domino.close-neither")

# %% [markdown]
# "Blank-ace when they have neither blanks nor aces": the ends show 0 and 1 and no one can set a
# stone. The game tests this after every stone: when no player holds a stone for either end,
# the game is closed. We replay it: A sets double five, B the five-blank at the left, A the
# five-ace at the right, and the line shows blank at one end and ace at the other. Neither
# holds a blank or an ace, so the game is closed at once and the pips are counted (rule 17).
# Played for the pips, B pays A for the 19 pips he keeps more:

# %%
from gamelib.games.domino import payments

blank_ace = get_game("domino", scoring="pips").new_initial_state(
    first=0, hands=["5|5 1|5 2|2 2|3 3|3 4|4", "0|5 2|4 3|4 2|6 3|6 6|6"])
for move in ["5|5", "0|5 left", "1|5 right"]:
    blank_ace.apply_action(move)
print(blank_ace.line_of_play(), "| ends", and_list(blank_ace.ends()))
print(blank_ace.details()["outcome"], "| pips kept:", listing(blank_ace.details()["pips kept"]), "|",
      listing(blank_ace.details()["payments"]))
blank_ace

# %% jupyter={"source_hidden": true} tags=["check"]
assert blank_ace.ends() == (0, 1) and blank_ace.outcome["how"] == "closed"
assert blank_ace.outcome["pips"] == [23, 42] and blank_ace.returns() == [19.0, -19.0]

# %% [markdown]
# Rarely, the very first stone closes the game:

# %%
display(quote("noothoven:domino.close-first"), quote("noothoven:domino.close-first-advice"))

# %% [markdown]
# The booklet's double four, set out by a player with few pips who has no other four; chance
# has it that the opponent has no four either:

# %%
double_four = game.new_initial_state(first=0, hands=["4|4 0|0 0|1 1|1 0|2 1|2",
                                                     "5|5 5|6 6|6 3|5 3|6 3|3"])
print("the booklet's player opens with", BookletPlayer()(double_four))
double_four.apply_action("4|4")
double_four

# %% jupyter={"source_hidden": true} tags=["check"]
assert double_four.outcome["how"] == "closed" and double_four.outcome["pips"] == [8, 56]

# %% [markdown]
# ## Rules 17 to 19: counting the pips, and what is paid
#
# When the game is closed the pips decide, and each way of playing pays differently:

# %%
display(quote("noothoven:domino.closed-count"), quote("noothoven:domino.points-pay"),
        quote("noothoven:domino.race-write"), quote("noothoven:domino.page-32"))

# %% [markdown]
# The same closed game (A keeps 8 pips, B 56) settled the three ways: a set sum; so much a pip
# for every pip B keeps more than A (48); in a race, A writes all 56 of B's pips "without
# subtracting anything". The first two are payments in a zero-sum `Ledger`; the race is a score
# sheet, settled only when the partie is won.

# %%
from gamelib.games.domino import written

hands_4 = ["4|4 0|0 0|1 1|1 0|2 1|2", "5|5 5|6 6|6 3|5 3|6 3|3"]
for scoring in SCORINGS:
    g = get_game("domino", scoring=scoring, stake=2)
    s = g.new_initial_state(first=0, hands=hands_4)
    s.apply_action("4|4")
    print(f"{scoring:5}: returns {listing([number(r) for r in s.returns()])}  "
          f"{listing(s.details()['payments'] or s.details()['written'])}")

# %% jupyter={"source_hidden": true} tags=["check"]
assert payments("pips", 0, [8, 56]) == {1: 48} and written(0, [8, 56]) == 56

# %% [markdown]
# Who wins when the fewest pips are equal, the booklet does not say. The option `blocked_tie`
# makes the game void by default, or gives it to the holder of the lightest single stone (the
# rule of modern block dominoes). A keeps 0|6 1|2 and B 1|3 0|5, nine pips each:

# %%
from gamelib.games.domino import BLOCKED_TIES, Tiles, winner_of_closed_game

tied = [Tiles("0|6 1|2"), Tiles("1|3 0|5")]
display(meanings("blocked_tie", "equal fewest pips in a closed game", BLOCKED_TIES))

# %% jupyter={"source_hidden": true} tags=["check"]
assert winner_of_closed_game(tied, "void") is None

# %%
winners = {rule: winner_of_closed_game(tied, rule) for rule in BLOCKED_TIES}
pd.DataFrame({"winner": {rule: "nobody" if seat is None else "AB"[seat]
                         for rule, seat in winners.items()}}).rename_axis("blocked_tie")

# %% [markdown]
# ## Rule 20: domino
#
# The other way to win a game: to be the first to set all one's stones.

# %%
quote("noothoven:domino.domino-wins")

# %% [markdown]
# ## Rule 21: the weight of the first move
#
# The booklet draws a conclusion about the draw for the first move:

# %%
quote("noothoven:domino.first-move-weight")

# %% [markdown]
# The booklet's argument: when no one has to let a turn pass, the first mover sets his last stone
# first and the other is left with one. That is certain, and the simulation checks it in every
# game where it applies. How much the first move matters in all games is a question for
# simulation: `first_move_study` plays seeded games between random players and counts the first
# mover's wins among the decided games, with a 95 % Wilson interval computed in `gamelib`.
# The size is `N` = 20,000 games (`FULL = True`: 100,000, about 20 seconds), seed 1848.

# %%
from gamelib.analysis.domino import first_move_study

N = 100_000 if FULL else 20_000  # FULL: about 20 seconds
study = first_move_study(N, seed=1848)
print(study)
print(f"games without a pass ending in domino: {study.no_pass_games:,}, "
      f"won by the first mover: {study.no_pass_first_wins:,}")

# %% jupyter={"source_hidden": true} tags=["check"]
assert study.no_pass_first_wins == study.no_pass_games
assert study.interval[0] > 0.5  # the first mover is favoured

# %% [markdown]
# With random play the first mover wins clearly more than half the decided games. Does it
# depend on how many stones each holds? And what if both follow the booklet's advice? `M` games
# each (2,000; `FULL = True`: 10,000, about 15 seconds), seed 1848:

# %%
M = 10_000 if FULL else 2_000  # FULL: about 15 seconds
by_size = [first_move_study(M, seed=1848, tiles=t) for t in HAND_SIZES]
advised = first_move_study(M, seed=1848, policies=BookletPlayer())
table = pd.DataFrame({
    "stones each": HAND_SIZES,
    "games": [r.games for r in by_size],
    "first mover wins": [r.first_wins for r in by_size],
    "decided": [r.decided for r in by_size],
    "rate": [round(r.rate, 3) for r in by_size],
    "95% low": [round(r.interval[0], 3) for r in by_size],
    "95% high": [round(r.interval[1], 3) for r in by_size],
})
print("both playing the booklet's advice, 6 stones:", advised)
table

# %% [markdown]
# The same rates as a plot, each with its 95 % interval; the red square is the booklet's advice at six stones:

# %%
fig, ax = plt.subplots(figsize=(7, 4))
rates = np.array([r.rate for r in by_size])
lows = np.array([r.interval[0] for r in by_size])
highs = np.array([r.interval[1] for r in by_size])
ax.errorbar(HAND_SIZES, rates, yerr=[rates - lows, highs - rates], fmt="o", capsize=4,
            label=f"random players ({M:,} games each)")
ax.errorbar([6.25], [advised.rate], yerr=[[advised.rate - advised.interval[0]],
                                          [advised.interval[1] - advised.rate]],
            fmt="s", color="tab:red", capsize=4, label="both follow the booklet's advice")
ax.axhline(0.5, color="grey", lw=0.8, ls="--")
ax.set_xticks(HAND_SIZES)
ax.set_xlabel("stones each (two players)")
ax.set_ylabel("first mover's share of decided games")
ax.set_title("How much the first move weighs (95% Wilson intervals, seed 1848)")
ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.22), ncol=2, fontsize=8, frameon=False)
fig.tight_layout()
plt.show()

# %% [markdown]
# Each point is above one half; at the small size of a test run single intervals may still
# reach down to it, so we pool all hand sizes and compute one Wilson interval for the pooled
# share:

# %%
from gamelib.core.stats import wilson_interval

pooled_wins = sum(r.first_wins for r in by_size)
pooled_decided = sum(r.decided for r in by_size)
pooled_low, pooled_high = wilson_interval(pooled_wins, pooled_decided)
print(f"pooled: {pooled_wins:,} of {pooled_decided:,} = {pooled_wins / pooled_decided:.3f}, "
      f"95% interval {pooled_low:.3f}–{pooled_high:.3f}")

# %% jupyter={"source_hidden": true} tags=["check"]
assert pooled_low > 0.5
assert advised.interval[0] > 0.5 and advised.rate > study.rate

# %% [markdown]
# The draw for the first move gives a lasting edge, as the booklet says, whatever the number of
# stones; and players who follow its advice (opening with a double, closing the game when they
# hold few pips) make the first move weigh more, not less.

# %% [markdown]
# ## Rule 22: what domino pays
#
# Who makes domino receives the agreed sum, or, played for points, the other's pips:

# %%
quote("noothoven:domino.domino-pay")

# %% [markdown]
# A whole game, played for so much a pip. First the deal from seed 1848, each player's stones as
# faces (shown openly here; at the table each sees only his own):

# %%
start = get_game("domino", scoring="pips").new_initial_state(seed=1848)
start

# %% jupyter={"source_hidden": true} tags=["check"]
assert sum(len(start.tiles(p)) for p in (0, 1)) + len(start.stock) == 28

# %% [markdown]
# Then the game through `play` with two random players, its moves, the line as laid,
# and the settlement, line by line:

# %%
whole = play(start.clone(), seed=1848)
details = whole.details()
for key in ["draw", "first move", "cut", "moves", "outcome", "pips kept", "payments"]:
    print(f"{key:10}: {listing(details[key])}")
display(whole.line_of_play())
whole.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert sum(whole.returns()) == 0 and whole.is_terminal()

# %% [markdown]
# ## Rule 23: the partie goes on
#
# After a game the stones are stirred again, until the partie is decided:

# %%
quote("noothoven:domino.continue")

# %% [markdown]
# `Partie` plays games one after another and settles them through a `Ledger`, each entry citing
# its passage. Here are the three ways, two random players, seed 1848: ten games for a set sum
# of 2, ten games at 1 a pip, and a race to 100 in which the loser pays a stake of 5 (what a
# race is played for, the booklet does not say).

# %% [markdown]
# ### For a set sum a game
#
# Ten games, the loser of each paying 2 to the winner:

# %%
from gamelib.games.domino import Partie

stake_partie = Partie(scoring="stake", games=10, options={"stake": 2}).play(seed=1848)
stake_partie

# %% jupyter={"source_hidden": true} tags=["check"]
assert stake_partie.ledger.total() == 0

# %% [markdown]
# ### So much a pip
#
# Ten games, each paid by the pips the loser keeps more than the winner:

# %%
pip_partie = Partie(scoring="pips", games=10).play(seed=1848)
pip_partie

# %% jupyter={"source_hidden": true} tags=["check"]
assert pip_partie.ledger.total() == 0
assert pip_partie.ledger.net() == [sum(s.returns()[p] for s in pip_partie.states) for p in (0, 1)]

# %% [markdown]
# ### To a hundred, the winner writing the loser's pips
#
# Games until one player has written 100; the loser pays the race stake of 5:

# %%
race = Partie(scoring="race", target=100, race_stake=5).play(seed=1848)
print("written:", listing(dict(zip(race.game.seats, race.totals()))))
race

# %% jupyter={"source_hidden": true} tags=["check"]
assert max(race.totals()) >= 100 and race.ledger.total() == 0

# %% [markdown]
# ### Five at the table
#
# The same race with five players, five stones each (the reading argued at the start). Each game
# is won by one player, who writes the pips of all four others; the four losers of the race each
# pay the stake of 5:

# %%
race_of_five = Partie(scoring="race", target=100, race_stake=5,
                      options={"players": 5}).play(seed=1848)
print("written:", listing(dict(zip(race_of_five.game.seats, race_of_five.totals()))),
      "in", len(race_of_five.states), "games")
race_of_five.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert race_of_five.ledger.total() == 0 and race_of_five.ledger.net()[race_of_five.winner] == 4 * 5
assert all(len(s.stock) == 3 for s in race_of_five.states)

# %% [markdown]
# ## What the booklet leaves open, and the choices made
#
# | question | the booklet | the choice made here |
# | --- | --- | --- |
# | five or six players | allowed (`domino.players-more`), but six stones each (`domino.six-tiles`) need 30 or 36 of 28; the number for them is "afgesproken" (`domino.take-tiles`) and never given | the six are the ordinary game's; five players take five each (Hoyle's successors' five), six players four, the most that fit; six each for them is refused naming both passages |
# | eleven or thirteen stones each | not in the list (`domino.more-tiles`) | refused |
# | "den hoogsten steen" of the draw | not defined | option `highest`: `"pips"` (most eyes; equal totals draw again) or `"end"` |
# | who stirs for the draw; drawing with 3+ players | not said | an option (the first seat); the others take in turn from the stirrer's right, the stirrer last |
# | how far the row is broken | "waar hij wil", but face down | a chance cut of 1 to 27 stones, from the seeded generator |
# | which end of the row is "at his right" | not said | the upper end, or the break would change nothing |
# | the order of taking with 3+ players | not said | the one who plays last, then the first mover and the others in playing order; the "second player" who breaks the row is the one after the first mover |
# | a stone shown while taking | the owner accepts it or has the stones stirred again (`domino.exposed`) | an accident, not drawn as chance: the set-up `exposed` names it, and the owner decides |
# | passing when one could play | a turn passes only "omdat zij niet kunnen" (`domino.first-move-weight`) | not allowed |
# | drawing from the stones left over | never allowed: they lie aside as proof of the first move | no drawing: one who cannot play passes |
# | opening with the highest double | custom, "geen wet" | any stone is legal; the custom is `BookletPlayer`'s |
# | equal fewest pips in a closed game | not said | an option: nobody wins (default), or the lightest stone |
# | payment with 3+ players | "de verliezer" | every other player pays the winner (set sum, or his own surplus of pips) |
# | who has the first move in the next game | not said | an option of the partie: a draw again (default), the winner, or each in turn |
# | what a race is played for | not said | a stake agreed, paid by each loser to the winner |
# | how many games a partie for a sum or for pips has | "zooveel ... als men zal overeenkomen" | as agreed (10 by default) |
#
# The options as data:

# %%
from gamelib.games.domino import NEXT_FIRST

display(meanings("highest", "the highest stone", HIGHEST_RULES),
        meanings("blocked_tie", "equal fewest pips in a closed game", BLOCKED_TIES),
        meanings("next_first", "the first move in the next game", NEXT_FIRST))

# %% [markdown]
# `noothoven:domino.end-garbage` is OCR debris of the back cover, no text at all.

# %%
display(quote("noothoven:domino.end-garbage"))
