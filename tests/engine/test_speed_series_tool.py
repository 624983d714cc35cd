"""tools/speed_series.py: the README's speed rows, from rounds of the benchmark commands."""
import json
import re
import subprocess
from pathlib import Path

from tool_helpers import load_tool

from gamebox.engine import registry, simulate


def test_interpreters_take_turns_and_each_figure_is_summed_up(monkeypatch, capsys):
    tool = load_tool("speed_series")
    speeds = iter([100_000, 200_000, 160_000, 140_000])  # guts random, run by run
    calls = []

    def fake_run(cmd, **kwargs):
        calls.append((cmd[0], cmd[3]))
        if cmd[3] == "bench":
            report = {"engine": {"games": {"guts": {"actions_per_s": next(speeds)},
                                           "grungeon": {"actions_per_s": 300_000}}}}
            Path(cmd[cmd.index("--json") + 1]).write_text(json.dumps(report))
            return subprocess.CompletedProcess(cmd, 0)
        rate = 350.0 if cmd[4] == "guts" else 90.0
        return subprocess.CompletedProcess(cmd, 0, stdout=f"...\n{cmd[6]} games, {rate} games/s\n")

    monkeypatch.setattr(tool.subprocess, "run", fake_run)
    assert tool.main(["--runs", "2", "--python", "a", "--python", "b"]) == 0
    assert [c for c in calls if c[1] == "bench"] == [("a", "bench"), ("b", "bench")] * 2
    out = capsys.readouterr().out
    a_part, b_part = out.split("a (2 runs):")[1].split("b (2 runs):")
    assert re.search(r"guts random actions/s .*100,000 - +160,000, median +130,000 "
                     r"\(1 of 2 runs reach it\)", a_part)
    assert re.search(r"guts random actions/s .*140,000 - +200,000, median +170,000 "
                     r"\(1 of 2 runs reach it\)", b_part)
    assert "grungeon games/s" in b_part and "(0 of 2 runs reach it)" in b_part


def test_the_games_per_second_it_reads_are_what_simulate_prints():
    tool = load_tool("speed_series")
    summary = simulate.run(registry.get("guts"), 2).summary()
    found = tool.RATE.search(summary)
    assert found and float(found.group(1)) > 0, summary
