#!/usr/bin/env python3
"""Print a rulebook's sentences as a skeleton for ``docs/trace/<game>.yaml``.

    python tools/rule_sentences.py ../shared/rules/guts-of-glory.txt > docs/trace/guts.yaml

Each sentence comes out with ``test: TODO``; replace it with the test that checks the rule,
or with ``na: reason`` for flavour and etiquette.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import yaml  # noqa: E402

from gamebox.engine.trace import split_sentences  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    path = Path(argv[0])
    rules = [{"text": s, "test": "TODO"} for s in split_sentences(path.read_text(encoding="utf-8"))]
    doc = {"rulebook": path.name, "rules": rules}
    sys.stdout.write(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
