"""Saves: atomic autosave, exact replay, and bad files reported and moved aside, never lost."""
from __future__ import annotations

import json
import os

import pytest

from gamebox.engine import saves
from gamebox.engine.match import Match, parse_seats
from gamebox.engine.paths import saves_dir


def _played(game, seats="human,bot,bot", steps=3, seed=12):
    match = Match.start(game, parse_seats(seats), seed=seed)
    target = saves.enable_autosave(match)
    for _ in range(steps):
        if 0 in match.state.to_act():
            match.act(0, match.state.legal_actions(0)[0])
        while match.bot_step():
            pass
    return match, target


def test_autosave_after_every_action_in_the_user_data_folder(highcard, user_data):
    match, target = _played(highcard)
    assert target.parent == saves_dir() and str(target).startswith(str(user_data))
    doc = json.loads(target.read_text())
    assert doc["format"] == "gamebox-save" and doc["version"] == saves.VERSION
    assert len(doc["log"]) == len(match.state.log) > 0
    assert doc["seed"] == 12 and doc["game"] == "highcard"
    assert [s["kind"] for s in doc["seats"]] == ["human", "bot", "bot"]


def test_loading_replays_to_the_same_state_bots_included(highcard):
    match, target = _played(highcard)
    loaded = saves.load_match(target)
    assert loaded.state == match.state
    # the bots resume with the same decisions they would have made
    while match.bot_step() or (0 in match.state.to_act() and not match.act(
            0, match.state.legal_actions(0)[0])):
        pass
    while loaded.bot_step() or (0 in loaded.state.to_act() and not loaded.act(
            0, loaded.state.legal_actions(0)[0])):
        pass
    assert loaded.state == match.state


def test_write_is_atomic_and_leaves_no_temporary_files(highcard, tmp_path):
    match, _ = _played(highcard)
    path = tmp_path / "slot.json"
    saves.save_match(match, path)
    saves.save_match(match, path)
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]


def test_failed_write_keeps_the_old_save(highcard, tmp_path, monkeypatch):
    match, _ = _played(highcard)
    path = tmp_path / "slot.json"
    saves.save_match(match, path)
    good = path.read_text()

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        saves.save_match(match, path)
    assert path.read_text() == good
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]


@pytest.mark.parametrize("mangle, expected", [
    (lambda t: t[: len(t) // 2], "broken JSON"),
    (lambda t: t.replace('"gamebox-save"', '"something-else"'), "not a gamebox save"),
    (lambda t: t.replace('"version": 1', '"version": 99'), "newer gamebox"),
    (lambda t: t.replace('"seed": 12', '"seed": "twelve"'), "'seed'"),
    (lambda t: t.replace('"game": "highcard"', '"game": "chess"'), "not in this game box"),
])
def test_bad_saves_are_reported_with_the_file_and_moved_aside(highcard, mangle, expected):
    _, target = _played(highcard)
    target.write_text(mangle(target.read_text()))
    with pytest.raises(saves.SaveError, match=expected) as err:
        saves.load_match(target)
    assert str(target) in str(err.value)
    original = target.read_bytes()
    infos, problems = saves.list_saves()
    if expected in ("'seed'", "not a gamebox save", "broken JSON"):
        assert len(problems) == 1 and expected.strip("'") in problems[0]
        assert not target.exists()
        moved = list(target.parent.glob(target.name + ".*.bad"))
        assert len(moved) == 1 and moved[0].read_bytes() == original
    else:  # not broken (a newer gamebox's, a game not in this box): it stays
        assert problems == [] and target.read_bytes() == original


def test_a_hand_edited_log_is_reported_with_the_entry(highcard):
    _, target = _played(highcard)
    doc = json.loads(target.read_text())
    doc["log"][1] = [doc["log"][1][0], "play c999"]
    target.write_text(json.dumps(doc))
    with pytest.raises(saves.SaveError, match="log entry 2"):
        saves.load_match(target)


def test_edited_content_copy_is_detected(highcard):
    _, target = _played(highcard)
    doc = json.loads(target.read_text())
    doc["content"] = {"cards": ["x"]}
    doc["content_digest"] = "0" * 64
    target.write_text(json.dumps(doc))
    with pytest.raises(saves.SaveError, match="digest"):
        saves.load_match(target)


def test_quarantine_never_overwrites(tmp_path):
    first = tmp_path / "a.json"
    first.write_text("one")
    moved1 = saves.quarantine(first)
    first.write_text("two")
    moved2 = saves.quarantine(first)
    assert moved1 != moved2
    assert {moved1.read_text(), moved2.read_text()} == {"one", "two"}


def test_good_saves_still_list_beside_a_bad_one(highcard):
    _, good = _played(highcard, seed=1)
    bad = good.with_name("zz-bad.json")
    bad.write_text("{not json")
    infos, problems = saves.list_saves()
    assert [i.path for i in infos] == [good]
    assert infos[0].game == "highcard" and infos[0].turns > 0
    assert len(problems) == 1 and "zz-bad.json" in problems[0]


@pytest.mark.parametrize("entry", [["0", "play c1"], [0], 7, [0, "play c1", "extra"], [0, 5]])
def test_a_log_entry_that_is_not_a_seat_and_an_action_is_named(highcard, entry):
    """Each log entry is saved as [seat, action text]; anything else is refused by number."""
    _, target = _played(highcard)
    doc = json.loads(target.read_text())
    doc["log"][0] = entry
    target.write_text(json.dumps(doc))
    with pytest.raises(saves.SaveError, match=r"log entry 1: a log entry is \[seat, action"):
        saves.load_match(target)


def test_a_feed_of_an_earlier_save_replays_as_its_two_decisions(user_data):
    """Guts' feed was one action (``feed P X``) before it became two (``feed P``, then
    ``place X``): a save written then loads, each old feed read as the two."""
    from gamebox.games.guts.game import GAME

    match, target = _played(GAME, "human,bot", steps=6, seed=4)
    doc = json.loads(target.read_text())
    log = doc["log"]
    old = []
    i = 0
    while i < len(log):  # written as the earlier version wrote it: the two as one
        seat, text = log[i]
        if text.startswith("feed ") and i + 1 < len(log) and log[i + 1][1].startswith("place "):
            old.append([seat, f"{text} {log[i + 1][1].split()[1]}"])
            i += 2
        else:
            old.append([seat, text])
            i += 1
    assert any(len(t.split()) == 3 for _, t in old if t.startswith("feed")), "no feed to read"
    doc["log"] = old
    target.write_text(json.dumps(doc))
    loaded = saves.load_match(target)
    assert [str(a) for _, a in loaded.state.log] == [t for _, t in log]
    assert loaded.state == match.state


def test_a_save_keeps_where_its_match_stood_from_the_public_table(user_data):
    """The Continue button tells saves apart by round, scores and whose turn (issue 23); the
    words come from the public table, and a save from before they were kept still lists."""
    from gamebox.games.guts.game import GAME

    match, target = _played(GAME, "human,bot,bot", steps=8, seed=4)
    table = match.state.view(None)
    info = next(i for i in saves.list_saves(target.parent)[0] if i.path == target)
    glory = "-".join(str(g) for g in table["glory"])
    assert info.summary == GAME.save_summary(match.state)
    assert info.summary.startswith(f"round {table['round']} \u00b7 glory {glory}")
    assert info.summary.endswith(f"{match.state.names[table['current']]}'s turn")
    doc = json.loads(target.read_text())
    doc.pop("summary")
    target.write_text(json.dumps(doc))
    old = next(i for i in saves.list_saves(target.parent)[0] if i.path == target)
    assert old.summary == "" and old.turns == info.turns
