"""Rules traceability: every rulebook sentence of every game maps to a test that exists.

The lists live in ``docs/trace/<game>.yaml`` (see `gamebox.engine.trace`). A game in the box
without such a list fails; an entry naming a test that does not exist fails; a rulebook sentence
missing from the list fails, so a changed rulebook is noticed.
"""
from __future__ import annotations

import re

import pytest
import yaml

from gamebox.engine import registry
from gamebox.engine.paths import DOCS_DIR, PROJECT_ROOT, RULES_DIR
from gamebox.engine.trace import normalise, split_sentences


def _trace(game_id: str) -> dict:
    path = DOCS_DIR / "trace" / f"{game_id}.yaml"
    assert path.is_file(), f"{game_id} has no rules traceability list at {path}"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _test_exists(ref: str) -> bool:
    file_part, _, name = ref.partition("::")
    path = PROJECT_ROOT / file_part
    if not path.is_file() or not name:
        return False
    name = name.split("[")[0].split("::")[-1]
    return re.search(rf"^\s*def {re.escape(name)}\(", path.read_text(), re.M) is not None


@pytest.mark.parametrize("game_id", registry.available_ids())
def test_every_rulebook_sentence_is_traced_to_a_real_test(game_id):
    game = registry.get(game_id)
    trace = _trace(game_id)
    assert trace["rulebook"] == game.rules_file
    rulebook = (RULES_DIR / game.rules_file).read_text(encoding="utf-8")
    listed = {normalise(r["text"]) for r in trace["rules"]}
    missing = [s for s in split_sentences(rulebook) if s not in listed]
    assert missing == [], f"{len(missing)} rulebook sentences are not in the list"
    problems = []
    for rule in trace["rules"]:
        if "na" in rule:
            if not str(rule["na"]).strip():
                problems.append(f"{rule['text'][:60]!r}: 'na' needs a reason")
        elif not _test_exists(str(rule.get("test", ""))):
            problems.append(f"{rule['text'][:60]!r}: test {rule.get('test')!r} does not exist")
    assert problems == []


def test_sentence_splitting_is_stable():
    text = "## Turn\nFeed a card. Then chew!\n\n- Fill the plate to 3.\n- Spew."
    assert split_sentences(text) == ["## Turn", "Feed a card.", "Then chew!",
                                     "- Fill the plate to 3.", "- Spew."]
