/**
 * The recovery timeline's step titles (src/components/Medical/RecoveryTimeline)
 * are plural messages chosen by the step's number: Arabic names a step by the
 * time since the operation, with one and two as the noun itself.
 */
import {LOCALES} from '@site/src/data/locales';
import {RECOVERY_STEPS} from '@site/src/data/clinical';
import {selectPlural} from '@site/src/lib/format';
import {messagesOf} from '../helpers/messages';

const PLACEHOLDER = {day1: 'day', week2: 'week', week4: 'weeks', week6: 'week'} as const;

function title(locale: string, key: keyof typeof PLACEHOLDER, count: number, shown: string): string {
  const message = messagesOf(locale).get(`medical.recovery.${key}.title`);
  if (message === undefined) throw new Error(`No medical.recovery.${key}.title (${locale})`);
  return selectPlural(locale, count, message).replace(`{${PLACEHOLDER[key]}}`, shown);
}

describe('recovery step titles', () => {
  it.each(LOCALES)('%s has a title with its number for every step of src/data', (locale) => {
    for (const step of RECOVERY_STEPS) {
      const value = step.at.value;
      const last = typeof value === 'number' ? value : value[1];
      const shown = typeof value === 'number' ? String(value) : `${value[0]}–${value[1]}`;
      const text = title(locale, step.key, last, shown);
      expect(text).not.toMatch(/[{}|]/);
      // Arabic writes one and two as words; the others show the number.
      if (locale === 'ar' && last <= 2) expect(text).not.toMatch(/\d/);
      else expect(text).toContain(shown);
    }
  });

  it.each([
    [1, 'day1', 'اليوم التالي للعملية: أول مرة خارج السرير'],
    [2, 'week2', 'بعد أسبوعين: المشي في الخارج'],
    [5, 'week6', 'بعد 5 أسابيع: غالبًا العودة إلى الرياضة'],
    [12, 'week6', 'بعد 12 أسبوعًا: غالبًا العودة إلى الرياضة'],
    [1, 'week2', 'بعد أسبوع: المشي في الخارج'],
  ] as const)('ar: %i for %s reads «%s»', (count, key, expected) => {
    expect(title('ar', key, count, String(count))).toBe(expected);
  });
});
