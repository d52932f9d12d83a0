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
# # Studies: what the old books answered by feel
#
# > Put the old books' claims to the test with thousands of dealt games: how often the Ombre wins,
# > whether the elder hand has the advantage, and how good the books' advice is.
#
# The rule books of this collection state rules, and beside them opinions: that a hand with
# three sure tricks is a good ask, that the elder hand at Piquet "always sits at an advantage",
# that whoever has the first move at Domino must go out first, that a solo hand wins "als
# 27 : 4". Their authors judged by long play. This chapter puts four such questions to the
# game engines of `gamelib`, each as a study with its question, its method and what the method
# assumes, its size and seed, a table, a figure, and checks that the results are sane.
#
# The computations and the players (the sources' own advice as rule-of-thumb players, every
# rule quoted and cited) live in the collection's code; this notebook only calls and shows them.
#
# **Size.** Run as it is, the notebook takes well under a minute: the deals the studies play
# here are played at a size for a class (a few thousand), and the long runs (the deals played by
# PIMC, the booklet's odds by double dummy and by PIMC, the matches and the readings: hours of
# play) are read back from where they were stored, `notebooks/results/`; each table's `n` says
# how many deals it counts. Set `FULL = True` for the full sizes stated beside each study: then
# the deals are played on every core and the notebook takes about 10 minutes. The long runs
# themselves are played apart, from a terminal, stopped and resumed at will:
# `python -m gamelib studies` (`--help` for which runs and hands). Every stored deal can be
# replayed from its seed; the test suite replays some of every stored file and compares.

# %%
from gamelib.notebook import *

# %%
from gamelib.analysis import studies
from gamelib.core.names import game_name, method_name, words

SEED = studies.SEED
# The long runs are read back from notebooks/results; PLAY_LONG_RUNS = True plays here, on every
# core, what the store lacks (hours for PIMC: `python -m gamelib studies` does the same).
PLAY_LONG_RUNS = False
RUN = {"executor": None, "store": studies.Store(read_only=not PLAY_LONG_RUNS), "progress": True}

# %% [markdown]
# ## The players
#
# Random play answers none of these questions honestly: a random Ombre player announces the
# vole on any hand. The studies therefore also use the books' advice as players
# : the Dutch booklet's Ombre and Quadrille player asks on "drie vaste trekken"
# (three sure tricks), plays solo on a hand as good as the booklet's own solo examples, calls a
# king as the booklet advises and leads trumps as its example hands do; Engelmann's Casino player
# follows his eleven general rules; his Piquet player discards as he advises. Studies 5 and 6
# set beside them PIMC, a strong player for every trick game.

# %%
display(quote("noothoven:quadrille.ask-rule"), quote("noothoven:ombre.ask-rule"))

# %% [markdown]
# The booklet does not say what a sure trick is. `sure_tricks` counts one for a
# trump that no missing higher trump can beat (or that can wait behind a lower one), half for
# long trumps, plain kings and voids. Checked against the booklet's own example hands: every
# good ask it prints counts at least three, and the solo bar is the median of its solo hands.

# %%
from gamelib.players.advice import QUADRILLE_ASK, quadrille_solo_threshold, sure_tricks
from gamelib.games.quadrille import BOOK_HANDS

examples = pd.DataFrame([{"hand": h.key, "contract": h.contract, "odds": h.odds_printed,
                          "sure tricks": sure_tricks(h.cards, h.trump)}
                         for h in BOOK_HANDS.values()])
print(f"solo bar: {quadrille_solo_threshold()} sure tricks")
summary = examples.groupby("contract")["sure tricks"].describe()
summary.astype({"count": int}).round(2)

# %% jupyter={"source_hidden": true} tags=["check"]
assert (examples[examples.contract == "vraag"]["sure tricks"] >= QUADRILLE_ASK).all()

# %% [markdown]
# ## 1. How often does the Ombre win?
#
# **Question.** How often does the player who takes the game win, lose by remise, or lose
# codille, in Ombre after the booklet and after the Académie, and in Quadrille after the
# booklet and after the modern page, by contract and by the players' policy?
#
# **Method.** `N1` deals of each of the four games from seed `SEED`, every seat playing the
# same policy: at random, or by the books' advice; and by PIMC on the double-dummy solver, at a
# much smaller size read back from the store (it decides each
# card by solving `studies.PIMC_WORLDS` sampled deals for the outcome; its auction is the
# advice's). Rates are shares of the deals, with Wilson 95 % intervals.
#
# **What it assumes.** The advice players are rules of thumb, not experts: they neither count
# cards beyond the trumps played nor signal. The outcomes are the games' own: Ombre's *win*,
# *remise*, *codille* (and the booklet's *remise royale*; "a split the source does not name" is
# the Académie's 1-4-4 split, for which it names no codille winner); Quadrille's *won*,
# *remise*, *codille*, *lost*.

