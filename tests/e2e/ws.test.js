// ws.test.js -- the protocol over WebSocket (docs/protocol.md): the board's
// files over HTTP, several clients on one game each with its own seat and
// its own view of the pushed updates, a reconnect that gets the game back,
// and the size and rate limits.
//
//   node ws.test.js ARBITER ROOT ARTIFACTS
'use strict';
const assert = require('assert');
const { startServer } = require('./server');
const { Client } = require('./client');

const [arbiter, root] = process.argv.slice(2, 4);
let checks = 0;
function check(cond, what) { checks++; if (process.env.VERBOSE) console.log('ok', what); assert.ok(cond, what); }
const hand = (state, p) => state.zones.find((z) => z.name === 'hand' && z.owner === p);

async function files(srv) {
  const page = await (await fetch(srv.url)).text();
  check(page.includes('<title>Arbiter board</title>'), 'GET / serves the board');
  const js = await fetch(srv.url + 'board.js');
  check(js.status === 200 && (await js.text()).includes('WebSocket'), 'GET /board.js serves the script');
  check((await fetch(srv.url + 'nope.html')).status === 404, 'a file that is not there: 404');
}

async function seats(url) {
  const god = await Client.open(url), p1 = await Client.open(url), p2 = await Client.open(url);
  const made = await god.call('new', { ruleset: 'tutorial', seed: 3 });
  check(made.ok && made.seat === 0, 'god makes a game');
  const j1 = await p1.call('join', { game: made.game, seat: 1 }), j2 = await p2.call('join', { game: made.game, seat: 'p2' });
  check(j1.ok && j2.ok && j2.seat === 2, 'p1 and p2 join it');
  check(hand(j1.state, 1).cards.every((c) => c.name) && hand(j1.state, 2).cards.every((c) => c.hidden), 'p1 sees its own hand only');
  const a = await p1.call('answer', { option: 0 });
  check(a.ok && a.log[0] === 'p1 plays Spark', 'p1 plays Spark');
  const [ug, u2] = [await god.update(), await p2.update()];
  check(ug.state.seat === 0 && u2.state.seat === 2, 'each other client is told, from its own seat');
  check(hand(u2.state, 1).cards.every((c) => c.hidden && c.id === undefined), 'p2\'s update hides p1\'s hand, ids too');
  check(u2.state.decision.options.length === 0 && u2.state.decision.hidden_options > 0, 'and p1\'s options');
  check(ug.state.decision.options.length > 0 && !p1.updates.length, 'god sees them; p1 had its reply instead of an update');
  const no = await p2.call('answer', { option: 0 });
  check(!no.ok && no.error.code === 'not_your_option', 'p2 cannot answer p1\'s decision');
  const step = a.step;
  p1.close();
  const again = await Client.open(url);
  const back = await again.call('join', { game: made.game, seat: 1 });
  check(back.ok && back.state.step === step && hand(back.state, 1).cards.every((c) => c.name), 'a reconnect gets the game back');
  const bad = await again.raw('{"type":');
  check(!bad.ok && bad.error.code === 'bad_json', 'bad JSON gets an error object');
  for (const c of [god, p2, again]) c.close();
}

async function limits(url) {
  const c = await Client.open(url);
  const big = await c.raw(JSON.stringify({ type: 'hello', pad: 'x'.repeat(3000) }));
  check(!big.ok && big.error.code === 'too_large', 'a 3 KB message over a 2 KB limit: too_large');
  const replies = await Promise.all(Array.from({ length: 40 }, () => c.call('hello')));
  const limited = replies.filter((r) => !r.ok && r.error.code === 'rate_limited').length;
  check(limited > 0 && limited < 40, '40 messages at once over a burst of 20: some are rate_limited (' + limited + ')');
  await new Promise((r) => setTimeout(r, 600));
  check((await c.call('hello')).ok, 'after a pause the client may send again');
  const second = await Client.open(url);
  const third = await Client.open(url).then((x) => new Promise((resolve) => {
    x.ws.on('close', () => resolve('closed'));
    x.call('hello').then(() => resolve('answered'));
  }), () => 'refused');
  check(third !== 'answered', 'a third connection over --max-clients 2 is closed: ' + third);
  check((await second.call('hello')).ok, 'the first two still work');
  c.close();
  second.close();
}

(async () => {
  const srv = await startServer(arbiter, root);
  const tight = await startServer(arbiter, root, ['--max-message', '2048', '--rate', '50', '--burst', '20', '--max-clients', '2']);
  try {
    await files(srv);
    await seats(srv.url.replace('http', 'ws') + 'ws');
    await limits(tight.url.replace('http', 'ws') + 'ws');
    console.log('ws.test.js: ' + checks + ' checks passed');
  } finally {
    for (const s of [srv, tight]) assert.strictEqual(await s.stop(), 0, 'arbiter serve exits with status 0 on SIGTERM');
  }
})().catch((e) => { console.error(e); process.exit(1); });
