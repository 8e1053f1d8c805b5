import { isApiError, type User } from '@backoffice/api-client';
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { readListState, useListState } from '../../lib/use-list-state.ts';
import { formatDate, formatDateTime, parseServerDate } from '../../lib/dates.ts';
import { errorMessage, notifyDeleteError, notifySuccess } from '../../lib/errors.ts';
import { userAtom } from '../../lib/session.ts';
import { prefetchUsers, useDeleteUserMutation, useUsersQuery } from './api.ts';
import { mayManage, ROLE_LABELS } from './roles.ts';
import { UserActiveSwitch } from './UserActiveSwitch.tsx';
import { EmailText, NoWrap, Wrapping } from './user-cells.tsx';
import { hasKeptForm, KEPT_DIALOGS } from '../../lib/session-resume.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';

const UserDialog = lazy(() => import('./UserDialog.tsx'));

const deleteFailed = msg({ id: 'users.error_delete', message: 'Error deleting user' });
const loadFailed = msg({ id: 'users.error_load', message: 'Error loading users' });

type DialogState = { mode: 'create' } | { mode: 'edit'; user: User } | null;

const fullName = (user: Pick<User, 'firstname' | 'lastname'>) => `${user.firstname} ${user.lastname}`.trim();

/** The screen's data starts with its chunk, while the shell loads and the session is checked (app/routes.ts). */
export function prefetchUsersPage({ api, token, search }: PrefetchContext): void {
  prefetchUsers(serverStateFor(api, token), readListState(search).search);
}

/**
 * /users (admin, schooladmin; docs/product/screens.md): the users in scope with a search, sortable columns, an
 * active toggle and a delete per row, and the create/edit dialog. The signed-in user's own row
 * offers neither the toggle nor the delete. `?user={id}` opens that user's dialog (the links to a
 * user elsewhere, as users have no page of their own); `userSections` are other features' parts
 * in an existing user's dialog (their change history: app/pages/UsersPage.tsx).
 */
