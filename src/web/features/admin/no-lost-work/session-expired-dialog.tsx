import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { SignInFields, useSignIn } from '../sign-in/sign-in-fields';
import { signedInAgain, signInCancelled, useSignInNeeded } from './session-renewal';

/**
 * Over the open form when a save met an ended session: the same sign-in call as the sign-in page (the
 * two-factor code step included); once it succeeds the waiting save is sent again (api/admin-request.ts),
 * with the form as it was typed.
 */
export function SessionExpiredDialog({ email }: { email: string }) {
  const open = useSignInNeeded();
  const id = useId();
  const signIn = useSignIn({ email, onSignedIn: signedInAgain });
  const cancel = () => {
    signIn.reset();
    signInCancelled();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && cancel()}>
      <DialogContent aria-describedby={`${id}-why`}>
        <DialogHeader>
          <DialogTitle>Sign in to save</DialogTitle>
          <DialogDescription id={`${id}-why`}>Your session has ended. Sign in again and your changes are saved as you typed them.</DialogDescription>
        </DialogHeader>
        <form onSubmit={signIn.submit} className="grid gap-3">
          <SignInFields id={id} signIn={signIn} focusPassword />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={signIn.pending}>
              {signIn.pending ? 'Signing in…' : signIn.codeStep ? 'Verify and save' : 'Sign in and save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
