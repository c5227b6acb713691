import { useState, type FormEvent } from 'react';
import { FOLLOW_UP_WHEN, type FollowUp, type FollowUpInput } from '../../../shared/contract/lead-mail';
import { cardDirection } from '../../../shared/contract/card-languages';
import { PLACEHOLDERS, previewLeadMail } from '../../../shared/lead-mail/compose';
import { Button } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../components/use-document-title';
import { messageOf } from '../../lib/errors';
import { siteOrigin } from '../../lib/site';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { withAddressesWrapped } from '../../i18n/isolated';
import { CardNotFound, isCardNotFound } from '../profiles';
import { useFollowUp, useSaveFollowUp } from './api/follow-up';
import './follow-up.css';

/** /follow-up/{id}: the card's follow-up mail after a new lead, written in the card's language, with a preview. */
export function FollowUpPage({ profileId }: { profileId: number }) {
  const t = useT();
  useDocumentTitle(t('followUp.title'));
  const { data, error, refetch } = useFollowUp(profileId);
  if (isCardNotFound(error)) return <CardNotFound />;
  if (error) return <ErrorDisplay type={errorDisplayTypeOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingScreen />;
  return <FollowUpForm key={data.profileId} followUp={data} />;
}

function FollowUpForm({ followUp }: { followUp: FollowUp }) {
  const t = useT();
  const save = useSaveFollowUp(followUp.profileId);
  const [draft, setDraft] = useState<FollowUpInput>({ enabled: followUp.enabled, subject: followUp.subject, body: followUp.body, when: followUp.when, marketing: followUp.marketing });
  const change = (changes: Partial<FollowUpInput>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => toast({ title: t('followUp.saved') }),
      onError: (error) => toast({ title: t('followUp.saveFailed'), description: messageOf(error, ''), variant: 'destructive' }),
    });
  };
  // A sample of a real link's shape: an ellipsis after "token=" was drawn before it on a right-to-left card.
  const sample = `${siteOrigin()}/my-details?token=a1b2c3d4`;
  const preview = previewLeadMail(draft, {
    language: followUp.language,
    business: followUp.business,
    contact: followUp.contact,
    owner: followUp.ownerName,
    link: followUp.cardUrl,
    detailsUrl: sample,
    refuseUrl: sample.replace('/my-details', '/unsubscribe'),
  });

  return (
    <section className="page page-narrow follow-up-page">
      <h1>{t('followUp.title')}</h1>
      <p>{t('followUp.intro', { name: followUp.ownerName })}</p>
      <form className="follow-up-form" onSubmit={submit}>
        <label className="checkbox">
          <input type="checkbox" checked={draft.enabled} onChange={(event) => change({ enabled: event.target.checked })} />
          <span>{t('followUp.enabled')}</span>
        </label>
        <div className="field">
          <label htmlFor="follow-up-when">{t('followUp.when')}</label>
          <select id="follow-up-when" value={draft.when} onChange={(event) => change({ when: event.target.value as FollowUpInput['when'] })}>
            {FOLLOW_UP_WHEN.map((when) => (
              <option key={when} value={when}>
                {t(`followUp.when.${when}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="follow-up-subject">{t('followUp.subject')}</label>
          <input id="follow-up-subject" value={draft.subject} maxLength={150} dir={cardDirection(followUp.language)} lang={followUp.language} onChange={(event) => change({ subject: event.target.value })} required />
        </div>
        <div className="field">
          <label htmlFor="follow-up-body">{t('followUp.body')}</label>
          <textarea id="follow-up-body" rows={8} value={draft.body} maxLength={5000} dir={cardDirection(followUp.language)} lang={followUp.language} onChange={(event) => change({ body: event.target.value })} required />
          <p className="field-hint">{t('followUp.placeholders', { placeholders: PLACEHOLDERS.join(' ') })}</p>
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={draft.marketing} onChange={(event) => change({ marketing: event.target.checked })} />
          <span>{t('followUp.marketing')}</span>
        </label>
        <p className="field-hint">{t('followUp.marketingHint')}</p>
        <Button type="submit" busy={save.isPending}>
          {t('followUp.save')}
        </Button>
      </form>
      <section className="follow-up-preview" aria-labelledby="follow-up-preview-title">
        <h2 id="follow-up-preview-title">{t('followUp.preview')}</h2>
        <div lang={followUp.language} dir={cardDirection(followUp.language)}>
          <p className="follow-up-preview-subject">{preview.subject}</p>
          <pre>{withAddressesWrapped(preview.text)}</pre>
        </div>
      </section>
    </section>
  );
}
