import { render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Device } from '../../../contract/devices';
import { testI18n } from '../../test/render';
import en from './locales/en.json';
import { PushSettingsView } from './push-settings-card';
import { applicationServerKey, pushStateOf, subscriptionInput } from './push-state';
import type { PushControl } from './use-push';

testI18n.addResourceBundle('en', 'translation', en, true, false);
const render = (ui: ReactElement) => {
  const wrap = (inner: ReactElement) => <I18nextProvider i18n={testI18n}>{inner}</I18nextProvider>;
  const result = renderPlain(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
};

const device: Device = {
  id: 'd1',
  name: 'Firefox',
  push_service: 'https://updates.push.services.mozilla.com',
  created_at: '2026-01-01T00:00:00.000Z',
  last_pushed_at: null,
  settings: { notifications: { messages: true, calendars: false } },
};
const control = (changes: Partial<PushControl>): PushControl => ({
  state: 'off',
  device: null,
  busy: false,
  turnOn: vi.fn(async () => {}),
  turnOff: vi.fn(async () => {}),
  ...changes,
});

describe('push state', () => {
  it('is unsupported without the APIs, denied when blocked, on only when granted and registered', () => {
    expect(pushStateOf({ supported: false, permission: 'granted', deviceId: 'd1' })).toBe('unsupported');
    expect(pushStateOf({ supported: true, permission: 'denied', deviceId: null })).toBe('denied');
    expect(pushStateOf({ supported: true, permission: 'default', deviceId: null })).toBe('off');
    expect(pushStateOf({ supported: true, permission: 'granted', deviceId: null })).toBe('off');
    expect(pushStateOf({ supported: true, permission: 'granted', deviceId: 'd1' })).toBe('on');
  });

  it('turns the VAPID key into bytes and takes only subscriptions with keys', () => {
    expect([...applicationServerKey('AQID_w')]).toEqual([1, 2, 3, 255]);
    expect(subscriptionInput({ endpoint: 'https://x', keys: { p256dh: 'a', auth: 'b' } })).toEqual({
      endpoint: 'https://x',
      keys: { p256dh: 'a', auth: 'b' },
    });
    expect(subscriptionInput({ endpoint: 'https://x' })).toBeNull();
  });
});

describe('push settings card', () => {
  it('offers nothing to switch where the browser cannot or the member blocked it', () => {
    const { rerender } = render(<PushSettingsView push={control({ state: 'unsupported' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('This browser cannot receive push notifications.');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<PushSettingsView push={control({ state: 'denied' })} />);
    expect(screen.getByRole('status')).toHaveTextContent(/blocked for this site/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns push on when off', async () => {
    const push = control({ state: 'off' });
    render(<PushSettingsView push={push} />);
    expect(screen.getByRole('status')).toHaveTextContent('Push notifications are off for this browser.');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on push notifications' }));
    expect(push.turnOn).toHaveBeenCalled();
  });

  it('shows the groups pushed and turns push off when on', async () => {
    const push = control({ state: 'on', device });
    render(<PushSettingsView push={push} />);
    expect(screen.getByRole('status')).toHaveTextContent('Push notifications are on for this browser.');
    expect(screen.getByRole('checkbox', { name: /messages/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /calendars/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off push notifications' }));
    expect(push.turnOff).toHaveBeenCalled();
  });
});
