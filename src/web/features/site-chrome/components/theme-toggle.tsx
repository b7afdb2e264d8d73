import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../../lib/theme';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Cycles light → dark → system (docs/product.md §4); the icon and the accessible name state the current mode. */
export function ThemeToggle() {
  const { t } = useTranslation('chrome');
  const { preference, cycle } = useTheme();
  const Icon = ICONS[preference];
  const mode = t(`theme.${preference}`);
  return (
    <button
      type="button"
      onClick={cycle}
      aria-label={t('theme.toggle', { mode })}
      title={t('theme.toggle', { mode })}
      data-theme-preference={preference}
      className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md border border-input bg-card px-2.5 text-sm font-medium text-foreground hover:bg-muted"
    >
      <Icon aria-hidden="true" className="size-4" />
      <span aria-hidden="true" className="hidden md:inline">
        {mode}
      </span>
    </button>
  );
}
