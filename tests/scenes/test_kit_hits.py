"""What the kit's hit maps name, on every game's table: a piece on that seat's typed table,
a zone, or a place in one; never a card nobody at the screen sees. A pile lying face down
answers to its own name (``deck``), not to an id of its top card (``deck/48``): the hit map
is read by animations, the focus ring and tests, and a hidden card's id must not reach it."""
from __future__ import annotations

import pytest

from gamebox.app import scene_class_for
from gamebox.engine import registry
from gamebox.screenshot import seeded_match

from scene_helpers import look, use_size

GAMES = ("guts", "grungeon", "grizzled", "ggt")


def _scene(app, game_id, moves):
    game = registry.get(game_id)
    scene = scene_class_for(game_id)(app, seeded_match(game, 1, moves))
    app.push(scene)
    app.apply_pending()
    return scene


def _allowed(table, key: str) -> bool:
    zones = {zone.name for zone in table.zones}
    pieces = {piece.id for _, piece in table.pieces()}
    return key in pieces or key in zones or key.split("#")[0] in zones \
        or key.split("#")[0].rsplit("/", 1)[0] in zones


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("moves", [3, 40])
def test_no_hit_id_names_a_hidden_card(app, game_id, moves):
    use_size(app, (1920, 1080))
    scene = _scene(app, game_id, moves)
    for eyes in [None] + list(scene.match.state.to_act()[:1]):
        if eyes is not None:
            scene.match.take_seat(eyes, "kbd")
            look(scene, eyes)
        app.draw(app.surface)
        table = scene.table_for(scene.curtain.eyes())
        hidden_tops = {f"{zone.name}/{n}" for zone in table.zones if zone.kind == "pile"
                       and zone.hidden for n in range(zone.total)}
        for key in scene.hits:
            assert key not in hidden_tops, f"{game_id}: {key} names a face-down pile's card"
            assert _allowed(table, key), f"{game_id}: {key} is on no table of these eyes"
        for zone in table.zones:
            if zone.kind == "pile" and zone.hidden and zone.total and \
                    zone.name in scene.zone_areas:
                assert zone.name in scene.hits, f"{game_id}: the pile {zone.name} answers"



def test_a_card_flies_card_shaped_even_into_a_chip():
    """Flights size a card from the cards the last frame drew (`KitBoard.card_like`); a chip
    (`ui.card_chip`: a card as a strip, more than three times as wide as tall) is no card's
    shape, so a column of chips does not make a flying card a strip."""
    import pygame

    from gamebox.scenes.kit_board import KitBoard

    class Drawn:
        hits = {**{f"mouth/0#{i}": pygame.Rect(130 * i, 0, 126, 176) for i in range(2)},
                **{f"mouth/1#{i}": pygame.Rect(0, 40 * i, 284, 36) for i in range(5)}}

    like = KitBoard.card_like(Drawn())
    assert like.size == (126, 176)
    assert KitBoard.card_sized(Drawn.hits["mouth/1#3"], like).height <= 36
