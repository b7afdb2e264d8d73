import { Plane } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SignInFields, useSignIn } from './sign-in-fields';

/** /admin when signed out: e-mail and password, and the server's reason in plain words when it refuses. */
export function SignInPage() {
  const id = useId();
  const signIn = useSignIn();

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
          <SignInFields id={id} signIn={signIn} />
          <Button type="submit" disabled={signIn.pending}>
            {signIn.pending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </Card>
    </main>
  );
}
