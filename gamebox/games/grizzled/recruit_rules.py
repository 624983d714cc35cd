"""The Recruits in play: the Recruit deck, arrival, the Recruit's turn, withdrawal, departure.

A mixin of `rules.GrizzledState` (its fields are set up by `_setup_recruits`). With the option
``recruits`` a one-shot game has a Recruit deck of 5 random Recruits. After a Mission's deal a
Recruit arrives when none is in play, the deck is not empty and the Trials Deck holds his
starting hand (`_recruit_arrives`); he sits between the Leader and the player to the Leader's
right (`recruit_after` is that player, the actor he plays after) and stays there; his hand is
drawn face up. On his turn (`recruit_turn`) the Mission Leader's seat chooses his action:
``recruit_play <card>`` (a Threat to No Man's Land, a Hard Knock onto the Leader, not while the
Leader is withdrawn) or ``recruit_withdraw`` (a Morale token is placed on him). Morale tokens
count as cards in hand at the Morale Drop, his own cards do not. When he plays his last card
he leaves and the group gains his advantage at once. While a Recruit is in play the game
cannot be won. His effect is read with the Orders of the Day's (`order_rules.ofx`).
"""
from __future__ import annotations

from ...engine.events import Event
from ...engine.protocol import Action
from ...engine.speed import new_event
from .cards import HARD_KNOCK
from .recruits import MORALE_TOKENS, ONE_SHOT_RECRUITS

RECRUIT_WITHDRAW = Action("recruit_withdraw")


