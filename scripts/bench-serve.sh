#!/usr/bin/env bash
# Measures `oracle serve` from a second process on loopback: exact and
# fuzzy named lookups, autocompletion, the search t:creature c:g and other
# searches at concurrency 1, 4, 16 and 64, a few seconds each (see
# scripts/serveload), printing requests per second, p50 and p99 latency and
# the answers by status (429 is the server refusing more searches than it
# can run at once); then the same against a floor server answering the
# same bytes from memory in the same run, and the ratio of the two.
#
#   scripts/bench-serve.sh DATABASE [ORACLE_BINARY]
#
# DATABASE is copied into a temporary directory first, never changed;
# give one that holds the 2022 pool (an import of the 2022 MTGJSON set
# files). KINDS, LEVELS and TIME override the kinds of request
# (named,fuzzy,autocomplete,creature,search), the levels and the time at
# each; FLOOR=0 leaves the floor out. The server's CPU time is printed at the
# end, with its mean per logged request: what a request costs, however
# loaded the machine.
set -euo pipefail
cd "$(dirname "$0")/.."
src=${1:?usage: scripts/bench-serve.sh DATABASE [ORACLE_BINARY]}
work=$(mktemp -d)
trap 'kill "${server:-}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
bin=${2:-}
if [ -z "$bin" ]; then
  bin="$work/oracle"
  go build -o "$bin" ./cmd/oracle
fi
go build -o "$work/serveload" ./scripts/serveload
cp "$src" "$work/oracle.db"
port=${PORT:-18765}
"$bin" --db "$work/oracle.db" serve --addr "127.0.0.1:$port" >"$work/serve.out" 2>"$work/serve.log" &
server=$!
for _ in $(seq 100); do
  grep -q serving "$work/serve.out" 2>/dev/null && break
  sleep 0.2
done
echo "GOMAXPROCS=${GOMAXPROCS:-$(nproc)} $(nproc) cores; database $(du -h "$src" | cut -f1)"
floor=-floor
[ "${FLOOR:-1}" = 0 ] && floor=-floor=false
"$work/serveload" -url "http://127.0.0.1:$port" -kinds "${KINDS:-named,fuzzy,autocomplete,creature,search}" -levels "${LEVELS:-1,4,16,64}" -time "${TIME:-5s}" "$floor"
# utime and stime, fields 14 and 15 of /proc/PID/stat, in clock ticks
read -r -a stat <"/proc/$server/stat"
cpu=$(((stat[13] + stat[14]) * 1000 / $(getconf CLK_TCK)))
kill -INT "$server"
wait "$server"
requests=$(wc -l <"$work/serve.log")
echo "server stopped cleanly after $requests logged requests; CPU $cpu ms, $(awk "BEGIN { printf \"%.3f\", $cpu / $requests }") ms per request"
