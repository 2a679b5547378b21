/*
 * test_stepfaults.c -- kernel steps a stranger gets wrong, and steps that
 * cannot be done: what is refused at load, with the file, line and step
 * named, and what fails an answer -- which then leaves no trace, even at
 * the memory cap.  (What steps do: test_steps.c.)
 */
#include "arbiter.h"
#include "check.h"
#include "stepgames.h"
#include <stdio.h>
#include <string.h>

static void a_stranger_s_steps_are_refused_at_load_with_the_step_named(void)
{
    CHECK(refused("{ label = 'x', run = { { jump = 1 } } }", "option family 1: step 1: a step is one of"),
          "an unknown step names the family and the step");
    CHECK(refused("{ label = 'x', run = { { log = 'a' }, { move = 'card' } } }", "step 2: needs to = \"zone\""),
          "a move without a zone");
    CHECK(refused("{ label = 'x', run = { { set = 'v' } } }", "step 1: set needs value"), "a set without a value");
    CHECK(refused("{ label = 'x', run = { { log = 'a', emit = 'b' } } }", "a step is one of"), "two kinds in one step");
    CHECK(refused("{ label = 'x', run = { { log = 'a', when = { a = 'x', b = 'y' } } } }", "(one field)"),
          "a condition on two fields");
    CHECK(refused("{ label = 'x', run = { { move_all = 'hand', to = 'discard', evry_player = true } } }",
                  "step 1: no step reads the field 'evry_player'"),
          "a misspelt field is named, not ignored");
    CHECK(refused("{ label = 'x', run = { { log = 'a', label = 'b' } } }", "no step reads the field 'label'"),
          "a field that is no step's (an option's label) is named too");
    CHECK(refused("{ label = 'x', run = { { log = 'a', 'b' } } }", "no step reads the field '(a key that is no name)'"),
          "and so is a value with no name");
    CHECK(refused("{ label = 'x', run = { } }", "a list of at least one step"), "an empty list");
    CHECK(refused("{ label = 'x', run = { { call = 'f' } } }", "call = function(g, p, card)"), "a call of no function");
    CHECK(refused("{ label = 'x', run = { { win = 'w', if_at_least = { n = 'lots' } } } }", "(an integer)"),
          "a threshold that is not an integer");
    CHECK(refused("{ label = 'x', run = { { win = 'w', if_at_least = { a = 1, b = 2 } } } }", "(one value)"),
          "a threshold on two values");
    CHECK(refused("{ label = 'x', run = { { log = 'a', borrow = 'v' } } }", "borrow = \"value\" is an ability step's"),
          "a borrow on a step that runs no ability");
    CHECK(refused("{ label = 'x', run = { { log = 'a', holder = 'v' } } }", "holder = \"value\" is a set's, an add's or a pay's"),
          "a holder on a step that changes no value");
    CHECK(refused("{ label = 'x', run = { { log = 'a', if_arg_below = 'low' } } }", "if_arg_below = n (an integer)"),
          "an argument's bound that is no integer");
    CHECK(refused("{ label = 'x', run = { { ability = 'a', borrow = 'v' }, { ability = 'b', borrow = 'w' } } }",
                  "borrow one value"), "two borrows in one program");
    CHECK(refused("{ label = 'x', run = { { log = 'a', when = 'f', unless = 'g' } } }", "when or unless, not both"),
          "a step both for and against a field");
    CHECK(refused("{ label = 'x', run = { { draw = 'hand', to = 'hand', n = 2, upto = 3 } } }", "n or upto, not both"),
          "a draw of a number and up to a number");
    CHECK(refused("{ label = 'x', run = { { draw = 'hand', to = 'hand', upto = -1 } } }", "upto = k (a whole number"),
          "a draw up to a negative size");
    CHECK(refused("{ label = 'x', run = { { draw = 'hand', to = 'hand', short_once = 'v' } } }", "goes with log_short"),
          "a once-only note with no line to say");
    CHECK(refused("{ label = 'x', run = { { own = 'p2' } } }", "or own = \"nobody\""), "an owner the step cannot name");
    CHECK(refused("{ label = 'x', run = { { clear = 'v', scope = 'deck' } } }", "scope must be"), "a clear of no scope");
    CHECK(refused("{ list = function() end, run = { { log = 'a' } } }",
                  "steps run a cards, abilities, fixed or targets family"), "a Lua list runs Lua");
    CHECK(refused("{ label = 'x', run = { { refuse = 'no' } } }", "a refuse step belongs in a grid family's judge_steps"),
          "a refuse step in a run");
    CHECK(refused("{ label = 'x', run = { { close = true, if_rule = 'x' } } }", "if_rule and unless_rule are a grid judge's"),
          "if_rule on a step that runs");
    CHECK(refused("{ label = 'x', run = { { log = 'a', target = 'deck' } } }", "target = \"player\" or \"card\""),
          "a target that is neither");
    CHECK(refused("{ label = 'x', run = { { log = 'a', on = 'target' } } }", "is a set's, an add's, a pay's or a move's"),
          "a log on a target's value");
    CHECK(refused("{ label = 'x', run = { { add = 'v', on = 'target' } } }", "step 1: on = \"target\" and q_as = name a target"),
          "a target's value in a family that has no target");
    CHECK(refused("{ label = 'x', run = steps{ { log = 'a' }, { log = 'b', partial = true } } }",
                  "steps{}: step 2: target =, partial = and met = are a targets family's"), "a target's kind in steps{} called from Lua");
    char err[2048] = "";
    arb_game *g = with_steps("{ label = 'count', run = { { choose_number = 'how many?', from = 2, most = 4 },"
                             " { add = 'got', by = 'arg' } } }", err, sizeof err);
    CHECK(g && answer(g, "count") && arb_option_count(g) == 3 && is(arb_option_label(g, 0), "2")
          && answer(g, "3") && is(eval(g, "return g:pget(1, 'got')", 0), "3"),
          "choose_number from = 2, most = 4: the number picked is the argument after it");
    if (g) arb_game_free(g);
    CHECK(refused("{ label = 'x', run = { { choose_number = 'how many?', most = 'lots' } } }",
                  "step 1: choose_number: from, most and less are integers"), "a number choice of no bounds");
    CHECK(refused("{ label = 'x', run = { { choose_number = true } } }", "step 1: choose_number = \"prompt\""),
          "a number choice with no question");
    CHECK(refused("{ label = 'x', run = { { log = 'a', if_any = { zones = { 'hand' }, has = 'x' },"
                  " unless_any = { zones = { 'hand' }, has = 'x' } } } }", "step 1: a step says if_any or unless_any, not both"),
          "a step both while a card has a field and while none has it");
    CHECK(refused("{ label = 'x', run = { { log = 'a', if_any = { zones = { 'hand' } } } } }",
                  "step 1: if_any (unless_any) = { zones = { 1 to 3 zone names }, has = \"field\" }"), "if_any with no field");
    CHECK(refused("{ label = 'x', run = { { log = 'a', unless_any = { zones = { 'a', 'b', 'c', 'd' }, has = 'x' } } } }",
                  "1 to 3 zone names"), "unless_any over four zones");
    CHECK(refused("{ label = 'x', run = { { log = 'a', if_any = 'hand' } } }", "1 to 3 zone names"), "if_any as a name");
}

