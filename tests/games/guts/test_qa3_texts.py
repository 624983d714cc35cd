"""What players read: refused chews on opponents' cards, powers that find only protected
targets, the Tapeworm's tax and the extra turn, each told truly in the log or the refusal."""
from __future__ import annotations

import pytest

from gamebox.engine.paths import RULES_DIR
from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.guts.rules import GAME


def _rulebook() -> str:
    """The rulebook the refusals quote, where the rules screen reads it."""
    path = RULES_DIR / GAME.rules_file
    if not path.is_file():
        pytest.skip("the Guts of Glory rulebook is not on this machine")
    return path.read_text(encoding="utf-8")


def _refusal(state, owner: int, x: int, seat: int = 0) -> str:
    """The refusal the player reads for chewing the card at (owner, x): what `apply` raises."""
    action = Action("chew", (owner, x))
    assert action not in state.legal_actions(seat)
    with pytest.raises(IllegalAction) as refused:
        state.apply(seat, action)
    return str(refused.value)


def _texts(events, kind: str) -> list[str]:
    return [e.text for e in events if e.kind == kind]


# ---- refused chews on an opponent's card -------------------------------------------------
def test_a_refused_chew_on_a_protected_players_card_names_what_protects_it(gx):
    """With Dentures in the mouth, clicking the card of a player who holds a Fridge of
    Virtue said "You can only chew an opponent's card with a power that allows it", though
    the player had such a power. The refusal now names the card that protects the owner and
    quotes it."""
    state = gx.table(2, mouths={0: {0: "Dentures"}, 1: {0: "Fridge of Virtue", 1: "Tapeworm"}},
                     phase="chew")
    text = _refusal(state, 1, 1)
    assert text == ("Player 2's Fridge of Virtue protects their cards: \u201cIn mouth: "
                    "opponents' powers cannot touch the cards in your mouth.\u201d")
    # two protectors: both are named (Bleach's swallow power has no say and is left out)
    state = gx.table(2, mouths={0: {2: "Sneaky Fork"},
                                1: {0: "Fridge of Virtue", 1: "Tapeworm", 2: "Bleach"}},
                     phase="chew")
    text = _refusal(state, 1, 1)
    assert text.startswith("Player 2's Fridge of Virtue and Bleach protect their cards: ")
    assert "Swallow" not in text


def test_a_refused_chew_without_a_power_says_no_card_in_the_mouth_allows_it(gx):
    """Without any power, the refusal said the same sentence as with one. It now says that
    no card in the mouth allows it, names such cards and quotes the rulebook's Chew step."""
    state = gx.table(2, mouths={0: {0: "Shiny Thing"}, 1: {0: "Jawbreaker"}}, phase="chew")
    text = _refusal(state, 1, 0)
    assert text.startswith("Only a power (such as Dentures or Sneaky Fork) lets you chew an "
                           "opponent's card, and none in your mouth does. Rule: ")
    quoted = text.split("\u201c")[1].rstrip("\u201d")
    assert quoted in _rulebook()


def test_a_refused_chew_once_the_turns_chews_on_opponents_are_used(gx):
    """After the one chew Dentures allows on an opponent's card, a second opponent's card
    was refused as if the player had no power. The refusal now says that chew is already
    placed this turn (the chews two powers allow, counted), and quotes the card."""
    state = gx.table(2, mouths={0: {0: "Dentures"}, 1: {0: "Jawbreaker", 1: "Shiny Thing"}},
                     phase="chew")
    gx.act(state, "chew 1 0")
    assert _refusal(state, 1, 1) == (
        "You have already placed your chew on an opponent's card this turn. Dentures: "
        "\u201cIn mouth: each turn you may place one chew on an opponent's card (one per "
        "card).\u201d")
    state = gx.table(2, mouths={0: {0: "Dentures", 2: "Sneaky Fork", 3: "Vitamin Z"},
                                1: {0: "Jawbreaker", 1: "Shiny Thing", 2: "Laser Teeth"}},
                     phase="chew")
    gx.act(state, "chew 1 0")
    gx.act(state, "chew 1 1")
    assert _refusal(state, 1, 2).startswith(
        "You have already placed your 2 chews on opponents' cards this turn. Dentures: ")


def test_a_refused_second_chew_on_the_same_opponents_card(gx):
    """A second chew on the opponent's card just chewed was refused with the "needs a power"
    sentence. The refusal now says that card already has the player's chew this turn."""
    state = gx.table(2, mouths={0: {0: "Dentures", 2: "Sneaky Fork"}, 1: {0: "Jawbreaker"}},
                     phase="chew")
    gx.act(state, "chew 1 0")
    assert _refusal(state, 1, 0).startswith("That card already has your chew this turn. "
                                            "Dentures: \u201cIn mouth: each turn")


