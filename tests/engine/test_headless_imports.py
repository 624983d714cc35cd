"""Rules are headless: the engine, packs, map loading and every game's rules never import pygame."""
from __future__ import annotations

import subprocess
import sys

from gamebox.engine import registry


def test_rules_layers_never_import_pygame():
    modules = ["gamebox.engine.protocol", "gamebox.engine.match", "gamebox.engine.saves",
               "gamebox.engine.simulate", "gamebox.engine.bench", "gamebox.packs",
               "gamebox.maps", "gamebox.validate", "gamebox.cli"]
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
