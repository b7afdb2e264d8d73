import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordRequestSchema } from '../../../../../domain/api/staff';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { changePassword } from '../../api/account';
import { adminKeys } from '../../api/query-keys';
import { passwordFieldOf } from '../../components/password-errors';
import { PASSWORD_POLICY, PasswordField } from '../../components/password-field';
import { plainFailure } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}
const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', repeat: '' };

/** Change one's own password (the current one first); the server then ends every other session of this person. */
export function ChangePasswordForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordForm>({ defaultValues: EMPTY });
  const forget = useDirtyForm(formState.isDirty);
  const save = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordForm) => changePassword({ currentPassword, newPassword }),
    onSuccess: async () => {
      forget();
      reset(EMPTY);
      toast({ title: 'Password changed', description: 'You were signed out on every other device.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.mySessions() });
    },
    onError: (error) => {
      const placed = passwordFieldOf(error, FIELDS);
      if (placed) setError(placed.field as keyof PasswordForm, { type: 'server', message: placed.message }, { shouldFocus: true });
    },
  });
  const general = save.error && !passwordFieldOf(save.error, FIELDS) ? plainFailure(save.error) : undefined;
  const field = (name: 'currentPassword' | 'newPassword') => (value: string) => {
    const checked = changePasswordRequestSchema.shape[name].safeParse(value);
    return checked.success || (checked.error.issues[0]?.message ?? 'Enter a password');
  };
  return (
    <form noValidate className="grid max-w-md gap-4" aria-label="Change password" onSubmit={handleSubmit((values) => save.mutate(values))}>
      <PasswordField
        id={`${id}-current`}
        label="Current password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        registration={register('currentPassword', { validate: field('currentPassword') })}
      />
      <PasswordField
        id={`${id}-new`}
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_POLICY}
        error={formState.errors.newPassword?.message}
        registration={register('newPassword', { validate: field('newPassword') })}
      />
      <PasswordField
        id={`${id}-repeat`}
        label="Repeat the new password"
        autoComplete="new-password"
        error={formState.errors.repeat?.message}
        registration={register('repeat', { validate: (value, values) => value === values.newPassword || 'The two new passwords are not the same' })}
      />
      {general && (
        <p role="alert" className="text-sm text-destructive">
          {general}
        </p>
      )}
      <p className="text-sm text-muted-foreground">Changing it signs you out on every other device; this one stays signed in.</p>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
