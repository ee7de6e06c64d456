import { useEffect, useLayoutEffect } from 'react';

/** `@docusaurus/useIsomorphicLayoutEffect`: a layout effect in the browser, without React's server warning. */
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
export default useIsomorphicLayoutEffect;
