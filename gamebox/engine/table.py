"""Typed views: what one seat sees of the table, as named zones of pieces, and what it is asked.

These are the values the table kit draws and the bots, tests and logs read (no pygame here):

- a `Table` is one seat's view of the game: named `Zone` s (a hand, a deck, a slot row, a
  track, a token pool, a stack of pending effects, a board of cells) holding `Piece` s with
  ids and the faces that seat may see;
- a `Decision` is what a seat is being asked now: a prompt in words, whether it may pass,
  which step of a multi-step choice this is, whether its answer stays secret;
- a `Move` is a piece going from one zone to another, the one form every game's events are
  read in for animations.
- a `Status` is what a status panel shows of one seat or character (a Monster Monitor, a
  Grizzled's panel): `Stat` s, `Tokens`, lists of `Chip` s and a row of cards, put by a game
  in ``Table.facts["status"]`` under the panel's zone name.

A face-down piece's id names its place, never the card: `Piece.hidden` makes it from the
zone and the position (``deck/3``), so a card cannot be followed by its id from a deck into
a hand another seat cannot see. `check_hidden_ids` holds a table to that.

Pieces and zones are plain frozen values: a game builds them from its state in its own
module (``gamebox/games/<g>/table.py``) only when a screen, a transcript or a test asks, so
simulations never pay for them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping

ZONE_KINDS = frozenset({"pile", "hand", "row", "track", "pool", "stack", "board", "seat"})
"""What a zone is, which says how the kit lays it out:

