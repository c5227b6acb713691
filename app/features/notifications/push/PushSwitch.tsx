import { useCallback, useEffect, useId, useState } from 'react';
import { useT, type MessageKey } from '../../../i18n';
import { devicePushState, renewDevicePush, turnOffDevicePush, turnOnDevicePush, type DevicePushState } from './device-push';
import './push-switch.css';

const HINTS: Record<DevicePushState, MessageKey> = {
  on: 'notifications.push.onHint',
  off: 'notifications.push.offHint',
  unsupported: 'notifications.push.unsupported',
  'ios-install': 'notifications.push.iosInstall',
  denied: 'notifications.push.denied',
};

/** This device's state, read once shown, and the switch's move; a subscription shown on is renewed with the server. */
function useDevicePush() {
  const [state, setState] = useState<DevicePushState>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void devicePushState().then((found) => {
      if (!live) return;
      setState(found);
      if (found === 'on') void renewDevicePush().catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, []);
  const toggle = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (state === 'on' ? turnOffDevicePush() : turnOnDevicePush()));
    } catch {
      setFailed(true);
      setState(await devicePushState().catch(() => state));
    } finally {
      setBusy(false);
    }
  }, [state]);
  return { state, busy, failed, toggle };
}

/** "Notify me on this device": a switch, and a line that says what it does here, or why it cannot and what to do. */
export function PushSwitch() {
  const t = useT();
  const hintId = useId();
  const { state, busy, failed, toggle } = useDevicePush();
  if (!state) return null;
  const usable = state === 'on' || state === 'off';
  return (
    <div className="push-switch">
      <button
        type="button"
        role="switch"
        className="push-switch-button"
        aria-checked={state === 'on'}
        aria-describedby={hintId}
        aria-disabled={!usable || busy}
        aria-busy={busy || undefined}
        onClick={() => {
          if (usable && !busy) void toggle();
        }}
      >
        <span className="push-switch-label">{t('notifications.push.switch')}</span>
        <span className="push-switch-track" aria-hidden="true">
          <span className="push-switch-thumb" />
        </span>
      </button>
      <p id={hintId} className={failed ? 'push-switch-hint is-error' : 'push-switch-hint'} role={failed ? 'alert' : undefined}>
        {failed ? t('notifications.push.failed') : t(HINTS[state])}
      </p>
    </div>
  );
}
