import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_NAVIGATION, opensInWebviewOnly } from '../../../../contract/app-navigation';
import { appNavigationFormSchema, newLinkItem, withEntryPoint } from './app-navigation-form';

const issuesOf = (items: unknown[]) => {
  const result = appNavigationFormSchema.safeParse({ items });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the app navigation form', () => {
  it('accepts the default bar', () => {
    expect(issuesOf(DEFAULT_APP_NAVIGATION)).toEqual([]);
  });

  it('asks for five items, the more item last and one entry point, as the server does', () => {
    expect(issuesOf(DEFAULT_APP_NAVIGATION.slice(1))).toEqual(
      expect.arrayContaining(['items:app_navigation.exactly_five', 'items:app_navigation.one_entry_point']),
    );
    const added = [...DEFAULT_APP_NAVIGATION.slice(0, 4), { ...newLinkItem(), label: 'Wiki' }];
    expect(issuesOf(added)).toEqual(
      expect.arrayContaining([
        'items.4.type:app_navigation.more_last',
        'items.4.options.url:app_navigation.invalid_url',
      ]),
    );
  });

  it('keeps exactly one entry point when another item is chosen', () => {
    const moved = withEntryPoint(DEFAULT_APP_NAVIGATION, 2);
    expect(moved.map((item) => item.isEntryPoint)).toEqual([false, false, true, false, false]);
    expect(issuesOf(moved)).toEqual([]);
  });

  it('sends links on the network host to the webview, others may open in the browser', () => {
    expect(opensInWebviewOnly('https://intranet.example.org/pages/a', 'intranet.example.org')).toBe(true);
    expect(opensInWebviewOnly('https://INTRANET.example.org', 'intranet.example.org')).toBe(true);
    expect(opensInWebviewOnly('https://example.com', 'intranet.example.org')).toBe(false);
    expect(opensInWebviewOnly('not a url', 'intranet.example.org')).toBe(false);
  });
});
