"""Chew tokens a couch can count.

The tokens on a card in a mouth are discs in a light ring, easy to see on the blue and green
cards from a sofa, and they use the card's width up to the "+N" of its glory cards, so three
chews beside a glory card stay three tokens (not "x3" beside the "+1")."""
from __future__ import annotations


from gamebox.games.guts.look import LOOK
from gamebox.ui.card import face_layout

from .test_scene import _id, _table


def test_three_chews_beside_a_glory_card_are_three_tokens_in_light_rings(app, gx):
    state = gx.table(2, mouths={1: {0: ("Wedding Cake", 3, 1)}}, plate=["Bleach"])
    scene, surface = _table(app, state, 2)
    cake = _id(scene, "mouth/1", 0)
    rect = scene.hits[cake]
    piece = state.table_view(0).find(cake)[1]
    assert dict(piece.marks) == {"chews": 3, "glory_cards": 1}
    lay = face_layout(LOOK, piece.face, rect.size, piece.marks)
    chews = [(centre, r) for centre, r, style in lay.tokens if style.key == "chews"]
    assert len(chews) == 3 and all(r >= 4 for _, r in chews)
    assert not any(line.text.startswith("\u00d7") for line in lay.lines)  # no "x3" count
    plus = next(line for line in lay.lines if line.text == "+1")
    assert all(x + r <= plus.box.left for (x, _), r in chews)  # clear of the "+1"
    (x, y), r = chews[0]
    ring = surface.get_at((rect.left + x - r + 1, rect.top + y))[:3]
    assert ring == LOOK.mark_style("chews").ring
