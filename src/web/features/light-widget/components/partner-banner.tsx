import type { ReactNode } from 'react';
import { useLightText } from '../hooks/use-light-text';
import { PlaneIcon } from './icons';

/** Five filled stars, read out as one rating. */
function FiveStars({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5 text-amber-500">
      {[0, 1, 2, 3, 4].map((star) => (
        <svg key={star} aria-hidden viewBox="0 0 24 24" className="size-4 fill-current">
          <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z" />
        </svg>
      ))}
    </span>
  );
}

/**
 * The partner banner (docs/product.md: 'On-demand Air taxi booking', a five-star row, 'Trusted by 500+
 * customers') beside the route picker, laid out for the documented 1000x180 frame: from 640 px wide it
 * is exactly 180 px high, with the picker centred in it; on a phone the banner's words go on two short lines (the title; the stars and the trust line)
 * above the picker, which still fits 180 px (an error or a notice makes it taller: embed.js follows).
 */
export function PartnerBanner({ children }: { children: ReactNode }) {
  const { t } = useLightText();
  return (
    <div className="grid min-h-[180px] w-full content-center gap-2 rounded-lg border bg-card p-2.5 text-card-foreground sm:h-[180px] sm:grid-cols-[16rem_minmax(0,1fr)] sm:items-center sm:gap-5 sm:px-5 sm:py-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 sm:flex-col sm:items-start sm:gap-1.5 sm:border-r sm:pr-5">
        <p className="flex basis-full items-center gap-2 text-sm font-bold leading-5 text-primary sm:basis-auto sm:text-lg sm:leading-tight">
          <PlaneIcon />
          {t('bannerTitle')}
        </p>
        <FiveStars label={t('bannerRating')} />
        <p className="text-xs leading-4 text-muted-foreground sm:text-sm">{t('bannerTrust')}</p>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
