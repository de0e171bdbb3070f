import { Center, Loader } from '@mantine/core';

/** Stands in for a part of a page whose code is still arriving (a lazy tab, a dialog's body). */
export function SectionLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
