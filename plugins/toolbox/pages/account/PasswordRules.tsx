import { Body1Strong, mergeClasses } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Circle16Regular } from '@fluentui/react-icons';
import { VisuallyHidden } from '@portico/ui';
import { ACCOUNT_MESSAGES as M } from './messages';
import { passwordChecks } from './rules';
import { useAccountStyles } from './styles';

/** The password rules beside the new-password field, each marked met or not as the user types. */
export function PasswordRules({ password, current, id }: { password: string; current?: string; id: string }) {
  const s = useAccountStyles();
  return (
    <aside className={s.rules} aria-labelledby={`${id}-title`}>
      <Body1Strong id={`${id}-title`}>{M.password.rulesTitle}</Body1Strong>
      <ul className={s.rulesList} id={id}>
        {passwordChecks(password, current).map((c) => (
          <li key={c.key} className={mergeClasses(s.rule, c.met && s.ruleMet)}>
            {c.met ? <CheckmarkCircle16Filled aria-hidden /> : <Circle16Regular aria-hidden />}
            <span>{c.label}</span>
            <VisuallyHidden>{c.met ? M.password.ruleMet : M.password.ruleUnmet}</VisuallyHidden>
          </li>
        ))}
      </ul>
    </aside>
  );
}
