import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useEffect, useMemo, useState, type FormEvent } from 'react';
import { withTeamCompany } from '../../../shared/contract/organisations';
import type { Profile } from '../../../shared/contract/profiles';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { languageAtom, useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { useSession } from '../auth';
import { cardSharePath, slugFromUsername } from '../profiles';
import { SupportDock } from '../support';
import { lockedFields, TeamLockNotice, useTeamLock } from '../teams';
import { ConflictDialog } from './ConflictDialog';
import { blankForm, checkForm, formFromProfile, previewProfile } from './form-model';
import { GUIDE_STEPS, errorsOfStep, guideStepOf, type EditorSectionName } from './guide-steps';
import { LeaveDialog } from './LeaveDialog';
import { refusedNewCard } from './refused-new-card';
import { PreviewPane, PreviewSheet } from './PreviewPane';
import { DesignSection } from './sections/DesignSection';
import { DetailsSection } from './sections/DetailsSection';
import { EditorSection } from './sections/EditorSection';
import { ImagesSection } from './sections/ImagesSection';
import { ItemsSection } from './sections/ItemsSection';
import { LanguageField } from './sections/LanguageField';
import { LinkSection } from './sections/LinkSection';
import { TranslationsSection } from './sections/TranslationsSection';
import { useEditorForm } from './use-editor-form';
import { usePreviewLanguage } from './use-preview-language';
import { focusFirstInvalid, useSaveCard } from './use-save-card';
import { useUnsavedGuard } from './use-unsaved-guard';
import { useMediaQuery } from '../../lib/use-media-query';
import { useServerTexts } from '../../lib/server-texts';
// oxlint-disable-next-line import/no-unassigned-import -- the feature's stylesheet loads with its code
import './editor.css';

/** Wide enough for the form and the preview side by side (as in editor.css). */
const SIDE_BY_SIDE = '(min-width: 64rem)';

/** Whose first card the guide makes: a new owner's (it ends on the dashboard), or a member's who just joined a team (on the team page). */
export type Guide = 'owner' | 'team';

/**
 * The card editor: sections of the form beside a live preview; `profile` is absent for a new card. `guide`: an
 * owner's first card, made in three steps and ending on the published card's link, QR code and NFC options.
 */
export function CardEditor({ profile, guide }: { profile?: Profile; guide?: Guide | undefined }) {
  const t = useT();
  const tx = useIsolatedT();
  // checkForm says the contract's problems in the language shown.
  useServerTexts();
  const user = useSession().user;
  const username = user?.username;
  // A new card speaks the language the owner uses the app in when the editor opens.
  const [newCardLanguage] = useState(useAtomValue(languageAtom));
  const guided = guide !== undefined;
  // A new card's address starts from the username; the availability check offers others if it is taken.
  const initial = useMemo(
    () => {
      if (profile) return formFromProfile(profile);
      const form = blankForm(slugFromUsername(username), newCardLanguage);
      // A member who just joined gave the team their name: their first card starts with it.
      return guide === 'team' && user && user.displayName !== user.username ? { ...form, displayName: user.displayName } : form;
    },
    [profile, username, newCardLanguage, guide, user],
  );
  const editor = useEditorForm(initial);
  // A new card the plan refused is there again as it was typed, once the owner is back (after upgrading). Read after
  // the first render: the server drew the page without the tab's storage.
  const { reset } = editor;
  useEffect(() => {
    const refused = profile || guide ? null : refusedNewCard();
    if (refused) reset(refused);
  }, [profile, guide, reset]);
  const lock = useTeamLock();
  const locked = useMemo(() => lockedFields(lock), [lock]);
  const { setField, changeTranslations } = editor;
  // A new card (or one saved before the team's template changed) takes the template's values, as the server will.
  useEffect(() => {
    for (const field of locked) setField(field, lock.template[field]!);
    if (locked.has('company')) changeTranslations((current) => withTeamCompany(current, lock.template));
  }, [lock, locked, setField, changeTranslations]);
  const navigate = useNavigate();
  const saving = useSaveCard(
    editor,
    profile,
    guided ? (saved) => void navigate({ to: guide === 'team' ? '/team' : '/dashboard', search: { ready: saved.id }, ignoreBlocker: true }) : undefined,
  );
  const [step, setStep] = useState(0);
  const shows = (section: EditorSectionName) => !guided || GUIDE_STEPS[step]!.sections.includes(section);
  const lastStep = !guided || step === GUIDE_STEPS.length - 1;
  const blocker = useUnsavedGuard(editor.dirty, saving.waiting);
  const [previewOpen, setPreviewOpen] = useState(false);
  // The preview beside the form exists only where there is room for it (editor.css's breakpoint): on a phone it
  // opens from the save bar, and a hidden pane would still be drawn again for every keystroke.
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const preview = useDeferredValue(useMemo(() => previewProfile(editor.form, profile?.id, profile?.version), [editor.form, profile?.id, profile?.version]));
  const { profile: previewed, ...previewLanguage } = usePreviewLanguage(preview);
  const heading = profile ? t('editor.editTitle', { name: profile.displayName }) : t(guided ? 'editor.guide.title' : 'editor.newTitle');
  useDocumentTitle(heading);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!lastStep) return goToStep(step + 1);
    // In the guide, an error in an earlier step opens that step before the form marks it.
    const check = checkForm(editor.form);
    if (guided && !check.ok) setStep(Math.min(...Object.keys(check.errors).map(guideStepOf)));
    saving.submit();
  }

  /** Moves through the guide; forward only once this step's fields are valid. */
  function goToStep(next: number) {
    if (next > step) {
      const check = checkForm(editor.form);
      const errors = check.ok ? {} : errorsOfStep(check.errors, step);
      if (Object.keys(errors).length > 0) {
        editor.setErrors(errors);
        focusFirstInvalid();
        return;
      }
    }
    setStep(next);
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="editor">
      <header className="editor-bar">
        <div className="editor-bar-text">
          <Link to="/dashboard" className="editor-back">
            {t('cards.backToCards')}
          </Link>
          <h1>{profile ? tx('editor.editTitle', { name: profile.displayName }) : heading}</h1>
          <output className={editor.dirty ? 'editor-state is-dirty' : 'editor-state'}>
            {editor.dirty ? t('editor.unsaved') : saving.waiting ? t('editor.savedOnDevice') : profile ? t('editor.allSaved') : t('editor.notSavedYet')}
          </output>
        </div>
        <div className="button-row editor-bar-actions">
          {profile && (
            <a className="btn btn-secondary" href={cardSharePath(profile, username)} target="_blank" rel="noopener">
              {t('editor.viewCard')}
              <span className="visually-hidden"> {t('cards.newTab')}</span>
            </a>
          )}
          {!guided && (
            <Button type="submit" form="editor-form" busy={saving.saving}>
              {saving.saving ? t('common.saving') : t('editor.save')}
            </Button>
          )}
        </div>
      </header>
      {guided && (
        <nav className="guide-steps" aria-label={t('editor.guide.steps')}>
          <p className="guide-step-count">{t('editor.guide.stepOf', { step: step + 1, total: GUIDE_STEPS.length })}</p>
          <ol>
            {GUIDE_STEPS.map((guideStep, index) => (
              <li key={guideStep.title} aria-current={index === step ? 'step' : undefined} className={index < step ? 'is-done' : undefined}>
                {t(guideStep.title)}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="editor-layout">
        <form id="editor-form" className="editor-form" noValidate onSubmit={onSubmit} aria-label={t('editor.form')}>
          <TeamLockNotice lock={lock} />
          {shows('details') && <DetailsSection editor={editor} locked={locked} withLanguage={!guided} />}
          {guided && shows('language') && (
            <EditorSection title={t('editor.language')}>
              <LanguageField editor={editor} />
            </EditorSection>
          )}
          {shows('link') && (
            <LinkSection
              editor={editor}
              profileId={profile?.id}
              savedSlug={profile?.slug}
              shortPath={profile?.isPrimary && username ? cardSharePath(profile, username) : undefined}
              conflictSuggestions={saving.slugSuggestions}
            />
          )}
          {shows('design') && <DesignSection editor={editor} locked={locked} />}
          {shows('images') && <ImagesSection editor={editor} locked={locked} />}
          {shows('items') && <ItemsSection editor={editor} />}
          {shows('translations') && <TranslationsSection editor={editor} locked={locked} />}
          <div className="editor-form-end">
            {guided && step > 0 && (
              <Button variant="ghost" onClick={() => goToStep(step - 1)}>
                {t('editor.guide.back')}
              </Button>
            )}
            <Button variant="secondary" className="editor-preview-button" onClick={() => setPreviewOpen(true)}>
              {t('editor.preview')}
            </Button>
            <Button type="submit" busy={saving.saving}>
              {saving.saving ? t('common.saving') : !lastStep ? t('editor.guide.next') : guided ? t('editor.guide.publish') : t('editor.save')}
            </Button>
            <SupportDock />
          </div>
        </form>
        {sideBySide && <PreviewPane profile={previewed} {...previewLanguage} />}
      </div>
      {previewOpen && <PreviewSheet profile={previewed} {...previewLanguage} onClose={() => setPreviewOpen(false)} />}
      {saving.conflict && (
        <ConflictDialog
          message={saving.conflict.message}
          busy={saving.saving}
          onKeepMine={saving.keepMine}
          onLoadLatest={saving.loadLatest}
          onClose={saving.dismissConflict}
        />
      )}
      {blocker.status === 'blocked' && <LeaveDialog onStay={blocker.reset} onLeave={blocker.proceed} />}
    </div>
  );
}
