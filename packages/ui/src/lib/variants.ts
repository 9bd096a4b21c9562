import { cva } from 'class-variance-authority';

type VariantTable = Record<string, readonly string[]>;
type Choice<T extends VariantTable> = { [K in keyof T]?: T[K][number] | null };
type Defaults<T extends VariantTable> = { [K in keyof T]: T[K][number] };
type DataAttributes<T extends VariantTable> = {
  [K in keyof T & string as `data-${K}`]: T[K][number];
};

/**
 * One variant table per component. cva owns the table, the defaults and the prop types
 * (`VariantProps<typeof buttonVariants>`) and yields stable class names
 * (`sprint-button sprint-button--variant-ghost`); `dataAttributes` renders the resolved choice as
 * `data-variant="ghost"`, which is what the static styled templates select on.
 */
export function defineVariants<const T extends VariantTable>(
  name: string,
  table: T,
  defaults: Defaults<T>,
) {
  const variants = Object.fromEntries(
    Object.entries(table).map(([key, values]) => [
      key,
      Object.fromEntries(values.map((value) => [value, `sprint-${name}--${key}-${value}`])),
    ]),
  ) as { [K in keyof T]: Record<T[K][number], string> };

  const classNames = cva(`sprint-${name}`, {
    variants,
    defaultVariants: defaults,
  } as Parameters<typeof cva<typeof variants>>[1]);

  function dataAttributes(choice: Choice<T>): DataAttributes<T> {
    return Object.fromEntries(
      Object.keys(table).map((key) => [`data-${key}`, choice[key] ?? defaults[key]]),
    ) as DataAttributes<T>;
  }

  return Object.assign(classNames, { dataAttributes, defaults });
}
