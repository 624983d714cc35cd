"""The combat sequence, steps 1 to 7, and ranged combat's exceptions."""
from __future__ import annotations

CLOSE = ((3, 3), (4, 3))


def _attack(brawl, a_card, b_card, monsters=("gristlehorn", "skitterjaw"), power=None,
            cells=CLOSE, facings=(1, 4), verb="attack", arena=None, hands=None):
    """Seat 0 attacks seat 1 and both play the named cards (no Power: no heal step)."""
    state = brawl.fight(monsters, cells=cells, facings=facings, power=power, arena=arena,
                        hands=hands or {0: [a_card], 1: [b_card]})
    brawl.act(state, f"{verb} 1")
    if state.combat["step"] == "heal":
        for s in state.to_act():
            brawl.act(state, "mend 0", s)
    brawl.act(state, f"play {brawl.card(a_card)}", 0)
    events = brawl.act(state, f"play {brawl.card(b_card)}", 1)
    return state, events


def _damage(events) -> dict:
    return {e.data["seat"]: e.data["damage"] for e in events if e.kind == "damage"}


def test_both_sides_heal_at_once_before_the_clash(brawl):
    """Combat Turn Sequence (Players act simultaneously during each step.) 1) Heal You may
    spend Power tokens to gain Health. Gain one Health for every Power token you spend. You
    may not gain more Health than your maximum Health."""
    state = brawl.fight(power=[4, 3], hands={0: ["5"], 1: ["5"]})
    state.pool = [6, 9]  # of 9 and 10
    state.touch()
    brawl.act(state, "attack 1")
    assert state.combat["step"] == "heal" and state.to_act() == (0, 1)
    assert state.decision(0).secret
    assert [a for a in brawl.legal(state, 1)] == ["mend 0", "mend 1"]  # 9 of 10
    brawl.act(state, "mend 3", 0)
    assert state.view(1)["combat"]["ready"]["mend"] == [True, False]
    assert "mine" not in state.view(1)["combat"] or state.view(1)["combat"]["mine"]["mend"] \
        is None
    assert state.pool[0] == 6  # nothing happens until both have chosen
    brawl.act(state, "mend 1", 1)
    assert state.pool == [9, 10] and state.power == [1, 2]
    assert state.test is not None


def test_the_clash_is_a_test_of_strength_that_powers_cannot_change(brawl):
    """2) Test Strength Special powers may not be used to modify the outcome of the test of
    Strength once cards are revealed."""
    state = brawl.fight(("squelchor", "skitterjaw"), hands={0: ["5"], 1: ["5"]})
    assert state.ability(0, "grip") == 2
    brawl.act(state, "attack 1")
    assert state.test["kind"] == "combat" and state.test["base"] == [5, 4]  # no grip


def test_the_strength_is_added_to_the_combat_card(brawl):
    """Strength (St): Some Monsters are stronger than other ones. When you’re fighting another
    Monster, you play a card, then add your Strength to the value of the combat card you
    played. The highest total wins the combat and deals damage to the loser."""
    state, events = _attack(brawl, "3", "5")  # 7 + 3 against 4 + 5
    assert any("total 10" in e.text and "total 9" in e.text for e in events)
    assert _damage(events) == {1: 1}


def test_the_winner_gains_a_point_of_power(brawl):
    """3) The Joy of Victory If you win, gain one point of Power."""
    state, events = _attack(brawl, "3", "5")
    assert state.power == [1, 0] and state.supply == 29


def test_the_loser_takes_the_difference_of_the_totals(brawl):
    """4) The Agony of Defeat If you lost, you take damage. If both cards were numbered
    cards, you take damage equal to the difference between the two totals."""
    state, events = _attack(brawl, "8", "3")  # 15 against 7
    assert _damage(events) == {1: 8} and state.pool[1] == 2


def test_more_strength_wins_more_and_deals_more(brawl):
    """Higher Strength makes you more likely to win in combat. Damage you deal in combat is
    directly related to how much you win by, so having lots of Strength also lets you deal
    more damage."""
    _, weak = _attack(brawl, "5", "5", monsters=("gibbergeist", "skitterjaw"))
    _, strong = _attack(brawl, "5", "5", monsters=("gristlehorn", "skitterjaw"))
    assert _damage(strong)[1] > 0 and 1 not in _damage(weak)


