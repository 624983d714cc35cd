"""Mutation testing: change one operator or number at a time and see whether the tests notice.

    .venv/bin/python tools/mutants.py gamebox/games/guts/rules.py --tests tests/games/guts
    .venv/bin/python tools/mutants.py gamebox/games/grungeon/rules.py \\
        --tests tests/games/grungeon --sample 120 --seed 3 --jobs 2 --out mutants.jsonl

A mutant is one small change to the code under test:

- a comparison turned around (``<`` to ``<=``, ``==`` to ``!=``, ``in`` to ``not in``,
  ``is`` to ``is not``, and back);
- ``+`` and ``-`` swapped;
- ``and`` and ``or`` swapped;
- a ``not`` dropped;
- a whole number made one larger.

Each runs the given tests (stopping at the first failure) in a copy of the project, so the
working tree is never touched. A mutant the tests still pass *survived*: either the tests miss
a behaviour, or the change cannot be seen (a sentinel -1 made 0, a cache size). Survivors are
listed as ``file:line: old -> new`` for a person to judge; that judgement is the point, so the
tool does not score anything. Functions that only check (``check_invariants``) are left out
unless `--skip` says otherwise. With `--out`, every verdict is appended as a JSON line and a
second run with the same file goes on where the first stopped.
"""
from __future__ import annotations

import argparse
import ast
import bisect
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tokenize
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FLIPS = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
         "in": "not in", "not in": "in", "is": "is not", "is not": "is",
         "+": "-", "-": "+", "and": "or", "or": "and"}
"""Operator text -> the text its mutant puts in its place."""

SKIP = ("check_invariants", "__repr__")
"""Functions left out by default: they check or describe, and play never depends on them."""

COPY_IGNORE = shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.pyc", ".pytest_cache")


@dataclass(frozen=True)
class Mutant:
    """One change: `old` replaced by `new` at (line, col) of `path` (1-based line, 0-based col,
    on a single line)."""

    path: str
    line: int
    col: int
    old: str
    new: str

    @property
    def key(self) -> str:
        return f"{self.path}:{self.line}:{self.col}:{self.old}->{self.new}"

    def apply(self, source: str) -> str:
        """`source` with this change made; raises ValueError if the text there differs."""
        lines = source.splitlines(keepends=True)
        text = lines[self.line - 1]
        if text[self.col:self.col + len(self.old)] != self.old:
            raise ValueError(f"{self.key}: the source there reads {text.strip()!r}")
        lines[self.line - 1] = text[:self.col] + self.new + text[self.col + len(self.old):]
        return "".join(lines)


def _operator_tokens(source: str) -> list[tokenize.TokenInfo]:
    """The operator and name tokens of `source`, in order."""
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return [t for t in tokens if t.type in (tokenize.OP, tokenize.NAME)]


def find_mutants(path: str, source: str, skip: tuple[str, ...] = SKIP) -> list[Mutant]:
    """Every mutant of one file, in source order."""
    tree = ast.parse(source)
    lines = source.splitlines()
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in skip:
            skipped.update(range(node.lineno, node.end_lineno + 1))
    tokens = _operator_tokens(source)
    starts = [t.start for t in tokens]
    found: list[Mutant] = []

    def operator_between(left: ast.AST, right: ast.AST, words: int) -> None:
        # the operator is the token(s) between the end of one operand and the start of the
        # next, brackets aside; `words` is 2 for `not in` and `is not`
        span = tokens[bisect.bisect_left(starts, (left.end_lineno, left.end_col_offset)):
                      bisect.bisect_left(starts, (right.lineno, right.col_offset))]
        ops = [t for t in span if t.string not in ("(", ")")]
        if len(ops) < words or ops[0].start[0] != ops[words - 1].end[0]:
            return
        row, col = ops[0].start
        old = lines[row - 1][col:ops[words - 1].end[1]]
        new = FLIPS.get(" ".join(old.split()))
        if new is not None:
            found.append(Mutant(path, row, col, old, new))

    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skipped:
            continue
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            for op, left, right in zip(node.ops, operands, operands[1:]):
                operator_between(left, right, 2 if isinstance(op, (ast.NotIn, ast.IsNot)) else 1)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            operator_between(node.left, node.right, 1)
        elif isinstance(node, ast.BoolOp):
            for left, right in zip(node.values, node.values[1:]):
                operator_between(left, right, 1)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            # the `not` and the spaces after it go; brackets around the operand stay
            old = re.match(r"not\s*", lines[node.lineno - 1][node.col_offset:]).group()
            found.append(Mutant(path, node.lineno, node.col_offset, old, ""))
        elif (isinstance(node, ast.Constant) and type(node.value) is int
              and node.lineno == node.end_lineno):
            old = lines[node.lineno - 1][node.col_offset:node.end_col_offset]
            if old.isdigit():  # written as plain digits (not 0x.., 1_000)
                found.append(Mutant(path, node.lineno, node.col_offset, old,
                                    str(node.value + 1)))
    found.sort(key=lambda m: (m.line, m.col))
    return found


@dataclass
class Verdict:
    """What the tests made of one mutant."""

    key: str
    path: str
    line: int
    before: str
    after: str
    verdict: str
    """``killed`` (a test failed), ``survived``, ``timeout`` (counted as killed) or
    ``invalid`` (the mutant does not compile)."""
    seconds: float


