import { describe, expect, it, vi } from 'vitest';
import { checkForUpdatesWhenSeen, UPDATE_CHECK_MS } from '../../../app/service-worker';

/** A page that can be hidden and shown again, as a phone does with an installed app. */
function fakePage() {
  const target = new EventTarget();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
  };
  const turn = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { page, hide: () => turn('hidden'), show: () => turn('visible') };
}

describe('an installed app resumed without a navigation', () => {
  it('asks for a new version when it is shown again an hour or more after it last asked, and not more often', () => {
    let clock = 0;
    const update = vi.fn(() => Promise.resolve());
    const { page, hide, show } = fakePage();
    checkForUpdatesWhenSeen({ update }, page as unknown as Document, () => clock);

    clock = UPDATE_CHECK_MS - 1;
    hide();
    show();
    expect(update).not.toHaveBeenCalled();

    clock = UPDATE_CHECK_MS;
    hide();
    expect(update).not.toHaveBeenCalled();
    show();
    expect(update).toHaveBeenCalledTimes(1);

    clock += 60_000;
    show();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('asks again the next time it is shown when the last ask found no connection', async () => {
    let clock = UPDATE_CHECK_MS;
    const update = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { page, show } = fakePage();
    checkForUpdatesWhenSeen({ update }, page as unknown as Document, () => clock);
    clock *= 2;
    show();
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    clock += 60_000;
    show();
    expect(update).toHaveBeenCalledTimes(2);
  });
});
