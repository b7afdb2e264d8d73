import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { createQuoteBodySchema, quoteDetailSchema, quoteFieldsSchema, quoteListQuerySchema, quoteListSchema, quoteWithLinkSchema, updateQuoteBodySchema } from '../../../domain/api/quotes';
import { notFound } from '../../http-errors';
import { cachedPricingSnapshot } from '../../services/pricing';
import { createQuote } from '../../services/quotes/create-quote';
import { editQuote } from '../../services/quotes/edit-quote';
import { fieldsFromInquiry } from '../../services/quotes/prefill-from-inquiry';
import { sendQuote, withdrawQuote } from '../../services/quotes/quote-moves';
import { listQuotes, quoteDetail } from '../../services/quotes/quote-views';
import { linkOrigin } from '../../services/visitor-requests/link-tokens';
import { actor } from '../admin-content/actor';
import { expectedVersion } from '../admin-content/expected-version';

/** Agents and owners make quotes: they answer inquiries (domain/staff/roles.ts). */
const config = { permission: 'inquiries' } as const;

/**
 * Firm quotes for staff (decision 0057): list, read, create (from a booking request or all fields), change
 * (optimistic, a new version once sent), send (the same link each time) and withdraw. Guarded by `adminRoutes`.
 */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const originOf = (request: FastifyRequest) => linkOrigin(app.config.PUBLIC_URL, `${request.protocol}://${request.host}`);
  const detailOf = async (id: number) => {
    const detail = await quoteDetail(db, id, app.now());
    if (!detail) throw notFound(`Quote ${id} was not found`);
    return detail;
  };

  app.get('/quotes', { config, schema: { querystring: quoteListQuerySchema, response: { 200: quoteListSchema } } }, async (request) => listQuotes(db, app.now(), request.query.status));

  app.get('/quotes/:id', { config, schema: { params: idParamsSchema, response: { 200: quoteDetailSchema } } }, async (request) => detailOf(request.params.id));

  app.post('/quotes', { config, schema: { body: createQuoteBodySchema, response: { 201: quoteWithLinkSchema } } }, async (request, reply) => {
    const body = request.body;
    const now = app.now();
    const prefilled = 'inquiryId' in body ? await fieldsFromInquiry(db, await cachedPricingSnapshot(app.content, db), body.inquiryId, now) : { fields: quoteFieldsSchema.parse(body), inquiryReference: null };
    const { id, url } = await createQuote(db, { ...prefilled, by: actor(request), origin: originOf(request), now, box: app.secretBox });
    return reply.status(201).send({ ...(await detailOf(id)), url });
  });

  app.put('/quotes/:id', { config, schema: { params: idParamsSchema, body: updateQuoteBodySchema, response: { 200: quoteDetailSchema } } }, async (request) => {
    const { version: _version, ...fields } = request.body;
    await editQuote(db, { id: request.params.id, fields, expectedVersion: expectedVersion(request), by: actor(request), now: app.now() });
    return detailOf(request.params.id);
  });

  app.post('/quotes/:id/send', { config, schema: { params: idParamsSchema, response: { 200: quoteWithLinkSchema } } }, async (request) => {
    const { url, emailed } = await sendQuote(db, { id: request.params.id, by: actor(request), origin: originOf(request), now: app.now(), emails: app.quoteEmails, box: app.secretBox });
    if (emailed) app.jobs.wake();
    return { ...(await detailOf(request.params.id)), url };
  });

  app.post('/quotes/:id/withdraw', { config, schema: { params: idParamsSchema, response: { 200: quoteDetailSchema } } }, async (request) => {
    await withdrawQuote(db, { id: request.params.id, by: actor(request), now: app.now() });
    return detailOf(request.params.id);
  });
};
