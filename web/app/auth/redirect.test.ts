import { describe, expect, it } from 'vitest';
import { sanitizeRedirect, signInPathFor } from './redirect';

describe('sanitizeRedirect', () => {
  it.each([
    ['/start', '/start'],
    ['/groups/design/members?page=2#top', '/groups/design/members?page=2#top'],
    ['/members/abc', '/members/abc'],
    ['  /start  ', '/start'],
    // Normalised first: what is left is a path of this site.
    ['/groups/./design/../x', '/groups/x'],
    ['/a/%2e%2e/start', '/start'],
    ['/search?q=//evil.example', '/search?q=//evil.example'],
  ])('keeps the relative path %s as %s', (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'start',
    'https://evil.example/start',
    'HTTPS://evil.example',
    'http:/evil.example',
    '//evil.example/start',
    '///evil.example',
    // Dot segments that normalise to a second host ('//evil.example').
    '/.//evil.example',
    '/./\\/evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    // Backslashes, which browsers read as slashes.
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    // Encoded slashes and backslashes that decode to a second host.
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    // Tabs, newlines and other control characters, raw or encoded.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0d%0a//evil.example',
    '/\u0000/evil.example',
    // Other schemes.
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Not a valid encoding.
    '/%E0%A4%A',
    // The sign-in and password pages themselves.
    '/users/sign_in',
    '/users/sign_in?redirect_to=/start',
    '/users/./sign_in',
    '/users/password/new',
  ])('rejects %j', (input) => {
    expect(sanitizeRedirect(input)).toBeNull();
  });

  it('builds the sign-in address with the return path', () => {
    expect(signInPathFor('/groups/design?tab=x')).toBe(
      '/users/sign_in?redirect_to=%2Fgroups%2Fdesign%3Ftab%3Dx',
    );
    expect(signInPathFor('/')).toBe('/users/sign_in');
    expect(signInPathFor('https://evil.example')).toBe('/users/sign_in');
    expect(signInPathFor('/.//evil.example')).toBe('/users/sign_in');
  });
});
