// board.test.js -- the web board in a real browser: Debian's chromium,
// headless, driven by playwright-core.  Pages on one server, each its own
// client with its own seat (god and the players), click through a Star
// Realms turn, a Transformers turn, a 3-player Transformers Confrontation
// with an Assist, and the Z-G arena from above, and check what each seat
// sees; screenshots
// go to the artifacts folder (BUILD/e2e/artifacts under ctest).
//
//   node board.test.js ARBITER ROOT ARTIFACTS [CHROMIUM]
'use strict';
const assert = require('assert');
const path = require('path');
const { chromium } = require('playwright-core');
const { startServer } = require('./server');
const { Client } = require('./client');

const [arbiter, root, artifacts] = process.argv.slice(2, 5);
const executablePath = process.argv[5] || '/usr/bin/chromium';
let checks = 0;
function check(cond, what) { checks++; assert.ok(cond, what); }

async function open(browser, url, game, seat) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => { throw e; });
  await page.goto(url + (game ? '#game=' + game + '&seat=' + seat : ''));
  await page.waitForSelector('#conn.on');
  if (game && seat !== 'auto') await page.waitForFunction((s) => document.getElementById('status').textContent.includes('seat ' + s), seat === 'god' ? 'god' : 'p' + seat);
  if (seat === 'auto') await page.waitForFunction(() => /seat p\d/.test(document.getElementById('status').textContent));
  return page;
}

// The names a page shows in one zone (hidden cards as '?').
function zoneNames(page, zone, owner) {
  return page.$$eval(`.zone[data-zone="${zone}"][data-owner="${owner}"] .card`,
    (cs) => cs.map((c) => c.dataset.name || c.textContent));
}
// The pages on the game now; an action waits until all of them show it.
let table = [];
const version = (page) => page.$eval('#status', (e) => Number(e.dataset.version || 0));
async function act(page, doIt) {
  const v0 = await version(page);
  await doIt();
  await page.waitForFunction((v) => Number(document.getElementById('status').dataset.version) > v, v0);
  const v = await version(page);
  for (const p of table)
    await p.waitForFunction((v) => Number(document.getElementById('status').dataset.version) >= v, v);
}
function click(page, label) {
  return act(page, () => page.click(`#options button.opt[data-label="${label}"]`));
}
// Waits until the page's status line says the decision is p's.
function waitTurn(page, p) {
  return page.waitForFunction((p) => document.getElementById('status').textContent.includes('p' + p + ' to choose'), p);
}
// Waits until a line of the page's log begins with text.
function waitLog(page, text) {
  return page.waitForFunction((t) => [...document.querySelectorAll('#log li')].some((li) => li.textContent.startsWith(t)), text,
                              { timeout: 10000 });
}
async function shot(page, name) {
  await page.screenshot({ path: path.join(artifacts, name + '.png'), fullPage: true });
}

// The god view starts a game from the board's form; p1 and p2 join it.
async function startGame(browser, url, ruleset, game) {
  const god = await open(browser, url);
  await god.selectOption('#ruleset', ruleset);
  await god.fill('#seed', '7');
  await god.click('#new');
  await god.waitForFunction((t) => document.getElementById('status').textContent.includes(t), ruleset + ' ' + game);
  return [god, await open(browser, url, game, 1), await open(browser, url, game, 2)];
}

