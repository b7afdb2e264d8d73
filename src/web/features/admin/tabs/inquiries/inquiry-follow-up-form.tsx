import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { INQUIRY_STATUS_VALUES } from '../../../../../domain/api/admin/inquiry-updates';
import { Button } from '../../../../components/ui/button';
import { Input, Textarea } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { toast } from '../../../../components/ui/toast';
import { listInquiryAssignees, updateInquiry, type Inquiry, type InquiryKind } from '../../api/inquiries';
import { adminKeys } from '../../api/query-keys';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { plainFailure, placeIssues, serverIssues } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';
import { overLimit, TextLimit } from './text-limit';

interface FollowUp {
  status: string;
  /** A staff id as text, '' for nobody. */
  assignedTo: string;
  /** YYYY-MM-DD, '' for none. */
  followUpOn: string;
  /** A new note for the timeline. */
  notes: string;
}
const FIELDS = ['status', 'assignedTo', 'followUpOn', 'notes'] as const;
const followUpOf = (inquiry: Record<string, unknown>): FollowUp => ({
  status: String(inquiry.status ?? 'new'),
  assignedTo: typeof inquiry.assignedTo === 'number' ? String(inquiry.assignedTo) : '',
  followUpOn: typeof inquiry.followUpOn === 'string' ? inquiry.followUpOn : '',
  notes: '',
});
const bodyOf = (values: FollowUp) => ({
  status: values.status,
  assignedTo: values.assignedTo ? Number(values.assignedTo) : null,
  followUpOn: values.followUpOn || null,
  ...(values.notes.trim() ? { notes: values.notes } : {}),
});

/** The people to give an inquiry to: active staff, and whoever has it now even when deactivated since. */
function useAssigneeOptions(current: number | null) {
  const staff = useQuery({ queryKey: adminKeys.inquiries('assignees'), queryFn: listInquiryAssignees, staleTime: 60_000 });
  const items = staff.data?.items ?? [];
  const options = items.map((person) => ({ value: String(person.id), label: person.name }));
  if (current !== null && !items.some((person) => person.id === current)) options.push({ value: String(current), label: staff.isPending ? 'Loading…' : 'Someone no longer active' });
  return options;
}

/**
 * An inquiry's follow-up: status, who has it, the day to follow up by, and a new note for the timeline.
 * Saved with the version the inquiry was opened at, so a colleague's change meanwhile is offered
 * (Reload/Overwrite) instead of silently replaced; unsaved changes ask before the panel closes.
 */
export function InquiryFollowUpForm({ kind, inquiry }: { kind: InquiryKind; inquiry: Inquiry }) {
  const queryClient = useQueryClient();
  const id = useId();
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<FollowUp>({ defaultValues: followUpOf(inquiry) });
  const forget = useDirtyForm(formState.isDirty);
  const assignees = useAssigneeOptions(inquiry.assignedTo);
  const saver = useConflictSave<FollowUp, Record<string, unknown>>({
    opened: { row: typeof inquiry.version === 'number' ? inquiry.version : undefined },
    send: (values, versions) => {
      const version = versions.get();
      return updateInquiry(kind, inquiry.id, { ...bodyOf(values), ...(version !== undefined ? { version } : {}) });
    },
    onSaved: async (saved) => {
      forget();
      reset(followUpOf(saved));
      toast({ title: 'Inquiry saved successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.inquiries() });
    },
    onFailed: (error) => {
      const placed = placeIssues(serverIssues(error), (path) => FIELDS.find((field) => field === path), FIELDS);
      placed.fields.forEach(([field, message], index) => setError(field as keyof FollowUp, { type: 'server', message }, { shouldFocus: index === 0 }));
      toast({ title: 'The inquiry was not saved', description: plainFailure(error), variant: 'destructive' });
    },
    onReload: (current) => reset(followUpOf(current)),
  });
  const note = watch('notes');
  const { errors } = formState;
  const fieldError = (field: keyof FollowUp) =>
    errors[field]?.message ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form className="grid content-start gap-2" noValidate aria-label="Follow-up" onSubmit={handleSubmit((values) => saver.save(values))}>
      <div className="grid gap-2 sm:grid-cols-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-assignee`} className="text-sm font-semibold">
            Assigned to
          </label>
          <NativeSelect id={`${id}-assignee`} className="h-10" {...register('assignedTo')}>
            <option value="">Nobody</option>
            {assignees.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          {fieldError('assignedTo')}
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-follow-up`} className="text-sm font-semibold">
            Follow up on
          </label>
          <Input id={`${id}-follow-up`} type="date" className="h-10" {...register('followUpOn')} />
          {fieldError('followUpOn')}
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-status`} className="text-sm font-semibold">
            Status
          </label>
          <NativeSelect id={`${id}-status`} className="h-10" {...register('status')}>
            {INQUIRY_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
          {fieldError('status')}
        </div>
      </div>
      <label htmlFor={`${id}-notes`} className="text-sm font-semibold">
        Add a note
      </label>
      <Textarea id={`${id}-notes`} aria-invalid={errors.notes || overLimit(note) ? true : undefined} aria-describedby={`${id}-notes-limit`} {...register('notes')} />
      <TextLimit id={`${id}-notes-limit`} text={note} />
      {fieldError('notes')}
      <ConflictNotice conflict={saver.conflict} busy={saver.pending} onReload={saver.reload} onOverwrite={saver.overwrite} />
      <Button type="submit" size="sm" disabled={saver.pending || overLimit(note)} className="justify-self-start">
        Save
      </Button>
    </form>
  );
}
