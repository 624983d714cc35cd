"""The Grizzled's bots that decide at once, from their seat's view alone.

- easy: plays a Trial that does not fail the Mission when it sees one about half the time,
  else anything legal at random;
- normal (and `PLAYOUT_SENSE`, the search's rollouts): a careful comrade. It makes a Speech
  while two comrades or more still in hold cards; it never plays a third identical Threat and
  prefers the Trial that raises the active Threats least (a Trap without a Luck to cancel it
  counts as a risk); it plays a Hard Knock only while it stays at two or fewer (three when it
  would then be the neediest alone); it uses its charm when nothing is safe, then withdraws,
  laying its Support tile where the tile plan every normal bot works out alike from public
  facts puts it (`tile_plan`: the tiles revealed so far tell the table most of what each
  Grizzled holds; the plan backs the comrade who gains most and keeps the other tiles from
  drawing level with him; a search's rollout tells its bots the reveals at once,
  `tell_reveals`); a bot told nothing of the game so far gives its tile to the neediest
  comrade, or where the fixed `support_plan` puts it; a Leader keeps
  the hands under 10 cards; answering a Speech it sheds its heaviest card. With
  the modules: the Order that asks least, a restriction cancelled while the hands have room,
  the Recruit's calmest card, the Helping Hand that saves most, played when it plainly helps.

A bot reads only `view(seat)`: its own hand (in the Duo the one it holds), its own tiles, and
the public table, and remembers the Support tiles revealed (public events it `observe`s). It
draws chance from its own Rng, so a seeded game replays exactly.
"""
from __future__ import annotations

from typing import Sequence

from ...engine.bots import Bot
from ...engine.protocol import Action
from .knocks import BITS_OF, THREAT_WORDS
from . import tile_plan
from .tile_plan import TILE_STEP
HEAVY_FIRST = {"wounded": 3, "phobia": 2, "trauma": 2, "merry_christmas": -1}
"""How keen a bot is to be rid of a Hard Knock (higher first)."""
INTENSITY = 2
"""The Intensity a normal Leader asks for (more only to deal out the last of the deck)."""
HAND_ROOM = 10
"""The cards in hand, all together, a normal Leader keeps a deal under (13 lose)."""
KNOCK_ROOM = 2
"""The most Hard Knocks a normal bot takes on by playing one from its hand."""
SPEECH_AUDIENCE = 2
"""How many comrades still in, holding cards, a normal bot waits for before a Speech."""
CANCEL_ROOM = 7
"""The most cards in hand, all together, after drawing to cancel an Order of the Day."""
KEEP_FIRST = {"fail_save": 6, "knock_block": 6, "shed_knock": 5, "morale": 5,
              "support_plus": 4, "morale_relief": 4, "threat": 4, "clear_threat": 3,
              "trap_cancel": 3, "drop_card": 3, "support_true": 2, "free_speech": 2,
              "charm_up": 1}
"""Which Helping Hand a normal bot keeps (higher first): what saves a game outright, then
what sheds Hard Knocks or Morale."""
TRAP_RISK = 1.5
"""What a Trap with no Luck to cancel it costs a normal bot, in points of pressure."""


def after_play(counts: list[int], mask: int) -> list[int]:
    out = counts[:]
    for t in BITS_OF[mask]:
        out[t] += 1
    return out


def pressure(counts: list[int]) -> int:
    """How close No Man's Land is to failing: twos weigh far more than ones."""
    return sum(c * c for c in counts)


def support_plan(n: int, target: int) -> list[int]:
    """Where each Grizzled's tile goes when every normal bot backs `target` with a plain
    To the Left or To the Right tile (the tiles every Grizzled starts with): those beside
    him back him; the others, in play order from his left, each give theirs to the comrade
    beside them the plan has backed least so far (the left one on a tie), never to him,
    so no one else draws level with him. The same for every bot: it needs only public
    facts."""
    plan = [-1] * n
    backed = [0] * n
    for a in range(n):
        if a != target and target in ((a + 1) % n, (a - 1) % n):
            plan[a] = target
            backed[target] += 1
    for k in range(1, n + 1):
        a = (target + k) % n
        if plan[a] >= 0:
            continue
        sides = [b for b in ((a + 1) % n, (a - 1) % n) if b != target]
        plan[a] = min(sides, key=lambda b: backed[b])
        backed[plan[a]] += 1
    return plan