# %%
display(quote("noothoven:ombre.win"), quote("noothoven:ombre.lose"))

# %%
N1 = 20_000 if FULL else 400  # FULL: about 3 minutes
N1_PIMC = studies.FULL_PIMC_DEALS  # read back from the store
policies = studies.available_policies()
deals = studies.outcome_deals(N1, SEED, policies=policies, sizes={"pimc": N1_PIMC}, **RUN)
by_pimc = deals[deals.policy == "pimc"].groupby(["game", "rules"]).size()
print(f"{len(deals):,} deals: {N1:,} per game and player, seed {SEED}; by PIMC (up to {N1_PIMC}):",
      listing({game_name(game, rules): n for (game, rules), n in by_pimc.items()}))
overall = studies.outcome_rates(deals, by_contract=False)
styled(overall, "outcome-rates", {"rate": PERCENT, "low": PERCENT, "high": PERCENT})

# %% jupyter={"source_hidden": true} tags=["check"]
sums = overall.groupby(["game", "rules", "policy"])["rate"].sum()


def win_share(game, rules, policy):
    part = overall[(overall.game == game) & (overall.rules == rules) & (overall.policy == policy)]
    won = part[part.outcome.isin(["win", "won"])]
    return won.iloc[0] if len(won) else None


# The advice players win far more of the games they take than random players do.
for game, rules in studies.OUTCOME_GAMES:
    a, r = win_share(game, rules, "advice"), win_share(game, rules, "random")
    assert a is not None and (r is None or a.low > r.high), (game, rules)
assert np.allclose(sums, 1.0)
assert ((overall.low <= overall.rate) & (overall.rate <= overall.high)).all()

# %% [markdown]
# By contract, for the advice players (the contracts they actually take):

# %%
by_contract = studies.outcome_rates(deals[deals.policy == "advice"])
styled(by_contract, "outcome-rates-by-contract", {"rate": PERCENT, "low": PERCENT, "high": PERCENT})

# %%
from gamelib.show import plots

fig, axes = plt.subplots(2, 2, figsize=(16, 9), layout="constrained")
for ax, (game, rules) in zip(axes.ravel(), studies.OUTCOME_GAMES):
    part = deals[(deals.game == game) & (deals.rules == rules)]
    plots.rates(part, "outcome", by="policy", ax=ax)
    ax.set_title(f"{game_name(game, rules)}: outcome by player (n = {len(part):,} deals)")
plt.show()

# %% [markdown]
# Random players take absurd contracts (the vole déclarée, the misère ouverte) and lose them;
# the players who follow the books take asks and solos and win most of them. The rates of the
# advice players are the honest answer the studies below build on.

# %% [markdown]
# ## 2. How large do the pool and the beasts grow?
#
# **Question.** Over a partie of 20, 30 and 40 hands (each hand plays for the pool), how large
# do the pool and the open beasts grow under the Académie's 2-and-1 marking and under the
# 3-and-2, and what is the largest beast seen?
#
# **Method.** The outcome rates and contract shares of study 1's advice players at the
# Académie's Ombre are stated as the chances of each hand's result; `SESSIONS` sessions of 40
# hands are drawn from them and settled by the pool's own rules, vectorised
# (`beast_growth`, proven equal to `PoolSession` hand by hand in its tests).
# The figures after 20 and 30 hands are those of the same sessions. Both markings settle the
# same drawn hands (one seed).
#
# **What it assumes.** Hands are independent and alike: the rates do not change with the size
# of the pool (real players risk more for a large pool). Matadors are paid in 15 % of the hands
# (3 to 6), the Ombre's seat is equally likely, the codille winner either Ally: illustrations,
# since the source gives no frequencies. The end-of-game settlement is not included.

# %%
display(quote("academie:pool.name"), quote("academie:beast.three-and-two"))

# %%
SESSIONS = 100_000 if FULL else 5_000  # FULL: about 30 seconds
academie = deals[(deals.game == "ombre") & (deals.rules == "academie") & (deals.policy == "advice")]
rates, contracts = studies.stated_rates(academie)
print("stated outcome rates:", listing({words(k): percent(v, 1) for k, v in rates.items()}))
print("contract shares:", listing({words(k): percent(v, 1) for k, v in contracts.items()}))
beasts, paths = studies.beast_study(rates, contracts, SESSIONS, SEED)
print(f"{SESSIONS:,} sessions of 40 hands, seed {SEED}")
beasts.round(2)

