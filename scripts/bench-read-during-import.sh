#!/usr/bin/env bash
# Measures how long `oracle card NAME` takes, as a whole process, while
# `oracle import` loads the 2022 MTGJSON set files into the same database:
# it runs the card command over and over until the import ends, and prints
# the count, median, 95th percentile and longest time of those runs, and
# the same of runs with no import under way.
#
#   scripts/bench-read-during-import.sh [CARDDATA_DIR] [ORACLE_BINARY]
#
# Without ORACLE_BINARY it builds ./cmd/oracle. The database is a new one
# in a temporary directory.
set -euo pipefail
cd "$(dirname "$0")/.."
carddata=${1:-../shared/carddata}
sets="$carddata/mtgjson-v5-sets-2022-04-25"
card=${CARD:-Curfew}
if [ ! -d "$sets" ]; then
  echo "bench-read-during-import: $sets not found; give the card data directory" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'kill "${importer:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
bin=${2:-}
if [ -z "$bin" ]; then
  bin="$work/oracle"
  go build -o "$bin" ./cmd/oracle
fi
db="$work/oracle.db"
"$bin" --db "$db" sources >/dev/null 2>&1 # built from the embedded data, outside the timing

# ms runs the card command once and prints its wall time in milliseconds.
ms() {
  local start end
  start=$(date +%s%N)
  "$bin" --db "$db" card "$card" >/dev/null
  end=$(date +%s%N)
  echo $(((end - start) / 1000))
}

# summary prints count, median, 95th percentile and maximum of the times
# in file $2 (lines "start duration": when the run started, in seconds
# since the import's start, and how long it took, in microseconds),
# labelled $1, and when the longest run started.
summary() {
  sort -k2,2n "$2" | awk -v label="$1" '{ at[NR] = $1; t[NR] = $2 } END {
    if (NR == 0) { print label ": no runs"; exit }
    p95 = int(NR * 0.95 + 0.5); if (p95 < 1) p95 = 1
    printf "%-14s %5d runs  median %6.1f ms  p95 %6.1f ms  max %6.1f ms (at %s s)\n", label, NR,
      t[int((NR + 1) / 2)] / 1000, t[p95] / 1000, t[NR] / 1000, at[NR] }'
}

for _ in $(seq 50); do echo "- $(ms)"; done >"$work/idle"

start=$(date +%s%N)
"$bin" --db "$db" import "$sets" >"$work/import.out" 2>&1 &
importer=$!
: >"$work/busy"
while kill -0 "$importer" 2>/dev/null; do
  echo "$(echo "($(date +%s%N) - $start) / 1000000000" | bc -l | xargs printf %.1f) $(ms)" >>"$work/busy"
done
wait "$importer" || { echo "bench-read-during-import: the import failed:" >&2; cat "$work/import.out" >&2; exit 1; }
importer=
end=$(date +%s%N)

tail -1 "$work/import.out"
printf "import: %.1f s\n" "$(echo "($end - $start) / 1000000000" | bc -l)"
summary "idle" "$work/idle"
summary "during import" "$work/busy"
