import { parseArgs } from 'node:util';
import { setupFields } from '../../../contract/setup.js';
import { AppError } from '../../platform/errors.js';
import { type AdministratorInput, passwordProblem } from './service.js';

/** The i18n keys of setup's field errors in the command's words (it speaks English, like the logs). */
const PROBLEMS: Record<string, string> = {
  'js.setup.errors.required': 'is required',
  'js.setup.errors.too_long': 'is too long',
  'js.setup.errors.email_invalid': 'is not an e-mail address',
  'js.setup.errors.email_taken': 'belongs to an account already',
  'js.setup.errors.password_too_short': 'must be at least 12 characters',
  'js.setup.errors.password_too_weak':
    'is too easy to guess (a common password, your name or e-mail, repeated or counted characters)',
  'js.setup.errors.time_zone_unknown': 'is not a known time zone',
};

const FIELD_NAMES: Record<string, string> = {
  email: '--email',
  first_name: '--first-name',
  last_name: '--last-name',
  password: 'the password',
  time_zone: 'the time zone',
};

export const USAGE =
  'Usage: npm run admin:create -- --email <address> --first-name <name> --last-name <name>\n' +
  'The password is asked for on a terminal, or read from the first line of standard input.';

export class UsageError extends Error {}

export type AdminArguments = { email?: string; firstName?: string; lastName?: string };

/** Command-line flags; the password is never one (other users of the machine see the process list). */
export function parseAdminArguments(argv: string[]): AdminArguments {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    return { email: values.email, firstName: values['first-name'], lastName: values['last-name'] };
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
}

/** The same checks as the setup page; an error names the flag and what is wrong with it. */
export function validateAdministrator(
  values: Required<AdminArguments> & { password: string },
): AdministratorInput {
  const parsed = setupFields.safeParse({
    email: values.email,
    first_name: values.firstName,
    last_name: values.lastName,
    password: values.password,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(describeField(String(issue?.path[0] ?? ''), issue?.message ?? ''));
  }
  const input = {
    email: parsed.data.email,
    firstName: parsed.data.first_name,
    lastName: parsed.data.last_name,
    password: parsed.data.password,
  };
  // Before the database is opened: a weak password is refused at once.
  const problem = passwordProblem(input);
  if (problem) throw new UsageError(describeField('password', problem));
  return input;
}

const describeField = (field: string, key: string) =>
  `${FIELD_NAMES[field] ?? field} ${PROBLEMS[key] ?? key}`;

/** One line for a refusal of the service (weak password, e-mail taken), or null for other errors. */
export function describeRefusal(err: unknown): string | null {
  if (!(err instanceof AppError) || !err.fields) return null;
  const [field, messages] = Object.entries(err.fields)[0] ?? [];
  return field ? describeField(field, messages?.[0] ?? '') : err.message;
}
