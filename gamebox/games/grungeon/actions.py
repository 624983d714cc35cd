"""Every decision of the Grungeon as a shared Action value, built once: the rules list them,
the bots and the search's rollouts choose among them (and need not import the rules)."""
from __future__ import annotations

from ...engine.protocol import Action
from .maze import CORNERS, DIRS, USABLE, WEAPONS

READY = Action("ready")
COMMIT = Action("commit")
CLEAR = Action("clear")
TIMEOUT = Action("timeout")
ATTACK = {w: Action("attack", (w,)) for w in WEAPONS}
USE = {i: Action("use", (i,)) for i in USABLE}
MOVE = {d: Action("move", (d,)) for d in DIRS}
CORNER = {c: Action("corner", (c,)) for c in CORNERS}
MOVES = [MOVE[d] for d in DIRS]