class GrizzledBot(Bot):
    """Easy and normal bots (see the module's docstring)."""

    def __init__(self, seat: int, level: str, seed: int):
        super().__init__(seat, level, seed)
        self._reveals: list[tuple[int, str, int]] | None = None
        """The Support tiles revealed so far (actor, tile, target), from the public events;
        None while the bot has been told nothing (a rollout's bot, made mid-game)."""
        self._ledger: tile_plan.TileLedger | None = None
        self._told = 0
        """How many of `_reveals` the ledger holds."""

    def observe(self, events) -> None:
        if self._reveals is None:
            self._reveals = []
        for event in events:
            if event.kind == "reveal":
                data = event.data
                if "actor" in data:  # (the Solo's tile names no one who laid it)
                    self._reveals.append((data["actor"], data["tile"], data["target"]))

    def tell_reveals(self, reveals: list) -> None:
        """Tell the bot, at once, every Support tile revealed so far, as (actor, tile,
        target) in order: a state's public record (`GrizzledState.tile_reveals`), which a
        rollout's bot, made mid-game, reads from the determinized state it plays. The list
        is read as it grows (not copied); a new list starts the ledger afresh."""
        if reveals is not self._reveals:
            self._reveals = reveals
            self._ledger = None
            self._told = 0

    def _ledger_for(self, view: dict) -> tile_plan.TileLedger | None:
        """The public tile ledger brought up to date (None: the bot was told nothing)."""
        if self._reveals is None:
            return None
        if self._ledger is None:
            self._ledger = tile_plan.TileLedger(len(view["actors"]))
        for a, tile, target in self._reveals[self._told:]:
            self._ledger.reveal(a, tile, target)
        self._told = len(self._reveals)
        return self._ledger

    def choose_unseen(self, legal: Sequence[Action]) -> Action | None:
        return legal[0] if len(legal) == 1 else None

    def choose(self, view: dict, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if self.level == "easy":
            return self._easy(view, legal)
        if kind == "intensity":
            return self._intensity(view, legal)
        if kind in ("discard", "keep"):
            return self._respond(view, legal)
        if kind == "christmas":
            return self._christmas(view, legal)
        if kind in ("refill", "stop"):
            # the Solo's Morale Drop is 3 whatever the hand holds: more cards are more
            # chances to play one that fits, so refill (stopping when a Hard Knock keeps a
            # Grizzled in while the hand holds cards was measured no better)
            return legal[0]
        if kind in ("shed", "done"):
            return self._shed(view, legal)
        if kind == "order":
            return self._order(view, legal)
        if kind in ("cancel", "leave"):
            return self._cancel(view, legal)
        if kind in ("recruit_play", "recruit_withdraw"):
            return self._recruit(view, legal)
        if kind == "keep_help":
            return max(legal, key=lambda a: KEEP_FIRST.get(self._help_effect(view, a), 0))
        return self._turn(view, legal)

    # ---- easy ------------------------------------------------------------------------------
    def _easy(self, view: dict, legal: Sequence[Action]) -> Action:
        safe = [a for a in legal if a.kind == "play" and not self._fails(view, a.args[0])]
        if safe and self.rng.random() < 0.5:
            return self.rng.choice(safe)
        if legal[0].kind == "discard":
            return legal[0]
        return self.rng.choice(legal)

    # ---- normal ----------------------------------------------------------------------------
    def _card(self, view: dict, card: int) -> list:
        for hand in view["hands"].values():
            for entry in hand:
                if entry[0] == card:
                    return entry
        raise KeyError(card)

    def _fails(self, view: dict, card: int) -> bool:
        _, mask, effect, _trap = self._card(view, card)
        if effect and effect not in ("phobia", "trauma"):
            return False
        return max(after_play(view["threats"], mask)) >= 3

    def _intensity(self, view: dict, legal: Sequence[Action]) -> Action:
        n = len(view["actors"])
        room = (HAND_ROOM - view["in_hands"]) // n  # keep clear of 13 cards in hand
        want = max(1, min(INTENSITY, room))
        if view["deck"] <= n * (want + 1):  # close to Peace: deal the deck out
            want = max(1, min(room, -(-view["deck"] // n)))
        return min(legal, key=lambda a: abs(a.args[0] - want))

    def _order(self, view: dict, legal: Sequence[Action]) -> Action:
        """The Order of the Day that asks least: one whose minimum keeps the hands under
        `HAND_ROOM`, then an advantage before a restriction, then the lower minimum, then the
        easier card (the offer is public: ``view["orders"]``)."""
        room = (HAND_ROOM - view["in_hands"]) // len(view["actors"])
        offer = {o: (minimum > max(room, 1), not adv, minimum, difficulty)
                 for o, difficulty, minimum, adv in view["orders"]["offer"]}
        return min(legal, key=lambda a: offer[a.args[0]])

    def _cancel(self, view: dict, legal: Sequence[Action]) -> Action:
        """Cancel a restriction that outlasts its Mission while the hands, with the cards
        drawn, stay well clear of 13."""
        info = {o: (cards, adv) for o, _e, _c, cards, adv in view["orders"]["in_play"]}
        for a in legal:
            if a.kind == "cancel":
                cards, adv = info[a.args[0]]
                if not adv and view["in_hands"] + cards <= CANCEL_ROOM:
                    return a
        return legal[-1]

    def _recruit(self, view: dict, legal: Sequence[Action]) -> Action:
        """The Recruit's action, chosen as the Leader: the calmest card of his face-up hand
        that does not fail the Mission (a Hard Knock only while the Leader has room for it:
        it lands on him), else he withdraws."""
        cards = {c: (mask, effect, trap) for c, mask, effect, trap in view["recruit"]["hand"]}
        leader = view["leader"]
        counts = view["threats"]
        best, best_score = None, None
        for a in legal:
            if a.kind != "recruit_play":
                continue
            mask, effect, trap = cards[a.args[0]]
            if effect:
                extra = 2 if effect == "wounded" else 0 if effect == "merry_christmas" else 1
                if view["actors"][leader]["weight"] + extra > self._knock_room(view, leader,
                                                                               extra):
                    continue
                if effect in ("phobia", "trauma") and max(after_play(counts, mask)) >= 3:
                    continue
                score = 4.0 + 2 * extra
            else:
                after = after_play(counts, mask)
                if max(after) >= 3:
                    continue
                score = pressure(after) - pressure(counts)
                if trap and not view["luck_free"] and view["traps"]:
                    if max(after) >= 2:
                        continue
                    score += TRAP_RISK * (1 + max(after))
            if best_score is None or score < best_score:
                best, best_score = a, score
        return best if best is not None else legal[-1]

    def _respond(self, view: dict, legal: Sequence[Action]) -> Action:
        best, score = legal[-1], -1
        for a in legal:
            if a.kind != "discard":
                continue
            _, mask, effect, _ = self._card(view, a.args[0])
            s = len(BITS_OF[mask]) + (5 if effect else 0)
            if s > score:
                best, score = a, s
        return best

    def _christmas(self, view: dict, legal: Sequence[Action]) -> Action:
        def worth(action: Action) -> tuple:
            card = action.args[0]
            for actor in view["actors"]:
                if card in actor["knocks"]:
                    effect = actor["knock_effects"][actor["knocks"].index(card)]
                    return (actor["weight"], HEAVY_FIRST.get(effect, 1))
            return (0, 0)
        return max(legal, key=worth)

    def _shed(self, view: dict, legal: Sequence[Action]) -> Action:
        best, score = legal[-1], 0
        for a in legal:
            if a.kind != "shed":
                continue
            for actor in view["actors"]:
                if a.args[0] in actor["knocks"]:
                    effect = actor["knock_effects"][actor["knocks"].index(a.args[0])]
                    s = HEAVY_FIRST.get(effect, 1)
                    if s > score:
                        best, score = a, s
        return best

    @staticmethod
    def _help_effect(view: dict, action: Action) -> str:
        """The effect of the Helping Hand an action names (from the seat's own view)."""
        c = action.args[0]
        for held in view["helping"]["held"].values():
            for card, _category, effect in held:
                if card == c:
                    return effect
        return ""

    def _help(self, view: dict, me: int, legal: Sequence[Action], calm: bool) -> Action | None:
        """An Action Helping Hand worth its turn: shedding a Hard Knock at two or more,
        clearing the Threat that has two in No Man's Land or dropping a card that cannot be
        played when nothing calm is left, a charm back when it is spent."""
        helps = [a for a in legal if a.kind == "help"]
        if not helps:
            return None
        actor = view["actors"][me]
        counts = view["threats"]
        for a in helps:
            effect = self._help_effect(view, a)
            if effect == "shed_knock" and actor["weight"] >= 2:
                return max((x for x in helps if x.args[0] == a.args[0]),
                           key=lambda x: HEAVY_FIRST.get(
                               actor["knock_effects"][actor["knocks"].index(x.args[1])], 1))
            if effect == "charm_up" and not calm:
                return a
            if calm:
                continue
            if effect == "clear_threat" and max(counts) >= 2:
                return a
            if effect == "drop_card":
                return a
            if effect == "free_speech":
                worst = max(range(6), key=lambda t: (counts[t], -t))
                return next(x for x in helps if x.args[0] == a.args[0]
                            and x.args[1] == THREAT_WORDS[worst])
        return None

    def _turn(self, view: dict, legal: Sequence[Action]) -> Action:
        me = view["turn"]
        actor = view["actors"][me]
        counts = view["threats"]
        hand = view["hands"].get(view["hand_of"][me], [])
        speech = self._speech(view, me, legal)
        if speech is not None:
            return speech
        if view.get("helping"):
            helping = self._help(view, me, legal, calm=True)
            if helping is not None:
                return helping
        best, best_score = None, None
        for a in legal:
            if a.kind != "play":
                continue
            _, mask, effect, trap = self._card(view, a.args[0])
            if effect and effect not in ("phobia", "trauma"):
                extra = 2 if effect == "wounded" else 0 if effect == "merry_christmas" else 1
                if actor["weight"] + extra > self._knock_room(view, me, extra):
                    continue
                score = 4.0 + 2 * extra - (3 if effect == "merry_christmas" else 0)
            else:
                after = after_play(counts, mask)
                if max(after) >= 3:
                    continue
                if effect:  # a Phobia or Trauma counts while I am in, and weighs a knock
                    if actor["weight"] + 1 > self._knock_room(view, me, 1):
                        continue
                    score = pressure(after) - pressure(counts) + 2.0
                else:
                    score = pressure(after) - pressure(counts)
                if trap and not view["luck_free"] and view["traps"]:
                    score += TRAP_RISK * (1 + max(after))
                    if max(after) >= 2:
                        continue
            if best_score is None or score < best_score:
                best, best_score = a, score
        if best is not None:  # anything that does not fail the Mission beats leaving cards
            return best
        if view.get("helping"):
            helping = self._help(view, me, legal, calm=False)
            if helping is not None:
                return helping
        for a in legal:  # nothing calm to play: the charm on a Threat that is about to bite
            if a.kind == "charm" and max(counts) >= 2:
                return a
        speeches = [a for a in legal if a.kind == "speech"]
        if speeches and hand and max(counts) >= 2:
            worst = max(range(6), key=lambda t: counts[t])
            return next(a for a in speeches if a.args[0] == THREAT_WORDS[worst])
        withdraws = [a for a in legal if a.kind == "withdraw"]
        if withdraws:
            return self._withdraw(view, me, withdraws)
        return best if best is not None else legal[0]

    @staticmethod
    def _support_worth(actor: dict) -> float:
        """What strictly the most Support is worth to a comrade: the Hard Knocks he may
        shed (two at most), more when he is one from the fourth, a little for a charm back."""
        weight = actor["weight"]
        return min(weight, 2) + (1.0 if weight >= 3 else 0.0) + \
            (0.3 if not actor["charm_up"] else 0.0) + 0.01

    def _planned_withdraw(self, view: dict, me: int, options: list[Action]) -> Action | None:
        """The withdrawal the public tile plan asks of this bot (`tile_plan`), or None
        without a ledger (a bot told nothing of the game so far).

        Every comrade still in (he will withdraw) and every one who laid a tile face down
        is counted as laying one: where he chooses among the tiles the table knows he holds
        (those it does not know land at random on a comrade he may reach; a Panicked one's
        always do). The plan is made from public facts alone, this bot's own tiles included
        as the table knows them, so every normal bot finds the same one; then this bot lays,
        of the tiles it really holds, the one worth most with the others following the plan
        (the plan's own choice first, then a double tile lost before a plain one)."""
        ledger = self._ledger_for(view)
        if ledger is None:
            return None
        actors = view["actors"]
        n = len(actors)
        public = ledger.public(actors)
        # an Order of the Day (or a Recruit, a Friendship: their effects join the Orders')
        # that makes every tile count where it points wins over Selfish and Distrustful, as
        # in `rules.tile_target` and the reveal
        true = view["orders"] is not None and "support_true" in view["orders"]["effects"]
        worth = tuple(self._support_worth(actor) for actor in actors)
        counts = tuple(true or "distrustful" not in actor["knock_effects"] for actor in actors)
        layers = []
        for a, actor in enumerate(actors):
            kinds, unknown = public[a]
            effects = actor["knock_effects"]
            selfish = "selfish" in effects and not true
            if actor["withdrawn"] and not actor["tile_laid"]:
                layers.append(())
                continue
            if not actor["withdrawn"] and not kinds and not unknown:
                layers.append(())
                continue
            known = tile_plan.targets(a, n, kinds, selfish)
            spread = tile_plan.reach(a, n, selfish) if unknown else ()
            if "panicked" in effects:
                layers.append(("wild", tuple(sorted(set(known) | set(spread)))))
            else:
                layers.append(("pick", known, spread))
        layers = tuple(layers)
        planned = tile_plan.plan(n, worth, counts, layers)
        chosen = tuple((a, b) for a, b in enumerate(planned) if b >= 0 and a != me)

        def score(action: Action) -> tuple:
            tile = action.args[0] if action.args else "none"
            if tile not in TILE_STEP:
                target = -1
            elif "selfish" in actors[me]["knock_effects"] and not true:
                target = me
            else:
                target = (me + TILE_STEP[tile]) % n
            value = tile_plan.expected(n, worth, counts, layers, chosen + ((me, target),))
            lost = action.args[1] if len(action.args) == 2 else ""
            return (round(value, 6), target == planned[me], -(lost in ("L", "R")))
        return max(options, key=score)

    def _knock_room(self, view: dict, me: int, extra: int) -> int:
        """The most Hard Knocks this bot takes on: one more than `KNOCK_ROOM` when it would
        then be the neediest alone (the group's Support goes to it next)."""
        actors = view["actors"]
        after = actors[me]["weight"] + extra
        if all(after > actor["weight"] for a, actor in enumerate(actors) if a != me):
            return KNOCK_ROOM + 1
        return KNOCK_ROOM

    def _speech(self, view: dict, me: int, legal: Sequence[Action]) -> Action | None:
        """A Speech while comrades still in hold cards: it lets each of them shed a card
        without it costing No Man's Land a Threat. The Threat named is the one most active
        (the cards that show it are the hardest to play)."""
        speeches = [a for a in legal if a.kind == "speech"]
        if not speeches:
            return None
        actors = view["actors"]
        listeners = sum(1 for a, actor in enumerate(actors)
                        if a != me and not actor["withdrawn"] and actor["hand"]
                        and not (view["duo"] and actor["owner"] == actors[me]["owner"]))
        if listeners < SPEECH_AUDIENCE:
            return None
        counts = view["threats"]
        worst = max(range(6), key=lambda t: (counts[t], -t))
        return next(a for a in speeches if a.args[0] == THREAT_WORDS[worst])

    def _withdraw(self, view: dict, me: int, options: list[Action]) -> Action:
        """Where the public tile plan puts this bot's tile (`_planned_withdraw`). A bot told
        nothing of the game so far supports the neediest comrade, as every normal bot sees
        him (the most Hard Knocks, then a charm spent, then the first in play order): so the
        tiles of those who can reach him pile up on him alone. A bot who cannot reach him (or
        he himself) gives its tile where `support_plan` puts it, else where it competes least
        (the reachable comrade with the fewest Hard Knocks)."""
        actors = view["actors"]
        n = len(actors)
        neediest = max(range(n), key=lambda a: (actors[a]["weight"], not actors[a]["charm_up"],
                                                -a))

        def target(action: Action) -> int:
            args = action.args
            tile = args[0] if args else "none"
            if tile not in TILE_STEP:
                return -1
            if "selfish" in actors[me]["knock_effects"]:
                return me
            return (me + TILE_STEP[tile]) % n

        if not view["solo"]:
            planned = self._planned_withdraw(view, me, options)
            if planned is not None:
                return planned
        aside = support_plan(n, neediest)[me] if n >= 3 else -1

        def worth(action: Action) -> tuple:
            a = target(action)
            lost = action.args[1] if len(action.args) == 2 else ""
            keeps = -(lost in ("L", "R"))  # the doubles are the tiles to lose first
            if a < 0:
                return (0, 0, keeps)
            if a == neediest:
                return (3, 0, keeps)
            if a == aside:
                return (2, 0, keeps)
            return (1, -actors[a]["weight"], keeps)
        return max(options, key=worth)
