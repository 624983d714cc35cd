"""Rules are headless: the engine, packs, map loading and every game's rules never import pygame."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from gamebox.engine import registry


def test_rules_layers_never_import_pygame():
    modules = ["gamebox.engine.protocol", "gamebox.engine.match", "gamebox.engine.saves",
               "gamebox.engine.simulate", "gamebox.engine.bench", "gamebox.packs",
               "gamebox.maps", "gamebox.maps.hexgrid", "gamebox.validate", "gamebox.cli",
               "gamebox.engine.advice"]
    modules += [f"gamebox.games.{g}.advice" for g in ("guts", "grungeon", "grizzled", "ggt")]
    modules += [registry.BUILTIN[g] for g in registry.available_ids() if g in registry.BUILTIN]
    code = "\n".join([
        "import importlib, sys",
        f"for name in {modules!r}:",
        "    importlib.import_module(name)",
        "from gamebox.engine import registry",
        "for entry in registry.load_all():",
        "    assert entry.game is not None, entry.error",
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx'))",
        "print(','.join(bad))",
    ])
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pygame was imported by the rules layers: {out.stdout}"


GAMES = Path(__file__).resolve().parents[2] / "gamebox" / "games"
ABOVE_THE_RULES = ("bots", "game", "scene", "playout", "hint", "legend", "balance", "advice")
"""A game's modules that use its rules: the rules never import them back."""


@pytest.mark.parametrize("rules", sorted(GAMES.glob("*/rules.py")), ids=lambda p: p.parent.name)
def test_a_games_rules_import_nothing_that_uses_them(rules):
    tree = ast.parse(rules.read_text())
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            imported.add((node.module or "").split(".")[0])
            if not node.module:
                imported.update(a.name for a in node.names)
    assert not imported & set(ABOVE_THE_RULES), \
        f"{rules.parent.name}'s rules import {sorted(imported & set(ABOVE_THE_RULES))}"
