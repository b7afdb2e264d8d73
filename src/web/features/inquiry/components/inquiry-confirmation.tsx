import { useTranslation } from 'react-i18next';
import type { InquiryReceipt } from '../../../../domain/api/inquiries';
import type { Party } from '../../../../domain/party';
import { RequestFollowUp } from '../../../components/request-follow-up/request-follow-up';
import { RequestConfirmation } from '../../../components/ui/request-confirmation';
import { usePartyText } from '../../../lib/party-text';

/** 'Inquiry submitted successfully!' with the reference, who flies, what happens next (a firm quote when asked for) and the request's links, in place of the form. */
export function InquiryConfirmation({ receipt, email, custom, quote, party, onNewRequest }: { receipt: InquiryReceipt; email: string; custom: boolean; quote: boolean; party: Party; onNewRequest(): void }) {
  const { t } = useTranslation('inquiry');
  const partyText = usePartyText();
  return (
    <RequestConfirmation
      title={t('successTitle')}
      referenceLabel={t('confirmation.reference')}
      reference={receipt.reference}
      referenceHint={t('confirmation.referenceHint')}
      nextHeading={t('confirmation.nextHeading')}
      nextSteps={[
        t(quote ? 'confirmation.nextQuote' : custom ? 'confirmation.nextCustom' : 'confirmation.nextInquiry'),
        <span key="party" data-testid="confirmation-party">{t('confirmation.party', { party: partyText(party) })}</span>,
        receipt.confirmationEmail ? t('confirmation.emailSent', { email }) : t('confirmation.replyTo', { email }),
      ]}
      followUp={<RequestFollowUp receipt={receipt} />}
      newRequestLabel={t('confirmation.newRequest')}
      onNewRequest={onNewRequest}
    />
  );
}
