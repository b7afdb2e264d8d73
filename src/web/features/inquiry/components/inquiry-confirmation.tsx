import { useTranslation } from 'react-i18next';
import type { InquiryReceipt } from '../../../../domain/api/inquiries';
import { RequestFollowUp } from '../../../components/request-follow-up/request-follow-up';
import { RequestConfirmation } from '../../../components/ui/request-confirmation';

/** 'Inquiry submitted successfully!' with the reference, what happens next and the request's links, in place of the form. */
export function InquiryConfirmation({ receipt, email, custom, onNewRequest }: { receipt: InquiryReceipt; email: string; custom: boolean; onNewRequest(): void }) {
  const { t } = useTranslation('inquiry');
  return (
    <RequestConfirmation
      title={t('successTitle')}
      referenceLabel={t('confirmation.reference')}
      reference={receipt.reference}
      referenceHint={t('confirmation.referenceHint')}
      nextHeading={t('confirmation.nextHeading')}
      nextSteps={[
        custom ? t('confirmation.nextCustom') : t('confirmation.nextInquiry'),
        receipt.confirmationEmail ? t('confirmation.emailSent', { email }) : t('confirmation.replyTo', { email }),
      ]}
      followUp={<RequestFollowUp receipt={receipt} />}
      newRequestLabel={t('confirmation.newRequest')}
      onNewRequest={onNewRequest}
    />
  );
}
