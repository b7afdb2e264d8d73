import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { newPasswordField } from '../../../../domain/api/staff';
import { PASSWORD_POLICY, PasswordField } from './password-field';
import { sameAsNewPassword, schemaRule } from './password-rules';

export interface NewPasswordValues {
  newPassword: string;
  repeat: string;
}

const checkNewPassword = schemaRule(newPasswordField, 'Enter a new password');

/** 'New password' with the policy under it, and 'Repeat the new password': the set-password page and the account tab. */
export function NewPasswordFields({ id, register, errors }: { id: string; register: UseFormRegister<NewPasswordValues>; errors: FieldErrors<NewPasswordValues> }) {
  return (
    <>
      <PasswordField
        id={`${id}-new`}
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_POLICY}
        error={errors.newPassword?.message}
        registration={register('newPassword', { validate: checkNewPassword })}
      />
      <PasswordField
        id={`${id}-repeat`}
        label="Repeat the new password"
        autoComplete="new-password"
        error={errors.repeat?.message}
        registration={register('repeat', { validate: sameAsNewPassword })}
      />
    </>
  );
}
