"""tools/playout_instructions.py: a steady speed measure (instructions, not seconds)."""
import json
import subprocess

import pytest
from tool_helpers import load_tool


def _tool():
    return load_tool("playout_instructions")


def test_the_measured_work_is_the_same_every_run():
    """Fixed games from fixed seeds: the same actions each time, whatever the clock says."""
    tool = _tool()
    first, again = tool.play("guts", 3), tool.play("guts", 3)
    assert first["random_games"] == 3 and first["random_actions"] > 30
    assert first["random_actions"] == again["random_actions"]
    assert first["clone_us"] is None, "no clone is timed in a counted run"


def test_instructions_per_action_come_from_two_counted_runs(monkeypatch, capsys):
    """Start-up cancels out: (I2 - I1) / (A2 - A1), read from valgrind's summary line."""
    tool = _tool()
    runs = {5: (1_000_000, 100), 9: (1_900_000, 400)}  # games -> instructions, actions

    def fake_run(cmd, **kwargs):
        games = int(cmd[cmd.index("--play") + 1])
        instructions, actions = runs[games]
        return subprocess.CompletedProcess(
            cmd, 0, stdout=json.dumps({"random_actions": actions}) + "\n",
            stderr=f"==7== Events    : Ir\n==7== Collected : {instructions:,}\n")

    monkeypatch.setattr(tool.shutil, "which", lambda name: "/usr/bin/valgrind")
    monkeypatch.setattr(tool.subprocess, "run", fake_run)
    assert tool.main(["guts", "--games", "5", "9"]) == 0
    assert "3000 instructions per random action (over 300 actions" in capsys.readouterr().out


def test_bot_games_are_counted_per_game(monkeypatch, capsys):
    """`--bots` counts `gamebox simulate`'s work: the child plays bot games and the figure is
    per game (and per action) over the games between the two counts."""
    tool = _tool()
    assert tool.play("guts", 2, bots=True)["random_games"] == 2
    runs = {20: (3_000_000_000, 2_600), 80: (9_000_000_000, 10_400)}
    calls = []

    def fake_run(cmd, **kwargs):
        calls.append(cmd)
        instructions, actions = runs[int(cmd[cmd.index("--play") + 1])]
        return subprocess.CompletedProcess(
            cmd, 0, stdout=json.dumps({"random_actions": actions}) + "\n",
            stderr=f"==7== Collected : {instructions:,}\n")

    monkeypatch.setattr(tool.shutil, "which", lambda name: "/usr/bin/valgrind")
    monkeypatch.setattr(tool.subprocess, "run", fake_run)
    assert tool.main(["guts", "--bots"]) == 0
    assert all("--bots" in cmd for cmd in calls)
    assert ("100.00 million instructions per bot game, 769231 per action (games 21-80)"
            in capsys.readouterr().out)


def test_without_valgrind_it_says_what_to_install(monkeypatch, capsys):
    tool = _tool()
    monkeypatch.setattr(tool.shutil, "which", lambda name: None)
    assert tool.main(["guts"]) == 2
    assert "apt-get install valgrind" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        monkeypatch.setattr(tool.shutil, "which", lambda name: "/usr/bin/valgrind")
        tool.main(["guts", "--games", "9", "5"])
