/**
 * A form-encoded body as the Stripe SDK writes it (`line_items[0][price_data][unit_amount]=5000`,
 * `metadata[booking_id]=1`) read back into nested objects and arrays.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[').map((part, i) => (i === 0 ? part : part.replace(/\]$/, '')));
    const path = [head!, ...rest];
    let node: Record<string, unknown> = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

/** `{ '0': a, '1': b }` becomes `[a, b]`, all the way down. */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arraysOf(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  return Object.fromEntries(entries);
}
