// The header's lazily loaded components of the first screen, one chunk: each is a manifest
// loader's target. The widgets of the `eventually` phase are in ./later-widgets.
export { default as HeaderBar } from './components/HeaderBar';
export { default as ExtraLinks } from './components/ExtraLinks';
export { default as NewCreativeButton } from './components/NewCreativeButton';
export { default as UserMenu } from './components/UserMenu';
