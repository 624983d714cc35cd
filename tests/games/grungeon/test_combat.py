"""Attacks: the weapon triangle, the worked examples, who is hit, and attacking without weapons."""
from __future__ import annotations

import pytest

from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.grungeon import combat, maze

DMO2, DMO1, EC = 0, 1, 2


def test_example_1_iron_axe_against_diamond_lance(sc):
    """Example 1: "Amy and Ben are in the same room. Amy attacks with an Iron Axe and Ben
    attacks with a Diamond Lance. Since Lances are weak against Axes, Ben will only deal
    7-2=5 damage to Amy. Since Axes are strong against Lances, Amy will deal 3+1=4 damage
    to Ben." """
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["iron_axe"])
    sc.place(state, DMO1, "C3", inv=["diamond_lance"])
    sc.place(state, EC, "M13")
    sc.turn(state, dmo2="attack iron_axe", dmo1="attack diamond_lance")
    assert state.hp[DMO2] == 20 - 5
    assert state.hp[DMO1] == 20 - 4
    assert state.hp[EC] == 20


def test_example_2_three_attackers(sc):
    """Example 2: "Amy, Ben, and Cassie are in the same room. Amy attacks with a Steel Axe, Ben
    attacks with an Iron Axe, and Cassie attacks with a Steel Sword." "Since Axes are weak
    against Swords but neutral against other Axes, Amy deals 5 damage to Ben and 5-2=3 damage
    to Cassie." "The same is true for Ben, so Ben deals 3 damage to Amy and 3-2=1 damage to
    Cassie." "Since Swords are strong against Axes, Cassie deals 5+1=6 damage to both Amy and
    Ben." """
    state = sc.state()
    for seat, weapon in ((DMO2, "steel_axe"), (DMO1, "iron_axe"), (EC, "steel_sword")):
        sc.place(state, seat, "E5", inv=[weapon])
    sc.turn(state, dmo2="attack steel_axe", dmo1="attack iron_axe", ec="attack steel_sword")
    assert state.hp[DMO2] == 20 - 3 - 6   # Ben's 3, Cassie's 6
    assert state.hp[DMO1] == 20 - 5 - 6   # Amy's 5, Cassie's 6
    assert state.hp[EC] == 20 - 3 - 1     # Amy's 3, Ben's 1


def test_weapon_triangle():
    """"Axes are strong against lances." "Lances are strong against swords." "Swords are strong
    against axes." "If two players use different types of weapons, then the player who has the
    weapon advantage deals the weapon's base damage + 1, while the player who has the weapon
    disadvantage deals the weapon's base damage - 2." "There are three types of weapons in
    Enter the Grungeon: axes, swords, and lances." "These form a weapon triangle." """
    assert maze.WEAPON_TYPES == ("axe", "sword", "lance")
    for tier, base in maze.WEAPON_TIERS.items():
        assert combat.damage(f"{tier}_axe", "iron_lance") == base + 1
        assert combat.damage(f"{tier}_lance", "iron_sword") == base + 1
        assert combat.damage(f"{tier}_sword", "iron_axe") == base + 1
        assert combat.damage(f"{tier}_lance", "iron_axe") == base - 2
        assert combat.damage(f"{tier}_sword", "iron_lance") == base - 2
        assert combat.damage(f"{tier}_axe", "iron_sword") == base - 2
        assert combat.damage(f"{tier}_axe", "diamond_axe") == base


