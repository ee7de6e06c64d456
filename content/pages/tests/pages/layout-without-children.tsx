import Layout from '@theme/Layout';
import type { ComponentType } from 'react';

// Layout's `children` is required in its types; this page checks that rendering it without any
// still produces a complete page (navbar, empty main wrapper, footer) instead of crashing.
const LayoutWithoutChildren = Layout as unknown as ComponentType<{ title?: string; description?: string }>;

export default function LayoutWithoutChildrenTest() {
  return <LayoutWithoutChildren title="Layout without children" description="The site layout rendered with no content." />;
}
