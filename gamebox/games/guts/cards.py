"""Guts of Glory cards: the pack schema, loading and checking packs, and building decks.

A pack file (``content/packs/guts/*.yaml``) may hold `cards` (card definitions) and/or
`first_game` (the rulebook's two-player starter deck). All files of the game are read
together: names must be unique across them, the first-game deck may only name known cards,
and the whole set must be able to build a deck for four seats (20 Foods and 28 Condiments
counting copies). Every problem names file, line, column and field.

The rules never read the YAML data directly in their hot loops: `CardTable` compiles it into
tuples indexed by card number.
"""
from __future__ import annotations

import difflib
from pathlib import Path

from ...engine.paths import content_roots
from ...engine.content import compiled
from ...errors import ContentError, Problem
from ...packs import (Field, FirstSeen, ListOf, Loaded, MapOf, Record, load_file, load_game_packs,
                      validate_pack_file)
from . import effects

FOOD, CONDIMENT = 0, 1
TYPE_NAMES = ("Food", "Condiment")
FOODS_PER_SEAT = 5
CONDIMENTS_PER_SEAT = 7
MAX_SEATS = 4


def _did_you_mean(word: str, options: list[str]) -> str:
    close = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _check_power(power: dict) -> list[tuple[str, str]]:
    spec = effects.VOCABULARY.get(power["effect"])
    if spec is None:  # already reported by the `choices` check
        return []
    amount = power.get("amount")
    if spec.amount is None:
        if amount is not None:
            return [("amount", f"the effect {power['effect']!r} takes no amount")]
        return []
    if amount is None:
        low, high = spec.amount
        return [("amount", f"the effect {power['effect']!r} needs an amount from {low} to {high}")]
    low, high = spec.amount
    if not low <= amount <= high or amount == 0:
        return [("amount", f"{amount} is out of range for {power['effect']!r}; "
                           f"expected {low} to {high}, not 0")]
    return []


POWER = Record("power", {
    "effect": Field(str, "An effect of the vocabulary (gamebox/games/guts/effects.py).",
                    choices=tuple(effects.VOCABULARY)),
    "amount": Field(int, "How much, for effects that take an amount.", required=False),
}, "One power of a card, as data.", check=_check_power)


def _check_card(card: dict) -> list[tuple[str, str]]:
    problems = []
    if card["type"] == "Condiment":
        if card["glory"]:
            problems.append(("glory", "a Condiment has no glory coin; glory must be 0"))
        if not card["powers"]:
            problems.append(("powers", "every Condiment has a power"))
    if card["powers"] and not card["rules"]:
        problems.append(("rules", "a card with powers needs a rules text saying what they do"))
    return problems


CARD = Record("card", {
    "name": Field(str, "The card's name, unique in the set.", pattern=r"\S.{0,39}"),
    "type": Field(str, "Food (blue, coin) or Condiment (green, no coin).",
                  choices=("Food", "Condiment")),
    "toughness": Field(int, "Chew tokens needed to swallow it.", minimum=1, maximum=6),
    "glory": Field(int, "Glory gained when it is swallowed (Foods only).", required=False,
                   default=0, minimum=0, maximum=5),
    "copies": Field(int, "How many copies the full set holds.", minimum=1, maximum=8),
    "flavour": Field(str, "A line of flavour text."),
    "rules": Field(str, "The powers in plain words.", required=False, default=""),
    "powers": Field(ListOf(POWER, max_items=3), "The card's powers as effects.",
                    required=False, default=[]),
}, "One card of the set.", check=_check_card)

FIRST_GAME = Record("first game", {
    "foods": Field(MapOf(int), "Food name -> copies in the starter deck."),
    "condiments": Field(MapOf(int), "Condiment name -> copies in the starter deck."),
    "on_top": Field(ListOf(str), "Cards put on top of the shuffled deck, in this order."),
}, "The rulebook's recommended first-game deck.")

PACK = Record("guts pack", {
    "cards": Field(ListOf(CARD), "Card definitions.", required=False, default=None),
    "first_game": Field(FIRST_GAME, "The first-game deck.", required=False, default=None),
}, "A Guts of Glory content pack.")


