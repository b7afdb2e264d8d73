import { useQuoteText } from '../hooks/use-quote-text';
import type { PublicQuote } from '../../../../domain/api/quotes';
import { useQuoteFormats } from './quote-words';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The time left to accept, in days or hours, with the moment it ends. */
function TimeLeft({ expiresAt, now }: { expiresAt: string; now: number }) {
  const { t } = useQuoteText();
  const { moment } = useQuoteFormats();
  const hours = Math.floor((Date.parse(expiresAt) - now) / 3_600_000);
  const date = moment(expiresAt);
  const words = hours >= 48 ? t('timeLeftDays', { count: Math.floor(hours / 24), date }) : hours >= 1 ? t('timeLeftHours', { count: hours, date }) : t('timeLeftSoon', { date });
  return <Fact label={t('timeLeft')}>{words}</Fact>;
}

/** The flight, the aircraft and who flies; the price lines and total; what is included; the time left. */
export function QuoteFacts({ quote, now }: { quote: PublicQuote; now: number }) {
  const { t } = useQuoteText();
  const { money, day } = useQuoteFormats();
  const { itinerary, aircraft, party } = quote;
  const route = itinerary.departure.name === itinerary.destination.name ? itinerary.departure.name : `${itinerary.departure.name} → ${itinerary.destination.name}`;
  return (
    <>
      <section aria-labelledby="quote-flight" className="grid gap-3">
        <h2 id="quote-flight" className="text-lg font-semibold">
          {t('flight')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('route')}>{route}</Fact>
          <Fact label={t('date')}>{day(itinerary.date)}</Fact>
          {itinerary.time && <Fact label={t('time')}>{itinerary.time}</Fact>}
          <Fact label={t('aircraft')}>{t('aircraftLimits', { name: aircraft.name, seats: aircraft.seats, payload: aircraft.payloadKg })}</Fact>
          <Fact label={t('party')}>{t('partyText', { adults: party.adults, children: party.children })}</Fact>
          {quote.status === 'sent' && <TimeLeft expiresAt={quote.expiresAt} now={now} />}
        </dl>
      </section>
      <section aria-labelledby="quote-price" className="grid gap-2">
        <h2 id="quote-price" className="text-lg font-semibold">
          {t('price')}
        </h2>
        <table className="w-full text-sm" data-testid="quote-lines">
          <tbody>
            {quote.lines.map((line, i) => (
              <tr key={i} className="border-b border-border">
                <th scope="row" className="py-2 text-start font-normal">
                  {line.label}
                </th>
                <td className="py-2 text-end tabular-nums">{money(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 text-start text-base font-bold">
                {t('total')}
              </th>
              <td className="py-2 text-end text-base font-bold tabular-nums" data-testid="quote-total">
                {money(quote.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
        <h3 className="font-semibold">{t('included')}</h3>
        <p className="text-sm">{t('includedText')}</p>
      </section>
    </>
  );
}
