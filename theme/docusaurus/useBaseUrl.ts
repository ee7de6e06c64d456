import { useBaseUrl as useBaseUrlFunction, type BaseUrlOptions } from '../context.ts';

/** `@docusaurus/useBaseUrl`: a site path with the base URL in front (external addresses unchanged). */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlFunction()(url, options);
}

/** `useBaseUrlUtils` of `@docusaurus/useBaseUrl`: the same as a function, for URLs a component computes. */
export function useBaseUrlUtils(): { withBaseUrl(url: string, options?: BaseUrlOptions): string } {
  return { withBaseUrl: useBaseUrlFunction() };
}
