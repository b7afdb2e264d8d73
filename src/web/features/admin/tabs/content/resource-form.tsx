import { useEffect, useId, useMemo, useState, type ElementType } from 'react';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import { TRANSLATION_MAX_LENGTH, textLimitsOf } from '../../../../../domain/api/admin/text-limits';
import type { AppContext } from '../../../../../domain/app-context';
import type { RegionRef } from '../../admin-scope';
import { TRANSLATED_LANGUAGES } from '../../../../../domain/language-codes';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { saveRow, type ContentBody } from '../../api/content';
import { describedBy, LengthLimit } from '../../components/length-limit';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { labelledMessage, placeIssues, plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { confirmDiscard, useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';
import { bodyOf, formFieldOf, formFieldOrder, formStateOf, splitMessage, type FormState } from './form-body';
import { firstMessage, schemaErrors } from './form-errors';
import { ResourceField } from './resource-field';
import type { ResourceSpec } from './content-tabs';
import { RegionTarget } from './region-target';
import { rowName } from './row-display';

const LANGUAGE_NAMES = { zh: '中文', hi: 'हिन्दी' } as const;

/** Where a form was opened: it saves there even if the shell's region or app context changes meanwhile. */
export interface FormScope {
  regionId: number | undefined;
  appContext: AppContext | undefined;
  /** Every region (for 'Saves into' and moving an item). */
  regions?: readonly RegionRef[] | undefined;
}

interface ResourceFormProps<K extends AdminContentType> {
  spec: ResourceSpec<K>;
  /** The row being edited (with its `version`), or undefined for a new one. */
  editing: AdminContentItem<K> | undefined;
  /** The shell's region and app context now; the form keeps the ones it was opened in. */
  scope: FormScope;
  onSaved(row: AdminContentItem<K>): void | Promise<void>;
  onCancel(): void;
  /** What renders the form's heading: the side panel passes its dialog title, so the panel is named by it. */
  titleAs?: ElementType;
}

/**
 * Add/edit form of one content type; English fields with their zh and hi versions beside them. It checks the
 * body with the server's own schema first, shows every problem beside its field (the first one focused),
 * sends the version it was opened with, and offers Reload/Overwrite when someone saved in between.
 */
export function ResourceForm<K extends AdminContentType>({ spec, editing, scope, onSaved, onCancel, titleAs: Title = 'h3' }: ResourceFormProps<K>) {
  const formId = useId();
  const [openedIn] = useState(scope);
  const order = formFieldOrder(spec);
  const limits = useMemo(() => textLimitsOf(spec.create), [spec.create]);
  const labelOf = (name: string) => spec.fields.find((field) => field.name === name)?.label;

  const resolver: Resolver<FormState> = (state) => {
    const checked = (editing ? spec.update : spec.create).safeParse(requestBody(spec, state, editing, openedIn));
    return checked.success ? { values: state, errors: {} } : { values: {}, errors: schemaErrors(spec.fields, state, checked.error.issues, order) };
  };

  const form = useForm<FormState>({ defaultValues: formStateOf(spec, editing), resolver, shouldFocusError: true });
  const { control, handleSubmit, reset, setError, setFocus, formState } = form;
  const saved = useDirtyForm(formState.isDirty);

  // The shell moved to another region or app context: a form opened elsewhere closes (when it had
  // changes, the shell asked first) rather than showing one region's item over another's list.
  useEffect(() => {
    if (scope.regionId !== openedIn.regionId || (spec.appContext && scope.appContext !== openedIn.appContext)) onCancel();
  }, [scope.regionId, scope.appContext, openedIn, spec.appContext, onCancel]);

  const failureTitle = spec.failureTitle ?? `Failed to save ${spec.label.toLowerCase()}`;
  const saver = useConflictSave<FormState, AdminContentItem<K>>({
    opened: { row: editing?.version },
    send: (state, versions) => {
      const body = requestBody(spec, state, editing, openedIn);
      const version = versions.get();
      return saveRow(spec.type, editing?.id, version === undefined ? body : { ...body, version }, openedIn.regionId);
    },
    onSaved: async (row) => {
      saved();
      reset(formStateOf(spec, row));
      toast({ title: `${spec.label} saved successfully`, variant: 'success' });
      await onSaved(row);
    },
    onFailed: (error) => {
      const placed = placeIssues(serverIssues(error, labelOf), (path) => formFieldOf(spec, path), order);
      placed.fields.forEach(([field, message], index) => setError(field as Path<FormState>, { type: 'server', message }, { shouldFocus: index === 0 }));
      const general = placed.fields.length > 0 ? placed.general[0] : (placed.general[0] ?? plainFailure(error));
      if (general) setError('root', { type: 'server', message: labelledMessage(general, labelOf) });
      toast({ title: failureTitle, description: placed.fields[0]?.[1] ?? labelledMessage(plainFailure(error), labelOf), variant: 'destructive' });
    },
    // The 409's row is the item as the admin reads it: parsed with the type's item schema, as any answer.
    onReload: (current) => reset(formStateOf(spec, spec.item.parse(current))),
  });

  const submit = handleSubmit(
    (state) => saver.save(state),
    (errors) => {
      const message = errors.root?.message ?? firstMessage(errors, order) ?? 'Please check the form';
      const { title, description } = splitMessage(message);
      toast({ title, ...(description ? { description } : {}), variant: 'destructive' });
      // Nothing beside a field (only the form-wide rule): the first field is where to start.
      if (!firstMessage(errors, order) && spec.fields[0]) setFocus(`values.${spec.fields[0].name}`);
    },
  );

  const rootError = formState.errors.root?.message;
  const title = editing ? `Edit ${spec.label.toLowerCase()}: ${rowName(spec, editing)}` : `Add ${spec.label.toLowerCase()}`;
  return (
    <form onSubmit={submit} noValidate aria-label={title} className="grid min-w-0 gap-4">
      <Title className="break-words pr-8 text-lg font-semibold">{title}</Title>
      <div className="grid gap-4 md:grid-cols-2">
        {spec.fields.map((field) => (
          <div key={field.name} className={field.kind === 'html' || field.kind === 'textarea' || field.kind === 'trainingUrls' || field.translatable ? 'md:col-span-2' : undefined}>
            <Controller
              control={control}
              name={`values.${field.name}`}
              render={({ field: input, fieldState }) => {
                const errorId = fieldState.error ? `${formId}-error-${field.name}` : undefined;
                return (
                  <>
                    <ResourceField
                      field={field}
                      id={`${formId}-field-${field.name}`}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      inputRef={input.ref}
                      errorId={errorId}
                      regionId={spec.type === 'regions' ? editing?.id : openedIn.regionId}
                      maxLength={limits[field.name]}
                    />
                    <FieldError id={errorId} message={fieldState.error?.message} />
                  </>
                );
              }}
            />
            {field.translatable && (
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {TRANSLATED_LANGUAGES.map((language) => (
                  <Controller
                    key={language}
                    control={control}
                    name={`translations.${language}.${field.name}`}
                    render={({ field: input, fieldState }) => {
                      const id = `${formId}-field-${field.name}-${language}`;
                      const errorId = fieldState.error ? `${id}-error` : undefined;
                      return (
                        <div className="grid gap-1">
                          <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
                            {field.label} ({LANGUAGE_NAMES[language]})
                          </label>
                          <Input
                            id={id}
                            ref={input.ref}
                            lang={language === 'zh' ? 'zh-CN' : language}
                            value={typeof input.value === 'string' ? input.value : ''}
                            onChange={(event) => input.onChange(event.target.value)}
                            onBlur={input.onBlur}
                            aria-invalid={errorId ? true : undefined}
                            aria-describedby={describedBy(errorId, `${id}-limit`)}
                          />
                          <LengthLimit id={`${id}-limit`} value={input.value} max={TRANSLATION_MAX_LENGTH} />
                          <FieldError id={errorId} message={fieldState.error?.message} />
                        </div>
                      );
                    }}
                  />
                ))}
              </div>
            )}
          </div>
        ))}
        {spec.region === 'none' ? null : (
          <Controller
            control={control}
            name="regionId"
            render={({ field: input }) => (
              <RegionTarget
                value={editing ? input.value : openedIn.regionId}
                current={editing ? formStateOf(spec, editing).regionId : undefined}
                regions={scope.regions ?? []}
                everyRegion={spec.region === 'optional'}
                onChange={input.onChange}
                onBlur={input.onBlur}
              />
            )}
          />
        )}
        {/* A region goes live by Publish, with its checks met (decision 0044), not by a checkbox. */}
        {spec.type !== 'regions' && (
          <Controller
            control={control}
            name="isActive"
            render={({ field: input }) => (
              <label className="flex items-center gap-2 text-sm font-semibold">
                <input type="checkbox" ref={input.ref} checked={input.value} onChange={(event) => input.onChange(event.target.checked)} onBlur={input.onBlur} className="size-4" />
                Active
              </label>
            )}
          />
        )}
      </div>
      {rootError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {rootError}
        </p>
      )}
      <ConflictNotice conflict={saver.conflict} busy={saver.pending} onReload={saver.reload} onOverwrite={saver.overwrite} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saver.pending}>
          {editing ? 'Update' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={() => void confirmDiscard().then((discard) => discard && onCancel())}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!id || !message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-destructive">
      {message}
    </p>
  );
}

/**
 * The body of POST/PUT; a new item is created in the region and app context the form was opened in; an
 * edited one moves when staff chose another region. A region's published state is not the form's: it
 * changes by Publish and Unpublish only.
 */
function requestBody<K extends AdminContentType>(spec: ResourceSpec<K>, state: FormState, editing: AdminContentItem<K> | undefined, openedIn: FormScope): ContentBody {
  const body = bodyOf(spec, state);
  if (spec.type === 'regions') delete body.isActive;
  if (editing === undefined) {
    if (spec.region !== 'none' && openedIn.regionId !== undefined) body.regionId = openedIn.regionId;
    if (spec.appContext && openedIn.appContext) body.appContext = openedIn.appContext;
  } else if (spec.region !== 'none' && state.regionId !== undefined && state.regionId !== formStateOf(spec, editing).regionId) {
    body.regionId = state.regionId;
  }
  return body;
}
