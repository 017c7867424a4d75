// The toolbox sub-app's public face, imported as `@portico/plugin/toolbox`: the pages other
// plugins open (the header's 工单 and password notice, the help assistant's quick links, the
// reminders, the notification centre's 更多), each ref made from the page's one record (routes.ts), so a
// link shows for whom the page opens. Data only: importing it loads none of the toolbox.
import type { When } from '@portico/sdk';
import { MENU, PAGES } from './routes';

/** Pages of the toolbox that other plugins link to. */
export const toolboxRoutes = {
  /** The sub-app's root: a prefix of all its pages (banners and popups are placed by it). */
  root: PAGES.root,
  /** 工具箱 home; the header tab adds `agency=true` on the agency side. */
  home: PAGES.refs.home,
  /** 工单管理 (spec §2.3 header link, §2.8 help quick link). */
  workOrders: PAGES.refs.workOrders,
  /** 修改密码 (spec §2.3 password notice). */
  changePassword: PAGES.refs.changePassword,
  /** 资质管理 (spec §2.2, §4 qualification reminder). */
  qualification: PAGES.refs.qualification,
  /** 业务校验 (spec §2.2, §4 business validation reminder). */
  businessValidation: PAGES.refs.businessValidation,
  /** 广告诊断 (spec §2.8: a help quick link only with menu 1047). */
  adDiagnosis: PAGES.refs.adDiagnosis,
  /** 消息中心 (the notification panel's 更多). */
  notifyView: PAGES.refs.notifyView,
} as const;

/** Spec §6 menu 927: the toolbox for operators, and the message platform the header links to. */
export const MESSAGE_PLATFORM_WHEN: When = { menu: MENU.TOOLBOX_AND_MESSAGE_PLATFORM };
