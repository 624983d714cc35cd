"""The Grizzled (Armistice edition), one-shot game: the headless rules.

Seats and Grizzled: three to five seats each play one Grizzled; the Duo (two seats) plays
four Grizzled, seat 0 the first two and seat 1 the last two, in turn as a four-player game;
the Solo (one seat) plays three Grizzled from one shared hand. The rules speak of *actors*
(the Grizzled, numbered clockwise, "to the left" is +1); `owner[a]` is the seat that
decides for actor `a` and `hand_of[a]` the hand it plays from.

A Mission: the Leader chooses the Intensity (`intensity k`; the first Mission's is
`FIRST_INTENSITY`), cards are dealt one at a time from the Leader clockwise, then each actor
still in acts in turn from the Leader: `play c` (a Threat to No Man's Land, a Hard Knock onto
oneself), `charm c` (the Good Luck Charm discards card c of No Man's Land), `speech w`, or
`withdraw [tile] [lost tile]`. Decisions that interrupt (answers to a Speech, the card a
Merry Christmas discards, the Solo refill, the Hard Knocks the supported Grizzled sheds) are
queued in `pending` and answered first. The Mission fails the moment three identical Threats
are active (`counts`, kept up to date by `_add_threats`: the cards of No Man's Land and the
Phobias and Traumas of the actors still in), and succeeds when every actor has withdrawn;
then `_end_mission` and `_after_support` (`missions.py`) run the six resolution steps in order.

House rules (where the rulebook is silent) are in docs/rules/grizzled.md, each with a test.
The modules are mixins: the Orders of the Day (option ``orders``: off, easy, normal, hard)
`order_rules.py`, the Recruits (``recruits``) `recruit_rules.py`, the Helping Hands
(``helping_hands``) `helping_rules.py`; a scenario (``scenario``, `scenarios.py`) sets the
Order and Recruit decks. The effects of the Orders in play, of the Recruit in play and of the
Friendships are one counted set, `ofx`, read where the rules act. `modules` in the view names
what is in play.
"""
from __future__ import annotations

from ...engine.protocol import Action, Event, GameState, Outcome
from ...engine.speed import new_event
from . import table as table_kit
from .cards import DECK_SIZE, HARD_KNOCK, TrialTable, table_of
from .missions import INTENSITY, ONLY, ORDER, OVER, PLAY, SOLO_HAND, Missions
from .order_rules import OrdersInPlay
from .recruit_rules import RecruitsInPlay
from .helping_rules import HelpingHands
from .knocks import BIT, BITS_OF, THREAT_WORDS, THREATS

MAX_INTENSITY = 6
"""The most cards per Grizzled a Leader may ask for (house rule: the rulebook sets no top)."""

RULE_MUTE = "Mute Hard Knock: the player cannot play a Speech but can play a Support."

TILE_STEP = {"L": 1, "R": -1, "LL": 2, "RR": -2}
"""Where a Support tile points, in actors clockwise from its player (left is +1)."""

INTENSITY_ACTIONS = tuple(Action("intensity", (k,)) for k in range(MAX_INTENSITY + 1))
SPEECH_ACTIONS = tuple(Action("speech", (w,)) for w in THREAT_WORDS)
KEEP, DONE, REFILL, STOP = Action("keep"), Action("done"), Action("refill"), Action("stop")
WITHDRAW = Action("withdraw")
_WITHDRAWS: dict[tuple, Action] = {}
_TILE_CHOICES: dict[tuple, list] = {}
"""Tiles held -> the plain withdrawals they offer (read-only lists, shared)."""


def withdraw_action(*args: str) -> Action:
    """``withdraw <tile> [<tile lost>]``, made once per shape (offered at most turns)."""
    action = _WITHDRAWS.get(args)
    if action is None:
        action = _WITHDRAWS[args] = Action("withdraw", args)
    return action


