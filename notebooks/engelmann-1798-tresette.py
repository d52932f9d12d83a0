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
# # Engelmann 1798: *Das Treſett⸗ oder Triſettſpiel*
#
# > Play Tresette in two partnerships: the call for a card, the Napolitana and the other
# > declarations, and the counting of the card points.
#
# **Source.** Theodor Engelmann, *Unterricht im Piquet-, Treſett-, Boſton-, Kaſino-,
# Konnectionen-, Piqueſept-, Goodhope- und Kleeblattſpiel*, new enlarged edition, Berlin:
# Wilhelm Oehmigke der Jüngere, 1798, pp. 18–22. German, Fraktur type. The text is the
# Tesseract OCR of the Tübingen copy (`sources/engelmann-1798.de.txt`, line 5, long s kept).
# Two blocks of the chapter are bleed-through from cropped neighbouring lines (pp. 18–19 and 22).
# The OCR misreads numbers: `⸗r` and `2r` for 21, `§` for 5, `ro.` for 10.
#
# **The book's own contents**, as its title page names the games, in its order: 1. Piquet
# (`engelmann-1798-piquet`), 2. Treſett (this notebook), 3. Boſton, 4. Kaſino, 5. Konnectionen,
# 6. Piqueſept, 7. Goodhope, 8. Kleeblatt (each in `engelmann-1798-<game>`).
#
# The chapter has no headings of its own. In its order it covers: the name; the pack, the
# players and the companies; the comb and the 21 markers; calls (*Zurufen*); the order of the
# cards; following suit and the absence of trumps; the deal; the declarations and when they are
# made; three sevens; the Napolitaine; advice on inviting and demanding; the card points; the
# partie and its doubling; the count-out; Gallata, Gallaton, Stramazzet, Stramazzeton;
# continuation; the settlement. Each rule below is quoted, followed by the code that
# carries it out and a small demonstration.

# %%
from gamelib.notebook import *

# %% [markdown]
# The title page, whose second game is this one:

# %%
quote("engelmann:front.title")

# %% [markdown]
# Treſett is the second of the eight games the title names.
#
# ## The name, the pack, the companies
#
# The chapter heading, the name's origin, the pack and the way the four sit:

# %%
display(quote("engelmann:tresette.title"), quote("engelmann:tresette.name"),
        quote("engelmann:tresette.pack"), quote("engelmann:tresette.partners"),
        quote("engelmann:tresette.page-18"), quote("engelmann:tresette.comb"))

# %% [markdown]
# The 40-card l'Hombre pack has no eights, nines or tens. Seats are numbered in the direction
# of play, so seats 0 and 2 form one company and seats 1 and 3 the other. The block on p. 18
# cannot be read; the sentence goes on, on p. 19, with the comb. One partner keeps the parties
# on the comb, and the other lays out the 21 markers (`⸗r` read as 21, "dreimal ſieben").

# %%
from gamelib.games.tresette import PARTIE_MARKS, side

pack = deck("tresette")
pack

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(pack) == 40 and [side(s) for s in range(4)] == [0, 1, 0, 1] and PARTIE_MARKS == 3 * 7

# %% [markdown]
# ## Calls (*Zurufen*)
#
# The elder may open the deal by calling, as is now usual:

# %%
quote("engelmann:tresette.calls")

# %% [markdown]
# When playing with calls (the default, since "jetzt ſpielt man gemeiniglich" so) the Vorhand's
# first action is to call a suit he holds. He shows his cards of that suit to "dem andern", the
# other of his company: they appear in his partner's `information()`, while the opponents hear
# only which suit was called. He declares what he calls together with his lead (see the
# declarations below). This is the only call the book names. The Italian *busso*, *striscio*
# and *volo* do not appear in it. The invitations and demands further on are conventions of
# play, not calls.

# %%
HANDS = ["KS QS JS 7S 6S 5S 4S KH QH JH", "3S 2S AS 3H 3D 2H AH 7H 6H 5H",
         "4H 2D AD KD QD JD 7D 6D 5D 4D", "3C 2C AC KC QC JC 7C 6C 5C 4C"]
