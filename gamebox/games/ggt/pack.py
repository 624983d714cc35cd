"""Grunt, Growl and Tear packs: the schema of ``content/packs/ggt/*.yaml``, loading and checks.

A pack may hold `monsters` (torsos with limb spots and the limbs they start with),
`initiative` (the initiative cards), `ms_treat` (Ms. Treat's initiative cards, for the option
of that name: `treats.py`), `poker` (the ranks and suits of each player's deck) and
`power_tokens_per_player`. All files of the game are read together: monster ids must be
unique across them, the initiative deck, the poker deck and the token count are each given
exactly once, and there must be Monsters and initiative cards for four seats. Every problem
names file, line, column and field ("monsters[2].limbs[0].type: 'wingg' is not allowed...").

The rules read the compiled `Roster` (`roster_of`), never the YAML data in their loops.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from ...engine.content import compiled
from ...errors import ContentError, Problem
from ...packs import (Field, FirstSeen, ListOf, Loaded, Record, load_file, load_game_packs,
                      validate_pack_file)
from . import abilities, treats

GAME_ID = "ggt"
ATTRIBUTES = ("speed", "strength", "smarts", "health")
"""The four attributes, in the order the Monster Monitor lists them."""
LIMB_TYPES = ("arm", "leg", "head", "tail", "wing", "tentacle")
"""The kinds of limb (and of the spots on a torso that they fit best)."""
MIN_MONSTERS = 4
"""A four-seat game needs four different Monsters."""
MIN_INITIATIVE = 4
"""...and four initiative cards."""


def _check_ability(ability: dict) -> list[tuple[str, str]]:
    return abilities.check(ability)


ABILITY = Record("ability", {
    "effect": Field(str, "An effect of the vocabulary (gamebox/games/ggt/abilities.py).",
                    choices=tuple(abilities.VOCABULARY)),
    "range": Field(int, "How far a ranged attack reaches, in steps (ranged only).",
                   required=False),
    "amount": Field(int, "How much (free_turn, hide, grip).", required=False),
}, "One special ability of a limb, as data.", check=_check_ability)


def _attribute_fields(what: str) -> dict[str, Field]:
    return {name: Field(int, f"What the {what} adds to the Monster's {name.title()}.",
                        minimum=0, maximum=9) for name in ATTRIBUTES}


LIMB = Record("limb", {
    "name": Field(str, "The limb's name.", pattern=r"\S.{0,39}"),
    "type": Field(str, "Which kind of spot it fits best.", choices=LIMB_TYPES),
    **_attribute_fields("limb"),
    "abilities": Field(ListOf(ABILITY, max_items=2), "Its special abilities.",
                       required=False, default=[]),
}, "One limb of a Monster.")


def _check_torso(torso: dict) -> list[tuple[str, str]]:
    if torso["health"] < 1:
        return [("health", "a torso needs at least 1 Health (a Monster of no limbs is its "
                           "torso alone)")]
    return []


TORSO = Record("torso", {
    "name": Field(str, "The torso's name.", pattern=r"\S.{0,39}"),
    **_attribute_fields("torso"),
}, "The body every limb hangs on.", check=_check_torso)

LOOK = Record("look", {
    "body": Field(str, "The body shape the art tool starts from.",
                  choices=("hulk", "insect", "toad", "tortoise", "bat", "blob", "quadruped",
                           "stick")),
    "skin": Field(str, "Its main colour, #rrggbb.", pattern=r"#[0-9a-fA-F]{6}"),
    "accent": Field(str, "Its second colour, #rrggbb.", pattern=r"#[0-9a-fA-F]{6}"),
    "features": Field(ListOf(str, max_items=4), "Details drawn on top (horns, quills...).",
                      required=False, default=[]),
}, "How the Monster is drawn.")


def _check_monster(monster: dict) -> list[tuple[str, str]]:
    problems = []
    if len(monster["limbs"]) > len(monster["spots"]):
        problems.append(("limbs", f"{len(monster['limbs'])} limbs but only "
                                  f"{len(monster['spots'])} spots on the torso"))
    elif starting_spots(monster) is None:
        problems.append(("limbs", "the limbs do not fit the spots: each starting limb needs "
                                  "a spot of its own type"))
    return problems


MONSTER = Record("monster", {
    "id": Field(str, "A short unique id (options, saves).", pattern=r"[a-z][a-z0-9_]{0,23}"),
    "name": Field(str, "The Monster's name.", pattern=r"\S.{0,39}"),
    "character": Field(str, "A line of character."),
    "look": Field(LOOK, "How it is drawn."),
    "torso": Field(TORSO, "Its torso."),
    "spots": Field(ListOf(str, min_items=1, max_items=8),
                   "The limb spots on its torso, by type."),
    "limbs": Field(ListOf(LIMB, min_items=1, max_items=8), "The limbs it starts with."),
}, "One Monster.", check=_check_monster)

INITIATIVE = Record("initiative card", {
    "number": Field(int, "Its number: lower goes first.", minimum=1, maximum=20),
    "name": Field(str, "The card's name."),
    "line": Field(str, "A line of flavour."),
}, "One initiative card.")

TREAT_EFFECT = Record("effect", {
    "effect": Field(str, "An effect of Ms. Treat's vocabulary (gamebox/games/ggt/treats.py).",
                    choices=tuple(treats.VOCABULARY)),
    "amount": Field(int, "How much (every effect but no_rest takes one).", required=False),
}, "One effect of one of Ms. Treat's cards.", check=treats.check_effect)

MS_TREAT = Record("Ms. Treat card", {
    "number": Field(int, "Its number: lower goes first.", minimum=1, maximum=20),
    "name": Field(str, "The card's name.", pattern=r"\S.{0,29}"),
    "line": Field(str, "A line of flavour."),
    "effects": Field(ListOf(TREAT_EFFECT, min_items=1, max_items=2),
                     "What it does to its holder this round."),
}, "One of Ms. Treat's initiative cards (the ms_treat option).", check=treats.check_card)


def _check_rank(rank: dict) -> list[tuple[str, str]]:
    if rank["royal"]:
        if rank["value"]:
            return [("value", "a royal card has no number value (it beats every number)")]
        if not rank["damage"]:
            return [("damage", "a royal card needs the damage it deals when it wins")]
    elif not 1 <= rank["value"] <= 10:
        return [("value", "a numbered card counts 1 (Ace) to 10")]
    return []


RANK = Record("rank", {
    "symbol": Field(str, "What the card shows (A, 2 ... 10, J, Q, K).", pattern=r"\S{1,2}"),
    "value": Field(int, "What a numbered card adds to a Test.", required=False, default=0,
                   minimum=0, maximum=10),
    "royal": Field(int, "0 for a numbered card; 1 Jack, 2 Queen, 3 King: higher beats lower.",
                   required=False, default=0, minimum=0, maximum=3),
    "damage": Field(int, "Damage a winning royal card deals.", required=False, default=0,
                    minimum=0, maximum=20),
}, "One rank of the poker deck.", check=_check_rank)


def _check_poker(poker: dict) -> list[tuple[str, str]]:
    if len(poker["suits"]) * len(poker["ranks"]) != 52:
        return [("ranks", f"a poker deck has 52 cards; {len(poker['suits'])} suits of "
                          f"{len(poker['ranks'])} ranks make "
                          f"{len(poker['suits']) * len(poker['ranks'])}")]
    royals = sorted(r["royal"] for r in poker["ranks"] if r["royal"])
    if royals != [1, 2, 3]:
        return [("ranks", "the deck needs exactly one Jack (royal 1), Queen (2) and King (3)")]
    return []


POKER = Record("poker deck", {
    "suits": Field(ListOf(str, min_items=1, max_items=4), "The suits."),
    "ranks": Field(ListOf(RANK, min_items=1, max_items=13), "The ranks, lowest first."),
}, "Each player's deck.", check=_check_poker)

PACK = Record("ggt pack", {
    "monsters": Field(ListOf(MONSTER), "Monster definitions.", required=False, default=None),
    "initiative": Field(ListOf(INITIATIVE), "The initiative deck.", required=False,
                        default=None),
    "ms_treat": Field(ListOf(MS_TREAT), "Ms. Treat's initiative deck (the ms_treat option).",
                      required=False, default=None),
    "poker": Field(POKER, "Each player's poker deck.", required=False, default=None),
    "power_tokens_per_player": Field(int, "Power tokens set aside per player.",
                                     required=False, default=None, minimum=15, maximum=60),
}, "A Grunt, Growl and Tear content pack.")


def _spot_type_problems(pack: Loaded) -> list[Problem]:
    """Spots must name a limb type (a list of plain text cannot carry `choices`)."""
    problems = []
    for i, monster in enumerate(pack.data.get("monsters") or []):
        if not pack.is_sound("monsters", i, "spots"):
            continue
        for j, spot in enumerate(monster["spots"]):
            if spot not in LIMB_TYPES:
                import difflib

                close = difflib.get_close_matches(spot, LIMB_TYPES, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                problems.append(pack.problem(("monsters", i, "spots", j),
                                             f"{spot!r} is not a limb type; expected one of: "
                                             f"{', '.join(LIMB_TYPES)}{hint}"))
    return problems


def starting_spots(monster: dict) -> list[int] | None:
    """The spot each starting limb is attached to (limb order), or None when they do not fit:
    each limb takes the first free spot of its own type."""
    free = list(monster["spots"])
    taken: list[int] = []
    for limb in monster["limbs"]:
        for j, spot in enumerate(free):
            if spot == limb["type"]:
                taken.append(j)
                free[j] = None
                break
        else:
            return None
    return taken


def load_pack(path: Path) -> Loaded:
    """Read and check one pack file on its own (schema, vocabulary, ranges, spots)."""
    loaded = load_file(path, PACK)
    problems = _spot_type_problems(loaded)
    if problems:
        raise ContentError(problems)
    return loaded


def check_packs(packs: list[Loaded]) -> list[Problem]:
    """Checks across the files of the game: unique Monster ids, one initiative deck, one poker
    deck and one token count, enough Monsters and initiative cards for four seats, and unique
    initiative numbers."""
    problems: list[Problem] = []
    seen = FirstSeen("is already a Monster in")
    monsters = 0
    once: dict[str, str] = {}
    for pack in packs:
        for i, monster in enumerate(pack.data.get("monsters") or []):
            if not pack.is_sound("monsters", i, "id"):
                continue
            if seen.first(pack, ("monsters", i, "id"), monster["id"], problems):
                monsters += 1
        for key in ("initiative", "ms_treat", "poker", "power_tokens_per_player"):
            if pack.data.get(key) is None:
                continue
            if key in once:
                problems.append(pack.problem((key,), f"given twice: {once[key]} has it already"))
            else:
                once[key] = pack.path
        for key in ("initiative", "ms_treat"):
            cards = pack.data.get(key)
            if not cards or not pack.is_sound(key):
                continue
            numbers = [c["number"] for c in cards]
            for i, number in enumerate(numbers):
                if numbers.index(number) != i:
                    problems.append(pack.problem((key, i, "number"),
                                                 f"two initiative cards are numbered {number}"))
            if len(cards) < MIN_INITIATIVE:
                problems.append(pack.problem((key,),
                                             f"{len(cards)} initiative cards; four seats "
                                             f"need {MIN_INITIATIVE}"))
    if packs and all(p.is_sound() for p in packs):
        first = packs[0]
        if monsters < MIN_MONSTERS:
            problems.append(first.problem(("monsters",), f"{monsters} Monsters in the set; "
                                          f"four seats need {MIN_MONSTERS} different ones"))
        for key, what in (("initiative", "an initiative deck"), ("poker", "a poker deck"),
                          ("power_tokens_per_player", "the Power tokens per player")):
            if key not in once:
                problems.append(first.problem((), f"no pack gives {what} ({key})"))
    return problems


def combine(packs: list[Loaded]) -> dict:
    """The plain data the rules read, from checked packs."""
    data: dict = {"monsters": [], "initiative": None, "poker": None, "power_tokens": None}
    for pack in packs:
        data["monsters"] += [dict(m) for m in pack.data.get("monsters") or []]
        if pack.data.get("initiative"):
            data["initiative"] = sorted(pack.data["initiative"], key=lambda c: c["number"])
        if pack.data.get("ms_treat"):
            # (only when a pack gives it: content without it digests as before)
            data["ms_treat"] = sorted(pack.data["ms_treat"], key=lambda c: c["number"])
        if pack.data.get("poker"):
            data["poker"] = pack.data["poker"]
        if pack.data.get("power_tokens_per_player") is not None:
            data["power_tokens"] = pack.data["power_tokens_per_player"]
    return data


def load_pack_data(roots=None) -> tuple[dict, tuple[str, ...]]:
    """Every pack of the game (shipped, then the user's), combined; ContentError when the
    shipped set is broken (a broken pack of the user's is left out)."""
    packset = load_game_packs(GAME_ID, load_pack, roots, check=check_packs)
    return combine(packset.packs), tuple(p.path for p in packset.packs)


def validate_file(path) -> list[Problem]:
    """Problems in one pack file, checked together with the set it joins
    (`gamebox.packs.validate_pack_file`)."""
    return validate_pack_file(GAME_ID, path, PACK, check_packs, own_checks=_spot_type_problems)


# ---- compiled data -----------------------------------------------------------------------
@dataclass(frozen=True)
class Part:
    """One torso or limb as the rules read it."""

    name: str
    type: str
    """A limb type, or ``torso``."""
    stats: tuple[int, int, int, int]
    """Speed, Strength, Smarts, Health."""
    ranged: int = 0
    """A ranged attack's reach in steps (0: none)."""
    free_turn: int = 0
    hide: int = 0
    grip: int = 0

    def face(self) -> dict:
        """The part as plain data for views: shared by every view, never to be changed."""
        return self._face

    @cached_property
    def _face(self) -> dict:
        face = {"name": self.name, "type": self.type,
                **dict(zip(ATTRIBUTES, self.stats))}
        powers = abilities.describe(self)
        if powers:
            face["abilities"] = powers
        return face


@dataclass(frozen=True)
class MonsterDef:
    id: str
    name: str
    character: str
    look: dict
    torso: Part
    spots: tuple[str, ...]
    limbs: tuple[Part, ...]
    start_spots: tuple[int, ...]
    """The spot each starting limb is attached to."""

    def totals(self) -> tuple[int, int, int, int]:
        parts = (self.torso,) + self.limbs
        return tuple(sum(p.stats[i] for p in parts) for i in range(4))


def _part(data: dict, kind: str) -> Part:
    stats = tuple(data[a] for a in ATTRIBUTES)
    extra = abilities.compile_abilities(data.get("abilities") or [])
    return Part(data["name"], kind, stats, **extra)


@dataclass(frozen=True)
class Rank:
    symbol: str
    value: int
    royal: int
    damage: int


class Roster:
    """The content compiled for the rules: Monsters by id, the poker ranks, initiative."""

    def __init__(self, data: dict):
        self.monsters: tuple[MonsterDef, ...] = tuple(
            MonsterDef(m["id"], m["name"], m["character"], dict(m["look"]),
                       _part(m["torso"], "torso"), tuple(m["spots"]),
                       tuple(_part(limb, limb["type"]) for limb in m["limbs"]),
                       tuple(starting_spots(m) or ()))
            for m in data["monsters"])
        self.index = {m.id: i for i, m in enumerate(self.monsters)}
        poker = data["poker"]
        self.suits: tuple[str, ...] = tuple(poker["suits"])
        self.ranks: tuple[Rank, ...] = tuple(Rank(r["symbol"], r.get("value", 0),
                                                  r.get("royal", 0), r.get("damage", 0))
                                             for r in poker["ranks"])
        per_suit = len(self.ranks)
        self.deck_size = per_suit * len(self.suits)
        self.card_value = tuple(self.ranks[c % per_suit].value for c in range(self.deck_size))
        """Per card number: what a numbered card adds (0 for a royal)."""
        self.card_royal = tuple(self.ranks[c % per_suit].royal for c in range(self.deck_size))
        self.card_damage = tuple(self.ranks[c % per_suit].damage
                                 for c in range(self.deck_size))
        self.card_names = tuple(f"{self.ranks[c % per_suit].symbol} of "
                                f"{self.suits[c // per_suit]}" for c in range(self.deck_size))
        self.initiative = tuple(data["initiative"])
        self.power_tokens = data["power_tokens"]
        self.ms_treat: tuple[treats.Treat, ...] = tuple(
            treats.compile_card(c) for c in data.get("ms_treat") or ())
        """Ms. Treat's cards, lowest number first (none: content without the expansion)."""
        self.treat_by_number = {t.number: t for t in self.ms_treat}

    def card_face(self, card: int) -> dict:
        """A poker card as a seat sees it face up (shared: never to be changed)."""
        return self._card_faces[card]

    @cached_property
    def _card_faces(self) -> tuple:
        return tuple(self._make_card_face(c) for c in range(self.deck_size))

    def _make_card_face(self, card: int) -> dict:
        rank = self.ranks[card % len(self.ranks)]
        face = {"name": self.card_names[card], "symbol": rank.symbol,
                "suit": self.suits[card // len(self.ranks)]}
        if rank.royal:
            face.update(royal=rank.royal, damage=rank.damage)
        else:
            face["value"] = rank.value
        return face


def _roster(data: dict) -> Roster:
    return Roster(data["pack"])


def roster_of(content) -> Roster:
    """The compiled roster of a `Content` (made once per digest: states share one)."""
    return compiled(content, _roster)
