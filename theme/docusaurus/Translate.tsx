/** `@docusaurus/Translate`: the theme's own translations. */
export { default, translate } from '../Translate.tsx';
