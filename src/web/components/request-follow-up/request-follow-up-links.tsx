import { CalendarPlus, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InquiryReceipt } from '../../../domain/api/inquiries';
import { Button } from '../ui/button';

/**
 * A confirmation's way to act on the request later: Add to calendar (the server's .ics of its day) and the
 * visitor's own link to it (status, cancel). Loaded with its strings only once a request is confirmed.
 */
export default function RequestFollowUpLinks({ receipt }: { receipt: InquiryReceipt }) {
  const { t } = useTranslation('page-request');
  if (!receipt.requestUrl) return null;
  return (
    <div className="grid gap-2" data-testid="request-follow-up">
      <p className="text-sm text-muted-foreground">{receipt.confirmationEmail ? t('followUp.hint') : t('followUp.hintNoEmail')}</p>
      <div className="flex flex-wrap gap-3">
        {receipt.calendarUrl && (
          <Button asChild variant="outline">
            <a href={receipt.calendarUrl} download={`${receipt.reference}.ics`}>
              <CalendarPlus aria-hidden />
              {t('addToCalendar')}
            </a>
          </Button>
        )}
        <Button asChild variant="outline">
          <a href={receipt.requestUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {t('followUp.seeRequest')}
          </a>
        </Button>
      </div>
    </div>
  );
}
