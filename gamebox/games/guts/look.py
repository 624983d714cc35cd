"""How a Guts of Glory card looks on the table kit (data only, no drawing)."""
from __future__ import annotations

from ...ui.card_look import Badge, CardLook, MarkStyle
from .effects import VOCABULARY

TIMING_MARKS = {"in_mouth": "M", "swallow": "S"}

POWER_WORDS = {
    "extra_chews": "Chews {:+d}", "chew_stack": "Stack {}", "extra_slot": "Slot +{}",
    "chew_opponents": "Chew foes {}", "protect": "Protect", "glory_tax": "Tax {}",
    "cloud": "Cloud", "water": "Unchewable", "gain_glory": "Glory {:+d}",
    "chews_now": "Chews now +{}", "opponents_lose_glory": "Foes lose {}",
    "underdog_glory": "Underdog +{}", "leader_loses": "Leader loses {}", "force_spew": "Make spew",
    "spew_own": "Spew", "steal": "Steal", "unchew": "Unchew", "extra_turn": "Extra turn",
}
"""Each power in a word or two with its amount: what a card on the table writes large
under its name (the inspector has the whole rules text)."""


def power_words(face) -> str:
    """A Guts card's powers as `POWER_WORDS` with their amounts (the face's ``amounts``)
    joined: ``Slot +1 · Glory -1``; empty for a card with none (a plain Food).

    >>> power_words({"powers": ["extra_slot", "gain_glory"], "amounts": (1, -1)})
    'Slot +1 · Glory -1'
    >>> power_words({"powers": ["glory_tax"]}), power_words({"powers": []})
    ('Tax', '')
    >>> power_words({"powers": ["extra_slot", "chews_now"]})
    'Slot · Chews now'

    """
    powers = face.get("powers") or ()
    amounts = face.get("amounts")
    out = []
    for n, effect in enumerate(powers):
        words = POWER_WORDS.get(effect)
        if not words:
            continue
        if "{" in words and amounts is not None and n < len(amounts):
            out.append(words.format(amounts[n]))
        else:  # (a face without its amounts: the words alone, "Slot" for "Slot +{}")
            out.append(words.split("{")[0].rstrip(" +"))
    return " \u00b7 ".join(out)


LOOK = CardLook(
    game="guts", title="Guts of Glory",
    frames=(("Food", (58, 104, 176)), ("Condiment", (56, 138, 86))),
    badges=(
        # the rulebook: "the number in the black chew on the upper right hand corner"
        Badge("toughness", "top_right", "circle", (24, 20, 20), (246, 234, 216),
              word="toughness"),
        # "Food cards have a coin on top that shows their inherent glory value"
        Badge("glory", "top_left", "coin", (236, 190, 64), (24, 20, 20), word="glory",
              when=("type", "Food")),
    ),
    icon_field="powers",
    icons=tuple((name, TIMING_MARKS[spec.timing]) for name, spec in VOCABULARY.items()
                if spec.timing in TIMING_MARKS),
    icon_words=(("M", "works in your mouth"), ("S", "fires when swallowed")),
    marks=(MarkStyle("chews", (24, 20, 20), (250, 238, 214), word="chews on it"),
           MarkStyle("glory_cards", (246, 206, 92), style="count",
                     word="glory cards under it")),
    keyword=power_words,
    back_colour=(92, 60, 48), back_pattern=(124, 84, 64))
"""How a Guts card looks: blue Foods and green Condiments, toughness in the black chew at
the top right, a Food's glory in the gold coin at the top left."""
