"""The Orders of the Day in play: the Order deck, the Leader's choice, effects, cancellation.

A mixin of `rules.GrizzledState` (its fields are set up by `_setup_orders`). With the option
``orders`` at ``easy``, ``normal`` or ``hard`` the one-shot deck of 12 is built from the
chart (`orders.ONE_SHOT_CHART`). At the start of every Mission, before the deal, the Leader
draws two Orders (house rule: the rulebook says he "must choose" without saying among how
many) and places one in No Man's Land (``order <n>``); the other goes under the Order deck,
face up knowledge of everyone. The chosen Order sets the least Intensity (`order_min`), and
its effect joins those still in play (`ofx`, counted): "A new Order of the Day card is drawn
at the start of every Mission, even if the previous one wasn't discarded, stacking their
effects." After the Support, Orders without a cancellation condition are discarded; ``success``
Orders go once a Mission has succeeded; ``draw`` Orders stay until a withdrawing Grizzled
draws their cards into his hand (a queued ``cancel`` decision: ``cancel <n>`` or ``leave``).
"In case of conflict with a Hard Knock, the Order of the Day has priority": each rule that
reads an Order reads it before the Hard Knocks (see `rules.withdraw_rights`, `_trap`,
`missions._reveal_support`).
"""
from __future__ import annotations

from ...engine.protocol import Action
from ...engine.events import Event
from ...engine.speed import new_event
from .knocks import THREATS
from .orders import OFFERED

LEAVE = Action("leave")


