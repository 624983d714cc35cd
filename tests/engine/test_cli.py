"""The command line: subcommands, their summary lines and their exit codes."""
from __future__ import annotations

import re

import pytest

from gamebox import cli


def test_simulate_prints_the_summary_line_last(highcard, capsys):
    code = cli.main(["simulate", "highcard", "--games", "20", "--seed", "3",
                     "--seats", "bot:easy,bot:hard", "--check"])
    lines = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    assert re.fullmatch(r"highcard: 20 games, [\d.]+ games/s, \d+ actions/s, 0 failures", lines[-1])
    assert any(line.startswith("win share by seat: seat 1:") for line in lines)
    assert any(line.startswith("game length quartiles:") for line in lines)


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


@pytest.mark.parametrize("argv", [["play", "highcard", "--seats", "bot,bot,bot,bot,bot"]])
def test_play_refuses_a_wrong_seat_count(highcard, capsys, argv):
    assert cli.main(argv) == 2
    assert "2-4 seats, not 5" in capsys.readouterr().err
