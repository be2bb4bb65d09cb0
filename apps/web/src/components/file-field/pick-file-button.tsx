'use client';

import { Button, FileButton } from '@mantine/core';
import { type ReactNode, useRef } from 'react';

type Props = {
  accept: string;
  /** Let the picker take several files at once. */
  multiple?: boolean;
  /** The picked files (none when the picker was closed). */
  onPick: (files: File[]) => void;
  icon: ReactNode;
  isLoading: boolean;
  disabled?: boolean;
  /** Outlined in red while the field shows an error. */
  hasError?: boolean;
  children: ReactNode;
};

/** The button that opens the file picker, for every upload field. */
export function PickFileButton({
  accept,
  multiple = false,
  onPick,
  icon,
  isLoading,
  disabled = false,
  hasError = false,
  children,
}: Props) {
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton<boolean>
      onChange={(picked) => {
        // Cleared at once, so picking the same file again fires again.
        resetRef.current?.();
        onPick(Array.isArray(picked) ? picked : picked ? [picked] : []);
      }}
      accept={accept}
      multiple={multiple}
      resetRef={resetRef}
      disabled={disabled}
    >
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant={hasError ? 'outline' : 'light'}
          color={hasError ? 'red' : undefined}
          leftSection={icon}
          loading={isLoading}
        >
          {children}
        </Button>
      )}
    </FileButton>
  );
}
