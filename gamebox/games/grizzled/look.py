"""How a card of The Grizzled looks on the table kit (data, and the words a Threat card's
picture says), in the box's muted palette (`art.py`).

A Threat card is field grey with its Threat symbols large on sepia paper and its Trap or
Luck mark in the corner; a Hard Knock is muted red with its name, its keyword (its effect
in two or three words, from the pack), its effect text where it reads and the Threat it
adds drawn in red; a Grizzled's card is khaki with his charm's Threat (faded once
used). The backs are a dark field grey.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...ui.card_look import Badge, CardLook
from .art import FIELD_GREY, KHAKI, paint_card_art

KEYWORD_SHARE = 0.15
"""A Hard Knock's keyword as a share of its card's width, a little larger than the kit's
(0.13): on a card of the hand (153 px at 1920x1080) it reads at the figure, 23 px."""

def knock_words(face: Mapping[str, Any]) -> str:
    """A card's power in two or three words, written large under its name on a card too
    small for its text: a Hard Knock's keyword from the pack (``No Speech``, ``Whistle +1``;
    `cards.knock_keyword`); nothing for a Threat card, whose symbols say it, nor for the
    others (their pictures and the inspector say them).

    >>> knock_words({"type": "Hard Knock", "keyword": "2 more cards"})
    '2 more cards'
    >>> knock_words({"type": "Threat", "threats": ["Rain"]})
    ''
    """
    if face.get("type") != "Hard Knock":
        return ""
    return str(face.get("keyword") or "")


LOOK = CardLook(
    game="grizzled", title="The Grizzled",
    frames=(("Threat", FIELD_GREY), ("Hard Knock", (128, 58, 48)), ("Grizzled", KHAKI),
            ("Peace", (120, 128, 104)), ("Monument", (92, 92, 96)),
            ("Order of the Day", (96, 104, 80)), ("Recruit", (84, 96, 112)),
            ("Helping Hand", (118, 96, 72))),
    # the rulebook prints a number on some Hard Knocks (Panicked 56, Tyrannical 105...)
    badges=(Badge("number", "bottom_right", "circle", (58, 46, 36), (236, 224, 200),
                  word="card number"),),
    rules_field="text", flavour_field="bio",
    art_painter=paint_card_art,
    keyword=knock_words, keyword_share=KEYWORD_SHARE, chip_badges=(),
    art_fields=("type", "threats", "trap", "luck", "charm", "charm_up"),
    back_colour=(70, 72, 64), back_pattern=(92, 94, 84),
    edge=(214, 202, 178), text_box=(232, 222, 198))
"""How a Grizzled card looks (see the module's words)."""


def card_text(face: Mapping[str, Any]) -> str:
    """What a card does, in a player's words: a Hard Knock's, an Order's or a Helping Hand's
    own text; for a Threat card its Threats and its Trap or Luck symbol; for a Recruit his
    hand, tokens, effect and departure advantage; for a Grizzled his charm, used or ready."""
    kind = face.get("type")
    if kind == "Threat":
        threats = list(face.get("threats") or ())
        text = ("Played into No Man's Land, where it shows "
                f"{_listed(threats)}. Three identical Threats there fail the Mission.")
        if face.get("trap"):
            text += (" Trap: whoever plays it from hand plays the next Trial of the deck at "
                     "once (a Luck symbol in No Man's Land cancels it).")
        if face.get("luck"):
            text += " Luck: lying in No Man's Land, it cancels one Trap."
        return text
    if kind == "Recruit":
        tokens = face.get("morale", 0)
        return (f"Starts with {face.get('hand', 3)} cards, face up, and {tokens} Morale "
                f"token{'' if tokens == 1 else 's'}. While in play: {face.get('effect_text', '')} "
                f"Leaving with an empty hand: {face.get('advantage_text', '')}")
    if kind == "Grizzled" and face.get("charm"):
        state = "ready" if face.get("charm_up") else "used: recovered when he is supported"
        return (f"Good Luck Charm against {face['charm']} ({state}): discard one card of No "
                f"Man's Land showing {face['charm']}.")
    return str(face.get("text") or "")


def with_text(face: Mapping[str, Any] | None) -> dict | None:
    """`face` with its rules text (`card_text`) under the look's rules field: what the
    inspector and the rules screen write beside the card."""
    if face is None:
        return None
    return {**face, "text": card_text(face)}


def _listed(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
