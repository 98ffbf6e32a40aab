import { describe, expect, it } from 'vitest';
import type { UploadItem } from '../../files';
import type { ComposerLink } from '../composer/use-link-previews';
import { pendingAttachments } from './pending-attachments';

const item = (overrides: Partial<UploadItem>): UploadItem => ({
  clientId: 'u',
  name: 'file.txt',
  type: 'text/plain',
  size: 12,
  extension: 'txt',
  progress: 100,
  state: 'volatile',
  status: null,
  id: 'id-1',
  ...overrides,
});

const link = (overrides: Partial<ComposerLink>): ComposerLink => ({
  url: 'https://example.org/',
  loading: false,
  crawl: null,
  error: null,
  show: true,
  ...overrides,
});

describe('attachments of a pending message', () => {
  it('shows the uploads the message sends and the link previews as chosen', () => {
    const shown = pendingAttachments(
      [
        item({ clientId: 'a', name: 'plan.pdf', type: 'application/pdf', extension: 'pdf', id: 'f1' }),
        item({ clientId: 'b', state: 'failed', id: null }),
      ],
      [item({ clientId: 'c', name: 'photo.png', type: 'image/png', id: 'i1' })],
      [
        link({
          crawl: {
            id: 'crawl-1',
            status: 'finished',
            url: 'https://example.org/',
            title: 'Example',
            description: 'An example',
            image_url: null,
          },
        }),
        link({ url: 'https://hidden.example/', show: false }),
        link({ url: 'https://broken.example/', error: 'js.chat.crawl.failed_to_initialize' }),
      ],
      'Alex Sender',
      '2026-11-22T10:00:00.000Z',
    );
    expect(shown.files).toEqual([
      {
        id: 'f1',
        original_filename: 'plan.pdf',
        size: 12,
        content_type: 'application/pdf',
        extension: 'pdf',
        author_name: 'Alex Sender',
        created_at: '2026-11-22T10:00:00.000Z',
      },
    ]);
    expect(shown.images).toEqual([{ id: 'i1', original_filename: 'photo.png' }]);
    expect(shown.link_attachments.map((l) => [l.url, l.title, l.show])).toEqual([
      ['https://example.org/', 'Example', true],
      ['https://hidden.example/', null, false],
      ['https://broken.example/', null, false],
    ]);
    expect(shown.link_attachments[0]?.id).toBe('crawl-1');
  });
});
