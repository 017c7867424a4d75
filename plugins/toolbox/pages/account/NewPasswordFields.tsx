import type { ReactNode } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { ACCOUNT_MESSAGES as M } from './messages';
import { PasswordRules } from './PasswordRules';
import type { PasswordErrors } from './rules';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  readonly next: string;
  readonly confirm: string;
  /** The current password, when the form has that field (the rules then include "not the same"). */
  readonly current?: string;
  readonly errors: PasswordErrors;
  readonly onNext: (value: string) => void;
  readonly onConfirm: (value: string) => void;
  /** Rendered above the new-password field (the current-password field). */
  readonly before?: ReactNode;
  readonly id: string;
  readonly className: { split: string; form: string };
}

/** New password and its confirmation, with the password rules beside them (errors under each field). */
export function NewPasswordFields(p: NewPasswordFieldsProps) {
  const rulesId = `${p.id}-rules`;
  return (
    <div className={p.className.split}>
      <div className={p.className.form}>
        {p.before}
        <Field
          label={M.password.next}
          required
          validationMessage={p.errors.next}
          validationState={p.errors.next ? 'error' : 'none'}
        >
          <Input type="password" autoComplete="new-password" value={p.next} onChange={(_, d) => p.onNext(d.value)} />
        </Field>
        <Field
          label={M.password.confirm}
          required
          validationMessage={p.errors.confirm}
          validationState={p.errors.confirm ? 'error' : 'none'}
        >
          <Input
            type="password"
            autoComplete="new-password"
            value={p.confirm}
            onChange={(_, d) => p.onConfirm(d.value)}
          />
        </Field>
      </div>
      <PasswordRules password={p.next} current={p.current} id={rulesId} />
    </div>
  );
}
