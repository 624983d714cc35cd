"""The explicit list of games in the box, imported lazily.

A game that fails to import or load does not take the box down: `load_all` reports it per
game, and the launcher shows the error on that game's tile.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from .protocol import Game

BUILTIN: dict[str, str] = {
    "grungeon": "gamebox.games.grungeon.game",
    "guts": "gamebox.games.guts.game",
    "grizzled": "gamebox.games.grizzled.game",
    "ggt": "gamebox.games.ggt.game",
    "gros": "gamebox.games.gros.game",
}
"""Game id -> module exposing ``GAME``. Games not written yet are skipped until they exist."""

_extra: dict[str, Game] = {}


class UnknownGame(KeyError):
    """A game id that is not in the box."""

    def __str__(self) -> str:
        return f"no game called {self.args[0]!r}; the box has: {', '.join(available_ids())}"


@dataclass(frozen=True)
class GameEntry:
    """A game as the launcher sees it: loaded, or the reason it could not be."""

    id: str
    game: Game | None
    """The game object, when its module imports (even if its content is broken)."""
    error: str = ""
    """Why it cannot be played now; empty when it can."""

    @property
    def playable(self) -> bool:
        return self.game is not None and not self.error


def register(game: Game) -> None:
    """Add a game that is not built in (test fixtures)."""
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def _module_exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # the game's folder is not there at all
        return False


def available_ids() -> list[str]:
    """Ids of the games present in this checkout (built-in ones that exist, then extras)."""
    ids = [gid for gid, mod in BUILTIN.items() if _module_exists(mod)]
    return ids + [gid for gid in _extra if gid not in ids]


def get(game_id: str) -> Game:
    """The registered game object; raises UnknownGame, or the import error of a broken game."""
    if game_id in _extra:
        return _extra[game_id]
    module = BUILTIN.get(game_id)
    if module is None or not _module_exists(module):
        raise UnknownGame(game_id)
    return importlib.import_module(module).GAME


def load_all() -> list[GameEntry]:
    """Every game with its content loaded, or the error that stops it."""
    entries = []
    for gid in available_ids():
        game = None
        try:
            game = get(gid)
            game.load_content()
        except Exception as exc:  # a broken game must not stop the others
            entries.append(GameEntry(gid, game, str(exc) or type(exc).__name__))
        else:
            entries.append(GameEntry(gid, game))
    return entries
