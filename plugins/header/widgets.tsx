// The header's lazily loaded components, one chunk: each is a manifest loader's target.
export { default as HeaderBar } from './components/HeaderBar';
export { default as ExtraLinks } from './components/ExtraLinks';
export { default as MobileEntry } from './components/MobileEntry';
export { default as NewCreativeButton } from './components/NewCreativeButton';
export { default as UserMenu } from './components/UserMenu';
export { default as PasswordNotices } from './components/PasswordNotices';
