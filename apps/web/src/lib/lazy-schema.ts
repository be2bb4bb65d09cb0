import type { z } from 'zod';
import { zodFormValidate } from './form-errors';

/**
 * A form's zod schema, loaded on the form's first focus or tap instead of with the page: zod is about
 * 30 kB of script a visitor who only reads the page never needs (decision 051). `Form` loads
 * it on intent and holds a submit back until it is there, so the checks and the focus on the first
 * wrong field are the same as with a schema imported at once. Should it fail to load, the form is
 * sent unchecked and the API's own check answers, field by field.
 */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>) {
  let schema: S | null = null;
  let hasFailed = false;
  let loading: Promise<void> | null = null;
  return {
    load: (): Promise<void> => {
      loading ??= load().then(
        (loaded) => {
          schema = loaded;
        },
        () => {
          hasFailed = true;
        },
      );
      return loading;
    },
    isReady: () => schema !== null || hasFailed,
    validate: (values: unknown): Record<string, string> => (schema ? zodFormValidate(schema)(values) : {}),
  };
}

/** What `Form` needs of a lazy schema. */
export type TLazySchema = Pick<ReturnType<typeof lazySchema>, 'load' | 'isReady'>;