export default function UsersPage({ userSections }: { userSections?: (user: User) => ReactNode }) {
  const { t, i18n } = useLingui();
  const me = useAtomValue(userAtom);
  const list = useListState();
  const [dialog, setDialog] = useState<DialogState>(() => (hasKeptForm(KEPT_DIALOGS.newUser) ? { mode: 'create' } : null));
  const [toDelete, setToDelete] = useState<User | null>(null);
  const users = useUsersQuery(list.search);
  const remove = useDeleteUserMutation();
  const isAdmin = me?.usertype === 'admin';
  const [params, setParams] = useSearchParams();
  const linkedId = Number(params.get('user')) || null;
  const mayOpen = (user: User) => mayManage(me, user) || user.user_id === me?.user_id;

  // A link to a user opens their dialog once the list holds them.
  useEffect(() => {
    const linked = linkedId === null ? undefined : users.data?.find((user) => user.user_id === linkedId);
    if (linked && mayOpen(linked)) setDialog({ mode: 'edit', user: linked });
    // Only a new link or list decides; `mayOpen` follows `me`, which the list already depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedId, users.data]);
  const closeDialog = () => {
    setDialog(null);
    // Closing ends the link too, so that the list's next refresh does not open it again.
    if (linkedId !== null) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('user');
          return next;
        },
        { replace: true },
      );
    }
  };

  const columns = useMemo<Column<User>[]>(() => {
    const roleLabel = (user: User) => i18n._(ROLE_LABELS[user.usertype]);
    const list: (Column<User> | null)[] = [
      { key: 'firstname', header: t({ id: 'users.column.firstname', message: 'First name' }), kind: 'title' },
      { key: 'lastname', header: t({ id: 'users.column.lastname', message: 'Last name' }), kind: 'title' },
      {
        key: 'email',
        header: t({ id: 'users.column.email', message: 'E-mail' }),
        render: (user) => <EmailText email={user.email} />,
      },
      {
        key: 'usertype',
        header: t({ id: 'users.column.role', message: 'Role' }),
        sortValue: roleLabel,
        render: (user) => <Wrapping>{roleLabel(user)}</Wrapping>,
      },
      isAdmin
        ? {
            key: 'school_name',
            header: t({ id: 'users.column.school', message: 'School' }),
            render: (user) => <Wrapping>{user.school_name ?? '—'}</Wrapping>,
          }
        : null,
      {
        key: 'registered',
        header: t({ id: 'users.column.registered', message: 'Registered' }),
        sortValue: (user) => parseServerDate(user.registered),
        render: (user) => <NoWrap>{formatDate(user.registered)}</NoWrap>,
      },
      {
        key: 'lastlogin',
        header: t({ id: 'users.column.lastlogin', message: 'Last login' }),
        sortValue: (user) => parseServerDate(user.lastlogin),
        render: (user) => <NoWrap>{formatDateTime(user.lastlogin)}</NoWrap>,
      },
      {
        key: 'active',
        header: t({ id: 'users.column.active', message: 'Active' }),
        kind: 'control',
        render: (user) => (
          <UserActiveSwitch
            user={user}
            label={t({ id: 'users.active_named', message: `Active: ${fullName(user)}` })}
            disabled={user.user_id === me?.user_id || !mayManage(me, user)}
          />
        ),
      },
      {
        key: 'actions',
        header: t({ id: 'users.column.actions', message: 'Actions' }),
        sortable: false,
        align: 'end',
        kind: 'actions',
        render: (user) =>
          user.user_id === me?.user_id || !mayManage(me, user) ? null : (
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t({ id: 'users.delete_named', message: `Delete ${fullName(user)}` })}
              onClick={() => setToDelete(user)}
            >
              <TrashIcon />
            </IconButton>
          ),
      },
    ];
    return list.filter((column): column is Column<User> => column !== null);
  }, [t, i18n, isAdmin, me]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.user_id);
      void notifySuccess(t({ id: 'users.deleted', message: 'User deleted' }));
      setToDelete(null);
    } catch (failure) {
      void notifyDeleteError(failure, deleteFailed);
      if (isApiError(failure) && failure.status === 404) setToDelete(null);
    }
  };

  return (
    <>
      <PageHeading>{t({ id: 'users.title', message: 'Users' })}</PageHeading>
      <DataTable
        caption={t({ id: 'users.title', message: 'Users' })}
        columns={columns}
        rows={users.data ?? []}
        loadError={users.isError ? errorMessage(users.error, loadFailed) : null}
        onRetry={() => void users.refetch()}
        rowKey={(user) => user.user_id}
        loading={users.isPending || users.isFetching}
        listState={list}
        searchLabel={t({ id: 'users.search', message: 'Search users' })}
        isRowInactive={(user) => !user.active}
        stackOnPhone
        onRowClick={(user) => {
          if (mayOpen(user)) setDialog({ mode: 'edit', user });
        }}
        emptyText={t({ id: 'users.empty', message: 'No users found.' })}
        toolbar={
          <HStack>
            <Button colorPalette="teal" size="sm" aria-haspopup="dialog" onClick={() => setDialog({ mode: 'create' })}>
              <PlusIcon />
              {t({ id: 'users.add', message: 'Add user' })}
            </Button>
          </HStack>
        }
      />
      {dialog ? (
        <Suspense fallback={null}>
          <UserDialog
            key={dialog.mode === 'edit' ? dialog.user.user_id : 'new'}
            open
            user={dialog.mode === 'edit' ? dialog.user : null}
            onClose={closeDialog}
            extra={dialog.mode === 'edit' ? userSections?.(dialog.user) : undefined}
          />
        </Suspense>
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          open
          itemName={fullName(toDelete)}
          details={`${toDelete.email} · ${i18n._(ROLE_LABELS[toDelete.usertype])}`}
          onConfirm={confirmDelete}
          onClose={() => setToDelete(null)}
          busy={remove.isPending}
        />
      ) : null}
    </>
  );
}
