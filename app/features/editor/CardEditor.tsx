import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import type { Profile } from '../../../api/contract/profiles';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { useSession } from '../auth/session';
import { shortCardPath, slugFromUsername } from '../profiles/share';
import { ConflictDialog } from './ConflictDialog';
import { blankForm, formFromProfile, previewProfile } from './form-model';
import { LeaveDialog } from './LeaveDialog';
import { PreviewPane, PreviewSheet } from './PreviewPane';
import { DesignSection } from './sections/DesignSection';
import { DetailsSection } from './sections/DetailsSection';
import { ImagesSection } from './sections/ImagesSection';
import { ItemsSection } from './sections/ItemsSection';
import { LinkSection } from './sections/LinkSection';
import { useEditorForm } from './use-editor-form';
import { useSaveCard } from './use-save-card';
import { useUnsavedGuard } from './use-unsaved-guard';
// oxlint-disable-next-line import/no-unassigned-import -- the feature's stylesheet loads with its code
import './editor.css';

/** The card editor: sections of the form beside a live preview; `profile` is absent for a new card. */
export function CardEditor({ profile }: { profile?: Profile }) {
  const t = useT();
  const tx = useIsolatedT();
  const username = useSession().user?.username;
  // A new card's address starts from the username; the availability check offers others if it is taken.
  const initial = useMemo(() => (profile ? formFromProfile(profile) : blankForm(slugFromUsername(username))), [profile, username]);
  const editor = useEditorForm(initial);
  const saving = useSaveCard(editor, profile);
  const blocker = useUnsavedGuard(editor.dirty);
  const [previewOpen, setPreviewOpen] = useState(false);
  const preview = useDeferredValue(useMemo(() => previewProfile(editor.form, profile?.id, profile?.version), [editor.form, profile?.id, profile?.version]));
  const heading = profile ? t('editor.editTitle', { name: profile.displayName }) : t('editor.newTitle');
  useDocumentTitle(heading);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saving.submit();
  }

  return (
    <div className="editor">
      <header className="editor-bar">
        <div className="editor-bar-text">
          <Link to="/dashboard" className="editor-back">
            {t('editor.backToCards')}
          </Link>
          <h1>{profile ? tx('editor.editTitle', { name: profile.displayName }) : heading}</h1>
          <output className={editor.dirty ? 'editor-state is-dirty' : 'editor-state'}>
            {editor.dirty ? t('editor.unsaved') : profile ? t('editor.allSaved') : t('editor.notSavedYet')}
          </output>
        </div>
        <div className="button-row">
          {profile && (
            <a className="btn btn-secondary" href={shortCardPath(profile, username)} target="_blank" rel="noopener">
              {t('editor.viewCard')}
              <span className="visually-hidden"> {t('cards.newTab')}</span>
            </a>
          )}
          <Button type="submit" form="editor-form" disabled={saving.saving} aria-busy={saving.saving}>
            {saving.saving ? t('common.saving') : t('editor.save')}
          </Button>
        </div>
      </header>
      <div className="editor-layout">
        <form id="editor-form" className="editor-form" noValidate onSubmit={onSubmit} aria-label={t('editor.form')}>
          <DetailsSection editor={editor} />
          <LinkSection
            editor={editor}
            profileId={profile?.id}
            shortPath={profile?.isPrimary && username ? shortCardPath(profile, username) : undefined}
            conflictSuggestions={saving.slugSuggestions}
          />
          <DesignSection editor={editor} />
          <ImagesSection editor={editor} />
          <ItemsSection editor={editor} />
          <div className="editor-form-end">
            <Button variant="secondary" className="editor-preview-button" onClick={() => setPreviewOpen(true)}>
              {t('editor.preview')}
            </Button>
            <Button type="submit" disabled={saving.saving} aria-busy={saving.saving}>
              {saving.saving ? t('common.saving') : t('editor.save')}
            </Button>
          </div>
        </form>
        <PreviewPane profile={preview} />
      </div>
      {previewOpen && <PreviewSheet profile={preview} onClose={() => setPreviewOpen(false)} />}
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
