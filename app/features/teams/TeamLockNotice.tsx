import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TeamLock, TeamTemplateField } from '../../../shared/contract/organisations';
import { useT } from '../../i18n';
import { teamLockQueryOptions } from './api';

const NO_LOCK: TeamLock = { organisationName: null, template: {}, setsTemplate: false };

/** The team template that locks the signed-in account's cards (empty until known, or outside an organisation). */
export function useTeamLock(): TeamLock {
  return useQuery(teamLockQueryOptions).data ?? NO_LOCK;
}

/** The fields a lock holds. */
export const lockedFields = (lock: TeamLock): ReadonlySet<TeamTemplateField> =>
  new Set((Object.keys(lock.template) as TeamTemplateField[]).filter((field) => lock.template[field] !== undefined));

/**
 * Tells the editor's user which fields their team's template sets, and who may change them: its owner and admins are
 * sent to the template itself.
 */
export function TeamLockNotice({ lock }: { lock: TeamLock }) {
  const t = useT();
  const fields = [...lockedFields(lock)];
  if (!lock.organisationName || fields.length === 0) return null;
  const values = { organisation: lock.organisationName, fields: fields.map((field) => t(`team.field.${field}`)).join(', ') };
  return (
    <p className="team-lock-notice" role="note">
      {t(lock.setsTemplate ? 'team.lockNoticeSetter' : 'team.lockNotice', values)}
      {lock.setsTemplate && (
        <>
          {' '}
          <Link to="/team" hash="team-template-title">
            {t('team.lockNoticeLink')}
          </Link>
        </>
      )}
    </p>
  );
}