async function starRealms(browser, url) {
  const [god, p1, p2] = await startGame(browser, url, 'star-realms', 'g1');
  table = [god, p1, p2];
  const dup = await god.$$eval('[id]', (es) => es.map((e) => e.id).filter((id, i, a) => a.indexOf(id) !== i));
  check(dup.length === 0, 'no two elements share an id: ' + dup);
  check(await god.$$eval('#players .player', (ps) => ps.length) === 2, 'both players\' counters are shown');

  // Seat p1: its own hand by name, p2's hand as backs, no options of p2's.
  const h1 = await zoneNames(p1, 'hand', 1), h2 = await zoneNames(p1, 'hand', 2);
  check(h1.length === 5 && !h1.includes('?'), 'p1 sees its 5 cards: ' + h1);
  check(h2.every((n) => /\?|hidden/.test(n)), 'p1 sees p2\'s hand as backs: ' + h2);
  check(await p1.$$eval('#options button.opt', (b) => b.length) === 0, 'p1 holds no option on p2\'s turn');
  check((await p1.textContent('#options')).includes('hidden from this seat'), 'p1 is told others hold options');
  check((await zoneNames(p2, 'hand', 1)).every((n) => /\?|hidden/.test(n)), 'p2 sees p1\'s hand as backs');
  check((await zoneNames(god, 'hand', 2)).every((n) => !/\?|hidden/.test(n)), 'the god view sees every hand');

  // A hot-seat page follows whoever must decide, and sees only that hand.
  const hot = await open(browser, url, 'g1', 'auto');
  check((await hot.textContent('#status')).includes('seat p2'), 'the hot seat starts at p2, who decides');
  check((await zoneNames(hot, 'hand', 1)).every((n) => /\?|hidden/.test(n)), 'and does not show p1\'s hand');

  // p2's refusals, with why on hover.
  await p2.hover('#options button.refused[data-label="buy Missile Mech (6)"]');
  await p2.waitForFunction(() => document.getElementById('why').textContent.includes('costs 6 Trade'));
  check(true, 'hovering a refused buy says why');
  await p2.hover('#options button.opt[data-label="end turn"]');
  await p2.waitForFunction(() => document.getElementById('why').textContent.includes('legal for p2'));
  await shot(p2, 'star-realms-p2-main');

  // p2 plays all and ends the turn; the other pages follow.
  await click(p2, 'play all');
  await waitLog(p1, 'p2 gains 1 trade (pool 3)');
  check(await p1.evaluate(() => [...document.querySelectorAll('#log li')].some((li) =>
          li.textContent.startsWith('p2 gains 1 trade (pool 3)') && li.querySelector('.source')?.textContent === '(Scout)')),
        'the log names the card that wrote a line (Scout)');
  check((await zoneNames(p1, 'ships', 2)).filter((n) => n === 'Scout').length === 3, 'p1 sees p2\'s 3 Scouts in play');
  await click(p2, 'end turn');
  await waitTurn(p1, 1);
  await hot.waitForFunction(() => document.getElementById('status').textContent.includes('seat p1'));
  check((await zoneNames(hot, 'hand', 2)).every((n) => /\?|hidden/.test(n)) &&
        (await zoneNames(hot, 'hand', 1)).every((n) => !/\?|hidden/.test(n)), 'the hot seat passed to p1: p1\'s hand, not p2\'s');
  await hot.context().close();
  check(await p1.$$eval('#options button.opt', (b) => b.length) > 0, 'now p1 holds options');
  check(await p2.$$eval('#options button.opt', (b) => b.length) === 0, 'and p2 none');

  // p1's turn: play all, buy what 4 Trade buys, end the turn.
  await click(p1, 'play all');
  await waitLog(god, 'p1 plays Viper');
  const buys = await p1.$$eval('#options button.opt', (b) => b.map((x) => x.dataset.label).filter((l) => l.startsWith('buy ')));
  check(buys.length > 0, 'p1 can buy something: ' + buys);
  await click(p1, buys[0]);
  const bought = 'p1 acquires ' + buys[0].replace(/^buy | \(\d+\)$/g, '');
  await waitLog(p2, bought);
  await shot(p1, 'star-realms-p1-bought');
  await shot(god, 'star-realms-god');

  // Undo from the god view takes the buy back on every page.
  await act(god, () => god.click('#undo'));
  await p1.waitForFunction((l) => !!document.querySelector(`#options button.opt[data-label="${l}"]`), buys[0]);
  check(true, 'undo on one page gives p1 the buy back');
  await act(god, () => god.click('#redo'));
  await waitLog(p1, bought);
  await click(p1, 'end turn');
  await waitTurn(p2, 2);

  // The god view hands p2's seat to the greedy bot, which plays p2's turn.
  await act(god, () => god.selectOption('.player[data-player="2"] select.bot', 'greedy'));
  await waitTurn(p1, 1);
  check((await p1.textContent('.player[data-player="2"]')).includes('(greedy)'), 'p1 sees that greedy holds p2');

  // A reconnect (a reload) gets the game and the seat back.
  await p1.reload();
  await p1.waitForFunction(() => document.getElementById('status').textContent.includes('seat p1'));
  check((await zoneNames(p1, 'hand', 1)).length === 5, 'after a reload p1 has its new hand back');
  for (const p of [god, p1, p2]) await p.context().close();
}

