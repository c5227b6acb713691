import type { ReactNode } from 'react';

/** Line drawings in the text's colour, for screens that showed an emoji: a phone without an emoji font drew an empty box. */
const DRAWINGS = {
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20v-1.5a4 4 0 0 1 4-4h5a4 4 0 0 1 4 4V20M16 4.5a3.5 3.5 0 0 1 0 7M21.5 20v-1.5a4 4 0 0 0-3-3.9" />
    </>
  ),
  templates: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18M9 21V9" />
    </>
  ),
  meetups: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M8 3v4M16 3v4M3 11h18M8 15h3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

/** One of the product's line drawings, decorative (its text says what it stands for). */
export function DrawnIcon({ name, className }: { name: keyof typeof DRAWINGS; className?: string }) {
  return (
    <svg
      className={['drawn-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[name]}
    </svg>
  );
}
