/**
 * The grammars every site has: refractor's common set, in the order its own index registers them, then
 * jsx, tsx and graphql. They register together, in that order, before the first block is highlighted:
 * grammars extend each other as they register (css adds itself inside html's <style>), so registering
 * on first use would make a block's highlighting depend on which files compiled earlier in the same
 * worker. Together but not at import: a worker that renders pages without highlighting anything (the
 * theme bundle holds `@theme/CodeBlock`) does not pay for them (~50 ms). The language modules only
 * define grammars; importing them registers nothing. `@theme/CodeBlock` (highlighting while React
 * renders) cannot load grammar modules on demand, hence static imports.
 */
import { refractor } from './grammar-registry.ts';
import clike from 'refractor/clike';
import c from 'refractor/c';
import cpp from 'refractor/cpp';
import arduino from 'refractor/arduino';
import bash from 'refractor/bash';
import csharp from 'refractor/csharp';
import markup from 'refractor/markup';
import css from 'refractor/css';
import diff from 'refractor/diff';
import go from 'refractor/go';
import ini from 'refractor/ini';
import java from 'refractor/java';
import regex from 'refractor/regex';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import kotlin from 'refractor/kotlin';
import less from 'refractor/less';
import lua from 'refractor/lua';
import makefile from 'refractor/makefile';
import yaml from 'refractor/yaml';
import markdown from 'refractor/markdown';
import objectivec from 'refractor/objectivec';
import perl from 'refractor/perl';
import markupTemplating from 'refractor/markup-templating';
import php from 'refractor/php';
import python from 'refractor/python';
import r from 'refractor/r';
import ruby from 'refractor/ruby';
import rust from 'refractor/rust';
import sass from 'refractor/sass';
import scss from 'refractor/scss';
import sql from 'refractor/sql';
import swift from 'refractor/swift';
import typescript from 'refractor/typescript';
import basic from 'refractor/basic';
import vbnet from 'refractor/vbnet';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import graphql from 'refractor/graphql';

const DEFAULT_ORDER = [clike, c, cpp, arduino, bash, csharp, markup, css, diff, go, ini, java, regex, javascript, json, kotlin, less, lua, makefile, yaml, markdown, objectivec, perl, markupTemplating, php, python, r, ruby, rust, sass, scss, sql, swift, typescript, basic, vbnet, jsx, tsx, graphql];

let registered = false;

/** Registers the default grammars once, in their fixed order; call before anything highlights. */
export function registerDefaultGrammars(): void {
  if (registered) return;
  registered = true;
  for (const grammar of DEFAULT_ORDER) refractor.register(grammar);
}
