/**
 * The 4.x documentation, in reading order: every doc id the site plans, by sidebar and category.
 * sidebars.ts builds the sidebars from it, keeping only the docs already written.
 */
export const mainCategories = {
  Documentation: [
    'index',
    'how-it-works',
    'connection-state-recovery',
    'delivery-guarantees',
    'logging-and-debugging',
    'memory-usage',
    'testing',
    'troubleshooting-connection-issues',
    'typescript',
  ],
  Server: [
    'server-installation',
    'server-initialization',
    'server-instance',
    'server-socket-instance',
    'middlewares',
    'handling-cors',
    'reverse-proxy',
    'server-application-structure',
    'server-with-bundlers',
    'using-multiple-nodes',
  ],
  Client: [
    'client-installation',
    'client-initialization',
    'client-socket-instance',
    'client-offline-behavior',
    'client-with-bundlers',
  ],
  Events: ['emitting-events', 'listening-to-events', 'broadcasting-events', 'rooms'],
  Adapters: [
    'adapter',
    'redis-adapter',
    'redis-streams-adapter',
    'mongo-adapter',
    'postgres-adapter',
    'cluster-adapter',
    'aws-sqs-adapter',
    'azure-service-bus-adapter',
    'gcp-pubsub-adapter',
  ],
  Advanced: ['namespaces', 'custom-parser', 'admin-ui', 'load-testing', 'performance-tuning', 'pm2'],
  Migrations: ['migrating-from-2-x-to-3-0', 'migrating-from-3-x-to-4-0'],
  Miscellaneous: ['faq', 'glossary', 'engine-io-protocol', 'socket-io-protocol'],
} as const;

export const serverDocs = ['server-api', 'server-options'];
export const clientDocs = ['client-api', 'client-options'];

export const tutorialDocs = [
  'tutorial/introduction',
  'tutorial/step-1',
  'tutorial/step-2',
  'tutorial/step-3',
  'tutorial/step-4',
  'tutorial/step-5',
  'tutorial/handling-disconnections',
  'tutorial/step-6',
  'tutorial/step-7',
  'tutorial/step-8',
  'tutorial/step-9',
  'tutorial/ending-notes',
  'tutorial/api-overview',
];

/** Pages reached from the navbar only, per the spec. */
export const docsWithoutSidebar = ['emit-cheatsheet'];
