import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { useRetireFirstFrame } from '../lib/first-frame';

/** docs/product.md §2: 'Something went wrong' with Try Again (clears the error) and Refresh Page (reloads). */
export function SomethingWentWrong({ reset }: { reset: () => void }) {
  const { t } = useTranslation('common');
  useRetireFirstFrame();
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">{t('somethingWentWrong')}</h1>
      <p className="text-muted-foreground">{t('technicalIssue')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>{t('tryAgain')}</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('refreshPage')}
        </Button>
      </div>
    </div>
  );
}

/** docs/product.md §2: what /widget shows when the widget fails to render. */
export function WidgetError() {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="m-4 rounded-lg border border-destructive/50 bg-card p-6 text-center">
      <h1 className="text-lg font-bold text-destructive">{t('widgetError')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('widgetErrorText')}</p>
    </div>
  );
}
