"""The words of a Guts mouth's header: the seat's name and glory, then the facts that
limit its moves (chews a turn, protection, the chews still to place), fitted to the room a
header has, the most needed first (`fitting_facts`). No drawing here: `scene.py` draws
them with the kit's seat frame."""
from __future__ import annotations

import pygame

from ...engine.table import Table
from ...ui import theme
from ...ui.text import fit, measure
from ...ui.tokens import HEADER_UNITS, seat_header

SEP = "  \u00b7  "
SHORT_FACTS = ((" chews/turn", "/turn"), (" chew/turn", "/turn"), (" per card", "/card"))
"""A header's facts written shorter when they do not all fit: "2/turn", "2/card"."""
FACT_RANK = ("to place", "protected", "/card", "per card", "tax", "/turn")
"""Which header facts stay when some must go, the most needed first: the chews still to
place (what the player does now), then what limits everyone else's moves."""
MUST_SHOW = ("to place", "protected")
"""Facts worth cutting a long seat name short for: without them a player would try moves
the table refuses (chewing a protected mouth) or lose count of their chews."""


def fitting_facts(facts: list[str], size: int, width: int) -> str:
    """`facts` joined in at most `width` pixels: all in full, else as many as fit, the most
    needed first (`FACT_RANK`), each in full or in its short form; a fact is whole or left
    out, never cut in the middle of a word."""
    def fits(shown: list[str]) -> bool:
        return measure(SEP.join(shown), size)[0] <= width

    if fits(facts):
        return SEP.join(facts)
    short = []
    for fact in facts:
        for long, brief in SHORT_FACTS:
            fact = fact.replace(long, brief)
        short.append(fact)

    def rank(n: int) -> int:
        return next((r for r, key in enumerate(FACT_RANK) if key in short[n]), len(FACT_RANK))

    kept: dict[int, str] = {}
    for n in sorted(range(len(facts)), key=rank):
        for form in (facts[n], short[n]):
            trial = {**kept, n: form}
            if fits([trial[k] for k in sorted(trial)]):  # (in the facts' own order)
                kept[n] = form
                break
    return SEP.join(kept[k] for k in sorted(kept))


def mouth_facts(table: Table, seat: int) -> list[str]:
    """What a seat's header says besides its name and glory: chews a turn, chews a card,
    chews on opponents, protection, glory tax, and the chews still to place while chewing
    (not while a spew or a target is owed: chewing waits for it)."""
    facts = table.facts
    mouth = facts["mouths"][seat]
    per_turn = mouth["chews_per_turn"]
    out = [f"{per_turn} chew{'s' if per_turn != 1 else ''}/turn"]
    if mouth["chews_per_card"] > 1:
        out.append(f"{mouth['chews_per_card']} per card")
    if mouth["opponent_chews"]:
        out.append(f"{mouth['opponent_chews']} on opponents")
    if mouth["protected"]:
        out.append("protected")
    if mouth["glory_tax"]:
        out.append(f"glory tax {mouth['glory_tax']}")
    if facts["current"] == seat and facts["phase"] == "chew" and facts["chews_left"] \
            and not facts["task"]:
        out.append(f"{facts['chews_left']} to place")
    return out


def header_words(surface: pygame.Surface, rect: pygame.Rect, name: str, seat: int,
                 table: Table, bold: bool, two_lines: bool = False,
                 px: int | None = None) -> tuple[str, str, str]:
    """A mouth header's title (``Ana · 2 glory``), the facts after it and the facts on
    a second line (with `two_lines`, when they do not all fit after the title), all at
    `px` (the title's size; by default the text size's). The glory is always whole:
    a name too long for the line is cut short before it. Facts are whole or left out
    (`fitting_facts`); on one line a long name is cut short only to keep a fact that
    changes what may be done now (`MUST_SHOW`)."""
    head, _ = seat_header(surface, rect)
    px = theme.text_px(surface, HEADER_UNITS) if px is None else px
    glory = f"{table.facts['glory'][seat]} glory"
    facts = mouth_facts(table, seat)
    if two_lines and measure(SEP.join([name, glory] + facts), px, bold)[0] > head.width:
        # the glory is whole: a name too long for the line is cut short before it
        name = fit(name, px, head.width - measure(SEP + glory, px, bold)[0] - 2, bold)
        return f"{name}{SEP}{glory}", "", fitting_facts(facts, px, head.width)
    if measure(f"{name}{SEP}{glory}", px, bold)[0] > head.width:
        # one line, no room for both whole (a narrow mouth at huge text): the glory is
        # whole, the name cut short before it
        name = fit(name, px, head.width - measure(SEP + glory, px, bold)[0] - 2, bold)
    gap = round(theme.unit(surface)) + measure("\u00b7 ", px)[0]
    room = head.width - measure(f"{name}{SEP}{glory}", px, bold)[0] - gap
    must = [f for f in facts if f.endswith(MUST_SHOW)]
    need = measure(fitting_facts(must, px, head.width), px)[0] if must else 0
    if need > room:  # the name gives way, keeping six letters at least
        name_room = head.width - gap - need - measure(f"{SEP}{glory}", px, bold)[0]
        if name_room >= measure(name[:6] + "\u2026", px, bold)[0] and len(name) > 7:
            name = fit(name, px, name_room, bold)
            room = head.width - measure(f"{name}{SEP}{glory}", px, bold)[0] - gap
    return f"{name}{SEP}{glory}", fitting_facts(facts, px, room - 2), ""
