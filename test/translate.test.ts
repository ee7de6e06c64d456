import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PageContext, type PageContextValue } from '../theme/context.ts';
import Translate, { setTranslations, translate } from '../theme/Translate.tsx';

const translations = { greeting: { message: 'Hello, {name}!' }, plain: { message: 'Translated text' } };

function render(element: ReturnType<typeof createElement>): string {
  const value = { data: { site: { translations } } } as unknown as PageContextValue;
  return renderToString(createElement(PageContext.Provider, { value }, element));
}

test('<Translate> shows the message for its id, with values interpolated', () => {
  assert.is(render(createElement(Translate, { id: 'greeting', values: { name: 'Ada' } }, 'Hi')), 'Hello, Ada!');
  assert.is(render(createElement(Translate, { id: 'plain' }, 'Default')), 'Translated text');
});

test('<Translate> falls back to its children when the id has no translation', () => {
  assert.is(render(createElement(Translate, { id: 'missing' }, 'Default message')), 'Default message');
});

test('a translation with neither id nor message is refused', () => {
  assert.throws(() => render(createElement(Translate, {})), /needs an id or a default message/);
  assert.throws(() => translate({}), /needs an id or a default message/);
});

test('<Translate> children must be a plain string', () => {
  assert.throws(() => render(createElement(Translate, { id: 'x' }, createElement('b', null, 'bold'))), /must be a plain string/);
});

test('translate() reads the translations the page tree set', () => {
  setTranslations(translations);
  assert.is(translate({ id: 'greeting', message: 'Hi {name}' }, { name: 'Bob' }), 'Hello, Bob!');
  assert.is(translate({ id: 'nope', message: 'Fallback {n}' }, { n: 3 }), 'Fallback 3');
  setTranslations({});
  assert.is(translate({ id: 'plain', message: 'Default' }), 'Default');
});

test.run();
