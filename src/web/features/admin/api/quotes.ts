import type { CreateQuoteBody, QuoteDetail, QuoteFields, QuoteSummary, QuoteWithLink } from '../../../../domain/api/quotes';
import { adminRequest } from './admin-request';

/** The Quotes view's calls (decision 0057); agents and owners (the server answers 403 to anyone else). */
export const listQuotes = (status?: QuoteSummary['status']) => adminRequest<QuoteSummary[]>(`/api/admin/quotes${status ? `?status=${status}` : ''}`);
export const getQuote = (id: number) => adminRequest<QuoteDetail>(`/api/admin/quotes/${id}`);
/** From `{ inquiryId }` (prefilled) or all fields; the answer carries the link, shown here and after each send. */
export const createQuote = (body: CreateQuoteBody) => adminRequest<QuoteWithLink>('/api/admin/quotes', { method: 'POST', body });
/** Based on the row's version (a stale one gets 409); a sent quote gets a new version. */
export const updateQuote = (id: number, body: QuoteFields & { version: number }) => adminRequest<QuoteDetail>(`/api/admin/quotes/${id}`, { method: 'PUT', body });
/** Sends it (e-mail with SMTP); the answer carries its link, the same for the life of the quote. */
export const sendQuote = (id: number) => adminRequest<QuoteWithLink>(`/api/admin/quotes/${id}/send`, { method: 'POST', body: {} });
export const withdrawQuote = (id: number) => adminRequest<QuoteDetail>(`/api/admin/quotes/${id}/withdraw`, { method: 'POST', body: {} });
