"""The command line: subcommands, their summary lines and their exit codes."""
from __future__ import annotations

import re

import pytest

from gamebox import cli
from gamebox.engine import registry, simulate
from gamebox.engine.protocol import Outcome


def test_simulate_prints_the_summary_line_last(highcard, capsys):
    code = cli.main(["simulate", "highcard", "--games", "20", "--seed", "3",
                     "--seats", "bot:easy,bot:hard", "--check"])
    lines = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    assert re.fullmatch(r"highcard: 20 games, [\d.]+ games/s, \d+ actions/s, 0 failures", lines[-1])
    assert any(line.startswith("win share by seat: seat 1:") for line in lines)
    assert any(line.startswith("game length quartiles:") for line in lines)
    assert not any(line.startswith("no winner:") for line in lines)  # every game had one


def test_simulate_exits_non_zero_on_a_crash(highcard, capsys, monkeypatch):
    cls = type(highcard.new_state(2))
    monkeypatch.setattr(cls, "check_invariants", lambda self: (_ for _ in ()).throw(
        AssertionError("cards not conserved")))
    code = cli.main(["simulate", "highcard", "--games", "3", "--check"])
    out = capsys.readouterr().out
    assert code == 1
    assert "FAILED seed 0:" in out and "cards not conserved" in out
    assert out.strip().splitlines()[-1].endswith("3 failures")


def test_bad_arguments_get_a_clear_message_and_exit_2(highcard, capsys):
    assert cli.main(["simulate", "highcard", "--games", "1", "--option", "fats=yes"]) == 2
    assert "did you mean 'fast'" in capsys.readouterr().err
    assert cli.main(["simulate", "chess", "--games", "1"]) == 2
    assert "no game called 'chess'" in capsys.readouterr().err
    assert cli.main(["simulate", "highcard", "--games", "1", "--seats", "bot,robot"]) == 2
    assert "must start with human or bot" in capsys.readouterr().err
    assert cli.main(["simulate", "highcard", "--games", "1", "--seats", "human,bot"]) == 2
    assert "bots in every seat" in capsys.readouterr().err


