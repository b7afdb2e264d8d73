// Bench-only preload (`node --require bench/lib/max-rss-at-exit.cjs …`): when the process exits, however it
// exits (process.exit included), prints its peak resident set (getrusage maxRSS, KB) as one line on stderr
// (a pipe, written synchronously on Linux), for the restore bench. Never loaded in production.
process.on('exit', () => {
  process.stderr.write(`\nbench-max-rss-kb ${process.resourceUsage().maxRSS}\n`);
});