s = get_game("tresette").new_initial_state(seed=0, hands=HANDS)
print(f"the Vorhand, {s.game.seats[s.current_player()]}, may call:", or_list(s.legal_actions()))
s.apply_action("call H")
s.information(3)["shown"]  # what D, the caller's partner, is shown

# %% jupyter={"source_hidden": true} tags=["check"]
assert s.information(3)["shown"] == CardSet("3H 2H AH 7H 6H 5H")   # D, his partner
assert s.information(0)["shown"] == s.information(2)["shown"] == CardSet()

# %% [markdown]
# ## The order of the cards, following suit, no trump
#
# The cards rank three, two, ace down to four, and suit must be followed. `TRICKS` holds that
# order for every suit, with no trump:

# %%
display(quote("engelmann:tresette.order"), quote("engelmann:tresette.follow"))

# %%
from gamelib.games.tresette import RANKS_HIGH_TO_LOW, TRICKS
t = get_game("tresette", zurufen=False).new_initial_state(seed=0, hands=HANDS)
t.apply_action("3H")
try:
    t.apply_action("2D")
except IllegalAction as error:
    print(error)

# %% jupyter={"source_hidden": true} tags=["check"]
assert RANKS_HIGH_TO_LOW == "32AKQJ7654"
assert TRICKS.winner([Card("AH"), Card("3H"), Card("2H"), Card("KH")]) == 1
assert TRICKS.winner([Card("4S"), Card("3H"), Card("3D"), Card("3C")]) == 0   # no trump
assert TRICKS.following(CardSet("4S 3H 3D"), Card("KS")) == [Card("4S")]

# %% [markdown]
# The three of hearts takes the trick over the ace, two and king. A three of another suit never
# takes it. A revoke is refused, and the message names the passage.
#
# At the table below you are seat 0 of the deal of seed 17 (the deal shown further on), with
# random players in the other three seats. Call, declare and play by clicking: a card the rule
# of following forbids is refused with the passage, the tricks fall as they are taken, and the
# markers, the parties and the ledger come at the end of the sitting.

# %%
from gamelib.show.widgets import TableWidget

table_widget = TableWidget(game="tresette", seed=17)
table_widget

# %% [markdown]
# The table plays the protocol's own deal of seed 17. The others have called, led and followed
# before your turn; you must follow the suit led, so your legal cards are your cards of it:

# %%
legal = sorted(str(a) for a in table_widget.state.legal_actions())
seats = table_widget.state.game.seats
display(listed(f"{seats[seat]}: {move}" for seat, move in table_widget.moves))
print("your cards that may be played:", ", ".join(legal))

# %% jupyter={"source_hidden": true} tags=["check"]
assert table_widget.errors == [] and table_widget.state.current_player() == 0
assert table_widget.state.hand(0) == get_game("tresette").new_initial_state(seed=17).hand(0)
assert len(table_widget.card_buttons) == 10
assert legal == sorted(str(c) for c in table_widget.state.hand(0) if c.suit == Card(table_widget.moves[1][1]).suit)

# %% [markdown]
# ## The deal
#
# The deal goes to the right, in packets:

# %%
quote("engelmann:tresette.deal")

# %% [markdown]
# Twice five cards to each player, going to the right (OCR `§` read as 5). The player on the
# dealer's right is the Vorhand and leads first.

# %%
dealt = get_game("tresette").new_initial_state(seed=17)
display(HTML("".join(f"<p>{dealt.game.seats[p]}{' (Vorhand)' if p == dealt.deal.vorhand else ''}</p>"
                     + dealt.hand(p).svg(order=lambda c: (c.suit, -"4567JQKA23".index(c.rank)))
                     for p in range(4))))

# %% [markdown]
# ## Declarations
#
# Before play each player lays markers for what he holds threefold or fourfold:

# %%
display(quote("engelmann:tresette.declare"), quote("engelmann:tresette.declare-count"),
        quote("engelmann:tresette.other-sets"), quote("engelmann:tresette.declare-time"),
        quote("engelmann:tresette.three-sevens"), quote("engelmann:tresette.newer"),
        quote("engelmann:tresette.napolitana"))