class GrizzledState(Missions, OrdersInPlay, RecruitsInPlay, HelpingHands, GameState):
    """One one-shot game of The Grizzled."""

    table_module = table_kit

    __slots__ = ("cards", "n", "solo", "duo", "owner", "hand_of", "hands", "grizzled",
                 "charm_up", "knocks", "withdrawn", "speech", "tiles", "played",
                 "tile_reveals", "deck", "reserve", "discard", "nml", "counts", "lucks",
                 "luck_used", "leader", "turn",
                 "phase", "pending", "mission", "speech_pool", "solo_tiles", "refill_ok",
                 "held", "seq", "clock", "won", "end_reason", "defeat", "last_success",
                 "turn_over", "order_deck", "order_all", "order_known", "offer", "orders",
                 "order_discard", "order_min", "ofx", "order_threats", "recruit_deck",
                 "recruit_all", "recruit", "recruit_hand", "recruit_out", "recruit_after",
                 "recruit_tokens", "recruit_turn", "recruit_discard", "help_deck", "help_all",
                 "help_held", "help_aside", "help_used", "help_friends",
                 "fx", "fx_all", "whos", "_legal", "_legal_seat", "_views", "_opening")

    # ---- setup -------------------------------------------------------------------------
    def setup(self) -> None:
        self.cards: TrialTable = table_of(self.content)
        seats = self.seats
        self.solo = seats == 1
        self.duo = seats == 2
        n = self.n = 3 if self.solo else 4 if self.duo else seats
        self.owner = tuple(0 for _ in range(n)) if self.solo else \
            tuple(a // 2 for a in range(n)) if self.duo else tuple(range(n))
        self.hand_of = (0, 0, 0) if self.solo else tuple(range(n))
        self.hands: list[list[int]] = [[] for _ in range(1 if self.solo else n)]
        rng = self.rng
        friends = list(range(len(self.cards.grizzled)))
        self.grizzled = [friends.pop(rng.randbelow(len(friends))) for _ in range(n)]
        """Per actor: which of the Grizzled he is (drawn one by one)."""
        self.charm_up = [True] * n
        self.knocks: list[list[int]] = [[] for _ in range(n)]
        self.fx: list[dict[str, int]] = [{} for _ in range(n)]
        """Per actor: its Hard Knocks' effects, counted (kept with `knocks` by `_assign` and
        `_remove_knock`: the rules ask "has he a ..." at every decision)."""
        self.fx_all: dict[str, int] = {}
        """The effects of every Hard Knock in play, counted (``fx`` summed)."""
        self.withdrawn = [False] * n
        self.speech = [0] * n
        self.tiles: list[list[str]] = [[] for _ in range(n)]
        self.played = [""] * n
        """The Support tile each withdrawn actor laid face down ("none": it had none)."""
        self.tile_reveals: list[tuple[int, str, int]] = []
        """Every Support tile revealed so far, in order: (actor, tile, comrade supported).
        Public (the reveal events say as much); `tile_plan.TileLedger` reads the table's
        knowledge of each Grizzled's tiles from it (search bots' determinizations)."""
        if not self.solo:
            self.tiles = self._deal_tiles(n)
        self.solo_tiles = list(self.cards.solo_tiles) if self.solo else []
        if self.solo:
            rng.shuffle(self.solo_tiles)
        trials = list(self.cards.in_game(self.solo, self.options.get("traps", True)))
        rng.shuffle(trials)
        self.deck = trials[:DECK_SIZE]
        """The Trials Deck on the Peace card; its top is the end of the list."""
        self.reserve = trials[DECK_SIZE:]
        """The Morale Reserve on the Monument card."""
        self.discard: list[int] = []
        """Cards set aside for the rest of the game."""
        self.nml: list[int] = []
        self.counts = [0] * 6
        self.lucks = 0
        self.luck_used = 0
        self.speech_pool = 0 if self.solo else self.cards.speech_tokens.get(seats, 0)
        self.leader = rng.randbelow(n)
        self.turn = self.leader
        self.phase = PLAY
        self.pending: list[tuple] = []
        self.mission = 0
        self.refill_ok = True
        self.held = [self.owner.index(s) for s in range(seats)]
        """Per seat: the actor whose hand it holds now (the Duo looks at one hand at a time)."""
        self.whos = tuple(self._who(a) for a in range(n))
        """How events name each actor (see `_who`)."""
        self.seq = [0] * len(self.cards)
        """Per card: when it was assigned as a Hard Knock (the earlier wins a conflict)."""
        self.clock = 0
        self.won = False
        self.end_reason = ""
        self.defeat = ""
        self.last_success = False
        self.turn_over = False
        """The actor to act has finished its turn (the next one plays once the decisions it
        set off are answered)."""
        self._legal: list[Action] = []
        self._legal_seat = -1
        self._views: list | None = None
        """Per seat (then the public table), its view once asked for; None: none yet."""
        self._opening: list[Event] = []
        """The setup's events (the first Mission and its deal), for `initial_events`."""
        self._setup_orders()
        self._setup_recruits()
        self._setup_help()
        self._start_mission(self._opening)

    def _deal_tiles(self, n: int) -> list[list[str]]:
        """To the Left, To the Right, and one drawn at random from the rest (no doubles with
        three players)."""
        rest = list(self.cards.tile_rest(n))
        rng = self.rng
        return [["L", "R", rest.pop(rng.randbelow(len(rest)))] if rest else ["L", "R"]
                for _ in range(n)]

    def _clone_into(self, new: "GrizzledState") -> None:
        new.hands = [h[:] for h in self.hands]
        new.grizzled = self.grizzled[:]
        new.charm_up = self.charm_up[:]
        new.knocks = [k[:] for k in self.knocks]
        new.fx = [dict(f) for f in self.fx]
        new.fx_all = dict(self.fx_all)
        new.withdrawn = self.withdrawn[:]
        new.speech = self.speech[:]
        new.tiles = [t[:] for t in self.tiles]
        new.played = self.played[:]
        new.tile_reveals = self.tile_reveals[:]
        new.deck = self.deck[:]
        new.reserve = self.reserve[:]
        new.discard = self.discard[:]
        new.nml = self.nml[:]
        new.counts = self.counts[:]
        new.pending = self.pending[:]
        new.solo_tiles = self.solo_tiles[:]
        new.held = self.held[:]
        new.seq = self.seq[:]
        new.order_deck = self.order_deck[:]
        new.offer = self.offer[:]
        new.orders = self.orders[:]
        new.order_discard = self.order_discard[:]
        new.ofx = dict(self.ofx)
        new.order_threats = self.order_threats[:]
        new.recruit_deck = self.recruit_deck[:]
        new.recruit_hand = self.recruit_hand[:]
        new.recruit_discard = self.recruit_discard[:]
        new.help_deck = self.help_deck[:]
        new.help_held = [h[:] for h in self.help_held]
        new.help_aside = [h[:] for h in self.help_aside]
        new.help_used = self.help_used[:]
        new.help_friends = self.help_friends[:]
        new._views = None

    # ---- small queries ---------------------------------------------------------------------
    def hand(self, actor: int) -> list[int]:
        """The cards actor `actor` plays from (the Solo's three share one hand)."""
        return self.hands[self.hand_of[actor]]

    def has(self, actor: int, effect: str) -> bool:
        """Whether a Hard Knock with `effect` is assigned to `actor`."""
        return effect in self.fx[actor]

    def active(self, actor: int, effect: str) -> bool:
        """`has`, for an actor still in the Mission (a withdrawn one's Hard Knocks have no
        effect on the current Mission)."""
        return not self.withdrawn[actor] and self.has(actor, effect)

    def first_seq(self, actor: int, effect: str) -> int:
        """When `actor`'s first card with `effect` was assigned (-1: it has none)."""
        eff = self.cards.effect
        seqs = [self.seq[c] for c in self.knocks[actor] if eff[c] == effect]
        return min(seqs) if seqs else -1

    def weight(self, actor: int) -> int:
        """How many Hard Knocks `actor` counts (Wounded twice, Merry Christmas not at all)."""
        w = self.cards.weight
        return sum(w[c] for c in self.knocks[actor])

    def cards_in_hands(self) -> int:
        return sum(len(h) for h in self.hands)

    def in_mission(self) -> list[int]:
        return [a for a in range(self.n) if not self.withdrawn[a]]

    def grizzled_name(self, actor: int) -> str:
        return self.cards.grizzled[self.grizzled[actor]]

    def charm(self, actor: int) -> int:
        """The Threat (index) of `actor`'s Good Luck Charm."""
        return self.cards.charm[self.grizzled[actor]]

    def min_intensity(self) -> int:
        """The least Intensity the Leader may choose: the minimum of the Order of the Day
        chosen for this Mission (1 without one)."""
        return min(self.order_min, MAX_INTENSITY)

    def tile_target(self, actor: int, tile: str) -> int:
        """The actor a Support tile played by `actor` supports (Selfish: always itself, unless
        an Order of the Day makes every tile count where it points)."""
        if self.has(actor, "selfish") and "support_true" not in self.ofx:
            return actor
        return (actor + TILE_STEP[tile]) % self.n

    # ---- the protocol ----------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.pending:
            return (self.owner[self.pending[0][1]],)
        if self.phase == INTENSITY or self.phase == ORDER or self.recruit_turn:
            return (self.owner[self.leader],)
        return (self.owner[self.turn],)

    def acting_actor(self) -> int:
        """The actor whose decision is open (-1 when the game is over)."""
        if self.phase == OVER:
            return -1
        if self.pending:
            return self.pending[0][1]
        if self.phase == INTENSITY or self.phase == ORDER or self.recruit_turn:
            return self.leader  # (the Leader's seat decides the Recruit's action)
        return self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int) -> list[Action]:
        """The legal actions of `seat` (empty unless it is to act); shared until the next
        action: treat it as read-only."""
        if seat == self._legal_seat:
            return self._legal
        if self.phase == OVER or seat != self.owner[self.acting_actor()]:
            return []
        self._legal = self._decision_actions()
        self._legal_seat = seat
        return self._legal

    def _decision_actions(self) -> list[Action]:
        if self.pending:
            return PENDING_ACTIONS[self.pending[0][0]](self, self.pending[0])
        if self.phase == INTENSITY:
            return list(INTENSITY_ACTIONS[self.min_intensity():])
        if self.phase == ORDER:
            return self._order_actions()
        if self.recruit_turn:
            return self._recruit_actions()
        return self._turn_actions(self.turn)

    def _turn_actions(self, a: int) -> list[Action]:
        hand = self.hands[self.hand_of[a]]
        can, forced = self.withdraw_rights(a)
        withdraws = self._withdraw_actions(a) if can else []
        if forced:
            return list(withdraws)  # (a list of its own: `_TILE_CHOICES` lists are shared)
        cards = self.cards
        face, play = cards.face_id, cards.actions["play"]
        # one move per face: copies share a key, which keeps the place of the first
        out = list({face[c]: play[c] for c in hand}.values())
        ofx = self.ofx
        if self.charm_up[a] and "exhausted" not in self.fx[a] and self.nml \
                and "no_charm" not in ofx:
            bit, charm, nml_mask = BIT[self.charm(a)], cards.actions["charm"], cards.nml_mask
            out += {face[c]: charm[c] for c in self.nml if nml_mask[c] & bit}.values()
        if self.speech[a] and not self.solo and "mute" not in self.fx[a] \
                and "no_speech" not in ofx:
            out += SPEECH_ACTIONS
        if self.help_held[a]:
            out += self._help_turn_actions(a)
        return out + withdraws

    def withdraw_rights(self, a: int) -> tuple[bool, bool]:
        """(may `a` withdraw, must it) on its turn, with the Hard Knocks' conflicts settled:
        on one Grizzled the card played first wins; between Grizzled the active player's."""
        hand = self.hands[self.hand_of[a]]
        if not hand:
            return True, False
        if self.ofx:
            rights = self._withdraw_rights_ordered(a, hand)
            if rights is not None:
                return rights
        if not self.fx[a]:
            return not self._fragile_elsewhere(a), False
        eff, seq = self.cards.effect, self.seq
        block = -1  # when its first card forbidding a withdrawal now was assigned
        for c in self.knocks[a]:
            e = eff[c]
            if (e == "hardheaded" and len(hand) >= 2) or \
                    (e == "prideful" and len(self.in_mission()) > 1):
                if block < 0 or seq[c] < block:
                    block = seq[c]
        fearful = self.first_seq(a, "fearful")
        if fearful >= 0 and max(self.counts) >= 2:
            if block >= 0 and block < fearful:
                return False, False
            return True, True  # its own card beats another's Fragile
        if block >= 0:
            return False, False
        return not self._fragile_elsewhere(a), False

    def _withdraw_rights_ordered(self, a: int, hand: list) -> tuple[bool, bool] | None:
        """The Orders of the Day's word on withdrawing, which wins over any Hard Knock: a
        hand above the ``hold_hand`` limit keeps `a` in (even a Fearful one), and
        ``free_withdraw`` lets him go whatever his or a comrade's Hard Knocks say (a Fearful
        one still must). None: the Orders leave it to the Hard Knocks."""
        hold = self.ofx.get("hold_hand")
        if hold is not None and len(hand) > hold:
            return False, False
        if "free_withdraw" in self.ofx:
            fearful = self.has(a, "fearful") and max(self.counts) >= 2
            return True, fearful
        return None

    def _fragile_elsewhere(self, a: int) -> bool:
        """Whether another actor still in the Mission is Fragile."""
        if "fragile" not in self.fx_all:
            return False
        fx, withdrawn = self.fx, self.withdrawn
        return any("fragile" in fx[b] and not withdrawn[b] for b in range(self.n) if b != a)

    def _withdraw_actions(self, a: int) -> list[Action]:
        if self.solo:
            return [WITHDRAW]
        tiles = [t for t in self.tiles[a] if t in TILE_STEP]  # (a planted marker points nowhere)
        panicked = self.has(a, "panicked")
        if not panicked and "absent_minded" not in self.fx[a]:
            key = tuple(tiles)
            out = _TILE_CHOICES.get(key)
            if out is None:
                out = _TILE_CHOICES[key] = [withdraw_action(k) for k in sorted(set(tiles))] \
                    or [WITHDRAW]
            return out
        kinds = sorted(set(tiles))
        if not self.has(a, "absent_minded") or not tiles:
            if not tiles:
                return [WITHDRAW]
            return [withdraw_action("random")] if panicked else \
                [withdraw_action(k) for k in kinds]
        out = []
        for lose in kinds:
            rest = tiles[:]
            rest.remove(lose)
            plays = (["random"] if rest else ["none"]) if panicked else \
                (sorted(set(rest)) or ["none"])
            out += [withdraw_action(p, lose) for p in plays]
        return out

    def _respond_actions(self, task: tuple) -> list[Action]:
        _, b, t = task
        names, mask, seen, out = self.cards.names, self.cards.mask, set(), []
        for c in self.hand(b):
            if mask[c] >> t & 1 and names[c] not in seen:
                seen.add(names[c])
                out.append(self.cards.actions["discard"][c])
        return out + [KEEP]

    def _christmas_actions(self, task: tuple) -> list[Action]:
        christmas = self.cards.actions["christmas"]
        return [christmas[c] for c in self._christmas_targets(task[2])]

    def _christmas_targets(self, card: int) -> list[int]:
        return [c for k in self.knocks for c in k if c != card]

    def _refill_actions(self, task: tuple) -> list[Action]:
        return [REFILL, STOP]

    def _relief_actions(self, task: tuple) -> list[Action]:
        return self._shed_actions(task)

    def _shed_actions(self, task: tuple) -> list[Action]:
        shed = self.cards.actions["shed"]
        return [shed[c] for c in self.knocks[task[1]]] + [DONE]

    # ---- applying --------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._legal_seat = -1
        self._views = None
        events: list[Event] = []
        a = self.acting_actor()
        if self.duo:
            self.held[self.owner[a]] = a
        if self.pending:
            task = self.pending.pop(0)
            ANSWER[action.kind](self, task, action, events)
        else:
            ACT[action.kind](self, a, action, events)
        self._settle(events)
        return events

    def _settle(self, events: list[Event]) -> None:
        """After an action and what it set off: end a failed Mission, else answer what is
        queued, else move to the next actor in (or end a Mission everyone left)."""
        if self.phase == OVER:
            return
        if self.phase == PLAY and max(self.counts) >= 3:
            self._end_mission(False, events)
            return
        if self.pending or self.phase != PLAY:
            self._note_held()
            return
        if all(self.withdrawn) and not self.recruit_in_mission():
            self._end_mission(True, events)
            return
        if self.turn_over:
            if self.recruit >= 0 or self.recruit_turn:
                self._next_turn_with_recruit()
            else:
                turn, n, withdrawn = self.turn, self.n, self.withdrawn
                turn = (turn + 1) % n
                while withdrawn[turn]:  # (someone is still in: checked above)
                    turn = (turn + 1) % n
                self.turn = turn
            self.turn_over = False
        self._note_held()

    def _next_turn_with_recruit(self) -> None:
        """The next to act, clockwise, the Recruit sitting after actor `recruit_after`; those
        withdrawn are passed over (someone is still in: checked by `_settle`)."""
        n, withdrawn = self.n, self.withdrawn
        a, at_recruit = self.turn, self.recruit_turn
        recruit_in = self.recruit_in_mission()
        while True:
            if at_recruit:
                at_recruit = False
                a = (self.recruit_after + 1) % n
            elif recruit_in and a == self.recruit_after:
                at_recruit = True
                break
            else:
                a = (a + 1) % n
            if not withdrawn[a]:
                break
        self.recruit_turn = at_recruit
        if not at_recruit:
            self.turn = a

    def _note_held(self) -> None:
        """The Duo's seat picks up the hand of its Grizzled who is to act (elsewhere a seat
        has one Grizzled, or the Solo's one hand, and `held` never changes)."""
        if self.duo:
            a = self.acting_actor()
            if a >= 0:
                self.held[self.owner[a]] = a

    def _act_intensity(self, a: int, action: Action, events: list[Event]) -> None:
        k = action.args[0]
        events.append(new_event("intensity", ("{} sets the Intensity at {}.", self.whos[a], k),
                                (("actor", "intensity"), a, k)))
        self._deal(k, events)
        self.phase = PLAY
        self.turn = self.leader
        self._after_deal(events)

    def _act_play(self, a: int, action: Action, events: list[Event]) -> None:
        card = action.args[0]
        self.hand(a).remove(card)
        self.turn_over = True
        name = self.cards.names[card]
        if self.cards.kind[card] == HARD_KNOCK:
            events.append(new_event("play", ("{} plays the Hard Knock {} on himself.",
                                             self.whos[a], name),
                                    (("actor", "card", "to"), a, card, "knocks"), reveals=True))
            self._assign(a, card, events)
        else:
            events.append(new_event("play", ("{} plays {} into No Man's Land.",
                                             self.whos[a], name),
                                    (("actor", "card", "to"), a, card, "nml"), reveals=True))
            self._to_nml(card)
            if self.cards.trap[card] and self.options.get("traps", True):
                self._trap(a, events)
        if self.solo and self.refill_ok and self.deck and len(self.hand(a)) < SOLO_HAND \
                and max(self.counts) < 3:
            self.pending.append(("refill", a))

    def _act_charm(self, a: int, action: Action, events: list[Event]) -> None:
        card = action.args[0]
        self.turn_over = True
        self._from_nml(card)
        self.discard.append(card)
        self.charm_up[a] = False
        events.append(new_event("charm", ("{} uses his Good Luck Charm ({}) and discards {}.",
                                          self.whos[a], THREATS[self.charm(a)],
                                          self.cards.names[card]),
                                (("actor", "card"), a, card)))

    def _act_speech(self, a: int, action: Action, events: list[Event]) -> None:
        t = THREAT_WORDS.index(action.args[0])
        self.turn_over = True
        self.speech[a] -= 1
        self._speech_to_all(a, t, events)

    def _speech_to_all(self, a: int, t: int, events: list[Event]) -> None:
        """A Speech of `a` against Threat `t` (a token's or a Helping Hand's)."""
        events.append(new_event("speech", ("{} makes a Speech against {}.", self.whos[a],
                                           THREATS[t]), (("actor", "threat"), a, t)))
        # every comrade who may benefit and holds cards is asked, whether he holds the
        # Threat or not: asking only those who do would tell the table what they hold
        for k in range(1, self.n):
            b = (a + k) % self.n
            if self.withdrawn[b] or (self.duo and self.owner[b] == self.owner[a]):
                continue
            if self.hands[self.hand_of[b]]:
                self.pending.append(("respond", b, t))

    def _act_withdraw(self, a: int, action: Action, events: list[Event]) -> None:
        self.turn_over = True
        args = action.args
        tiles = self.tiles[a]
        if len(args) == 2:  # Absent-Minded: a tile leaves the game first
            tiles.remove(args[1])
            events.append(new_event("forget", ("{} loses a Support tile ({}).",
                                               self.whos[a], args[1]),
                                    (("actor", "tile"), a, args[1]),
                                    to=ONLY[self.owner[a]]))
        tile = args[0] if args else "none"
        if tile == "random":
            known = [t for t in tiles if t in TILE_STEP]
            tile = known[self.rng.randbelow(len(known))]
        if tile != "none":
            tiles.remove(tile)
            events.append(new_event("tile", ("{} lays the Support tile {} face down.",
                                             self.whos[a], tile), (("actor", "tile"), a, tile),
                                    to=ONLY[self.owner[a]]))
        self.played[a] = tile
        self.withdrawn[a] = True
        self._drop_threats(a)
        events.append(new_event("withdraw", ("{} withdraws{}.", self.whos[a],
                                             "" if tile == "none" else
                                             " and lays a Support tile face down"),
                                (("actor", "tile_laid"), a, tile != "none")))
        if self.has(a, "clumsy"):
            self._clumsy(a, events)
        if self.orders and self._cancellable():
            self.pending.append(("cancel", a))

    # ---- answers to queued decisions -------------------------------------------------------
    def _answer_respond(self, task: tuple, action: Action, events: list[Event]) -> None:
        b = task[1]
        if action.kind == "keep":
            events.append(new_event("keep", ("{} keeps his cards.", self.whos[b]),
                                    (("actor",), b)))
            return
        card = action.args[0]
        self.hand(b).remove(card)
        self.discard.append(card)
        events.append(new_event("discard", ("Heartened, {} discards {} from his hand.",
                                            self.whos[b], self.cards.names[card]),
                                (("actor", "card"), b, card), reveals=True))

    def _answer_christmas(self, task: tuple, action: Action, events: list[Event]) -> None:
        card = action.args[0]
        holder = next(b for b in range(self.n) if card in self.knocks[b])
        self._remove_knock(holder, card)
        events.append(new_event("christmas", ("Merry Christmas: {} is rid of {}.",
                                              self.whos[holder], self.cards.names[card]),
                                (("actor", "card"), holder, card)))

    def _answer_refill(self, task: tuple, action: Action, events: list[Event]) -> None:
        if action.kind == "stop":
            self.refill_ok = False
            events.append(new_event("stop", ("No more refills this Mission.",), ((),)))
            return
        hand = self.hands[0]
        drawn = 0
        while len(hand) < SOLO_HAND and self.deck:
            hand.append(self.deck.pop())
            drawn += 1
        events.append(new_event("refill", ("The hand is refilled with {} card{}.", drawn,
                                           "" if drawn == 1 else "s"), (("cards",), drawn)))

    def _answer_shed(self, task: tuple, action: Action, events: list[Event]) -> None:
        """The supported Grizzled sheds his Hard Knocks (then the resolution goes on), or
        the Leader's relief of an Order of the Day (``relief``: the Mission goes on)."""
        kind, a, left = task
        resolve = kind == "shed"
        if action.kind == "done":
            if resolve:
                self._after_support(events)
            return
        card = action.args[0]
        self._remove_knock(a, card)
        events.append(new_event("shed", ("{} is rid of {}.", self.whos[a],
                                         self.cards.names[card]), (("actor", "card"), a, card)))
        if left > 1 and self.knocks[a]:
            self.pending.insert(0, (kind, a, left - 1))
        elif resolve:
            self._after_support(events)

    # ---- pieces of the rules -----------------------------------------------------------------
    def _who(self, actor: int) -> str:
        """How events name an actor: its Grizzled, with the seat's name beside it unless in
        the Solo (events read `whos`, made once from this)."""
        name = self.grizzled_name(actor)
        if self.solo:
            return name
        return f"{name} ({self.seat_name(self.owner[actor])})"

    def _add_threats(self, mask: int, sign: int) -> None:
        counts = self.counts
        for t in BITS_OF[mask]:
            counts[t] += sign

    def _to_nml(self, card: int) -> None:
        self.nml.append(card)
        self._add_threats(self.cards.nml_mask[card], 1)
        if self.cards.luck[card]:
            self.lucks += 1

    def _from_nml(self, card: int) -> None:
        self.nml.remove(card)
        self._add_threats(self.cards.nml_mask[card], -1)
        if self.cards.luck[card]:
            self.lucks -= 1
            self.luck_used = min(self.luck_used, self.lucks)

    def _drop_threats(self, a: int) -> None:
        """A withdrawing actor's Phobias and Traumas stop counting."""
        for c in self.knocks[a]:
            if self.cards.effect[c] in ("phobia", "trauma"):
                self._add_threats(self.cards.mask[c], -1)

    def _assign(self, a: int, card: int, events: list[Event]) -> None:
        """A Hard Knock onto actor `a`: it takes effect at once."""
        self.knocks[a].append(card)
        self.clock += 1
        self.seq[card] = self.clock
        effect = self.cards.effect[card]
        for fx in (self.fx[a], self.fx_all):
            fx[effect] = fx.get(effect, 0) + 1
        if effect in ("phobia", "trauma") and not self.withdrawn[a]:
            self._add_threats(self.cards.mask[card], 1)
        elif effect == "merry_christmas" and self._christmas_targets(card):
            self.pending.append(("christmas", a, card))

    def _remove_knock(self, a: int, card: int) -> None:
        self.knocks[a].remove(card)
        self.discard.append(card)
        effect = self.cards.effect[card]
        for fx in (self.fx[a], self.fx_all):
            if fx[effect] > 1:
                fx[effect] -= 1
            else:
                del fx[effect]
        # the counts hold the Phobias and Traumas from a Mission's start (its Order and its
        # deal included) to its end; in the resolution they are reset
        if self.cards.effect[card] in ("phobia", "trauma") and not self.withdrawn[a] \
                and self.phase in (PLAY, INTENSITY, ORDER):
            self._add_threats(self.cards.mask[card], -1)

    def _trap(self, a: int, events: list[Event], recruit: bool = False) -> None:
        """A Trap played from hand: draw the next Trial and play it (two for Aggressive),
        unless a Luck symbol in No Man's Land cancels it."""
        if "no_traps" in self.ofx:  # an Order of the Day wins over Aggressive too
            events.append(new_event("luck", ("By the Order of the Day, the Trap does not "
                                             "trigger.",), ((),)))
            return
        if not recruit and self.help_held[a] and self._use_event("trap_cancel", events, a):
            return  # a Helping Hand takes precedence over Aggressive and the Orders
        if self.lucks > self.luck_used:
            self.luck_used += 1
            events.append(new_event("luck", ("Luck in No Man's Land cancels the Trap.",), ((),)))
            return
        double = (not recruit and self.active(a, "aggressive")) or "double_traps" in self.ofx
        for _ in range(2 if double else 1):
            if max(self.counts) >= 3:
                return
            self._draw_and_play(a, "Trap", events)

    def _clumsy(self, a: int, events: list[Event]) -> None:
        self._draw_and_play(a, "Clumsy", events)

    def _draw_and_play(self, a: int, why: str, events: list[Event]) -> None:
        """The top Trial played at once (a Trap it shows is ignored); a Hard Knock goes to
        `a`. An empty Trials Deck gives nothing."""
        if not self.deck:
            events.append(new_event("draw", ("{}: the Trials Deck is empty, nothing is drawn.",
                                             why), (("actor",), a)))
            return
        card = self.deck.pop()
        name = self.cards.names[card]
        if self.cards.kind[card] == HARD_KNOCK and self.help_held[a] \
                and self._use_event("knock_block", events, a):
            self.discard.append(card)
            events.append(new_event("draw", ("{}: the Hard Knock {} is discarded.", why, name),
                                    (("actor", "card", "to"), a, card, "discard"),
                                    reveals=True))
            return
        if self.cards.kind[card] == HARD_KNOCK:
            events.append(new_event("draw", ("{}: {} draws the Hard Knock {}.", why,
                                             self.whos[a], name),
                                    (("actor", "card", "to"), a, card, "knocks"), reveals=True))
            self._assign(a, card, events)
        else:
            events.append(new_event("draw", ("{}: {} goes into No Man's Land.", why, name),
                                    (("actor", "card", "to"), a, card, "nml"), reveals=True))
            self._to_nml(card)

    # ---- end, views, saves -------------------------------------------------------------------
    def _effects_of_knocks(self) -> list[dict[str, int]]:
        """`fx` computed afresh from `knocks`."""
        out = []
        for knocks in self.knocks:
            fx: dict[str, int] = {}
            for c in knocks:
                e = self.cards.effect[c]
                fx[e] = fx.get(e, 0) + 1
            out.append(fx)
        return out

    def _all_effects(self) -> dict[str, int]:
        """`fx_all` computed afresh from `fx`."""
        out: dict[str, int] = {}
        for fx in self.fx:
            for e, k in fx.items():
                out[e] = out.get(e, 0) + k
        return out

    def initial_events(self) -> list[Event]:
        """The first Mission's start and deal (each seat's cards to it alone)."""
        return list(self._opening)

    def touch(self) -> None:
        """Recount the active Threats and Luck symbols and forget cached views and legal
        actions, after the state was edited by hand (tests' compact positions)."""
        self.counts = [0] * 6
        for c in self.nml:
            self._add_threats(self.cards.nml_mask[c], 1)
        for a in self.in_mission():
            for c in self.knocks[a]:
                if self.cards.effect[c] in ("phobia", "trauma"):
                    self._add_threats(self.cards.mask[c], 1)
        self.lucks = sum(self.cards.luck[c] for c in self.nml)
        self.luck_used = min(self.luck_used, self.lucks)
        self.ofx, self.order_threats = self._order_effects()
        if self.phase in (PLAY, INTENSITY, ORDER):
            self._count_order_threats()
        self.fx = self._effects_of_knocks()
        self.fx_all = self._all_effects()
        self._note_held()
        self._legal_seat = -1
        self._views = None

    # ---- the end-of-game summary (the results screen; `engine/summary.py`) ----------------
    score_name = "Hard Knocks"
    round_word = "Mission"
    score_is_race = False  # a shared war: more Hard Knocks is no lead

    def score_now(self) -> list[int]:
        """Per seat, the Hard Knocks its Grizzled carry, counted as the rules count them
        toward four (`weight`; the Duo's and the Solo's seats add up their Grizzled)."""
        out = [0] * self.seats
        for a in range(self.n):
            out[self.owner[a]] += self.weight(a)
        return out

    def round_now(self) -> int:
        """The Mission; while the next one waits for its Order or Intensity, still the one
        just resolved, so that its sample is taken after its Support (the Hard Knocks shed)."""
        if self.phase in (INTENSITY, ORDER) and self.mission > 1:
            return self.mission - 1
        return self.mission

    def highlights(self, history: list[Event]) -> list[str]:
        """From the public events and the public end (`highlights.py`)."""
        from .highlights import Ending, highlights

        return highlights(list(self.whos), history, Ending(
            self.won, self.defeat, len(self.deck), len(self.reserve)))

    def result(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        winners = tuple(range(self.seats)) if self.won else ()
        return Outcome(winners, self.end_reason, None,
                       {"rounds": self.mission, "defeat": self.defeat, "won": self.won})

    def view(self, seat: int | None) -> dict:
        """What `seat` may know (None: the public table); shared until the next action."""
        key = self.seats if seat is None else seat
        views = self._views
        if views is None:
            views = self._views = [None] * (self.seats + 1)
        view = views[key]
        if view is None:
            from .view import make_view

            view = views[key] = make_view(self, seat)
        return view

    def visible_hands(self, seat: int | None) -> list[int]:
        """The hands (indexes into `hands`) `seat` looks at now: its own, and in the Duo only
        the one of the Grizzled it holds."""
        if seat is None:
            return []
        if self.duo:
            return [self.hand_of[self.held[seat]]]
        return sorted({self.hand_of[a] for a in range(self.n) if self.owner[a] == seat})

    def determinize(self, seat: int, rng):
        from .determinize import determinize

        return determinize(self, seat, rng)

    def plant_private_marker(self, seat: int, marker: str) -> bool:
        """A Support tile only `seat` knows of, in the tiles of the Grizzled it holds. It
        points nowhere (no `TILE_STEP`), so no withdrawal offers or draws it and a game with
        it planted plays on (the monkey tool plays the live game after planting)."""
        if self.phase == OVER:
            return False
        self.tiles[self.held[seat]].append(marker)
        self._views = None
        self._legal_seat = -1
        return True

    def describe(self, action: Action, seat: int | None = None) -> str:
        from .view import describe

        return describe(self, action, seat)

    def why_illegal(self, seat: int, action: Action) -> str:
        from .view import why_illegal

        return why_illegal(self, seat, action)

    _FIELDS = ("grizzled", "charm_up", "withdrawn", "speech", "played", "deck", "reserve",
               "discard", "nml", "counts", "lucks", "luck_used", "leader", "turn", "phase",
               "mission", "speech_pool", "solo_tiles", "refill_ok", "held", "clock", "won",
               "end_reason", "defeat", "last_success", "turn_over", "order_deck", "order_all",
               "order_known", "offer", "orders", "order_discard", "order_min", "recruit_deck",
               "recruit_all", "recruit", "recruit_hand", "recruit_out", "recruit_after",
               "recruit_tokens", "recruit_turn", "recruit_discard", "help_deck", "help_all",
               "help_used", "help_friends")

    def snapshot(self) -> dict:
        data = {k: (list(v) if isinstance(v, list) else v)
                for k, v in ((k, getattr(self, k)) for k in self._FIELDS)}
        data["hands"] = [list(h) for h in self.hands]
        data["knocks"] = [list(k) for k in self.knocks]
        data["tiles"] = [list(t) for t in self.tiles]
        data["tile_reveals"] = [list(r) for r in self.tile_reveals]
        data["pending"] = [list(p) for p in self.pending]
        data["seq"] = list(self.seq)
        data["help_held"] = [list(h) for h in self.help_held]
        data["help_aside"] = [list(h) for h in self.help_aside]
        return data

    def restore(self, data: dict) -> None:
        for k in self._FIELDS:
            # (a save made before the modules lacks their fields: the fresh state's stand)
            v = data[k] if k in data else getattr(self, k)
            setattr(self, k, list(v) if isinstance(v, list) else v)
        self.hands = [list(h) for h in data["hands"]]
        self.knocks = [list(k) for k in data["knocks"]]
        self.tiles = [list(t) for t in data["tiles"]]
        # (a save made before the record: the table's knowledge starts afresh)
        self.tile_reveals = [tuple(r) for r in data.get("tile_reveals", ())]
        self.pending = [tuple(p) for p in data["pending"]]
        self.help_held = [list(h) for h in data.get("help_held", self.help_held)]
        self.help_aside = [list(h) for h in data.get("help_aside", self.help_aside)]
        self.help_all = tuple(self.help_all)
        self.seq = list(data["seq"])
        self.order_all = tuple(self.order_all)
        self.recruit_all = tuple(self.recruit_all)
        self.ofx, self.order_threats = self._order_effects()
        self.fx = self._effects_of_knocks()
        self.fx_all = self._all_effects()
        self.whos = tuple(self._who(a) for a in range(self.n))
        self._legal_seat = -1
        self._views = None

    def check_invariants(self) -> None:
        cards = (self.deck + self.reserve + self.discard + self.nml + self.recruit_hand
                 + [c for h in self.hands for c in h] + [c for k in self.knocks for c in k])
        expected = list(self.cards.in_game(self.solo, self.options.get("traps", True)))
        assert sorted(cards) == expected, "Trial cards are not conserved"
        if self.phase == PLAY:
            fresh = [0] * 6
            for c in self.nml:
                for t in BITS_OF[self.cards.nml_mask[c]]:
                    fresh[t] += 1
            for a in self.in_mission():
                for c in self.knocks[a]:
                    if self.cards.effect[c] in ("phobia", "trauma"):
                        fresh[BITS_OF[self.cards.mask[c]][0]] += 1
            for t, k in enumerate(self._order_effects()[1]):
                fresh[t] += k
            assert fresh == self.counts, "the active Threat counts are out of step"
            assert max(self.counts) < 3, "a failed Mission goes on"
            assert self.lucks == sum(self.cards.luck[c] for c in self.nml)
            assert 0 <= self.luck_used <= self.lucks
            assert self.pending or self.recruit_turn or not self.withdrawn[self.turn], \
                "a withdrawn actor's turn"
        if not self.solo:
            total = sum(len(t) for t in self.tiles) + sum(
                1 for p in self.played if p and p != "none")
            assert total <= sum(self.cards.tiles.values()), "Support tiles appeared"
        assert all(0 <= s for s in self.speech) and self.speech_pool >= 0
        assert self.fx == self._effects_of_knocks(), "the effects kept are out of step"
        assert self.fx_all == self._all_effects(), "the effects in play are out of step"
        if self.phase == OVER:
            assert not self.pending
        assert sorted(self.order_deck + self.offer + self.orders + self.order_discard) == \
            list(self.order_all), "Orders of the Day are not conserved"
        assert (self.ofx, self.order_threats) == self._order_effects(), \
            "the Orders' effects are out of step"
        assert 0 <= self.order_known <= len(self.order_deck)
        recruits = self.recruit_deck + self.recruit_discard + ([self.recruit]
                                                               if self.recruit >= 0 else [])
        assert len(recruits) == len(set(recruits)) == len(self.recruit_all), \
            "Recruits are not conserved"
        assert self.recruit >= 0 or not (self.recruit_hand or self.recruit_turn)
        helps = self.help_deck + self.help_used + self.help_friends + [
            c for h in self.help_held + self.help_aside for c in h]
        assert sorted(helps) == list(self.help_all), "Helping Hands are not conserved"


ACT = {
    "intensity": GrizzledState._act_intensity,
    "play": GrizzledState._act_play,
    "charm": GrizzledState._act_charm,
    "speech": GrizzledState._act_speech,
    "withdraw": GrizzledState._act_withdraw,
    "order": GrizzledState._act_order,
    "recruit_play": GrizzledState._act_recruit_play,
    "recruit_withdraw": GrizzledState._act_recruit_withdraw,
    "help": GrizzledState._act_help,
}
"""Action kind -> the method carrying out a Leader's or an actor's own decision."""

ANSWER = {
    "discard": GrizzledState._answer_respond,
    "keep": GrizzledState._answer_respond,
    "christmas": GrizzledState._answer_christmas,
    "refill": GrizzledState._answer_refill,
    "stop": GrizzledState._answer_refill,
    "shed": GrizzledState._answer_shed,
    "done": GrizzledState._answer_shed,
    "cancel": GrizzledState._answer_cancel,
    "leave": GrizzledState._answer_cancel,
    "keep_help": GrizzledState._answer_help,
}
"""Action kind -> the method answering the decision at the head of `pending`."""

PENDING_ACTIONS = {
    "respond": GrizzledState._respond_actions,
    "christmas": GrizzledState._christmas_actions,
    "refill": GrizzledState._refill_actions,
    "shed": GrizzledState._shed_actions,
    "relief": GrizzledState._relief_actions,
    "cancel": GrizzledState._cancel_actions,
    "help": GrizzledState._help_choice_actions,
}
"""Queued decision kind -> its legal actions."""
