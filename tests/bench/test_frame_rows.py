"""The frame rows of `gamebox bench`: GGT's table rows time the hex map mid-game (its
target is for the map), not the roster of Monsters its first moves choose from."""
from __future__ import annotations

from gamebox import bench_ui


def test_the_ggt_table_rows_time_a_mid_game_map_frame(app):
    builders = bench_ui.scene_builders()
    for name in ("table:ggt", "table-looking:ggt"):
        scene = builders[name](app)
        app.reset(scene)
        app.apply_pending()
        app.draw(app.surface)
        state = scene.match.state
        assert state.phase == "play" and state.round >= 2, name
        assert "board" in scene.zone_areas and "roster" not in scene.zone_areas
        assert sum(1 for k in scene.hits if k.startswith("monster/")) >= 2, "Monsters on it"

