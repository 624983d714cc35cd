"""How a Guts of Glory card looks on the table kit (data only, no drawing)."""
from __future__ import annotations

from ...ui.card_look import Badge, CardLook, MarkStyle
from .effects import VOCABULARY

TIMING_MARKS = {"in_mouth": "M", "swallow": "S"}

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
    back_colour=(92, 60, 48), back_pattern=(124, 84, 64))
"""How a Guts card looks: blue Foods and green Condiments, toughness in the black chew at
the top right, a Food's glory in the gold coin at the top left."""