# %% [markdown]
# `declarations(hand, sevens=..., sets=...)` lists what a hand may declare:
#
# * three threes, 3 markers; four threes, 4;
# * any other triple, 1; any other quadruple, 2;
# * three sevens, a partie and one marker; four sevens, a partie and two markers;
# * the Napolitaine (3, 2, A of one suit), 3, plus one for each following card.
#
# Two options change this. One applies the newer rule, under which three sevens, three twos
# and three aces are each worth 3 markers. The other keeps only sets of 3s, 2s and aces, as Italian rules do; the book itself says "alles andere dreifache".

# %%
from gamelib.games.tresette import declarations

examples = {
    "3S 3H 3D KS KH KD KC 4S 4H 4D": {},
    "7S 7H 7D KS KH 4S 4H 5D 6D 6C": {},
    "7S 7H 7D 7C KH 4S 4H 5D 6D 6C": {},
    "7S 7H 7D 2S 2H 2D AS AH AC 4C": {"sevens": "newer"},
    "3S 2S AS KS QS 7H 7D 5D 6D 6C": {},
}
rows = [{"hand": hand, "rule": rules.get("sevens", "old"), "declares": str(d)}
        for hand, rules in examples.items() for d in declarations(CardSet(hand), **rules)]
pd.DataFrame(rows)

# %% [markdown]
# The Napolitaine is worth the length of the unbroken run from the three down: 3-2-A is 3,
# 3-2-A-K-Q is 5, and a whole suit is 10.

# %%
from gamelib.games.tresette import napolitana

# %% jupyter={"source_hidden": true} tags=["check"]
assert napolitana(CardSet("3S 2S AS"), "S").marks == 3
assert napolitana(CardSet("3S 2S AS KS QS"), "S").marks == 5
assert napolitana(CardSet([Card(r + "S") for r in RANKS_HIGH_TO_LOW]), "S").marks == 10

# %% [markdown]
# `HandWidget` reads a hand with `declarations` and the card points, and lists what it may
# declare with the passage of each count. The hand below holds three threes, four kings and a
# Napolitaine in spades; type another hand, or deal one by seed.

# %%
from gamelib.show.widgets import HandWidget

hand_widget = HandWidget(game="tresette", hand="3S 3H 3D 2S AS KS KH KD KC 4C")
hand_widget

# %% [markdown]
# What the widget lists is what `declarations` finds in the same hand:

# %%
declared = [value for what, value, _ in hand_widget.report.counts if what == "declaration"]
styled(pd.DataFrame(hand_widget.report.counts, columns=["what", "counts", "passage"]),
       "tresette-counts")

# %% jupyter={"source_hidden": true} tags=["check"]
assert declared == [str(d) for d in declarations(hand_widget.report.cards)] and len(declared) == 3
assert hand_widget.errors == []

# %% [markdown]
# ## Advice on inviting and demanding
#
# The book then gives advice on leading, inviting and answering partners:

# %%
display(quote("engelmann:tresette.invite"), quote("engelmann:tresette.demand"),
        quote("engelmann:tresette.try-three"), quote("engelmann:tresette.discard"),
        quote("engelmann:tresette.discard-signal"), quote("engelmann:tresette.figures-thrown"))

# %% [markdown]
# These are conventions, not rules, with one exception. The partner who holds the two "muß"
# play it on a three led by his partner. That duty is an option (off by default, since the passage is advice on play).

# %%
hands = ["4S QD JD 3C 2C AC KC QC JC 7C", "3S AS 2H 3H AH KH 2D 3D AD KD",
         "KS QS JS 7S 6S QH JH 6C 5C 4H", "2S 5S 5H 6H 7H 4D 5D 6D 7D 4C"]
for enforced in (False, True):
    t = get_game("tresette", zurufen=False, two_on_three=enforced).new_initial_state(hands=hands)
    t.apply_action("3S")
    t.apply_action("KS")
    rule = "enforced" if enforced else "not enforced"
    print(f"two on three {rule}: D may play", or_list(a for a in t.legal_actions() if a.kind == "card"))

# %% [markdown]
# ## Card points
#
# When the deal is played out, the companies count the points in their tricks:

# %%
display(quote("engelmann:tresette.card-points"), quote("engelmann:tresette.marks"))

