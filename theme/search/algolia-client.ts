import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { AlgoliaConfig } from '../../src/config/define.ts';

export interface Timeouts {
  connect: number;
  read: number;
  write: number;
}

/**
 * The official lite client for the hosted service, with the timeouts set explicitly and, when configured,
 * hosts of the site's choosing. It lives in its own lazy chunk: sites without the service, and readers
 * who never search, never download it.
 */
export default function createClient(config: AlgoliaConfig, timeouts: Timeouts): LiteClient {
  return liteClient(config.appId, config.apiKey, {
    timeouts,
    ...(config.hosts ? { hosts: config.hosts.map((h) => ({ ...h, accept: 'readWrite' as const })) } : {}),
  });
}
