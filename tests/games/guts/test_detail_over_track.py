"""The card shown large and the glory track.

At 1280x720 with huge text, while "Player 1 picks a card to steal" heads the card shown large, its
text gets a little smaller first (to DETAIL_EASE of its size) so the panel leaves the glory track,
and every pawn, in view just when the player chooses whom to steal from; the panel covers the track
only when even that does not fit."""
from __future__ import annotations

from gamebox.engine.protocol import Action
from gamebox.games.guts.scene import DETAIL_EASE
from gamebox.ui import theme

from .test_scene import _redraw, _table


def test_a_steal_decision_at_huge_text_leaves_the_pawns_in_view(app, gx):
    theme.configure(text_size="huge")
    try:
        state = gx.table(2, mouths={0: {0: "Tire of Doom", 2: ("Right Hand Glove", 1)},
                                    1: {1: ("Toast...er", 1)}},
                         plate=["Tapeworm", "Tapeworm"], deck=["Water"] * 3, phase="chew")
        scene, surface = _table(app, state, 2)
        scene.match.act(0, Action.parse("chew 0 2"))
        _redraw(app, scene, surface)
        lay = scene._layout
        shown = scene._shown_large[2]
        assert "steal" in state.view(0)["task"]["text"]
        assert not shown.colliderect(lay.track), (shown, lay.track)
        # the text shrank no further than the ease allows
        u = theme.unit(surface)
        card = state.view(0)["mouths"][1]["slots"][1]
        _, blocks = scene.detail_plan(surface, lay.detail, card, u, lay.rect.bottom,
                                      state.view(0)["task"]["text"], lay.held)
        usual = theme.text_px(surface, 1.45)
        assert min(size for _, size, _, _ in blocks) >= round(usual * DETAIL_EASE)
    finally:
        theme.configure()
