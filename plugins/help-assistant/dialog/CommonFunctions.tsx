import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { usePermission, useService } from '@portico/sdk';
import { useOpenLink } from '@portico/ui';
import { toolboxRoutes } from '@portico/plugin/toolbox';
import { HELP_LIMITS } from '../constants';
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

/** 常用功能 (spec §2.8): work orders with their badge, the help links, ad diagnosis with menu 1047. */
export function CommonFunctions({ workOrders, onWorkOrdersSeen, onClose }: CommonFunctionsProps) {
  const styles = useStyles();
  const options = useService(helpOptionsRef);
  const openLink = useOpenLink();
  const canDiagnose = usePermission(toolboxRoutes.adDiagnosis.when);
  const functions: Array<{ key: string; label: string; badge?: number; open: () => void }> = [
    {
      key: 'workOrders',
      label: MESSAGES.workOrders,
      badge: workOrders,
      open: () => {
        onWorkOrdersSeen();
        openLink(toolboxRoutes.workOrders.path);
        onClose();
      },
    },
    { key: 'helpCenter', label: MESSAGES.helpCenter, open: () => openLink(options.links.helpCenter, '_blank') },
    { key: 'apiDoc', label: MESSAGES.apiDoc, open: () => openLink(options.links.apiDoc, '_blank') },
    { key: 'school', label: MESSAGES.marketingSchool, open: () => openLink(options.links.marketingSchool, '_blank') },
    ...(canDiagnose
      ? [
          {
            key: 'diagnosis',
            label: MESSAGES.adDiagnosis,
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
            <Button className={styles.fn} onClick={f.open}>
              {f.label}
            </Button>
            {f.badge ? (
              <Badge className={styles.fnBadge} color="danger" size="small">
                {cap(f.badge)}
              </Badge>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
