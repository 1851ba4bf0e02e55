import '../components/users.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/list/list-pieces';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCan } from '@/lib/ability/use-can';
import { useAppSelector } from '@/lib/store/hooks';
import { showToast } from '@/lib/feedback/toast-service';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { refusedMessages, useGetUserPermissionQuery, useUpdateUserRecordMutation } from '../api/users-api';
import { LICENCE_MODULES, type LicenceCounts, type RolePermissionRow, type UserLicences, type UserRecord } from '../model';
import { userFieldErrors } from '../schemas/rule-messages';
import { useUserLabels } from '../components/labels';
import { countText } from '../components/user-form';
import { FormError } from '@/components/record/form-parts';

const BASIC = ['r_view', 'r_add', 'r_edit', 'r_destroy'] as const;
const PERMIT = ['is_revoke', 'is_extend', 'is_close', 'is_reject', 'is_approve'] as const;
type Right = (typeof BASIC)[number] | (typeof PERMIT)[number];

/**
 * /users/:id/permission (User read): the user's licences per module with the plan's used / total counts (the user
 * count follows UsedLicenseCountChannel live), editable with User update; and the effective permissions of the
 * user's role as a read-only matrix (roles are edited under /roles).
 */
export default function UserPermissionPage() {
  const { id } = useParams();
  const L = useUserLabels();
  const { t } = L;
  const canUpdate = useCan('update', 'User');
  const query = useGetUserPermissionQuery(Number(id), { skip: !id || !/^\d+$/.test(id) });
  const liveUsers = useAppSelector((s) => (s as { realtime?: { usedLicenceCount: number | null } }).realtime?.usedLicenceCount ?? null);
  const data = query.data;
  if (!data) return <MissingRecord loading={query.isLoading} text={t('permission.notFound')} query={query} />;
  const { user, role } = data;
  const counts: LicenceCounts = { ...data.licence_counts, users: { ...data.licence_counts.users, used: liveUsers ?? data.licence_counts.users.used } };

  const mark = (on: boolean | undefined) => (
    <>
      <span aria-hidden="true">{on ? '✓' : '—'}</span>
      <span className="sr-only">{on ? t('permission.yes') : t('permission.no')}</span>
    </>
  );
  const rows: RolePermissionRow[] = role?.actions ?? [];

  return (
    <div className="module-page users-ui">
      <div className="module-head">
        <h1>{t('permission.title', { name: user.full_name })}</h1>
        <div className="form-actions">
          {canUpdate && (
            <ButtonLink to={`/users/edit/${user.id}`} icon="pi pi-pencil" label={t('permission.editUser')} outlined />
          )}
          <Link to="/users" className="p-button p-button-outlined p-component" style={{ textDecoration: 'none' }}>
            {t('newUsers.allUsers')}
          </Link>
        </div>
      </div>
      <dl className="facts">
        <dt>{t('fields.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('fields.role')}</dt>
        <dd>{user.role_name || t('permission.noRole')}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>{L.status(user.display_status)}</dd>
        <dt>{t('fields.sites')}</dt>
        <dd>{user.site_names.join(', ') || '—'}</dd>
      </dl>

      <LicenceSection key={LICENCE_MODULES.map((m) => Number(user.licences[m])).join('')} user={user} counts={counts} canUpdate={canUpdate} />

      <TitledSection id="role-title" title={t('permission.roleTitle', { role: role?.name ?? t('permission.noRole') })}>
        {user.is_admin && <Message severity="info" text={t('permission.adminNote')} style={{ width: '100%', marginBottom: '1rem' }} />}
        <p className="hint">{t('permission.roleHint')}</p>
        {rows.length > 0 ? (
          <div className="matrix-wide">
            <table className="matrix">
              <caption id="role-matrix-caption">{t('permission.matrixCaption', { role: role?.name ?? '' })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('permission.module')}</th>
                  {[...BASIC, ...PERMIT].map((r) => (
                    <th key={r} scope="col">
                      {t(`rights.${r}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{t(`modules.${row.name}`, { defaultValue: row.name })}</th>
                    {[...BASIC, ...PERMIT].map((r: Right) => (
                      <td key={r}>{r.startsWith('is_') && row.name !== 'Permit' ? <span className="sr-only">{t('permission.notApplicable')}</span> : mark(row[r])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {rows.length > 0 ? (
          /* the same permissions as a list on narrow screens (ten columns do not fit a phone) */
          <ul className="matrix-narrow" aria-label={t('permission.matrixCaption', { role: role?.name ?? '' })}>
            {rows.map((row) => {
              const allowed = [...BASIC, ...(row.name === 'Permit' ? PERMIT : [])].filter((r) => row[r]);
              return (
                <li key={row.name}>
                  <strong>{t(`modules.${row.name}`, { defaultValue: row.name })}</strong>: {allowed.length ? allowed.map((r) => t(`rights.${r}`)).join(', ') : t('permission.no')}
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{t('permission.noRights')}</p>
        )}
      </TitledSection>
    </div>
  );
}

/** the user's licences per module with the plan's counts; saved with User update (PATCH /users/:id `{ licences }`) */
function LicenceSection({ user, counts, canUpdate }: { user: UserRecord; counts: LicenceCounts; canUpdate: boolean }) {
  const L = useUserLabels();
  const { t } = L;
  const [update, saving] = useUpdateUserRecordMutation();
  const [licences, setLicences] = useState<UserLicences>(user.licences);
  const [error, setError] = useState<string | null>(null);
  const dirty = LICENCE_MODULES.some((m) => licences[m] !== user.licences[m]);
  const save = async () => {
    setError(null);
    const result = await update({ id: user.id, user: { licences } });
    const messages = refusedMessages(result.error);
    if (messages || result.error) {
      const mapped = messages ? userFieldErrors(messages, t) : null;
      setError(mapped ? [...Object.values(mapped.fields), ...mapped.other].join(' ') : t('permission.saveFailed'));
      return;
    }
    showToast({ severity: 'success', detail: t('permission.saved', { name: user.full_name }) });
  };
  return (
      <TitledSection id="licences-title" title={t('permission.licences')}>
        <p className="hint">{t('licenceCount.users', { used: counts.users.used, total: counts.users.total ?? '∞' })}</p>
        <fieldset className="group">
          <legend>{t('permission.licencesOf', { name: user.full_name })}</legend>
          <ul className="licence-list">
            {LICENCE_MODULES.map((m) => (
              <li key={m}>
                <label htmlFor={`licence-${m}`} style={{ display: 'flex', gap: '0.4rem', alignItems: 'center', fontWeight: 600 }}>
                  <input id={`licence-${m}`} type="checkbox" checked={licences[m]} disabled={!canUpdate} aria-describedby={`licence-${m}-count`} onChange={(e) => setLicences({ ...licences, [m]: e.target.checked })} />
                  {L.licence(m)}
                </label>
                <span id={`licence-${m}-count`} className="hint">
                  {countText(L, counts[m])}
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
        {error && <FormError text={error} />}
        {canUpdate ? (
          <div className="form-actions">
            <Button type="button" icon="pi pi-check" label={t('permission.save')} disabled={!dirty} loading={saving.isLoading} onClick={() => void save()} />
          </div>
        ) : (
          <p className="hint">{t('permission.readOnly')}</p>
        )}
      </TitledSection>
  );
}
