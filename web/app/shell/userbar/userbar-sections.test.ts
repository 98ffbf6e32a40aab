import { describe, expect, it } from 'vitest';
import type { Me, Network } from '../../api/types';
import { contextSection } from './userbar-sections';

/** Only the parts of the network and member the sections read. */
const contextWith = (can: Partial<Network['can']>) => ({
  pathname: '/files',
  me: { id: 'me' } as Me,
  network: { can, config: {} } as Network,
});

describe('contextSection', () => {
  it('offers the files approval page only to a member the server lets review the network files', () => {
    const links = (reviewFiles: boolean) =>
      contextSection('files', contextWith({ review_files: reviewFiles }))?.links.map((link) => link.to);
    expect(links(true)).toEqual(['/files', '/files/approval']);
    expect(links(false)).toEqual(['/files']);
  });
});
