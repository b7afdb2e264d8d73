import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { COMMON_EVENT_FIELDS, EVENT_FIELDS, HOST_EVENT_NAMES, hostEventExample } from '../host-event-docs';
import { CodeBlock } from './code-block';

function FieldList({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation('page-embed');
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt>
            <code className="rounded bg-muted px-1 font-mono text-xs">{field}</code>
          </dt>
          <dd className="text-muted-foreground">{t(`events.fields.${field}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The three events a page with the script tag hears: when each comes, what its detail holds, an example. */
export function HostEvents() {
  const { t } = useTranslation('page-embed');
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Radio aria-hidden className="size-5 text-primary" />
        {t('events.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('events.intro')}</p>
      {HOST_EVENT_NAMES.map((name) => (
        <section key={name} className="grid gap-2">
          <h3 className="font-semibold">
            <code className="font-mono">charterflight:{name}</code>
          </h3>
          <p className="text-sm">{t(`events.when.${name}`)}</p>
          <FieldList fields={EVENT_FIELDS[name]} />
        </section>
      ))}
      <section className="grid gap-2">
        <h3 className="font-semibold">{t('events.commonTitle')}</h3>
        <FieldList fields={COMMON_EVENT_FIELDS} />
      </section>
      <CodeBlock label={t('events.example')} code={hostEventExample()} />
    </Card>
  );
}