static void a_stranger_s_ability_as_verbs_is_refused_at_load_with_file_and_line(void)
{
    char err[2048] = "";
    arb_game *g = with_card("{ glow = 2 }", err, sizeof err);
    CHECK(g != NULL, "a known verb with a whole number loads");
    arb_game_free(g);
    CHECK(card_refused("{ sing = 1 }", "cards/gem/odd.lua:3: shine: 'sing' is no verb the kernel runs "
                                       "(those are: dip, glow, shout); write this ability as a function"),
          "an unknown verb, with the card's file and line, and the verbs there are");
    CHECK(card_refused("{ hum = 1 }", "'hum' is no verb the kernel runs"), "a verb written in Lua");
    CHECK(card_refused("{ glow = 'lots' }", "glow needs a whole number"), "an argument that is no integer");
    g = with_card("{ { glow = 2 }, { dip = -1 }, { shout = 1 } }", err, sizeof err);
    CHECK(g && eval(g, "g:new_card('Odd', 1, g:zone('hand', 1))", 1) && answer(g, "play")
          && is(eval(g, "return g:pget(1, 'glow') .. ',' .. g:pget(1, 'dipped')", 0), "\"1,-1\""),
          "verbs whose steps call Lua (for that argument) run inside the unit, in order with the others");
    arb_game_free(g);
    CHECK(card_refused("{ glow = 1, hum = 2 }", "one verb per call"), "two verbs in one call");
    CHECK(card_refused("{ { glow = 1 }, 7 }", "each verb call is { verb = n }"), "a call that is no table");
    CHECK(card_refused("{ }", "each verb call is { verb = n }"), "no call at all");
    CHECK(card_refused("(function() local t = {} for i = 1, 65 do t[i] = { glow = 1 } end return t end)()",
                       "at most 64 verb calls"), "more calls than one ability may make");
}

