# Sourced by .ci/run: installs PostgreSQL from Debian when missing, starts it on
# 127.0.0.1 and exports TEST_DATABASE_URL for the service tests' PostgreSQL pass.
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "ci: installing PostgreSQL from Debian"
  apt_install postgresql
fi
cluster=$(pg_lsclusters --no-header | awk 'NR==1 {print $1" "$2}')
if [ -z "$cluster" ]; then
  pg_createcluster 15 main >/dev/null
  cluster="15 main"
fi
# shellcheck disable=SC2086
pg_ctlcluster $cluster start 2>/dev/null || true
port=$(pg_lsclusters --no-header | awk 'NR==1 {print $3}')
for _ in $(seq 1 30); do
  su postgres -c "psql -p $port -qtAc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
su postgres -c "psql -p $port -qtAc \"select 1 from pg_roles where rolname='farmcart'\"" | grep -q 1 ||
  su postgres -c "psql -p $port -qc \"create role farmcart login password 'farmcart'\""
su postgres -c "psql -p $port -qtAc \"select 1 from pg_database where datname='farmcart_test'\"" | grep -q 1 ||
  su postgres -c "psql -p $port -qc 'create database farmcart_test owner farmcart'"
export TEST_DATABASE_URL="postgres://farmcart:farmcart@127.0.0.1:$port/farmcart_test"
echo "ci: PostgreSQL ready at 127.0.0.1:$port (TEST_DATABASE_URL set)"
