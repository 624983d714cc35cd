"""The Grizzled: a Mission's start (the deal) and its end (the six resolution steps).

A mixin of `rules.GrizzledState`: the state's fields are described there. The steps run in
the rulebook's order: `_end_mission` reveals the Support (step 1), then, once the supported
Grizzled has shed his Hard Knocks (a decision of his player), `_after_support` checks the
four Hard Knocks (2), Peace (3), drops the Morale (4), checks the Monument and the 13 cards
(5) and starts the next Mission (6).
"""
from __future__ import annotations

from ...engine.events import Event
from ...engine.speed import new_event

FIRST_INTENSITY = 3
"""The first Mission's Intensity in a one-shot game (it has no Briefing card; the base
game's first Mission deals 3)."""
HAND_LIMIT = 13
"""Cards in hand, all together, that end the game at the Morale Drop."""
KNOCK_LIMIT = 4
SOLO_HAND = 3
INTENSITY, PLAY, OVER = "intensity", "play", "over"
ORDER = "order"
"""The phase in which the Leader chooses the Mission's Order of the Day (`order_rules`)."""
SOLO_TARGET = {"Left": 0, "Center": 1, "Right": 2, "None": -1}
"""The Solo tiles: the Grizzled each points at, left to right (-1: none)."""
ONLY = tuple(frozenset({s}) for s in range(5))
"""Seat -> the audience of an event for that seat alone."""


class CardNames:
    """Card names joined with commas when an event's text is first read (made for every deal
    of every simulated game, read only when someone looks)."""

    __slots__ = ("names", "cards")

    def __init__(self, names: tuple, cards: list):
        self.names, self.cards = names, cards

    def __format__(self, spec: str) -> str:
        return ", ".join(self.names[c] for c in self.cards)


