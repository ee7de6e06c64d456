import { useBaseUrl as useBaseUrlFunction } from '../context.ts';

/** `@docusaurus/useBaseUrl`: a site path with the base URL in front (external addresses unchanged). */
export default function useBaseUrl(url: string): string {
  return useBaseUrlFunction()(url);
}
