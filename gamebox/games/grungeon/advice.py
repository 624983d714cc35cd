"""The Grungeon's words for the hint (`engine.advice`): damage dealt, HP, the Token.

A queued step does nothing until every seat has committed and the turn resolves, so the
measure settles the turn on the state after the move: the seat commits what it has queued
(with this step), and every other seat commits what its determinization drew for it (a queue
the seat cannot see: nothing, or what a seat that is done had queued). Both states are
determinized for the seat (the others' rooms, HP, items and queues are the hidden part).
Then: the damage dealt to the others and to the Grunkletaur, the seat's own HP lost or won
back, the Token of Grunkle taken, a fall, an escape. Said in a few words, as "if you commit
now": "Deals 2 damage, takes the Token", "Loses 1 HP". No pygame here.
"""
from __future__ import annotations

from ...engine.advice import Effects, amount, by_chance, per_time, won
from .actions import COMMIT, READY
from .maze import TOKEN

SETTLE_STEPS = 32
"""At most this many commits to settle a turn (every seat commits once)."""


def settle(state, seat: int, turn: int) -> None:
    """Commit `seat` and then every other seat still to act, until turn `turn` (the one the
    move was queued in) resolves; nothing when it has resolved already."""
    for _ in range(SETTLE_STEPS):
        if state.is_over() or state.turn != turn:
            return
        acting = state.to_act()
        if not acting:
            return
        mover = seat if seat in acting else acting[0]
        legal = state.legal_actions(mover)
        step = COMMIT if COMMIT in legal else READY if READY in legal else None
        if step is None:
            return
        state.apply_unchecked(mover, step)


class GrungeonEffects(Effects):
    """The turn settled after the move: damage dealt, HP, the Token, a fall or an escape."""

    def measure(self, before, after, seat, action, events):
        if before.phase != "play":
            return {}
        settled = after.clone()
        settle(settled, seat, before.turn)
        dealt = sum(max(0, before.hp[o] - settled.hp[o]) for o in range(before.seats)
                    if o != seat and before.alive[o])
        dealt += max(0, before.grunk_hp - settled.grunk_hp)
        out = {"dealt": float(dealt), "hit": float(dealt > 0),
               "loss": float(max(0, before.hp[seat] - settled.hp[seat])),
               "healed": float(max(0, settled.hp[seat] - before.hp[seat])),
               "token": float(TOKEN in settled.inv[seat] and TOKEN not in before.inv[seat]),
               "fell": float(before.alive[seat] and not settled.alive[seat])}
        out["hurt"] = float(out["loss"] > 0)
        out["win"] = won(settled, seat)
        return out

    def words(self, means, action, seat, view):
        if means.get("win", 0.0) >= 0.5:
            return "Escapes with the Token: wins!"
        dealt, lost = amount(per_time(means, "dealt", "hit")), \
            amount(per_time(means, "loss", "hurt"))
        parts = [by_chance(means.get("hit", 0.0), f"deals {dealt} damage",
                           f"chance to deal {dealt} damage"),
                 by_chance(means.get("token", 0.0), "takes the Token", "chance of the Token"),
                 by_chance(means.get("hurt", 0.0), f"loses {lost} HP",
                           f"risk of losing {lost} HP")]
        if means.get("healed", 0.0) >= 0.05:
            parts.append(f"wins back {amount(means['healed'])} HP")
        parts.append(by_chance(means.get("fell", 0.0), "falls", "risk of falling"))
        parts = [p for p in parts if p]
        if not parts:
            return ""
        text = ", ".join(parts)
        return "If you commit now: " + text


EFFECTS = GrungeonEffects()
