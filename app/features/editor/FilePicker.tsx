import { useId, useState, type DragEvent, type Ref } from 'react';
import { buttonClass } from '../../components/Button';

/** The picture formats the server reads (it decides in the end, by the file's content). */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

function UploadIcon() {
  return (
    <svg className="file-button-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M11 16V7.83l-3.09 3.08L6.5 9.5 12 4l5.5 5.5-1.41 1.41L13 7.83V16h-2Zm-6 4v-2h14v2H5Z" />
    </svg>
  );
}

/**
 * A button that opens the phone's picture chooser. The file input itself is only visually hidden: it still takes
 * the keyboard's focus (shown on the button) and gives screen readers its label.
 */
export function FilePicker({
  label,
  multiple = false,
  disabled = false,
  describedBy,
  inputRef,
  onFiles,
}: {
  label: string;
  inputRef?: Ref<HTMLInputElement>;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  return (
    <span className="file-picker">
      <input
        ref={inputRef}
        id={id}
        className="visually-hidden file-input"
        type="file"
        accept={IMAGE_TYPES}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className={buttonClass('secondary', 'file-button')}>
        <UploadIcon />
        {label}
      </label>
    </span>
  );
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Lets files be dropped on an element (on a desktop), with `dragging` true while some are held over it. */
export function useFileDrop(onFiles: (files: File[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const props = {
    onDragOver(event: DragEvent) {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave(event: DragEvent) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop(event: DragEvent) {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const files = [...event.dataTransfer.files].filter((file) => file.type.startsWith('image/') || file.type === '');
      if (files.length > 0) onFiles(files);
    },
  };
  return { dragging, dropProps: props };
}
