"""The settlement of a Quadrille hand: its outcome once the play is over (won, remise, codille;
the vole; the premières and the matadors of noothoven:quadrille.premieres and
noothoven:quadrille.matadors) and its payments posted to the ledger by :mod:`.payment`.

:class:`HandSettlement` gives the hand state ``premieres()``, ``matador_sequence()``,
``nets_if()``, ``pot()`` and ``returns()``.
"""

from __future__ import annotations

from gamelib.core.engine import TERMINAL
from gamelib.games.quadrille import payment
from gamelib.games.quadrille.rules import SPADILLE, sequence_from_spadille


class HandSettlement:
    """The end of a Quadrille hand: its outcome and its payments."""

    def premieres(self) -> bool:
        """The side made the first six tricks (noothoven:quadrille.premieres)."""
        w = self.game.win_at
        return len(self.tricks) >= w and all(t[2] in self.side for t in self.tricks[:w])

    def matador_sequence(self) -> int:
        """The side's trumps in sequence from Spadille, counted together for the partners
        (noothoven:quadrille.matadors), held at the start of play."""
        joint = 0
        for p in self.side:
            joint |= self.start_hands[p]
        return sequence_from_spadille(joint, self.trump)

    def _finish(self) -> None:
        """The hand is over: its outcome, and its payments posted to the ledger
        (:mod:`.payment`)."""
        self.phase = "end"
        self.to_move = TERMINAL
        c = self.contract
        game = self.game
        k = len(self.tricks)
        s = self.side_tricks
        if game.modern:
            self.outcome = payment.classify(s, game.win_at)
            made_vole = s == game.hand_size
            self.vole = "made" if made_vole else ("failed" if self.announced else None)
            # a sequence from Spadille can only be in the hand that holds it: every other is 0
            sequences = [0] * game.num_players
            for seat, hand in enumerate(self.start_hands):
                if hand >> SPADILLE & 1:
                    if game.settings["matador_bonus"] == "any" or seat in self.side:
                        sequences[seat] = sequence_from_spadille(hand, self.trump)
                    break
            payment.settle_modern(
                self.ledger, game.seats, c, declarer=self.declarer, side=self.side,
                opponents=self.opponents, outcome=self.outcome, vole=made_vole,
                announced=self.announced, stake=game.settings["stake"], sequences=sequences)
            return
        fam = c.family
        favourite = self.favourite is not None and self.trump == self.favourite
        if fam in ("misere", "misere-ouverte"):
            won = s == 0
            self.outcome = "won" if won else "lost"
            amount = payment.booklet_amount(c, favourite=favourite)
            codille = False
        elif fam == "vole-declaree":
            won = s == game.hand_size
            self.outcome = "won" if won else "lost"
            m = payment.matador_fiches(self.matador_sequence())
            amount = payment.booklet_amount(c, matadors=m, favourite=favourite)
            codille = False
        else:
            o = k - s
            if s >= game.win_at:
                self.outcome = "won"
            elif o >= game.hand_size - game.win_at + 2:
                self.outcome = "codille"
            else:
                self.outcome = "remise"
            won = self.outcome == "won"
            codille = self.outcome == "codille"
            if self.vole_on:
                self.vole = "made" if s == game.hand_size else "failed"
            m = payment.matador_fiches(self.matador_sequence())
            amount = payment.booklet_amount(c, matadors=m, premieres=won and self.premieres(),
                                            vole=self.vole, favourite=favourite)
        self.amount = amount
        # the codille: the asker's alone (noothoven:quadrille.pay-codille), but the two's
        # together in spadille-forcée read as Hoyle's laws have it (no ask); a declarer who
        # called himself asked, and pays the ask's codille alone
        payment.settle_booklet(
            self.ledger, game.seats, c, declarer=self.declarer, side=self.side,
            opponents=self.opponents, won=won, codille=codille, amount=amount,
            partners_pay=game.settings["partners_pay"],
            codille_by="asker" if game.forced_is_ask or c is not game.forced else "side",
            lone_asker=self.called is not None and self.aide == self.declarer)

    def nets_if(self, side_tricks: int, start_hands=None) -> tuple[list[float], str]:
        """Each seat's net, and the outcome, if the declarer's side ends the hand with
        ``side_tricks`` tricks: :meth:`_finish`'s settlement on a copy whose tricks still to
        play go to the opponents first, then to the side (so no premières but those made
        already); ``start_hands`` (masks) the hands as a seat may imagine them. For the
        coach's values."""
        copy = self.clone()
        if start_hands is not None:
            copy.start_hands = tuple(start_hands)
        rest = self.game.hand_size - len(copy.tricks)
        need = min(max(side_tricks - copy.side_tricks, 0), rest)
        opponent = next(p for p in range(self.game.num_players) if p not in self.side)
        for i in range(rest):
            winner = opponent if i < rest - need else self.declarer
            copy.tricks.append((winner, (), winner))
            copy.won[winner] += 1
            copy.side_tricks += winner in self.side
        copy._finish()
        return copy.returns(), copy.outcome

    def pot(self):
        """The modern page's pot now (what a finished hand carries to the next: :mod:`.session`);
        0 in the booklet, which has none."""
        return self.ledger.balance(payment.POT) if self._modern else 0

    def returns(self) -> list[float]:
        """Each seat's net of the hand, read from the ledger (zero before the end)."""
        if self.phase != "end":
            return [0.0] * self.game.num_players
        return self.ledger.net()