def test_a_winning_jack_deals_nine(brawl):
    """If the winning card was royal, then you take damage as follows: Jack = 9 points of
    damage."""
    state, events = _attack(brawl, "J", "10")
    assert _damage(events) == {1: 9} and state.pool[1] == 1


def test_a_winning_queen_deals_seven(brawl):
    """Queen = 7 points of damage."""
    _, events = _attack(brawl, "Q", "J")
    assert _damage(events) == {1: 7}


def test_a_winning_king_deals_five(brawl):
    """King = 5 points of damage."""
    _, events = _attack(brawl, "K", "Q")
    assert _damage(events) == {1: 5}


def test_a_losing_attacker_takes_two_less_but_at_least_one(brawl):
    """Reduce your health pool by the damage taken; if you were the attacker, then reduce the
    damage you take by 2, to a minimum of one point."""
    state, events = _attack(brawl, "2", "Q")  # the attacker loses to a Queen: 7 - 2
    assert _damage(events) == {0: 5} and state.pool[0] == 9 - 5
    state, events = _attack(brawl, "A", "5", monsters=("gibbergeist", "skitterjaw"))
    assert _damage(events) == {0: 2}  # 4 + 1 against 4 + 5: 4 - 2 = 2
    state, events = _attack(brawl, "2", "3", monsters=("gibbergeist", "skitterjaw"))
    assert _damage(events) == {0: 1}  # lost by 1: at least one point


def test_the_pool_never_drops_below_zero(brawl):
    """If this drops your Health below zero, then set your health pool to zero."""
    state = brawl.fight(hands={0: ["8"], 1: ["2"]})
    state.pool[1] = 3
    brawl.act(state, "attack 1")
    brawl.act(state, f"play {brawl.card('8')}", 0)
    brawl.act(state, f"play {brawl.card('2')}", 1)
    assert state.combat["victim"] == 1 or state.limb_cell  # torn, then the pool is reset
    assert state.pool[1] >= 0


def test_a_pool_at_zero_loses_a_limb_and_resets_to_the_new_health(brawl):
    """Health (Ht): Health measures the physical integrity of a Monster. Robust Monsters have
    lots of Health. When you run out of Health points, you lose a limb and reset your health
    pool to your new total Health."""
    state = brawl.fight(hands={0: ["8"], 1: ["2"]}, power=[0, 0])
    state.pool[1] = 3
    brawl.act(state, "attack 1")
    brawl.act(state, f"play {brawl.card('8')}", 0)
    brawl.act(state, f"play {brawl.card('2')}", 1)  # 15 against 6: 9 damage, pool 0
    assert state.combat["step"] == "rip" and state.to_act() == (0,)
    brawl.act(state, "rip 5")  # the Raking Claw (Strength 2, Health 1)
    assert state.stat(1, 3) == 9 and state.pool[1] == 9 and state.stat(1, 1) == 2


def test_more_than_nine_damage_tears_a_limb_but_only_one(brawl):
    """5) Dismemberment? If your health pool is at zero, or if you just took more than 9
    points of damage, then your opponent gets to rip a limb of your body (Meeting both
    requirements only causes you to lose one limb.)."""
    state, events = _attack(brawl, "10", "A")  # 17 against 5: 12 damage, pool 0 as well
    assert _damage(events) == {1: 12} and state.combat["step"] == "rip"
    limbs = len(state.limbs_of(1))
    brawl.act(state, "rip 0")
    assert len(state.limbs_of(1)) == limbs - 1
    assert state.combat["step"] in ("drop", "more")
    state, events = _attack(brawl, "9", "A", monsters=("gristlehorn", "cragback"))
    # 16 against 7: 9 damage (8 after its Plated Tail), 12 Health: nothing torn
    assert state.combat["step"] == "more" and state.combat["victim"] == -1


