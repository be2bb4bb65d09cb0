import { Container } from '@mantine/core';
import { SliderSection } from './slider-section';

/** Server component: the home slider at the top of '/' (nothing when it has no active slide). */
export function HomeSlider() {
  return (
    <Container size="xl" pt={{ base: 'md', sm: 'lg' }}>
      <SliderSection placement="home" />
    </Container>
  );
}