def load_pack(path: Path) -> Loaded:
    """Read and check one pack file on its own (schema, vocabulary, ranges)."""
    return load_file(path, PACK)


def check_packs(packs: list[Loaded]) -> list[Problem]:
    """Checks across files: unique names, first-game references, a deck for four seats.

    A pack checked only partly (`validate_file`: one with problems of its own, marked in
    `Loaded.faulty`) takes part with its values that are right; a check that needs a faulty
    value is left for the run after it is fixed (a reference to a card whose type or copies
    is wrong, the deck count while any card's name, type or copies is).
    """
    problems: list[Problem] = []
    by_name: dict[str, dict] = {}  # the cards whose name, type and copies are right
    first_seen = FirstSeen()
    unsure: set[str] = set()  # names of the cards whose type or copies is wrong
    counted = True  # every card's name, type and copies is right: the deck can be counted
    for pack in packs:
        for i, card in enumerate(pack.data.get("cards") or []):
            sound = [pack.is_sound("cards", i, key) for key in ("name", "type", "copies")]
            counted = counted and all(sound)
            if not sound[0]:
                continue
            if not first_seen.first(pack, ("cards", i, "name"), card["name"], problems):
                continue
            if all(sound):
                by_name[card["name"]] = card
            else:
                unsure.add(card["name"])
    for pack in packs:
        first = pack.data.get("first_game")
        if first and pack.is_sound("first_game"):
            problems += _check_first_game(pack, first, by_name, unsure)
    card_packs = [p for p in packs if p.data.get("cards")]
    if card_packs and counted:
        problems += _check_deck_size(card_packs, by_name)
    return problems


def _check_deck_size(card_packs: list[Loaded], by_name: dict) -> list[Problem]:
    foods = sum(c["copies"] for c in by_name.values() if c["type"] == "Food")
    conds = sum(c["copies"] for c in by_name.values() if c["type"] == "Condiment")
    need_f, need_c = FOODS_PER_SEAT * MAX_SEATS, CONDIMENTS_PER_SEAT * MAX_SEATS
    if foods >= need_f and conds >= need_c:
        return []
    files = ", ".join(p.path for p in card_packs)
    return [card_packs[0].problem(
        ("cards",), f"a deck cannot be built for four seats: the set ({files}) has "
                    f"{foods} Foods and {conds} Condiments counting copies; four seats "
                    f"need {need_f} Foods and {need_c} Condiments")]


def _check_first_game(pack: Loaded, first: dict, by_name: dict,
                      unsure: set[str]) -> list[Problem]:
    problems = []
    known = sorted(by_name.keys() | unsure)
    for group, kind in (("foods", "Food"), ("condiments", "Condiment")):
        for name, count in first[group].items():
            key = ("first_game", group, name)
            card = by_name.get(name)
            if name in unsure:
                continue  # that card's own problems come first
            if card is None:
                problems.append(pack.problem(key, f"no card called {name!r}"
                                                  f"{_did_you_mean(name, known)}"))
            elif card["type"] != kind:
                problems.append(pack.problem(key, f"{name!r} is a {card['type']}, not a {kind}"))
            elif not 1 <= count <= card["copies"]:
                problems.append(pack.problem(key, f"{count} copies asked; the set has "
                                                  f"{card['copies']}"))
    counts = {**first["foods"], **first["condiments"]}
    for i, name in enumerate(first["on_top"]):
        if first["on_top"][:i + 1].count(name) > counts.get(name, 0):
            problems.append(pack.problem(("first_game", "on_top", i),
                                         f"{name!r} is not in the first-game deck that often"))
    return problems


def combine(packs: list[Loaded]) -> dict:
    """The plain data the rules read: every card, and the first-game deck (or None)."""
    cards: list[dict] = []
    first = None
    for pack in packs:
        for card in pack.data.get("cards") or []:
            cards.append({**card, "powers": [dict(p) for p in card["powers"]]})
        if pack.data.get("first_game"):
            first = pack.data["first_game"]
    return {"cards": cards, "first_game": first}