# %% [markdown]
# The text says that the figures "machen einen Point aus" without saying how many figures make
# a point. The total of eleven, and "die zwei Figuren, welche übrig bleiben", fix it at three:
# twenty figures make 6 points with 2 over, then the 4 aces and the last trick. `CardPoints`
# counts exactly in thirds and lays only whole points. For every split of the figures, aces and
# last trick, the two companies' points add to 11.

# %%
from fractions import Fraction
from gamelib.games.tresette import DEAL_POINTS, FIGURES, CardPoints

splits = [(f, a, last) for f in range(21) for a in range(5) for last in (True, False)]
totals = {CardPoints(f, a, last).points + CardPoints(20 - f, 4 - a, not last).points
          for f, a, last in splits}
pd.DataFrame([{"figures": f, "thirds": str(Fraction(f, 3)), "points": CardPoints(f, 0, False).points}
              for f in range(0, 21, 2)]).set_index("figures").T

# %% jupyter={"source_hidden": true} tags=["check"]
assert totals == {DEAL_POINTS} == {11} and FIGURES == "32KQJ"

# %% [markdown]
# ## The partie of 21, doubled if the others have not passed ten
#
# Markers are laid towards 21, which wins a partie:

# %%
quote("engelmann:tresette.partie")

# %%
from gamelib.games.tresette import DOUBLE_AT_MOST

def cards_only(state):
    """The first card allowed, never a declaration."""
    return next(a for a in state.legal_actions() if a.kind == "card")


rows = []
for theirs in (0, 6, 7, 15):
    t = get_game("tresette", zurufen=False, deals=1).new_initial_state(
        seed=0, hands=HANDS, marks=(theirs, 15))
    t.apply_action("declare three threes")
    t.apply_action("declare napolitaine in S")
    broken = t.parties[1]
    play(t, cards_only)
    rows.append({"others' markers": theirs, "at once": broken,
                 "their card points": t.deal.points[0].points, "parties won": t.parties[1]})
outcome = pd.DataFrame(rows).set_index("others' markers")
outcome

# %% jupyter={"source_hidden": true} tags=["check"]
assert outcome["parties won"].tolist() == [2, 2, 1, 1] and DOUBLE_AT_MOST == 10

# %% [markdown]
# B's company starts at 15 and lays 6 with the Vorhand's lead, which reaches 21: the partie is
# broken at once. Whether it is double is seen when the deal is over. The others go on laying
# what they can ("kann die gegenſeitige Parthei nicht über die Zehen anlegen"), here their 4 card
# points. From 0 or 6 they end at 4 or 10 and the partie is double. From 7 or 15 they pass ten
# and it is single. Those markers count only toward the double; the next partie starts from 0.
#
# ## When to declare
#
# Right after the partie, the book comes back to the declarations. The Vorhand declares with his
# first lead. The others declare at their card to the second trick. Once that moment has passed,
# the declaration is void. The protocol offers `declare ...` actions only at that moment, next to
# the cards that may be played.

# %%
display(quote("engelmann:tresette.eager"), quote("engelmann:tresette.declare-when"))

# %%
t = get_game("tresette", zurufen=False).new_initial_state(seed=0, hands=HANDS)
print("the declarations:", and_list(a for a in t.legal_actions() if a.kind == "declare"))
t.apply_action("declare three threes")
t.apply_action("declare napolitaine in S")
for card in ("3H", "4H"):
    t.apply_action(card)
try:
    t.apply_action("declare napolitaine in C of 10")
except IllegalAction as error:
    print(error)
for card in ("4C", "KH", "2H", "2D"):
    t.apply_action(card)
t.apply_action("declare napolitaine in C of 10")
for card in ("2C", "QH"):
    t.apply_action(card)

# %% jupyter={"source_hidden": true} tags=["check"]
assert t.marks == [0, 16]

# %%
try:
    t.apply_action("declare four kings")
except IllegalAction as error:
    print(error)
listed(t.details()["log"])

