import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link, {type Props as LinkProps} from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import IconLanguage from '@theme/Icon/Language';
import {LOCALES, LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {useLocale} from '@site/src/lib/useLocale';
import {equivalentPath} from '@site/src/data/routes';
import {switchTarget} from '@site/src/lib/alternates';
import {useUntranslated} from '@site/src/lib/useUntranslated';
import {rememberLocale} from '@site/src/lib/rememberLocale';
import {focusSoon} from '@site/src/lib/focus';
import type {ItemProps} from '@site/src/components/NavbarItems';
import styles from './styles.module.css';

function useChoices() {
  const {pathname} = useLocation();
  const current = useLocale();
  const untranslated = useUntranslated();
  // A page not translated into a language yet links to that language's home page, not to its notice.
  const choices = LOCALES.map((locale) => ({
    locale,
    href: locale === current ? equivalentPath(pathname, locale) : switchTarget(pathname, locale, untranslated),
    current: locale === current,
  }));
  return {current, choices};
}
type Choice = ReturnType<typeof useChoices>['choices'][number];

// Written out: the build keeps only the CSS rules whose class names appear whole in a page or script.
const ACTIVE = {dropdown__link: 'dropdown__link--active', menu__link: 'menu__link--active'} as const;

/** A language's own name linking to a page in it: another single-page app, so a full navigation. */
export function LocaleLink({
  locale,
  href,
  ...props
}: {locale: Locale; href: string} & Omit<LinkProps, 'to'>): ReactNode {
  return (
    <Link
      to={`pathname://${href}`}
      target="_self"
      autoAddBaseUrl={false}
      lang={locale}
      hrefLang={locale}
      data-locale={locale}
      {...props}
    >
      {LOCALE_INFO[locale].label}
    </Link>
  );
}

/** One language in either list, remembered when chosen. */
function ChoiceLink({
  choice,
  linkClass,
  onChosen,
}: {
  choice: Choice;
  linkClass: keyof typeof ACTIVE;
  onChosen?: () => void;
}) {
  return (
    <LocaleLink
      locale={choice.locale}
      href={choice.href}
      aria-current={choice.current ? 'true' : undefined}
      className={clsx(linkClass, choice.current && ACTIVE[linkClass])}
      onClick={() => {
        rememberLocale(choice.locale);
        onChosen?.();
      }}
    />
  );
}

/**
 * Desktop: a disclosure (no menu role) closed by a choice, a click or focus outside, or Escape (focus back
 * to the button). Arrows, Home and End move between languages; ArrowDown/Up on the button open the list.
 */
function DesktopSwitcher({position, className}: ItemProps): ReactNode {
  const {current, choices} = useChoices();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // Which entry to focus once the list is visible (it is visibility:hidden while closed).
  const [pendingFocus, setPendingFocus] = useState<'first' | 'last' | null>(null);
  const links = (): HTMLAnchorElement[] =>
    ref.current ? Array.from(ref.current.querySelectorAll<HTMLAnchorElement>('a[data-locale]')) : [];

  useEffect(() => {
    if (!open || !pendingFocus) return undefined;
    return focusSoon(() => (pendingFocus === 'first' ? links()[0] : links().at(-1)), {
      onFocused: () => setPendingFocus(null),
    });
  }, [open, pendingFocus]);

  useEffect(() => {
    if (!open) return undefined;
    const onDocumentEvent = (event: Event) => {
      if (event.type !== 'keydown') {
        if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
      } else if ((event as globalThis.KeyboardEvent).key === 'Escape') {
        const focusInside = !!ref.current?.contains(document.activeElement);
        setOpen(false);
        if (focusInside) buttonRef.current?.focus();
      }
    };
    const types = ['mousedown', 'touchstart', 'focusin', 'keydown'];
    types.forEach((type) => document.addEventListener(type, onDocumentEvent));
    return () => types.forEach((type) => document.removeEventListener(type, onDocumentEvent));
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const target = event.key === 'ArrowDown' ? all[0] : all.at(-1);
    // Open and visible: focus at once; otherwise once the list has faded in. Not while it
    // closes: it stays visible while it fades out, and focus there is lost once it hides.
    if (open && target) {
      target.focus();
      if (document.activeElement === target) return;
    }
    setOpen(true);
    setPendingFocus(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (next === undefined || index === -1) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div
      ref={ref}
      data-language-switcher=""
      className={clsx('navbar__item', 'dropdown', styles.switcher, className, {
        'dropdown--right': position === 'right',
        'dropdown--show': open,
      })}
    >
      <button
        ref={buttonRef}
        type="button"
        className={clsx('navbar__link', styles.toggle)}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={translate(
          {
            id: 'navbar.languageSwitcher.ariaLabel',
            message: 'Taal: {language}',
            description: 'Accessible name of the language switcher button; {language} is the current language',
          },
          {language: LOCALE_INFO[current].label},
        )}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <IconLanguage className={styles.icon} />
        {LOCALE_INFO[current].label}
      </button>
      <ul id={listId} className="dropdown__menu" onKeyDown={onListKeyDown}>
        {choices.map((choice) => (
          <li key={choice.locale}>
            <ChoiceLink choice={choice} linkClass="dropdown__link" onChosen={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Phone menu: a real button with aria-expanded, where the theme's dropdown is a stateless role=button link. */
function MobileSwitcher({className}: ItemProps): ReactNode {
  const {choices} = useChoices();
  const [open, setOpen] = useState(false);
  // Rendered only in the browser, when the menu opens: no server-rendered id to match.
  const listId = useId();
  return (
    <li className={clsx('menu__list-item', !open && 'menu__list-item--collapsed', className)}>
      <button
        type="button"
        className={clsx('menu__link menu__link--sublist menu__link--sublist-caret', styles.mobileToggle)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <IconLanguage className={styles.icon} />
        {translate({
          id: 'navbar.languageSwitcher.mobileLabel',
          message: 'Talen',
          description: 'Label of the language switcher in the mobile menu',
        })}
      </button>
      <ul id={listId} className="menu__list" hidden={!open}>
        {choices.map((choice) => (
          <li key={choice.locale} className="menu__list-item">
            <ChoiceLink choice={choice} linkClass="menu__link" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Navbar language switcher: each entry links to the equivalent page (route table). */
export default function LanguageSwitcher({mobile, ...props}: ItemProps): ReactNode {
  return mobile ? <MobileSwitcher {...props} /> : <DesktopSwitcher {...props} />;
}
