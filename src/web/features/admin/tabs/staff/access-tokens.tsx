import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { createAccessTokenSchema, type AccessToken, type CreatedAccessToken } from '../../../../../domain/api/admin/access-tokens';
import { TOKEN_SCOPE_DESCRIPTIONS, TOKEN_SCOPE_LABELS, TOKEN_SCOPES, type TokenScope } from '../../../../../domain/staff/token-scopes';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../../api/access-tokens';
import { adminKeys } from '../../api/query-keys';
import { AdminTable } from '../../components/admin-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyableValue } from '../../components/copyable-value';
import { QueryState } from '../../components/query-state';
import { formatStaffTime } from '../../components/staff-time';
import { plainFailure } from '../../no-lost-work/field-errors';
import { useCheckedSubmit } from '../../no-lost-work/use-checked-submit';

/** The secret of a token just made: shown this once, to copy into the integration. */
function NewSecret({ made, onDone }: { made: CreatedAccessToken; onDone(): void }) {
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-primary/50 bg-primary/5 p-4" data-testid="new-access-token">
      <CopyableValue label={`The token for “${made.token.name}”: copy it now, it is not shown again`} value={made.secret} noun="token" />
      <p className="text-sm text-muted-foreground">
        The integration sends it as <code>Authorization: Bearer …</code> on each call to the API (see <a href="/api/docs">the API reference</a>).
      </p>
      <Button variant="ghost" className="justify-self-start" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

/** Name and scope of a new token, checked here as the server checks them. */
function NewTokenForm({ busy, onCreate }: { busy: boolean; onCreate(name: string, scope: TokenScope): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read-only');
  const { error, submit } = useCheckedSubmit(createAccessTokenSchema, { name, scope }, (checked) => onCreate(checked.name, checked.scope));
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end" aria-label="New access token">
      <div className="grid gap-1">
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          Name (what uses it)
        </label>
        <Input id={`${id}-name`} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : `${id}-scope-help`} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-scope`} className="text-sm font-semibold">
          What it may do
        </label>
        <NativeSelect id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value as TokenScope)} aria-describedby={`${id}-scope-help`}>
          {TOKEN_SCOPES.map((option) => (
            <option key={option} value={option}>
              {TOKEN_SCOPE_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        <KeyRound aria-hidden />
        Make token
      </Button>
      <p id={`${id}-scope-help`} className="text-sm text-muted-foreground sm:col-span-3">
        {TOKEN_SCOPE_LABELS[scope]}: {TOKEN_SCOPE_DESCRIPTIONS[scope]}.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive sm:col-span-3" data-field-error="">
          {error}
        </p>
      )}
    </form>
  );
}

function TokenRow({ token, busy, onRevoke }: { token: AccessToken; busy: boolean; onRevoke(token: AccessToken): void }) {
  const used = token.lastUsedAt ? `${formatStaffTime(token.lastUsedAt)}${token.lastUsedFrom ? ` from ${token.lastUsedFrom}` : ''}` : 'Never';
  return (
    <tr className="border-t align-top" data-testid="access-token-row" data-revoked={token.revokedAt ? 'true' : 'false'}>
      <td className="p-3">
        <span className="font-semibold">{token.name}</span>
        <span className="block font-mono text-xs text-muted-foreground">{token.prefix}…</span>
      </td>
      <td className="p-3">{TOKEN_SCOPE_LABELS[token.scope]}</td>
      <td className="p-3">
        {formatStaffTime(token.createdAt)}
        <span className="block text-xs text-muted-foreground">by {token.createdBy}</span>
      </td>
      <td className="p-3">{used}</td>
      <td className="p-3">
        {token.revokedAt ? (
          <span className="text-muted-foreground">Revoked {formatStaffTime(token.revokedAt)}</span>
        ) : (
          <Button variant="outline" disabled={busy} onClick={() => onRevoke(token)} aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * Access tokens for integrations (owner only, decision 0066): make one with a name and what it may do (its
 * secret shown once), see when and from where each was last used, revoke one at once.
 */
export function AccessTokens() {
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: adminKeys.accessTokens(), queryFn: listAccessTokens });
  const [made, setMade] = useState<CreatedAccessToken>();
  const [revoking, setRevoking] = useState<AccessToken>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.accessTokens() });
  const create = useMutation({
    mutationFn: ({ name, scope }: { name: string; scope: TokenScope }) => createAccessToken({ name, scope }),
    onSuccess: setMade,
    onError: (error) => toast({ title: 'No token was made', description: plainFailure(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (token: AccessToken) => revokeAccessToken(token.id),
    onSuccess: (_answer, token) => toast({ title: `“${token.name}” was revoked`, description: 'Calls with it are refused from now on.', variant: 'success' }),
    onError: (error) => toast({ title: 'The token was not revoked', description: plainFailure(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  return (
    <section aria-labelledby="access-tokens-title" className="grid gap-3">
      <h3 id="access-tokens-title" className="text-lg font-bold">
        Access tokens
      </h3>
      <p className="text-sm text-muted-foreground">For integrations (accounting, a CRM, a partner’s site): each token acts with what it may do, and what it changes is recorded as the token.</p>
      {made ? <NewSecret made={made} onDone={() => setMade(undefined)} /> : <NewTokenForm busy={create.isPending} onCreate={(name, scope) => create.mutate({ name, scope })} />}
      <QueryState query={tokens} loading={<Skeleton className="h-14" aria-busy="true" />}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">No access tokens yet.</p>
          ) : (
            <AdminTable caption="Access tokens" headers={['Token', 'May do', 'Made', 'Last used']} actions>
              {list.map((token) => (
                <TokenRow key={token.id} token={token} busy={revoke.isPending} onRevoke={setRevoking} />
              ))}
            </AdminTable>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={revoking !== undefined}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Calls with this token are refused at once. This cannot be undone: make a new token if it is needed again."
        confirmLabel="Revoke"
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
          setRevoking(undefined);
        }}
      />
    </section>
  );
}
