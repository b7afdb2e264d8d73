import { Webhook } from 'lucide-react';
import { useId, useState } from 'react';
import { createWebhookSchema } from '../../../../../../domain/api/admin/webhooks';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS, type WebhookEvent } from '../../../../../../domain/webhooks/events';
import { Button } from '../../../../../components/ui/button';
import { Input } from '../../../../../components/ui/input';
import { useCheckedSubmit } from '../../../no-lost-work/use-checked-submit';

/** The events as checkboxes, each with what it announces. */
export function EventChoices({ chosen, onChange, describedBy }: { chosen: WebhookEvent[]; onChange(events: WebhookEvent[]): void; describedBy?: string }) {
  const toggle = (event: WebhookEvent, on: boolean) => onChange(on ? [...chosen, event] : chosen.filter((e) => e !== event));
  return (
    <fieldset className="grid gap-1" aria-describedby={describedBy}>
      <legend className="text-sm font-semibold">Events to send</legend>
      {WEBHOOK_EVENTS.map((event) => (
        <label key={event} className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={chosen.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
          <span>
            <code>{event}</code> <span className="text-muted-foreground">{WEBHOOK_EVENT_DESCRIPTIONS[event]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Address and events of a new endpoint, checked here as the server checks them (the address rule is the server's). */
export function NewEndpointForm({ busy, onCreate }: { busy: boolean; onCreate(url: string, events: WebhookEvent[]): void }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const { error, submit } = useCheckedSubmit(createWebhookSchema, { url, events }, (checked) => onCreate(checked.url, checked.events));
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="New webhook endpoint">
      <div className="grid gap-1">
        <label htmlFor={`${id}-url`} className="text-sm font-semibold">
          Address (https://…)
        </label>
        <Input id={`${id}-url`} type="url" value={url} maxLength={2000} placeholder="https://hooks.example.com/charter" onChange={(e) => setUrl(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <EventChoices chosen={events} onChange={setEvents} />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-field-error="">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={busy} aria-busy={busy}>
        <Webhook aria-hidden />
        Add endpoint
      </Button>
    </form>
  );
}
