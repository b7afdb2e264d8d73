import { Plane } from 'lucide-react';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SignInFields, useSignIn } from './sign-in-fields';

/**
 * /admin when signed out: e-mail and password (then the two-factor code when the account has it), and the
 * server's reason in plain words when it refuses. A notice passed in the history state (the set-password
 * page's 'Your password is set') is shown above the form.
 */
export function SignInPage() {
  const id = useId();
  const signIn = useSignIn();
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-background p-4">
      <Card className="w-full max-w-sm p-6">
        <form onSubmit={signIn.submit} className="grid gap-4" aria-labelledby={`${id}-title`}>
          <div className="grid gap-1">
            <Plane aria-hidden className="size-8 text-primary" />
            <h1 id={`${id}-title`} className="text-xl font-bold">
              Charter Flight Admin Panel
            </h1>
            <p className="text-sm text-muted-foreground">Sign in to manage flights, prices and content.</p>
          </div>
          {typeof notice === 'string' && (
            <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm">
              {notice}
            </p>
          )}
          <SignInFields id={id} signIn={signIn} />
          <Button type="submit" disabled={signIn.pending}>
            {signIn.pending ? 'Signing in…' : signIn.codeStep ? 'Verify and sign in' : 'Sign in'}
          </Button>
        </form>
      </Card>
    </main>
  );
}
