import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { putFile, requestUploadUrl, uploadCanBeRetried, uploadFailureText, type UploadPurpose } from '../api/upload-image';

/** docs/product.md §5 limits, checked here for a quick answer; the server enforces them. */
const MAX_BYTES: Record<UploadPurpose, number> = {
  hero: 5_242_880,
  badge: 5_242_880,
  'aircraft-image': 5_242_880,
  'region-icon': 5_242_880,
  service: 10_485_760,
  training: 10_485_760,
  image: 10_485_760,
};
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** `retryable`: only failures that trying again can fix (connection, server) offer Retry. */
type Stage = { state: 'idle' } | { state: 'uploading'; progress: number } | { state: 'error'; message: string; retryable: boolean };

/**
 * A button that opens the upload dialog (docs/product.md §2): pick an image, watch it upload, retry when the
 * connection or server failed.
 */
export function UploadButton({ purpose, label, onUploaded }: { purpose: UploadPurpose; label: string; onUploaded(path: string): void }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [stage, setStage] = useState<Stage>({ state: 'idle' });
  const abort = useRef<AbortController>(undefined);
  const inputId = useId();

  const start = async (chosen: File) => {
    if (!ACCEPT.split(',').includes(chosen.type)) return setStage({ state: 'error', message: 'This file is not a PNG, JPEG, WebP or GIF image. Choose another file.', retryable: false });
    if (chosen.size > MAX_BYTES[purpose]) return setStage({ state: 'error', message: `The file is larger than ${MAX_BYTES[purpose] / 1024 / 1024} MB. Choose a smaller image.`, retryable: false });
    abort.current = new AbortController();
    setStage({ state: 'uploading', progress: 0 });
    try {
      const { uploadURL } = await requestUploadUrl(purpose);
      const stored = await putFile(uploadURL, chosen, (progress) => setStage({ state: 'uploading', progress }), abort.current.signal);
      toast({ title: 'Image uploaded successfully!', variant: 'success' });
      onUploaded(stored.objectPath);
      setOpen(false);
      setStage({ state: 'idle' });
      setFile(undefined);
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return setStage({ state: 'idle' });
      const message = uploadFailureText(error);
      setStage({ state: 'error', message, retryable: uploadCanBeRetried(error) });
      toast({ title: 'Upload failed: An error occurred while uploading the file', description: message, variant: 'destructive' });
    }
  };

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Upload aria-hidden />
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) abort.current?.abort();
          setOpen(next);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Upload image</DialogTitle>
            <DialogDescription>PNG, JPEG, WebP or GIF, up to {MAX_BYTES[purpose] / 1024 / 1024} MB. It is resized for phones and screens.</DialogDescription>
          </DialogHeader>
          <label htmlFor={inputId} className="text-sm font-semibold">
            Image file
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="text-sm"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              if (chosen) void start(chosen);
            }}
          />
          {stage.state === 'uploading' && (
            <div className="grid gap-1" role="status" aria-live="polite">
              <progress max={1} value={stage.progress} className="w-full" aria-label="Upload progress" />
              <span className="text-sm text-muted-foreground">Uploading… {Math.round(stage.progress * 100)}%</span>
            </div>
          )}
          {stage.state === 'error' && (
            <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
              <span className="text-destructive">{stage.message}</span>
              {file && stage.retryable && (
                <Button type="button" size="sm" variant="outline" onClick={() => void start(file)}>
                  Retry
                </Button>
              )}
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
