import { useId, type ReactNode } from 'react';

/** One titled group of the editor's form. */
export function EditorSection({ title, children, description }: { title: string; children: ReactNode; description?: string }) {
  const id = useId();
  return (
    <section className="editor-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description && <p className="editor-section-text">{description}</p>}
      {children}
    </section>
  );
}
