"""A game's card look, as data: which face fields the card widgets draw, where, in which colours.

The table kit draws every game's cards with one painter (`gamebox.ui.card`); what differs
between games is written down here, in small frozen values a game's scene module builds once:

- `CardLook.frame_field` names the face field whose value picks the frame colour
  (Guts: ``type``, Food blue and Condiment green);
- `Badge` s put a field's value in a corner shape (Guts: toughness in a black chew at the top
  right, glory in a gold coin at the top left, for Foods only);
- `MarkStyle` s say how the counters lying on a piece (`Piece.marks`) are drawn (chews as dark
  tokens, attached glory cards as a gold "+N");
- `rules_field` and `flavour_field` name the texts, `icon_field` a list of words shown as
  small glyphs (a power's timing), `art_field` an image of the pack, `art_painter` a game's
  own art drawn by code from `art_fields` (else a pattern drawn from the name fills the art
  window).

Looks hold tuples, not dicts, so they hash: the painter's cache is keyed by the look itself.
No pygame here beyond plain RGB tuples.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

RGB = tuple[int, int, int]

CORNERS = ("top_left", "top_right", "bottom_left", "bottom_right")
BADGE_SHAPES = ("circle", "coin", "square", "shield")


@dataclass(frozen=True, slots=True)
class Badge:
    """One face field shown in a shape at a corner of the card.

    >>> Badge("glory", "top_left", when=("type", "Food")).shows({"type": "Food", "glory": 2})
    '2'
    """

    field: str
    """The face field whose value is written in it (``toughness``)."""
    corner: str = "top_right"
    """One of `CORNERS`."""
    shape: str = "circle"
    """One of `BADGE_SHAPES`: ``circle`` (a plain disc), ``coin`` (a disc with a rim),
    ``square`` (a rounded box, a cost) or ``shield`` (a defence)."""
    fill: RGB = (24, 20, 20)
    ink: RGB = (246, 234, 216)
    """The colour of the number."""
    word: str = ""
    """What the inspector calls it (``toughness``); the field's name when empty."""
    when: tuple[str, Any] | None = None
    """``(field, value)``: shown only on faces where that field has that value (a Food's
    glory); None: on every face that has the field."""

    def __post_init__(self) -> None:
        if self.corner not in CORNERS:
            raise ValueError(f"badge {self.field!r}: corner must be one of {CORNERS}")
        if self.shape not in BADGE_SHAPES:
            raise ValueError(f"badge {self.field!r}: shape must be one of {BADGE_SHAPES}")

    def shows(self, face: Mapping[str, Any]) -> str | None:
        """The text this badge writes on `face`, or None when it is not on that face."""
        if self.when is not None and face.get(self.when[0]) != self.when[1]:
            return None
        value = face.get(self.field)
        if value is None or value == "":
            return None
        return str(value)

    @property
    def label(self) -> str:
        return self.word or self.field.replace("_", " ")


@dataclass(frozen=True, slots=True)
class MarkStyle:
    """How one kind of counter lying on a piece (a key of `Piece.marks`) is drawn."""

    key: str
    """The key in `Piece.marks` (``chews``)."""
    fill: RGB = (24, 20, 20)
    ring: RGB = (250, 238, 214)
    """A light ring round each token, so a dark token shows on any frame colour."""
    style: str = "tokens"
    """``tokens``: one small disc per counter (a count beside one disc when they do not fit);
    ``count``: a ``+N`` in `fill` at the card's bottom right (cards attached under it)."""
    word: str = ""
    """What the inspector calls it (``chewed``); the key when empty."""

    @property
    def label(self) -> str:
        return self.word or self.key.replace("_", " ")


DEFAULT_FRAME: RGB = (110, 96, 86)


