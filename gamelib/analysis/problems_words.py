"""The problems told in words: the seats by name, the position, the question, the answer, the
line and what the tempting card costs, in the game's own units.

:func:`view` turns a :class:`~gamelib.analysis.problems.Problem` into a :class:`ProblemView`
that holds nothing but words and cards, which the terminal (:func:`problem_text`,
:func:`answer_text`), the problems widget and the site's printable pages show as they are.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamelib.core.cards import SUIT_NAMES, SUIT_SYMBOLS, SUITS, Card
from gamelib.core.names import and_list, or_list, plural, words
from gamelib.analysis.problems_play import playing_order, suit_orders

#: The Ombre's results in words.
OMBRE_RESULTS = {"win": "a win for the Ombre", "remise": "a remise", "codille": "codille",
                 "vole": "the vole", "failed-vole": "a failed vole",
                 "remise-royale": "a remise royale",
                 "unspecified": words("unspecified")}
#: Where every point is paid: the unit, and how many of the solver's units make one.
UNITS = {"piquet": ("point", 1), "tresette": ("card point", 3)}


def face(card: Card) -> str:
    """A card as a teacher writes it: rank and suit sign, ``K♠``, ``10♥``."""
    card = Card(card)
    return ("10" if card.rank == "T" else card.rank) + SUIT_SYMBOLS[card.suit]


def faces(cards) -> str:
    return " ".join(face(c) for c in cards)


# -- seats --------------------------------------------------------------------------------------

def seat_names(state) -> list[str]:
    """Each seat's name as the sources letter them (A, B, C, D)."""
    return list(state.game.seats)


def roles(state) -> dict[int, str]:
    """The seats' parts in the deal: the Ombre and his Allies, Quadrille's declarer and his
    partner, Boston's player, Tresette's companies."""
    name = state.game.name
    d = state.details()
    seats = list(state.game.seats)
    out: dict[int, str] = {}
    if name == "ombre":
        ombre = seats.index(d["ombre"])
        for p in state.active:
            out[p] = "the Ombre" if p == ombre else "an Ally, against the Ombre"
    elif name == "quadrille":
        for p in range(len(seats)):
            out[p] = ("the declarer" if p == d["declarer"] else
                      "the declarer's partner" if p in d["side"] else "against the declarer")
    elif name == "boston":
        player = seats.index(d["player"])
        for p in range(len(seats)):
            out[p] = "the player" if p == player else "against the player"
    elif name == "tresette":
        names = seat_names(state)
        for p in range(4):
            out[p] = f"partner of {names[(p + 2) % 4]}"
    elif name == "piquet":
        for p in range(2):
            out[p] = "the elder" if p == d["elder"] else "the younger"
    return out


def situation(state) -> str:
    """The deal at the position in a sentence: the contract, the trumps, who plays it."""
    name = state.game.name
    d = state.details()
    names = seat_names(state)
    seats = list(state.game.seats)
    if name == "ombre":
        who = names[seats.index(d["ombre"])]
        return f"{who} is the Ombre, playing {words(d['contract'])}, {d['trump']} trumps."
    if name == "quadrille":
        text = (f"{names[d['declarer']]} declares {str(d['contract']).lower()}, "
                f"{SUIT_NAMES[d['trump']]} trumps")
        if d.get("called king"):
            text += f"; the called king, the {Card(d['called king']).name()}, is " \
                    f"{names[d['aide']]}'s"
        return text + "."
    if name == "boston":
        who = names[seats.index(d["player"])]
        trump = f", {d['trump']} trumps" if d["trump"] else ""
        return f"{who} plays {d['contract']} ({d['needs']}){trump}."
    if name == "piquet":
        return (f"The deal's score so far, declarations and play: {names[0]} "
                f"{d['scores'][0]}, {names[1]} {d['scores'][1]}; no trumps.")
    if name == "tresette":
        first = d["vorhand"]
        pair = [names[first], names[(first + 2) % 4]]
        other = [names[(first + 1) % 4], names[(first + 3) % 4]]
        return f"{' and '.join(pair)} play against {' and '.join(other)}; no trumps."
    return ""


# -- results and costs --------------------------------------------------------------------------

