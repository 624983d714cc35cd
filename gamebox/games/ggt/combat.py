"""Tests of cards and the combat sequence (a mixin of `rules.GgtState`).

A Test (`start_test`) asks both sides for a card face down at once (``play C``; with an
empty hand ``blind``, paying 1 Health for the top card of the draw pile, or ``yield``),
reveals them together and compares them (`contest.compare`); a tie asks again. An object
being pushed plays the top card of the pusher's draw pile.

Combat (`start_combat`) runs the rulebook's steps, both seats deciding at once where it says
so: 1 Heal (``mend N``, secret), 2 the Test of Strength, 3 Power to the winner, 4 damage to
the loser, 5 dismemberment (the loser guards limbs with Power, ``guard K`` / ``bare``; the
winner rips one, ``rip K``; the limb lands, ``drop C R``), 6 R.I.P., 7 continue or end
(``press`` / ``stop``, secret). Ranged combat changes who takes damage and where limbs land.
"""
from __future__ import annotations

from ...engine.protocol import Action, Event
from .contest import NOTHING, compare

SPEED, STRENGTH, SMARTS, HEALTH = range(4)
ATTRIBUTE_WORDS = ("Speed", "Strength", "Smarts", "Health")
BLIND = Action("blind")
YIELD = Action("yield")
PRESS, STOP, BARE = Action("press"), Action("stop"), Action("bare")
DISMEMBER_DAMAGE = 9
"""More damage than this in one blow tears a limb off."""
ATTACKER_REDUCTION = 2


