import { FormGrid, FormSelectField, TextField } from '@sprint/ui';
import { VARIABLE_MAX_CHARS, type ChatVariable } from '@sprint/server/ai';

/** The select's choice for 'no preference': Radix selects cannot hold an empty value. */
const ANY = '-';

export type ChatVariablesFormProps = {
  variables: readonly ChatVariable[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  disabled?: boolean;
};

/**
 * The category's few inputs above the question (Thema, Zielgruppe, Tonalität, …): every field
 * optional; what is set goes into the prompt and is kept with the conversation.
 */
export function ChatVariablesForm({
  variables,
  values,
  onChange,
  disabled,
}: ChatVariablesFormProps) {
  const set = (key: string, value: string) => {
    const others = Object.entries(values).filter(([name]) => name !== key);
    onChange(Object.fromEntries(value && value !== ANY ? [...others, [key, value]] : others));
  };
  return (
    <FormGrid>
      {variables.map((variable) =>
        variable.kind === 'text' ? (
          <TextField
            key={variable.key}
            label={variable.label}
            placeholder={variable.placeholder}
            value={values[variable.key] ?? ''}
            maxLength={VARIABLE_MAX_CHARS}
            disabled={disabled}
            onChange={(event) => set(variable.key, event.target.value)}
          />
        ) : (
          <FormSelectField
            key={variable.key}
            label={variable.label}
            value={values[variable.key] ?? ANY}
            disabled={disabled}
            options={[
              { value: ANY, label: 'Keine Vorgabe' },
              ...variable.options.map((option) => ({ value: option, label: option })),
            ]}
            onValueChange={(value) => set(variable.key, value)}
          />
        ),
      )}
    </FormGrid>
  );
}
