import { Controller, type Control } from 'react-hook-form';
import { RadioGroup, RadioGroupItem } from '@sprint/ui';
import type { CourseFormOutput, CourseFormValues } from './trainingForms';
import { VISIBILITY_OPTIONS } from './trainingsFormat';

/** 'Sichtbar für': every company, or from a plan tier up (the course form's `visibility`). */
export function CourseVisibilityField({
  control,
  description,
}: {
  control: Control<CourseFormValues, unknown, CourseFormOutput>;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name="visibility"
      render={({ field, fieldState }) => (
        <RadioGroup
          label="Sichtbar für"
          description={description}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
        >
          {VISIBILITY_OPTIONS.map((option) => (
            <RadioGroupItem key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      )}
    />
  );
}
