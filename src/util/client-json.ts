/** JSON for the client with `<` escaped: inert even if a browser or proxy ever sniffs it as HTML. */
export function clientJson(value: unknown): string {
  return escapeLessThan(JSON.stringify(value));
}

/** JSON text with `<` escaped (see clientJson). */
export function escapeLessThan(json: string): string {
  // Most values hold no `<`: a scan for one is cheaper than a replace that finds none.
  return json.includes('<') ? json.replace(/</g, '\\u003c') : json;
}
