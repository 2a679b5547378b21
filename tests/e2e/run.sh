#!/usr/bin/env bash
# run.sh -- runs one of the Node tests of `arbiter serve --http` (the web
# board in headless chromium, the WebSocket transport, the load test) for
# ctest.  It installs what it needs the first time: playwright-core and ws
# from npm (package-lock.json) into BUILD/e2e.  It skips (exit 77, which
# ctest reports as skipped) with the reason when node, npm or chromium are
# missing or npm cannot reach its registry; the README's set-up command
# installs all three from Debian (nodejs npm chromium).
#
#   run.sh TEST.js ARBITER ROOT BUILD [ARGS...]
set -uo pipefail
test=$1 arbiter=$2 root=$3 build=$4
shift 4
case $0 in */*) here=${0%/*} ;; *) here=. ;; esac
here=$(cd "$here" && pwd)
skip() { echo "SKIP: $*"; exit 77; }

command -v node >/dev/null || skip "no node (apt-get install nodejs npm chromium)"
major=$(node -p 'process.versions.node.split(".")[0]')
[ "$major" -ge 18 ] || skip "node $major is older than 18"
chromium=${CHROMIUM:-$(command -v chromium || true)}
if [ "$test" = board.test.js ] && [ -z "$chromium" ]; then
  skip "no chromium (apt-get install chromium)"
fi

dir=$build/e2e
mkdir -p "$dir/artifacts"
# Installs the locked packages once per lock file; flock, since ctest -j may
# start two of these tests at once.
install() {
  cmp -s "$here/package-lock.json" "$dir/installed.lock" && return 0
  command -v npm >/dev/null || skip "no npm (apt-get install npm)"
  cp "$here/package.json" "$here/package-lock.json" "$dir/"
  (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error) ||
    skip "npm could not install playwright-core and ws (offline?)"
  cp "$here/package-lock.json" "$dir/installed.lock"
}
exec 9>"$dir/.install.lock"
flock 9
install
flock -u 9
export NODE_PATH=$dir/node_modules
exec node "$here/$test" "$arbiter" "$root" "$dir/artifacts" "$chromium" "$@"
