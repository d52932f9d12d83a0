"""How strong are the books' players, and what does a reading change? Two studies on seeded deals.

* :func:`seat_matches`: a challenger (PIMC on the double-dummy search) takes one seat, a field
  (the source's advice players, or random players) the others; the same deals are played with
  the field at every seat, so the challenger's gain at a seat is a paired difference of that
  seat's nets, given with its 95 % interval, seat by seat.
* :func:`reading_differences`: the same deals played by the same players under each reading of
  a rule the source leaves open (the comparison notebook's ``readings()`` table): the share of
  deals whose payments the reading changes, and each seat's mean change.

Runs of a slow player are stored and resumed as the other studies' are
(:class:`gamelib.analysis.store.Store`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pandas as pd

import numpy as np

from gamelib.analysis.montecarlo import deal_seed, simulate
from gamelib.analysis.store import SLOW_STEP, Store, resumable
from gamelib.core.engine import get_game
from gamelib.core.names import GAME_NAMES, player_name, plural
from gamelib.core.options import in_words
from gamelib.core.stats import mean_interval, wilson_interval
from gamelib.games.boston import play_session
from gamelib.players import make_policy
from gamelib.players.pimc import PIMCPlayer
from gamelib.players.pimc_play import CAP, PLAY_GAMES

#: The trick games matched, each with the options under which one deal is one game (Piquet's
#: partie of several deals is paid deal by deal here).
TRICK_GAMES: tuple[tuple[str, Mapping[str, Any]], ...] = (
    ("ombre", {"rules": "academie"}), ("ombre", {"rules": "noothoven"}),
    ("quadrille", {"rules": "noothoven"}), ("quadrille", {"rules": "hoe-speel-je"}),
    ("piquet", {"partie": "deal"}), ("tresette", {}), ("boston", {}), ("connections", {}),
    ("piquesept", {}), ("goodhope", {}),
)

#: The player who follows the source's advice in each game that gives some (gamelib.players);
#: Boston's table player plays the book's Misery advice and bids by a rough estimate.
ADVICE = {"ombre": "ombre-booklet", "quadrille": "quadrille-booklet",
          "piquet": "piquet-engelmann", "boston": "boston-table", "casino": "casino-engelmann"}

#: The readings whose difference :func:`reading_differences` plays: game, options of the game,
#: the option read two ways, the passage, and the player of every seat (PIMC where the game
#: has it; Casino is no trick game and is played by Engelmann's advice). Boston's beasts are
#: carried from deal to deal, so its unit is a session of :data:`BOSTON_SESSION` deals.
READINGS: tuple[tuple[str, Mapping[str, Any], str, str, str], ...] = (
    ("casino", {}, "last_clear_point", "engelmann:casino.law-clear", "casino-engelmann"),
    ("piquet", {"partie": "deal"}, "repic", "engelmann:piquet.repic", "pimc"),
    ("boston", {}, "beast_draw", "engelmann:boston.beasts", "pimc"),
    ("quadrille", {"rules": "hoe-speel-je"}, "matador_bonus", "hoe-speel-je:pay.matadors",
     "pimc"),
)


#: Worlds a card of the studies' PIMC player (the registered "pimc" samples 100 in Ombre and
#: Quadrille); in the other trick games each world is solved exactly within ``CAP`` nodes
#: (gamelib.players.pimc_play).
MATCH_WORLDS = 20
#: The deals of each piece at full size (``python -m gamelib studies matches readings``).
FULL_MATCH_DEALS = 30


def pimc_player(rng: np.random.Generator) -> PIMCPlayer:
    """The studies' PIMC player: :data:`MATCH_WORLDS` worlds a card, every other decision (bids,
    calls, discards, declarations) by the game's advice player, else random."""
    return PIMCPlayer(rng, worlds=MATCH_WORLDS, play_worlds=MATCH_WORLDS)


def _pimc_about(game: str) -> dict:
    """What a stored piece played by PIMC records of it: its worlds, and in a game of the play
    search the cap of a world's exact search."""
    return {"worlds": MATCH_WORLDS, **({"cap": CAP} if game in PLAY_GAMES else {})}


