// client.js -- a promise-based client of the protocol over WebSocket (ws from
// npm), for the transport test and the load test: call() sends a request and
// resolves with its reply; unasked updates are kept in `updates`.
'use strict';
const WebSocket = require('ws');

class Client {
  static open(url) {
    return new Promise((resolve, reject) => {
      const c = new Client(new WebSocket(url, 'arbiter'));
      c.ws.on('open', () => resolve(c));
      c.ws.on('error', reject);
    });
  }
  constructor(ws) {
    this.ws = ws; this.next = 1; this.waiting = new Map(); this.updates = []; this.updateWaiters = [];
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.type === 'update') {
        this.updates.push(m);
        this.updateWaiters.splice(0).forEach((f) => f());
        return;
      }
      const w = this.waiting.get(m.id);
      if (w) { this.waiting.delete(m.id); w(m); }
      else if (this.orphan) this.orphan(m);
    });
  }
  call(type, fields) {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.ws.send(JSON.stringify(Object.assign({ type, id }, fields || {})));
    });
  }
  // Sends raw text; the reply has no id, so it is the next orphan.
  raw(text) {
    return new Promise((resolve) => { this.orphan = (m) => { this.orphan = null; resolve(m); }; this.ws.send(text); });
  }
  // Resolves with the next update (or one already received and not taken).
  update() {
    if (this.updates.length) return Promise.resolve(this.updates.shift());
    return new Promise((resolve) => this.updateWaiters.push(() => resolve(this.updates.shift())));
  }
  close() { this.ws.close(); }
}

module.exports = { Client };
