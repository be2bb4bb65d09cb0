import { Avatar } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { PlainAvatar } from './plain-avatar';

describe('PlainAvatar', () => {
  it("draws Mantine's light Avatar with a picture, and its placeholder without one", () => {
    const icon = <svg aria-hidden="true" />;
    for (const src of ['/uploads/a.webp', null]) {
      expect(
        drawn(
          <PlainAvatar src={src} color="brand" size={44}>
            {icon}
          </PlainAvatar>,
        ),
      ).toBe(
        drawn(
          <Avatar src={src} alt="" radius="md" size={44} color="brand">
            {icon}
          </Avatar>,
        ),
      );
    }
  });

  it('draws a round one, and one without a colour, as Mantine does', () => {
    expect(
      drawn(
        <PlainAvatar src={null} radius="xl" size={32}>
          A
        </PlainAvatar>,
      ),
    ).toBe(
      drawn(
        <Avatar src={null} radius="xl" size={32} alt="">
          A
        </Avatar>,
      ),
    );
    expect(
      drawn(
        <PlainAvatar src="/a.webp" radius="50%" size={88} color="brand">
          A
        </PlainAvatar>,
      ),
    ).toBe(
      drawn(
        <Avatar src="/a.webp" radius="50%" size={88} alt="" color="brand">
          A
        </Avatar>,
      ),
    );
  });

  it("draws a store's logo with its text and a class, as Mantine does", () => {
    for (const src of ['/uploads/logo.webp', null]) {
      expect(
        drawn(
          <PlainAvatar src={src} alt="Asha Store logo" radius="lg" size={88} color="brand" className="logo">
            <svg aria-hidden="true" />
          </PlainAvatar>,
        ),
      ).toBe(
        drawn(
          <Avatar src={src} alt="Asha Store logo" radius="lg" size={88} color="brand" className="logo">
            <svg aria-hidden="true" />
          </Avatar>,
        ),
      );
    }
  });
});