def test_nine_weapons_and_their_base_damage():
    """"There is one of each of the below weapons in the Grungeon:"
    ":iron_axe: Iron Axe: An axe that has a base damage of 3."
    ":steel_axe: Steel Axe: An axe that has a base damage of 5."
    ":diamond_axe: Diamond Axe: An axe that has a base damage of 7."
    ":iron_sword: Iron Sword: A sword that has a base damage of 3."
    ":steel_sword: Steel Sword: A sword that has a base damage of 5."
    ":diamond_sword: Diamond Sword: A sword that has a base damage of 7."
    ":iron_lance: Iron Lance: A lance that has a base damage of 3."
    ":steel_lance: Steel Lance: A lance that has a base damage of 5."
    ":diamond_lance: Diamond Lance: A lance that has a base damage of 7." """
    expected = {"iron_axe": 3, "steel_axe": 5, "diamond_axe": 7, "iron_sword": 3,
                "steel_sword": 5, "diamond_sword": 7, "iron_lance": 3, "steel_lance": 5,
                "diamond_lance": 7}
    assert maze.WEAPON_BASE == expected
    assert maze.item_name("diamond_lance") == "Diamond Lance"


def test_a_target_that_does_not_attack_takes_base_damage(sc):
    """House rule (docs/rules/grungeon.md): the triangle only applies "if two players use
    different types of weapons"; a player who does not attack holds no weapon in that clash and,
    like the Grunkletaur, takes the base damage."""
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["iron_sword"])
    sc.place(state, DMO1, "C3", inv=["diamond_axe"])  # owns an axe but does not attack
    sc.turn(state, dmo2="attack iron_sword")
    assert state.hp[DMO1] == 20 - 3
    assert state.hp[DMO2] == 20


def test_attack_hits_every_other_player_and_the_grunkletaur_in_the_room_only(sc):
    """"Attack. You can choose to attack with a weapon you own." "This will deal damage to all
    other players and enemies in the current room." And "The Grunkletaur is considered to have
    no weapon and therefore takes normal damage from all weapons." """
    state = sc.state(seed=3)
    sc.place(state, DMO2, "H8", inv=["steel_sword"])
    sc.place(state, DMO1, "H8")
    sc.place(state, EC, "H9")
    sc.turn(state, dmo2="attack steel_sword")
    assert state.grunk_hp == 14 - 5
    assert state.hp[EC] == 20
    grunk_blow = 20 - state.hp[DMO2]   # the Grunkletaur hit DMO 2 for 5, or idled
    assert grunk_blow in (0, 5)
    assert state.hp[DMO1] == 20 - 5 - grunk_blow
    assert state.hp[DMO2] == 20 - grunk_blow


@pytest.mark.parametrize("weapon", ["iron_axe", "steel_sword", "diamond_lance"])
def test_the_grunkletaur_takes_base_damage_from_every_weapon(sc, weapon):
    """"The Grunkletaur is considered to have no weapon and therefore takes normal damage from
    all weapons." An axe, a sword and a lance each take off exactly their base damage: no
    weapon triangle (+1 or -2) applies against it."""
    state = sc.state(seed=3)
    sc.place(state, DMO2, "H8", inv=[weapon])
    sc.turn(state, dmo2=f"attack {weapon}")
    base = maze.WEAPON_BASE[weapon]
    assert state.grunk_hp == 14 - base
    assert f"You hit the Grunkletaur for {base} damage." in state.view(DMO2)["report"]


def test_you_cannot_attack_without_a_weapon(sc):
    """"You cannot deal damage or attack without a weapon." "Clarification: You cannot attack
    without a weapon." """
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["potion"])
    assert not [a for a in state.legal_actions(DMO2) if a.kind == "attack"]
    with pytest.raises(IllegalAction) as err:
        state.apply(DMO2, Action("attack", ("iron_axe",)))
    assert "You cannot attack without a weapon." in str(err.value)


def test_attack_only_with_a_weapon_you_own(sc):
    """"You can choose to attack with a weapon you own." """
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["iron_axe", "steel_lance"])
    attacks = {str(a) for a in state.legal_actions(DMO2) if a.kind == "attack"}
    assert attacks == {"attack iron_axe", "attack steel_lance"}
    with pytest.raises(IllegalAction):
        state.apply(DMO2, Action("attack", ("diamond_sword",)))