def load_content_data(roots=None) -> tuple[dict, tuple[str, ...]]:
    """Load every pack of the game (shipped, then the user's); raise ContentError if the
    shipped set is broken (a broken pack of the user's is left out)."""
    packset = load_game_packs("guts", load_pack, roots, check=check_packs)
    return combine(packset.packs), tuple(p.path for p in packset.packs)


CARD_TABLE_HEAD = ("| Card | Type | Toughness | Glory | Copies | Power |\n"
                   "|---|---|---|---|---|---|")
"""The head of the card table (the house rules' "The cards", the Rules screen's own cards)."""


def card_rows(cards: list[dict]) -> list[str]:
    """The card table's rows: name, type, toughness, glory ("-" for a Condiment), copies and
    the rules text ("(flavour only)" for a plain Food)."""
    return [f"| {c['name']} | {c['type']} | {c['toughness']} | "
            f"{c['glory'] if c['type'] == 'Food' else '-'} | {c['copies']} | "
            f"{c['rules'] or '(flavour only)'} |" for c in cards]


def user_cards(roots=None) -> list[dict]:
    """The cards of the user's own packs that the game plays with (a pack it leaves out
    adds none), in load order."""
    roots = roots if roots is not None else content_roots()
    shipped = Path(roots[0]).resolve()
    packset = load_game_packs("guts", load_pack, roots, check=check_packs)
    return [card for pack in packset.packs if shipped not in Path(pack.path).resolve().parents
            for card in pack.data.get("cards") or []]


def validate_file(path) -> list[Problem]:
    """Problems in one pack file, checked together with the set it joins
    (`gamebox.packs.validate_pack_file`)."""
    return validate_pack_file("guts", path, PACK, check_packs)


