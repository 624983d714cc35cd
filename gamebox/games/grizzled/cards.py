"""The Grizzled's content: the pack schema, loading and checking packs, the compiled tables.

Pack files (``content/packs/grizzled/*.yaml``) may hold `grizzled` (the characters),
`threat_cards` and `hard_knocks` (the Trials), `support_tiles`, `solo_tiles` and
`speech_tokens`. All files are read together: names must be unique, every Threat and effect
must be known, and the set must build the one-shot game: at least 68 Trials (a Trials Deck
of 30 on the Peace card and a Morale Reserve of 38 on the Monument), five Grizzled for five
seats, and the Support tiles. Every problem names file, line, column and field.

The rules read the compiled `TrialTable`, tuples indexed by card number, never the YAML.
"""
from __future__ import annotations

import difflib
from pathlib import Path

from ...engine.content import compiled
from ...errors import ContentError, Problem
from ...packs import (Field, FirstSeen, ListOf, Loaded, MapOf, Record, check_file,
                      load_game_packs, validate_pack_file)
from .knocks import ATTACKS, EFFECTS, THREATS, WEATHER
from .orders import DIFFICULTIES, NEEDED, ORDER_CARD, OrderTable
from .recruits import ONE_SHOT_RECRUITS, RECRUIT_CARD, RecruitTable
from .helping import HELPING_HAND, ONE_SHOT_DRAW, HelpTable

THREAT, HARD_KNOCK = 0, 1
DECK_SIZE = 30
"""The one-shot Trials Deck (the rest of the Trials make the Morale Reserve)."""
RESERVE_SIZE = 38
TRIALS_NEEDED = DECK_SIZE + RESERVE_SIZE
MAX_SEATS = 5
TILE_KINDS = ("L", "R", "LL", "RR")
"""To the Left, To the Right, two to the left, two to the right."""
SOLO_TILES = ("Left", "Center", "Right", "None")


def _did_you_mean(word: str, options) -> str:
    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.5)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _check_threat_card(card: dict) -> list[tuple[str, str]]:
    problems = []
    threats = card["threats"]
    for t in threats:
        if t not in THREATS:
            problems.append(("threats", f"{t!r} is not a Threat; the six are "
                                        f"{', '.join(THREATS)}{_did_you_mean(t, THREATS)}"))
    if len(set(threats)) != len(threats):
        problems.append(("threats", "a Threat is named twice on one card"))
    if card["trap"] and card["luck"]:
        problems.append(("luck", "a card carries a Trap or a Luck symbol, not both"))
    return problems


THREAT_CARD = Record("threat card", {
    "threats": Field(ListOf(str, min_items=1, max_items=6),
                     "The Threats it shows: Rain, Snow, Night, Gas Mask, Shell, Whistle."),
    "trap": Field(bool, "A Trap symbol: whoever plays it draws and plays the next Trial.",
                  required=False, default=False),
    "luck": Field(bool, "A Luck symbol: in No Man's Land it cancels one Trap.",
                  required=False, default=False),
    "copies": Field(int, "How many cards of this face.", required=False, default=1,
                    minimum=1, maximum=8),
}, "Threat cards of one face.", check=_check_threat_card)


def _check_knock(card: dict) -> list[tuple[str, str]]:
    effect = EFFECTS.get(card["effect"])
    if effect is None:
        return [("effect", f"{card['effect']!r} is not a Hard Knock effect"
                           f"{_did_you_mean(card['effect'], EFFECTS)}; known: "
                           f"{', '.join(EFFECTS)}")]
    threat = card.get("threat")
    if effect.threat is None:
        if threat is not None:
            return [("threat", f"the effect {card['effect']!r} names no Threat")]
        return []
    allowed = ATTACKS if effect.threat == "attack" else WEATHER
    if threat is None:
        return [("threat", f"the effect {card['effect']!r} needs a Threat: one of "
                           f"{', '.join(sorted(allowed))}")]
    if threat not in allowed:
        return [("threat", f"{threat!r} is not {'an attack' if effect.threat == 'attack' else 'a weather'}"
                           f" Threat; expected one of {', '.join(sorted(allowed))}"
                           f"{_did_you_mean(threat, THREATS)}")]
    return []


KEYWORD_FORM = r"\S.{0,17}"
"""A Hard Knock's keyword: 1 to 18 characters, what a card in a hand writes large in two
lines at most."""