async function transformers(browser, url) {
  const [god, p1, p2] = await startGame(browser, url, 'transformers-dbg', 'g2');
  table = [god, p1, p2];

  check(await p1.$$eval('.zone[data-zone="matrix"] .cell', (c) => c.length) === 12, 'the Matrix is a 3x4 grid');
  check((await zoneNames(p2, 'matrix', 0)).every((n) => n === '?'), 'its cards are face down to p2');
  await click(p1, 'place at (0,0)');
  await p2.waitForSelector('.cell[data-cell="0,0"] .standee');
  check(true, 'p2 sees p1\'s standee at (0,0)');
  await click(p1, 'play Patrol');
  await click(p1, 'reveal (0,1)');
  await waitLog(p2, 'Evasive Action is revealed at (0,1)');
  check((await p2.textContent('.cell[data-cell="0,1"]')).includes('Evasive Action'), 'p2 sees the revealed card in its cell');
  check((await zoneNames(p2, 'hand', 1)).every((n) => /\?|hidden/.test(n)), 'but not p1\'s hand');
  await click(p1, 'play all');
  await shot(p1, 'transformers-p1-turn');
  await click(p1, 'end turn');
  await waitTurn(p2, 2);
  check(await p2.$$eval('#options button.opt', (b) => b.length) > 0, 'p2 places its standee next');
  await shot(p2, 'transformers-p2-view');
  await shot(god, 'transformers-god');
  for (const p of [god, p1, p2]) await p.context().close();
}

// Plays 3-player Transformers games over the protocol (a confront option
// when there is one, else a seeded random option) until someone is asked to
// place an Assist in a Confrontation; returns that game, left on the server.
async function findConfrontation(url) {
  const c = await Client.open(url.replace('http', 'ws') + 'ws');
  let x = 7;
  const rand = () => { x = (x * 1103515245 + 12345) % 2147483648; return x / 2147483648; };
  for (let seed = 1; seed < 100; seed++) {
    let r = await c.call('new', { ruleset: 'transformers-dbg', seed, players: 3 }), d = r.state.decision;
    for (let n = 0; d && n < 3000; n++) {
      if (d.prompt.includes('place an Assist') && d.reason.includes('Confrontation')) { c.close(); return { game: r.game || r.state.game, d }; }
      const conf = d.options.find((o) => o.label.startsWith('confront'));
      const o = conf || d.options[Math.floor(rand() * d.options.length)];
      const a = await c.call('answer', { option: o.index, brief: true });
      d = a.decision;
      if (!r.game) r.game = a.game;
    }
    await c.call('close', { seat: 0 });
  }
  throw new Error('no Confrontation with an Assist in 100 games');
}

