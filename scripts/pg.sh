#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1, for CI and local runs.
#
#   eval "$(scripts/pg.sh start [DIR])"   # prints `export PG_TMP_DIR=… DATABASE_URL=… TEST_DATABASE_URL=…`
#   scripts/pg.sh stop [DIR]              # stops it and deletes DIR (default $PG_TMP_DIR)
#
# start: initdb into DIR (default a new folder under $TMPDIR), on a free port,
# trust authentication for loopback only, fsync off (the cluster is thrown away,
# so only speed matters), a database `backoffice` for the app (DATABASE_URL) and
# the maintenance database `postgres` for the tests, which create and drop a
# scratch database per test file (TEST_DATABASE_URL).
# PostgreSQL refuses to run as root: as root, its tools run as the `postgres`
# user (created by Debian's package). Binaries: $PG_BIN, else the newest
# /usr/lib/postgresql/*/bin, else initdb on PATH. Messages go to stderr; stdout
# carries only the export line.
set -euo pipefail

say() { printf '[pg] %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

MARKER=.throwaway-postgres

find_bin() {
  if [ -n "${PG_BIN:-}" ]; then
    [ -x "$PG_BIN/initdb" ] || die "PG_BIN=$PG_BIN has no initdb"
    echo "$PG_BIN"
    return
  fi
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  done
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  die "no PostgreSQL server binaries (initdb): install them with 'apt-get install -y postgresql' (Debian) or set PG_BIN"
}

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

start() {
  local bin dir port url attempt
  bin="$(find_bin)"
  dir="${1:-$(mktemp -d "${TMPDIR:-/tmp}/pg-XXXXXX")}"
  mkdir -p "$dir"
  [ -z "$(ls -A "$dir")" ] || die "$dir is not empty"
  touch "$dir/$MARKER"
  # Whatever fails from here on, leave nothing behind.
  FAILED_DIR="$dir"
  trap '[ -z "${FAILED_DIR:-}" ] || stop "$FAILED_DIR" 2>/dev/null' EXIT
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || die "running as root, but there is no 'postgres' user to run PostgreSQL as"
    chown postgres: "$dir" "$dir/$MARKER"
    runuser -u postgres -- test -w "$dir" || die "the postgres user cannot reach $dir (a parent folder is closed to it): choose a folder under /tmp"
  fi
  chmod 700 "$dir"

  as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync --encoding=UTF8 --locale=C >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; die "initdb failed"; }

  # A free port can be taken between the probe and the start: try a few.
  for attempt in 1 2 3; do
    port="$(free_port)"
    if as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null; then
      break
    fi
    [ "$attempt" -lt 3 ] || { tail -n 20 "$dir/server.log" >&2; die "pg_ctl start failed"; }
    say "start on port $port failed; trying another port"
  done

  url="postgres://postgres@127.0.0.1:$port"
  as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres backoffice
  FAILED_DIR=""
  say "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, data in $dir"
  printf "export PG_TMP_DIR='%s' PG_BIN='%s' DATABASE_URL='%s' TEST_DATABASE_URL='%s'\n" "$dir" "$bin" "$url/backoffice" "$url/postgres"
}

stop() {
  local dir="${1:-${PG_TMP_DIR:-}}" bin
  [ -n "$dir" ] || die "stop: which cluster? give its folder or set PG_TMP_DIR"
  [ -d "$dir" ] || { say "$dir is gone already"; return 0; }
  # Only ever delete a folder that start made.
  [ -f "$dir/$MARKER" ] || die "$dir was not made by scripts/pg.sh start; not touching it"
  if [ -f "$dir/data/postmaster.pid" ]; then
    bin="$(find_bin)"
    as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null || say "pg_ctl stop failed"
  fi
  rm -rf "$dir"
  say "stopped and removed $dir"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  *) die "usage: scripts/pg.sh start [DIR] | stop [DIR]" ;;
esac
