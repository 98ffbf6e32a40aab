import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import type { Me, Network } from '../../api/types';
import { UserbarLink } from './userbar-link';
import { contextSection } from './userbar-sections';

/** The member's own section as the user bar draws it, at `pathname`. */
const renderMemberSection = (pathname: string) => {
  const section = contextSection('member', {
    pathname,
    me: { id: 'me' } as Me,
    network: { can: {}, config: {} } as Network,
  });
  const links = (
    <ul>
      {section?.links.map((link) => (
        <li key={link.to}>
          <UserbarLink to={link.to} end={link.end}>
            {link.labelKey}
          </UserbarLink>
        </li>
      ))}
    </ul>
  );
  renderRoutes([{ path: '*', element: links }], pathname);
};

const lit = () => screen.queryAllByRole('link', { current: 'page' }).map((link) => link.textContent);

describe('the member’s own user bar section', () => {
  it('lights only "Ignored" on the page of ignored members', () => {
    renderMemberSection('/members/me/ignored');
    expect(lit()).toEqual(['js.userbar.member.ignored']);
  });

  it('lights only the notification settings on their page', () => {
    renderMemberSection('/members/me/settings/edit');
    expect(lit()).toEqual(['js.userbar.member.settings']);
  });
});