// A Confrontation with an Assist: the helper places it face down (the
// others see a back, the god view its name), the confronting player
// resolves it, and everyone's log says what it was worth.
async function confrontation(browser, url) {
  const { game, d } = await findConfrontation(url);
  const helper = d.player, active = Number(/^p(\d)/.exec(d.prompt)[1]);
  const other = [1, 2, 3].find((p) => p !== helper && p !== active);
  const pages = {};
  for (const p of [active, helper, other]) pages[p] = await open(browser, url, game, p);
  const god = await open(browser, url, game, 'god');
  table = [god, pages[1], pages[2], pages[3]];
  const card = d.options.find((o) => !o.label.startsWith('do not')).label;
  await click(pages[helper], card);
  await waitLog(pages[active], 'p' + helper + ' places an Assist facedown');
  check((await zoneNames(pages[active], 'assist', helper)).join() === '?', 'the Assist is a back to the confronting player');
  check((await zoneNames(god, 'assist', helper)).includes(card), 'the god view sees the Assist: ' + card);
  // Whoever is asked next declines to assist or convert and battles on,
  // until the battle has an outcome.
  const since = async (page) => {          // the log since the Assist was placed
    const lines = await page.$$eval('#log li', (li) => li.map((x) => x.textContent));
    const at = lines.map((l) => l.startsWith('p' + helper + ' places an Assist')).lastIndexOf(true);
    return lines.slice(at).join('\n');
  };
  for (let n = 0; n < 20 && !/battle outcome/.test(await since(god)); n++) {
    const who = Number((/p(\d) to choose/.exec(await god.textContent('#status')) || [])[1]);
    const mine = await pages[who].$$eval('#options button.opt', (b) => b.map((x) => x.dataset.label));
    const pick = mine.find((l) => /^(do not|battle on|resolve|no |keep|pass)/.test(l)) || mine[0];
    await click(pages[who], pick);
  }
  await shot(pages[active], 'transformers-confrontation-assist');
  const resolved = 'p' + helper + '\'s Assist is resolved: ' + card;
  for (const p of [active, helper, other]) await waitLog(pages[p], resolved);
  check(true, 'every seat\'s log says the Assist was resolved: ' + card);
  await shot(god, 'transformers-confrontation-god');
  for (const p of [god, pages[1], pages[2], pages[3]]) await p.context().close();
}

// The Z-G arena: seven shared 12x12 grids (its heights) drawn from above,
// with the figure that bots placed; the ruleset's own arena view beside it.
async function zg(browser, url) {
  const c = await Client.open(url.replace('http', 'ws') + 'ws');
  const made = await c.call('new', { ruleset: 'z-g', seed: 1, players: 3 });
  for (const p of [1, 2, 3]) await c.call('bot', { player: p, bot: 'brawler', brief: true });
  const r = await c.call('bot', { player: 3, bot: null });
  const figures = r.state.zones.filter((z) => z.kind === 'grid').flatMap((z) => z.cards).filter((x) => x.owner);
  check(figures.length > 0, 'the bots placed a figure in the arena');
  c.close();
  const god = await open(browser, url, made.game, 'god');
  check(await god.$$eval('.zone[data-zone="top-view"] .cell', (cs) => cs.length) === 144, 'the arena from above: 12x12 cells');
  const f = figures[0];
  const badge = await god.textContent(`.zone[data-zone="top-view"] .cell[data-cell="${f.row - 1},${f.col - 1}"]`);
  check(badge.includes('p' + f.owner), 'p' + f.owner + '\'s figure shows in its cell: ' + badge);
  await god.fill('#viewname', 'arena');
  await god.click('#viewbtn');
  await god.waitForFunction(() => document.getElementById('view').textContent.includes('top view'));
  check(true, 'the ruleset\'s arena view is shown on request');
  await shot(god, 'z-g-arena-god');
  await god.context().close();
}

(async () => {
  const srv = await startServer(arbiter, root);
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
  try {
    await starRealms(browser, srv.url);
    await transformers(browser, srv.url);
    await confrontation(browser, srv.url);
    await zg(browser, srv.url);
    console.log('board.test.js: ' + checks + ' checks passed; screenshots in ' + artifacts);
  } catch (e) {
    for (const [i, ctx] of browser.contexts().entries())
      for (const [j, page] of ctx.pages().entries()) await shot(page, 'failure-' + i + '-' + j);
    throw e;
  } finally {
    await browser.close();
    const code = await srv.stop();
    assert.strictEqual(code, 0, 'arbiter serve exits with status 0 on SIGTERM');
  }
})().catch((e) => { console.error(e); process.exit(1); });
