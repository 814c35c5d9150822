import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Treatment groups (spec 2.4). Category labels are translated in
// i18n/<locale>/docusaurus-plugin-content-docs/current.json.
const sidebars = {
  treatments: [
    {
      type: 'category',
      label: 'Conservatieve behandeling',
      key: 'conservative',
      collapsible: false,
      items: ['infiltrations'],
    },
    {type: 'category', label: 'Operatieve behandeling', key: 'operative', collapsible: false, items: ['hip', 'knee']},
    {type: 'category', label: 'Gespecialiseerde chirurgie', key: 'specialist', collapsible: false, items: ['revision']},
  ],
} satisfies SidebarsConfig;

export default sidebars;