# %% [markdown]
# B (the Vorhand) laid 3 + 3 with his lead. D was refused at the first trick and declared his
# ten-card Napolitaine at the second; its markers are laid when the second trick is complete
# (see *Counting out*). Declaring what one does not hold is refused.
#
# "Doch iſt dieſes erlaubt, wenn man ... die Vorhand hat": the Vorhand's declaration with his
# lead is a permission, and the Napolitaine is declared "bei dem andern Stiche des Spielers".
# Read so, the Vorhand could also wait for his card to the second trick; an option allows
# it. The default keeps him to his lead, because with calls, the
# usual game, the Vorhand "giebt was ſie zuruft mit an": he declares with the call that opens
# the deal, and "wo nicht" (whoever has not the lead) names the second trick for the others.
#
# ## Counting out
#
# Near the end of a partie, the first points made decide:

# %%
quote("engelmann:tresette.count-out")

# %% [markdown]
# The passage has two cases. The card points are counted "Iſt das Spiel zu Ende", when the deal
# is over, so the declarations, laid at the first and second tricks, come before them. When
# both companies count out by declarations, "ſo gehet es nach der Vorhand": they are laid in
# seat order from the Vorhand, whoever happens to play first to the second trick. When both
# count out with the card points, "die erſten Stiche, und in ſelbigen die erſten Points"
# decide: `first_to_count_out` counts each company's points trick by trick and names the one
# that reaches its 21 first.
#
# Here both companies stand at 20. A is the Vorhand (D dealt) and leads the three of clubs;
# B holds only the ace of clubs and must give it, so A's company takes the first trick with a
# point in it. B holds three threes, which he declares at the second trick. The card point is
# counted only when the deal is over, so the three threes win the partie:

# %%
count_out_hands = ["3C 2C KC QC JC 7C 6S 5S 4S 2H", "3S 3H 3D AC 2S AS KS QS JS 7S",
                   "6C 5C 4C AH KH QH JH 7H 6H 5H", "4H 2D AD KD QD JD 7D 6D 5D 4D"]
t = get_game("tresette", zurufen=False, deals=1).new_initial_state(
    seed=0, hands=count_out_hands, dealer=3, marks=(20, 20))
for action in ("3C", "AC", "4C", "4D", "2C", "declare three threes"):
    t.apply_action(action)
