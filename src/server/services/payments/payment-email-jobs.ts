import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';

/** As the inquiry e-mails: ten attempts from 30 s up to an hour apart ride out a mail server's outage. */
const MAIL_RETRY = { minDelayMs: 30_000, factor: 2, maxDelayMs: 60 * 60_000 };

/** A payment received, to the visitor (their language, with the flight's .ics) and to staff (NOTIFY_EMAIL). */
export const paymentReceivedVisitorJob = defineJob({ kind: 'email.payment-received', payload: z.object({ paymentId: z.number().int().positive() }), retry: MAIL_RETRY });
export const paymentReceivedStaffJob = defineJob({ kind: 'email.payment-received-staff', payload: z.object({ paymentId: z.number().int().positive() }), retry: MAIL_RETRY });
/** A webhook refused (a checkout for another amount), to staff: its provider_events row holds the reason. */
export const paymentRefusedStaffJob = defineJob({ kind: 'email.payment-refused-staff', payload: z.object({ providerEventId: z.number().int().positive() }), retry: MAIL_RETRY });

/**
 * The balance reminder, run on the day it falls due: the visitor's link to pay, in their language. `link` is
 * the quote's link sealed (auth/secret-box.ts), so the jobs table never holds its token in the clear; a job
 * queued without one (the deposit marked received before the visitor ever opened the pay link) says to use
 * the link of the quote e-mail. The handler sends only if a balance is still due then.
 */
export const balanceReminderJob = defineJob({
  kind: 'email.balance-due',
  payload: z.object({ bookingId: z.number().int().positive(), link: z.string().max(4000).optional() }),
  retry: MAIL_RETRY,
});

/** The morning the balance falls due, in Western Australia (08:00 AWST is 00:00 UTC). */
export const balanceReminderAt = (balanceDueOn: string) => new Date(`${balanceDueOn}T00:00:00Z`);