def run_tests(workdir: Path, tests: list[str], timeout: float) -> tuple[int | None, float]:
    """(pytest's exit code, or None on timeout; seconds) for `tests` in `workdir`."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(workdir), PYTHONDONTWRITEBYTECODE="1")
    start = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p",
                               "no:cacheprovider", "-p", "no:randomly", *tests],
                              cwd=workdir, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, time.perf_counter() - start
    return done.returncode, time.perf_counter() - start


def judge(mutant: Mutant, workdir: Path, tests: list[str], timeout: float) -> Verdict:
    """Make the change in `workdir`, run the tests, put the file back."""
    target = workdir / mutant.path
    original = target.read_text(encoding="utf-8")
    changed = mutant.apply(original)
    line = changed.splitlines()[mutant.line - 1].strip()
    before = original.splitlines()[mutant.line - 1].strip()
    try:
        compile(changed, str(target), "exec")
    except SyntaxError:
        return Verdict(mutant.key, mutant.path, mutant.line, before, line, "invalid", 0.0)
    target.write_text(changed, encoding="utf-8")
    try:
        code, seconds = run_tests(workdir, tests, timeout)
    finally:
        target.write_text(original, encoding="utf-8")
    verdict = "timeout" if code is None else "survived" if code == 0 else "killed"
    return Verdict(mutant.key, mutant.path, mutant.line, before, line, verdict,
                   round(seconds, 1))


def copy_project(into: Path) -> Path:
    """A copy of the project beside a link to the shared folder (the rulebooks), as tests
    expect to find it."""
    shared = ROOT.parent / "shared"
    if shared.exists():
        (into / "shared").symlink_to(shared, target_is_directory=True)
    work = into / ROOT.name
    shutil.copytree(ROOT, work, ignore=COPY_IGNORE, symlinks=True)
    return work


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", help="source files to mutate (project-relative)")
    parser.add_argument("--tests", nargs="+", required=True, help="pytest paths to run")
    parser.add_argument("--sample", type=int, help="judge only this many mutants, drawn at random")
    parser.add_argument("--seed", type=int, default=1, help="for --sample (1)")
    parser.add_argument("--jobs", type=int, default=1, help="mutants judged at once (1)")
    parser.add_argument("--skip", default=",".join(SKIP),
                        help=f"functions left alone, comma-separated ({','.join(SKIP)})")
    parser.add_argument("--out", type=Path, help="append verdicts here; mutants already in "
                        "it are not judged again")
    parser.add_argument("--list", action="store_true", help="only list the mutants")
    args = parser.parse_args(argv)

    skip = tuple(s for s in args.skip.split(",") if s)
    mutants: list[Mutant] = []
    for name in args.files:
        path = Path(name).resolve()
        try:
            rel = path.relative_to(ROOT).as_posix()
        except ValueError:
            parser.error(f"{name} is not inside the project ({ROOT})")
        mutants += find_mutants(rel, path.read_text(encoding="utf-8"), skip)
    if args.sample is not None and args.sample < len(mutants):
        mutants = sorted(random.Random(args.seed).sample(mutants, args.sample),
                         key=lambda m: (m.path, m.line, m.col))
    if args.list:
        for m in mutants:
            print(f"{m.path}:{m.line}:{m.col}: {m.old!r} -> {m.new!r}")
        return 0
    done: dict[str, dict] = {}
    if args.out and args.out.exists():
        for text in args.out.read_text(encoding="utf-8").splitlines():
            if text.strip():
                record = json.loads(text)
                done[record["key"]] = record
    todo = [m for m in mutants if m.key not in done]
    print(f"{len(mutants)} mutants, {len(mutants) - len(todo)} judged before", file=sys.stderr)

    with tempfile.TemporaryDirectory(prefix="mutants-") as tmp:
        workdirs = []
        for j in range(max(1, args.jobs)):
            (Path(tmp) / str(j)).mkdir()
            workdirs.append(copy_project(Path(tmp) / str(j)))
        code, seconds = run_tests(workdirs[0], args.tests, timeout=3600)
        if code != 0:
            print(f"the tests fail without any mutant (pytest exit {code}): fix that first",
                  file=sys.stderr)
            return 2
        timeout = 3 * seconds + 20
        print(f"the tests take {seconds:.1f} s; a mutant gets {timeout:.0f} s", file=sys.stderr)
        free = list(workdirs)

        def one(mutant: Mutant) -> Verdict:
            workdir = free.pop()
            try:
                return judge(mutant, workdir, args.tests, timeout)
            finally:
                free.append(workdir)

        with ThreadPoolExecutor(max_workers=len(workdirs)) as pool:
            for n, verdict in enumerate(pool.map(one, todo), 1):
                record = asdict(verdict)
                done[verdict.key] = record
                if args.out:
                    with args.out.open("a", encoding="utf-8") as out:
                        out.write(json.dumps(record) + "\n")
                print(f"[{n}/{len(todo)}] {verdict.verdict}: {verdict.path}:{verdict.line}",
                      file=sys.stderr)

    records = [done[m.key] for m in mutants]
    counts = {v: sum(r["verdict"] == v for r in records)
              for v in ("killed", "timeout", "survived", "invalid")}
    print(", ".join(f"{n} {v}" for v, n in counts.items()))
    for r in records:
        if r["verdict"] == "survived":
            print(f"{r['path']}:{r['line']}: {r['before']}  ->  {r['after']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
