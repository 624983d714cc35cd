"""Finding a game's map files: shipped first, the user's after, keys that never clash."""
from __future__ import annotations

from pathlib import Path

from gamebox.errors import ContentError, Problem
from gamebox.maps.catalogue import map_folders, problem_lines, scan


def load(path: Path, key: str):
    text = path.read_text(encoding="utf-8")
    if text.startswith("bad"):
        raise ContentError([Problem(str(path), 3, 1, "it is bad")])
    return f"board of {key}", text.strip()


def folders(tmp_path, shipped: dict, user: dict):
    for root, files in (("shipped", shipped), ("user", user)):
        folder = tmp_path / root / "maps" / "game"
        folder.mkdir(parents=True)
        for name, text in files.items():
            (folder / name).write_text(text, encoding="utf-8")
    return map_folders("game", [tmp_path / "shipped", tmp_path / "user"])


def test_folders_are_the_games_own_under_each_root(tmp_path):
    assert map_folders("ggt", [tmp_path / "a", tmp_path / "b"]) == [
        (tmp_path / "a" / "maps" / "ggt", False), (tmp_path / "b" / "maps" / "ggt", True)]


def test_user_maps_never_hide_shipped_ones_and_broken_ones_are_left_out(tmp_path):
    found = scan(folders(tmp_path, {"pit.tmx": "The Pit", "woods.tmx": "Woods"},
                         {"pit.tmx": "The Pit", "mine.tmx": "Mine", "bad.tmx": "bad",
                          "random.tmx": "Rnd", "notes.txt": "not a map"}),
                 load, reserved=("random",))
    assert [(m.key, m.label, m.user) for m in found.maps] == [
        ("pit", "The Pit", False), ("woods", "Woods", False),
        ("mine", "Mine", True), ("user:pit", "The Pit (yours)", True),
        ("user:random", "Rnd", True)]
    assert found.get("user:pit").value == "board of user:pit"
    assert [p.name for p, _ in found.left_out] == ["bad.tmx"]
    bad = tmp_path / "user" / "maps" / "game" / "bad.tmx"
    assert problem_lines(found.left_out) == [f"bad.tmx is left out: {bad}:3:1: it is bad"]


def test_a_default_map_comes_first_under_its_key(tmp_path):
    dirs = folders(tmp_path, {"a.tmx": "A", "main.tmx": "Main"}, {})
    default = tmp_path / "shipped" / "maps" / "game" / "main.tmx"
    found = scan(dirs, load, default=(default, "default"))
    assert [m.key for m in found.maps] == ["default", "a"]


def test_same_names_in_one_folder_are_told_apart_by_file(tmp_path):
    found = scan(folders(tmp_path, {"a.tmx": "Same", "b.tmx": "Same"}, {}), load)
    assert [m.label for m in found.maps] == ["Same (a.tmx)", "Same (b.tmx)"]


def test_no_folder_means_no_maps(tmp_path):
    found = scan(map_folders("game", [tmp_path / "nowhere"]), load)
    assert found.maps == () and found.left_out == ()
