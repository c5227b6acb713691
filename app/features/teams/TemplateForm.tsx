import { useState, type FormEvent } from 'react';
import { TEAM_TEMPLATE_FIELDS, type Organisation, type TeamTemplate, type TeamTemplateField } from '../../../shared/contract/organisations';
import { TEMPLATES, type UploadPurpose } from '../../../shared/contract/profiles';
import { uploadSrc } from '../../../shared/card/links';
import { Button } from '../../components/Button';
import { FileField } from '../../components/FileField';
import { ApiError, messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { uploadImage } from '../profiles';
import { useSaveTemplate } from './api';

/** What a field starts with when it is first locked: the product's defaults, the organisation's name as the company. */
const startingValue = (field: TeamTemplateField, organisation: Organisation): string | undefined =>
  ({ template: 'classic', primaryColor: '#1d4ed8', backgroundColor: '#ffffff', company: organisation.name, logo: undefined, cover: undefined })[field];

/** The picture fields: uploaded, the logo as a gallery picture so it keeps its shape. */
const PICTURE_PURPOSES: Partial<Record<TeamTemplateField, UploadPurpose>> = { logo: 'gallery', cover: 'cover' };

/**
 * The team template: each field ticked is set on every member's cards and locked there (design, colours, logo, cover,
 * company name); saving changes every member's cards at once.
 */
export function TemplateForm({ organisation }: { organisation: Organisation }) {
  const t = useT();
  const save = useSaveTemplate(organisation.id);
  const [draft, setDraft] = useState<TeamTemplate>(organisation.template);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState<TeamTemplateField | null>(null);
  // The names of the pictures chosen here (a picture the template had already is named by its field).
  const [chosen, setChosen] = useState<Partial<Record<TeamTemplateField, string>>>({});

  const set = (field: TeamTemplateField, value: string | undefined) =>
    setDraft((current) => {
      const { [field]: _dropped, ...rest } = current;
      return value === undefined ? rest : { ...rest, [field]: value };
    });

  async function upload(field: TeamTemplateField, file: File) {
    const purpose = PICTURE_PURPOSES[field];
    if (!purpose) return;
    setUploading(field);
    try {
      set(field, (await uploadImage(file, purpose)).url);
      setChosen((names) => ({ ...names, [field]: file.name }));
    } catch (error) {
      setErrors({ [field]: messageOf(error, t('team.failed')) });
    } finally {
      setUploading(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    save.mutate(draft, {
      onSuccess: () => toast({ title: t('team.templateSaved') }),
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: messageOf(error, t('team.failed')) });
      },
    });
  }

  return (
    <section className="team-section" aria-labelledby="team-template-title">
      <h2 id="team-template-title">{t('team.templateTitle')}</h2>
      <p className="team-muted">{t('team.templateIntro')}</p>
      <form className="team-form" noValidate onSubmit={submit}>
        {TEAM_TEMPLATE_FIELDS.map((field) => {
          const value = draft[field];
          const picture = PICTURE_PURPOSES[field];
          const name = t(`team.field.${field}`);
          return (
            <div key={field} className="team-template-field">
              {picture ? (
                <FileField
                  label={name}
                  accept="image/*"
                  disabled={uploading !== null}
                  chosen={value === undefined ? undefined : (chosen[field] ?? t('team.currentPicture'))}
                  error={errors[field]}
                  onChoose={(file) => void upload(field, file)}
                  onRemove={() => set(field, undefined)}
                />
              ) : (
                <label className="checkbox team-lock">
                  <input type="checkbox" checked={value !== undefined} onChange={(event) => set(field, event.target.checked ? startingValue(field, organisation) : undefined)} />
                  {t('team.lockField', { field: name })}
                </label>
              )}
              {value !== undefined && <TemplateValue field={field} value={value} label={name} onChange={(next) => set(field, next)} />}
              {errors[field] && !picture && (
                <p className="field-error" role="alert">
                  {errors[field]}
                </p>
              )}
            </div>
          );
        })}
        {errors.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" busy={save.isPending} disabled={uploading !== null}>
          {t('team.templateSave')}
        </Button>
      </form>
    </section>
  );
}

function TemplateValue({ field, value, label, onChange }: { field: TeamTemplateField; value: string; label: string; onChange: (value: string | undefined) => void }) {
  const t = useT();
  if (field === 'logo' || field === 'cover') {
    return (
      <div className="team-picture">
        <img src={uploadSrc(value)} alt={label} />
      </div>
    );
  }
  if (field === 'template') {
    return (
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {TEMPLATES.map((template) => (
          <option key={template} value={template}>
            {t(`cardTemplate.${template}`)}
          </option>
        ))}
      </select>
    );
  }
  if (field === 'company') return <input aria-label={label} value={value} maxLength={80} dir="auto" onChange={(event) => onChange(event.target.value)} />;
  return <input type="color" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />;
}
