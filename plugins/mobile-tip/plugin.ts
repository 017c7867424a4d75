import { definePlugin, LayoutBlueprint } from '@portico/sdk';
import { OWNER_NOT_PUSH } from '@portico/plugin/header';

/** Mobile tip for owners (spec §1: an owner on a mobile browser is offered the mobile site). */
export default definePlugin({
  id: 'mobile-tip',
  title: '移动版提示',
  contributes: [
    LayoutBlueprint.make({
      name: 'tip',
      slot: 'overlay',
      phase: 'eventually',
      when: OWNER_NOT_PUSH,
      loader: () => import('./MobileTip'),
    }),
  ],
});
