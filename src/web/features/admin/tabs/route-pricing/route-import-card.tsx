import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { adminKeys } from '../../api/query-keys';
import { exportUrl, importRoutes, isSpreadsheetName, templateUrl, type ImportSummary } from '../../api/route-import';

/** SPEC §2 Routes tab: the Excel/CSV import card, with a preview before anything is written. */
export function RouteImportCard({ regionId }: { regionId: number }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<ImportSummary>();
  const [issues, setIssues] = useState<{ path: string; message: string }[]>([]);
  const [error, setError] = useState<string>();

  const reset = () => {
    setFile(undefined);
    setPreview(undefined);
    if (input.current) input.current.value = '';
  };
  const fail = (cause: unknown) => {
    setError(cause instanceof ApiError ? cause.serverMessage : 'An error occurred during import');
    setIssues(cause instanceof ApiError ? cause.issues : []);
    toast({ title: 'Import failed: An error occurred during import', description: cause instanceof ApiError ? cause.serverMessage : undefined, variant: 'destructive' });
  };
  const check = useMutation({ mutationFn: (chosen: File) => importRoutes(chosen, true), onSuccess: setPreview, onError: fail });
  const apply = useMutation({
    mutationFn: (chosen: File) => importRoutes(chosen, false),
    onSuccess: async (summary) => {
      toast({ title: 'Import successful', description: summary.message, variant: 'success' });
      reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: fail,
  });

  const choose = (chosen: File | undefined) => {
    setPreview(undefined);
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
              {issues.map((issue) => (
                <li key={issue.path}>{issue.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {preview && file && (
        <div className="grid gap-2 rounded-md border bg-secondary/50 p-3 text-sm" data-testid="import-preview">
          <p className="font-semibold">Preview: nothing is written yet</p>
          <ul className="grid gap-0.5">
            <li>New route prices: {preview.createdRoutes}</li>
            <li>Changed route prices: {preview.updatedRoutes}</li>
            <li>Unchanged: {preview.unchangedRoutes}</li>
            <li>New departures: {preview.createdDepartures}</li>
            <li>New destinations: {preview.createdDestinations}</li>
          </ul>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => apply.mutate(file)} disabled={apply.isPending}>
              Apply import
            </Button>
            <Button size="sm" variant="outline" onClick={reset}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
