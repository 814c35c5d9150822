/**
 * Validators of practice details (src/data/practice.ts): shape, format,
 * uniqueness and https, whatever the domains. The placeholders on `.example`
 * pass them, and so does a practice's real data (tests/fixtures/practice.real.ts).
 */
import {LOCALES} from '@site/src/data/locales';
import type {Practice} from '@site/src/data/practice';

/** Every external URL of the practice details. */
export function practiceUrls(practice: Practice): string[] {
  return [
    practice.bookingUrl,
    practice.chatUrl,
    practice.hydrogelProductUrl,
    ...practice.social.map((s) => s.url),
    ...practice.reviewPlatforms.map((r) => r.url),
    ...practice.clinics.map((c) => c.url),
    ...practice.partners.map((p) => p.url),
  ];
}

/** A DNS host name of at least two labels (`booking.example`, `www.praktijk-jansen.nl`), no IP address. */
const HOST = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9])$/i;

/** What is wrong with one URL, or undefined. */
export function urlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${url}: not a URL`;
  }
  if (parsed.protocol !== 'https:') return `${url}: not https`;
  if (!HOST.test(parsed.hostname)) return `${url}: host ${parsed.hostname} is not a domain name`;
  if (parsed.username || parsed.password) return `${url}: carries credentials`;
  if (parsed.port) return `${url}: has a port`;
  if (/\s/.test(url)) return `${url}: contains white space`;
  return undefined;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

/** Every problem of a practice's details; empty when they are fine. */
export function practiceProblems(practice: Practice): string[] {
  const problems: string[] = [];
  const urls = practiceUrls(practice);
  for (const url of urls) {
    const problem = urlProblem(url);
    if (problem) problems.push(problem);
  }
  for (const url of duplicates(urls)) problems.push(`${url}: listed twice`);
  if (!EMAIL.test(practice.email)) problems.push(`${practice.email}: not an e-mail address`);
  for (const locale of LOCALES) {
    const phone = practice.phone[locale];
    if (!/^\+[1-9]\d{7,14}$/.test(phone.e164)) problems.push(`${locale}: ${phone.e164} is not E.164`);
    if (phone.display.replace(/\s/g, '') !== phone.e164)
      problems.push(`${locale}: ${phone.display} is not ${phone.e164}`);
  }
  for (const [name, list] of [
    ['social', practice.social],
    ['reviewPlatforms', practice.reviewPlatforms],
    ['clinics', practice.clinics],
    ['partners', practice.partners],
  ] as const) {
    for (const key of duplicates(list.map((x) => x.key))) problems.push(`${name}: key ${key} twice`);
    for (const n of duplicates(list.map((x) => x.name))) problems.push(`${name}: name ${n} twice`);
    for (const item of list) if (item.name.trim() === '') problems.push(`${name}: ${item.key} has no name`);
  }
  for (const clinic of practice.clinics) {
    if (clinic.city.trim() === '' || clinic.address.trim() === '') problems.push(`${clinic.key}: no address`);
    const postal = clinic.country === 'NL' ? /^\d{4} ?[A-Z]{2}$/ : /^\d{5}$/;
    if (!postal.test(clinic.postalCode)) problems.push(`${clinic.key}: postal code ${clinic.postalCode}`);
  }
  for (const platform of practice.reviewPlatforms) {
    if (!(platform.rating > 0 && platform.rating <= platform.scale))
      problems.push(`${platform.key}: rating out of scale`);
  }
  if (practice.surgeon.displayName.trim() === '' || practice.practiceName.trim() === '') problems.push('no names');
  return problems;
}
