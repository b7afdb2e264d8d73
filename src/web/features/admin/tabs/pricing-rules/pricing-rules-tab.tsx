import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { aircraftNameAndCode, AIRCRAFT_TYPES, type AircraftType } from '../../../../../domain/aircraft';
import { PRICING_RULE_FORMULA_TEXT, pricingRuleUpdateSchema, type PricingRule } from '../../../../../domain/api/admin/pricing-rules';
import { FLIGHT_TYPE_TITLES, ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../../../domain/flight-types';
import { PRICE_SOURCE_ORDER_TEXT } from '../../../../../domain/pricing-sources';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { listPricingRules, savePricingRule } from '../../api/pricing-rules';
import { adminKeys } from '../../api/query-keys';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { placeIssues, plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';
import { useCan } from '../../access/role-access';
import { QueryState } from '../../components/query-state';


interface RuleFields {
  basePrice: string;
  'same-day': string;
  scenic: string;
  'one-way': string;
  isActive: boolean;
}
type Draft = Record<string, RuleFields>;
const FIELD_ORDER = ['basePrice', 'multipliers.same-day', 'multipliers.scenic', 'multipliers.one-way'];
/** A server issue path ('multipliers.scenic') as the form's field name ('scenic'). */
const fieldOfPath = (path: string) => (path === 'basePrice' ? 'basePrice' : path.startsWith('multipliers.') ? path.slice('multipliers.'.length) : undefined);

const fieldsOf = (rule: PricingRule | undefined): RuleFields => ({
  basePrice: rule?.basePrice === null || rule?.basePrice === undefined ? '' : String(rule.basePrice),
  'same-day': String(rule?.multipliers['same-day'] ?? 1),
  scenic: String(rule?.multipliers.scenic ?? 1),
  'one-way': String(rule?.multipliers['one-way'] ?? 1),
  // A rule never saved starts switched on: typing a rate is what staff mean to apply.
  isActive: rule ? rule.version === 0 || rule.isActive : true,
});
const draftOf = (rules: PricingRule[]): Draft => Object.fromEntries(AIRCRAFT_TYPES.map((type) => [type, fieldsOf(rules.find((r) => r.aircraftType === type))]));
const bodyOf = (type: string, appContext: 'main' | 'twin', fields: RuleFields) => ({
  aircraftType: type,
  appContext,
  basePrice: fields.basePrice,
  multipliers: { 'same-day': fields['same-day'], scenic: fields.scenic, 'one-way': fields['one-way'] },
  isActive: fields.isActive,
});

/**
 * The per-hour rules (decision 0029): A$ per flight hour per aircraft type in the selected app context, a
 * multiplier per flight type, and the formula in words. Only the aircraft whose fields changed are sent,
 * each with the version it was opened at (0 when it had no rule), so a colleague's edit of another
 * aircraft is never overwritten.
 */
export function PricingRulesTab({ appContext }: { appContext: 'main' | 'twin' }) {
  const id = useId();
  const rules = useQuery({ queryKey: adminKeys.pricingRules(appContext), queryFn: () => listPricingRules(appContext) });
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Pricing Rules
      </h2>
      <Card className="grid gap-2 p-4 text-sm">
        <p data-testid="pricing-rule-formula">{PRICING_RULE_FORMULA_TEXT}</p>
        <p data-testid="price-source-order">{PRICE_SOURCE_ORDER_TEXT}</p>
        <p className="text-muted-foreground">
          These rules are for the {appContext === 'twin' ? 'twin (Mandarin)' : 'main'} app context; switch the App Context above for the other. An aircraft without an
          active rule is not priced by the hour.
        </p>
      </Card>
      <QueryState query={rules} loading="h-64">
        {/* Keyed by app context: the form is opened for one and saves there (a refetch never overwrites typing). */}
        {(data) => <RulesForm key={appContext} appContext={appContext} rules={data} />}
      </QueryState>
    </section>
  );
}

function RulesForm({ appContext, rules }: { appContext: 'main' | 'twin'; rules: PricingRule[] }) {
  const queryClient = useQueryClient();
  const id = useId();
  // A role that only reads content (agent) sees the rules, disabled, with no Save.
  const canWrite = useCan('content:write');
  const { register, handleSubmit, reset, getValues, setError, clearErrors, formState } = useForm<Draft>({ defaultValues: draftOf(rules) });
  useDirtyForm(formState.isDirty);
  // Which aircraft a failing save was sending (a 400 names only the field).
  const sending = useRef<string>(undefined);

  const placeOn = (type: string, issues: Parameters<typeof placeIssues>[0]) => {
    const placed = placeIssues(issues, fieldOfPath, FIELD_ORDER.map((p) => fieldOfPath(p)!));
    placed.fields.forEach(([field, message], at) => setError(`${type}.${field}` as Path<Draft>, { type: 'server', message }, { shouldFocus: at === 0 }));
    return placed.fields.length;
  };

  const saver = useConflictSave<string[], number>({
    opened: Object.fromEntries(rules.map((rule) => [rule.aircraftType, rule.version])),
    keyOf: (current) => String(current.aircraftType),
    send: async (types, versions) => {
      for (const type of types) {
        sending.current = type;
        const answer = await savePricingRule({ ...bodyOf(type, appContext, getValues(type)), version: versions.get(type) ?? 0 });
        versions.saved(answer, type);
      }
      return types.length;
    },
    onSaved: async () => {
      reset(getValues());
      toast({ title: 'Pricing rules saved successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.pricingRules() });
    },
    onFailed: (error) => {
      if (sending.current) placeOn(sending.current, serverIssues(error));
      toast({ title: 'Failed to save pricing rules', description: plainFailure(error), variant: 'destructive' });
    },
    onReload: (current) => reset({ ...getValues(), [String(current.aircraftType)]: fieldsOf(current as unknown as PricingRule) }),
  });

  const changedTypes = () => AIRCRAFT_TYPES.filter((type) => formState.dirtyFields[type] && Object.values(formState.dirtyFields[type]!).some(Boolean));

  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={handleSubmit(() => {
        clearErrors();
        const types = changedTypes();
        // The same checks as the server, before anything is sent: all or nothing.
        let invalid = 0;
        for (const type of types) {
          const checked = pricingRuleUpdateSchema.safeParse(bodyOf(type, appContext, getValues(type)));
          if (!checked.success) invalid += placeOn(type, checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
        }
        if (invalid === 0 && types.length > 0) saver.save(types);
      })}
    >
      <fieldset disabled={!canWrite} className="min-w-0 overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">Per-hour rules, {appContext} app context</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-2">
                Aircraft
              </th>
              <th scope="col" className="p-2">
                A$ per flight hour
              </th>
              {ROUTE_FLIGHT_TYPES.map((flightType) => (
                <th key={flightType} scope="col" className="p-2">
                  {FLIGHT_TYPE_TITLES[flightType]} multiplier
                </th>
              ))}
              <th scope="col" className="p-2">
                Active
              </th>
            </tr>
          </thead>
          <tbody>
            {AIRCRAFT_TYPES.map((type) => (
              <RuleRow key={type} id={id} type={type} register={register} errors={formState.errors[type]} />
            ))}
          </tbody>
        </table>
      </fieldset>
      <ConflictNotice conflict={saver.conflict} busy={saver.pending} onReload={saver.reload} onOverwrite={saver.overwrite} />
      {canWrite && (
        <Button type="submit" className="justify-self-start" disabled={saver.pending}>
          Save pricing rules
        </Button>
      )}
    </form>
  );
}

interface RowProps {
  id: string;
  type: AircraftType;
  register: ReturnType<typeof useForm<Draft>>['register'];
  errors: Partial<Record<keyof RuleFields, { message?: string | undefined }>> | undefined;
}

function RuleRow({ id, type, register, errors }: RowProps) {
  const label = aircraftNameAndCode(type);
  const cell = (field: 'basePrice' | RouteFlightType, name: string, placeholder: string) => {
    const error = errors?.[field]?.message;
    const fieldId = `${id}-${type}-${field}`;
    return (
      <td className="p-2 align-top">
        <label htmlFor={fieldId} className="sr-only">
          {name}, {label}
        </label>
        <Input
          id={fieldId}
          inputMode="decimal"
          placeholder={placeholder}
          className="min-w-24"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...register(`${type}.${field}`)}
        />
        {error && (
          <p id={`${fieldId}-error`} className="mt-1 text-xs text-destructive">
            {error}
          </p>
        )}
      </td>
    );
  };
  return (
    <tr className="border-t">
      <th scope="row" className="p-2 text-left font-medium">
        {label}
      </th>
      {cell('basePrice', 'A$ per flight hour', 'No rule')}
      {ROUTE_FLIGHT_TYPES.map((flightType) => (
        <Fragment key={flightType}>{cell(flightType, `${FLIGHT_TYPE_TITLES[flightType]} multiplier`, '1')}</Fragment>
      ))}
      <td className="p-2 align-top">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" {...register(`${type}.isActive`)} />
          <span className="sr-only">Active, {label}</span>
        </label>
      </td>
    </tr>
  );
}
