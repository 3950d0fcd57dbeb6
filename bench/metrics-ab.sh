#!/bin/bash
# A/B: the built server with and without METRICS_TOKEN, alternating, 3 rounds; wrk pinned to core 0, server to core 1.
cd /work/main
start() { # $1 port, $2 token or ''
  local d=$(mktemp -d)
  if [ -n "$2" ]; then env METRICS_TOKEN=$2 DATA_DIR=$d PORT=$1 HOST=127.0.0.1 MALLOC_ARENA_MAX=2 taskset -c 1 node --max-old-space-size=256 --max-semi-space-size=8 --no-maglev dist/server/entry.mjs >/dev/null 2>&1 &
  else env DATA_DIR=$d PORT=$1 HOST=127.0.0.1 MALLOC_ARENA_MAX=2 taskset -c 1 node --max-old-space-size=256 --max-semi-space-size=8 --no-maglev dist/server/entry.mjs >/dev/null 2>&1 & fi
  echo $!
  for i in $(seq 1 120); do curl -sf http://127.0.0.1:$1/readyz >/dev/null && break; sleep 0.5; done
}
for round in 1 2 3; do
  for mode in off on; do
    port=$((5600 + round*2 + (mode == on)))
    [ $mode = on ] && pid=$(start 5611 abcdefghijklmnopqrstuvwxyz0123) || pid=$(start 5610 '')
    p=$([ $mode = on ] && echo 5611 || echo 5610)
    for path in / /item/broccoli-kothrud; do
      taskset -c 0 wrk -t1 -c20 -d2s http://127.0.0.1:$p$path >/dev/null 2>&1 # warm
      r=$(taskset -c 0 wrk -t1 -c20 -d5s --latency http://127.0.0.1:$p$path 2>/dev/null | awk '/Requests\/sec/{print $2} / 99%/{print $2}' | tr '\n' ' ')
      echo "round $round metrics $mode $path req/s p99: $r load $(cut -d' ' -f1 /proc/loadavg)"
    done
    kill $pid; wait $pid 2>/dev/null
  done
done
