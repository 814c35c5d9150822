/** `/.well-known/security.txt` (RFC 9116): whom to tell about a security problem, valid for a year. */
export interface SecurityTxtInput {
  email: string;
  /** Public origin, without a trailing slash. */
  siteUrl: string;
  built: Date;
  languages: readonly string[];
}

/** One year after `date` (RFC 9116 advises less than a year ahead; a rebuild renews it). */
export function oneYearAfter(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

export function securityTxt({email, siteUrl, built, languages}: SecurityTxtInput): string {
  return [
    `Contact: mailto:${email}`,
    `Expires: ${oneYearAfter(built)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}
