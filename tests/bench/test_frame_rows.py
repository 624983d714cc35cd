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



def test_the_beat_rows_time_a_table_while_a_bots_move_plays_out(app):
    """The issue's "frame targets hold with animations running": each game's `table-beat`
    row times its table while a step of a bot's move is under way at the normal pace."""
    builders = bench_ui.scene_builders()
    for game_id in ("guts", "grungeon", "grizzled", "ggt"):
        scene = builders[f"table-beat:{game_id}"](app)
        app.reset(scene)
        app.apply_pending()
        scene.update(0.0)
        app.draw(app.surface)
        assert app.settings.pace == "normal", game_id
        assert scene.beat_playing() and scene.beats.progress[0] >= 1, game_id
