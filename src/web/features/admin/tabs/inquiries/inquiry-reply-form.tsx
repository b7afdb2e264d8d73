import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { InquiryReply, InquiryTimeline } from '../../../../../domain/api/admin/inquiry-work';
import { Button } from '../../../../components/ui/button';
import { Input, Textarea } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { sendInquiryReply, type InquiryKind } from '../../api/inquiries';
import { adminKeys } from '../../api/query-keys';
import { plainFailure, placeIssues, serverIssues } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { overLimit, TextLimit } from './text-limit';

const FIELDS = ['subject', 'body'] as const;

/**
 * Reply by e-mail from the record: the reply goes through the outbox (retried while the mail server is
 * away) and lands in the timeline with its delivery. Without a mail server the button stays, disabled,
 * with the reason in words beside it.
 */
export function InquiryReplyForm({ kind, id, reference, reply }: { kind: InquiryKind; id: number; reference: string; reply: InquiryTimeline['reply'] }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const defaults: InquiryReply = { subject: `Your charter flight inquiry ${reference}`, body: '' };
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<InquiryReply>({ defaultValues: defaults });
  const forget = useDirtyForm(formState.isDirty);
  const send = useMutation({
    mutationFn: (values: InquiryReply) => sendInquiryReply(kind, id, values),
    onSuccess: async () => {
      forget();
      reset(defaults);
      toast({ title: 'Reply queued: it is on its way', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.inquiries(kind, { id, timeline: true }) });
    },
    onError: (error) => {
      const placed = placeIssues(serverIssues(error), (path) => FIELDS.find((field) => field === path), FIELDS);
      placed.fields.forEach(([field, message], index) => setError(field as keyof InquiryReply, { type: 'server', message }, { shouldFocus: index === 0 }));
      toast({ title: 'The reply was not sent', description: plainFailure(error), variant: 'destructive' });
    },
  });
  const body = watch('body');

  if (!reply.available) {
    return (
      <div className="grid gap-1">
        <Button type="button" size="sm" variant="outline" disabled aria-describedby={`${formId}-why`} className="justify-self-start">
          Reply by e-mail
        </Button>
        <p id={`${formId}-why`} className="text-sm text-muted-foreground" data-testid="reply-unavailable">
          {reply.reason}
        </p>
      </div>
    );
  }
  return (
    <form className="grid gap-2" noValidate aria-label="Reply by e-mail" onSubmit={handleSubmit((values) => send.mutate(values))}>
      <p className="text-sm">
        To <span className="font-semibold">{reply.to}</span>
      </p>
      <label htmlFor={`${formId}-subject`} className="text-sm font-semibold">
        Subject
      </label>
      <Input id={`${formId}-subject`} {...register('subject')} aria-invalid={formState.errors.subject ? true : undefined} />
      {formState.errors.subject && <p className="text-sm text-destructive">{formState.errors.subject.message}</p>}
      <label htmlFor={`${formId}-body`} className="text-sm font-semibold">
        Reply
      </label>
      <Textarea id={`${formId}-body`} rows={6} aria-describedby={`${formId}-limit`} aria-invalid={formState.errors.body || overLimit(body) ? true : undefined} {...register('body')} />
      <TextLimit id={`${formId}-limit`} text={body} />
      {formState.errors.body && <p className="text-sm text-destructive">{formState.errors.body.message}</p>}
      <Button type="submit" size="sm" disabled={send.isPending || overLimit(body) || body.trim() === ''} className="justify-self-start">
        Send reply
      </Button>
    </form>
  );
}
