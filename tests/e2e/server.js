// server.js -- starts `arbiter serve --http 0` for a test and reads the port
// it chose from its first line on stderr.  Loopback only.
'use strict';
const { spawn } = require('child_process');

function startServer(arbiter, root, extra) {
  return new Promise((resolve, reject) => {
    const args = ['serve', '--http', '0', '--root', root].concat(extra || []);
    const proc = spawn(arbiter, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    let started = false;
    const exited = new Promise((done) => proc.on('exit', (code, sig) => done(code === null ? sig : code)));
    proc.stderr.on('data', (d) => {
      if (started) return process.stderr.write(d);     // a sanitizer's report, say
      err += d;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(err);
      if (!m) return;
      started = true;
      // stop() ends the server with SIGTERM and resolves with its exit status.
      const stop = () => { proc.kill('SIGTERM'); return exited; };
      resolve({ proc, stop, port: Number(m[1]), url: 'http://127.0.0.1:' + m[1] + '/' });
    });
    exited.then((code) => { if (!started) reject(new Error('arbiter serve exited (' + code + '): ' + err)); });
  });
}

module.exports = { startServer };
