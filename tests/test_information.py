"""What a player is told hides the other players' cards: under random play, information(p)
holds no card of another seat's hand unless p held it himself earlier (a card he gave), it has
been shown to every other player, two players show each other their hands (the Allies of
an announced vole, academie:exchange.vole), or the rules show it to a partner (Tresette's
called suit, engelmann:tresette.calls); any other card shown to one player alone is a leak.

Piquet's two hands are checked against what each player has seen in tests/test_piquet.py, the
only two-player card game; here every game of three or more players.
"""

import pytest
from cards_seen import cards_in

import gamelib
from gamelib.core.engine import RandomPlayer

CASES = [("ombre", {"rules": "academie"}), ("ombre", {"rules": "noothoven"}),
         ("ombre", {"rules": "noothoven", "form": "a-quatre"}),
         ("quadrille", {"rules": "noothoven"}), ("quadrille", {"rules": "hoe-speel-je"}),
         ("tresette", {}), ("boston", {}), ("connections", {}), ("piquesept", {}),
         ("casino", {"players": 4}), ("casino", {"players": 3}), ("goodhope", {}),
         ("kleeblatt", {})]
DEALS = 25
#: Games whose rules show a player's cards (information()["shown"]) to his partner alone, the
#: seat opposite. [engelmann:tresette.calls]
SHOWN_TO_PARTNER = ("tresette",)


def _leaks(state, held: dict) -> list[str]:
    """Cards of a seat's hand that one other player is told of and may not know."""
    seats = range(state.game.num_players)
    hands = {q: set(state.hand(q)) for q in seats}
    for q in seats:
        held[q] |= hands[q]
    told = {p: cards_in(state.information(p)) for p in seats}
    by_partner = {p: set(state.information(p)["shown"]) if state.game.name in SHOWN_TO_PARTNER
                  else set() for p in seats}
    partner = {p: (p + 2) % 4 if state.game.name in SHOWN_TO_PARTNER else None for p in seats}
    found = []
    for p in seats:
        for q in seats:
            if q == p:
                continue
            mutual = hands[p] <= told[q]
            shown = by_partner[p] if q == partner[p] else set()
            for card in told[p] & hands[q] - held[p] - shown:
                if not mutual and not all(card in told[r] for r in seats if r != q):
                    found.append(f"seat {p} is told of {card} in seat {q}'s hand")
    return found


@pytest.mark.parametrize("name, options", CASES, ids=[f"{n}{o}" for n, o in CASES])
def test_no_seat_is_told_another_seats_hidden_card(name, options):
    """At every decision of random deals, no player's information holds a card in another
    player's hand that is not shown to all."""
    game = gamelib.get_game(name, **options)
    decisions = 0
    for seed in range(DEALS):
        state = game.new_initial_state(seed=seed)
        player = RandomPlayer(seed)
        # a card dealt to a seat and taken from it before his first decision (Piquesept's
        # blind draw) was his: the deal's hands, where the state keeps them, count as held
        dealt = getattr(state, "initial_hands", None)
        held = {q: set(dealt[q]) if dealt else set() for q in range(game.num_players)}
        while True:
            leaks = _leaks(state, held)
            assert not leaks, (name, options, seed, leaks[:3])
            decisions += 1
            if state.is_terminal():
                break
            state.apply_action(player(state))
    assert decisions > DEALS
