// board.js -- the Arbiter web board: one WebSocket speaking docs/protocol.md.
// It keeps no game state of its own beyond the last state the server sent for
// its seat; everything it shows comes from that state (zones, counters, the
// pending decision, the log) or from a request (why, view).  The game id and
// seat live in the URL (#game=g1&seat=2), so a reload or a reconnect joins
// the same game from the same seat.
'use strict';

const $ = (id) => document.getElementById(id);
let ws = null, nextId = 1, pending = new Map(), state = null, hello = null;
let want = parseHash();                 // {game, seat} to join after (re)connecting
let hotSeat = want.seat === 'auto';     // the seat follows whoever must decide

function parseHash() {
  const h = new URLSearchParams(location.hash.slice(1));
  return { game: h.get('game') || '', seat: h.get('seat') || 'god' };
}
function setHash(game, seat) {
  want = { game, seat: hotSeat ? 'auto' : String(seat === 0 ? 'god' : seat) };
  history.replaceState(null, '', '#game=' + game + '&seat=' + want.seat);
}

// ---- the connection ---------------------------------------------------------
function connect() {
  const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
  ws = new WebSocket(url, 'arbiter');
  ws.onopen = onOpen;
  ws.onclose = () => { setConn(false); pending.clear(); setTimeout(connect, 1000); };
  ws.onmessage = (e) => onMessage(JSON.parse(e.data));
}
function setConn(on) { $('conn').textContent = on ? 'online' : 'offline'; $('conn').className = 'conn ' + (on ? 'on' : 'off'); }

// Sends a request; the promise resolves with the reply (errors are shown).
function send(type, fields, quiet) {
  return new Promise((resolve) => {
    if (!ws || ws.readyState !== 1) { toast('not connected'); return resolve(null); }
    const id = nextId++;
    resolve.quiet = quiet;
    pending.set(id, resolve);
    ws.send(JSON.stringify(Object.assign({ type, id }, fields || {})));
  });
}
function onMessage(m) {
  if (m.type === 'update') { if (state && m.game === state.game) show(m.state); return; }
  const done = pending.get(m.id);
  pending.delete(m.id);
  if (!m.ok && !(done && done.quiet)) toast(m.error.code + ': ' + m.error.message);
  else if (m.state) show(m.state);
  if (done) done(m.ok ? m : null);
}
// "online" once the rulesets and games are known (tests wait for it).
async function onOpen() {
  hello = await send('hello', { protocol: 'arbiter/1' });
  if (hello) fillRulesets(hello.rulesets);
  await refreshGames();
  setConn(true);
  if (want.game) join(want.game, want.seat);
}
// Hot seat: joins as the player who must decide now (asked with `who`,
// which tells no secret, so no other hand is ever drawn).
async function follow(game) {
  const r = await send('who', { game });
  if (r) join(game, r.player || 'god');
}

// ---- requests the controls make ------------------------------------------------
async function join(game, seat) {
  if (seat === 'auto') return follow(game);
  const r = await send('join', { game, seat });
  if (r) { setHash(r.game, r.seat); await refreshGames(); }
}
async function refreshGames() {
  const r = await send('games');
  if (!r) return;
  const sel = $('games');
  sel.innerHTML = '';
  if (!r.games.length) sel.add(new Option('no games', ''));
  for (const g of r.games) sel.add(new Option(g.game + ' ' + g.ruleset + (g.over ? ' (over)' : ''), g.game));
  sel.value = state ? state.game : want.game;
}
function fillRulesets(list) {
  const sel = $('ruleset');
  sel.innerHTML = '';
  for (const r of list) sel.add(new Option(r, r));
  if (list.includes('star-realms')) sel.value = 'star-realms';
}
async function newGame(ev) {
  ev.preventDefault();
  const f = { ruleset: $('ruleset').value, seed: Number($('seed').value) || 0, seat: seatValue() };
  if ($('nplayers').value) f.players = Number($('nplayers').value);
  if ($('gameopts').value.trim()) f.options = $('gameopts').value.trim();
  const r = await send('new', f);
  if (r) { setHash(r.game, r.seat); await refreshGames(); }
}
function seatValue() { const v = $('seat').value; return v === 'god' || v === '' ? 0 : Number(v); }
async function save() {
  const r = await send('save', { seat: 0 });
  if (!r) return;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([r.data], { type: 'text/plain' }));
  a.download = r.game + '.arb';
  a.click();
  toast('saved ' + r.game + ' (' + r.inputs + ' inputs)', true);
}
async function load(ev) {
  const file = ev.target.files[0];
  if (!file) return;
  const r = await send('load', { data: await file.text(), seat: seatValue() });
  ev.target.value = '';
  if (r) { setHash(r.game, r.seat); await refreshGames(); }
}
async function why(label, el) {
  const r = await send('why', { action: label });
  if (!r) return;
  const text = r.verdict === 'refused' ? 'refused: ' + r.reason
             : r.verdict === 'legal' ? 'legal for p' + r.player + ': ' + r.reason
             : 'p' + r.player + ' may act: ' + r.reason;
  $('why').textContent = label + ' -- ' + text;
  if (el) el.title = text;
}

