"""The player's settings and the last seat setup of each game, kept as JSON in the data folder.

The file is written atomically. A file that cannot be read (broken JSON, wrong types, written
by hand) never stops the box: it is moved aside with a ``.bad`` suffix, the defaults are used,
and the problem is reported so the launcher can show it.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from .engine.paths import user_data_dir
from .engine.saves import quarantine, write_atomic

BOT_SPEEDS = {"slow": 1.6, "normal": 0.9, "fast": 0.35, "instant": 0.0}
"""Seconds a bot waits before acting, so people can follow its moves."""
PACES = {"slow": 1.4, "normal": 0.85, "fast": 0.4, "instant": 0.0}
"""Seconds each step of what happened (a card flying, a spew landing, a line of a turn's
report) stays on screen before the next (`scenes/beats.py`); instant plays them all at once."""
TEXT_SIZES = ("small", "normal", "large", "huge")
THINK_MS = (500, 1000, 2000, 3000, 5000)
"""How long a hard (search) bot may think per decision, in ms, as the settings offer it."""
OLD_SETTINGS = {"expert_think_ms": "hard_think_ms"}
"""Settings renamed since an earlier version -> their name now: a file that says
``expert_think_ms`` (the search bot was the ``expert`` level) gives the hard bots' time."""


@dataclass
class Settings:
    """Everything the settings screen changes, plus remembered seat setups."""

    fullscreen: bool = False
    master_volume: float = 0.8
    effects_volume: float = 0.8
    text_size: str = "normal"
    colour_blind: bool = False
    bot_speed: str = "normal"
    pace: str = "normal"
    """How long each step of a move shows (`PACES`): chains, bot turns, whose turn it is."""
    hard_think_ms: int = 1000
    """How long a hard (search) bot thinks per decision (`THINK_MS`); longer plays stronger."""
    forced_moves: bool = True
    """A seat's only legal move plays itself after a beat when it reveals nothing new."""
    inactivity_seconds: int = 60
    """The curtain falls after this long without input from the seat that is looking."""
    setups: dict = field(default_factory=dict)
    """Game id -> {"seats": [SeatSpec json...], "options": {...}}."""
    guided: dict = field(default_factory=dict)
    """Game id -> the player names that have had its first-turn guide (shown once a name)."""

    @property
    def bot_delay(self) -> float:
        return BOT_SPEEDS.get(self.bot_speed, BOT_SPEEDS["normal"])

    @property
    def step_seconds(self) -> float:
        """Seconds one step of a move stays on screen at the chosen pace (0: instant)."""
        return PACES.get(self.pace, PACES["normal"])

    def check(self) -> None:
        """Raise ValueError when a value is of the wrong kind or out of range."""
        for name in ("fullscreen", "colour_blind", "forced_moves"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        for name in ("master_volume", "effects_volume"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) \
                    or not 0 <= value <= 1:
                raise ValueError(f"{name} must be a number from 0 to 1")
        if self.text_size not in TEXT_SIZES:
            raise ValueError(f"text_size must be one of {', '.join(TEXT_SIZES)}")
        if self.bot_speed not in BOT_SPEEDS:
            raise ValueError(f"bot_speed must be one of {', '.join(BOT_SPEEDS)}")
        if self.pace not in PACES:
            raise ValueError(f"pace must be one of {', '.join(PACES)}")
        if self.hard_think_ms not in THINK_MS:
            raise ValueError(f"hard_think_ms must be one of {', '.join(map(str, THINK_MS))}")
        if isinstance(self.inactivity_seconds, bool) or not isinstance(
                self.inactivity_seconds, int) or self.inactivity_seconds < 5:
            raise ValueError("inactivity_seconds must be a whole number of at least 5")
        if not isinstance(self.setups, dict):
            raise ValueError("setups must be an object")
        if not isinstance(self.guided, dict) or not all(
                isinstance(v, list) and all(isinstance(n, str) for n in v)
                for v in self.guided.values()):
            raise ValueError("guided must map game ids to lists of player names")


def settings_path() -> Path:
    return user_data_dir() / "settings.json"


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and a message when the file was unusable."""
    path = Path(path) if path else settings_path()
    if not path.exists():
        return Settings(), None
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(doc, dict):
            raise ValueError("the file does not hold an object")
        for old, new in OLD_SETTINGS.items():
            if old in doc:  # (a file holding both names keeps the new one's value)
                value = doc.pop(old)
                doc.setdefault(new, value)
        known = {f.name for f in fields(Settings)}
        unknown = sorted(set(doc) - known)
        if unknown:
            raise ValueError(f"unknown setting {unknown[0]!r}")
        settings = Settings(**doc)
        settings.check()
    except (OSError, UnicodeDecodeError, ValueError, TypeError) as exc:
        try:
            moved = quarantine(path)
            where = f"moved aside to {moved.name}"
        except OSError as move_error:
            where = f"could not be moved aside: {move_error}"
        return Settings(), f"Settings file {path} was unreadable ({exc}); {where}. " \
                          "Using the defaults."
    return settings, None


def save(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically; return the file."""
    path = Path(path) if path else settings_path()
    write_atomic(path, json.dumps(asdict(settings), indent=1, sort_keys=True))
    return path