def knock_keyword(card: dict) -> str:
    """A Hard Knock's effect in two or three words: the pack's `keyword`, else the Threat a
    Phobia or a Trauma adds (``Whistle +1``), else nothing.

    >>> knock_keyword({"keyword": "No Speech"}), knock_keyword({"threat": "Whistle"})
    ('No Speech', 'Whistle +1')
    """
    if card.get("keyword"):
        return str(card["keyword"])
    if card.get("threat"):
        return f"{card['threat']} +1"
    return ""


HARD_KNOCK_CARD = Record("hard knock", {
    "name": Field(str, "The card's name, unique in the set.", pattern=r"\S.{0,39}"),
    "effect": Field(str, "Its effect, a word of gamebox/games/grizzled/knocks.py."),
    "threat": Field(str, "The Threat a Phobia (an attack) or a Trauma (a weather) adds.",
                    required=False, default=None),
    "number": Field(int, "The card number printed in the rulebook.", required=False,
                    default=None, minimum=1, maximum=400),
    "solo": Field(bool, "False: set aside in the Solo game.", required=False, default=True),
    "needs_traps": Field(bool, "True: set aside in a game without Traps.", required=False,
                         default=False),
    "text": Field(str, "What it does, in plain words."),
    "keyword": Field(str, "Its effect in two or three words (``No Speech``), written large "
                     "under its name where its text would be too small to read; a Phobia's "
                     "or a Trauma's is its Threat (``Whistle +1``) when left out.",
                     required=False, default=None, pattern=KEYWORD_FORM),
}, "One Hard Knock card.", check=_check_knock)


def _check_grizzled(entry: dict) -> list[tuple[str, str]]:
    if entry["charm"] not in THREATS:
        return [("charm", f"{entry['charm']!r} is not a Threat; the six are "
                          f"{', '.join(THREATS)}{_did_you_mean(entry['charm'], THREATS)}")]
    return []


GRIZZLED = Record("grizzled", {
    "name": Field(str, "His name.", pattern=r"\S.{0,39}"),
    "charm": Field(str, "The Threat his Good Luck Charm discards."),
    "bio": Field(str, "A few respectful lines about him."),
}, "One of the Grizzled.", check=_check_grizzled)

PACK = Record("grizzled pack", {
    "grizzled": Field(ListOf(GRIZZLED), "The Grizzled.", required=False, default=None),
    "threat_cards": Field(ListOf(THREAT_CARD), "Threat cards.", required=False, default=None),
    "hard_knocks": Field(ListOf(HARD_KNOCK_CARD), "Hard Knock cards.", required=False,
                         default=None),
    "support_tiles": Field(MapOf(int), "Support tile kind (L, R, LL, RR) -> how many.",
                           required=False, default=None),
    "solo_tiles": Field(ListOf(str, min_items=1), "The Solo Support tiles.", required=False,
                        default=None),
    "speech_tokens": Field(MapOf(int), "Player count (1-5) -> Speech tokens in play.",
                           required=False, default=None),
    "orders_of_the_day": Field(ListOf(ORDER_CARD), "Orders of the Day (see orders.py).",
                               required=False, default=None),
    "recruits": Field(ListOf(RECRUIT_CARD), "Recruits (see recruits.py).", required=False,
                      default=None),
    "helping_hands": Field(ListOf(HELPING_HAND), "Helping Hands (see helping.py).",
                           required=False, default=None),
}, "A The Grizzled content pack.")


def load_pack(path: Path) -> Loaded:
    """Read and check one pack file on its own (schema, Threats, effects)."""
    loaded, problems = check_file(path, PACK)
    problems += _own_checks(loaded)
    if problems:
        raise ContentError(problems)
    return loaded


