"""The rules reference: the game's rulebook and the box's house rules, scrollable.

The house rules (``docs/rules/<id>.md``) are written for players and developers at once: each
decision names the test that checks it and the files it lives in. The screen shows players the
rules only (`for_players` says exactly what it leaves out); the file keeps everything, so the
traceability tests still find every test it names.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from ..engine.paths import DOCS_DIR, RULES_DIR
from ..engine.protocol import Game
from ..errors import ContentError
from ..ui import theme
from ..ui.text import draw_text, wrap
from ..ui.widgets import Button, panel
from .base import MenuScene

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


_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`]+)`")
_EMPHASIS = re.compile(r"(?<![*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])")
_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+")


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
        elif _ITEM.match(line) and not deeper:
            out.append(line)
            joinable, indent = True, len(line) - len(line.lstrip())
        elif joinable and out:
            out[-1] += " " + stripped
        else:
            out.append(stripped)
            joinable, indent = True, 0
    return out


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
    item = _ITEM.match(block)
    if item:
        # numbered steps keep their numbers: the rules refer to them ("see step 5")
        marker = item.group(2) if item.group(2)[0].isdigit() else "\u2022"
        return item.group(1) + marker + " " + plain_marks(block[item.end():].strip())
    return plain_marks(stripped)


def readable_markdown(text: str) -> str:
    """Markdown (the house rules) as plain reading text for the rules screen: headings in
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


_DEVELOPER_CLAUSE = re.compile(r"\*{1,2}(?:Tests?|How):\*{1,2}")
"""Where a house rule starts naming its tests (or how the code does it): by the docs'
convention this comes last in its paragraph or list item."""
_FILE_REF = re.compile(
    r"`[^`]*(?:/|::|\w\.(?:py|ya?ml|tmx|tsx|txt|md)\b)[^`]*`"  # a path, test or file in code
    r"|\b[\w.-]+/[\w./-]*\w\.(?:py|ya?ml|tmx|tsx|txt|md)\b")  # a bare path to a file
"""A reference to a source, content, test or docs file: for developers, not players."""
_LABEL = re.compile(r"\*{1,2}(Decision\.|Decided:|Fills:)\*{1,2}\s*([*`\"\u201c(]*)(\w?)")
"""One of the docs' labels for developers, with the marks and the first letter after it."""
_QUOTE_FIRST = re.compile(r"[^\"\u201c.!?]*[\"\u201c]")
"""Text whose first sentence quotes something (a quote mark before the sentence ends)."""
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"'\u201d)*]*\s+")
"""A sentence's end: its stop, any closing quote, bracket or bold mark, and the space after."""


def without_file_asides(text: str) -> str:
    """`text` without the parentheses (and the space before them) that name a file."""
    out: list[str] = []
    depth = start = kept_from = 0
    for i, char in enumerate(text):
        if char == "(":
            if depth == 0:
                start = i
            depth += 1
        elif char == ")" and depth:
            depth -= 1
            if depth == 0 and _FILE_REF.search(text, start, i):
                out.append(text[kept_from:start].rstrip(" "))
                kept_from = i + 1
    out.append(text[kept_from:])
    return "".join(out)


def player_label(match: re.Match) -> str:
    """One of the docs' labels for developers (`_LABEL`) as players read it. A decision is
    simply the rule: "Decision." and "Decided:" go. "Fills:" names the rulebook's words a
    house rule completes: before a quote of them it reads "From the rulebook:"; before the
    docs' own words on what the rulebook leaves open ("the rulebook has one maze and no word
    on choosing one") it goes too. Where a label went, its sentence starts with a capital."""
    label, marks, first = match.groups()
    if label == "Fills:" and _QUOTE_FIRST.match(match.string, match.start(2)):
        return "*From the rulebook:* " + marks + first
    return marks + first.upper()


def sentences(text: str) -> list[str]:
    """`text` cut after each sentence's end (the white space stays with the sentence before).

    >>> sentences('One. **Two.** Three "four." Five')
    ['One. ', '**Two.** ', 'Three "four." ', 'Five']
    """
    cuts = [0] + [m.end() for m in _SENTENCE_END.finditer(text)] + [len(text)]
    return [text[a:b] for a, b in zip(cuts, cuts[1:]) if text[a:b]]


