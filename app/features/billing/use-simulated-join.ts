import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useAuthActions, useSession } from '../auth';
import type { BillingCycle } from './order';

/** How long the simulated activation "processes" before it reports success. */
export const SIMULATED_ACTIVATION_MS = 1500;

/**
 * The join button's simulated activation: 1.5 s of processing, the success toast, then
 * /subscription with the plan and the billing cycle chosen. Nothing is charged or activated on the server. A visitor who is
 * not logged in gets the registration modal instead, as on the landing page.
 */
export function useSimulatedJoin() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const { openModal } = useAuthActions();
  const [processingId, setProcessingId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const join = useCallback(
    (productId: number, cycle: BillingCycle) => {
      if (processingId !== null) return;
      if (session.status !== 'in') {
        openModal('register');
        return;
      }
      setProcessingId(productId);
      timer.current = setTimeout(() => {
        toast({ title: t('billing.activated') });
        void navigate({ to: '/subscription', search: { plan: productId, cycle } });
      }, SIMULATED_ACTIVATION_MS);
    },
    [processingId, session.status, openModal, t, navigate],
  );

  return { processingId, join, ready: session.status !== 'loading' };
}