def _own_checks(pack: Loaded) -> list[Problem]:
    """The checks of one file that the schema cannot say: tile kinds and token counts."""
    problems = []
    tiles = pack.data.get("support_tiles")
    if tiles and pack.is_sound("support_tiles"):
        for kind, count in tiles.items():
            if kind not in TILE_KINDS:
                problems.append(pack.problem(("support_tiles", kind),
                                             f"{kind!r} is not a Support tile; expected one of "
                                             f"{', '.join(TILE_KINDS)}"))
            elif count < 0:
                problems.append(pack.problem(("support_tiles", kind), "a count is 0 or more"))
    solo = pack.data.get("solo_tiles")
    if solo and pack.is_sound("solo_tiles"):
        for i, name in enumerate(solo):
            if name not in SOLO_TILES:
                problems.append(pack.problem(("solo_tiles", i),
                                             f"{name!r} is not a Solo tile; expected one of "
                                             f"{', '.join(SOLO_TILES)}"))
    tokens = pack.data.get("speech_tokens")
    if tokens and pack.is_sound("speech_tokens"):
        for key, count in tokens.items():
            if key not in ("1", "2", "3", "4", "5"):
                problems.append(pack.problem(("speech_tokens", key),
                                             f"{key!r} is not a player count from 1 to 5"))
            elif not 0 <= count <= 9:
                problems.append(pack.problem(("speech_tokens", key),
                                             f"{count} Speech tokens; expected 0 to 9"))
    return problems


def check_packs(packs: list[Loaded]) -> list[Problem]:
    """Checks across files: unique names, and a set that builds the one-shot game."""
    problems: list[Problem] = []
    seen = FirstSeen()
    trials = 0
    counted = True
    grizzled = 0
    tiles: dict[str, int] = {}
    has = {"support_tiles": False, "solo_tiles": False, "speech_tokens": False}
    order_names, recruit_names, help_names = FirstSeen(), FirstSeen(), FirstSeen()
    orders = [0, 0, 0]
    orders_counted = True
    for pack in packs:
        for i, entry in enumerate(pack.data.get("orders_of_the_day") or []):
            if not pack.is_sound("orders_of_the_day", i, "name") \
                    or not pack.is_sound("orders_of_the_day", i, "difficulty"):
                orders_counted = False
                continue
            if order_names.first(pack, ("orders_of_the_day", i, "name"), entry["name"],
                                 problems):
                orders[DIFFICULTIES.index(entry["difficulty"])] += 1
        for section, names in (("recruits", recruit_names), ("helping_hands", help_names)):
            for i, entry in enumerate(pack.data.get(section) or []):
                if pack.is_sound(section, i, "name"):
                    names.first(pack, (section, i, "name"), entry["name"], problems)
        for section in ("grizzled", "hard_knocks"):
            for i, entry in enumerate(pack.data.get(section) or []):
                if not pack.is_sound(section, i, "name"):
                    counted = False
                elif seen.first(pack, (section, i, "name"), entry["name"], problems):
                    if section == "grizzled":
                        grizzled += 1
                    else:
                        trials += 1
        for i, card in enumerate(pack.data.get("threat_cards") or []):
            if pack.is_sound("threat_cards", i, "copies"):
                trials += card["copies"]
            else:
                counted = False
        for kind, count in (pack.data.get("support_tiles") or {}).items():
            tiles[kind] = tiles.get(kind, 0) + count
        for key in has:
            has[key] = has[key] or bool(pack.data.get(key))
    first = packs[0] if packs else None
    if first is None:
        return problems
    trial_pack = next((p for p in packs if p.data.get("threat_cards")
                       or p.data.get("hard_knocks")), first)
    grizzled_pack = next((p for p in packs if p.data.get("grizzled")), first)
    if counted and trials < TRIALS_NEEDED:
        problems.append(trial_pack.problem(("threat_cards",),
                                      f"the Trials cannot build the one-shot game: the set has "
                                      f"{trials} Trial cards; a Trials Deck of {DECK_SIZE} and a "
                                      f"Morale Reserve of {RESERVE_SIZE} need {TRIALS_NEEDED}"))
    if counted and grizzled < MAX_SEATS:
        problems.append(grizzled_pack.problem(("grizzled",), f"{grizzled} Grizzled; five seats need "
                                                     f"{MAX_SEATS}"))
    order_pack = next((p for p in packs if p.data.get("orders_of_the_day")), None)
    if order_pack is not None and orders_counted:
        short = [f"{need} {d}" for d, have, need in zip(DIFFICULTIES, orders, NEEDED)
                 if have < need]
        if short:
            problems.append(order_pack.problem(
                ("orders_of_the_day",), "the Orders of the Day cannot build every one-shot "
                f"deck (Easy 4/8/0, Normal 4/4/4, Hard 2/4/6 of Easy/Normal/Hard): the set "
                f"has {orders[0]} Easy, {orders[1]} Normal, {orders[2]} Hard; it needs at "
                f"least {', '.join(short)}"))
    recruit_pack = next((p for p in packs if p.data.get("recruits")), None)
    if recruit_pack is not None and len(recruit_names) < ONE_SHOT_RECRUITS:
        problems.append(recruit_pack.problem(("recruits",), f"{len(recruit_names)} Recruits: "
                                             f"a one-shot Recruit deck needs "
                                             f"{ONE_SHOT_RECRUITS}"))
    help_pack = next((p for p in packs if p.data.get("helping_hands")), None)
    need = ONE_SHOT_DRAW * MAX_SEATS
    if help_pack is not None and len(help_names) < need:
        problems.append(help_pack.problem(("helping_hands",), f"{len(help_names)} Helping "
                                          f"Hands: five players drawing {ONE_SHOT_DRAW} each "
                                          f"need {need}"))
    for key, there in has.items():
        if not there:
            problems.append(first.problem((key,), f"no pack holds {key}"))
    if has["support_tiles"] and (tiles.get("L", 0) < MAX_SEATS or tiles.get("R", 0) < MAX_SEATS):
        tile_pack = next((p for p in packs if p.data.get("support_tiles")), first)
        problems.append(tile_pack.problem(("support_tiles",),
                                      "each of five players starts with one L and one R tile: "
                                      f"the set needs {MAX_SEATS} of each"))
    return problems