def player_block(block: str) -> str:
    """One paragraph or list item of the house rules as players read it: without the tests
    it names, the asides naming files, and the sentences that name one."""
    item = _ITEM.match(block)
    head, body = (block[:item.end()], block[item.end():]) if item else ("", block)
    clause = _DEVELOPER_CLAUSE.search(body)
    if clause:
        body = body[:clause.start()]
    body = without_file_asides(body)
    body = _LABEL.sub(player_label, body)
    body = "".join(s for s in sentences(body) if not _FILE_REF.search(s)).strip()
    return head + body if body else ""


def for_players(markdown: str) -> str:
    """The house rules without what only developers need, by the docs' own conventions:

    - a ``*Test:*``, ``*Tests:*`` or ``*How:*`` clause, to the end of its paragraph or list
      item (the docs name a rule's tests last);
    - a parenthesis naming a file (a path in code marks, a test ``file.py::name``, a bare
      ``docs/maps.md``), and any other sentence that names one;
    - the labels ``Decision.`` and ``Decided:``, and ``Fills:`` unless a quote of the
      rulebook follows (then it reads "From the rulebook:"); the sentence then starts with
      a capital (`player_label`).

    A paragraph or item left empty goes with its blank line. Headings, tables and fenced
    blocks are kept as written.
    """
    out: list[str] = []
    fenced = False
    for block in markdown_blocks(markdown):
        if block.startswith("```"):
            fenced = not fenced
        elif not fenced and block.strip() and not block.lstrip().startswith(("#", "|")):
            block = player_block(block)
            if not block:
                continue
        if block or (out and out[-1]):  # no run of blank lines where a block went
            out.append(block)
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


DEVELOPER_NOTES = "<!-- developer notes -->"
"""A line in ``docs/rules/<id>.md`` after which the text is not shown in the game."""


def rules_text(game: Game) -> str:
    """How to play and the house rules (``docs/rules/<id>.md``), then the rulebook itself (or
    a note why it cannot be shown): a new player reads the short version first."""
    parts = []
    house = DOCS_DIR / "rules" / f"{game.id}.md"
    if house.is_file():
        text = house.read_text(encoding="utf-8", errors="replace")
        # balance figures and bot notes below the marker are for developers, not players
        text = text.split(DEVELOPER_NOTES, 1)[0]
        parts.append(readable_markdown(for_players(text)))
    try:
        appendix = game.rules_appendix()
    except ContentError:  # the tile shows what is wrong; the rules still read
        appendix = ""
    if appendix:
        parts.append(readable_markdown(appendix))
    if game.rules_file:
        path = RULES_DIR / game.rules_file
        try:
            book = path.read_text(encoding="utf-8", errors="replace")
            if path.suffix.lower() == ".md":
                book = readable_markdown(book)
            parts.append("THE RULEBOOK\n\n" + rulebook_reading(game, book))
        except OSError as exc:
            parts.append(f"(The rulebook {path.name} could not be read: {exc.strerror}.)")
    else:
        parts.append("(This game has no rulebook file.)")
    return drawable("\n\n".join(parts).replace("\r\n", "\n").replace("\t", "    "))


