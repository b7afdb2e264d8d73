// Bench-only preload (`node --expose-gc --require bench/lib/gc-on-signal.cjs …`): on SIGUSR2 the server runs
// two full collections of the kind a heap snapshot makes ('major-snapshot': precise, and it also drops
// flushable code) and prints its memory figures as one line, so that the memory bench compares RSS after a
// collection rather than wherever the collector happened to stop. Never loaded in production.
process.on('SIGUSR2', () => {
  globalThis.gc?.({ type: 'major-snapshot', execution: 'sync' });
  globalThis.gc?.({ type: 'major-snapshot', execution: 'sync' });
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.stderr.write(`memory-after-gc ${JSON.stringify({ rss, heapUsed, heapTotal, external })}\n`);
});
