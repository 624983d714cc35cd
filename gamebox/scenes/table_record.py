"""What a save keeps of a table beside the match's log: the clocks of the decisions in
progress, the seats as they were set up and who has had the first-turn guide
(`TableRecord`, a part of `table.TableScene`)."""
from __future__ import annotations

import json
import math

from ..engine.match import SeatSpec, parse_seat
from .clock import timer_seconds


def plain(value):
    """`value` as it reads back from a JSON save (tuples become lists; anything JSON cannot
    hold becomes its text), so a saved clock's decision compares with the live one."""
    return json.loads(json.dumps(value, default=str))


class TableRecord:
    """The table's save record: written by the autosave beside the log, read back when a
    saved game is continued. A part of `TableScene` (it reads the scene's clocks, seats and
    guide marks)."""

    def table_record(self) -> dict:
        """What the autosave keeps of this table beside the log: each running clock with
        the decision it was started for, and the seats as they were set up. (The autosave
        calls it on every write: the record is then what the file holds.)"""
        record = self.current_record()
        self._saved_record = record
        self._clock_unsaved = 0.0
        return record

    def current_record(self) -> dict:
        """The table record as it stands, without counting it as written."""
        # a stopped clock is kept while a take-back could still start it again
        clocks = {str(seat): {"left": round(left, 3), "decision": plain(epoch)}
                  for seat, (epoch, left) in sorted(self.clock_sent.items())
                  if epoch == self.decision_epoch(seat)}
        clocks.update({str(seat): {"left": round(left, 3),
                                   "decision": plain(self.clock_epoch[seat])}
                       for seat, left in sorted(self.clock_left.items())
                       if seat in self.clock_epoch})
        return {"clocks": clocks, "seated": [s.to_json() for s in self.seated],
                "taught": sorted(self.taught)}

    def restore_table(self, record: dict) -> None:
        """Take back what a save kept of this table (`table_record`). A clock comes back
        only for a seat still at the very decision it was saved for; anything that does not
        fit the game as loaded (a hand-edited file) is left out, never an error."""
        seats = self.match.seats
        seated = record.get("seated")
        if isinstance(seated, list) and len(seated) == len(seats):
            try:
                specs = [SeatSpec.from_json(s) for s in seated]
                for spec in specs:
                    parse_seat(spec.to_text())  # a seat the box can start again
                self.seated = specs
            except (KeyError, TypeError, ValueError, AttributeError):
                pass
        self.taught = self.restored_taught(record.get("taught"))
        clocks = record.get("clocks")
        acting = self.curtain.humans_to_act()
        for key, saved in clocks.items() if isinstance(clocks, dict) else ():
            try:
                seat, left, decision = int(key), float(saved["left"]), saved["decision"]
            except (KeyError, TypeError, ValueError):
                continue
            if not math.isfinite(left):
                continue
            full = timer_seconds(self.match, seat)
            epoch = self.decision_epoch(seat)
            if full and plain(epoch) == decision:
                left = min(max(0.0, left), full)
                if seat in acting:
                    self.clock_epoch[seat] = epoch
                    self.clock_left[seat] = left
                else:  # the clock its sent decision stopped, for a take-back of it
                    self.clock_sent[seat] = (epoch, left)
        self._saved_record = self.current_record()  # what the save it came from holds

    def restored_taught(self, saved) -> set[int]:
        """The seats that have had their first-turn guide, from a save: its list, or for a
        save from before it was kept, every seat that has made a decision (the guide goes
        with a seat's first move, so a continued game never greets it as new again)."""
        count = len(self.match.seats)
        if isinstance(saved, list):
            return {s for s in saved if isinstance(s, int) and 0 <= s < count}
        return {seat for seat, _ in self.match.state.log
                if isinstance(seat, int) and 0 <= seat < count}

    def save_table(self, force: bool = False) -> None:
        """Write the autosave now when the table record changed since it was last written
        (clocks move between actions), or with `force` when something else the save keeps
        changed (a seat handed over from pause: quitting straight after must not undo it).
        Only a game that has a save already: one quit before its first move stays out of
        the continue list, as before. A failed write costs the clocks' progress only; the
        log was saved with the last move."""
        match = self.match
        path = match.autosave_path
        if match.on_change is None or path is None or match.state.is_over() \
                or not path.exists() or (not force
                                         and self.current_record() == self._saved_record):
            return
        try:
            match.on_change(match)
        except OSError:
            pass
