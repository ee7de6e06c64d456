/**
 * JSON a user wrote (src/util/user-json.ts: versions.json, JSON sidebars, _category_.json): a syntax
 * error names the file, line and column, whether V8 gives an offset or not. docs.test.ts checks one file
 * of each kind through a build.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildError } from '../src/util/errors.ts';
import { parseUserJson } from '../src/util/user-json.ts';

function failure(text: string): string {
  try {
    parseUserJson(text, 'versions.json', 'write it as a JSON array');
  } catch (err) {
    assert.instance(err, BuildError);
    return (err as BuildError).format();
  }
  return assert.unreachable('the JSON should be refused') as never;
}

test('an offset V8 names becomes the line and column', () => {
  assert.is(failure('[\n  "1.0"\n  "0.9"\n]\n'), "versions.json:3:3: invalid JSON: Expected ',' or ']' after array element\n  → write it as a JSON array");
  assert.is(failure('{\n "docs": ["intro"]\n "more": []\n}\n'), "versions.json:3:2: invalid JSON: Expected ',' or '}' after property value\n  → write it as a JSON array");
});

test('an unexpected token, where V8 names no offset, is placed by json5', () => {
  assert.is(failure('{\n  "label": "Guide",\n  "position": }\n'), "versions.json:3:15: invalid JSON: Unexpected token '}'\n  → write it as a JSON array");
});

test('valid JSON parses as JSON.parse does', () => {
  assert.equal(parseUserJson('["2.0", "1.0"]', 'versions.json', ''), ['2.0', '1.0']);
});

test.run();
