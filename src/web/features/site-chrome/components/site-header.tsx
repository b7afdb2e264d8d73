import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

/** Sticky top bar: logo (home link), language switch and theme toggle. Compact on phones. */
export function SiteHeader() {
  const { t } = useTranslation('chrome');
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-2 px-3 sm:h-16 sm:px-6">
        <Link to="/" aria-label={t('homeLink')} className="min-w-0 rounded-md">
          <Logo className="min-w-0" nameClassName="truncate max-[359px]:sr-only" />
        </Link>
        <div className="flex shrink-0 items-center gap-2">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
