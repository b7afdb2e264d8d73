/**
 * The decoded text/plain and text/html parts of a raw message from the SMTP sink (quoted-printable or
 * base64, UTF-8), and its decoded Subject: enough to read what an e-mail says in any language.
 */
export interface ReadMessage {
  subject: string;
  headers: string;
  text: string;
  html: string;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(joined[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function split(raw: string): { headers: string; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  return end < 0 ? { headers: raw, body: '' } : { headers: raw.slice(0, end), body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

const header = (headers: string, name: string) => {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
};

export function readMessage(data: string): ReadMessage {
  // SMTP doubles a leading dot on every line (RFC 5321 §4.5.2); the sink keeps the wire form.
  const raw = data.replace(/(^|\r\n)\.\./g, '$1.');
  const top = split(raw);
  const read: ReadMessage = { subject: decodeHeader(header(top.headers, 'Subject')), headers: top.headers, text: '', html: '' };
  const visit = (headers: string, body: string) => {
    const type = header(headers, 'Content-Type');
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const inner = split(part.replace(/^\r?\n/, ''));
        visit(inner.headers, inner.body);
      }
      return;
    }
    const text = decodeBody(body, header(headers, 'Content-Transfer-Encoding').toLowerCase());
    if (/^text\/html/i.test(type)) read.html += text;
    else if (/^text\/plain/i.test(type) || !type) read.text += text;
  };
  visit(top.headers, top.body);
  return read;
}
