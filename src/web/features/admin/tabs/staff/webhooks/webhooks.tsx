import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreatedWebhook, WebhookEndpoint } from '../../../../../../domain/api/admin/webhooks';
import type { WebhookEvent } from '../../../../../../domain/webhooks/events';
import { Button } from '../../../../../components/ui/button';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { toast } from '../../../../../components/ui/toast';
import { createWebhook, deleteWebhook, listWebhooks, pauseWebhook } from '../../../api/webhooks';
import { adminKeys } from '../../../api/query-keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyableValue } from '../../../components/copyable-value';
import { QueryState } from '../../../components/query-state';
import { formatStaffTime } from '../../../components/staff-time';
import { plainFailure } from '../../../no-lost-work/field-errors';
import { DeliveryLog } from './delivery-log';
import { NewEndpointForm } from './new-endpoint-form';

/** The signing secret of an endpoint just added: shown this once, to put in the receiver. */
function NewSecret({ made, onDone }: { made: CreatedWebhook; onDone(): void }) {
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-primary/50 bg-primary/5 p-4" data-testid="new-webhook-secret">
      <CopyableValue label={`The signing secret for ${made.endpoint.url}: copy it now, it is not shown again`} value={made.secret} noun="signing secret" />
      <p className="text-sm text-muted-foreground">
        Each delivery carries the headers <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> (Standard Webhooks): the receiver checks the signature with this secret, for example with the <code>standardwebhooks</code> library.
      </p>
      <Button variant="ghost" className="justify-self-start" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.pausedAt) return <span className="font-semibold text-destructive">Paused {formatStaffTime(endpoint.pausedAt)}: {endpoint.pausedReason}</span>;
  const last = endpoint.lastTryAt ? `last try ${formatStaffTime(endpoint.lastTryAt)}, ${endpoint.lastTryOk ? 'delivered' : 'failed'}` : 'nothing sent yet';
  return (
    <span>
      Active ({last}
      {endpoint.failedInARow > 0 ? `; ${endpoint.failedInARow} given up in a row` : ''})
    </span>
  );
}

interface EndpointActions {
  busy: boolean;
  onPause(endpoint: WebhookEndpoint): void;
  onDelete(endpoint: WebhookEndpoint): void;
}

function EndpointCard({ endpoint, actions }: { endpoint: WebhookEndpoint; actions: EndpointActions }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="webhook-endpoint" data-paused={endpoint.pausedAt ? 'true' : 'false'}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <span className="break-all font-semibold">{endpoint.url}</span>
          <span className="text-xs text-muted-foreground">{endpoint.events.join(', ')}</span>
          <span className="text-sm">
            <EndpointStatus endpoint={endpoint} />
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide log' : 'Delivery log'}
          </Button>
          <Button variant="outline" size="sm" disabled={actions.busy} onClick={() => actions.onPause(endpoint)}>
            {endpoint.pausedAt ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="outline" size="sm" disabled={actions.busy} onClick={() => actions.onDelete(endpoint)} aria-label={`Delete ${endpoint.url}`}>
            Delete
          </Button>
        </div>
      </div>
      {open && <DeliveryLog endpointId={endpoint.id} />}
    </li>
  );
}

/**
 * Outbound webhooks (owner only, decision 0068): add an endpoint with the events it hears (its signing secret
 * shown once), see each endpoint's deliveries and tries, resend one, pause, resume or delete an endpoint.
 */
export function Webhooks() {
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: adminKeys.webhooks(), queryFn: listWebhooks });
  const [made, setMade] = useState<CreatedWebhook>();
  const [deleting, setDeleting] = useState<WebhookEndpoint>();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.webhooks() });
    // Home warns of paused endpoints.
    await queryClient.invalidateQueries({ queryKey: adminKeys.homeSalesAll() });
  };
  const create = useMutation({
    mutationFn: ({ url, events }: { url: string; events: WebhookEvent[] }) => createWebhook({ url, events }),
    onSuccess: setMade,
    onError: (error) => toast({ title: 'The endpoint was not added', description: plainFailure(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  const change = useMutation({
    mutationFn: async ({ endpoint, action }: { endpoint: WebhookEndpoint; action: 'pause' | 'resume' | 'delete' }) => (action === 'delete' ? deleteWebhook(endpoint.id) : pauseWebhook(endpoint.id, action === 'pause')),
    onError: (error) => toast({ title: 'The endpoint was not changed', description: plainFailure(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  const actions: EndpointActions = {
    busy: change.isPending,
    onPause: (endpoint) => change.mutate({ endpoint, action: endpoint.pausedAt ? 'resume' : 'pause' }),
    onDelete: setDeleting,
  };
  return (
    <section aria-labelledby="webhooks-title" className="grid gap-3">
      <h3 id="webhooks-title" className="text-lg font-bold">
        Webhooks
      </h3>
      <p className="text-sm text-muted-foreground">Tell another system (accounting, a CRM) the moment something happens: each event is sent, signed, to the addresses below, and tried again for about a day if the receiver is down.</p>
      {made ? <NewSecret made={made} onDone={() => setMade(undefined)} /> : <NewEndpointForm busy={create.isPending} onCreate={(url, events) => create.mutate({ url, events })} />}
      <QueryState query={endpoints} loading={<Skeleton className="h-14" aria-busy="true" />}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">No webhook endpoints yet.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Webhook endpoints">
              {list.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} actions={actions} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={deleting !== undefined}
        title={`Delete the endpoint ${deleting?.url ?? ''}?`}
        description="Nothing more is sent to it, and its delivery log is deleted with it. This cannot be undone."
        confirmLabel="Delete"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) change.mutate({ endpoint: deleting, action: 'delete' });
          setDeleting(undefined);
        }}
      />
    </section>
  );
}
