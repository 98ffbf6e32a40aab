import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { issueMessageKey } from '../../../contract/field-errors.js';
import { CSV_MAX_BYTES, csvInviteFields, externalInviteBody } from '../../../contract/invitations.js';
import { AppError, badRequest, type FieldErrors, unprocessable } from '../../platform/errors.js';
import { refuseUnstorableText } from '../../platform/unstorable-text.js';

/**
 * POST {scope}/external_invites takes JSON (one address) or a multipart form (a `csv` file and its
 * fields), so the route has no body schema and reads either here, with the same 400 shape as the
 * schema validation of other routes.
 */
export type ExternalInviteRequest =
  | { kind: 'single'; body: z.infer<typeof externalInviteBody>['external_invite'] }
  | { kind: 'csv'; bytes: Buffer; fields: z.infer<typeof csvInviteFields> };

function parseOr400<T extends z.ZodType>(schema: T, input: unknown, prefix = ''): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = `${prefix}${issue.path.join('.')}` || 'base';
    fields[key] = [...(fields[key] ?? []), issueMessageKey(issue)];
  }
  throw badRequest('The input is not valid.', fields);
}

type Part = { type: 'file' | 'field'; fieldname: string; value?: unknown; toBuffer?: () => Promise<Buffer> };

async function readMultipart(request: FastifyRequest): Promise<ExternalInviteRequest> {
  const raw: Record<string, unknown> = {};
  const groupIds: string[] = [];
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts() as AsyncIterable<Part>) {
      if (part.type === 'file') {
        if (part.fieldname !== 'csv' || bytes || !part.toBuffer)
          throw badRequest('Only one csv file is taken.');
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'group_ids[]' || part.fieldname === 'group_ids') {
        groupIds.push(String(part.value));
      } else {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError(413, 'too_large', 'The CSV file is too large.');
    }
    throw badRequest('The form could not be read.');
  }
  refuseUnstorableText(raw, groupIds);
  if (!bytes) throw unprocessable({ csv: ['js.required'] }, 'The CSV file is missing.');
  if (bytes.length > CSV_MAX_BYTES) throw new AppError(413, 'too_large', 'The CSV file is too large.');
  return { kind: 'csv', bytes, fields: parseOr400(csvInviteFields, { ...raw, group_ids: groupIds }) };
}

export async function readExternalInvite(request: FastifyRequest): Promise<ExternalInviteRequest> {
  if (request.isMultipart()) return readMultipart(request);
  return { kind: 'single', body: parseOr400(externalInviteBody, request.body ?? {}).external_invite };
}
