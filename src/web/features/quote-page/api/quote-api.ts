import type { Cancellation } from '../../../../domain/api/cancellations';
import type { PayAnswer } from '../../../../domain/api/payments';
import type { AcceptQuoteBody, PublicQuote } from '../../../../domain/api/quotes';
import { apiRequest } from '../../../lib/api-client';

/** The query key of one quote, by its link's token. */
export const quoteKey = (token: string) => ['quote', token] as const;
const base = (token: string) => `/api/quotes/${encodeURIComponent(token)}`;

/** GET /api/quotes/{token}: the latest version (a 404 or 410 ApiError for a link that opens none or is over). */
export const quoteQuery = (token: string) => ({
  queryKey: quoteKey(token),
  queryFn: () => apiRequest<PublicQuote>(base(token)),
  retry: (failures: number, error: unknown) => ![404, 410].includes((error as { status?: number }).status ?? 0) && failures < 2,
});

/** POST /api/quotes/{token}/accept: the quote as it is now, with its booking. Carries no amount. */
export const acceptQuote = (token: string, body: AcceptQuoteBody) => apiRequest<PublicQuote>(`${base(token)}/accept`, { method: 'POST', body });

/** POST /api/quotes/{token}/pay: where to pay what is due now (the payments part answers it). */
export const payQuote = (token: string) => apiRequest<PayAnswer>(`${base(token)}/pay`, { method: 'POST', body: {} });

/** GET /api/quotes/{token}/cancellation: the refund the bands give now (or the one recorded once cancelled). */
export const cancellationQuery = (token: string) => ({
  queryKey: [...quoteKey(token), 'cancellation'] as const,
  queryFn: () => apiRequest<Cancellation>(`${base(token)}/cancellation`),
});

/** POST /api/quotes/{token}/cancel: only the confirmation; the refund is the server's. */
export const cancelBooking = (token: string) => apiRequest<Cancellation>(`${base(token)}/cancel`, { method: 'POST', body: { confirm: true } });

/** POST /api/quotes/{token}/rebook after a weather cancellation: the new day. */
export const rebookFlight = (token: string, date: string) => apiRequest<PublicQuote>(`${base(token)}/rebook`, { method: 'POST', body: { date } });

/** POST /api/quotes/{token}/weather-refund: everything paid back. */
export const weatherRefund = (token: string) => apiRequest<PublicQuote>(`${base(token)}/weather-refund`, { method: 'POST', body: {} });
