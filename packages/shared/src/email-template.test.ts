import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_DEFAULTS,
  EMAIL_TEMPLATE_KEYS,
  placeholderErrors,
  renderTemplate,
  unknownPlaceholders,
} from './email-template.ts';

describe('renderTemplate', () => {
  it('fills every placeholder, spaces inside the braces allowed, and leaves unknown ones as written', () => {
    expect(renderTemplate('Hi {{name}}, code {{ code }}; {{other}}', { name: 'Sita', code: '123456' })).toBe(
      'Hi Sita, code 123456; {{other}}',
    );
  });

  it('inserts values as they are, even when they look like placeholders or replacement patterns', () => {
    expect(renderTemplate('{{a}} {{b}}', { a: '{{b}}', b: '$& $1' })).toBe('{{b}} $& $1');
  });

  it('ignores names from the object prototype', () => {
    expect(renderTemplate('{{constructor}}', {})).toBe('{{constructor}}');
  });
});

describe('placeholders', () => {
  it('finds the ones a template does not offer, once each', () => {
    expect(unknownPlaceholders('{{name}} {{nmae}} {{nmae}} {{x}}', { name: '' })).toEqual(['nmae', 'x']);
  });

  it('names the field of each problem', () => {
    expect(placeholderErrors('contact-reply', { subject: 'Re: {{topic}}', body: '{{reply}}' })).toEqual([
      { path: 'subject', message: 'Unknown placeholder {{topic}}' },
    ]);
  });

  it('every default wording uses only its own placeholders', () => {
    for (const key of EMAIL_TEMPLATE_KEYS) {
      const { subject, body } = EMAIL_TEMPLATE_DEFAULTS[key];
      expect(placeholderErrors(key, { subject, body }), key).toEqual([]);
    }
  });
});
