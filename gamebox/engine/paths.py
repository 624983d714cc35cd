"""Where the game box finds shipped content and keeps the user's data.

The user's data folder follows each platform's convention: XDG on Linux
(``$XDG_DATA_HOME/gamebox``), ``%APPDATA%\\gamebox`` on Windows and
``~/Library/Application Support/gamebox`` on macOS. ``GAMEBOX_DATA`` overrides it (tests).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]
"""The checkout: it holds ``content/``, ``assets/`` and ``docs/``."""
CONTENT_DIR = PROJECT_ROOT / "content"
ASSETS_DIR = PROJECT_ROOT / "assets"
DOCS_DIR = PROJECT_ROOT / "docs"
RULES_DIR = PROJECT_ROOT.parent / "shared" / "rules"
"""The rulebooks, beside the checkout as in development and CI."""


def user_data_dir() -> Path:
    """The user's own folder for saves, settings and extra packs (not created here)."""
    override = os.environ.get("GAMEBOX_DATA")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        return Path(base) / "gamebox"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "gamebox"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "gamebox"


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def content_roots() -> list[Path]:
    """Folders searched for packs and maps: the shipped ones first, then the user's."""
    return [CONTENT_DIR, user_data_dir() / "content"]
