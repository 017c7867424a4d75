import { useState } from 'react';
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { navigationRef, usePermission, useService } from '@portico/sdk';
import { useOpenLink } from '@portico/ui';
import { toolboxRoutes } from '@portico/plugin/toolbox';
import { HELP_LIMITS } from '../constants';
import { defaultImage, type ConvenientItem, type ConvenientKey } from '../convenient-items';
import { MESSAGES } from '../messages';
import { helpOptionsRef } from '../options-ref';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(5, 1fr)',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  fn: { position: 'relative', width: '100%' },
  button: {
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
  },
  picture: { width: '32px', height: '32px', objectFit: 'contain' },
  fnBadge: { position: 'absolute', top: '-6px', right: '-6px' },
});

const cap = (n: number) => (n > HELP_LIMITS.badgeCap ? `${HELP_LIMITS.badgeCap}+` : String(n));

/** Props of {@link CommonFunctions}. */
export interface CommonFunctionsProps {
  /** Work orders with new progress (the badge, capped at 99). */
  readonly workOrders: number;
  readonly onWorkOrdersSeen: () => void;
  readonly onClose: () => void;
}

/**
 * An item's picture (spec §3 `img`): only from where the portal loads server images (its own or the
 * API's origin, an allowed https host), and gone if it does not load; the title says what it is.
 */
function Picture({ src, className }: { readonly src: string; readonly className: string }) {
  const navigation = useService(navigationRef);
  const [broken, setBroken] = useState(false);
  if (broken || !navigation.isSafeImage(src)) return null;
  return <img className={className} src={src} alt="" onError={() => setBroken(true)} />;
}

/**
 * 常用功能 (spec §2.8, §3 convenient items: title, img, isWorkOrder): work orders with their badge,
 * the help links, ad diagnosis with menu 1047 — each with its picture.
 */
export function CommonFunctions({ workOrders, onWorkOrdersSeen, onClose }: CommonFunctionsProps) {
  const styles = useStyles();
  const options = useService(helpOptionsRef);
  const openLink = useOpenLink();
  const canDiagnose = usePermission(toolboxRoutes.adDiagnosis.when);
  const item = (key: ConvenientKey, title: string, isWorkOrder = false): ConvenientItem => ({
    key,
    title,
    img: options.images?.[key] ?? defaultImage(key),
    isWorkOrder,
  });
  const functions: Array<ConvenientItem & { open: () => void }> = [
    {
      ...item('workOrders', MESSAGES.workOrders, true),
      open: () => {
        onWorkOrdersSeen();
        openLink(toolboxRoutes.workOrders.path);
        onClose();
      },
    },
    { ...item('helpCenter', MESSAGES.helpCenter), open: () => openLink(options.links.helpCenter, '_blank') },
    { ...item('apiDoc', MESSAGES.apiDoc), open: () => openLink(options.links.apiDoc, '_blank') },
    {
      ...item('marketingSchool', MESSAGES.marketingSchool),
      open: () => openLink(options.links.marketingSchool, '_blank'),
    },
    ...(canDiagnose
      ? [
          {
            ...item('adDiagnosis', MESSAGES.adDiagnosis),
            open: () => (openLink(toolboxRoutes.adDiagnosis.path), onClose()),
          },
        ]
      : []),
  ];
  return (
    <section aria-label={MESSAGES.functions}>
      <strong>{MESSAGES.functions}</strong>
      <ul className={styles.grid}>
        {functions.map((f) => (
          <li key={f.key} className={styles.fn}>
            <Button className={styles.button} onClick={f.open}>
              <Picture src={f.img} className={styles.picture} />
              {f.title}
            </Button>
            {f.isWorkOrder && workOrders > 0 ? (
              <Badge className={styles.fnBadge} color="danger" size="small">
                {cap(workOrders)}
              </Badge>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
