"""The Grungeon's words for the hint (`games/grungeon/advice.py`): a queued step does nothing
until every seat has committed, so the measure settles the turn ("if you commit now") and
says the damage dealt, the HP lost, the Token."""
from __future__ import annotations

from gamebox.engine.match import Match, SeatSpec
from gamebox.games.grungeon.actions import COMMIT
from gamebox.games.grungeon.advice import EFFECTS, settle
from gamebox.games.grungeon.game import GAME


def _hp_lost(before, after, seat: int) -> tuple[int, int]:
    """(damage dealt to the others and the Grunkletaur, HP `seat` lost) from before to after."""
    dealt = sum(max(0, before.hp[o] - after.hp[o]) for o in range(before.seats)
                if o != seat and before.alive[o])
    dealt += max(0, before.grunk_hp - after.grunk_hp)
    return dealt, max(0, before.hp[seat] - after.hp[seat])


def _last_commits(seed: int, limit: int = 4):
    """Turns of a seeded bot game that the last seat's commit resolves: (state before the
    commit, seat, state after the turn played out), up to `limit` of them with a blow."""
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], None, seed)
    state = match.state
    found = []
    while not state.is_over() and len(found) < limit:
        seat = match.bot_to_act()
        legal = state.legal_actions(seat)
        action = match.bot_choice(match.bots[seat], seat, legal)
        last = action == COMMIT and state.to_act() == (seat,)
        before = state.clone()
        match.act(seat, action)
        if last and state.turn != before.turn and any(_hp_lost(before, state, seat)):
            found.append((before, seat, state.clone()))
    return found


def test_the_game_registers_its_hint_words():
    assert GAME.advice_effects() is EFFECTS


def test_a_commit_that_resolves_the_turn_says_what_the_turn_did():
    """"When all are done, the turn plays out: attacks first, all at once, then uses, then
    moves": on the state before the last commit, the measure's damage and HP are what the
    turn really did."""
    found = _last_commits(0) + _last_commits(3)
    assert len(found) >= 4
    for before, seat, played in found:
        after = before.clone()
        events = after.apply_unchecked(seat, COMMIT)
        means = EFFECTS.measure(before, after, seat, COMMIT, events)
        dealt, lost = _hp_lost(before, played, seat)
        assert (means["dealt"], means["loss"]) == (dealt, lost)
        words = EFFECTS.words(means, COMMIT, seat, {})
        assert words.startswith("If you commit now: ")
        if dealt:
            assert f"deals {dealt} damage" in words
        if lost:
            assert f"loses {lost} HP" in words


def test_a_queued_step_is_measured_as_if_everyone_committed():
    """A step queued with others still planning: the turn is settled by every seat committing
    what it has queued, and nothing is measured past that turn."""
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], None, 2)
    state = match.state
    while not (state.phase == "play" and len(state.to_act()) == 3):
        match.bot_step(single=True)
    probe = state.clone()
    settle(probe, 0, state.turn)
    assert probe.turn == state.turn + 1, "the turn resolved once"
    again = probe.clone()
    settle(again, 0, state.turn)
    assert again.to_json() == probe.to_json(), "a resolved turn is not played again"


def test_the_words_of_the_measures():
    means = {"hit": 0.5, "dealt": 1.5, "token": 1.0, "hurt": 0.25, "loss": 1.25}
    assert EFFECTS.words(means, COMMIT, 0, {}) == (
        "If you commit now: 50% chance to deal 3 damage, takes the Token, 25% risk of "
        "losing 5 HP")
    assert EFFECTS.words({"win": 1.0}, COMMIT, 0, {}) == "Escapes with the Token: wins!"
    assert EFFECTS.words({}, COMMIT, 0, {}) == ""
