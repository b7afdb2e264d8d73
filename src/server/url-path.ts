/** A request URL's path, without its query: what the routes, the probes and the not-found answer go by. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
