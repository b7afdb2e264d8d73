/**
 * The visitor's name and e-mail a partner already knows (`?name=`, `?email=`, which embed.js writes from
 * data-name and data-email): the request forms start with them, and the visitor can still change them.
 * Read once at start, from the address the page was opened with.
 */
export interface VisitorPrefill {
  name: string;
  email: string;
}

const MAX = { name: 200, email: 254 } as const;

function readPrefill(): VisitorPrefill {
  if (typeof window === 'undefined') return { name: '', email: '' };
  const params = new URLSearchParams(window.location.search);
  const text = (key: keyof typeof MAX) => {
    const value = params.get(key)?.trim().replace(/\s+/g, ' ') ?? '';
    return value.length <= MAX[key] ? value : '';
  };
  // The form checks both as typed (the API's own schema), so an odd value shows its refusal there.
  return { name: text('name'), email: text('email') };
}

const prefill = readPrefill();

export const visitorPrefill = (): VisitorPrefill => prefill;
