import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItem/Category';
import styles from './styles.module.css';

/** A category without a link of its own is a plain heading, not an `<a>` without href. */
export default function CategoryWrapper(props: Props): ReactNode {
  const {item, activePath, level, onItemClick} = props;
  if (item.collapsible || item.href) return <Category {...props} />;
  return (
    <li className={clsx('theme-doc-sidebar-item-category', 'menu__list-item', item.className)}>
      <p className={styles.group}>{item.label}</p>
      <ul className="menu__list">
        <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} onItemClick={onItemClick} />
      </ul>
    </li>
  );
}
