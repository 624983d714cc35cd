"""The Helping Hands in play: draw 2 keep 1, Action cards on a turn, Events, Friendships.

A mixin of `rules.GrizzledState` (fields set up by `_setup_help`). With the option
``helping_hands`` each Grizzled draws two Helping Hands at the start and keeps one in secret
(a queued ``help`` decision: ``keep_help <n>``; the other is set aside face down). House rule:
"each player" of the one-shot rule is each Grizzled, so the Duo's players keep two and the
Solo keeps three, as the Grizzled are played in turn. A Friendship kept is played at once
and its effect (an ongoing effect of the Orders' vocabulary, read with theirs in `ofx`) lasts
the whole game. An Action card is played on its holder's turn instead of his action
(``help <n> [target]``), so never once he has withdrawn. An Event card is played the first
time its event comes (house rule, see helping.py). "In case of conflict with another rule,
the effects of a Helping Hand card take precedence": each is read before the rule it bends
(a free Speech for a Mute Grizzled, a cancelled Trap whatever the Orders say).
"""
from __future__ import annotations

from ...engine.events import Event
from ...engine.protocol import Action
from ...engine.speed import new_event
from .knocks import THREAT_WORDS, THREATS
from .helping import ONE_SHOT_DRAW


class HelpingHands:
    """The Helping Hands module (mixed into `rules.GrizzledState`)."""

    __slots__ = ()

    def _setup_help(self) -> None:
        table = self.cards.helping
        n = self.n
        self.help_deck: list[int] = []
        self.help_held: list[list[int]] = [[] for _ in range(n)]
        """Per actor: his Helping Hands (secret: others see how many)."""
        self.help_aside: list[list[int]] = [[] for _ in range(n)]
        """Per actor: the one he did not keep (face down)."""
        self.help_used: list[int] = []
        """Helping Hands played (face up)."""
        self.help_friends: list[int] = []
        """Friendships in play (face up, for the whole game)."""
        on = self.options.get("helping_hands", False) and len(table) >= ONE_SHOT_DRAW * n
        self.help_all = tuple(range(len(table))) if on else ()
        if not on:
            return
        deck = list(range(len(table)))
        self.rng.shuffle(deck)
        for a in range(n):
            self.help_held[a] = [deck.pop() for _ in range(ONE_SHOT_DRAW)]
            self.pending.append(("help", a))
        self.help_deck = deck

    # ---- the choice ----------------------------------------------------------------------
    def _help_choice_actions(self, task: tuple) -> list[Action]:
        keep = self.cards.helping.keep
        return [keep[c] for c in self.help_held[task[1]]]

    def _answer_help(self, task: tuple, action: Action, events: list[Event]) -> None:
        a, c = task[1], action.args[0]
        held = self.help_held[a]
        for other in held:
            if other != c:
                self.help_aside[a].append(other)
        self.help_held[a] = [c]
        table = self.cards.helping
        from .missions import ONLY

        events.append(new_event("help_kept", ("You keep the Helping Hand {}.", table.names[c]),
                                (("actor", "help"), a, c), to=ONLY[self.owner[a]]))
        if table.category[c] == "friendship":  # "used immediately", face up for the game
            self.help_held[a] = []
            self.help_friends.append(c)
            self._refresh_orders(counted=self.phase in ("play", "intensity", "order"))
            events.append(new_event("friendship", ("{} plays the Friendship {}: {}",
                                                   self.whos[a], table.names[c],
                                                   table.text[c]),
                                    (("actor", "help"), a, c)))
        else:
            events.append(new_event("help_keep", ("{} keeps a Helping Hand.", self.whos[a]),
                                    (("actor",), a)))

    # ---- actions on a turn -----------------------------------------------------------------
    def _help_turn_actions(self, a: int) -> list[Action]:
        """The Action Helping Hands `a` may play now, each with its target."""
        table = self.cards.helping
        out: list[Action] = []
        for c in self.help_held[a]:
            if table.category[c] != "action":
                continue
            effect = table.effect[c]
            if effect == "clear_threat":
                faces = {self.cards.face_id[x]: x for x in self.nml}
                out += [Action("help", (c, x)) for x in faces.values()]
            elif effect == "shed_knock":
                out += [Action("help", (c, k)) for k in self.knocks[a]]
            elif effect == "drop_card":
                faces = {self.cards.face_id[x]: x for x in self.hand(a)}
                out += [Action("help", (c, x)) for x in faces.values()]
            elif effect == "free_speech" and not self.solo:
                out += [Action("help", (c, w)) for w in THREAT_WORDS]
            elif effect == "charm_up" and not self.charm_up[a]:
                out.append(Action("help", (c,)))
        return out

    def _act_help(self, a: int, action: Action, events: list[Event]) -> None:
        c = action.args[0]
        table = self.cards.helping
        self.help_held[a].remove(c)
        self.help_used.append(c)
        self.turn_over = True
        events.append(new_event("help", ("{} plays the Helping Hand {}.", self.whos[a],
                                         table.names[c]), (("actor", "help"), a, c)))
        effect = table.effect[c]
        if effect == "clear_threat":
            x = action.args[1]
            self._from_nml(x)
            self.discard.append(x)
        elif effect == "shed_knock":
            self._remove_knock(a, action.args[1])
        elif effect == "drop_card":
            x = action.args[1]
            self.hand(a).remove(x)
            self.discard.append(x)
            events.append(new_event("discard", ("{} discards {} from his hand.", self.whos[a],
                                                self.cards.names[x]),
                                    (("actor", "card"), a, x), reveals=True))
        elif effect == "free_speech":
            self._speech_to_all(a, THREAT_WORDS.index(action.args[1]), events)
        elif effect == "charm_up":
            self.charm_up[a] = True

    # ---- events ----------------------------------------------------------------------------
    def _use_event(self, effect: str, events: list[Event], actor: int = -1) -> int:
        """Play the Event Helping Hand with `effect` held by `actor` (-1: the first holder
        from the Leader, clockwise); its amount (1 when it has none), or 0 when none is
        held."""
        table = self.cards.helping
        n = self.n
        for a in ([actor] if actor >= 0 else [(self.leader + i) % n for i in range(n)]):
            for c in self.help_held[a]:
                if table.category[c] == "event" and table.effect[c] == effect:
                    self.help_held[a].remove(c)
                    self.help_used.append(c)
                    events.append(new_event("help", ("{} plays the Helping Hand {}: {}",
                                                     self.whos[a], table.names[c],
                                                     table.text[c]),
                                            (("actor", "help"), a, c)))
                    return table.amount[c] or 1
        return 0

    def _help_view(self, seat) -> dict:
        table = self.cards.helping
        own = {a: [[c, table.category[c], table.effect[c]] for c in self.help_held[a]]
               for a in range(self.n) if seat is not None and self.owner[a] == seat}
        return {"deck": len(self.help_deck),
                "held": own,
                "counts": [len(h) for h in self.help_held],
                "used": list(self.help_used),
                "friends": list(self.help_friends)}


def threat_name(word: str) -> str:
    return THREATS[THREAT_WORDS.index(word)]
