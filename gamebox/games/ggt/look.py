"""How Grunt, Growl and Tear's cards look on the table kit (data only; the pictures are
`art.py`'s).

- `CARD_LOOK`: the poker cards. A cream card, the rank in its suit's ink in the top-left and
  bottom-right corners, the suit's pips in the middle (`art.paint_card_art`); a Jack, Queen
  or King shows a crown over its letter, so a royal is seen at a glance. The backs are dark
  red with the game's name.
- `PART_LOOK`: a Monster's torso and limbs on the rules screen's cards page: the picture,
  then Speed, Strength, Smarts and Health in the four corners.
"""
from __future__ import annotations

from ...ui.card_look import Badge, CardLook
from .art import SUIT_INK, paint_card_art, paint_part_art

CARD_WHITE = (246, 241, 230)
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

CARD_LOOK = CardLook(
    game="ggt", title="Grunt, Growl & Tear",
    name_field="corner",  # (no such field: the corners say the rank, the pips the suit)
    frame_field="suit", frames=tuple((suit, CARD_WHITE) for suit in SUITS),
    default_frame=(120, 40, 36), type_line=False,
    badges=tuple(Badge("symbol", corner, "square", CARD_WHITE, SUIT_INK[suit], word="rank",
                       when=("suit", suit))
                 for corner in ("top_left", "bottom_right") for suit in SUITS),
    art_painter=paint_card_art, art_fields=("symbol", "suit", "value", "royal"),
    back_colour=(120, 30, 30), back_pattern=(156, 52, 46),
    text_box=(244, 236, 220), edge=(200, 190, 176))
"""A poker card: rank in the corners, pips or a royal's crown in the middle."""

PART_FRAMES = (("torso", (110, 78, 52)), ("head", (124, 58, 58)), ("arm", (64, 96, 132)),
               ("leg", (70, 112, 70)), ("tail", (112, 96, 54)), ("wing", (92, 70, 120)),
               ("tentacle", (60, 108, 112)))

PART_LOOK = CardLook(
    game="ggt-parts", frame_field="type", frames=PART_FRAMES,
    badges=(Badge("speed", "top_left", "circle", (40, 110, 170), (250, 246, 236),
                  word="Speed"),
            Badge("strength", "top_right", "circle", (170, 50, 40), (250, 246, 236),
                  word="Strength"),
            Badge("smarts", "bottom_left", "square", (120, 80, 160), (250, 246, 236),
                  word="Smarts"),
            Badge("health", "bottom_right", "shield", (50, 130, 70), (250, 246, 236),
                  word="Health")),
    rules_field="rules", flavour_field="character",
    art_painter=paint_part_art, art_fields=("look",))
"""A torso or a limb card: the part's picture, its four numbers in the corners, its
abilities as its rules and, on a torso, the Monster's line of character."""
