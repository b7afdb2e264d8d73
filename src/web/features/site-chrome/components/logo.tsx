import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** The plane mark: inline SVG, no request, inherits the text colour. */
export function PlaneMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <circle cx="16" cy="16" r="16" className="fill-primary" />
      <g transform="translate(6 6) scale(0.8333)" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="stroke-primary-foreground">
        <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z" />
      </g>
    </svg>
  );
}

/** Logo: plane mark and product name. */
export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  const { t } = useTranslation('chrome');
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <PlaneMark />
      <span className={cn('text-base font-bold tracking-tight text-foreground sm:text-lg', nameClassName)}>{t('productName')}</span>
    </span>
  );
}