static void steps_are_declared_while_loading_and_never_after(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(strstr(eval(g, "return steps{ { log = 'x' } }", 1), "while the game loads") != NULL,
          "an edit cannot declare steps (programs live as long as the game)");
    eval(g, DEAL, 1);
    CHECK(answer(g, "take both") && is(eval(g, "return g:size(g:zone('rocks', 1))", 0), "2"),
          "a Lua option calls the steps declared at load with steps{}, once per card");
    arb_game_free(g);
}

static void a_step_that_cannot_be_done_fails_the_answer_and_leaves_no_trace(void)
{
    char err[2048] = "";
    arb_game *g = with_steps("{ label = 'bad', run = { { set = 'x', value = 1 }, { move = 'card', to = 'hand' } } }",
                             err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    uint64_t before = arb_state_hash(g);
    CHECK(arb_answer(g, 0) != ARB_OK && strstr(arb_errmsg(g), "outside a card's option"),
          "a card's move in a fixed option fails, saying why");
    CHECK(arb_state_hash(g) == before, "the value set before it is rolled back");
    arb_game_free(g);
    g = with_steps("{ label = 'ask', run = { { set = 'x', value = 1 }, { choose = 'nowhere', prompt = 'pick' } } }",
                   err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    before = arb_state_hash(g);
    CHECK(arb_answer(g, 0) != ARB_OK && strstr(arb_errmsg(g), "no zone 'nowhere'")
          && arb_state_hash(g) == before && arb_option_count(g) == 2,
          "a choice among the cards of a zone there is not fails the answer, leaving no trace");
    arb_game_free(g);
}

/* A family whose steps are only values, expiries, close and win runs in C
 * without its unit coroutine (arbi_steps_direct): its failures still fail
 * the answer with the step's words and roll back what steps before did. */
static void a_plain_program_s_failure_fails_the_answer_and_leaves_no_trace(void)
{
    char err[2048] = "";
    arb_game *g = with_steps("{ label = 'bad', run = { { set = 'x', value = 'word' }, { add = 'x', by = 1 } } }",
                             err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    uint64_t before = arb_state_hash(g);
    CHECK(arb_answer(g, 0) != ARB_OK && strstr(arb_errmsg(g), "steps: 'x' does not hold a number"),
          "adding to a word fails, saying why");
    CHECK(arb_state_hash(g) == before, "the word set before it is rolled back");
    arb_game_free(g);
    g = with_steps("{ label = 'big', run = { { add = 'n', by = math.maxinteger } } }", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    CHECK(arb_answer(g, 0) == ARB_OK, "the first add fits");
    before = arb_state_hash(g);
    CHECK(arb_answer(g, 0) != ARB_OK && strstr(arb_errmsg(g), "steps: 'n' would overflow"),
          "the second would overflow: refused, saying so");
    CHECK(arb_state_hash(g) == before && is(eval(g, "return g:pget(1, 'n')", 0), "9223372036854775807"),
          "and the value is as the first add left it");
    arb_game_free(g);
}

/* A log step the kernel does in C that would pass the memory cap goes to
 * Lua, which collects its garbage and raises the cap's error: the answer
 * fails with nothing left of it (the add before the log rolled back). */
static void a_c_log_past_the_memory_cap_fails_the_answer_cleanly(void)
{
    char err[2048] = "", line[600];
    memset(line, 'x', 500);
    strcpy(line + 500, " {v}");
    char family[800];
    snprintf(family, sizeof family, "{ label = 'log', run = { { add = 'n', by = 1 }, { log = '%s' } } }", line);
    arb_game *g = with_steps(family, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    size_t used = arb_memory(g);
    arb_game_free(g);
    g = arb_game_new(&(arb_config){ .root = dir.dir, .game = "bad", .players = 1, .seed = 1,
                                    .mem_limit = used + 64 * 1024 }, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts under a cap"); return; }
    int k = 0;
    uint64_t before = arb_state_hash(g);
    while (k < 5000 && arb_answer(g, 0) == ARB_OK) { k++; before = arb_state_hash(g); }
    if (!(k > 10 && k < 5000) || !strstr(arb_errmsg(g), "memory cap")) printf("  k = %d: %s\n", k, arb_errmsg(g));
    CHECK(k > 10 && k < 5000 && strstr(arb_errmsg(g), "memory cap") != NULL,
          "the log lines fill the cap, and the next one is refused for it");
    /* (read through the C API: at the cap, a Lua query may itself find no
     * memory, depending on how much garbage a collection frees there) */
    arb_var_info n = { 0 };
    CHECK(arb_state_hash(g) == before && arb_var_get(g, ARB_SCOPE_PLAYER, 1, "n", &n) == ARB_OK && n.value == k,
          "the refused answer's add is rolled back with it");
    arb_game_free(g);
}

/* A phase's draw, done by the kernel, whose log line would pass the
 * memory cap: the turn's end is refused for the cap, not logged silently
 * short (the cleanup phase draws and logs on every turn). */
static void a_draw_s_log_past_the_memory_cap_fails_the_turn_cleanly(void)
{
    char dir[1100], err[2048] = "";
    snprintf(dir, sizeof dir, "%s/tests/fixtures/steps", root);
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    size_t used = arb_memory(g);
    arb_game_free(g);
    g = arb_game_new(&(arb_config){ .root = dir, .game = "steps", .seed = 1, .mem_limit = used + 16 * 1024 },
                     err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the fixture starts under a cap"); return; }
    eval(g, DEAL, 1);
    int k = 0, lines = 0;
    uint64_t before = arb_state_hash(g);
    while (k < 5000 && answer(g, "end turn")) { k++; before = arb_state_hash(g); lines = arb_log_count(g); }
    CHECK(k > 3 && k < 5000 && strstr(arb_errmsg(g), "memory cap") != NULL,
          "the turns' draw lines fill the cap, and the turn whose line passes it is refused for it");
    CHECK(arb_state_hash(g) == before && arb_log_count(g) == lines, "with nothing left of it");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    a_stranger_s_steps_are_refused_at_load_with_the_step_named();
    a_stranger_s_ability_as_verbs_is_refused_at_load_with_file_and_line();
    steps_are_declared_while_loading_and_never_after();
    a_step_that_cannot_be_done_fails_the_answer_and_leaves_no_trace();
    a_plain_program_s_failure_fails_the_answer_and_leaves_no_trace();
    a_c_log_past_the_memory_cap_fails_the_answer_cleanly();
    a_draw_s_log_past_the_memory_cap_fails_the_turn_cleanly();
    scratch_remove(&dir);
    return check_done();
}
