"""`gamebox validate` on a draft pack, on ``FOLDER/*`` and on Tiled JSON files.

A draft pack outside the data folder is checked with the shipped cards it will join; a file a
content folder holds beside its content (the tileset's image) is skipped with a note, not a problem
at line 0; a map or tileset saved from Tiled as JSON is a problem, also on the launcher, never
passed over in silence."""
from __future__ import annotations

import json
import shutil

from gamebox import cli
from gamebox.engine import registry
from gamebox.engine.paths import CONTENT_DIR, DOCS_DIR

SHIPPED_CARDS = CONTENT_DIR / "packs" / "guts" / "cards.yaml"
MAPS = CONTENT_DIR / "maps" / "grungeon"

DUPLICATE = ("cards:\n  - name: Dentures\n    type: Food\n    toughness: 2\n    glory: 1\n"
             "    copies: 1\n    flavour: Mine.\n")


def _validate(capsys, *paths) -> tuple[int, str]:
    code = cli.main(["validate", *(str(p) for p in paths)])
    return code, capsys.readouterr().out


def test_a_draft_pack_is_checked_with_the_shipped_cards_it_will_join(tmp_path, user_data,
                                                                     capsys):
    """A draft pack gets the same verdict outside the data folder as inside it: a card named like a
    shipped one is a problem in both (it would be left out at the launcher), and the draft is not
    judged as a set of its own either (the guide's one-card example passes, with no "a deck cannot
    be built for four seats")."""
    draft = tmp_path / "draft" / "content" / "packs" / "guts"
    draft.mkdir(parents=True)
    (draft / "edge.yaml").write_text(DUPLICATE, encoding="utf-8")
    code, out = _validate(capsys, draft / "edge.yaml")
    assert code == 1
    assert (f"{draft / 'edge.yaml'}:2:11: cards[0].name: 'Dentures' is already defined in "
            f"{SHIPPED_CARDS}") in out
    assert "validated 1 file(s): 1 problem(s)" in out

    mine = user_data / "content" / "packs" / "guts"
    mine.mkdir(parents=True)
    shutil.copy(draft / "edge.yaml", mine / "edge.yaml")
    code, out_inside = _validate(capsys, mine / "edge.yaml")
    assert code == 1 and out_inside.replace(str(mine), str(draft)) == out

    guide = (DOCS_DIR / "packs.md").read_text(encoding="utf-8")
    (draft / "edge.yaml").write_text(guide.split("```yaml\n", 1)[1].split("```", 1)[0],
                                     encoding="utf-8")
    code, out = _validate(capsys, draft / "edge.yaml")
    assert code == 0 and "four seats" not in out, out


def test_a_draft_is_checked_with_the_other_packs_of_its_folder(tmp_path, capsys):
    draft = tmp_path / "content" / "packs" / "guts"
    draft.mkdir(parents=True)
    (draft / "a.yaml").write_text(DUPLICATE.replace("Dentures", "Pickle"), encoding="utf-8")
    (draft / "b.yaml").write_text(DUPLICATE.replace("Dentures", "Pickle"), encoding="utf-8")
    code, out = _validate(capsys, draft / "b.yaml")
    assert code == 1 and f"'Pickle' is already defined in {draft / 'a.yaml'}" in out


def _map_folder(tmp_path):
    folder = tmp_path / "content" / "maps" / "grungeon"
    shutil.copytree(MAPS, folder)
    return folder


def test_the_tileset_image_named_on_the_command_line_is_skipped_with_a_note(tmp_path, capsys):
    """``validate FOLDER/*`` skips the tileset's PNG with a note, not counted and with no problem
    at line 0, column 0, as ``validate FOLDER`` skips it silently."""
    folder = _map_folder(tmp_path)
    png = folder / "grungeon_tiles.png"
    code, out = _validate(capsys, *sorted(folder.iterdir()))
    assert code == 0, out
    assert f"note: {png} is an image (a tileset's picture), not a content file" in out
    assert ":0:0:" not in out
    assert "validated 2 file(s): 0 problem(s)" in out
    code, out = _validate(capsys, folder)
    assert code == 0 and "note:" not in out and "validated 2 file(s): 0 problem(s)" in out


