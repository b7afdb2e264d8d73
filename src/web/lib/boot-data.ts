/**
 * Public GET answers the server inlined into the page (src/server/plugins/page-boot-data.ts), keyed by the
 * exact API path. A query whose path is there starts with that answer (as fresh as the page), so the first
 * render already has its data; anything else is fetched as usual.
 */
const loadedAt = Date.now();
let answers: Record<string, unknown> | undefined;

function bootAnswers(): Record<string, unknown> {
  if (answers) return answers;
  try {
    const text = document.getElementById('boot-data')?.textContent;
    answers = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    answers = {};
  }
  return answers;
}

/** Query options to spread into `queryOptions({...})` for a GET of `path`. */
export function bootSeed<T>(path: string): { initialData?: () => T | undefined; initialDataUpdatedAt?: number } {
  if (typeof document === 'undefined' || !(path in bootAnswers())) return {};
  return { initialData: () => bootAnswers()[path] as T, initialDataUpdatedAt: loadedAt };
}