# %%
two, three = (beasts[(beasts.marking == m) & (beasts.hands == 40)].iloc[0]
              for m in ("2-and-1", "3-and-2"))

# %% jupyter={"source_hidden": true} tags=["check"]
for marking, part in beasts.groupby("marking"):
    assert part["largest beast seen"].is_monotonic_increasing
    assert (part["pool median"] >= 0).all() and (part["beasts median"] >= 0).all()
# The 3-and-2 marking puts more into every pool, so its beasts run larger.
assert three["largest beast, mean"] > two["largest beast, mean"]

# %%
plots.plot_beasts(paths, "beasts", "open beasts (counters)")
plt.show()

# %%
plots.plot_beasts(paths, "pool", "pool (counters)")
plt.show()

# %% [markdown]
# ## 3. Who is favoured by his seat?
#
# **Question.** Does the first mover at Domino win more than his share, as the booklet argues?
# Is the elder hand at Piquet "allemal in beſſern Vortheile"? Does the side that plays first at
# Casino (B and D; A deals first) win more games? What may the banker at Kleeblatt expect, and
# does simulation agree with the exact figure?
#
# **Method.** `N3` seeded games or deals each: Domino with random players and with the
# booklet's player (`first_move_study`, decided games only, for two players);
# Piquet with Engelmann's discard advice for both players (the elder's share of the deals he
# outscores the younger, ties left out, and his mean lead in points); `CASINO` four-player
# games of Casino, Engelmann's rules at every seat; `N3` games of Kleeblatt, three players each
# wagering one unit every game, beside the exact expectations by enumeration of the pack. Rates
# carry Wilson 95 % intervals, means normal ones; the cross marks no advantage (one half, or
# nought) or the exact value.
#
# **What it assumes.** Equal players at every seat, so that only the seat differs; their skill is
# the advice's, not a master's: an advantage that skilled play would use may be smaller here.

# %%
display(quote("noothoven:domino.first-move-weight"), quote("engelmann:piquet.first-dealer"),
        quote("engelmann:kleeblatt.banker"))

# %%
N3, CASINO = (20_000, 2_000) if FULL else (800, 80)  # FULL: about 4 minutes
seats = studies.seat_advantages(N3, SEED, casino_games=CASINO, kleeblatt_games=N3)
print(f"N3 = {N3:,} (Casino: {CASINO:,} games), seed {SEED}")
seats.drop(columns=["passage"]).round(4)

# %%
sim = seats[(seats.game == "kleeblatt") & (seats.method == "simulated")]
se = (sim.high - sim.estimate) / 1.96
elder = seats[(seats.game == "piquet") & (seats.kind == "mean")].iloc[0]

# %% jupyter={"source_hidden": true} tags=["check"]
assert ((sim.estimate - sim.reference).abs() < 4 * se).all()  # simulation agrees with the exact
assert elder.estimate > 0  # the elder scores more on average, as Engelmann says
assert ((seats.low <= seats.estimate + 1e-12) & (seats.estimate <= seats.high + 1e-12)).all()

# %%
plots.plot_seat_advantages(seats)
plt.show()

# %% [markdown]
# ### Goodhope's pot
#
# What is not taken stays "fürs künftige Spiel": the pot carried from round to round. `ROUNDS`
# rounds of five random players (stake 4), `POTS` sessions from the seed: the median pot and its
# 10 %–90 % band after each round. Random players say "Good Hope" far too often, and each
# failure pays into the pot, so the pot grows quickly; this is the game's own accounting, not a
# forecast of real play.

# %%
display(quote("engelmann:goodhope.one-trick-each"))

# %%
ROUNDS = 40
POTS = 1_000 if FULL else 50  # FULL: about 1 minute
pot = studies.goodhope_pot(ROUNDS, POTS, SEED)
pot.iloc[[0, 4, 9, 19, 39]].reset_index(drop=True)

# %% jupyter={"source_hidden": true} tags=["check"]
assert (pot["pot 10 %"] <= pot["pot median"]).all() and (pot["pot median"] <= pot["pot 90 %"]).all()
assert (pot["pot mean"] >= 0).all()