# ---- compiled card data ------------------------------------------------------------------
class CardTable:
    """The card set as tuples indexed by card number, for fast rules code."""

    def __init__(self, data: dict):
        cards = data["cards"]
        self.names: tuple[str, ...] = tuple(c["name"] for c in cards)
        self.index = {n: i for i, n in enumerate(self.names)}
        self.kind = tuple(FOOD if c["type"] == "Food" else CONDIMENT for c in cards)
        self.toughness = tuple(c["toughness"] for c in cards)
        self.glory = tuple(c.get("glory", 0) for c in cards)
        self.copies = tuple(c["copies"] for c in cards)
        self.rules = tuple(c.get("rules", "") for c in cards)
        self.flavour = tuple(c.get("flavour", "") for c in cards)
        powers = [tuple((p["effect"], p.get("amount") or 0) for p in c.get("powers") or [])
                  for c in cards]
        self.mods = tuple(effects.card_mods(p) for p in powers)
        self.swallow = tuple(tuple(pw for pw in p if pw[0] in effects.ON_SWALLOW)
                             for p in powers)
        self.has_passive = tuple(any(pw[0] in effects.PASSIVE for pw in p) for p in powers)
        self.cloud = tuple(bool(m[effects.CLOUD]) for m in self.mods)
        """Per card: a Cloud (each opponent must chew it every turn)."""
        self.water = tuple(bool(m[effects.WATER]) for m in self.mods)
        """Per card: Water (cannot be chewed; gains a chew when its owner swallows)."""
        self.effect_names = tuple(tuple(pw[0] for pw in p) for p in powers)
        self.first_game = data.get("first_game")
        self.piles = tuple(tuple(c for c in range(len(cards)) if self.kind[c] == kind
                                 for _ in range(self.copies[c])) for kind in (FOOD, CONDIMENT))
        """Per kind: every copy of the set's cards of that kind, in card order (a new game's
        deck is dealt from a shuffled copy of each)."""
        self._info = self.infos = tuple(self._make_info(c) for c in range(len(cards)))
        """Per card: its plain-data entry, shared by every view (read-only)."""
        self.infos_or_none = self.infos + (None,)
        """`infos` with None at index -1, where the rules' lists mark an empty place."""
        self._in_mouth: dict[tuple, dict] = {}
        self._mouth_mods: dict[tuple, tuple] = {}
        self.changes: dict[tuple, tuple] = {}
        """`mouth_change` results by its arguments (hot code looks here before calling it)."""

    def mouth_mods(self, cards: tuple) -> tuple:
        """The modifier vector of a mouth holding `cards` (its cards with in-mouth powers,
        sorted), memoised: the sets are few (about a thousand after a thousand random games;
        never more than the multisets of seven power cards)."""
        mods = self._mouth_mods.get(cards)
        if mods is None:
            mods = self._mouth_mods[cards] = effects.mouth_mods(self.mods[c] for c in cards)
        return mods

    def mouth_change(self, powers: tuple, card: int, entering: bool) -> tuple:
        """A mouth's in-mouth powers after `card` (which has some) enters or leaves it, with
        their modifier vector: ``(powers, mods)``, memoised like `mouth_mods`."""
        key = (powers, card, entering)
        change = self.changes.get(key)
        if change is None:
            if entering:
                after = tuple(sorted(powers + (card,)))
            else:
                rest = list(powers)
                rest.remove(card)
                after = tuple(rest)
            change = self.changes[key] = (after, self.mouth_mods(after))
        return change

    def __len__(self) -> int:
        return len(self.names)

    def card_info(self, card: int) -> dict:
        """A card as plain data for views and the scene (a fresh dict each call)."""
        return dict(self._info[card])

    def shared_info(self, card: int, chews: int = -1, glory_cards: int = 0) -> dict:
        """A card as plain data, shared between views (read-only): with `chews` >= 0 it is
        the card sitting in a mouth, with its chews and attached glory cards."""
        if chews < 0:
            return self._info[card]
        key = (card, chews, glory_cards)
        info = self._in_mouth.get(key)
        if info is None:
            info = self._in_mouth[key] = {**self._info[card], "chews": chews,
                                          "glory_cards": glory_cards}
        return info

    def mouth_infos(self, mouth: list, chews: list, gcards: list, base: int,
                    positions: tuple) -> list:
        """A mouth's seven slots as `shared_info` entries (None where empty): `positions`
        are the occupied ones, read at `base` in the state's flat lists."""
        slots: list = [None] * 7  # a mouth's seven positions (board.NSLOT)
        cache = self._in_mouth
        for x in positions:
            i = base + x
            key = (mouth[i], chews[i], gcards[i])
            info = cache.get(key)
            slots[x] = self.shared_info(*key) if info is None else info
        return slots

    def _make_info(self, card: int) -> dict:
        return {"name": self.names[card], "type": TYPE_NAMES[self.kind[card]],
                "toughness": self.toughness[card], "glory": self.glory[card],
                "rules": self.rules[card], "flavour": self.flavour[card],
                "powers": list(self.effect_names[card])}


def table_of(content) -> CardTable:
    """The compiled table of a `Content` (made once per digest: states share one)."""
    return compiled(content, CardTable)


def build_deck(table: CardTable, seats: int, rng) -> list[int]:
    """A game deck: 5 Foods and 7 Condiments per seat from the whole set.

    Each pile is shuffled on its own, the cards for the game are dealt from each, and those
    are shuffled together; the rest leave play. The top of the deck is the end of the list.
    """
    foods = list(table.piles[FOOD])
    conds = list(table.piles[CONDIMENT])
    rng.shuffle(foods)
    rng.shuffle(conds)
    deck = foods[:FOODS_PER_SEAT * seats] + conds[:CONDIMENTS_PER_SEAT * seats]
    rng.shuffle(deck)
    return deck


def build_first_game_deck(table: CardTable, rng) -> list[int]:
    """The rulebook's first-game deck, shuffled, with its `on_top` cards on top in order."""
    first = table.first_game
    if not first:
        raise ContentError([Problem("content/packs/guts", 0, 0,
                                    "no pack holds a first_game deck", "first_game")])
    cards = [table.index[name] for group in ("foods", "condiments")
             for name, count in first[group].items() for _ in range(count)]
    top = [table.index[name] for name in first["on_top"]]
    for card in top:
        cards.remove(card)
    rng.shuffle(cards)
    # the end of the list is the top of the deck: the first `on_top` name is drawn first
    return cards + top[::-1]