def combine(packs: list[Loaded]) -> dict:
    """The plain data the rules read (lists in load order)."""
    data: dict = {"grizzled": [], "threat_cards": [], "hard_knocks": [], "support_tiles": {},
                  "solo_tiles": [], "speech_tokens": {}, "orders_of_the_day": [], "recruits": [],
                  "helping_hands": []}
    for pack in packs:
        for key in ("grizzled", "threat_cards", "hard_knocks", "orders_of_the_day", "recruits",
                    "helping_hands"):
            data[key] += [dict(e) for e in pack.data.get(key) or []]
        for kind, count in (pack.data.get("support_tiles") or {}).items():
            data["support_tiles"][kind] = data["support_tiles"].get(kind, 0) + count
        if pack.data.get("solo_tiles"):
            data["solo_tiles"] = list(pack.data["solo_tiles"])
        if pack.data.get("speech_tokens"):
            data["speech_tokens"].update(pack.data["speech_tokens"])
    return data


def load_content_data(roots=None) -> tuple[dict, tuple[str, ...]]:
    """Load every pack of the game (shipped, then the user's); raise ContentError if the
    shipped set is broken (a broken pack of the user's is left out)."""
    packset = load_game_packs("grizzled", load_pack, roots, check=check_packs)
    return combine(packset.packs), tuple(p.path for p in packset.packs)


def validate_file(path) -> list[Problem]:
    """Problems in one pack file, checked together with the set it joins
    (`gamebox.packs.validate_pack_file`)."""
    return validate_pack_file("grizzled", path, PACK, check_packs, own_checks=_own_checks)


