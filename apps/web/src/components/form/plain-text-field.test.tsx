import { PasswordInput, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { PlainTextField } from './plain-text-field';

const icon = <svg aria-hidden="true" />;
const noop = () => {};

describe('PlainTextField', () => {
  it("draws a text field as Mantine's TextInput does, with and without an error", () => {
    for (const error of [undefined, 'Enter your email']) {
      const props = { label: 'Email', placeholder: 'you@example.com', autoComplete: 'username', error };
      expect(
        drawn(<PlainTextField {...props} withAsterisk leftSection={icon} value="" onChange={noop} />),
      ).toBe(drawn(<TextInput {...props} withAsterisk leftSection={icon} value="" onChange={noop} />));
    }
    expect(drawn(<PlainTextField label="Name" value="Asha" onChange={noop} />)).toBe(
      drawn(<TextInput label="Name" value="Asha" onChange={noop} />),
    );
    for (const error of [undefined, 'Enter ten digits']) {
      const props = { label: 'Mobile number', description: 'Optional.', type: 'tel', error } as const;
      expect(drawn(<PlainTextField {...props} value="" onChange={noop} />)).toBe(
        drawn(<TextInput {...props} value="" onChange={noop} />),
      );
    }
  });

  it("draws a password field as Mantine's PasswordInput does, its toggle included", () => {
    for (const error of [undefined, 'Enter your password']) {
      const props = { label: 'Password', autoComplete: 'current-password', error };
      expect(
        drawn(
          <PlainTextField
            {...props}
            type="password"
            withAsterisk
            leftSection={icon}
            value=""
            onChange={noop}
          />,
        ),
      ).toBe(
        // One difference on purpose: Mantine marks an invalid password `data-invalid` (no rule of its
        // stylesheet reads it); this one `aria-invalid`, as every other field, so assistive technology
        // hears it and `Form` focuses it.
        drawn(<PasswordInput {...props} withAsterisk leftSection={icon} value="" onChange={noop} />, (html) =>
          html.replace('data-invalid="true"', 'aria-invalid="true"'),
        ),
      );
    }
  });

  it("draws the sizes, a right section and a disabled field as Mantine's TextInput does", () => {
    for (const error of [undefined, 'Below min']) {
      const props = {
        label: 'Max (Rs.)',
        placeholder: 'Any',
        size: 'xs',
        inputMode: 'decimal',
        error,
      } as const;
      expect(
        drawn(<PlainTextField {...props} type="text" rootStyle={{ flex: 1 }} value="" onChange={noop} />),
      ).toBe(drawn(<TextInput {...props} type="text" style={{ flex: 1 }} value="" onChange={noop} />));
    }
    for (const disabled of [false, true]) {
      const props = { label: 'Quantity', type: 'text', disabled, rightSectionWidth: '2rem' } as const;
      expect(
        drawn(
          <PlainTextField
            {...props}
            rootClassName="m_e2f5cd4e"
            rootStyle={{ width: 'calc(7.5rem * var(--mantine-scale))' }}
            rightSection={icon}
            rightSectionPointerEvents={disabled ? 'none' : undefined}
            value="1"
            onChange={noop}
          />,
        ),
      ).toBe(
        drawn(
          <TextInput
            {...props}
            className="m_e2f5cd4e"
            w={120}
            rightSection={icon}
            rightSectionPointerEvents={disabled ? 'none' : undefined}
            value="1"
            onChange={noop}
          />,
        ),
      );
    }
  });
});
