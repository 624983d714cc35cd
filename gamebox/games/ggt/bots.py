"""Grunt, Growl and Tear bots, choosing from the same legal actions as everyone.

- easy: any legal action at random, except that it ends its turn only when nothing else
  is left one time in three (a bot that ends every turn at once never fights);
- normal: enters at any valid start space, closes in on the nearest Monster on foot (round
  the trees: `terrain_steps`, by the way free now when there is one: `open_steps`), heaves
  objects out of its path into side pockets, turns to face its foe, attacks what stands in
  its front hexes (shoots when it can), heals when its pool runs low, escapes by its best
  attribute when held, attaches limbs it stands on, plays royal cards in combat and keeps
  them out of Escapes and Pushes, guards its best limbs, rips the best limb off; without
  cards it neither trades ties nor lets a hold last (it steps away to rest), and it never
  rips off the last Speed when nobody else could act. With Ms. Treat's cards it plays
  the extra actions and free Turns her card gives like its own (they are in its legal
  actions), and counts her first blow still to land as that much more Strength when it
  decides whether to fight on.

A bot reads only its seat's view (its own hand, the public table) and draws chance from its
own Rng, so a seeded game with bots replays exactly.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from ...engine.bots import Bot
from ...engine.protocol import Action
from ...maps.hexgrid import HexGrid

LIMB_WORTH = {"speed": 1.3, "strength": 1.2, "smarts": 0.8, "health": 1.0}


@lru_cache(maxsize=16)
def _grid(settings: tuple) -> HexGrid:
    return HexGrid.from_settings(**dict(settings))


@lru_cache(maxsize=16)
def _near(settings: tuple) -> dict:
    """cell -> its neighbours on the map, for a grid's settings."""
    grid = _grid(settings)
    return {cell: tuple(n for n in grid.neighbours(cell) if grid.contains(n))
            for cell in grid.cells()}


@lru_cache(maxsize=16)
def _closed_cells(text: str) -> frozenset:
    """The view's closed cells (``"c,r c,r ..."``) as a set of cells."""
    return frozenset(tuple(int(v) for v in pair.split(",")) for pair in text.split())


def grid_of(view: dict) -> HexGrid:
    return _grid(tuple(sorted(view["grid"].items())))


WHOLE = 10 ** 6
"""How far a search that covered every reachable cell is whole (`walk_steps`)."""


def walk_steps(near: dict, closed, goal, start=None) -> tuple[dict, int]:
    """Steps to `goal` from the cells that can reach it through cells not in `closed` (a
    search outwards from the goal, which counts even when closed: a Monster stands there),
    and how far the answer is whole: every cell that many steps away or nearer is in it.

    With `start`, the search stops one ring past `start` (its neighbours are all the bot
    asks about); without, or when `start` cannot reach the goal, it covers everything."""
    found = {goal: 0}
    frontier = [goal]
    d = 0
    stop = None
    while frontier:
        if stop is not None and d >= stop:
            return found, d
        nxt = []
        d += 1
        for cell in frontier:
            for n in near.get(cell, ()):
                if n not in found and n not in closed:
                    found[n] = d
                    nxt.append(n)
        frontier = nxt
        if stop is None and start in found:
            stop = found[start] + 1
    return found, WHOLE


_TERRAIN: dict = {}
_OPEN: dict = {}


def terrain_steps(view: dict, goal) -> dict:
    """Steps to `goal` round the map's trees and walls, whatever stands or lies on the way
    (Monsters move, objects can be pushed): the walk distance a bot measures foes by. Kept
    per map and goal for every game on that map (the terrain never changes)."""
    key = (view["closed"], view["arena"], goal)
    found = _TERRAIN.get(key)
    if found is None:
        if len(_TERRAIN) > 4096:
            _TERRAIN.clear()
        found = _TERRAIN[key] = walk_steps(_near(tuple(sorted(view["grid"].items()))),
                                           _closed_cells(view["closed"]), goal)[0]
    return found


def open_steps(view: dict, goal, seat: int, start, things=None) -> dict:
    """Steps to `goal` over cells free now: no terrain, object or other Monster than
    `seat`'s own in the way (`things`: the objects' cells, if not where the view has them),
    for `start` (the Monster's cell) and its neighbours at least. Kept while the pieces stay
    where they are, so a Monster walking a path searches once."""
    if things is None:
        things = tuple(tuple(t["cell"]) for t in view["things"])
    others = tuple(tuple(m["cell"]) for s, m in enumerate(view["monsters"])
                   if s != seat and m["alive"] and m["cell"] is not None)
    key = (view["closed"], view["arena"], goal, things, others)
    kept = _OPEN.get(key)
    if kept is not None and (kept[1] == WHOLE or kept[0].get(start, WHOLE) < kept[1]):
        return kept[0]
    if len(_OPEN) > 2048:
        _OPEN.clear()
    closed = _closed_cells(view["closed"]).union(things, others)
    kept = _OPEN[key] = walk_steps(_near(tuple(sorted(view["grid"].items()))), closed, goal,
                                   start)
    return kept[0]


