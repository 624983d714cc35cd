"""The checked-in playthrough transcripts (tests/playthroughs/) still come out of the rules.

Each transcript is played again in memory from its seed and compared with its file: a change
to the rules, the bots or a sentence of the games shows here as a diff, and is accepted by
writing the files again (`tools/playthrough.py --write`) so the reviewer reads it.
"""
import os
import subprocess
import sys

import pytest

from gamebox.engine.protocol import Event
from tool_helpers import TOOLS, load_tool

playthrough = load_tool("playthrough")


def _id(entry) -> str:
    return f"{entry.game}/{entry.name}"


@pytest.mark.parametrize("entry", playthrough.PLAYTHROUGHS, ids=_id)
def test_transcript_is_what_the_rules_make_now(entry):
    expected = playthrough.read_checked_in(entry)
    name = playthrough.shown(entry.path)
    if expected is None:
        pytest.fail(f"{name} is missing: make it with {playthrough.WRITE_COMMAND}",
                    pytrace=False)
    actual = entry.render()
    if actual != expected:
        pytest.fail(f"{name} differs from the game the rules play now:\n"
                    f"{playthrough.short_diff(expected, actual, name)}\n"
                    f"If the change is meant, accept it: {playthrough.WRITE_COMMAND}",
                    pytrace=False)


def test_every_checked_in_transcript_belongs_to_the_set():
    stale = [playthrough.shown(path) for path in playthrough.stale_files()]
    assert not stale, (f"made by no playthrough (delete them, or run "
                       f"{playthrough.WRITE_COMMAND}): {stale}")


def test_the_set_covers_every_game_and_keeps_files_small():
    from gamebox.engine import registry

    assert {entry.game for entry in playthrough.PLAYTHROUGHS} == set(registry.available_ids())
    for entry in playthrough.PLAYTHROUGHS:
        size = entry.path.stat().st_size
        assert size < 150_000, f"{entry.path.name} is {size} bytes: pick a shorter game"


def test_same_transcript_twice_and_in_another_process():
    # hidden events go to sets of seats: another process hashes in another order
    entry = next(e for e in playthrough.PLAYTHROUGHS if e.game == "grungeon")
    first = entry.render()
    assert entry.render() == first
    env = dict(os.environ, PYTHONHASHSEED="12345")
    command = [sys.executable, str(TOOLS / "playthrough.py"), entry.game, "--seats",
               entry.seats, "--seed", str(entry.seed)]
    for option in entry.options:
        command += ["--option", option]
    printed = subprocess.run(command, env=env, capture_output=True, text=True,
                             encoding="utf-8", check=True).stdout
    assert printed == first


def test_another_seed_makes_another_game():
    one = playthrough.transcript("guts", "bot:normal,bot:normal", 10, ("first_game=yes",))
    other = playthrough.transcript("guts", "bot:normal,bot:normal", 11, ("first_game=yes",))
    body = [line for line in one.splitlines() if not line.startswith("seed:")]
    assert body != [line for line in other.splitlines() if not line.startswith("seed:")]


def test_a_reworded_event_fails_the_comparison_with_a_short_diff(monkeypatch):
    entry = next(e for e in playthrough.PLAYTHROUGHS if e.game == "guts")
    game_state = type(playthrough.start_match(entry.game, entry.seats, 0, {}).state)
    original = game_state._apply

    def reworded(self, seat, action):
        events = original(self, seat, action)
        for event in events:
            event.text = event.text.upper()
        return events

    monkeypatch.setattr(game_state, "_apply", reworded)
    expected = playthrough.read_checked_in(entry)
    actual = entry.render()
    assert actual != expected
    diff = playthrough.short_diff(expected, actual, "x.txt").splitlines()
    assert diff[0] == "--- x.txt (checked in)" and diff[1] == "+++ x.txt (now)"
    assert len(diff) == playthrough.DIFF_LINES + 1
    assert diff[-1].startswith("... ") and diff[-1].endswith(" more diff lines")
    assert any(line.startswith("+  public | ") and line.split(": ", 1)[1].isupper()
               for line in diff)


def test_private_events_name_their_seats_and_public_ones_are_said_once():
    state = playthrough.start_match("guts", "bot:normal,bot:normal,bot:normal", 0, {}).state
    events = [Event("seen", "Everyone sees this."),
              Event("secret", "Only you and Player 3.\nA second line.", to=frozenset({2, 0}),
                    reveals=True),
              Event("lost", "Nobody reads this.", to=frozenset())]
    assert playthrough.event_lines(events, state) == [
        "  public | seen: Everyone sees this.",
        "  to Player 1, Player 3 | secret [reveals]: Only you and Player 3.\n"
        "      A second line.",
        "  to nobody | lost: Nobody reads this.",
    ]


def test_check_and_write_on_a_folder_of_their_own(tmp_path, monkeypatch, capsys):
    small = playthrough.Playthrough("two", "guts", "bot:normal,bot:normal", 10,
                                    ("first_game=yes",))
    monkeypatch.setattr(playthrough, "PLAYTHROUGH_DIR", tmp_path)
    monkeypatch.setattr(playthrough, "PLAYTHROUGHS", (small,))
    assert playthrough.main(["--check"]) == 1
    assert "guts/two.txt is missing" in capsys.readouterr().out
    assert playthrough.main(["--write"]) == 0
    assert playthrough.main(["--check"]) == 0
    assert "all 1 transcripts match" in capsys.readouterr().out

    text = small.path.read_text(encoding="utf-8")
    small.path.write_text(text.replace("wins", "triumphs"), encoding="utf-8")
    stale = tmp_path / "guts" / "old.txt"
    stale.write_text("a transcript nobody makes any more\n", encoding="utf-8")
    assert playthrough.main(["--check"]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert any(line.startswith("-") and "triumphs" in line for line in lines)
    assert any(line.startswith("+") and "wins" in line for line in lines)
    assert "old.txt is made by no playthrough" in out
    assert out.rstrip().endswith(playthrough.WRITE_COMMAND)
    assert playthrough.main(["--write"]) == 0
    assert small.path.read_text(encoding="utf-8") == text and not stale.exists()


def test_a_seat_that_is_no_bot_or_an_unknown_option_is_refused():
    with pytest.raises(ValueError, match="bots in every seat"):
        playthrough.transcript("guts", "bot:normal,human:kbd", 0)
    with pytest.raises(ValueError, match="first_game"):
        playthrough.transcript("guts", "bot:normal,bot:normal", 0, ("first_gam=yes",))
