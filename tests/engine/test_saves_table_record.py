"""The save's optional table record: what the couch app keeps beside the log (clocks, the
seats as set up). It never decides the game: saves without it load the same, and a record
that cannot be used is ignored rather than costing the save."""
from __future__ import annotations

import json

import pytest

from gamebox.engine import saves
from gamebox.engine.match import Match, parse_seats


def _match(game):
    match = Match.start(game, parse_seats("human,bot"), seed=4)
    match.act(0, match.state.legal_actions(0)[0])
    return match


def test_the_record_is_written_beside_the_log_on_every_autosave(highcard, tmp_path):
    match = Match.start(highcard, parse_seats("human,bot"), seed=4)
    calls = []

    def record():
        calls.append(len(match.state.log))
        return {"clocks": {"0": {"left": 12.5, "decision": [20, None, 1, None]}}}

    path = saves.enable_autosave(match, tmp_path / "game.json", table=record)
    match.act(0, match.state.legal_actions(0)[0])
    assert calls == [1], "asked once per write, after the action"
    doc = json.loads(path.read_text())
    assert doc["table"]["clocks"]["0"]["left"] == 12.5
    assert saves.read_table_record(path) == doc["table"]
    assert saves.load_match(path).state == match.state, "the record changes nothing in play"


def test_a_save_without_a_record_has_none_and_still_loads(highcard, tmp_path):
    match = _match(highcard)
    path = saves.save_match(match, tmp_path / "old.json")
    assert "table" not in json.loads(path.read_text())
    assert saves.read_table_record(path) == {}
    assert saves.load_match(path).state == match.state


@pytest.mark.parametrize("record", ['"table": 7', '"table": [1, 2]', '"table": null'])
def test_a_record_that_is_not_a_record_is_ignored_not_quarantined(highcard, tmp_path, record):
    match = _match(highcard)
    path = saves.save_match(match, tmp_path / "odd.json")
    text = path.read_text()
    path.write_text(text[:text.rindex("}")] + ", " + record + "}")
    assert saves.read_table_record(path) == {}
    assert saves.load_match(path).state == match.state
    infos, problems = saves.list_saves(tmp_path)
    assert [i.path for i in infos] == [path] and not problems


def test_reading_the_record_of_a_broken_file_gives_nothing(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json")
    assert saves.read_table_record(broken) == {}
    assert saves.read_table_record(tmp_path / "missing.json") == {}
    assert broken.exists(), "reading the record never moves a file"