# %%
fig, ax = plt.subplots(figsize=(8, 3.6), layout="constrained")
ax.fill_between(pot["round"], pot["pot 10 %"], pot["pot 90 %"], color="#1f77b4", alpha=0.25,
                label="10 %–90 % of sessions")
ax.plot(pot["round"], pot["pot median"], color="#1f77b4", label="median")
ax.set_yscale("symlog")
ax.set_xlabel("round")
ax.set_ylabel("pot carried (units; stake 4)")
ax.set_title(f"Goodhope: the pot over {ROUNDS} rounds, {POTS:,} sessions of 5 random players")
ax.legend(loc="upper left", fontsize=8)
plt.show()

# %% [markdown]
# ## 4. Does the booklet's solo hand win "als 27 : 4"?
#
# **Question.** The booklet prints ten solo hands with the odds of winning them. Are they right?
#
# **Method.** For each solo hand of `BOOK_HANDS`, the other thirty cards are
# dealt at random `n` times (the same deals for every method: hand *k* draws from the *k*-th
# child of the seed); the hand sits at the dealer's right, first to speak and to lead, announces
# solo, the others pass, and it names its trumps. The deal is then played out, and the solo won
# if it makes six tricks. The printed odds "a : b" are the probability a / (a + b).
#
# The methods, and what each assumes:

# %%
display(quote("noothoven:quadrille.solo-examples"), quote("noothoven:quadrille.solo-black-1"))
styled(pd.DataFrame([{"method": name, "what it assumes": text}
                     for name, (_, text) in studies.ODDS_METHODS.items()]), "methods")

# %% [markdown]
# *Double dummy* is the exact value of the deal if every hand were open: the soloist always
# finds the line that works, the defence always finds the best defence. It is an optimistic
# bound for the declarer's side in one way and for the defenders in another, and it is not
# what a player at the table can reach. *PIMC* is what a strong program does with hidden cards:
# it samples the unseen cards, solves each world double dummy for the *outcome* each card leads
# to (codille, remise, won; `studies.PIMC_OBJECTIVE`) and plays the card with the best average
# outcome; it suffers *strategy fusion* (it plays as if it will know later what it only guesses
# now) and does not hide its own hand. The advice player is a weaker, honest
# baseline. Sizes: `N_PLAY` deals a hand by the players, `N_DD` (at least 1,000 at full size)
# by double dummy, `N_PIMC` (at least 200) by PIMC. Double dummy and PIMC are read back from the store
# for all ten hands (a single deal can take the solver seconds). The PIMC players sample `studies.PIMC_WORLDS` worlds a
# card and take their other decisions by the books' advice.

# %%
N_PLAY = 2_000 if FULL else 100  # FULL: about 40 seconds
N_DD = studies.FULL_ODDS_DOUBLE_DUMMY  # read back from the store
N_PIMC = studies.FULL_ODDS_PIMC  # read back from the store
runs = {"advice": (N_PLAY, None)}
for method in studies.available_odds_methods():
    n = N_DD if method == "double-dummy" else N_PIMC
    if method not in runs and n:
        runs[method] = (n, None)
odds = pd.concat([studies.booklet_odds(n, SEED, method, keys=keys, **RUN)
                  for method, (n, keys) in runs.items()], ignore_index=True)
print(f"deals a hand, seed {SEED}:",
      listing({method_name(m): f"{n:,}" for m, (n, _) in runs.items()}))
styled(odds.drop(columns=["described", "passage"]), "booklet-odds")

# %%
s3 = odds[(odds.hand == "S3") & (odds.n >= 40)]

# %% jupyter={"source_hidden": true} tags=["check"]
assert set(odds[odds.method == "advice"].hand) == {h.key for h in BOOK_HANDS.values()
                                                  if h.contract == "solo"}
assert ((odds.low <= odds.p) & (odds.p <= odds.high)).all()
assert (odds["printed p"] == [float(BOOK_HANDS[h].probability) for h in odds.hand]).all()
# The advice player wins the booklet's solo hands more often than not, on average.
assert odds[odds.method == "advice"].p.mean() > 0.5
assert (s3.high < s3["printed p"]).all()  # S3 falls short of its printed 11 : 2 (see below)

# %% [markdown]
# The plain player of the Quadrille notebook (`plain_player`) is left
# out: in a solo it plays by the same rules of thumb as the advice player (trumps led from the
# top by the soloist, the cheapest winning card or the lowest), and on the same deals it wins
# exactly as often, as the next cell checks on `N_CHECK` deals of every hand.

