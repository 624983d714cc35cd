"""tools/mutants.py: which changes it makes, and that the tests' verdict reaches its report."""
import textwrap

from tool_helpers import load_tool

mutants = load_tool("mutants")

SOURCE = textwrap.dedent('''\
    """A module docstring with 3 in it."""
    LIMIT = 7


    def check(a, b, items):
        if a < b <= LIMIT and not (a in items or b is not None):
            return a + b - 1
        return x not in items


    def check_invariants(state):
        assert state == 1
''')


def _changes(source=SOURCE, **kwargs):
    return [(m.line, m.old, m.new) for m in mutants.find_mutants("m.py", source, **kwargs)]


def test_each_operator_and_number_gives_one_mutant_in_source_order():
    assert _changes() == [
        (2, "7", "8"),
        (6, "<", "<="), (6, "<=", "<"), (6, "and", "or"), (6, "not ", ""),
        (6, "in", "not in"), (6, "or", "and"), (6, "is not", "is"),
        (7, "+", "-"), (7, "-", "+"), (7, "1", "2"),
        (8, "not in", "in"),
    ]


def test_every_mutant_applies_and_compiles_and_changes_one_place():
    for mutant in mutants.find_mutants("m.py", SOURCE):
        changed = mutant.apply(SOURCE)
        compile(changed, "m.py", "exec")
        before, after = SOURCE.splitlines(), changed.splitlines()
        assert [i for i, (x, y) in enumerate(zip(before, after)) if x != y] == [mutant.line - 1]


def test_a_dropped_not_keeps_the_brackets_of_its_operand():
    dropped = next(m for m in mutants.find_mutants("m.py", SOURCE) if m.old == "not ")
    assert "and (a in items or b is not None)" in dropped.apply(SOURCE)


def test_checking_functions_are_left_alone_unless_asked():
    assert not any(line >= 11 for line, _, _ in _changes())
    assert (12, "==", "!=") in _changes(skip=())


def test_a_mutant_refuses_a_source_that_reads_differently_there():
    mutant = mutants.Mutant("m.py", 2, 8, "7", "8")
    assert mutant.apply(SOURCE).splitlines()[1] == "LIMIT = 8"
    try:
        mutant.apply(SOURCE.replace("LIMIT = 7", "LIMIT = 9"))
    except ValueError as exc:
        assert "m.py:2:8" in str(exc)
    else:
        raise AssertionError("a mismatched source was changed")


def test_the_tests_verdict_decides_killed_or_survived(tmp_path):
    (tmp_path / "calc.py").write_text("def less(a, b):\n    return a < b\n\n\n"
                                      "def unused():\n    return 1 + 2\n")
    (tmp_path / "test_calc.py").write_text("from calc import less\n\n\n"
                                           "def test_less():\n"
                                           "    assert less(1, 2) and not less(2, 2)\n")
    source = (tmp_path / "calc.py").read_text()
    found = {m.old: m for m in mutants.find_mutants("calc.py", source)}
    killed = mutants.judge(found["<"], tmp_path, ["test_calc.py"], timeout=120)
    survived = mutants.judge(found["+"], tmp_path, ["test_calc.py"], timeout=120)
    assert (killed.verdict, killed.before, killed.after) == ("killed", "return a < b",
                                                              "return a <= b")
    assert survived.verdict == "survived"
    assert (tmp_path / "calc.py").read_text() == source  # put back after each