def _factory(policy: str):
    """A policy name as :func:`simulate` takes it; "pimc" is :func:`pimc_player`."""
    return pimc_player if policy == "pimc" else policy


#: Deals of a Boston session in :func:`reading_differences` (beasts need earlier deals to lie).
BOSTON_SESSION = 8


def fields(game: str) -> tuple[str, ...]:
    """The fields a challenger meets in ``game``: the source's advice players where the source
    gives advice (:data:`ADVICE`), and random players."""
    return ((ADVICE[game],) if game in ADVICE else ()) + ("random",)


def _label(options: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in sorted(options.items())) or "(defaults)"


def _tag(options: Mapping[str, Any]) -> str:
    """The options in a stored piece's file name."""
    return "+".join(f"{k}={v}" for k, v in sorted(options.items())) or "defaults"


def _nets(game: str, options: Mapping[str, Any], policies, n: int, seed: int, store, piece: str,
          about: dict, slow: bool, executor, progress, sessions: bool = False) -> pd.DataFrame:
    """Deals 0 .. n-1 played by ``policies`` (one a seat): the deal and each seat's net; with
    ``sessions``, Boston sessions of :data:`BOSTON_SESSION` deals instead of deals."""
    seats = get_game(game, **options).num_players

    def compute(first: int, stop: int) -> pd.DataFrame:
        if sessions:
            return _boston_sessions(options, policies, first, stop, seed)
        frame = simulate(game, [_factory(p) for p in policies], n=stop - first, seed=seed,
                         first=first, options=dict(options), executor=executor,
                         progress=progress, label=f"{piece}, deals {first}-{stop - 1}")
        out = pd.DataFrame({"deal": frame["deal"].astype(int)})
        for s in range(seats):
            out[f"net_{s}"] = frame[f"return_{s}"].astype(float)
        return out

    return resumable(store if slow else None, piece, n, about, compute,
                      SLOW_STEP if slow else max(n, 1))


def _boston_sessions(options: Mapping[str, Any], policies, first: int, stop: int,
                     seed: int) -> pd.DataFrame:
    """Sessions ``first .. stop-1`` of :data:`BOSTON_SESSION` Boston deals on one ledger, the
    beasts carried (engelmann:boston.beasts): the session and each seat's net."""
    rows = []
    for i in range(first, stop):
        rng = np.random.default_rng(deal_seed(seed, i))
        players = [make_policy(_factory(p), rng.spawn(1)[0]) for p in policies]
        ledger, _ = play_session(BOSTON_SESSION, seed=rng, policies=players, **options)
        nets = ledger.net()
        rows.append({"deal": i, **{f"net_{s}": float(v) for s, v in enumerate(nets)}})
    return pd.DataFrame(rows, columns=["deal", *(f"net_{s}" for s in range(len(policies)))])


def seat_matches(game: str, options: Mapping[str, Any] | None = None, challenger: str = "pimc",
                 field: str | None = None, n: int = 20, seed: int = 1798,
                 store: Store | None = None, executor: Any = "inline",
                 progress: bool | None = False) -> pd.DataFrame:
    """The ``challenger`` at each seat in turn against ``field`` at the others, on deals
    ``0 .. n-1`` of ``seed``; one row a seat: the challenger's mean net at the seat, the field's
    mean net at the same seat on the same deals, the gain (their paired difference) with its 95 %
    interval. ``field`` defaults to the source's advice player, else random. The challenger's
    runs are stored in ``store`` and resumed."""
    options = dict(options or {})
    field = field or fields(game)[0]
    seats = get_game(game, **options).num_players
    tag = f"{game}.{_tag(options)}"
    base = _nets(game, options, [field] * seats, n, seed, None, f"{tag}.{field}", {}, False,
                 executor, progress)
    rows = []
    for seat in range(seats):
        policies = [field] * seats
        policies[seat] = challenger
        piece = f"seat-match.{tag}.{challenger}-vs-{field}.seat{seat}.seed{seed}"
        about = {"study": "seat_matches", "game": game, "options": options,
                 "challenger": challenger, "field": field, "seat": seat, "seed": seed}
        if challenger == "pimc":
            about.update(_pimc_about(game))
        played = _nets(game, options, policies, n, seed, store, piece, about,
                       challenger not in ("random", field), executor, progress)
        both = played.merge(base, on="deal", suffixes=("", "_field"))
        gain = mean_interval(both[f"net_{seat}"] - both[f"net_{seat}_field"]) if len(both) \
            else None
        rows.append({"game": game, "options": _label(options), "challenger": challenger,
                     "field": field, "seat": get_game(game, **options).seats[seat],
                     "deals": len(both), "challenger's net": both[f"net_{seat}"].mean(),
                     "field's net": both[f"net_{seat}_field"].mean(),
                     "gain": None if gain is None else gain.mean,
                     "low": None if gain is None else gain.low,
                     "high": None if gain is None else gain.high})
    return pd.DataFrame(rows)


