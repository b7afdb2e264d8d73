// The layout of docs/architecture.md as a lint rule: each relative import is resolved against the importing
// file and both are placed in their part of src/ (domain, server, web, embed; in web, the feature folder).
// no-restricted-imports only sees the import string, whose ../ depth varies; this resolves the path.
import path from 'node:path';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const SIDES = ['domain', 'server', 'web', 'embed'];

/** { side, feature } of a file under src/, or undefined outside src/. */
export function placeOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (parts[0] !== 'src' || !SIDES.includes(parts[1])) return undefined;
  // features/<name>/… and an import of the folder itself (features/<name>, its index) both belong to <name>.
  const feature = parts[1] === 'web' && parts[2] === 'features' && parts.length >= 4 ? parts[3].replace(/\.[cm]?[jt]sx?$/, '') : undefined;
  return { side: parts[1], feature };
}

/** Why importing `to` from `from` breaks the layout, or undefined when it is allowed. */
export function layoutViolation(from, to) {
  if (from.side === 'domain' && to.side !== 'domain') {
    return `src/domain imports nothing of src/${to.side}: it runs in Node and the browser alike (docs/architecture.md)`;
  }
  if (from.side !== 'domain' && to.side !== 'domain' && from.side !== to.side) {
    return `src/${from.side} does not import src/${to.side}: server, web and embed share code only through src/domain (docs/architecture.md)`;
  }
  if (from.side === 'web' && from.feature && to.feature && from.feature !== to.feature) {
    return `features/${from.feature} does not import features/${to.feature}: move what both need to src/web/lib or src/web/components, or compose them in src/web/app (docs/architecture.md)`;
  }
  return undefined;
}

export const layoutRule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports follow the layout of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = placeOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source.value));
      if (!to) return;
      const message = layoutViolation(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : undefined),
    };
  },
};

export default { rules: { imports: layoutRule } };
