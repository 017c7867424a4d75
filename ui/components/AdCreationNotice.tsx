import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AUDIT_STATUS } from '@portico/ads';
import { createRouteRef, usePermission, useSession } from '@portico/sdk';
import { UI_MESSAGES } from '../messages';
import { InlineNotice } from './InlineNotice';

const L = UI_MESSAGES.adCreation;

const BLOCKED = { flag: 'createAdDisabled' } as const;

/**
 * 资质管理, the page the notice sends a blocked owner to. The toolbox registers it and exports it
 * as `toolboxRoutes.qualification`; the kit cannot import a plugin, so it holds the page's
 * address as the one route ref it links to, and the toolbox's tests check both are the same page.
 */
const QUALIFICATION_ROUTE = createRouteRef({ path: '/markets/toolbox/personal/Index' });

// Pure: only pages that create or deliver ads (lazy chunks) render it.
const useStyles = /*#__PURE__*/ makeStyles({
  // Apart from what follows it; as the page's last content, the frame's padding is enough.
  notice: { ':not(:last-child)': { marginBottom: tokens.spacingVerticalL } },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/** Why a qualification audit status blocks ads, in Chinese (spec §4: 5 not uploaded, 0/3 in review, 2 rejected). */
export function adCreationBlockReason(status: number | null): string {
  if (status === AUDIT_STATUS.NOT_UPLOADED) return L.notUploaded;
  if (status === AUDIT_STATUS.REJECTED) return L.rejected;
  if (status !== null && (AUDIT_STATUS.REVIEW as readonly number[]).includes(status)) return L.review;
  return L.other;
}

/**
 * Why the current account may not create or deliver ads (spec §4: `createAdDisabled`, its
 * qualification is not approved), in Chinese, or null when it may. Read it inside an `observer`;
 * a control that creates or delivers ads is disabled while it is not null and names it.
 * @example const blocked = useAdCreationBlock(); <Button disabledFocusable={!!blocked}>新建计划</Button>
 */
export function useAdCreationBlock(): string | null {
  const blocked = usePermission(BLOCKED);
  const session = useSession();
  return blocked ? adCreationBlockReason(session.qualificationStatus) : null;
}

/** Props of {@link AdCreationNotice}. */
export interface AdCreationNoticeProps {
  /** Classes of the notice's place (a margin below it, unless it is the last content, or a class says otherwise). */
  readonly className?: string;
}

function AdCreationNoticeView({ className }: AdCreationNoticeProps) {
  const s = useStyles();
  const reason = useAdCreationBlock();
  if (!reason) return null;
  return (
    <section aria-label={L.region} className={mergeClasses(s.notice, className)}>
      <InlineNotice
        intent="warning"
        actions={
          <Link to={QUALIFICATION_ROUTE.href()} className={s.link}>
            {L.goQualification}
          </Link>
        }
      >
        {reason}
      </InlineNotice>
    </section>
  );
}

/**
 * The notice of spec §4 for pages that create or deliver ads: while the account's qualification is
 * not approved it says why (not uploaded, in review, rejected) and links to 资质管理; otherwise it
 * renders nothing. The session decides, so an approval read later (after an upload) removes it.
 */
export const AdCreationNotice = observer(AdCreationNoticeView);
