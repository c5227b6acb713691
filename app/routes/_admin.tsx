import { createFileRoute } from '@tanstack/react-router';
import { SecondFactorGate } from '../features/admin/SecondFactorGate';
import { AccessRefusedNotice, requireAdmin } from '../features/auth';

export const Route = createFileRoute('/_admin')({
  beforeLoad: requireAdmin,
  errorComponent: AccessRefusedNotice,
  component: SecondFactorGate,
});