// ---- drawing --------------------------------------------------------------------
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
function valuesText(v) { return Object.entries(v || {}).map(([k, x]) => k + ' ' + x).join(', '); }
// Player p's secrets as this seat is shown them: a value, or '?' (hidden).
function secretsText(s, p) {
  return (s.secrets || []).filter((x) => x.player === p).map((x) => x.name + ' ' + (x.hidden ? '?' : x.value)).join(', ');
}

function show(s) {
  state = s;
  if (hotSeat && s.decision && s.decision.player !== s.seat) return follow(s.game);
  const d = s.decision;
  $('status').dataset.version = s.version;       // tests wait on it
  $('status').textContent = s.ruleset + ' ' + s.game + ' - turn ' + s.turn + ', ' + s.phase +
    (s.over ? ' - game over: ' + s.result.text : ' - p' + d.player + ' to choose') +
    ' - step ' + s.step + '/' + s.steps + ' - seat ' + (s.seat ? 'p' + s.seat : 'god');
  fillSeats(s);
  drawPlayers(s);
  drawZones(s);
  drawDecision(s);
  drawLog(s.log);
  $('undo').disabled = s.step === 0;
  $('redo').disabled = s.step === s.steps;
  refreshView();
}
function fillSeats(s) {
  const sel = $('seat');
  if (sel.options.length !== s.players.length + 2) {
    sel.innerHTML = '';
    sel.add(new Option('god', 'god'));
    sel.add(new Option('hot seat', 'auto'));
    for (const p of s.players) sel.add(new Option('p' + p.player, String(p.player)));
  }
  sel.value = hotSeat ? 'auto' : s.seat ? String(s.seat) : 'god';
  $('games').value = s.game;
  if ([...$('ruleset').options].some((o) => o.value === s.ruleset)) $('ruleset').value = s.ruleset;
}
function drawPlayers(s) {
  const box = $('players');
  box.innerHTML = '';
  for (const p of s.players) {
    const d = el('div', 'player' + (p.player === s.active ? ' active' : '') + (p.player === s.seat ? ' me' : ''));
    d.dataset.player = p.player;
    d.append(el('strong', '', 'p' + p.player + (p.bot ? ' (' + p.bot + ')' : '') +
      (s.decision && s.decision.player === p.player ? ' - deciding' : '')));
    d.append(el('div', 'vals', valuesText(p.values)));
    const sec = secretsText(s, p.player);
    if (sec) d.append(el('div', 'vals', 'secrets: ' + sec));
    if (!s.seat || s.seat === p.player) d.append(botSelect(p));
    box.append(d);
  }
  if (Object.keys(s.values).length) box.append(el('div', 'player', 'game: ' + valuesText(s.values)));
  if (secretsText(s, 0)) box.append(el('div', 'player', 'secrets held by nobody: ' + secretsText(s, 0)));
}
// Who holds a seat: a person, the random bot, or one of the ruleset's bots
// (the state lists them: greedy, Z-G's brawler, ...).
function botSelect(p) {
  const sel = el('select', 'bot');
  sel.setAttribute('aria-label', 'p' + p.player + ' is played by');
  const bots = ['person', 'random', ...(state.bots || [])];   // the ruleset's bots by name
  if (p.bot && !bots.includes(p.bot)) bots.push(p.bot);
  for (const b of bots) sel.add(new Option(b, b));
  sel.value = p.bot || 'person';
  sel.onchange = () => send('bot', { player: p.player, bot: sel.value === 'person' ? null : sel.value });
  return sel;
}
function cardTile(c) {
  if (c.hidden) return el('div', 'card hidden', '?');
  const t = el('div', 'card' + (c.face_up ? '' : ' down'));
  t.dataset.name = c.name;
  t.dataset.id = c.id;
  t.append(el('div', '', c.name));
  if (c.values) t.append(el('div', 'cv', valuesText(c.values)));
  t.title = '#' + (c.id + 1) + ' ' + c.name + (c.face_up ? '' : ' (face down)');
  return t;
}
// A pile: its cards, with long runs of hidden cards drawn as one tile.
function pileCards(z) {
  const box = el('div', 'cards');
  for (let i = 0; i < z.cards.length;) {
    let j = i;
    while (j < z.cards.length && z.cards[j].hidden) j++;
    if (j - i > 3) { box.append(el('div', 'card hidden', (j - i) + ' hidden')); i = j; continue; }
    box.append(cardTile(z.cards[i++]));
  }
  return box;
}
// A grid (the Transformers Matrix): rows x cols cells, standees of players
// whose values hold a row and a col (counted from 0, as the ruleset's labels).
function gridCards(z, s) {
  const g = el('div', 'grid');
  g.style.gridTemplateColumns = 'repeat(' + z.cols + ', minmax(0, 1fr))';
  const cells = [];
  for (let i = 0; i < z.rows * z.cols; i++) {
    const c = el('div', 'cell');
    c.dataset.cell = Math.floor(i / z.cols) + ',' + (i % z.cols);
    cells.push(c);
    g.append(c);
  }
  for (const c of z.cards) cells[(c.row - 1) * z.cols + (c.col - 1)].append(cardTile(c));
  for (const p of s.players) {
    const v = p.values || {};
    if (typeof v.row === 'number' && typeof v.col === 'number' && v.row < z.rows && v.col < z.cols)
      cells[v.row * z.cols + v.col].append(el('span', 'standee', 'p' + p.player));
  }
  return g;
}
// Shared grids of one size are the layers of one board (the Z-G arena's
// heights): drawn from above, each cell shows its top card, the layer it is
// on (1 = the lowest) and whose it is; the layers themselves fold away.
function layered(zs) {
  const grids = zs.filter((z) => z.kind === 'grid');
  if (grids.length < 2 || !grids.every((z) => z.rows === grids[0].rows && z.cols === grids[0].cols)) return null;
  return grids;
}
function topView(grids) {
  const { rows, cols } = grids[0], top = new Array(rows * cols).fill(null);
  grids.forEach((z, h) => z.cards.forEach((c) => { top[(c.row - 1) * cols + (c.col - 1)] = { c, h: h + 1 }; }));
  const g = el('div', 'grid top');
  g.style.gridTemplateColumns = 'repeat(' + cols + ', minmax(0, 1fr))';
  top.forEach((t, i) => {
    const cell = el('div', 'cell');
    cell.dataset.cell = Math.floor(i / cols) + ',' + (i % cols);
    if (t) {
      cell.style.background = 'hsl(140, 20%, ' + (92 - 60 * t.h / grids.length) + '%)';
      cell.append(el('span', 'height', String(t.h)));
      cell.title = (t.c.hidden ? 'a hidden card' : t.c.name) + ' on layer ' + t.h + ' (' + grids[t.h - 1].name + ')';
      if (t.c.owner) cell.append(el('span', 'standee', 'p' + t.c.owner));
      else if (!t.c.hidden && t.c.name) cell.append(el('span', 'tname', t.c.name.slice(0, 3)));
    }
    g.append(cell);
  });
  return g;
}
function drawZones(s) {
  const box = $('zones');
  box.innerHTML = '';
  const owners = [0].concat(s.players.map((p) => p.player));
  for (const o of owners) {
    const zs = s.zones.filter((z) => z.owner === o);
    if (!zs.length) continue;
    const sec = el('div', 'owner');
    sec.dataset.owner = o;
    sec.append(el('h3', '', o ? 'p' + o + (o === s.seat ? ' (you)' : '') : 'Table'));
    const layers = layered(zs);
    let fold = null;
    if (layers) {
      const zd = el('div', 'zone');
      zd.dataset.zone = 'top-view';
      zd.append(el('div', 'zname', layers.map((z) => z.name).join(', ') + ' from above (cell: top layer, pN: a player\'s card)'));
      zd.append(topView(layers));
      fold = el('details', 'layers');
      fold.append(el('summary', '', 'each layer'));
      sec.append(zd, fold);
    }
    for (const z of zs) {
      const zd = el('div', 'zone');
      zd.dataset.zone = z.name;
      zd.dataset.owner = o;
      zd.append(el('div', 'zname', z.name + ' - ' + z.count + ' (' + z.visibility + ')'));
      if (z.count) zd.append(z.kind === 'grid' ? gridCards(z, s) : pileCards(z));
      (fold && layers.includes(z) ? fold : sec).append(zd);
    }
    box.append(sec);
  }
}
function drawDecision(s) {
  const d = s.decision, box = $('options');
  box.innerHTML = '';
  $('why').textContent = '';
  if (!d) { $('prompt').textContent = 'game over: ' + s.result.text; $('reason').textContent = ''; return; }
  $('prompt').textContent = (d.prompt.startsWith('p' + d.player) ? '' : 'p' + d.player + ': ') + d.prompt;
  $('reason').textContent = d.reason ? 'why: ' + d.reason : '';
  for (const o of d.options) {
    const b = el('button', 'opt', (o.player !== d.player ? '[p' + o.player + '] ' : '') + o.label);
    b.dataset.index = o.index;
    b.dataset.label = o.label;
    b.title = 'legal: ' + d.reason;
    b.onmouseenter = () => why(o.label, b);
    b.onclick = () => send('answer', { option: o.index });
    box.append(b);
  }
  for (const r of d.refusals || []) {
    const b = el('button', 'refused', r.label);
    b.dataset.label = r.label;
    b.title = 'refused: ' + r.reason;
    b.onmouseenter = () => { $('why').textContent = r.label + ' -- refused: ' + r.reason; };
    box.append(b);
  }
  if (d.hidden_options) box.append(el('div', 'note', d.hidden_options + ' option(s) of other players, hidden from this seat'));
}
function drawLog(log) {
  const ol = $('log');
  ol.innerHTML = '';
  ol.start = log.from + 1;
  log.lines.forEach((line, i) => {        // a line a card's text wrote names the card
    const card = log.cards && log.cards[i];
    const li = el('li', '', line);
    if (card) {
      li.append(' ', el('span', 'source', '(' + card.name + ')'));
      li.title = 'written by ' + card.name + ' (card ' + card.id + ')';
    }
    ol.append(li);
  });
  ol.scrollTop = ol.scrollHeight;
}
let viewTimer = null;
function refreshView() {
  clearTimeout(viewTimer);
  viewTimer = setTimeout(async () => {
    const [name, ...args] = ($('viewname').value.trim() || 'board').split(/\s+/);
    const r = await send('view', { name, args: args.join(' ') }, true);
    $('view').textContent = r ? r.text : '(this ruleset has no board view)';
  }, 50);
}
let toastTimer = null;
function toast(text, good) {
  const t = $('toast');
  t.textContent = text;
  t.style.background = good ? '#3c8d5a' : '#a33';
  t.style.display = 'block';
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { t.style.display = 'none'; }, 4000);
}

$('newform').onsubmit = newGame;
$('games').onchange = () => { if ($('games').value) join($('games').value, hotSeat ? 'auto' : $('seat').value); };
$('seat').onchange = () => {
  hotSeat = $('seat').value === 'auto';
  if (state) join(state.game, $('seat').value);
};
$('undo').onclick = () => send('undo');
$('redo').onclick = () => send('redo');
$('save').onclick = save;
$('load').onchange = load;
$('viewbtn').onclick = refreshView;
connect();
$('viewname').onchange = refreshView;