def test_the_shipped_content_folders_files_are_skipped_with_notes(capsys):
    """``validate content/*`` names the Tiled project and its object types beside the
    packs and maps: both are skipped with a note."""
    code, out = _validate(capsys, *sorted(CONTENT_DIR.iterdir()))
    assert code == 0, out
    assert f"note: {CONTENT_DIR / 'gamebox.tiled-project'} is a Tiled project file" in out
    assert f"note: {CONTENT_DIR / 'objecttypes.xml'} is Tiled's object types file" in out


def test_a_file_of_no_known_kind_is_still_a_problem(tmp_path, capsys):
    folder = _map_folder(tmp_path)
    stray = folder / "my_maze.tmx.bak"
    stray.write_text("old", encoding="utf-8")
    code, out = _validate(capsys, stray)
    assert code == 1 and f"{stray}: not a content file" in out  # no place in it: no 0:0


def _json_map(path, kind="map"):
    path.write_text(json.dumps({"type": kind, "width": 15, "height": 15, "layers": []}),
                    encoding="utf-8")
    return path


def test_a_map_saved_as_tiled_json_is_a_problem_with_the_way_out(tmp_path, capsys):
    """A map or tileset saved as Tiled JSON is a problem that says how to save it as .tmx/.tsx, by
    file or by folder; a JSON file that is not Tiled's is no content."""
    folder = _map_folder(tmp_path)
    tmj = _json_map(folder / "my_maze.tmj")
    code, out = _validate(capsys, tmj)
    assert code == 1
    assert (f"{tmj}:1:1: my_maze.tmj is a Tiled JSON map; gamebox reads .tmx: in Tiled use "
            "File > Save As and pick 'Tiled map files (*.tmx)'") in out
    _json_map(folder / "old_maze.json")
    _json_map(folder / "walls.tsj", "tileset")
    (folder / "notes.json").write_text('{"todo": "more spikes"}', encoding="utf-8")
    code, out = _validate(capsys, folder)
    assert code == 1
    assert "old_maze.json:1:1: old_maze.json is a Tiled JSON map" in out
    assert ("walls.tsj:1:1: walls.tsj is a Tiled JSON tileset; gamebox reads .tsx: in Tiled "
            "open the tileset, use File > Save As and pick 'Tiled tileset files (*.tsx)'") in out
    assert "notes.json" not in out  # a JSON file that is not Tiled's is no content
    assert "validated 5 file(s): 3 problem(s)" in out


def test_a_map_whose_tileset_was_saved_as_json_says_so(tmp_path, capsys):
    folder = _map_folder(tmp_path)
    _json_map(folder / "walls.tsj", "tileset")
    tmx = folder / "grungeon.tmx"
    tmx.write_text(tmx.read_text(encoding="utf-8").replace('source="grungeon_tiles.tsx"',
                                                           'source="walls.tsj"'),
                   encoding="utf-8")
    code, out = _validate(capsys, tmx)
    assert code == 1 and "tileset file 'walls.tsj' is a Tiled JSON tileset" in out


def test_the_launcher_lists_a_tiled_json_map_of_yours_as_left_out(user_data):
    from gamebox.scenes.launcher import user_content_problems

    folder = user_data / "content" / "maps" / "grungeon"
    folder.mkdir(parents=True)
    _json_map(folder / "my_maze.tmj")
    _json_map(folder / "walls.tsj", "tileset")
    (folder / "notes.json").write_text("[1, 2]", encoding="utf-8")
    entry = registry.GameEntry("grungeon", registry.get("grungeon"))
    notes = user_content_problems([entry])
    assert len(notes) == 2, notes
    assert notes[0].startswith("Enter the Grungeon: your file my_maze.tmj is left out")
    assert "Tiled JSON map; gamebox reads .tmx: in Tiled use File > Save As" in notes[0]
    assert "your file walls.tsj is left out" in notes[1] and "Tiled JSON tileset" in notes[1]
