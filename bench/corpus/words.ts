// Vocabulary for generated prose and names. Every entry is plain lowercase ASCII letters so that
// headings slug predictably and names never need escaping. Route-like words (intro, tags,
// category, blog, docs, search, index) are left out so generated folders never shadow real routes.

export const NOUNS = [
  'widget', 'gadget', 'sprocket', 'lantern', 'harbor', 'beacon', 'compass', 'anchor', 'bridge', 'canal',
  'cache', 'queue', 'ledger', 'mirror', 'prism', 'socket', 'tunnel', 'valve', 'engine', 'piston',
  'orbit', 'comet', 'meteor', 'nebula', 'planet', 'rocket', 'satellite', 'galaxy', 'quasar', 'pulsar',
  'forest', 'meadow', 'canyon', 'glacier', 'island', 'lagoon', 'prairie', 'summit', 'valley', 'delta',
  'falcon', 'heron', 'otter', 'badger', 'lynx', 'marten', 'osprey', 'puffin', 'raven', 'walrus',
  'copper', 'cobalt', 'garnet', 'granite', 'marble', 'quartz', 'silver', 'topaz', 'onyx', 'jasper',
  'loom', 'spindle', 'needle', 'thimble', 'bobbin', 'shuttle', 'treadle', 'pattern', 'fabric', 'stitch',
  'kernel', 'thread', 'buffer', 'stream', 'channel', 'signal', 'packet', 'router', 'gateway', 'relay',
  'schema', 'record', 'column', 'cursor', 'journal', 'snapshot', 'replica', 'shard', 'partition', 'segment',
  'plugin', 'adapter', 'bundle', 'module', 'package', 'registry', 'manifest', 'template', 'layout', 'palette',
  'token', 'session', 'profile', 'account', 'tenant', 'policy', 'permission', 'credential', 'vault', 'keyring',
  'metric', 'tracer', 'monitor', 'alert', 'dashboard', 'report', 'sampler', 'counter', 'gauge', 'histogram',
  'workflow', 'pipeline', 'scheduler', 'worker', 'trigger', 'handler', 'listener', 'emitter', 'dispatcher', 'reactor',
  'sidebar', 'navbar', 'footer', 'toolbar', 'panel', 'drawer', 'dialog', 'tooltip', 'banner', 'carousel',
  'archive', 'backup', 'restore', 'migration', 'upgrade', 'rollout', 'release', 'milestone', 'roadmap', 'changelog',
] as const;

export const ADJECTIVES = [
  'quiet', 'rapid', 'steady', 'nimble', 'sturdy', 'gentle', 'bright', 'hollow', 'silent', 'vivid',
  'ancient', 'modern', 'compact', 'elastic', 'durable', 'fragile', 'frozen', 'golden', 'hidden', 'humble',
  'lucid', 'mellow', 'narrow', 'patient', 'polished', 'rugged', 'serene', 'shallow', 'simple', 'subtle',
  'swift', 'tidy', 'urban', 'verbose', 'wooden', 'young', 'amber', 'azure', 'crimson', 'emerald',
  'lazy', 'eager', 'strict', 'loose', 'remote', 'local', 'shared', 'private', 'public', 'static',
  'dynamic', 'nested', 'flat', 'sparse', 'dense', 'cached', 'pooled', 'sealed', 'signed', 'layered',
] as const;

/** Present participles: heading openers such as "Configuring the quiet cache". */
export const GERUNDS = [
  'configuring', 'deploying', 'testing', 'tuning', 'monitoring', 'scaling', 'securing', 'debugging',
  'migrating', 'extending', 'measuring', 'caching', 'indexing', 'rendering', 'bundling', 'publishing',
  'validating', 'observing', 'replacing', 'wiring', 'sharing', 'pinning', 'rotating', 'pruning',
  'sorting', 'tracing', 'batching', 'loading', 'naming', 'grouping', 'linking', 'styling',
] as const;

/** Third person verbs for generated sentences. */
export const VERBS = [
  'reads', 'writes', 'stores', 'renders', 'collects', 'updates', 'tracks', 'wraps', 'routes', 'checks',
  'merges', 'splits', 'signs', 'reuses', 'loads', 'sorts', 'filters', 'streams', 'caches', 'records',
  'schedules', 'rejects', 'accepts', 'mirrors', 'publishes', 'retries', 'expands', 'compresses', 'indexes', 'resolves',
] as const;

export const ADVERBS = [
  'quickly', 'quietly', 'safely', 'lazily', 'eagerly', 'rarely', 'often', 'always', 'usually', 'gradually',
  'predictably', 'carefully', 'silently', 'repeatedly', 'directly', 'locally',
] as const;

/** Clause tails that end a sentence without further punctuation. */
export const CLAUSES = [
  'before the next build starts', 'when the configuration changes', 'during a cold start',
  'after every deployment', 'while the server is idle', 'unless a flag disables it',
  'for each incoming request', 'once the queue drains', 'if the file has not changed',
  'across every worker thread', 'when the cache is warm', 'at the end of each batch',
  'without blocking the main loop', 'as soon as a change is detected', 'in the background',
] as const;

/** Words for blog titles and doc tags. */
export const TOPICS = [
  'performance', 'security', 'accessibility', 'reliability', 'tooling', 'design', 'community',
  'release', 'tutorial', 'internals', 'migration', 'testing', 'deployment', 'observability',
] as const;

/** Project names for install commands in MDX tabs. */
export const PACKAGE_NAMES = [
  'widget-kit', 'lantern-core', 'harbor-cli', 'prism-ui', 'orbit-sdk', 'ledger-tools', 'beacon-js', 'anchor-db',
] as const;
