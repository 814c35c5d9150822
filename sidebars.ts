import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {SIDEBAR_GROUPS, pagesInGroup, type SidebarGroup} from './src/data/routes';

// The treatments menu from the page registry; labels translated in docusaurus-plugin-content-docs/current.json.
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
