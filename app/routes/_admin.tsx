import { createFileRoute } from '@tanstack/react-router';
import { AccessRefusedNotice, requireAdmin } from '../features/auth';

export const Route = createFileRoute('/_admin')({
  beforeLoad: requireAdmin,
  errorComponent: AccessRefusedNotice,
});
