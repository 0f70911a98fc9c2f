#!/usr/bin/env bash
# Times `oracle import` of the 2022 MTGJSON set files against the sqlite3
# shell loading the same (decompressed) files into a table of printings
# with its own JSON functions, on this machine in one run, and prints the
# ratio and both peak memories.
#
#   scripts/bench-import.sh [CARDDATA_DIR]
#
# Needs the sqlite3 shell and GNU time (Debian: apt-get install sqlite3 time).
set -euo pipefail
cd "$(dirname "$0")/.."
carddata=${1:-../shared/carddata}
sets="$carddata/mtgjson-v5-sets-2022-04-25"
if [ ! -d "$sets" ]; then
  echo "bench-import: $sets not found; give the card data directory" >&2
  exit 2
fi
for tool in sqlite3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "bench-import: $tool not found (apt-get install sqlite3 time)" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/oracle" ./cmd/oracle

# The sqlite3 side reads plain JSON: decompress outside the timing.
mkdir "$work/json"
for f in "$sets"/*.json.gz; do
  gunzip -c "$f" > "$work/json/$(basename "$f" .gz)"
done
{
  echo "CREATE TABLE printings (name TEXT, set_code TEXT, number TEXT, mana_cost TEXT, type TEXT, text TEXT, original_text TEXT);"
  echo "BEGIN;"
  for f in "$work"/json/*.json; do
    echo "INSERT INTO printings SELECT json_extract(value, '\$.name'), json_extract(value, '\$.setCode'),
      json_extract(value, '\$.number'), json_extract(value, '\$.manaCost'), json_extract(value, '\$.type'),
      json_extract(value, '\$.text'), json_extract(value, '\$.originalText')
      FROM json_each(readfile('$f'), '\$.data.cards');"
  done
  echo "COMMIT;"
} > "$work/load.sql"

measure() { # label, command...: prints "seconds peak_kb"
  local label=$1
  shift
  /usr/bin/time -f "%e %M" -o "$work/$label.time" "$@" > "$work/$label.out" 2>&1 || {
    cat "$work/$label.out" >&2
    exit 1
  }
  cat "$work/$label.time"
}

read -r sq_s sq_kb < <(measure sqlite3 sqlite3 "$work/sqlite3.db" ".read $work/load.sql")
rows=$(sqlite3 "$work/sqlite3.db" "SELECT count(*) FROM printings")
read -r or_s or_kb < <(measure oracle "$work/oracle" --db "$work/oracle.db" import "$sets")
echo "sqlite3 shell: ${sq_s}s, peak ${sq_kb} KB, $rows printings"
echo "oracle import: ${or_s}s, peak ${or_kb} KB ($(tail -n 1 "$work/oracle.out"))"
awk -v o="$or_s" -v s="$sq_s" -v kb="$or_kb" 'BEGIN {
  printf "ratio oracle/sqlite3: %.2fx (goal at most 0.5x); oracle peak RSS %.0f MB (goal at most 200 MB)\n", o / s, kb / 1024
}'
