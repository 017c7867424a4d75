import { observer } from 'mobx-react-lite';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { navigationRef, requestRef, useService, useSession } from '@portico/sdk';
import { DEFAULT_PAGING, QrCode, useFocusReturn, useOpenLink, useAnswer } from '@portico/ui';
import { MATERIAL_API } from '../../api';
import { MATERIAL_MESSAGES as M } from './messages';
import {
  appIconOf,
  isMaterialType,
  MATERIAL_TYPE,
  parseInteractive,
  parseMaterials,
  type Material,
  type MaterialType,
} from './parse';

/** Props of {@link MaterialViewer}. */
export interface MaterialViewerProps {
  /** The creative whose materials are shown (the store-app and interactive calls ask by it). */
  readonly creativeId: string;
  /** The creative's material ids before and after its last change (spec §2.9); either may be empty. */
  readonly materialIds: { readonly before: readonly string[]; readonly after: readonly string[] };
  /** Spec §3 material type of the ids: 1 image (default), 2 video, 3 common, 4 interactive (adds the QR previews). */
  readonly materialType?: number;
  /** A store-app creative: its app icon comes from the store-app creative call. */
  readonly storeApp?: boolean;
  readonly open: boolean;
  readonly onClose: () => void;
}

const useStyles = makeStyles({
  surface: { maxWidth: '880px', width: 'calc(100vw - 48px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sides: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalL },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  tile: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  media: {
    width: '100%',
    aspectRatio: '16 / 9',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  caption: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalL} 0`, textAlign: 'center' },
  icon: { width: '64px', height: '64px', objectFit: 'contain', borderRadius: tokens.borderRadiusLarge },
  previews: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  preview: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  previewText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
});

/** One material: a picture or a video, if its address is one server content may load from. */
function MaterialTile({ material }: { readonly material: Material }) {
  const s = useStyles();
  const navigation = useService(navigationRef);
  const name = M.material(material.mId);
  const safe = navigation.isSafeImage(material.materialUrl);
  return (
    <li className={s.tile}>
      {!safe ? (
        <span className={s.empty}>{M.unsafe}</span>
      ) : material.type === MATERIAL_TYPE.VIDEO ? (
        // A material is only an address (spec §3): there is no caption track to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video className={s.media} src={material.materialUrl} controls preload="metadata" aria-label={name} />
      ) : (
        <img className={s.media} src={material.materialUrl} alt={name} loading="lazy" />
      )}
      <span className={s.caption}>
        {name} · {M.types[material.type]}
      </span>
    </li>
  );
}

/** The materials of one side (before or after): spec §7 `material/pageList`, page 1 of 10. */
function MaterialSide({
  label,
  ids,
  type,
}: {
  readonly label: string;
  readonly ids: readonly string[];
  readonly type: MaterialType;
}) {
  const s = useStyles();
  const request = useService(requestRef);
  const [answer, retry] = useAnswer(
    () =>
      ids.length === 0
        ? Promise.resolve([])
        : request
            .call<unknown>(MATERIAL_API.pageList, {
              ids: ids.join(','),
              type,
              pageNum: DEFAULT_PAGING.page,
              pageSize: DEFAULT_PAGING.pageSize,
            })
            .then((d) => parseMaterials(d, type)),
    `${type}:${ids.join(',')}`,
  );
  return (
    <section className={s.section} aria-label={label}>
      <h3 className={s.heading}>{label}</h3>
      {answer.state === 'loading' && <Spinner size="tiny" label={M.loading} />}
      {answer.state === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            {M.loadFailed}{' '}
            <Button size="small" appearance="transparent" onClick={retry}>
              {M.retry}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {answer.state === 'ready' &&
        (answer.value.length === 0 ? (
          <p className={s.empty}>{M.empty}</p>
        ) : (
          <ul className={s.grid}>
            {answer.value.map((m) => (
              <MaterialTile key={m.mId} material={m} />
            ))}
          </ul>
        ))}
    </section>
  );
}

/** The reason of a failed call, for the viewer's own message (its calls show no toast). */
const reasonOf = (answer: { state: string; message?: string }) => answer.message || M.loadFailed;

/** The store-app creative's icon (spec §7 `appCreative/get/{id}`, ownerId and id, automatic error handling off). */
function AppCreativeView({ creativeId }: { readonly creativeId: string }) {
  const s = useStyles();
  const request = useService(requestRef);
  const navigation = useService(navigationRef);
  const ownerId = useSession().user?.ownerId;
  const [answer] = useAnswer(
    () =>
      request
        .call<unknown>(
          `${MATERIAL_API.appCreative}/${encodeURIComponent(creativeId)}`,
          { ownerId, id: creativeId },
          { mode: 'get', manual: true },
        )
        .then(appIconOf),
    creativeId,
  );
  return (
    <section className={s.section} aria-label={M.appCreative}>
      <h3 className={s.heading}>{M.appCreative}</h3>
      {answer.state === 'loading' && <Spinner size="tiny" label={M.loading} />}
      {answer.state === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{M.appCreativeFailed(reasonOf(answer))}</MessageBarBody>
        </MessageBar>
      )}
      {answer.state === 'ready' &&
        (answer.value && navigation.isSafeImage(answer.value) ? (
          <img className={s.icon} src={answer.value} alt={M.appIcon(creativeId)} />
        ) : (
          <p className={s.empty}>{M.empty}</p>
        ))}
    </section>
  );
}
const AppCreative = observer(AppCreativeView);

/** Interactive materials with a QR preview each (spec §2.9, §7: GET, page 1 of 10, automatic error handling off). */
function InteractiveMaterials({ creativeId }: { readonly creativeId: string }) {
  const s = useStyles();
  const request = useService(requestRef);
  const navigation = useService(navigationRef);
  const openLink = useOpenLink();
  const [answer] = useAnswer(
    () =>
      request
        .call<unknown>(
          MATERIAL_API.interactiveList,
          { pageNum: DEFAULT_PAGING.page, pageSize: DEFAULT_PAGING.pageSize, id: creativeId },
          { mode: 'get', manual: true },
        )
        .then(parseInteractive),
    creativeId,
  );
  return (
    <section className={s.section} aria-label={M.interactive}>
      <h3 className={s.heading}>{M.interactive}</h3>
      {answer.state === 'loading' && <Spinner size="tiny" label={M.loading} />}
      {answer.state === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{M.interactiveFailed(reasonOf(answer))}</MessageBarBody>
        </MessageBar>
      )}
      {answer.state === 'ready' &&
        (answer.value.length === 0 ? (
          <p className={s.empty}>{M.empty}</p>
        ) : (
          <ul className={s.previews}>
            {answer.value.map((m, i) =>
              // A preview address comes from the server: the one URL policy decides (a page of the
              // site or an allowed https host), never the API or another same-origin path.
              navigation.isSafeServerLink(m.previewUrl) ? (
                <li key={`${i}:${m.previewUrl}`} className={s.preview}>
                  <QrCode
                    text={new URL(m.previewUrl, window.location.origin).href}
                    label={M.scanToPreview(m.name)}
                    size={112}
                  />
                  <span className={s.previewText}>
                    <span>{m.name}</span>
                    <Button size="small" onClick={() => openLink(m.previewUrl, '_blank')}>
                      {M.openPreview}
                    </Button>
                  </span>
                </li>
              ) : (
                <li key={`${i}:${m.previewUrl}`} className={s.preview}>
                  <span className={s.previewText}>
                    <span>{m.name}</span>
                    <span className={s.empty}>{M.unsafePreview}</span>
                  </span>
                </li>
              ),
            )}
          </ul>
        ))}
    </section>
  );
}

/**
 * 素材查看 (spec §2.9, §7): the creative's materials before and after its last change (images,
 * videos, common and interactive materials), 暂无素材 for a side without any, the store-app
 * creative's icon and, for interactive materials, a QR preview each. The store-app and interactive
 * calls run with automatic error handling off: their failures show here, not as toasts.
 */
export function MaterialViewer({
  creativeId,
  materialIds,
  materialType,
  storeApp,
  open,
  onClose,
}: MaterialViewerProps) {
  const s = useStyles();
  const surfaceRef = useFocusReturn(open);
  const type: MaterialType = isMaterialType(materialType) ? materialType : MATERIAL_TYPE.IMAGE;
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface ref={surfaceRef} className={s.surface}>
        <DialogBody>
          <DialogTitle>{M.title}</DialogTitle>
          <DialogContent className={s.content}>
            {open && (
              <>
                <div className={s.sides}>
                  <MaterialSide label={M.before} ids={materialIds.before} type={type} />
                  <MaterialSide label={M.after} ids={materialIds.after} type={type} />
                </div>
                {storeApp && <AppCreative creativeId={creativeId} />}
                {type === MATERIAL_TYPE.INTERACTIVE && <InteractiveMaterials creativeId={creativeId} />}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {M.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
