import { useId, type DragEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { CheckboxField } from './fields';
import type { EditorItem } from './form-model';
import { ItemFields } from './ItemFields';

interface ItemCardProps {
  item: EditorItem;
  index: number;
  total: number;
  /** How people call this item in labels: "טלפון: משרד". */
  title: string;
  /** The same for the item's heading, with what the owner typed isolated in its own direction. */
  heading: ReactNode;
  errors: Record<string, string>;
  dragging: boolean;
  dropTarget: boolean;
  onChange: (change: (item: EditorItem) => EditorItem) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

/** One item of the card: a handle to drag, move buttons, the on/off switch, delete, and its fields. */
export function ItemCard(props: ItemCardProps) {
  const t = useT();
  const { item, index, total, title } = props;
  const headingId = useId();
  const className = ['item-card', item.enabled ? '' : 'is-off', props.dragging ? 'is-dragging' : '', props.dropTarget ? 'is-drop-target' : ''].filter(Boolean).join(' ');
  return (
    // A drop target for mouse dragging; keyboard users reorder with the move buttons.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className={className} data-item-key={item.key} onDragOver={props.onDragOver} onDrop={props.onDrop}>
      <div className="item-card-bar">
        <span
          className="drag-handle"
          draggable
          aria-hidden="true"
          title={t('editor.dragHandle')}
          onDragStart={props.onDragStart}
          onDragEnd={props.onDragEnd}
        >
          ⠿
        </span>
        <h3 className="item-card-title" id={headingId}>
          {props.heading}
        </h3>
        <div className="item-card-tools">
          {/* Each item has one: its heading says whose it is, as the move and delete buttons' names do. */}
          <CheckboxField label={t('editor.itemShown')} describedBy={headingId} checked={item.enabled} onChange={(enabled) => props.onChange((current) => ({ ...current, enabled }))} />
          <button
            type="button"
            className="icon-button"
            id={`move-up-${item.key}`}
            aria-label={t('editor.moveUp', { item: title })}
            disabled={index === 0}
            onClick={() => props.onMove(index - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-button"
            id={`move-down-${item.key}`}
            aria-label={t('editor.moveDown', { item: title })}
            disabled={index === total - 1}
            onClick={() => props.onMove(index + 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="icon-button icon-button-danger"
            id={`remove-${item.key}`}
            aria-label={t('editor.removeItem', { item: title })}
            onClick={props.onRemove}
          >
            ✕
          </button>
        </div>
      </div>
      <ItemFields item={item} errors={props.errors} onChange={props.onChange} />
    </li>
  );
}