def test_a_refused_chew_on_water_says_nobody_may_chew_it(gx):
    """An opponent's Water, with Dentures in the mouth, was refused as if no power allowed
    the chew; one's own Water got "That card cannot be chewed now." Both now say nobody
    may chew Water and quote it."""
    state = gx.table(2, mouths={0: {0: "Dentures", 1: "Water"}, 1: {0: "Water"}},
                     phase="chew")
    expected = ("Nobody may chew Water. Water: \u201cIn mouth: cannot be chewed; it gains a "
                "chew whenever you swallow another card.\u201d")
    assert _refusal(state, 1, 0) == expected
    assert _refusal(state, 0, 1) == expected


def test_a_refused_chew_while_a_cloud_claims_one_says_so(gx):
    """While an opponent's A Cloud still claimed its chew, a chew elsewhere was refused as
    "needs a power" (an opponent's card, with Dentures) or "cannot be chewed now" (one's
    own). The refusal now says the Cloud takes one of the chews first, and quotes it."""
    state = gx.table(2, mouths={0: {0: "Dentures", 1: "Shiny Thing"},
                                1: {0: "A Cloud", 1: "Jawbreaker"}}, phase="chew")
    expected = ("First, A Cloud in Player 2's mouth takes one of your chews. A Cloud: "
                "\u201cIn mouth: each opponent must place one of their chews on this card each "
                "turn.\u201d")
    assert _refusal(state, 1, 1) == expected
    assert _refusal(state, 0, 1) == expected
    # once the Cloud has its chew, a second one on it is refused as the card's chew this turn
    gx.act(state, "chew 1 0")
    assert _refusal(state, 1, 0).startswith("That card already has your chew this turn.")


