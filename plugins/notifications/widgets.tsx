import { useStyleSheet } from '@portico/sdk';
import NotificationBellView from './components/NotificationBell';
import { NOTIFICATIONS_CSS } from './styles';

/** The bell with the plugin's stylesheet. */
export function NotificationBell() {
  useStyleSheet('notifications', NOTIFICATIONS_CSS);
  return <NotificationBellView />;
}