def test_power_tokens_guard_every_limb_but_one(brawl):
    """If you’re about to lose a limb, you may move a Power token from your power pool onto
    every limb on your Monster but one (your torso does not count as a limb); there must be
    at least one limb uncovered by a power token when you’re done. Your opponent may not
    remove a limb that’s covered by a Power token. Once your opponent has selected a limb,
    all Power tokens on limbs are spent and the selected limb gets ripped off."""
    state, _ = _attack(brawl, "10", "A", monsters=("gristlehorn", "mawkling"),
                       power=[0, 9])
    assert state.combat["step"] == "guard" and state.to_act() == (1,)
    for spot in (0, 1, 2):
        brawl.act(state, f"guard {spot}")
    assert brawl.legal(state) == ["bare"]  # one limb must stay bare
    assert state.power[1] == 6
    brawl.act(state, "bare")  # one limb left to choose: it is ripped at once
    assert state.slots[1][3] == -1 and state.power[1] == 6
    assert state.combat["guards"] == [] and state.supply == 30 - 9 - 1 + 3
    assert all(state.slots[1][k] >= 0 for k in (0, 1, 2))


def test_the_opponent_chooses_which_limb_is_ripped(brawl):
    """Sum your attributes and adjust your Monster Monitor to reflect your new attribute
    totals; this includes resetting your Health to your new Health total."""
    state, _ = _attack(brawl, "10", "A")
    assert state.to_act() == (0,)
    assert brawl.legal(state) == [f"rip {k}" for k in range(6)]
    brawl.act(state, "rip 4")  # the Swivel Head: Strength 1, Smarts 1, Health 1
    assert [state.stat(1, i) for i in range(4)] == [5, 3, 1, 9]
    assert state.pool[1] == 9 and state.ability(1, "free_turn") == 0


def test_the_victim_puts_the_torn_limb_within_two_spaces(brawl):
    """If you’re removing a limb, you may put the severed limb in your square or in any
    unoccupied space within two spaces of the victim’s square."""
    state, _ = _attack(brawl, "10", "A")
    brawl.act(state, "rip 0")
    assert state.combat["step"] == "drop" and state.to_act() == (1,)
    grid = state.arena.grid
    cells = {tuple(a.args) for a in state.legal_actions(1)}
    assert cells == {CLOSE[1]} | {c for c in grid.within(CLOSE[1], 2)
                                  if state.unoccupied(c)}
    assert CLOSE[0] not in cells
    brawl.act(state, "drop 5 1")
    assert list(state.limb_cell.values()) == [(5, 1)]


def test_a_torn_limb_stays_where_it_lies(brawl):
    """You may not carry the limb around with you."""
    state, _ = _attack(brawl, "10", "A")
    brawl.act(state, "rip 0")
    brawl.act(state, "drop 4 3")  # in its own square
    for s in (0, 1):
        brawl.act(state, "stop", s)
    brawl.act(state, "end")  # the Skitterjaw's turn: it walks off, the limb stays
    brawl.act(state, "move back")
    brawl.act(state, "let")
    assert state.cell[1] == (5, 3) and list(state.limb_cell.values()) == [(4, 3)]


def test_no_limb_left_to_lose_is_the_end_of_that_monster(brawl):
    """6) R.I.P.? If you’ve taken enough damage to qualify for dismemberment, but you have no
    limbs left to lose, then your opponent has stomped you into a bloody pulp. You’re out of
    the game. Combat ends, that player gains 5 Power tokens, and the current player’s turn
    ends."""
    state = brawl.fight(("gristlehorn", "skitterjaw", "mawkling"),
                        cells=(CLOSE[0], CLOSE[1], (8, 0)), facings=(1, 4, 4),
                        hands={0: ["9"], 1: ["2"], 2: ["2"]})
    state.slots[1] = [-1] * 6  # a torso alone
    state.touch()
    state.pool[1] = 4
    brawl.act(state, "attack 1")
    brawl.act(state, f"play {brawl.card('9')}", 0)
    events = brawl.act(state, f"play {brawl.card('2')}", 1)
    assert not state.alive[1] and state.cell[1] is None
    assert state.power[0] == 6 and state.combat is None
    assert state.cur != 0 and any(e.kind == "rip_pulp" for e in events)
    assert not state.is_over()