#: Quadrille's and Boston's outcomes in words.
OUTCOMES = {"won": "won", "lost": "lost", "remise": "a remise", "codille": "codille"}


def result_words(end, seat: int) -> tuple[str, str]:
    """The deal's end in the game's words: its outcome where the game pays by outcome (else
    ""), and the tricks or points that made it (Tresette's card points for ``seat``'s side
    first)."""
    name = end.game.name
    d = end.details()
    if name == "ombre":   # the split: the Ombre's tricks first, then the others' in turn
        players = d["players"]
        first = players.index(d["ombre"])
        allies = [f"{p} {n}" for p, n in zip((players * 2)[first + 1:], d["split"][1:])]
        return (OMBRE_RESULTS.get(d["outcome"], d["outcome"]),
                f"the Ombre taking {plural(d['split'][0], 'trick')}, {and_list(allies)}")
    if name == "quadrille":
        return (OUTCOMES.get(d["outcome"], d["outcome"]),
                f"the declarer's side taking {plural(d['side tricks'], 'trick')}")
    if name == "boston":
        return (f"{d['contract']} {d['result']}",
                f"the player taking {plural(d['tricks'][d['player']], 'trick')}")
    if name == "piquet":
        names = seat_names(end)
        return "", f"the deal's score {names[0]} {d['scores'][0]}, {names[1]} {d['scores'][1]}"
    points = [text.rsplit(":", 1)[1].strip() for text in d["card points"]]
    ours = seat % 2   # the companies: seats 0 and 2, seats 1 and 3
    return "", (f"{seat_names(end)[seat]}'s side {points[ours]} card points, the other side "
                f"{points[1 - ours]}")


def cost_words(game: str, best, other, side: str) -> str:
    """What ``other`` (a play) leads to against ``best``, the answer: the outcome it gives
    instead, or the points ``side`` loses against the other side, with its tricks or points."""
    if best.outcome:
        return f"{other.outcome} instead of {best.outcome}, {other.result}"
    unit, scale = UNITS[game]
    n = (best.worth - other.worth) // scale
    return f"{other.result}: {plural(n, unit)} worse for {side}, counting both sides' {unit}s"


def said(play) -> str:
    """A play's end in a sentence: its outcome and what made it."""
    return f"{play.outcome}, {play.result}" if play.outcome else play.result


# -- the view -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class PlayView:
    """One choice in words: its cards, whether it is the answer, its result, what it leads to
    against the answer (its cost in the game's units; empty for the answer), and its line as
    tricks of (seat name, card) with the name of the seat that takes each."""

    cards: tuple[Card, ...]
    right: bool
    result: str
    leads_to: str
    line: tuple[tuple[tuple[tuple[str, Card], ...], str], ...]
    why: str  # what marks it: "the answer", "the booklet's advice chose it", ...


@dataclass(frozen=True)
class ProblemView:
    """A problem as words and cards only (what the widget, the terminal and the site show)."""

    id: str
    title: str
    rating: str
    measure: str
    situation: str
    seats: tuple[tuple[str, str, tuple[tuple[str, tuple[Card, ...]], ...]], ...]
    trick: tuple[tuple[str, Card], ...]
    won: str
    to_play: str
    question: str
    legal: tuple[Card, ...]
    plays: tuple[PlayView, ...]
    tempting: int
    unique: str


