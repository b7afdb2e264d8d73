import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { adminKeys } from '../../api/query-keys';
import type { ImportEffect } from '../../../../../domain/api/admin/route-import';
import { exportUrl, importRoutes, isSpreadsheetName, templateUrl, type ImportSummary } from '../../api/route-import';
import { ImportPreview } from './import-preview';

/**
 * docs/product.md §2.7 Routes tab: the Excel/CSV import card, with a preview before anything is written (decision
 * 0030): every row's effect, the locations it would create (typos flagged), created only when staff tick the box.
 * Rows without a Region go to this card's region.
 */
export function RouteImportCard({ regionId }: { regionId: number }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<ImportSummary>();
  const [issues, setIssues] = useState<{ path: string; message: string }[]>([]);
  const [error, setError] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);

  const reset = () => {
    setFile(undefined);
    setPreview(undefined);
    setConfirmed(false);
    if (input.current) input.current.value = '';
  };
  const fail = (cause: unknown) => {
    setError(cause instanceof ApiError ? cause.serverMessage : 'An error occurred during import');
    setIssues(cause instanceof ApiError ? cause.issues : []);
    toast({ title: 'Import failed: An error occurred during import', description: cause instanceof ApiError ? cause.serverMessage : undefined, variant: 'destructive' });
  };
  const check = useMutation({ mutationFn: (chosen: File) => importRoutes(chosen, { preview: true, regionId }), onSuccess: setPreview, onError: fail });
  // Another page of one list: the file is read again, and only that list of the preview is replaced.
  const page = useMutation({
    mutationFn: ({ chosen, effect, offset }: { chosen: File; effect: ImportEffect; offset: number }) => importRoutes(chosen, { preview: true, regionId, effect, offset }),
    onSuccess: (next, { effect }) =>
      setPreview((current) => {
        if (!current) return next;
        if (effect === 'locations') return { ...current, newLocations: next.newLocations };
        return { ...current, effects: { ...current.effects, [effect]: next.effects[effect] } };
      }),
    onError: fail,
  });
  const apply = useMutation({
    mutationFn: (chosen: File) => importRoutes(chosen, { preview: false, regionId, createLocations: confirmed }),
    onSuccess: async (summary) => {
      toast({ title: 'Import successful', description: summary.hiddenNote ? `${summary.message}. ${summary.hiddenNote}` : summary.message, variant: 'success' });
      reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: fail,
  });

  const choose = (chosen: File | undefined) => {
    setPreview(undefined);
    setConfirmed(false);
    setIssues([]);
    setError(undefined);
    if (!chosen) return;
    if (!isSpreadsheetName(chosen.name)) {
      setError('Invalid file type - Please select an Excel (.xls, .xlsx) or CSV file');
      toast({ title: 'Invalid file type', description: 'Please select an Excel (.xls, .xlsx) or CSV file', variant: 'destructive' });
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
    check.mutate(chosen);
  };

  return (
    <Card className="grid gap-3 p-4" data-testid="route-import">
      <h3 className="flex items-center gap-2 font-semibold">
        <FileSpreadsheet aria-hidden className="size-5 text-primary" />
        Import routes from Excel or CSV
      </h3>
      <p className="text-sm text-muted-foreground">
        One row per route, aircraft type and flight type. Existing routes are updated, new ones created; nothing is written if any row has a problem.
        Rows without a Region go to the region selected above.
      </p>
      <div className="flex flex-wrap gap-2 text-sm">
        <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={templateUrl('xlsx')} download>
          <Download aria-hidden className="size-4" />
          Template (.xlsx)
        </a>
        <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={templateUrl('csv')} download>
          <Download aria-hidden className="size-4" />
          Template (.csv)
        </a>
        <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={exportUrl(regionId, 'xlsx')} download>
          <Download aria-hidden className="size-4" />
          Export current prices (.xlsx)
        </a>
        <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={exportUrl(regionId, 'csv')} download>
          <Download aria-hidden className="size-4" />
          Export current prices (.csv)
        </a>
      </div>
      <label htmlFor={inputId} className="text-sm font-semibold">
        Spreadsheet file
      </label>
      <input ref={input} id={inputId} type="file" accept=".xls,.xlsx,.csv" className="text-sm" onChange={(e) => choose(e.target.files?.[0])} />
      {check.isPending && <p role="status">Checking the file…</p>}
      {error && (
        <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
          <p className="font-semibold text-destructive">{error}</p>
          {issues.length > 0 && (
            <ul className="list-disc pl-5">
              {issues.map((issue, index) => (
                <li key={`${index}:${issue.path}`}>{issue.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {preview && file && (
        <ImportPreview
          preview={preview}
          confirmed={confirmed}
          onConfirm={setConfirmed}
          onPage={(effect, offset) => page.mutate({ chosen: file, effect, offset })}
          paging={page.isPending}
          applying={apply.isPending}
          onApply={() => apply.mutate(file)}
          onCancel={reset}
        />
      )}
    </Card>
  );
}
