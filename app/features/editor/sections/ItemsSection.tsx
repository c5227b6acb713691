import { useEffect, useRef, useState, type DragEvent } from 'react';
import { PROFILE_MESSAGES, type ProfileItemKind } from '../../../../shared/contract/profiles';
import { useT } from '../../../i18n';
import { useIsolatedT } from '../../../i18n/isolated';
import { serverText, useServerTexts } from '../../../lib/server-texts';
import type { EditorItem } from '../form-model';
import { ItemCard } from '../ItemCard';
import { ADDABLE_KINDS, canAddVideo, itemSummary, moveItem, newItem, removeItem, updateItem, withoutChangedItemErrors } from '../items';
import type { EditorFormApi } from '../use-editor-form';
import { AddButton } from '../fields';
import { EditorSection } from './EditorSection';
import { memoSection } from './memo-section';

/** The errors of the item at `index`, by field name. */
function errorsOfItem(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `items.${index}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith(prefix) ? [[path.slice(prefix.length), message]] : [])));
}

type FocusTarget = { key: string; control: 'up' | 'down' | 'first' | 'remove' } | { key: null; control: 'add' };

/**
 * Moves focus back to a moved item's button (the list re-renders around it), to the first field of a new item, or,
 * after a delete, to the delete button of the item now in its place (the add buttons when none is left): the removed
 * button's focus would otherwise fall to the page.
 */
function useFocusAfterChange() {
  const pending = useRef<FocusTarget | null>(null);
  // After every render: the change that asked for focus has re-rendered the list by then.
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    if (target.key === null) return void document.querySelector<HTMLElement>('.item-add button:not([disabled])')?.focus();
    if (target.control === 'remove') return void document.getElementById(`remove-${target.key}`)?.focus();
    const card = document.querySelector<HTMLElement>(`[data-item-key="${target.key}"]`);
    if (target.control === 'first') card?.querySelector<HTMLElement>('.item-fields input, .item-fields select')?.focus();
    else {
      const preferred = document.getElementById(`move-${target.control}-${target.key}`) as HTMLButtonElement | null;
      const other = document.getElementById(`move-${target.control === 'up' ? 'down' : 'up'}-${target.key}`);
      (preferred && !preferred.disabled ? preferred : other)?.focus();
    }
  });
  return (target: FocusTarget) => {
    pending.current = target;
  };
}

/** The card's ordered items: add by kind, edit, switch on/off, delete, and reorder by drag or by keyboard. */
export const ItemsSection = memoSection(function ItemsSection({ editor }: { editor: EditorFormApi }) {
  const t = useT();
  const tx = useIsolatedT();
  // The "+ Video" button's title is the contract's own message.
  useServerTexts();
  const { form, errors, changeItems, setErrors } = editor;
  const items = form.items;
  const [announcement, setAnnouncement] = useState('');
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const focusAfter = useFocusAfterChange();
  const titleOf = (item: EditorItem) => {
    const summary = itemSummary(item);
    return summary ? t('editor.itemTitle', { kind: t(`itemKind.${item.kind}`), summary }) : t(`itemKind.${item.kind}`);
  };
  const headingOf = (item: EditorItem) => {
    const summary = itemSummary(item);
    return summary ? tx('editor.itemTitle', { kind: t(`itemKind.${item.kind}`), summary }) : t(`itemKind.${item.kind}`);
  };

  function move(from: number, to: number, byKeyboard: boolean) {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    changeItems((current) => moveItem(current, from, to), { reordered: true });
    setAnnouncement(t('editor.moved', { item: titleOf(item), position: to + 1, total: items.length }));
    if (byKeyboard) focusAfter({ key: item.key, control: to < from ? 'up' : 'down' });
  }

  function add(kind: ProfileItemKind) {
    const item = newItem(kind);
    changeItems((current) => [...current, item]);
    setAnnouncement(t('editor.itemAdded', { item: t(`itemKind.${kind}`), position: items.length + 1 }));
    focusAfter({ key: item.key, control: 'first' });
  }

  function remove(item: EditorItem, index: number) {
    const neighbour = items[index + 1] ?? items[index - 1];
    focusAfter(neighbour ? { key: neighbour.key, control: 'remove' } : { key: null, control: 'add' });
    changeItems((current) => removeItem(current, item.key), { reordered: true });
    setAnnouncement(t('editor.itemRemoved', { item: titleOf(item) }));
  }

  function onDragStart(event: DragEvent<HTMLElement>, key: string) {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', key);
    const card = event.currentTarget.closest('li');
    if (card) event.dataTransfer.setDragImage(card, 24, 24);
    setDragKey(key);
  }

  function onDragOver(event: DragEvent<HTMLElement>, index: number) {
    if (dragKey === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (overIndex !== index) setOverIndex(index);
  }

  function onDrop(event: DragEvent<HTMLElement>, index: number) {
    if (dragKey === null) return;
    event.preventDefault();
    move(
      items.findIndex((item) => item.key === dragKey),
      index,
      false,
    );
    setDragKey(null);
    setOverIndex(null);
  }

  return (
    <EditorSection title={t('editor.section.items')} description={t('editor.itemsText')}>
      {items.length === 0 ? (
        <p className="items-empty">{t('editor.noItems')}</p>
      ) : (
        <ol className="item-list">
          {items.map((item, index) => (
            <ItemCard
              key={item.key}
              item={item}
              index={index}
              total={items.length}
              title={titleOf(item)}
              heading={headingOf(item)}
              errors={errorsOfItem(errors, index)}
              dragging={dragKey === item.key}
              dropTarget={overIndex === index && dragKey !== item.key}
              onChange={(change) => {
                changeItems((current) => updateItem(current, item.key, change));
                setErrors((current) => withoutChangedItemErrors(current, index, item, change(item)));
              }}
              onMove={(to) => move(index, to, true)}
              onRemove={() => remove(item, index)}
              onDragStart={(event) => onDragStart(event, item.key)}
              onDragOver={(event) => onDragOver(event, index)}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => {
                setDragKey(null);
                setOverIndex(null);
              }}
            />
          ))}
        </ol>
      )}
      {errors.items && (
        <p className="field-error" role="alert">
          {errors.items}
        </p>
      )}
      <fieldset className="item-add">
        <legend className="item-add-title">{t('editor.addItem')}</legend>
        <div className="button-row">
          {ADDABLE_KINDS.map((kind) => {
            const blocked = kind === 'video' && !canAddVideo(items);
            return (
              <AddButton key={kind} onClick={() => add(kind)} disabled={blocked} title={blocked ? serverText(PROFILE_MESSAGES.oneVideo) : undefined}>
                {t(`itemKind.${kind}`)}
              </AddButton>
            );
          })}
        </div>
      </fieldset>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </EditorSection>
  );
}, ['items']);