class Missions:
    """Starting and resolving Missions (mixed into `rules.GrizzledState`)."""

    __slots__ = ()

    def _deal(self, k: int, events: list[Event]) -> None:
        """`k` cards each, one at a time from the Leader clockwise, stopping when the Trials
        Deck runs out; then two more each for the Frenzied."""
        n, deck = self.n, self.deck
        order = [(self.leader + i) % n for i in range(n)]
        # one at a time round the table: the top n*k cards, drawn in order, go to the
        # Leader, the next, ... and round again (the deck's top is the end of the list)
        take = min(n * k, len(deck))
        drawn = deck[len(deck) - take:][::-1]
        del deck[len(deck) - take:]
        got = [[] for _ in range(n)]
        for i, a in enumerate(order):
            got[a] = drawn[i::n]
        for a in order if "frenzied" in self.fx_all else ():
            if self.has(a, "frenzied"):
                for _ in range(2):
                    if self.deck:
                        got[a].append(self.deck.pop())
        for a in order:
            self.hand(a).extend(got[a])
        events.append(new_event("deal", ("The Leader deals {} card{} to each Grizzled ({} "
                                         "left in the Trials Deck).", k, "" if k == 1 else "s",
                                         len(self.deck)),
                                (("intensity", "dealt"), k, [len(g) for g in got])))
        if not self.duo:
            for a in order:
                if got[a]:
                    events.append(new_event("dealt", ("You are dealt: {}.", CardNames(
                        self.cards.names, got[a])), (("actor", "cards"), a, got[a]),
                        to=ONLY[self.owner[a]], reveals=True))

    # ---- missions ----------------------------------------------------------------------------
    def _start_mission(self, events: list[Event]) -> None:
        self.mission += 1
        self.withdrawn = [False] * self.n
        self.played = [""] * self.n
        self.nml = []
        self.counts = [0] * 6
        if "phobia" in self.fx_all or "trauma" in self.fx_all:
            for a in range(self.n):
                for c in self.knocks[a]:
                    if self.cards.effect[c] in ("phobia", "trauma"):
                        self._add_threats(self.cards.mask[c], 1)
        self.lucks = self.luck_used = 0
        self.refill_ok = True
        self.turn = self.leader
        self.turn_over = False
        events.append(new_event("mission", ("Mission {} begins; {} leads.", self.mission,
                                            self.whos[self.leader]),
                                (("mission", "leader"), self.mission, self.leader)))
        self.recruit_out = self.recruit_turn = False
        if any(self.order_threats):  # Orders, a Recruit or a Friendship in play
            self._count_order_threats()
        if self.order_all:
            if self._offer_orders(events):
                self.phase = ORDER
                self._note_held()
                return
        self._open_mission(events)

    def _open_mission(self, events: list[Event]) -> None:
        """After the Order of the Day (if any): the Solo fills its hand, the first Mission is
        dealt its Intensity from the setup (or the Order's minimum if higher), a later one
        waits for the Leader's Intensity."""
        if self.solo:
            hand = self.hands[0]
            while len(hand) < max(SOLO_HAND, self.order_min) and self.deck:
                hand.append(self.deck.pop())
            self.phase = PLAY
            self._after_deal(events)
        elif self.mission == 1:
            self._deal(max(FIRST_INTENSITY, self.order_min), events)
            self.phase = PLAY
            self._after_deal(events)
        else:
            self.phase = INTENSITY
        self._note_held()
        if self.phase == PLAY and max(self.counts) >= 3:  # the Phobias alone fail it
            self._end_mission(False, events)

    def _after_deal(self, events: list[Event]) -> None:
        """What comes after a Mission's deal: a barrage Order's Trials, then a Recruit's
        arrival ("At the start of a Mission, after the Trial cards are dealt")."""
        if self.orders:
            self._barrage(events)
        if self.recruit_deck and max(self.counts) < 3:
            self._recruit_arrives(events)

    def _end_mission(self, success: bool, events: list[Event]) -> None:
        """Mission Resolution, step 1 (Reveal Support); the rest is `_after_support`."""
        self.pending = []
        self.recruit_turn = False
        self.last_success = success
        # (the Threats that stood three times: public, for the results' highlights)
        events.append(new_event("end", ("The Mission {}.", "succeeds" if success else "fails"),
                                (("success", "threats"), success,
                                 [] if success else [t for t, k in enumerate(self.counts)
                                                     if k >= 3])))
        if success:
            self.discard += self.nml
        elif self.nml and self.help_all and self._use_event("fail_save", events):
            self.discard += self.nml  # a Helping Hand: No Man's Land is set aside
        else:
            # shuffled in: each card slips in at a random depth, which leaves a deck whose
            # order nobody knows exactly as random as shuffling it all again would
            deck, rng = self.deck, self.rng
            for card in self.nml:
                deck.insert(rng.randbelow(len(deck) + 1), card)
        self.nml = []
        self.counts = [0] * 6
        self.lucks = self.luck_used = 0
        self.phase = "resolve"
        best = self._reveal_support(events)
        if best >= 0:
            self.charm_up[best] = True
            shed = (2 if success else 1) + self.ofx.get("support_plus", 0)
            events.append(new_event("supported", ("{} has the most Support: he may shed up to "
                                                  "{} Hard Knock{} and recovers his charm.",
                                                  self.whos[best], shed,
                                                  "s" if shed > 1 else ""),
                                    (("actor", "shed"), best, shed)))
            if self.knocks[best]:
                self.pending.append(("shed", best, shed))
                self._note_held()
                return
        self._after_support(events)

    def _reveal_support(self, events: list[Event]) -> int:
        """Reveal the tiles laid (only those of withdrawn actors exist), give each to its
        actor, and return the actor with strictly the most Support (-1: none, or a tie)."""
        received = [0] * self.n
        if self.solo:
            if not self.solo_tiles:
                self.solo_tiles = list(self.cards.solo_tiles)
                self.rng.shuffle(self.solo_tiles)
            tile = self.solo_tiles.pop()
            target = SOLO_TARGET[tile]
            events.append(new_event("reveal", ("The Solo Support tile drawn: {}.", tile),
                                    (("tile", "target"), tile, target), reveals=True))
            return -1 if "no_support" in self.ofx else target
        for a in range(self.n):
            tile = self.played[a]
            if not tile or tile == "none":
                continue
            target = self.tile_target(a, tile)
            self.tiles[target].append(tile)
            self.tile_reveals.append((a, tile, target))
            # an Order wins over a Hard Knock: "Stand by Each Other" makes a tile count
            # for the one it points at, Distrustful or not
            if not self.has(target, "distrustful") or "support_true" in self.ofx:
                received[target] += 1
            events.append(new_event("reveal", ("{}'s tile ({}) supports {}.", self.whos[a], tile,
                                               self.whos[target]),
                                    (("actor", "tile", "target"), a, tile, target),
                                    reveals=True))
        self.played = [""] * self.n
        if "no_support" in self.ofx:
            events.append(new_event("tie", ("By the Order of the Day, the Support helps no one.",),
                                    ((),)))
            return -1
        top = max(received)
        if top == 0 or received.count(top) > 1:
            if top:
                events.append(new_event("tie", ("A tie for the most Support: no one is helped.",),
                                        ((),)))
            return -1
        return received.index(top)

    def _after_support(self, events: list[Event]) -> None:
        """Mission Resolution, steps 2 to 6 (first the Orders of the Day whose time is over
        are discarded: "discard the Mission card after the Support"; a Morale Order still
        counts at this Mission's Morale Drop, the one it was chosen for)."""
        morale_order = self.ofx.get("morale", 0)
        if self.orders:
            self._orders_after_support(events)
        for a in range(self.n):
            if self.weight(a) >= KNOCK_LIMIT:
                return self._finish(False, "knocks", f"{self.whos[a]} has {self.weight(a)} Hard "
                                                     "Knocks: the group fails.", events)
        if self.last_success and not self.deck and self.cards_in_hands() == 0 \
                and self.recruit < 0:  # "As long as a Recruit is in play, the game cannot
            # be won."
            return self._finish(True, "", "The Peace card shows and every hand is empty: "
                                          "peace at last!", events)
        total = self.cards_in_hands()
        # a Recruit's Morale tokens count as cards in hand at the Morale Drop (his own
        # cards do not)
        drop = min(max(total + self.recruit_tokens, 3), 7 if self.duo else 6)
        drop += self.fx_all.get("demoralized", 0)
        drop = max(0, drop + morale_order)
        if self.help_all and drop:
            drop = max(0, drop - self._use_event("morale_relief", events))
        moved = min(drop, len(self.reserve))
        for _ in range(moved):
            self.deck.append(self.reserve.pop())
        events.append(new_event("morale", ("Morale drops: {} card{} move from the Morale Reserve "
                                           "to the Trials Deck ({} left in the Reserve).", moved,
                                           "" if moved == 1 else "s", len(self.reserve)),
                                (("moved", "reserve"), moved, len(self.reserve))))
        if not self.reserve:
            return self._finish(False, "monument", "The Monument card shows: the group's morale "
                                                   "is spent.", events)
        if total >= HAND_LIMIT:
            return self._finish(False, "hands", f"{total} cards in hand: the group abandons all "
                                                "hope.", events)
        tyrant = [(self.first_seq(a, "tyrannical"), a) for a in range(self.n)
                  if self.has(a, "tyrannical")] if "tyrannical" in self.fx_all else []
        former = self.leader
        if tyrant:
            self.leader = min(tyrant)[1]
        else:
            self.leader = (self.leader + 1) % self.n
            if self.speech_pool:
                self.speech_pool -= 1
                self.speech[former] += 1
                events.append(new_event("token", ("{} receives a Speech token.",
                                                  self.whos[former]), (("actor",), former)))
        self._start_mission(events)

    def _finish(self, won: bool, defeat: str, reason: str, events: list[Event]) -> None:
        self.phase = OVER
        self.won = won
        self.defeat = defeat
        self.end_reason = reason
        self.pending = []
        events.append(new_event("over", (reason,), (("won", "defeat"), won, defeat)))
