import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  /** A sentence under the field saying what is wrong with it, read out with the field. */
  problem?: string | null;
  /** A quiet line under the field (a limit, an example). */
  hint?: ReactNode;
  className?: string;
  /** The control; it receives the id the label points at. */
  children: (id: string, describedBy: string | undefined) => ReactNode;
}

/**
 * A labelled form control (every form of every app): the label names the control for screen readers and
 * taps, and a problem is tied to it with aria-describedby and aria-invalid.
 */
export function Field({ label, problem, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const describedBy = [hintId, problemId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={'field' + (className ? ` ${className}` : '')}>
      <label htmlFor={id}>{label}</label>
      {children(id, describedBy)}
      {hint && (
        <small id={hintId} className="muted">
          {hint}
        </small>
      )}
      {problem && (
        <small id={problemId} className="field-problem" role="alert">
          {problem}
        </small>
      )}
    </div>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  problem?: string | null;
  hint?: ReactNode;
};

/** A text-like input (text, date, time, number as text, e-mail, password) in a Field. */
export function TextField({ label, value, onChange, problem, hint, className, ...input }: TextInputProps) {
  return (
    <Field label={label} problem={problem} hint={hint} className={className}>
      {(id, describedBy) => (
        <input
          {...input}
          id={id}
          className="input"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