def test_validate_reports_path_line_column_and_exit_code(tmp_path, capsys):
    good = tmp_path / "good.yaml"
    good.write_text("a: 1\n")
    assert cli.main(["validate", str(good)]) == 0
    out = capsys.readouterr().out
    assert "validated 1 file(s): 0 problem(s)" in out
    # outside a game's folder only the syntax is checked, and the person is told
    assert f"note: {good} is in no packs/<game>/ or maps/<game>/ folder" in out
    assert "only its syntax was checked" in out
    bad = tmp_path / "bad.yaml"
    bad.write_text("a: [1\n")
    assert cli.main(["validate", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert re.search(rf"{re.escape(str(bad))}:2:1: not valid YAML", out)
    assert "validated 2 file(s): 1 problem(s)" in out


def test_validate_all_shipped_content_passes(capsys):
    code = cli.main(["validate"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "note:" not in out  # every shipped file is checked by its game


def test_validate_checks_a_pack_by_its_game_folder(tmp_path, capsys):
    folder = tmp_path / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    pack = folder / "mine.yaml"
    pack.write_text("cards:\n  - name: Giant Jaw\n    type: Condiment\n    toughness: -1\n"
                    "    copies: 1\n    flavour: Room.\n    rules: 'In mouth: more slots.'\n"
                    "    powers:\n      - effect: extra_slot\n        amount: 2\n")
    assert cli.main(["validate", str(pack)]) == 1
    out = capsys.readouterr().out
    assert f"{pack}:4:16: cards[0].toughness: -1 is too small; expected at least 1" in out
    assert "note:" not in out


def test_bench_engine_figures(highcard, capsys, tmp_path):
    out_file = tmp_path / "bench.json"
    assert cli.main(["bench", "--engine-only", "--seconds", "0.05",
                     "--json", str(out_file)]) == 0
    import json

    report = json.loads(out_file.read_text())
    figures = report["engine"]["games"]["highcard"]
    assert figures["actions_per_s"] > 0 and figures["games_per_s"] > 0
    assert "load_all_content_ms" in report["engine"]["content"]
    import platform
    assert report["interpreter"]["python"] == platform.python_version()


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_play_and_simulate_refuse_a_wrong_seat_count_up_front(highcard, capsys, command):
    """A wrong seat count is refused before any game, by `simulate` as by `play`, in the same
    words and with exit code 2 (not played and counted as a failure per game)."""
    argv = [command, "highcard", "--seats", "bot,bot,bot,bot,bot", "--games", "2"]
    assert cli.main(argv if command == "simulate" else argv[:4]) == 2
    out, err = capsys.readouterr()
    assert f"gamebox: {highcard.name} takes 2-4 seats, not 5" in err
    assert "FAILED" not in out


@pytest.mark.parametrize("start", [
    lambda: cli.main(["simulate", "grungeon", "--games", "2", "--seats", "bot:hard,bot:easy"]),
    lambda: cli.main(["play", "grungeon", "--seats", "human:kbd,bot:easy"]),
    lambda: registry.get("grungeon").new_state(2),
])
def test_a_single_seat_count_reads_takes_3_seats(capsys, start):
    """The one sentence refusing a seat count (`Game.check_seat_count`) says "takes 3
    seats" for a game of one count, never "3-3", wherever a count is refused."""
    try:
        code = start()
    except ValueError as exc:
        message = str(exc)
    else:
        assert code == 2
        message = capsys.readouterr().err
    assert "Enter the Grungeon takes 3 seats, not 2" in message
    assert "3-3" not in message


@pytest.mark.parametrize("games", ["-5", "0"])
def test_simulate_needs_at_least_one_game(highcard, capsys, games):
    """`--games` below 1 is refused with exit code 2, not run as "0 games ... 0 failures"."""
    assert cli.main(["simulate", "highcard", "--games", games]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert f"--games takes a number of games of at least 1, not {games}" in err


def test_a_long_simulate_run_shows_progress_on_stderr(highcard, capsys, monkeypatch):
    """A run longer than `PROGRESS_EVERY` seconds reports on stderr as it goes; stdout keeps
    its documented shape, the summary line last. (The interval is set to 0 here, so every game
    is "long"; a short run prints nothing on stderr.)"""
    assert cli.main(["simulate", "highcard", "--games", "3"]) == 0
    assert capsys.readouterr().err == ""
    monkeypatch.setattr(simulate, "PROGRESS_EVERY", 0.0)
    assert cli.main(["simulate", "highcard", "--games", "3"]) == 0
    out, err = capsys.readouterr()
    assert [line.split(",")[0] for line in err.splitlines()] == [
        "highcard: 1/3 games", "highcard: 2/3 games", "highcard: 3/3 games"]
    assert "failures so far" in err and "/3 games" not in out
    assert re.fullmatch(r"highcard: 3 games, [\d.]+ games/s, \d+ actions/s, 0 failures",
                        out.strip().splitlines()[-1])


def test_simulate_shows_the_share_of_games_nobody_won(highcard, capsys, monkeypatch):
    """When any game had no winner the summary says "no winner: N%", so the seats' shares
    and it add up to 100%."""
    cls = type(highcard.new_state(2))
    monkeypatch.setattr(cls, "result", lambda self: None if not self.is_over() else Outcome(
        () if self.seed % 4 == 0 else (0,), "test"))
    assert cli.main(["simulate", "highcard", "--games", "8", "--seats", "bot,bot"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "win share by seat: seat 1: 75.0%, seat 2: 0.0%" in lines
    assert "no winner: 25.0%" in lines
    assert lines[-1].startswith("highcard: 8 games")


def test_game_length_quartiles_say_their_unit(highcard):
    """The game-length quartiles say their unit (actions)."""
    report = simulate.run(highcard, 4)
    assert report.details()[-1].split(" (min")[0].endswith(" actions")
    report = simulate.SimReport("x", lengths=[5, 7, 9], length_unit="rounds")
    assert report.details() == ["game length quartiles: 5 / 7 / 9 rounds (min 5, max 9)"]
