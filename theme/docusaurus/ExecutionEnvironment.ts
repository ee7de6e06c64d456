const canUseDOM = typeof window !== 'undefined' && typeof document !== 'undefined' && typeof document.createElement === 'function';

/** `@docusaurus/ExecutionEnvironment`: what the code runs in (the server render has no DOM). */
export default {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};
