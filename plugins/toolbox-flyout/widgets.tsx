// The flyout's lazily loaded component (its manifest loader's target); it styles itself.
export { default as ToolboxFlyout } from './components/ToolboxFlyout';
