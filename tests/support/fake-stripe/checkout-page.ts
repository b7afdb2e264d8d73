import type { FakeSession } from './fake-stripe';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const METHOD_NAMES: Record<string, string> = { card: 'Card (Apple Pay, Google Pay)', alipay: 'Alipay', wechat_pay: 'WeChat Pay' };

/** The checkout page a browser pays on: what is paid, the amount in A$, the methods offered and a Pay button. */
export function checkoutPage(session: FakeSession): string {
  const amount = `A$${(session.amount_total / 100).toFixed(2)}`;
  const methods = session.payment_method_types
    .map((m, i) => `<label><input type="radio" name="method" value="${escapeHtml(m)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(METHOD_NAMES[m] ?? m)}</label>`)
    .join('<br>');
  const body =
    session.status === 'open'
      ? `<form method="post" action="/pay/${escapeHtml(session.id)}"><fieldset><legend>Payment method</legend>${methods}</fieldset><button type="submit">Pay ${amount}</button></form><p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`
      : `<p role="status">This checkout is ${escapeHtml(session.status)}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body><main><h1>Pay</h1><p>${escapeHtml(session.description)}</p><p data-testid="amount">${amount}</p>${body}</main></body></html>`;
}
