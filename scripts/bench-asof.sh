#!/usr/bin/env bash
# Times `oracle search --as-of` as whole processes, two builds side by
# side: each query is run RUNS times by each build, alternating, and the
# median wall and user+system CPU time of each are printed with their
# ratio (new / old).
#
#   scripts/bench-asof.sh OLD_BINARY OLD_DATABASE NEW_BINARY NEW_DATABASE
#
# Each build reads its own database (one its own pack built: an older
# build may not read a newer schema); neither is changed. RUNS (default
# 15), DATE (default 2010-01-01) and QUERIES (one per line) override the
# runs, the date and the queries.
set -euo pipefail
old=${1:?usage: scripts/bench-asof.sh OLD_BINARY OLD_DATABASE NEW_BINARY NEW_DATABASE}
olddb=${2:?}
new=${3:?}
newdb=${4:?}
runs=${RUNS:-15}
date=${DATE:-2010-01-01}
queries=${QUERIES:-"t:creature c:g
pow>=5
tou<=1 t:creature
f:legacy t:instant
banned:vintage
id:wu
mv=3 c:r
kw:flying c:w"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
printf '%-22s %9s %9s %7s %9s %9s %7s\n' query "old s" "new s" ratio "old cpu" "new cpu" ratio
while IFS= read -r q; do
  [ -n "$q" ] || continue
  : >"$work/old" && : >"$work/new"
  for _ in $(seq "$runs"); do
    for b in old new; do
      if [ "$b" = old ]; then bin=$old db=$olddb; else bin=$new db=$newdb; fi
      /usr/bin/time -f '%e %U %S' -a -o "$work/$b" "$bin" --db "$db" search --as-of "$date" --limit 0 -- "$q" >/dev/null
    done
  done
  ow=$(awk '{ print $1 }' "$work/old" | median) nw=$(awk '{ print $1 }' "$work/new" | median)
  oc=$(awk '{ print $2 + $3 }' "$work/old" | median) nc=$(awk '{ print $2 + $3 }' "$work/new" | median)
  printf '%-22s %9.3f %9.3f %6.2fx %9.3f %9.3f %6.2fx\n' "$q" "$ow" "$nw" "$(awk "BEGIN { print $nw / $ow }")" \
    "$oc" "$nc" "$(awk "BEGIN { print ($oc > 0) ? $nc / $oc : 0 }")"
done <<<"$queries"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