def test_combat_goes_on_only_when_both_want_it(brawl):
    """7) Continue or end? If both participants want to continue combat, then go back to the
    first step. Otherwise, the combat action ends."""
    state, _ = _attack(brawl, "3", "2", hands={0: ["3", "4"], 1: ["2", "5"]})
    assert state.combat["step"] == "more" and state.to_act() == (0, 1)
    assert state.decision(1).secret
    brawl.act(state, "press", 0)
    brawl.act(state, "press", 1)
    assert state.test is not None and state.test["kind"] == "combat"
    brawl.act(state, f"play {brawl.card('4')}", 0)
    brawl.act(state, f"play {brawl.card('5')}", 1)
    brawl.act(state, "press", 0)
    brawl.act(state, "stop", 1)
    assert state.combat is None and state.to_act() == (0,)
    assert state.actions_left == 1  # the whole fight was one action


def test_a_ranged_attacker_takes_no_damage_unless_the_target_shoots_back(brawl):
    """Ranged Combat Ranged combat is identical to normal combat with the following
    exceptions: • The attacker does not receive damage after a failed attack unless the
    target also has a ranged attack that he or she can counterattack with."""
    state, events = _attack(brawl, "2", "9", monsters=("bilespitter", "skitterjaw"),
                            cells=((2, 3), (4, 3)), verb="shoot")
    assert _damage(events) == {0: 0} and state.pool[0] == 9
    state, events = _attack(brawl, "2", "9", monsters=("bilespitter", "quillback"),
                            cells=((2, 3), (4, 3)), verb="shoot")
    assert _damage(events) == {0: 6 - 2}  # 5 + 2 against 4 + 9, less 2: it shot back


def test_ranged_attacks_need_reach_the_front_arc_and_a_clear_line(brawl):
    """House rule: a ranged attack reaches a Monster two or more steps away, within the
    limb's reach, in the front arc, with no blocking terrain, Monster or object between."""
    state = brawl.fight(("bilespitter", "skitterjaw"), cells=((2, 3), (4, 3)), facings=(1, 4))
    assert "shoot 1" in brawl.legal(state)
    state = brawl.fight(("bilespitter", "skitterjaw"), cells=((2, 3), (4, 3)), facings=(4, 4))
    assert "shoot 1" not in brawl.legal(state)
    state = brawl.fight(("bilespitter", "skitterjaw"), cells=((1, 3), (5, 3)), facings=(1, 4))
    assert "shoot 1" not in brawl.legal(state)  # four steps: beyond reach 3
    wall = brawl.arena(blocked={(3, 3)})
    state = brawl.fight(("bilespitter", "skitterjaw"), cells=((2, 3), (4, 3)),
                        facings=(1, 4), arena=wall)
    assert "shoot 1" not in brawl.legal(state)


def test_a_limb_torn_by_a_shot_lands_next_to_the_victim_where_the_attacker_says(brawl):
    """• If you lose a limb, it lands in an unoccupied square adjacent to you (Attacker’s
    choice)."""
    state, _ = _attack(brawl, "10", "A", monsters=("bilespitter", "skitterjaw"),
                       cells=((2, 3), (4, 3)), verb="shoot")
    brawl.act(state, "rip 0")
    assert state.to_act() == (0,)
    grid = state.arena.grid
    assert {tuple(a.args) for a in state.legal_actions(0)} == {
        c for c in grid.adjacent((4, 3)) if state.unoccupied(c)}


def test_a_plated_tail_takes_a_point_off_the_damage(brawl):
    """House rule: the ``hide`` ability lowers combat damage by its amount, to at least 1."""
    _, plain = _attack(brawl, "8", "3", monsters=("gristlehorn", "mawkling"))
    _, hidden = _attack(brawl, "8", "5", monsters=("gristlehorn", "cragback"))
    assert _damage(plain) == {1: 6} and _damage(hidden) == {1: 4 - 1}
