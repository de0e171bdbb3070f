/** "contact support at help@…", or, with no SUPPORT_EMAIL set, "contact your administrator". */
export function supportContact(supportEmail: string | null): string {
  return supportEmail ? `contact support at ${supportEmail}` : 'contact your administrator';
}