def limb_value(face: dict) -> float:
    """How much a limb is worth to a Monster that has it."""
    value = sum(LIMB_WORTH[k] * face.get(k, 0) for k in LIMB_WORTH)
    return value + 1.5 * len(face.get("abilities", ()))


def card_strength(face: dict) -> int:
    """A card's worth in a Test: royals above every number."""
    return 10 + face["royal"] if face.get("royal") else face.get("value", 0)


class GgtBot(Bot):
    """The easy and normal bots (see the module's docstring)."""

    def choose_unseen(self, legal: Sequence[Action]) -> Action | None:
        if len(legal) == 1:
            return legal[0]
        if self.level == "easy":
            return self._easy(legal)
        return None

    def _easy(self, legal: Sequence[Action]) -> Action:
        choice = self.rng.choice(legal)
        if choice.kind in ("end", "stop", "refuse") and len(legal) > 1 \
                and self.rng.randbelow(3):
            others = [a for a in legal if a.kind != choice.kind]
            choice = self.rng.choice(others)
        return choice

    def choose(self, view: dict, legal: Sequence[Action]) -> Action:
        if self.level == "easy":
            return self._easy(legal)
        kind = legal[0].kind
        kinds = {a.kind for a in legal}
        me = view["monsters"][self.seat]
        if kind == "choose":
            return self.rng.choice(legal)
        if kind == "place":
            # any valid start space: nearest the middle set the first two Monsters (the
            # most Smarts) side by side, and the last came in late on the winner
            return self.rng.choice(legal)
        if kinds <= {"let", "refuse"}:
            return Action("refuse")
        if kinds & {"play", "blind", "yield"}:
            return self._card(view, legal, me)
        if kind == "mend":
            room = max(a.args[0] for a in legal)
            low = me["pool"] * 2 <= me["stats"]["health"]
            return Action("mend", (room if low else 0,))
        if kinds <= {"press", "stop"}:
            return Action("press") if self._keep_fighting(view, me) else Action("stop")
        if kinds & {"guard", "bare"}:
            return self._guard(view, legal, me)
        if kind == "rip":
            return self._rip(view, legal)
        if kind == "drop":
            return self._drop(view, legal)
        if kinds & {"shove", "leave"}:
            shoves = [a for a in legal if a.kind == "shove"]
            if not shoves:
                return legal[0]
            return self._shove(view, shoves, me)
        return self._turn(view, legal, me)

    # ---- cards --------------------------------------------------------------------------
    def _card(self, view: dict, legal: Sequence[Action], me: dict) -> Action:
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return Action("blind") if Action("blind") in legal and me["pool"] > 3 \
                else Action("yield")
        faces = dict(zip(view["hand_cards"], view["hand"]))
        test = view["test"]
        ranked = sorted(plays, key=lambda a: (card_strength(faces[a.args[0]]), a.args[0]))
        numbers = [a for a in ranked if not faces[a.args[0]].get("royal")]
        if test["kind"] == "combat":
            return ranked[-1]  # the best card: a royal wins the clash outright
        # an Escape or a Push: the best number, keeping royals for the fights
        return numbers[-1] if numbers else ranked[0]

    def _keep_fighting(self, view: dict, me: dict) -> bool:
        combat = view["combat"]
        other = combat["defender"] if combat["attacker"] == self.seat else combat["attacker"]
        them = view["monsters"][other]
        if not view["hand"] or me["pool"] <= 2:
            return False
        # Ms. Treat's first blow still to land makes the next win hit that much harder
        edge = me["stats"]["strength"] - them["stats"]["strength"] + self._blow_ready(view)
        return edge >= 0 or them["pool"] <= 3 or (combat["ranged"]
                                                  and combat["attacker"] == self.seat)

    def _blow_ready(self, view: dict) -> int:
        """The damage this seat's Ms. Treat card (``treats`` in the view) adds to its first
        won clash this round, while that clash is still to come; else 0."""
        treats = view.get("treats")
        card = treats[self.seat] if treats else None
        if not card or card["blow_used"]:
            return 0
        return card["effects"].get("first_blow", 0)

    def _guard(self, view: dict, legal: Sequence[Action], me: dict) -> Action:
        guards = [a for a in legal if a.kind == "guard"]
        if not guards or me["power"] < 2:
            return Action("bare")
        return max(guards, key=lambda a: (limb_value(me["spots"][a.args[0]]["limb"]),
                                          -a.args[0]))

    def _rip(self, view: dict, legal: Sequence[Action]) -> Action:
        """The victim's best limb; but not the last of its Speed when no other Monster
        standing has any (nobody could act again: the game would end unwon)."""
        monsters = view["monsters"]
        victim_seat = view["combat"]["victim"]
        victim = monsters[victim_seat]
        still = all(m["stats"]["speed"] <= 0 for s, m in enumerate(monsters)
                    if s != victim_seat and m["alive"])

        def worth(a: Action) -> tuple:
            limb = victim["spots"][a.args[0]]["limb"]
            stalls = still and victim["stats"]["speed"] - limb.get("speed", 0) <= 0
            return (not stalls, limb_value(limb), -a.args[0])

        return max(legal, key=worth)

    def _drop(self, view: dict, legal: Sequence[Action]) -> Action:
        """A torn limb of its own lands where it can reach it first; another Monster's
        limb lands as near to it as the rules allow."""
        grid = grid_of(view)
        me = view["monsters"][self.seat]
        here = tuple(me["cell"])
        return min(legal, key=lambda a: (grid.distance(here, a.args), a.args))

    # ---- the turn -----------------------------------------------------------------------
    def _turn(self, view: dict, legal: Sequence[Action], me: dict) -> Action:
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        monsters = view["monsters"]
        hand = view["hand"]
        heals = by_kind.get("heal")
        if heals and me["pool"] * 2 <= me["stats"]["health"]:
            return max(heals, key=lambda a: a.args[0])
        if "attach" in by_kind:
            return max(by_kind["attach"], key=lambda a: (self._attach_gain(view, me, a),
                                                         a.args))
        if "shoot" in by_kind and (hand or me["pool"] > 3):
            return min(by_kind["shoot"], key=lambda a: (monsters[a.args[0]]["pool"], a.args))
        # without cards an attack is worth it when Health can pay for the top card or the
        # bare Strength wins; two cardless Monsters of equal Strength only trade ties
        mine = me["stats"]["strength"]
        attacks = [a for a in by_kind.get("attack", ()) if hand or me["pool"] > 3
                   or mine > monsters[a.args[0]]["stats"]["strength"] and me["pool"] > 2]
        if attacks:
            return min(attacks, key=lambda a: (monsters[a.args[0]]["pool"], a.args))
        grid = grid_of(view)
        here, facing = tuple(me["cell"]), me["facing"]
        foes = [s for s, m in enumerate(monsters) if s != self.seat and m["alive"]
                and m["cell"] is not None]
        if not foes:
            return by_kind.get("end", legal)[0]
        # the nearest foe on foot (round the trees), not as the crow flies
        far = 10 ** 6
        walks = {s: terrain_steps(view, tuple(monsters[s]["cell"])) for s in foes}
        target = min(foes, key=lambda s: (walks[s].get(here, far),
                                          grid.distance(here, tuple(monsters[s]["cell"])), s))
        there = tuple(monsters[target]["cell"])
        dist = grid.distance(here, there)
        walk = walks[target].get(here, far)
        held = "escape" in by_kind
        if "rest" in by_kind and not held and (not hand or walk > 3
                                               and len(hand) < me["stats"]["smarts"]):
            return by_kind["rest"][0]
        if held and not hand and "rest" in by_kind:
            return by_kind["rest"][0]  # ask to rest: a Monster with no cards cannot fight
        if held and "turn" not in by_kind and "move" not in by_kind:
            # held by a Monster that will not let go: fight or break free, when there is a
            # card to try or the bare attributes win (two Monsters with no cards trading
            # ties would hold each other until the round limit)
            mine = me["stats"]["strength"]
            attacks = [a for a in by_kind.get("attack", ())
                       if hand or mine > monsters[a.args[0]]["stats"]["strength"]]
            if attacks and me["pool"] > 1:
                return min(attacks, key=lambda a: (monsters[a.args[0]]["pool"], a.args))
            escape = self._escape(by_kind["escape"], me, monsters)
            if hand or self._edge(escape, me, monsters) > 0:
                return escape
            return by_kind.get("end", legal)[0]
        ahead = grid.neighbour(here, facing)
        if "waive" in by_kind and not hand:
            # free of its holders with no card to fight with: step out of reach to rest
            foe_cells = [tuple(monsters[s]["cell"]) for s in foes]
            for a in by_kind.get("move", ()):
                cell = ahead if a.args[0] == "forward" else grid.neighbour(here, facing + 3)
                if all(grid.distance(cell, c) > 1 for c in foe_cells):
                    return a
        # the way round what lies on the map when there is one; else straight at it along
        # the paths, pushing objects out of the way
        steps = open_steps(view, there, self.seat, here)
        clear = here in steps
        if not clear:
            steps = walks[target]

        def to_go(cell) -> int:
            return 0 if cell == there else steps.get(cell, far)

        things = {tuple(t["cell"]): i for i, t in enumerate(view["things"])}
        taken = {tuple(m["cell"]) for m in monsters if m["alive"] and m["cell"] is not None}
        now = steps.get(here, far)
        if not clear and ahead in things and dist > 1 and to_go(ahead) < now \
                and self._has_room(view, ahead, taken, things):
            heave = Action("heave", (things[ahead],))
            if heave in by_kind.get("heave", ()):
                return heave  # an object in the way: push it aside
        best_turn = None
        for a in by_kind.get("turn", ()):
            cell = grid.neighbour(here, facing + a.args[0])
            if cell in taken and cell != there:
                continue  # facing another Monster's back gets it nowhere
            d = to_go(cell)
            key = (d, abs(a.args[0]), a.args[0])
            if best_turn is None or key < best_turn[0]:
                best_turn = (key, a)
        if dist == 1:
            if there != ahead and best_turn is not None and best_turn[0][0] == 0:
                return best_turn[1]
        else:
            forward = Action("move", ("forward",))
            if forward in by_kind.get("move", ()) and to_go(ahead) < now:
                return forward
            if best_turn is not None and best_turn[0][0] < min(to_go(ahead), now):
                return best_turn[1]
        if "rest" in by_kind and not held:
            return by_kind["rest"][0]
        if heals and me["pool"] < me["stats"]["health"] and view["turn"]["heal_free"]:
            return max(heals, key=lambda a: a.args[0])
        if "waive" in by_kind:
            return by_kind["waive"][0]
        return by_kind.get("end", legal)[0]

    @staticmethod
    def _has_room(view: dict, cell, taken: set, things: dict) -> bool:
        """Whether an object on `cell` has a vacant cell to be shoved into (heaving one
        that has none only spends cards)."""
        closed = _closed_cells(view["closed"])
        near = _near(tuple(sorted(view["grid"].items())))
        return any(n not in closed and n not in taken and n not in things
                   for n in near.get(cell, ()))

    def _shove(self, view: dict, shoves: list[Action], me: dict) -> Action:
        """Where a won Push sends its target: an object goes where it leaves the shortest
        open way to the nearest foe (into a side pocket rather than further along a path);
        a Monster goes as far from this one as it can."""
        grid = grid_of(view)
        here = tuple(me["cell"])
        pending = view["pending"]
        if pending.get("kind") != "shove_thing":
            return max(shoves, key=lambda a: (grid.distance(here, a.args), a.args))
        monsters = view["monsters"]
        foes = [tuple(m["cell"]) for s, m in enumerate(monsters) if s != self.seat
                and m["alive"] and m["cell"] is not None]
        if not foes:
            return shoves[0]
        goal = min(foes, key=lambda c: (terrain_steps(view, c).get(here, 10 ** 6), c))
        cells = [tuple(t["cell"]) for t in view["things"]]
        moved = pending["target"]

        def way_left(a: Action) -> tuple:
            things = tuple(cell if i != moved else tuple(a.args)
                           for i, cell in enumerate(cells))
            steps = open_steps(view, goal, self.seat, here, things)
            return (steps.get(here, 10 ** 6), -grid.distance(here, a.args), a.args)

        return min(shoves, key=way_left)

    @staticmethod
    def _edge(escape: Action, me: dict, monsters: list) -> int:
        """How far the escaping Monster's attribute beats the holder's."""
        return me["stats"][escape.args[1]] - monsters[escape.args[0]]["stats"][escape.args[1]]

    def _escape(self, escapes: list[Action], me: dict, monsters: list) -> Action:
        return max(escapes, key=lambda a: (self._edge(a, me, monsters), a.args[1]))

    def _attach_gain(self, view: dict, me: dict, action: Action) -> float:
        limb = next(lb for lb in view["limbs"] if lb["limb"] == action.args[0])
        old = me["spots"][action.args[1]]["limb"]
        return limb_value(limb) - (limb_value(old) + 1 if old else 0)
