import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { ApiError, requestRef, useService, useSession } from '@portico/sdk';
import { useAdCreationBlock } from '@portico/ui';
import { CREATIVE_API, savedCreativeId, saveBody, type CreativeDraft } from '../api';
import { manageRoutes } from '@portico/plugin/manage';
import { LINK_URL_MAX_LENGTH } from '../constants';
import {
  AD_TYPE,
  AD_TYPES,
  CREATIVE_TYPE,
  CREATIVE_TYPES,
  DYNAMIC_MODE,
  DYNAMIC_MODES,
  EXTENSION_TYPE,
  EXTENSION_TYPES,
  FLOW_SCENE,
  FLOW_SCENES,
  TRAFFIC,
  TRAFFICS,
  type Labelled,
} from '@portico/ads';
import { AD_SPECS, CREATABLE_CREATIVE_TYPES } from '../enums';
import { LINK_FIELDS, visibleLinks, type LinkField } from '../link-rules';
import { linkUrlProblem } from '../link-url';
import { PAGE_MESSAGES } from './messages';

const M = PAGE_MESSAGES.form;

/** A new creative: a custom image creative for a normal web ad in own-flow feeds. */
const EMPTY_LINKS: Readonly<Record<LinkField, string>> = {
  click: '',
  exposure: '',
  download: '',
  playBegin: '',
  playEnd: '',
};
const INITIAL: CreativeDraft = {
  creativeName: '',
  creativeType: CREATIVE_TYPE.CUSTOM,
  dynamicMode: DYNAMIC_MODE.DIRECT,
  specId: AD_SPECS[0].value,
  advertiseType: AD_TYPE.NORMAL,
  extensionType: EXTENSION_TYPE.WEB,
  extensionFlow: TRAFFIC.OWN,
  flowScene: FLOW_SCENE.FEEDS,
  links: EMPTY_LINKS,
};

type Choice =
  'creativeType' | 'dynamicMode' | 'specId' | 'advertiseType' | 'extensionType' | 'extensionFlow' | 'flowScene';
type ErrorKey = 'creativeName' | LinkField;
type Status =
  | { readonly kind: 'editing' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'saved'; readonly name: string; readonly id: string | null };

