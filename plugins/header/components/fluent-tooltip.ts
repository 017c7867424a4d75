// Fluent's Tooltip, loaded on intent (see ./TooltipOnIntent): not part of the first screen's bytes.
export { Tooltip } from '@fluentui/react-components';
