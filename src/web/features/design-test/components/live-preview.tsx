import { Plane } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';

/** A sample of the booking widget's parts, drawn with whatever tokens the page carries. */
export function LivePreview() {
  const { t } = useTranslation('page-design-test');
  const from = useId();
  const name = useId();
  return (
    <Card className="grid gap-4 p-4 sm:p-6" data-testid="live-preview">
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-bold">
          <Plane aria-hidden className="size-5 text-primary" />
          {t('preview.heading')}
        </h3>
        <Badge>{t('preview.badge')}</Badge>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={from} className="text-sm font-semibold">
            {t('preview.from')}
          </label>
          <NativeSelect id={from} defaultValue="jandakot">
            <option value="jandakot">Jandakot Airport (YPJT)</option>
            <option value="perth">Perth Airport (YPPH)</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor={name} className="text-sm font-semibold">
            {t('preview.name')}
          </label>
          <Input id={name} placeholder={t('preview.namePlaceholder')} />
        </div>
      </div>
      <div className="grid gap-1 rounded-lg bg-secondary p-4 text-secondary-foreground">
        <p className="text-sm">{t('preview.estimate')}</p>
        <p className="text-3xl font-extrabold text-primary">A$567</p>
        <p className="text-sm text-muted-foreground">{t('preview.perPerson')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button>{t('preview.bookNow')}</Button>
        <Button variant="accent">{t('preview.accent')}</Button>
        <Button variant="outline">{t('preview.outline')}</Button>
      </div>
    </Card>
  );
}
