import { checked, type DataAttributes, type Warn } from './attributes';

/** Who the visitor is, as the partner already knows (data-name, data-email, data-adults, data-children). */
export interface VisitorPrefill {
  name?: string;
  email?: string;
  adults?: string;
  children?: string;
}

/** Letters of any script, spaces and the marks names carry; no markup. The inquiry's own limit. */
const personName = (value: string) => {
  const text = value.trim().replace(/\s+/g, ' ');
  return text.length <= 200 && /^[\p{L}\p{M}\p{N} .,'’-]+$/u.test(text) ? text : undefined;
};
const email = (value: string) => {
  const text = value.trim();
  return text.length <= 254 && /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(text) ? text : undefined;
};
/** A whole number of people; the widget checks the party as a whole (at least one, at most its limit). */
const people = (value: string) => (/^\d{1,2}$/.test(value.trim()) ? String(Number(value.trim())) : undefined);

export function readPrefill(data: DataAttributes, warn: Warn): VisitorPrefill {
  return {
    name: checked(data.name, personName, warn, 'data-name=%s is not a name (letters, spaces, up to 200), so the name field starts empty.'),
    email: checked(data.email, email, warn, 'data-email=%s is not an e-mail address, so the e-mail field starts empty.'),
    adults: checked(data.adults, people, warn, 'data-adults=%s is not a whole number of people, so the widget asks.'),
    children: checked(data.children, people, warn, 'data-children=%s is not a whole number of people, so the widget asks.'),
  };
}
