import { definePlugin } from '@portico/sdk';
import { HeaderWidgetBlueprint } from '@portico/plugin/header';

/**
 * Fault-injection example: a header widget that throws while rendering. Enable it in
 * portal.config.json to see crash containment: the widget shows a small fallback naming this
 * plugin and the rest of the portal keeps working. Off by default.
 */
export default definePlugin({
  id: 'crash-demo',
  title: '崩溃演示（示例插件）',
  contributes: [
    HeaderWidgetBlueprint.make({ name: 'broken', slot: 'right', order: 1, loader: () => import('./BrokenWidget') }),
  ],
});
