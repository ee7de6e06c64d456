/** `@docusaurus/Noop`: a component that renders nothing (a placeholder sites swap in by config). */
export default function Noop(): null {
  return null;
}
