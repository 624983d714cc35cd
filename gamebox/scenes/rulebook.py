"""The original rulebook as reading text, for the rules screen's last page (developers').

The rulebooks are plain text or Markdown with their pictures lost and, for the Grungeon, some
characters mis-decoded; these helpers put them back into words the box's font can draw. No
pygame here.
"""
from __future__ import annotations

import re

from ..engine.protocol import Game
from .rules_content import LIST_ITEM, markdown_blocks, plain_marks

MOJIBAKE = {"\u03b2\u20ac\u201d": "\u2014", "\u03b2\u20ac\u201c": "\u2013",
            "\u03b2\u20ac\u2122": "\u2019", "\u03b2\u20ac\u0153": "\u201c",
            "\u03b2\u20ac\u009d": "\u201d",
            "\u03c0\u0178\u201c\u2018": "[Broken Teleporter]",  # its picture, garbled
            "\u03c0\u0178\u201c\u0152": "[Spikes]",  # the spikes' picture, garbled
            "\u0392\u00a0": " "}  # a no-break space ("is\u0392\u00a0a")
"""Characters the Grungeon rulebook lost in a bad re-encoding (UTF-8 read as Greek Windows
text: dashes, quotes, a space and two pictures), put back for reading; the two pictures go
straight to their words (see `ICONS`)."""

ICONS = {"\U0001f361": "[Potion]", "\U0001f362": "[HP Up]"}
"""The pictures of the Grungeon rulebook's two healing items, as words: the box's font has no
picture characters (they drew as empty boxes)."""
_SHORTCODE = re.compile(r"(?<![\w:]):([a-z]+(?:_[a-z]+)+):(?![\w:])")
"""A chat picture's short name (the Grungeon rulebook's ":iron_axe:", from Discord)."""


def drawable(text: str) -> str:
    """`text` with the rulebooks' mis-decoded characters put back (`MOJIBAKE`) and their
    pictures written as words in brackets (`ICONS`; a short name like ":iron_axe:" reads
    "[Iron Axe]"), so the box's font can draw every character.

    >>> drawable("\U0001f361 Potion \u03b2\u20ac\u201d heal. :steel_lance: Steel Lance")
    '[Potion] Potion \u2014 heal. [Steel Lance] Steel Lance'
    """
    for table in (MOJIBAKE, ICONS):
        for bad, good in table.items():
            text = text.replace(bad, good)
    return _SHORTCODE.sub(lambda m: "[" + m.group(1).replace("_", " ").title() + "]", text)


def readable_block(block: str) -> str | None:
    """One block of `markdown_blocks` as reading text (None for a table's rule row)."""
    stripped = block.strip()
    if stripped.startswith("#"):
        return plain_marks(stripped.lstrip("#").strip()).upper()
    if stripped.startswith("|"):
        cells = [c.strip() for c in stripped.strip("|").split("|")]
        if all(set(c) <= set("-: ") for c in cells):
            return None  # the row under a table's header
        return plain_marks("  \u00b7  ".join(c for c in cells if c))
    item = LIST_ITEM.match(block)
    if item:
        # numbered steps keep their numbers: the rules refer to them ("see step 5")
        marker = item.group(2) if item.group(2)[0].isdigit() else "\u2022"
        return item.group(1) + marker + " " + plain_marks(block[item.end():].strip())
    return plain_marks(stripped)


def readable_markdown(text: str) -> str:
    """Markdown (a rulebook written in it) as plain reading text: headings in
    capitals (drawn as headings), hard-wrapped paragraphs and list items joined so they wrap
    to the window, list bullets, table rows as cells with dots between, no marks."""
    out: list[str] = []
    fenced = False
    for block in markdown_blocks(text):
        if block.startswith("```"):
            fenced = not fenced
        elif fenced:
            out.append(block)
        elif (line := readable_block(block)) is not None:
            out.append(line)
    return "\n".join(out)


def rulebook_reading(game: Game, book: str) -> str:
    r"""The rulebook's text as the rules screen shows it: without the labels of its pictures
    (`Game.rulebook_captions`), with the game's notes under their headings
    (`Game.rulebook_notes`), and one blank line where the pictures left several.

    >>> class Book(Game):
    ...     rulebook_captions = frozenset({"deck"})
    ...     rulebook_notes = {"How to Spew": "(See the house rules.)"}
    >>> rulebook_reading(Book(), "Setup\n\n\ndeck\n\n\nHow to Spew\n\nVictory")
    'Setup\n\nHow to Spew\n\n(See the house rules.)\n\nVictory'
    """
    lines: list[str] = []
    for line in book.splitlines():
        if line.strip() in game.rulebook_captions:
            continue
        lines.append(plain_marks(line))
        note = game.rulebook_notes.get(line.strip())
        if note:
            lines += ["", note]
    return re.sub(r"\n\s*\n(\s*\n)+", "\n\n", "\n".join(lines)).strip()
