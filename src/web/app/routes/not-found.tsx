import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export default function NotFoundRoute() {
  const { t } = useTranslation('common');
  return (
    <main id="main" className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <Plane className="size-12 text-primary" aria-hidden />
      <h1 className="text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('notFoundText')}</p>
      <Button asChild>
        <Link to="/">{t('backHome')}</Link>
      </Button>
    </main>
  );
}
