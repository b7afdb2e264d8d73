import { useId } from 'react';
import { DraftPreviewNotice } from '../../../components/draft-preview-notice';
import type { PlaceOption, RegionOption } from '../api/booking-options';
import type { LightSettings } from '../api/light-settings';
import { loadView, noticeText, type LoadBanner } from '../api/widget-state';
import type { BookingOptionsState } from '../hooks/use-booking-options';
import { useLightText } from '../hooks/use-light-text';
import { useLightWidget } from '../hooks/use-light-widget';
import { BookingModal } from './booking-modal';
import { PlaneIcon } from './icons';
import { PlaceSelect, type PlaceSelectProps } from './place-select';
import { ErrorPanel, LoadingBanner, OfflineBanner } from './status-panels';
import { LOOK, type Variant } from './variant';

/**
 * The compact From / To / Book Now picker in either variant (docs/product.md §2.3). `label` names its region
 * where a page shows more than one, so that each landmark's name is its own.
 */
export function LightWidget({ variant, settings, label }: { variant: Variant; settings: LightSettings; label?: string }) {
  const text = useLightText();
  const { t } = text;
  const widget = useLightWidget(variant, settings);
  const { options } = widget;
  const styled = variant === 'styled';
  const { firstLoad, banner } = loadView({ online: options.online, status: options.status, failed: Boolean(options.error), departures: options.departures.length });

  return (
    <section aria-label={label ?? t('pageTitle')} className={LOOK[variant].section}>
      <PreviewBanner drafts={widget.drafts} />
      {styled && (
        <p className="flex items-center gap-2 text-lg font-bold">
          <PlaneIcon />
          {t('question')}
        </p>
      )}
      <StatusBanner banner={banner} variant={variant} options={options} />
      <div className="grid">
        {firstLoad && (
          <div className="[grid-area:1/1]">
            <LoadingBanner variant={variant} />
          </div>
        )}
        <RouteForm variant={variant} widget={widget} hidden={firstLoad} />
      </div>
      {/* Always present, so that a screen reader hears each change the widget makes for the visitor. */}
      <div role="status" className={`text-sm text-foreground ${LOOK[variant].status}`}>
        {noticeText(widget.notice, text)}
      </div>
      {widget.bookingError && (
        <p role="alert" className="text-sm text-destructive">
          {t(widget.bookingError)}
        </p>
      )}
      <BookingModal src={widget.modalSrc} onClose={widget.closeModal} />
    </section>
  );
}

/** A staff preview showing draft regions says so, as the main site does (decision 0044). */
function PreviewBanner({ drafts }: { drafts: RegionOption[] }) {
  const { t, name } = useLightText();
  if (drafts.length === 0) return null;
  return <DraftPreviewNotice words={{ title: t('previewTitle'), draft: t('previewDraft', { region: drafts.map(name).join(', ') }), leave: t('previewLeave') }} />;
}

function StatusBanner({ banner, variant, options }: { banner: LoadBanner; variant: Variant; options: BookingOptionsState }) {
  if (banner === 'offline') return <OfflineBanner variant={variant} lost={options.connectionLost} />;
  if (banner === 'loading') return <LoadingBanner variant={variant} />;
  if (banner === 'error' && options.error) return <ErrorPanel variant={variant} error={options.error} failures={options.failures} onRetry={options.retry} />;
  return null;
}

/** From, To and Book Now; while the first load runs it keeps its place, invisible, under the loading banner. */
function RouteForm({ variant, widget, hidden }: { variant: Variant; widget: ReturnType<typeof useLightWidget>; hidden: boolean }) {
  const { t } = useLightText();
  const { choices, listsReady } = widget;
  const look = LOOK[variant];
  const places = [
    { key: 'from', label: t('from'), placeholder: t('selectDeparture'), groups: choices.departureGroups, value: choices.departure?.id, onChange: widget.chooseDeparture },
    { key: 'to', label: t('to'), placeholder: t('selectDestination'), groups: choices.destinationGroups, value: choices.destination?.id, onChange: widget.chooseDestination },
  ];
  return (
    <form
      aria-hidden={hidden || undefined}
      className={`grid items-end gap-2 [grid-area:1/1] ${look.form} ${hidden ? 'invisible' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        widget.book();
      }}
    >
      {places.map(({ key, ...place }) => (
        <PlaceField key={key} {...place} grouped={choices.grouped} disabled={!listsReady} className={look.select} />
      ))}
      <button type="submit" disabled={!widget.enabled} className={look.button}>
        {widget.enabled ? t('bookNow') : t('selectLocations')}
      </button>
    </form>
  );
}

/** A labelled place list (From or To). */
function PlaceField<T extends PlaceOption>({ label, ...select }: { label: string } & Omit<PlaceSelectProps<T>, 'id'>) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <PlaceSelect id={id} {...select} />
    </div>
  );
}
