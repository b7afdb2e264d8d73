import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_ITEMS } from '../constants';

/** docs/product.md §9 cancellation policy, word for word in English, translated in zh and hi. */
export function CancellationPolicy() {
  const { t } = useTranslation('chrome');
  return (
    <section aria-labelledby="chrome-cancellation-title" className="rounded-lg border bg-background p-4">
      <h2 id="chrome-cancellation-title" className="mb-2 flex items-center gap-2 text-base font-semibold text-foreground">
        <CalendarX aria-hidden="true" className="size-5 text-primary" />
        {t('footer.cancellationTitle')}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-foreground marker:text-primary">
        {CANCELLATION_ITEMS.map((key) => (
          <li key={key}>{t(`footer.cancellation.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
}
