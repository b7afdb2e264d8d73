export interface Route {
  method: string;
  url: string;
}

/** Every METHOD + full path of `app.printRoutes({ commonPrefix: false })`'s tree. */
export function routesOfTree(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) routes.push({ method, url: path });
  }
  return routes;
}
