const ATTRIBUTE_REFERENCES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

/** An attribute value as written in HTML the theme rendered, back to its text: the references React and hast write. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ATTRIBUTE_REFERENCES[name]);
}