class RecruitsInPlay:
    """The Recruits module (mixed into `rules.GrizzledState`)."""

    __slots__ = ()

    def _setup_recruits(self) -> None:
        table = self.cards.recruits
        deck: list[int] = []
        scenario = self.scenario()
        if scenario is not None and scenario.get("recruits"):
            deck = [table.by_name[n] for n in scenario["recruits"]]
            self.rng.shuffle(deck)
        else:
            count = scenario.get("recruit_count", 0) if scenario is not None else \
                ONE_SHOT_RECRUITS if self.options.get("recruits", False) else 0
            pool = list(range(len(table)))
            for _ in range(min(count, len(pool))):
                deck.append(pool.pop(self.rng.randbelow(len(pool))))
        self.recruit_deck = deck
        """The Recruit deck, face down; its top is the end of the list."""
        self.recruit_all = tuple(sorted(deck))
        self.recruit = -1
        """The Recruit in play (-1: none)."""
        self.recruit_hand: list[int] = []
        """His hand, face up (Trial cards)."""
        self.recruit_out = False
        """He has withdrawn from the current Mission."""
        self.recruit_after = -1
        """The actor he plays after (the one to the right of the Leader when he came)."""
        self.recruit_tokens = 0
        """Morale tokens on him."""
        self.recruit_turn = False
        """He is to act (his action chosen by the Leader's seat)."""
        self.recruit_discard: list[int] = []

    def recruit_in_mission(self) -> bool:
        return self.recruit >= 0 and not self.recruit_out

    # ---- arrival and departure ------------------------------------------------------------
    def _recruit_arrives(self, events: list[Event]) -> None:
        """"At the start of a Mission, after the Trial cards are dealt, a Recruit enters play
        if the following conditions are met": none in play, the deck not empty, enough Trials
        for his starting hand."""
        if self.recruit >= 0 or not self.recruit_deck:
            return
        table = self.cards.recruits
        r = self.recruit_deck[-1]
        if len(self.deck) < table.hand[r]:
            return
        self.recruit_deck.pop()
        self.recruit = r
        self.recruit_out = False
        self.recruit_after = (self.leader - 1) % self.n
        self.recruit_tokens = min(table.morale[r], MORALE_TOKENS)
        self.recruit_hand = [self.deck.pop() for _ in range(table.hand[r])]
        events.append(new_event("recruit", ("The Recruit {} joins the group, between {} and "
                                            "the Leader, with {} card{} face up.",
                                            table.names[r], self.whos[self.recruit_after],
                                            table.hand[r], "" if table.hand[r] == 1 else "s"),
                                (("recruit", "after", "cards"), r, self.recruit_after,
                                 list(self.recruit_hand)), reveals=True))
        self._refresh_orders(counted=self.phase == "play")

    def _recruit_leaves(self, events: list[Event]) -> None:
        """His last card played: "The Recruit card is discarded and the players immediately
        gain the Advantage described on the card"; his Morale tokens go back to the box."""
        table = self.cards.recruits
        r = self.recruit
        self.recruit = -1
        self.recruit_turn = False
        self.recruit_tokens = 0
        self.recruit_out = False
        self.recruit_discard.append(r)
        self._refresh_orders(counted=self.phase == "play")
        events.append(new_event("recruit_leaves", ("{}'s training is over: he leaves for "
                                                   "another sector. {}",
                                                   table.names[r], table.faces[r][
                                                       "advantage_text"]),
                                (("recruit",), r)))
        advantage, k = table.advantage[r], table.advantage_amount[r]
        leader = self.leader
        if advantage == "charms_up":
            self.charm_up = [True] * self.n
        elif advantage == "speech_token" and self.speech_pool:
            self.speech_pool -= 1
            self.speech[leader] += 1
            events.append(new_event("token", ("{} receives a Speech token.", self.whos[leader]),
                                    (("actor",), leader)))
        elif advantage == "relief" and self.knocks[leader]:
            self.pending.append(("relief", leader, 1))
        elif advantage == "reserve":
            moved = min(k, len(self.deck))
            for _ in range(moved):
                self.reserve.append(self.deck.pop())
            events.append(new_event("morale_back", ("{} Trial{} go{} back onto the Morale "
                                                    "Reserve.", moved, "" if moved == 1 else "s",
                                                    "es" if moved == 1 else ""),
                                    (("moved",), moved)))

    # ---- his turn -----------------------------------------------------------------------------
    def _recruit_actions(self) -> list[Action]:
        play = self.cards.actions["recruit_play"]
        kind = self.cards.kind
        leader_in = not self.withdrawn[self.leader]
        seen: dict[str, Action] = {}
        for c in self.recruit_hand:
            if kind[c] == HARD_KNOCK and not leader_in:
                continue  # "if the Mission Leader has already Withdrawn, the Hard Knock cannot
                # be played during this Mission"
            seen.setdefault(self.cards.names[c], play[c])
        return list(seen.values()) + [RECRUIT_WITHDRAW]

    def _act_recruit_play(self, a: int, action: Action, events: list[Event]) -> None:
        card = action.args[0]
        self.recruit_hand.remove(card)
        self.turn_over = True
        name = self.cards.names[card]
        who = self.cards.recruits.names[self.recruit]
        leader = self.leader
        if self.cards.kind[card] == HARD_KNOCK:
            events.append(new_event("recruit_play", ("The Recruit {} plays the Hard Knock {}: "
                                                     "it goes to the Leader, {}.", who, name,
                                                     self.whos[leader]),
                                    (("card", "to", "actor"), card, "knocks", leader),
                                    reveals=True))
            self._assign(leader, card, events)
        else:
            events.append(new_event("recruit_play", ("The Recruit {} plays {} into No Man's "
                                                     "Land.", who, name),
                                    (("card", "to", "actor"), card, "nml", leader),
                                    reveals=True))
            self._to_nml(card)
            if self.cards.trap[card] and self.options.get("traps", True):
                # "A Hard Knock card is assigned to ... the Mission Leader if it was a
                # Recruit (even if the Mission Leader has already Withdrawn)"
                self._trap(leader, events, recruit=True)
        if not self.recruit_hand and max(self.counts) < 3:
            self._recruit_leaves(events)

    def _act_recruit_withdraw(self, a: int, action: Action, events: list[Event]) -> None:
        self.turn_over = True
        self.recruit_out = True
        placed = self.recruit_tokens < MORALE_TOKENS
        if placed:
            self.recruit_tokens += 1
        events.append(new_event("recruit_withdraw", ("The Recruit {} withdraws{}.",
                                                     self.cards.recruits.names[self.recruit],
                                                     " and takes a Morale token" if placed
                                                     else ""),
                                (("tokens",), self.recruit_tokens)))

    def _recruit_view(self) -> dict:
        table = self.cards.recruits
        cards = self.cards
        r = self.recruit
        return {
            "deck": len(self.recruit_deck),
            "in_play": r,
            "name": table.names[r] if r >= 0 else "",
            "hand": [[c, cards.mask[c], cards.effect[c], cards.trap[c]]
                     for c in self.recruit_hand],
            "withdrawn": self.recruit_out,
            "after": self.recruit_after,
            "tokens": self.recruit_tokens,
            "turn": self.recruit_turn,
            "discarded": len(self.recruit_discard),
        }
