import { webLightTheme, type Theme } from '@fluentui/react-components';
import type { PortalTokens } from '@portico/ui';

/**
 * Fluent's light theme plus the values of the SDK's {@link PortalTokens} (read in styles through
 * `portalTokens`). The header keeps its dark navy: no Fluent token comes close
 * (`colorNeutralBackgroundInverted` is grey, the brand ramp a saturated blue), and the header
 * plugin's tab colours are chosen against this navy. The dock holds a 48 px floating button with
 * 8 px either side. FluentProvider writes every key of its theme as a CSS variable, so the extra
 * tokens work like Fluent's own.
 */
export const portalTheme: Theme & PortalTokens = {
  ...webLightTheme,
  colorPortalHeaderBackground: '#1f2a44',
  colorPortalHeaderForeground2: '#d6dcea',
  spacingPortalDock: '64px',
};
