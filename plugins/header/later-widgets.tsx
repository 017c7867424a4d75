// The header's widgets of the `eventually` phase (after portal:ready), in a chunk of their own:
// their dialogs, popover and QR code are not downloaded before the first screen.
export { default as MobileEntry } from './components/MobileEntry';
export { default as PasswordNotices } from './components/PasswordNotices';
