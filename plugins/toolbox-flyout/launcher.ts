import {
  type NavigationService,
  type NotifierService,
  type PermissionService,
  type ReporterService,
  type RequestService,
  type UsageService,
} from '@portico/sdk';
import { AGENCY_OR_OPERATOR } from '@portico/ui';
import type { LaunchContext, ToolboxEntry, ToolboxLauncherApi } from './public';
import { PLUGIN_ID, TOOLBOX_CLICK_OPERATION } from './constants';
import { isPortalPath, linkFromAnswer, withQueryParam } from './links';
import { MESSAGES } from './messages';
import type { ToolboxFlyoutOptions } from './options';

export type { LaunchContext, ToolboxEntry } from './public';

/** What the launcher works with: core services and the plugin options. */
export interface LauncherDeps {
  readonly request: RequestService;
  readonly navigation: NavigationService;
  readonly notifier: NotifierService;
  readonly permission: PermissionService;
  readonly reporter: ReporterService;
  readonly usage: UsageService;
  readonly options: ToolboxFlyoutOptions;
}

/**
 * What a click on a toolbox entry does (spec §2.4, §7): send the usage report, fetch the link
 * first for link-source entries, then open it — a portal page with the router, anything else
 * through the NavigationService by the one URL policy (pages of the site, allowed hosts over https
 * on their port). A token from a link-source answer therefore only ever goes to a page of the
 * portal or over https to an allowed host. No link raises "no jump url", shown to the user in Chinese.
 */
export class ToolboxLauncher implements ToolboxLauncherApi {
  constructor(private readonly deps: LauncherDeps) {}

  /**
   * The address an entry opens when it needs no call first: its page (with `agency=true` on the
   * agency side) or a safe external address; null for link-source entries and entries without
   * a safe address. The flyout renders such entries as links, so middle-click and "open in new
   * tab" work.
   */
  href(entry: ToolboxEntry): string | null {
    const own = this.ownUrl(entry);
    if (entry.linkSource || !own || !this.deps.navigation.isSafeServerLink(own)) return null;
    return isPortalPath(own) && this.agencySide() ? withQueryParam(own, 'agency', 'true') : own;
  }

  /** An entry opened by the browser itself (a modified click on its link): only the usage report. */
  openedElsewhere(entry: ToolboxEntry, page: string): void {
    this.reportUsage(entry, page);
  }

  async launch(entry: ToolboxEntry, ctx: LaunchContext): Promise<void> {
    this.reportUsage(entry, ctx.page);
    const own = this.ownUrl(entry);
    let link = own ?? null;
    if (entry.linkSource) {
      try {
        link = linkFromAnswer(await this.deps.request.call<unknown>(entry.linkSource), own);
      } catch {
        // The request layer has already shown the failure (spec §8).
        return;
      }
    }
    if (!link) return this.fail(new Error('no jump url'), MESSAGES.noJumpUrl);
    if (isPortalPath(link) && this.agencySide()) link = withQueryParam(link, 'agency', 'true');
    const target = entry.target ?? (entry.linkSource ? '_blank' : '_self');
    if (target === '_self' && isPortalPath(link)) return ctx.navigate(link);
    // The link stays out of the error: it may carry a token.
    if (!this.deps.navigation.open(link, target)) this.fail(new Error('unsafe jump url'), MESSAGES.unsafeUrl);
  }

  /** Spec §7 usage report through the portal's one sender; the entry's key is its description. */
  private reportUsage(entry: ToolboxEntry, page: string): void {
    this.deps.usage.send(
      { operationType: TOOLBOX_CLICK_OPERATION, page, description: entry.key },
      this.deps.options.usageReportPath,
    );
  }

  /** The entry's url; for the built-in entries an admin's `links` option comes first. */
  private ownUrl(entry: ToolboxEntry): string | undefined {
    return (entry.pluginId === PLUGIN_ID ? this.deps.options.links[entry.key] : undefined) ?? entry.url;
  }

  /** Spec §6: agencies and their operators get the `?agency` variant of pages. */
  private agencySide(): boolean {
    return this.deps.permission.allows(AGENCY_OR_OPERATOR);
  }

  private fail(error: Error, message: string): void {
    this.deps.notifier.error(message);
    // Spec §2.4 raises "no jump url": reported through the reporter service, the one way to report.
    this.deps.reporter.error(error);
  }
}
