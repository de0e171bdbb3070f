import { supportContact } from './support.js';

/** User-facing messages that the spec (§5, §8) fixes word for word. */
export const messages = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  passwordsDontMatch: "Passwords don't match",
  nameRequired: 'Name is required',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  currentPasswordWrong: 'Current password is incorrect',
  unknownTimeZone: 'Unknown time zone',
  notSignedIn: 'Unauthorized',
  adminRequired: 'Admin access required',
  locationSuspended:
    'This location is suspended for non-payment. Pay in Billing to restore it; until then it cannot be changed.',
  forgotPasswordSent:
    'If an account exists for that address, we have sent it a link to reset the password.',
  resetLinkInvalid: 'This reset link is invalid or has already been used. Ask for a new one.',
  resetLinkExpired: 'This reset link has expired. Ask for a new one.',
  tooManyResetRequests: 'Too many reset requests. Please try again later.',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please try again later.',
  validationFailed: 'Validation failed',
  notFound: 'Not found',
  durationOutOfRange: 'Duration must be between 1 and 300 seconds',
  durationWholeSeconds: 'Duration must be a whole number of seconds',
  contentNotFound: 'Content not found',
  contentNotFailed: 'Only an item whose processing failed can be retried',
  unknownContentKind: 'There is no such kind of content',
  formDataForFileKind:
    'Files (images, videos, audio, documents) are added and replaced by uploading them, not with a form',
  fileRequired: 'Choose a file to upload',
  unknownLocation: 'Unknown location',
} as const;

/** Why an account-suspended owner cannot sign in, and whom to ask. */
export function accountSuspendedMessage(supportEmail: string | null): string {
  return `This account is suspended. Please ${supportContact(supportEmail)}.`;
}
