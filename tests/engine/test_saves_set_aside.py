"""A save that reads as a save but cannot be used is found out only when it is loaded: it is
moved aside there (kept, never overwritten, not even by the same file set aside twice in one
second), so its Continue button goes. A save for a game this box cannot load is not at fault
and stays."""
from __future__ import annotations

import json

import pytest

from gamebox.engine import registry, saves
from gamebox.engine.content import digest_of
from gamebox.engine.match import Match, SeatSpec

from save_helpers import UNREPLAYABLE, edit, moved_aside


@pytest.fixture
def guts_save(user_data):
    game = registry.get("guts")
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Rob")],
                        None, 3)
    match.act(0, match.state.legal_actions(0)[0])
    return saves.save_match(match, user_data / "saves" / "guts-edited.json")


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(seats=[]), "cannot be replayed: Guts of Glory takes 2-4 seats"),
    (lambda d: d["log"].append([0, "feed 9 9"]), "cannot be replayed at log entry 2"),
    (lambda d: d.update(content={"cards": "none"}), "does not match its digest"),
    (lambda d: d.update(content={"cards": "none"}, content_digest=digest_of({"cards": "none"})),
     "cannot be replayed"),
])
def test_a_save_that_cannot_be_used_is_reported_and_moved_aside(guts_save, change, words):
    original = edit(guts_save, change)
    with pytest.raises(saves.SaveError, match=words) as err:
        saves.load_match(guts_save)
    assert not guts_save.exists()
    [moved] = moved_aside(guts_save)
    assert moved.read_bytes() == original
    assert f"(moved aside to {moved.name})" in str(err.value)
    infos, problems = saves.list_saves()
    assert infos == [] and problems == [], "its Continue button is gone, nothing else to say"


def test_a_save_that_cannot_be_moved_is_still_reported(guts_save, monkeypatch):
    edit(guts_save, lambda d: d.update(seats=[]))

    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "quarantine", refuse)
    with pytest.raises(saves.SaveError, match="could not be moved aside: Permission denied"):
        saves.load_match(guts_save)
    assert guts_save.exists()


def test_a_save_for_a_game_not_in_the_box_stays(guts_save):
    edit(guts_save, lambda d: d.update(game="chess"))
    with pytest.raises(saves.SaveError, match="not in this game box"):
        saves.load_match(guts_save)
    assert guts_save.exists() and not moved_aside(guts_save)


def test_a_save_moved_aside_twice_never_replaces_the_first(bad_save, monkeypatch):
    """Never overwritten: the same bad file twice in one second gets two names."""
    assert json.loads(UNREPLAYABLE)["log"] == [[0, "feed 9 9"]], "its one move cannot be played"
    monkeypatch.setattr(saves.time, "strftime", lambda *args: "20261123-090002")
    for _ in range(2):
        bad_save.write_text(UNREPLAYABLE)
        with pytest.raises(saves.SaveError, match="cannot be replayed"):
            saves.load_match(bad_save)
    moved = sorted(p.name for p in bad_save.parent.glob("*.bad"))
    assert moved == [bad_save.name + ".20261123-090002-1.bad",
                     bad_save.name + ".20261123-090002.bad"]


def test_a_save_for_a_game_that_cannot_load_stays_and_is_reported(bad_save, monkeypatch):
    """Not the save's fault: it stays for the day the game is back."""
    def broken(game_id):
        raise SyntaxError("invalid syntax (rules.py, line 3)")

    monkeypatch.setattr(registry, "get", broken)
    with pytest.raises(saves.SaveError, match="cannot be loaded: invalid syntax"):
        saves.load_match(bad_save)
    assert bad_save.exists()
