import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '../../../../../../domain/api/admin/webhooks';
import { Button } from '../../../../../components/ui/button';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { toast } from '../../../../../components/ui/toast';
import { AdminTable } from '../../../components/admin-table';
import { listWebhookDeliveries, resendWebhookDelivery } from '../../../api/webhooks';
import { adminKeys } from '../../../api/query-keys';
import { QueryState } from '../../../components/query-state';
import { formatStaffTime } from '../../../components/staff-time';
import { plainFailure } from '../../../no-lost-work/field-errors';

const STATE_LABELS: Record<WebhookDelivery['state'], string> = { pending: 'Being tried', succeeded: 'Delivered', failed: 'Given up', skipped: 'Not sent (paused)' };

type Attempt = WebhookDelivery['attempts'][number];

function TryLine({ attempt }: { attempt: Attempt }) {
  const which = attempt.resend > 0 ? `Resend ${attempt.resend}` : `Try ${attempt.attempt}`;
  const outcome = attempt.statusCode === null ? (attempt.error ?? 'No answer') : `HTTP ${attempt.statusCode}`;
  return (
    <li data-testid="webhook-attempt" className="grid gap-0.5">
      <span>
        {which}, {formatStaffTime(attempt.at)}: <strong>{outcome}</strong> in {attempt.durationMs} ms
      </span>
      {attempt.responseExcerpt && <code className="block max-w-prose truncate text-xs text-muted-foreground">{attempt.responseExcerpt}</code>}
    </li>
  );
}

function DeliveryRow({ delivery, busy, onResend }: { delivery: WebhookDelivery; busy: boolean; onResend(delivery: WebhookDelivery): void }) {
  return (
    <tr className="border-t align-top" data-testid="webhook-delivery" data-state={delivery.state}>
      <td className="p-2">
        <code>{delivery.type}</code>
        <span className="block text-xs text-muted-foreground">{formatStaffTime(delivery.createdAt)}</span>
        <span className="block font-mono text-xs text-muted-foreground">{delivery.messageId}</span>
      </td>
      <td className="p-2">{STATE_LABELS[delivery.state]}</td>
      <td className="p-2">
        <ol className="grid gap-1">
          {delivery.attempts.map((attempt, i) => (
            <TryLine key={i} attempt={attempt} />
          ))}
        </ol>
      </td>
      <td className="p-2">
        <Button variant="outline" size="sm" disabled={busy || delivery.state === 'pending'} onClick={() => onResend(delivery)} aria-label={`Resend ${delivery.type} ${delivery.messageId}`}>
          Resend
        </Button>
      </td>
    </tr>
  );
}

/** One endpoint's latest deliveries and each try (when, answer, excerpt, time taken), with Resend. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const queryClient = useQueryClient();
  const key = adminKeys.webhookDeliveries(endpointId);
  const log = useQuery({ queryKey: key, queryFn: () => listWebhookDeliveries(endpointId), refetchInterval: 5_000 });
  const resend = useMutation({
    mutationFn: (delivery: WebhookDelivery) => resendWebhookDelivery(endpointId, delivery.id),
    onSuccess: (answer) => toast({ title: 'Sent again', description: answer.message, variant: 'success' }),
    onError: (error) => toast({ title: 'It was not sent again', description: plainFailure(error), variant: 'destructive' }),
    onSettled: () => setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), 1_000),
  });
  return (
    <QueryState query={log} loading={<Skeleton className="h-14" aria-busy="true" />}>
      {(deliveries) =>
        deliveries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing was sent to this endpoint yet.</p>
        ) : (
          <AdminTable caption="Delivery log" headers={['Event', 'State', 'Tries']} actions>
            {deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} busy={resend.isPending} onResend={(d) => resend.mutate(d)} />
            ))}
          </AdminTable>
        )
      }
    </QueryState>
  );
}