@dataclass(frozen=True, slots=True)
class CardLook:
    """How one game's cards look. Build it once (a module constant of the game's scene).

    >>> look = CardLook("demo", frames=(("Food", (58, 104, 176)),))
    >>> look.frame_colour({"type": "Food"}), look.frame_colour({"type": "Rock"})
    ((58, 104, 176), (110, 96, 86))
    """

    game: str
    """The game's id; also what tells two looks apart in the face cache."""
    title: str = ""
    """Written on the card back (``Guts of Glory``); nothing when empty."""
    name_field: str = "name"
    frame_field: str = "type"
    """The face field whose value picks the frame colour."""
    frames: tuple[tuple[Any, RGB], ...] = ()
    """``(value, colour)`` pairs for `frame_field`; other values get `default_frame`."""
    default_frame: RGB = DEFAULT_FRAME
    type_line: bool = True
    """Write the `frame_field` value as a type line under the art (``Food``)."""
    badges: tuple[Badge, ...] = ()
    rules_field: str = "rules"
    flavour_field: str = "flavour"
    icon_field: str = ""
    """A face field holding a list of words (a card's powers); each word listed in `icons`
    is shown as a small glyph on the card."""
    icons: tuple[tuple[str, str], ...] = ()
    """``(word, glyph)`` pairs: the glyph (a letter or two) drawn for that word."""
    icon_words: tuple[tuple[str, str], ...] = ()
    """``(glyph, meaning)`` pairs the inspector spells out (``M``: ``in mouth``)."""
    marks: tuple[MarkStyle, ...] = ()
    art_field: str = ""
    """A face field naming an image file of the pack (under `art_folder`); empty: no art."""
    art_folder: str = ""
    art_painter: Callable[..., None] | None = None
    """A game's own art drawn by code (a module-level function, so the look still hashes):
    ``art_painter(surface, rect, face, frame_rgb)`` paints inside `rect`, the art window of
    a full card and, on a compact card or a thumbnail, the room left under its name when its
    rules are not written there (a Threat's symbols stay big on a card in a hand). An image
    named by `art_field` that loads wins over it."""
    art_fields: tuple[str, ...] = ()
    """The face fields `art_painter` reads: they key the face cache with the others."""
    keyword: Callable[[Mapping[str, Any]], str] | None = None
    """A card's power in a word or two (``Spew``, ``Glory +2``), a module-level function of
    the face: what a card too small for its rules at a readable size writes instead, large,
    under its name (the inspector has the whole text). None: such a card shows its art."""
    keyword_share: float = 0.0
    """The keyword's size as a share of the card's width; 0: the kit's
    (`card.KEYWORD_SHARE`, 0.13). A look whose keywords are short may write them larger."""
    chip_badges: tuple[str, ...] | None = None
    """The badges (by field) a card drawn as a chip (`gamebox.ui.card_chip`) shows at its
    ends; None: all of them. A badge that says little at a glance (a card's number) leaves
    the chip's room to its words."""
    back_colour: RGB = (92, 60, 48)
    back_pattern: RGB = (120, 82, 64)
    edge: RGB = (235, 225, 210)
    """The thin light line round a face."""
    text_box: RGB = (244, 236, 220)
    """The parchment under the rules text of a large card."""
    text_ink: RGB = (40, 30, 26)

    def frame_colour(self, face: Mapping[str, Any]) -> RGB:
        value = face.get(self.frame_field)
        for key, colour in self.frames:
            if key == value:
                return colour
        return self.default_frame

    def glyphs(self, face: Mapping[str, Any]) -> str:
        """The icon glyphs of `face`, in the order `icons` lists them, each once."""
        if not self.icon_field:
            return ""
        words = face.get(self.icon_field) or ()
        if isinstance(words, str):
            words = (words,)
        shown = []
        for word, glyph in self.icons:
            if word in words and glyph not in shown:
                shown.append(glyph)
        return "".join(shown)

    def mark_style(self, key: str) -> MarkStyle:
        for style in self.marks:
            if style.key == key:
                return style
        return MarkStyle(key, fill=(90, 90, 96))

    def content_key(self, face: Mapping[str, Any]) -> tuple:
        """What of `face` this look draws, as a hashable value (the face cache's key): two
        faces with the same key draw the same pixels."""
        fields = [self.name_field, self.frame_field, self.rules_field, self.flavour_field,
                  *(b.field for b in self.badges)]
        if self.when_fields:
            fields += self.when_fields
        key = [_frozen(face.get(f)) for f in fields]
        if self.icon_field:
            key.append(self.glyphs(face))
        if self.art_field:
            key.append(face.get(self.art_field))
        for field in self.art_fields:
            key.append(_frozen(face.get(field)))
        if self.keyword is not None:
            key.append(self.keyword(face))
        return tuple(key)

    @property
    def when_fields(self) -> list[str]:
        return [b.when[0] for b in self.badges if b.when is not None]


def _frozen(value: Any) -> Any:
    """`value` as something hashable (a list of powers becomes a tuple)."""
    kind = type(value)
    if kind is str or kind is int or value is None:  # (most fields: the quick way out)
        return value
    if kind is list or kind is tuple:
        return tuple(_frozen(v) for v in value)
    if isinstance(value, Mapping):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    return value
