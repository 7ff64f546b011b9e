#!/usr/bin/env bash
# Scaffolds a workspace library: tools/new-lib.sh <dir> <package-name> <tag> [tag...]
set -euo pipefail
dir=$1; name=$2; shift 2
tags=$(printf '"%s",' "$@"); tags="[${tags%,}]"
depth=$(echo "$dir" | awk -F/ '{print NF}'); up=$(printf '../%.0s' $(seq 1 "$depth"))
mkdir -p "$dir/src"
cat > "$dir/package.json" <<JSON
{
  "name": "$name",
  "version": "0.0.0",
  "private": true,
  "type": "commonjs",
  "main": "./src/index.ts",
  "types": "./src/index.ts",
  "exports": { ".": "./src/index.ts", "./*": "./src/*.ts" },
  "nx": { "tags": $tags }
}
JSON
cat > "$dir/jest.config.cjs" <<JS
module.exports = { ...require('${up}jest.preset.js'), displayName: '$name', rootDir: __dirname };
JS
cat > "$dir/tsconfig.json" <<JSON
{ "extends": "${up}tsconfig.base.json", "include": ["src/**/*.ts"] }
JSON
cat > "$dir/eslint.config.mjs" <<JS
import base from '${up}eslint.config.mjs';
export default [...base];
JS
