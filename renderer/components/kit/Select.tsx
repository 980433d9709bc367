import type { ReactNode } from 'react';
import { Field } from './Field';

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

interface SelectProps<V extends string | number> {
  label: ReactNode;
  value: V | '';
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** A first, empty choice ('Select a lane'); picking it is not possible once something is chosen. */
  placeholder?: string;
  problem?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled drop-down of a closed set. The value comes back with its own type (a lane id stays a number),
 * found among the choices rather than parsed from the option's text.
 */
export function Select<V extends string | number>({
  label,
  value,
  choices,
  onChange,
  placeholder,
  problem,
  hint,
  disabled,
  className,
}: SelectProps<V>) {
  return (
    <Field label={label} problem={problem} hint={hint} className={className}>
      {(id, describedBy) => (
        <select
          id={id}
          className="input"
          value={String(value)}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = choices.find((choice) => String(choice.value) === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {placeholder !== undefined && (
            <option value="" disabled={value !== ''}>
              {placeholder}
            </option>
          )}
          {choices.map((choice) => (
            <option key={String(choice.value)} value={String(choice.value)} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
