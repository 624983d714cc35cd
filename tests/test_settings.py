"""The settings file: written atomically and read back the same; a corrupt one is reported,
moved aside and replaced by the defaults, and the app still starts and says so."""
from __future__ import annotations

import pytest

from gamebox import settings as settings_mod
from gamebox.app import App
from gamebox.scenes.launcher import LauncherScene


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = settings_mod.Settings(fullscreen=True, master_volume=0.3, text_size="large",
                              colour_blind=True, bot_speed="fast",
                              setups={"guts": {"seats": [], "options": {}}})
    settings_mod.save(s, path)
    loaded, problem = settings_mod.load(path)
    assert problem is None and loaded == s
    assert not list(tmp_path.glob("*.tmp")), "written atomically, no temporary left behind"


@pytest.mark.parametrize("content, words", [
    ("{ broken", "Expecting"),
    ('{"master_volume": 7}', "master_volume must be a number from 0 to 1"),
    ('{"text_size": "gigantic"}', "text_size must be one of"),
    ('{"volume": 1}', "unknown setting 'volume'"),
    ("[1, 2]", "does not hold an object"),
])
def test_corrupt_settings_are_reported_moved_aside_and_replaced(tmp_path, content, words):
    path = tmp_path / "settings.json"
    path.write_text(content)
    loaded, problem = settings_mod.load(path)
    assert loaded == settings_mod.Settings()
    assert problem is not None and words in problem and "moved aside" in problem
    assert not path.exists() and len(list(tmp_path.glob("settings.json.*.bad"))) == 1


def test_app_starts_with_a_corrupt_settings_file_and_says_so(tmp_path, rendered):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xff\xfe garbage")
    app = App(size=(960, 540), settings_file=path, start_devices=False)
    try:
        app.push(LauncherScene(app))
        app.step(dt=0.0, events=[])
        assert "unreadable" in " ".join(rendered)
    finally:
        app.close()


def test_a_hard_thinking_time_the_settings_do_not_offer_is_refused():
    from gamebox.settings import Settings

    with pytest.raises(ValueError, match="hard_think_ms"):
        Settings(hard_think_ms=60000).check()


def test_a_file_of_an_earlier_version_gives_its_expert_time_to_the_hard_bots(tmp_path):
    """The search bot was the ``expert`` level; its thinking time was ``expert_think_ms``."""
    path = tmp_path / "settings.json"
    path.write_text('{"expert_think_ms": 3000, "bot_speed": "fast", "setups": {"guts": '
                    '{"seats": [{"kind": "bot", "controller": "expert"}], "options": {}}}}')
    loaded, problem = settings_mod.load(path)
    assert problem is None and path.exists()
    assert loaded.hard_think_ms == 3000 and loaded.bot_speed == "fast"
    from gamebox.engine.match import SeatSpec

    seats = [SeatSpec.from_json(s) for s in loaded.setups["guts"]["seats"]]
    assert [s.to_text() for s in seats] == ["bot:hard"], "its remembered seat setup too"
    settings_mod.save(loaded, path)
    text = path.read_text()
    assert '"hard_think_ms": 3000' in text and "expert_think_ms" not in text