# ---- compiled tables -----------------------------------------------------------------------
class TrialTable:
    """The Trials, Grizzled and tiles as tuples indexed by number, for fast rules code.

    Card numbers run over the threat cards' copies in pack order, then the Hard Knocks."""

    def __init__(self, data: dict):
        from .knocks import THREATS as _T

        names, kind, mask, trap, luck, effect, text, number, solo, traps_only, words = \
            [], [], [], [], [], [], [], [], [], [], []
        for card in data["threat_cards"]:
            m = sum(1 << _T.index(t) for t in card["threats"])
            label = " + ".join(card["threats"])
            if card.get("trap"):
                label += " (Trap)"
            if card.get("luck"):
                label += " (Luck)"
            for _ in range(card.get("copies", 1)):
                names.append(label)
                kind.append(THREAT)
                mask.append(m)
                trap.append(bool(card.get("trap")))
                luck.append(bool(card.get("luck")))
                effect.append("")
                text.append("")
                words.append("")
                number.append(None)
                solo.append(True)
                traps_only.append(False)
        for card in data["hard_knocks"]:
            names.append(card["name"])
            kind.append(HARD_KNOCK)
            threat = card.get("threat")
            mask.append(1 << _T.index(threat) if threat else 0)
            trap.append(False)
            luck.append(False)
            effect.append(card["effect"])
            text.append(card["text"])
            words.append(knock_keyword(card))
            number.append(card.get("number"))
            solo.append(card.get("solo", True))
            traps_only.append(card.get("needs_traps", False))
        self.names = tuple(names)
        self.kind = tuple(kind)
        self.mask = tuple(mask)
        """Per card: its Threats as a bit mask (a Phobia's or Trauma's Threat too: a Speech
        lets a player discard one from hand)."""
        self.nml_mask = tuple(m if k == THREAT else 0 for m, k in zip(mask, kind))
        """Per card: the Threats it shows lying in No Man's Land (Threat cards only)."""
        self.trap = tuple(trap)
        self.luck = tuple(luck)
        self.effect = tuple(effect)
        self.weight = tuple(EFFECTS[e].weight if e else 0 for e in effect)
        self.text = tuple(text)
        self.keyword = tuple(words)
        """Per card: a Hard Knock's effect in two or three words (`knock_keyword`)."""
        self.number = tuple(number)
        self.solo = tuple(solo)
        self.needs_traps = tuple(traps_only)
        self.grizzled = tuple(g["name"] for g in data["grizzled"])
        self.charm = tuple(_T.index(g["charm"]) for g in data["grizzled"])
        self.bios = tuple(g["bio"] for g in data["grizzled"])
        self.tiles = dict(data["support_tiles"])
        self.solo_tiles = tuple(data["solo_tiles"])
        self.speech_tokens = {int(k): v for k, v in data["speech_tokens"].items()}
        self.orders = OrderTable(data.get("orders_of_the_day") or [])
        """The Orders of the Day (a table of their own, numbered from 0)."""
        self.recruits = RecruitTable(data.get("recruits") or [])
        self.helping = HelpTable(data.get("helping_hands") or [])
        self.faces = tuple(self._face(c) for c in range(len(names)))
        """Per card: its face as plain data, shared by every view (read-only)."""
        first: dict[str, int] = {}
        self.face_id = tuple(first.setdefault(n, c) for c, n in enumerate(names))
        """Per card: the first card with the same face (copies are one choice to a player)."""
        from ...engine.protocol import Action

        self.actions = {kind: tuple(Action(kind, (c,)) for c in range(len(names)))
                        for kind in ("play", "charm", "discard", "christmas", "shed",
                                     "recruit_play")}
        """Kind -> per card, the action naming it (made once: the rules offer them often)."""
        self._in_game: dict[tuple, tuple] = {}
        self._tile_rest: dict[int, tuple] = {}

    def tile_rest(self, players: int) -> tuple[str, ...]:
        """The Support tiles left once each of `players` has taken a To the Left and a To the
        Right: the pool the third tile is drawn from (no doubles with three players)."""
        rest = self._tile_rest.get(players)
        if rest is None:
            supply = dict(self.tiles)
            supply["L"] = supply.get("L", 0) - players
            supply["R"] = supply.get("R", 0) - players
            if players == 3:
                supply["LL"] = supply["RR"] = 0
            rest = self._tile_rest[players] = tuple(
                k for k in TILE_KINDS for _ in range(max(0, supply.get(k, 0))))
        return rest

    def in_game(self, solo: bool, traps: bool) -> tuple[int, ...]:
        """The Trials a game plays with: the Solo sets six Hard Knocks aside, a game without
        Traps sets Aggressive aside."""
        key = (solo, traps)
        cards = self._in_game.get(key)
        if cards is None:
            cards = self._in_game[key] = tuple(
                c for c in range(len(self.names))
                if (self.solo[c] or not solo) and (traps or not self.needs_traps[c]))
        return cards

    def _face(self, card: int) -> dict:
        from .knocks import BITS_OF, THREATS as _T

        face = {"name": self.names[card],
                "type": "Threat" if self.kind[card] == THREAT else "Hard Knock",
                "threats": [_T[t] for t in BITS_OF[self.mask[card]]]}
        if self.trap[card]:
            face["trap"] = True
        if self.luck[card]:
            face["luck"] = True
        if self.effect[card]:
            face["effect"] = self.effect[card]
            face["text"] = self.text[card]
            if self.keyword[card]:
                face["keyword"] = self.keyword[card]
        if self.number[card] is not None:
            face["number"] = self.number[card]
        return face

    def __len__(self) -> int:
        return len(self.names)


def table_of(content) -> TrialTable:
    """The compiled table of a `Content` (made once per digest: states share one)."""
    return compiled(content, TrialTable)