# %%
N_CHECK = 200 if FULL else 20  # FULL: about 10 seconds
plain = studies.booklet_odds(N_CHECK, SEED, "plain")
advice = studies.booklet_odds(N_CHECK, SEED, "advice")
print(f"the plain player and the advice player both win {plain.wins.sum():,} of the same "
      f"{len(plain) * N_CHECK:,} deals")

# %% jupyter={"source_hidden": true} tags=["check"]
assert plain["wins"].tolist() == advice["wins"].tolist()

# %%
plots.plot_odds(odds)
plt.show()

# %% [markdown]
# Side by side, the booklet's odds and each method's estimate; "inside" says whether the printed
# probability lies within the method's 95 % interval. A dash: the method was not run on the hand.

# %%
side = odds.pivot(index="hand", columns="method", values="p")
side.insert(0, "printed", odds.drop_duplicates("hand").set_index("hand")["printed p"])
inside = odds.pivot(index="hand", columns="method", values="printed inside interval")
inside.columns = [f"{method_name(m)}: inside" for m in inside.columns]
side.columns = ["printed"] + [method_name(m) for m in side.columns[1:]]
styled(side.join(inside).reindex([f"S{i}" for i in range(1, 11)]), "side-by-side", index=True)

# %% [markdown]
# **The verdict on the printed odds.** The full-size runs of double dummy and PIMC are read back
# from the store here (at every size: they are not played again) by `compare.printed_odds`. The
# ten hands are transcribed as printed, each checked against its OCR line, and double dummy is
# perfect play: no player, however good, wins a deal that double dummy loses. So a printed
# probability outside both intervals is wrong for the printed hand: too high (optimistic) above
# both, too low (pessimistic) below both, and supported by neither method between them.

# %%
from gamelib.analysis import compare

verdicts = compare.printed_odds()

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(verdicts) == 10

# %%
wrong = verdicts[verdicts["verdict"] != "inside an interval"].set_index("hand")["verdict"]
verdicts[["hand", "odds printed", "printed p", "double dummy p", "double dummy low",
          "double dummy high", "double dummy n", "PIMC p", "PIMC low", "PIMC high", "PIMC n",
          "verdict"]].style.format(precision=3).set_uuid("verdicts").hide(axis="index")

# %% jupyter={"source_hidden": true} tags=["check"]
assert list(wrong.index) == ["S3", "S4", "S5", "S6", "S9"], wrong
assert wrong[["S3", "S4"]].str.startswith("too high").all()
assert wrong[["S5", "S6"]].str.startswith("too low").all()
assert wrong["S9"].startswith("between")
assert verdicts.set_index("hand").loc["S3", "double dummy high"] < 0.2

# %% [markdown]
# S3 (11 : 2) and S4 (10 : 1) are printed too high: the booklet is optimistic for those hands,
# S3 by far (double dummy wins it less than one deal in five). S5 (27 : 2) and S6 (2 : 1) are
# printed too low: those hands are stronger than the booklet says. S9 (10 : 2) lies between the
# two intervals and inside neither. The other five printed odds agree with at least one method.

# %% [markdown]
# ## 5. How good is the books' advice?
#
# **Question.** How much better than the books' own players does a strong player do, seat by
# seat, in every trick game of the collection? And against random play, where a source gives no
# advice a player could follow?
#
# **Method.** For each trick game and rule set, PIMC (it deals the
# cards it cannot see into 20 worlds a card from what it has seen, solves each world on the
# double-dummy search, and plays the card with the best average; every other decision, bids,
# calls, discards and declarations, by the game's advice player) takes one seat, and the
# *field* the others: the source's advice player where it gives one (Ombre, Quadrille, Piquet;
# Boston's table player, which plays the book's Misery advice), else random players. The same
# seeded deals are played once more with the field at every seat, so a seat's *gain* is the
# paired difference of its net on the same cards, with a 95 % interval
# (`seat_matches`). Piquet is paid deal by deal here.
#
# **What it assumes.** In Piquet, Tresette, Boston, Connections, Piquesept and Goodhope PIMC
# solves each world exactly, within a cap of a million nodes a world; a world past the cap is
# valued by a named heuristic instead and counted (docs/pimc.md). At Boston PIMC plays for what
# is paid, the contract made or lost, and a world's outcome is found in a few thousand nodes;
# the cap is rarely reached but at the first tricks of Tresette, where a world's every card
# still needs more: there most worlds are valued by the heuristic. Thirty deals a seat, read
# back from the store (`python -m gamelib studies matches` played them).

