import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import {
  Body1,
  Button,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  Subtitle2,
} from '@fluentui/react-components';
import { DocumentArrowUp20Regular } from '@fluentui/react-icons';
import { ApiError, authRef, requestRef, useService, useSession, type PageProps } from '@portico/sdk';
import { Facts, PageFrame, useVisuallyHiddenClass } from '@portico/ui';
import { ACCOUNT_API } from '../../api';
import { BASE } from '../../routes';
import { DESCRIPTIONS } from '../messages';
import { AuditBadge } from './AuditBadge';
import { toolboxHome } from './crumbs';
import { ACCOUNT_MESSAGES as M } from './messages';
import { auditStateOf, QUALIFICATION_UPLOAD, qualificationFileProblem } from './rules';
import { useAccountStyles } from './styles';

const Q = M.qualification;
const TYPES = Object.keys(Q.types) as Array<keyof typeof Q.types>;
const ACCEPT = Object.keys(QUALIFICATION_UPLOAD.types).join(',');

/** The current audit status (spec §4) as the session holds it. */
const AuditStatusView = observer(function AuditStatusView() {
  const status = useSession().qualificationStatus;
  const state = auditStateOf(status);
  return (
    <div data-testid="qualification-status">
      <Facts
        items={[{ label: Q.statusLabel, value: status === null ? Q.statusUnknown : <AuditBadge status={status} /> }]}
      />
      {state && <Body1 as="p">{Q.statusHint[state]}</Body1>}
    </div>
  );
});

/**
 * 资质管理 (spec §2.2 personal/Index, §4): the current audit status, read again from the
 * qualification call when the page opens, and the upload. A file is checked (type, size) before
 * anything is sent; after a successful upload the status is read again, so `createAdDisabled`
 * — and the header's 新建创意 — follow without a reload.
 */
export default function QualificationPage({ title }: PageProps) {
  const s = useAccountStyles();
  const hidden = useVisuallyHiddenClass();
  const request = useService(requestRef);
  const auth = useService(authRef);
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<keyof typeof Q.types>('businessLicense');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    void auth.refreshQualification().catch(() => undefined);
  }, [auth]);

  const choose = (picked: File | null) => {
    setFile(picked);
    setDone(null);
    setError(picked ? (qualificationFileProblem(picked) ?? undefined) : undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = file ? qualificationFileProblem(file) : Q.fileRequired;
    if (problem || !file) {
      setError(problem ?? Q.fileRequired);
      return;
    }
    setBusy(true);
    setDone(null);
    try {
      await request.call(
        ACCOUNT_API.qualificationUpload,
        { file, qualificationType: type },
        { mode: 'upload', silent: true },
      );
      await auth.refreshQualification().catch(() => null);
      setDone(Q.uploaded(file.name));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : Q.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={title} crumbs={[toolboxHome()]} description={DESCRIPTIONS['/personal/Index']}>
      <div className={s.section}>
        <AuditStatusView />
        <Subtitle2 as="h2" className={s.sectionTitle}>
          {Q.uploadTitle}
        </Subtitle2>
        {/* submit shows a failed upload under the file field: nothing is left to handle. */}
        <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={Q.uploadTitle}>
          <Field label={Q.typeLabel}>
            <Dropdown
              value={Q.types[type]}
              selectedOptions={[type]}
              onOptionSelect={(_, d) => d.optionValue && setType(d.optionValue as keyof typeof Q.types)}
            >
              {TYPES.map((t) => (
                <Option key={t} value={t}>
                  {Q.types[t]}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field
            label={{ children: Q.fileLabel, id: `${fileId}-label` }}
            required
            hint={Q.fileRule(QUALIFICATION_UPLOAD.typeNames, QUALIFICATION_UPLOAD.maxMegabytes)}
            validationMessage={error}
            validationState={error ? 'error' : 'none'}
          >
            {(props) => (
              <div className={s.filePicker}>
                {/* The native picker stays out of sight and out of the tab order; the button opens it,
                    so its text is Chinese whatever the browser's own language. */}
                <input
                  ref={input}
                  type="file"
                  accept={ACCEPT}
                  tabIndex={-1}
                  aria-hidden
                  className={hidden}
                  data-testid="qualification-file"
                  onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
                />
                <Button
                  {...props}
                  // A button cannot be "required" (ARIA); the label's asterisk says it.
                  aria-required={undefined}
                  icon={<DocumentArrowUp20Regular />}
                  aria-labelledby={`${fileId}-label ${props.id}`}
                  onClick={() => input.current?.click()}
                >
                  {Q.chooseFile}
                </Button>
                <Body1 className={s.fileName}>{file?.name ?? Q.noFile}</Body1>
              </div>
            )}
          </Field>
          <div className={s.actions}>
            <Button type="submit" appearance="primary" disabled={busy}>
              {busy ? Q.submitting : Q.submit}
            </Button>
            <RouterLink to={`${BASE}/personal/QualificationList`} className={s.link}>
              {Q.toList}
            </RouterLink>
          </div>
          {done && (
            <MessageBar intent="success" role="status">
              <MessageBarBody>{done}</MessageBarBody>
            </MessageBar>
          )}
        </form>
      </div>
    </PageFrame>
  );
}
