"""What the rules screen shows players, as data (no pygame here).

Each game ships its rules for players in ``content/rules/<id>/``, in the box's own words:

- ``how_to_play.md``: the goal, a turn and how it ends, short enough to read in two minutes;
- ``house_rules.md``: how this box plays where the rulebook is silent, for players.

Each file is a page of the rules screen: its first heading (``# How to play``) names the
page; ``##`` headings, paragraphs, ``-`` lists and ``1.`` steps follow, with ``**bold**``
marks dropped. A line of its own ``![caption](table: seed=3 moves=30 seats=3 eyes=0)`` is a
small picture of the table: a match of bots from `seed`, `moves` bot decisions in (stopping
before the game would end), with `seats` seats (the fewest the game takes by default), seen
by seat `eyes` (the public table by default), drawn by the game's own table scene.

The reasons, the tests and the history behind each house rule stay in ``docs/rules/<id>.md``
for developers; `designer_marks` finds their marks, which no player file may hold. The card
reference comes from the game itself (`Game.reference_cards`), and the original rulebook,
when it lies beside the checkout, is a last page for developers (`rules_scene`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..engine.paths import CONTENT_DIR
from ..errors import ContentError, Problem

PLAYER_RULES_DIR = CONTENT_DIR / "rules"
"""Where each game's rules for players are: ``<id>/how_to_play.md`` and ``house_rules.md``."""
PAGE_FILES = ("how_to_play.md", "house_rules.md")
"""The player files of a game, in the order the rules screen shows them."""
DESIGNER_MARKS = ("Test:", "Tests:", "How:", "Reason:", "Fills:", "Decision.", "Decided:",
                  "QA", "finding", "<!--", "`", ".py", "::", "tests/", "docs/", "content/",
                  "the issue", "rulebook version")
"""Marks of the developers' docs (a rule's tests, reasons and decisions, code, files, QA
findings, the docs' history) that a player file never holds."""

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`]+)`")
_EMPHASIS = re.compile(r"(?<![*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])")
LIST_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+")
"""The start of a Markdown list item: its indent and its bullet or number."""
_PICTURE = re.compile(r"^!\[(?P<caption>[^\]]*)\]\(table:(?P<spec>[^)]*)\)$")
_PICTURE_KEYS = ("seed", "moves", "seats", "eyes")


def plain_marks(line: str) -> str:
    """A line without Markdown's bold, italic and code marks (the reader sees words, not
    stars).

    >>> plain_marks("**Seats.** *Reason:* `map=random`, 2 * 3")
    'Seats. Reason: map=random, 2 * 3'
    """
    return _CODE.sub(r"\1", _EMPHASIS.sub(r"\1", _BOLD.sub(r"\1", line)))


def markdown_blocks(text: str) -> list[str]:
    """Markdown with each paragraph and list item on one line (the file's hard wraps joined);
    headings, table rows, blank lines and fenced blocks (fences too) stay as they are."""
    out: list[str] = []
    joinable = False
    fenced = False
    # how far the block being joined starts in: a line indented further goes on it, even
    # when it starts like a list item ("  0) plus one..." wrapped from the line above)
    indent = 0
    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        deeper = joinable and len(line) - len(line.lstrip()) > indent
        if stripped.startswith("```"):
            fenced = not fenced
            out.append(stripped)
            joinable = False
        elif fenced or not stripped or stripped.startswith(("#", "|")):
            out.append(line)
            joinable = False
        elif LIST_ITEM.match(line) and not deeper:
            out.append(line)
            joinable, indent = True, len(line) - len(line.lstrip())
        elif joinable and out:
            out[-1] += " " + stripped
        else:
            out.append(stripped)
            joinable, indent = True, 0
    return out


@dataclass(frozen=True)
class Picture:
    """A small picture of the table: a seeded match of bots, some moves in."""

    caption: str
    """What the picture shows, written under it."""
    seed: int = 1
    moves: int = 0
    """Bot decisions played before the picture is taken (fewer when the game would end)."""
    seats: int = 0
    """How many seats (0: the fewest the game takes)."""
    eyes: int | None = None
    """The seat whose view is drawn; None: the public table."""
    options: tuple[tuple[str, str], ...] = ()
    """The game's options for the match, as (key, value) text pairs (``map=random``: a
    picture of the Grungeon never shows the box's maze, which players must memorise)."""

    @classmethod
    def parse(cls, line: str) -> "Picture | None":
        """The picture a line stands for, or None when it is not a picture line; ValueError
        for a picture line with a pair that is not ``key=value``, or one of `_PICTURE_KEYS`
        whose value is not a whole number. Other keys are the game's options.

        >>> Picture.parse("![The plate](table: seed=3 moves=30 eyes=0 map=random)")
        Picture(caption='The plate', seed=3, moves=30, seats=0, eyes=0, \
options=(('map', 'random'),))
        """
        found = _PICTURE.match(line.strip())
        if found is None:
            return None
        values: dict = {}
        options = []
        for pair in found["spec"].split():
            key, _, value = pair.partition("=")
            if not key or not value:
                raise ValueError(f"a table picture takes key=value pairs, not {pair!r}")
            if key not in _PICTURE_KEYS:
                options.append((key, value))
            elif not value.isdigit():
                raise ValueError(f"a table picture's {key} is a whole number, not {value!r}")
            else:
                values[key] = int(value)
        return cls(plain_marks(found["caption"]), **values, options=tuple(options))

    def game_options(self, game) -> dict:
        """`options` as the game's checked option values, each read as the command line's
        ``--option`` reads it (ValueError for an option the game does not have, or a value
        it does not take)."""
        from ..cli import parse_options

        return game.resolve_options(parse_options(game, [f"{k}={v}" for k, v in self.options]))


