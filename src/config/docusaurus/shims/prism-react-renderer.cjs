// Stands in for `prism-react-renderer` in a Docusaurus config. Its colour schemes are ignored (Lectern's
// theme styles code blocks), so every `themes.<name>` is a fresh empty scheme of the same shape; a fresh
// one per read, as configs often spread or change a scheme. CommonJS for the reason given in
// docusaurus-package.cjs.
const scheme = () => ({ plain: {}, styles: [] });
module.exports = { themes: new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? scheme() : undefined) }) };
