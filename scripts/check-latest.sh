#!/usr/bin/env bash
# `npm run check:latest`: the samples against the newest Socket.IO releases, the ones a reader installs today.
# Copies the checkout to a scratch folder (SCRATCH_DIR, default a new folder in /tmp) and updates its lock there with
# `npm update` of Socket.IO's packages (scripts/check-latest/packages.mjs lists which), which takes the newest
# release of each sample's major (4.x at the root, 3.x and 2.x in examples/v3 and examples/v2). When nothing moved,
# it stops there: `npm test` already runs the samples against those versions. Otherwise it installs that lock, runs
# the sample tests (tests/examples) and the unit tests that read the installed packages (API coverage, defaults),
# then prints which packages moved and which tests failed. The checkout is left alone.
# Needs the npm registry, Redis, PostgreSQL and Chromium, as `npm run test:examples` does.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH_DIR:-$(mktemp -d /tmp/socket.io-latest-XXXX)}
helpers=scripts/check-latest
start=$SECONDS
echo "Samples against the newest Socket.IO releases, in $scratch"

tar -C "$root" --exclude=node_modules --exclude=./.git --exclude=./build --exclude=./.docusaurus \
  --exclude=./test-results --exclude=./playwright-report -cf - . | tar -C "$scratch" -xf -
cd "$scratch" || exit 1

names=$(node "$helpers/unpin.mjs" locked-versions.json) || exit 1
echo
echo "=== npm update --package-lock-only $names"
# Moves every copy of these packages in the lock to the newest release its range allows, placed as npm places it
# for a reader; every other package stays as locked. Only the lock is written: nothing is installed yet.
if ! npm update --package-lock-only --no-audit --no-fund --loglevel=error $names; then
  echo "=== FAILED: npm update ($scratch)" >&2
  exit 1
fi
node "$helpers/moved.mjs" locked-versions.json | tee moved.txt
if grep -q '^moved: none' moved.txt && [ -z "${CHECK_LATEST_ALWAYS:-}" ]; then
  # The lock has the newest releases already: `npm run test:examples` runs the samples against these very versions.
  echo "Nothing moved: the samples stage of npm test runs them against these versions (CHECK_LATEST_ALWAYS=1 runs them here too; $((SECONDS - start)) s)."
  [ -z "${SCRATCH_DIR:-}" ] && rm -rf "$scratch"
  exit 0
fi
echo
echo "=== npm ci (the updated lock)"
if ! npm ci --no-audit --no-fund --loglevel=error; then
  echo "=== FAILED: npm ci ($scratch)" >&2
  exit 1
fi
installed_at=$SECONDS
echo "=== npm ci: ok ($((installed_at - start)) s since the start)"

# The command of `npm run test:examples`, with two reporters (the usual one, and one that lists the failures), and
# the unit tests that compare the pages with the installed packages: API coverage (an option or method a release
# adds) and the documented defaults.
examples_command=$(node -p 'require("./package.json").scripts["test:examples"]')
reporters="--test-reporter=spec --test-reporter-destination=stdout"
reporters+=" --test-reporter=./$helpers/failed-tests-reporter.mjs --test-reporter-destination=failed-tests.txt"
command="${examples_command/--test /--test $reporters } tests/unit/api-coverage-*.test.ts tests/unit/*-defaults.test.ts"
echo
echo "=== sample tests: $command"
eval "$command"
status=$?
echo "=== sample tests: exit $status ($((SECONDS - installed_at)) s)"

echo
cat moved.txt
if [ "$status" -eq 0 ]; then
  echo "Every sample passed against the newest releases ($((SECONDS - start)) s)."
  [ -z "${SCRATCH_DIR:-}" ] && rm -rf "$scratch"
  exit 0
fi
echo "Failed against the newest releases ($((SECONDS - start)) s; the scratch copy stays in $scratch):" >&2
if [ -s failed-tests.txt ]; then sed 's/^/  /' failed-tests.txt >&2; else echo "  (the test run itself failed)" >&2; fi
exit 1
