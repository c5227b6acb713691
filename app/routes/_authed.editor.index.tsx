import { createFileRoute } from '@tanstack/react-router';
import { NewCardPage } from '../features/editor/EditorPages';

export const Route = createFileRoute('/_authed/editor/')({
  component: NewCardPage,
});
