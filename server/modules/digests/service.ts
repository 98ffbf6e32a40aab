/** What other modules use of the digests: the birthday mail (the administration's test mail). */
export { BIRTHDAY_PLACEHOLDERS, birthdayMail } from './birthday-mail.js';