class Combat:
    """Tests and combat (a mixin of `rules.GgtState`)."""

    __slots__ = ()

    # ---- Tests --------------------------------------------------------------------------
    def start_test(self, kind: str, a: int, b: int, attr: int, thing: int = -1) -> list[Event]:
        """A Test of attribute `attr` between seats `a` and `b` (-1: object `thing`)."""
        base_a = self.stat(a, attr) + (self.ability(a, "grip") if kind in ("push", "heave")
                                       else 0)
        base_b = self.arena.things[thing].weight if b < 0 else self.stat(b, attr)
        self.test = {"kind": kind, "seats": [a, b], "attr": attr, "base": [base_a, base_b],
                     "sum": [0, 0], "commit": [None, -1 if b < 0 else None], "played": [],
                     "blind": [False, False], "thing": thing, "rounds": 0}
        return []

    def test_actions(self, seat: int) -> list[Action]:
        hand = self.hand[seat]
        if hand:
            return [Action("play", (c,)) for c in hand]
        out = [YIELD]
        if self.pool[seat] > 1 and self.can_draw(seat):
            out.insert(0, BLIND)
        return out

    def commit_card(self, seat: int, action: Action) -> list[Event]:
        test = self.test
        side = test["seats"].index(seat)
        if action.kind == "play":
            card = action.args[0]
            self.hand[seat].remove(card)
        elif action.kind == "blind":
            self.pool[seat] -= 1
            card = self.draw(seat)
            test["blind"][side] = True
        else:
            card = NOTHING
        test["commit"][side] = card
        word = {"play": "plays a card face down", "blind": "pays 1 Health for the top card "
                                                           "of its draw pile",
                "yield": "has no card to play"}[action.kind]
        events = [Event("commit", f"{self.who(seat)} {word}.", {"seat": seat})]
        if any(c is None for c in test["commit"]):
            return events
        return events + self.reveal()

    def reveal(self) -> list[Event]:
        """Both cards face up at once; the round's outcome; a tie asks for more cards."""
        test = self.test
        a, b = test["seats"]
        cards = list(test["commit"])
        if b < 0:  # an object plays the top card of the pusher's draw pile
            cards[1] = self.draw(a)
        royals = [0, 0]
        for side, card in enumerate(cards):
            if card >= 0:
                owner = test["seats"][side] if test["seats"][side] >= 0 else a
                test["played"].append([card, owner])
                if isinstance(card, int):
                    royals[side] = self.roster.card_royal[card]
                    test["sum"][side] += self.roster.card_value[card]
        totals = (test["base"][0] + test["sum"][0], test["base"][1] + test["sum"][1])
        test["rounds"] += 1
        names = [self.card_name(c) if c >= 0 else "nothing" for c in cards]
        who_b = self.who(b) if b >= 0 else f"the {self.arena.things[test['thing']].name}"
        text = (f"Revealed: {self.who(a)} {names[0]} (total {totals[0]}), {who_b} {names[1]} "
                f"(total {totals[1]}).")
        events = [Event("reveal", text, {"cards": names, "totals": list(totals)},
                        reveals=True)]
        outcome = compare(totals, (royals[0], royals[1]))
        if outcome.winner is None and not (cards[0] < 0 and (b < 0 or cards[1] < 0)):
            test["commit"] = [None, -1 if b < 0 else None]
            return events + [Event("tie", "A tie: both play another card.", {})]
        for card, owner in test["played"]:
            self.discard[owner].append(card)
        self.test = None
        winner_card = cards[outcome.winner] if outcome.winner is not None else NOTHING
        return events + self.test_done(test, outcome, winner_card)

    def test_done(self, test: dict, outcome, winner_card: int) -> list[Event]:
        kind = test["kind"]
        a, b = test["seats"]
        won = outcome.winner == 0
        if kind == "combat":
            return self.combat_tested(outcome, winner_card)
        if kind == "escape":
            if not won:
                return [Event("escape_failed", f"{self.who(a)} fails to escape {self.who(b)}.",
                              {"seat": a, "from": b})]
            self.released |= 1 << b
            self.free_steps += 1
            return [Event("escaped", f"{self.who(a)} escapes {self.who(b)} and wins a free "
                                     f"Move or Turn.", {"seat": a, "from": b})]
        target_cell = self.cell[b] if b >= 0 else self.things[test["thing"]]
        if not won:
            return [Event("push_failed", f"{self.who(a)} fails to push.", {"seat": a})]
        cells = [c for c in self.arena.grid.adjacent(target_cell) if self.vacant(c)]
        if not cells:
            return [Event("no_room", "There is no room to push it into.", {"seat": a})]
        self.pending = {"kind": "shove_monster" if b >= 0 else "shove_thing", "seat": a,
                        "target": b if b >= 0 else test["thing"], "cells": cells}
        return [Event("push_won", f"{self.who(a)} wins the push.", {"seat": a})]

    def test_view(self, seat: int | None) -> dict | None:
        test = self.test
        if test is None:
            return None
        commits = []
        for side, who in enumerate(test["seats"]):
            commit = test["commit"][side]
            shown = None
            if who == seat and isinstance(commit, int) and commit >= 0 \
                    and not test["blind"][side]:
                shown = self.card_face(commit)
            commits.append({"seat": who, "ready": commit is not None, "card": shown})
        return {"kind": test["kind"], "seats": list(test["seats"]),
                "attribute": ATTRIBUTE_WORDS[test["attr"]], "base": list(test["base"]),
                "sum": list(test["sum"]), "rounds": test["rounds"],
                "played": [{"card": self.card_face(c), "seat": s} for c, s in test["played"]],
                "commits": commits}

    # ---- combat -------------------------------------------------------------------------
    def start_combat(self, attacker: int, target: int, ranged: bool) -> list[Event]:
        self.combat = {"att": attacker, "def": target, "ranged": ranged, "step": "heal",
                       "mend": [None, None], "more": [None, None], "guards": [],
                       "victim": -1, "winner": -1, "limb": -1, "cells": [],
                       "chooser": -1}
        verb = "shoots at" if ranged else "attacks"
        return [Event("attack", f"{self.who(attacker)} {verb} {self.who(target)}.",
                      {"seat": attacker, "target": target, "ranged": ranged})] + \
            self.heal_step()

    def heal_step(self) -> list[Event]:
        """Step 1: both may heal at once; a side with nothing to heal with is not asked."""
        combat = self.combat
        combat["step"] = "heal"
        sides = (combat["att"], combat["def"])
        combat["mend"] = [None if self.heal_room(s) > 0 else 0 for s in sides]
        if None in combat["mend"]:
            return []
        return self.test_step()

    def test_step(self) -> list[Event]:
        combat = self.combat
        combat["step"] = "test"
        return self.start_test("combat", combat["att"], combat["def"], STRENGTH)

    def combat_to_act(self) -> tuple[int, ...]:
        combat = self.combat
        step = combat["step"]
        sides = (combat["att"], combat["def"])
        if step == "heal":
            return tuple(s for s, m in zip(sides, combat["mend"]) if m is None)
        if step == "more":
            return tuple(s for s, m in zip(sides, combat["more"]) if m is None)
        if step == "guard":
            return (combat["victim"],)
        if step == "rip":
            return (combat["winner"],)
        return (combat["chooser"],)  # drop

    def combat_actions(self, seat: int) -> list[Action]:
        combat = self.combat
        step = combat["step"]
        if step == "heal":
            return [Action("mend", (n,)) for n in range(self.heal_room(seat) + 1)]
        if step == "more":
            return [PRESS, STOP]
        victim = combat["victim"]
        limbs = [k for k, limb in enumerate(self.slots[victim]) if limb >= 0]
        if step == "guard":
            open_ = [k for k in limbs if k not in combat["guards"]]
            out = [BARE]
            if self.power[victim] > 0 and len(open_) > 1:
                out += [Action("guard", (k,)) for k in open_]
            return out
        if step == "rip":
            return [Action("rip", (k,)) for k in limbs if k not in combat["guards"]]
        return [Action("drop", c) for c in combat["cells"]]

    def combat_step(self, seat: int, action: Action) -> list[Event]:
        combat = self.combat
        kind = action.kind
        sides = [combat["att"], combat["def"]]
        if kind == "mend":
            combat["mend"][sides.index(seat)] = action.args[0]
            events = [Event("commit", f"{self.who(seat)} decides how much to heal.",
                            {"seat": seat})]
            if None in combat["mend"]:
                return events
            for s, n in zip(sides, combat["mend"]):
                if n:
                    self.power[s] -= n
                    self.supply += n
                    self.pool[s] += n
                    events.append(Event("heal", f"{self.who(s)} spends {n} Power to heal {n} "
                                                f"(now {self.pool[s]}).",
                                        {"seat": s, "amount": n}, reveals=True))
            return events + self.test_step()
        if kind in ("press", "stop"):
            combat["more"][sides.index(seat)] = kind == "press"
            events = [Event("commit", f"{self.who(seat)} decides whether to fight on.",
                            {"seat": seat})]
            if None in combat["more"]:
                return events
            if all(combat["more"]):
                combat["more"] = [None, None]
                return events + [Event("fight_on", "Both fight on.", {}, reveals=True)] + \
                    self.heal_step()
            quit_ = [self.who(s) for s, m in zip(sides, combat["more"]) if not m]
            self.combat = None
            return events + [Event("fight_over", f"The fight ends ({' and '.join(quit_)} "
                                                 f"would stop).", {}, reveals=True)]
        victim = combat["victim"]
        if kind == "guard":
            k = action.args[0]
            combat["guards"].append(k)
            self.power[victim] -= 1
            return [Event("guard", f"{self.who(victim)} guards its "
                                   f"{self.part(self.slots[victim][k]).name} with Power.",
                          {"seat": victim, "spot": k})]
        if kind == "bare":
            combat["step"] = "rip"
            return self._auto_rip()
        if kind == "rip":
            return self.rip(action.args[0])
        cell = (action.args[0], action.args[1])  # drop
        limb = combat["limb"]
        self.limb_cell[limb] = cell
        events = [Event("limb_lands", f"The {self.part(limb).name} lands at "
                                      f"{cell[0]},{cell[1]}.",
                        {"limb": limb, "cell": list(cell)})]
        return events + self.more_step()

    def combat_tested(self, outcome, winner_card: int) -> list[Event]:
        """Steps 3 to 6 after the Test of Strength."""
        combat = self.combat
        sides = (combat["att"], combat["def"])
        if outcome.winner is None:  # neither side could play anything: nobody is hurt
            return [Event("stalemate", "Neither can strike.", {})] + self.more_step()
        winner, loser = sides[outcome.winner], sides[1 - outcome.winner]
        got = self.gain_power(winner, 1)
        events = [Event("victory", f"{self.who(winner)} wins the clash"
                                   f"{' and gains 1 Power' if got else ''}.",
                        {"seat": winner})]
        if outcome.royal:
            damage = self.roster.card_damage[winner_card]
        else:
            damage = outcome.margin
        if loser == combat["att"]:
            if combat["ranged"] and not self.can_shoot(winner, loser, need_arc=False):
                damage = 0
            else:
                damage = max(1, damage - ATTACKER_REDUCTION)
        hide = self.ability(loser, "hide")
        if damage and hide:
            damage = max(1, damage - hide)
        blow = self.first_blow(winner) if damage else 0
        if blow:
            damage += blow
            events.append(Event("treat_blow", f"{self.who(winner)}'s "
                                              f"{self.treat_of(winner).name} adds {blow} "
                                              f"damage.", {"seat": winner, "amount": blow}))
        self.pool[loser] = max(0, self.pool[loser] - damage)
        events.append(Event("damage", f"{self.who(loser)} takes {damage} damage (health "
                                      f"{self.pool[loser]}).",
                            {"seat": loser, "damage": damage}))
        if self.pool[loser] > 0 and damage <= DISMEMBER_DAMAGE:
            return events + self.more_step()
        combat["victim"], combat["winner"] = loser, winner
        combat["guards"] = []
        if not self.limbs_of(loser):
            return events + self.rest_in_pieces(loser, winner)
        combat["step"] = "guard"
        if self.power[loser] == 0 or len(self.limbs_of(loser)) < 2:
            combat["step"] = "rip"
            return events + self._auto_rip()
        return events

    def first_blow(self, winner: int) -> int:
        """The damage Ms. Treat's card adds to `winner`'s first won clash of the round
        (``first_blow``), used up now; 0 when it has none or used it."""
        if self.treats is None or self.blows >> winner & 1:
            return 0
        treat = self.treat_of(winner)
        blow = treat.amount("first_blow") if treat is not None else 0
        if blow:
            self.blows |= 1 << winner
        return blow

    def _auto_rip(self) -> list[Event]:
        """The winner rips; with one limb to choose from, it is ripped at once."""
        choices = self.combat_actions(self.combat["winner"])
        if len(choices) == 1:
            return self.rip(choices[0].args[0])
        return []

    def rip(self, spot: int) -> list[Event]:
        """Step 5: the chosen limb comes off; guards are spent; the Monitor is summed again."""
        combat = self.combat
        victim, winner = combat["victim"], combat["winner"]
        limb = self.slots[victim][spot]
        spent = len(combat["guards"])
        self.supply += spent
        combat["guards"] = []
        self.slots[victim][spot] = -1
        part = self.part(limb)
        self.limb_from[limb] = victim
        self._restat(victim)
        self.pool[victim] = self.stat(victim, HEALTH)
        events = [Event("rip", f"{self.who(winner)} rips off {self.who(victim)}'s {part.name}"
                               f"{f' ({spent} Power on guard spent)' if spent else ''}.",
                        {"seat": winner, "victim": victim, "limb": limb})]
        events += self.trim_hand(victim)
        if self.limb_again[limb]:
            return events + [Event("limb_gone", f"The {part.name} was reattached once "
                                                f"already: it leaves the game.",
                                   {"limb": limb})] + self.more_step()
        here = self.cell[victim]
        grid = self.arena.grid
        if combat["ranged"]:
            cells = [c for c in grid.adjacent(here) if self.unoccupied(c)] or [here]
            combat["chooser"] = combat["att"]
        else:
            cells = [here] + [c for c in grid.within(here, 2)[1:] if self.unoccupied(c)]
            combat["chooser"] = victim
        combat["limb"] = limb
        combat["cells"] = cells
        combat["step"] = "drop"
        if len(cells) == 1:
            return events + self.combat_step(combat["chooser"], Action("drop", cells[0]))
        return events

    def rest_in_pieces(self, victim: int, winner: int) -> list[Event]:
        """Step 6: no limb left to lose: out of the game, 5 Power to the winner, the turn
        ends."""
        self.alive[victim] = False
        self.cell[victim] = None
        got = self.gain_power(winner, 5)
        self.combat = None
        events = [Event("rip_pulp", f"{self.who(winner)} stomps {self.who(victim)} into a "
                                    f"bloody pulp and gains {got} Power.",
                        {"seat": winner, "victim": victim})]
        if sum(self.alive) <= 1:
            return events
        return events + self.end_turn()

    def more_step(self) -> list[Event]:
        """Step 7: both say at once whether to fight on."""
        combat = self.combat
        combat["step"] = "more"
        combat["more"] = [None, None]
        combat["victim"] = combat["winner"] = -1
        return []

    def combat_view(self, seat: int | None) -> dict | None:
        combat = self.combat
        if combat is None:
            return None
        sides = (combat["att"], combat["def"])
        view = {"attacker": combat["att"], "defender": combat["def"],
                "ranged": combat["ranged"], "step": combat["step"],
                "victim": combat["victim"], "winner": combat["winner"],
                "guards": list(combat["guards"]), "cells": [list(c) for c in combat["cells"]],
                "ready": {key: [m is not None for m in combat[key]] for key in ("mend", "more")}}
        if seat in sides:
            side = sides.index(seat)
            view["mine"] = {key: combat[key][side] for key in ("mend", "more")}
        return view