def reading_differences(n: int = 20, seed: int = 1798, readings=READINGS,
                        store: Store | None = None, executor: Any = "inline",
                        progress: bool | None = False) -> pd.DataFrame:
    """Each rule of :data:`READINGS` played both ways on deals ``0 .. n-1`` of ``seed`` by the
    same players; one row a rule and other reading: the share of deals whose payments differ
    from the default reading's (Wilson 95 % interval), and the stakes the reading moves between
    the seats a deal (half the sum of the seats' changes of net, on the paired deals)."""
    rows = []
    for game, options, option, passage, player in readings:
        the_game = get_game(game, **options)
        rules = options.get("rules")
        declared = next(o for o in the_game.OPTIONS if o.name == option
                        and (o.rules is None or rules in o.rules))
        default, seats = declared.default, the_game.num_players
        played = {}
        for value in declared.choices:
            opts = dict(options, **{option: value})
            piece = f"reading.{game}.{_tag(opts)}.{player}.seed{seed}"
            about = {"study": "reading_differences", "game": game, "options": opts,
                     "player": player, "seed": seed}
            if player == "pimc":
                about.update(_pimc_about(game))
            played[value] = _nets(game, opts, [player] * seats, n, seed, store, piece, about,
                                  player == "pimc", executor, progress, game == "boston")
        for value in declared.choices:
            if value == default:
                continue
            both = played[value].merge(played[default], on="deal", suffixes=("", "_default"))
            delta = sum((both[f"net_{s}"] - both[f"net_{s}_default"]).abs()
                        for s in range(seats)) / 2 if len(both) else pd.Series(dtype=float)
            changed = int((delta > 0).sum())
            low, high = wilson_interval(changed, len(both)) if len(both) else (None, None)
            row = {"game": GAME_NAMES.get(game, game), "rule": option,
                   "default": in_words(default), "other reading": in_words(value),
                   "player": player_name(player),
                   "played": (plural(len(both), "session") + f" of {BOSTON_SESSION} deals"
                              if game == "boston" else plural(len(both), "deal")),
                   "deals changed": changed / len(both) if len(both) else None,
                   "low": low, "high": high,
                   "moved a deal": delta.mean() if len(both) else None, "passage": passage}
            rows.append(row)
    return pd.DataFrame(rows)


def replay(about: Mapping[str, Any], first: int, stop: int) -> pd.DataFrame:
    """Deals ``first .. stop-1`` of a stored piece of these studies played again from its
    description (``Store.about``): the deal and each seat's net, as stored."""
    game, options, seed = about["game"], dict(about["options"]), about["seed"]
    seats = get_game(game, **options).num_players
    if about["study"] == "seat_matches":
        policies = [about["field"]] * seats
        policies[about["seat"]] = about["challenger"]
    else:
        policies = [about["player"]] * seats
    sessions = about["study"] == "reading_differences" and game == "boston"
    frame = _nets(game, options, policies, stop, seed, None, "replay", {}, False, "inline",
                  False, sessions)
    return frame[frame["deal"] >= first].reset_index(drop=True)