- ``pile``:  a deck or discard; `Zone.count` says how many, the top piece may show;
- ``hand``:  a seat's cards, fanned; others see backs and a count;
- ``row``:   places in a line (a plate, a mouth's slots); `Piece.at` is the place's index and
             `Zone.size` the number of places, empty ones included;
- ``track``: spaces numbered ``0 .. size - 1`` (a glory track); `Piece.at` is the space;
- ``pool``:  tokens of a few kinds with counts (`Piece.count`);
- ``stack``: pending effects, the last one on top;
- ``board``: cells of a map; `Piece.at` is a ``(column, row)`` cell;
- ``seat``:  one seat's own area (a player board) whose pieces are its standing tokens.
"""


@dataclass(frozen=True, slots=True)
class Piece:
    """One object on the table as one seat sees it (a card, a token, a pawn, a tile).

    >>> Piece.hidden("deck", 3).id
    'deck/3'
    """

    id: str
    """Names the piece on this table; actions name it in `GameState.touches`. For a piece
    whose face this seat cannot see, the id names only its place (see `hidden`)."""
    face: Mapping[str, Any] | None = None
    """What this seat sees of it: the pack data of a card (``name``, ``type``, stats,
    ``text``), a token's kind... None when it lies face down for this seat."""
    kind: str = "card"
    """``card``, ``token``, ``pawn``, ``tile`` or ``marker``."""
    at: Any = None
    """Where in its zone it lies: a row's place, a track's space, a board's ``(col, row)``."""
    owner: int | None = None
    """The seat it belongs to, if any (its colour on screen)."""
    count: int = 1
    """How many of it (a token pool's stack), 1 for a card."""
    marks: Mapping[str, int] = field(default_factory=dict)
    """Counters lying on it (``{"chews": 2}``), drawn as small tokens."""
    label: str = ""
    """A short caption where the face says too little (a pawn's seat name)."""

    @classmethod
    def hidden(cls, zone: str, index: int, kind: str = "card", owner: int | None = None,
               at: Any = None) -> "Piece":
        """A face-down piece: its id is its place in `zone`, nothing about what it is."""
        return cls(id=f"{zone}/{index}", face=None, kind=kind, owner=owner,
                   at=index if at is None else at)

    @property
    def face_up(self) -> bool:
        return self.face is not None

    @property
    def name(self) -> str:
        """The face's name, or "" for a face-down piece."""
        return str(self.face.get("name", "")) if self.face else ""


@dataclass(frozen=True, slots=True)
class Zone:
    """A named place on the table and the pieces in it, as one seat sees it."""

    name: str
    """Unique on the table (``deck``, ``plate``, ``mouth/2``); actions name it."""
    kind: str
    """One of `ZONE_KINDS`."""
    pieces: tuple[Piece, ...] = ()
    """What lies there and is shown (a pile may list only its top; a row only its filled
    places, each with its `Piece.at`)."""
    owner: int | None = None
    """The seat whose zone it is (a hand, a mouth), None for a shared one."""
    label: str = ""
    """The caption players read (``Discard``, ``Ana's mouth``)."""
    size: int | None = None
    """A row's number of places or a track's number of spaces; None where it has no bound."""
    count: int | None = None
    """How many pieces are there in all (a deck whose cards are not listed), when it is more
    than `pieces` shows; None when `pieces` is all of it."""
    hidden: bool = False
    """Its faces are hidden from this seat (another seat's hand, a deck): drawn as backs."""

    def __post_init__(self) -> None:
        if self.kind not in ZONE_KINDS:
            raise ValueError(f"zone {self.name!r}: kind must be one of "
                             f"{', '.join(sorted(ZONE_KINDS))}, not {self.kind!r}")

    @property
    def total(self) -> int:
        """How many pieces the zone holds, shown or not."""
        return len(self.pieces) if self.count is None else self.count

    def at(self, place: Any) -> Piece | None:
        """The piece lying at `place` (a row's index, a track's space, a cell), or None."""
        for piece in self.pieces:
            if piece.at == place:
                return piece
        return None


def place_id(zone: str, place: Any) -> str:
    """The id of an empty or filled place of a zone, which an action may touch (a slot a card
    is fed into): ``mouth/2#3``, or ``board#4,5`` for a cell.

    >>> place_id("mouth/2", 3), place_id("board", (4, 5))
    ('mouth/2#3', 'board#4,5')
    """
    if isinstance(place, tuple):
        place = ",".join(str(p) for p in place)
    return f"{zone}#{place}"


@dataclass(frozen=True)
class Table:
    """One seat's typed view of the game: its zones in drawing order, and a few facts."""

    seat: int | None
    """Whose eyes (None: the public table)."""
    zones: tuple[Zone, ...]
    facts: Mapping[str, Any] = field(default_factory=dict)
    """Plain facts a banner or recap shows (``round``, ``phase``, scores by seat)."""

    def zone(self, name: str) -> Zone:
        """The zone called `name`; KeyError naming the zones there are when it is not here."""
        for zone in self.zones:
            if zone.name == name:
                return zone
        raise KeyError(f"no zone {name!r} on this table; it has "
                       f"{', '.join(z.name for z in self.zones)}")

    def find(self, piece_id: str) -> tuple[Zone, Piece] | None:
        """The zone and the piece with id `piece_id`, or None."""
        for zone in self.zones:
            for piece in zone.pieces:
                if piece.id == piece_id:
                    return zone, piece
        return None

    def pieces(self) -> Iterator[tuple[Zone, Piece]]:
        """Every piece shown, with its zone, in drawing order."""
        for zone in self.zones:
            for piece in zone.pieces:
                yield zone, piece


def check_hidden_ids(table: Table) -> None:
    """Raise AssertionError when a face-down piece's id could tell which card it is.

    A face-down piece must be named by its place alone (`Piece.hidden`): ``<zone>/<n>``,
    with no other text in it."""
    for zone, piece in table.pieces():
        if piece.face is None and piece.kind == "card":
            head, _, tail = piece.id.rpartition("/")
            if head != zone.name or not tail.isdigit():
                raise AssertionError(
                    f"face-down card {piece.id!r} in zone {zone.name!r} is not named by its "
                    f"place ({zone.name}/<n>): its id could follow it")


@dataclass(frozen=True, slots=True)
class Decision:
    """What one seat is being asked now (boardgame.io's stages are the model).

    Several seats may be asked at once: a secret commit, a response window where any seat
    may answer. The table's prompt bar, the bots, the recap, the transcripts and the tests
    read it; nothing guesses a decision from a view's keys.

    >>> Decision(0, "Feed a card from the plate", step=1, steps=2).progress
    'step 1 of 2'
    """

    seat: int
    prompt: str
    """What is asked, in a player's words (``Choose a card from the plate to feed``)."""
    kind: str = "turn"
    """``turn`` (its own move), ``commit`` (chosen in secret, revealed together),
    ``respond`` (an answer to another seat's move), ``setup`` (before play)."""
    may_pass: bool = False
    """Whether one of its legal actions declines (passes, rests, answers nothing)."""
    step: int = 1
    """Which step of a multi-step choice this is (the card, then the slot)."""
    steps: int = 1
    """How many steps that choice has in all."""
    secret: bool = False
    """Its answer is hidden from the other seats until revealed (the curtain matters)."""

    @property
    def progress(self) -> str:
        """``step 1 of 2`` for a multi-step choice, "" for a single one."""
        return f"step {self.step} of {self.steps}" if self.steps > 1 else ""


@dataclass(frozen=True, slots=True)
class Move:
    """A piece going from zone to zone, as one seat may see it: what animations fly.

    `piece` names what flies, the same through a chain of moves (a card spewed, thrown, then
    landing flies once, from where it was drawn to where it lies); `face` what the seat sees of
    it on the way (None: a back flies)."""

    piece: str
    source: str
    """The zone it leaves (a zone name or a place id), or the piece's own id: it leaves from
    where the table last drew it (a pawn on a board)."""
    target: str
    """The zone it lands in (a zone name or a place id)."""
    face: Mapping[str, Any] | None = None
    kind: str = "card"


# ---- status facts: what a status panel shows of one seat or character --------------------------
@dataclass(frozen=True, slots=True)
class Stat:
    """A tracked number on a status panel: an attribute with its marker (GGT's Speed 3), or,
    with `most`, a pool filled that far (a health pool 4 of 9, drawn as a bar).

    >>> Stat("pool/0", "Health pool", 4, most=9).full
    False
    """

    id: str
    """What actions touch when they point at it (a piece id on the table)."""
    name: str
    value: int
    most: int | None = None
    """The pool's size: the stat is drawn as a bar; None: a number in a chip."""
    short: str = ""
    """The word a narrow chip writes (``SPD``); the name when empty."""
    kind: str = ""
    """Picks its colour in the panel's look (``speed``, ``pool``)."""

    @property
    def full(self) -> bool:
        return self.most is not None and self.value >= self.most


@dataclass(frozen=True, slots=True)
class Tokens:
    """A count of tokens of one kind on a status panel (Power tokens, Speech tokens, the
    Mission Leader's token)."""

    id: str
    name: str
    """The kind's name (``Power``, ``Speech``); the words are ``×N name``, or `one` for one."""
    count: int
    kind: str = ""
    """Picks its colour in the panel's look."""
    mark: str = ""
    """A letter on the token (``S``, ``L``); with one, a single token is drawn with its count
    beside it, else a disc per token as far as they fit."""
    one: str = ""
    """The words for a single token (``Speech token``, ``Leader``); the name when empty."""


@dataclass(frozen=True, slots=True)
class Chip:
    """A small card or badge in a status panel's list: a limb on its spot, a Support tile."""

    id: str
    text: str
    """Its words (the limb's name, ``Left``); "" for a back with nothing on it."""
    tag: str = ""
    """A short word before them saying what kind of place it is (``Leg``)."""
    adds: tuple[tuple[str, int], ...] = ()
    """Numbers after the words, each with the kind that colours it (``(("speed", 1),)``)."""
    short: str = ""
    """The words when `text` does not fit (a tile's own mark, ``LL``)."""
    face_up: bool = True
    """False: drawn as a back (another seat's Support tile)."""
    alert: bool = False
    """Drawn in warning red (a limb spot torn empty)."""
    marks: int = 0
    """Tokens lying on it (Power guarding a limb), drawn as small discs."""


@dataclass(frozen=True, slots=True)
class Chips:
    """A list of small cards or badges on a status panel, under an optional caption."""

    id: str
    """The whole list answers to it (withdrawing with a Support tile drawn at random);
    "" when only its chips answer."""
    label: str
    chips: tuple[Chip, ...]
    shape: str = "rows"
    """``rows``: one chip a line, its tag, words and numbers (limb spots); ``tiles``: small
    tiles side by side, a few to a line (Support tiles)."""


@dataclass(frozen=True, slots=True)
class Status:
    """What a status panel shows of one seat or character: the facts a game's table module
    builds from the state as its seat may see it (GGT's Monster Monitor, a Grizzled's panel),
    drawn by `gamebox.ui.status_panel.draw_status`. Every id in it that an action touches is
    also a piece or zone on the table (`GameState.touches` names it)."""

    id: str
    """The panel's zone name; the whole panel answers to it."""
    title: str
    owner: int | None = None
    """The seat whose colour frames it."""
    note: str = ""
    """Facts after the title (``4 cards``, ``withdrawn``, ``R.I.P.``)."""
    active: bool = False
    """It acts now: the frame is raised and the title in the seat's colour."""
    out: bool = False
    """Out of play (a dead Monster): its picture is veiled."""
    portrait: Piece | None = None
    """A card shown at its left (a Grizzled's card); None: the game paints a picture there,
    or nothing."""
    stats: tuple[Stat, ...] = ()
    tokens: tuple[Tokens, ...] = ()
    lists: tuple[Chips, ...] = ()
    cards: Zone | None = None
    """A row of small cards under it (a Grizzled's Hard Knocks), drawn with the game's card
    look; its label is the caption, and "" pieces say so in faint words."""
    empty_cards: str = ""
    """What is written where `cards` has none (``No Hard Knock``)."""

    def ids(self) -> Iterator[str]:
        """Every id the panel may put in a hit map."""
        yield self.id
        if self.portrait is not None:
            yield self.portrait.id
        for fact in self.stats + self.tokens:
            yield fact.id
        for chips in self.lists:
            if chips.id:
                yield chips.id
            yield from (chip.id for chip in chips.chips)
        if self.cards is not None:
            yield from (piece.id for piece in self.cards.pieces)
