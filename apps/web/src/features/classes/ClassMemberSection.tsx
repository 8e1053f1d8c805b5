import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column, type SortState } from '../../components/DataTable.tsx';
import { RemoveIcon } from '../../components/icons.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { SearchableSelect } from '../../components/SearchableSelect.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { errorMessage, errorMessages, notifyDeleteError, notifyError, notifySuccess } from '../../lib/errors.ts';
import type { ListQuery } from '../../lib/list-query.ts';

/**
 * What tells one kind of class member (students, topics) from the other: the table, the add
 * dropdown and the removal's wording. Built once per language and class (useMemo), so that the
 * table's columns stay the same between renders.
 */
export interface ClassMemberKind<T> {
  title: string;
  /** The table's columns; the remove button's column is added after them. */
  columns: Column<T>[];
  caption: string;
  emptyText: string;
  rowKey: (member: T) => string | number;
  rowHref: (member: T) => string;
  defaultSort: SortState;
  isRowInactive?: (member: T) => boolean;
  addLabel: string;
  /** The open dropdown's text when nothing can be added. */
  addNone: string;
  candidateKey: (candidate: T) => string;
  candidateLabel: (candidate: T) => string;
  added: string;
  addFailed: MessageDescriptor;
  /** The member as the removal's question names it. */
  name: (member: T) => string;
  removeLabel: (member: T) => string;
  removeTitle: string;
  removeDialogTitle: string;
  removeQuestion: (name: string) => string;
  removeDetails: string;
  removed: string;
  removeFailed: MessageDescriptor;
}

export interface ClassMemberSectionProps<T> {
  kind: ClassMemberKind<T>;
  members: ListQuery<T>;
  /** What the add dropdown offers. */
  candidates: ListQuery<T>;
  /** Sends an addition; the callbacks are the mutation's own for this call (its toasts). */
  onAdd: (candidate: T, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  adding: boolean;
  onRemove: (member: T) => Promise<unknown>;
  removing: boolean;
}

/**
 * A class's members of one kind (its students, its topics; docs/product/screens.md): the table
 * with a remove button per row, an add dropdown searchable by typing, and a confirmation before
 * a removal. Removing only takes the member out of the class; nothing is deleted.
 */
export function ClassMemberSection<T>({ kind, members, candidates, onAdd, adding, onRemove, removing }: ClassMemberSectionProps<T>) {
  const { t } = useLingui();
  const [toRemove, setToRemove] = useState<T | null>(null);

  // The list's own failure shows in the table with a retry; the add menu's choices only warn.
  useEffect(() => {
    if (candidates.error) void notifyError(candidates.error, errorMessages.error);
  }, [candidates.error]);

  const columns = useMemo<Column<T>[]>(
    () => [
      ...kind.columns,
      {
        key: 'actions',
        header: t({ id: 'class.members.column.actions', message: 'Actions' }),
        sortable: false,
        align: 'end',
        kind: 'actions',
        render: (member) => (
          <RowIconButton tone="red" label={kind.removeLabel(member)} title={kind.removeTitle} onClick={() => setToRemove(member)}>
            <RemoveIcon />
          </RowIconButton>
        ),
      },
    ],
    [kind, t],
  );

  const add = (candidate: T) => {
    onAdd(candidate, {
      onSuccess: () => void notifySuccess(kind.added),
      onError: (error) => void notifyError(error, kind.addFailed),
    });
  };

  const confirmRemove = async () => {
    if (toRemove === null) return;
    try {
      await onRemove(toRemove);
      void notifySuccess(kind.removed);
    } catch (error) {
      void notifyDeleteError(error, kind.removeFailed);
    } finally {
      setToRemove(null);
    }
  };

  const removeName = toRemove === null ? '' : kind.name(toRemove);
  return (
    <SectionCard title={kind.title} count={members.data?.length}>
      <SearchableSelect
        label={kind.addLabel}
        items={candidates.data ?? []}
        itemKey={kind.candidateKey}
        itemLabel={kind.candidateLabel}
        onSelect={add}
        loading={candidates.isFetching || adding}
        emptyText={kind.addNone}
      />
      <DataTable
        caption={kind.caption}
        columns={columns}
        rows={members.data ?? []}
        loadError={members.isError ? errorMessage(members.error, errorMessages.error) : null}
        onRetry={() => void members.refetch()}
        rowKey={kind.rowKey}
        defaultSort={kind.defaultSort}
        rowHref={kind.rowHref}
        stackOnPhone
        isRowInactive={kind.isRowInactive}
        emptyText={kind.emptyText}
        loading={members.isPending}
      />
      <ConfirmDialog
        open={toRemove !== null}
        itemName={removeName}
        title={kind.removeDialogTitle}
        question={kind.removeQuestion(removeName)}
        details={kind.removeDetails}
        confirmLabel={t({ id: 'common.remove', message: 'Remove' })}
        undoable
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
        busy={removing}
      />
    </SectionCard>
  );
}