def view(problem) -> ProblemView:
    """The problem in words (module docstring)."""
    state = problem.state()
    pos = problem.position
    names = seat_names(state)
    parts = roles(state)
    order = playing_order(state)
    suits = suits_in_order(state, pos.trump)
    seats = []
    for p in order:
        groups = tuple((label, held) for label, suit in suits
                       if (held := tuple(c for c in suit if c in pos.hands[p])))
        seats.append((names[p], parts.get(p, ""), groups))
    trick = tuple(zip((names[s] for s in pos.trick_seats(order)), pos.trick))
    won = ", ".join(f"{names[p]} {pos.won[p]}" for p in order)
    mover = names[pos.to_play]
    game = problem.problem_set.game
    side = mover if game == "piquet" else f"{mover}'s side"
    plays = []
    for i, play in enumerate(problem.plays):
        why = ("the answer" if i == 0 else
               f"{problem.problem_set.player_words} chose it" if problem.played in play.cards else
               "the nearest miss" if i == problem.tempting else "")
        plays.append(PlayView(
            play.cards, i == 0, said(play),
            "" if i == 0 else cost_words(game, problem.answer, play, side),
            _line_view(play, pos, order, names), why))
    m = problem.measure
    measure = (f"{plural(m['tricks left'], 'trick')} left, {plural(m['choices'], 'choice')}"
               + (f", {problem.problem_set.player_words} went wrong here" if m["misled"]
                  else "") + f"; score {m['score']} of 8")
    legal = tuple(c for play in problem.plays for c in play.cards)
    question = (f"{mover} to play{' (' + parts[pos.to_play] + ')' if parts.get(pos.to_play) else ''}"
                f": which card gets the best result?")
    return ProblemView(problem.id, problem.problem_set.title, problem.rating, measure,
                       situation(state), tuple(seats), trick, won, mover, question, legal,
                       tuple(plays), problem.tempting,
                       unique_words(problem.answer.cards))


def suits_in_order(state, trump: str | None) -> list[tuple[str, list[Card]]]:
    """The suits in the game's sense, named, the trumps first, each highest card first."""
    suits = [(SUIT_NAMES[s], [c for c in suit if c is not None])
             for s, suit in zip(SUITS, suit_orders(state))]
    if trump:
        t = SUITS.index(trump)
        suits = [("trumps", suits[t][1])] + suits[:t] + suits[t + 1:]
    return suits


def unique_words(cards, show=face) -> str:
    """The answer's claim: its card (or the cards that are the same card there) alone keeps the
    best result; each card written by ``show``."""
    if len(cards) == 1:
        return f"{show(cards[0])} is the only card that keeps the best result"
    return f"{or_list(show(c) for c in cards)} (the same card here) are the only cards that " \
           f"keep the best result"


def _line_view(play, pos, order, names):
    """The line as tricks of (seat name, card), the first with the cards already on the table,
    and the name of the seat taking each."""
    out = []
    leader = pos.leader
    for k, (trick, taker) in enumerate(zip(play.line, play.takers)):
        cards = (pos.trick + trick) if k == 0 else trick
        start = order.index(leader)
        seats = [order[(start + i) % len(order)] for i in range(len(cards))]
        out.append((tuple((names[s], c) for s, c in zip(seats, cards)), names[taker]))
        leader = taker
    return tuple(out)


# -- the terminal -------------------------------------------------------------------------------

def problem_text(v: ProblemView, number: int | None = None) -> str:
    """The position and the question, for the terminal or a handout."""
    head = f"Problem {number if number is not None else v.id}" \
           f" ({v.rating}) - {v.title}"
    lines = [head, "", v.situation, f"Tricks taken so far: {v.won}.", ""]
    width = max(len(name) for name, _, _ in v.seats)
    for name, role, groups in v.seats:
        hand = "   ".join(faces(cards) for _, cards in groups) or "(no cards)"
        lines.append(f"  {name:<{width}}  {hand}" + (f"   ({role})" if role else ""))
    lines.append("")
    if v.trick:
        lines.append("On the table: " + ", ".join(f"{n} {face(c)}" for n, c in v.trick) + ".")
    lines.append(v.question)
    return "\n".join(lines)


def line_text(play: PlayView) -> str:
    return "; ".join(", ".join(f"{n} {face(c)}" for n, c in trick) + f" ({taker} takes)"
                     for trick, taker in play.line)


def answer_text(v: ProblemView, number: int | None = None) -> str:
    """The answer, its line and why the tempting card fails."""
    best = v.plays[0]
    other = v.plays[v.tempting]
    return "\n".join([
        f"Answer to problem {number if number is not None else v.id}: {v.unique}.",
        f"  The line: {line_text(best)}.",
        f"  Result: {best.result}.",
        f"  Tempting: {or_list(face(c) for c in other.cards)} ({other.why}) leads to "
        f"{other.leads_to}.",
        f"  Its line: {line_text(other)}.",
        f"  Rated {v.rating}: {v.measure}.",
    ])
