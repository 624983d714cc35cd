"""The Grizzled's words for the hint (`engine.advice`): the risk of a third identical Threat.

"The Mission fails the moment three identical Threats are active." Measured on a state
before and after the move, both determinized for the seat (the other hands and the Trials
Deck's order are the hidden part): whether the move failed the Mission (a Threat of its own,
or the Trial a Trap draws), which Threats stand at two of three after it and whether a card
with that Threat waits in another Grizzled's hand (one still in the Mission, played by
another seat), whether the move made that pair or found it, and the cards the Grizzled
shed. Said in a few words: "Makes a third Gas Mask: the Mission fails", "Makes 2 of 3 Gas
Masks: 40% risk a third is in another hand", "Already 2 of 3 Shells out: ...", "Sheds 1
card". No pygame here.
"""
from __future__ import annotations

from ...engine.advice import Effects, percent
from .knocks import BIT, THREATS

PLURAL = {"Gas Mask": "Gas Masks", "Shell": "Shells", "Whistle": "Whistles"}
"""A Threat as counted ("2 of 3 Gas Masks"); the weather reads the same ("2 of 3 Rain")."""


def threat_count(name: str) -> str:
    return PLURAL.get(name, name)


def card_mask(view: dict, card: int) -> int:
    """The Threats of `card` as the seat's own view shows them in its hand (0: not there)."""
    for cards in view.get("hands", {}).values():
        for entry in cards:
            if entry[0] == card:
                return entry[1]
    return 0


class GrizzledEffects(Effects):
    """Mission failed, Threats at two of three and a third elsewhere, cards shed."""

    def measure(self, before, after, seat, action, events):
        actor = before.acting_actor()
        failed = any(e.kind == "end" and e.data.get("success") is False for e in events)
        out = {"fail": 1.0 if failed else 0.0}
        if actor >= 0:
            out["shed"] = len(before.hand(actor)) - len(after.hand(actor))
        if failed or after.phase != "play":
            return out
        mine = {after.hand_of[a] for a in range(after.n) if after.owner[a] == seat}
        others = [after.hand(a) for a in range(after.n)
                  if not after.withdrawn[a] and after.hand_of[a] not in mine]
        mask = after.cards.mask
        for t, count in enumerate(after.counts):
            if count < 2:
                continue
            out[f"two:{t}"] = 1.0
            out[f"new:{t}"] = 1.0 if before.counts[t] < 2 else 0.0
            out[f"third:{t}"] = 1.0 if any(mask[c] & BIT[t] for h in others for c in h) \
                else 0.0
        return out

    def words(self, means, action, seat, view):
        fail = means.get("fail", 0.0)
        played = card_mask(view, action.args[0]) if action.kind == "play" and action.args \
            else 0
        parts = []
        if fail >= 0.995:
            at_two = [t for t, c in enumerate(view.get("threats", ())) if c >= 2
                      and played & BIT[t]]
            what = f"a third {THREATS[at_two[0]]}" if at_two else "a third identical Threat"
            parts.append(f"Makes {what}: the Mission fails")
        elif fail > 0:
            parts.append(f"{percent(fail)} risk of a third identical Threat: the Mission "
                         "fails")
        else:
            two = [t for t in range(len(THREATS)) if means.get(f"two:{t}", 0.0) >= 0.5]
            # a pair this move makes first, then the riskiest
            two.sort(key=lambda t: (means.get(f"new:{t}", 0.0) < 0.5,
                                    -means.get(f"third:{t}", 0.0)))
            if two:
                t = two[0]
                third = means.get(f"third:{t}", 0.0)
                risk = (f"{percent(third)} risk a third is in another hand" if third > 0
                        else "no third in the other hands in my tries")
                pair = f"2 of 3 {threat_count(THREATS[t])}"
                said = f"makes {pair}" if means.get(f"new:{t}", 0.0) >= 0.5 \
                    else f"already {pair} out"
                parts.append(f"{said}: {risk}")
        shed = means.get("shed", 0.0)
        if shed >= 0.95 and not fail >= 0.995:
            count = round(shed)
            parts.append(f"sheds {count} card{'s' if count != 1 else ''}")
        text = "; ".join(parts)
        return text[:1].upper() + text[1:]


EFFECTS = GrizzledEffects()
