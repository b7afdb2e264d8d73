import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { INQUIRY_STATUS_VALUES } from '../../../../../domain/api/admin/inquiry-updates';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { updateInquiry, type InquiryKind } from '../../api/inquiries';
import { adminKeys } from '../../api/query-keys';

const STATUS_LABELS: Record<string, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

/** Staff's side of an inquiry: its status and their notes. */
export function InquiryFollowUp({ kind, id, status: initialStatus, notes: initialNotes }: { kind: InquiryKind; id: number; status: string; notes: string | null }) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [status, setStatus] = useState(initialStatus);
  const [notes, setNotes] = useState(initialNotes ?? '');
  const save = useMutation({
    mutationFn: () => updateInquiry(kind, id, { status, notes }),
    onSuccess: async () => {
      toast({ title: 'Inquiry saved successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.inquiries() });
    },
    onError: (error) => toast({ title: 'Failed to save inquiry', description: error instanceof ApiError ? error.serverMessage : 'Please try again', variant: 'destructive' }),
  });
  return (
    <form
      className="grid content-start gap-2"
      aria-label="Follow-up"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <label htmlFor={`${fieldId}-status`} className="text-sm font-semibold">
        Status
      </label>
      <select id={`${fieldId}-status`} value={status} onChange={(e) => setStatus(e.target.value)} className="h-10 rounded-md border border-input bg-card px-2 text-sm">
        {INQUIRY_STATUS_VALUES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s] ?? s}
          </option>
        ))}
      </select>
      <label htmlFor={`${fieldId}-notes`} className="text-sm font-semibold">
        Notes
      </label>
      <Textarea id={`${fieldId}-notes`} value={notes} maxLength={5000} onChange={(e) => setNotes(e.target.value)} />
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}
