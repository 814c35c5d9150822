import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {SIDEBAR_GROUPS, pagesInGroup, type SidebarGroup} from './src/data/routes';

// The treatments menu (spec 2.4), derived from the page registry
// (src/data/routes.ts): one category per group, its treatment pages in
// registry order. Category labels are translated in
// i18n/<locale>/docusaurus-plugin-content-docs/current.json.
const LABELS: Record<SidebarGroup, string> = {
  conservative: 'Behandeling zonder operatie',
  operative: 'Behandeling met een operatie',
  specialist: 'Gespecialiseerde chirurgie',
};

const sidebars = {
  treatments: SIDEBAR_GROUPS.filter((group) => pagesInGroup(group).length > 0).map((group) => ({
    type: 'category' as const,
    label: LABELS[group],
    key: group,
    collapsible: false,
    items: pagesInGroup(group),
  })),
} satisfies SidebarsConfig;

export default sidebars;
