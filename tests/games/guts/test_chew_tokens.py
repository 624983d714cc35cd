"""Chew tokens a couch can count.

The tokens are large, in a light ring, easy to see on the blue and green cards from a sofa (not
dark dots about 6 px wide), and they use the card's width up to the "+N" of its glory cards, so
three chews beside a glory card stay three tokens (not "x3" beside the "+1")."""
from __future__ import annotations

import pygame

from gamebox.games.guts import scene as guts_scene
from gamebox.games.guts.scene import CHEW_RING_RGB, chew_spots
from gamebox.ui import theme

from .test_scene import _table


def test_three_chews_beside_a_glory_card_are_three_tokens_in_light_rings(app, gx,
                                                                         monkeypatch):
    state = gx.table(2, mouths={1: {0: ("Wedding Cake", 3, 1)}}, plate=["Bleach"])
    scene, surface = _table(app, state, 2)
    rect = scene._layout.slots[(1, 0)]
    u = theme.unit(surface)
    card = state.view(0)["mouths"][1]["slots"][0]
    dot, spots = chew_spots(rect, 3, u, scene.token_room(rect, card, u))
    assert len(spots) == 3 and dot >= 4
    written = []
    monkeypatch.setattr(scene, "write", lambda s, text, pos, *a, **k: written.append(
        (text, pos)) or pygame.Rect(pos, (1, 1)))
    scene.draw_card(surface, rect, card, u)
    assert not any(text.startswith("\u00d7") for text, _ in written)  # no "x3" count
    plus = next(pos for text, pos in written if text == "+1")
    one = guts_scene.measure("+1", max(8, round(max(8, round(rect.width * 0.15)) * 1.1)),
                             True)[0]
    assert spots[-1][0] + dot <= plus[0] - one  # clear of the "+1" (written right-aligned)
    left, y = spots[0][0] - dot + 1, spots[0][1]
    assert surface.get_at((left, y))[:3] == CHEW_RING_RGB
