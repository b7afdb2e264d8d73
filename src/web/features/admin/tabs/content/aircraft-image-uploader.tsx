import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { aircraftNameAndCode, AIRCRAFT_TYPES, type AircraftType } from '../../../../../domain/aircraft';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { saveRow } from '../../api/content';
import { adminKeys } from '../../api/query-keys';
import { LabelledSelect } from '../../components/labelled-select';
import { putFile, requestUploadUrl, uploadFailureText } from '../../api/upload-image';

const MAX_FILES = 10;
const MAX_BYTES = 5_242_880;
const SAVE_GAP_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Uploaded {
  name: string;
  path: string;
}

/**
 * docs/product.md §2/§4/§5 aircraft experience images: choose the aircraft type first, upload up to 10 images, then
 * one save per image 100 ms apart, titled '<title> - Image N' with the display order counting up.
 */
export function AircraftImageUploader({ regionId }: { regionId: number | undefined }) {
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [aircraftType, setAircraftType] = useState<AircraftType | ''>('');
  const [displayOrder, setDisplayOrder] = useState('1');
  const [altText, setAltText] = useState('');
  const [active, setActive] = useState(true);
  const [uploaded, setUploaded] = useState<Uploaded[]>([]);
  const [progress, setProgress] = useState<string>();
  const [saving, setSaving] = useState(false);

  const upload = async (files: File[]) => {
    if (!aircraftType) {
      toast({ title: 'Upload Error', description: 'Aircraft type must be selected before uploading', variant: 'destructive' });
      return;
    }
    const chosen = files.slice(0, MAX_FILES - uploaded.length);
    for (const [index, file] of chosen.entries()) {
      if (file.size > MAX_BYTES) {
        toast({ title: 'Upload failed: An error occurred while uploading the file', description: `${file.name} is larger than 5 MB`, variant: 'destructive' });
        continue;
      }
      try {
        setProgress(`Uploading ${index + 1} of ${chosen.length}: ${file.name}`);
        const { uploadURL } = await requestUploadUrl('aircraft-image');
        const stored = await putFile(uploadURL, file, (fraction) => setProgress(`Uploading ${index + 1} of ${chosen.length}: ${Math.round(fraction * 100)}%`), new AbortController().signal);
        setUploaded((list) => [...list, { name: file.name, path: stored.objectPath }]);
      } catch (error) {
        toast({ title: 'Upload failed: An error occurred while uploading the file', description: uploadFailureText(error), variant: 'destructive' });
      }
    }
    setProgress(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const save = async () => {
    if (!title.trim() || !aircraftType || uploaded.length === 0) {
      toast({ title: 'Please fill in all required fields and upload at least one image', variant: 'destructive' });
      return;
    }
    setSaving(true);
    const order = Math.max(1, Number.parseInt(displayOrder, 10) || 1);
    try {
      for (const [index, image] of uploaded.entries()) {
        if (index > 0) await sleep(SAVE_GAP_MS);
        await saveRow(
          'aircraft-experience-images',
          undefined,
          {
            title: uploaded.length > 1 ? `${title.trim()} - Image ${index + 1}` : title.trim(),
            aircraftType,
            imageUrl: image.path,
            altText,
            displayOrder: order + index,
            isActive: active,
          },
          regionId,
        );
      }
      toast({ title: `${uploaded.length} image(s) uploaded and saved successfully!`, variant: 'success' });
      // docs/product.md §4: the form resets but keeps the aircraft type; display order back to 1, active.
      setTitle('');
      setAltText('');
      setDisplayOrder('1');
      setActive(true);
      setUploaded([]);
      await queryClient.invalidateQueries({ queryKey: adminKeys.byType('aircraft-experience-images') });
    } catch (error) {
      toast({ title: 'Failed to save aircraft experience image', description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const clearAll = () => {
    setUploaded([]);
    setAircraftType('');
  };

  return (
    <Card className="grid gap-4 p-4 sm:p-5" data-testid="aircraft-image-uploader">
      <h3 className="font-semibold">Add aircraft experience images</h3>
      <div className="grid gap-3 md:grid-cols-2">
        <LabelledSelect label="Aircraft type" value={aircraftType} onChange={(next) => setAircraftType(next as AircraftType | '')} className="h-11">
          <option value="">Select an aircraft type</option>
          {AIRCRAFT_TYPES.map((type) => (
            <option key={type} value={type}>
              {aircraftNameAndCode(type)}
            </option>
          ))}
        </LabelledSelect>
        <div className="grid gap-1">
          <label htmlFor={`${id}-title`} className="text-sm font-semibold">
            Title
          </label>
          <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-alt`} className="text-sm font-semibold">
            Alt text
          </label>
          <Input id={`${id}-alt`} value={altText} onChange={(e) => setAltText(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-order`} className="text-sm font-semibold">
            Display order
          </label>
          <Input id={`${id}-order`} type="number" min={1} value={displayOrder} onChange={(e) => setDisplayOrder(e.target.value)} />
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" className="size-4" checked={active} onChange={(e) => setActive(e.target.checked)} />
          Active
        </label>
      </div>
      {aircraftType ? (
        <p className="rounded-md bg-secondary px-3 py-2 text-sm" role="status">
          Ready: images you upload now are saved for {aircraftNameAndCode(aircraftType)}.
        </p>
      ) : (
        <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">Step 1: choose the aircraft type. Step 2: upload up to 10 images (5 MB each).</p>
      )}
      <div className="grid gap-1">
        <label htmlFor={`${id}-files`} className="flex items-center gap-2 text-sm font-semibold">
          <Upload aria-hidden className="size-4" />
          Images
        </label>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-describedby={`${id}-files-hint`}
          onClick={(event) => {
            if (aircraftType) return;
            event.preventDefault();
            toast({ title: 'Please select an aircraft type first', variant: 'destructive' });
          }}
          onChange={(e) => void upload([...(e.target.files ?? [])])}
          aria-disabled={!aircraftType || undefined}
          className={`text-sm ${aircraftType ? '' : 'cursor-not-allowed grayscale'}`}
        />
        <span id={`${id}-files-hint`} className="text-xs text-muted-foreground">
          {uploaded.length} of {MAX_FILES} uploaded
        </span>
      </div>
      {progress && (
        <p role="status" className="text-sm">
          {progress}
        </p>
      )}
      {uploaded.length > 0 && (
        <div className="grid gap-1">
          <p className="text-sm font-semibold">Recently uploaded</p>
          <ul className="flex flex-wrap gap-2" aria-label="Recently uploaded images">
            {uploaded.map((image) => (
              <li key={image.path}>
                <img src={image.path} alt={image.name} className="h-16 w-24 rounded border object-cover" />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void save()} disabled={saving || !title.trim() || !aircraftType}>
          Save
        </Button>
        <Button variant="outline" onClick={clearAll}>
          Clear &amp; Add New Aircraft Type
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            clearAll();
            setTitle('');
            setAltText('');
          }}
        >
          Cancel
        </Button>
      </div>
    </Card>
  );
}
