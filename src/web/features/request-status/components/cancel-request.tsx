import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitorRequest } from '../../../../domain/api/visitor-requests';
import { Button } from '../../../components/ui/button';
import { cancelVisitorRequest } from '../api/cancel-visitor-request';
import { visitorRequestKey } from '../api/visitor-request-query';

/**
 * "Cancel this request", then a confirm step (what it means, Yes / No) before anything is sent. The answer
 * is the request as it is now, shown at once; a refusal is said in the page's language.
 */
export function CancelRequest({ token, request }: { token: string; request: VisitorRequest }) {
  const { t } = useTranslation('page-request');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const cancel = useMutation({
    mutationFn: () => cancelVisitorRequest(token),
    onSuccess: (now) => queryClient.setQueryData(visitorRequestKey(token), now),
  });
  if (!asking) {
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setAsking(true)}>
        {t('cancel.button')}
      </Button>
    );
  }
  const refusal = (cancel.error as { status?: number } | null)?.status === 409 ? t('cancel.closed') : t('cancel.failed');
  return (
    <div role="group" aria-labelledby={questionId} className="grid gap-3 rounded-md border border-destructive/60 p-4" data-testid="cancel-confirm">
      <p id={questionId} className="font-semibold">
        {t('cancel.question', { reference: request.reference })}
      </p>
      {cancel.isError && (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" disabled={cancel.isPending} aria-busy={cancel.isPending} onClick={() => cancel.mutate()}>
          {cancel.isPending ? t('cancel.working') : t('cancel.confirm')}
        </Button>
        <Button variant="outline" disabled={cancel.isPending} onClick={() => setAsking(false)}>
          {t('cancel.keep')}
        </Button>
      </div>
    </div>
  );
}
