import { useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Language } from '../../domain/language-codes';
import { toast } from '../components/ui/toast';
import { requestFailureText } from './request-failure';
import { applyServerIssues, sharedSchemaResolver } from './shared-schema-form';
import { useIdempotencyKey } from './use-idempotency-key';

interface VisitorRequestOptions<TForm extends FieldValues, TBody, TSent> {
  /** The feature's namespace: its failedTitle, checkFields and failure texts. */
  namespace: string;
  /** The shared API schema the form is checked by as typed (docs/product.md §5). */
  schema: z.ZodType<TBody>;
  /** The visible fields, in the order they appear, so the first invalid one is the one focused. */
  fields: readonly Path<TForm>[];
  empty: TForm;
  /** The fields a new request keeps (who is asking). */
  keep: readonly (keyof TForm & string)[];
  /** What the request sends besides the visible fields, read at validation time so it is always current. */
  context: Record<string, unknown>;
  language: Language;
  /** Sends the checked body with its Idempotency-Key; what it answers is kept until a new request starts. */
  send(body: TBody, idempotencyKey: string): Promise<TSent>;
}

/**
 * A visitor's request form (the inquiry, the WeChat/Alipay link): checked by the API's own schema, sent once
 * per body, a refusal shown beside its fields or in a toast, and once stored, the answer until a new request.
 */
export function useVisitorRequest<TForm extends FieldValues, TBody, TSent>(options: VisitorRequestOptions<TForm, TBody, TSent>) {
  const { schema, fields, empty, keep, language } = options;
  const { t } = useTranslation(options.namespace);
  const [sent, setSent] = useState<TSent | null>(null);
  const { keyFor, settle } = useIdempotencyKey();
  const context = useRef(options.context);
  context.current = options.context;
  const resolver = useMemo(() => sharedSchemaResolver<TForm, TBody>(schema, fields, () => context.current), [schema, fields]);
  const form = useForm<TForm, unknown, TBody>({ resolver, defaultValues: empty as DefaultValues<TForm>, mode: 'onTouched' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await options.send(body, keyFor(body));
      settle();
      setSent(answer);
    } catch (error) {
      const landed = applyServerIssues(error, fields, form.setError);
      toast({ title: t('failedTitle'), description: landed ? t('checkFields') : requestFailureText(error, t, language), variant: 'destructive' });
    }
  });

  const startNew = () => {
    const values = form.getValues();
    form.reset({ ...empty, ...Object.fromEntries(keep.map((field) => [field, values[field]])) });
    setSent(null);
  };

  return { form, onSubmit, sent, startNew };
}
