import { useEffect, useRef } from 'react';
import { slugSchema } from '../../../../shared/contract/profiles';
import { Field } from '../../../components/Field';
import { useT } from '../../../i18n';
import { serverText } from '../../../lib/server-texts';
import { useIsolatedT } from '../../../i18n/isolated';
import { useSlugAvailability, useWalletLinks } from '../../profiles';
import { CheckboxField } from '../fields';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { EditorFormApi } from '../use-editor-form';
import { EditorSection } from './EditorSection';
import { memoSection } from './memo-section';
import { siteHost, siteOrigin } from '../../../lib/site';

/**
 * The card's address with a live availability check and free suggestions, the primary card's short address, the publish
 * switch and, where the installation has Apple Wallet, whether visitors may add the card to it.
 */
export const LinkSection = memoSection(function LinkSection({
  editor,
  profileId,
  savedSlug,
  shortPath,
  conflictSuggestions,
}: {
  editor: EditorFormApi;
  profileId?: number;
  /** The address the saved card has now (none for a new card). */
  savedSlug?: string | undefined;
  /** The primary card's `/@username`. */
  shortPath?: string | undefined;
  conflictSuggestions: string[];
}) {
  const t = useT();
  const tx = useIsolatedT();
  const { form, errors, setField } = editor;
  const typed = form.slug.trim().toLowerCase();
  const settled = useDebouncedValue(typed, 350);
  const parsed = slugSchema.safeParse(settled);
  const wellFormed = parsed.success ? settled : null;
  // An address that can never be had is said as it is typed, as a taken one is.
  const refusal = settled && typed === settled && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const availability = useSlugAvailability(wellFormed, profileId);
  const checking = typed !== settled || availability.isFetching;
  const answer = wellFormed && !checking ? availability.data : undefined;
  const suggestions = answer && !answer.available ? answer.suggestions : conflictSuggestions;
  // A new card's address starts from the username, which the owner's first card holds: it moves, once, to the first
  // free one, rather than having the owner find out at the first save.
  const startedAt = useRef(profileId === undefined ? editor.baseline.slug : undefined);
  const firstFree = answer && !answer.available && typed === startedAt.current ? answer.suggestions[0] : undefined;
  useEffect(() => {
    if (firstFree === undefined) return;
    startedAt.current = undefined;
    setField('slug', firstFree);
  }, [firstFree, setField]);
  const url = `${siteOrigin()}/p/${typed || '…'}`;
  const appleWallet = Boolean(useWalletLinks(profileId).data?.apple);

  return (
    <EditorSection title={t('editor.section.link')}>
      <Field
        label={t('editor.slug')}
        hint={tx('editor.slugHint', { url })}
        name="slug"
        value={form.slug}
        onChange={(event) => setField('slug', event.target.value)}
        required
        maxLength={40}
        dir="ltr"
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="off"
        error={errors.slug}
      />
      {savedSlug && wellFormed && wellFormed !== savedSlug && (
        <p className="field-hint slug-former">{tx('editor.slugFormerKept', { url: `${siteOrigin()}/p/${savedSlug}` })}</p>
      )}
      {shortPath && (
        <p className="field-hint slug-short">
          {t('editor.shortAddress')}{' '}
          <bdi dir="ltr">{`${siteHost()}${shortPath}`}</bdi>
        </p>
      )}
      <p className="slug-status" aria-live="polite">
        {wellFormed && checking && t('editor.slugChecking')}
        {answer?.available && <span className="slug-free">✓ {t('editor.slugFree')}</span>}
        {answer && !answer.available && <span className="slug-taken">{answer.message ? serverText(answer.message) : t('editor.slugTaken')}</span>}
        {refusal && <span className="slug-taken">{serverText(refusal)}</span>}
      </p>
      {suggestions.length > 0 && (
        <div className="slug-suggestions">
          <p id="slug-suggestions-title">{t('editor.slugSuggestions')}</p>
          <ul aria-labelledby="slug-suggestions-title">
            {suggestions.map((slug) => (
              <li key={slug}>
                <button type="button" className="chip" dir="ltr" onClick={() => setField('slug', slug)} aria-label={t('editor.slugUse', { slug })}>
                  {slug}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <CheckboxField label={t('editor.published')} hint={t('editor.publishedHint')} checked={form.published} onChange={(published) => setField('published', published)} />
      {appleWallet && (
        <CheckboxField
          label={t('editor.walletForVisitors')}
          hint={t('editor.walletForVisitorsHint')}
          checked={form.walletForVisitors}
          onChange={(walletForVisitors) => setField('walletForVisitors', walletForVisitors)}
        />
      )}
    </EditorSection>
  );
}, ['slug', 'published', 'walletForVisitors']);
