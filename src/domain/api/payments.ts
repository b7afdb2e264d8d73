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
    accountName: z.string(),
    bsb: z.string(),
    accountNumber: z.string(),
    /** What the visitor writes on the transfer: the quote's reference. */
    reference: z.string(),
  }),
]);
export type PayAnswer = z.infer<typeof payAnswerSchema>;
