import { useQuery } from '@tanstack/react-query';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../components/use-document-title';
import { messageOf } from '../../lib/errors';
import { useT } from '../../i18n';
import { FirstCardReady } from '../profiles';
import { organisationQueryOptions, organisationsQueryOptions } from './api';
import { CreateOrganisationForm } from './CreateOrganisationForm';
import { InviteForm } from './InviteForm';
import { LeaveOrClose } from './LeaveOrClose';
import { MemberList } from './MemberList';
import { runsIt } from './roles';
import { SeatsSection } from './SeatsSection';
import { TeamDashboard } from './TeamDashboard';
import { TeamLeads } from './TeamLeads';
import { TeamPhysicalCards } from './TeamPhysicalCards';
import { TemplateForm } from './TemplateForm';
import './teams.css';

/**
 * /team: the account's organisation (its members, and for its owner and admins invitations, figures and leads), or a
 * form to create one; `readyCardId`, the first card of a member who just joined, shown ready over it.
 */
export function TeamPage({ readyCardId }: { readyCardId?: number | undefined }) {
  const t = useT();
  useDocumentTitle(t('team.title'));
  const list = useQuery(organisationsQueryOptions);
  if (list.isPending) return <LoadingScreen />;
  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const mine = list.data.items[0];
  if (!mine) {
    return (
      <section className="page team-page">
        <h1>{t('team.title')}</h1>
        <p className="page-intro">{t('team.createIntro')}</p>
        <CreateOrganisationForm />
      </section>
    );
  }
  return (
    <>
      <OrganisationView id={mine.id} />
      {readyCardId !== undefined && <FirstCardReady cardId={readyCardId} page="/team" />}
    </>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const type = errorDisplayTypeOf(error);
  return (
    <section className="page">
      <ErrorDisplay type={type} message={type === 'error' ? messageOf(error, t('team.loadError')) : undefined} onRetry={onRetry} showHome />
    </section>
  );
}

function OrganisationView({ id }: { id: number }) {
  const t = useT();
  const organisation = useQuery(organisationQueryOptions(id));
  if (organisation.isPending) return <LoadingScreen />;
  if (organisation.error) return <LoadError error={organisation.error} onRetry={() => void organisation.refetch()} />;
  const { data } = organisation;
  const runs = runsIt(data.role);
  return (
    <section className="page team-page">
      <h1>
        <bdi>{data.name}</bdi>
      </h1>
      <p className="page-intro">{t('team.yourRole', { role: t(`team.role.${data.role}`) })}</p>
      {!runs && <p>{t('team.memberIntro')}</p>}
      {/* The seats after the form: an invitation sent adds to their count, which above the form moved its button. */}
      {runs && <InviteForm organisation={data} />}
      {runs && <SeatsSection organisation={data} />}
      <MemberList organisation={data} />
      {runs && <TemplateForm organisation={data} />}
      {runs && <TeamDashboard organisationId={data.id} />}
      {runs && <TeamPhysicalCards organisationId={data.id} />}
      {runs && <TeamLeads organisationId={data.id} />}
      <LeaveOrClose organisation={data} />
    </section>
  );
}
