import type { ScenarioName } from '@portico/dev';

/**
 * Popups of each scenario account by menu id (dev fixture data): for the sub-owner on the finance
 * overview (menu 2004), so that the pages other e2e specs open stay clear of a modal.
 */
export function popupsOf(scenario: ScenarioName, menuId: number): readonly Record<string, unknown>[] {
  if (menuId !== 2004) return [];
  if (scenario === 'sub-owner')
    return [
      {
        id: 501,
        topicName: '新版工具箱上线',
        content: '<p>工具箱已按 <strong>账户、定向、创意、数据、投放</strong> 五类整理，常用工具一目了然。</p>',
        buttonTitle: '去看看',
        jumpUrl: '/markets/toolbox/Home',
      },
      {
        id: 502,
        topicName: '满意度调研',
        content: '<p>感谢您使用营销平台。本季度满意度调研将于月底结束，届时将通过站内信邀请您参与。</p>',
        buttonTitle: '',
        jumpUrl: '',
      },
    ];
  if (scenario === 'agency')
    return [{ id: 601, topicName: '代理商政策更新', content: '<p>新季度代理商返点政策已发布，请留意站内信。</p>' }];
  return [];
}
