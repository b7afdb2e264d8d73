import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { textLimitsOf } from '../../../../../domain/api/admin/text-limits';
import { createStaffRequestSchema, type CreateStaffRequest, type OneTimeLinkResponse } from '../../../../../domain/api/staff';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from '../../../../../domain/staff/roles';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { adminKeys } from '../../api/query-keys';
import { addStaff } from '../../api/staff';
import { describedBy, LengthLimit } from '../../components/length-limit';
import { placeIssues, plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { confirmDiscard, useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { OneTimeLink } from './one-time-link';

const FIELDS = ['name', 'email', 'role'] as const;
type Field = (typeof FIELDS)[number];
const fieldOf = (path: string) => FIELDS.find((field) => field === path);
const LABELS: Record<Field, string> = { name: 'Name', email: 'E-mail', role: 'Role' };
const LIMITS: Partial<Record<Field, number>> = textLimitsOf(createStaffRequestSchema);

const check: Resolver<CreateStaffRequest> = (values) => {
  const checked = createStaffRequestSchema.safeParse(values);
  if (checked.success) return { values: checked.data, errors: {} };
  const placed = placeIssues(checked.error.issues, fieldOf, FIELDS);
  return { values: {}, errors: Object.fromEntries(placed.fields.map(([field, message]) => [field, { type: 'schema', message }])) };
};

/** Add a person: name, e-mail and role (with what each role may do); then their one-time setup link, once. */
export function AddPersonDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: addStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
  });
  const close = () => {
    add.reset();
    onClose();
  };
  const added: OneTimeLinkResponse | undefined = add.data;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && (added ? close() : void confirmDiscard().then((discard) => discard && close()))}>
      <DialogContent aria-describedby={undefined}>
        {added ? (
          <>
            <DialogHeader>
              <DialogTitle>{added.user.name ?? added.user.email} was added</DialogTitle>
              <DialogDescription>They choose their own password with this link; until then the invite shows as pending.</DialogDescription>
            </DialogHeader>
            <OneTimeLink link={added} />
            <div className="flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Add a person</DialogTitle>
            </DialogHeader>
            <AddPersonForm add={add} onCancel={() => void confirmDiscard().then((discard) => discard && close())} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

type AddMutation = ReturnType<typeof useMutation<OneTimeLinkResponse, Error, CreateStaffRequest>>;

function AddPersonForm({ add, onCancel }: { add: AddMutation; onCancel(): void }) {
  const id = useId();
  const { register, handleSubmit, setError, watch, formState } = useForm<CreateStaffRequest>({ defaultValues: { name: '', email: '', role: 'agent' }, resolver: check });
  const forget = useDirtyForm(formState.isDirty);
  const submit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: forget,
      onError: (error) => {
        const placed = placeIssues(serverIssues(error, (path) => LABELS[path as Field]), fieldOf, FIELDS);
        placed.fields.forEach(([field, message], index) => setError(field as Field, { type: 'server', message }, { shouldFocus: index === 0 }));
      },
    }),
  );
  const failure = add.error && serverIssues(add.error).length === 0 ? plainFailure(add.error) : undefined;
  const error = (field: Field) => formState.errors[field]?.message;
  const describe = (field: Field) => describedBy(error(field) ? `${id}-${field}-error` : undefined, LIMITS[field] === undefined ? undefined : `${id}-${field}-limit`);
  const limit = (field: Field) => {
    const max = LIMITS[field];
    return max === undefined ? null : <LengthLimit id={`${id}-${field}-limit`} value={watch(field)} max={max} />;
  };
  const message = (field: Field) =>
    error(field) && (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-destructive">
        {error(field)}
      </p>
    );

  return (
    <form noValidate className="grid gap-4" aria-label="Add a person" onSubmit={submit}>
      <div className="grid gap-1">
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          Name
        </label>
        <Input id={`${id}-name`} autoComplete="off" aria-invalid={error('name') ? true : undefined} aria-describedby={describe('name')} {...register('name')} />
        {limit('name')}
        {message('name')}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          E-mail
        </label>
        <Input id={`${id}-email`} type="email" autoComplete="off" aria-invalid={error('email') ? true : undefined} aria-describedby={describe('email')} {...register('email')} />
        {limit('email')}
        {message('email')}
      </div>
      <fieldset className="grid gap-2" aria-describedby={describe('role')}>
        <legend className="mb-1 text-sm font-semibold">Role</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary">
            <input type="radio" value={role} className="mt-0.5 size-4" {...register('role')} />
            <span className="grid gap-0.5">
              <span className="font-semibold">{STAFF_ROLE_LABELS[role]}</span>
              <span className="text-muted-foreground">{STAFF_ROLE_DESCRIPTIONS[role]}</span>
            </span>
          </label>
        ))}
        {message('role')}
      </fieldset>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add person'}
        </Button>
      </div>
    </form>
  );
}
