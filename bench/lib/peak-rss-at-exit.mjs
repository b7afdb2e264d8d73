// Bench-only preload (`node --import …/bench/lib/peak-rss-at-exit.mjs …`): when the process exits, however
// it exits (process.exit included), prints its peak resident set in KB as one line on stderr (a pipe,
// written synchronously on Linux), for the restore bench. Never loaded in production.
// VmHWM of /proc/self/status, not getrusage's maxRSS: Linux carries the maxRSS of the process before exec
// (here a fork of the bench, hundreds of MB) into the child, while VmHWM belongs to the new program alone.
import { readFileSync } from 'node:fs';

function peakKb() {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]);
  } catch {
    // not Linux: getrusage below
  }
  return process.resourceUsage().maxRSS;
}

process.on('exit', () => {
  process.stderr.write(`\nbench-max-rss-kb ${peakKb()}\n`);
});
