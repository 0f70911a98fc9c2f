#!/usr/bin/env bash
# Compares `oracle card NAME`, as a whole process, with the sqlite3 shell's
# indexed query of the same row on the same database, in one run on this
# machine, and with scripts/startupfloor: the same query from a Go program
# that does nothing else, with the pure-Go SQLite driver oracle is built
# on, which tells what the driver costs from what oracle adds. They are
# run in turn RUNS times (default 200) and the median and 90th percentile
# of each, in milliseconds, are printed with their ratios. A second
# oracle binary may be given to compare with (a baseline build).
#
#   scripts/bench-startup.sh [DB] [ORACLE_BINARY] [BASELINE_BINARY]
#
# Without DB the database is built from the embedded data in a temporary
# directory; without ORACLE_BINARY ./cmd/oracle is built.
set -euo pipefail
cd "$(dirname "$0")/.."
card=${CARD:-Curfew}
runs=${RUNS:-200}
command -v sqlite3 >/dev/null || { echo "bench-startup: the sqlite3 shell is needed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=${2:-}
if [ -z "$bin" ]; then
  bin="$work/oracle"
  go build -o "$bin" ./cmd/oracle
fi
go build -o "$work/startupfloor" ./scripts/startupfloor
base=${3:-}
db=${1:-$work/oracle.db}
"$bin" --db "$db" card "$card" >/dev/null # builds the database, outside the timing
key=$(printf '%s' "$card" | tr '[:upper:]' '[:lower:]' | sed "s/'/''/g")
query="SELECT name, mana_cost, type_line, oracle_text FROM cards WHERE name_key = '$key';"

# us runs a command once and prints its wall time in microseconds.
us() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null
  end=$(date +%s%N)
  echo $(((end - start) / 1000))
}

: >"$work/oracle.us"; : >"$work/sqlite3.us"; : >"$work/floor.us"; : >"$work/base.us"
for _ in $(seq "$runs"); do
  us "$bin" --db "$db" card "$card" >>"$work/oracle.us"
  us sqlite3 -readonly "$db" "$query" >>"$work/sqlite3.us"
  us "$work/startupfloor" "$db" "$card" >>"$work/floor.us"
  if [ -n "$base" ]; then us "$base" --db "$db" card "$card" >>"$work/base.us"; fi
done

# stat prints the median and 90th percentile of a file of microseconds, in ms.
stat() {
  sort -n "$1" | awk '{v[NR] = $1} END {printf "%.2f %.2f\n", v[int((NR + 1) / 2)] / 1000, v[int(NR * 0.9)] / 1000}'
}
read -r om op <<<"$(stat "$work/oracle.us")"
read -r sm sp <<<"$(stat "$work/sqlite3.us")"
read -r fm fp <<<"$(stat "$work/floor.us")"
printf '%-8s median %6s ms  p90 %6s ms\n' oracle "$om" "$op" sqlite3 "$sm" "$sp" floor "$fm" "$fp"
awk -v a="$om" -v b="$sm" -v f="$fm" 'BEGIN {
  printf "oracle / sqlite3 (median): %.2fx\n", a / b
  printf "floor / sqlite3 (median):  %.2fx\n", f / b
  printf "oracle / floor (median):   %.2fx\n", a / f
}'
if [ -n "$base" ]; then
  read -r bm bp <<<"$(stat "$work/base.us")"
  printf '%-8s median %6s ms  p90 %6s ms\n' baseline "$bm" "$bp"
  awk -v a="$om" -v b="$bm" 'BEGIN {printf "oracle / baseline (median): %.2fx\n", a / b}'
fi