# %%
from gamelib.analysis import matches

N_MATCH = matches.FULL_MATCH_DEALS  # read back from the store
MATCH_GAMES = matches.TRICK_GAMES
played = pd.concat([matches.seat_matches(game, options, "pimc", field, N_MATCH, SEED, **RUN)
                    for game, options in MATCH_GAMES for field in matches.fields(game)],
                   ignore_index=True)
missing = played[played["deals"] == 0]
if len(missing):  # at full size, read from the store as far as it has been played
    print(f"not played yet ({len(missing)} seats): python -m gamelib studies matches")
played = played[played["deals"] > 0]
by_game = (played.groupby(["game", "options", "field"], sort=False)
           .agg(deals=("deals", "min"), gain=("gain", "mean"), low=("low", "min"),
                high=("high", "max")).reset_index())
styled(by_game, "seat-matches", {"gain": "{:+.2f}", "low": "{:+.2f}", "high": "{:+.2f}"}) \
    .set_caption("PIMC's mean gain a deal over the seats (the lowest and highest of the seats' "
                 "interval bounds)")

# %% jupyter={"source_hidden": true} tags=["check"]
assert ((played["low"] <= played["gain"] + 1e-9) & (played["gain"] <= played["high"] + 1e-9)).all()
assert (played["gain"] - (played["challenger's net"] - played["field's net"])).abs().max() < 1e-9

# %%
plots.plot_seat_matches(played)
plt.show()

# %% [markdown]
# ## 6. What does a reading change under good play?
#
# **Question.** Where a source can be read two ways (the comparison notebook's table of
# readings), does the reading matter at the table? How often does it change what is paid, and
# how much does it move between the players?
#
# **Method.** The same seeded deals played by the same players under each reading
# (`reading_differences`): Casino's point for the deal's last clearing
# card (Engelmann's advice player: Casino is no trick game), Piquet's repic, Boston's beasts
# (sessions of eight deals, for a beast must lie before a won game can draw it) and the modern
# Quadrille's matador bonus, each by PIMC at every seat. The share of deals whose payments
# change has a Wilson 95 % interval; "moved a deal" is half the sum of the seats' changes of net.
# A Boston session by PIMC at every seat takes about a minute, so Boston's readings were played
# for ten sessions each (the table's `played` says so).

# %%
display(quote("engelmann:casino.law-clear"), quote("engelmann:piquet.repic"),
        quote("engelmann:boston.beasts"))

# %%
N_READ = matches.FULL_MATCH_DEALS  # read back from the store
READ = matches.READINGS
differences = matches.reading_differences(N_READ, SEED, readings=READ, **RUN)
if differences["deals changed"].isna().any():  # at full size, read as far as played
    print("not played yet: python -m gamelib studies readings")
differences = differences[differences["deals changed"].notna()]
styled(differences, "reading-differences",
       {"deals changed": "{:.0%}", "low": "{:.0%}", "high": "{:.0%}", "moved a deal": MEAN})

# %% jupyter={"source_hidden": true} tags=["check"]
assert ((differences["low"] <= differences["deals changed"] + 1e-9)
        & (differences["deals changed"] <= differences["high"] + 1e-9)).all()
assert ((differences["deals changed"] == 0) == (differences["moved a deal"] == 0)).all()

# %% [markdown]
# ## What the studies leave open
#
# * The advice players are this collection's reading of the books' rules of thumb; where the
#   books are silent (how sure a trick must be, when to play on for the vole, what the defence
#   leads) the choice is stated with the advice players. Better players would move every rate.
# * Study 2 states the outcome rates of played deals as independent chances; the size of the
#   pool does not change how boldly the players bid.
# * The printed odds of S3, S4 (too high), S5, S6 (too low) and S9 (inside neither interval) are
#   wrong for the hands as printed: the transcriptions are checked against the OCR, and double
#   dummy is perfect play, so no better play reaches the figures printed too high. S1 is the
#   one hand with a card supplied (the print lists nine), and its
#   printed odds lie inside an interval.
# * The sizes played here for a class are small: read the intervals, not the points.
# * PIMC is the dearest method at Quadrille: every card of the first tricks solves
#   `studies.PIMC_WORLDS` ten-trick deals double dummy, so a deal of the booklet's odds played
#   by four PIMC players takes a third of a second at the median and up to some twenty seconds
#   (measured on this collection's machines). Its full-size runs are therefore played apart
#   (`python -m gamelib studies`) and read here as far as they have gone: each table's `n` says
#   how many deals it counts.
