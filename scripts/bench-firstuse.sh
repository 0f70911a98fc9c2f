#!/usr/bin/env bash
# Times the first use of oracle: `oracle card "Lightning Bolt"` on a
# database path that does not exist yet, which builds the database from
# the embedded history pack. With a second binary (a baseline build), the
# two are run in turn on the same machine in one run, and the ratio of
# their medians is printed.
#
#   scripts/bench-firstuse.sh [ORACLE_BINARY] [BASELINE_BINARY]
#
# Without ORACLE_BINARY ./cmd/oracle is built. RUNS (default 5) runs each.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=${1:-}
if [ -z "$bin" ]; then
  bin="$work/oracle"
  go build -o "$bin" ./cmd/oracle
fi
base=${2:-}

# ms builds a new database with the binary $1 and prints the wall time in
# milliseconds.
ms() {
  local start end
  rm -f "$work/first.db" "$work/first.db-wal" "$work/first.db-shm"
  start=$(date +%s%N)
  "$1" --db "$work/first.db" card "Lightning Bolt" >/dev/null 2>&1
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

: >"$work/oracle.ms"; : >"$work/base.ms"
for _ in $(seq "$runs"); do
  ms "$bin" >>"$work/oracle.ms"
  if [ -n "$base" ]; then ms "$base" >>"$work/base.ms"; fi
done
median() { sort -n "$1" | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
om=$(median "$work/oracle.ms")
echo "oracle   first use: median $om ms of $(tr '\n' ' ' <"$work/oracle.ms")"
if [ -n "$base" ]; then
  bm=$(median "$work/base.ms")
  echo "baseline first use: median $bm ms of $(tr '\n' ' ' <"$work/base.ms")"
  awk -v a="$om" -v b="$bm" 'BEGIN {printf "oracle / baseline (median): %.2fx\n", a / b}'
fi