play(t, cards_only)
listed(t.details()["log"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert t.parties == [0, 1]

# %% [markdown]
# Now A deals and B is the Vorhand. D takes the first trick and leads the second, declaring
# four queens; C, after him in the order of play, declares three kings. In seat order from the
# Vorhand (B, C, D, A) C comes first, so his company counts out:

# %%
seat_order_hands = ["2C AC KC JC 7C 5S 4S 5H 4H JD", "4C 4D AS 7S 6S 3H 6H 3D 2D 5D",
                    "KS KH KD 3S 2H AD JS 7H 6D 5C", "QS QH QD QC 3C 2S AH JH 7D 6C"]
t = get_game("tresette", zurufen=False, deals=1).new_initial_state(
    seed=0, hands=seat_order_hands, dealer=0, marks=(20, 20))
for action in ("4C", "5C", "3C", "7C", "declare four queens", "QS", "5S", "6S",
               "declare three kings", "KS"):
    t.apply_action(action)
listed(t.details()["log"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert t.parties == [1, 0]

# %% [markdown]
# Over random deals where both companies reach 21 with their card points, the company that
# reaches it first, trick by trick, wins the partie:

# %%
from gamelib.games.tresette import first_to_count_out

checked, decided = 0, []
for seed in range(20):
    t = get_game("tresette", zurufen=False, deals=1).new_initial_state(seed=seed, marks=(17, 18))
    play(t, cards_only)
    if t.deal.special or t.deal.points[0].points < 4 or t.deal.points[1].points < 3:
        continue
    first = first_to_count_out(t.deal.tricks, [4, 3])
    decided.append(t.parties[first] == 1 and t.parties[1 - first] == 0)
    checked += 1
print(f"{checked} deals of 20 in which both companies count out: the first tricks decided each")

# %% jupyter={"source_hidden": true} tags=["check"]
assert decided and all(decided)

# %% jupyter={"source_hidden": true} tags=["check"]
assert checked > 0

# %% [markdown]
# ## Gallata, Gallaton, Stramazzet, Stramazzeton
#
# Taking every trick, or all but one, wins several parties at once, each with its Italian name:

# %%
display(quote("engelmann:tresette.gallata"), quote("engelmann:tresette.gallaton"),
        quote("engelmann:tresette.stramazzet"), quote("engelmann:tresette.page-22"),
        quote("engelmann:tresette.stramazzet-name"), quote("engelmann:tresette.stramazzeton"))

# %%
from gamelib.games.tresette import GALLATA, GALLATON, STRAMAZZET, STRAMAZZETON, special_win

low = [Card("4S"), Card("5S"), Card("6S"), Card("7S")]
two_figures = [Card("KH"), Card("JH"), Card("4H"), Card("5H")]
with_ace = [Card("AH"), Card("4H"), Card("5H"), Card("6H")]
cases = {
    "one player takes all ten": [(0, low, 0)] * 10,
    "one company takes all ten": [(0, low, 0)] * 5 + [(0, low, 2)] * 5,
    "the others take one trick with K and J": [(0, low, 0)] * 4 + [(0, two_figures, 1)] + [(0, low, 2)] * 5,
    "... and one player took all nine": [(0, low, 0)] * 4 + [(0, two_figures, 1)] + [(0, low, 0)] * 5,
    "the others' one trick holds an ace": [(0, low, 0)] * 4 + [(0, with_ace, 1)] + [(0, low, 2)] * 5,
    "the others take only the last trick": [(0, low, 0)] * 9 + [(0, low, 1)],
}
found = {name: (special_win(tricks) or (None, "none", 0, ""))[1:3] for name, tricks in cases.items()}
pd.DataFrame(found, index=["special", "parties"]).T

# %% jupyter={"source_hidden": true} tags=["check"]
assert [v[1] for v in found.values()] == [GALLATON, GALLATA, STRAMAZZET, STRAMAZZETON, 0, 0]

# %% [markdown]
# The Stramazzet requires that the losers "keinen Point aus ihrer Karte aufweiſen": their one
# trick may hold no ace, at most two figures, and may not be the last trick. This is narrower
# than the later Italian *stramazzo*. The book does not say whether the special wins replace
# the deal's card points or come on top of them. They replace them by default
# (the default), and adding them is the other reading, an option. The card points are laid only
# when the deal is over, so "replace" simply does not lay them; the markers declared in the deal
# stand.
#
# ## Continuation and the settlement
#
# The chapter ends with playing on with continuation, the settlement, and the name again:

# %%
display(quote("engelmann:tresette.continuation"), quote("engelmann:tresette.settlement"),
        quote("engelmann:tresette.name-again"))

# %% [markdown]
# With the option of continuation the winners carry their surplus markers into the next partie. This
# cannot be combined with calls, and the constructor refuses the combination with the passage.
# Without continuation, markers made in a deal after its partie is won are void (the losers'
# count only toward the double). Here the partie is broken at once and its double waits for the
# end of the deal. At the end of the sitting (4 deals by default, an option) each company
# counts its
# parties, and the difference is paid at the stake.

# %%
t = get_game("tresette", zurufen=False, continuation=True).new_initial_state(seed=0, hands=HANDS,
                                                                             marks=(0, 17))
t.apply_action("declare three threes")
t.apply_action("declare napolitaine in S")
try:
    get_game("tresette", zurufen=True, continuation=True)
except ValueError as error:
    print(error)

# %% jupyter={"source_hidden": true} tags=["check"]
assert t.parties == [0, 1] and t.marks == [0, 2]

# %% [markdown]
# ## A whole sitting through `play`
#
# Four deals between random players, from seed 1798. Every marker laid and every partie broken
# is listed with its passage, then the ledger.

# %%
sitting = play(get_game("tresette").new_initial_state(seed=1798), seed=1798)
log = pd.DataFrame(sitting.log, columns=["deal", "company", "what", "markers", "parties", "passage"])
display(log)

# %% jupyter={"source_hidden": true} tags=["check"]
for d in sitting.deals:
    assert sum(p.points for p in d.points) == 11

# %%
print("card points per deal:", "; ".join(" : ".join(str(p.points) for p in d.points) for d in sitting.deals))
r = sitting.returns()
sitting.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert sitting.ledger.total() == 0
assert r[0] == r[2] == -r[1] == -r[3] == sitting.parties[0] - sitting.parties[1]

# %% [markdown]
# ## How often do three sevens win a partie?
#
# The book gives the game its name "weil mit dieſen, wenn man ſie in der Hand hat, ſofort eine
# Parthie gewonnen wird", and it ends by saying that such parties come "durch weniger Mühe,
# aber mehr Glück". How much luck? A given hand of 10 from 40 holds three or four sevens with
# probability [C(4,3)C(36,7) + C(36,6)] / C(40,10). At most one hand can hold three sevens, so
# a deal has four times that chance. Below we compare the exact value with `N` deals from seeds
# 0 to N − 1: 20,000 (`FULL = True`: 100,000, about 20 seconds).

# %%
from math import comb

p_hand = Fraction(comb(4, 3) * comb(36, 7) + comb(4, 4) * comb(36, 6), comb(40, 10))
p_deal = 4 * p_hand
N = 100_000 if FULL else 20_000  # FULL: about 20 seconds
game = get_game("tresette")
hits = 0
for seed in range(N):
    st = game.new_initial_state(seed=seed)
    hits += any(len([c for c in st.hand(p) if c.rank == "7"]) >= 3 for p in range(4))
estimate = hits / N
sigma = (float(p_deal) * (1 - float(p_deal)) / N) ** 0.5
print(f"exact {float(p_deal):.4f}, Monte Carlo {estimate:.4f} (N={N}, sigma {sigma:.4f})")

# %% jupyter={"source_hidden": true} tags=["check"]
assert abs(estimate - float(p_deal)) < 4 * sigma

# %% [markdown]
# The exact share beside the estimate, with two standard errors:

# %%
fig, ax = plt.subplots(figsize=(6, 2.8))
ax.bar(["exact", f"Monte Carlo ± 2σ\n(N={N}, seeds 0–{N - 1})"], [float(p_deal), estimate], yerr=[0, 2 * sigma], capsize=6,
       color=["#555", "#b0141c"])
ax.set_ylabel("share of deals")
ax.set_title("Deals with three or four sevens in one hand")
fig.tight_layout()
plt.show()

# %% [markdown]
# About one deal in six brings a partie from the sevens alone (the exact value is printed above).
#
# ## OCR readings used
#
# | OCR | read as | passage |
# |---|---|---|
# | `Man ſp'elet` | Man ſpielet | `tresette.pack` |
# | `Marqnirbrettchen`, `Marauen`, `nämlich ⸗r` | Marquirbrettchen, Marquen, 21 | `tresette.comb` |
# | `als die zte drei` | die 3 Dreien (the three threes), 70 % | `tresette.calls` |
# | `§. Dame`, `ro. Vier` | 5. Dame, 10. Vier | `tresette.order` |
# | `zweimal § Blätter` | twice 5 | `tresette.deal` |
# | `ihre 2r Marquen` | 21 | `tresette.partie` |
# | `drei Par⸗ [bleed-through] thien` | drei Parthien | `tresette.stramazzet`, `tresette.stramazzet-name` |
# | p. 18 block `Katm ander ſich ...`, p. 22 block `in er t ſich ...` | bleed-through, not text | `tresette.page-18`, `tresette.page-22` |
# | "machen einen Point aus" | three figures make a point (the total of 11 requires it) | `tresette.card-points` |
#
# ## Where the book is silent, and the choices made

# %%
from gamelib.games.tresette import SILENT_POINTS

pd.Series(SILENT_POINTS, name="choice").to_frame()

# %% [markdown]
# The options where historical answers differ are these: what three sevens are worth (the old
# rule, a partie and a marker, or the newer, 3 markers, three twos and three aces also 3);
# which sets count (all, as the book says, or only 3s, 2s and aces, as in the Italian rules);
# whether a Gallata etc. replaces the card points or is added to them; play with calls, and
# continuation, which exclude each other; the partner's duty to give the two on a three;
# whether the Vorhand may also declare at the second trick; the deals of a sitting and the
# stake. The game declares them as data; each is told here by what it means, with what it
# takes, its default and its passage:

# %%
from gamelib.core.engine import option_meaning
from gamelib.core.options import in_words

options = gamelib.options("tresette")
options

# %% jupyter={"source_hidden": true} tags=["check"]
assert options.set_index("option")["default"].to_dict() == \
    {option_meaning("tresette", name): in_words(value)
     for name, value in get_game("tresette").options.items()}
