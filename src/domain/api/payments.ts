import { z } from 'zod';

/**
 * The answer of `POST /api/quotes/{token}/pay`: where the visitor pays what is due now. With a card provider,
 * the address of its checkout page; without one, the operator's bank details and the reference to quote.
 * The amount is the server's; the request carries nothing the server trusts.
 */
export const payAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('checkout'), url: z.url(), amountCents: z.number().int().positive(), part: z.enum(['deposit', 'balance', 'full']) }),
  z.object({
    kind: z.literal('bank'),
    amountCents: z.number().int().positive(),
    part: z.enum(['deposit', 'balance', 'full']),
    /** The operator's account; all three null while the terms of sale do not hold them (the page says to contact us). */
    accountName: z.string().nullable(),
    bsb: z.string().nullable(),
    accountNumber: z.string().nullable(),
    /** What the visitor writes on the transfer: the quote's reference. */
    reference: z.string(),
    /** The operator's address for questions (NOTIFY_EMAIL), when set. */
    contactEmail: z.string().nullable(),
  }),
]);
export type PayAnswer = z.infer<typeof payAnswerSchema>;
