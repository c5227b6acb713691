import { createFileRoute } from '@tanstack/react-router';
import { AccessRefusedNotice, AdminSecondFactorGate, requireAdmin } from '../features/auth';

export const Route = createFileRoute('/_admin')({
  beforeLoad: requireAdmin,
  errorComponent: AccessRefusedNotice,
  component: AdminSecondFactorGate,
});
