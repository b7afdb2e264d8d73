import { desc, eq } from 'drizzle-orm';
import { nextPayment } from '../../../domain/bookings/payment-schedule';
import type { BookingStatus } from '../../../domain/bookings/booking-status';
import type { Database } from '../../db/database';
import { bookings, payments, providerEvents, quoteAcceptances, quotes, quoteVersions, type BookingRow } from '../../db/schema';
import type { SecretBox } from '../auth/secret-box';
import { outboxSender } from '../notifications/inquiry-mailer';
import { flightCalendarFile } from './flight-calendar';
import { balanceDueEmail, paymentEmailWords, paymentReceivedEmail, type PaymentMailFacts } from './payment-emails';
import { languageOf } from './payment-words';
import { routeOf } from './quote-booking';

export interface PaymentMailerOptions {
  db: Database;
  smtpUrl: string;
  notifyEmail?: string | undefined;
  publicUrl?: string | undefined;
  box: SecretBox;
  now: () => Date;
}

async function bookingFacts(db: Database, booking: BookingRow) {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, booking.quoteId));
  const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, booking.quoteId)).orderBy(desc(quoteVersions.version)).limit(1);
  const [acceptance] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.id, booking.acceptanceId));
  return { quote: quote!, version, passengers: acceptance?.passengers.length ?? 0 };
}

/**
 * The payment e-mails, sent by the job runner from the outbox (payment-outbox.ts), each made from the rows
 * when it is sent; a failed send throws and the job is tried again later (inquiry-mailer.ts does the same).
 */
export function createPaymentEmailSenders({ db, smtpUrl, notifyEmail, publicUrl, box, now }: PaymentMailerOptions) {
  const { from, send } = outboxSender(smtpUrl, notifyEmail, publicUrl);
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';

  const receivedMail = async (paymentId: number, forStaff: boolean) => {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || payment.status !== 'paid') return undefined;
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    if (!booking) return undefined;
    const { quote, version, passengers } = await bookingFacts(db, booking);
    const language = forStaff ? 'en' : languageOf(quote.language);
    const facts: PaymentMailFacts = {
      language,
      name: quote.customerName,
      reference: quote.reference,
      route: routeOf(version),
      flightDate: booking.flightDate,
      part: payment.part as PaymentMailFacts['part'],
      amountCents: payment.amountCents,
      balanceCents: Math.max(0, booking.totalCents - booking.paidCents),
      balanceDueOn: booking.balanceDueOn,
    };
    const calendar = flightCalendarFile(
      { reference: quote.reference, route: facts.route, flightDate: booking.flightDate, time: version?.itinerary.time, aircraftName: version?.aircraftName ?? '', passengers, title: paymentEmailWords(language).calendarTitle },
      host,
      now(),
    );
    const attachments = [{ filename: `${quote.reference}.ics`, content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
    return { quote, mail: paymentReceivedEmail(facts), attachments };
  };

  return {
    async visitorReceived({ paymentId }: { paymentId: number }) {
      const made = await receivedMail(paymentId, false);
      if (!made) return;
      await send({ from, to: made.quote.customerEmail, ...(notifyEmail ? { replyTo: notifyEmail } : {}), ...made.mail, attachments: made.attachments });
    },
    async staffReceived({ paymentId }: { paymentId: number }) {
      const made = await receivedMail(paymentId, true);
      if (!made || !notifyEmail) return;
      await send({ from, to: notifyEmail, replyTo: made.quote.customerEmail, subject: `[${made.quote.customerName}] ${made.mail.subject}`, text: made.mail.text, attachments: made.attachments });
    },
    /** A refused webhook, to staff: what Stripe sent against what was due, and where to look (the booking in the panel). */
    async staffRefused({ providerEventId }: { providerEventId: number }) {
      const [event] = await db.select().from(providerEvents).where(eq(providerEvents.id, providerEventId));
      if (!event?.bookingId || !notifyEmail) return;
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, event.bookingId));
      if (!booking) return;
      const { quote, version } = await bookingFacts(db, booking);
      const panel = publicUrl ? `${publicUrl.replace(/\/+$/, '')}/admin/flight-bookings` : 'the admin panel, Bookings';
      await send({
        from,
        to: notifyEmail,
        subject: `[${quote.reference}] A payment was refused: the amount does not match`,
        text: `${quote.customerName}, ${routeOf(version)} on ${booking.flightDate} (${quote.reference}).\n\n${event.reason ?? 'Payment refused.'}\n\nStripe event: ${event.eventId}\nThe booking: ${panel}\n`,
      });
    },
    async balanceDue({ bookingId, link }: { bookingId: number; link?: string | undefined }) {
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
      // Sent only while the balance is still due: paid meanwhile, cancelled or never past the deposit, nothing goes.
      const due = booking ? nextPayment({ ...booking, status: booking.status as BookingStatus }) : null;
      if (!booking || booking.status !== 'deposit_paid' || !due) return;
      const { quote, version } = await bookingFacts(db, booking);
      // A link sealed under another SESSION_SECRET cannot be opened: the e-mail says where to find it.
      const opened = link ? (box.open(link) ?? undefined) : undefined;
      const mail = balanceDueEmail(
        { language: languageOf(quote.language), name: quote.customerName, reference: quote.reference, route: routeOf(version), flightDate: booking.flightDate, balanceCents: due.amountCents },
        opened,
      );
      await send({ from, to: quote.customerEmail, ...(notifyEmail ? { replyTo: notifyEmail } : {}), ...mail });
    },
  };
}
