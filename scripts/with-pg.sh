#!/usr/bin/env bash
# Runs a command with DATABASE_URL set to a throwaway PostgreSQL: a cluster in a temp dir on 127.0.0.1 (a free port,
# trust auth on loopback only), deleted afterwards. Needs Debian's postgresql (installed when root); SKIP_PG_TESTS=1
# makes a missing PostgreSQL a skip (exit 0, the command not run) instead of a failure.
#
#   scripts/with-pg.sh npx vitest run tests/server     # the server tests (npm test's server-pg step)
#   scripts/with-pg.sh node bench/run/bench-server.mjs   # the server bench on PostgreSQL
#   scripts/with-pg.sh npm start                       # the portal on PostgreSQL, for a look
set -euo pipefail
cd "$(dirname "$0")/.."

find_bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then pg_config --bindir; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
}

BINDIR=$(find_bindir)
if [ -z "$BINDIR" ] && [ "${SKIP_PG_TESTS:-}" = "1" ]; then
  echo "with-pg: PostgreSQL binaries (initdb, pg_ctl) not found; skipped because SKIP_PG_TESTS=1."
  exit 0
fi
if [ -z "$BINDIR" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "with-pg: PostgreSQL not found; installing Debian's postgresql package..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >/dev/null
  BINDIR=$(find_bindir)
fi
if [ -z "$BINDIR" ]; then
  echo "with-pg: PostgreSQL binaries (initdb, pg_ctl) not found. Install Debian's 'postgresql' package, or set SKIP_PG_TESTS=1 to skip." >&2
  exit 1
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/eps-pg-XXXXXX")
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# initdb and postgres refuse to run as root: as root, they run as the postgres user.
as_owner() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$WORK"
fi
trap 'as_owner "$BINDIR/pg_ctl" -D "$WORK/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT

as_owner "$BINDIR/initdb" -D "$WORK/data" -U eps --auth=trust -E UTF8 --no-locale >"$WORK/initdb.log" 2>&1 || { cat "$WORK/initdb.log" >&2; exit 1; }
as_owner "$BINDIR/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
  || { cat "$WORK/server.log" >&2; exit 1; }
"$BINDIR/createdb" -h 127.0.0.1 -p "$PORT" -U eps eps

echo "with-pg: PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
DATABASE_URL="postgres://eps@127.0.0.1:$PORT/eps" "$@"
