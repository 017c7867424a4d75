import type { ComponentType } from 'react';
import { useStyleSheet } from '@portico/sdk';
import ExtraLinksView from './components/ExtraLinks';
import HeaderBarView from './components/HeaderBar';
import MobileEntryView from './components/MobileEntry';
import NewCreativeButtonView from './components/NewCreativeButton';
import PasswordNoticesView from './components/PasswordNotices';
import UserMenuView from './components/UserMenu';
import { HEADER_CSS } from './styles';

/** Every widget carries the header stylesheet, whichever renders first. */
const styled = (View: ComponentType) =>
  function Styled() {
    useStyleSheet('header', HEADER_CSS);
    return <View />;
  };

export const HeaderBar = styled(HeaderBarView);
export const ExtraLinks = styled(ExtraLinksView);
export const MobileEntry = styled(MobileEntryView);
export const NewCreativeButton = styled(NewCreativeButtonView);
export const UserMenu = styled(UserMenuView);
export const PasswordNotices = styled(PasswordNoticesView);
