import { describe, expect, it } from 'vitest';
import { sanitizeRedirect, signInPathFor } from './redirect';

describe('sanitizeRedirect', () => {
  it.each([
    ['/start', '/start'],
    ['/groups/design/members?page=2#top', '/groups/design/members?page=2#top'],
    ['/members/abc', '/members/abc'],
    ['  /start  ', '/start'],
  ])('keeps the relative path %s', (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'start',
    'https://evil.example/start',
    '//evil.example/start',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0d%0a//evil.example',
    '/\t/evil.example',
    '/users/sign_in',
    '/users/sign_in?redirect_to=/start',
    '/users/password/new',
  ])('rejects %s', (input) => {
    expect(sanitizeRedirect(input)).toBeNull();
  });

  it('builds the sign-in address with the return path', () => {
    expect(signInPathFor('/groups/design?tab=x')).toBe(
      '/users/sign_in?redirect_to=%2Fgroups%2Fdesign%3Ftab%3Dx',
    );
    expect(signInPathFor('/')).toBe('/users/sign_in');
    expect(signInPathFor('https://evil.example')).toBe('/users/sign_in');
  });
});
