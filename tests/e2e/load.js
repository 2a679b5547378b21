// load.js -- a load test of `arbiter serve --http` on loopback: N clients at
// once, each on its own WebSocket playing random games (a seeded random
// option at every decision, from the god seat) until the time is up.  It
// reports decisions per second over all clients and the latency of one
// answer (request sent to reply read) at the median, p99 and worst, and the
// server's CPU time per decision (games made and closed included).  The
// server runs with the rate limit lifted, since the point is throughput.
//
//   node load.js ARBITER ROOT ARTIFACTS CHROMIUM [--clients N] [--seconds S]
//                [--ruleset R] [--full]    (--full: every reply carries the state)
'use strict';
const assert = require('assert');
const { startServer } = require('./server');
const { Client } = require('./client');

const [arbiter, root] = process.argv.slice(2, 4);
const opt = { clients: 4, seconds: 3, ruleset: 'star-realms', full: false };
for (let i = 6; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--full') opt.full = true;
  else if (a === '--clients') opt.clients = Math.min(Number(process.argv[++i]), 256);
  else if (a === '--seconds') opt.seconds = Math.min(Number(process.argv[++i]), 600);
  else if (a === '--ruleset') opt.ruleset = process.argv[++i];
  else throw new Error('unknown option ' + a);
}

// CPU seconds the server used (user + system), from /proc: unlike wall time,
// it does not grow when other work shares the cores.
function cpuSeconds(pid) {
  try {
    const f = require('fs').readFileSync('/proc/' + pid + '/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch (e) { return NaN; }
}

function rng(seed) {                       // mulberry32: reproducible choices
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function player(url, k, deadline, lat, tally) {
  const c = await Client.open(url), rand = rng(k + 1);
  for (let g = 0; Date.now() < deadline; g++) {
    let r = await c.call('new', { ruleset: opt.ruleset, seed: k * 100000 + g });
    if (!r.ok) { tally.errors.push(r.error); break; }
    let d = r.state.decision;
    while (d && Date.now() < deadline) {
      const o = d.options[Math.floor(rand() * d.options.length)];
      const t0 = process.hrtime.bigint();
      r = await c.call('answer', { option: o.index, brief: !opt.full });
      lat.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (!r.ok) { tally.errors.push(r.error); return c.close(); }
      tally.decisions++;
      d = opt.full ? r.state.decision : r.decision;
    }
    if (!d) tally.games++;
    await c.call('close', { seat: 0 });
  }
  c.close();
}

(async () => {
  const srv = await startServer(arbiter, root, ['--rate', '1000000', '--burst', '1000000',
                                                '--max-games', String(opt.clients * 2)]);
  const url = srv.url.replace('http', 'ws') + 'ws';
  const lat = [], tally = { decisions: 0, games: 0, errors: [] };
  const t0 = Date.now(), deadline = t0 + opt.seconds * 1000;
  let cpu = NaN;
  try {
    await Promise.all(Array.from({ length: opt.clients }, (_, k) => player(url, k, deadline, lat, tally)));
    cpu = cpuSeconds(srv.proc.pid);
  } finally {
    const code = await srv.stop();
    assert.strictEqual(code, 0, 'arbiter serve exits with status 0 on SIGTERM');
  }
  const secs = (Date.now() - t0) / 1000;
  lat.sort((a, b) => a - b);
  const q = (p) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))];
  const report = { ruleset: opt.ruleset, clients: opt.clients, seconds: +secs.toFixed(2), full_state: opt.full,
                   decisions: tally.decisions, games_finished: tally.games,
                   decisions_per_s: Math.round(tally.decisions / secs),
                   latency_ms: { p50: +q(0.5).toFixed(3), p99: +q(0.99).toFixed(3), max: +lat[lat.length - 1].toFixed(3) },
                   server_cpu_us_per_decision: +(cpu * 1e6 / tally.decisions).toFixed(1),
                   errors: tally.errors.length };
  console.log(JSON.stringify(report));
  assert.strictEqual(tally.errors.length, 0, 'errors: ' + JSON.stringify(tally.errors.slice(0, 3)));
  assert.ok(tally.decisions > 0, 'no decision was answered');
})().catch((e) => { console.error(e); process.exit(1); });
