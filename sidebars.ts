import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** The one docs sidebar: the order and category labels of every page. Page labels come from front matter. */
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Get started',
      collapsed: false,
      items: [
        'get-started/quickstart',
        'get-started/create-project',
        'get-started/sending-queries',
        'get-started/auth',
        'get-started/branches',
        'get-started/inviting-members',
        'get-started/connect-services',
        'get-started/help',
      ],
    },
    'major-concepts',
    {
      type: 'category',
      label: 'API',
      items: [
        'api/api-explorer',
        'api/api-keys',
        'api/errors',
        'api/where-filter',
        'api/assets',
        'api/cdn',
        'api/webhooks',
      ],
    },
    {
      type: 'category',
      label: 'Data',
      link: { type: 'doc', id: 'data/intro' },
      items: [
        'data/modeling',
        'data/editor',
        'data/assets',
        'data/localization',
        'data/versions',
        'data/workflows',
        'data/data-importing',
      ],
    },
    {
      type: 'category',
      label: 'Schema',
      link: { type: 'doc', id: 'schema/intro' },
      items: [],
    },
    {
      type: 'category',
      label: 'Services',
      link: { type: 'doc', id: 'services/intro' },
      items: [],
    },
    {
      type: 'category',
      label: 'AI',
      items: ['ai/rag', 'ai/guardrails', 'ai/mcp'],
    },
    {
      type: 'category',
      label: 'Import & export',
      items: ['import-export/project', 'import-export/schema', 'import-export/patterns'],
    },
    'project-settings',
    'roles-permissions',
    'account-management',
    'cli',
    'glossary',
  ],
};

export default sidebars;
