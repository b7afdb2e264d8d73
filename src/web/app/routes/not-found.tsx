import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SiteHeader } from '../../features/site-chrome';

/** A page that is not there, under the site's header: a visitor can still go home or change the language. */
export default function NotFoundRoute() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto flex min-h-[70vh] max-w-lg flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <Plane className="size-12 text-primary" aria-hidden />
        <h1 className="text-3xl font-bold">{t('notFoundTitle')}</h1>
        <p className="text-muted-foreground">{t('notFoundText')}</p>
        <Button asChild>
          <Link to="/">{t('backHome')}</Link>
        </Button>
      </main>
    </div>
  );
}