class OrdersInPlay:
    """The Orders of the Day module (mixed into `rules.GrizzledState`)."""

    __slots__ = ()

    def scenario(self) -> dict | None:
        """The chosen scenario's decks (from the match's content), or None."""
        if self.options.get("scenario", "none") == "none":
            return None
        return self.content.data.get("scenario")

    def _setup_orders(self) -> None:
        level = self.options.get("orders", "off")
        table = self.cards.orders
        scenario = self.scenario()
        if scenario is not None:  # a scenario's deck replaces the difficulty's
            self.order_deck = table.scenario_deck(scenario, self.rng)
        else:
            self.order_deck = table.one_shot_deck(level, self.rng) \
                if level != "off" and len(table) else []
        """The Order deck, face down; its top is the end of the list."""
        self.order_all = tuple(sorted(self.order_deck))
        """The Orders this game plays with (for the conservation check)."""
        self.order_known = 0
        """How many cards at the bottom of the Order deck everyone knows (refused offers)."""
        self.offer: list[int] = []
        """The Orders the Leader chooses among now (face up)."""
        self.orders: list[int] = []
        """The Orders of the Day in play, oldest first."""
        self.order_discard: list[int] = []
        self.order_min = 1
        """The least Intensity this Mission (the Order chosen for it sets it)."""
        self.ofx: dict[str, int] = {}
        """The effects of the Orders in play: effect -> how many (``morale`` and
        ``support_plus``: their amounts summed; ``hold_hand``: the smallest amount)."""
        self.order_threats = [0] * 6
        """What the Orders in play add to each Threat's active count."""

    def orders_on(self) -> bool:
        return bool(self.order_all)

    # ---- effects -------------------------------------------------------------------------
    def _order_effects(self) -> tuple[dict[str, int], list[int]]:
        """`ofx` and `order_threats` computed from `orders` and the Recruit in play (his
        effect is one of the Orders' ongoing effects)."""
        table = self.cards.orders
        fx: dict[str, int] = {}
        threats = [0] * 6
        sources = [(table.effect[o], table.amount[o], table.threat[o]) for o in self.orders]
        if self.recruit >= 0:  # a Recruit's effect holds while he is in play
            rt = self.cards.recruits
            r = self.recruit
            sources.append((rt.effect[r], rt.amount[r], rt.threat[r]))
        ht = self.cards.helping
        sources += [(ht.effect[c], ht.amount[c], ht.threat[c]) for c in self.help_friends]
        for e, k, threat in sources:
            if e == "threat":
                threats[threat] += k
            elif e in ("morale", "support_plus"):
                fx[e] = fx.get(e, 0) + k
            elif e == "hold_hand":
                fx[e] = min(fx.get(e, k), k)
            else:
                fx[e] = fx.get(e, 0) + 1
        return fx, threats

    def _refresh_orders(self, counted: bool) -> None:
        """Recompute the effects after an Order came or went; `counted`: the active Threat
        counts hold the Orders' Threats now (during a Mission), so move them by the change."""
        fx, threats = self._order_effects()
        if counted:
            for t in range(6):
                self.counts[t] += threats[t] - self.order_threats[t]
        self.ofx, self.order_threats = fx, threats

    def _count_order_threats(self) -> None:
        """Add the Orders' Threats to freshly reset counts (a Mission's start)."""
        for t, k in enumerate(self.order_threats):
            self.counts[t] += k

    # ---- the choice -------------------------------------------------------------------------
    def _offer_orders(self, events: list[Event]) -> bool:
        """Draw the Orders the Leader chooses among; False when the Order deck is empty (the
        Mission has no new Order: house rule)."""
        self.order_min = 1
        if not self.order_deck:
            return False
        take = min(OFFERED, len(self.order_deck))
        self.offer = [self.order_deck.pop() for _ in range(take)]
        self.order_known = min(self.order_known, len(self.order_deck))
        names = self.cards.orders.names
        events.append(new_event("offer", ("{} draws the Orders of the Day: {}.",
                                          self.whos[self.leader],
                                          " / ".join(names[o] for o in self.offer)),
                                (("actor", "orders"), self.leader, list(self.offer)),
                                reveals=True))
        return True

    def _order_actions(self) -> list[Action]:
        order = self.cards.orders.actions["order"]
        return [order[o] for o in self.offer]

    def _act_order(self, a: int, action: Action, events: list[Event]) -> None:
        """The Leader places the chosen Order in No Man's Land; the other goes under the
        deck; an effect "when chosen" happens now; then the Mission opens (the deal)."""
        o = action.args[0]
        table = self.cards.orders
        self.offer.remove(o)
        for other in self.offer:
            self.order_deck.insert(0, other)
            self.order_known += 1
        self.offer = []
        self.orders.append(o)
        seats = self.seats
        self.order_min = table.minimum[o].get(seats, 1)
        events.append(new_event("order", ("{} places the Order of the Day {} in No Man's Land "
                                          "(at least {} card{} each).", self.whos[a],
                                          table.names[o], self.order_min,
                                          "" if self.order_min == 1 else "s"),
                                (("actor", "order", "minimum"), a, o, self.order_min)))
        self._refresh_orders(counted=True)
        effect = table.effect[o]
        if effect == "charms_up":
            self.charm_up = [True] * self.n
        elif effect == "speech_token" and self.speech_pool:
            self.speech_pool -= 1
            self.speech[a] += 1
            events.append(new_event("token", ("{} receives a Speech token.", self.whos[a]),
                                    (("actor",), a)))
        elif effect == "relief" and self.knocks[a]:
            self.pending.append(("relief", a, 1))
        self._open_mission(events)

    def _barrage(self, events: list[Event]) -> None:
        """After the deal, each barrage Order in play makes the Leader play the top Trials
        (`_draw_and_play`: a Trap among them is ignored); it stops once the Mission fails."""
        table = self.cards.orders
        for o in self.orders:
            if table.effect[o] != "barrage":
                continue
            for _ in range(table.amount[o]):
                if max(self.counts) >= 3:
                    return
                self._draw_and_play(self.leader, table.names[o], events)

    # ---- cancellation -----------------------------------------------------------------------
    def _cancellable(self) -> list[int]:
        """The Orders in play a withdrawing Grizzled may cancel by drawing cards."""
        cancel = self.cards.orders.cancel
        return [o for o in self.orders if cancel[o] == "draw"]

    def _cancel_actions(self, task: tuple) -> list[Action]:
        cancel = self.cards.orders.actions["cancel"]
        return [cancel[o] for o in self._cancellable()] + [LEAVE]

    def _answer_cancel(self, task: tuple, action: Action, events: list[Event]) -> None:
        """``cancel <n>``: the withdrawn Grizzled draws the Order's cards into his hand (as
        many as the deck holds) and the Order is discarded; ``leave``: nothing."""
        a = task[1]
        if action.kind == "leave":
            return
        o = action.args[0]
        table = self.cards.orders
        hand = self.hand(a)
        got = []
        for _ in range(table.cancel_cards[o]):
            if self.deck:
                got.append(self.deck.pop())
        hand.extend(got)
        self.orders.remove(o)
        self.order_discard.append(o)
        self._refresh_orders(counted=True)
        events.append(new_event("cancel", ("{} draws {} Trial{} to cancel the Order of the Day "
                                           "{}.", self.whos[a], len(got),
                                           "" if len(got) == 1 else "s", table.names[o]),
                                (("actor", "order", "cards"), a, o, len(got))))
        if got and not self.duo:
            from .missions import CardNames, ONLY

            events.append(new_event("dealt", ("You draw: {}.", CardNames(self.cards.names, got)),
                                    (("actor", "cards"), a, got), to=ONLY[self.owner[a]],
                                    reveals=True))

    def _orders_after_support(self, events: list[Event]) -> None:
        """Discard the Orders whose time is over: those without a cancellation condition, and
        the ``success`` ones after a successful Mission."""
        cancel = self.cards.orders.cancel
        keep = []
        for o in self.orders:
            c = cancel[o]
            if c == "draw" or (c == "success" and not self.last_success):
                keep.append(o)
            else:
                self.order_discard.append(o)
                events.append(new_event("discard_order", ("The Order of the Day {} is "
                                                          "discarded.",
                                                          self.cards.orders.names[o]),
                                        (("order",), o)))
        if len(keep) != len(self.orders):
            self.orders = keep
            self._refresh_orders(counted=False)

    def _order_view(self) -> dict:
        """The Orders as every seat sees them (all public but the deck's order)."""
        table = self.cards.orders
        return {
            "deck": len(self.order_deck),
            "offer": [[o, table.difficulty[o], table.minimum[o].get(self.seats, 1),
                       table.advantage[o]] for o in self.offer],
            "in_play": [[o, table.effect[o], table.cancel[o], table.cancel_cards[o],
                         table.advantage[o]] for o in self.orders],
            "discarded": len(self.order_discard),
            "minimum": self.order_min,
            "effects": dict(self.ofx),
            "threats": list(self.order_threats),
        }


def order_threat_words(threats: list[int]) -> str:
    """'Shell +1, Rain -1' for a list of per-Threat amounts (for texts)."""
    return ", ".join(f"{THREATS[t]} {k:+d}" for t, k in enumerate(threats) if k)

