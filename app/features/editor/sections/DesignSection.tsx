import type { CSSProperties } from 'react';
import type { TeamTemplateField } from '../../../../shared/contract/organisations';
import { TEMPLATES } from '../../../../shared/contract/profiles';
import { useT } from '../../../i18n';
import { isolatedLtr } from '../../../i18n/isolated';
import { colorContrast, formatRatio } from '../form-model';
import type { EditorFormApi } from '../use-editor-form';
import { EditorSection } from './EditorSection';
import { memoSection } from './memo-section';

/** Template picker (≥ 3 looks) and the two colours, with a WCAG AA contrast warning. */
export const DesignSection = memoSection(function DesignSection({ editor, locked }: { editor: EditorFormApi; locked: ReadonlySet<TeamTemplateField> }) {
  const t = useT();
  const { form, errors, setField } = editor;
  const contrast = colorContrast(form.primaryColor, form.backgroundColor);
  return (
    <EditorSection title={t('editor.section.design')}>
      <fieldset className="template-picker" disabled={locked.has('template')}>
        <legend>{t('editor.template')}</legend>
        {locked.has('template') && <p className="field-hint">{t('team.lockedHint')}</p>}
        {TEMPLATES.map((template) => (
          <label key={template} className="template-option" data-template={template}>
            <input type="radio" name="template" value={template} checked={form.template === template} onChange={() => setField('template', template)} />
            <span className="template-sample" aria-hidden="true" style={{ '--sample-primary': form.primaryColor } as CSSProperties}>
              <span className="template-sample-head" />
              <span className="template-sample-avatar" />
              <span className="template-sample-line" />
              <span className="template-sample-line short" />
            </span>
            <span className="template-name">{t(`cardTemplate.${template}`)}</span>
            <span className="template-text">{t(`cardTemplate.${template}.text`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="editor-pair">
        <ColorField label={t('editor.primaryColor')} value={form.primaryColor} error={errors.primaryColor} locked={locked.has('primaryColor')} onChange={(value) => setField('primaryColor', value)} />
        <ColorField label={t('editor.backgroundColor')} value={form.backgroundColor} error={errors.backgroundColor} locked={locked.has('backgroundColor')} onChange={(value) => setField('backgroundColor', value)} />
      </div>
      <output className={contrast.belowAA ? 'contrast-warning' : 'contrast-ok'}>
        {t(contrast.belowAA ? 'editor.contrastLow' : 'editor.contrastOk', { ratio: isolatedLtr(formatRatio(contrast.ratio)) })}
      </output>
    </EditorSection>
  );
}, ['template', 'primaryColor', 'backgroundColor']);

function ColorField({ label, value, error, locked, onChange }: { label: string; value: string; error?: string; locked: boolean; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <div className="field color-field">
      <label>
        <span className="color-field-label">{label}</span>
        <span className="color-field-row">
          <input type="color" value={value} disabled={locked} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} />
          <span className="color-field-value" dir="ltr">
            {value}
          </span>
        </span>
      </label>
      {locked && <p className="field-hint">{t('team.lockedHint')}</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
