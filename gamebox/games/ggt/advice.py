"""Grunt, Growl and Tear's words for the hint (`engine.advice`): damage, limbs, Health.

Measured on a state before and after the move, both determinized for the seat (the others'
hands and every draw pile are the hidden part). Most moves of a fight settle nothing at once
(an attack opens a clash, a card is laid face down), so the clash the move opens or goes on
with is played to its end first, every seat by the normal bot's sense, as the hard search's
rollouts play it (`settle_clash`). Then: the damage the seat's Monster deals and takes, the
limbs it tears off or loses, the Health it pays (a blind card in a Test costs 1) and a
Monster stomped into pulp. Said in a few words: "70% chance to deal 4 damage, tears off a
limb", "Risks 1 Health". No pygame here.
"""
from __future__ import annotations

import random

from ...engine.advice import Effects, amount, by_chance, per_time, won
from .playout import HeuristicPlayout

BLIND_COST = 1
"""The Health a blind card costs (`combat.py`: ``blind``)."""
CLASH_STEPS = 60
"""At most this many decisions to play a clash to its end."""


def open_clash(state) -> bool:
    """Whether a fight is under way: a Test, a combat step or a follow-up (where a limb
    lands) waits."""
    return state.phase == "play" and (state.test is not None or state.combat is not None
                                      or state.pending is not None)


def settle_clash(state, seed: int) -> list:
    """Play the open clash of `state` to its end (in place), every seat by the normal bot's
    sense drawing from `seed`; the events it made."""
    events: list = []
    if not open_clash(state):
        return events
    rnd = random.Random(seed)
    playout = HeuristicPlayout()
    playout.start(state, rnd)
    for _ in range(CLASH_STEPS):
        if state.is_over() or not open_clash(state):
            break
        acting = state.to_act()
        if not acting:
            break
        mover = acting[0]
        action = playout.policy(state, mover, state.legal_actions(mover), rnd)
        events += state.apply_unchecked(mover, action)
    return events


class GgtEffects(Effects):
    """The clash settled after the move: damage dealt and taken, limbs torn and lost, Health
    paid, a Monster pulped."""

    def measure(self, before, after, seat, action, events):
        # "No cards? Pay 1 Health for the top card of your draw pile": the Health a move pays
        paid = BLIND_COST if action.kind == "blind" else 0
        settled = after.clone()
        # the determinization's generator seeds the play-out: each sample plays its own
        events = list(events) + settle_clash(settled, after.rng.state)
        out = {"dealt": 0.0, "taken": 0.0, "torn": 0.0, "lost": 0.0, "paid": float(paid)}
        for e in events:
            data = e.data
            if e.kind == "damage":
                out["taken" if data.get("seat") == seat else "dealt"] += data.get("damage", 0)
            elif e.kind == "rip":
                if data.get("seat") == seat:
                    out["torn"] += 1
                elif data.get("victim") == seat:
                    out["lost"] += 1
        out["hit"] = float(out["dealt"] > 0)
        out["hurt"] = float(out["taken"] > 0)
        out["pulped"] = float(sum(1 for o in range(before.seats)
                                  if o != seat and before.alive[o] and not settled.alive[o]))
        out["win"] = won(settled, seat)
        return out

    def words(self, means, action, seat, view):
        if means.get("win", 0.0) >= 0.5:
            return "Wins the game!"
        parts = []
        paid = means.get("paid", 0.0)
        if paid >= 0.05:
            parts.append(f"risks {amount(paid)} Health")
        dealt, taken = amount(per_time(means, "dealt", "hit")), \
            amount(per_time(means, "taken", "hurt"))
        parts += [by_chance(means.get("hit", 0.0), f"deals {dealt} damage",
                            f"chance to deal {dealt} damage"),
                  by_chance(means.get("torn", 0.0), "tears off a limb",
                            "chance to tear off a limb"),
                  by_chance(means.get("pulped", 0.0), "stomps a Monster into pulp",
                            "chance to stomp a Monster into pulp"),
                  by_chance(means.get("hurt", 0.0), f"takes {taken} damage",
                            f"risk of taking {taken} damage"),
                  by_chance(means.get("lost", 0.0), "loses a limb", "risk of losing a limb")]
        parts = [p for p in parts if p]
        text = ", ".join(parts)
        return text[:1].upper() + text[1:]


EFFECTS = GgtEffects()
