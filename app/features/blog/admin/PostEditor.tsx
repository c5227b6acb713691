import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { Locale } from '../../../../shared/contract/auth';
import { BLOG_LIMITS, blogPostInputSchema, type BlogPost } from '../../../../shared/contract/blog';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { LanguageOptions } from '../../../components/LanguageOptions';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { toast } from '../../../lib/toast';
import { languageAtom, useT } from '../../../i18n';
import { withExamples } from '../../../i18n/isolated';
import { ApiError } from '../../../lib/errors';
import { useBlogPost } from '../api/get-blog-post';
import { useSavePost } from './api/save-post';
import { PostPreview } from './PostPreview';
import { TextAreaField } from '../../../components/TextAreaField';
import { SelectField } from '../../../components/SelectField';
import { postTextDirection } from '../PostParts';
import { LeaveDialog, useUnsavedGuard } from '../../editor';

/** The editor's fields as typed. */
interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  bodyMarkdown: string;
  cover: string;
  author: string;
  language: Locale;
  isPublished: boolean;
}

/** A new post starts in the language the admin is using the app in. */
const emptyDraft = (language: Locale): Draft => ({ title: '', slug: '', excerpt: '', bodyMarkdown: '', cover: '', author: '', language, isPublished: false });

function draftOf(post: BlogPost): Draft {
  return {
    title: post.title,
    slug: post.slug ?? '',
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown ?? '',
    cover: post.cover ?? '',
    author: post.author,
    language: post.language,
    isPublished: post.isPublished,
  };
}

/** Loads a post for editing, then shows the form. */
export function EditPost({ id }: { id: number }) {
  const { data: post } = useBlogPost(String(id));
  return <PostEditor key={post.id} id={post.id} initial={draftOf(post)} />;
}

/** Writes a new post. */
export function NewPost() {
  return <PostEditor initial={emptyDraft(useAtomValue(languageAtom))} />;
}

/** Language, title, slug, excerpt, Markdown body, cover and author, with a server-rendered preview. */
function PostEditor({ id, initial }: { id?: number; initial: Draft }) {
  const t = useT();
  const navigate = useNavigate();
  const save = useSavePost();
  const [draft, setDraft] = useState(initial);
  const isNew = id === undefined;
  // A post may be an hour's writing: leaving it unsaved asks first, as the card editor does.
  const dirty = (Object.keys(initial) as (keyof Draft)[]).some((key) => draft[key] !== initial[key]);
  const blocker = useUnsavedGuard(dirty);
  const { errors, busy, submit, formRef } = useSchemaForm({
    schema: blogPostInputSchema,
    send: (input) => save.mutateAsync({ id, input }),
    onSuccess: async (saved) => {
      toast({ title: t(isNew ? 'blogAdmin.created' : 'blogAdmin.saved'), description: saved.title });
      await navigate({ to: '/blog-admin', search: {}, ignoreBlocker: true });
    },
    fieldErrorsOf: (error) => (error instanceof ApiError && error.code === 'slug_taken' ? { slug: error.message } : undefined),
    refusal: { toastTitle: t('blogAdmin.failed') },
    fallbackMessage: '',
  });

  const bind = (name: keyof Omit<Draft, 'isPublished' | 'language'>) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const written = postTextDirection(draft);

  return (
    <section aria-labelledby="post-editor-title" className="post-editor">
      <h2 id="post-editor-title">{t(isNew ? 'blogAdmin.editorNew' : 'blogAdmin.editorEdit')}</h2>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(isNew ? draft : { ...draft, isPublished: undefined });
        }}
      >
        <SelectField
          label={t('blogAdmin.fieldLanguage')}
          hint={t('blogAdmin.languageHint')}
          name="language"
          value={draft.language}
          error={errors.language}
          onChange={(event) => setDraft((current) => ({ ...current, language: event.target.value as Locale }))}
        >
          <LanguageOptions />
        </SelectField>
        {/* The post's words are typed in its own language and direction. */}
        <Field label={t('blogAdmin.fieldTitle')} maxLength={BLOG_LIMITS.title} {...written} {...bind('title')} />
        <Field label={t('blogAdmin.fieldAuthor')} maxLength={BLOG_LIMITS.author} {...written} {...bind('author')} />
        <TextAreaField label={t('blogAdmin.fieldExcerpt')} rows={2} maxLength={BLOG_LIMITS.excerpt} hint={t('blogAdmin.excerptHint')} {...written} {...bind('excerpt')} />
        <TextAreaField
          {...written}
          label={t('blogAdmin.fieldBody')}
          rows={16}
          maxLength={BLOG_LIMITS.body}
          hint={withExamples(t('blogAdmin.bodyHint'))}
          className="post-editor-body"
          {...bind('bodyMarkdown')}
        />
        <Field label={t('blogAdmin.fieldSlug')} dir="ltr" hint={withExamples(t('blogAdmin.slugHint'))} maxLength={BLOG_LIMITS.slug} {...bind('slug')} />
        <Field label={t('blogAdmin.fieldCover')} dir="ltr" hint={withExamples(t('blogAdmin.coverHint'))} maxLength={BLOG_LIMITS.cover} {...bind('cover')} />
        {isNew && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.isPublished}
              onChange={(event) => setDraft((current) => ({ ...current, isPublished: event.target.checked }))}
            />
            {t('blogAdmin.publishNow')}
          </label>
        )}
        <PostPreview markdown={draft.bodyMarkdown} language={draft.language} />
        <div className="button-row">
          <Button type="submit" busy={busy}>
            {busy ? t('common.saving') : t(isNew ? 'blogAdmin.create' : 'blogAdmin.save')}
          </Button>
          <Link to="/blog-admin" search={{}} className="btn btn-secondary">
            {t('common.cancel')}
          </Link>
        </div>
      </form>
      {blocker.status === 'blocked' && <LeaveDialog onStay={blocker.reset} onLeave={blocker.proceed} />}
    </section>
  );
}
