import { useAtomValue } from 'jotai';
import { useDeferredValue, useId, useState } from 'react';
import type { AdminUser, AdminUserUpdate } from '../../../shared/contract/admin';
import { shownPackageLanguage } from '../../../shared/contract/products';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { formatDate } from '../../lib/format';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { countedText, languageAtom, useT, type Language } from '../../i18n';
import { useSession } from '../auth';
import { AdminFrame } from '../../components/AdminFrame';
import './admin.css';
import { Loaded } from './Loaded';
import { Pager } from './Pager';
import { FIRST_USERS_SEARCH, useUsers } from './api/get-users';
import { useUpdateUser } from './api/update-user';

/** Days a trial grows by from the users list. */
const TRIAL_EXTENSION_DAYS = 14;

/** `/admin/users`: every account, searched and filtered, with role, blocking and trial extension. */
export function UsersPage() {
  const t = useT();
  const [q, setQ] = useState(FIRST_USERS_SEARCH.q);
  const [role, setRole] = useState(FIRST_USERS_SEARCH.role);
  const [page, setPage] = useState(FIRST_USERS_SEARCH.page);
  const search = useDeferredValue({ q: q.trim(), role, page });
  const list = useUsers(search);

  return (
    <AdminFrame title={t('admin.users.title')} description={t('admin.users.description')}>
      <div className="admin-filters" role="search">
        <Field
          label={t('admin.users.search')}
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t('admin.users.role')}
          value={role}
          onChange={(event) => {
            setRole(event.currentTarget.value as '' | 'user' | 'admin');
            setPage(1);
          }}
        >
          <option value="">{t('admin.users.roleAll')}</option>
          <option value="user">{t('admin.role.user')}</option>
          <option value="admin">{t('admin.role.admin')}</option>
        </SelectField>
      </div>
      <Loaded query={list}>
        {(data) =>
          data.users.length === 0 ? (
            <p>{t('admin.users.none')}</p>
          ) : (
            <>
              <p className="admin-count" role="status">
                {countedText(t, 'admin.users.count', data.total)}
              </p>
              <div className="admin-table-scroll">
                <table className="admin-table admin-users">
                  <caption className="visually-hidden">{t('admin.users.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.users.colName')}</th>
                      <th scope="col" className="admin-users-more">
                        {t('admin.users.colRole')}
                      </th>
                      <th scope="col">{t('admin.users.colPlan')}</th>
                      <th scope="col" className="admin-users-more">
                        {t('admin.users.colCards')}
                      </th>
                      <th scope="col" className="admin-users-more">
                        {t('admin.users.colJoined')}
                      </th>
                      <th scope="col">{t('admin.users.colActions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.users.map((user) => (
                      <UserRow key={user.id} user={user} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </>
          )
        }
      </Loaded>
    </AdminFrame>
  );
}

/** The changes that are asked about first: blocking signs the account out everywhere, an admin has full rights. */
type Weighty = 'block' | 'makeAdmin';

/** An account's paid plan named in the screen's language, as the package itself is shown. */
function planNameIn(plan: AdminUser['plan'], language: Language): string | null {
  const names = { he: plan.name, en: plan.nameEn, ar: plan.nameAr, ru: plan.nameRu };
  return names[shownPackageLanguage(language, names)];
}

/**
 * One account. On a phone the row is compact (name, email, plan on one line each; role, cards and joining date left to
 * the wide table) and its actions, if it has any, open from a button; on a wider screen they are always there.
 */
function UserRow({ user }: { user: AdminUser }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const session = useSession();
  const update = useUpdateUser();
  const [actionsOpen, setActionsOpen] = useState(false);
  const [asking, setAsking] = useState<Weighty | null>(null);
  const actionsId = useId();
  const self = session.user?.id === user.id;
  const name = user.displayName || user.username;
  const changesAccount = !self && !user.isDemo;
  const extendsTrial = user.plan.status !== 'active';

  const change = (patch: AdminUserUpdate, done: string) =>
    update.mutate(
      { id: user.id, change: patch },
      {
        onSuccess: () => toast({ title: done, description: name }),
        onError: (error) => toast({ title: t('admin.users.failed'), description: messageOf(error, t('admin.users.failed')), variant: 'destructive' }),
        onSettled: () => setAsking(null),
      },
    );
  // The button pressed says it is busy; the row's others are off meanwhile.
  const busyWith = (field: keyof AdminUserUpdate) => update.isPending && update.variables.change[field] !== undefined;
  const block = () => change({ disabled: true }, t('admin.users.blockedDone'));
  const makeAdmin = () => change({ userRole: 'admin' }, t('admin.users.roleChanged'));

  const plan =
    user.plan.status === 'active'
      ? planNameIn(user.plan, language)
      : user.plan.status === 'trial'
        ? t('admin.plan.trial', { date: formatDate(user.trialEndsAt) })
        : t('admin.plan.basic');

  return (
    <tr>
      <th scope="row">
        <span className="admin-user-name" dir="auto">
          {name}
        </span>
        <span className="admin-user-meta" dir="ltr">
          @{user.username} · {user.email}
        </span>
        {user.disabled && <span className="admin-badge admin-badge--danger">{t('admin.users.blocked')}</span>}
        {user.isDemo && <span className="admin-badge">{t('admin.users.demo')}</span>}
      </th>
      <td className="admin-users-more">{t(user.userRole === 'admin' ? 'admin.role.admin' : 'admin.role.user')}</td>
      <td className="admin-users-plan">{plan}</td>
      <td className="admin-users-more">{user.cards}</td>
      <td className="admin-users-more">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td className="admin-users-actions">
        {(changesAccount || extendsTrial) && (
          <>
            <Button
              variant="ghost"
              className="admin-actions-toggle"
              aria-expanded={actionsOpen}
              aria-controls={actionsId}
              aria-label={t('admin.users.actionsOf', { name })}
              onClick={() => setActionsOpen((open) => !open)}
            >
              {t('admin.users.colActions')}
            </Button>
            <div id={actionsId} className="admin-row-actions" hidden={!actionsOpen}>
              {changesAccount && (
                <Button
                  variant="secondary"
                  busy={busyWith('userRole')}
                  disabled={update.isPending}
                  aria-label={t(user.userRole === 'admin' ? 'admin.users.makeUserOf' : 'admin.users.makeAdminOf', { name })}
                  onClick={() => (user.userRole === 'admin' ? change({ userRole: 'user' }, t('admin.users.roleChanged')) : setAsking('makeAdmin'))}
                >
                  {t(user.userRole === 'admin' ? 'admin.users.makeUser' : 'admin.users.makeAdmin')}
                </Button>
              )}
              {changesAccount && (
                <Button
                  variant={user.disabled ? 'secondary' : 'danger'}
                  busy={busyWith('disabled')}
                  disabled={update.isPending}
                  aria-label={t(user.disabled ? 'admin.users.unblockOf' : 'admin.users.blockOf', { name })}
                  onClick={() => (user.disabled ? change({ disabled: false }, t('admin.users.unblocked')) : setAsking('block'))}
                >
                  {t(user.disabled ? 'admin.users.unblock' : 'admin.users.block')}
                </Button>
              )}
              {extendsTrial && (
                <Button
                  variant="ghost"
                  busy={busyWith('extendTrialDays')}
                  disabled={update.isPending}
                  aria-label={t('admin.users.extendOf', { name, days: TRIAL_EXTENSION_DAYS })}
                  onClick={() => change({ extendTrialDays: TRIAL_EXTENSION_DAYS }, t('admin.users.extended', { days: TRIAL_EXTENSION_DAYS }))}
                >
                  {t('admin.users.extend', { days: TRIAL_EXTENSION_DAYS })}
                </Button>
              )}
            </div>
          </>
        )}
        {asking && (
          <ConfirmDialog
            title={t(asking === 'block' ? 'admin.users.blockTitle' : 'admin.users.makeAdminTitle', { name })}
            text={t(asking === 'block' ? 'admin.users.blockText' : 'admin.users.makeAdminText')}
            confirmLabel={t(asking === 'block' ? 'admin.users.block' : 'admin.users.makeAdmin')}
            pending={update.isPending}
            onConfirm={asking === 'block' ? block : makeAdmin}
            onClose={() => setAsking(null)}
          />
        )}
      </td>
    </tr>
  );
}
