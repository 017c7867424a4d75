import {
  AppsRegular,
  ArrowSplitRegular,
  ArrowSyncRegular,
  BeakerRegular,
  BotRegular,
  BoxMultipleRegular,
  BroomRegular,
  CertificateRegular,
  ClipboardTaskRegular,
  CodeRegular,
  ContactCardRegular,
  DataAreaRegular,
  DatabaseLinkRegular,
  DataFunnelRegular,
  DataTrendingRegular,
  DesignIdeasRegular,
  DocumentArrowDownRegular,
  DocumentOnePageRegular,
  FlashRegular,
  HistoryRegular,
  ImageRegular,
  KeyRegular,
  LockMultipleRegular,
  MailInboxRegular,
  MailSettingsRegular,
  PasswordRegular,
  PeopleAudienceRegular,
  PersonAccountsRegular,
  PersonKeyRegular,
  PersonRegular,
  PuzzlePieceRegular,
  QuestionCircleRegular,
  SendRegular,
  ShieldCheckmarkRegular,
  ShoppingBagRegular,
  SparkleRegular,
  StethoscopeRegular,
  TargetArrowRegular,
  TargetRegular,
  TextBulletListRegular,
  WindowAppsRegular,
  WrenchRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { navigationRef, useService } from '@portico/sdk';

/**
 * Fluent icons an entry may name in `icon` (names without size and style). Only these are
 * bundled: importing icons by a name known at run time would pull in the whole icon set.
 */
export const ICONS: Readonly<Record<string, FluentIcon>> = {
  Apps: AppsRegular,
  ArrowSplit: ArrowSplitRegular,
  ArrowSync: ArrowSyncRegular,
  Beaker: BeakerRegular,
  Bot: BotRegular,
  BoxMultiple: BoxMultipleRegular,
  Broom: BroomRegular,
  Certificate: CertificateRegular,
  ClipboardTask: ClipboardTaskRegular,
  Code: CodeRegular,
  ContactCard: ContactCardRegular,
  DataArea: DataAreaRegular,
  DatabaseLink: DatabaseLinkRegular,
  DataFunnel: DataFunnelRegular,
  DataTrending: DataTrendingRegular,
  DesignIdeas: DesignIdeasRegular,
  DocumentArrowDown: DocumentArrowDownRegular,
  DocumentOnePage: DocumentOnePageRegular,
  Flash: FlashRegular,
  History: HistoryRegular,
  Image: ImageRegular,
  Key: KeyRegular,
  LockMultiple: LockMultipleRegular,
  MailInbox: MailInboxRegular,
  MailSettings: MailSettingsRegular,
  Password: PasswordRegular,
  PeopleAudience: PeopleAudienceRegular,
  Person: PersonRegular,
  PersonAccounts: PersonAccountsRegular,
  PersonKey: PersonKeyRegular,
  PuzzlePiece: PuzzlePieceRegular,
  QuestionCircle: QuestionCircleRegular,
  Send: SendRegular,
  ShieldCheckmark: ShieldCheckmarkRegular,
  ShoppingBag: ShoppingBagRegular,
  Sparkle: SparkleRegular,
  Stethoscope: StethoscopeRegular,
  Target: TargetRegular,
  TargetArrow: TargetArrowRegular,
  TextBulletList: TextBulletListRegular,
  WindowApps: WindowAppsRegular,
  Wrench: WrenchRegular,
};

/** Icon for entries that name none, or one that is not bundled. */
const FALLBACK = AppsRegular;

const looksLikeImage = (icon: string) => icon.includes('/');

/** An entry's or a group's icon: a bundled Fluent icon by name, or an image at a safe address. Decorative. */
export function ToolIcon({ icon, className }: { readonly icon?: string; readonly className?: string }) {
  const navigation = useService(navigationRef);
  if (icon && looksLikeImage(icon) && navigation.isSafeImage(icon)) {
    return <img className={className} src={icon} alt="" aria-hidden="true" />;
  }
  const Icon = (icon && ICONS[icon]) || FALLBACK;
  return <Icon className={className} aria-hidden="true" />;
}
