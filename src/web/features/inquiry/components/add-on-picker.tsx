import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveRegion } from '../../../lib/active-region';
import { useAppContext } from '../../../lib/app-context';
import { cn } from '../../../lib/cn';
import { useLocalized } from '../../../lib/localized';
import { experiencesQuery, trainingQuery } from '../../../lib/catalogue-queries';
import { connectingServicesQuery } from '../api/connecting-services-query';

export type AddOnGroup = 'experiences' | 'pilotTraining' | 'connectingServices';
export type AddOnSelection = Record<AddOnGroup, number[]>;
export const NO_ADD_ONS: AddOnSelection = { experiences: [], pilotTraining: [], connectingServices: [] };

export interface AddOnItem {
  id: number;
  title: string;
  /** Shown in the visitor's language. */
  label: string;
  detail: string;
}

/** The region's add-ons per group, English title kept for the request (staff read it). */
export function useAddOnItems(): Record<AddOnGroup, AddOnItem[]> {
  const { region } = useActiveRegion();
  const { appContext } = useAppContext();
  const l = useLocalized();
  const { t } = useTranslation('inquiry');
  const experiences = useQuery(experiencesQuery(region?.id)).data ?? [];
  const training = useQuery(trainingQuery(region?.id, appContext)).data ?? [];
  const services = useQuery(connectingServicesQuery(region?.id, appContext)).data ?? [];
  return {
    experiences: experiences.map((e) => ({ id: e.id, title: e.title, label: l(e, 'title'), detail: l(e, 'price') })),
    pilotTraining: training.map((c) => ({ id: c.id, title: c.title, label: l(c, 'title'), detail: c.hours ? t('hours', { count: Number(c.hours) }) : '' })),
    connectingServices: services.map((s) => ({ id: s.id, title: s.title, label: l(s, 'title'), detail: '' })),
  };
}

const GROUPS: { group: AddOnGroup; labelKey: 'experiencesGroup' | 'trainingGroup' | 'servicesGroup' }[] = [
  { group: 'experiences', labelKey: 'experiencesGroup' },
  { group: 'pilotTraining', labelKey: 'trainingGroup' },
  { group: 'connectingServices', labelKey: 'servicesGroup' },
];

/** 'Additional Services': three collapsible groups of checkboxes (docs/product.md §1, §2). */
export function AddOnPicker({
  items,
  selection,
  onChange,
}: {
  items: Record<AddOnGroup, AddOnItem[]>;
  selection: AddOnSelection;
  onChange(next: AddOnSelection): void;
}) {
  const { t } = useTranslation('inquiry');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-bold">{t('additionalServices')}</legend>
      {GROUPS.map(({ group, labelKey }) => (
        <Group
          key={group}
          label={t(labelKey)}
          items={items[group]}
          chosen={selection[group]}
          onToggle={(id, on) =>
            onChange({ ...selection, [group]: on ? [...selection[group], id] : selection[group].filter((x) => x !== id) })
          }
        />
      ))}
    </fieldset>
  );
}

function Group({ label, items, chosen, onToggle }: { label: string; items: AddOnItem[]; chosen: number[]; onToggle(id: number, on: boolean): void }) {
  const { t } = useTranslation('inquiry');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (items.length === 0) return null;
  return (
    <div className="rounded-md border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span>
          {label}
          {chosen.length > 0 && <span className="ml-2 text-sm font-normal text-primary">{t('selectedCount', { count: chosen.length })}</span>}
        </span>
        <ChevronDown className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <ul id={panelId} hidden={!open} className="grid gap-1 border-t px-3 py-2">
        {items.map((item) => {
          const checked = chosen.includes(item.id);
          return (
            <li key={item.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 hover:bg-muted">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  checked={checked}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
                />
                <span className="flex-1 text-sm">{item.label}</span>
                {item.detail && <span className="text-sm text-muted-foreground">{item.detail}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
