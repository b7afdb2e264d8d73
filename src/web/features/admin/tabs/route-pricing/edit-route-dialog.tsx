import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../components/ui/input';
import { SECTION_TITLES, type RouteSection } from './route-sections';

interface EditRouteDialogProps {
  title: string;
  description: string;
  initial: RouteSection[];
  saving: boolean;
  onSave(sections: RouteSection[]): void;
  onClose(): void;
}

/** SPEC §2 Edit Route: same-day, scenic and one-way, each with price, custom widget HTML and custom route. */
export function EditRouteDialog({ title, description, initial, saving, onSave, onClose }: EditRouteDialogProps) {
  const [sections, setSections] = useState(initial);
  const id = useId();
  const update = (index: number, patch: Partial<RouteSection>) => setSections((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSave(sections);
          }}
        >
          {sections.map((section, index) => (
            <fieldset key={section.flightType} className="grid gap-2 rounded-lg border p-3">
              <legend className="px-1 font-semibold">{SECTION_TITLES[section.flightType]}</legend>
              <div className="grid gap-1">
                <label htmlFor={`${id}-${section.flightType}-price`} className="text-sm font-medium">
                  {SECTION_TITLES[section.flightType]} price (A$)
                </label>
                <Input
                  id={`${id}-${section.flightType}-price`}
                  inputMode="decimal"
                  value={section.price}
                  placeholder="Not available"
                  onChange={(e) => update(index, { price: e.target.value })}
                />
              </div>
              <div className="grid gap-1">
                <label htmlFor={`${id}-${section.flightType}-html`} className="text-sm font-medium">
                  {SECTION_TITLES[section.flightType]} custom widget HTML
                </label>
                <Textarea
                  id={`${id}-${section.flightType}-html`}
                  rows={3}
                  className="font-mono text-xs"
                  value={section.iframeHtml}
                  disabled={section.isCustomRoute}
                  onChange={(e) => update(index, { iframeHtml: e.target.value })}
                />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" checked={section.isCustomRoute} onChange={(e) => update(index, { isCustomRoute: e.target.checked })} />
                {SECTION_TITLES[section.flightType]}: custom route (visitors send a request instead of booking)
              </label>
            </fieldset>
          ))}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              Save route
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
