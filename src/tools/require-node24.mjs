// Runs before `npm install`, `npm start` and `npm test` (package.json pre-scripts):
// on an older Node the first command stops here with one line saying what to do,
// instead of an ERR_UNKNOWN_FILE_EXTENSION or an Astro version error later on.
// Plain JavaScript on purpose: it must run on any Node.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `FarmCart needs Node 24 (this is Node ${process.versions.node}): run \`source .ci/node24.sh\` in this shell, then the command again.`,
  );
  process.exit(1);
}
