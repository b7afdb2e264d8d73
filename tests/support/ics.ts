/**
 * Reads an iCalendar file back (RFC 5545), strictly enough to catch what calendar apps refuse: every line
 * ends in CRLF and is at most 75 octets, folded lines are joined, BEGIN/END nest, and each component's
 * properties are kept with their parameters and their TEXT unescaped.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
  /** The first property of that name's value, TEXT unescaped. */
  get(name: string): string | undefined;
}

const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

function component(name: string): IcsComponent {
  const properties: IcsProperty[] = [];
  return { name, properties, components: [], get: (key) => properties.find((p) => p.name === key)?.value };
}

function property(line: string): IcsProperty {
  const colon = line.indexOf(':');
  if (colon < 0) throw new Error(`not a content line: ${line}`);
  const [name, ...rawParams] = line.slice(0, colon).split(';');
  const params = Object.fromEntries(rawParams.map((p) => p.split('=') as [string, string]));
  return { name: name!.toUpperCase(), params, value: unescapeText(line.slice(colon + 1)) };
}

export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`a bare line break: ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`a line over 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const prop = property(line);
    if (prop.name === 'BEGIN') {
      const child = component(prop.value.toUpperCase());
      if (stack.length > 0) stack[stack.length - 1]!.components.push(child);
      else if (root) throw new Error('more than one top-level component');
      else root = child;
      stack.push(child);
    } else if (prop.name === 'END') {
      const open = stack.pop();
      if (open?.name !== prop.value.toUpperCase()) throw new Error(`END:${prop.value} closes ${open?.name ?? 'nothing'}`);
    } else {
      const current = stack[stack.length - 1];
      if (!current) throw new Error(`a property outside any component: ${line}`);
      current.properties.push(prop);
    }
  }
  if (!root || stack.length > 0) throw new Error('the calendar is not closed');
  return root;
}
