#!/usr/bin/env bash
# The upgrade rehearsal: `npm run check:docusaurus -- <version>` (e.g. 3.9.2, 3.10.2).
# Copies the repository to a scratch folder, installs every @docusaurus/* package at <version> there, then runs the
# typecheck, the unit tests (the speed layer's guards among them), a production build of every locale and the
# site tests. The checkout itself is left alone. Read the README's "Upgrading Docusaurus" for what to do with it.
set -uo pipefail
version=${1:?usage: npm run check:docusaurus -- <version>}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH_DIR:-$(mktemp -d "/tmp/docusaurus-$version-XXXX")}
echo "Docusaurus $version rehearsal in $scratch"

# The tree with its Git history (last-update dates) but no installed packages or build output.
tar -C "$root" --exclude=node_modules --exclude=./build --exclude=./.docusaurus --exclude=./test-results \
  --exclude=./playwright-report -cf - . | tar -C "$scratch" -xf -
cd "$scratch" || exit 1

# Every @docusaurus/* package of the lock at <version>, the site's own dependencies and the nested ones alike
# (plugin-content-blog asks for plugin-content-docs "*", which npm would otherwise resolve to the newest release).
docusaurus_packages=$(grep -o '"node_modules/@docusaurus/[a-z-]*"' package-lock.json | sed 's#"node_modules/##; s#"##' | sort -u)
published=()
for name in $docusaurus_packages; do
  [ -n "$(npm view "$name@$version" version 2>/dev/null)" ] && published+=("$name")
done
node -e '
const fs = require("fs");
const [version, ...names] = process.argv.slice(1);
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
for (const deps of [pkg.dependencies, pkg.devDependencies]) {
  for (const name of Object.keys(deps)) if (name.startsWith("@docusaurus/")) deps[name] = version;
}
pkg.overrides = {...pkg.overrides, ...Object.fromEntries(names.filter((name) => !(name in pkg.dependencies) && !(name in pkg.devDependencies)).map((name) => [name, version]))};
fs.writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n");
' "$version" "${published[@]}"
# The lock stays: npm resolves again only what the new versions change, so every other package is the one CI tests.

failed=()
step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  if "$@"; then echo "=== $name: ok"; else echo "=== FAILED: $name" >&2; failed+=("$name"); fi
}
step "npm install (@docusaurus/* $version)" npm install --no-audit --no-fund --loglevel=error
installed=$(node -p 'require("@docusaurus/core/package.json").version')
echo "installed @docusaurus/core $installed"
[ "$installed" = "$version" ] || { echo "=== FAILED: @docusaurus/core is $installed, not $version" >&2; exit 1; }
step "typecheck" npx tsc --noEmit
step "unit tests" npm run --silent test:unit
step "production build, all locales" npm run --silent build
[ -d build ] && step "site tests" npm run --silent test:site

echo
if [ ${#failed[@]} -eq 0 ]; then
  echo "Docusaurus $version: every step passed ($scratch)"
else
  echo "Docusaurus $version: failed: ${failed[*]} ($scratch)" >&2
  exit 1
fi
