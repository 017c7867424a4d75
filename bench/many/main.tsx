// Bench entry: the real portal plus `?n=` synthetic plugins, each contributing a lazy header
// widget gated by a menu id no scenario holds (so the `when` is evaluated, the widget not shown).
import { definePlugin } from '@portico/sdk';
import { HeaderWidgetBlueprint } from '@portico/plugin/header';
import { boot } from '../../host/boot';

const n = Number(new URLSearchParams(location.search).get('n') ?? 0);
const synthetic = Array.from({ length: n }, (_, i) => ({
  plugin: definePlugin({
    id: `synthetic-${i}`,
    contributes: [
      HeaderWidgetBlueprint.make({
        name: 'widget',
        slot: 'left',
        order: 1000 + i,
        when: { menu: 900000 + i },
        loader: () => import('./widget'),
      }),
    ],
  }),
  defaultEnabled: true,
}));

void boot(document.getElementById('root')!, '/portal.config.json', synthetic);