@dataclass(frozen=True)
class Block:
    """One piece of a player page: a heading, a paragraph, a list item or step, a picture."""

    kind: str
    """``heading``, ``text``, ``item`` (a bullet or a numbered step) or ``picture``."""
    text: str = ""
    """The words, without Markdown marks (a picture's caption)."""
    marker: str = ""
    """An item's bullet or number (``1.``)."""
    picture: Picture | None = None
    lead: str = ""
    """The words in bold that open a paragraph or an item (``**Fill.**``), drawn in bold
    before `text`."""


@dataclass(frozen=True)
class PlayerPage:
    """One player file as a page of the rules screen."""

    title: str
    """The file's first heading (``How to play``)."""
    blocks: tuple[Block, ...]


def parse_page(markdown: str, name: str = "page") -> PlayerPage:
    """A player file as a page: its ``#`` heading as the title, then its blocks.

    >>> page = parse_page("# How to play\\n\\nEat.\\n\\n## A turn\\n\\n1. **Fill.** Top up\\n"
    ...                   "   the plate.\\n- Chew.\\n")
    >>> page.title, [(b.kind, b.marker, b.lead, b.text) for b in page.blocks]
    ('How to play', [('text', '', '', 'Eat.'), ('heading', '', '', 'A turn'), ('item', '1.', \
'Fill.', 'Top up the plate.'), ('item', '\\u2022', '', 'Chew.')])
    """
    title = ""
    blocks: list[Block] = []
    for raw in markdown_blocks(markdown):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("# ") and not title:
            title = plain_marks(line[2:].strip())
        elif line.startswith("#"):
            blocks.append(Block("heading", plain_marks(line.lstrip("#").strip())))
        elif (picture := Picture.parse(line)) is not None:
            blocks.append(Block("picture", picture.caption, picture=picture))
        elif (item := LIST_ITEM.match(raw)) is not None:
            marker = item.group(2) if item.group(2)[0].isdigit() else "\u2022"
            lead, text = _lead(raw[item.end():].strip())
            blocks.append(Block("item", text, marker, lead=lead))
        else:
            lead, text = _lead(line)
            blocks.append(Block("text", text, lead=lead))
    if not title:
        raise ValueError(f"{name} has no '# ' heading to name its page")
    return PlayerPage(title, tuple(blocks))


_LEAD = re.compile(r"^\*\*(?P<lead>[^*]+)\*\*\s*(?P<rest>.*)$")


def _lead(line: str) -> tuple[str, str]:
    """A block's opening bold words and the rest, without marks.

    >>> _lead("**Fill.** Top up the *plate*.")
    ('Fill.', 'Top up the plate.')
    >>> _lead("Plain **bold** inside.")
    ('', 'Plain bold inside.')
    """
    found = _LEAD.match(line)
    if found is None:
        return "", plain_marks(line)
    return plain_marks(found["lead"]).strip(), plain_marks(found["rest"])


def player_pages(game_id: str, folder: Path | None = None) -> list[PlayerPage]:
    """The game's player pages (`PAGE_FILES`, in order), read from ``<folder>/<game_id>/``.

    Raises `ContentError` naming the file when one is missing or not a page."""
    folder = PLAYER_RULES_DIR if folder is None else folder
    pages = []
    for name in PAGE_FILES:
        path = folder / game_id / name
        try:
            pages.append(parse_page(path.read_text(encoding="utf-8"), str(path)))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            message = getattr(exc, "strerror", None) or str(exc)
            raise ContentError([Problem(str(path), 0, 0, message)]) from exc
    return pages


def designer_marks(text: str) -> list[str]:
    """The `DESIGNER_MARKS` found in `text` (a player file must have none).

    >>> designer_marks("Spew at anyone. *Reason:* fun. *Test:* `test_spew.py`.")
    ['Test:', 'Reason:', '`', '.py']
    """
    return [mark for mark in DESIGNER_MARKS if mark in text]


def page_words(page: PlayerPage) -> str:
    """A page as plain text: its title, then each block on a line (a picture by its
    caption), as the screen shows the words."""
    lines = [page.title]
    for block in page.blocks:
        words = f"{block.lead} {block.text}".strip()
        lines.append(f"{block.marker} {words}" if block.marker else words)
    return "\n".join(lines)


def picture_match(game, picture: Picture):
    """The match a picture shows: bots at the normal level from `picture.seed`, played
    `picture.moves` decisions in, or as many as leave the game in progress (a picture shows
    a game being played, not its end)."""
    match, played = _bot_match(game, picture, picture.moves)
    if match.state.is_over():  # the same seed plays the same game: stop one move earlier
        match, _ = _bot_match(game, picture, played - 1)
    return match


def _bot_match(game, picture: Picture, moves: int):
    """A match of bots `moves` decisions in (fewer when the game ends first), and how many
    decisions were played."""
    from ..engine.match import Match, SeatSpec

    seats = min(game.max_seats, max(game.min_seats, picture.seats or game.min_seats))
    match = Match.start(game, [SeatSpec("bot", "normal") for _ in range(seats)],
                        picture.game_options(game), picture.seed)
    played = 0
    while played < moves and not match.state.is_over() and match.bot_step(single=True):
        played += 1
    return match, played
