import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { INQUIRY_STATUS_VALUES } from '../../../../../domain/api/admin/inquiry-updates';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { updateInquiry, type Inquiry, type InquiryKind } from '../../api/inquiries';
import { adminKeys } from '../../api/query-keys';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { plainFailure, placeIssues, serverIssues } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';

interface FollowUp {
  status: string;
  notes: string;
}
const FIELDS = ['status', 'notes'] as const;
const followUpOf = (inquiry: Record<string, unknown>): FollowUp => ({ status: String(inquiry.status ?? 'new'), notes: typeof inquiry.notes === 'string' ? inquiry.notes : '' });

/**
 * An inquiry's status and notes: saved with the version the inquiry was opened at, so a colleague's note
 * written meanwhile is offered (Reload/Overwrite) instead of silently replaced.
 */
export function InquiryFollowUpForm({ kind, inquiry }: { kind: InquiryKind; inquiry: Inquiry }) {
  const queryClient = useQueryClient();
  const id = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm<FollowUp>({ defaultValues: followUpOf(inquiry) });
  useDirtyForm(formState.isDirty);
  const saver = useConflictSave<FollowUp, Record<string, unknown>>({
    opened: { row: typeof inquiry.version === 'number' ? inquiry.version : undefined },
    send: (values, versions) => {
      const version = versions.get();
      return updateInquiry(kind, inquiry.id, { ...values, ...(version !== undefined ? { version } : {}) });
    },
    onSaved: async (saved) => {
      reset({ ...followUpOf(saved) });
      toast({ title: 'Inquiry saved successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.inquiries() });
    },
    onFailed: (error) => {
      const placed = placeIssues(serverIssues(error), (path) => FIELDS.find((field) => field === path), FIELDS);
      placed.fields.forEach(([field, message], index) => setError(field as keyof FollowUp, { type: 'server', message }, { shouldFocus: index === 0 }));
      toast({ title: 'Failed to save inquiry', description: plainFailure(error), variant: 'destructive' });
    },
    onReload: (current) => reset(followUpOf(current)),
  });
  const notesError = formState.errors.notes?.message;

  return (
    <form className="grid content-start gap-2" noValidate onSubmit={handleSubmit((values) => saver.save(values))}>
      <label htmlFor={`${id}-status`} className="text-sm font-semibold">
        Status
      </label>
      <select id={`${id}-status`} className="h-10 rounded-md border border-input bg-card px-2 text-sm" {...register('status')}>
        {INQUIRY_STATUS_VALUES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-notes`} className="text-sm font-semibold">
        Notes
      </label>
      <Textarea id={`${id}-notes`} maxLength={5000} aria-invalid={notesError ? true : undefined} aria-describedby={notesError ? `${id}-notes-error` : undefined} {...register('notes')} />
      {notesError && (
        <p id={`${id}-notes-error`} className="text-sm text-destructive">
          {notesError}
        </p>
      )}
      <ConflictNotice conflict={saver.conflict} busy={saver.pending} onReload={saver.reload} onOverwrite={saver.overwrite} />
      <Button type="submit" size="sm" disabled={saver.pending}>
        Save
      </Button>
    </form>
  );
}
