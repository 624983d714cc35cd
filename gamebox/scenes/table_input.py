"""What the table does with a player's input: the curtain's hold, the skip and pause keys,
the focus ring and the side panel's buttons, a seat's own controller, forced moves and
take-backs (`TableInput`, a part of `table.TableScene`)."""
from __future__ import annotations

from ..engine.protocol import Action
from ..ui.widgets import Button


class TableInput:
    """Intents to actions at the table. A part of `TableScene` (it reads the curtain, the
    ring, the match and the panel's buttons)."""

    def handle(self, intent) -> bool:
        kind = intent.kind
        curtain = self.curtain
        if kind == "focus_lost":
            if curtain.private:
                self.lower()
            return True
        if kind == "pad_removed":
            if any(s.controller == intent.source and not s.is_bot for s in self.match.seats):
                from .pause import PadLostScene

                self.lower()
                self.app.push(PadLostScene(self.app, self, intent.source))
            return True
        if kind == "pad_added":
            return False
        curtain.poke()
        if kind == "menu":
            from .pause import PauseScene

            self.app.push(PauseScene(self.app, self))
            return True
        if kind == "hide":
            if curtain.private and curtain.looking is not None:
                self.lower()
            return True
        waiting = curtain.down_for()
        if waiting is not None:
            if kind in ("confirm", "click"):
                if curtain.press(intent.source):
                    self.out_news = ""  # the curtain told it; the next one is news again
                    self.on_eyes_changed()
                    self.lifted(curtain.looking)
            elif kind == "release":
                curtain.release()
            return True
        if self.beat_playing():
            # while the table shows what happened or whose turn it is, nothing is asked:
            # confirm, Skip (K / Y) or a click hurries to the end
            if kind in ("skip", "confirm", "click"):
                self.layout()
                button = self.ring.at(intent.pos) if kind == "click" else None
                if button is not None and button.value == ("menu",):
                    self.choose(button, curtain.eyes())
                else:
                    self.hurry()
            return True
        if self.bots_only == "ask":
            return self.handle_bots_only(intent)
        seat = curtain.eyes()
        if seat is None or seat not in curtain.humans_to_act():
            if kind in ("skip", "confirm", "next"):
                self.bot_clock = max(self.bot_clock, self.app.settings.bot_delay)
                return True
            if kind == "click":
                self.layout()
                button = self.ring.at(intent.pos)
                if button is not None:
                    self.choose(button, seat)
            return False
        if intent.source != curtain.controller(seat):
            return False  # another seat's controller does not steer this seat
        self.layout()
        return self.handle_seat(intent, seat)

    def handle_bots_only(self, intent) -> bool:
        """"Watch" or "Skip to the end", from any controller: arrows, Tab or the d-pad
        move between them, confirm or a click picks."""
        kind = intent.kind
        self.layout()
        if kind in ("up", "left", "previous", "down", "right", "next"):
            self.ring.step(-1 if kind in ("up", "left", "previous") else 1)
            self._built_for = None
            return True
        if kind == "point":
            return self.ring.hover(intent.pos)
        if kind == "confirm" and self.ring.focused is not None:
            self.choose(self.ring.focused, None)
            return True
        if kind == "click":
            button = self.ring.at(intent.pos)
            if button is not None:
                self.choose(button, None)
            return True
        return False

    def handle_seat(self, intent, seat: int) -> bool:
        kind = intent.kind
        directions = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
        if kind in ("up", "down"):
            # List order, so actions scrolled out of view are reached one by one.
            self.ring.step(-1 if kind == "up" else 1)
            self._built_for = None
            return True
        if kind in directions:
            self.ring.move(*directions[kind])
            self._built_for = None
            return True
        if kind in ("next", "previous"):
            self.ring.step(1 if kind == "next" else -1)
            self._built_for = None
            return True
        if kind in ("first", "last"):
            # Home / End: the ends of the moves (QA: eleven hunger declarations, and End
            # did nothing); the list scrolls to show the focused move
            legal = self.legal_for(seat)
            if legal:
                self.ring.index = 0 if kind == "first" else len(legal) - 1
                self._built_for = None
            return True
        if kind == "point":
            changed = self.ring.hover(intent.pos)
            if changed:
                self._built_for = None
            return changed
        if kind == "hint":
            self.press_hint()
            return True
        if kind == "confirm":
            if self.ring.focused is not None:
                self.choose(self.ring.focused, seat)
            return True
        if kind == "click":
            legal = self.legal_for(seat)
            if self.board_rect.collidepoint(intent.pos):
                picked = self.action_at(intent.pos, legal, self.view_for(seat), seat)
                if picked is not None:
                    self.act(seat, picked)
                    return True
                if self.board_object_at(intent.pos):
                    return True  # picked up, put down or refused by `action_at`
            button = self.ring.at(intent.pos)
            if button is not None:
                self.ring.hover(intent.pos)
                self.choose(button, seat)
            return True
        if kind == "back":
            if self.drop_picked():
                return True
            if not (self.hint_open or self.advice_open) and self.walkthrough is None \
                    and self.match.can_undo(seat):
                self.take_back(seat)
            self.close_hint()
            self.walkthrough = None
            return True
        return False

    def forced_move(self) -> tuple[int, Action] | None:
        """(seat, action) when the seat looking has exactly one legal move in its turn,
        nothing covers the table, the settings let it play itself and playing it draws nothing
        and reveals nothing (tried on a copy); else None. A decision just taken back is left
        to the seat."""
        seat = self.curtain.eyes()
        if not self.app.settings.forced_moves or seat is None or self.hint_open \
                or self.advice_open \
                or self.beat_playing() \
                or self.walkthrough is not None or seat not in self.curtain.humans_to_act() \
                or self.match.revision == self.forced_off:
            return None
        legal = self.legal_for(seat)
        decision = self.match.state.decision(seat)
        # a turn's move only: saying "ready" or making a secret commit is the seat's own call
        if len(legal) != 1 or decision is None or decision.kind != "turn":
            return None
        key = (seat, self.match.revision)
        if self._quiet is None or self._quiet[0] != key:
            # tried once per decision on a copy, not once per frame
            probe = self.match.state.clone()
            draws = probe.rng.draws
            events = probe.apply_unchecked(seat, legal[0])
            self._quiet = (key, probe.rng.draws == draws and not any(e.reveals for e in events))
        return (seat, legal[0]) if self._quiet[1] else None

    def take_back(self, seat: int) -> None:
        """Undo the seat's last decision (allowed while nothing new was revealed or drawn)."""
        eyes = self.curtain.eyes()
        self.notice = ""  # a refusal is about a move that is now gone
        taken_back = self.match.undo(seat)
        self.forced_off = self.match.revision
        sent = self.clock_sent.pop(seat, None)
        if sent is not None and seat not in self.clock_left \
                and sent[0] == self.decision_epoch(seat):
            self.clock_epoch[seat], self.clock_left[seat] = sent
        # the recap reads as what happened: lines for what was just taken back leave it
        for event in reversed(taken_back):
            if self.recap and event.text and self.recap[-1] == event.text:
                self.recap.pop()
        self._built_for = None
        if self.heard(taken_back):
            self.app.cue("click")
        self.after_change(eyes)

    def choose(self, button: Button, seat: int | None) -> None:
        what = button.value[0]
        if what == "act" and seat is not None:
            legal = self.legal_for(seat)
            index = button.value[1]
            if index < len(legal):
                self.act(seat, legal[index])
        elif what == "touch" and seat is not None:
            action = self.point_at(seat, button.value[1])
            if action is not None:
                self.act(seat, action)
        elif what == "hide":
            self.lower()
        elif what == "menu":
            from .pause import PauseScene

            self.app.push(PauseScene(self.app, self))
        elif what == "hint":
            self.press_hint()
        elif what == "undo" and seat is not None and self.match.can_undo(seat):
            self.take_back(seat)
        elif what == "watch":
            self.bots_only = "watch"
            self._built_for = None
        elif what == "to_end":
            self.skip_to_end()
        elif what == "skip":
            if not self.hurry():
                self.bot_clock = max(self.bot_clock, self.app.settings.bot_delay)
