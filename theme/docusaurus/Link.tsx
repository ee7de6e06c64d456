/** `@docusaurus/Link`: the theme's own link. */
export { default } from '../Link.tsx';
