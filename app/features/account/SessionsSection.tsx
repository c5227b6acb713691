import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { Account } from '../../../shared/contract/account';
import type { SignedInSession, SignedInSessions } from '../../../shared/contract/account-sessions';
import { sessionDeviceName } from '../../../shared/i18n/session-device';
import { Button } from '../../components/Button';
import { LoadFailed } from '../../components/LoadFailed';
import { messageOf } from '../../lib/errors';
import { neighbourControl } from '../../lib/neighbour-control';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { accountQueryOptions } from './api/get-account';
import { endOtherSessions, endSession, sessionsQueryOptions, useSessions } from './api/sessions';

/**
 * A session's device in words ("Firefox on Windows"). Two of the same kind signed in the same minute are numbered in
 * the list (`sessions`) ("Firefox on Windows (2)"), so each row, and each "sign out" button's name, is told apart.
 */
function deviceName(session: SignedInSession, sessions: SignedInSession[], t: ReturnType<typeof useT>): string {
  const device = sessionDeviceName(session, t);
  const signedIn = formatDateTime(session.signedInAt);
  const alike = sessions.filter((other) => sessionDeviceName(other, t) === device && formatDateTime(other.signedInAt) === signedIn);
  return alike.length > 1 ? `${device} (${alike.indexOf(session) + 1})` : device;
}

/**
 * One signed-in device: what it is (`device`), when it signed in and was last used ("active now" as the server read the
 * list), and "sign out" unless it is this one.
 */
function SessionItem({
  session,
  device,
  pending,
  onSignOut,
}: {
  session: SignedInSession;
  device: string;
  /** Whether a sign-out is under way: this device's (`busy`), or another's. */
  pending: { busy: boolean; any: boolean };
  onSignOut: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const t = useT();
  const signedIn = formatDateTime(session.signedInAt);
  return (
    <li className="session">
      <div className="session-about">
        <p className="session-device">
          {/* In the page's own direction (not isolated): "Chrome באנדרואיד" reads right to left from its first word. */}
          <span>{device}</span>
          {session.current && <span className="session-current">{t('account.sessions.thisDevice')}</span>}
        </p>
        <p className="session-times">
          {t('account.sessions.signedIn', { date: signedIn })} ·{' '}
          {session.activeNow ? t('account.sessions.activeNow') : t('account.sessions.lastActive', { date: formatDateTime(session.lastActiveAt) })}
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" busy={pending.busy} disabled={pending.any} onClick={onSignOut} aria-label={t('account.sessions.signOutDevice', { device, date: signedIn })}>
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/**
 * Where the account is signed in: each device with its browser, when it signed in and was last used, "this device",
 * signing another one out, and signing out every other one. Not for the shared demo account, which changes nothing.
 */
export function SessionsSection({ account }: { account: Account }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { data, error, refetch } = useSessions(!account.isDemo);
  const shown = (updated: SignedInSessions) => queryClient.setQueryData(sessionsQueryOptions.queryKey, updated);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button pressed is busy while the device is signed out, then gone (or, on a failure, back): the focus goes
  // once it is done to the next device's button (the section's heading when none is left), or back to the button.
  const afterSignOut = useRef<{ pressed: HTMLElement; next: HTMLElement | null } | null>(null);
  const pressed = (event: MouseEvent<HTMLButtonElement>, next: HTMLElement | null) => {
    afterSignOut.current = { pressed: event.currentTarget, next };
  };
  const failed = (failure: unknown) => {
    toast({ title: t('account.sessions.failed'), description: messageOf(failure, ''), variant: 'destructive' });
    // The device may have been signed out meanwhile, from elsewhere: show the list as it is.
    void refetch();
  };
  // A handle signs that device out; none signs out every other one.
  const signOut = useMutation({
    mutationFn: (handle?: string) => (handle ? endSession(handle) : endOtherSessions()),
    retry: false,
    onSuccess: (updated, handle) => {
      shown(updated);
      // A change of address that device asked for closed with it.
      if (account.pendingEmail) void queryClient.invalidateQueries({ queryKey: accountQueryOptions.queryKey });
      toast({ title: t(handle ? 'account.sessions.signedOut' : 'account.sessions.signedOutOthers') });
    },
    onError: failed,
  });
  const { isPending: pending, isError: signOutFailed } = signOut;
  useEffect(() => {
    if (pending || !afterSignOut.current) return;
    const to = signOutFailed ? afterSignOut.current.pressed : afterSignOut.current.next;
    afterSignOut.current = null;
    (to?.isConnected ? to : headingRef.current)?.focus();
  }, [pending, signOutFailed, afterSignOut]);
  if (account.isDemo) return null;
  const anyOther = data?.sessions.some((session) => !session.current) === true;

  return (
    <section className="account-section" id="sessions" aria-labelledby="account-sessions-title">
      <h2 id="account-sessions-title" ref={headingRef} tabIndex={-1}>
        {t('account.sessions.title')}
      </h2>
      <p>{t('account.sessions.text')}</p>
      {error && !data && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {data && (
        <ul className="session-list">
          {data.sessions.map((session) => (
            <SessionItem
              key={session.handle}
              session={session}
              device={deviceName(session, data.sessions, t)}
              pending={{ busy: pending && signOut.variables === session.handle, any: pending }}
              onSignOut={(event) => {
                pressed(event, neighbourControl(event.currentTarget.closest('li'), 'button', headingRef.current));
                signOut.mutate(session.handle);
              }}
            />
          ))}
        </ul>
      )}
      {data &&
        (anyOther ? (
          <Button
            variant="secondary"
            busy={pending && signOut.variables === undefined}
            disabled={pending}
            onClick={(event) => {
              pressed(event, headingRef.current);
              signOut.mutate(undefined);
            }}
          >
            {t('account.sessions.signOutOthers')}
          </Button>
        ) : (
          <p>{t('account.sessions.onlyThis')}</p>
        ))}
    </section>
  );
}
