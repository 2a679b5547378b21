// server.js -- starts `arbiter serve --http 0` for a test and reads the port
// it chose from its first line on stderr.  Loopback only.
'use strict';
const { spawn } = require('child_process');

function startServer(arbiter, root, extra) {
  return new Promise((resolve, reject) => {
    const args = ['serve', '--http', '0', '--root', root].concat(extra || []);
    const proc = spawn(arbiter, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    proc.stderr.on('data', (d) => {
      err += d;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(err);
      if (m) resolve({ proc, port: Number(m[1]), url: 'http://127.0.0.1:' + m[1] + '/' });
    });
    proc.on('exit', (code) => reject(new Error('arbiter serve exited (' + code + '): ' + err)));
  });
}

module.exports = { startServer };
