// Stands in for every `@docusaurus/*` package a Docusaurus config imports, so the site need not install
// them. CommonJS on purpose: a config may import any name a real package exports, and every named import
// of a CommonJS module is allowed (undefined here). The translation never reads these values: presets,
// plugins and themes are told apart by name, and remark plugins and the like are left out.
module.exports = {};