const fieldId = (key: string) => `creative-${key}`;
const linkError = (value: string): string | undefined => {
  const problem = linkUrlProblem(value);
  if (problem === 'tooLong') return M.linkTooLong(LINK_URL_MAX_LENGTH);
  return problem === 'pattern' ? M.linkPattern : undefined;
};

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    maxWidth: '960px',
    marginTop: tokens.spacingVerticalXL,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
  },
  note: { margin: 0, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** A titled part of the form (an `<h2>` names the section). */
function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Subtitle2 as="h2" id={id} className={styles.heading}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

/**
 * The creative form: name, type, spec and the advertising fields, and the tracking-link fields
 * exactly as the spec §5 rules (`link-rules.ts`) show them for those fields and the user's data
 * tree. Links are checked by pattern and length under each field; the save goes through the
 * request service; a failed save keeps every value and names the error; a saved creative is
 * confirmed with its id.
 */
function CreativeFormView() {
  const styles = useStyles();
  const session = useSession();
  const request = useService(requestRef);
  const [draft, setDraft] = useState<CreativeDraft>(INITIAL);
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const nameRef = useRef<HTMLInputElement>(null);
  // Spec §4: without an approved qualification nothing is submitted (the page says why above the form).
  const blocked = useAdCreationBlock();

  const visible = visibleLinks({ ...draft, dataTree: session.authTree.dataTree });
  const shownLinks = LINK_FIELDS.filter((f) => visible[f]);
  const dynamic = draft.creativeType === CREATIVE_TYPE.DYNAMIC_PRODUCT;

  const choose = (key: Choice, value: string) => setDraft((d) => ({ ...d, [key]: Number(value) }));
  const setError = (key: ErrorKey, message: string | undefined) => setErrors((e) => ({ ...e, [key]: message }));
  const setLink = (field: LinkField, value: string) => {
    setDraft((d) => ({ ...d, links: { ...d.links, [field]: value } }));
    // An error already shown follows the typing; a new one waits for the field to be left.
    if (errors[field]) setError(field, linkError(value));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'saving' || blocked) return;
    const found: Partial<Record<ErrorKey, string>> = {
      creativeName: draft.creativeName.trim() ? undefined : M.nameRequired,
    };
    for (const field of shownLinks) found[field] = linkError(draft.links[field]);
    setErrors(found);
    const firstBad = (['creativeName', ...shownLinks] as ErrorKey[]).find((k) => found[k]);
    if (firstBad) {
      document.getElementById(fieldId(firstBad))?.focus();
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const data = await request.call<unknown>(CREATIVE_API.save, saveBody(draft, visible, dynamic), {
        mode: 'json',
        // The error is shown inside the form, next to what the user typed, not as a toast.
        silent: true,
      });
      setStatus({ kind: 'saved', name: draft.creativeName.trim(), id: savedCreativeId(data) });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof ApiError ? error.message : M.network });
    }
  };

  const startOver = () => {
    setDraft(INITIAL);
    setErrors({});
    setStatus({ kind: 'editing' });
    requestAnimationFrame(() => nameRef.current?.focus());
  };

  if (status.kind === 'saved')
    return (
      <MessageBar intent="success" politeness="polite" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{M.saved}</MessageBarTitle>
          {M.savedBody(status.name, status.id)}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={startOver}>
            {M.createAnother}
          </Button>
          <RouterLink to={manageRoutes.creatives.path}>{M.toList}</RouterLink>
        </MessageBarActions>
      </MessageBar>
    );

  const select = (key: Choice, label: string, options: ReadonlyArray<Labelled<number>>) => (
    <Field label={label}>
      <Select id={fieldId(key)} value={String(draft[key])} onChange={(_, d) => choose(key, d.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    // submit shows a failed save in the form itself (status 'failed'): nothing is left to handle.
    <form className={styles.form} aria-label={M.label} noValidate onSubmit={(e) => void submit(e)}>
      <FormSection id="creative-basics" title={M.basics}>
        <div className={styles.grid}>
          <Field label={M.name} required validationMessage={errors.creativeName}>
            <Input
              id={fieldId('creativeName')}
              ref={nameRef}
              value={draft.creativeName}
              placeholder={M.namePlaceholder}
              onChange={(_, d) => {
                setDraft((x) => ({ ...x, creativeName: d.value }));
                if (errors.creativeName && d.value.trim()) setError('creativeName', undefined);
              }}
            />
          </Field>
          {select(
            'creativeType',
            M.creativeType,
            CREATIVE_TYPES.filter((t) => CREATABLE_CREATIVE_TYPES.includes(t.value)),
          )}
          {dynamic && select('dynamicMode', M.dynamicMode, DYNAMIC_MODES)}
          {select('specId', M.spec, AD_SPECS)}
        </div>
      </FormSection>
      <FormSection id="creative-delivery" title={M.delivery}>
        <div className={styles.grid}>
          {select('advertiseType', M.advertiseType, AD_TYPES)}
          {select('extensionType', M.extensionType, EXTENSION_TYPES)}
          {select('extensionFlow', M.extensionFlow, TRAFFICS)}
          {select('flowScene', M.flowScene, FLOW_SCENES)}
        </div>
      </FormSection>
      <FormSection id="creative-links" title={M.links}>
        <p className={styles.note}>{shownLinks.length ? M.linksHint : M.noLinks}</p>
        {shownLinks.map((field) => (
          <Field
            key={field}
            label={M.linkLabels[field]}
            hint={errors[field] ? undefined : M.linkHint(LINK_URL_MAX_LENGTH)}
            validationMessage={errors[field]}
          >
            <Input
              id={fieldId(field)}
              type="url"
              inputMode="url"
              value={draft.links[field]}
              placeholder={M.linkPlaceholder}
              onChange={(_, d) => setLink(field, d.value)}
              onBlur={() => setError(field, linkError(draft.links[field]))}
            />
          </Field>
        ))}
      </FormSection>
      {/* Beside the button the user just pressed; every value above stays as typed. */}
      {status.kind === 'failed' && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>
            <MessageBarTitle>{M.saveFailed}</MessageBarTitle>
            {status.message}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={status.kind === 'saving'} disabledFocusable={!!blocked}>
          {status.kind === 'saving' ? M.saving : M.submit}
        </Button>
      </div>
    </form>
  );
}

/** The creative form (observes the session's data tree). */
export const CreativeForm = observer(CreativeFormView);
