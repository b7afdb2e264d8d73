import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordRequestSchema } from '../../../../../domain/api/staff';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { changePassword } from '../../api/account';
import { adminKeys } from '../../api/query-keys';
import { passwordFieldOf } from '../../components/password-errors';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PasswordField } from '../../components/password-field';
import { schemaRule } from '../../components/password-rules';
import { plainFailure } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}
const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', repeat: '' };
const checkCurrentPassword = schemaRule(changePasswordRequestSchema.shape.currentPassword, 'Enter your current password');

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
  return (
    <form noValidate className="grid max-w-md gap-4" aria-label="Change password" onSubmit={handleSubmit((values) => save.mutate(values))}>
      <PasswordField
        id={`${id}-current`}
        label="Current password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        registration={register('currentPassword', { validate: checkCurrentPassword })}
      />
      <NewPasswordFields id={id} register={register} errors={formState.errors} />
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
