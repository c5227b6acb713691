import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { slugTakenBodySchema, type Profile, type ProfileInput, type SlugTakenBody, type VersionConflictBody } from '../../../shared/contract/profiles';
import { answer, fieldsOf } from '../../lib/answer';
import { ApiError, messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { cardSaveError, dropOfflineConflict, useKeptEdit, useOfflineCardSave, versionConflictOf } from '../offline-edits';
import { isPlanLimit, useGoToSubscriptionRequired } from '../profiles';
import { checkForm, formFromInput, formFromProfile, type EditorForm } from './form-model';
import type { EditorFormApi } from './use-editor-form';
import { forgetRefusedNewCard, keepRefusedNewCard } from './refused-new-card';

function slugTakenOf(error: unknown): SlugTakenBody | null {
  if (!(error instanceof ApiError && error.status === 409 && fieldsOf(error.data).code === 'slug_taken')) return null;
  return answer(error.data, import.meta.env.DEV && slugTakenBodySchema);
}

/** Focuses the editor's save button when the focus is on no control (the page under it was replaced). */
function focusSaveButtonIfLost(): void {
  if (document.activeElement === document.body) document.querySelector<HTMLElement>('.editor-bar-actions [type="submit"]')?.focus();
}

/**
 * Moves focus to the first field marked invalid once the errors are on screen (or the control that fixes an error no
 * field holds, marked `data-invalid`: a version in the card's own language).
 */
export function focusFirstInvalid(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.editor-form [aria-invalid="true"], .editor-form [data-invalid]')?.focus());
}

/**
 * Saving the editor's card: client validation with the contract schema, create or update, toasts,
 * field errors from the server, the 409 version conflict (also of an edit made offline) and taken slug,
 * and the 402 plan limit.
 */
export function useSaveCard(editor: EditorFormApi, stored: Profile | undefined, onCreated?: (saved: Profile) => void) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useOfflineCardSave();
  const goToSubscriptionRequired = useGoToSubscriptionRequired();
  const [version, setVersion] = useState(stored?.version);
  const [conflict, setConflict] = useState<VersionConflictBody | null>(null);
  const [slugSuggestions, setSlugSuggestions] = useState<string[]>([]);
  const id = stored?.id;
  /** The form of the last save sent, and the baseline before it (restored if that save is refused). */
  const sent = useRef<{ form: EditorForm; before: EditorForm } | null>(null);
  const { setBaseline } = editor;
  // A save kept on the device for want of a connection goes by itself once it returns, even after a reload: leaving
  // the editor loses nothing, so its form counts as saved (typing after it still counts as unsaved).
  useEffect(() => {
    if (save.isPaused && sent.current) setBaseline(sent.current.form);
  }, [save.isPaused, setBaseline]);
  const adoptedOfflineEdit = useKeptEdit(id, {
    dirty: editor.dirty,
    show: (mine, stored) => {
      editor.reset(formFromInput(mine));
      editor.setBaseline(formFromProfile(stored));
    },
    showStored: (stored) => editor.reset(formFromProfile(stored)),
    askWhichVersion: setConflict,
  });

  function onSaved(saved: Profile, submitted: EditorForm) {
    setVersion(saved.version);
    setConflict(null);
    setSlugSuggestions([]);
    if (id === undefined) forgetRefusedNewCard();
    if (id === undefined && onCreated) {
      // The guided first card ends on its ready dialog, which says all a toast would, and a toast would cover it.
      editor.reset(formFromProfile(saved));
      return onCreated(saved);
    }
    toast({
      title: t('editor.saved'),
      description: saved.published ? t('editor.savedPublished') : t('editor.savedDraft'),
    });
    if (id === undefined) {
      editor.reset(formFromProfile(saved));
      // The saved card's page is a new editor: the focus, left on the one gone, goes to its save button.
      void navigate({ to: '/editor/$id', params: { id: String(saved.id) }, replace: true, ignoreBlocker: true }).then(() => requestAnimationFrame(focusSaveButtonIfLost));
      return;
    }
    // Typing during the save keeps what was typed; only what was sent counts as saved.
    if (editor.currentForm() === submitted) editor.reset(formFromProfile(saved));
    else editor.setBaseline(submitted);
  }

  function onFailed(failure: Error, input: ProfileInput) {
    if (sent.current) editor.setBaseline(sent.current.before);
    const error = cardSaveError(failure);
    if (isPlanLimit(error)) {
      if (id === undefined) keepRefusedNewCard(input);
      goToSubscriptionRequired(input.displayName, input);
      return;
    }
    const versionConflict = versionConflictOf(error);
    if (versionConflict) {
      setConflict(versionConflict);
      return;
    }
    const slugTaken = slugTakenOf(error);
    if (slugTaken) {
      editor.setErrors({ slug: messageOf(error, t('editor.slugTaken')) });
      setSlugSuggestions(slugTaken.suggestions);
      focusFirstInvalid();
    } else if (error instanceof ApiError) {
      editor.setErrors(error.fieldErrors);
      focusFirstInvalid();
    }
    toast({ title: t('editor.saveFailed'), description: messageOf(error, t('error.error.text')), variant: 'destructive' });
  }

  /** Validates and sends the form; `overVersion` overwrites a newer stored card (the conflict's "keep mine"). */
  function submit(overVersion?: number) {
    const submitted = editor.form;
    const check = checkForm(submitted);
    if (!check.ok) {
      setConflict(null);
      editor.setErrors(check.errors);
      toast({ title: t('editor.invalid'), description: t('editor.invalidText'), variant: 'destructive' });
      focusFirstInvalid();
      return;
    }
    const sentVersion = overVersion ?? version;
    // A save of a form holding a refused offline edit settles that edit once delivered.
    const variables =
      id === undefined || sentVersion === undefined ? { input: check.input } : { id, input: check.input, version: sentVersion, resolves: adoptedOfflineEdit };
    sent.current = { form: submitted, before: editor.baseline };
    save.mutate(variables, {
      onSuccess: (saved) => onSaved(saved, submitted),
      onError: (error) => onFailed(error, check.input),
    });
  }

  /** The conflict's "load the latest": the stored card replaces the form (and a refused offline edit is let go). */
  function loadLatest() {
    if (!conflict) return;
    editor.reset(formFromProfile(conflict.current));
    setVersion(conflict.current.version);
    setConflict(null);
    if (id !== undefined && adoptedOfflineEdit !== undefined) dropOfflineConflict(queryClient, id, adoptedOfflineEdit);
    toast({ title: t('editor.conflictLoaded') });
  }

  return {
    submit: () => submit(),
    keepMine: () => submit(conflict?.current.version),
    loadLatest,
    dismissConflict: () => setConflict(null),
    conflict,
    slugSuggestions,
    // A save waiting offline for a connection is not "saving": the owner may keep editing.
    saving: save.isPending && !save.isPaused,
    /** Whether the last save waits on this device for a connection. */
    waiting: save.isPaused,
  };
}