@dataclass(frozen=True)
class RulesPage:
    """Where the rules text goes at one window size: worked out in one place for drawing
    and for scrolling, so the last line that scrolling allows is the last line drawn."""

    hint: tuple[int, int]
    """Where the line of key hints starts (under the title)."""
    rect: pygame.Rect
    """The panel the text is drawn in."""
    pad: int
    """The panel's inner margin."""
    size: int
    """The text size in pixels."""
    line: int
    """The height of one line of text."""
    lines: list[str]
    """The whole text, wrapped to the panel."""

    @property
    def rows(self) -> int:
        """How many lines the panel shows at once."""
        return max(1, (self.rect.height - 2 * self.pad) // self.line)

    @property
    def last_top(self) -> int:
        """The first line shown when scrolled to the end (the last line then shows)."""
        return max(0, len(self.lines) - self.rows)


HINT = ("Up/down: scroll \u00b7 Page up/down or LB/RB: page \u00b7 Home/End: top/end \u00b7 "
        "Back: leave")
"""The key hints under the title."""


class TextScene(MenuScene):
    """A long text to read under a title (lines in capitals are headings). Scroll with
    up/down (or the wheel), page with next/previous, jump to the top or the end with
    first/last (Home, End); back to leave."""

    def __init__(self, app, title: str, text: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.top = 0

    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        bw, bh = round(22 * u), round(5.4 * u)
        return [Button(pygame.Rect(w - round(6 * u) - bw, round(3.5 * u), bw, bh), "Back",
                       ("back",))]

    def page(self, surface: pygame.Surface) -> RulesPage:
        """The layout of the text for `surface` (see `RulesPage`)."""
        u = theme.unit(surface)
        w, h = surface.get_size()
        hint = (round(6 * u), round(8.5 * u))
        # the panel starts under the hint line, which huge text makes taller
        hint_bottom = hint[1] + theme.font(theme.text_px(surface, 1.6)).get_linesize()
        top = max(round(11 * u), hint_bottom + round(u))
        width = min(w - round(12 * u), round(120 * u))
        rect = pygame.Rect((w - width) // 2, top, width, h - round(3 * u) - top)
        pad = round(2.5 * u)
        size = theme.text_px(surface, 2.0)
        # the text stops short of the scroll bar at the panel's right edge
        lines = wrap(self.text, size, rect.width - 2 * pad - round(u))
        return RulesPage(hint, rect, pad, size, theme.font(size).get_linesize(), lines)

    def handle(self, intent) -> bool:
        page = self.page(self.app.surface)
        steps = {"up": -3, "down": 3, "next": page.rows - 2, "right": page.rows - 2,
                 "previous": 2 - page.rows, "left": 2 - page.rows}
        if intent.kind in steps:
            self.top += steps[intent.kind]
        elif intent.kind == "first":
            self.top = 0
        elif intent.kind == "last":
            self.top = page.last_top
        else:
            return super().handle(intent)
        self.top = max(0, min(self.top, page.last_top))
        return True

    def choose(self, button: Button) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        u, _, _, margin = self.draw_backdrop(surface)
        draw_text(surface, self.title, (margin, round(4 * u)),
                  theme.title_px(surface, 3.6), theme.ACCENT, bold=True,
                  max_width=surface.get_width() - round(36 * u))
        page = self.page(surface)
        rect, pad = page.rect, page.pad
        panel(surface, rect, theme.PANEL, alpha=235)
        y = rect.top + pad
        for text_line in page.lines[self.top:self.top + page.rows]:
            if text_line:
                heading = text_line.isupper() and len(text_line) > 3
                draw_text(surface, text_line, (rect.left + pad, y), page.size,
                          theme.ACCENT if heading else theme.TEXT, bold=heading)
            y += page.line
        if page.lines:
            self.draw_scrollbar(surface, page)
        back = self.ring.buttons[0].rect
        draw_text(surface, HINT, page.hint, theme.text_px(surface, 1.6), theme.FAINT,
                  max_width=back.left - page.hint[0] - round(2 * u))
        self.ring.draw(surface, theme.text_px(surface, 2.0))

    def draw_scrollbar(self, surface: pygame.Surface, page: RulesPage) -> None:
        """A thin bar at the panel's right edge: how much of the text shows, and where."""
        u = theme.unit(surface)
        rect, pad = page.rect, page.pad
        share = min(1.0, page.rows / len(page.lines))
        track = pygame.Rect(rect.right - round(1.2 * u), rect.top + pad, round(0.6 * u),
                            rect.height - 2 * pad)
        thumb = track.copy()
        thumb.height = max(round(2 * u), round(track.height * share))
        thumb.top = track.top + round((track.height - thumb.height) * (
            self.top / max(1, page.last_top)))
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=round(0.3 * u))
        pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=round(0.3 * u))


class RulesScene(TextScene):
    """The rules reference of one game: how to play and the house rules, then the rulebook
    (`rules_text`)."""

    def __init__(self, app, game: Game) -> None:
        super().__init__(app, f"Rules: {game.name}")
        self.game = game

    def enter(self) -> None:
        self.text = rules_text(self.game)
