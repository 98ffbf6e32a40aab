import { Paperclip } from 'lucide-react';
import type { MessageAttachment } from '../../../../contract/messages';

/** Attachments link to the API path, which serves the file itself. */
export const AttachmentList = ({ attachments }: { attachments: MessageAttachment[] }) =>
  attachments.length === 0 ? null : (
    <ul className="flex flex-wrap gap-2">
      {attachments.map((file) => (
        <li key={file.id}>
          <a
            href={file.path}
            className="inline-flex items-center gap-1 text-sm text-primary underline"
            download
          >
            <Paperclip className="size-4" aria-hidden="true" />
            {file.original_filename}
          </a>
        </li>
      ))}
    </ul>
  );
