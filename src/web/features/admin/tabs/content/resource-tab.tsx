import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, DollarSign, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { deleteRow, listRows, reorderRows, saveRow, type Row, type Scope } from '../../api/content';
import { bodyOf, formStateOf, splitMessage, type FormState } from './form-body';
import type { ResourceSpec } from './resources';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ImportFromWaButton, SeedExperiencesButton } from './content-actions';
import type { AdminScope } from '../../admin-scope';
import { adminKeys } from '../../api/query-keys';
import { ManagePricingDialog } from './manage-pricing-dialog';
import { ResourceForm } from './resource-form';
import { SortableRow } from './sortable-row';


const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : 'Please try again');

/**
 * One content tab (SPEC §2/§4 "Admin"): the list with Active/Inactive badges, add/edit form (POST without
 * id, PUT with), delete after confirmation (204), and reordering saved in one call.
 */
export function ResourceTab({ spec, scope }: { spec: ResourceSpec; scope: AdminScope }) {
  const queryClient = useQueryClient();
  const listScope: Scope = {
    ...(spec.regionScoped && scope.regionId !== undefined ? { regionId: scope.regionId } : {}),
    ...(spec.appContextScoped ? { appContext: scope.appContext } : {}),
  };
  const queryKey = adminKeys.list(spec.type, listScope);
  const list = useQuery({ queryKey, queryFn: () => listRows(spec.type, listScope), enabled: !spec.regionScoped || scope.regionId !== undefined });
  const [form, setForm] = useState<{ row: Row | undefined; key: number } | undefined>();
  const [formError, setFormError] = useState<string>();
  const [deleting, setDeleting] = useState<Row>();
  const [pricing, setPricing] = useState<Row>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.byType(spec.type) });

  const save = useMutation({
    mutationFn: ({ row, body }: { row: Row | undefined; body: Record<string, unknown> }) => saveRow(spec.type, row?.id, body, listScope.regionId),
    onSuccess: async () => {
      toast({ title: `${spec.noun} saved successfully`, variant: 'success' });
      setForm(undefined);
      await refresh();
    },
    onError: (error) => {
      setFormError(serverMessage(error));
      toast({ title: spec.failureTitle ?? `Failed to save ${spec.failureNoun}`, description: serverMessage(error), variant: 'destructive' });
    },
  });
  const remove = useMutation({
    mutationFn: (row: Row) => deleteRow(spec.type, row.id, listScope.regionId),
    onSuccess: async () => {
      toast({ title: 'Item deleted successfully', variant: 'success' });
      await refresh();
    },
    onError: (error) => toast({ title: 'Failed to delete item', description: serverMessage(error), variant: 'destructive' }),
  });
  const reorder = useMutation({
    mutationFn: (orderedIds: number[]) => reorderRows(spec.type, orderedIds, listScope.regionId),
    onSuccess: async () => {
      toast({ title: 'Items reordered successfully', variant: 'success' });
      await refresh();
    },
    onError: (error) => toast({ title: 'Failed to reorder items', description: serverMessage(error), variant: 'destructive' }),
  });

  const submit = (row: Row | undefined, state: FormState) => {
    const body = bodyOf(spec, state);
    if (row === undefined) {
      if (listScope.regionId !== undefined) body.regionId = listScope.regionId;
      if (spec.appContextScoped) body.appContext = scope.appContext;
    }
    // The server's own schema, checked here first so the SPEC §5 message shows without a round trip.
    const checked = (row === undefined ? spec.create : spec.update).safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Please check the form';
      setFormError(message);
      const { title, description } = splitMessage(message);
      toast({ title, ...(description ? { description } : {}), variant: 'destructive' });
      return;
    }
    setFormError(undefined);
    save.mutate({ row, body });
  };

  const rows = list.data ?? [];
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const saveOrder = (ids: number[]) => {
    // Shown at once; the server's answer (or a failure) refreshes the list.
    queryClient.setQueryData(queryKey, ids.map((id) => rows.find((row) => row.id === id)!));
    reorder.mutate(ids);
  };
  const move = (index: number, by: -1 | 1) => saveOrder(arrayMove(rows.map((row) => row.id), index, index + by));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = rows.map((row) => row.id);
    saveOrder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <section aria-labelledby={`${spec.type}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${spec.type}-title`} className="text-xl font-bold">
          {spec.tab}
        </h2>
        <div className="flex flex-wrap gap-2">
          {spec.actions === 'import-from-wa' && (spec.type === 'connecting-services' || spec.type === 'pilot-training') && (
            <ImportFromWaButton type={spec.type} region={scope.region} regions={scope.regions ?? []} />
          )}
          {spec.actions === 'seed-experiences' && list.isSuccess && <SeedExperiencesButton region={scope.region} rows={list.data} />}
          {!form && !spec.customAdd && (
            <Button
              onClick={() => {
                setFormError(undefined);
                setForm({ row: undefined, key: Date.now() });
              }}
            >
              <Plus aria-hidden />
              Add {spec.noun.toLowerCase()}
            </Button>
          )}
        </div>
      </div>

      {form && (
        <ResourceForm
          key={form.key}
          spec={spec}
          initial={formStateOf(spec, form.row)}
          editing={form.row}
          saving={save.isPending}
          error={formError}
          onSubmit={(state) => submit(form.row, state)}
          onCancel={() => setForm(undefined)}
          scopeRegionId={listScope.regionId}
        />
      )}

      {list.isPending && list.fetchStatus !== 'idle' ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(list.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{spec.empty}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
            <ol className="grid gap-2" aria-label={`${spec.tab} in display order`}>
              {rows.map((row, index) => {
                const name = spec.label(row);
                const value = spec.value?.(row);
                return (
                  <SortableRow key={row.id} id={row.id} name={name} enabled={spec.reorderable && !reorder.isPending}>
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold">{name}</p>
                      {value && <p className="truncate font-mono text-xs text-muted-foreground">{value}</p>}
                    </div>
                    <Badge variant={row.isActive === false ? 'muted' : 'success'}>{row.isActive === false ? 'Inactive' : 'Active'}</Badge>
                    <div className="flex items-center gap-1">
                      {spec.reorderable && (
                        <>
                          <Button size="icon" variant="ghost" aria-label={`Move ${name} up`} disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
                            <ArrowUp aria-hidden />
                          </Button>
                          <Button size="icon" variant="ghost" aria-label={`Move ${name} down`} disabled={index === rows.length - 1 || reorder.isPending} onClick={() => move(index, 1)}>
                            <ArrowDown aria-hidden />
                          </Button>
                        </>
                      )}
                      {spec.rowDialog === 'manage-pricing' && listScope.regionId !== undefined && (
                        <Button size="icon" variant="ghost" aria-label={`Manage pricing for ${name}`} onClick={() => setPricing(row)}>
                          <DollarSign aria-hidden />
                        </Button>
                      )}
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Edit ${name}`}
                        onClick={() => {
                          setFormError(undefined);
                          setForm({ row, key: Date.now() });
                        }}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <Button size="icon" variant="ghost" aria-label={`Delete ${name}`} onClick={() => setDeleting(row)}>
                        <Trash2 aria-hidden className="text-destructive" />
                      </Button>
                    </div>
                  </SortableRow>
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      {pricing && listScope.regionId !== undefined && <ManagePricingDialog destination={pricing} regionId={listScope.regionId} onClose={() => setPricing(undefined)} />}
      <ConfirmDialog
        open={deleting !== undefined}
        title={`Delete ${deleting ? spec.label(deleting) : ''}?`}
        description={`This ${spec.noun.toLowerCase()} is removed for good; visitors stop seeing it at once.`}
        confirmLabel="Delete"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(undefined);
        }}
      />
    </section>
  );
}