# ---- powers with nothing to act on but protected cards -------------------------------------
def test_an_unchew_that_finds_only_protected_chewed_cards_says_so(gx):
    """De-Masticator, swallowed while the only chewed cards sat in a mouth with a Fridge of
    Virtue, logged "There is no chewed card Player 1 can un-chew: the power does nothing."
    though the board showed chewed cards. The line now says they are protected; with
    nothing protected (or nothing chewed), it reads as before."""
    mouths = {0: {2: ("De-Masticator", 1)}, 1: {0: ("Fridge of Virtue", 3), 1: ("Tapeworm", 2)}}
    state = gx.table(2, mouths=mouths, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "There is no chewed card Player 1 can un-chew: Player 2's chewed cards are protected, "
        "so the power does nothing."]
    state = gx.table(2, mouths={0: {2: ("De-Masticator", 1)},
                                1: {0: "Fridge of Virtue", 1: "Tapeworm"}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "There is no chewed card Player 1 can un-chew: the power does nothing."]


def test_a_steal_that_finds_only_protected_cards_says_so(gx):
    """Right Hand Glove with every card in reach held by a protected player said "There is
    nothing Player 1 can steal: the power does nothing." It now names the protected
    players (all of them, at a bigger table)."""
    state = gx.table(3, mouths={0: {2: ("Right Hand Glove", 1)}, 1: {0: "Fridge of Virtue"},
                                2: {2: "Bleach", 3: "Vitamin Z"}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "There is nothing Player 1 can steal: Player 2's and Player 3's cards are protected, "
        "so the power does nothing."]
    state = gx.table(2, mouths={0: {2: ("Right Hand Glove", 1)}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "There is nothing Player 1 can steal: the power does nothing."]


def test_a_forced_spew_that_finds_only_protected_players_says_so(gx):
    """Hot Hot Hot Sauce against a table of protected players said "Nobody can be made to
    spew: Player 1's power does nothing." It now says who is protected; a protected player
    with an empty mouth is not named (there was nothing to spew anyway)."""
    state = gx.table(3, mouths={0: {2: ("Hot Hot Hot Sauce", 1)}, 1: {0: "Fridge of Virtue"}},
                     phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "Nobody can be made to spew: Player 2 is protected, so Player 1's power does nothing."]
    state = gx.table(3, mouths={0: {2: ("Hot Hot Hot Sauce", 1)}, 1: {0: "Fridge of Virtue"},
                                2: {0: "Fridge of Virtue"}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "Nobody can be made to spew: Player 2 and Player 3 are protected, so Player 1's "
        "power does nothing."]


# ---- the Tapeworm's tax ---------------------------------------------------------------------
def test_the_tapeworm_tax_is_told_in_the_glory_line(gx):
    """Swallowing a 3-glory Wedding Cake with a Tapeworm in the mouth logged "gains 2 glory
    (swallowing)", and nothing said where the third went. The line now says what the
    swallow was worth and what the Tapeworm took."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3), 1: "Tapeworm"}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 0"), "glory") == [
        "Player 1 gains 2 glory (swallowing, worth 3; the Tapeworm takes 1): 2."]
    assert state.glory[0] == 2


def test_the_tapeworm_tax_and_the_end_of_the_track_are_told_together(gx):
    """With a Tapeworm and the pawn near 7, the line told only the track's end. It now tells
    both cuts, in the order they happen; the pawn still stops at 7 and wins."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3, 1), 1: "Tapeworm"}},
                     glory=[5, 0], phase="chew")
    events = gx.act(state, "chew 0 0")
    assert _texts(events, "glory") == [
        "Player 1 gains 2 glory (swallowing, worth 4; the Tapeworm takes 1; the track ends at "
        "7): 7."]
    glory = [e for e in events if e.kind == "glory"][0]
    assert glory.data == {"seat": 0, "delta": 2, "glory": 7} and state.winners == (0,)



def test_a_taxed_move_that_just_reaches_7_is_not_cut_by_the_track(gx):
    """A taxed move that ends exactly on 7 was not cut by the track: the line tells the
    Tapeworm's share only, and the pawn wins on 7."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3), 1: "Tapeworm"}},
                     glory=[5, 0], phase="chew")
    events = gx.act(state, "chew 0 0")
    assert _texts(events, "glory") == [
        "Player 1 gains 2 glory (swallowing, worth 3; the Tapeworm takes 1): 7."]
    assert state.winners == (0,)


def test_a_tax_that_takes_the_whole_coin_is_told_in_the_swallow_line(gx):
    """A 1-glory Snack Product swallowed with a Tapeworm moved no pawn and logged only
    "Player 1 swallows Snack Product." The swallow line now says the Tapeworm took it."""
    state = gx.table(2, mouths={0: {0: ("Snack Product", 1), 1: "Tapeworm"}}, phase="chew")
    events = gx.act(state, "chew 0 0")
    assert _texts(events, "swallow") == [
        "Player 1 swallows Snack Product (worth 1; the Tapeworm takes 1)."]
    assert _texts(events, "glory") == [] and state.glory[0] == 0


def test_swallows_without_a_tax_read_as_before(gx):
    """No Tapeworm, or a Tapeworm that has nothing to take (a Condiment, the Tapeworm's own
    swallow): the lines are unchanged."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3), 1: "Shiny Thing"}}, phase="chew")
    events = gx.act(state, "chew 0 0")
    assert _texts(events, "swallow") == ["Player 1 swallows Wedding Cake."]
    assert _texts(events, "glory") == ["Player 1 gains 3 glory (swallowing): 3."]
    state = gx.table(2, mouths={0: {1: "Tapeworm", 2: ("Gravy of Glory", 2)}}, phase="chew")
    events = gx.act(state, "chew 0 2")
    assert _texts(events, "swallow") == ["Player 1 swallows Gravy of Glory."]
    assert _texts(events, "glory") == ["Player 1 gains 1 glory (the card's power): 1."]
    state = gx.table(2, mouths={0: {1: ("Tapeworm", 2)}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 1"), "glory") == [
        "Player 1 gains 1 glory (swallowing): 1."]


# ---- the extra turn ------------------------------------------------------------------------
def test_the_extra_turn_is_not_announced_twice_in_the_same_words(gx):
    """Swallowing Time Machine logged "Player 1 will take another turn." and, when the turn
    ended, "Player 1 takes another turn.", which read as the same line twice. The second now
    says the extra turn begins; both events keep their kinds and data."""
    state = gx.table(2, mouths={0: {2: ("Time Machine", 3)}}, plate=["Shiny Thing"],
                     deck=["Jawbreaker", "Wedding Cake"], phase="chew")
    events = gx.act(state, "chew 0 2")
    won = [e for e in events if e.kind == "extra_turn"]
    begins = [e for e in events if e.kind == "bonus_turn"]
    assert [(e.text, e.data) for e in won] == [("Player 1 will take another turn.",
                                                {"seat": 0})]
    assert [(e.text, e.data) for e in begins] == [("Player 1 now plays the extra turn they won.",
                                                   {"seat": 0})]
    assert "another turn" not in begins[0].text
    assert state.cur == 0 and state.to_act() == (0,)


def test_an_empty_place_is_never_named_as_a_card(gx):
    """Hands-on QA: a chew on an empty place read "Chew your Sour Grapes" and was refused as
    "Chew Player 2's Sour Grapes is not possible now" (the empty place's -1 named the set's
    last card). An empty place is called empty, and the refusal says there is nothing there."""
    from gamebox.engine.protocol import Action, IllegalAction
    from gamebox.games.guts import view

    state = gx.table(2, mouths={0: {0: "Jawbreaker"}}, phase="chew")
    assert view.describe(state, Action("chew", (0, 1)), 0) == "Chew your empty mouth card 2"
    with pytest.raises(IllegalAction, match="There is no card there to chew."):
        state.apply(0, Action("chew", (1, 3)))
