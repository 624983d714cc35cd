"""Rules traceability: every sentence of a rulebook mapped to a test or to "n/a: reason".

The list for a game lives in ``docs/trace/<game>.yaml``::

    rulebook: enter-the-grungeon.txt
    rules:
      - text: "Each player starts with 20 HP."
        test: tests/games/grungeon/test_rules.py::test_players_start_with_20_hp
      - text: "Good luck!"
        na: flavour

`split_sentences` is the one definition of "a sentence" used both to write the list
(``python tools/rule_sentences.py RULEBOOK``) and to check it (tests/test_traceability.py).
"""
from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])")


def normalise(text: str) -> str:
    """White space folded, so re-wrapped text still matches."""
    return " ".join(text.split())


def split_sentences(text: str) -> list[str]:
    """Split a rulebook into sentences: paragraphs (blank-line separated), then sentence ends.

    Lines that start a list item (``-``, ``*``, ``1.``) or a heading (``#``) start a new
    sentence too, so list items and headings are their own entries.

    >>> split_sentences("# Setup\\nDeal five cards. Then draw\\none.\\n\\n- Shuffle.")
    ['# Setup', 'Deal five cards.', 'Then draw one.', '- Shuffle.']
    """
    chunks: list[str] = []
    current: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        starts_item = bool(re.match(r"^(#+\s|[-*\u2022]\s|\d+[.)]\s)", line))
        if not line or starts_item:
            if current:
                chunks.append(" ".join(current))
            current = [line] if line else []
            if starts_item and line.startswith("#"):
                chunks.append(line)
                current = []
            continue
        current.append(line)
    if current:
        chunks.append(" ".join(current))
    sentences: list[str] = []
    for chunk in chunks:
        for part in _SENTENCE_END.split(normalise(chunk)):
            part = part.strip()
            if part:
                sentences.append(part)
    return sentences
