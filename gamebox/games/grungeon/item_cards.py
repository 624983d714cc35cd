"""The Grungeon's things as cards for the rules screen's reference page (data only).

The weapons, the items, the Token and the marks of the maze, each a face the table kit's card
painter draws with `LOOK`: its name, a damage badge on a weapon, what it does in a player's
words, how many the maze holds, and the tileset's icon in its art window (the same icon the
map and the inventory draw). Headless: the icon is named as a part of the tileset image,
which the rules screen cuts out.
"""
from __future__ import annotations

from ...engine.protocol import CardSection
from ...ui.card_look import Badge, CardLook
from .board_content import MAP_DIR
from .combat import (GRUNKLETAUR_ATTACK_CHANCE, GRUNKLETAUR_DAMAGE, GRUNKLETAUR_HP,
                     HP_UP_HEAL, HP_UP_MAX, POTION_HEAL, SPIKE_DAMAGE)
from .maze import BEATS, ITEM_COUNTS, ITEM_NAMES, TOKEN, WEAPON_BASE, WEAPON_KIND, WEAPONS
from .tmxwrite import SPIKES_TILE, THING_TILES, TILE

TILESET = MAP_DIR / "grungeon_tiles.png"
TILESET_COLUMNS = 8

LOOK = CardLook(
    game="grungeon", title="Enter the Grungeon",
    frames=(("Weapon", (70, 96, 150)), ("Item", (128, 78, 150)), ("Token", (176, 136, 40)),
            ("In the maze", (64, 110, 84))),
    badges=(Badge("damage", "top_right", "shield", (200, 60, 52), (255, 244, 230),
                  word="damage"),),
    back_colour=(40, 36, 34), back_pattern=(70, 62, 56))
"""Weapons blue with their damage in a red shield, items violet, the Token gold, the marks
of the maze green."""

ITEM_WORDS = {
    "potion": f"Use it to heal {POTION_HEAL} HP, never above your max HP. Used up.",
    "hp_up": f"Use it to raise your max HP by {HP_UP_MAX}, then heal {HP_UP_HEAL} HP. Used up.",
    "teleporter": "Use it to land in a random other room; you are told its label. Used up.",
}
MAZE_MARKS = (
    ("grunkletaur", "Grunkletaur",
     f"{GRUNKLETAUR_HP} HP. Never leaves the centre room. Most turns "
     f"({round(GRUNKLETAUR_ATTACK_CHANCE * 100)}%) it hits everyone there for "
     f"{GRUNKLETAUR_DAMAGE}.", "1 in the maze"),
    ("spikes", "Spikes", f"Entering a room with spikes costs {SPIKE_DAMAGE} HP.",
     "on the map"),
    ("exit", "Exit", "A gap in the outer wall. It lets out only a player holding a Token.",
     "1 in the maze"),
    ("start", "Start corner", "Each player secretly picks one of the four corners.",
     "4 corners"),
)
"""The maze's marks as (tile key, name, what it does, how many), as the map's key shows them."""


def tile_picture(tile: int) -> tuple[str, int, int, int, int]:
    """Where the icon `tile` lies in the tileset image: (path, x, y, width, height)."""
    return (str(TILESET), (tile % TILESET_COLUMNS) * TILE, (tile // TILESET_COLUMNS) * TILE,
            TILE, TILE)


def weapon_words(weapon: str) -> str:
    """What a weapon does, in a player's words.

    >>> weapon_words("iron_axe")
    'An axe: beats lances, loses to swords. Hits everyone else in your room.'
    """
    kind = WEAPON_KIND[weapon]
    loses_to = next(k for k, beaten in BEATS.items() if beaten == kind)
    article = "An" if kind[0] in "aeiou" else "A"
    return (f"{article} {kind}: beats {BEATS[kind]}s, loses to {loses_to}s. Hits everyone "
            "else in your room.")


def sections() -> list[CardSection]:
    """The weapons, the items with the Token, and the marks of the maze, as card faces."""
    weapons = tuple({"name": ITEM_NAMES[w], "type": "Weapon", "damage": WEAPON_BASE[w],
                     "rules": weapon_words(w), "caption": "1 in the maze",
                     "picture": tile_picture(THING_TILES[w])} for w in WEAPONS)
    items = tuple({"name": ITEM_NAMES[i], "type": "Item", "rules": ITEM_WORDS[i],
                   "caption": f"{n} in the maze", "picture": tile_picture(THING_TILES[i])}
                  for i, n in ITEM_COUNTS.items())
    token = {"name": ITEM_NAMES[TOKEN], "type": "Token",
             "rules": "Earned by the biggest blow on the turn the Grunkletaur falls. Walk out "
                      "of the exit holding it to win.", "caption": "won, not found"}
    marks = tuple({"name": name, "type": "In the maze", "rules": words, "caption": count,
                   "picture": tile_picture(SPIKES_TILE if key == "spikes" else THING_TILES[key])}
                  for key, name, words, count in MAZE_MARKS)
    return [CardSection("Weapons", weapons,
                        "Iron hits for 3, steel for 5, diamond for 7. When two players clash "
                        "with different kinds, the winner hits for 1 more and the loser for "
                        "2 less."),
            CardSection("Items", items + (token,)),
            CardSection("In the maze", marks)]
