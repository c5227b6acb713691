import type { TeamTemplateField } from '../../../../shared/contract/organisations';
import { uploadSrc } from '../../../../shared/card/links';
import { useT } from '../../../i18n';
import { ImageUpload } from '../ImageUpload';
import { AVATAR_SHAPE, COVER_SHAPE } from '../image-shapes';
import type { EditorFormApi } from '../use-editor-form';
import { EditorSection } from './EditorSection';
import { memoSection } from './memo-section';

/** Avatar and cover pictures. */
export const ImagesSection = memoSection(function ImagesSection({ editor, locked }: { editor: EditorFormApi; locked: ReadonlySet<TeamTemplateField> }) {
  const t = useT();
  const { form, errors, setField } = editor;
  return (
    <EditorSection title={t('editor.section.images')}>
      <div className="editor-images">
        <ImageUpload purpose="avatar" shape={AVATAR_SHAPE} picture="avatar" value={form.avatar} error={errors.avatar} onChange={(url) => setField('avatar', url)} />
        {locked.has('cover') && form.cover ? (
          <figure className="field locked-picture">
            <figcaption>{t('editor.cover')}</figcaption>
            <img src={uploadSrc(form.cover)} alt="" />
            <p className="field-hint">{t('team.lockedHint')}</p>
          </figure>
        ) : (
          <ImageUpload purpose="cover" shape={COVER_SHAPE} picture="cover" value={form.cover} error={errors.cover} onChange={(url) => setField('cover', url)} />
        )}
      </div>
    </EditorSection>
  );
}, ['avatar', 'cover']);
